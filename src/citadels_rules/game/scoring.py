"""Scores as labelled lines (C-15) and winners (C-16)."""

from __future__ import annotations

from itertools import product

import attrs

from .packs import COLOURS
from .state import GameState


@attrs.frozen
class ScoreLine:
    """One reason for points: ``label`` (``"districts"``, ``"five colours"``, a card id)
    and ``points``."""

    label: str
    points: int


@attrs.frozen
class Score:
    """A seat's score: ``total`` and the ``lines`` that add up to it."""

    total: int
    lines: tuple[ScoreLine, ...]

    def __int__(self) -> int:
        return self.total


FIVE_COLOURS = frozenset(COLOURS)


def _expect_state(value: object, caller: str) -> None:
    if not isinstance(value, GameState):
        got = type(value).__name__
        raise TypeError(f"{caller}() expects a GameState, not {got}")


def score_of(state: GameState, seat: int) -> Score:
    """``seat``'s score now (final once the game is over).

    Where a district may count as several colours (Haunted Quarter), the assignment that
    scores best is used (C-15.1).
    """
    rules = state.rules
    hooks = rules.hooks
    cards = rules.cards
    p = state.players[seat]
    points = sum(hooks.district_points(state, seat, d, cards[d.card].points) for d in p.city)
    base = [ScoreLine("districts", points)]
    if p.completed == "first":
        base.append(ScoreLine("first complete", 4))
    elif p.completed == "complete":
        base.append(ScoreLine("complete", 2))
    options = [hooks.scoring_colors(state, seat, d, (cards[d.card].colour,)) for d in p.city]
    best: Score | None = None
    for colours in product(*options):
        lines = list(base)
        if set(colours) >= FIVE_COLOURS:
            lines.insert(1, ScoreLine("five colours", 3))
        lines += hooks.score_lines(state, seat, tuple(colours))
        score = Score(sum(line.points for line in lines), tuple(lines))
        if best is None or score.total > best.total:
            best = score
    assert best is not None
    return best


def scores(state: GameState) -> tuple[Score, ...]:
    """Every seat's :class:`Score`, by seat (final or running).

    Raises ``TypeError`` for anything but a :class:`GameState` (a view has no hands).
    """
    _expect_state(state, "scores")
    return tuple(score_of(state, seat) for seat in range(len(state.players)))


def winners(state: GameState) -> tuple[int, ...]:
    """The winning seats once the game is over (several on a shared victory); else ()."""
    _expect_state(state, "winners")
    if not state.is_over:
        return ()
    totals = [s.total for s in scores(state)]
    top = max(totals)
    tied = tuple(seat for seat, t in enumerate(totals) if t == top)
    if len(tied) == 1:
        return tied
    broken = state.rules.hooks.winners(state, tied)
    return tuple(broken) if broken is not None else tied
