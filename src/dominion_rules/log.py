"""What an action did, in public terms: gains, trashes, cards put into play or revealed.

Derived by comparing the states before and after (nothing is recorded while playing, so
logging costs a game nothing): what ``dominion replay`` prints under each action.
"""

from __future__ import annotations

from collections import Counter

from .state import GameState


def _owned(state: GameState, seat: int) -> Counter[str]:
    return Counter(state.players[seat].all_cards())


def changes(before: GameState, after: GameState) -> list[str]:
    """The public changes from ``before`` to ``after``, one sentence each: cards gained
    (from the supply or the trash), trashed, revealed (set aside), and the discard tops
    that changed."""
    out: list[str] = []
    for seat in range(len(after.players)):
        was, now = _owned(before, seat), _owned(after, seat)
        gained, lost = now - was, was - now
        for card, n in sorted(gained.items()):
            out.append(f"seat {seat} gains {card}" + (f" x{n}" if n > 1 else ""))
        trashed = Counter(after.trash) - Counter(before.trash)
        for card, n in sorted((lost & trashed).items()):
            out.append(f"seat {seat} trashes {card}" + (f" x{n}" if n > 1 else ""))
        new_aside = Counter(after.players[seat].set_aside) - Counter(before.players[seat].set_aside)
        for card, n in sorted(new_aside.items()):
            out.append(f"seat {seat} reveals {card}" + (f" x{n}" if n > 1 else ""))
    return out
