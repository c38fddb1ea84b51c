"""``dominion_rules.rl``: stable action ids, observation vectors of a view, and the
engine's PettingZoo AEC environment and Gymnasium wrapper (shared with Citadels) with
Dominion's adapter. Skipped when the ``rl`` extra is absent (CI installs it)."""

from __future__ import annotations

import itertools
import random
import sys
import warnings

import pytest

pytest.importorskip("pettingzoo", reason="the rl extra (pettingzoo, gymnasium, numpy) is absent")
pytest.importorskip("gymnasium", reason="the rl extra (pettingzoo, gymnasium, numpy) is absent")

import numpy as np
from gymnasium.utils.env_checker import check_env
from pettingzoo.test import api_test

import dominion_rules as dr
import dominion_rules.rl as drl
from dominion_rules.testing.invariants import redeal_hidden
from tabletop_engine.rl_env import GameEnv, GameSingleAgentEnv


def configs() -> list[dr.GameConfig]:
    """2-4 players over the five recommended kingdoms (every kingdom card) and a few
    random ones, one with open discard sizes."""
    out = [
        dr.GameConfig(players=2 + i % 3, seed=i, kingdom=k)
        for i, k in enumerate(dr.kingdoms().values())
    ]
    rng = random.Random(5)
    out += [
        dr.GameConfig(players=2 + s % 3, seed=s, kingdom=dr.random_kingdom(rng)) for s in (6, 7)
    ]
    out.append(dr.GameConfig(players=3, seed=8, variants=("open_discard_size",)))
    return out


def walk(config: dr.GameConfig, agents: list[object]) -> list[dr.GameState]:
    """Every state of a game of ``config``."""
    rng = random.Random(config.seed)
    state, states = dr.new_game(config), []
    while not state.is_over:
        states.append(state)
        seat = state.current_player
        assert seat is not None
        agent = agents[seat % len(agents)]
        state = dr.apply(state, agent.act(dr.observe(state, seat), dr.legal_actions(state), rng))  # type: ignore[attr-defined]
    return [*states, state]


@pytest.mark.parametrize("config", configs(), ids=lambda c: f"{c.players}p-{c.seed}")
def test_every_legal_action_has_an_id_and_back(config: dr.GameConfig) -> None:
    """In every state: each legal action maps to an id and back, ids are unique within
    the state, and the mask marks exactly them."""
    space = drl.ActionSpace(config)
    for state in walk(config, [dr.RandomAgent(), dr.GreedyAgent()]):
        legal = dr.legal_actions(state)
        ids = [space.action_to_id(a) for a in legal]
        assert len(set(ids)) == len(ids)
        for i, a in zip(ids, legal, strict=True):
            assert space.action_from_id(i, a.actor) == a
        assert sorted(np.flatnonzero(space.legal_action_mask(state)).tolist()) == sorted(ids)
        assert sorted(space.legal_ids(state)) == sorted(ids)


def test_ids_do_not_depend_on_kingdom_seed_players_or_variants() -> None:
    a = drl.ActionSpace(dr.GameConfig(players=2, seed=1))
    b = drl.ActionSpace(
        dr.GameConfig(
            players=4, seed=9, kingdom=dr.kingdoms()["interaction"], variants=("open_discard_size",)
        )
    )
    assert a.size == b.size == 24 + 1 + 3 + 1 + 32 + 1 + 32 + len(drl.OPTION_WORDS) + 1
    for i in range(a.size):
        assert a.action_from_id(i, 0) == b.action_from_id(i, 0)
    assert [kind for _, _, kind in a.blocks] == [
        "play", "end_actions", "treasure", "treasures", "buy", "end_turn", "choose", "done",
    ]  # fmt: skip
    with pytest.raises(ValueError, match="no id"):
        a.action_to_id(dr.Action("choose", actor=0, option="maybe"))
    with pytest.raises(ValueError, match="out of range"):
        a.action_from_id(a.size, 0)


def test_the_layout_covers_the_vector() -> None:
    enc = drl.ObservationEncoder(dr.GameConfig(players=3))
    offsets = [(off, length) for _, off, length in enc.layout]
    assert offsets[0][0] == 0 and sum(length for _, length in offsets) == enc.size
    assert all(a + la == b for (a, la), (b, _) in itertools.pairwise(offsets))
    assert len(enc.decision_kinds) == 17  # every decision kind of API_DOMINION.md


def test_observation_reads_the_view() -> None:
    config = dr.GameConfig(players=2, seed=3)
    enc = drl.ObservationEncoder(config)
    state = dr.new_game(config)
    x = enc.encode(dr.observe(state, 0))
    hand = enc.section(x, "hand")
    for card in set(state.players[0].hand):
        assert hand[enc.cards.index(card)] == state.players[0].hand.count(card)
    assert enc.section(x, "supply")[enc.cards.index("province")] == 8
    assert list(enc.section(x, "deck_size")) == [5, 5]
    assert list(enc.section(x, "discard_size")) == [-1, -1]  # hidden, D-8.5
    assert enc.section(x, "seat")[0] == 1 and enc.section(x, "turn_seat")[0] == 1


def test_hidden_information_does_not_change_the_observation() -> None:
    """D-8: redealing what a seat may not see leaves its vector as it was."""
    config = dr.GameConfig(players=3, seed=4, kingdom=dr.kingdoms()["interaction"])
    enc = drl.ObservationEncoder(config)
    rng = random.Random(4)
    for i, state in enumerate(walk(config, [dr.GreedyAgent()])):
        if i % 4:
            continue
        for seat in range(3):
            other = redeal_hidden(state, seat, rng)
            x, y = enc.encode(dr.observe(state, seat)), enc.encode(dr.observe(other, seat))
            assert np.array_equal(x, y)


@pytest.mark.parametrize(
    ("players", "kingdom"), [(2, "first_game"), (3, "interaction"), (4, "size_distortion")]
)
def test_the_aec_env_passes_pettingzoo_api_test(players: int, kingdom: str) -> None:
    env = drl.env(players=players, kingdom=kingdom, seed=3)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # api_test's advice about dict observations
        api_test(env, num_cycles=1000)


def play_out(env: object, seed: int) -> dict[str, float]:
    """Play a whole game with random masked actions; the rewards each agent collected."""
    rng = np.random.default_rng(seed)
    got: dict[str, float] = {}
    env.reset(seed=seed)  # type: ignore[attr-defined]
    for agent in env.agent_iter():  # type: ignore[attr-defined]
        obs, reward, terminated, truncated, _ = env.last()  # type: ignore[attr-defined]
        got[agent] = got.get(agent, 0.0) + reward
        action = None
        if not (terminated or truncated):
            assert obs["action_mask"].dtype == np.int8 and obs["action_mask"].any()
            action = int(rng.choice(np.flatnonzero(obs["action_mask"])))
        env.step(action)  # type: ignore[attr-defined]
    return got


def test_rewards_go_to_the_winners_or_are_vp_differences() -> None:
    env = drl.env(players=2, kingdom="first_game", seed=0)
    got = play_out(env, 1)
    won = dr.winners(env.unwrapped.state)
    assert sum(got.values()) == pytest.approx(1.0)
    assert all(got[f"player_{s}"] == pytest.approx(1 / len(won)) for s in won)
    env = drl.env(players=3, seed=0, reward="score_diff")
    got = play_out(env, 2)
    totals = [s.total for s in dr.scores(env.unwrapped.state)]
    for s, t in enumerate(totals):
        assert got[f"player_{s}"] == t - max(totals[:s] + totals[s + 1 :])


def test_env_options_and_the_engine_classes() -> None:
    """Seeds replay; max_steps truncates; bad options fail clearly; the environments are
    the engine's classes (no copy of Citadels')."""
    a, b = drl.env(players=2, seed=11), drl.env(players=2, seed=11)
    play_out(a, 7)
    play_out(b, 7)
    assert a.unwrapped.state == b.unwrapped.state
    raw = drl.raw_env(players=2, seed=1, max_steps=5, render_mode="ansi")
    assert isinstance(raw, GameEnv) and type(raw) is drl.DominionEnv and raw.unwrapped is raw
    raw.reset()
    for _ in range(5):
        obs = raw.observe(raw.agent_selection)
        raw.step(int(np.flatnonzero(obs["action_mask"])[0]))
    assert all(raw.truncations.values())
    assert "seat 0" in (raw.render() or "")
    with pytest.raises(ValueError, match="reward must be"):
        drl.env(reward="points")
    with pytest.raises(ValueError, match="unknown kingdom"):
        drl.env(kingdom="no_such_set")
    env = drl.env(players=2, seed=1)
    env.reset()
    obs, *_ = env.last()
    with pytest.raises(dr.IllegalAction):
        env.step(int(np.flatnonzero(obs["action_mask"] == 0)[0]))


def test_single_agent_env_passes_gymnasium_check_env() -> None:
    env = drl.single_agent(seat=1, opponents=[dr.BigMoneyAgent()], players=2, seed=2)
    assert isinstance(env, GameSingleAgentEnv)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # the Box's unbounded counts
        check_env(env, skip_render_check=True)


def test_single_agent_plays_whole_games_against_agents() -> None:
    opponents = [dr.GreedyAgent(), dr.BigMoneyAgent()]
    env = drl.single_agent(seat=1, opponents=opponents, players=3, kingdom="village_square", seed=6)
    rng = np.random.default_rng(0)
    for _ in range(2):
        obs, _ = env.reset()
        done, reward = False, 0.0
        while not done:
            assert env.state is not None and env.state.current_player == 1
            assert np.array_equal(obs["action_mask"].astype(bool), env.action_masks())
            obs, reward, terminated, truncated, _ = env.step(
                int(rng.choice(np.flatnonzero(env.action_masks())))
            )
            done = terminated or truncated
        assert env.state.is_over
        assert reward == (1.0 / len(dr.winners(env.state)) if 1 in dr.winners(env.state) else 0)
    strict = drl.single_agent(players=2, seed=3, illegal="raise")
    obs, _ = strict.reset()
    with pytest.raises(dr.IllegalAction):
        strict.step(int(np.flatnonzero(obs["action_mask"] == 0)[0]))
    with pytest.raises(ValueError, match="2 opponents"):
        drl.single_agent(opponents=[dr.RandomAgent()] * 3, players=3)


def test_rl_without_the_extra_says_what_to_install(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in [m for m in sys.modules if m.startswith("dominion_rules.rl")]:
        monkeypatch.delitem(sys.modules, name)
    monkeypatch.setitem(sys.modules, "pettingzoo", None)  # import pettingzoo -> ImportError
    with pytest.raises(ModuleNotFoundError, match=r"pip install \"\.\[rl\]\"") as exc:
        import dominion_rules.rl  # noqa: F401
    assert "dominion_rules.rl needs" in str(exc.value) and exc.value.name == "pettingzoo"
