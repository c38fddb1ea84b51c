"""Registers every Citadels value with the JSON converter (see engine.serialization)."""

from __future__ import annotations

from typing import Any

import attrs

from tabletop_engine import serialization as ser
from tabletop_engine.decisions import Decision
from tabletop_engine.events import Event
from tabletop_engine.rng import Rng
from tabletop_engine.validation import Problems, action_count, check_agents

from . import effects as fx
from .config import GameConfig
from .draft import DraftPlan
from .scoring import Score, ScoreLine
from .state import District, DraftState, GameState, LogEntry, Mark, PlayerState, TurnState
from .validate import problems, validate
from .views import DraftView, GameView, PendingView, PlayerView


def _attach_rules(state: GameState) -> GameState:
    from .ruleset import ruleset_for

    return state.but(rules=ruleset_for(state.config))


for _cls in (
    District,
    PlayerState,
    DraftState,
    TurnState,
    Mark,
    LogEntry,
    Rng,
    Decision,
    Event,
    ScoreLine,
    DraftPlan,
    PlayerView,
    DraftView,
    PendingView,
):
    ser.register(_cls, tagged=True)
for _effect in fx.EFFECT_TYPES.values():
    ser.register(_effect, tagged=True)
ser.register(GameConfig, top=True)
ser.register(Score, top=True, tagged=True)
ser.register(GameView, top=True, check=lambda view: validate_view(view))
ser.register(
    GameState, top=True, omit=("rules", "_legal"), after_load=_attach_rules, check=validate
)


def pack_versions(value: Any) -> dict[str, Any]:
    """``{"packs": {pack id: version}}`` for a value with a game configuration (a config,
    state, view or record): the packs its rules come from. Nothing for other values, nor
    for an invalid config (which is still written)."""
    from .packs import installed_packs
    from .ruleset import ruleset_for

    config = value if isinstance(value, GameConfig) else getattr(value, "config", None)
    if not isinstance(config, GameConfig):
        return {}
    try:
        rules = ruleset_for(attrs.evolve(config, seed=0))
    except Exception:
        return {}
    packs = installed_packs()
    used = dict.fromkeys([*rules.preset.packs, *map(rules.pack_of, rules.plugins)])
    return {"packs": {p: packs[p].info.version for p in used if p in packs}}


ser.VERSIONS_OF.append(pack_versions)


#: The most actions a record may hold: the longest game :func:`~citadels_rules.play`
#: plays (its ``max_actions``). A longer record is refused before its actions are read,
#: so loading and replaying a record costs work bounded by a game's length.
LONGEST_GAME = 200_000


def register_record(cls: Any) -> None:
    """Register the runner's ``Record`` (kept out of this module to avoid a cycle); its
    private ``_events`` (read through the ``events`` property) is ``"events"`` in JSON.
    ``from_json`` refuses a record of more than :data:`LONGEST_GAME` actions before
    reading them, and validates the state it holds (``final_state``), as every state it
    reads, its agents and the number of its scores."""
    ser.register(
        cls,
        top=True,
        rename={"_events": "events"},
        check=_check_record,
        precheck=lambda data: action_count(data, LONGEST_GAME),
    )


def _check_record(record: Any) -> None:
    """A record's ``final_state`` is a valid state of the record's config; one agent
    name per seat (or none: records before agents were kept), one score per seat (a
    failure record may have none)."""
    state = record.final_state
    # a failure record ends where the game failed: its next action may crash by design
    failed = getattr(record, "failure", None) is not None
    found = [f"final_state.{p}" for p in problems(state, probe=None if not failed else False)]
    if not found and state.config != record.config:
        found.append("final_state.config: not the record's config")
    out = Problems()
    n = record.config.players
    check_agents(record.agents, n, out, optional=True)
    if len(record.scores) != n and not (failed and not record.scores):
        out.add(f"scores: {len(record.scores)} scores for {n} seats")
    found += out.items
    if found:
        n = len(found)
        lines = "\n".join(f"  - {p}" for p in found)
        raise ValueError(f"{n} problem{'s' if n != 1 else ''}:\n{lines}")


def validate_view(view: GameView) -> GameView:
    """The checks of a view read from JSON: its config, seats, counts and gold (a view
    hides what the full checks of a state need)."""
    from .ruleset import ruleset_for

    found: list[str] = []
    try:
        rules = ruleset_for(attrs.evolve(view.config, seed=0))
    except Exception as exc:
        raise ValueError(f"config: {exc}") from None
    n = view.config.players
    ints = [("seat", view.seat), ("crown", view.crown)]
    if view.pending is not None:
        ints.append(("pending.seat", view.pending.seat))
    if view.turn is not None:
        ints.append(("turn.seat", view.turn.seat))
    for where, seat in ints:
        if not 0 <= seat < n:
            found.append(f"{where}: seat {seat} does not exist ({n} players)")
    if len(view.players) != n:
        found.append(f"players: {len(view.players)} seats, the config is for {n} players")
    counts = [("deck_size", view.deck_size), ("aside_size", view.aside_size)]
    counts += [("out_size", view.out_size), ("steps", view.steps), ("round", view.round)]
    counts += [(f"players[{i}].gold", p.gold) for i, p in enumerate(view.players)]
    if view.bank is not None:
        counts.append(("bank", view.bank))
    for where, value in counts:
        if not 0 <= value <= _MAX:
            found.append(f"{where}: {value} is out of range")
    if view.phase not in ("draft", "turns", "over"):
        found.append(f"phase: {view.phase!r} is not draft, turns or over")
    if view.lineup != rules.lineup:
        found.append("lineup: not the config's lineup")
    if found:
        raise ValueError("; ".join(found))
    return view


#: A bound on counts and gold in a view (a real game stays far below).
_MAX = 1 << 20
