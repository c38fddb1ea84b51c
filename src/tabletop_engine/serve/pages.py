"""The server's HTML: the lobby and a table's page (small, inline, no network besides
the server itself). The board of a table is the game's own replay page (the game's
renderer, reused), in a frame; the page around it shows the seat's legal actions as
buttons, its recap, the seats and the errors of refused moves.
"""

from __future__ import annotations

import html
import re
from functools import cache
from importlib import resources
from typing import TYPE_CHECKING

from ..replay_page import script_json
from .adapter import GameAdapter

if TYPE_CHECKING:
    from .tables import Table

_STYLE = """
body{font-family:system-ui,sans-serif;margin:1em;max-width:70em;color:#222}
fieldset{margin:.5em 0}label{display:inline-block;min-width:9em}
.err{color:#b00020;font-weight:bold;min-height:1.2em}.dim{color:#666}
button.action{margin:2px;padding:4px 10px;font-size:14px}
#board{width:100%;height:34em;border:1px solid #ccc}
table.seats td{padding:1px 8px}code{background:#f3f3f3;padding:0 3px;word-break:break-all}
"""


@cache
def _template(name: str) -> str:
    return resources.files("tabletop_engine").joinpath("templates", name).read_text("utf-8")


def _fill(name: str, **values: str) -> str:
    """The template ``name`` with each ``__KEY__`` replaced (values already escaped)."""
    page = _template(name)
    return re.sub(r"__[A-Z]+__", lambda m: values.get(m.group(), m.group()), page)


def message_page(message: str) -> str:
    """A page of one line (an error, a refusal)."""
    return (
        f"<!doctype html><meta charset=utf-8><title>{html.escape(message)}</title>"
        f"<style>{_STYLE}</style><p class=err>{html.escape(message)}</p><p><a href='/'>lobby</a>"
    )


def lobby_page(adapter: GameAdapter) -> str:
    """The lobby: the game's config fields, one row per seat (a person or a bot, each
    agent the game knows), the table's timers; the links come back once, on this page."""
    fields = []
    for f in adapter.form_fields():
        name = html.escape(f.name, quote=True)
        if f.choices:
            options = "".join(
                f"<option{' selected' if c == f.default else ''}>{html.escape(c)}</option>"
                for c in f.choices
            )
            control = f'<select name="{name}" id="f-{name}">{options}</select>'
        else:
            value = html.escape(f.default, quote=True)
            control = f'<input name="{name}" id="f-{name}" value="{value}">'
        helptext = f' <span class="dim">{html.escape(f.help)}</span>' if f.help else ""
        fields.append(
            f"<div><label for='f-{name}'>{html.escape(f.label)}</label>{control}{helptext}</div>"
        )
    agents = script_json(list(adapter.agents()))
    game = html.escape(adapter.game)
    return _fill(
        "serve_lobby.html",
        __GAME__=game,
        __STYLE__=_STYLE,
        __FIELDS__="".join(fields),
        __AGENTS__=agents,
    )


def table_page(
    adapter: GameAdapter, table: Table, seat: int | None, token: str | None, lang: str
) -> str:
    """A seat's page (``seat`` None: a spectator's): live over the websocket."""
    setup = script_json(
        {"table": table.id, "seat": seat, "token": token or "", "lang": lang, "game": adapter.game}
    )
    who = "spectator" if seat is None else f"seat {seat}"
    game = html.escape(adapter.game)
    return _fill(
        "serve_table.html",
        __GAME__=game,
        __STYLE__=_STYLE,
        __WHO__=who,
        __TABLE__=html.escape(table.id),
        __SETUP__=setup,
    )


__all__ = ["lobby_page", "message_page", "table_page"]
