"""Scenario tests of the Gym (``fan.gym``) and the Police Station
(``fan.police_station``), districts.md "Fan set": one per rule of each card."""

from __future__ import annotations

from collections.abc import Callable

import pytest

import citadels_rules as cr
from citadels_rules.testing import Table

GYM, POLICE = "fan.gym", "fan.police_station"
TableFactory = Callable[..., Table]


def bishop(table: TableFactory, city: tuple[str, ...] = (GYM,)) -> cr.GameState:
    """Seat 0, the Bishop, owns ``city``, 1 gold and no cards; the deck starts with a
    temple and a tavern."""
    t = table(players=4, preset="fan", seed=1)
    t.seat(0, gold=1, hand=(), city=city, character="bishop")
    t.deck(("temple", "tavern"))
    return t.turn_of("bishop")


def test_gym_take_gold_also_draws_a_card(table: TableFactory) -> None:
    """``fan.gym``: Gym: "take gold" -> also draw 1 card (the top of the deck)."""
    state = cr.apply(bishop(table), cr.Action("take_gold", actor=0))
    assert (state.players[0].gold, state.players[0].hand) == (1 + 2, ("temple",))


def test_gym_draw_cards_also_gains_a_gold(table: TableFactory) -> None:
    """``fan.gym``: Gym: "draw cards" -> after keeping one, also gain 1 gold."""
    state = cr.apply(bishop(table), cr.Action("draw", actor=0))
    assert state.players[0].gold == 1  # not before the card is kept
    state = cr.apply(state, cr.Action("keep", actor=0, card="tavern"))
    assert (state.players[0].gold, state.players[0].hand) == (1 + 1, ("tavern",))


def test_gym_only_for_its_owner(table: TableFactory) -> None:
    """``fan.gym``: Gym: "your gather action": without one, the gather is plain."""
    state = cr.apply(bishop(table, city=("temple",)), cr.Action("take_gold", actor=0))
    assert (state.players[0].gold, state.players[0].hand) == (1 + 2, ())


@pytest.mark.parametrize(("gold", "given"), [(5, 3), (4, 2), (1, 1), (0, 0)])
def test_police_station_the_thief_takes_half_rounded_up(
    table: TableFactory, gold: int, given: int
) -> None:
    """``fan.police_station``: Police Station: "when the Thief robs you, you give only ceil(gold
    / 2)"."""
    t = table(players=4, preset="fan", seed=1)
    t.seat(0, gold=gold, city=(POLICE,), character="merchant")
    t.seat(1, gold=0, character="thief")
    t.mark("merchant", "robbed")
    state = t.turn_of("merchant")
    assert (state.players[0].gold, state.players[1].gold) == (gold - given, given)


def test_without_police_station_the_thief_takes_all(table: TableFactory) -> None:
    """``fan.police_station``: Police Station: only its owner is protected; others give all
    (C-10.2)."""
    t = table(players=4, preset="fan", seed=1)
    t.seat(0, gold=5, city=("temple",), character="merchant")
    t.seat(1, gold=0, character="thief")
    t.seat(2, gold=0, city=(POLICE,), character="bishop")
    t.mark("merchant", "robbed")
    state = t.turn_of("merchant")
    assert (state.players[0].gold, state.players[1].gold) == (0, 5)


def deck_of(state: cr.GameState) -> list[str]:
    return [*state.deck, *state.out, *(c for p in state.players for c in p.hand)]


def test_police_station_in_the_deck_only_with_the_thief() -> None:
    """``fan.police_station``: Police Station: "in the deck only if the Thief is in the lineup"
    -- with Dark City's Tax Collector at rank 2 it leaves the deck; the Gym stays."""
    with_thief = cr.new_game(cr.GameConfig(players=4, preset="fan", seed=2))
    assert POLICE in deck_of(with_thief) and GYM in deck_of(with_thief)
    config = cr.GameConfig(players=4, preset="fan", seed=2, characters=("fan.dong_zining",))
    without = cr.new_game(config)
    assert POLICE not in deck_of(without) and GYM in deck_of(without)
