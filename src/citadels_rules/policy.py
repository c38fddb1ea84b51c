"""A trained policy as a Citadels agent (needs the ``rl`` extra): :func:`policy_agent`
makes a :class:`tabletop_engine.policy.PolicyAgent` on Citadels' observations
(:class:`citadels_rules.rl.ObservationEncoder`) and action ids
(:class:`citadels_rules.rl.ActionSpace`) for one game configuration.

>>> import citadels_rules as cr
>>> from citadels_rules.policy import policy_agent
>>> first = policy_agent(lambda obs, mask: int(mask.argmax()), players=2)
>>> record = cr.play(cr.GameConfig(players=2, seed=1), [first, cr.RandomAgent()])
>>> record.final_state.is_over
True
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tabletop_engine.actions import Action
from tabletop_engine.policy import PolicyAgent

from .game.config import GameConfig
from .game.views import GameView
from .rl.actions import ActionSpace
from .rl.env import CitadelsGame


def _ids_of(space: ActionSpace) -> Any:
    def ids_of(view: GameView, legal: Sequence[Action]) -> dict[int, Action]:
        return {space.action_to_id(a, view): a for a in legal}

    return ids_of


def policy_agent(
    policy: Any,
    players: int = 4,
    preset: str = "classic",
    *,
    deterministic: bool = True,
    name: str = "policy",
    **config: Any,
) -> PolicyAgent:
    """An agent playing Citadels by ``policy`` (a model with ``predict``, e.g.
    sb3-contrib's ``MaskablePPO``, or a callable ``(observation, mask) -> id``) in games
    of ``players`` seats and ``preset`` (``config``: the other
    :class:`~citadels_rules.GameConfig` fields but the seed; they fix the action space
    and the observation size, as for the environment the policy was trained in)."""
    config.pop("seed", None)
    game = CitadelsGame(GameConfig(players=players, preset=preset, **config))
    return PolicyAgent(game, policy, _ids_of(game.space), deterministic=deterministic, name=name)


__all__ = ["PolicyAgent", "policy_agent"]
