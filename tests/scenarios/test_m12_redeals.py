"""Milestone 12: fan decisions dealt again in a resampled world (``@card.redeal``).

Another seat's pending decision is hidden in a view (options and data redacted), so a
world resampled from that view must deal it again from the sampled state: every seat's
world offers a legal action and shows that seat its own view; the decider's world offers
it the real options."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import citadels_rules as cr
from citadels_rules.testing import Table

LIN, YANG = "fan.lin_yaxuan", "fan.yang_xiaofan"
TableFactory = Callable[..., Table]


def do(state: cr.GameState, kind: str, **params: Any) -> cr.GameState:
    seat = state.current_player
    assert seat is not None
    return cr.apply(state, cr.Action(kind, actor=seat, **params))


def choose(state: cr.GameState, option: Any) -> cr.GameState:
    return do(state, "choose", option=option)


def pending(state: cr.GameState, kind: str) -> int:
    """The seat deciding ``state``'s pending decision, which must be of ``kind``."""
    assert state.pending is not None and state.pending.kind == kind
    return state.pending.seat


def assert_dealt_again(state: cr.GameState, kind: str, tries: int = 3) -> None:
    """Every seat's resampled worlds hold a decision of ``kind`` that can be answered, show
    the seat its view, and offer the decider its real options."""
    decider = pending(state, kind)
    for seat in range(len(state.players)):
        view = cr.observe(state, seat)
        for k in range(tries):
            world = cr.resample(view, random.Random(100 * seat + k))
            legal = cr.legal_actions(world)
            assert legal, f"seat {seat}'s world offers no action for {kind}"
            assert cr.observe(world, seat) == view
            if seat == decider:
                assert legal == cr.legal_actions(state)
            assert cr.apply(world, legal[0]) is not None  # the world plays on


# -- Lin Yaxuan -------------------------------------------------------------------------


def lin(table: TableFactory) -> cr.GameState:
    """Seat 0 is Lin Yaxuan, after gathering gold; seat 1 has gold, cards and a city."""
    t = table(players=4, preset="fan", seed=1)
    t.seat(0, gold=3, hand=(), character=LIN)
    t.seat(1, gold=2, hand=("tavern", "market"), city=("temple", "university"), character="bishop")
    t.seat(2, gold=0, hand=(), city=(), character="merchant")
    t.crown(2)
    return do(t.turn_of(LIN), "take_gold")


def test_lin_yaxuan_payment_dealt_again(table: TableFactory) -> None:
    """``fan.lin_yaxuan.payment``: the payer's gold, hand cards and city districts."""
    state = do(lin(table), "ability", name=f"{LIN}.crown", target=1)
    assert pending(state, f"{LIN}.payment") == 1
    assert_dealt_again(state, f"{LIN}.payment")


def test_lin_yaxuan_build_of_a_hand_card_dealt_again(table: TableFactory) -> None:
    """``fan.lin_yaxuan.build``: a hand card given her (hidden from the others)."""
    state = choose(do(lin(table), "ability", name=f"{LIN}.crown", target=1), "tavern")
    assert state.pending is not None and state.pending.data == ("tavern",)
    assert_dealt_again(state, f"{LIN}.build")


def test_lin_yaxuan_build_of_a_city_district_dealt_again(table: TableFactory) -> None:
    """``fan.lin_yaxuan.build``: a district of the payer's city, known to all (round log),
    is in her hand in every world."""
    state = choose(do(lin(table), "ability", name=f"{LIN}.crown", target=1), "temple")
    assert state.pending is not None and state.pending.data == ("temple",)
    assert_dealt_again(state, f"{LIN}.build")
    for seat in (1, 2, 3):
        world = cr.resample(cr.observe(state, seat), random.Random(seat))
        assert world.pending == state.pending and "temple" in world.players[0].hand


def test_lin_yaxuan_killed_dealt_again(table: TableFactory) -> None:
    """``fan.lin_yaxuan.killed``: any seat, at the end of the round."""
    t = table(players=4, preset="fan", seed=1)
    t.seat(0, gold=3, hand=(), character=LIN)
    t.seat(2, gold=0, character="merchant")
    t.seat(3, gold=2, character="assassin")
    t.mark(LIN, "killed")
    state = do(do(t.turn_of("merchant"), "take_gold"), "end_turn")
    assert pending(state, f"{LIN}.killed") == 0
    assert_dealt_again(state, f"{LIN}.killed")


# -- Yang Xiaofan -----------------------------------------------------------------------


def yang(table: TableFactory) -> cr.GameState:
    """Seat 0 is Yang Xiaofan after his shuffle: seat 1 gave a hand card, seat 2 none."""
    t = table(players=3, preset="fan", seed=1)
    t.seat(0, gold=0, hand=("temple",), city=("manor",), character=(YANG, "king"))
    t.seat(1, gold=0, hand=("castle",), city=("tavern", "market"), character=("thief", "bishop"))
    t.seat(2, gold=0, hand=(), city=("palace",), character=("assassin", "merchant"))
    return do(t.turn_of(YANG), "ability", name=f"{YANG}.shuffle")


def test_yang_xiaofan_take_dealt_again(table: TableFactory) -> None:
    """``fan.yang_xiaofan.take``: the next city (public) he takes a district from, the
    first and, after a take (round log), the second."""
    state = yang(table)
    assert_dealt_again(state, f"{YANG}.take")
    state = choose(state, "tavern")
    assert state.pending is not None and state.pending.options == ("palace",)
    assert_dealt_again(state, f"{YANG}.take")
    for seat in (1, 2):
        world = cr.resample(cr.observe(state, seat), random.Random(seat))
        assert world.pending is not None and world.pending.options == ("palace",)


def test_yang_xiaofan_city_dealt_again(table: TableFactory) -> None:
    """``fan.yang_xiaofan.city``: the new city chosen from his hand and city."""
    state = choose(choose(yang(table), "tavern"), "palace")
    assert_dealt_again(state, f"{YANG}.city")


def test_yang_xiaofan_give_dealt_again(table: TableFactory) -> None:
    """``fan.yang_xiaofan.give``: the cards handed back, from his hand, to the seats that
    gave (seat 1 a hand card and a district, seat 2 a district), before and after a
    secret first answer."""
    state = choose(choose(choose(yang(table), "tavern"), "palace"), "palace")
    assert_dealt_again(state, f"{YANG}.give")
    for seat in (1, 2):
        world = cr.resample(cr.observe(state, seat), random.Random(seat))
        assert world.pending is not None
        assert {str(o).rsplit(">", 1)[1] for o in world.pending.options} == {"1", "2"}
    assert_dealt_again(choose(state, "manor>2"), f"{YANG}.give")


def test_yang_xiaofan_place_dealt_again(table: TableFactory) -> None:
    """``fan.yang_xiaofan.place``: the two cards a receiver got lie aside, hidden; the
    next receivers' wait in the queue, aside (their own world holds them)."""
    t = table(players=3, preset="fan", seed=1)
    t.seat(0, gold=0, hand=("temple",), city=("manor",), character=(YANG, "king"))
    t.seat(1, gold=0, hand=("castle",), city=("tavern",), character=("thief", "bishop"))
    t.seat(2, gold=0, hand=("docks",), city=("palace",), character=("assassin", "merchant"))
    state = do(t.turn_of(YANG), "ability", name=f"{YANG}.shuffle")
    state = choose(choose(state, "tavern"), "palace")
    state = choose(state, "palace")  # the new city
    hand = sorted(state.players[0].hand)
    assert hand == ["castle", "docks", "manor", "tavern", "temple"]
    for option in ("castle>1", "manor>1", "docks>2", "tavern>2"):
        state = choose(state, option)
    assert pending(state, f"{YANG}.place") == 1 and len(state.queue) >= 1
    assert_dealt_again(state, f"{YANG}.place")
    assert sorted(state.aside) == ["castle", "docks", "manor", "tavern"]
    for seat in range(3):
        world = cr.resample(cr.observe(state, seat), random.Random(seat))
        # seat 2's two cards wait in the queue: a view shows that decision's kind only
        # (its cards are hidden from the others), so only seat 2's world holds them
        assert len(world.aside) == len(state.aside)
        if seat == 2:
            assert {"docks", "tavern"} <= set(world.aside)
        world = choose(world, cr.legal_actions(world)[0].params["option"])
        assert world.pending is not None and world.pending.seat == 2
        assert cr.legal_actions(world)
