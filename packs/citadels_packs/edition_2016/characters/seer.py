"""Seer (rank 3): take 1 random card from each other player's hand, then give each of
them back 1 card of your choice; build up to 2 districts.

Rules: characters.md §3.3 (004; R16): players without cards give and receive nothing; the
card given back may be the one taken. Each give-back is a decision (``choose`` a card id
of the Seer's hand, seen only by him), asked once every card is taken: the public
``Affected`` record of each player reached opens its give-back.
"""

from __future__ import annotations

from typing import Any

from citadels_rules.pack_api import (
    Action,
    Affected,
    Ask,
    CharacterCard,
    Decision,
    GameState,
    LogEntry,
    MoveCard,
    Redeal,
    TakeRandomCards,
    may_affect,
    rank_of,
)

card = CharacterCard("seer")
TAKE = card.name("take")
GIVE = card.name("give")


@card.bound
def citadels_build_limit(value: int) -> int:
    return max(value, 2)


def _victims(state: GameState, seat: int) -> list[int]:
    rank = rank_of(state, card.id)
    n = len(state.players)
    return [
        (seat + k) % n
        for k in range(1, n)
        if state.players[(seat + k) % n].hand
        and may_affect(state, seat, TAKE, rank, (seat + k) % n, "hand")
    ]


@card.ability("take", when=lambda state, seat: bool(_victims(state, seat)))
def take(state: GameState, seat: int) -> list[Any]:
    victims = _victims(state, seat)
    takes = [TakeRandomCards(v, 1, ("hand", seat)) for v in victims]
    return [*takes, *(Affected(v, seat, TAKE) for v in victims)]


def _give(state: GameState, seat: int, to: int) -> Decision:
    return Decision(seat, GIVE, tuple(sorted(set(state.players[seat].hand))), data=(to,))


@card.on_effect(Affected)
def give_back(state: GameState, event: LogEntry) -> list[Any] | None:
    if event.ability != TAKE or event.by is None or event.seat is None:
        return None
    return [Ask(_give(state, event.by, event.seat))]


@card.answer("give", secret=True)
def give(state: GameState, decision: Decision, action: Action) -> list[Any]:
    (to,) = decision.data
    return [MoveCard(action.params["option"], ("hand", decision.seat), ("hand", to))]


@card.redeal("give")
def redeal(state: GameState, decision: Decision, seat: int) -> Redeal:
    if decision.seat == seat:
        return Redeal(decision)
    # Another seat's give-back: to whom is public (the last player the take reached).
    log = [e.seat for e in state.round_log if e.kind == "affected" and e.ability == TAKE]
    return Redeal(_give(state, decision.seat, int(log[-1] or 0)))
