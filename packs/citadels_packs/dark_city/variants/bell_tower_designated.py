"""``bell_tower_designated_player`` (004 Bell Tower, 004-Q18-Q20): the Bell Tower's owner
may designate one player, once (``bell_tower.designate``, declared by the Bell Tower);
that player's city completes at T - 1, everyone else's at T.

* The designated player's city counts one more district toward completion while the
  designation stands (``citadels_city_size``): it completes, ends the game and is
  protected from rank-8 abilities (and, with ``armory_protect_completed``, the Armory) at
  T - 1; designated when already there, it is flagged at once.
* Bonuses: +4 goes to the first player who reached T before the designated player reached
  T - 1; otherwise to the designated player if nobody else had T - 1 when it reached T - 1
  or was designated; otherwise to nobody (004-Q19). Everyone else at T - 1 or more gets +2,
  complete or not (AMBIGUOUS: only while a designation stands; default as stated).
* The Bell Tower leaving every city before the designated player reaches T - 1 voids the
  designation.
"""

from __future__ import annotations

from typing import Any

from citadels_rules.pack_api import (
    Complete,
    GameState,
    ScoreLine,
    SetToken,
    city_size,
    hookimpl,
    owner_of,
)

ID = "bell_tower"
#: The designated seat (None: nobody, or the designation was voided).
DESIGNATED = f"{ID}.designated"
#: Set when the designated player reached T - 1: whether another player had T - 1 then.
REACHED = f"{ID}.reached"
FIRST, COMPLETE = "first", "complete"


def designated(state: GameState) -> int | None:
    """The designated seat, while the designation stands."""
    seat = state.token(DESIGNATED)
    return None if seat is None else int(seat)


def real_size(state: GameState, seat: int) -> int:
    """``seat``'s city size without the designation's extra district."""
    return city_size(state, seat) - (1 if seat == designated(state) else 0)


def reach(state: GameState, seat: int, *, flag: bool) -> list[Any]:
    """Effects when the designated ``seat`` may have reached T - 1 (T: the threshold):
    record it once, with whether another player had T - 1 too; ``flag``: complete its
    city here (a designation; a build's completion is the core's)."""
    lowered = state.rules.threshold(state) - 1
    if state.token(REACHED) is not None or real_size(state, seat) < lowered:
        return []
    others = any(real_size(state, s) >= lowered for s in range(len(state.players)) if s != seat)
    effects: list[Any] = [SetToken(REACHED, others)]
    p = state.players[seat]
    taken = any(q.completed == FIRST for q in state.players)
    if flag and p.completed is None:
        effects.append(Complete(seat, COMPLETE if others or taken else FIRST))
    elif p.completed == FIRST and others:
        effects.append(Complete(seat, COMPLETE))  # the core gave it +4: others were there
    return effects


@hookimpl
def citadels_city_size(state: GameState, seat: int, value: int) -> int | None:
    return value + 1 if seat == designated(state) else None


@hookimpl
def citadels_after_build(state: GameState, seat: int) -> list[Any] | None:
    chosen = designated(state)
    if chosen is None:
        return None
    if seat == chosen:
        return reach(state, seat, flag=False) or None
    late = state.token(REACHED) is not None and state.players[seat].completed == FIRST
    return [Complete(seat, COMPLETE)] if late else None  # T after the designated's T - 1


@hookimpl
def citadels_after_destroy(state: GameState, card: str) -> list[Any] | None:
    void = designated(state) is not None and state.token(REACHED) is None
    if card == ID and void and owner_of(state, ID) is None:
        return [SetToken(DESIGNATED, None)]
    return None


@hookimpl
def citadels_score_lines(state: GameState, seat: int) -> list[Any] | None:
    if designated(state) is None or state.players[seat].completed is not None:
        return None
    if real_size(state, seat) >= state.rules.threshold(state) - 1:
        return [ScoreLine("bell tower", 2)]
    return None
