"""Opera House (purple, cost 6): on your turn, give 3 cards of your hand to other players
as you choose and take as many random cards from each of their hands as they receive.

districts.md "Fan set" ``fan.opera_house``; README ambiguity 37 (once per turn). Reading:
``fan.opera_house.gather`` (needs 3 cards in hand and 3 cards in the hands of the
players it may reach: Yang Ruoxin's cannot be, ``citadels_may_affect``), then three
``choose option="<card>><seat>"``: which of your cards goes to whom (a player receives
no more cards than they hold). Then each of them gives you as many random cards of their
hand as they received, and receives yours.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from citadels_rules.pack_api import (
    Action,
    Ask,
    Decision,
    DistrictCard,
    GameState,
    MoveCard,
    Redeal,
    TakeRandomCards,
    may_affect,
)

card = DistrictCard("fan.opera_house")
card.gives_to_seats()  # options "<card>><seat>" (RL ids)
GATHER, GIVE = card.name("gather"), card.name("give")
CARDS = 3


def _reachable(state: GameState, seat: int) -> list[int]:
    return [
        t
        for t in range(len(state.players))
        if t != seat and may_affect(state, seat, GATHER, None, t, "hand")
    ]


def _options(
    state: GameState, seat: int, hand: tuple[str, ...], given: tuple[str, ...]
) -> tuple[str, ...]:
    counts = Counter(int(g.rsplit(">", 1)[1]) for g in given)
    seats = [t for t in _reachable(state, seat) if len(state.players[t].hand) > counts[t]]
    return tuple(f"{c}>{t}" for c in dict.fromkeys(hand) for t in seats)


def usable(state: GameState, seat: int) -> bool:
    others = sum(len(state.players[t].hand) for t in _reachable(state, seat))
    return len(state.players[seat].hand) >= CARDS and others >= CARDS


@card.ability("gather", when=usable)
def gather(state: GameState, seat: int) -> list[Any]:
    hand = state.players[seat].hand
    return [Ask(Decision(seat, GIVE, _options(state, seat, hand, ()), data=()))]


@card.answer("give", secret=True)
def give(state: GameState, decision: Decision, action: Action) -> list[Any]:
    seat, given = decision.seat, (*decision.data, str(action.params["option"]))
    mine, _, _ = given[-1].rpartition(">")
    out: list[Any] = [MoveCard(mine, ("hand", seat), ("aside",))]
    if len(given) < CARDS:
        hand = list(state.players[seat].hand)
        hand.remove(mine)
        return [
            *out,
            Ask(Decision(seat, GIVE, _options(state, seat, tuple(hand), given), data=given)),
        ]
    counts = Counter(int(g.rsplit(">", 1)[1]) for g in given)
    out += [TakeRandomCards(t, n, ("hand", seat)) for t, n in sorted(counts.items())]
    for g in given:
        c, _, t = g.rpartition(">")
        out.append(MoveCard(c, ("aside",), ("hand", int(t))))
    return out


@card.redeal("give")
def give_again(state: GameState, decision: Decision, seat: int) -> Redeal:
    mine = tuple(g.rpartition(">")[0] for g in decision.data)
    if decision.seat == seat:
        return Redeal(decision, ((("aside",), mine),))
    hand = state.players[decision.seat].hand
    return Redeal(Decision(decision.seat, GIVE, _options(state, decision.seat, hand, ()), data=()))
