"""The scenario tables' shared rule: a scenario moves cards, it never makes one.

A game's ``Table`` (Citadels' :class:`citadels_rules.testing.Table`, Dominion's
:class:`dominion_rules.testing.Table`) names the cards each seat holds. Every named card
is taken from where the game's set-up put it -- the deck, a seat's starting cards, a
supply pile -- so that the totals the invariant checks count are conserved from the
scenario's state on, and a test cannot pass on a card that could not exist. Problems are
collected, so that a table reports every one of them at once.
"""

from __future__ import annotations

from collections.abc import MutableMapping, MutableSequence


class CardSource:
    """Where a scenario's named cards come from: ``pools`` in order of preference, each
    a list of cards (one copy removed per take) or a mapping of pile sizes (one
    subtracted). :attr:`problems` lists the cards none of them held."""

    def __init__(self, *pools: MutableSequence[str] | MutableMapping[str, int]) -> None:
        self.pools = list(pools)
        self.problems: list[str] = []

    def take(self, card: str, why: str, where: str = "the deck") -> str:
        """Take one ``card`` from the first pool holding it; when none does, note
        ``"<why>: no '<card>' left in <where>"``. Returns ``card`` (for building zones)."""
        for pool in self.pools:
            if isinstance(pool, MutableMapping):
                if pool.get(card, 0) > 0:
                    pool[card] -= 1
                    return card
            elif card in pool:
                pool.remove(card)
                return card
        self.problems.append(f"{why}: no {card!r} left in {where}")
        return card
