"""Yang Ruoxin (rank 6, fan): green income in gold or cards; this round no other
player's character or district ability may move, take or affect your gold, hand or city.

characters.md §6.4 (004 "自創6號角色"); rulings faq:004-Q7, Q41, Q55; README ambiguities
24-26. Reading:

1. *Income*: green, each unit 1 gold or 1 card, any mix (``citadels_income_kinds``).
2. *Immunity* for the seat with her powers: her holder, or the Witch who bewitched her
   (faq:004-Q55); none when killed (faq:004-Q41). 004 has her reveal herself when an
   ability picks her; a choice of targets that left her seat out would show who holds
   her as well, so she reveals herself (``Reveal``) when the first turn of another
   player's character of rank 2 or more begins (``citadels_character_called``; rank 1
   only names characters or swaps number cards), and the immunity works from then on,
   public. A killed Yang Ruoxin stays hidden (and has no immunity). Every ability of
   another player asks ``citadels_may_affect`` (gold,
   hand, city: Thief, Magician, Lin Yaxuan's payment, Opera House...) or
   ``citadels_may_target`` (a district or, with ``index=None``, the city: rank-8
   abilities, the Armory, faq:004-Q7): both refuse. Her own abilities are hers.
3. *Not to be robbed by name*: a robbing ability (tag ``rob``) may not name her
   (Dong Zining's text; the Thief would take nothing anyway).
4. The crown may still be moved to or from her (Emperor, Lin Yaxuan): not refused.
5. Only with 4 or more players (C-7.2; the fan preset's ``player_count_restrictions``
   is the rule wherever she plays).
"""

from __future__ import annotations

from typing import Any

from citadels_rules.pack_api import (
    CharacterCard,
    GameState,
    Reveal,
    has_tag,
    is_killed,
    is_revealed,
    powers_seat,
    rank_of,
)

card = CharacterCard("fan.yang_ruoxin")
MIN_PLAYERS = 4


def immune_seat(state: GameState) -> int | None:
    """The seat her immunity protects now, or None (not before she is revealed)."""
    if not is_revealed(state, card.id) or is_killed(state, card.id):
        return None
    return powers_seat(state, card.id)


@card.hook
def citadels_character_called(state: GameState, character: str, seat: int) -> list[Any] | None:
    holder = state.holder(card.id)
    if holder is None or holder == seat or is_revealed(state, card.id):
        return None
    if rank_of(state, character) == 1 or is_killed(state, card.id):
        return None  # rank 1 names characters (or swaps number cards): nothing to refuse yet
    return [Reveal(card.id)]


@card.bound
def citadels_income_kinds() -> tuple[str, ...]:
    return ("gold", "cards")


@card.hook
def citadels_may_affect(state: GameState, seat: int, target: int) -> bool | None:
    return False if target != seat and target == immune_seat(state) else None


@card.hook
def citadels_may_target(state: GameState, seat: int, target: int) -> bool | None:
    return False if target != seat and target == immune_seat(state) else None


@card.hook
def citadels_may_name(state: GameState, ability: str, character: str) -> bool | None:
    return False if character == card.id and has_tag(state, ability, "rob") else None


@card.hook
def citadels_check_config(config: Any, lineup: tuple[str, ...]) -> list[str] | None:
    if card.id in lineup and config.players < MIN_PLAYERS:
        return [f"Yang Ruoxin is only used with 4 or more players, not {config.players}"]
    return None
