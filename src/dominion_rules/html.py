"""Dominion's replay page: one static HTML file to scrub through a recorded game
(``dominion replay GAME.json --html OUT.html``), made the way Citadels' is.

The data of every step is made here and embedded as JSON; a small vanilla-JS renderer
(``templates/replay.html``) draws it: the supply with its counts, the trash, each seat's
hand (or its size), deck size, discard top, cards in play and set aside, the turn, the
pending decision, the action taken and what it changed, the scores at the end. Each step
holds what each viewer may know: one view per seat made with
:func:`~dominion_rules.views.observe` (D-8), and the whole table (``"all"``, which also
lists every deck and discard pile). The storage, the page's controls and the embedding
are the engine's (:mod:`tabletop_engine.replay_page`), shared with Citadels.

>>> import dominion_rules as dr
>>> from dominion_rules.html import replay_data, step_view
>>> record = dr.play(dr.GameConfig(players=2, seed=7), [dr.BigMoneyAgent()] * 2)
>>> data = replay_data(record)
>>> len(data["steps"]) == len(record.actions) + 1
True
>>> step_view(data, 0, 1)["players"][0]["hand"] is None     # seat 1 does not see seat 0's
True
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from tabletop_engine import replay_page as page
from tabletop_engine.actions import Action
from tabletop_engine.files import atomic_write_text
from tabletop_engine.replay_page import ALL, step_view

from .cards import CardInfo
from .costs import costs as costs_now
from .i18n import PAGE_ZH
from .log import public_changes
from .records import GameRecord
from .reducer import apply, new_game
from .scoring import scores, winners
from .state import GameState, PlayerState
from .views import GameView, observe

#: The page's version of the data format (``data["format"]``).
FORMAT = 1
#: The page's title (``{preset}``, ``{players}``, ``{seed}``), translated by the page.
HEADING = "Dominion replay · {players} players · seed {seed}"
_TEMPLATE = "templates/replay.html"


# -- one table, as one viewer sees it -----------------------------------------------------
def _round(table: GameState | GameView) -> int:
    """The round: the number of the turn being played by its seat (every seat plays one
    turn a round, seat 0 first); after the end, the most turns any seat took."""
    turn = table.turn
    if turn is None:
        return max(table.turns)
    return table.turns[turn.seat] + 1


def table_data(table: GameState | GameView) -> dict[str, Any]:
    """The table as JSON: everything for a :class:`GameState`, what the view's seat may
    know for a :class:`GameView` (D-8; hidden parts are None).

    Keys: ``round`` (see the page's round selector), ``supply`` (card id -> cards left),
    ``trash``, ``turn`` (``seat``, ``phase``, ``actions``, ``buys``, ``coins``; None after
    the end), ``turns`` (taken per seat), ``current`` (the seat to act), ``pending``
    (``seat``, ``kind``, ``options`` -- None when hidden, D-8.6 --, ``done``, ``data``)
    and ``players``: per seat ``hand`` (None when hidden), ``hand_size``, ``deck``
    (top first; None in every seat's view, D-8.3), ``deck_size``, ``discard`` (top last;
    None in every seat's view), ``discard_top``, ``discard_size`` (None in a seat's view
    unless the variant ``open_discard_size`` is on, D-8.5), ``in_play`` and ``set_aside``.

    What packs add, only when there is any: ``costs`` (card id -> its cost now, when a
    card changes costs), ``nonsupply`` (the piles outside the supply) and per seat
    ``mats`` (mat -> cards, None for another seat's private mat), ``mat_sizes``,
    ``tokens`` and ``staying`` (the cards staying in play: Durations).
    """
    players = []
    for p in table.players:
        deck: list[str] | None = None
        discard: list[str] | None = None
        discard_size: int | None
        if isinstance(p, PlayerState):
            deck, discard, discard_size = list(p.deck), list(p.discard), len(p.discard)
        else:
            discard_size = p.discard_size
        players.append(
            {
                "hand": None if p.hand is None else list(p.hand),
                "hand_size": p.hand_size,
                "deck": deck,
                "deck_size": p.deck_size,
                "discard": discard,
                "discard_top": p.discard_top,
                "discard_size": discard_size,
                "in_play": list(p.in_play),
                "set_aside": list(p.set_aside),
            }
        )
    _pack_parts(table, players)
    turn = table.turn
    pending = table.pending
    out = {
        "round": _round(table),
        "supply": dict(table.supply),
        "trash": list(table.trash),
        "turn": None
        if turn is None
        else {
            "seat": turn.seat,
            "phase": turn.phase,
            "actions": turn.actions,
            "buys": turn.buys,
            "coins": turn.coins,
        },
        "turns": list(table.turns),
        "current": table.current_player,
        "pending": None
        if pending is None
        else {
            "seat": pending.seat,
            "kind": pending.kind,
            "options": None if pending.options is None else list(pending.options),
            "done": pending.done,
            "data": page.plain(pending.data),
        },
        "players": players,
    }
    if isinstance(table, GameState):
        if "cost" in table.rules.heard:
            out["costs"] = costs_now(table)
    elif table.costs:
        out["costs"] = dict(table.costs)
    if table.nonsupply:
        out["nonsupply"] = dict(table.nonsupply)
    return out


def _pack_parts(table: GameState | GameView, players: list[dict[str, Any]]) -> None:
    """Add what packs give a seat (mats, tokens, cards staying in play) to ``players``."""
    seats: tuple[Any, ...] = table.players
    for p, row in zip(seats, players, strict=True):
        if p.mats:
            row["mats"] = {m: None if c is None else list(c) for m, c in p.mats.items_tuple()}
            sizes = {m: len(c) for m, c in p.mats.items_tuple() if c is not None}
            if isinstance(p, PlayerState):
                row["mat_sizes"] = sizes
            else:
                row["mat_sizes"] = dict(p.mat_sizes)
        if p.tokens:
            row["tokens"] = dict(p.tokens)
        if p.staying:
            row["staying"] = list(p.staying)


def _action(action: Action, before: GameState) -> dict[str, Any]:
    """``action`` as every seat sees it (Dominion's actions are public, D-8.1), with the
    decision it answers (its kind is public, D-8.6)."""
    out = {"kind": action.kind, "seat": action.actor, "params": page.plain(dict(action.params))}
    if action.kind in ("choose", "done") and before.pending is not None:
        out["decision"] = before.pending.kind
    return out


def _step(
    before: GameState | None,
    state: GameState,
    action: Action | None,
    viewers: Sequence[int | None],
) -> list[dict[str, Any]]:
    """One step as each viewer sees it (None: everything). The action and what it
    changed (gains, trashes, reveals) are public; running scores only in the full view
    (a seat's view shows them at the end)."""
    totals = [s.total for s in scores(state)]
    done = None if action is None or before is None else _action(action, before)
    changed = (
        []
        if before is None
        else [[c.seat, c.verb, c.card, c.count] for c in public_changes(before, state)]
    )
    out = []
    for viewer in viewers:
        table = table_data(state if viewer is None else observe(state, viewer))
        table["scores"] = totals if viewer is None or state.is_over else None
        table["action"] = done
        table["changes"] = changed
        out.append(table)
    return out


def _card(info: CardInfo) -> dict[str, Any]:
    card: dict[str, Any] = {"name": info.name, "cost": info.cost, "types": sorted(info.types)}
    if info.name_zh:
        card["zh"] = info.name_zh
    if info.kingdom:
        card["kingdom"] = True
    if info.text:
        card["text"] = info.text
    return card


# -- the record as page data --------------------------------------------------------------
def replay_data(record: GameRecord, *, seat: int | None = None) -> dict[str, Any]:
    """The data of ``record``'s page: ``meta`` (the config, the labels of the seats,
    winners, final scores...), ``cards`` (id -> name, ``zh``, cost, types, kingdom,
    text), ``views`` and ``steps`` (the setup, then one per action), stored as the
    engine stores every page's (:mod:`tabletop_engine.replay_page`); read a step
    as one viewer saw it with :func:`step_view`.

    ``views``: ``"all"`` (the whole table, decks and discard piles listed), then ``"0"``,
    ``"1"``... (what each seat knew, D-8); with ``seat``, that seat's only, so that the
    data holds nothing the seat did not know. ``ValueError`` for a seat not in the game;
    ``IllegalAction`` for a record whose actions do not replay.
    """
    config = record.config
    viewers = page.page_viewers(seat, config.players)
    steps = page.PageSteps([page.view_name(v) for v in viewers])
    state = new_game(config)
    steps.add(_step(None, state, None, viewers))
    for action in record.actions:
        before, state = state, apply(state, action)
        steps.add(_step(before, state, action, viewers))
    labels = list(config.names or record.agents or ())
    meta: dict[str, Any] = {
        "preset": config.preset,
        "players": config.players,
        "seed": config.seed,
        "kingdom": list(config.kingdom),
        "variants": list(config.variants),
        "labels": [labels[s] if s < len(labels) else "" for s in range(config.players)],
        "actions": len(record.actions),
        "over": state.is_over,
        "winners": list(winners(state)),
        "scores": [
            {"total": s.total, "lines": [[line.label, line.points] for line in s.lines]}
            for s in scores(state)
        ],
        "failure": None,
        "seat": seat,
    }
    return {
        "format": FORMAT,
        "meta": meta,
        "cards": {cid: _card(info) for cid, info in state.rules.cards.items()},
        "views": steps.views,
        "steps": steps.steps,
    }


def replay_html(
    record: GameRecord, *, seat: int | None = None, lang: str = "en", view: int | None = None
) -> str:
    """One self-contained HTML page to scrub through ``record``: the table at each step,
    the action of each step and what it changed, step forward and back, jump to a round,
    choose the seat whose view is shown, English or Chinese names (the seed's).

    ``seat`` keeps only that seat's view in the page (see :func:`replay_data`); ``view``
    is the view shown first (default: everything, or ``seat``'s); ``lang`` (``"en"`` or
    ``"zh"``) the language shown first. The page needs no network; Chinese needs a CJK
    font (the page lists the common ones). The address may choose the step, the view and
    the language shown first: ``replay.html#step=40&view=1&lang=zh``.

    Raises ``ValueError`` for a bad ``lang``, ``seat`` or ``view``.
    """
    page.check_lang(lang)
    return page.fill_page(
        page.template("dominion_rules", _TEMPLATE),
        replay_data(record, seat=seat),
        game="dominion",
        heading=HEADING,
        lang=lang,
        first=seat if seat is not None else view,
        words={"zh": PAGE_ZH},
    )


def write_replay_html(record: GameRecord, path: str | Path, **options: Any) -> Path:
    """Write :func:`replay_html` of ``record`` to ``path`` (UTF-8, atomically: a failed
    write leaves an old page whole); returns the path."""
    path = Path(path)
    atomic_write_text(path, replay_html(record, **options))
    return path


__all__ = [
    "ALL",
    "replay_data",
    "replay_html",
    "step_view",
    "table_data",
    "write_replay_html",
]
