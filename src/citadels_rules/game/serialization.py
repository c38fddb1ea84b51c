"""Registers every Citadels value with the JSON converter (see engine.serialization)."""

from __future__ import annotations

from typing import Any

from ..engine import serialization as ser
from ..engine.decisions import Decision
from ..engine.events import Event
from ..engine.rng import Rng
from . import effects as fx
from .config import GameConfig
from .draft import DraftPlan
from .scoring import Score, ScoreLine
from .state import District, DraftState, GameState, LogEntry, Mark, PlayerState, TurnState
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
ser.register(GameState, top=True, omit=("rules", "_legal"), after_load=_attach_rules)


def register_record(cls: Any) -> None:
    """Register the runner's ``Record`` (kept out of this module to avoid a cycle)."""
    ser.register(cls, top=True)
