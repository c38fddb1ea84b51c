"""Hostile input (Milestone 5): agents cannot cheat in ``play``, and an exception raised
inside a pack's hook is reported as a ``PackError`` naming the pack, the plugin and the
hook, with the original as its cause, the input state intact."""

from __future__ import annotations

from typing import Any

import pytest

import citadels_rules as cr
from citadels_rules.game.packs import register_pack
from citadels_rules.game.ruleset import clear_cache
from citadels_rules.pack_api import Pack, PackInfo, VariantInfo, ability, hookimpl
from citadels_rules.testing import Table


class Crashing:
    """Offers ``crash.go``; resolving it divides by zero."""

    @hookimpl
    def citadels_turn_actions(self, seat: int) -> list[Any]:
        return [ability(seat, "crash.go")]

    @hookimpl
    def citadels_ability(self, action: Any) -> list[Any] | None:
        if action.params["name"] == "crash.go":
            return [1 // 0]
        return None


class CrashingOffer:
    @hookimpl
    def citadels_turn_actions(self, state: cr.GameState) -> list[Any]:
        return state.players[99].hand  # type: ignore[no-any-return]


@pytest.fixture(scope="module", autouse=True)
def crash_pack() -> None:
    register_pack(
        Pack(
            info=PackInfo(id="crashpack", version="0", name="crashing hooks"),
            variants=(
                VariantInfo("crash.ability", "raises in citadels_ability", Crashing()),
                VariantInfo("crash.offer", "raises in citadels_turn_actions", CrashingOffer()),
            ),
        )
    )
    clear_cache()


def _turn(variant: str) -> cr.GameState:
    t = Table(players=4, seed=2, variants=(variant,))
    t.seat(0, character="merchant")
    return t.turn_of("merchant")


def test_an_exception_in_a_hook_names_pack_plugin_and_hook() -> None:
    state = _turn("crash.ability")
    before = cr.to_json(state)
    with pytest.raises(cr.PackError) as info:
        cr.apply(state, cr.Action("ability", actor=0, name="crash.go"))
    message = str(info.value)
    assert info.value.pack == "crashpack"
    assert "plugin 'variant:crash.ability', hook 'citadels_ability'" in message
    assert "ZeroDivisionError" in message
    assert isinstance(info.value.__cause__, ZeroDivisionError)
    assert cr.to_json(state) == before


def test_an_exception_while_listing_actions_names_the_hook() -> None:
    t = Table(players=4, seed=2, variants=("crash.offer",))
    t.seat(0, character="merchant")
    with pytest.raises(cr.PackError, match="hook 'citadels_turn_actions' raised IndexError"):
        cr.legal_actions(t.turn_of("merchant"))


class Cheater:
    """Adds a second gather to the legal actions it is handed."""

    def act(self, view: Any, legal: Any, rng: Any) -> cr.Action:
        legal.append(cr.Action("take_gold", actor=view.seat))
        return legal[-1]


class Forger:
    """Returns an action that was never offered."""

    def act(self, view: Any, legal: Any, rng: Any) -> cr.Action:
        return cr.Action("end_turn", actor=(view.seat + 1) % 4)


def test_an_agent_cannot_add_to_the_legal_actions() -> None:
    with pytest.raises(cr.AgentError) as info:
        cr.play(cr.GameConfig(players=4, seed=1), agents=[Cheater()] * 4)
    assert isinstance(info.value.__cause__, AttributeError)


def test_an_illegal_choice_names_the_agent_and_its_seat() -> None:
    with pytest.raises(cr.IllegalAction, match=r"Forger.* of seat 0") as info:
        cr.play(cr.GameConfig(players=4, seed=1, crown=0), agents=[Forger()] * 4)
    assert isinstance(info.value, cr.AgentError) and info.value.seat == 0
