"""The pack's decisions in worlds dealt again (what ``dominion check`` and the searching
bot need: ``@card.redeal``), its private mat in a resampled world, a Duration whose
"next turn" is an extra turn, and a searching bot playing the pack's cards."""

from __future__ import annotations

import random

import attrs
import pytest
from harbor_testing import PRESET, act, end_turn, table

import dominion_rules as dr
from dominion_rules.state import GameState
from dominion_rules.testing.invariants import asked_again, check_decision_again, redeal_hidden

FIVE = ("copper",) * 5
TEN = FIVE + FIVE


def _cargo() -> GameState:
    t = table()
    t.seat(0, hand=("cargo_hold", "gold", "estate"))
    return act(t.turn_of(0), "play cargo_hold")


def _coast() -> GameState:
    t = table()
    t.seat(0, hand=("gold", "gold"))
    t.seat(1, hand=("coast_guard", "copper", "estate"))
    return act(t.turn_of(0), "end_actions", "treasures", "buy duchy")


def _deckhand() -> GameState:
    t = table()
    t.seat(0, hand=("militia",))
    t.seat(1, hand=("deckhand", "copper", "estate"))
    return act(t.turn_of(0), "play militia")


@pytest.mark.parametrize(
    ("make", "kind"),
    [(_cargo, "cargo_hold.hold"), (_coast, "coast_guard.reveal"), (_deckhand, "deckhand.reveal")],
)
def test_each_decision_is_asked_again_the_same_in_a_dealt_world(make: object, kind: str) -> None:
    """cargo_hold, coast_guard, deckhand: each decision is asked again by its card
    (``@card.redeal``) with the same options and public data in worlds where every card
    hidden from the deciding seat is dealt again."""
    state = make()  # type: ignore[operator]
    assert state.pending is not None and state.pending.kind == kind
    real = asked_again(state, state.pending)
    assert real is not None and real[0][2] == state.pending.options
    rng = random.Random(7)
    for _ in range(20):
        check_decision_again(state, redeal_hidden(state, state.pending.seat, rng))


def test_coast_guard_not_asked_again_of_a_hand_without_one() -> None:
    """coast_guard: a world in which the holder's hand has no Coast Guard could not ask
    (``[]``): what a searching bot's sample of another seat's hand may be."""
    state = _coast()
    assert state.pending is not None
    without = state.with_player(1, attrs.evolve(state.players[1], hand=("copper",) * 3))
    assert asked_again(without, state.pending) == ()


def test_private_mat_kept_by_its_owner_and_hidden_in_another_seats_world() -> None:
    """cargo_hold: in a world resampled for its owner the Hold mat is as it is; for
    another seat, the mat holds as many cards, dealt from what that seat cannot see."""
    s = act(_cargo(), "choose gold")
    mine = dr.resample(dr.observe(s, 0), random.Random(1))
    assert mine.players[0].mat("hold") == ("gold",)
    for seed in range(5):
        theirs = dr.resample(dr.observe(s, 1), random.Random(seed))
        assert len(theirs.players[0].mat("hold")) == 1


def test_a_durations_next_turn_is_the_extra_turn() -> None:
    """tidewatch with spring_tide: "at the start of your next turn" is the extra turn
    Spring Tide grants: +1 Action, +1 Card then, and the Tidewatch leaves at its
    clean-up."""
    t = table()
    t.seat(0, hand=("village", "spring_tide", "tidewatch"), deck=(*TEN, *TEN), discard=())
    s = act(t.turn_of(0), "play village", "play spring_tide", "play tidewatch")
    s = end_turn(s)
    assert s.turn is not None and s.turn.seat == 0 and s.turn.marks.get("extra_turn") == 1
    assert s.turn.actions == 2 and len(s.players[0].hand) == 6
    s = end_turn(s)
    assert s.turn is not None and s.turn.seat == 1 and s.players[0].in_play == ()


def test_a_searching_bot_plays_a_game_of_the_pack() -> None:
    """SearchAgent (which deals worlds with the cards' redeals) against GreedyAgent, on
    a kingdom of the pack's decisions: the game ends."""
    kingdom = ("cargo_hold", "coast_guard", "deckhand", "spring_tide", "tidewatch")
    kingdom += ("harbormaster", "militia", "salvage_diver", "chandlery", "pier_market")
    config = dr.GameConfig(players=2, seed=2, kingdom=kingdom, preset=PRESET)
    record = dr.play(config, [dr.SearchAgent(simulations=8), dr.GreedyAgent()])
    assert record.final_state.is_over and dr.winners(record.final_state)
