"""Scenario tests of Hu Xinyi (``fan.hu_xinyi``, characters.md §9.4): one per rule.

Five players; she sits at seat 0, so her neighbours are seats 1 and 4 (C-1.1).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

import citadels_rules as cr
from citadels_rules.testing import Table

ID = "fan.hu_xinyi"
JIAN = "fan.jian_yuxin"
TableFactory = Callable[..., Table]


def five(table: TableFactory, preset: str = "fan") -> Table:
    t = table(players=5, preset=preset, seed=1, variants=("-jian_yuxin_any_time",))
    t.seat(0, gold=0, hand=(), character=ID)
    for seat in (1, 2, 3, 4):
        t.seat(seat, gold=2, city=("tavern", "market"))
    return t


def paid(state: cr.GameState, seat: int = 0) -> tuple[int, int]:
    """Gold and cards of ``seat`` (she starts with neither)."""
    p = state.players[seat]
    return p.gold, len(p.hand)


def after_jian(t: Table, **params: object) -> cr.GameState:
    """Jian Yuxin (seated by the caller) gathers and uses ``params``; Hu Xinyi is called."""
    state = t.turn_of(JIAN)
    seat = state.current_player
    assert seat is not None
    state = cr.apply(state, cr.Action("take_gold", actor=seat))
    state = cr.apply(state, cr.Action("ability", actor=seat, **params))
    assert state.active_character == ID
    return state


def test_rank_2_a_robbed_neighbour(table: TableFactory) -> None:
    """``fan.hu_xinyi``: Part 2: a neighbour holds a character robbed this round: +2 gold, 2
    cards, at her turn before she acts."""
    t = five(table)
    t.seat(1, character="merchant")
    t.seat(2, character="thief")
    t.mark("merchant", "robbed")
    state = t.turn_of(ID)
    assert state.current_player == 0 and paid(state) == (2, 2)


def test_only_neighbours_count(table: TableFactory) -> None:
    """``fan.hu_xinyi``:  "A neighbour": the robbed character held across the table gives
    nothing."""
    t = five(table)
    t.seat(2, character="merchant")
    t.seat(3, character="thief")
    t.mark("merchant", "robbed")
    assert paid(t.turn_of(ID)) == (0, 0)


def test_rank_8_a_neighbours_city_was_hit(table: TableFactory) -> None:
    """``fan.hu_xinyi``: Part 3: a rank-8 ability destroyed a district of a neighbour's city:
    +1, 1."""
    t = five(table)
    t.seat(2, gold=5, character=JIAN)
    state = after_jian(t, name=f"{JIAN}.destroy", target=4, district="market")
    assert paid(state) == (1, 1)


def test_rank_8_elsewhere_gives_nothing(table: TableFactory) -> None:
    """``fan.hu_xinyi``: Part 3: a city across the table hit: nothing."""
    t = five(table)
    t.seat(2, gold=5, character=JIAN)
    state = after_jian(t, name=f"{JIAN}.destroy", target=3, district="market")
    assert paid(state) == (0, 0)


def test_rank_8_both_cities_of_an_exchange_and_a_gifts_receiver(table: TableFactory) -> None:
    """``fan.hu_xinyi``: Part 3: an exchange affects both cities (a neighbour's own, exchanging
    across the table); a gift affects the city it enters."""
    t = five(table)
    t.seat(1, gold=5, city=("temple",), character=JIAN)
    swap = {"name": f"{JIAN}.exchange", "target": 3, "district": "tavern", "own": "temple"}
    assert paid(after_jian(t, **swap)) == (1, 1)
    t.seat(1, gold=2, city=("tavern", "market"), character="merchant")
    t.seat(2, gold=5, city=("temple",), character=JIAN)
    t.seat(4, city=("market",))
    gift = {"name": f"{JIAN}.gift", "target": 4, "own": "temple"}
    assert paid(after_jian(t, **gift)) == (1, 1)


def test_each_part_at_most_once(table: TableFactory) -> None:
    """``fan.hu_xinyi``: AMBIGUOUS default: both neighbours' cities hit by one exchange: still
    +1, 1."""
    t = five(table)
    t.seat(1, gold=5, city=("temple",), character=JIAN)
    swap = {"name": f"{JIAN}.exchange", "target": 4, "district": "tavern", "own": "temple"}
    assert paid(after_jian(t, **swap)) == (1, 1)


def test_rank_1_a_bewitched_neighbour(table: TableFactory) -> None:
    """``fan.hu_xinyi``: Part 1 (R1): a neighbour holds a bewitched character (Dark City Witch):
    +3, 3."""
    t = five(table, preset="fan")
    t.seat(1, character="merchant")
    t.seat(2, character="witch")
    t.mark("merchant", "bewitched")
    assert paid(t.turn_of(ID)) == (3, 3)


def test_rank_1_a_killed_neighbour_pays_at_round_end(table: TableFactory) -> None:
    """``fan.hu_xinyi``: Part 1, killed (AMBIGUOUS default, as the Queen): a killed neighbour is
    known only when revealed at the end of the round: nothing at her turn, +3, 3 then."""
    t = five(table)
    t.seat(4, character="merchant")
    t.seat(2, character="assassin")
    t.mark("merchant", "killed")
    state = t.turn_of(ID)
    assert paid(state) == (0, 0)
    state = cr.apply(state, cr.Action("take_gold", actor=0))
    state = cr.apply(state, cr.Action("end_turn", actor=0))
    assert state.round == 2 and paid(state) == (2 + 3, 3)
    assert state.token("fan.hu_xinyi.pending") is None


def test_rank_1_once_even_if_killed_too(table: TableFactory) -> None:
    """``fan.hu_xinyi``: Part 1 at most once: a warrant on one neighbour's character pays at her
    turn; a killed other neighbour then pays nothing more at round end."""
    t = five(table)
    t.seat(1, character="architect")
    t.seat(4, character="merchant")
    t.seat(2, character="assassin")
    t.mark("architect", "warrant")
    t.mark("merchant", "killed")
    state = t.turn_of(ID)
    assert paid(state) == (3, 3)
    state = cr.apply(state, cr.Action("take_gold", actor=0))
    state = cr.apply(state, cr.Action("end_turn", actor=0))
    assert paid(state) == (3 + 2, 3)


def test_the_three_parts_stack(table: TableFactory) -> None:
    """``fan.hu_xinyi``: Three independent parts: a warrant on seat 1's Jian Yuxin (rank 1),
    seat 4's robbed Merchant (rank 2), and her destroying in seat 4's city (rank 8): +6 gold, 6
    cards."""
    t = five(table)
    t.seat(1, gold=5, character=JIAN)
    t.seat(2, character="assassin")
    t.seat(3, character="thief")
    t.seat(4, character="merchant")
    t.mark(JIAN, "warrant")
    t.mark("merchant", "robbed")
    state = after_jian(t, name=f"{JIAN}.destroy", target=4, district="market")
    assert paid(state) == (3 + 2 + 1, 3 + 2 + 1)


def test_killed_she_gets_nothing(table: TableFactory) -> None:
    """``fan.hu_xinyi``: A killed Hu Xinyi has no turn: nothing, then or at round end."""
    t = five(table)
    t.seat(1, character="merchant")
    t.seat(2, character="assassin")
    t.seat(4, character="thief")
    t.mark(ID, "killed")
    t.mark("merchant", "robbed")
    state = t.turn_of("merchant")
    state = cr.apply(state, cr.Action("take_gold", actor=1))
    state = cr.apply(state, cr.Action("end_turn", actor=1))
    assert state.round == 2 and paid(state) == (0, 0)


def test_bewitched_the_witchs_neighbours_and_the_witch_is_paid(table: TableFactory) -> None:
    """``fan.hu_xinyi``: Bewitched (004): the Witch's neighbours are checked and she is paid."""
    t = table(players=5, preset="fan", seed=1)
    t.seat(0, gold=0, hand=(), character="witch")
    t.seat(1, gold=2, character="merchant")
    t.seat(2, gold=2, character="thief")
    t.seat(3, gold=0, hand=(), character=ID)
    t.mark("merchant", "robbed")
    t.mark(ID, "bewitched")
    state = t.turn_of(ID)
    assert paid(state, 0) == (2, 2) and paid(state, 3) == (0, 0)


def test_only_with_5_or_more_players() -> None:
    """``fan.hu_xinyi``: Restriction: 5+ players."""
    with pytest.raises(cr.ConfigError, match="5 or more"):
        cr.new_game(cr.GameConfig(players=4, preset="fan", characters=(ID,)))
