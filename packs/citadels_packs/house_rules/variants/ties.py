"""Tie variants (C-16): ``tiebreak_chain`` (C-16.3) and ``tie_shared_victory``.

``tiebreak_chain`` compares, in order: gold in stash, cards in hand, holding the crown,
the highest rank chosen in the final round (a player with two characters counts the
higher; killed characters count). ``tie_shared_victory`` keeps every tied player; the
chain takes precedence (it is registered first).
"""

from __future__ import annotations

from citadels_rules.pack_api import GameState, hookimpl, rank_of


def _key(state: GameState, seat: int) -> tuple[int, int, int, int]:
    p = state.players[seat]
    top = max((rank_of(state, c) for c in p.characters), default=0)
    return (p.gold, len(p.hand), 1 if state.crown == seat else 0, top)


class _Chain:
    @hookimpl
    def citadels_winners(self, state: GameState, tied: tuple[int, ...]) -> tuple[int, ...]:
        best = max(_key(state, s) for s in tied)
        return tuple(s for s in tied if _key(state, s) == best)


class _Shared:
    @hookimpl
    def citadels_winners(self, tied: tuple[int, ...]) -> tuple[int, ...]:
        return tied


tiebreak_chain = _Chain()
tie_shared_victory = _Shared()
