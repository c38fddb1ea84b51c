"""The public names of :mod:`citadels_rules`, imported when one is first used (the
package's ``__getattr__``): ``import tabletop_engine`` alone -- what a second game
on the engine imports -- then loads no Citadels rules."""

from __future__ import annotations

from tabletop_engine.actions import Action
from tabletop_engine.decisions import Decision
from tabletop_engine.errors import AgentError, ConfigError, IllegalAction, PackError
from tabletop_engine.events import Event
from tabletop_engine.serialization import from_json, to_json

from .agents import Agent, GreedyAgent, RandomAgent
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
