"""Reinforcement learning for Dominion: stable action ids over every card of the preset,
observation vectors of a seat's view, a PettingZoo AEC environment and a Gymnasium
single-agent wrapper -- the engine's environments (``tabletop_engine.rl_env``,
shared with ``citadels_rules.rl``) with Dominion's adapter. Needs the ``rl`` extra:
``python -m pip install ".[rl]"`` from a checkout.

>>> import dominion_rules.rl as drl
>>> e = drl.env(players=2, kingdom="first_game", seed=1)
>>> e.reset()
>>> obs, reward, terminated, truncated, info = e.last()
>>> e.unwrapped.space.size == obs["action_mask"].shape[0]
True
"""

from __future__ import annotations

from tabletop_engine.extras import require_rl_extra

require_rl_extra(__name__)

from tabletop_engine.rl_env import REWARDS, register_env  # noqa: E402

from .actions import OPTION_WORDS, ActionSpace  # noqa: E402
from .env import (  # noqa: E402
    DominionEnv,
    DominionGame,
    SingleAgentEnv,
    env,
    final_rewards,
    raw_env,
    single_agent,
)
from .observation import PHASES, ObservationEncoder, decision_kinds  # noqa: E402

#: The Gymnasium id of :class:`SingleAgentEnv`: ``gymnasium.make(ENV_ID, players=3)``
#: (after ``import dominion_rules.rl``, or ``gymnasium.make("dominion_rules.rl:" +
#: ENV_ID)``), registered on import (:func:`tabletop_engine.rl_env.register_env`).
ENV_ID = "dominion_rules/Dominion-v0"
register_env(ENV_ID, "dominion_rules.rl.env:SingleAgentEnv")

__all__ = [
    "ENV_ID",
    "OPTION_WORDS",
    "PHASES",
    "REWARDS",
    "ActionSpace",
    "DominionEnv",
    "DominionGame",
    "ObservationEncoder",
    "SingleAgentEnv",
    "decision_kinds",
    "env",
    "final_rewards",
    "raw_env",
    "single_agent",
]
