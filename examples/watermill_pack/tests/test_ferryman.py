"""Scenario tests of the Ferryman (``fan.ferryman``), one per rule of its card text:
"Once during your turn, after gathering, you may ferry a player sitting next to you who has
gold or district cards in hand. They pay you the fare of their choice: 1 gold, or 1
district card from their hand."

The ``table`` fixture comes from the pytest plugin that citadels_rules installs; the pack
is found through its entry point (``pip install`` it first).
"""

from __future__ import annotations

from collections.abc import Callable

import citadels_rules as cr
from citadels_rules.testing import Table

PRESET = "classic_watermill"
FERRY = "fan.ferryman.ferry"
TableFactory = Callable[..., Table]


def ferries(state: cr.GameState) -> list[cr.Action]:
    """The Ferryman's ferry actions among the legal ones."""
    return [a for a in cr.legal_actions(state) if a.kind == "ability" and a.params["name"] == FERRY]


def targets(state: cr.GameState) -> set[int]:
    """The seats the Ferryman may ferry now."""
    return {a.params["target"] for a in ferries(state)}


def gathered(table: Table, seat: int = 0) -> cr.GameState:
    """The Ferryman's turn (held by ``seat``) just after taking 2 gold."""
    state = table.turn_of("fan.ferryman")
    return cr.apply(state, cr.Action("take_gold", actor=seat))


def ferry(state: cr.GameState, target: int) -> cr.GameState:
    """Seat 0, the Ferryman, ferries ``target``."""
    return cr.apply(state, cr.Action("ability", actor=0, name=FERRY, target=target))


def fare_options(state: cr.GameState) -> tuple[str, ...]:
    """The options of the pending fare decision."""
    assert state.pending is not None and state.pending.kind == "fan.ferryman.fare"
    return tuple(state.pending.options)


def four_players(table: TableFactory) -> Table:
    """4 players, seat 0 the Ferryman; neighbours 1 and 3 have gold and cards."""
    t = table(players=4, preset=PRESET, seed=1)
    t.seat(0, gold=0, hand=("temple",), character="fan.ferryman")
    t.seat(1, gold=3, hand=("manor", "market"), character="king")
    t.seat(2, gold=3, hand=("tavern",), character="bishop")
    t.seat(3, gold=3, hand=("castle",), character="warlord")
    return t


def test_not_before_gathering(table: TableFactory) -> None:
    """Rule "after gathering": nothing is offered before the gather action."""
    state = four_players(table).turn_of("fan.ferryman")
    assert state.current_player == 0
    assert ferries(state) == []


def test_after_gathering_at_any_time(table: TableFactory) -> None:
    """Rule "after gathering": offered once gathered, also after building."""
    state = gathered(four_players(table))
    assert targets(state) == {1, 3}
    state = cr.apply(state, cr.Action("build", actor=0, card="temple"))
    assert targets(state) == {1, 3}


def test_once_during_your_turn(table: TableFactory) -> None:
    """Rule "once during your turn": no second ferry once the fare is paid."""
    state = ferry(gathered(four_players(table)), 1)
    state = cr.apply(state, cr.Action("choose", actor=1, option="gold"))
    assert state.current_player == 0
    assert ferries(state) == []
    assert cr.Action("end_turn", actor=0) in cr.legal_actions(state)


def test_only_players_sitting_next_to_you(table: TableFactory) -> None:
    """Rule "a player sitting next to you": the seats on either side, not across."""
    state = gathered(four_players(table))
    assert 2 not in targets(state)
    assert targets(state) == {1, 3}


def test_both_others_in_a_three_player_game(table: TableFactory) -> None:
    """Rule "a player sitting next to you": with 3 players (method 3, two characters
    each), both other players sit next to you."""
    t = table(players=3, preset=PRESET, seed=1, variants=("three_player_method_3",))
    t.seat(0, character=("fan.ferryman", "king"))
    t.seat(1, gold=2, character=("bishop", "warlord"))
    t.seat(2, gold=2, character=("thief", "merchant"))
    assert targets(gathered(t)) == {1, 2}


def test_not_someone_without_gold_or_cards(table: TableFactory) -> None:
    """Rule "who has gold or district cards in hand": an empty-handed, penniless
    neighbour cannot be ferried; one with only gold or only cards can."""
    t = table(players=4, preset=PRESET, seed=1)
    t.seat(0, character="fan.ferryman")
    t.seat(1, gold=0, hand=(), character="king")
    t.seat(3, gold=0, hand=("castle",), character="warlord")
    assert targets(gathered(t)) == {3}
    t.seat(3, gold=1, hand=(), character="warlord")
    assert targets(gathered(t)) == {3}
    t.seat(3, gold=0, hand=(), character="warlord")
    assert ferries(gathered(t)) == []


def test_the_passenger_chooses_the_fare(table: TableFactory) -> None:
    """Rule "the fare of their choice": the ferried player decides, among 1 gold and each
    card of their hand; only they see the options."""
    state = ferry(gathered(four_players(table)), 1)
    assert state.current_player == 1
    assert set(fare_options(state)) == {"gold", "manor", "market"}
    hidden = cr.observe(state, 0).pending
    assert hidden is not None and hidden.options == ()
    chosen = {a.params["option"] for a in cr.legal_actions(state)}
    assert chosen == {"gold", "manor", "market"}


def test_fare_of_one_gold(table: TableFactory) -> None:
    """Rule "1 gold": the passenger gives the Ferryman 1 gold; the turn goes on."""
    state = ferry(gathered(four_players(table)), 3)
    state = cr.apply(state, cr.Action("choose", actor=3, option="gold"))
    assert state.players[3].gold == 3 - 1
    assert state.players[0].gold == 2 + 1
    assert state.pending is None and state.current_player == 0


def test_fare_of_one_district_card(table: TableFactory) -> None:
    """Rule "1 district card from their hand": the chosen card moves to the Ferryman's
    hand; no gold moves."""
    state = ferry(gathered(four_players(table)), 1)
    state = cr.apply(state, cr.Action("choose", actor=1, option="market"))
    assert state.players[1].hand == ("manor",)
    assert sorted(state.players[0].hand) == ["market", "temple"]
    assert (state.players[0].gold, state.players[1].gold) == (2, 3)


def test_fare_options_are_what_the_passenger_has(table: TableFactory) -> None:
    """Rule "1 gold, or 1 district card": no gold, no "gold" option; no cards, only gold.
    Duplicate cards are one option."""
    t = table(players=4, preset=PRESET, seed=1)
    t.seat(0, character="fan.ferryman")
    t.seat(1, gold=0, hand=("temple", "temple", "manor"), character="king")
    t.seat(3, gold=2, hand=(), character="warlord")
    state = gathered(t)
    assert fare_options(ferry(state, 1)) == ("manor", "temple")
    assert fare_options(ferry(state, 3)) == ("gold",)
