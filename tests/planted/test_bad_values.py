"""Planted bad values (Milestone 12): each house rule below looks harmless and hands the
core a bad value; the standard checks (``run_pack_invariants`` -- what
``pack_invariants`` and ``citadels check`` run) must catch it on the first random game
and name the pack, the plugin, the hook, the seed and the step.

The classes: a transfer out of a token account never opened, a negative ``pay``, a
``Note`` whose data is not a mapping, a value hook answering the wrong type
(``citadels_build_cost`` a str, ``citadels_turn_end`` an int), a negative amount from a
fold (``citadels_gather_gold``), and a hook that changes the state it was given. An
ability declared with a negative price fails at its declaration, naming the card.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

import citadels_rules as cr
from citadels_rules.game.packs import register_pack
from citadels_rules.game.ruleset import clear_cache
from citadels_rules.pack_api import (
    BANK,
    CharacterCard,
    Note,
    Pack,
    PackInfo,
    Transfer,
    VariantInfo,
    hookimpl,
    pay,
)
from citadels_rules.testing.invariants import InvariantFailure, run_pack_invariants

PACK = "planted_values"


class UnopenedToken:
    """Pays a bonus out of a token account whose key is misspelt (never opened)."""

    @hookimpl
    def citadels_after_gather(self, seat: int) -> list[Any]:
        return [Transfer(("token", "planted.tresury.gold"), seat, 1)]


class NegativePay:
    """ "Refunds" a gold with ``pay`` -- the amount written negative."""

    @hookimpl
    def citadels_after_gather(self, seat: int) -> list[Any]:
        return pay(BANK, seat, -1)


class NoteTuple:
    """Logs what was gathered -- ``data`` given as a tuple, not a mapping."""

    @hookimpl
    def citadels_after_gather(self, seat: int, kind: str) -> list[Any]:
        return [Note("planted.gathered", seat, (kind,))]  # type: ignore[arg-type]


class CostAsText:
    """A flat price for every district -- returned as a str."""

    @hookimpl
    def citadels_build_cost(self, value: int) -> Any:
        return "3"


class TurnEndCount:
    """Counts turns -- returns an int from an effects window."""

    @hookimpl
    def citadels_turn_end(self, seat: int) -> Any:
        return 1


class NegativeGather:
    """A tax on gathering -- the fold answers a negative amount."""

    @hookimpl
    def citadels_gather_gold(self) -> int:
        return -3


class Mutator:
    """A bonus after gathering -- written into the state it was given."""

    @hookimpl
    def citadels_after_gather(self, state: cr.GameState, seat: int) -> None:
        player = state.players[seat]
        object.__setattr__(player, "gold", player.gold + 5)


#: variant id -> (plugin, hook named, words the message must hold)
PLANTED: dict[str, tuple[object, str, str]] = {
    "planted.unopened_token": (UnopenedToken(), "", "was never opened"),
    "planted.negative_pay": (
        NegativePay(),
        "citadels_after_gather",
        "pay: amount must be an int >= 0, not -1",
    ),
    "planted.note_tuple": (
        NoteTuple(),
        "citadels_after_gather",
        "Note.data must be a mapping",
    ),
    "planted.cost_text": (
        CostAsText(),
        "citadels_build_cost",
        "returned '3' (str); its spec expects int or None",
    ),
    "planted.turn_end_int": (
        TurnEndCount(),
        "citadels_turn_end",
        "returned 1 (int); its spec expects a list or None",
    ),
    "planted.negative_gather": (NegativeGather(), "citadels_gather_gold", "returned -3"),
    "planted.mutator": (
        Mutator(),
        "citadels_after_gather",
        "changed the state it was given (state.players[",
    ),
}


@pytest.fixture(scope="module", autouse=True)
def planted_pack() -> None:
    register_pack(
        Pack(
            info=PackInfo(id=PACK, version="0", name="planted bad values"),
            variants=tuple(VariantInfo(v, v, plugin) for v, (plugin, _, _) in PLANTED.items()),
        )
    )
    clear_cache()


@pytest.mark.parametrize("variant", sorted(PLANTED))
def test_the_checks_catch_a_bad_value_naming_pack_plugin_seed_and_step(
    variant: str, tmp_path: Path
) -> None:
    with pytest.raises(InvariantFailure) as info:
        run_pack_invariants(
            "classic", players=(4,), games=2, variants=(variant,), failures=tmp_path
        )
    failure = info.value
    message = str(failure)
    _, hook, words = PLANTED[variant]
    assert isinstance(failure.cause, cr.PackError), message
    assert failure.cause.pack == PACK, message
    assert f"pack {PACK!r}" in message and f"plugin 'variant:{variant}'" in message
    assert hook in message and words in message, message
    assert "seed" in message and f"step {failure.step}" in message
    assert failure.step > 0 and failure.record is not None and failure.record.exists()


def test_citadels_check_reports_a_hook_that_changes_its_state(tmp_path: Path) -> None:
    from click.testing import CliRunner

    from citadels_rules.cli import main

    args = ["check", "--preset", "classic", "--players", "4", "--games", "1"]
    args += ["--variants", "planted.mutator", "--save-failures", str(tmp_path)]
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 1, result.output
    assert "seed" in result.output and "step" in result.output
    assert "plugin 'variant:planted.mutator'" in result.output
    assert "changed the state it was given" in result.output


def test_check_mode_is_opt_in() -> None:
    """Plain play does not digest states (it pays nothing for check mode); inside
    ``checking_inputs`` the same game fails at the mutating hook."""
    from tabletop_engine.hooks import checking_inputs

    config = cr.GameConfig(players=4, seed=1, variants=("planted.mutator",))
    assert cr.play(config, agents=[cr.RandomAgent()] * 4).final_state.is_over
    with checking_inputs(), pytest.raises(cr.PackError, match="changed the state"):
        cr.play(config, agents=[cr.RandomAgent()] * 4)


@pytest.mark.parametrize("gold", [-1, 2.5, "2"])
def test_an_ability_with_a_bad_price_fails_when_declared_naming_the_card(gold: Any) -> None:
    card = CharacterCard("planted_spender")
    with pytest.raises(cr.PackError, match=r"planted_spender\.go': gold must be an int >= 0"):

        @card.ability("go", gold=gold)
        def go(state: cr.GameState, seat: int) -> list[Any]:
            return []


def test_pay_and_note_check_their_values_when_made() -> None:
    with pytest.raises(ValueError, match="pay: amount must be an int >= 0"):
        pay(BANK, 0, -2)
    assert pay(BANK, 0, 0) == []
    with pytest.raises(ValueError, match=r"Note\.data must be a mapping"):
        Note("x", 0, ("a",))  # type: ignore[arg-type]
    assert Note("x", 0, {"a": 1}).data["a"] == 1  # a dict is turned into Params
