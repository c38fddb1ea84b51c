"""The engine's effect budget (Milestone 17): one run of the effect loop schedules at
most ``current_budget()`` follow-up effects; past it, ``BudgetExceeded`` (a ``PackError``) names the
hook implementation that kept returning effects. The games' planted runaway cards are in
``tests/planted/dominion/test_planted_runaway.py``."""

from __future__ import annotations

import pickle
from typing import Any

import attrs
import pytest

from tabletop_engine.errors import BudgetExceeded, PackError
from tabletop_engine.interpreter import (
    DEFAULT_BUDGET,
    Interpreter,
    current_budget,
    effect_budget,
    located,
)


@attrs.frozen
class State:
    n: int = 0
    pending: Any = None


@attrs.frozen
class Tick:
    """Counts one; ``left`` more ticks follow it."""

    left: int


class Plugin:
    def again(self, state: State, left: int) -> list[Any]:
        return [Tick(left - 1)] if left > 0 else []


PLUGIN = Plugin()


def _tick(state: State, e: Tick, ctx: Any) -> tuple[State, list[Any] | None]:
    return State(state.n + 1), PLUGIN.again(state, e.left)


def _interpreter(**names: Any) -> Interpreter:
    return Interpreter({Tick: _tick}, lambda s, rest: s, **names)


SOURCES = {id(Plugin.again.__code__): ("toy", "ticker", "toy_again")}


def test_a_run_scheduling_exactly_the_budget_finishes_one_more_is_stopped() -> None:
    interp = _interpreter(sources=lambda s: SOURCES, where=lambda s: f"tick {s.n}")
    with effect_budget(10):
        assert interp.run(State(), [Tick(10)], None).n == 11  # 10 follow-ups
        assert interp.run(State(), [Tick(5), Tick(5)], None).n == 12
        with pytest.raises(BudgetExceeded):
            interp.run(State(), [Tick(11)], None)  # 11 follow-ups
        with pytest.raises(BudgetExceeded):
            interp.run(State(), [Tick(5), Tick(6)], None)
        with pytest.raises(BudgetExceeded) as info:
            interp.run(State(), [Tick(50)], None)
    error = info.value
    assert isinstance(error, PackError)
    assert (error.pack, error.card, error.hook, error.budget) == ("toy", "ticker", "toy_again", 10)
    assert error.effect == Tick(39)
    assert error.where == "tick 11"
    assert str(error).startswith(
        "pack 'toy': card 'ticker', hook 'toy_again' did not finish: "
        "more than 10 effects scheduled in one apply, running Tick(left=39) (tick 11)"
    )


def test_a_loop_no_plugin_drives_is_the_cores() -> None:
    with effect_budget(5), pytest.raises(BudgetExceeded) as info:
        _interpreter().run(State(), [Tick(100)], None)
    assert info.value.pack == "core" and info.value.card is None
    assert "the core's effects did not finish" in str(info.value)


def test_the_default_budget_and_its_context() -> None:
    assert current_budget() == DEFAULT_BUDGET == 10_000
    with effect_budget(3):
        assert current_budget() == 3
        with effect_budget(7):
            assert current_budget() == 7
        assert current_budget() == 3
    assert current_budget() == DEFAULT_BUDGET
    assert _interpreter().run(State(), [Tick(DEFAULT_BUDGET)], None).n == DEFAULT_BUDGET + 1


def test_a_failing_namer_does_not_hide_the_overrun() -> None:
    def broken(state: Any) -> Any:
        raise RuntimeError("no rules here")

    with effect_budget(5), pytest.raises(BudgetExceeded) as info:
        _interpreter(sources=broken, where=broken).run(State(), [Tick(100)], None)
    assert info.value.pack == "core" and info.value.where == ""


def test_located_adds_where_and_the_error_pickles() -> None:
    interp = _interpreter(sources=lambda s: SOURCES, where=lambda s: "seed 4")
    with effect_budget(5), pytest.raises(BudgetExceeded) as info, located("check step 9"):
        interp.run(State(), [Tick(100)], None)
    assert info.value.where == "seed 4, check step 9"
    assert "(seed 4, check step 9)" in str(info.value)
    again = pickle.loads(pickle.dumps(info.value))
    assert str(again) == str(info.value) and again.card == "ticker"
