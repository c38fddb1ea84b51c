"""Milestone 20, item 5, for Dominion: "did you mean" for its ids (cards, kingdom set
names, presets, agents, packs), from the engine's :mod:`tabletop_engine.suggest`, and a
Citadels record given to ``dominion replay`` names ``citadels replay``."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

import citadels_rules as cr
import dominion_rules as dr
from dominion_rules.agents import agent_named
from dominion_rules.cli import main


def run(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(main, list(args), input="q\n")
    return result.exit_code, result.output


@pytest.mark.parametrize(
    ("args", "hint"),
    [
        (
            ("play", "--kingdom", "first_gme"),
            "unknown kingdom set or card 'first_gme': did you mean 'first_game'?",
        ),
        (("simulate", "-n", "1", "--kingdom", "big_mony"), "did you mean 'big_money'?"),
        (
            ("play", "--kingdom", "cellr,market"),
            "unknown kingdom card 'cellr' (did you mean 'cellar'",
        ),
        (("play", "--preset", "bse"), "unknown preset 'bse': did you mean 'base'?"),
        (("play", "--agents", "gredy"), "unknown agent 'gredy': did you mean 'greedy'?"),
        (("simulate", "-n", "1", "--agents", "smithy,bigmony"), "did you mean 'bigmoney'?"),
        (("cards", "celar"), "unknown card 'celar' (did you mean 'cellar'?)"),
        (("check", "bas", "--games", "1"), "unknown pack 'bas': did you mean 'base'?"),
    ],
)
def test_cli_ids(args: tuple[str, ...], hint: str) -> None:
    code, output = run(*args)
    assert code == 2, output
    (line,) = output.strip().splitlines()
    assert line.startswith("Error: ") and hint in line
    assert "['" not in line  # prose, not a Python list


def test_library_ids() -> None:
    with pytest.raises(ValueError, match="did you mean 'smithy'"):
        agent_named("smithyy")
    state = dr.new_game(dr.GameConfig(seed=1))
    with pytest.raises(dr.IllegalAction, match="did you mean 'gold'"):
        dr.parse_action("buy golt", state)


def test_citadels_record_names_citadels_replay(tmp_path: Path) -> None:
    record = cr.play(cr.GameConfig(players=4, seed=1), [cr.RandomAgent() for _ in range(4)])
    path = tmp_path / "citadels.json"
    path.write_text(cr.to_json(record), encoding="utf-8")
    code, output = run("replay", str(path))
    assert code == 2
    assert (
        "is a record of citadels_rules, not of this game: read it with `citadels replay" in output
    )
