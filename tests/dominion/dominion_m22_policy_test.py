"""Milestone 22: a trained policy as a Dominion agent (``dominion_rules.policy``)."""

from __future__ import annotations

import random
from typing import Any

import pytest

np = pytest.importorskip("numpy")
pytest.importorskip("gymnasium")

import dominion_rules as dr  # noqa: E402
from dominion_rules.policy import policy_agent  # noqa: E402
from dominion_rules.rl import ActionSpace, single_agent  # noqa: E402


def buy_most(observation: dict[str, Any], mask: Any) -> int:
    return int(mask.nonzero()[0][-1])


def test_the_mask_is_the_space_s_legal_ids() -> None:
    seen: list[Any] = []

    def spy(obs: dict[str, Any], mask: Any) -> int:
        seen.append(mask)
        return int(mask.nonzero()[0][0])

    config = dr.GameConfig(players=2, seed=2)
    state = dr.new_game(config)
    agent = policy_agent(spy)
    chosen = agent.act(dr.observe(state, 0), dr.legal_actions(state), random.Random(0))
    assert seen[0].tolist() == ActionSpace(config).legal_action_mask(state).tolist()
    assert chosen in dr.legal_actions(state)


def test_policy_agents_play_and_serve_as_opponents() -> None:
    agent = policy_agent(buy_most, kingdom="first_game")
    record = dr.play(dr.GameConfig(players=2, seed=1), [agent, dr.BigMoneyAgent()])
    assert record.final_state.is_over
    env = single_agent(seat=0, opponents=[agent], seed=4, max_steps=30)
    env.reset(seed=4)
    obs, *_ = env.step(int(env.action_masks().nonzero()[0][0]))
    assert obs["action_mask"].shape == (env.space.size,)
