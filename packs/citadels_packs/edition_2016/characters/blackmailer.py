"""Blackmailer (rank 2): place 2 threats on 2 characters, one of them real; after its
holder gathers, a threatened player may pay you half their gold (rounded down); if they
refuse you may reveal the threat: if real, take all their gold.

Rules: characters.md §2.3, C-10.4 (004; R16). ``blackmailer.threaten character=<real>``
then ``choose`` the fake one (both secret until placed: only the Blackmailer knows which
is real, C-1.11). Illegal: rank 1, the killed and the bewitched character (R16), the
Blackmailer; a warrant holder may be threatened (R16) unless
``blackmailer_no_warrant_targets`` (C-1.9). A threatened holder may only gather before the
threat is resolved (``"pay"``/``"refuse"``); on a refusal the Blackmailer's seat
``choose``s ``"reveal"`` or ``"decline"``. A token paid off is removed unrevealed. A
bewitched Blackmailer's Witch makes the marks and gets the gold (they are her seat's).
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from citadels_rules.pack_api import (
    Ability,
    Action,
    Ask,
    CharacterCard,
    Decision,
    GameState,
    MarkCharacter,
    Redeal,
    Target,
    Transfer,
    action,
    characters,
    pay,
    selector_params,
)

from . import _tokens

card = CharacterCard("blackmailer")
THREATEN = card.name("threaten")
FAKE, BRIBE, REVEAL = card.name("fake"), card.name("bribe"), card.name("reveal")
REAL, RESOLVED, SHOWN = "real_threat", "threat_resolved", "threat_revealed"
_characters = characters(ranks_not=(1,), killed=False)


def _legal(state: GameState, seat: int) -> list[str]:
    """The characters a threat may go to."""
    no_warrants = "blackmailer_no_warrant_targets" in state.rules.variants
    return [
        t.character
        for t in _characters(state, seat, card.abilities[THREATEN])
        if state.marked(t.character, "bewitched") is None
        and not (no_warrants and state.marked(t.character, "warrant") is not None)
    ]


@selector_params("character")
def threatenable(state: GameState, seat: int, ability: Ability) -> Iterator[Target]:
    """The characters a threat may go to, when there are two."""
    legal = _legal(state, seat)
    if len(legal) >= 2:
        for c in legal:
            yield Target(character=c, params=(("character", c),))


@card.ability("threaten", targets=threatenable, secret=("character",))
def threaten(state: GameState, seat: int, t: Target) -> list[Any]:
    return [Ask(_fake(state, seat, t.character))]


def _fake(state: GameState, seat: int, real: str) -> Decision:
    options = tuple(c for c in _legal(state, seat) if c != real)
    return Decision(seat, FAKE, options, data=(real,))


@card.answer("fake", secret=True)
def fake(state: GameState, decision: Decision, action: Action) -> list[Any]:
    chosen = (decision.data[0], action.params["option"])
    return _tokens.place(state, decision.seat, "threat", REAL, chosen)


def _pending_threat(state: GameState, seat: int) -> tuple[str, int] | None:
    """The unresolved threat on the character ``seat`` plays now, and its maker."""
    turn = state.turn
    if turn is None or turn.seat != seat:
        return None
    mark = state.marked(turn.character, "threat")
    if mark is None or mark.seat is None or mark.seat == seat:
        return None
    if state.marked(turn.character, RESOLVED) is not None:
        return None
    return turn.character, mark.seat


@card.hook  # the threatened character's holder, whoever it is
def citadels_only_actions(state: GameState, seat: int) -> list[Any] | None:
    turn = state.turn
    if turn is None or turn.gathered or _pending_threat(state, seat) is None:
        return None
    gather = [action("take_gold", seat)]
    return [*gather, action("draw", seat)] if state.deck else gather


@card.hook
def citadels_after_gather(state: GameState, seat: int) -> list[Any] | None:
    threat = _pending_threat(state, seat)
    if threat is None:
        return None
    return [Ask(Decision(seat, BRIBE, ("pay", "refuse"), data=threat))]


@card.answer("bribe")
def bribe(state: GameState, decision: Decision, action: Action) -> list[Any]:
    character, maker = decision.data
    seat = decision.seat
    out: list[Any] = [MarkCharacter(character, RESOLVED, maker)]
    if action.params["option"] == "pay":
        return [*out, *pay(seat, maker, state.players[seat].gold // 2)]
    return [*out, Ask(Decision(maker, REVEAL, ("reveal", "decline"), data=(character, seat)))]


@card.answer("reveal")
def reveal(state: GameState, decision: Decision, action: Action) -> list[Any]:
    if action.params["option"] != "reveal":
        return []
    character, seat = decision.data
    maker = decision.seat
    out: list[Any] = [MarkCharacter(character, SHOWN, maker)]
    if _tokens.special_of(state, character, REAL, maker):
        out += [MarkCharacter(character, REAL, maker), Transfer(seat, maker, None)]
    return out


@card.hook
def citadels_resample_marks(state: GameState, seat: int, rng: random.Random) -> list[Any]:
    return _tokens.deal_again(state, seat, rng, "threat", REAL, SHOWN)


@card.redeal("fake")
def redeal_fake(state: GameState, decision: Decision, seat: int) -> Redeal:
    if decision.seat == seat:
        return Redeal(decision)
    return Redeal(_fake(state, decision.seat, _legal(state, decision.seat)[0]))


@card.redeal("bribe")
def redeal_bribe(state: GameState, decision: Decision, seat: int) -> Redeal:
    turn = state.turn
    assert turn is not None
    threat = _pending_threat(state, turn.seat)
    return Redeal(Decision(decision.seat, BRIBE, ("pay", "refuse"), data=threat or ()))


@card.redeal("reveal")
def redeal_reveal(state: GameState, decision: Decision, seat: int) -> Redeal:
    turn = state.turn
    assert turn is not None
    data = (turn.character, turn.seat)
    return Redeal(Decision(decision.seat, REVEAL, ("reveal", "decline"), data=data))
