"""Scenario tests for the classic district cards (preset ``classic``).

One test per rule of a card's text (rules/districts.md §1 and "Classic set", with
rules/characters.md R8 and rules/core.md C-9, C-15) and per FAQ ruling that touches the
card in the classic preset (rules/faq.md). Positions are built with ``Table``.
"""

from __future__ import annotations

from collections import Counter

import pytest

import citadels_rules as cr
from citadels_rules.testing import Table

# -- helpers ---------------------------------------------------------------------------


def _table(players: int = 4) -> Table:
    return Table(players=players, preset="classic", seed=1)


def _abilities(state: cr.GameState, name: str) -> list[cr.Action]:
    return [a for a in cr.legal_actions(state) if a.kind == "ability" and a.params["name"] == name]


def _kinds(state: cr.GameState) -> set[str]:
    return {a.kind for a in cr.legal_actions(state)}


def _builds(state: cr.GameState) -> set[str]:
    return {a.params["card"] for a in cr.legal_actions(state) if a.kind == "build"}


def _destroy_targets(state: cr.GameState) -> set[tuple[int, str]]:
    actions = _abilities(state, "warlord.destroy")
    return {(a.params["target"], a.params["district"]) for a in actions}


def _city(state: cr.GameState, seat: int) -> tuple[str, ...]:
    return tuple(d.card for d in state.players[seat].city)


def _lines(score: cr.Score) -> dict[str, int]:
    return {line.label: line.points for line in score.lines}


def _act(state: cr.GameState, kind: str, actor: int, **params: object) -> cr.GameState:
    return cr.apply(state, cr.Action(kind, actor=actor, **params))


def _destroy(state: cr.GameState, actor: int, target: int, district: str) -> cr.GameState:
    return _act(state, "ability", actor, name="warlord.destroy", target=target, district=district)


def _warlord_after_gold(
    warlord_gold: int, seats: dict[int, dict[str, object]], *, warlord_seat: int = 0
) -> cr.GameState:
    """A 4-player position at the Warlord's turn, after he took 2 gold."""
    t = _table()
    t.seat(warlord_seat, gold=warlord_gold, hand=(), character="warlord")
    for seat, kw in seats.items():
        t.seat(seat, **kw)
    state = t.turn_of("warlord")
    return _act(state, "take_gold", warlord_seat)


# -- common districts (districts.md §1) -----------------------------------------------

COMMONS = {
    # id: (colour, cost, copies)
    "temple": ("blue", 1, 3),
    "church": ("blue", 2, 3),
    "monastery": ("blue", 3, 3),
    "cathedral": ("blue", 5, 2),
    "watchtower": ("red", 1, 3),
    "prison": ("red", 2, 3),
    "battlefield": ("red", 3, 3),
    "fortress": ("red", 5, 2),
    "manor": ("yellow", 3, 5),
    "castle": ("yellow", 4, 4),
    "palace": ("yellow", 5, 3),
    "tavern": ("green", 1, 5),
    "trading_post": ("green", 2, 3),
    "market": ("green", 2, 4),
    "docks": ("green", 3, 3),
    "harbor": ("green", 4, 3),
    "town_hall": ("green", 5, 2),
}

CLASSIC_PURPLES = {
    # id: (cost, score value, copies)
    "dragon_gate": (6, 8, 1),
    "graveyard": (5, 5, 1),
    "great_wall": (6, 6, 1),
    "haunted_quarter": (2, 2, 1),
    "keep": (3, 3, 2),
    "laboratory": (5, 5, 1),
    "library": (6, 6, 1),
    "observatory": (5, 5, 1),
    "school_of_magic": (6, 6, 1),
    "smithy": (5, 5, 1),
    "university": (6, 8, 1),
}

INCOME_OF = {"yellow": "king", "blue": "bishop", "green": "merchant", "red": "warlord"}


def _all_cards(state: cr.GameState) -> Counter[str]:
    cards: Counter[str] = Counter(state.deck)
    for p in state.players:
        cards.update(p.hand)
        cards.update(d.card for d in p.city)
    return cards


def test_districts_table_copies_in_classic_deck() -> None:
    """districts.md §1 + §2 (copies, C set) — the classic deck holds the 54 common cards
    in the listed numbers and the 12 classic purple cards (Keep ×2, the rest ×1)."""
    state = cr.new_game(cr.GameConfig(players=4, preset="classic", seed=3))
    cards = _all_cards(state)
    expected = {cid: copies for cid, (_, _, copies) in COMMONS.items()}
    expected |= {cid: copies for cid, (_, _, copies) in CLASSIC_PURPLES.items()}
    assert dict(cards) == expected
    assert sum(cards[c] for c in COMMONS) == 54
    assert sum(cards[c] for c in CLASSIC_PURPLES) == 12
    assert sum(cards.values()) == 66


@pytest.mark.parametrize("card", sorted(COMMONS))
def test_common_district_build_price_is_its_cost(card: str) -> None:
    """districts.md §1 cost column (C-9.3) — a common district is built for its cost: offered
    with exactly that much gold, not with one less; the gold goes to the bank."""
    _, cost, _ = COMMONS[card]
    t = _table()
    t.seat(0, gold=cost, hand=(card,), character="magician")
    state = _draw_keep_first(t.turn_of("magician"), 0)
    assert state.players[0].gold == cost
    assert card in _builds(state)
    bank = state.bank
    state = _act(state, "build", 0, card=card)
    assert state.players[0].gold == 0
    assert state.bank == bank + cost
    assert _city(state, 0) == (card,)

    t = _table()
    t.seat(0, gold=cost - 1, hand=(card,), character="magician")
    state = _draw_keep_first(t.turn_of("magician"), 0)
    assert state.players[0].gold == cost - 1
    assert card not in _builds(state)


def _draw_keep_first(state: cr.GameState, seat: int) -> cr.GameState:
    state = _act(state, "draw", seat)
    assert state.pending is not None and state.pending.kind == "keep"
    return _act(state, "keep", seat, card=state.pending.options[0])


@pytest.mark.parametrize("card", sorted(COMMONS))
def test_common_district_score_value_is_its_cost(card: str) -> None:
    """C-1.6 score value, C-15 item 1 — a common district scores its cost."""
    _, cost, _ = COMMONS[card]
    t = _table()
    t.seat(0, city=(card,), character="magician")
    score = cr.scores(t.turn_of("magician"))[0]
    assert score.total == cost
    assert _lines(score) == {"districts": cost}


@pytest.mark.parametrize("card", sorted(COMMONS))
def test_common_district_colour_gives_matching_income(card: str) -> None:
    """districts.md §1 colour column (C-9.6) — a common district gives 1 income to the
    character of its colour and nothing to the characters of the other colours."""
    colour, _, _ = COMMONS[card]
    for other_colour, character in INCOME_OF.items():
        t = _table()
        t.seat(1, gold=0, hand=(), city=(card,), character=character)
        state = t.turn_of(character)
        state = _act(state, "income", 1)
        assert state.players[1].gold == (1 if other_colour == colour else 0), character


# -- dragon_gate, university ----------------------------------------------------------

EIGHT_POINTERS = ("dragon_gate", "university")


@pytest.mark.parametrize("card", EIGHT_POINTERS)
def test_dragon_gate_university_cost_6_to_build(card: str) -> None:
    """districts.md dragon_gate / university (C-1.6) — costs 6 to build: offered with
    6 gold, which it takes entirely; not offered with 5."""
    t = _table()
    t.seat(0, gold=4, hand=(card,), character="magician")
    state = _act(t.turn_of("magician"), "take_gold", 0)
    assert card in _builds(state)
    state = _act(state, "build", 0, card=card)
    assert state.players[0].gold == 0
    assert _city(state, 0) == (card,)

    t = _table()
    t.seat(0, gold=3, hand=(card,), character="magician")
    state = _act(t.turn_of("magician"), "take_gold", 0)
    assert state.players[0].gold == 5
    assert card not in _builds(state)


@pytest.mark.parametrize("card", EIGHT_POINTERS)
def test_dragon_gate_university_score_8(card: str) -> None:
    """districts.md dragon_gate / university (C-1.6 score value) — worth 8 points at the
    end of the game, not its cost 6."""
    t = _table()
    t.seat(0, city=(card, "manor"), character="magician")
    score = cr.scores(t.turn_of("magician"))[0]
    assert _lines(score) == {"districts": 11}
    assert score.total == 11


@pytest.mark.parametrize("card", EIGHT_POINTERS)
def test_faq_000_university_dragon_gate_1_warlord_pays_5(card: str) -> None:
    """faq:000-university_dragon_gate-1 (also faq:004-Q17, R8.4) — the Warlord destroying
    the University or Dragon Gate pays 5 (cost 6 − 1), not 7."""
    state = _warlord_after_gold(
        3, {1: {"gold": 2, "hand": (), "city": (card,), "character": "magician"}}
    )
    assert state.players[0].gold == 5
    assert (1, card) in _destroy_targets(state)
    bank = state.bank
    state = _destroy(state, 0, 1, card)
    assert state.players[0].gold == 0
    assert state.bank == bank + 5
    assert _city(state, 1) == ()
    assert state.deck[-1] == card

    state = _warlord_after_gold(
        2, {1: {"gold": 2, "hand": (), "city": (card,), "character": "magician"}}
    )
    assert state.players[0].gold == 4
    assert (1, card) not in _destroy_targets(state)


# -- graveyard ------------------------------------------------------------------------


def _graveyard_position(graveyard_gold: int = 2) -> cr.GameState:
    """Warlord at seat 0 (7 gold after gathering); seat 1 owns a Graveyard and a Manor;
    seat 2 owns a Castle."""
    return _warlord_after_gold(
        5,
        {
            1: {
                "gold": graveyard_gold,
                "hand": (),
                "city": ("graveyard", "manor", "temple"),
                "character": "magician",
            },
            2: {"gold": 2, "hand": (), "city": ("castle",), "character": "king"},
        },
    )


def test_graveyard_take_pays_1_and_takes_destroyed_district_into_hand() -> None:
    """districts.md graveyard — when the Warlord destroys a district, its owner (here the
    Graveyard's owner) may pay 1 gold to the bank and take it into hand; the Warlord still
    pays the destroy cost. The decision is the Graveyard owner's (C-17.6)."""
    state = _graveyard_position()
    bank = state.bank
    state = _destroy(state, 0, 1, "manor")
    assert state.players[0].gold == 5  # 7 - (3 - 1)
    assert state.pending is not None
    assert state.pending.kind == "graveyard.take"
    assert state.pending.seat == 1
    assert state.current_player == 1
    assert set(cr.legal_actions(state)) == {
        cr.Action("choose", actor=1, option="take"),
        cr.Action("choose", actor=1, option="decline"),
    }
    deck_before = state.deck
    state = _act(state, "choose", 1, option="take")
    assert state.players[1].hand == ("manor",)
    assert state.players[1].gold == 1
    assert state.players[0].gold == 5
    assert state.bank == bank + 2 + 1
    assert _city(state, 1) == ("graveyard", "temple")
    assert state.deck == deck_before
    # The destroy ended the Warlord's turn (C-9.10), the last of the round.
    assert state.active_character is None
    assert state.round == 2


def test_graveyard_decline_sends_district_to_bottom_of_deck() -> None:
    """districts.md graveyard, C-1.5 — declining: the Graveyard owner keeps their gold and
    the destroyed district goes to the bottom of the deck."""
    state = _destroy(_graveyard_position(), 0, 1, "manor")
    deck_before = state.deck
    state = _act(state, "choose", 1, option="decline")
    assert state.players[1].gold == 2
    assert state.players[1].hand == ()
    assert state.deck == (*deck_before, "manor")


def test_graveyard_takes_another_players_destroyed_district() -> None:
    """districts.md graveyard — "a district (yours or another player's)": the Graveyard
    owner may take a district the Warlord destroyed in a third player's city."""
    state = _destroy(_graveyard_position(), 0, 2, "castle")
    assert state.players[0].gold == 4  # 7 - (4 - 1)
    assert state.pending is not None
    assert (state.pending.kind, state.pending.seat) == ("graveyard.take", 1)
    state = _act(state, "choose", 1, option="take")
    assert state.players[1].hand == ("castle",)
    assert state.players[1].gold == 1
    assert _city(state, 2) == ()
    assert state.players[2].hand == ()


def test_graveyard_not_offered_to_the_warlords_player() -> None:
    """districts.md graveyard — not usable by the player whose Warlord made the
    destruction: destroying another's district or his own, no decision; the card goes to
    the bottom of the deck."""
    for target, district in ((1, "manor"), (0, "temple")):
        t = _table()
        t.seat(0, gold=5, hand=(), city=("graveyard", "temple"), character="warlord")
        t.seat(1, gold=2, hand=(), city=("manor",), character="magician")
        state = _act(t.turn_of("warlord"), "take_gold", 0)
        deck_before = state.deck
        state = _destroy(state, 0, target, district)
        assert state.pending is None or state.pending.kind != "graveyard.take"
        assert state.players[0].hand == ()
        assert state.deck[: len(deck_before)] == deck_before
        assert state.deck[len(deck_before)] == district


def test_graveyard_cannot_save_itself() -> None:
    """districts.md graveyard (AMBIGUOUS default) — the Graveyard cannot save itself: when
    it is destroyed nobody is asked and it goes to the bottom of the deck."""
    state = _graveyard_position()
    deck_before = state.deck
    state = _destroy(state, 0, 1, "graveyard")
    assert state.players[0].gold == 3  # 7 - (5 - 1)
    assert state.pending is None or state.pending.kind != "graveyard.take"
    assert state.players[1].hand == ()
    assert state.players[1].gold == 2
    assert state.deck[: len(deck_before) + 1] == (*deck_before, "graveyard")


def test_graveyard_needs_one_gold() -> None:
    """districts.md graveyard — the owner must pay 1 gold: with none, no decision, the
    district goes to the bottom of the deck."""
    state = _graveyard_position(graveyard_gold=0)
    deck_before = state.deck
    state = _destroy(state, 0, 1, "manor")
    assert state.pending is None or state.pending.kind != "graveyard.take"
    assert state.players[1].hand == ()
    assert state.deck[: len(deck_before) + 1] == (*deck_before, "manor")


# -- great_wall -----------------------------------------------------------------------


def test_r8_3_faq_004_q69_great_wall_warlord_pays_one_more() -> None:
    """R8.3, faq:004-Q69 — destroying another district of a Great Wall owner costs the
    Warlord 1 more: a Manor costs 3 instead of 2 (not offered with 2 gold)."""
    seats = {1: {"gold": 2, "hand": (), "city": ("great_wall", "manor"), "character": "magician"}}
    state = _warlord_after_gold(1, seats)
    assert state.players[0].gold == 3
    assert (1, "manor") in _destroy_targets(state)
    bank = state.bank
    state = _destroy(state, 0, 1, "manor")
    assert state.players[0].gold == 0
    assert state.bank == bank + 3
    assert _city(state, 1) == ("great_wall",)

    state = _warlord_after_gold(0, seats)
    assert state.players[0].gold == 2
    assert (1, "manor") not in _destroy_targets(state)
    with pytest.raises(cr.IllegalAction):
        _destroy(state, 0, 1, "manor")


def test_great_wall_classic_not_on_itself() -> None:
    """districts.md great_wall (classic scope), R8.3 — the surcharge applies to the owner's
    OTHER districts: the Great Wall itself costs the Warlord 6 − 1 = 5."""
    seats = {1: {"gold": 2, "hand": (), "city": ("great_wall", "manor"), "character": "magician"}}
    state = _warlord_after_gold(3, seats)
    assert state.players[0].gold == 5
    assert (1, "great_wall") in _destroy_targets(state)
    state = _destroy(state, 0, 1, "great_wall")
    assert state.players[0].gold == 0
    assert _city(state, 1) == ("manor",)


def test_great_wall_surcharge_on_cost_1_district() -> None:
    """R8.3 (default: surcharge also when the base payment is 0) — a Temple of a Great
    Wall owner costs 0 + 1 = 1; a Temple elsewhere stays free."""
    t = _table()
    t.seat(0, gold=0, hand=(), character="warlord")
    t.seat(1, gold=2, hand=(), city=("great_wall", "temple"), character="magician")
    t.seat(2, gold=2, hand=(), city=("temple",), character="king")
    state = _draw_keep_first(t.turn_of("warlord"), 0)
    assert state.players[0].gold == 0
    targets = _destroy_targets(state)
    assert (2, "temple") in targets
    assert (1, "temple") not in targets

    t = _table()
    t.seat(0, gold=0, hand=(), character="warlord")
    t.seat(1, gold=2, hand=(), city=("great_wall", "temple"), character="magician")
    state = _act(t.turn_of("warlord"), "take_gold", 0)
    state = _destroy(state, 0, 1, "temple")
    assert state.players[0].gold == 1


def test_great_wall_only_protects_its_owners_city() -> None:
    """districts.md great_wall ("your other districts") — another player's Manor still
    costs the Warlord 2."""
    state = _warlord_after_gold(
        0,
        {
            1: {"gold": 2, "hand": (), "city": ("great_wall",), "character": "magician"},
            2: {"gold": 2, "hand": (), "city": ("manor",), "character": "king"},
        },
    )
    assert (2, "manor") in _destroy_targets(state)
    state = _destroy(state, 0, 2, "manor")
    assert state.players[0].gold == 0


# -- haunted_quarter ------------------------------------------------------------------


def _score_of_city(city: tuple[str, ...]) -> cr.Score:
    t = _table()
    t.seat(0, city=city, character="magician")
    return cr.scores(t.turn_of("magician"))[0]


def test_haunted_quarter_counts_as_missing_colour_at_scoring() -> None:
    """districts.md haunted_quarter, C-15 item 2, C-15.1 — at scoring it counts as the
    colour its owner lacks (red here), giving the five-colours +3."""
    score = _score_of_city(("manor", "temple", "tavern", "keep", "haunted_quarter"))
    assert _lines(score) == {"districts": 3 + 1 + 1 + 3 + 2, "five colours": 3}
    assert score.total == 13


def test_haunted_quarter_left_purple_when_purple_is_missing() -> None:
    """C-15.1 (best assignment for the owner) — as the only purple district it stays
    purple, completing the five colours."""
    score = _score_of_city(("manor", "temple", "tavern", "watchtower", "haunted_quarter"))
    assert _lines(score) == {"districts": 3 + 1 + 1 + 1 + 2, "five colours": 3}


def test_haunted_quarter_counts_as_one_colour_only() -> None:
    """districts.md haunted_quarter ("one colour of your choice") — it cannot fill two
    missing colours (red and blue): no five-colours bonus."""
    score = _score_of_city(("manor", "tavern", "keep", "haunted_quarter"))
    assert _lines(score) == {"districts": 3 + 1 + 3 + 2}
    assert score.total == 9


_SIX = ("manor", "temple", "tavern", "keep", "castle", "church")


def _finish_with_warlord_build(city: tuple[str, ...], card: str) -> cr.GameState:
    """Seat 0 (Warlord, the last rank) builds its 8th district ``card`` and ends the turn:
    the game ends with round 1 as the final round."""
    t = _table()
    t.seat(0, gold=3, hand=(card,), city=city, character="warlord")
    state = _act(t.turn_of("warlord"), "take_gold", 0)
    state = _act(state, "build", 0, card=card)
    state = _act(state, "end_turn", 0)
    assert state.is_over
    return state


def test_haunted_quarter_built_in_final_round_stays_purple() -> None:
    """districts.md haunted_quarter (classic: "You cannot use this ability if you built it
    during the last round of the game"), C-15 item 2 — built in the final round it stays
    purple: no five colours."""
    state = _finish_with_warlord_build((*_SIX, "market"), "haunted_quarter")
    hq = state.players[0].city[-1]
    assert (hq.card, hq.round) == ("haunted_quarter", state.round)
    score = cr.scores(state)[0]
    assert _lines(score) == {"districts": 3 + 1 + 1 + 3 + 4 + 2 + 2 + 2, "first complete": 4}
    assert score.total == 22


def test_haunted_quarter_built_before_final_round_counts_as_any_colour() -> None:
    """districts.md haunted_quarter, C-15 item 2 — one built in an earlier round still
    counts as any colour in the final scoring (red here: +3)."""
    state = _finish_with_warlord_build((*_SIX, "haunted_quarter"), "docks")
    assert state.players[0].city[-2].round < state.round
    score = cr.scores(state)[0]
    assert _lines(score) == {
        "districts": 3 + 1 + 1 + 3 + 4 + 2 + 2 + 3,
        "five colours": 3,
        "first complete": 4,
    }
    assert score.total == 26


def test_haunted_quarter_built_in_final_round_before_the_end_trigger_stays_purple() -> None:
    """districts.md haunted_quarter (classic) — the final round is the whole round in
    which the game ends: one built earlier in that round, before another player completes
    a city, stays purple."""
    t = _table()
    t.seat(
        1,
        gold=0,
        hand=("haunted_quarter",),
        city=("manor", "temple", "tavern", "keep"),
        character="magician",
    )
    t.seat(0, gold=3, hand=("docks",), city=(*_SIX, "market"), character="warlord")
    state = _act(t.turn_of("magician"), "take_gold", 1)
    state = _act(state, "build", 1, card="haunted_quarter")
    # Before the end is triggered it counts as red in the running score.
    assert "five colours" in _lines(cr.scores(state)[1])
    state = _act(state, "end_turn", 1)
    assert state.active_character == "warlord"
    state = _act(state, "take_gold", 0)
    state = _act(state, "build", 0, card="docks")
    state = _act(state, "end_turn", 0)
    assert state.is_over
    score = cr.scores(state)[1]
    assert _lines(score) == {"districts": 3 + 1 + 1 + 3 + 2}
    assert score.total == 10


def test_faq_004_q16_haunted_quarter_not_a_colour_for_income() -> None:
    """faq:004-Q16 — the Haunted Quarter is not a colour for income: a King with a Manor
    and a Haunted Quarter gets 1, a Warlord with a Watchtower and one gets 1."""
    for character, district in (("king", "manor"), ("warlord", "watchtower")):
        t = _table()
        t.seat(1, gold=0, hand=(), city=(district, "haunted_quarter"), character=character)
        state = _act(t.turn_of(character), "income", 1)
        assert state.players[1].gold == 1, character


# -- keep -----------------------------------------------------------------------------


def test_faq_004_q70_warlord_cannot_destroy_another_players_keep() -> None:
    """faq:004-Q70 (= faq:000-keep-1 extended to every rank-8 character), R8.2.2,
    districts.md keep — "The Keep cannot be destroyed by the Warlord": never offered, and
    refused by hand; the owner's other districts stay targetable."""
    state = _warlord_after_gold(
        10,
        {
            1: {"gold": 2, "hand": (), "city": ("keep", "manor"), "character": "magician"},
        },
    )
    targets = _destroy_targets(state)
    assert (1, "keep") not in targets
    assert (1, "manor") in targets
    with pytest.raises(cr.IllegalAction):
        _destroy(state, 0, 1, "keep")
    assert _city(state, 1) == ("keep", "manor")


def test_r8_2_warlord_cannot_destroy_his_own_keep() -> None:
    """R8.2.2 (TSV "The Keep cannot be destroyed by the Warlord"; own included) — the
    Warlord cannot destroy the Keep in his own city either (his other districts he can,
    faq:000-warlord-3)."""
    t = _table()
    t.seat(0, gold=10, hand=(), city=("keep", "manor"), character="warlord")
    state = _act(t.turn_of("warlord"), "take_gold", 0)
    targets = _destroy_targets(state)
    assert (0, "keep") not in targets
    assert (0, "manor") in targets
    with pytest.raises(cr.IllegalAction):
        _destroy(state, 0, 0, "keep")


def test_keep_two_copies_both_protected() -> None:
    """districts.md keep (2 copies in classic) — each of the two Keeps resists the
    Warlord."""
    state = _warlord_after_gold(
        10,
        {
            1: {"gold": 2, "hand": (), "city": ("keep",), "character": "magician"},
            2: {"gold": 2, "hand": (), "city": ("keep", "temple"), "character": "king"},
        },
    )
    assert _destroy_targets(state) == {(2, "temple")}


# -- laboratory -----------------------------------------------------------------------


def _lab_position(seat_hand: tuple[str, ...] = ("manor", "tavern")) -> cr.GameState:
    t = _table()
    t.seat(0, gold=1, hand=seat_hand, city=("laboratory",), character="magician")
    return t.turn_of("magician")


def test_laboratory_discard_one_card_for_one_gold() -> None:
    """districts.md laboratory (classic: 1 gold), C-1.4 — discard a card from hand: it goes
    to the bottom of the deck and the owner gets 1 gold from the bank."""
    state = _lab_position()
    offered = {a.params["card"] for a in _abilities(state, "laboratory.discard")}
    assert offered == {"manor", "tavern"}
    bank, deck = state.bank, state.deck
    state = _act(state, "ability", 0, name="laboratory.discard", card="manor")
    assert state.players[0].gold == 2
    assert state.bank == bank - 1
    assert state.players[0].hand == ("tavern",)
    assert state.deck == (*deck, "manor")


def test_laboratory_once_per_turn() -> None:
    """districts.md laboratory ("once per turn") — after one use it is no longer offered
    and a second use is refused."""
    state = _act(_lab_position(), "ability", 0, name="laboratory.discard", card="manor")
    assert _abilities(state, "laboratory.discard") == []
    with pytest.raises(cr.IllegalAction):
        _act(state, "ability", 0, name="laboratory.discard", card="tavern")
    state = _act(state, "take_gold", 0)
    assert _abilities(state, "laboratory.discard") == []


def test_laboratory_any_time_and_not_a_gather() -> None:
    """districts.md conventions (C-9.8) — usable before gathering, and it is not the gather
    action: taking gold or drawing is still offered (and also after gathering)."""
    state = _lab_position()
    assert _abilities(state, "laboratory.discard")
    state = _act(state, "ability", 0, name="laboratory.discard", card="tavern")
    assert {"take_gold", "draw"} <= _kinds(state)

    state = _act(_lab_position(), "take_gold", 0)
    assert _abilities(state, "laboratory.discard")
    state = _act(state, "ability", 0, name="laboratory.discard", card="tavern")
    assert state.players[0].gold == 1 + 2 + 1


def test_laboratory_once_per_turn_of_each_character() -> None:
    """districts.md conventions ("once per turn of each character the owner plays") — in a
    2-player game the owner may use it again in the turn of their second character."""
    t = _table(players=2)
    t.seat(
        0, gold=0, hand=("manor", "tavern"), city=("laboratory",), character=("magician", "bishop")
    )
    t.seat(1, gold=2, hand=(), character=("thief", "king"))
    state = t.turn_of("magician")
    state = _act(state, "ability", 0, name="laboratory.discard", card="manor")
    state = _act(state, "take_gold", 0)
    state = _act(state, "end_turn", 0)
    assert state.active_character == "king"
    state = _act(state, "take_gold", 1)
    state = _act(state, "end_turn", 1)
    assert state.active_character == "bishop"
    assert state.current_player == 0
    assert [a.params["card"] for a in _abilities(state, "laboratory.discard")] == ["tavern"]
    state = _act(state, "ability", 0, name="laboratory.discard", card="tavern")
    assert state.players[0].gold == 1 + 2 + 1


def test_laboratory_works_only_for_its_owner() -> None:
    """districts.md ("A district's ability works only while it is in the owner's city") —
    another player's Laboratory gives the acting player nothing."""
    t = _table()
    t.seat(0, gold=1, hand=("manor",), character="magician")
    t.seat(1, gold=1, hand=("tavern",), city=("laboratory",), character="king")
    state = t.turn_of("magician")
    assert _abilities(state, "laboratory.discard") == []
    with pytest.raises(cr.IllegalAction):
        _act(state, "ability", 0, name="laboratory.discard", card="manor")


def test_laboratory_needs_a_card_in_hand() -> None:
    """districts.md laboratory — with an empty hand there is nothing to discard."""
    assert _abilities(_lab_position(seat_hand=()), "laboratory.discard") == []


# -- library --------------------------------------------------------------------------


def _drawing_position(city: tuple[str, ...], deck: tuple[str, ...], **seat: object) -> cr.GameState:
    t = _table()
    t.seat(0, gold=seat.pop("gold", 0), hand=seat.pop("hand", ()), city=city, character="magician")
    t.deck(deck)
    return _act(t.turn_of("magician"), "draw", 0)


def test_library_keeps_both_drawn_cards() -> None:
    """districts.md library (classic: keep 2) — drawing with a Library: 2 cards drawn,
    both kept, nothing goes under the deck."""
    state = _drawing_position(("library",), ("tavern", "market", "temple"))
    assert state.pending is not None
    assert state.pending.kind == "keep"
    assert state.pending.options == ("tavern", "market")
    deck_tail = state.deck[2:]
    state = _act(state, "keep", 0, card="market")
    assert state.pending is not None and state.pending.kind == "keep"
    assert state.pending.options == ("tavern",)
    state = _act(state, "keep", 0, card="tavern")
    assert state.pending is None
    assert sorted(state.players[0].hand) == ["market", "tavern"]
    assert state.deck == deck_tail
    assert {"take_gold", "draw", "keep"}.isdisjoint(_kinds(state))


def test_faq_000_library_observatory_1_draw_3_keep_2() -> None:
    """faq:000-library_observatory-1 (= faq:004-Q10, classic: old rule) — with Library and
    Observatory: draw 3, keep 2, the third goes to the bottom of the deck."""
    state = _drawing_position(("library", "observatory"), ("tavern", "market", "temple"))
    assert state.pending is not None and state.pending.kind == "keep"
    assert state.pending.options == ("tavern", "market", "temple")
    deck_tail = state.deck[3:]
    state = _act(state, "keep", 0, card="temple")
    assert state.pending is not None and state.pending.kind == "keep"
    assert state.pending.options == ("tavern", "market")
    state = _act(state, "keep", 0, card="tavern")
    assert state.pending is None
    assert sorted(state.players[0].hand) == ["tavern", "temple"]
    assert state.deck == (*deck_tail, "market")


def test_faq_000_library_observatory_2_library_built_this_turn_not_used() -> None:
    """faq:000-library_observatory-2 (= faq:004-Q68) — the Library cannot be built and used
    in the same gather: building is offered only after gathering, so the draw keeps 1."""
    t = _table()
    t.seat(0, gold=6, hand=("library",), character="magician")
    t.deck(("tavern", "market", "temple"))
    state = t.turn_of("magician")
    assert "build" not in _kinds(state)
    with pytest.raises(cr.IllegalAction):
        _act(state, "build", 0, card="library")
    state = _act(state, "draw", 0)
    assert state.pending is not None and state.pending.options == ("tavern", "market")
    state = _act(state, "keep", 0, card="tavern")
    assert state.pending is None
    assert state.players[0].hand == ("library", "tavern")
    state = _act(state, "build", 0, card="library")
    assert _city(state, 0) == ("library",)
    assert state.players[0].hand == ("tavern",)
    assert "draw" not in _kinds(state)
    assert "keep" not in _kinds(state)


def test_library_works_only_for_its_owner() -> None:
    """districts.md ("works only while it is in the owner's city") — another player's
    Library does not let the drawing player keep 2."""
    t = _table()
    t.seat(0, gold=0, hand=(), character="magician")
    t.seat(1, gold=0, hand=(), city=("library",), character="king")
    t.deck(("tavern", "market", "temple"))
    state = _act(t.turn_of("magician"), "draw", 0)
    deck_tail = state.deck[2:]
    state = _act(state, "keep", 0, card="market")
    assert state.pending is None
    assert state.players[0].hand == ("market",)
    assert state.deck == (*deck_tail, "tavern")


def test_library_does_not_change_taking_gold() -> None:
    """districts.md library ("When your gather action is draw cards") — taking gold with a
    Library still gives exactly 2 gold and no card."""
    t = _table()
    t.seat(0, gold=0, hand=(), city=("library",), character="magician")
    state = _act(t.turn_of("magician"), "take_gold", 0)
    assert state.pending is None
    assert state.players[0].gold == 2
    assert state.players[0].hand == ()


# -- observatory ----------------------------------------------------------------------


def test_observatory_draw_3_keep_1_others_to_bottom() -> None:
    """districts.md observatory — draw 3 instead of 2, keep 1, the other 2 go to the
    bottom of the deck (in the order drawn)."""
    state = _drawing_position(("observatory",), ("tavern", "market", "temple", "manor"))
    assert state.pending is not None and state.pending.kind == "keep"
    assert state.pending.options == ("tavern", "market", "temple")
    deck_tail = state.deck[3:]
    assert deck_tail[0] == "manor"
    state = _act(state, "keep", 0, card="market")
    assert state.pending is None
    assert state.players[0].hand == ("market",)
    assert state.deck == (*deck_tail, "tavern", "temple")


def test_faq_000_library_observatory_2_observatory_built_this_turn_not_used() -> None:
    """faq:000-library_observatory-2 (= faq:004-Q68) — an Observatory built this turn does
    not change this turn's draw (2 cards), which comes before building."""
    t = _table()
    t.seat(0, gold=5, hand=("observatory",), character="magician")
    t.deck(("tavern", "market", "temple"))
    state = t.turn_of("magician")
    assert "build" not in _kinds(state)
    state = _act(state, "draw", 0)
    assert state.pending is not None and state.pending.options == ("tavern", "market")
    state = _act(state, "keep", 0, card="market")
    state = _act(state, "build", 0, card="observatory")
    assert _city(state, 0) == ("observatory",)
    assert state.players[0].hand == ("market",)
    assert {"draw", "keep"}.isdisjoint(_kinds(state))


def test_observatory_works_only_for_its_owner() -> None:
    """districts.md ("works only while it is in the owner's city") — another player's
    Observatory does not make the drawing player draw 3."""
    t = _table()
    t.seat(0, gold=0, hand=(), character="magician")
    t.seat(1, gold=0, hand=(), city=("observatory",), character="king")
    t.deck(("tavern", "market", "temple"))
    state = _act(t.turn_of("magician"), "draw", 0)
    assert state.pending is not None and state.pending.options == ("tavern", "market")


# -- school_of_magic ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("character", "district"),
    [("king", "manor"), ("bishop", "temple"), ("merchant", "tavern"), ("warlord", "watchtower")],
)
def test_school_of_magic_counts_as_income_colour(character: str, district: str) -> None:
    """districts.md school_of_magic, C-9.6, C-17.5 — for income it counts as the
    character's colour: one district of that colour + School of Magic gives 2."""
    t = _table()
    t.seat(1, gold=0, hand=(), city=(district, "school_of_magic"), character=character)
    state = t.turn_of(character)
    bank = state.bank
    state = _act(state, "income", 1)
    assert state.players[1].gold == 2
    assert state.bank == bank - 2


def test_faq_004_q16_school_of_magic_stays_purple_at_scoring() -> None:
    """faq:004-Q16 — the School of Magic is for income only: at scoring it is purple (it
    completes the five colours as the purple, but cannot stand in for red)."""
    with_red = _score_of_city(("manor", "temple", "tavern", "watchtower", "school_of_magic"))
    assert _lines(with_red) == {"districts": 3 + 1 + 1 + 1 + 6, "five colours": 3}
    without_red = _score_of_city(("manor", "temple", "tavern", "keep", "school_of_magic"))
    assert _lines(without_red) == {"districts": 3 + 1 + 1 + 3 + 6}
    assert without_red.total == 14


def test_school_of_magic_works_only_for_its_owner() -> None:
    """districts.md ("works only while it is in the owner's city"), C-9.6 (own city only) —
    another player's School of Magic adds nothing to the King's income."""
    t = _table()
    t.seat(1, gold=0, hand=(), city=("manor",), character="king")
    t.seat(2, gold=0, hand=(), city=("school_of_magic",), character="magician")
    state = _act(t.turn_of("king"), "income", 1)
    assert state.players[1].gold == 1


# -- smithy ---------------------------------------------------------------------------


def _smithy_position(gold: int) -> cr.GameState:
    t = _table()
    t.seat(0, gold=gold, hand=(), city=("smithy",), character="magician")
    t.deck(("tavern", "market", "temple", "manor"))
    return t.turn_of("magician")


def test_smithy_pay_2_draw_3() -> None:
    """districts.md smithy — pay 2 gold to the bank and draw the top 3 cards into hand."""
    state = _smithy_position(2)
    assert len(_abilities(state, "smithy.draw")) == 1
    bank = state.bank
    state = _act(state, "ability", 0, name="smithy.draw")
    assert state.players[0].gold == 0
    assert state.bank == bank + 2
    assert state.players[0].hand == ("tavern", "market", "temple")
    assert state.deck[0] == "manor"


def test_smithy_once_per_turn() -> None:
    """districts.md smithy ("once per turn") — not offered again in the same turn, and a
    second use is refused, even with gold."""
    state = _act(_smithy_position(5), "ability", 0, name="smithy.draw")
    assert state.players[0].gold == 3
    assert _abilities(state, "smithy.draw") == []
    with pytest.raises(cr.IllegalAction):
        _act(state, "ability", 0, name="smithy.draw")
    state = _act(state, "take_gold", 0)
    assert _abilities(state, "smithy.draw") == []


def test_smithy_needs_2_gold() -> None:
    """districts.md smithy (pay 2) — not offered with less than 2 gold, refused by hand."""
    state = _smithy_position(1)
    assert _abilities(state, "smithy.draw") == []
    with pytest.raises(cr.IllegalAction):
        _act(state, "ability", 0, name="smithy.draw")


def test_smithy_any_time_and_not_a_gather() -> None:
    """districts.md conventions (C-9.8) — usable before gathering, and it is not the gather
    action: gathering is still offered afterwards; it is also usable after gathering."""
    state = _act(_smithy_position(2), "ability", 0, name="smithy.draw")
    assert {"take_gold", "draw"} <= _kinds(state)
    assert "build" not in _kinds(state)

    state = _act(_smithy_position(0), "take_gold", 0)
    assert len(_abilities(state, "smithy.draw")) == 1
    state = _act(state, "ability", 0, name="smithy.draw")
    assert len(state.players[0].hand) == 3


def test_smithy_works_only_for_its_owner() -> None:
    """districts.md ("works only while it is in the owner's city") — another player's
    Smithy is not offered to the acting player."""
    t = _table()
    t.seat(0, gold=5, hand=(), character="magician")
    t.seat(1, gold=5, hand=(), city=("smithy",), character="king")
    state = t.turn_of("magician")
    assert _abilities(state, "smithy.draw") == []
    with pytest.raises(cr.IllegalAction):
        _act(state, "ability", 0, name="smithy.draw")
