"""Witch (rank 1): right after gathering, bewitch a character and suspend your turn; when
it is called its holder only gathers, then you resume your turn with its powers.

Rules: characters.md §1.2, C-10.3. The holder reveals and takes only the gather action
(their gather districts apply; dark_city: their end-of-turn districts too); the Witch then
resumes as that character in her own city, with her own hand and gold. Passive powers
(Bishop's protection, the Tax Collector's payments) are hers for the round. If nobody
holds the character, her end-of-turn effects run when its rank is passed. With
``witch_takes_gather_bonus`` (dark_city) the Merchant's +1 and the Architect's +2 go to
her when she resumes. Rulings: faq:000-witch-1..5, faq:000-thief-2, faq:004-Q44-Q54.
"""

from __future__ import annotations

from typing import Any

from citadels_rules.pack_api import (
    BEWITCHED,
    EndTurn,
    GameState,
    Gathered,
    LosePowers,
    MarkCharacter,
    SetToken,
    StartTurn,
    TurnEndOf,
    Use,
    ability,
    action,
    hookimpl,
    may_name,
    used,
)

ID = "witch"
BEWITCH = "witch.bewitch"
#: When the Witch gathered: ``(seat, state.steps)`` (the bewitch comes right after).
GATHERED = "witch.gathered"
#: Abilities that may never name the Witch or the bewitched character (000-thief-2).
ROBBERS = frozenset({"thief.rob", "blackmailer.threaten", "fan.dong_zining.rob"})


def bewitcher(state: GameState, character: str) -> int | None:
    """The seat of the Witch who bewitched ``character`` this round, or None."""
    mark = state.marked(character, BEWITCHED)
    return None if mark is None else mark.seat


def _gather_actions(state: GameState, seat: int) -> list[Any]:
    out = [action("take_gold", seat)]
    if state.deck or state.discard:
        out.append(action("draw", seat))
    return out


@hookimpl(trylast=True)  # after the Ball Room's thanks
def citadels_only_actions(state: GameState, seat: int, character: str | None) -> list[Any] | None:
    """Before gathering, the Witch and the bewitched player may only gather (C-10.3): her
    gather is her first action; theirs is their only one."""
    turn = state.turn
    if turn is None or turn.gathered:
        return None
    if character == ID or (character is None and _bewitched_turn(state, seat) is not None):
        return _gather_actions(state, seat)
    return None


@hookimpl
def citadels_turn_actions(state: GameState, seat: int, character: str | None) -> list[Any] | None:
    if character != ID or used(state, ID) or state.token(GATHERED) != (seat, state.steps):
        return None  # only right after her gather action, before anything else
    return [
        ability(seat, BEWITCH, character=c)
        for c in state.lineup
        if c != ID and may_name(state, seat, BEWITCH, c)
    ]


@hookimpl
def citadels_ability(state: GameState, action: Any) -> list[Any] | None:
    if action.params["name"] != BEWITCH:
        return None
    return [
        Use(ID),
        SetToken(GATHERED, None),
        MarkCharacter(action.params["character"], BEWITCHED, action.actor),
        EndTurn(suspend=True),
    ]


@hookimpl
def citadels_round_end(state: GameState) -> list[Any] | None:
    return [SetToken(GATHERED, None)] if state.token(GATHERED) is not None else None


@hookimpl
def citadels_may_name(state: GameState, ability: str, character: str) -> bool | None:
    if ability in ROBBERS and (character == ID or bewitcher(state, character) is not None):
        return False
    return None


@hookimpl
def citadels_character_called(state: GameState, character: str) -> list[Any] | None:
    return [LosePowers()] if bewitcher(state, character) is not None else None


def _bewitched_turn(state: GameState, seat: int) -> str | None:
    """The bewitched character whose holder ``seat`` is playing a gather-only turn."""
    turn = state.turn
    if turn is None or turn.seat != seat or turn.powers is not None:
        return None
    if bewitcher(state, turn.character) is None or state.holder(turn.character) != seat:
        return None
    return turn.character


@hookimpl
def citadels_after_gather(state: GameState, seat: int, character: str | None) -> list[Any] | None:
    if character == ID:
        return [SetToken(GATHERED, (seat, state.steps))]
    if character is not None:
        return None
    bewitched = _bewitched_turn(state, seat)
    if bewitched is None:
        return None
    effects: list[Any] = []
    if "witch_takes_gather_bonus" not in state.rules.variants:
        effects += state.rules.hooks.after_gather(state, seat, bewitched)
    effects.append(EndTurn())
    return effects


@hookimpl
def citadels_turn_finished(state: GameState, ended: Any) -> list[Any] | None:
    witch = bewitcher(state, ended.character)
    if witch is None or ended.powers is not None or ended.seat != state.holder(ended.character):
        return None
    if "witch_takes_gather_bonus" in state.rules.variants:
        return [StartTurn(ended.character, witch, ended.character), Gathered(witch)]
    return [StartTurn(ended.character, witch, ended.character, gathered=True)]


@hookimpl
def citadels_rank_passed(state: GameState, character: str) -> list[Any] | None:
    witch = bewitcher(state, character)
    return None if witch is None else [TurnEndOf(witch, ID)]
