"""Milestone 13: rules the suite did not pin down -- both sides of each threshold, each
step of each tie-break chain (districts.md ``poor_house``, C-16.3, C-17.4)."""

from __future__ import annotations

from typing import Any

import pytest

import citadels_rules as cr
from citadels_rules.game.state import GameState
from citadels_rules.testing import Table
from citadels_rules.testing.invariants import all_cards, total_gold


def act(state: GameState, kind: str, **params: Any) -> GameState:
    seat = state.current_player
    assert seat is not None
    return cr.apply(state, cr.Action(kind, actor=seat, **params))


# -- 2016 Poor House: 0 gold gains 1, 1 gold (or more) gains nothing -----------------------


@pytest.mark.parametrize(("gold", "after"), [(0, 1), (1, 1), (2, 2)])
def test_poor_house_2016_only_an_empty_stash_gains_1(gold: int, after: int) -> None:
    """districts.md ``poor_house`` (R16 "If you have no gold in your stash at the end of
    your turn, gain 1 gold"): 0 gold -> 1; 1 gold -> still 1; 2 gold -> 2. The Magician
    builds nothing and gathers a card, so the stash at the end is ``gold``."""
    t = Table(players=4, preset="edition_2016", seed=1, variants=("all_new_purples",))
    t.seat(0, gold=gold, hand=(), city=("poor_house",), character="magician")
    state = act(t.turn_of("magician"), "draw")
    state = act(state, "keep", card=state.pending.options[0])
    assert state.players[0].gold == gold
    assert act(state, "end_turn").players[0].gold == after


# -- C-16.3 tiebreak_chain: gold, then cards, then the crown, then the highest rank --------


def tied(
    gold: tuple[int, int],
    cards: tuple[int, int],
    crown: int = 2,
    ranks: tuple[str, str] = ("thief", "king"),
) -> GameState:
    """Seats 0 and 1 with equal cities (equal scores), the given gold and hand sizes,
    characters of the given ranks and the crown at ``crown``; the game then over."""
    hands = (("tavern", "market", "docks")[: cards[0]], ("harbor", "manor", "castle")[: cards[1]])
    t = Table(players=4, seed=1, variants=("tiebreak_chain",))
    t.seat(0, gold=gold[0], hand=hands[0], city=("temple", "prison"), character=ranks[0])
    t.seat(1, gold=gold[1], hand=hands[1], city=("watchtower", "church"), character=ranks[1])
    t.seat(2, gold=0, hand=(), city=(), character="merchant")
    t.seat(3, gold=0, hand=(), city=(), character="warlord")
    t.crown(crown)
    state = t.build()
    seated = (ranks[0],), (ranks[1],), ("merchant",), ("warlord",)
    players = tuple(p.but(characters=c) for p, c in zip(state.players, seated, strict=True))
    state = state.but(players=players, phase="over", pending=None, queue=(), turn=None)
    totals = [s.total for s in cr.scores(state)]
    assert totals[0] == totals[1] > max(totals[2:])
    return state


def test_C_16_3_step_1_gold_beats_cards() -> None:
    """C-16.3 (1) before (2): more gold wins though the other has more cards."""
    assert cr.winners(tied(gold=(3, 2), cards=(0, 3))) == (0,)
    assert cr.winners(tied(gold=(2, 3), cards=(3, 0))) == (1,)


def test_C_16_3_step_2_cards_on_equal_gold_beat_the_crown() -> None:
    """C-16.3 (2) before (3): equal gold, more cards wins though the other has the crown."""
    assert cr.winners(tied(gold=(2, 2), cards=(2, 1), crown=1)) == (0,)
    assert cr.winners(tied(gold=(2, 2), cards=(1, 2), crown=0)) == (1,)


def test_C_16_3_step_3_crown_on_equal_gold_and_cards_beats_the_rank() -> None:
    """C-16.3 (3) before (4): equal gold and cards, the crown holder wins though the other
    chose the higher rank."""
    assert cr.winners(tied(gold=(2, 2), cards=(1, 1), crown=0)) == (0,)
    assert cr.winners(tied(gold=(2, 2), cards=(1, 1), crown=1, ranks=("king", "thief"))) == (1,)


def test_C_16_3_step_4_highest_rank_last() -> None:
    """C-16.3 (4): equal gold and cards, neither holds the crown: the higher rank chosen
    in the final round wins, whichever seat it is."""
    assert cr.winners(tied(gold=(2, 2), cards=(1, 1), ranks=("thief", "king"))) == (1,)
    assert cr.winners(tied(gold=(2, 2), cards=(1, 1), ranks=("king", "thief"))) == (0,)


# -- C-17.4 stalemate: an empty bank and deck and no build end the game --------------------


def last_turn(bank: int = 0, deck: bool = False, discard: bool = False) -> GameState:
    """The Warlord's turn (the round's last): the bank holds ``bank`` gold (the rest is
    with seat 3), the deck is empty unless ``deck`` (its cards put out of the game), the
    discard pile holds a card if ``discard``; nobody has built this round."""
    t = Table(players=4, seed=1, variants=("discard_pile",))
    for seat, character in enumerate(("thief", "king", "merchant", "warlord")):
        t.seat(seat, gold=0, hand=(), character=character)
    state = t.turn_of("warlord")
    assert state.bank is not None and not state.built_this_round
    moved = state.bank - bank
    players = list(state.players)
    players[3] = players[3].but(gold=players[3].gold + moved)
    rest = state.deck if not deck else state.deck[1:]
    kept = state.deck[:1] if deck else ()
    pile = rest[:1] if discard else ()
    out = rest[1:] if discard else rest
    before = state
    state = state.but(
        bank=bank, players=tuple(players), deck=kept, discard=pile, out=(*state.out, *out)
    )
    assert total_gold(state) == total_gold(before) and all_cards(state) == all_cards(before)
    return state


def end_round(state: GameState) -> GameState:
    """The Warlord takes gold (up to 2 from the bank) and ends the round."""
    return act(act(state, "take_gold"), "end_turn")


def test_C_17_4_stalemate_ends_the_game() -> None:
    """C-17.4: no district built this round, the deck, the discard pile and the bank
    empty: the game ends at the round's end, scored normally (nobody completed)."""
    state = end_round(last_turn())
    assert state.is_over and state.round == 1
    assert all(p.completed is None for p in state.players)
    assert cr.winners(state)


def test_C_17_4_stalemate_with_the_bank_emptied_in_the_round() -> None:
    """C-17.4 ("at the end of a round ... the bank empty"): 2 gold left, taken by the
    Warlord: the bank is empty at the round's end."""
    state = end_round(last_turn(bank=2))
    assert state.is_over and state.bank == 0


@pytest.mark.parametrize(
    "kw", [{"bank": 3}, {"deck": True}, {"discard": True}], ids=["bank_1", "deck", "discard"]
)
def test_C_17_4_no_stalemate_while_gold_or_cards_can_be_had(kw: dict[str, Any]) -> None:
    """C-17.4, the other side: 1 gold left in the bank at the round's end (3, the Warlord
    taking 2), or 1 card in the deck or the discard pile: the game goes on."""
    state = end_round(last_turn(**kw))
    assert not state.is_over and state.round == 2


def test_C_17_4_no_stalemate_after_a_build_this_round() -> None:
    """C-17.4 ("no district was built during that round"): with everything empty, a
    district built this round keeps the game going."""
    state = last_turn().but(built_this_round=True)
    state = end_round(state)
    assert not state.is_over and state.round == 2


def unlimited_last_turn(hand: tuple[str, ...] = ()) -> GameState:
    """The Warlord's turn (the round's last) with an unlimited bank: the deck out of the
    game, every hand empty but seat 0's ``hand``, nobody has built this round."""
    t = Table(players=4, seed=1, variants=("bank_unlimited",))
    for seat, character in enumerate(("thief", "king", "merchant", "warlord")):
        t.seat(seat, gold=0, hand=hand if seat == 0 else (), character=character)
    state = t.turn_of("warlord")
    assert state.bank is None and not state.built_this_round
    return state.but(deck=(), out=(*state.out, *state.deck))


def test_C_17_4_stalemate_with_an_unlimited_bank() -> None:
    """C-17.4 with ``bank_unlimited`` (the bank is never empty): no district built this
    round, the deck and the discard pile empty and no district card in any hand: no
    district can be had, so the game ends (engine reading; found by the lineup soak,
    game 20997, 800 rounds of a 7-player end_at_12 game)."""
    state = end_round(unlimited_last_turn())
    assert state.is_over and state.round == 1


def test_C_17_4_no_stalemate_with_an_unlimited_bank_while_a_hand_holds_a_card() -> None:
    """The other side: one district card in a hand can still be built: the game goes on."""
    state = end_round(unlimited_last_turn(hand=("temple",)))
    assert not state.is_over and state.round == 2
