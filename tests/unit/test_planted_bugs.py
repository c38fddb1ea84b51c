"""Planted conservation bugs are caught by the checks a pack author runs
(``pack_invariants`` / ``run_pack_invariants``, ``citadels check``), with the seed and
the step that replay them (Milestone 4's acceptance).

Each planted plugin is a house rule that looks harmless and breaks an effect's contract
on the first gather of a random game: a negative transfer, a transfer to a seat that
does not exist.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

import citadels_rules as cr
from citadels_rules.game.packs import register_pack
from citadels_rules.game.ruleset import clear_cache
from citadels_rules.pack_api import BANK, Pack, PackInfo, Transfer, VariantInfo, hookimpl
from citadels_rules.testing.invariants import InvariantFailure, run_pack_invariants


class NegativeRefund:
    """ "Refund" 1 gold after gathering cards -- written as a negative transfer."""

    @hookimpl
    def citadels_after_gather(self, seat: int, kind: str) -> list[Any] | None:
        return [Transfer(BANK, seat, -1)] if kind == "cards" else None


class GhostSeat:
    """Pays a bonus to "the next seat" -- computed without wrapping around."""

    @hookimpl
    def citadels_after_gather(self, state: cr.GameState, seat: int) -> list[Any]:
        return [Transfer(BANK, seat + 1, 1)] if seat == len(state.players) - 1 else []


PLANTED = {
    "planted.negative_transfer": (NegativeRefund(), "amount must be an int >= 1"),
    "planted.missing_account": (GhostSeat(), "does not exist"),
}


@pytest.fixture(scope="module", autouse=True)
def planted_pack() -> None:
    register_pack(
        Pack(
            info=PackInfo(id="planted", version="0", name="planted bugs"),
            variants=tuple(VariantInfo(v, v, plugin) for v, (plugin, _) in PLANTED.items()),
        )
    )
    clear_cache()


@pytest.mark.parametrize("variant", sorted(PLANTED))
def test_pack_invariants_catch_a_planted_bug_with_seed_and_step(
    variant: str, tmp_path: Path
) -> None:
    with pytest.raises(InvariantFailure) as info:
        run_pack_invariants(
            "classic", players=(4,), games=3, variants=(variant,), failures=tmp_path
        )
    failure = info.value
    message = str(failure)
    assert isinstance(failure.cause, cr.PackError)
    assert f"plugin 'variant:{variant}'" in message and PLANTED[variant][1] in message
    assert "classic" in message and "seed" in message and f"step {failure.step}" in message
    assert failure.record is not None and failure.record.exists()
    record = json.loads(failure.record.read_text())
    assert record["data"]["failure"]["step"] == failure.step


def test_citadels_check_reports_a_planted_bug(tmp_path: Path) -> None:
    from click.testing import CliRunner

    from citadels_rules.cli import main

    args = ["check", "--preset", "classic", "--players", "4", "--games", "1"]
    args += ["--variants", "planted.negative_transfer", "--save-failures", str(tmp_path)]
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 1, result.output
    assert "seed" in result.output and "step" in result.output
    assert "amount must be an int >= 1" in result.output
    assert "citadels replay" in result.output
