"""The RL environment (Milestone 9): stable action ids, observations, the PettingZoo AEC
environment and the Gymnasium wrapper. Skipped when the ``rl`` extra is not installed
(CI installs it)."""

from __future__ import annotations

import hashlib
import importlib.util
import random
import warnings
from pathlib import Path
from types import ModuleType

import pytest

pytest.importorskip("pettingzoo", reason="the rl extra (pettingzoo, gymnasium, numpy) is absent")
pytest.importorskip("gymnasium", reason="the rl extra (pettingzoo, gymnasium, numpy) is absent")

import numpy as np
from gymnasium.utils.env_checker import check_env
from pettingzoo.test import api_test

import citadels_rules as cr
import citadels_rules.rl as crl
from citadels_rules.game.binder import Ability
from citadels_rules.game.ruleset import ruleset_for
from citadels_rules.rl.actions import _declared_params
from citadels_rules.testing import Table

ROOT = Path(__file__).resolve().parents[2]


def dark_city_lineup(players: int, rng: random.Random) -> tuple[str, ...]:
    """A random valid dark_city lineup, rank by rank from the pools (C-5.3, C-6.1, C-7.1)."""
    pool = dict(ruleset_for(cr.GameConfig(players=4, preset="dark_city")).preset.pool)
    chosen = [rng.choice(pool[r]) for r in range(1, 9) if not (players == 3 and r == 1)]
    nines: list[str | None] = [None]
    if players == 8:
        nines = ["queen", "artist"]
    elif players >= 4:
        nines = [None, "artist"] + (["queen"] if players >= 5 else [])
    nine = rng.choice(nines)
    return tuple(chosen + ([nine] if nine else []))


def configs() -> list[cr.GameConfig]:
    """classic 2-7 and dark_city 2-8 (random lineups), three seeds each."""
    out = []
    for players in range(2, 8):
        out += [cr.GameConfig(players=players, preset="classic", seed=s) for s in (1, 2, 3)]
    for players in range(2, 9):
        for seed in (1, 2, 3):
            lineup = dark_city_lineup(players, random.Random(seed * 10 + players))
            out.append(
                cr.GameConfig(players=players, preset="dark_city", seed=seed, characters=lineup)
            )
    return out


# -- action ids ---------------------------------------------------------------------------


@pytest.mark.parametrize("config", configs(), ids=lambda c: f"{c.preset}-{c.players}p-{c.seed}")
def test_every_legal_action_has_an_id_and_back(config: cr.GameConfig) -> None:
    """In every state of a random game: each legal action maps to an id and back, ids are
    unique within the state, and the mask marks exactly them."""
    space = crl.ActionSpace(config)
    rng = random.Random(config.seed)
    state = cr.new_game(config)
    while not state.is_over:
        legal = cr.legal_actions(state)
        ids = [space.action_to_id(a) for a in legal]
        assert len(set(ids)) == len(ids), "two legal actions share an id"
        for i, a in zip(ids, legal, strict=True):
            assert 0 <= i < space.size
            assert space.action_from_id(i, a.actor, state) == a
            assert space.action_from_id(i, a.actor, cr.observe(state, 0)) == a
        mask = space.legal_action_mask(state)
        assert mask.dtype == np.bool_ and mask.shape == (space.size,)
        assert sorted(np.flatnonzero(mask).tolist()) == sorted(ids)
        state = cr.apply(state, rng.choice(legal))


def test_ids_do_not_depend_on_seed_lineup_districts_or_variants() -> None:
    """The layout is a function of preset and player count."""
    base = crl.ActionSpace(cr.GameConfig(players=5, preset="dark_city", seed=1))
    other = crl.ActionSpace(
        cr.GameConfig(
            players=5,
            preset="dark_city",
            seed=99,
            characters=("witch", "tax_collector", "wizard", "emperor", "abbot", "artist"),
            districts=("museum", "quarry"),
            variants=("short_game_7", "warlord_any_time"),
        )
    )
    assert other.blocks() == base.blocks() and other.size == base.size


@pytest.mark.parametrize("players", [2, 4, 7])
def test_the_classic_space_is_a_prefix_of_the_dark_city_space(players: int) -> None:
    """Tiers: a pack adds ids after the old ones; classic ids mean the same in dark_city."""
    classic = crl.ActionSpace(cr.GameConfig(players=players, preset="classic"))
    dark = crl.ActionSpace(cr.GameConfig(players=players, preset="dark_city"))
    assert dark.blocks()[: len(classic.blocks())] == classic.blocks()
    for i in range(classic.size):
        if not classic.needs_state(i):
            assert dark.action_from_id(i, 1) == classic.action_from_id(i, 1)


def test_the_classic_4p_layout_is_pinned() -> None:
    """Renumbering breaks every trained policy: a change of layout must be deliberate
    (update the digest, and say so in docs/rl.md)."""
    space = crl.ActionSpace(cr.GameConfig(players=4, preset="classic"))
    layout = repr(space.blocks()) + repr(space.options)
    assert space.size == 561
    assert space.action_to_id(cr.Action("end_turn", actor=3)) == 318
    assert space.action_to_id(cr.Action("pick", actor=0, character="king")) == 3
    assert hashlib.sha256(layout.encode()).hexdigest()[:16] == "1ba23c52a1275f15"


def test_sizes_of_the_shipped_presets() -> None:
    """The sizes quoted in docs/rl.md."""
    size = {
        (p, n): crl.ActionSpace(cr.GameConfig(players=n, preset=p)).size
        for p, n in [("classic", 2), ("classic", 4), ("classic", 7), ("dark_city", 8)]
    }
    assert size == {
        ("classic", 2): 459,
        ("classic", 4): 561,
        ("classic", 7): 714,
        ("dark_city", 8): 32571,
    }


def test_every_shipped_ability_declares_its_params() -> None:
    """A selector without ``selector_params`` would leave its ability without ids."""
    for preset in ("classic", "dark_city"):
        space = crl.ActionSpace(
            cr.GameConfig(players=8 if preset == "dark_city" else 7, preset=preset)
        )
        assert space.undeclared == ()


def test_an_undeclared_selector_gets_no_ids_and_a_clear_error() -> None:
    def anyone(state: object, seat: int, ability: object) -> list[object]:
        return []

    ability = Ability("fan.x", "poke", lambda state, seat, t: [], targets=anyone)  # type: ignore[arg-type]
    assert _declared_params(ability) == ("?",)
    space = crl.ActionSpace(cr.GameConfig(players=4))
    with pytest.raises(ValueError, match="selector_params"):
        space.action_to_id(cr.Action("ability", actor=0, name="fan.x.poke", target=1))
    with pytest.raises(ValueError, match="not in this action space"):
        space.action_to_id(cr.Action("choose", actor=0, option="no such word"))
    with pytest.raises(ValueError, match="from 0 to 560"):
        space.action_from_id(561, 0)


def test_positional_ids_name_a_copy_by_its_place_and_need_the_state() -> None:
    """Two differing copies of one district in a city (a duplicate with gold on it): the
    destroy actions name them by position; decoding their ids needs the state or a view."""
    t = Table(players=4, preset="dark_city", seed=2)
    t.seat(0, gold=9, character="warlord")
    t.seat(1, city=("quarry", "temple", ("temple", {"gold": 1})), character="king")
    state = t.turn_of("warlord")
    state = cr.apply(state, cr.Action("take_gold", actor=0))
    space = crl.ActionSpace(state.config)
    by_index = [
        a
        for a in cr.legal_actions(state)
        if a.params.get("name") == "warlord.destroy" and "index" in a.params
    ]
    assert {a.params["index"] for a in by_index} == {1, 2}
    ids = [space.action_to_id(a) for a in by_index]
    assert all(space.needs_state(i) for i in ids)
    with pytest.raises(ValueError, match="pass state="):
        space.action_from_id(ids[0], 0)
    assert [space.action_from_id(i, 0, cr.observe(state, 3)) for i in ids] == by_index


# -- observations -------------------------------------------------------------------------


def test_the_layout_covers_the_vector() -> None:
    enc = crl.ObservationEncoder(cr.GameConfig(players=5, preset="dark_city"))
    assert sum(length for _, _, length in enc.layout) == enc.size
    offsets = [off for _, off, _ in enc.layout]
    assert offsets == sorted(offsets) and offsets[0] == 0


def test_observation_reads_the_view() -> None:
    """Sections hold what the view says (gold, hand, city, crown, pending decision)."""
    t = Table(players=4, preset="classic", seed=4)
    t.seat(0, gold=5, hand=("temple", "temple", "castle"), city=("manor",), character="king")
    t.seat(2, gold=1, city=("tavern", "market"), character="bishop")
    state = t.turn_of("king")
    enc = crl.ObservationEncoder(state.config)
    x = enc.encode(cr.observe(state, 0))
    d = enc.districts.index
    assert x.dtype == np.float32 and x.shape == (enc.size,)
    assert enc.section(x, "seat").tolist() == [1, 0, 0, 0]
    assert enc.section(x, "gold")[[0, 2]].tolist() == [5, 1]
    hand = enc.section(x, "hand")
    assert hand[d("temple")] == 2 and hand[d("castle")] == 1 and hand.sum() == 3
    city = enc.section(x, "city").reshape(4, -1)
    assert city[2, d("tavern")] == 1 and city[2].sum() == 2 and city[0, d("manor")] == 1
    assert enc.section(x, "turn_character")[enc.characters.index("king")] == 1
    assert enc.section(x, "phase").tolist() == [0, 1, 0]


def test_hidden_information_does_not_change_the_observation() -> None:
    """Seat 0's vector and key are the same whatever seat 1 holds (same hand size)."""
    views = []
    for hand in (("temple", "castle"), ("palace", "market")):
        t = Table(players=3, preset="classic", seed=5)
        t.seat(0, hand=("manor", "tavern"))
        t.seat(1, hand=hand)
        t.seat(2, hand=("docks", "harbor"))
        t.deck(("church", "monastery"))
        views.append(cr.observe(t.build(), 0))
    enc = crl.ObservationEncoder(cr.GameConfig(players=3))
    a, b = (enc.encode(v) for v in views)
    assert np.array_equal(a, b)
    assert crl.info_state(views[0]) == crl.info_state(views[1])
    seen = cr.observe(cr.new_game(cr.GameConfig(players=3, seed=5)), 1)
    assert crl.info_state(seen) != crl.info_state(views[0])


def test_info_state_tells_the_viewers_apart() -> None:
    state = cr.new_game(cr.GameConfig(players=4, seed=8))
    keys = {crl.info_state(cr.observe(state, s)) for s in range(4)}
    assert len(keys) == 4


# -- the environments ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "players,preset", [(4, "classic"), (2, "classic"), (8, "dark_city"), (3, "dark_city")]
)
def test_the_aec_env_passes_pettingzoo_api_test(players: int, preset: str) -> None:
    env = crl.env(players=players, preset=preset, seed=3)
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


def test_win_rewards_sum_to_one_and_go_to_the_winners() -> None:
    env = crl.env(players=4, seed=0)
    for seed in range(3):
        got = play_out(env, seed)
        state = env.unwrapped.state
        won = cr.winners(state)
        assert sum(got.values()) == pytest.approx(1.0)
        assert all(got[f"player_{s}"] == pytest.approx(1 / len(won)) for s in won)


def test_score_diff_rewards() -> None:
    env = crl.env(players=3, seed=0, reward="score_diff")
    got = play_out(env, 4)
    totals = [s.total for s in cr.scores(env.unwrapped.state)]
    for s, t in enumerate(totals):
        assert got[f"player_{s}"] == t - max(totals[:s] + totals[s + 1 :])


def test_env_options() -> None:
    """Seeds replay, max_steps truncates, bad options and actions fail clearly."""
    a, b = crl.env(players=4, seed=11), crl.env(players=4, seed=11)
    play_out(a, 7)
    play_out(b, 7)
    assert a.unwrapped.state == b.unwrapped.state
    env = crl.env(players=4, max_steps=10, seed=1)
    env.reset()
    for _ in range(10):
        obs, *_ = env.last()
        env.step(int(np.flatnonzero(obs["action_mask"])[0]))
    assert all(env.truncations.values())
    with pytest.raises(ValueError, match="reward must be"):
        crl.env(reward="points")
    env = crl.env(players=4, seed=1)
    env.reset()
    obs, *_ = env.last()
    illegal = int(np.flatnonzero(obs["action_mask"] == 0)[0])
    with pytest.raises(cr.IllegalAction):
        env.step(illegal)
    seat = env.unwrapped.state.current_player
    assert env.unwrapped.info_state(env.agent_selection).startswith(f"{seat}@r1d|")


def test_only_the_agent_to_act_gets_a_mask() -> None:
    env = crl.env(players=4, seed=2)
    env.reset()
    raw = env.unwrapped
    for agent in raw.possible_agents:
        mask = raw.observe(agent)["action_mask"]
        assert mask.any() == (agent == env.agent_selection)


def test_single_agent_env_passes_gymnasium_check_env() -> None:
    env = crl.single_agent(seat=1, opponents=[cr.GreedyAgent()], players=4, seed=2, illegal="end")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # the Box's unbounded counts
        check_env(env, skip_render_check=True)


def test_single_agent_with_its_defaults_passes_gymnasium_check_env() -> None:
    """The checker steps with ids sampled from the action space, illegal ones too: the
    defaults end the episode on them rather than raise."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # the Box's unbounded counts, no spec
        check_env(crl.single_agent())


def test_single_agent_illegal_ids_end_the_episode_or_raise() -> None:
    env = crl.single_agent(players=4, seed=3)
    assert env.illegal == "end"
    obs, _ = env.reset()
    bad = int(np.flatnonzero(obs["action_mask"] == 0)[0])
    obs, reward, terminated, truncated, info = env.step(bad)
    assert (reward, terminated, truncated, info) == (-1.0, True, False, {"illegal": bad})
    assert not obs["action_mask"].any() and not env.action_masks().any()
    strict = crl.single_agent(players=4, seed=3, illegal="raise")
    strict.reset()
    with pytest.raises(cr.IllegalAction):
        strict.step(bad)
    with pytest.raises(ValueError, match="illegal must be"):
        crl.single_agent(illegal="ignore")


def test_raw_env_is_the_unwrapped_aec_env_and_env_wraps_it() -> None:
    """PettingZoo's convention: ``raw_env()`` beside ``env()``; no ``parallel_env``
    (the game is sequential), and docs/rl.md says so."""
    raw = crl.raw_env(players=3, preset="classic", seed=4)
    assert type(raw) is crl.CitadelsEnv and raw.unwrapped is raw
    wrapped = crl.env(players=3, preset="classic", seed=4)
    assert type(wrapped) is not crl.CitadelsEnv and type(wrapped.unwrapped) is crl.CitadelsEnv
    play_out(raw, 4)
    play_out(wrapped, 4)
    assert raw.state == wrapped.unwrapped.state
    assert not hasattr(crl, "parallel_env")
    page = (ROOT / "docs" / "rl.md").read_text(encoding="utf-8")
    assert "crl.raw_env(" in page and "parallel_env" in page


def test_single_agent_plays_whole_games_against_agents() -> None:
    opponents = [cr.GreedyAgent(), cr.RandomAgent(), cr.GreedyAgent()]
    env = crl.single_agent(seat=2, opponents=opponents, players=4, seed=6)
    rng = np.random.default_rng(0)
    for _ in range(2):
        obs, _ = env.reset()
        done, reward = False, 0.0
        while not done:
            assert env.state is not None and env.state.current_player == 2
            assert np.array_equal(obs["action_mask"].astype(bool), env.action_masks())
            obs, reward, terminated, truncated, _ = env.step(
                int(rng.choice(np.flatnonzero(env.action_masks())))
            )
            done = terminated or truncated
        assert env.state.is_over
        assert reward == (1.0 / len(cr.winners(env.state)) if 2 in cr.winners(env.state) else 0)
    with pytest.raises(ValueError, match="3 opponents"):
        crl.single_agent(opponents=[cr.RandomAgent()] * 2, players=4)


# -- the example and the benchmark --------------------------------------------------------


def _script(path: Path) -> ModuleType:
    spec = importlib.util.spec_from_file_location(f"script_{path.stem}", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_example_runs_a_random_and_a_masked_greedy_policy() -> None:
    example = _script(ROOT / "examples" / "rl_random.py")
    out = example.run(steps=300, players=4, seed=1)
    assert out["steps"] >= 300 and out["games"] >= 1
    assert sum(out["rewards"].values()) == pytest.approx(out["games"])


def test_the_benchmark_measures_steps_per_second() -> None:
    bench = _script(ROOT / "benchmarks" / "bench_rl.py")
    assert bench.bench_aec(4, "classic", 0.05) > 0
    assert bench.bench_gym(4, "classic", 0.05) > 0


def test_magician_naming_a_character_has_ids_only_with_its_variant() -> None:
    """``magician_targets_character`` (on in fan): ``magician.swap character=`` gets ids
    from ``selector_params(variant_shapes=...)``; without the variant the classic layout
    is the pinned one."""
    table = Table(players=4, preset="classic", seed=2, variants=("magician_targets_character",))
    table.seat(0, character="magician")
    state = table.turn_of("magician")
    space = crl.ActionSpace(state.config)
    swaps = [a for a in cr.legal_actions(state) if a.params.get("name") == "magician.swap"]
    assert swaps and all("character" in a.params for a in swaps)
    ids = [space.action_to_id(a, state) for a in swaps]
    assert len(set(ids)) == len(ids)
    assert crl.ActionSpace(cr.GameConfig(players=4, preset="classic")).size == 561


def test_gifts_to_a_seat_have_ids_where_a_card_declares_them() -> None:
    """``Card.gives_to_seats`` (fan Opera House, Yang Xiaofan): ``choose
    option="<district>><seat>"`` has an id in the fan space; classic's layout is unmoved."""
    space = crl.ActionSpace(cr.GameConfig(players=5, preset="fan"))
    action = cr.Action("choose", actor=2, option="ballroom>0")
    assert space.action_from_id(space.action_to_id(action), 2) == action
    classic = crl.ActionSpace(cr.GameConfig(players=5, preset="classic"))
    with pytest.raises(ValueError, match="not in this action space"):
        classic.action_to_id(cr.Action("choose", actor=2, option="temple>0"))
