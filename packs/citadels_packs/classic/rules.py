"""General rules every preset shares, as a plugin of the classic pack.

C-5.3 / C-7.1: 2 players use exactly ranks 1-8 (unless ``two_player_nine_characters``);
8 players need a rank-9 character.

C-14.4: rank-8 abilities cannot target a district in a completed city -- another
player's, or (AMBIGUOUS default) the actor's own when destroying in it. Exchanging from
one's own completed city (an ability tagged ``exchange``) stays allowed (R8.9,
faq:000-diplomat-3).
"""

from __future__ import annotations

from typing import Any

from citadels_rules.pack_api import GameState, answers_only_if, has_tag, hookimpl, is_complete


@hookimpl
def citadels_check_config(
    config: Any, lineup: tuple[str, ...], variants: frozenset[str]
) -> list[str] | None:
    if config.players == 2 and len(lineup) > 8 and "two_player_nine_characters" not in variants:
        return ["2 players use exactly the 8 characters of ranks 1-8 (C-5.3)"]
    if config.players == 8 and len(lineup) < 9:
        return ["8 players need a rank-9 character (C-7.1)"]
    return None


@answers_only_if("rank == 8")
@hookimpl
def citadels_may_target(
    state: GameState, seat: int, ability: str, rank: int | None, target: int
) -> bool | None:
    if rank != 8 or not is_complete(state, target):
        return None
    if target == seat and has_tag(state, ability, "exchange"):
        return None
    return False
