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

``blackmailer_targets_players`` (variants.md #43, an erroneous reading kept playable):
the threats go to two other players (``target=<seat>``, then ``choose`` the other seat);
a threatened player resolves the threat after gathering in their first turn of the
round. The threatened seats are a public token; the real one a secret mark on this card.

The resolution is made of plain hooks: it happens in the threatened holder's turn,
whoever holds the Blackmailer.

A holder who orders their own turn (``citadels_orders_turn``: fan Chen Yanjie, 004 "可以
選擇先使用角色能力和建造建築再結算威脅標記") is not held to the gathers: the threat is
resolved when they choose, by the action ``blackmailer.resolve`` (then ``"pay"`` /
``"refuse"`` as above), before or after gathering, building and using abilities; the
turn cannot end before it (``citadels_may_end_turn``), and a turn ended by an effect
resolves it at its end.

A threat on the character of a player whose number card fan Chen Yiru swapped reaches the
partner (``citadels_redirect``; characters.md §1.4 default: a character-directed delayed
effect resolves when the character is revealed, against the other player): at the reveal
the partner is asked to pay or refuse, and the holder plays a free turn.
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
    Mark,
    MarkCharacter,
    Redeal,
    SetToken,
    Target,
    Transfer,
    action,
    characters,
    may_affect,
    orders_turn,
    pay,
    player_target,
    rank_of,
    redirected,
    selector_params,
)

from . import _tokens

card = CharacterCard("blackmailer")
THREATEN = card.name("threaten")
FAKE, BRIBE, REVEAL = card.name("fake"), card.name("bribe"), card.name("reveal")
RESOLVE = card.name("resolve")
REAL, RESOLVED, SHOWN = "real_threat", "threat_resolved", "threat_revealed"
#: ``blackmailer_targets_players``: the token of the threatened seats (maker, a, b).
PLAYERS = card.name("players")
_characters = characters(ranks_not=(1,), killed=False)
Key = Any  # a character id, or a seat under blackmailer_targets_players


def _on_players(state: GameState) -> bool:
    return "blackmailer_targets_players" in state.rules.variants


def _legal(state: GameState, seat: int) -> list[Key]:
    """The characters (or players) a threat may go to."""
    if _on_players(state):
        return [t for t in range(len(state.players)) if t != seat]
    no_warrants = "blackmailer_no_warrant_targets" in state.rules.variants
    return [
        t.character
        for t in _characters(state, seat, card.abilities[THREATEN])
        if state.marked(t.character, "bewitched") is None
        and not (no_warrants and state.marked(t.character, "warrant") is not None)
    ]


@selector_params("character", "target", shapes=(("character",), ("target",)))
def threatenable(state: GameState, seat: int, ability: Ability) -> Iterator[Target]:
    """The characters (players) a threat may go to, when there are two."""
    legal = _legal(state, seat)
    if len(legal) < 2:
        return
    for key in legal:
        if isinstance(key, int):
            yield player_target(key)
        else:
            yield Target(character=key, params=(("character", key),))


def _key(t: Target) -> Key:
    return t.seat if t.character is None else t.character


@card.ability("threaten", targets=threatenable, secret=("character", "target"))
def threaten(state: GameState, seat: int, t: Target) -> list[Any]:
    return [Ask(_fake(state, seat, _key(t)))]


def _fake(state: GameState, seat: int, real: Key) -> Decision:
    options = tuple(c for c in _legal(state, seat) if c != real)
    return Decision(seat, FAKE, options, data=(real,))


def _seat_kind(kind: str, seat: int) -> str:
    """A mark kind about threatened player ``seat`` (kept on this card)."""
    return f"{kind}_seat_{seat}"


def _placed(state: GameState, decision: Decision, action: Action) -> frozenset[Key]:
    """The fake threat places both: which two are threatened is public at once (only which
    one is real stays secret)."""
    return frozenset((decision.data[0], action.params["option"]))


@card.answer("fake", secret=True, public=_placed)
def fake(state: GameState, decision: Decision, action: Action) -> list[Any]:
    real, other = decision.data[0], action.params["option"]
    seat = decision.seat
    if isinstance(real, int):
        real_mark = MarkCharacter(card.id, _seat_kind(REAL, real), seat, secret=True)
        return [SetToken(PLAYERS, (seat, *sorted((real, other)))), real_mark]
    return _tokens.place(state, seat, "threat", REAL, (real, other))


def _marked(state: GameState, key: Key, kind: str, maker: int | None = None) -> bool:
    character, kind = (card.id, _seat_kind(kind, key)) if isinstance(key, int) else (key, kind)
    return any(
        m.character == character and m.kind == kind and maker in (None, m.seat) for m in state.marks
    )


def _pending_threat(state: GameState, seat: int) -> tuple[Key, int] | None:
    """The unresolved threat on ``seat`` (player mode) or on the character it plays now,
    and its maker."""
    turn = state.turn
    if turn is None or turn.seat != seat:
        return None
    key: Key = turn.character
    maker = None
    if _on_players(state):
        token = dict(state.tokens).get(PLAYERS)
        if token is not None and seat in token[1:]:
            key, maker = seat, token[0]
    else:
        mark = state.marked(turn.character, "threat")
        maker = None if mark is None else mark.seat
    if maker is None or maker == seat or _marked(state, key, RESOLVED):
        return None
    if not isinstance(key, int) and _victim(state, maker, seat) != seat:
        return None  # fan Chen Yiru: the partner resolves it at the reveal
    if not may_affect(state, maker, THREATEN, rank_of(state, card.id), seat, "gold"):
        return None  # fan Yang Ruoxin's seat (the threat named its other character)
    return key, maker


def _victim(state: GameState, maker: int, seat: int) -> int:
    """The seat a threat of ``maker`` on ``seat``'s character reaches (fan Chen Yiru)."""
    return redirected(state, maker, THREATEN, rank_of(state, card.id), seat)


@card.hook  # the threatened character's holder, whoever it is
def citadels_character_called(state: GameState, character: str, seat: int) -> list[Any] | None:
    """A threat redirected away from the holder (fan Chen Yiru, §1.4): the partner is asked
    at the reveal."""
    mark = state.marked(character, "threat")
    if _on_players(state) or mark is None or mark.seat is None:
        return None
    maker = mark.seat
    if _marked(state, character, RESOLVED):
        return None
    victim = _victim(state, maker, seat)
    if victim in (seat, maker):
        return None
    if not may_affect(state, maker, THREATEN, rank_of(state, card.id), victim, "gold"):
        return None
    return [_ask_bribe(victim, (character, maker))]


def _ordered(state: GameState, seat: int) -> bool:
    """Whether ``seat`` orders the threat on its turn itself (fan Chen Yanjie)."""
    turn = state.turn
    return turn is not None and orders_turn(state, seat, turn.powers, THREATEN)


def _ask_bribe(seat: int, threat: tuple[Key, int]) -> Ask:
    return Ask(Decision(seat, BRIBE, ("pay", "refuse"), data=threat))


@card.hook  # the threatened character's holder, whoever it is
def citadels_only_actions(state: GameState, seat: int) -> list[Any] | None:
    turn = state.turn
    if turn is None or turn.gathered or _pending_threat(state, seat) is None:
        return None
    if _ordered(state, seat):
        return None
    gather = [action("take_gold", seat)]
    return [*gather, action("draw", seat)] if state.deck else gather


@card.hook
def citadels_after_gather(state: GameState, seat: int) -> list[Any] | None:
    threat = _pending_threat(state, seat)
    if threat is None or _ordered(state, seat):
        return None
    return [_ask_bribe(seat, threat)]


def _deferred(state: GameState, seat: int) -> bool:
    """An unresolved threat that ``seat`` resolves when it chooses."""
    return _pending_threat(state, seat) is not None and _ordered(state, seat)


@card.ability("resolve", once=False, when=_deferred)
def resolve(state: GameState, seat: int) -> list[Any]:
    threat = _pending_threat(state, seat)
    assert threat is not None
    return [_ask_bribe(seat, threat)]


@card.hook  # offered to the threatened holder, not the Blackmailer's
def citadels_turn_actions(state: GameState, seat: int) -> list[Any] | None:
    return card.abilities[RESOLVE].offers(state, seat) if _deferred(state, seat) else None


@card.hook
def citadels_may_end_turn(state: GameState, seat: int) -> bool | None:
    return False if _deferred(state, seat) else None


@card.hook
def citadels_turn_end(state: GameState, seat: int) -> list[Any] | None:
    """A turn ended by an effect with the threat still open: resolved now."""
    threat = _pending_threat(state, seat)
    return [_ask_bribe(seat, threat)] if threat is not None and _ordered(state, seat) else None


def _mark(key: Key, kind: str, maker: int) -> MarkCharacter:
    if isinstance(key, int):
        return MarkCharacter(card.id, _seat_kind(kind, key), maker)
    return MarkCharacter(key, kind, maker)


@card.answer("bribe")
def bribe(state: GameState, decision: Decision, action: Action) -> list[Any]:
    key, maker = decision.data
    seat = decision.seat
    out: list[Any] = [_mark(key, RESOLVED, maker)]
    if action.params["option"] == "pay":
        return [*out, *pay(seat, maker, state.players[seat].gold // 2)]
    return [*out, Ask(Decision(maker, REVEAL, ("reveal", "decline"), data=(key, seat)))]


@card.answer("reveal")
def reveal(state: GameState, decision: Decision, action: Action) -> list[Any]:
    if action.params["option"] != "reveal":
        return []
    key, seat = decision.data
    maker = decision.seat
    out: list[Any] = [_mark(key, SHOWN, maker)]
    if _marked(state, key, REAL, maker):
        out += [_mark(key, REAL, maker), Transfer(seat, maker, None)]
    return out


@card.hook
def citadels_round_end(state: GameState) -> list[Any] | None:
    """Threats last the round they were placed in (C-10.4): the core clears the marks,
    and the public token of threatened seats (``blackmailer_targets_players``) goes with
    them."""
    return [SetToken(PLAYERS, None)] if state.token(PLAYERS) is not None else None


@card.hook
def citadels_resample_marks(state: GameState, seat: int, rng: random.Random) -> list[Any]:
    token = dict(state.tokens).get(PLAYERS)
    if token is None:
        return _tokens.deal_again(state, seat, rng, "threat", REAL, SHOWN)
    maker, seats = token[0], token[1:]
    if maker == seat:
        return []
    shown = [s for s in seats if _marked(state, s, REAL, maker)]
    hidden = [s for s in seats if not _marked(state, s, SHOWN, maker)]
    real = shown[0] if shown else rng.choice(hidden)
    return [Mark(card.id, _seat_kind(REAL, real), maker, True)]


@card.redeal("fake")
def redeal_fake(state: GameState, decision: Decision, seat: int) -> Redeal:
    if decision.seat == seat:
        return Redeal(decision)
    return Redeal(_fake(state, decision.seat, _legal(state, decision.seat)[0]))


@card.redeal("bribe")
def redeal_bribe(state: GameState, decision: Decision, seat: int) -> Redeal:
    if decision.seat == seat:  # the seat's own decision: its view shows it whole
        return Redeal(decision)
    turn = state.turn
    assert turn is not None
    threat = _pending_threat(state, turn.seat)
    mark = state.marked(turn.character, "threat")
    if threat is None and decision.seat != turn.seat and mark and mark.seat is not None:
        threat = (turn.character, mark.seat)  # fan Chen Yiru: the partner's, at the reveal
    return Redeal(Decision(decision.seat, BRIBE, ("pay", "refuse"), data=threat or ()))


@card.redeal("reveal")
def redeal_reveal(state: GameState, decision: Decision, seat: int) -> Redeal:
    if decision.seat == seat:
        return Redeal(decision)
    turn = state.turn
    assert turn is not None
    key = turn.seat if _on_players(state) else turn.character
    victim = turn.seat if _on_players(state) else _victim(state, decision.seat, turn.seat)
    data = (key, victim)
    return Redeal(Decision(decision.seat, REVEAL, ("reveal", "decline"), data=data))
