"""The reducer's working state (milestone 6): frozen at every public boundary, a hook's
state valid only during the call, and the speed-ups giving the same games and listings."""

from __future__ import annotations

import random
from typing import Any

import attrs
import pytest

import citadels_rules as cr
from citadels_rules.game.binder import Ability
from citadels_rules.game.dispatch import ANSWERS, answers_for
from citadels_rules.game.packs import register_pack
from citadels_rules.game.ruleset import clear_cache, ruleset_for
from citadels_rules.game.state import WorkingState, thaw
from citadels_rules.pack_api import GameState, Pack, PackInfo, VariantInfo, hookimpl, snapshot

DARK_CITY_8 = (
    "witch",
    "tax_collector",
    "wizard",
    "emperor",
    "abbot",
    "alchemist",
    "navigator",
    "diplomat",
    "queen",
)


class Keeper:
    """Keeps what its after-build hook sees: the state itself and a snapshot of it."""

    def __init__(self) -> None:
        self.seen: list[tuple[GameState, GameState, int, int]] = []

    @hookimpl
    def citadels_after_build(self, state: GameState, seat: int) -> None:
        self.seen.append((state, snapshot(state), seat, state.players[seat].gold))


KEEPER = Keeper()


@pytest.fixture(scope="module", autouse=True)
def keeper_pack() -> None:
    register_pack(
        Pack(
            info=PackInfo(id="wstest", version="0", name="working state tests"),
            variants=(VariantInfo("test.keeper", "keeps states", KEEPER),),
        )
    )
    clear_cache()


def _play_steps(config: cr.GameConfig) -> list[cr.GameState]:
    rng = random.Random(config.seed)
    state = cr.new_game(config)
    states = [state]
    while not state.is_over:
        legal = cr.legal_actions(state)
        state = cr.apply(state, legal[int(rng.random() * len(legal))])
        states.append(state)
    return states


def test_apply_returns_frozen_states_and_hooks_get_snapshots() -> None:
    KEEPER.seen.clear()
    states = _play_steps(cr.GameConfig(players=4, seed=5, variants=("test.keeper",)))
    assert all(type(s) is cr.GameState for s in states)
    assert KEEPER.seen, "no district was built"
    for kept, snap, seat, gold in KEEPER.seen:
        assert type(kept) is WorkingState  # a GameState to read, valid during the call
        assert isinstance(kept, GameState)
        assert type(snap) is cr.GameState
        assert snap.players[seat].gold == gold  # the snapshot stays as it was then


def test_but_on_a_working_state_is_a_frozen_copy() -> None:
    state = cr.new_game(cr.GameConfig(players=4, seed=1))
    work = thaw(state)
    hypothetical = work.but(bank=0)
    assert type(hypothetical) is cr.GameState and hypothetical.bank == 0
    assert work.bank == state.bank  # untouched
    assert work == state and state == work and snapshot(work) == state
    work.set(bank=1)
    assert work.bank == 1 and state.bank != 1  # the frozen original is untouched
    frozen = work.freeze()
    assert type(frozen) is cr.GameState and frozen.bank == 1


@pytest.mark.parametrize(
    "config",
    [
        cr.GameConfig(players=4, seed=11),
        cr.GameConfig(players=8, preset="dark_city", seed=3, characters=DARK_CITY_8),
        cr.GameConfig(players=3, preset="dark_city", seed=7),
    ],
    ids=["classic4", "dark_city8", "dark_city3"],
)
def test_play_and_the_step_api_give_the_same_game(config: cr.GameConfig) -> None:
    record = cr.play(config, agents=[cr.RandomAgent()] * config.players)
    state = cr.new_game(config)
    for action in record.actions:
        assert action in cr.legal_actions(state)
        state = cr.apply(state, action)
    assert state == record.final_state and type(record.final_state) is cr.GameState


def test_recorded_events_are_the_events_of_the_game() -> None:
    config = cr.GameConfig(players=5, preset="dark_city", seed=4)
    sink: list[cr.Event] = []
    streamed = cr.play(config, events=sink)
    record = cr.play(config)
    assert record.events == tuple(sink) and tuple(sink) == record.events
    assert type(record.events) is tuple  # API.md: "record.events is a tuple of events"
    assert len(record.events) == len(sink) and list(record.events) == sink
    assert cr.from_json(cr.to_json(record)) == record
    assert streamed.events == ()


def test_event_kinds_filter_inside_the_engine() -> None:
    config = cr.GameConfig(players=4, seed=9)
    everything: list[cr.Event] = []
    cr.play(config, events=everything)
    built: list[cr.Event] = []
    cr.play(config, events=built, event_kinds={"built", "destroyed"})
    assert built == [e for e in everything if e.kind in ("built", "destroyed")]


def test_answers_for_declares_a_plain_implementation() -> None:
    @answers_for("district", "smithy")
    def citadels_turn_actions(state: Any, seat: int) -> None:
        return None

    assert getattr(citadels_turn_actions, ANSWERS) == ("district", "smithy")
    with pytest.raises(ValueError):
        answers_for("player", "x")


def test_dispatched_hooks_keep_their_marks() -> None:
    rules = ruleset_for(cr.GameConfig(players=4, seed=1))
    fn = rules.hooks.turn_actions
    assert fn.__hook_impls__ == ("assassin", "thief", "magician", "warlord", "laboratory", "smithy")
    assert len(fn.__impl_fns__) == 6
    assert "turn_actions" in rules.live and "build_cost" not in rules.live


@pytest.mark.parametrize(
    "config",
    [
        cr.GameConfig(players=4, seed=2),
        cr.GameConfig(players=8, preset="dark_city", seed=6, characters=DARK_CITY_8),
    ],
    ids=["warlord", "diplomat"],
)
def test_per_turn_listings_match_a_fresh_listing(config: cr.GameConfig) -> None:
    """A per_turn ability offers, on every state of several games, exactly what the same
    ability lists afresh."""
    checked = 0
    for seed in range(config.seed or 0, (config.seed or 0) + 6):
        for state in _play_steps(attrs.evolve(config, seed=seed)):
            turn = state.turn
            if turn is None or state.pending is not None or turn.powers is None:
                continue
            plugin = dict(state.rules.pm.list_name_plugin()).get(turn.powers)
            for ab in getattr(plugin, "abilities", {}).values():
                if not isinstance(ab, Ability) or not ab.per_turn:
                    continue
                fresh = attrs.evolve(ab, per_turn=False)
                assert ab.offers(state, turn.seat) == fresh.offers(state, turn.seat)
                checked += 1
    assert checked > 10
