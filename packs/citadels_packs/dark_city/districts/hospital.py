"""Hospital: if your character is killed, you may still reveal it and gather when it is
called, but not build, use its power or take its income.

Rules: districts.md `hospital`. District abilities stay allowed and a killed rank-4
character's crown still passes at the end of the round (AMBIGUOUS defaults). Only in games
whose rank-1 character is the Assassin (C-2.3, faq:000-hospital-1) -- or the Magistrate,
with ``hospital_vs_magistrate`` (004-Q72; his price is his own rule) -- or the Witch, with
``hospital_vs_witch`` (004-Q72): a bewitched owner may then build one district after
gathering (the limit is AMBIGUOUS, default 1), still without the character's power or
income, and the Witch resumes as usual.

The deck and the configuration check are setup rules (plain ``@card.hook``).
"""

from __future__ import annotations

from typing import Any

from citadels_rules.pack_api import (
    BEWITCHED,
    DistrictCard,
    GameState,
    LosePowers,
    is_killed,
)

ID = "hospital"
#: Fan variant (variants.md #59): this Hospital keeps the killed character's powers but
#: not its build; the old ability goes to ``fan.clinic``.
SPLIT = "hospital_clinic_split"
card = DistrictCard(ID)
WITCH_VARIANT = "hospital_vs_witch"


def _rank_1(cards: Any, lineup: tuple[str, ...]) -> str | None:
    return next((c for c in lineup if cards[c].rank == 1), None)


#: The ``hospital_vs_*`` variants that keep the Hospital with another rank-1 character
#: (C-2.3; variants.md #56, #57; Chen Yiru's #58 adds it back itself).
KEPT_BY = {WITCH_VARIANT: "witch", "hospital_vs_magistrate": "magistrate"}


def _kept_with(variants: frozenset[str]) -> tuple[str, ...]:
    """The rank-1 characters the Hospital is played with."""
    return ("assassin", *(c for v, c in KEPT_BY.items() if v in variants))


@card.hook
def citadels_deck(
    cards: Any, lineup: tuple[str, ...], variants: frozenset[str], value: tuple[str, ...]
) -> tuple[str, ...] | None:
    if _rank_1(cards, lineup) in _kept_with(variants) or ID not in value:
        return None
    return tuple(d for d in value if d != ID)


@card.hook
def citadels_check_config(
    config: Any, cards: Any, lineup: tuple[str, ...], variants: frozenset[str]
) -> list[str] | None:
    if ID not in config.districts:
        return None
    rank_1 = _rank_1(cards, lineup)
    if rank_1 is None:
        return ["the Hospital is not used with 3 players (three_player_method_1 removes it, C-6.1)"]
    if rank_1 not in _kept_with(variants):
        return [f"the Hospital is used only with the Assassin, not with {rank_1!r} (C-2.3)"]
    return None


@card.bound
def citadels_build_limit(state: GameState, seat: int, character: str, value: int) -> int | None:
    """``hospital_vs_witch``: a bewitched owner's gather-only turn (no powers) may build
    one district; ``hospital_clinic_split`` (fan): the new Hospital keeps a killed
    owner's powers, not the build."""
    if SPLIT in state.rules.variants and is_killed(state, character):
        return 0
    turn = state.turn
    if WITCH_VARIANT not in state.rules.variants or turn is None or turn.powers is not None:
        return None
    bewitched = state.marked(turn.character, BEWITCHED) is not None
    return max(value, 1) if bewitched and state.holder(turn.character) == seat else None


@card.bound(tryfirst=True)
def citadels_turn_skipped(state: GameState, character: str) -> bool | None:
    return False if is_killed(state, character) else None


@card.bound
def citadels_character_called(state: GameState, character: str) -> list[Any] | None:
    if not is_killed(state, character) or SPLIT in state.rules.variants:
        return None
    return [LosePowers()]
