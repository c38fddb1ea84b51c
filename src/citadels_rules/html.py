"""HTML for people: a page to scrub through a recorded game, and the small table picture
a notebook shows for a state or a view.

:func:`replay_html` turns a :class:`~citadels_rules.runner.Record` into one static page
(no server, no network: the data, the script and the styles are inline). The data of
every step is made here, in Python, and embedded as JSON; a small vanilla-JS renderer
(``templates/replay.html``) draws it. Each step holds what each viewer may know: one
view per seat, made with :func:`~citadels_rules.game.views.observe` and
:func:`~citadels_rules.game.secrets.events_for`, and the whole table (``"all"``). What
the views share is stored once (``common``); each view keeps only what differs
(``patches``, see :func:`merge`).

>>> import citadels_rules as cr
>>> from citadels_rules.html import replay_data, step_view
>>> record = cr.play(cr.GameConfig(players=4, seed=3))
>>> data = replay_data(record)
>>> len(data["steps"]) == len(record.actions) + 1
True
>>> step_view(data, 0, 1)["players"][0]["hand"] is None     # seat 1 does not see seat 0's
True

``GameState._repr_html_`` and ``GameView._repr_html_`` call :func:`table_html`.
"""

from __future__ import annotations

import html as _html
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tabletop_engine.actions import Action
from tabletop_engine.events import Event
from tabletop_engine.files import atomic_write_text
from tabletop_engine.replay_page import (
    ALL,
    PageSteps,
    check_lang,
    diff,
    entries,
    fill_page,
    merge,
    page_viewers,
    plain,
    step_view,
    template,
    view_name,
)

from .game.packs import CardInfo, all_cards
from .game.ruleset import ruleset_for
from .game.scoring import scores, winners
from .game.secrets import HIDDEN, events_for, secret_params
from .game.state import District, GameState
from .game.views import GameView, observe
from .i18n import card_text, page_words

if TYPE_CHECKING:
    from .runner import Record

#: The page's version of the data format (``data["format"]``).
FORMAT = 1
#: Colours of the district colours, on the page and in notebooks.
COLOUR_CSS = {
    "yellow": "#e3b53c",
    "blue": "#3f72c4",
    "green": "#3d9a57",
    "red": "#c8463a",
    "purple": "#8a4fb0",
}
_TEMPLATE = "templates/replay.html"
#: The page's title (``{preset}``, ``{players}``, ``{seed}``), translated by the page.
HEADING = "Citadels replay · {preset} · {players} players · seed {seed}"


def _district(d: District) -> Any:
    """A built district: its id, or ``[id, gold on it, cards under it]``."""
    if not d.gold and not d.cards:
        return d.card
    return [d.card, d.gold, list(d.cards)]


def _card(info: CardInfo) -> dict[str, Any]:
    card: dict[str, Any] = {"name": info.name, "kind": info.kind}
    if info.name_zh:
        card["zh"] = info.name_zh
    for key in ("rank", "income", "cost", "colour"):
        value = getattr(info, key)
        if value is not None:
            card[key] = value
    if info.kind == "district" and info.points != (info.cost or 0):
        card["points"] = info.points
    if info.text:
        card["text"] = info.text
        zh = card_text(info.id, info.text, "zh", info.edition or "classic")
        if zh != info.text:
            card["text_zh"] = zh  # the seed's Chinese, shown with the page's zh
    return card


def _cards_of(table: GameState | GameView) -> dict[str, CardInfo]:
    """The card data for ``table``: its rules' cards, else every installed pack's."""
    rules = getattr(table, "rules", None)
    if rules is not None:
        return dict(rules.cards)
    try:
        return dict(ruleset_for(table.config).cards)
    except Exception:  # a view or a state read from JSON of a pack not installed
        return all_cards()


# -- one table, as one viewer sees it -----------------------------------------------------
def table_data(table: GameState | GameView) -> dict[str, Any]:
    """The table as JSON: everything for a :class:`GameState`, what the view's seat may
    know for a :class:`GameView` (hidden parts are None).

    Keys: ``round``, ``phase``, ``crown``, ``bank``, ``deck_size``, ``discard``,
    ``aside_size``, ``face_up``, ``face_down`` (None when hidden), ``face_down_count``,
    ``draft_hand`` (the characters being passed; None when hidden), ``revealed``,
    ``marks`` (``[character, kind, seat]``), ``active`` (the character whose turn it is),
    ``turn_seat``, ``gathered``, ``current`` (the seat to act), ``pending`` (``seat``,
    ``kind``, ``options`` -- None when hidden -- and ``done``), ``end_triggered`` and
    ``players``: per seat ``gold``, ``hand`` (None when hidden), ``hand_size``,
    ``city`` (ids, or ``[id, gold, cards under it]``), ``characters`` and ``completed``.
    """
    seat = table.seat if isinstance(table, GameView) else None
    players = []
    for p in table.players:
        hand = p.hand
        players.append(
            {
                "gold": p.gold,
                "hand": None if hand is None else list(hand),
                "hand_size": getattr(p, "hand_size", len(hand or ())),
                "city": [_district(d) for d in p.city],
                "characters": list(p.characters),
                "completed": p.completed,
            }
        )
    draft = table.draft
    face_down: list[str] | None
    if isinstance(table, GameView):
        face_down = None if table.draft.face_down_count else []
        face_down_count = table.draft.face_down_count
        draft_hand = None
        deck_size, aside_size = table.deck_size, table.aside_size
    else:
        face_down = list(table.draft.face_down)
        face_down_count = len(table.draft.face_down)
        draft_hand = list(table.draft.hand)
        deck_size, aside_size = len(table.deck), len(table.aside)
    pending = None
    if table.pending is not None:
        pd = table.pending
        shown = seat is None or pd.seat == seat
        pending = {
            "seat": pd.seat,
            "kind": pd.kind,
            "options": plain(pd.options) if shown else None,
            "done": pd.done,
        }
    turn = table.turn
    return {
        "round": table.round,
        "phase": table.phase,
        "crown": table.crown,
        "bank": table.bank,
        "deck_size": deck_size,
        "discard": list(table.discard),
        "aside_size": aside_size,
        "face_up": list(draft.face_up),
        "face_down": face_down,
        "face_down_count": face_down_count,
        "draft_hand": draft_hand,
        "revealed": list(table.revealed),
        "marks": [[m.character, m.kind, m.seat] for m in table.marks],
        "active": turn.character if turn is not None else None,
        "turn_seat": turn.seat if turn is not None else None,
        "gathered": turn.gathered if turn is not None else None,
        "current": table.current_player,
        "pending": pending,
        "end_triggered": table.end_triggered,
        "players": players,
    }


def _event(e: Event) -> dict[str, Any]:
    return {"kind": e.kind, "seat": e.seat, "data": plain(dict(e.data))}


def _action(action: Action, secret: Sequence[str], viewer: int | None) -> dict[str, Any]:
    """``action`` as ``viewer`` may see it (None: everything, with the secret names)."""
    params = plain(dict(action.params))
    if viewer is None:
        if secret:
            params["secret"] = list(secret)
    elif viewer != action.actor:
        params.update({k: HIDDEN for k in secret if k in params})
    return {"kind": action.kind, "seat": action.actor, "params": params}


def _step(
    state: GameState,
    events: Sequence[Event],
    action: Action | None,
    secret: Sequence[str],
    viewers: Sequence[int | None],
) -> list[dict[str, Any]]:
    """One step as each viewer sees it (None: everything)."""
    over = state.phase == "over"
    totals = [s.total for s in scores(state)]
    out = []
    for viewer in viewers:
        if viewer is None:
            table = table_data(state)
            seen = [_event(e) for e in events]
            points: list[int] | None = totals
        else:
            table = table_data(observe(state, viewer))
            seen = [_event(e) for e in events_for(events, viewer)]
            points = totals if over else None  # running scores may count hidden cards
        table["scores"] = points
        table["action"] = None if action is None else _action(action, secret, viewer)
        table["events"] = seen
        out.append(table)
    return out


# -- the record as page data --------------------------------------------------------------
def replay_data(record: Record, *, seat: int | None = None) -> dict[str, Any]:
    """The page data of ``record``: ``meta``, ``cards`` (id -> name, ``zh``, kind, rank,
    cost, colour, points, text), ``views`` and ``steps``: setup first, then one per
    action, each ``{"common": ..., "patches": {view: patch}}`` (see :func:`entries`).

    ``views`` are ``"all"`` (everything) and one per seat (``"0"``, ``"1"``...); with
    ``seat`` only that seat's, so the data holds nothing that seat may not know. To keep
    the page small, ``steps`` holds the first step whole, then each step as a patch of
    the one before (:func:`diff`); read a view of a step with :func:`step_view`.

    Raises ``IllegalAction`` when an action does not replay, ``ValueError`` for a seat
    not in the game.
    """
    from .runner import replay_steps

    config = record.config
    n = config.players
    viewers = page_viewers(seat, n)
    steps = PageSteps([view_name(v) for v in viewers])
    previous: GameState | None = None
    final: GameState | None = None
    for i, (events, state) in enumerate(replay_steps(record)):
        action = record.actions[i - 1] if i else None
        secret = secret_params(previous, action) if action is not None and previous else ()
        steps.add(_step(state, events, action, secret, viewers))
        previous = final = state
    assert final is not None
    rules = final.rules
    labels = list(config.names or record.agents or ())
    meta: dict[str, Any] = {
        "preset": config.preset,
        "players": n,
        "seed": config.seed,
        "variants": list(config.variants),
        "lineup": list(rules.lineup),
        "labels": [labels[s] if s < len(labels) else "" for s in range(n)],
        "actions": len(record.actions),
        "over": final.is_over,
        "winners": list(winners(final)) if final.is_over else [],
        "scores": [
            {"total": s.total, "lines": [[line.label, line.points] for line in s.lines]}
            for s in scores(final)
        ],
        "failure": None if record.failure is None else record.failure.message,
        "seat": seat,
    }
    return {
        "format": FORMAT,
        "meta": meta,
        "cards": {cid: _card(info) for cid, info in sorted(rules.cards.items())},
        "views": steps.views,
        "steps": steps.steps,
    }


def replay_html(
    record: Record, *, seat: int | None = None, lang: str = "en", view: int | None = None
) -> str:
    """One self-contained HTML page to scrub through ``record``: the table at each step,
    the action and events of each step, step forward and back, jump to a round, choose
    the seat whose view is shown, English or Chinese names.

    ``seat`` keeps only that seat's view in the page (see :func:`replay_data`); ``view``
    is the view shown first (default: everything, or ``seat``'s); ``lang`` (``"en"`` or
    ``"zh"``) the language shown first: the card names and the page's labels. The page
    needs no network; Chinese needs a CJK font (the page lists the common ones).

    The address may choose the step, the view and the language shown first:
    ``replay.html#step=40&view=2&lang=zh`` (``view``: ``all`` or a seat number;
    ``lang``: ``en`` or ``zh``); the page keeps the address up to date as you move.
    """
    check_lang(lang)
    return fill_page(
        template("citadels_rules", _TEMPLATE),
        replay_data(record, seat=seat),
        game="citadels",
        heading=HEADING,
        lang=lang,
        first=seat if seat is not None else view,
        words={"zh": page_words("zh")},  # the page's labels in Chinese
    )


def write_replay_html(record: Record, path: str | Path, **options: Any) -> Path:
    """Write :func:`replay_html` of ``record`` to ``path`` (UTF-8, atomically: a failed
    write leaves an old page whole); returns the path."""
    path = Path(path)
    atomic_write_text(path, replay_html(record, **options))
    return path


# -- notebooks: a small picture of one table ----------------------------------------------
_CELL = "padding:2px 8px;text-align:left;vertical-align:top;border-bottom:1px solid #ddd"


def _chip(card: str, cards: Mapping[str, CardInfo], extra: str = "") -> str:
    info = cards.get(card)
    name = _html.escape(info.name if info is not None else card)
    colour = COLOUR_CSS.get(info.colour or "", "#777") if info is not None else "#777"
    cost = f" {info.cost}" if info is not None and info.cost is not None else ""
    title = _html.escape(info.text if info is not None else "", quote=True)
    return (
        f'<span title="{title}" style="display:inline-block;margin:1px;padding:0 4px;'
        f"border-radius:3px;border-left:4px solid {colour};background:#f4f4f4;"
        f'color:#222;white-space:nowrap">{name}{cost}{extra}</span>'
    )


def table_html(table: GameState | GameView) -> str:
    """A small HTML picture of ``table`` (a state: everything; a view: what its seat may
    know): a line for the round, phase, crown, turn and decision, then one row per seat
    (gold, characters, hand, city with colours and costs, score). For notebooks."""
    cards = _cards_of(table)
    data = table_data(table)
    is_view = isinstance(table, GameView)
    esc = _html.escape

    def name(cid: str) -> str:
        info = cards.get(cid)
        return esc(info.name if info is not None else cid)

    head = [f"<b>Round {data['round']}</b>", esc(data["phase"])]
    if data["active"]:
        head.append(f"turn: {name(data['active'])} (seat {data['turn_seat']})")
    if data["bank"] is not None:
        head.append(f"bank {data['bank']}")
    head.append(f"deck {data['deck_size']}")
    if data["face_up"] or data["face_down_count"]:
        hidden = data["face_down"]
        down = ", ".join(name(c) for c in hidden) if hidden else f"{data['face_down_count']} hidden"
        up = ", ".join(name(c) for c in data["face_up"]) or "none"
        head.append(f"removed: up {up}; down {down}")
    pending = data["pending"]
    if pending is not None:
        options = pending["options"]
        shown = (
            ": " + ", ".join(name(o) if isinstance(o, str) else esc(str(o)) for o in options)
            if options
            else ""
        )
        head.append(f"seat {pending['seat']} to choose {esc(pending['kind'])}{shown}")
    who = f"view of seat {table.seat}" if isinstance(table, GameView) else "state"
    totals = [s.total for s in scores(table)] if isinstance(table, GameState) else None
    rows = []
    for s, p in enumerate(data["players"]):
        marks = ("♛ " if s == data["crown"] else "") + ("▶ " if s == data["current"] else "")
        chars = ", ".join(name(c) for c in p["characters"]) or "—"
        if p["hand"] is None:
            hand = f"{p['hand_size']} card{'' if p['hand_size'] == 1 else 's'}"
        else:
            hand = "".join(_chip(c, cards) for c in p["hand"]) or "—"
        city_parts = []
        for d in p["city"]:
            if isinstance(d, str):
                city_parts.append(_chip(d, cards))
            else:
                extra = (f" +{d[1]}" if d[1] else "") + (f" [{len(d[2])}]" if d[2] else "")
                city_parts.append(_chip(d[0], cards, esc(extra)))
        me = is_view and s == getattr(table, "seat", None)
        cells = [
            f"{marks}{s}{' (you)' if me else ''}",
            str(p["gold"]),
            chars,
            hand,
            "".join(city_parts) or "—",
        ]
        if totals is not None:
            cells.append(str(totals[s]))
        rows.append("<tr>" + "".join(f'<td style="{_CELL}">{c}</td>' for c in cells) + "</tr>")
    columns = ["seat", "gold", "characters", "hand", "city"] + (["score"] if totals else [])
    header = "".join(f'<th style="{_CELL}">{c}</th>' for c in columns)
    return (
        f'<div style="font-family:sans-serif;font-size:13px">'
        f'<div style="margin-bottom:4px">{esc(who)} · {" · ".join(head)}</div>'
        f'<table style="border-collapse:collapse"><thead><tr>{header}</tr></thead>'
        f"<tbody>{''.join(rows)}</tbody></table></div>"
    )


__all__ = [
    "ALL",
    "diff",
    "entries",
    "merge",
    "replay_data",
    "replay_html",
    "step_view",
    "table_data",
    "table_html",
    "write_replay_html",
]
