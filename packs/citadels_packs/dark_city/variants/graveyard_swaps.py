"""``graveyard_vs_swaps`` (004-Q71): the Graveyard stays in the deck with the Diplomat
(the Graveyard's deck rule reads the flag), and its owner may take transferred districts.

After a rank-8 exchange between P and Q (Diplomat, fan Jian Yuxin) the Graveyard's owner
G, neither P nor Q, ``choose``s (decision ``graveyard.take_received``) ``"decline"``,
``"take_<seat>"`` (pay that player 1 gold and take into hand the district they just
received) or ``"take_both"`` (1 gold to each). After a rank-8 move of a district into
another city (Marshal, Jian Yuxin's take or gift) G may pay its receiver 1 gold and take
it. A district taken leaves its gold to the bank and its cards to the discard, as any
district leaving a city for a hand. The plugin is registered only with the variant on, so
its trigger costs other games nothing.
"""

from __future__ import annotations

from typing import Any

from citadels_rules.pack_api import (
    Action,
    Ask,
    Decision,
    GameState,
    LogEntry,
    MoveDistrict,
    Redeal,
    Transfer,
    hookimpl,
    owner_of,
)

GRAVEYARD = "graveyard"
TAKE = f"{GRAVEYARD}.take_received"
RANK = 8


def received(state: GameState, seat: int, district: str) -> int:
    """The index of ``district`` that ``seat``'s city received (this round's, the last)."""
    city = state.players[seat].city
    fresh = [i for i, d in enumerate(city) if d.card == district and d.round == state.round]
    return (fresh or [i for i, d in enumerate(city) if d.card == district])[-1]


def asked(state: GameState, moves: tuple[tuple[int, str], ...]) -> Decision | None:
    """The Graveyard's owner's question: which of ``moves`` (receiver, district) to take
    (None: no owner, the owner is a party or has no gold)."""
    owner = owner_of(state, GRAVEYARD)
    if owner is None or any(owner == seat for seat, _ in moves):
        return None
    gold = state.players[owner].gold
    if gold < 1:
        return None
    options = ["decline", *(f"take_{seat}" for seat, _ in moves)]
    options += ["take_both"] * (len(moves) == 2 and gold >= 2)
    return Decision(owner, TAKE, tuple(options), data=moves)


def moves_of(event: LogEntry) -> tuple[tuple[int, str], ...] | None:
    """The districts a rank-8 ``event`` put into a city, as (receiver, district) pairs:
    both of an exchange, the one of a move into a city; None for any other event."""
    if event.rank != RANK or event.card is None or event.seat is None:
        return None
    if event.kind == "exchanged" and event.by is not None:
        return ((event.by, event.card), (event.seat, event.src))
    into = event.dst
    if event.kind == "district_moved" and into is not None and into[0] == "city":
        return ((into[1], event.card),)
    return None


@hookimpl
def citadels_on_event(state: GameState, event: LogEntry) -> list[Any] | None:
    moves = moves_of(event)
    decision = asked(state, moves) if moves is not None else None
    return None if decision is None else [Ask(decision)]


@hookimpl
def citadels_answer(state: GameState, decision: Decision, action: Action) -> list[Any] | None:
    if decision.kind != TAKE:
        return None
    option = action.params.get("option")
    effects: list[Any] = []
    for seat, district in decision.data:
        if option in ("take_both", f"take_{seat}"):
            effects += [
                Transfer(decision.seat, seat, 1),
                MoveDistrict(seat, received(state, seat, district), ("hand", decision.seat)),
            ]
    return effects


@hookimpl
def citadels_resample_decision(state: GameState, decision: Decision, seat: int) -> Any:
    """Everything the decision shows is public, but another seat's view hides its options
    and data: they are asked again of the round log's last rank-8 move into a city (the
    one that asked it), the cities and the owner's gold being the same in every world."""
    if decision.kind != TAKE:
        return None
    if decision.seat == seat:
        return Redeal(decision)
    for event in reversed(state.round_log):
        moves = moves_of(event)
        again = asked(state, moves) if moves is not None else None
        if again is not None:
            return Redeal(again)
    return Redeal(decision)
