"""Cardinal (rank 5): when a district's build price exceeds your gold, another player pays
the shortfall and you give them that many cards from your hand; blue income in cards.

Rules: characters.md §5.3 (004; R16 "A player cannot deny you his gold, and you cannot take
more gold than is needed"). You spend all your gold first (AMBIGUOUS default); the payer
must have the shortfall S and you S other cards; the cards given (``choose``, one at a
time, seen only by you and the payer) are never the card being built. The district is then
built as usual (limit, duplicates, after-build effects); the payer's gold counts as paid to
build. ``cardinal.borrow`` is offered after gathering, once per turn.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from citadels_rules.pack_api import (
    AFTER_GATHER,
    Ability,
    Action,
    Ask,
    Build,
    CharacterCard,
    Decision,
    GameState,
    MoveCard,
    Redeal,
    SetToken,
    Target,
    Transfer,
    aims,
    build_price,
    may_affect,
    rank_of,
    selector_params,
)

card = CharacterCard("cardinal")
BORROW = card.name("borrow")
GIVE = card.name("give")


@card.bound
def citadels_income_kinds() -> tuple[str, ...]:
    return ("cards",)


def _may_build_now(state: GameState, seat: int, district: str) -> bool:
    """The usual build checks but the price: limit, duplicates, other objections."""
    turn = state.turn
    hooks = state.rules.hooks
    if turn is None or hooks.build_limit(state, seat, turn.powers, 1) <= turn.builds:
        return False
    if district in state.players[seat].built and not hooks.may_duplicate(state, seat, district):
        return False
    return hooks.may_build(state, seat, district) is not False


@selector_params("card", "target")
def borrowings(state: GameState, seat: int, ability: Ability) -> Iterator[Target]:
    """Each district too dear for the Cardinal's gold and each player who can pay the rest."""
    p = state.players[seat]
    rank = rank_of(state, card.id)
    for district in dict.fromkeys(p.hand):
        short = build_price(state, seat, district) - p.gold
        if short <= 0 or len(p.hand) - 1 < short or not _may_build_now(state, seat, district):
            continue
        for aimed, t in aims(state, seat, ability):  # fan Chen Yiru: the payer reached
            if (
                aimed != seat
                and t != seat
                and state.players[t].gold >= short
                and may_affect(state, seat, BORROW, rank, t, "gold")
            ):
                yield Target(seat=t, card=district, params=(("card", district), ("target", aimed)))


def _give(state: GameState, seat: int, data: tuple[Any, ...], gone: str = "") -> Decision:
    """The next card to give: any of the hand but the district being built (and the card
    ``gone`` just given)."""
    hand = list(state.players[seat].hand)
    hand.remove(data[0])
    if gone:
        hand.remove(gone)
    return Decision(seat, GIVE, tuple(sorted(set(hand))), data=data)


@card.ability("borrow", targets=borrowings, timing=AFTER_GATHER, redirects=True)
def borrow(state: GameState, seat: int, t: Target) -> list[Any]:
    short = build_price(state, seat, t.card) - state.players[seat].gold
    data = (t.card, t.seat, short, short)
    return [SetToken(BORROW, data), Ask(_give(state, seat, data))]


@card.answer("give", secret=True)
def give(state: GameState, decision: Decision, action: Action) -> list[Any]:
    district, payer, left, short = decision.data
    seat = decision.seat
    given = action.params["option"]
    out: list[Any] = [MoveCard(given, ("hand", seat), ("hand", payer))]
    if left > 1:
        data = (district, payer, left - 1, short)
        return [*out, SetToken(BORROW, data), Ask(_give(state, seat, data, given))]
    price = build_price(state, seat, district)
    return [
        *out,
        SetToken(BORROW, None),
        Transfer(payer, seat, short),
        Build(seat, district, price),
    ]


@card.redeal("give")
def redeal(state: GameState, decision: Decision, seat: int) -> Redeal:
    if decision.seat == seat:
        return Redeal(decision)
    data = tuple(dict(state.tokens)[BORROW])
    hand = state.players[decision.seat].hand
    if data[0] not in hand:  # the core puts the district in the hand, in place of hand[0]
        state = state.but(players=_with_hand(state, decision.seat, (data[0], *hand[1:])))
    pinned = ((("hand", decision.seat), (data[0],)),)
    return Redeal(_give(state, decision.seat, data), pinned)


def _with_hand(state: GameState, seat: int, hand: tuple[str, ...]) -> tuple[Any, ...]:
    players = list(state.players)
    players[seat] = players[seat].but(hand=hand)
    return tuple(players)
