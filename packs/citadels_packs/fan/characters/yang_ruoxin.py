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
   hand, city: Thief, Magician, Lin Yaxuan's and the Emperor's payments, the Abbot, the
   Tax Collector's tax, Opera House...) or ``citadels_may_target`` (a district or, with
   ``index=None``, the city: rank-8 abilities, the Armory, faq:004-Q7): both refuse.
   Her own abilities are hers, but for a district's destroying ability (tag
   ``destroy``, no rank: the Armory): "even your own Armory cannot destroy your
   districts" (§6.4; districts.md Armory, "not even by herself").
3. *Not to be named* (``citadels_may_name``): never by an ability that robs (tag
   ``rob``: the Thief, Dong Zining), confiscates (``confiscate``: the Magistrate's
   warrants, §1.3) or threatens (``threaten``: the Blackmailer, §2.3) -- their texts
   list her among the illegal targets, revealed or not. Once her immunity is in force,
   no other player's ability may name a *revealed* character of the seat it protects
   (hers, or the Witch's who bewitched her): a character-naming Magician, Wizard or Spy
   (``*_targets_character``) "must pick another" (§6.4 "Revealing"). Killed, she has
   no immunity and may be named; bewitched, so may she (her holder is not protected),
   not the Witch. A character not revealed is listed whoever holds it (refusing it
   would show that her seat holds it: with 2-3 players a seat holds two characters);
   named, it resolves at use on nobody -- no effect, the ability used -- as every
   identity-dependent target does (``reached_holder``, ``citadels_may_affect``).
4. The crown may still be moved to or from her (Emperor, Lin Yaxuan): not refused; the
   recipient's payment is (README ambiguity 24).
5. Only with 4 or more players under ``player_count_restrictions`` (C-7.2; on in fan:
   the variant's own check, so ``-player_count_restrictions`` lifts it, as for Hu Xinyi).
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
def citadels_may_target(
    state: GameState, seat: int, ability: str, rank: int | None, target: int
) -> bool | None:
    if target != immune_seat(state):
        return None
    armory_like = rank is None and has_tag(state, ability, "destroy")
    return False if target != seat or armory_like else None


#: Kinds of ability whose texts never let them name her (§1.3, §2.3, §2.4).
NEVER_NAMED_BY = ("rob", "confiscate", "threaten")


@card.hook
def citadels_may_name(state: GameState, seat: int, ability: str, character: str) -> bool | None:
    if character == card.id and any(has_tag(state, ability, k) for k in NEVER_NAMED_BY):
        return False
    protected = immune_seat(state)
    if protected is None or protected == seat or not is_revealed(state, character):
        return None  # who holds a hidden character is not to be shown by the list
    return False if state.holder(character) == protected else None
