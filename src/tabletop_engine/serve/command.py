"""The ``serve`` command every game registers on its command group (``<game> serve``):
one definition, the game's adapter handed in."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from pathlib import Path

import click

from ..cli_support import CommandError
from .adapter import GameAdapter
from .store import DATA_ENV, data_folder


def serve_command(game: str, adapter: str | Callable[[], GameAdapter]) -> click.Command:
    """The ``serve`` command of ``game``, its adapter made by ``adapter()`` when run;
    ``adapter`` may name the adapter's class as ``"module:Class"``, imported only when
    the command runs (so a game's ``--help`` costs nothing of the server)."""

    @click.command("serve")
    @click.option("--host", default="127.0.0.1", show_default=True, help="Address to bind.")
    @click.option("--port", default=8000, show_default=True, type=click.IntRange(0, 65535))
    @click.option(
        "--db",
        type=click.Path(dir_okay=False, path_type=Path),
        help=f"SQLite file of the tables (default: {game}.sqlite in the data folder, "
        f"${DATA_ENV} or ~/.local/share/{game}).",
    )
    def serve(host: str, port: int, db: Path | None) -> None:
        """Host tables in the browser: a lobby to make a table (preset, variants, seats
        of people and bots), a secret link per person, a spectator link. Tables are kept
        in SQLite and resume after a restart."""
        from . import require_serve_extra

        try:
            require_serve_extra()
        except ModuleNotFoundError as exc:
            raise CommandError(str(exc)) from None
        import uvicorn

        from .app import create_app

        path = db if db is not None else data_folder(game) / f"{game}.sqlite"
        app = create_app(_made(adapter), path)
        shown = f"[{host}]" if ":" in host else host
        click.echo(f"{game} tables at http://{shown}:{port}/  (tables in {path}; Ctrl-C stops)")
        uvicorn.run(app, host=host, port=port, log_level="warning", ws_max_size=65536)

    return serve


def _made(adapter: str | Callable[[], GameAdapter]) -> GameAdapter:
    if isinstance(adapter, str):
        module, _, name = adapter.partition(":")
        made: GameAdapter = getattr(importlib.import_module(module), name)()
        return made
    return adapter()


__all__ = ["serve_command"]
