"""What a state read from JSON must satisfy before it is played on.

A state the game reached is consistent by construction; one read from a file may have
been written by hand or forged. :func:`check_state` refuses, naming every problem, what
would make the reducer fail later with an unrelated error: a config the game rejects,
seats that do not exist, unknown cards, negative counts. A state that passes plays on
under the rules (an odd but well-formed position is the reader's to judge).
"""

from __future__ import annotations

from .reducer import check_config, pile_sizes
from .state import GameState

PHASES = ("action", "buy", "cleanup")


def _count(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def check_state(state: GameState) -> None:
    """Raise ``ValueError`` listing every inconsistency of ``state`` (see the module)."""
    problems = [f"config: {p}" for p in check_config(state.config)]
    if problems:
        raise ValueError("; ".join(problems))
    n = state.config.players
    cards = state.rules.cards
    if len(state.players) != n:
        problems.append(f"players: {len(state.players)} seats for a {n}-player config")
    if len(state.turns) != n or not all(_count(t) for t in state.turns):
        problems.append(f"turns: expected {n} counts of turns, got {list(state.turns)}")
    piles = pile_sizes(state.config)
    if set(state.supply) != set(piles):
        problems.append(f"supply: expected the piles {sorted(piles)}, got {sorted(state.supply)}")
    bad_piles = [k for k, v in state.supply.items() if not _count(v)]
    if bad_piles:
        problems.append(f"supply: negative or non-integer piles {bad_piles}")
    for i, p in enumerate(state.players):
        for zone in ("hand", "deck", "discard", "in_play", "set_aside"):
            unknown = sorted({c for c in getattr(p, zone) if c not in cards})
            if unknown:
                problems.append(f"players[{i}].{zone}: unknown cards {unknown}")
    unknown = sorted({c for c in state.trash if c not in cards})
    if unknown:
        problems.append(f"trash: unknown cards {unknown}")
    turn = state.turn
    if turn is not None:
        if not _count(turn.seat) or turn.seat >= n:
            problems.append(f"turn.seat: no seat {turn.seat!r} in a {n}-player game")
        if turn.phase not in PHASES:
            problems.append(f"turn.phase: expected one of {PHASES}, got {turn.phase!r}")
        for name in ("actions", "buys", "coins", "plays"):
            if not _count(getattr(turn, name)):
                problems.append(f"turn.{name}: expected a count, got {getattr(turn, name)!r}")
        bad = [s for s in turn.protected if not _count(s) or s >= n]
        if bad:
            problems.append(f"turn.protected: no seats {bad}")
    pending = state.pending
    if pending is not None:
        if turn is None:
            problems.append("pending: a decision in a finished game")
        if not _count(pending.seat) or pending.seat >= n:
            problems.append(f"pending.seat: no seat {pending.seat!r} in a {n}-player game")
        owner = pending.kind.partition(".")[0]
        if owner not in cards:
            problems.append(f"pending.kind: no card {owner!r} asks {pending.kind!r}")
        elif not pending.options and not pending.done:
            problems.append(f"pending: {pending.kind!r} offers no option and cannot be ended")
    if problems:
        raise ValueError("; ".join(problems))
