"""Scenario tests of Lin Yaxuan (``fan.lin_yaxuan``, characters.md §4.4): one per rule of
the card and per FAQ ruling it touches."""

from __future__ import annotations

from collections.abc import Callable

import citadels_rules as cr
from citadels_rules.testing import Table

ID = "fan.lin_yaxuan"
CROWN = "fan.lin_yaxuan.crown"
TableFactory = Callable[..., Table]


def crown_targets(state: cr.GameState) -> set[int]:
    return {
        a.params["target"]
        for a in cr.legal_actions(state)
        if a.kind == "ability" and a.params["name"] == CROWN
    }


def give(state: cr.GameState, target: int, seat: int = 0) -> cr.GameState:
    return cr.apply(state, cr.Action("ability", actor=seat, name=CROWN, target=target))


def choose(state: cr.GameState, seat: int, option: object) -> cr.GameState:
    return cr.apply(state, cr.Action("choose", actor=seat, option=option))


def four(table: TableFactory, **lin: object) -> Table:
    """Seat 0 is Lin Yaxuan; seat 2 holds the crown; seat 1 has gold, cards and a city."""
    t = table(players=4, preset="fan", seed=1)
    t.seat(0, **{"gold": 3, "hand": (), "character": ID, **lin})  # type: ignore[arg-type]
    t.seat(1, gold=2, hand=("tavern", "market"), city=("temple", "university"), character="bishop")
    t.seat(2, gold=0, hand=(), city=(), character="merchant")
    t.crown(2)
    return t


def test_income_in_gold_or_cards_any_mix(table: TableFactory) -> None:
    """``fan.lin_yaxuan``: Rule "per district 1 gold or 1 card, in any mix": 2 noble districts
    offer 3 mixes."""
    t = four(table, city=("manor", "castle"))
    state = t.turn_of(ID)
    options = {a.params["option"] for a in cr.legal_actions(state) if a.kind == "income"}
    assert options == {"gold2_cards0", "gold1_cards1", "gold0_cards2"}
    hand = len(state.players[0].hand)
    state = cr.apply(state, cr.Action("income", actor=0, option="gold1_cards1"))
    assert (state.players[0].gold, len(state.players[0].hand)) == (3 + 1, hand + 1)


def test_never_a_face_up_removal() -> None:
    """``fan.lin_yaxuan``: Rule "never a face-up removal" (C-4.4): over many 4-player drafts (2
    face up), she is never among the face-up characters."""
    for seed in range(60):
        state = cr.new_game(cr.GameConfig(players=4, preset="fan", seed=seed))
        assert state.draft.face_up and ID not in state.draft.face_up


def test_any_player_herself_and_the_holder_included(table: TableFactory) -> None:
    """``fan.lin_yaxuan``: Rule "give the crown to any player -- yourself, the current holder,
    or anyone else", at any time (also before gathering)."""
    state = four(table).turn_of(ID)
    assert crown_targets(state) == {0, 1, 2, 3}
    mine = give(state, 0)
    assert (mine.crown, mine.pending) == (0, None)
    assert mine.players[0].gold == 3


def test_once_per_turn(table: TableFactory) -> None:
    """``fan.lin_yaxuan``: Rule "once": no second gift of the crown in the same turn."""
    state = give(four(table).turn_of(ID), 3)
    assert state.crown == 3 and crown_targets(state) == set()


def test_the_holder_may_receive_it_again_and_pays(table: TableFactory) -> None:
    """``fan.lin_yaxuan``: Rule "the current holder": the crown stays, the holder still pays."""
    t = four(table)
    t.crown(1)
    state = give(t.turn_of(ID), 1)
    assert state.crown == 1 and state.pending is not None and state.pending.seat == 1


def test_faq_004_Q57_the_recipient_chooses_what_to_give(table: TableFactory) -> None:
    """``fan.lin_yaxuan``: faq:004-Q57 (= 000-emperor-1, also for Lin Yaxuan): the recipient
    decides: 1 gold, a card of their hand or a district of their city; only they see the
    options."""
    state = give(four(table).turn_of(ID), 1)
    assert state.crown == 1
    assert state.pending is not None and state.current_player == 1
    assert set(state.pending.options) == {
        "gold",
        "tavern",
        "market",
        "temple",
        "university",
    }
    hidden = cr.observe(state, 0).pending
    assert hidden is not None and hidden.options == ()


def test_gives_one_gold(table: TableFactory) -> None:
    """``fan.lin_yaxuan``: Rule "1 gold": moves from the recipient to her."""
    state = choose(give(four(table).turn_of(ID), 1), 1, "gold")
    assert (state.players[0].gold, state.players[1].gold) == (3 + 1, 2 - 1)
    assert state.pending is None and state.current_player == 0


def test_gives_a_hand_card_to_her_hand(table: TableFactory) -> None:
    """``fan.lin_yaxuan``: Rule "1 card from hand ... goes to your hand"; before her gather no
    build is offered (C-9.3)."""
    state = choose(give(four(table).turn_of(ID), 1), 1, "market")
    assert state.players[0].hand == ("market",)
    assert state.players[1].hand == ("tavern",)
    assert state.pending is None


def test_gives_a_city_district_and_is_paid_its_build_cost(table: TableFactory) -> None:
    """``fan.lin_yaxuan``: Rule "1 district from their city ... they immediately receive its
    build cost from the bank (Dragon Gate/University: 6)": the University goes to her hand, its
    giver gets 6 gold."""
    state = choose(give(four(table).turn_of(ID), 1), 1, "university")
    assert [d.card for d in state.players[1].city] == ["temple"]
    assert state.players[1].gold == 2 + 6
    assert state.players[0].hand == ("university",)


def test_nothing_to_give_nothing_paid(table: TableFactory) -> None:
    """``fan.lin_yaxuan``: Rule "recipient with nothing: nothing": no gold, no cards, no city:
    no decision."""
    state = give(four(table).turn_of(ID), 2)
    assert state.crown == 2 and state.pending is None


def test_faq_004_Q56_build_at_once_not_counted_and_duplicates(table: TableFactory) -> None:
    """``fan.lin_yaxuan``: faq:004-Q56 and the card: after gathering she may build the received
    card at once: not counted toward her build limit, and it may duplicate a name (a third
    Temple)."""
    t = four(table, gold=1, hand=("watchtower",), city=("temple", "temple"))
    t.seat(1, gold=2, hand=("temple",), city=(), character="bishop")
    state = cr.apply(t.turn_of(ID), cr.Action("take_gold", actor=0))
    state = choose(give(state, 1), 1, "temple")
    assert state.pending is not None and state.pending.kind == "fan.lin_yaxuan.build"
    assert state.current_player == 0
    state = choose(state, 0, "build")
    assert [d.card for d in state.players[0].city] == ["temple"] * 3
    assert state.players[0].gold == 1 + 2 - 1
    assert cr.Action("build", actor=0, card="watchtower") in cr.legal_actions(state)


def test_may_keep_the_card_instead(table: TableFactory) -> None:
    """``fan.lin_yaxuan``: Rule "you may": answering ``keep`` leaves the card in her hand."""
    state = cr.apply(four(table).turn_of(ID), cr.Action("take_gold", actor=0))
    state = choose(choose(give(state, 1), 1, "tavern"), 0, "keep")
    assert state.players[0].hand == ("tavern",) and state.players[0].gold == 5


def test_no_build_offered_when_she_cannot_pay(table: TableFactory) -> None:
    """``fan.lin_yaxuan``: Rule "you may immediately pay its build price": too dear, no build
    decision."""
    t = four(table, gold=0)
    state = cr.apply(t.turn_of(ID), cr.Action("take_gold", actor=0))
    state = choose(give(state, 1), 1, "university")
    assert state.pending is None and state.players[0].hand == ("university",)


def test_faq_004_Q58_killed_gives_the_crown_at_round_end(table: TableFactory) -> None:
    """``fan.lin_yaxuan``: faq:004-Q58: killed, at the end of the round her player gives the
    crown to any player (herself included) and receives nothing."""
    t = four(table)
    t.seat(3, gold=2, character="assassin")
    t.mark(ID, "killed")
    state = t.turn_of("merchant")
    state = cr.apply(
        cr.apply(state, cr.Action("take_gold", actor=2)), cr.Action("end_turn", actor=2)
    )
    assert state.pending is not None and state.pending.kind == "fan.lin_yaxuan.killed"
    assert state.current_player == 0 and set(state.pending.options) == {0, 1, 2, 3}
    golds = [p.gold for p in state.players]
    state = choose(state, 0, 1)
    assert state.crown == 1 and [p.gold for p in state.players] == golds


def test_faq_004_Q48_the_witch_gives_the_crown_and_is_paid(table: TableFactory) -> None:
    """``fan.lin_yaxuan``: faq:004-Q48: a Witch who bewitched her gives the crown (to herself or
    Lin Yaxuan's player too) and receives the payment."""
    t = table(players=5, preset="fan", seed=1)
    t.seat(0, gold=2, character="witch")
    t.seat(1, gold=2, hand=("temple",), character=ID)
    t.mark(ID, "bewitched")
    state = cr.apply(t.turn_of(ID), cr.Action("take_gold", actor=1))
    assert state.turn is not None and (state.turn.seat, state.turn.powers) == (0, ID)
    assert crown_targets(state) == {0, 1, 2, 3, 4}
    state = choose(give(state, 1, seat=0), 1, "gold")
    assert state.crown == 1 and state.players[0].gold == 2 + 1


def test_faq_004_Q61_she_may_receive_a_duplicate_from_a_diplomat(table: TableFactory) -> None:
    """``fan.lin_yaxuan``: faq:004-Q61: this round's Lin Yaxuan may receive a duplicate from a
    Diplomat (``citadels_may_receive``: a receipt, not a build)."""
    t = table(players=4, preset="fan", seed=1)
    t.seat(0, gold=5, city=("temple", "tavern"), character=ID)
    t.seat(1, gold=5, city=("temple", "manor"), character="diplomat")
    state = cr.apply(t.turn_of("diplomat"), cr.Action("take_gold", actor=1))
    swap = cr.Action(
        "ability", actor=1, name="diplomat.exchange", target=0, district="tavern", own="temple"
    )
    assert swap in cr.legal_actions(state)
    after = cr.apply(state, swap)
    assert [d.card for d in after.players[0].city].count("temple") == 2


def test_faq_004_Q61_receiving_is_no_licence_to_build_a_duplicate(table: TableFactory) -> None:
    """``fan.lin_yaxuan``: faq:004-Q61 grants receipts only: her own build of a duplicate stays
    illegal."""
    t = table(players=4, preset="fan", seed=1)
    t.seat(0, gold=5, city=("temple",), hand=("temple",), character=ID)
    state = cr.apply(t.turn_of(ID), cr.Action("take_gold", actor=0))
    assert cr.Action("build", actor=0, card="temple") not in cr.legal_actions(state)


def test_a_district_id_also_in_hand_is_named_with_the_city_prefix(table: TableFactory) -> None:
    """``fan.lin_yaxuan``: the receiver's options name a city district by its id (API.md);
    when the same id is also in the hand, the hand card keeps the plain id and the city
    district is ``"city:<id>"`` -- choosing it gives the built one."""
    t = four(table)
    t.seat(1, gold=2, hand=("temple",), city=("temple", "manor"), character="bishop")
    state = give(t.turn_of(ID), 1)
    assert state.pending is not None
    assert set(state.pending.options) == {"gold", "temple", "city:temple", "manor"}
    after = choose(state, 1, "city:temple")
    assert [d.card for d in after.players[1].city] == ["manor"]
    assert after.players[1].hand == ("temple",) and "temple" in after.players[0].hand
