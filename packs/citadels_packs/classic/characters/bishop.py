"""Bishop (rank 5): rank-8 abilities cannot affect your districts; blue income.

Rules: characters.md §5.1, R8.2.3. A killed Bishop protects nothing (faq:000-warlord-1,
faq:004-Q41). A Bishop player who also holds the rank-8 character (2-3 players) cannot
use it on their own districts (R8.2 default). Rulings: faq:000-bishop-1, faq:004-Q36.
"""

from __future__ import annotations

from citadels_rules.pack_api import BEWITCHED, GameState, hookimpl, is_killed, is_revealed

ID = "bishop"


def protected_seat(state: GameState) -> int | None:
    """The seat whose city the Bishop protects now, if any."""
    if not is_revealed(state, ID) or is_killed(state, ID):
        return None
    bewitched = state.marked(ID, BEWITCHED)
    if bewitched is not None:
        return bewitched.seat
    return state.holder(ID)


@hookimpl
def citadels_may_target(state: GameState, rank: int | None, target: int) -> bool | None:
    if rank == 8 and protected_seat(state) == target:
        return False
    return None
