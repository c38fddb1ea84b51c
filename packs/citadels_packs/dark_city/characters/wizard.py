"""Wizard (rank 3): look at another player's hand and take one card; keep it, or build it
at once paying its price (this build is not counted toward the limit and may duplicate).

Rules: characters.md §3.2. ``wizard.take`` then ``choose`` a card (``wizard.take``
decision), then ``choose`` ``"keep"`` or ``"build"`` (``wizard.use``). The immediate build
only after gathering (AMBIGUOUS default, C-9.3). Ruling: faq:000-wizard-1 (any number of
copies). ``wizard_receives_duplicates`` (faq:004-Q61): the revealed Wizard's player (or
its Witch) may receive duplicates from a Diplomat this round (a plain hook: it is asked
in another character's turn). ``wizard_targets_character`` (004 Wizard): a character is
named instead of a player; its holder's hand, if another player holds it with cards, else
no effect.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from citadels_rules.pack_api import (
    Ability,
    Action,
    Ask,
    Build,
    CharacterCard,
    Decision,
    GameState,
    MoveCard,
    Redeal,
    Target,
    aims,
    build_price,
    characters,
    is_killed,
    is_revealed,
    may_affect,
    powers_seat,
    rank_of,
    reached_holder,
    selector_params,
)

card = CharacterCard("wizard")
TAKE, USE = card.name("take"), card.name("use")
NAMED = characters()


@selector_params("target")
def hands(state: GameState, seat: int, ability: Ability) -> Iterator[Target]:
    """Every other player the ability may reach (``citadels_may_affect``: fan Yang
    Ruoxin), an empty hand included: "Target with no cards: nothing taken" (§3.2). Aimed
    at one of two players whose number cards fan Chen Yiru swapped, it reaches the other
    (``aims``, §1.4)."""
    rank = rank_of(state, card.id)
    for aimed, t in aims(state, seat, ability):
        if aimed != seat and t != seat and may_affect(state, seat, TAKE, rank, t, "hand"):
            yield Target(seat=t, params=(("target", aimed),))


@selector_params("target", "character", shapes=(("target",), ("character",)))
def victims(state: GameState, seat: int, ability: Ability) -> Iterator[Target]:
    """Other players (``wizard_targets_character``: the other characters, whoever holds
    them: the holder is hidden, so what depends on it resolves at use, ``reached_holder``)."""
    if "wizard_targets_character" in state.rules.variants:
        return iter(NAMED(state, seat, ability))
    return hands(state, seat, ability)


@card.ability("take", targets=victims, redirects=True)
def take(state: GameState, seat: int, t: Target) -> list[Any]:
    if t.character is None:
        target = t.seat
    else:
        target = reached_holder(state, seat, TAKE, t.character, "hand")
    if target is None or target == seat or not state.players[target].hand:
        return []  # an empty hand, a named character nobody else holds: no effect
    hand = tuple(dict.fromkeys(state.players[target].hand))
    return [Ask(Decision(seat, TAKE, hand, data=(target,)))]


def may_build_now(state: GameState, seat: int, taken: str) -> bool:
    """Whether the taken card may be built at once (after gathering, paying its price)."""
    turn = state.turn
    return (
        turn is not None
        and turn.gathered
        and build_price(state, seat, taken) <= state.players[seat].gold
        and state.rules.hooks.may_build(state, seat, taken) is not False
    )


@card.answer("take", secret=True)
def took(state: GameState, decision: Decision, action: Action) -> list[Any]:
    seat, (target,), taken = decision.seat, decision.data, action.params["option"]
    options = ("keep", "build") if may_build_now(state, seat, taken) else ("keep",)
    return [
        MoveCard(taken, ("hand", target), ("hand", seat)),
        Ask(Decision(seat, USE, options, data=(taken,))),
    ]


@card.answer("use")
def use(state: GameState, decision: Decision, action: Action) -> list[Any]:
    seat, (taken,) = decision.seat, decision.data
    if action.params["option"] != "build":
        return []
    return [Build(seat, taken, build_price(state, seat, taken), counts=False)]


@card.redeal("take")
def take_again(state: GameState, decision: Decision, seat: int) -> Redeal:
    """The options show the target's hand to the Wizard. Seen from another seat, the
    target is guessed: the next player with cards."""
    if decision.seat == seat:
        (target,) = decision.data
        return Redeal(decision, ((("hand", target), decision.options),))
    wizard = decision.seat
    n = len(state.players)
    others = [(wizard + k) % n for k in range(1, n)]
    target = next((t for t in others if state.players[t].hand), others[0])
    hand = tuple(dict.fromkeys(state.players[target].hand))
    return Redeal(Decision(wizard, TAKE, hand, data=(target,)))


@card.redeal("use")
def use_again(state: GameState, decision: Decision, seat: int) -> Redeal:
    """Seen from another seat, the card taken is the last one of the Wizard's hand."""
    if decision.seat == seat:
        return Redeal(decision)
    wizard = decision.seat
    taken = state.players[wizard].hand[-1]
    options = ("keep", "build") if may_build_now(state, wizard, taken) else ("keep",)
    return Redeal(Decision(wizard, USE, options, data=(taken,)))


@card.hook(only_if="'wizard_receives_duplicates' in state.rules.variants")
def citadels_may_receive(state: GameState, seat: int) -> bool | None:
    if "wizard_receives_duplicates" not in state.rules.variants:
        return None
    if state.turn is not None and state.turn.seat == seat:
        return None  # his player's own rank-8 ability takes it: a Quarry only (§8.2-§8.4)
    revealed = is_revealed(state, card.id) and not is_killed(state, card.id)
    return True if revealed and powers_seat(state, card.id) == seat else None
