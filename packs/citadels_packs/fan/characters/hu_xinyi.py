"""Hu Xinyi (rank 9, fan): automatic at her turn, three parts that stack, each at most
once: a neighbour holds a rank-1-affected character (+3 gold, 3 cards); a neighbour holds
a character hit by a rank-2 ability this round (+2, 2); a neighbour's city was affected by
a rank-8 ability this round (+1, 1).

characters.md §9.4 (004 "自創9號角色"), README ambiguity 31. How this plugin reads it:

1. *At her turn*: when she is called, before she acts. A killed Hu Xinyi has no turn.
   Bewitched: the Witch's neighbours count and the Witch is paid (the powers' seat).
2. *Rank-1-affected* (R1, C-1.9): a character held by a neighbour carries a
   ``bewitched`` or ``warrant`` mark; a ``killed`` one is known only at the end of the
   round, so that part is then checked again (AMBIGUOUS default, as the Queen) -- still
   at most once.
3. *Hit by a rank-2 ability*: a ``robbed``/``threat`` mark (or any mark made by a rank-2
   character) on a character a neighbour holds, or an ``affected`` entry of the round
   log by a rank-2 ability (the Spy).
4. *City affected by a rank-8 ability*: a ``destroyed``, ``district_moved`` or
   ``exchanged`` entry of the round log with ``rank == 8`` whose city is a neighbour's.
5. Only with 5 or more players under ``player_count_restrictions`` (C-7.2; on in fan):
   the variant's check (``edition_2016/rules.py`` ``MIN_PLAYERS``), so that
   ``-player_count_restrictions`` lifts it.
"""

from __future__ import annotations

from typing import Any

from citadels_rules.pack_api import (
    BANK,
    BEWITCHED,
    ROBBED,
    CharacterCard,
    Draw,
    GameState,
    LogEntry,
    SetToken,
    is_killed,
    neighbours,
    pay,
    powers_seat,
    rank_of,
)

card = CharacterCard("fan.hu_xinyi")
#: The seat still owed the rank-1 part at round end, if a neighbour may be killed.
PENDING = card.name("pending")
#: Mark kinds made by rank-1 and rank-2 abilities (R1; §9.4).
RANK_1_MARKS = frozenset({BEWITCHED, "warrant"})
RANK_2_MARKS = frozenset({ROBBED, "threat", "threatened", "robbed_half"})
CITY_KINDS = frozenset({"destroyed", "district_moved", "exchanged"})


def _marked(state: GameState, seats: tuple[int, ...], kinds: frozenset[str]) -> bool:
    """A mark of ``kinds`` on the rank of a character one of ``seats`` holds (a rank: in
    super mode a mark names a number)."""
    held = {rank_of(state, c) for s in seats for c in state.players[s].characters}
    return any(m.kind in kinds and rank_of(state, m.character) in held for m in state.marks)


def _cities(entry: LogEntry) -> set[int | None]:
    """The cities a rank-8 log entry affected."""
    if entry.kind == "exchanged":
        return {entry.seat, entry.by}
    dst = entry.dst
    into = dst[1] if entry.kind == "district_moved" and dst and dst[0] == "city" else None
    return {entry.seat, into}


def _rank_2(state: GameState, seats: tuple[int, ...]) -> bool:
    log = state.round_log
    spied = any(e.kind == "affected" and e.rank == 2 and e.seat in seats for e in log)
    return spied or _marked(state, seats, RANK_2_MARKS)


def _rank_8(state: GameState, seats: tuple[int, ...]) -> bool:
    log = state.round_log
    return any(e.kind in CITY_KINDS and e.rank == 8 and _cities(e) & set(seats) for e in log)


def _reward(seat: int, n: int) -> list[Any]:
    return [*pay(BANK, seat, n), *([Draw(seat, n)] if n else [])]


@card.bound
def citadels_character_called(state: GameState) -> list[Any] | None:
    seat = powers_seat(state, card.id)
    if seat is None:
        return None
    near = neighbours(state, seat)
    first = _marked(state, near, RANK_1_MARKS)
    n = 3 * first + 2 * _rank_2(state, near) + _rank_8(state, near)
    return [*_reward(seat, n), *([] if first else [SetToken(PENDING, seat)])]


@card.hook
def citadels_round_end(state: GameState) -> list[Any] | None:
    seat = state.token(PENDING)
    if seat is None:
        return None
    near = neighbours(state, seat)
    killed = any(is_killed(state, c) for n in near for c in state.players[n].characters)
    return [SetToken(PENDING, None), *(_reward(seat, 3) if killed else [])]
