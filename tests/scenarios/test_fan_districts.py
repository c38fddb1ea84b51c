"""Scenario tests of the fan districts (districts.md "Fan set"): Opera House, Jewelry
Store, Amusement Park, Skyscraper, Hot Spring, and the Clinic of
``hospital_clinic_split`` (#59) with and without the variant. The Gym and the Police
Station are in ``test_fan_gym_police.py``."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import citadels_rules as cr
from citadels_rules.testing import Table

TableFactory = Callable[..., Table]
OPERA, JEWELRY, PARK = "fan.opera_house", "fan.jewelry_store", "fan.amusement_park"
SKY, SPRING, CLINIC = "fan.skyscraper", "fan.hot_spring", "fan.clinic"


def do(state: cr.GameState, kind: str, **params: Any) -> cr.GameState:
    seat = state.current_player
    assert seat is not None
    return cr.apply(state, cr.Action(kind, actor=seat, **params))


def use(state: cr.GameState, name: str, **params: Any) -> cr.GameState:
    return do(state, "ability", name=name, **params)


def choose(state: cr.GameState, option: Any) -> cr.GameState:
    return do(state, "choose", option=option)


def names(state: cr.GameState) -> set[str]:
    return {str(a.params["name"]) for a in cr.legal_actions(state) if a.kind == "ability"}


# -- Opera House ------------------------------------------------------------------------


def opera(table: TableFactory, hand: tuple[str, ...] = ("temple", "church", "market")) -> Table:
    t = table(players=4, preset="fan", seed=1)
    t.seat(0, gold=0, hand=hand, city=(OPERA,), character="bishop")
    t.seat(1, gold=0, hand=("castle", "palace"), character="king")
    t.seat(2, gold=0, hand=("tavern",), character="merchant")
    t.seat(3, gold=0, hand=(), character="warlord")
    return t


def test_fan_opera_house_gives_3_takes_as_many_random(table: TableFactory) -> None:
    """``fan.opera_house``: Opera House: give 3 cards as chosen (2 to seat 1, 1 to seat 2), take
    as many random cards from each; seat 3 (no cards) cannot be chosen."""
    state = use(opera(table).turn_of("bishop"), "fan.opera_house.gather")
    assert {o.split(">")[1] for o in state.pending.options} == {"1", "2"}
    state = choose(choose(choose(state, "temple>1"), "church>1"), "market>2")
    p0, p1, p2, _ = state.players
    assert sorted(p0.hand) == ["castle", "palace", "tavern"]
    assert sorted(p1.hand) == ["church", "temple"] and p2.hand == ("market",)
    assert "fan.opera_house.gather" not in names(state)  # once per turn (ambiguity 37)


def test_fan_opera_house_needs_3_cards(table: TableFactory) -> None:
    """``fan.opera_house``: Opera House: requires 3 cards in hand."""
    state = opera(table, hand=("temple", "church")).turn_of("bishop")
    assert "fan.opera_house.gather" not in names(state)


def test_fan_opera_house_no_more_than_they_have(table: TableFactory) -> None:
    """``fan.opera_house``: Opera House: a player cannot give more cards than they have (seat 2
    holds 1)."""
    state = use(opera(table).turn_of("bishop"), "fan.opera_house.gather")
    state = choose(state, "temple>2")
    assert all(not o.endswith(">2") for o in state.pending.options)


# -- Jewelry Store ----------------------------------------------------------------------


def test_fan_jewelry_store_magician_pays_2(table: TableFactory) -> None:
    """``fan.jewelry_store``: Jewelry Store: a Magician exchanging hands with its owner gives 2
    gold."""
    t = table(players=4, preset="fan", seed=1, variants=("-magician_targets_character",))
    t.seat(0, gold=3, hand=("temple",), character="magician")
    t.seat(1, gold=0, hand=("castle",), city=(JEWELRY,), character="king")
    state = use(t.turn_of("magician"), "magician.swap", target=1)
    assert (state.players[0].gold, state.players[1].gold) == (1, 2)
    assert state.players[0].hand == ("castle",)


def test_fan_jewelry_store_magician_short_of_gold_ambiguity_40(table: TableFactory) -> None:
    """``fan.jewelry_store``: README ambiguity 40: a Magician with less than 2 gold cannot
    choose its owner."""
    t = table(players=4, preset="fan", seed=1, variants=("-magician_targets_character",))
    t.seat(0, gold=1, hand=("temple",), character="magician")
    t.seat(1, gold=0, hand=("castle",), city=(JEWELRY,), character="king")
    state = t.turn_of("magician")
    targets = {a.params.get("target") for a in cr.legal_actions(state) if a.kind == "ability"}
    assert 1 not in targets and 2 in targets


def test_fan_jewelry_store_only_with_the_magician() -> None:
    """``fan.jewelry_store``: Jewelry Store: in the deck only if the Magician is in the lineup
    (C-2.3)."""

    def cards(chars: tuple[str, ...]) -> list[str]:
        s = cr.new_game(cr.GameConfig(players=4, preset="fan", seed=2, characters=chars))
        return [*s.deck, *(c for p in s.players for c in p.hand)]

    assert JEWELRY in cards(()) and JEWELRY not in cards(("fan.yang_xiaofan",))


# -- Amusement Park ---------------------------------------------------------------------


def park(table: TableFactory, gold: int = 10) -> cr.GameState:
    t = table(players=4, preset="fan", seed=1)
    t.seat(0, gold=gold, hand=("temple", "church"), city=(PARK,), character="bishop")
    t.deck(("tavern", "market", "castle"))
    return t.turn_of("bishop")


def test_fan_amusement_park_sell_buy_search(table: TableFactory) -> None:
    """``fan.amusement_park``: Amusement Park: a card for 1 gold, 2 gold for a card drawn, 4
    gold for a card of her choice (the deck then shuffled) -- any quantity in one go."""
    state = use(park(table), "fan.amusement_park.sell", card="temple")
    assert state.players[0].gold == 11 and state.players[0].hand == ("church",)
    assert state.deck[-1] == "temple"
    state = use(state, "fan.amusement_park.buy")
    assert state.players[0].gold == 9 and state.players[0].hand == ("church", "tavern")
    state = use(state, "fan.amusement_park.search")
    state = choose(state, "castle")
    assert state.players[0].gold == 5 and "castle" in state.players[0].hand
    state = use(state, "fan.amusement_park.sell", card="church")
    assert state.players[0].gold == 6


def test_fan_amusement_park_once_per_turn_ambiguity_37(table: TableFactory) -> None:
    """``fan.amusement_park``: README ambiguity 37: one conversion session per turn; another
    action closes it."""
    state = use(park(table), "fan.amusement_park.sell", card="temple")
    state = do(state, "take_gold")
    assert not {n for n in names(state) if n.startswith(PARK)}


def test_fan_amusement_park_prices(table: TableFactory) -> None:
    """``fan.amusement_park``: Amusement Park: no buy below 2 gold, no search below 4."""
    state = park(table, gold=3)
    assert "fan.amusement_park.buy" in names(state)
    assert "fan.amusement_park.search" not in names(state)
    state = park(table, gold=1)
    assert "fan.amusement_park.buy" not in names(state)


# -- Skyscraper -------------------------------------------------------------------------


def first_pickers(state: cr.GameState) -> list[int]:
    order = []
    while state.phase == "draft":
        seat = state.current_player
        assert seat is not None
        order.append(seat)
        a = cr.legal_actions(state)[0]
        state = cr.apply(state, a)
    return order


def test_fan_skyscraper_owner_chooses_second_c_4_8(table: TableFactory) -> None:
    """``fan.skyscraper``: C-4.8: its owner (seat 3) drafts right after the crown holder (seat
    0); the rest continue to the left, skipping the owner."""
    t = table(players=5, preset="fan", seed=1)
    t.seat(3, city=(SKY,))
    assert first_pickers(t.build()) == [0, 3, 1, 2, 4]


def test_fan_skyscraper_crown_holder_keeps_the_usual_order(table: TableFactory) -> None:
    """``fan.skyscraper``: C-4.8: "when you do not hold the crown" -- the crown holder's own
    does nothing."""
    t = table(players=5, preset="fan", seed=1)
    t.seat(0, city=(SKY,))
    assert first_pickers(t.build()) == [0, 1, 2, 3, 4]


# -- Hot Spring -------------------------------------------------------------------------


def score_line(state: cr.GameState, seat: int, label: str) -> int:
    return sum(line.points for line in cr.scores(state)[seat].lines if line.label == label)


def test_fan_hot_spring_4_per_missing_colour(table: TableFactory) -> None:
    """``fan.hot_spring``: Hot Spring: +4 per colour missing (blue, green, red missing: 12)."""
    t = table(players=4, preset="fan", seed=1)
    t.seat(0, city=(SPRING, "manor"))
    assert score_line(t.build(), 0, SPRING) == 12


def test_fan_hot_spring_haunted_quarter_fills_a_colour_faq_004_Q80(table: TableFactory) -> None:
    """``fan.hot_spring``: faq:004-Q80: a Haunted Quarter assigned a colour fills it, so it is
    either that colour or purple, never both: its owner gets the better of the two (C-15.1) --
    here purple (red and green missing: 8) over green (red missing: 4)."""
    t = table(players=4, preset="fan", seed=1)
    t.seat(0, hand=(), city=(SPRING, "manor", "haunted_quarter", "temple"))
    state = t.build()
    assert score_line(state, 0, SPRING) == 4 * 2
    assert cr.scores(state)[0].total == 5 + 3 + 2 + 1 + 8


# -- Clinic (hospital_clinic_split) -------------------------------------------------------


def split_deck(variants: tuple[str, ...]) -> list[str]:
    s = cr.new_game(cr.GameConfig(players=4, preset="fan", seed=3, variants=variants))
    return [*s.deck, *(c for p in s.players for c in p.hand)]


def test_hospital_clinic_split_adds_the_clinic() -> None:
    """``fan.clinic``: ``hospital_clinic_split``: the Clinic joins the Hospital (only with the
    Assassin)."""
    assert CLINIC in split_deck(("hospital_clinic_split",))
    assert CLINIC not in split_deck(())


def test_fan_clinic_killed_owner_gathers_only(table: TableFactory) -> None:
    """``fan.clinic``: Clinic (the old Hospital): killed, its owner still gathers, with no
    powers."""
    t = table(players=4, preset="fan", seed=1, variants=("hospital_clinic_split",))
    t.seat(0, gold=0, hand=("temple",), city=(CLINIC,), character="bishop")
    t.seat(1, character="assassin")
    t.mark("bishop", "killed")
    state = do(t.turn_of("bishop"), "take_gold")
    assert state.active_character == "bishop" and state.players[0].gold == 2
    assert {a.kind for a in cr.legal_actions(state)} == {"end_turn"}


def test_hospital_clinic_split_new_hospital_keeps_powers(table: TableFactory) -> None:
    """``fan.clinic``: ``hospital_clinic_split``: the new Hospital -- killed, gather and the
    character's power and income, but no build; without the variant, gather only."""
    for variants, income in (("hospital_clinic_split",), True), ((), False):
        t = table(players=4, preset="fan", seed=1, variants=variants)
        t.seat(0, gold=5, hand=("temple",), city=("hospital", "church"), character="bishop")
        t.seat(1, character="assassin")
        t.mark("bishop", "killed")
        state = do(t.turn_of("bishop"), "take_gold")
        kinds = {a.kind for a in cr.legal_actions(state)}
        assert ("income" in kinds) is income and "build" not in kinds
