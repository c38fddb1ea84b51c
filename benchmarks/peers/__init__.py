"""Thin adapters that play one 2-player Dominion game on another engine, for
``benchmarks/bench_dominion.py --vs``.

Each module exposes ``NAME``, ``available() -> str | None`` (None when the peer can be
imported, else the reason it cannot) and ``play(seed, smithy_seat) -> Outcome``: a game of
Big Money against Big Money (``smithy_seat`` None) or of Smithy-BM in seat
``smithy_seat`` against Big Money, seat 0 first, seeded with ``seed``. The peers are
optional (the ``bench`` extra: ``pip install -e ".[bench]"``); none is a dependency of
the library.
"""

from __future__ import annotations

from typing import NamedTuple


class Outcome(NamedTuple):
    """What a game of any engine reports: the winning seats (two on a shared win) and
    the most turns any seat took."""

    winners: tuple[int, ...]
    turns: int
