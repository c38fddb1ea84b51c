"""What an action did, in public terms: gains, trashes, cards put into play or revealed.

Derived by comparing the states before and after (nothing is recorded while playing, so
logging costs a game nothing): what ``dominion replay`` prints under each action and what
the replay page (:mod:`dominion_rules.html`) shows of each step.
"""

from __future__ import annotations

from collections import Counter

import attrs

from .state import GameState

#: What a :class:`Change` says happened, in the order :func:`public_changes` lists them.
VERBS = ("gains", "trashes", "reveals")


@attrs.frozen
class Change:
    """One public change of an action: ``seat`` ``verb`` (one of :data:`VERBS`)
    ``count`` copies of ``card``. ``str()`` is the sentence ``dominion replay`` prints."""

    seat: int
    verb: str
    card: str
    count: int = 1

    def __str__(self) -> str:
        return f"seat {self.seat} {self.verb} {self.card}" + (
            f" x{self.count}" if self.count > 1 else ""
        )


def _owned(state: GameState, seat: int) -> Counter[str]:
    return Counter(state.players[seat].all_cards())


def public_changes(before: GameState, after: GameState) -> list[Change]:
    """The public changes from ``before`` to ``after``, seat by seat: cards gained (from
    the supply or the trash), trashed and revealed (set aside), each kind by card id.
    Every seat may know them (D-8.1, D-8.2)."""
    out: list[Change] = []
    trashed = Counter(after.trash) - Counter(before.trash)
    for seat in range(len(after.players)):
        was, now = _owned(before, seat), _owned(after, seat)
        gained, lost = now - was, was - now
        new_aside = Counter(after.players[seat].set_aside) - Counter(before.players[seat].set_aside)
        for verb, cards in (("gains", gained), ("trashes", lost & trashed), ("reveals", new_aside)):
            out += [Change(seat, verb, card, n) for card, n in sorted(cards.items())]
    return out


def changes(before: GameState, after: GameState) -> list[str]:
    """The public changes from ``before`` to ``after``, one sentence each
    (:func:`public_changes`): ``seat 0 gains silver``, ``seat 1 trashes copper x2``."""
    return [str(change) for change in public_changes(before, after)]
