"""A trained policy as a Dominion agent (needs the ``rl`` extra): :func:`policy_agent`
makes a :class:`tabletop_engine.policy.PolicyAgent` on Dominion's observations
(:class:`dominion_rules.rl.ObservationEncoder`) and action ids
(:class:`dominion_rules.rl.ActionSpace`) for one game configuration.

>>> import dominion_rules as dr
>>> from dominion_rules.policy import policy_agent
>>> last = policy_agent(lambda obs, mask: int(mask.nonzero()[0][-1]))
>>> record = dr.play(dr.GameConfig(players=2, seed=1), [last, dr.BigMoneyAgent()])
>>> record.final_state.is_over
True
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tabletop_engine.actions import Action
from tabletop_engine.policy import PolicyAgent

from .rl.actions import ActionSpace
from .rl.env import DominionGame, _config


def _ids_of(space: ActionSpace) -> Any:
    def ids_of(view: Any, legal: Sequence[Action]) -> dict[int, Action]:
        return {space.action_to_id(a): a for a in legal}

    return ids_of


def policy_agent(
    policy: Any,
    players: int = 2,
    *,
    deterministic: bool = True,
    name: str = "policy",
    **config: Any,
) -> PolicyAgent:
    """An agent playing Dominion by ``policy`` (a model with ``predict``, e.g.
    sb3-contrib's ``MaskablePPO``, or a callable ``(observation, mask) -> id``) in games
    of ``players`` seats (``config``: ``kingdom``, a set name or 10 ids, and the other
    :class:`~dominion_rules.GameConfig` fields; they fix the action space and the
    observation size, as for the environment the policy was trained in)."""
    game_config, _ = _config(players, dict(config))
    game = DominionGame(game_config)
    return PolicyAgent(game, policy, _ids_of(game.space), deterministic=deterministic, name=name)


__all__ = ["PolicyAgent", "policy_agent"]
