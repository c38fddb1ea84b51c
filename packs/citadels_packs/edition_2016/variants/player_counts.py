"""Player-count variants (rules/variants.md B): who may play with how many, and the two
9-character drafts of 004-Q1.

* ``player_count_restrictions`` (C-7.2; on in edition_2016 and fan): the Emperor not with
  2 players, the Queen only with 5+ (fan: Yang Ruoxin 4+, Hu Xinyi 5+). "Rank 9 not with
  2 players" is every preset's base rule (C-5.3, the classic pack's check), lifted only
  by ``two_player_nine_characters``.
* ``two_player_nine_characters`` (C-5.3, 004-Q1): 2 players with a rank-9 character: one
  face-down and one face-up removal (rank 4 exempt), then the C-5.2 draft from 7 cards.
* ``three_player_nine_q1`` (C-6.4, 004-Q1): 3 players with 9 characters: one face-down and
  one face-up removal, then method 2's six picks; it replaces the three methods.
"""

from __future__ import annotations

from typing import Any

import attrs

from citadels_rules.pack_api import (
    PICK,
    DraftPlan,
    GameState,
    VariantInfo,
    default_draft_plan,
    hookimpl,
)

from ..rules import MIN_PLAYERS, allowed

M1, M2, M3 = "three_player_method_1", "three_player_method_2", "three_player_method_3"
DC_2016_FAN = ("dark_city", "edition_2016", "fan")
NO_CHOICE = "classic has one character per rank and no optional rank 9"


class _Restrictions:
    @hookimpl
    def citadels_check_config(self, config: Any, lineup: tuple[str, ...]) -> list[str] | None:
        n = config.players
        return [
            f"{c!r} is only used with {MIN_PLAYERS[c]} or more players, not {n} "
            "(C-7.2, player_count_restrictions)"
            for c in lineup
            if not allowed(c, n)
        ] or None


class _TwoPlayerNine:
    @hookimpl
    def citadels_draft_plan(self, state: GameState) -> DraftPlan | None:
        if len(state.players) != 2 or len(state.lineup) != 9:
            return None
        return attrs.evolve(default_draft_plan(state), face_up=1)


class _ThreePlayerQ1:
    @hookimpl
    def citadels_check_config(self, config: Any, lineup: tuple[str, ...]) -> list[str] | None:
        if config.players == 3 and len(lineup) != 9:
            return ["three_player_nine_q1 needs a rank-9 character (9 characters, C-6.4)"]
        return None

    @hookimpl
    def citadels_draft_plan(self, state: GameState) -> DraftPlan | None:
        if len(state.players) != 3:
            return None
        return DraftPlan(1, 1, tuple((i % 3, PICK) for i in range(6)))


VARIANTS = (
    VariantInfo(
        "player_count_restrictions",
        "the Emperor not with 2 players, the Queen only with 5 or more (C-7.2)",
        _Restrictions(),
        source="004 roles; R16",
        presets=DC_2016_FAN,
        why_not=NO_CHOICE,
    ),
    VariantInfo(
        "two_player_nine_characters",
        "2 players may use 9 characters: 1 face down, 1 face up, then draft 7 (C-5.3)",
        _TwoPlayerNine(),
        source="004-Q1",
        presets=DC_2016_FAN,
        why_not=NO_CHOICE,
    ),
    VariantInfo(
        "three_player_nine_q1",
        "3 players, 9 characters: 1 face down, 1 face up, then method 2's picks (C-6.4)",
        _ThreePlayerQ1(),
        conflicts=(M1, M2, M3),
        source="004-Q1",
        presets=DC_2016_FAN,
        why_not=NO_CHOICE,
    ),
)
