"""Dominion's base game (first edition, 2008) as a frozen-state reducer on the
game-agnostic engine of ``tabletop_engine``, every card a plugin in a pack.

>>> import dominion_rules as dr
>>> state = dr.new_game(dr.GameConfig(players=2, seed=7))
>>> state.current_player, len(state.players[0].hand), len(state.players[0].deck)
(0, 5, 5)
"""

from __future__ import annotations

from tabletop_engine.actions import Action
from tabletop_engine.errors import AgentError, ConfigError, IllegalAction, PackError

from ._version import __version__
from .agents import (
    Agent,
    BigMoneyAgent,
    GreedyAgent,
    PriorityAgent,
    RandomAgent,
    SeatView,
    SmithyBigMoneyAgent,
)
from .config import FIRST_GAME, VARIANTS, GameConfig
from .kingdoms import BASE_KINGDOM, kingdoms, random_kingdom
from .ledger import Ledger
from .notation import parse_action
from .packs import ruleset_for
from .records import GameRecord, Record, play, replay
from .reducer import apply, is_legal, legal_actions, new_game
from .scoring import Score, ScoreLine, scores, winners
from .search import SearchAgent
from .serialization import from_json, to_json
from .state import GameState, Pending, PlayerState, TurnState
from .views import GameView, observe
from .worlds import owned_cards, resample

__all__ = [
    "BASE_KINGDOM",
    "FIRST_GAME",
    "VARIANTS",
    "Action",
    "Agent",
    "AgentError",
    "BigMoneyAgent",
    "ConfigError",
    "GameConfig",
    "GameRecord",
    "GameState",
    "GameView",
    "GreedyAgent",
    "IllegalAction",
    "Ledger",
    "PackError",
    "Pending",
    "PlayerState",
    "PriorityAgent",
    "RandomAgent",
    "Record",
    "Score",
    "ScoreLine",
    "SearchAgent",
    "SeatView",
    "SmithyBigMoneyAgent",
    "TurnState",
    "__version__",
    "apply",
    "from_json",
    "is_legal",
    "kingdoms",
    "legal_actions",
    "new_game",
    "observe",
    "owned_cards",
    "parse_action",
    "play",
    "random_kingdom",
    "replay",
    "resample",
    "ruleset_for",
    "scores",
    "to_json",
    "winners",
]


def __dir__() -> list[str]:
    """``dir(dominion_rules)``: the public names (:data:`__all__`) and the module's own
    dunders, not the submodules its imports loaded (``reducer``, ``zones``, ...)."""
    return sorted({*__all__, *(n for n in globals() if n.startswith("__"))})
