"""Seer (rank 3): take 1 random card from each other player's hand, then give each of
them back 1 card of your choice; build up to 2 districts.

Rules: characters.md §3.3 (004; R16): players without cards give and receive nothing; the
card given back may be the one taken. The cards taken wait in ``state.aside`` (API.md:
"a Seer's collected cards") while the give-backs are decided, and join the Seer's hand
after the last one. Each give-back is a decision (``choose`` a card id of the Seer's hand
or of the collected cards, seen only by him; its data names the collected cards), asked
once every card is taken: the public ``Affected`` record of each player reached opens
its give-back.
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
    SetToken,
    TakeRandomCards,
    may_affect,
    rank_of,
)

card = CharacterCard("seer")
TAKE = card.name("take")
GIVE = card.name("give")
#: Token: how many give-backs this use of the ability still owes.
OWED = card.name("owed")


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
    takes = [TakeRandomCards(v, 1, ("aside",)) for v in victims]
    return [*takes, SetToken(OWED, len(victims)), *(Affected(v, seat, TAKE) for v in victims)]


def _give(state: GameState, seat: int, to: int) -> Decision:
    collected = tuple(sorted(state.aside))
    options = tuple(sorted({*state.players[seat].hand, *collected}))
    return Decision(seat, GIVE, options, data=(to, collected))


@card.on_effect(Affected)
def give_back(state: GameState, event: LogEntry) -> list[Any] | None:
    if event.ability != TAKE or event.by is None or event.seat is None:
        return None
    return [Ask(_give(state, event.by, event.seat))]


@card.answer("give", secret=True)
def give(state: GameState, decision: Decision, action: Action) -> list[Any]:
    to, _ = decision.data
    seat, chosen = decision.seat, action.params["option"]
    collected = list(state.aside)
    if chosen in collected:  # the card taken from someone (or one like it)
        collected.remove(chosen)
        out: list[Any] = [MoveCard(chosen, ("aside",), ("hand", to))]
    else:
        # One of his own: a collected card joins his hand in its place, so that his hand
        # and the cards aside keep the sizes they would have had (at the table he holds
        # them all; the sizes must not tell which kind of card he gave back).
        out = [MoveCard(chosen, ("hand", seat), ("hand", to))]
        if collected:
            out.append(MoveCard(collected.pop(0), ("aside",), ("hand", seat)))
    owed = int(state.token(OWED) or 1) - 1
    if owed > 0:
        return [*out, SetToken(OWED, owed)]
    # the last give-back: the cards still collected join the Seer's hand
    back = [MoveCard(c, ("aside",), ("hand", seat)) for c in collected]
    return [*out, *back, SetToken(OWED, None)]


@card.redeal("give")
def redeal(state: GameState, decision: Decision, seat: int) -> Redeal:
    if decision.seat == seat:  # the collected cards he holds lie aside
        return Redeal(decision, ((("aside",), decision.data[1]),))
    # Another seat's give-back: to whom is public (the last player the take reached).
    log = [e.seat for e in state.round_log if e.kind == "affected" and e.ability == TAKE]
    return Redeal(_give(state, decision.seat, int(log[-1] or 0)))
