"""Reinforcement learning: stable action ids, observation vectors, a PettingZoo AEC
environment and a Gymnasium single-agent wrapper (install the ``rl`` extra:
``python -m pip install ".[rl]"`` from a checkout).

>>> import citadels_rules.rl as crl
>>> e = crl.env(players=4, preset="classic", seed=1)
>>> e.reset()
>>> obs, reward, terminated, truncated, info = e.last()
>>> obs["action_mask"].sum() > 0
np.True_

See ``docs/rl.md``.
"""

from __future__ import annotations

from tabletop_engine.extras import require_rl_extra

require_rl_extra(__name__)

from tabletop_engine.rl_env import register_env  # noqa: E402

from .actions import MAX_CITY, MAX_PAY_CARDS, MAX_PAY_HAND, OPTION_WORDS, ActionSpace  # noqa: E402
from .env import (  # noqa: E402
    CitadelsEnv,
    SingleAgentEnv,
    env,
    final_rewards,
    raw_env,
    single_agent,
)
from .observation import ObservationEncoder, info_state  # noqa: E402

#: The Gymnasium id of :class:`SingleAgentEnv`: ``gymnasium.make(ENV_ID, players=5)``
#: (after ``import citadels_rules.rl``, or ``gymnasium.make("citadels_rules.rl:" +
#: ENV_ID)``), registered on import (:func:`tabletop_engine.rl_env.register_env`).
ENV_ID = "citadels_rules/Citadels-v0"
register_env(ENV_ID, "citadels_rules.rl.env:SingleAgentEnv")

__all__ = [
    "ENV_ID",
    "MAX_CITY",
    "MAX_PAY_CARDS",
    "MAX_PAY_HAND",
    "OPTION_WORDS",
    "ActionSpace",
    "CitadelsEnv",
    "ObservationEncoder",
    "SingleAgentEnv",
    "env",
    "final_rewards",
    "info_state",
    "raw_env",
    "single_agent",
]
