"""Milestone 22: a trained policy as an agent (``tabletop_engine.policy.PolicyAgent``,
``citadels_rules.policy``): in ``play``, as the RL environments' opponents (swapped
between episodes), in a tournament by name."""

from __future__ import annotations

import json
import random
import textwrap
from pathlib import Path
from typing import Any

import pytest

np = pytest.importorskip("numpy")
pytest.importorskip("gymnasium")

from click.testing import CliRunner  # noqa: E402

import citadels_rules as cr  # noqa: E402
from citadels_rules.cli import main  # noqa: E402
from citadels_rules.policy import policy_agent  # noqa: E402
from citadels_rules.rl import ActionSpace, ObservationEncoder, single_agent  # noqa: E402
from tabletop_engine.policy import load_policy  # noqa: E402


def lowest(observation: dict[str, Any], mask: Any) -> int:
    return int(mask.nonzero()[0][0])


def highest(observation: dict[str, Any], mask: Any) -> int:
    return int(mask.nonzero()[0][-1])


class Model:
    """An sb3-style model: ``predict(obs, action_masks=..., deterministic=...)``."""

    def __init__(self) -> None:
        self.seen: list[tuple[Any, Any]] = []

    def predict(self, obs: Any, action_masks: Any = None, deterministic: bool = True) -> Any:
        self.seen.append((obs, action_masks))
        return np.array(int(action_masks.nonzero()[0][-1])), None


def test_a_policy_sees_the_environment_s_observation_and_mask() -> None:
    seen: list[tuple[Any, Any]] = []

    def spy(obs: dict[str, Any], mask: Any) -> int:
        seen.append((obs, mask))
        return lowest(obs, mask)

    config = cr.GameConfig(players=4, seed=2)
    state = cr.new_game(config)
    seat = state.current_player
    agent = policy_agent(spy, players=4)
    legal = cr.legal_actions(state)
    chosen = agent.act(cr.observe(state, seat), legal, random.Random(0))
    obs, mask = seen[0]
    space = ActionSpace(config)
    assert mask.dtype == bool and mask.tolist() == space.legal_action_mask(state).tolist()
    expected = ObservationEncoder(config, space).encode(cr.observe(state, seat))
    assert obs["observation"].tolist() == expected.tolist()
    assert obs["action_mask"].tolist() == mask.astype(np.int8).tolist()
    assert chosen == space.legal_ids(state)[int(mask.nonzero()[0][0])]


def test_policy_agents_play_whole_games_and_models_predict() -> None:
    model = Model()
    agents = [policy_agent(lowest, players=2), policy_agent(model, players=2)]
    record = cr.play(cr.GameConfig(players=2, seed=5), agents)
    assert record.final_state.is_over
    assert model.seen


def test_an_illegal_id_is_the_agent_s_error() -> None:
    agent = policy_agent(lambda obs, mask: int((~mask).nonzero()[0][0]), players=2)
    with pytest.raises(cr.AgentError, match="not one of the legal ids"):
        cr.play(cr.GameConfig(players=2, seed=1), [agent, cr.RandomAgent()])
    with pytest.raises(TypeError, match="a policy is a model"):
        policy_agent(42, players=2)


def test_opponents_swapped_between_episodes() -> None:
    """Self-play: the environment's opponents are a PolicyAgent whose policy is replaced
    between episodes; the same seed then plays differently."""
    opponent = policy_agent(lowest, players=2)
    env = single_agent(seat=0, opponents=[opponent], players=2, seed=3)

    def episode() -> list[Any]:
        env.reset(seed=3)
        done = False
        while not done:
            mask = env.action_masks()
            _, _, done, truncated, _ = env.step(int(mask.nonzero()[0][0]))
            done = done or truncated
        return list(env.state.players[1].city)

    first = episode()
    assert episode() == first  # same policy, same seed: same game
    opponent.swap(highest)
    assert episode() != first


def test_a_policy_takes_part_in_a_tournament(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    pytest.importorskip("openskill")
    (tmp_path / "m22_policy_mod.py").write_text(
        textwrap.dedent(
            """
            def lowest(observation, mask):
                return int(mask.nonzero()[0][0])
            """
        )
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    load_policy.cache_clear()
    out = tmp_path / "t.json"
    args = ["-a", "policy:m22_policy_mod:lowest,random", "-p", "2", "-n", "1"]
    result = CliRunner().invoke(main, ["tournament", *args, "--json", str(out)])
    assert result.exit_code == 0, result.output
    data = json.loads(out.read_text())
    assert {s["agent"] for s in data["standings"]} == {"policy:m22_policy_mod:lowest", "random"}
    bad = CliRunner().invoke(main, ["tournament", "-a", "policy:m22_policy_mod:nothing,random"])
    assert bad.exit_code == 2 and "cannot be loaded" in bad.output
