"""Registers every Citadels value with the JSON converter (see engine.serialization)."""

from __future__ import annotations

from typing import Any

import attrs

from ..engine import serialization as ser
from ..engine.decisions import Decision
from ..engine.events import Event
from ..engine.rng import Rng
from . import effects as fx
from .config import GameConfig
from .draft import DraftPlan
from .scoring import Score, ScoreLine
from .state import District, DraftState, GameState, LogEntry, Mark, PlayerState, TurnState
from .validate import validate
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
ser.register(GameView, top=True)
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


def register_record(cls: Any) -> None:
    """Register the runner's ``Record`` (kept out of this module to avoid a cycle); its
    private ``_events`` (read through the ``events`` property) is ``"events"`` in JSON."""
    ser.register(cls, top=True, rename={"_events": "events"})
