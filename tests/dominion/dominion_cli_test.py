"""The ``dominion`` command line."""

from __future__ import annotations

import csv
import json
from pathlib import Path

from click.testing import CliRunner

import dominion_rules as dr
from dominion_rules.cli import main


def test_simulate_table_json_csv(tmp_path: Path) -> None:
    """simulate prints a table; --json and --games-csv write every number; workers agree."""
    j, c = tmp_path / "r.json", tmp_path / "g.csv"
    args = ["simulate", "-n", "12", "-a", "smithy,bm", "--json", str(j), "--games-csv", str(c)]
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 0, result.output
    assert "win rate" in result.output and "ties" in result.output
    data = json.loads(j.read_text())
    assert data["games"] == 12 and len(data["seats"]) == 2
    rows = list(csv.DictReader(c.open()))
    assert len(rows) == 12 and rows[0]["agent0"] == "smithy"
    j2 = tmp_path / "r2.json"
    args2 = ["simulate", "-n", "12", "-a", "smithy,bm", "-w", "2", "--json", str(j2)]
    assert CliRunner().invoke(main, args2).exit_code == 0
    assert json.loads(j2.read_text()) == data


def test_simulate_bad_input() -> None:
    """A bad kingdom or agent is a usage error (exit 2)."""
    assert CliRunner().invoke(main, ["simulate", "-k", "smithy"]).exit_code == 2
    assert CliRunner().invoke(main, ["simulate", "-a", "nobody"]).exit_code == 2


def test_cards_zh() -> None:
    """cards --lang zh shows the seed's names."""
    result = CliRunner().invoke(main, ["cards", "--lang", "zh", "throne_room", "moat"])
    assert result.exit_code == 0 and "金殿" in result.output and "護城河" in result.output
    assert CliRunner().invoke(main, ["cards", "nothing"]).exit_code == 2


def test_check_base() -> None:
    """check base plays invariant-checked games (-n per player count) and passes."""
    result = CliRunner().invoke(main, ["check", "base", "-n", "1"])
    assert result.exit_code == 0, result.output
    assert "3/3 games passed" in result.output
    assert CliRunner().invoke(main, ["check", "nopack"]).exit_code == 2


def test_replay_and_play(tmp_path: Path) -> None:
    """play (all answers '1', the suggestion from stdin) saves a record that replay checks."""
    path = tmp_path / "game.json"
    result = CliRunner().invoke(
        main, ["play", "--seed", "3", "--save", str(path)], input="1\n" * 2000
    )
    assert result.exit_code == 0, result.output
    assert "winners" in result.output
    record = dr.from_json(path.read_text())
    assert dr.replay(record) == record.final_state
    result = CliRunner().invoke(main, ["replay", "-q", str(path)])
    assert result.exit_code == 0 and "replay matches" in result.output
    broken = json.loads(path.read_text())
    broken["data"]["actions"] = broken["data"]["actions"][:-3]
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(broken))
    assert CliRunner().invoke(main, ["replay", "-q", str(bad)]).exit_code == 1


def test_log_of_a_turn() -> None:
    """dominion_rules.log.changes names gains, trashes and reveals."""
    from dominion_rules.log import changes
    from dominion_rules.testing import Table

    t = Table(kingdom=dr.kingdoms()["interaction"])
    t.seat(0, hand=("thief",), deck=())
    t.seat(1, hand=(), deck=("silver", "estate"), discard=())
    before = t.turn_of(0)
    after = dr.apply(before, dr.Action("play", actor=0, card="thief"))
    assert changes(before, after) == ["seat 1 trashes silver"]
    again = dr.apply(after, dr.Action("choose", actor=0, option="silver"))
    assert changes(after, again) == ["seat 0 gains silver"]
