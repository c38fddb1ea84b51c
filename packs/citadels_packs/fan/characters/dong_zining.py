"""Dong Zining (rank 2, fan): name a character; when it is revealed, its holder gives you
half of their gold and half of their hand, rounded up, the cards of your choice.

characters.md §2.4 (004 "自創2號角色"), C-10.6. Reading:

1. ``fan.dong_zining.rob character=<id>`` (once, any time): not rank 1, not a
   rank-1-affected character (killed, bewitched, carrying a warrant, C-1.9), not Yang
   Ruoxin (her plugin refuses robbing abilities, tag ``rob``), not the Witch or the
   bewitched character (the Witch's plugin, as for the Thief). Mark ``robbed_half``.
2. *At the reveal*, before the holder gains anything (C-9.1): the player it reaches
   (``citadels_redirect``: Chen Yiru) gives ⌈gold/2⌉ gold; then Dong Zining's seat takes
   ⌈hand/2⌉ cards of that hand of his choice, ``choose``-ing them one at a time
   (``fan.dong_zining.take``: the options show him that hand, as the card says; the
   redeal declares it, so the non-interference check knows he sees it by right). The
   Police Station does not apply (Thief only). An immune player (Yang Ruoxin's
   ``citadels_may_affect``) gives nothing of what is refused.
3. Chen Yanjie may have it resolved after her gather: :func:`robbery` is what she asks.
"""

from __future__ import annotations

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
    MoveCard,
    Redeal,
    Target,
    characters,
    may_affect,
    pay,
    rank_of,
    redirected,
    selector_params,
)

card = CharacterCard("fan.dong_zining")
ROB, TAKE = card.name("rob"), card.name("take")
#: The mark on the named character (public, like the Thief's).
ROBBED_HALF = "robbed_half"
#: Mark kinds that make a character rank-1-affected (C-1.9).
RANK_1_AFFECTED = ("killed", "bewitched", "warrant")
_NAMEABLE = characters(ranks_not=(1,), killed=False)


@selector_params("character")
def victims(state: GameState, seat: int, ability: Ability) -> Iterator[Target]:
    """The characters he may name: not rank 1 nor rank-1-affected (C-1.9)."""
    for t in _NAMEABLE(state, seat, ability):
        if not any(state.marked(t.character, kind) for kind in RANK_1_AFFECTED):
            yield t


@card.ability("rob", targets=victims)
def rob(state: GameState, seat: int, t: Target) -> list[Any]:
    return [MarkCharacter(t.character, ROBBED_HALF, seat)]


def robbery(state: GameState, character: str, seat: int) -> list[Any]:
    """What the robbery of ``character`` (held by ``seat``) does now, if it was marked."""
    mark = state.marked(character, ROBBED_HALF)
    if mark is None or mark.seat is None:
        return []
    robber, rank = mark.seat, rank_of(state, card.id)
    victim = redirected(state, robber, ROB, rank, seat)
    if victim == robber != seat:
        return []  # a void aim (fan Chen Yiru's Hospital variant): it reaches nobody
    p = state.players[victim]
    out: list[Any] = []
    if may_affect(state, robber, ROB, rank, victim, "gold"):
        out += pay(victim, robber, (p.gold + 1) // 2)
    n = (len(p.hand) + 1) // 2
    if n and may_affect(state, robber, ROB, rank, victim, "hand"):
        out.append(_ask(robber, victim, p.hand, n))
    return out


def _ask(robber: int, victim: int, hand: tuple[str, ...], n: int) -> Ask:
    return Ask(Decision(robber, TAKE, tuple(sorted(set(hand))), data=(victim, n)))


@card.answer("take", secret=True)
def take(state: GameState, decision: Decision, action: Action) -> list[Any]:
    victim, n = decision.data
    chosen = action.params["option"]
    out: list[Any] = [MoveCard(chosen, ("hand", victim), ("hand", decision.seat))]
    hand = list(state.players[victim].hand)
    hand.remove(chosen)
    if n > 1 and hand:
        out.append(_ask(decision.seat, victim, tuple(hand), n - 1))
    return out


@card.redeal("take")
def take_again(state: GameState, decision: Decision, seat: int) -> Redeal:
    """The options show the victim's hand to the robber."""
    if decision.seat == seat:
        victim, _ = decision.data
        return Redeal(decision, ((("hand", victim), decision.options),))
    robbed = state.turn.seat if state.turn is not None else seat
    # the victim is the robbed holder, or the partner Chen Yiru's swap sends it to
    victim = redirected(state, decision.seat, ROB, rank_of(state, card.id), robbed)
    hand = state.players[victim].hand
    if not hand:
        return Redeal(decision)
    return Redeal(_ask(decision.seat, victim, hand, (len(hand) + 1) // 2).decision)


@card.hook
def citadels_character_called(state: GameState, character: str, seat: int) -> list[Any]:
    return robbery(state, character, seat)
