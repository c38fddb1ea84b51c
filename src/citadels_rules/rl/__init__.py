"""Reinforcement learning: stable action ids, observation vectors, a PettingZoo AEC
environment and a Gymnasium single-agent wrapper (install the ``rl`` extra:
``pip install "citadels_rules[rl]"``).

>>> import citadels_rules.rl as crl
>>> e = crl.env(players=4, preset="classic", seed=1)
>>> e.reset()
>>> obs, reward, terminated, truncated, info = e.last()
>>> obs["action_mask"].sum() > 0
np.True_

See ``docs/rl.md``.
"""

from __future__ import annotations

_MISSING = []
for _name in ("numpy", "gymnasium", "pettingzoo"):
    try:
        __import__(_name)
    except ImportError:
        _MISSING.append(_name)
if _MISSING:
    # ModuleNotFoundError (a subclass of ImportError) names the missing module, so that
    # ``pytest.importorskip("citadels_rules.rl")`` skips where the extra is absent (pytest
    # 9 skips only on ModuleNotFoundError) and ``except ImportError`` still catches it.
    raise ModuleNotFoundError(
        "citadels_rules.rl needs the [rl] extra (pettingzoo, gymnasium, numpy); missing: "
        f'{", ".join(_MISSING)}. Install it with: pip install "citadels_rules[rl]"',
        name=_MISSING[0],
    )

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

__all__ = [
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
