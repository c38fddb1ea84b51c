"""Bishop (rank 5): rank-8 abilities cannot affect your districts; blue income.

Rules: characters.md §5.1, R8.2.3. A killed Bishop protects nothing (faq:000-warlord-1,
faq:004-Q41). A Bishop player who also holds the rank-8 character (2-3 players) cannot
use it on their own districts (R8.2 default). Rulings: faq:000-bishop-1, faq:004-Q36.

All escape hatch: the protection is asked about another player's ability aimed at a
city (``citadels_may_target``, a window without a subject), so it is a plain hook; the
target selectors apply it. It reacts to the ability's rank, never to its name.
"""

from __future__ import annotations

from citadels_rules.pack_api import CharacterCard, GameState, is_killed, is_revealed, powers_seat

card = CharacterCard("bishop")


def protected_seat(state: GameState) -> int | None:
    """The seat whose city the Bishop protects now (its holder, or the Witch), if any."""
    if not is_revealed(state, card.id) or is_killed(state, card.id):
        return None
    return powers_seat(state, card.id)


@card.hook(only_if=f"rank == 8 and {card.id!r} in state.revealed")  # protected_seat()
def citadels_may_target(state: GameState, rank: int | None, target: int) -> bool | None:
    if rank == 8 and protected_seat(state) == target:
        return False
    return None
