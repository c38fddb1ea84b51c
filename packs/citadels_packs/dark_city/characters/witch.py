"""Witch (rank 1): right after gathering, bewitch a character and suspend your turn; when
it is called its holder only gathers, then you resume your turn with its powers.

Rules: characters.md §1.2, C-10.3. The holder reveals and takes only the gather action
(their gather districts apply; dark_city: their end-of-turn districts too); the Witch then
resumes as that character in her own city, with her own hand and gold. Passive powers
(Bishop's protection, the Tax Collector's payments) are hers for the round. If nobody
holds the character, her end-of-turn effects run when its rank is passed. With
``witch_takes_gather_bonus`` (dark_city) the Merchant's +1 and the Architect's +2 go to
her when she resumes. A holder whom a card lets build without powers (the Hospital with
``hospital_vs_witch``) ends the gather-only turn themselves.
Rulings: faq:000-witch-1..5, faq:000-thief-2, faq:004-Q44-Q54.
Mostly plain hooks: beyond the bewitch itself, every rule here is about *another* seat or
character (the bewitched holder's gather-only turn, the Witch resuming it, robbers who may
not name her) -- windows without her as their subject.
"""

from __future__ import annotations

from typing import Any

from citadels_rules.pack_api import (
    BEWITCHED,
    CharacterCard,
    EndTurn,
    GameState,
    Gathered,
    LosePowers,
    MarkCharacter,
    SetToken,
    StartTurn,
    Target,
    TurnEndOf,
    action,
    characters,
    has_cards_to_draw,
    has_tag,
)

card = CharacterCard("witch")
#: When the Witch gathered: ``(seat, state.steps)`` (the bewitch comes right after).
GATHERED = card.name("gathered")
#: What may never name the Witch or the bewitched character (000-thief-2).
ROBBING = ("rob", "threaten")


def bewitcher(state: GameState, character: str) -> int | None:
    """The seat of the Witch who bewitched ``character`` this round, or None."""
    mark = state.marked(character, BEWITCHED)
    return None if mark is None else mark.seat


def _bewitched_turn(state: GameState, seat: int) -> str | None:
    """The bewitched character whose holder ``seat`` is playing a gather-only turn."""
    turn = state.turn
    if turn is None or turn.seat != seat or turn.powers is not None:
        return None
    if bewitcher(state, turn.character) is None or state.holder(turn.character) != seat:
        return None
    return turn.character


def right_after_gather(state: GameState, seat: int) -> bool:
    return state.token(GATHERED) == (seat, state.steps)


@card.ability("bewitch", targets=characters(), when=right_after_gather)
def bewitch(state: GameState, seat: int, t: Target) -> list[Any]:
    return [
        SetToken(GATHERED, None),
        MarkCharacter(t.character, BEWITCHED, seat),
        EndTurn(suspend=True),
    ]


#: Declared guards (``only_if``): a bewitched character needs a mark this round.
MARKED = "state.marks"


@card.hook(
    trylast=True,  # after the Ball Room's thanks
    only_if=f"state.turn is not None and not state.turn.gathered"
    f" and (character == {card.id!r} or {MARKED})",
)
def citadels_only_actions(state: GameState, seat: int, character: str | None) -> list[Any] | None:
    """Before gathering, the Witch and the bewitched player may only gather (C-10.3): her
    gather is her first action; theirs is their only one."""
    turn = state.turn
    if turn is None or turn.gathered:
        return None
    if character == card.id or _bewitched_turn(state, seat) is not None:
        draw = [action("draw", seat)] if has_cards_to_draw(state, seat) else []
        return [action("take_gold", seat), *draw]
    return None


def after_gather(
    state: GameState, seat: int, character: str | None, kind: str, amount: int, end: EndTurn
) -> list[Any] | None:
    """The Witch's gather opens her bewitch; the bewitched holder's ends their turn with
    ``end`` (dark_city: their end-of-turn districts apply; 2016: they do not) unless a
    Hospital lets them build (``hospital_vs_witch``): then they end it themselves."""
    if character == card.id:
        return [SetToken(GATHERED, (seat, state.steps))]
    bewitched = None if character is not None else _bewitched_turn(state, seat)
    if bewitched is None:
        return None  # a turn with powers (and the call just below)
    effects: list[Any] = []
    if "witch_takes_gather_bonus" not in state.rules.variants:
        effects += state.rules.hooks.after_gather(state, seat, bewitched, kind, amount)
    may_build = state.rules.hooks.build_limit(state, seat, None, 0) > 0  # hospital_vs_witch
    return effects if may_build else [*effects, end]


@card.hook(only_if=f"character == {card.id!r} or (character is None and {MARKED})")
def citadels_after_gather(
    state: GameState, seat: int, character: str | None, kind: str, amount: int
) -> list[Any] | None:
    return after_gather(state, seat, character, kind, amount, EndTurn())


@card.hook(only_if=f"state.token({GATHERED!r}) is not None")
def citadels_round_end(state: GameState) -> list[Any] | None:
    return [SetToken(GATHERED, None)] if state.token(GATHERED) is not None else None


@card.hook(only_if=f"character == {card.id!r} or {MARKED}")
def citadels_may_name(state: GameState, ability: str, character: str) -> bool | None:
    if any(has_tag(state, ability, tag) for tag in ROBBING) and (
        character == card.id or bewitcher(state, character) is not None
    ):
        return False
    return None


@card.hook(only_if=MARKED)
def citadels_character_called(state: GameState, character: str) -> list[Any] | None:
    return [LosePowers()] if bewitcher(state, character) is not None else None


@card.hook(only_if=f"{MARKED} and ended.powers is None")  # a bewitched turn ended
def citadels_turn_finished(state: GameState, ended: Any) -> list[Any] | None:
    witch = bewitcher(state, ended.character)
    if witch is None or ended.powers is not None or ended.seat != state.holder(ended.character):
        return None
    if "witch_takes_gather_bonus" in state.rules.variants:
        return [StartTurn(ended.character, witch, ended.character), Gathered(witch)]
    return [StartTurn(ended.character, witch, ended.character, gathered=True)]


@card.hook(only_if=MARKED)
def citadels_rank_passed(state: GameState, character: str) -> list[Any] | None:
    witch = bewitcher(state, character)
    return None if witch is None else [TurnEndOf(witch, card.id)]
