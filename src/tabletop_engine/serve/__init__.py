"""The table: play a game in the browser, with friends and bots (``<game> serve``).

One engine piece for every game: a game hands :func:`create_app` a small adapter
(:class:`GameAdapter`: its config from a lobby form, its steps, what one seat may see,
its bots, its record and replay page) and gets a Starlette ASGI app with a lobby,
per-seat secret links, spectators, live play over websockets, bots (and stand-in bots
for absent people), and every table kept in SQLite, resumed exactly after a restart.

Needs the ``serve`` extra (Starlette, uvicorn, websockets): importing
:mod:`tabletop_engine.serve.app` without it raises ``ModuleNotFoundError`` naming the
extra; this package's own names (the adapter, the store, the tables) need nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..extras import require_extra
from .adapter import FormField, GameAdapter, RecordAdapter, Step, common_table
from .store import DATA_ENV, Store, data_folder

if TYPE_CHECKING:
    from starlette.applications import Starlette

#: The modules of the ``serve`` extra.
SERVE_MODULES = ("starlette", "uvicorn", "websockets")


def require_serve_extra() -> None:
    """``ModuleNotFoundError`` naming the missing modules and the extra to install."""
    require_extra("serve", SERVE_MODULES, "serving")


def create_app(adapter: GameAdapter, db: Any = ":memory:", **options: Any) -> Starlette:
    """The table server of ``adapter``'s game, its tables in the SQLite file ``db``
    (see :func:`tabletop_engine.serve.app.create_app` for the ``options``)."""
    require_serve_extra()
    from .app import create_app as make

    return make(adapter, db, **options)


__all__ = [
    "DATA_ENV",
    "SERVE_MODULES",
    "FormField",
    "GameAdapter",
    "RecordAdapter",
    "Step",
    "Store",
    "common_table",
    "create_app",
    "data_folder",
    "require_serve_extra",
]
