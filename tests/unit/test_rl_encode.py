"""The observation vector's fast paths (Milestone 16): ``ObservationEncoder.encode`` and
``encode_state`` (what the environments call, reading the state as the seat's view
without building it) give exactly the vector of the encoder as it was before (kept here
as the oracle, :func:`oracle_encode`), on every seat of every state of random games of
each shipped preset, random lineups and variants included.

The games are chosen so that what a view hides is there to hide: secret marks, other
seats' unrevealed characters, cards under another seat's districts (Museum), another
seat's pending options; :func:`test_the_games_reach_what_views_hide` checks they do.
"""

from __future__ import annotations

import importlib.util
import random
from collections import Counter
from collections.abc import Iterable, Iterator
from pathlib import Path

import pytest

pytest.importorskip("pettingzoo", reason="the rl extra (pettingzoo, gymnasium, numpy) is absent")

import numpy as np

import citadels_rules as cr
import citadels_rules.rl as crl
from citadels_rules.rl.observation import MARK_KINDS, PHASES

_spec = importlib.util.spec_from_file_location(
    "citadels_soak_lineups_rl", Path(__file__).parents[2] / "benchmarks" / "soak_lineups.py"
)
assert _spec is not None and _spec.loader is not None
soak = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(soak)


def oracle_encode(enc: crl.ObservationEncoder, view: cr.GameView) -> np.ndarray:
    """The encoder's ``encode`` before Milestone 16 (numpy item writes), verbatim."""
    x = np.zeros(enc.size, dtype=np.float32)
    at = {name: off for name, off, _ in enc.layout}
    cidx = {c: i for i, c in enumerate(enc.characters)}
    didx = {d: i for i, d in enumerate(enc.districts)}
    kidx = {k: i for i, k in enumerate(enc.decision_kinds)}
    midx = {k: i for i, k in enumerate(MARK_KINDS)}
    C, D = len(enc.characters), len(enc.districts)
    x[at["seat"] + view.seat] = 1
    x[at["round"]] = view.round
    if view.phase in PHASES:
        x[at["phase"] + PHASES.index(view.phase)] = 1
    x[at["crown"] + view.crown] = 1
    for s, p in enumerate(view.players):
        x[at["gold"] + s] = p.gold
        x[at["hand_size"] + s] = p.hand_size
        base = at["city"] + s * D
        gold = cards = 0
        for d in p.city:
            x[base + didx[d.card]] += 1
            gold += d.gold
            cards += len(d.cards)
        x[at["city_gold"] + s] = gold
        x[at["city_cards"] + s] = cards
        x[at["completed"] + s] = p.completed is not None
        base = at["characters"] + s * C
        for c in p.characters:
            x[base + cidx[c]] = 1
    _count(x, at["hand"], didx, view.me.hand or ())
    _count(x, at["lineup"], cidx, view.lineup)
    _count(x, at["revealed"], cidx, view.revealed)
    _count(x, at["face_up"], cidx, view.draft.face_up)
    x[at["face_down"]] = view.draft.face_down_count
    for mark in view.marks:
        row = midx.get(mark.kind, len(MARK_KINDS))
        x[at["marks"] + row * C + cidx[mark.character]] = 1
    turn = view.turn
    if turn is not None:
        x[at["turn_character"] + cidx[turn.character]] = 1
        x[at["turn_seat"] + turn.seat] = 1
        x[at["turn"] : at["turn"] + 3] = (turn.gathered, turn.builds, turn.spent)
    pending = view.pending
    if pending is not None:
        x[at["pending_seat"] + pending.seat] = 1
        x[at["pending_kind"] + kidx.get(pending.kind, len(kidx))] = 1
        for o in pending.options:
            if isinstance(o, str):
                if o in cidx:
                    x[at["pending_characters"] + cidx[o]] = 1
                elif o in didx:
                    x[at["pending_cards"] + didx[o]] = 1
    x[at["deck_size"]] = view.deck_size
    _count(x, at["discard"], didx, view.discard)
    x[at["bank"]] = -1 if view.bank is None else view.bank
    x[at["aside_size"]] = view.aside_size
    x[at["end_triggered"]] = view.end_triggered
    return x


def _count(x: np.ndarray, base: int, index: dict[str, int], ids: Iterable[str]) -> None:
    for i in ids:
        x[base + index[i]] += 1


#: Fixed configs, then lineup-soak games by number (edition_2016 and fan, random lineups
#: and variants: ``benchmarks/soak_lineups.py``'s ``draw_config``).
FIXED = {
    "classic-4p": cr.GameConfig(players=4, preset="classic", seed=1),
    "classic-2p": cr.GameConfig(players=2, preset="classic", seed=2),
    "classic-7p": cr.GameConfig(players=7, preset="classic", seed=3),
    "dark_city-8p": cr.GameConfig(players=8, preset="dark_city", seed=4),
    "dark_city-3p": cr.GameConfig(players=3, preset="dark_city", seed=5),
}
SOAK_GAMES = range(16)
CASES = [*FIXED, *(f"soak-{g}" for g in SOAK_GAMES)]


def config_of(case: str) -> cr.GameConfig:
    """The config named ``case`` (drawn when the test runs, not at collection)."""
    if case in FIXED:
        return FIXED[case]
    config, _ = soak.draw_config(int(case.removeprefix("soak-")))
    assert config is not None
    return config


def states(config: cr.GameConfig) -> Iterator[cr.GameState]:
    """Every state of a random game of ``config``, the final one included."""
    rng = random.Random(config.seed)
    state = cr.new_game(config)
    while not state.is_over:
        yield state
        state = cr.apply(state, rng.choice(cr.legal_actions(state)))
    yield state


def hidden_things(state: cr.GameState, seat: int) -> Counter[str]:
    """What ``seat``'s view of ``state`` hides that the encoding could leak."""
    out: Counter[str] = Counter()
    out["secret mark"] += any(m.secret and m.seat != seat for m in state.marks)
    for s, p in enumerate(state.players):
        if s != seat:
            out["unrevealed character"] += any(c not in state.revealed for c in p.characters)
            out["cards under a district"] += any(d.cards for d in p.city)
    pending = state.pending
    out["others' options"] += pending is not None and pending.seat != seat and bool(pending.options)
    out["face-down removal"] += bool(state.draft.face_down)
    return out


@pytest.mark.parametrize("case", CASES)
def test_encodings_equal_the_oracle(case: str) -> None:
    """``encode(view)`` and ``encode_state(state, seat)`` equal the oracle, bit for bit,
    for every seat of every state."""
    config = config_of(case)
    enc = crl.ObservationEncoder(config)
    for state in states(config):
        for seat in range(config.players):
            view = cr.observe(state, seat)
            want = oracle_encode(enc, view)
            got = enc.encode(view)
            fast = enc.encode_state(state, seat)
            assert got.dtype == fast.dtype == np.float32
            assert got.tobytes() == want.tobytes(), (config, state.steps, seat)
            assert fast.tobytes() == want.tobytes(), (config, state.steps, seat)


def test_the_games_reach_what_views_hide() -> None:
    """The games above do reach states where a view hides something (else the test above
    could not catch a leak)."""
    seen: Counter[str] = Counter()
    for case in CASES:
        config = config_of(case)
        for state in states(config):
            for seat in range(config.players):
                seen += hidden_things(state, seat)
    needed = (
        "secret mark",
        "unrevealed character",
        "cards under a district",
        "others' options",
        "face-down removal",
    )
    assert all(seen[k] > 0 for k in needed), seen


def test_encode_state_ignores_hidden_information() -> None:
    """Changing another seat's hand (same size), the deck's order and the face-down
    removals does not change ``encode_state``; changing the seat's own hand does."""
    state = cr.new_game(cr.GameConfig(players=4, preset="classic", seed=9))
    enc = crl.ObservationEncoder(state.config)
    p1 = state.players[1]
    others = tuple(reversed(state.deck[: len(p1.hand)]))
    players = list(state.players)
    players[1] = p1.but(hand=others)
    changed = state.but(players=tuple(players), deck=tuple(reversed(state.deck)))
    assert changed.players[1].hand != state.players[1].hand
    assert enc.encode_state(changed, 0).tobytes() == enc.encode_state(state, 0).tobytes()
    assert enc.encode_state(changed, 1).tobytes() != enc.encode_state(state, 1).tobytes()


@pytest.mark.parametrize("players,preset", [(4, "classic"), (8, "dark_city")])
def test_the_environment_observes_what_the_view_gives(players: int, preset: str) -> None:
    """Every ``last()`` of the AEC environment (through the order-checking wrapper) is the
    oracle's vector of the agent's view and the mask of its legal actions; a Gymnasium
    observation likewise."""
    env = crl.env(players=players, preset=preset, seed=3)
    raw = env.unwrapped
    space, enc = raw.space, raw.encoder
    env.reset(seed=3)
    rng = random.Random(3)
    for agent in env.agent_iter():
        obs, _, terminated, truncated, _ = env.last()
        assert agent == raw.agent_selection == env.agent_selection
        seat = raw.possible_agents.index(agent)
        want = oracle_encode(enc, cr.observe(raw.state, seat))
        assert obs["observation"].tobytes() == want.tobytes()
        if terminated or truncated:
            assert not obs["action_mask"].any()
            env.step(None)
            continue
        assert np.array_equal(obs["action_mask"], space.legal_action_mask(raw.state))
        env.step(rng.choice(np.flatnonzero(obs["action_mask"]).tolist()))
    gym = crl.single_agent(seat=1, players=players, preset=preset, seed=4)
    obs, _ = gym.reset()
    for _ in range(30):
        want = oracle_encode(enc, cr.observe(gym.state, 1))
        assert obs["observation"].tobytes() == want.tobytes()
        obs, _, terminated, _, _ = gym.step(rng.choice(np.flatnonzero(gym.action_masks())))
        if terminated:
            break


def test_the_order_checks_are_pettingzoos() -> None:
    """Before ``reset`` the wrapper refuses what PettingZoo's does, with its errors;
    after, its attributes are the environment's."""
    from pettingzoo.utils.wrappers import OrderEnforcingWrapper

    env = crl.env(players=3, seed=1)
    assert isinstance(env, OrderEnforcingWrapper)
    for name in ("agents", "agent_selection", "rewards", "terminations", "truncations"):
        with pytest.raises(AttributeError, match=f"{name} cannot be accessed before reset"):
            getattr(env, name)
    with pytest.raises(AttributeError, match="agent_selection cannot be accessed before"):
        env.last()
    env.reset()
    raw = env.unwrapped
    for name in ("agents", "agent_selection", "rewards", "terminations", "truncations", "infos"):
        assert getattr(env, name) is getattr(raw, name)
    assert env.num_agents == 3
    obs, reward, terminated, truncated, info = env.last()
    assert obs is not None and (reward, terminated, truncated, info) == (0.0, False, False, {})
    assert env.last(observe=False)[0] is None


def test_legal_ids_by_object_equal_ids_by_value() -> None:
    """The ids ``legal_ids`` finds by the actions' identity are those their values give
    (an equal action built afresh), in many states of a Dark City game."""
    config = cr.GameConfig(players=6, preset="dark_city", seed=2)
    space = crl.ActionSpace(config)
    for state in states(config):
        if state.is_over:
            break
        for i, a in space.legal_ids(state).items():
            assert space._encode(a, state) == i
            again = cr.Action(a.kind, a.actor, **dict(a.params))
            assert again is not a and space.action_to_id(again, state) == i
