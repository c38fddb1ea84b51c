"""The three ways to play with 3 players (C-6); exactly one is in force.

* ``three_player_method_1`` (classic, dark_city): remove the rank-1 character (and any
  rank-9 one) and the Hospital; standard draft with 7 characters; end at 10 (C-6.1).
* ``three_player_method_2``: 8 characters, two each (C-6.2).
* ``three_player_method_3``: 9 characters, two each, a random face-down removal in the
  middle of the draft (C-6.3); needs a rank-9 character.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from citadels_rules.pack_api import (
    PICK,
    REMOVE_RANDOM,
    CardInfo,
    DraftPlan,
    GameState,
    answers_only_if,
    hookimpl,
    presets,
)

METHODS = ("three_player_method_1", "three_player_method_2", "three_player_method_3")
M2, M3 = METHODS[1:]


class _Method1:
    @hookimpl
    def citadels_lineup(
        self, config: Any, cards: Mapping[str, CardInfo], value: tuple[str, ...]
    ) -> tuple[str, ...] | None:
        if config.players != 3:
            return None
        return tuple(c for c in value if cards[c].rank not in (1, 9))

    @hookimpl
    def citadels_deck(self, config: Any, value: tuple[str, ...]) -> tuple[str, ...] | None:
        if config.players != 3 or "hospital" not in value:
            return None
        return tuple(d for d in value if d != "hospital")

    @answers_only_if("len(state.players) == 3")
    @hookimpl
    def citadels_end_threshold(self, state: GameState, value: int) -> int | None:
        return 10 if len(state.players) == 3 else None

    @hookimpl
    def citadels_check_config(self, config: Any, cards: Mapping[str, CardInfo]) -> list[str] | None:
        if config.players != 3:
            return None
        dropped = [c for c in config.characters if c in cards and cards[c].rank in (1, 9)]
        if not dropped:
            return None
        names = ", ".join(repr(c) for c in dropped)
        return [f"three_player_method_1 uses no rank-1 or rank-9 character: not {names} (C-6.1)"]


def _method_3_instead(config: Any, lineup: tuple[str, ...]) -> bool:
    """A preset listing both methods 2 and 3 (fan) plays method 3 when the lineup has a
    rank-9 character, else method 2 (variants.md note *); the config resolves the pair
    to method 2, which hands over here."""
    return (
        len(lineup) == 9
        and M3 in presets()[config.preset].variants
        and f"-{M3}" not in config.variants
        and M2 not in config.variants
    )


class _Method2:
    @hookimpl
    def citadels_check_config(self, config: Any, lineup: tuple[str, ...]) -> list[str] | None:
        if config.players == 3 and len(lineup) != 8 and not _method_3_instead(config, lineup):
            return ["three_player_method_2 uses exactly the 8 characters of ranks 1-8"]
        return None

    @hookimpl
    def citadels_draft_plan(self, state: GameState) -> DraftPlan | None:
        if len(state.players) != 3:
            return None
        if _method_3_instead(state.config, state.lineup):
            return method_3.citadels_draft_plan(state)
        return DraftPlan(1, 0, tuple((i % 3, PICK) for i in range(6)))


class _Method3:
    @hookimpl
    def citadels_check_config(self, config: Any, lineup: tuple[str, ...]) -> list[str] | None:
        if config.players == 3 and len(lineup) != 9:
            return ["three_player_method_3 needs a rank-9 character (9 characters)"]
        return None

    @hookimpl
    def citadels_draft_plan(self, state: GameState) -> DraftPlan | None:
        if len(state.players) != 3:
            return None
        steps = (
            (0, PICK),
            (1, PICK),
            (2, PICK),
            (2, REMOVE_RANDOM),
            (0, PICK),
            (1, PICK),
            (2, PICK),
        )
        return DraftPlan(1, 0, steps)


method_1, method_2, method_3 = _Method1(), _Method2(), _Method3()


class _Rules:
    """Always in force with this pack: a 3-player game needs one method (or the 004-Q1
    draft of ``three_player_nine_q1``, C-6.4)."""

    @hookimpl
    def citadels_check_config(self, config: Any, variants: frozenset[str]) -> list[str] | None:
        chosen = any(m in variants for m in (*METHODS, "three_player_nine_q1"))
        if config.players == 3 and not chosen:
            return ["a 3-player game needs one of the variants " + ", ".join(METHODS)]
        return None


rules = _Rules()
