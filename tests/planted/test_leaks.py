"""A corpus of planted leaks (Milestone 12): each planted plugin leaks hidden information
by one route, and the standard checks (``run_pack_invariants``, the pytest plugin's
``pack_invariants``, ``citadels check``) catch it, with a message naming the pack or
the card, the seed and the step.

The routes: legal actions, a decision's options, marks, tokens, ``Note`` events, the
round log. The classes: another seat's cards (one-sided non-interference), a secret
choice published (a named character, a secret answer), who holds which character, what
the actor knows published by its own action (its hand), an undeclared look, and a
decision a resampled world cannot deal again (bots get stuck).

Each planted card is a house rule of the pack ``planted_leaks``; the ones declaring
abilities are bound cards that hear every seat (:class:`Anyone`), so any character may
use them.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import attrs
import pytest

import citadels_rules as cr
from citadels_rules.game.binder import Card, Target
from citadels_rules.game.packs import register_pack
from citadels_rules.game.ruleset import clear_cache
from citadels_rules.pack_api import (
    Affected,
    Ask,
    Decision,
    GameState,
    MarkCharacter,
    Note,
    Pack,
    PackInfo,
    Params,
    Redeal,
    SetToken,
    Use,
    VariantInfo,
    ability,
    hookimpl,
    used,
)
from citadels_rules.testing.invariants import InvariantFailure, run_pack_invariants

PACK = "planted_leaks"


class Anyone(Card):
    """A planted card whose bound parts hear every seat (a house rule for everyone)."""

    kind = "variant"

    def guard(self, subject: str) -> str:
        return "True"

    def _refresh_abilities(self) -> None:
        # offered to every acting seat: not dispatched by the acting character or city
        super()._refresh_abilities()
        parts = self._parts["citadels_turn_actions"]
        self._parts["citadels_turn_actions"] = [attrs.evolve(p, bound=False) for p in parts]
        self._generate("citadels_turn_actions")


def _lineup(state: GameState, seat: int, ab: Any) -> list[Target]:
    return [Target(character=c, params=(("character", c),)) for c in state.lineup]


# -- another seat's cards, one route each ----------------------------------------------


class HandInOptions:
    """Decision options: at the end of a turn the next seat chooses among its other
    neighbour's cards."""

    @hookimpl
    def citadels_turn_end(self, state: GameState, seat: int) -> list[Any] | None:
        n = len(state.players)
        hand = state.players[(seat + 2) % n].hand
        if n < 3 or not hand:
            return None
        return [Ask(Decision((seat + 1) % n, "plant.options", tuple(dict.fromkeys(hand))))]

    @hookimpl
    def citadels_answer(self, decision: Decision) -> list[Any] | None:
        return [] if decision.kind == "plant.options" else None

    @hookimpl
    def citadels_resample_decision(self, state: GameState, decision: Decision) -> Any:
        if decision.kind != "plant.options":
            return None
        if decision.options:  # its own seat's view: as it is
            return Redeal(decision)
        hand = state.players[(decision.seat + 1) % len(state.players)].hand
        return Redeal(Decision(decision.seat, decision.kind, tuple(dict.fromkeys(hand)) or ("x",)))


class HandInActions:
    """Legal actions: one ability per card of the neighbour's hand."""

    @hookimpl
    def citadels_turn_actions(self, state: GameState, seat: int) -> list[Any] | None:
        if used(state, "plant.actions"):
            return None
        hand = state.players[(seat + 1) % len(state.players)].hand
        return [ability(seat, "plant.actions", card=card) for card in dict.fromkeys(hand)]

    @hookimpl
    def citadels_ability(self, action: Any) -> list[Any] | None:
        return [Use("plant.actions")] if action.params["name"] == "plant.actions" else None


class HandInMark:
    """Marks: a public mark on the ending character names a card of the next hand."""

    @hookimpl
    def citadels_turn_end(self, state: GameState, seat: int, character: str) -> list[Any] | None:
        hand = state.players[(seat + 1) % len(state.players)].hand
        return [MarkCharacter(character, f"saw_{hand[0]}", seat)] if hand else None


class HandInToken:
    """Tokens: the next seat's first card, kept in a public token."""

    @hookimpl
    def citadels_turn_end(self, state: GameState, seat: int) -> list[Any] | None:
        hand = state.players[(seat + 1) % len(state.players)].hand
        return [SetToken("plant.token", hand[0])] if hand else None


class HandInNote:
    """``Note`` events: the next seat's hand, in an event every seat's stream shows."""

    @hookimpl
    def citadels_turn_end(self, state: GameState, seat: int) -> list[Any] | None:
        hand = state.players[(seat + 1) % len(state.players)].hand
        return [Note("plant.note", seat, Params({"hand": hand}))] if hand else None


class HandInLog:
    """The round log: an ``affected`` entry whose ability names the next seat's card."""

    @hookimpl
    def citadels_turn_end(self, state: GameState, seat: int) -> list[Any] | None:
        nxt = (seat + 1) % len(state.players)
        hand = state.players[nxt].hand
        return [Affected(nxt, seat, f"plant.log:{hand[0]}")] if hand else None


# -- a secret choice published -----------------------------------------------------------

named = Anyone("plant.named")


@named.ability("name", targets=_lineup, secret=("character",))
def name_one(state: GameState, seat: int, t: Target) -> list[Any]:
    """Secretly name a character... and write it into a public token."""
    return [SetToken("plant.named", t.character)]


signed = Anyone("plant.signed")


@signed.ability("sign")
def sign(state: GameState, seat: int) -> list[Any]:
    return [Ask(Decision(seat, signed.name("warrant"), state.lineup))]


@signed.answer("warrant", secret=True)
def signed_warrant(state: GameState, decision: Decision, action: Any) -> list[Any]:
    """A secret answer (the signed warrant)... published in a ``Note``."""
    return [Note("plant.signed", decision.seat, Params({"signed": action.params["option"]}))]


@signed.redeal("warrant")
def sign_again(state: GameState, decision: Decision, seat: int) -> Redeal:
    return Redeal(Decision(decision.seat, decision.kind, state.lineup))


class HoldersInToken:
    """Who holds which character, written into a public token when a rank is called."""

    @hookimpl
    def citadels_character_called(self, state: GameState) -> list[Any]:
        held = tuple((i, c) for i, p in enumerate(state.players) for c in p.characters)
        return [SetToken("plant.holders", held)]


# -- what the actor knows, published by its own action ----------------------------------

boast = Anyone("plant.boast")


@boast.ability("show_off")
def show_off(state: GameState, seat: int) -> list[Any]:
    """The user's own hand, in a public ``Note``."""
    return [Note("plant.boast", seat, Params({"hand": state.players[seat].hand}))]


stack = Anyone("plant.stack")


@stack.ability("stack", when=lambda state, seat: bool(state.players[seat].hand))
def stack_ask(state: GameState, seat: int) -> list[Any]:
    hand = tuple(dict.fromkeys(state.players[seat].hand))
    return [Ask(Decision(seat, stack.name("top"), hand))]


@stack.answer("top", secret=True)
def stack_top(state: GameState, decision: Decision, action: Any) -> list[Any]:
    """The card the user chose for the top of the deck, in a public token."""
    return [SetToken("plant.top", action.params["option"])]


@stack.redeal("top")
def stack_again(state: GameState, decision: Decision, seat: int) -> Redeal:
    if decision.seat == seat:
        return Redeal(decision)
    return Redeal(Decision(decision.seat, decision.kind, state.players[decision.seat].hand))


# -- an undeclared look ------------------------------------------------------------------

peek = Anyone("plant.peek")


@peek.ability("peek", when=lambda state, seat: bool(state.players[(seat + 1) % 4].hand))
def peek_ask(state: GameState, seat: int) -> list[Any]:
    """Choose among the next seat's cards: a look its card text does not declare."""
    hand = state.players[(seat + 1) % len(state.players)].hand
    return [Ask(Decision(seat, peek.name("card"), tuple(dict.fromkeys(hand))))]


@peek.answer("card")
def peek_answer(state: GameState, decision: Decision, action: Any) -> list[Any]:
    return []


@peek.redeal("card")
def peek_again(state: GameState, decision: Decision, seat: int) -> Redeal:
    """Dealt again (no bot gets stuck), but without saying where its cards lie."""
    if decision.seat == seat:
        return Redeal(decision)
    hand = state.players[(decision.seat + 1) % len(state.players)].hand
    return Redeal(Decision(decision.seat, decision.kind, tuple(dict.fromkeys(hand))))


# -- a world a bot cannot play -----------------------------------------------------------

ponder = Anyone("plant.ponder")


@ponder.ability("ponder")
def ponder_ask(state: GameState, seat: int) -> list[Any]:
    """A decision with no ``@card.redeal``: a resampled world cannot deal it again."""
    return [Ask(Decision(seat, ponder.name("choice"), ("yes", "no")))]


@ponder.answer("choice")
def ponder_answer(state: GameState, decision: Decision, action: Any) -> list[Any]:
    return []


#: variant id -> (plugin, what the failure says)
PLANTED: dict[str, tuple[object, str]] = {
    "plant.options": (HandInOptions(), "learns another seat's secret"),
    "plant.actions": (HandInActions(), "legal actions depend on what it may not know"),
    "plant.mark": (HandInMark(), "learns another seat's secret"),
    "plant.token": (HandInToken(), "learns another seat's secret"),
    "plant.note": (HandInNote(), "learns another seat's secret"),
    "plant.log": (HandInLog(), "learns another seat's secret"),
    "plant.named": (named, "secret choice"),
    "plant.signed": (signed, "secret choice"),
    "plant.holders": (HoldersInToken(), "who holds a hidden character"),
    "plant.boast": (boast, "learns what seat"),
    "plant.stack": (stack, "secret choice"),
    "plant.peek": (peek, "without declaring it"),
    "plant.ponder": (ponder, "offers no legal action"),
}

#: The part of what a seat reads each planted leak goes through.
ROUTES = {
    "plant.options": "pending.options",
    "plant.mark": "saw_",
    "plant.token": "tokens",
    "plant.note": "its events",
    "plant.log": "round_log",
    "plant.named": "tokens",
    "plant.signed": "its events",
    "plant.holders": "tokens",
    "plant.boast": "its events",
    "plant.stack": "tokens",
}


@pytest.fixture(scope="module", autouse=True)
def planted_pack() -> None:
    register_pack(
        Pack(
            info=PackInfo(id=PACK, version="0", name="planted leaks"),
            variants=tuple(VariantInfo(v, v, plugin) for v, (plugin, _) in PLANTED.items()),
        )
    )
    clear_cache()


@pytest.mark.parametrize("variant", sorted(PLANTED))
def test_the_standard_checks_catch_a_planted_leak(variant: str, tmp_path: Path) -> None:
    """``run_pack_invariants`` (what ``pack_invariants`` and ``citadels check`` run,
    every 7th step) fails, naming the check, the planted card or its pack, the seed
    and the step, with a record that replays."""
    with pytest.raises(InvariantFailure) as caught:
        run_pack_invariants(
            "classic", players=(4,), games=5, variants=(variant,), failures=tmp_path
        )
    failure = caught.value
    text = str(failure)
    assert PLANTED[variant][1] in text, text
    assert variant in text or PACK in text, text
    assert f"seed {failure.config.seed}" in text and f"at step {failure.step} " in text
    if variant in ROUTES:
        assert ROUTES[variant] in text, text
    assert failure.record is not None and failure.record.exists()


def test_citadels_check_reports_a_planted_leak(tmp_path: Path) -> None:
    """``citadels check`` fails on a planted secret-choice leak and names the card."""
    from click.testing import CliRunner

    from citadels_rules.cli import main

    args = ["check", "--preset", "classic", "--players", "4", "--games", "2"]
    args += ["--variants", "plant.named", "--save-failures", str(tmp_path)]
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 1, result.output
    out = " ".join(result.output.split())
    assert "secret choice" in out and "plant.named" in out
    assert "seed" in out and "step" in out


def test_a_declared_look_passes() -> None:
    """The same look as ``plant.peek``, declared with ``shows=("hand",)``, passes."""
    declared = Anyone("plant.declared")

    @declared.ability("peek", shows=("hand",))
    def look(state: GameState, seat: int) -> list[Any]:
        hand = state.players[(seat + 1) % len(state.players)].hand
        return [Ask(Decision(seat, declared.name("card"), tuple(dict.fromkeys(hand)) or ("-",)))]

    @declared.answer("card")
    def answer(state: GameState, decision: Decision, action: Any) -> list[Any]:
        return []

    @declared.redeal("card")
    def again(state: GameState, decision: Decision, seat: int) -> Redeal:
        if decision.seat == seat:
            return Redeal(decision)
        hand = state.players[(decision.seat + 1) % len(state.players)].hand
        return Redeal(Decision(decision.seat, decision.kind, tuple(dict.fromkeys(hand)) or ("-",)))

    register_pack(
        Pack(
            info=PackInfo(id="planted_declared", version="0", name="a declared look"),
            variants=(VariantInfo("plant.declared", "plant.declared", declared),),
        )
    )
    clear_cache()
    config = cr.GameConfig(players=4, seed=0, variants=("plant.declared",))
    assert run_pack_invariants(config, games=2, every=2) == 2


def test_shows_must_name_known_zones() -> None:
    """A typo in ``shows=`` fails when the card is declared, naming the card."""
    card = Anyone("plant.typo")
    with pytest.raises(cr.PackError, match=r"plant\.typo"):
        card.ability("look", shows=("hnd",))
