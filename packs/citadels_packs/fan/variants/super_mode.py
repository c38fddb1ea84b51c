"""Super mode (variants.md #20, #21; 004 opening "更刺激的玩法"; README ambiguities 41, 56).

* *Pool* (``citadels_lineup``): every character of the preset's pool (18 in dark_city,
  27 in edition_2016, 36 in fan) but those the player count excludes (C-7.2: the Queen
  and Hu Xinyi below 5 players, Yang Ruoxin below 4); the configuration's
  ``characters`` are ignored. Designed for 4-8 players: 2-3 players are refused
  (AMBIGUOUS default).
* *Draft* (``citadels_draft_plan``): K cards face down at random regardless of rank, K =
  the number of characters per rank (4 with 36, 3 with 27, 2 with 18; ambiguity 56);
  no face-up removal; one pick per player in seat order from the crown holder (the
  Skyscraper still moves its owner up). With 8 players and 9 ranks (7 and 8) the last
  drafter also receives the centre cards (004: "may also choose from the centre cards").
* *One character per rank* (``citadels_draft_hand``): when a hand reaches a seat, the
  cards of a rank someone already chose this round go face down to the corner (004:
  the chooser puts the other cards of that rank in the corner before passing -- the
  same cards, set aside one step later); at the last drafter's pick, centre cards of a
  chosen rank go back to the corner, as 004 says.
* ``super_mode_remove_whole_rank`` (#21) replaces step 1: one random card face down;
  before the crown holder chooses, the other cards of its rank join it in the centre
  (``citadels_draft_hand``), so the centre holds exactly that whole rank. With 8 players
  and 9 ranks the last drafter takes those K centre cards back (every rank has K cards
  then) and may choose among them: the removed card is no longer first face down, so its
  rank is open to him again (004: "the 4 cards received and the 4 centre cards").
* *Calling* (C-8.6): ranks are called in order; the lineup holds every character and
  only the held one of each rank plays.

* *Numbers named* (``citadels_names_ranks``, ``citadels_may_name``): an ability naming a
  character offers one per rank, the first of the lineup at that rank standing for the
  number ("kill 5": ``assassin.kill character=bishop``); its mark counts for every
  character of that rank (``GameState.marked`` compares ranks), so it hits whoever holds
  rank 5, or nobody. An identity-dependent limit (Dong Zining may not rob Yang Ruoxin)
  is judged on the number's stand-in (ambiguity 41: no effect if the number turns out to
  be an illegal target is not modelled further).
* *Deck conditions* (C-2.3 over the pool): the Hospital leaves with any non-Assassin
  rank-1 character unless every ``hospital_vs_*`` variant is on, the Graveyard with the
  Diplomat or Marshal unless ``graveyard_vs_swaps``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from citadels_rules.pack_api import (
    PICK,
    TAKE_FACE_DOWN,
    CardInfo,
    DraftPlan,
    GameState,
    Reveal,
    hookimpl,
    is_killed,
    presets,
    rank_of,
)

WHOLE_RANK = "super_mode_remove_whole_rank"
#: Characters the player count leaves out (C-7.2): id -> the fewest players.
MIN_PLAYERS = {"queen": 5, "fan.hu_xinyi": 5, "fan.yang_ruoxin": 4, "emperor": 3}
#: Deck cards removed when some character of the pool's rank triggers it (C-2.3 in
#: super mode), unless one of the variants keeps them.
HOSPITAL, GRAVEYARD = "hospital", "graveyard"
KEEPS_HOSPITAL = ("hospital_vs_witch", "hospital_vs_magistrate", "hospital_vs_chen_yiru")


def per_rank(state: GameState) -> int:
    """K: the number of characters per rank (the most of any rank)."""
    return max(Counter(rank_of(state, c) for c in state.lineup).values())


class _SuperMode:
    @hookimpl
    def citadels_lineup(
        self, config: Any, cards: Mapping[str, CardInfo], value: tuple[str, ...]
    ) -> tuple[str, ...] | None:
        preset = presets()[config.preset]
        pool = [
            c
            for _, ids in preset.pool
            for c in ids
            if c in cards and config.players >= MIN_PLAYERS.get(c, 0)
        ]
        return tuple(sorted(pool, key=lambda c: (cards[c].rank or 0, pool.index(c))))

    @hookimpl
    def citadels_deck(
        self,
        cards: Mapping[str, CardInfo],
        lineup: tuple[str, ...],
        variants: frozenset[str],
        value: tuple[str, ...],
    ) -> tuple[str, ...] | None:
        drop = set()
        rank_1 = {c for c in lineup if cards[c].rank == 1}
        if rank_1 - {"assassin"} and not all(v in variants for v in KEEPS_HOSPITAL):
            drop.add(HOSPITAL)
        rank_8 = {c for c in lineup if cards[c].rank == 8}
        if rank_8 & {"diplomat", "marshal"} and "graveyard_vs_swaps" not in variants:
            drop.add(GRAVEYARD)
        return tuple(d for d in value if d not in drop) if drop & set(value) else None

    @hookimpl
    def citadels_check_config(self, config: Any) -> list[str] | None:
        if config.players < 4:
            return [f"super_mode is played with 4 to 8 players, not {config.players}"]
        return None

    @hookimpl
    def citadels_draft_plan(self, state: GameState) -> DraftPlan:
        n = len(state.players)
        k = per_rank(state)
        ranks = len({rank_of(state, c) for c in state.lineup})
        steps: list[tuple[int, str]] = [(i, PICK) for i in range(n)]
        if ranks == n + 1:
            steps[n - 1 : n - 1] = [(n - 1, TAKE_FACE_DOWN)] * k
        return DraftPlan(1 if WHOLE_RANK in state.rules.variants else k, 0, tuple(steps))

    @hookimpl
    def citadels_names_ranks(self) -> bool:
        return True

    @hookimpl
    def citadels_may_name(self, state: GameState, character: str) -> bool | None:
        """Numbers only: each rank is named by its first character in the lineup."""
        first = next(c for c in state.lineup if rank_of(state, c) == rank_of(state, character))
        return False if character != first else None

    @hookimpl
    def citadels_round_end(self, state: GameState) -> list[Any] | None:
        """C-13: the killed are revealed -- the held character of a killed number."""
        held = [c for p in state.players for c in p.characters if c not in state.revealed]
        out = [Reveal(c) for c in held if is_killed(state, c)]
        return out or None

    @hookimpl
    def citadels_draft_hand(
        self, state: GameState, value: tuple[str, ...]
    ) -> tuple[str, ...] | None:
        chosen = {rank_of(state, c) for p in state.players for c in p.characters}
        if WHOLE_RANK in state.rules.variants and state.draft.face_down:
            chosen.add(rank_of(state, state.draft.face_down[0]))
        kept = tuple(c for c in value if rank_of(state, c) not in chosen)
        return kept if kept != value else None


super_mode = _SuperMode()
