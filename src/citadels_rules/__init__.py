"""citadels_rules: every rule of the card game Citadels (富饒之城), as a pure reducer.

>>> import citadels_rules as cr
>>> state = cr.new_game(cr.GameConfig(players=4, preset="classic", seed=7))
>>> state = cr.apply(state, cr.legal_actions(state)[0])
>>> record = cr.play(cr.GameConfig(players=4, seed=1), agents=[cr.GreedyAgent()] * 4)
>>> cr.replay(record) == record.final_state
True

The contract is API.md; :mod:`citadels_rules.pack_api` is the plugin API for packs.
"""

from __future__ import annotations

from ._version import __version__ as __version__
from .agents import Agent, GreedyAgent, RandomAgent
from .engine.actions import Action
from .engine.decisions import Decision
from .engine.errors import AgentError, ConfigError, IllegalAction, PackError
from .engine.events import Event
from .engine.serialization import from_json, to_json
from .game import serialization as _serialization  # registers the JSON hooks
from .game.config import GameConfig
from .game.notation import parse_action
from .game.reducer import apply, legal_actions, new_game
from .game.resample import resample
from .game.scoring import Score, ScoreLine, scores, winners
from .game.secrets import events_for
from .game.state import District, GameState, PlayerState
from .game.validate import validate
from .game.views import GameView, observe
from .runner import Record, play, replay, replay_steps
from .search import SearchAgent

del _serialization

__all__ = [
    "Action",
    "Agent",
    "AgentError",
    "ConfigError",
    "Decision",
    "District",
    "Event",
    "GameConfig",
    "GameState",
    "GameView",
    "GreedyAgent",
    "IllegalAction",
    "PackError",
    "PlayerState",
    "RandomAgent",
    "Record",
    "Score",
    "ScoreLine",
    "SearchAgent",
    "apply",
    "events_for",
    "from_json",
    "legal_actions",
    "new_game",
    "observe",
    "parse_action",
    "play",
    "replay",
    "replay_steps",
    "resample",
    "scores",
    "to_json",
    "validate",
    "winners",
]
