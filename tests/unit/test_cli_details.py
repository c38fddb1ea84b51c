"""CLI details (issue 8, item 11): an unwritable --json fails up front, a nonsense --dask
address is bad input (exit 2, one line), ``citadels`` alone prints the whole help, and
``play`` with no input writes no empty record."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner, Result

import citadels_rules as cr
from citadels_rules import cli
from citadels_rules.cli import main


def run(*args: str, input: str | None = None) -> Result:
    return CliRunner().invoke(main, list(args), input=input)


def one_line_error(result: Result, code: int, *fragments: str) -> None:
    assert result.exit_code == code, result.output
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("Error: "), result.output
    for fragment in fragments:
        assert fragment in lines[0]


def test_an_unwritable_json_fails_before_any_game(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def no_run(*args: object, **kwargs: object) -> None:
        raise AssertionError("the run started")

    monkeypatch.setattr(cli, "simulate", no_run)
    one_line_error(run("simulate", "-n", "5", "--json", str(tmp_path)), 2, "is a directory")
    if Path("/proc").is_dir():
        one_line_error(
            run("simulate", "-n", "5", "--json", "/proc/citadels.json"), 2, "cannot write"
        )
    ok = tmp_path / "fine.json"
    monkeypatch.undo()
    assert run("simulate", "-n", "1", "--json", str(ok)).exit_code == 0
    assert ok.read_text(encoding="utf-8").startswith("{")


@pytest.mark.parametrize("address", ["::::", "tcp://:::", "nohost"])
def test_a_nonsense_dask_address_is_bad_input(address: str) -> None:
    pytest.importorskip("dask.distributed")
    one_line_error(run("simulate", "-n", "2", "--dask", address), 2, "not a Dask scheduler")


def test_citadels_alone_prints_the_help() -> None:
    result = run()
    assert result.exit_code in (0, 2)
    assert "Usage: " in result.output and "Options:" in result.output
    for command in ("simulate", "play", "replay", "cards", "packs", "check"):
        assert command in result.output
    assert not result.output.startswith("Error")


def test_play_at_eof_writes_no_empty_record(tmp_path: Path) -> None:
    config = cr.GameConfig(players=4, seed=3)
    first = cr.new_game(config).current_player
    save = tmp_path / "game.json"
    result = run("play", "--seed", "3", "--seat", str(first), "--save", str(save), input="")
    assert result.exit_code == 1, result.output
    assert "no record written" in result.output
    assert not save.exists()
