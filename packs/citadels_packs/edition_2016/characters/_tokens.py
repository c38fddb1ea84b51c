"""Face-down tokens on characters, one of which is special (the Magistrate's signed
warrant, the Blackmailer's real threat): a public mark per token, a secret mark
(``MarkCharacter(..., secret=True)``) on the special one that only its maker sees, and the
same placed again in a world resampled from another seat's view (C-1.11)."""

from __future__ import annotations

import random
from typing import Any

from citadels_rules.pack_api import GameState, Mark, MarkCharacter


def place(
    state: GameState, seat: int, kind: str, special: str, chosen: tuple[str, ...]
) -> list[Any]:
    """The marks of tokens on ``chosen`` (the special one first), public ones in lineup
    order so that their order tells nothing."""
    public = sorted(chosen, key=state.lineup.index)
    return [
        *(MarkCharacter(c, kind, seat) for c in public),
        MarkCharacter(chosen[0], special, seat, secret=True),
    ]


def deal_again(
    state: GameState, seat: int, rng: random.Random, kind: str, special: str, shown: str
) -> list[Mark]:
    """The secret ``special`` marks of makers other than ``seat``: on the character whose
    token was shown special (a public ``special`` mark), else on one not shown ordinary
    (a public ``shown`` mark without ``special``), chosen at random."""
    out = []
    makers = {m.seat for m in state.marks if m.kind == kind and m.seat != seat}
    for maker in sorted(makers, key=lambda s: -1 if s is None else s):
        mine = [m for m in state.marks if m.seat == maker]
        if any(m.kind == special and m.secret for m in mine):
            continue
        public = [m.character for m in mine if m.kind == special]
        if public:
            out.append(Mark(public[0], special, maker, True))
            continue
        ordinary = {m.character for m in mine if m.kind == shown}
        candidates = [m.character for m in mine if m.kind == kind and m.character not in ordinary]
        if candidates:
            out.append(Mark(rng.choice(sorted(candidates)), special, maker, True))
    return out


def special_of(state: GameState, character: str, special: str, maker: int | None) -> bool:
    """Whether ``character``'s token made by ``maker`` is the special one."""
    return any(
        m.character == character and m.kind == special and m.seat == maker for m in state.marks
    )
