"""Scores and winners (D-7.3, D-7.4)."""

from __future__ import annotations

from collections import Counter

import attrs

from .state import GameState

#: The label of the line of a seat's VP tokens (a pack's ``AddTokens(seat, "vp", n)``).
VP_TOKENS = "vp_tokens"


@attrs.frozen
class ScoreLine:
    """One reason for points: ``label`` (a card id) and ``points``."""

    label: str
    points: int


@attrs.frozen
class Score:
    """A seat's score: ``total`` and the ``lines`` (one per kind of scoring card) that
    add up to it."""

    total: int
    lines: tuple[ScoreLine, ...]

    def __int__(self) -> int:
        return self.total


def score_of(state: GameState, seat: int) -> Score:
    """``seat``'s VP now, over every card it owns (D-7.3): printed VP, or what
    ``dominion_card_vp`` says (Gardens), then its VP tokens (line :data:`VP_TOKENS`).
    The same count mid-game and at the end."""
    rules = state.rules
    cards = rules.cards
    vp_hook = rules.hooks.card_vp
    lines = []
    for card, count in sorted(Counter(state.players[seat].all_cards()).items()):
        points = vp_hook(state, seat, card, count)
        if points is None:
            points = cards[card].vp * count
        if points or cards[card].is_victory or card == "curse":
            lines.append(ScoreLine(card, points))
    tokens = state.players[seat].token("vp")
    if tokens:
        lines.append(ScoreLine(VP_TOKENS, tokens))
    return Score(sum(line.points for line in lines), tuple(lines))


def scores(state: GameState) -> tuple[Score, ...]:
    """Every seat's :class:`Score` (running, or final after the end)."""
    return tuple(score_of(state, seat) for seat in range(len(state.players)))


def winners(state: GameState) -> tuple[int, ...]:
    """The winning seats once the game is over (``()`` before): most VP; among those
    tied, the fewest turns taken; still tied, they share the victory (D-7.3)."""
    if not state.is_over:
        return ()
    totals = [s.total for s in scores(state)]
    best = max(totals)
    tied = [seat for seat, t in enumerate(totals) if t == best]
    fewest = min(state.turns[seat] for seat in tied)
    return tuple(seat for seat in tied if state.turns[seat] == fewest)
