"""Scenario tests for the Dark City purple districts (preset ``dark_city``).

One test per rule of each of the 14 Dark City district texts (rules/districts.md "Dark
City set (old edition)", with rules/core.md C-2.2, C-2.3, C-11, C-12.5, C-14, C-15 and
rules/characters.md R8) and per FAQ ruling touching them in the dark_city preset
(rules/faq.md, "applies" column with D). Positions are built with ``Table``.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

import citadels_rules as cr
from citadels_rules.testing import Table

# -- helpers ---------------------------------------------------------------------------

DC_PURPLES = {
    # id: old-edition cost (districts.md overview, "Cost in use per preset")
    "armory": 3,
    "ballroom": 6,
    "bell_tower": 5,
    "factory": 6,
    "hospital": 6,
    "imperial_treasury": 4,
    "lighthouse": 3,
    "map_room": 5,
    "museum": 4,
    "park": 6,
    "poor_house": 5,
    "quarry": 5,
    "throne_room": 6,
    "wishing_well": 5,
}

SIX = ("manor", "temple", "tavern", "watchtower", "castle", "church")
SEVEN = (*SIX, "market")
EIGHT = (*SEVEN, "prison")


def _table(players: int = 5, **kw: Any) -> Table:
    return Table(players=players, preset="dark_city", seed=1, **kw)


def _bank(state: cr.GameState) -> int:
    """The bank (finite in dark_city: 30 coins, C-3.1)."""
    assert state.bank is not None
    return state.bank


def _act(state: cr.GameState, kind: str, actor: int, **params: object) -> cr.GameState:
    return cr.apply(state, cr.Action(kind, actor=actor, **params))


def _ability(state: cr.GameState, actor: int, name: str, **params: object) -> cr.GameState:
    return _act(state, "ability", actor, name=name, **params)


def _abilities(state: cr.GameState, name: str) -> list[cr.Action]:
    return [a for a in cr.legal_actions(state) if a.kind == "ability" and a.params["name"] == name]


def _names(state: cr.GameState) -> set[str]:
    """Ability names offered now."""
    return {a.params["name"] for a in cr.legal_actions(state) if a.kind == "ability"}


def _kinds(state: cr.GameState) -> set[str]:
    return {a.kind for a in cr.legal_actions(state)}


def _builds(state: cr.GameState) -> set[str]:
    return {a.params["card"] for a in cr.legal_actions(state) if a.kind == "build"}


def _targets(state: cr.GameState, name: str) -> set[tuple[int, str]]:
    return {(a.params["target"], a.params["district"]) for a in _abilities(state, name)}


def _exchanges(state: cr.GameState) -> set[tuple[int, str, str]]:
    """(target, district taken, own district given) of the Diplomat's offered exchanges."""
    actions = _abilities(state, "diplomat.exchange")
    return {(a.params["target"], a.params["district"], a.params["own"]) for a in actions}


def _city(state: cr.GameState, seat: int) -> tuple[str, ...]:
    return tuple(d.card for d in state.players[seat].city)


def _lines(score: cr.Score) -> dict[str, int]:
    return {line.label: line.points for line in score.lines}


def _armory(state: cr.GameState, actor: int, target: int, district: str) -> cr.GameState:
    return _ability(state, actor, "armory.destroy", target=target, district=district)


def _draw_keep_first(state: cr.GameState, seat: int) -> cr.GameState:
    state = _act(state, "draw", seat)
    assert state.pending is not None and state.pending.kind == "keep"
    return _act(state, "keep", seat, card=state.pending.options[0])


def _end_turn(state: cr.GameState) -> cr.GameState:
    """End the current turn: answer pending decisions with their first option, thank a
    Ball Room host, gather if ending is not offered yet, then ``end_turn``."""
    character = state.active_character
    while state.active_character == character and state.phase == "turns":
        legal = cr.legal_actions(state)
        if state.pending is not None:
            state = cr.apply(state, legal[0])
            continue
        ends = [a for a in legal if a.kind == "end_turn"]
        state = cr.apply(state, ends[0] if ends else legal[0])
    return state


def _advance_to(state: cr.GameState, character: str) -> cr.GameState:
    """End turns until ``character`` is the active character (same round)."""
    r = state.round
    while state.active_character != character:
        assert state.round == r and state.phase == "turns", "character not reached"
        state = _end_turn(state)
    return state


def _finish_round(state: cr.GameState) -> cr.GameState:
    """End every remaining turn of this round (the game may end)."""
    r = state.round
    while state.round == r and state.phase == "turns":
        if state.pending is not None and state.turn is None:
            state = cr.apply(state, cr.legal_actions(state)[0])
            continue
        state = _end_turn(state)
    return state


def _draft(state: cr.GameState) -> cr.GameState:
    """Play the draft with the first legal pick each time."""
    while state.phase == "draft":
        state = cr.apply(state, cr.legal_actions(state)[0])
    return state


def _all_cards(state: cr.GameState) -> Counter[str]:
    cards: Counter[str] = Counter(state.deck)
    for p in state.players:
        cards.update(p.hand)
        for d in p.city:
            cards[d.card] += 1
            cards.update(d.cards)
    return cards


# -- card data: costs and score values (districts.md overview, C-1.6) -------------------


@pytest.mark.parametrize("card", sorted(DC_PURPLES))
def test_dc_purple_build_price_is_old_cost(card: str) -> None:
    """districts.md overview ("old" cost column; dark_city uses the old cost) — each Dark
    City purple is built for its old-edition cost: offered with exactly that gold (all of
    it paid to the bank), not with one less."""
    cost = DC_PURPLES[card]
    t = _table()
    t.seat(0, gold=cost - 2, hand=(card,), character="magician")
    state = _act(t.turn_of("magician"), "take_gold", 0)
    assert state.players[0].gold == cost
    assert card in _builds(state)
    bank = _bank(state)
    state = _act(state, "build", 0, card=card)
    assert state.players[0].gold == 0
    assert state.bank == bank + cost
    assert _city(state, 0) == (card,)

    t = _table()
    t.seat(0, gold=cost - 3, hand=(card,), character="magician")
    state = _act(t.turn_of("magician"), "take_gold", 0)
    assert state.players[0].gold == cost - 1
    assert card not in _builds(state)


@pytest.mark.parametrize("card", sorted(DC_PURPLES))
def test_dc_purple_score_value_is_its_cost(card: str) -> None:
    """C-1.6 score value, C-15 item 1 — a Dark City purple district scores its cost (the
    bonus lines of the scoring cards are zero here: no gold, no hand, nothing under)."""
    t = _table()
    t.seat(0, gold=0, hand=(), city=(card,), character="magician")
    score = cr.scores(t.turn_of("magician"))[0]
    assert _lines(score)["districts"] == DC_PURPLES[card]
    assert score.total == DC_PURPLES[card]


# -- dc_district_limit_3 (000-gen-9, C-2.2, C-2.3) -----------------------------------------


def test_faq_000_gen_9_fourteen_purples_replace_fourteen_base_cards() -> None:
    """faq:000-gen-9 (C-2.2, dc_district_limit_3) — with all 14 Dark City purples, 14
    cards of the base deck are set aside first (AMBIGUOUS default: random base cards,
    in ``state.out``): the deck, hands included, stays 66 cards and holds every Dark
    City purple once."""
    state = cr.new_game(cr.GameConfig(players=5, preset="dark_city", seed=1))
    cards = _all_cards(state)
    assert sum(cards.values()) == 66
    assert len(state.out) == 14
    assert all(cards[c] == 1 for c in DC_PURPLES)
    assert not set(state.out) & set(DC_PURPLES)
    # Base deck (66) = in play + aside.
    base = cards.copy()
    for c in DC_PURPLES:
        del base[c]
    assert sum(base.values()) + len(state.out) == 66


def test_faq_000_gen_9_set_aside_cards_are_random() -> None:
    """faq:000-gen-9 (AMBIGUOUS default: the removed cards are random) — different seeds
    set different base cards aside."""
    asides = {
        tuple(sorted(cr.new_game(cr.GameConfig(players=5, preset="dark_city", seed=s)).out))
        for s in range(1, 6)
    }
    assert len(asides) > 1


def test_faq_000_gen_9_without_hospital_thirteen_set_aside() -> None:
    """faq:000-gen-9 with C-2.3 (N counted after the removals) — with the Witch at rank 1
    the Hospital is removed, so 13 Dark City purples are added and 13 base cards are set
    aside: still 66 cards."""
    config = cr.GameConfig(players=5, preset="dark_city", seed=1, characters=("witch",))
    state = cr.new_game(config)
    cards = _all_cards(state)
    assert cards["hospital"] == 0
    assert len(state.out) == 13
    assert sum(cards.values()) == 66


def test_dc_district_limit_3_off_adds_all_purples() -> None:
    """variants.md dc_district_limit_3 (switched off) — nothing is set aside: 66 + 14 = 80
    cards."""
    config = cr.GameConfig(
        players=5, preset="dark_city", seed=1, variants=("-dc_district_limit_3",)
    )
    state = cr.new_game(config)
    assert state.out == ()
    assert sum(_all_cards(state).values()) == 80


# -- armory ------------------------------------------------------------------------------


def test_armory_destroys_itself_and_target_without_payment() -> None:
    """districts.md armory — during your turn, destroy the Armory to destroy one district
    of another player: both leave their cities for the bottom of the deck (C-1.5), no
    gold is paid, and the turn goes on."""
    t = _table()
    t.seat(0, gold=3, hand=(), city=("armory", "temple"), character="magician")
    t.seat(1, gold=2, hand=(), city=("manor", "castle"), character="bishop")
    state = t.turn_of("magician")
    bank = _bank(state)
    deck = state.deck
    state = _armory(state, 0, 1, "castle")
    assert _city(state, 0) == ("temple",)
    assert _city(state, 1) == ("manor",)
    assert state.players[0].gold == 3
    assert state.bank == bank
    assert state.deck[: len(deck)] == deck
    assert Counter(state.deck[len(deck) :]) == Counter({"armory": 1, "castle": 1})
    assert state.active_character == "magician"
    assert "take_gold" in _kinds(state)
    assert "armory.destroy" not in _names(state)


def test_armory_usable_any_time_of_the_turn() -> None:
    """districts.md armory ("any time") — offered before gathering, after gathering and
    after building."""
    t = _table()
    t.seat(0, gold=1, hand=("temple",), city=("armory",), character="magician")
    t.seat(1, gold=2, hand=(), city=("manor",), character="bishop")
    state = t.turn_of("magician")
    assert _targets(state, "armory.destroy") == {(1, "manor")}
    state = _act(state, "take_gold", 0)
    assert _targets(state, "armory.destroy") == {(1, "manor")}
    state = _act(state, "build", 0, card="temple")
    assert _targets(state, "armory.destroy") == {(1, "manor")}
    state = _armory(state, 0, 1, "manor")
    assert _city(state, 0) == ("temple",)


def test_armory_not_offered_outside_owners_turn() -> None:
    """districts.md armory ("during your turn") — another player's turn offers no Armory
    destruction."""
    t = _table()
    t.seat(0, gold=2, hand=(), city=("manor",), character="magician")
    t.seat(1, gold=2, hand=(), city=("armory",), character="bishop")
    state = t.turn_of("magician")
    assert _abilities(state, "armory.destroy") == []
    with pytest.raises(cr.IllegalAction):
        _armory(state, 1, 0, "manor")


def test_faq_000_armory_1_destroys_bishops_district() -> None:
    """faq:000-armory-1 — the Armory may destroy a district of the (revealed, living)
    Bishop's player: the Bishop only resists rank-8 abilities."""
    t = _table()
    t.seat(0, gold=2, hand=(), city=("armory",), character="merchant")
    t.seat(1, gold=2, hand=(), city=("manor", "temple"), character="bishop")
    state = t.turn_of("merchant")
    assert (1, "manor") in _targets(state, "armory.destroy")
    state = _armory(state, 0, 1, "manor")
    assert _city(state, 1) == ("temple",)
    assert _city(state, 0) == ()


def test_faq_004_q6_warlord_uses_armory_on_bishop() -> None:
    """faq:004-Q6 — even a rank-8 character may use the Armory on the Bishop's district:
    the Warlord's own destroy cannot target it, the Armory can (and is free)."""
    t = _table()
    t.seat(0, gold=5, hand=(), city=("armory",), character="warlord")
    t.seat(1, gold=2, hand=(), city=("manor",), character="bishop")
    t.seat(2, gold=2, hand=(), city=("castle",), character="king")
    state = _act(t.turn_of("warlord"), "take_gold", 0)
    assert (1, "manor") not in _targets(state, "warlord.destroy")
    assert (2, "castle") in _targets(state, "warlord.destroy")
    assert (1, "manor") in _targets(state, "armory.destroy")
    state = _armory(state, 0, 1, "manor")
    assert _city(state, 1) == ()
    assert state.players[0].gold == 7
    assert state.active_character == "warlord"


def test_faq_000_armory_2_destroys_keep() -> None:
    """faq:000-armory-2 — the Armory may destroy a Keep: the Keep only resists the
    Warlord's ability."""
    t = _table()
    t.seat(0, gold=2, hand=(), city=("armory",), character="magician")
    t.seat(1, gold=2, hand=(), city=("keep", "manor"), character="bishop")
    state = t.turn_of("magician")
    assert (1, "keep") in _targets(state, "armory.destroy")
    state = _armory(state, 0, 1, "keep")
    assert _city(state, 1) == ("manor",)
    assert "keep" in state.deck[-2:]


def test_faq_004_q8_warlord_uses_armory_on_keep() -> None:
    """faq:004-Q8 — a rank-8 character may use the Armory on a Keep, which his own
    ability cannot destroy."""
    t = _table()
    t.seat(0, gold=5, hand=(), city=("armory",), character="warlord")
    t.seat(1, gold=2, hand=(), city=("keep", "manor"), character="magician")
    state = _act(t.turn_of("warlord"), "take_gold", 0)
    assert (1, "keep") not in _targets(state, "warlord.destroy")
    assert (1, "manor") in _targets(state, "warlord.destroy")
    state = _armory(state, 0, 1, "keep")
    assert _city(state, 1) == ("manor",)


def test_faq_000_armory_3_004_q9_not_own_districts() -> None:
    """faq:000-armory-3 (dark_city; TSV "another player's city") — the Armory cannot
    destroy a district of its owner's city."""
    t = _table()
    t.seat(0, gold=2, hand=(), city=("armory", "manor", "temple"), character="magician")
    t.seat(1, gold=2, hand=(), city=("castle",), character="bishop")
    state = t.turn_of("magician")
    assert _targets(state, "armory.destroy") == {(1, "castle")}
    with pytest.raises(cr.IllegalAction):
        _armory(state, 0, 0, "manor")


def test_faq_000_armory_4_004_q5_completed_city_keeps_flag_and_end() -> None:
    """faq:000-armory-4 (004-Q5 "formerly") — the Armory may destroy a district of a
    player with 8 districts; the game still ends this round and the victim keeps the
    completion bonus (+4)."""
    t = _table()
    t.seat(0, gold=2, hand=(), city=("armory",), character="magician")
    t.seat(1, gold=0, hand=(), city=EIGHT, character="bishop")
    state = t.turn_of("magician")
    assert state.players[1].completed == "first"
    assert (1, "castle") in _targets(state, "armory.destroy")
    state = _armory(state, 0, 1, "castle")
    assert len(state.players[1].city) == 7
    assert state.players[1].completed == "first"
    state = _finish_round(state)
    assert state.is_over
    assert state.round == 1
    assert _lines(cr.scores(state)[1]).get("first complete") == 4


def test_armory_no_great_wall_surcharge() -> None:
    """districts.md armory (R8.8) — the Great Wall surcharge does not apply: an Armory
    owner with no gold destroys a Great Wall owner's district and pays nothing."""
    t = _table()
    t.seat(0, gold=0, hand=(), city=("armory",), character="magician")
    t.seat(1, gold=2, hand=(), city=("great_wall", "manor"), character="bishop")
    state = t.turn_of("magician")
    bank = _bank(state)
    assert (1, "manor") in _targets(state, "armory.destroy")
    state = _armory(state, 0, 1, "manor")
    assert state.players[0].gold == 0
    assert state.players[1].gold == 2
    assert state.bank == bank
    assert _city(state, 1) == ("great_wall",)


def test_armory_does_not_trigger_graveyard() -> None:
    """districts.md armory / graveyard (AMBIGUOUS default) — a district destroyed by the
    Armory goes to the bottom of the deck; the Graveyard owner is not asked."""
    t = _table()
    t.seat(0, gold=2, hand=(), city=("armory",), character="magician")
    t.seat(1, gold=3, hand=(), city=("graveyard", "manor"), character="bishop")
    state = _armory(t.turn_of("magician"), 0, 1, "manor")
    assert state.pending is None
    assert state.current_player == 0
    assert state.players[1].hand == ()
    assert state.players[1].gold == 3
    assert "manor" in state.deck[-2:]


# -- ballroom ----------------------------------------------------------------------------


def _ballroom_table(**kw: Any) -> Table:
    """Seat 0 owns a Ball Room (built in an earlier round) and holds the crown."""
    t = _table(**kw)
    t.seat(0, gold=2, hand=(), city=("ballroom",), character="magician")
    t.crown(0)
    return t


def test_ballroom_other_player_must_thank_first() -> None:
    """districts.md ballroom — while its owner holds the crown, another player's revealed
    character is offered the thanks (``ballroom.thank``) beside the gathers and
    ``end_turn`` (the plain way not to thank), which lose the turn."""
    t = _ballroom_table()
    t.seat(1, gold=2, hand=("temple",), city=("manor",), character="bishop")
    state = t.turn_of("bishop")
    assert set(cr.legal_actions(state)) == {
        cr.Action("ability", actor=1, name="ballroom.thank"),
        cr.Action("end_turn", actor=1),
        cr.Action("take_gold", actor=1),
        cr.Action("draw", actor=1),
    }


@pytest.mark.parametrize("first", ["take_gold", "draw", "end_turn"])
def test_ballroom_any_other_first_action_ends_the_turn(first: str) -> None:
    """districts.md ballroom (Engine) — "any other first action ends the turn (the
    character is treated as having lost its turn)": the action is accepted and does
    nothing; the next rank is called."""
    t = _ballroom_table()
    t.seat(1, gold=2, hand=("temple",), city=("church",), character="bishop")
    t.seat(2, gold=2, hand=(), character="warlord")
    deck = t.turn_of("bishop").deck
    state = _act(t.turn_of("bishop"), first, 1)
    assert state.players[1].gold == 2 and state.players[1].hand == ("temple",)
    assert state.deck == deck and state.pending is None
    assert state.active_character == "warlord"


def test_ballroom_thanking_continues_the_turn() -> None:
    """districts.md ballroom — after the thanks the turn goes on normally (gather, income,
    build)."""
    t = _ballroom_table()
    t.seat(1, gold=2, hand=("temple",), city=("church",), character="bishop")
    state = _ability(t.turn_of("bishop"), 1, "ballroom.thank")
    assert state.active_character == "bishop"
    assert {"take_gold", "draw"} <= _kinds(state)
    assert "ballroom.thank" not in _names(state)
    state = _act(state, "take_gold", 1)
    state = _act(state, "income", 1)
    assert state.players[1].gold == 5
    state = _act(state, "build", 1, card="temple")
    assert _city(state, 1) == ("church", "temple")


def test_ballroom_not_thanking_loses_the_turn() -> None:
    """districts.md ballroom — a first action other than the thanks (``end_turn``) loses
    the turn: no gathering, and the next rank is called."""
    t = _ballroom_table()
    t.seat(1, gold=2, hand=("temple",), city=("church",), character="bishop")
    t.seat(2, gold=2, hand=(), character="warlord")
    state = _act(t.turn_of("bishop"), "end_turn", 1)
    assert state.players[1].gold == 2
    assert state.players[1].hand == ("temple",)
    assert _city(state, 1) == ("church",)
    assert state.active_character == "warlord"


def test_ballroom_owner_does_not_thank_himself() -> None:
    """districts.md ballroom ("another player's character") — the crown holder's own
    characters play normally."""
    t = _table()
    t.seat(0, gold=2, hand=(), city=("ballroom",), character="bishop")
    t.crown(0)
    state = t.turn_of("bishop")
    assert "ballroom.thank" not in _names(state)
    assert {"take_gold", "draw"} <= _kinds(state)


def test_ballroom_king_need_not_thank() -> None:
    """districts.md ballroom (AMBIGUOUS default) — another player's revealed King does not
    thank (it takes the crown on reveal); its holder plays normally."""
    t = _ballroom_table()
    t.seat(1, gold=2, hand=(), city=("manor",), character="king")
    state = t.turn_of("king")
    assert "ballroom.thank" not in _names(state)
    assert {"take_gold", "draw"} <= _kinds(state)


def test_ballroom_only_while_owner_holds_crown() -> None:
    """districts.md ballroom ("while you hold the crown") — with the crown elsewhere,
    nobody thanks the Ball Room's owner."""
    t = _table()
    t.seat(0, gold=2, hand=(), city=("ballroom",), character="magician")
    t.seat(1, gold=2, hand=(), character="bishop")
    t.crown(2)
    state = t.turn_of("bishop")
    assert "ballroom.thank" not in _names(state)
    assert {"take_gold", "draw"} <= _kinds(state)


def test_ballroom_robbery_resolves_before_lost_turn() -> None:
    """districts.md ballroom with C-9.1 (AMBIGUOUS default) — a robbed player who loses the
    turn to the Ball Room has still been robbed at the reveal."""
    t = _ballroom_table()
    t.seat(1, gold=4, hand=(), character="bishop")
    t.seat(2, gold=0, hand=(), character="thief")
    t.mark("bishop", "robbed")
    state = t.turn_of("bishop")
    assert state.players[1].gold == 0
    assert state.players[2].gold == 4
    state = _act(state, "end_turn", 1)
    assert state.players[2].gold == 4


def test_faq_004_q21_1_built_this_round_not_yet_effective() -> None:
    """faq:004-Q21 (1) — a Ball Room built while its owner holds the crown is effective only
    from the next round: this round nobody thanks; next round another player's revealed
    character (not the King) must thank."""
    t = _table()
    t.seat(0, gold=4, hand=("ballroom",), character="magician")
    t.seat(1, gold=2, hand=(), character="bishop")
    t.crown(0)
    state = _act(t.turn_of("magician"), "take_gold", 0)
    state = _act(state, "build", 0, card="ballroom")
    state = _end_turn(state)
    assert state.active_character == "bishop"
    assert "ballroom.thank" not in _names(state)
    assert "take_gold" in _kinds(state)
    state = _finish_round(state)
    assert state.round == 2
    assert state.crown == 0
    state = _draft(state)
    # The first revealed character of another player (not the King) must thank.
    while True:
        assert state.round == 2
        seat = state.current_player
        if seat != 0 and state.active_character != "king":
            break
        state = _end_turn(state)
    assert "ballroom.thank" in _names(state)
    assert {"ability", "end_turn", "take_gold", "draw"} <= _kinds(
        state
    )  # any other first action loses the turn


def test_faq_004_q21_2_owner_takes_crown_with_king() -> None:
    """faq:004-Q21 (2) — the Ball Room owner who takes the crown by revealing the King is
    thanked by every character revealed later this round; the characters revealed before
    (crown elsewhere) were not."""
    t = _table()
    t.seat(0, gold=2, hand=(), city=("ballroom",), character="king")
    t.seat(1, gold=2, hand=(), character="magician")
    t.seat(2, gold=2, hand=(), character="bishop")
    t.crown(3)
    state = t.turn_of("magician")
    assert "ballroom.thank" not in _names(state)
    state = _advance_to(state, "king")
    assert state.crown == 0
    state = _advance_to(state, "bishop")
    assert "ballroom.thank" in _names(state)
    assert {"ability", "end_turn", "take_gold", "draw"} <= _kinds(
        state
    )  # any other first action loses the turn


def test_faq_004_q21_3_killed_king_owner_thanked_next_round() -> None:
    """faq:004-Q21 (3) — the Ball Room owner's King is killed: the crown comes at the end of
    the round, and next round another player's revealed characters must thank."""
    t = _table()
    t.seat(0, gold=2, hand=(), city=("ballroom",), character="king")
    t.seat(1, gold=2, hand=(), character="assassin")
    t.seat(2, gold=2, hand=(), character="bishop")
    t.crown(3)
    t.mark("king", "killed")
    state = t.turn_of("bishop")
    assert state.crown == 3
    assert "ballroom.thank" not in _names(state)
    state = _finish_round(state)
    assert state.round == 2
    assert state.crown == 0
    state = _draft(state)
    while state.current_player == 0 or state.active_character == "king":
        state = _end_turn(state)
    assert state.round == 2
    assert "ballroom.thank" in _names(state)


def test_faq_004_q21_4_crown_from_emperor() -> None:
    """faq:004-Q21 (4) — the Ball Room owner who receives the crown from the Emperor is
    thanked by every character revealed later this round."""
    t = _table()
    t.seat(0, gold=2, hand=(), city=("ballroom",), character="magician")
    t.seat(1, gold=2, hand=(), character="emperor")
    t.seat(2, gold=2, hand=(), character="bishop")
    t.crown(3)
    state = t.turn_of("emperor")
    assert "ballroom.thank" not in _names(state)
    state = _act(state, "take_gold", 1)
    state = _ability(state, 1, "emperor.crown", target=0)
    if state.pending is not None:
        state = _act(state, "choose", 0, option="gold")
    assert state.crown == 0
    state = _advance_to(state, "bishop")
    assert "ballroom.thank" in _names(state)


def test_ballroom_auto_thanks_engine_option() -> None:
    """districts.md ballroom, engine option ``engine.ballroom_auto_thanks`` — the thanks are
    said automatically: the turn starts normally."""
    t = _ballroom_table(variants=("engine.ballroom_auto_thanks",))
    t.seat(1, gold=2, hand=(), character="bishop")
    state = t.turn_of("bishop")
    assert "ballroom.thank" not in _names(state)
    assert {"take_gold", "draw"} <= _kinds(state)


# -- bell_tower --------------------------------------------------------------------------


def _build_bell_tower(
    builder_city: tuple[str, ...] = (),
    others: dict[int, dict[str, object]] | None = None,
    **kw: Any,
) -> cr.GameState:
    """Seat 0's Magician has just built the Bell Tower (not announced yet)."""
    t = _table(**kw)
    t.seat(0, gold=5, hand=("bell_tower",), city=builder_city, character="magician")
    for seat, spec in (others or {}).items():
        t.seat(seat, **spec)  # type: ignore[arg-type]
    state = _act(t.turn_of("magician"), "take_gold", 0)
    return _act(state, "build", 0, card="bell_tower")


def test_bell_tower_announce_offered_right_after_build() -> None:
    """districts.md bell_tower — when its owner builds it, ``bell_tower.announce`` is
    offered (optional: ending the turn is offered too)."""
    state = _build_bell_tower()
    assert _abilities(state, "bell_tower.announce") == [
        cr.Action("ability", actor=0, name="bell_tower.announce")
    ]
    assert "end_turn" in _kinds(state)


def test_bell_tower_announce_only_at_that_moment() -> None:
    """districts.md bell_tower ("only at that moment") — once the builder does something
    else, the announcement is no longer offered; a Bell Tower already in the city offers
    none."""
    t = _table()
    t.seat(0, gold=3, hand=("bell_tower",), city=("manor",), character="king")
    state = _act(t.turn_of("king"), "take_gold", 0)
    state = _act(state, "build", 0, card="bell_tower")
    assert "bell_tower.announce" in _names(state)
    state = _act(state, "income", 0)
    assert "bell_tower.announce" not in _names(state)
    with pytest.raises(cr.IllegalAction):
        _ability(state, 0, "bell_tower.announce")

    t = _table()
    t.seat(0, gold=3, hand=(), city=("bell_tower",), character="magician")
    state = t.turn_of("magician")
    assert "bell_tower.announce" not in _names(state)
    state = _act(state, "take_gold", 0)
    assert "bell_tower.announce" not in _names(state)


def test_bell_tower_not_announced_has_no_effect() -> None:
    """districts.md bell_tower — not announced, it has no effect: a 7-district city is not
    complete, the game does not end and the Warlord may still target it."""
    seven = {
        1: {"gold": 2, "hand": (), "city": SEVEN, "character": "merchant"},
        2: {"gold": 5, "hand": (), "character": "warlord"},
    }
    state = _build_bell_tower(others=seven)
    state = _end_turn(state)
    assert not state.end_triggered
    assert state.players[1].completed is None
    state = _advance_to(state, "warlord")
    state = _act(state, "take_gold", 2)
    assert (1, "manor") in _targets(state, "warlord.destroy")
    state = _finish_round(state)
    assert not state.is_over
    assert state.round == 2


def test_faq_000_bell_tower_1_004_q73_seventh_district_ends_game() -> None:
    """faq:000-bell_tower-1, faq:004-Q73 — once announced, any player completing 7
    districts ends the game at the end of the round (compulsory)."""
    others = {1: {"gold": 5, "hand": ("palace",), "city": SIX, "character": "bishop"}}
    state = _build_bell_tower(others=others)
    state = _ability(state, 0, "bell_tower.announce")
    assert not state.end_triggered
    state = _advance_to(state, "bishop")
    state = _act(state, "take_gold", 1)
    state = _act(state, "build", 1, card="palace")
    assert len(state.players[1].city) == 7
    assert state.end_triggered
    assert state.players[1].completed == "first"
    state = _finish_round(state)
    assert state.is_over
    assert state.round == 1


def test_faq_000_bell_tower_2_004_q74_already_seven_ends_this_round() -> None:
    """faq:000-bell_tower-2, faq:004-Q74 — a player who already has 7 districts when the
    Bell Tower is announced ends the game at the end of this round."""
    others = {1: {"gold": 2, "hand": (), "city": SEVEN, "character": "bishop"}}
    state = _build_bell_tower(others=others)
    assert not state.end_triggered
    state = _ability(state, 0, "bell_tower.announce")
    assert state.end_triggered
    state = _finish_round(state)
    assert state.is_over
    assert state.round == 1


def test_faq_000_bell_tower_3_004_q75_seven_districts_get_completion_bonus() -> None:
    """faq:000-bell_tower-3, faq:004-Q75 — in a game ended through the Bell Tower, the
    7-district player scores the normal completion bonus (+4)."""
    others = {1: {"gold": 0, "hand": (), "city": SEVEN, "character": "bishop"}}
    state = _ability(_build_bell_tower(others=others), 0, "bell_tower.announce")
    state = _finish_round(state)
    assert state.is_over
    score = cr.scores(state)[1]
    assert _lines(score)["first complete"] == 4
    assert _lines(score)["districts"] == 14
    assert score.total == 14 + 4


def test_faq_000_bell_tower_4_004_q76_everyone_already_at_seven_gets_4() -> None:
    """faq:000-bell_tower-4, faq:004-Q76 — every player who already had 7 districts when
    the Bell Tower was built and announced gets +4 (several "first" flags)."""
    others = {
        1: {"gold": 0, "hand": (), "city": SEVEN, "character": "bishop"},
        2: {"gold": 0, "hand": (), "city": SEVEN, "character": "merchant"},
    }
    state = _ability(_build_bell_tower(others=others), 0, "bell_tower.announce")
    assert state.players[1].completed == "first"
    assert state.players[2].completed == "first"
    assert state.players[0].completed is None
    state = _finish_round(state)
    assert state.is_over
    for seat in (1, 2):
        assert _lines(cr.scores(state)[seat])["first complete"] == 4


def test_faq_000_bell_tower_4_builder_with_bell_tower_as_seventh_gets_4() -> None:
    """faq:000-bell_tower-4 (TSV "even if the Bell Tower is your 7th district") — its
    builder gets +4 when building it brought them exactly to 7, and the game ends this
    round."""
    state = _build_bell_tower(builder_city=SIX)
    assert len(state.players[0].city) == 7
    assert state.players[0].completed is None
    state = _ability(state, 0, "bell_tower.announce")
    assert state.players[0].completed == "first"
    assert state.end_triggered
    state = _finish_round(state)
    assert state.is_over
    assert _lines(cr.scores(state)[0])["first complete"] == 4


def test_faq_000_bell_tower_4_004_q76_later_seven_gets_2() -> None:
    """faq:000-bell_tower-4, faq:004-Q76 — a player completing 7 districts after the Bell
    Tower was built gets +2 (one already had 7 at the announcement: +4)."""
    others = {
        1: {"gold": 0, "hand": (), "city": SEVEN, "character": "magician"},
        2: {"gold": 5, "hand": ("palace",), "city": SIX, "character": "bishop"},
    }
    t = _table()
    t.seat(0, gold=5, hand=("bell_tower",), character="thief")
    for seat, spec in others.items():
        t.seat(seat, **spec)  # type: ignore[arg-type]
    state = _act(t.turn_of("thief"), "take_gold", 0)
    state = _act(state, "build", 0, card="bell_tower")
    state = _ability(state, 0, "bell_tower.announce")
    assert state.players[1].completed == "first"
    state = _advance_to(state, "bishop")
    state = _act(state, "take_gold", 2)
    state = _act(state, "build", 2, card="palace")
    assert state.players[2].completed == "complete"
    state = _finish_round(state)
    assert state.is_over
    assert _lines(cr.scores(state)[1])["first complete"] == 4
    assert _lines(cr.scores(state)[2])["complete"] == 2
    assert "first complete" not in _lines(cr.scores(state)[2])


def test_bell_tower_nobody_at_seven_first_afterwards_gets_4() -> None:
    """districts.md bell_tower (AMBIGUOUS default) — if nobody qualifies for +4 at the
    announcement, the first player to reach 7 afterwards gets +4 and later ones +2."""
    others = {
        1: {"gold": 5, "hand": ("palace",), "city": SIX, "character": "bishop"},
        2: {"gold": 5, "hand": ("fortress",), "city": SIX, "character": "merchant"},
    }
    state = _ability(_build_bell_tower(others=others), 0, "bell_tower.announce")
    assert [p.completed for p in state.players] == [None] * 5
    assert not state.end_triggered
    state = _advance_to(state, "bishop")
    state = _act(_act(state, "take_gold", 1), "build", 1, card="palace")
    assert state.players[1].completed == "first"
    state = _advance_to(state, "merchant")
    state = _act(_act(state, "take_gold", 2), "build", 2, card="fortress")
    assert state.players[2].completed == "complete"
    state = _finish_round(state)
    assert state.is_over
    assert _lines(cr.scores(state)[1])["first complete"] == 4
    assert _lines(cr.scores(state)[2])["complete"] == 2


def test_faq_000_bell_tower_5_004_q77_warlord_cannot_target_seven() -> None:
    """faq:000-bell_tower-5, faq:004-Q77 (R8.2.1) — with an announced Bell Tower the
    Warlord cannot target a player who has 7 districts; a smaller city stays a target."""
    others = {
        1: {"gold": 2, "hand": (), "city": SEVEN, "character": "merchant"},
        2: {"gold": 9, "hand": (), "character": "warlord"},
        3: {"gold": 2, "hand": (), "city": ("manor",), "character": "architect"},
    }
    state = _ability(_build_bell_tower(others=others), 0, "bell_tower.announce")
    state = _advance_to(state, "warlord")
    state = _act(state, "take_gold", 2)
    targets = _targets(state, "warlord.destroy")
    assert not any(seat == 1 for seat, _ in targets)
    assert (3, "manor") in targets
    with pytest.raises(cr.IllegalAction):
        _ability(state, 2, "warlord.destroy", target=1, district="temple")


def test_faq_004_q77_diplomat_cannot_target_seven() -> None:
    """faq:004-Q77 (= 000-bell_tower-5 for every rank-8 character) — with an announced Bell
    Tower the Diplomat cannot exchange with a 7-district city."""
    others = {
        1: {"gold": 2, "hand": (), "city": SEVEN, "character": "merchant"},
        2: {"gold": 9, "hand": (), "city": ("prison",), "character": "diplomat"},
        3: {"gold": 2, "hand": (), "city": ("manor",), "character": "architect"},
    }
    state = _ability(_build_bell_tower(others=others), 0, "bell_tower.announce")
    state = _advance_to(state, "diplomat")
    state = _act(state, "take_gold", 2)
    targets = _targets(state, "diplomat.exchange")
    assert not any(seat == 1 for seat, _ in targets)
    assert (3, "manor") in targets


def test_faq_004_q20_armory_still_hits_bell_tower_completed_city() -> None:
    """faq:004-Q20 (dark_city: rank-8 no, Armory yes; 000-armory-4) — a city completed
    through the Bell Tower is protected from the Warlord's ability but not from the
    Armory."""
    others = {
        1: {"gold": 2, "hand": (), "city": SEVEN, "character": "merchant"},
        2: {"gold": 9, "hand": (), "city": ("armory",), "character": "warlord"},
    }
    state = _ability(_build_bell_tower(others=others), 0, "bell_tower.announce")
    state = _advance_to(state, "warlord")
    state = _act(state, "take_gold", 2)
    assert not any(seat == 1 for seat, _ in _targets(state, "warlord.destroy"))
    assert (1, "castle") in _targets(state, "armory.destroy")
    state = _armory(state, 2, 1, "castle")
    assert len(state.players[1].city) == 6
    assert state.players[1].completed == "first"


def test_bell_tower_destroyed_threshold_back_to_8() -> None:
    """districts.md bell_tower — destroyed, the end returns to normal (8): the completion
    flag and the end trigger due only to the lower threshold are cancelled (AMBIGUOUS
    default), a 7-district city is a Warlord target again, and the game goes on."""
    others = {
        1: {"gold": 2, "hand": (), "city": SEVEN, "character": "merchant"},
        2: {"gold": 9, "hand": (), "city": ("armory",), "character": "warlord"},
    }
    state = _ability(_build_bell_tower(others=others), 0, "bell_tower.announce")
    assert state.end_triggered
    state = _advance_to(state, "warlord")
    state = _act(state, "take_gold", 2)
    state = _armory(state, 2, 0, "bell_tower")
    assert _city(state, 0) == ()
    assert state.players[1].completed is None
    assert not state.end_triggered
    assert (1, "manor") in _targets(state, "warlord.destroy")
    state = _finish_round(state)
    assert not state.is_over
    assert state.round == 2


def test_faq_000_bell_tower_6_short_game_removes_bell_tower() -> None:
    """faq:000-bell_tower-6 (dark_city: ``bell_tower_short_game_6`` off) — with the short
    game (7) the Bell Tower is not used: it is not in the deck."""
    config = cr.GameConfig(players=5, preset="dark_city", seed=1, variants=("short_game_7",))
    state = cr.new_game(config)
    cards = _all_cards(state)
    assert cards["bell_tower"] == 0
    assert "bell_tower" not in state.out
    assert cards["armory"] == 1


def test_faq_000_bell_tower_6_short_game_6_when_used() -> None:
    """faq:000-bell_tower-6 (``bell_tower_short_game_6``, offered in dark_city, off by
    default) — if the players use it with the short game, the Bell Tower stays in the deck
    and, announced, 6 districts end the game."""
    state = _build_bell_tower(
        others={1: {"gold": 2, "hand": (), "city": SIX, "character": "bishop"}},
        variants=("short_game_7", "bell_tower_short_game_6"),
    )
    state = _ability(state, 0, "bell_tower.announce")
    assert state.players[1].completed == "first"
    assert state.end_triggered


# -- factory -----------------------------------------------------------------------------


def test_factory_other_purple_costs_one_less() -> None:
    """districts.md factory — building another purple district costs its owner 1 gold
    less: a Library (6) is built for 5, the 1 saved stays in the stash."""
    t = _table()
    t.seat(0, gold=4, hand=("library",), city=("factory",), character="magician")
    state = _act(t.turn_of("magician"), "take_gold", 0)
    assert state.players[0].gold == 6
    bank = _bank(state)
    state = _act(state, "build", 0, card="library")
    assert state.players[0].gold == 1
    assert state.bank == bank + 5
    assert _city(state, 0) == ("factory", "library")

    t = _table()
    t.seat(0, gold=3, hand=("library", "map_room"), city=("factory",), character="magician")
    state = _act(t.turn_of("magician"), "take_gold", 0)
    assert state.players[0].gold == 5
    assert _builds(state) == {"library", "map_room"}


def test_factory_not_for_other_colours() -> None:
    """districts.md factory ("other purple districts") — a non-purple district costs its
    full price: a Palace (5) is not offered with 4 gold."""
    t = _table()
    t.seat(0, gold=2, hand=("palace", "keep"), city=("factory",), character="magician")
    state = _act(t.turn_of("magician"), "take_gold", 0)
    assert state.players[0].gold == 4
    assert _builds(state) == {"keep"}


def test_factory_only_for_its_owner() -> None:
    """districts.md factory ("costs you") — another player's Factory does not reduce your
    price: a Library costs 6."""
    t = _table()
    t.seat(0, gold=3, hand=("library",), character="magician")
    t.seat(1, gold=2, hand=(), city=("factory",), character="bishop")
    state = _act(t.turn_of("magician"), "take_gold", 0)
    assert state.players[0].gold == 5
    assert _builds(state) == set()


def test_factory_no_effect_on_rank8_payments() -> None:
    """districts.md factory ("No effect on rank-8 payments") — a Warlord owning a Factory
    pays the usual 6 − 1 = 5 to destroy a Library."""
    t = _table()
    t.seat(0, gold=2, hand=(), city=("factory",), character="warlord")
    t.seat(1, gold=2, hand=(), city=("library",), character="magician")
    state = _act(t.turn_of("warlord"), "take_gold", 0)
    assert state.players[0].gold == 4
    assert (1, "library") not in _targets(state, "warlord.destroy")

    t = _table()
    t.seat(0, gold=3, hand=(), city=("factory",), character="warlord")
    t.seat(1, gold=2, hand=(), city=("library",), character="magician")
    state = _act(t.turn_of("warlord"), "take_gold", 0)
    state = _ability(state, 0, "warlord.destroy", target=1, district="library")
    assert state.players[0].gold == 0
    assert _city(state, 1) == ()


# -- hospital ----------------------------------------------------------------------------


def _hospital_table(character: str, **seat: object) -> Table:
    """Seat 1 owns a Hospital and holds ``character``, killed by seat 0's Assassin."""
    t = _table()
    t.seat(0, gold=2, hand=(), character="assassin")
    spec: dict[str, object] = {"gold": 5, "hand": ("temple",), "city": ("hospital",)}
    spec.update(seat)
    t.seat(1, character=character, **spec)  # type: ignore[arg-type]
    t.mark(character, "killed")
    return t


def test_hospital_killed_holder_reveals_and_may_gather() -> None:
    """districts.md hospital — the killed character's holder who owns a Hospital still
    reveals it when called and may take the gather action."""
    state = _hospital_table("magician").turn_of("magician")
    assert state.current_player == 1
    assert state.active_character == "magician"
    assert {"take_gold", "draw"} <= _kinds(state)
    state = _act(state, "take_gold", 1)
    assert state.players[1].gold == 7


def test_hospital_no_build_no_power() -> None:
    """districts.md hospital — the killed Hospital owner may not build nor use the
    character's ability, before or after gathering."""
    state = _hospital_table("magician").turn_of("magician")
    assert not {n for n in _names(state) if n.startswith("magician.")}
    state = _act(state, "take_gold", 1)
    assert "build" not in _kinds(state)
    assert not {n for n in _names(state) if n.startswith("magician.")}
    with pytest.raises(cr.IllegalAction):
        _act(state, "build", 1, card="temple")


def test_hospital_no_income() -> None:
    """districts.md hospital ("no income either") — a killed Bishop with blue districts
    takes no income."""
    state = _hospital_table("bishop", city=("hospital", "temple", "church")).turn_of("bishop")
    state = _act(state, "take_gold", 1)
    assert "income" not in _kinds(state)
    with pytest.raises(cr.IllegalAction):
        _act(state, "income", 1)
    state = _end_turn(state)
    assert state.players[1].gold == 7


def test_hospital_no_automatic_character_gains() -> None:
    """districts.md hospital with C-17.5 — a killed Merchant gathering through the Hospital
    gets no +1 gold (a character power)."""
    state = _hospital_table("merchant", gold=0).turn_of("merchant")
    state = _act(state, "take_gold", 1)
    state = _end_turn(state)
    assert state.players[1].gold == 2


def test_hospital_district_abilities_allowed() -> None:
    """districts.md hospital (AMBIGUOUS default) — district abilities stay allowed: the
    killed owner may store a card under a Museum."""
    t = _hospital_table("magician", city=("hospital", "museum"))
    state = t.turn_of("magician")
    assert "museum.store" in _names(state)
    state = _ability(state, 1, "museum.store", card="temple")
    assert state.players[1].city[1].cards == ("temple",)


def test_hospital_poor_house_applies_at_end_of_turn() -> None:
    """districts.md hospital (AMBIGUOUS default; Poor House listed among the allowed
    district abilities) — a killed Hospital owner ending with 0 gold gets the Poor House's
    1 gold."""
    t = _hospital_table("magician", gold=0, city=("hospital", "poor_house"))
    state = _draw_keep_first(t.turn_of("magician"), 1)
    state = _end_turn(state)
    assert state.players[1].gold == 1


def test_hospital_killed_king_crown_passes_at_round_end() -> None:
    """districts.md hospital (AMBIGUOUS default, C-12.2) — a killed King whose holder gathers
    through the Hospital does not take the crown at the reveal; it passes at the end of the
    round."""
    t = _hospital_table("king")
    t.crown(3)
    state = t.turn_of("king")
    assert state.current_player == 1
    assert state.crown == 3
    state = _act(state, "take_gold", 1)
    state = _finish_round(state)
    assert state.round == 2
    assert state.crown == 1


def test_hospital_killed_bishop_still_unprotected() -> None:
    """districts.md hospital ("the character stays killed for everything else (no
    protection)") — a killed Bishop who gathers through the Hospital does not protect his
    city from the Warlord."""
    t = _hospital_table("bishop", city=("hospital", "manor"))
    t.seat(2, gold=5, hand=(), character="warlord")
    state = t.turn_of("bishop")
    state = _act(state, "take_gold", 1)
    state = _advance_to(state, "warlord")
    state = _act(state, "take_gold", 2)
    assert (1, "manor") in _targets(state, "warlord.destroy")


def test_hospital_without_it_killed_loses_turn() -> None:
    """districts.md hospital (C-10.1 contrast) — without a Hospital the killed character has
    no turn at all."""
    t = _table()
    t.seat(0, gold=2, hand=(), character="assassin")
    t.seat(1, gold=5, hand=("temple",), city=("manor",), character="magician")
    t.seat(2, gold=2, hand=(), character="bishop")
    t.mark("magician", "killed")
    with pytest.raises(cr.ConfigError):
        t.turn_of("magician")
    state = t.turn_of("bishop")
    assert state.players[1].gold == 5


def test_faq_000_hospital_1_not_with_witch() -> None:
    """faq:000-hospital-1 (C-2.3) — the Hospital is not used with the Witch: with the Witch
    at rank 1 it is not in the deck (nor set aside); with the Assassin it is."""
    for seed in (1, 2, 3):
        witch = cr.new_game(
            cr.GameConfig(players=5, preset="dark_city", seed=seed, characters=("witch",))
        )
        assert _all_cards(witch)["hospital"] == 0
        assert "hospital" not in witch.out
        assassin = cr.new_game(cr.GameConfig(players=5, preset="dark_city", seed=seed))
        assert _all_cards(assassin)["hospital"] == 1


def test_faq_000_hospital_1_naming_it_with_witch_is_config_error() -> None:
    """faq:000-hospital-1 (C-2.3) — asking for the Hospital in a Witch game is an invalid
    configuration; with the Assassin it is accepted."""
    with pytest.raises(cr.ConfigError):
        cr.new_game(
            cr.GameConfig(
                players=5,
                preset="dark_city",
                seed=1,
                characters=("witch",),
                districts=("hospital",),
            )
        )
    state = cr.new_game(
        cr.GameConfig(players=5, preset="dark_city", seed=1, districts=("hospital",))
    )
    assert _all_cards(state)["hospital"] == 1


# -- imperial_treasury, map_room ------------------------------------------------------


def test_imperial_treasury_one_point_per_gold() -> None:
    """districts.md imperial_treasury — +1 point per gold in the stash; gold on a district
    (Artist) does not count."""
    t = _table()
    t.seat(0, gold=5, hand=(), city=("imperial_treasury", ("manor", {"gold": 1})))
    score = cr.scores(t.build())[0]
    assert _lines(score)["imperial_treasury"] == 5
    assert score.total == sum(line.points for line in score.lines)

    t = _table()
    t.seat(0, gold=0, hand=(), city=("imperial_treasury",))
    assert _lines(cr.scores(t.build())[0])["imperial_treasury"] == 0


def test_imperial_treasury_only_its_owner() -> None:
    """districts.md imperial_treasury ("your stash") — another player's gold gives the
    owner nothing and the other player no line."""
    t = _table()
    t.seat(0, gold=0, hand=(), city=("imperial_treasury",))
    t.seat(1, gold=7, hand=(), city=("manor",))
    scores = cr.scores(t.build())
    assert _lines(scores[0])["imperial_treasury"] == 0
    assert "imperial_treasury" not in _lines(scores[1])
    assert scores[1].total == 3


def test_map_room_one_point_per_card_in_hand() -> None:
    """districts.md map_room — +1 point per card in the owner's hand."""
    t = _table()
    t.seat(0, gold=0, hand=("temple", "palace", "keep"), city=("map_room",))
    t.seat(1, gold=0, hand=("manor", "castle"), city=("manor",))
    scores = cr.scores(t.build())
    assert _lines(scores[0])["map_room"] == 3
    assert scores[0].total == 5 + 3
    assert "map_room" not in _lines(scores[1])


def test_map_room_cards_under_museum_not_in_hand() -> None:
    """districts.md museum ("Cards under it are not in your hand") with map_room — the Map
    Room counts the hand only; the Museum scores the cards under it."""
    t = _table()
    t.seat(
        0,
        gold=0,
        hand=("temple",),
        city=("map_room", ("museum", {"cards": ("tavern", "castle")})),
    )
    lines = _lines(cr.scores(t.build())[0])
    assert lines["map_room"] == 1
    assert lines["museum"] == 2


# -- lighthouse --------------------------------------------------------------------------


def _build_lighthouse() -> cr.GameState:
    t = _table()
    t.seat(0, gold=1, hand=("lighthouse",), character="magician")
    t.deck(("palace", "castle", "tavern"))
    state = _act(t.turn_of("magician"), "take_gold", 0)
    return _act(state, "build", 0, card="lighthouse")


def test_lighthouse_on_build_owner_chooses_from_deck() -> None:
    """districts.md lighthouse — when built, its owner searches the district deck: a
    ``lighthouse.take`` decision for that seat whose options are the deck's cards."""
    t = _table()
    t.seat(0, gold=1, hand=("lighthouse",), character="magician")
    state = _act(t.turn_of("magician"), "take_gold", 0)
    deck = state.deck
    state = _act(state, "build", 0, card="lighthouse")
    assert state.pending is not None
    assert state.pending.kind == "lighthouse.take"
    assert state.pending.seat == 0
    assert state.current_player == 0
    assert set(state.pending.options) == set(deck)
    assert {a.kind for a in cr.legal_actions(state)} == {"choose"}


def test_lighthouse_takes_card_into_hand_and_shuffles() -> None:
    """districts.md lighthouse — the chosen card goes into the owner's hand, then the deck
    (the other cards) is shuffled."""
    state = _build_lighthouse()
    deck = state.deck
    assert deck[:3] == ("palace", "castle", "tavern")
    assert "fortress" in deck
    state = _act(state, "choose", 0, option="fortress")
    assert state.players[0].hand == ("fortress",)
    assert Counter(state.deck) == Counter(deck) - Counter({"fortress": 1})
    rest = list(deck)
    rest.remove("fortress")
    assert list(state.deck) != rest
    assert state.pending is None
    assert state.active_character == "magician"


def test_lighthouse_search_hidden_from_others() -> None:
    """districts.md lighthouse with C-1.11 (the deck is hidden) — another seat's view does
    not show the deck cards offered to the Lighthouse's owner."""
    state = _build_lighthouse()
    view = cr.observe(state, 1)
    assert view.pending is not None
    assert "palace" not in tuple(view.pending.options)
    own = cr.observe(state, 0)
    assert own.pending is not None
    assert "palace" in tuple(own.pending.options)


def test_lighthouse_only_when_built() -> None:
    """districts.md lighthouse ("When you build it") — a Lighthouse already in the city asks
    nothing during its owner's turn."""
    t = _table()
    t.seat(0, gold=1, hand=("temple",), city=("lighthouse",), character="magician")
    state = _act(t.turn_of("magician"), "take_gold", 0)
    state = _act(state, "build", 0, card="temple")
    assert state.pending is None
    assert state.players[0].hand == ()


# -- museum ------------------------------------------------------------------------------


def test_museum_store_card_once_per_turn() -> None:
    """districts.md museum — on your turn (any time) you may place one card from your hand
    under the Museum, once per turn."""
    t = _table()
    t.seat(0, gold=2, hand=("temple", "palace"), city=("museum",), character="magician")
    state = t.turn_of("magician")
    assert {a.params["card"] for a in _abilities(state, "museum.store")} == {"temple", "palace"}
    state = _ability(state, 0, "museum.store", card="palace")
    assert state.players[0].hand == ("temple",)
    assert state.players[0].city[0].cards == ("palace",)
    assert _abilities(state, "museum.store") == []
    with pytest.raises(cr.IllegalAction):
        _ability(state, 0, "museum.store", card="temple")
    state = _act(state, "take_gold", 0)
    assert _abilities(state, "museum.store") == []


def test_museum_store_after_gathering() -> None:
    """districts.md museum ("on your turn") — also offered after gathering and building."""
    t = _table()
    t.seat(0, gold=0, hand=("temple", "palace"), city=("museum",), character="magician")
    state = _act(t.turn_of("magician"), "take_gold", 0)
    state = _act(state, "build", 0, card="temple")
    state = _ability(state, 0, "museum.store", card="palace")
    assert state.players[0].city[0].cards == ("palace",)
    assert state.players[0].hand == ()


def test_museum_one_point_per_card_under_it() -> None:
    """districts.md museum — at final scoring, +1 point per card under it (the cards under
    it score nothing else)."""
    t = _table()
    t.seat(0, gold=0, hand=(), city=(("museum", {"cards": ("palace", "castle", "temple")}),))
    score = cr.scores(t.build())[0]
    assert _lines(score) == {"districts": 4, "museum": 3}
    assert score.total == 7


def test_museum_contents_hidden_from_others() -> None:
    """districts.md museum ("face down") with C-1.11 — the contents under a Museum are
    hidden from the other players (their number is public); the owner sees them."""
    t = _table()
    t.seat(0, gold=2, hand=(), city=(("museum", {"cards": ("palace",)}),), character="magician")
    state = t.turn_of("magician")
    assert "palace" in tuple(cr.observe(state, 0).players[0].city[0].cards)
    assert "palace" not in tuple(cr.observe(state, 1).players[0].city[0].cards)


def test_faq_000_museum_1_warlord_pays_museum_value_only() -> None:
    """faq:000-museum-1 (R8.5) — the Warlord destroying a Museum with cards under it pays
    the Museum's own value: 4 − 1 = 3 (not offered with 2 gold)."""
    museum = ("museum", {"cards": ("palace", "castle")})
    t = _table()
    t.seat(0, gold=1, hand=(), character="warlord")
    t.seat(1, gold=2, hand=(), city=(museum,), character="magician")
    state = _act(t.turn_of("warlord"), "take_gold", 0)
    assert (1, "museum") in _targets(state, "warlord.destroy")
    state = _ability(state, 0, "warlord.destroy", target=1, district="museum")
    assert state.players[0].gold == 0

    t = _table()
    t.seat(0, gold=0, hand=(), character="warlord")
    t.seat(1, gold=2, hand=(), city=(museum,), character="magician")
    state = _act(t.turn_of("warlord"), "take_gold", 0)
    assert (1, "museum") not in _targets(state, "warlord.destroy")


def test_faq_004_q4_diplomat_difference_uses_museum_value_only() -> None:
    """faq:004-Q4 (dark_city: own value, as faq:000-museum-1) — the Diplomat exchanging a
    Manor (3) for a Museum (4) with two cards under it pays 1, not 3."""
    t = _table()
    t.seat(0, gold=0, hand=(), city=("manor",), character="diplomat")
    museum = ("museum", {"cards": ("palace", "castle")})
    t.seat(1, gold=0, hand=(), city=(museum,), character="magician")
    state = _act(t.turn_of("diplomat"), "take_gold", 0)
    assert state.players[0].gold == 2
    assert (1, "museum") in _targets(state, "diplomat.exchange")
    state = _ability(state, 0, "diplomat.exchange", target=1, district="museum", own="manor")
    assert state.players[0].gold == 1
    assert state.players[1].gold == 1


def test_faq_000_museum_2_destroyed_with_cards_to_bottom() -> None:
    """faq:000-museum-2, faq:004-Q4 — a Museum destroyed by the Warlord goes to the bottom
    of the deck together with the cards under it."""
    t = _table()
    t.seat(0, gold=5, hand=(), character="warlord")
    museum = ("museum", {"cards": ("palace", "castle")})
    t.seat(1, gold=2, hand=(), city=(museum, "temple"), character="magician")
    state = _act(t.turn_of("warlord"), "take_gold", 0)
    deck = state.deck
    state = _ability(state, 0, "warlord.destroy", target=1, district="museum")
    assert _city(state, 1) == ("temple",)
    assert state.players[1].hand == ()
    assert state.deck[: len(deck)] == deck
    assert Counter(state.deck[len(deck) :]) == Counter(["museum", "palace", "castle"])


def test_faq_000_museum_2_destroyed_by_armory_with_cards() -> None:
    """faq:000-museum-2 (all with Museum) — a Museum destroyed by the Armory also goes to
    the bottom of the deck with its cards."""
    t = _table()
    t.seat(0, gold=2, hand=(), city=("armory",), character="magician")
    museum = ("museum", {"cards": ("palace",)})
    t.seat(1, gold=2, hand=(), city=(museum,), character="bishop")
    state = t.turn_of("magician")
    deck = state.deck
    state = _armory(state, 0, 1, "museum")
    assert _city(state, 1) == ()
    assert state.deck[: len(deck)] == deck
    assert Counter(state.deck[len(deck) :]) == Counter(["armory", "museum", "palace"])


def test_faq_000_museum_3_diplomat_gets_cards_under_museum() -> None:
    """faq:000-museum-3, faq:004-Q4 — a Diplomat taking a Museum also gets the cards under
    it, which stay under the Museum (not in his hand); they score for him."""
    t = _table()
    t.seat(0, gold=2, hand=(), city=("manor",), character="diplomat")
    museum = ("museum", {"cards": ("palace", "castle")})
    t.seat(1, gold=0, hand=(), city=(museum,), character="magician")
    state = _act(t.turn_of("diplomat"), "take_gold", 0)
    state = _ability(state, 0, "diplomat.exchange", target=1, district="museum", own="manor")
    assert _city(state, 0) == ("museum",)
    assert Counter(state.players[0].city[0].cards) == Counter(["palace", "castle"])
    assert state.players[0].hand == ()
    assert _city(state, 1) == ("manor",)
    assert state.players[1].city[0].cards == ()
    assert _lines(cr.scores(state)[0])["museum"] == 2


# -- park ------------------------------------------------------------------------------


def test_park_empty_hand_at_end_of_turn_draws_2() -> None:
    """districts.md park — at the end of its owner's turn, with no card in hand, draw 2
    cards (the top two of the deck)."""
    t = _table()
    t.seat(0, gold=2, hand=(), city=("park",), character="magician")
    t.deck(("palace", "castle", "tavern"))
    state = _act(t.turn_of("magician"), "take_gold", 0)
    assert state.players[0].hand == ()
    state = _act(state, "end_turn", 0)
    assert Counter(state.players[0].hand) == Counter(["palace", "castle"])
    assert state.deck[0] == "tavern"


def test_park_hand_emptied_by_building() -> None:
    """districts.md park — the hand is checked at the end of the turn: emptied by building,
    it is refilled with 2 cards."""
    t = _table()
    t.seat(0, gold=0, hand=("temple",), city=("park",), character="magician")
    t.deck(("palace", "castle"))
    state = _act(t.turn_of("magician"), "take_gold", 0)
    state = _act(state, "build", 0, card="temple")
    state = _act(state, "end_turn", 0)
    assert Counter(state.players[0].hand) == Counter(["palace", "castle"])


def test_park_not_with_cards_in_hand() -> None:
    """districts.md park — with a card in hand nothing is drawn; players without a Park
    draw nothing either."""
    t = _table()
    t.seat(0, gold=2, hand=("temple",), city=("park",), character="magician")
    t.seat(1, gold=2, hand=(), city=("manor",), character="bishop")
    state = _act(_act(t.turn_of("magician"), "take_gold", 0), "end_turn", 0)
    assert state.players[0].hand == ("temple",)
    state = _act(_act(state, "take_gold", 1), "end_turn", 1)
    assert state.players[1].hand == ()


# -- poor_house ------------------------------------------------------------------------


def test_poor_house_no_gold_at_end_of_turn_gains_1() -> None:
    """districts.md poor_house — at the end of its owner's turn with 0 gold in the stash,
    gain 1 gold from the bank."""
    t = _table()
    t.seat(0, gold=0, hand=(), city=("poor_house",), character="magician")
    state = _draw_keep_first(t.turn_of("magician"), 0)
    bank = _bank(state)
    state = _act(state, "end_turn", 0)
    assert state.players[0].gold == 1
    assert state.bank == bank - 1


def test_poor_house_not_with_gold() -> None:
    """districts.md poor_house — with gold in the stash at the end of the turn, nothing."""
    t = _table()
    t.seat(0, gold=1, hand=(), city=("poor_house",), character="magician")
    state = _act(_draw_keep_first(t.turn_of("magician"), 0), "end_turn", 0)
    assert state.players[0].gold == 1


def test_poor_house_gold_on_districts_ignored() -> None:
    """districts.md poor_house ("gold on districts ignored") — an empty stash pays out even
    if gold lies on a beautified district."""
    t = _table()
    t.seat(0, gold=0, hand=(), city=("poor_house", ("manor", {"gold": 1})), character="magician")
    state = _act(_draw_keep_first(t.turn_of("magician"), 0), "end_turn", 0)
    assert state.players[0].gold == 1
    assert state.players[0].city[1].gold == 1


def test_poor_house_emptied_by_building() -> None:
    """districts.md poor_house — the stash is checked at the end of the turn: spent to 0 on
    a build, it gets 1 gold."""
    t = _table()
    t.seat(0, gold=1, hand=("manor",), city=("poor_house",), character="magician")
    state = _act(t.turn_of("magician"), "take_gold", 0)
    state = _act(_act(state, "build", 0, card="manor"), "end_turn", 0)
    assert state.players[0].gold == 1


def test_faq_000_poor_house_1_tax_collector_collects_first() -> None:
    """faq:000-poor_house-1 (C-11) — the Dark City Tax Collector collects before the Poor
    House pays: 1 gold left after building is taxed, then the Poor House gives 1."""
    t = _table()
    t.seat(0, gold=1, hand=("church",), city=("poor_house",), character="magician")
    t.seat(1, gold=2, hand=(), character="tax_collector")
    state = _act(t.turn_of("magician"), "take_gold", 0)
    state = _act(state, "build", 0, card="church")
    assert state.players[0].gold == 1
    state = _act(state, "end_turn", 0)
    assert state.players[1].gold == 3
    assert state.players[0].gold == 1


def test_faq_004_q3_poor_house_gold_never_taxed() -> None:
    """faq:004-Q3 — the Poor House gold is given after the tax is settled: a builder left
    with 0 gold pays no tax and keeps the Poor House's 1 gold."""
    t = _table()
    t.seat(0, gold=0, hand=("church",), city=("poor_house",), character="magician")
    t.seat(1, gold=2, hand=(), character="tax_collector")
    state = _act(t.turn_of("magician"), "take_gold", 0)
    state = _act(state, "build", 0, card="church")
    assert state.players[0].gold == 0
    state = _act(state, "end_turn", 0)
    assert state.players[0].gold == 1
    assert state.players[1].gold == 2


def test_poor_house_after_alchemist() -> None:
    """districts.md poor_house, C-11 (dark_city order, AMBIGUOUS default: Alchemist first)
    — an Alchemist who spent all his gold building gets it back first, so the Poor House
    gives nothing."""
    t = _table()
    t.seat(0, gold=1, hand=("manor",), city=("poor_house",), character="alchemist")
    state = _act(t.turn_of("alchemist"), "take_gold", 0)
    state = _act(state, "build", 0, card="manor")
    assert state.players[0].gold == 0
    state = _end_turn(state)
    assert state.players[0].gold == 3


def test_poor_house_not_for_killed_character() -> None:
    """C-10.1 with districts.md poor_house — a killed character (no Hospital) loses the
    turn-triggered Poor House."""
    t = _table()
    t.seat(0, gold=2, hand=(), character="assassin")
    t.seat(1, gold=0, hand=(), city=("poor_house",), character="magician")
    t.mark("magician", "killed")
    state = _finish_round(t.turn_of("assassin"))
    assert state.round == 2
    assert state.players[1].gold == 0


# -- quarry ----------------------------------------------------------------------------


def test_quarry_may_build_a_duplicate() -> None:
    """districts.md quarry — its owner may build a district whose name is already in the
    city."""
    t = _table()
    t.seat(0, gold=1, hand=("manor",), city=("quarry", "manor"), character="magician")
    state = _act(t.turn_of("magician"), "take_gold", 0)
    assert "manor" in _builds(state)
    state = _act(state, "build", 0, card="manor")
    assert _city(state, 0) == ("quarry", "manor", "manor")
    assert state.players[0].gold == 0


def test_quarry_needed_for_duplicates() -> None:
    """districts.md quarry (C-1.10 contrast) — without a Quarry, no duplicate is offered."""
    t = _table()
    t.seat(0, gold=1, hand=("manor",), city=("manor",), character="magician")
    state = _act(t.turn_of("magician"), "take_gold", 0)
    assert "manor" not in _builds(state)
    with pytest.raises(cr.IllegalAction):
        _act(state, "build", 0, card="manor")


def test_quarry_only_one_duplicate_at_a_time() -> None:
    """districts.md quarry (old rule, dark_city) — only one duplicate at any one time: with
    two Manors, neither a third Manor nor a second Temple is offered; a new name is."""
    t = _table()
    t.seat(
        0,
        gold=3,
        hand=("manor", "temple", "tavern"),
        city=("quarry", "manor", "manor", "temple"),
        character="magician",
    )
    state = _act(t.turn_of("magician"), "take_gold", 0)
    assert _builds(state) == {"tavern"}
    with pytest.raises(cr.IllegalAction):
        _act(state, "build", 0, card="temple")


def test_faq_000_quarry_1_destroyed_quarry_keeps_duplicates() -> None:
    """faq:000-quarry-1 — if the Quarry is destroyed, the duplicates already built stay."""
    t = _table()
    t.seat(0, gold=6, hand=(), character="warlord")
    t.seat(1, gold=2, hand=(), city=("quarry", "manor", "manor"), character="magician")
    state = _act(t.turn_of("warlord"), "take_gold", 0)
    state = _ability(state, 0, "warlord.destroy", target=1, district="quarry")
    assert _city(state, 1) == ("manor", "manor")


def test_faq_004_q14_quarry_destroyed_by_armory_keeps_duplicates() -> None:
    """faq:004-Q14 — destroying the Quarry (here with the Armory) does not destroy the
    duplicates; without it no further duplicate may be built."""
    t = _table()
    t.seat(0, gold=2, hand=(), city=("armory",), character="magician")
    t.seat(
        1,
        gold=2,
        hand=("temple",),
        city=("quarry", "manor", "manor", "temple"),
        character="bishop",
    )
    state = _armory(t.turn_of("magician"), 0, 1, "quarry")
    assert _city(state, 1) == ("manor", "manor", "temple")
    state = _advance_to(state, "bishop")
    state = _act(state, "take_gold", 1)
    assert "temple" not in _builds(state)


def test_faq_004_q15_quarry_diplomat_takes_duplicate_within_cap() -> None:
    """faq:004-Q15 (former rule; districts.md quarry: "within that cap you may also
    receive/take a duplicate via the Diplomat", faq:000-diplomat-2) — a Diplomat owning a
    Quarry may take a district identical to one of his; without the Quarry he may not."""
    t = _table()
    t.seat(0, gold=0, hand=(), city=("quarry", "manor", "temple"), character="diplomat")
    t.seat(1, gold=0, hand=(), city=("manor",), character="magician")
    state = _act(t.turn_of("diplomat"), "take_gold", 0)
    assert (1, "manor", "temple") in _exchanges(state)
    state = _ability(state, 0, "diplomat.exchange", target=1, district="manor", own="temple")
    assert Counter(_city(state, 0)) == Counter(["quarry", "manor", "manor"])
    assert _city(state, 1) == ("temple",)

    t = _table()
    t.seat(0, gold=0, hand=(), city=("manor", "temple"), character="diplomat")
    t.seat(1, gold=0, hand=(), city=("manor",), character="magician")
    state = _act(t.turn_of("diplomat"), "take_gold", 0)
    assert (1, "manor", "temple") not in _exchanges(state)
    assert (1, "manor", "manor") in _exchanges(state)


def test_faq_004_q15_quarry_diplomat_cap_no_third_copy() -> None:
    """faq:004-Q15 (dark_city: the former rule, within the card's one-duplicate cap) — a
    Diplomat whose city already holds a duplicate may take neither a second duplicated
    name nor a third copy."""
    t = _table()
    city = ("quarry", "manor", "manor", "temple", "castle")
    t.seat(0, gold=0, hand=(), city=city, character="diplomat")
    t.seat(1, gold=0, hand=(), city=("temple",), character="magician")
    state = _act(t.turn_of("diplomat"), "take_gold", 0)
    assert (1, "temple", "castle") not in _exchanges(state)
    assert (1, "temple", "temple") in _exchanges(state)

    t = _table()
    t.seat(0, gold=0, hand=(), city=("quarry", "manor", "manor", "temple"), character="diplomat")
    t.seat(1, gold=0, hand=(), city=("manor",), character="magician")
    state = _act(t.turn_of("diplomat"), "take_gold", 0)
    assert (1, "manor", "temple") not in _exchanges(state)
    with pytest.raises(cr.IllegalAction):
        _ability(state, 0, "diplomat.exchange", target=1, district="manor", own="temple")


# -- throne_room -----------------------------------------------------------------------


def test_throne_room_gold_when_king_takes_crown() -> None:
    """districts.md throne_room, C-12.5 — when the crown changes hands (another player's
    King revealed), the Throne Room's owner takes 1 gold from the bank."""
    t = _table()
    t.seat(0, gold=0, hand=(), city=("throne_room",), character="magician")
    t.seat(1, gold=2, hand=(), character="king")
    t.crown(2)
    state = t.turn_of("magician")
    assert state.players[0].gold == 0
    bank = _bank(state)
    state = _advance_to(state, "king")
    assert state.crown == 1
    assert state.players[0].gold == 1
    assert state.bank == bank - 1


def test_throne_room_owner_taking_crown_also_gains() -> None:
    """districts.md throne_room ("any cause", "changes holder") — the owner taking the crown
    himself with the King also gains 1 gold."""
    t = _table()
    t.seat(0, gold=0, hand=(), city=("throne_room",), character="king")
    t.crown(2)
    state = t.turn_of("king")
    assert state.crown == 0
    assert state.players[0].gold == 1


def test_throne_room_no_gold_if_crown_stays() -> None:
    """districts.md throne_room ("changes holder") — a King revealed by the crown holder
    does not move the crown: no gold."""
    t = _table()
    t.seat(0, gold=0, hand=(), city=("throne_room",), character="magician")
    t.seat(1, gold=2, hand=(), character="king")
    t.crown(1)
    state = _advance_to(t.turn_of("magician"), "king")
    assert state.crown == 1
    assert state.players[0].gold == 0


def test_throne_room_gold_when_emperor_moves_crown() -> None:
    """districts.md throne_room (any cause) — the Emperor giving the crown away pays the
    Throne Room's owner 1 gold."""
    t = _table()
    t.seat(0, gold=0, hand=(), city=("throne_room",), character="magician")
    t.seat(1, gold=2, hand=(), character="emperor")
    t.seat(2, gold=2, hand=(), character="bishop")
    t.crown(3)
    state = _act(t.turn_of("emperor"), "take_gold", 1)
    state = _ability(state, 1, "emperor.crown", target=2)
    assert state.crown == 2
    assert state.players[0].gold == 1


def test_throne_room_gold_when_killed_king_crown_passes() -> None:
    """districts.md throne_room with C-12.2 — the crown of a killed King passing at the end
    of the round also pays 1 gold."""
    t = _table()
    t.seat(0, gold=0, hand=(), city=("throne_room",), character="magician")
    t.seat(1, gold=2, hand=(), character="king")
    t.seat(2, gold=2, hand=(), character="assassin")
    t.mark("king", "killed")
    t.crown(3)
    state = t.turn_of("magician")
    state = _draw_keep_first(state, 0)
    state = _finish_round(state)
    assert state.round == 2
    assert state.crown == 1
    assert state.players[0].gold == 1


# -- wishing_well ----------------------------------------------------------------------


def test_wishing_well_one_point_per_other_purple() -> None:
    """districts.md wishing_well (old card) — +1 point per OTHER purple district in the
    owner's city (not itself, not other colours)."""
    t = _table()
    t.seat(0, gold=0, hand=(), city=("wishing_well", "keep", "park", "manor"))
    score = cr.scores(t.build())[0]
    assert _lines(score)["wishing_well"] == 2

    t = _table()
    t.seat(0, gold=0, hand=(), city=("wishing_well", "manor"))
    assert _lines(cr.scores(t.build())[0])["wishing_well"] == 0


def test_faq_000_wishing_well_1_haunted_quarter_other_colour_not_purple() -> None:
    """faq:000-wishing_well-1 (C-15.1) — a Haunted Quarter assigned another colour (here
    red, completing the five colours) is not purple and gives no Wishing Well point."""
    t = _table()
    t.seat(
        0, gold=0, hand=(), city=("wishing_well", "haunted_quarter", "manor", "temple", "tavern")
    )
    lines = _lines(cr.scores(t.build())[0])
    assert lines["five colours"] == 3
    assert lines["wishing_well"] == 0


def test_faq_004_q79_haunted_quarter_left_purple_counts() -> None:
    """faq:004-Q79 (with 004-Q16) — a Haunted Quarter left purple counts for the Wishing
    Well (+1); no five-colour bonus is possible anyway."""
    t = _table()
    t.seat(0, gold=0, hand=(), city=("wishing_well", "haunted_quarter", "manor"))
    score = cr.scores(t.build())[0]
    lines = _lines(score)
    assert lines["wishing_well"] == 1
    assert "five colours" not in lines
    assert score.total == 5 + 2 + 3 + 1


# -- Dark City district variants offered in the preset (off by default) -----------------


def test_armory_own_districts_variant() -> None:
    """variants.md armory_own_districts (off in dark_city; faq:004-Q9) — switched on, the
    Armory may also destroy one of its owner's other districts."""
    t = _table(variants=("armory_own_districts",))
    t.seat(0, gold=2, hand=(), city=("armory", "manor"), character="magician")
    t.seat(1, gold=2, hand=(), city=("castle",), character="bishop")
    state = t.turn_of("magician")
    assert _targets(state, "armory.destroy") == {(0, "manor"), (1, "castle")}
    state = _armory(state, 0, 0, "manor")
    assert _city(state, 0) == ()


def test_armory_protect_completed_variant() -> None:
    """variants.md armory_protect_completed (off in dark_city; faq:004-Q5 "now") — switched
    on, a completed city cannot be hit by the Armory."""
    t = _table(variants=("armory_protect_completed",))
    t.seat(0, gold=2, hand=(), city=("armory",), character="magician")
    t.seat(1, gold=0, hand=(), city=EIGHT, character="bishop")
    t.seat(2, gold=0, hand=(), city=("manor",), character="merchant")
    state = t.turn_of("magician")
    assert _targets(state, "armory.destroy") == {(2, "manor")}


def test_quarry_unlimited_variant() -> None:
    """variants.md quarry_unlimited (off in dark_city; R16) — switched on, a third copy and
    a second duplicated name may be built."""
    t = _table(variants=("quarry_unlimited",))
    t.seat(
        0,
        gold=3,
        hand=("manor", "temple"),
        city=("quarry", "manor", "manor", "temple"),
        character="magician",
    )
    state = _act(t.turn_of("magician"), "take_gold", 0)
    assert _builds(state) == {"manor", "temple"}


def test_wishing_well_counts_itself_variant() -> None:
    """variants.md wishing_well_counts_itself (off in dark_city; 2016 card) — switched on,
    the Wishing Well counts itself too."""
    t = _table(variants=("wishing_well_counts_itself",))
    t.seat(0, gold=0, hand=(), city=("wishing_well", "keep", "manor"))
    assert _lines(cr.scores(t.build())[0])["wishing_well"] == 2


def test_park_not_for_killed_character() -> None:
    """C-10.1 with districts.md park — a killed character (no Hospital) loses the
    turn-triggered Park draw."""
    t = _table()
    t.seat(0, gold=2, hand=(), character="assassin")
    t.seat(1, gold=2, hand=(), city=("park",), character="magician")
    t.mark("magician", "killed")
    state = _finish_round(t.turn_of("assassin"))
    assert state.round == 2
    assert state.players[1].hand == ()
