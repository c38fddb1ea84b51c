"""citadels_rules: every rule of the card game Citadels (富饒之城), as a pure reducer.

>>> import citadels_rules as cr
>>> state = cr.new_game(cr.GameConfig(players=4, preset="classic", seed=7))
>>> action = cr.legal_actions(state)[0]
>>> state = cr.apply(state, action)

See API.md for the contract; :mod:`citadels_rules.pack_api` for writing packs.
"""

from __future__ import annotations

from .engine.actions import Action
from .engine.decisions import Decision
from .engine.errors import ConfigError, IllegalAction, PackError
from .engine.events import Event
from .game.config import GameConfig
from .game.reducer import apply, legal_actions, new_game
from .game.scoring import Score, ScoreLine, scores, winners
from .game.state import District, GameState, PlayerState

__version__ = "0.1.0"

__all__ = [
    "Action",
    "ConfigError",
    "Decision",
    "District",
    "Event",
    "GameConfig",
    "GameState",
    "IllegalAction",
    "PackError",
    "PlayerState",
    "Score",
    "ScoreLine",
    "apply",
    "legal_actions",
    "new_game",
    "scores",
    "winners",
]
