"""Milestone 17, item 7, for Dominion: a failed write never destroys the file it
replaces (``simulate --games-csv``/``--json``, ``play --save``, ``replay --html``), and
``dominion play`` saves the game played so far when input ends, on Ctrl-C and on ``q``,
as ``citadels play`` does: a record that ``dominion replay`` reads and replays."""

from __future__ import annotations

import io
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner, Result

import dominion_rules as dr
from dominion_rules import cli
from dominion_rules.cli import main

OLD = "the old file, whole\n" * 50
FullDisk = Callable[..., None]


def run(*args: str, input: Any = None) -> Result:
    return CliRunner().invoke(main, list(args), input=input)


def old_file(tmp_path: Path, name: str = "out.txt") -> Path:
    folder = tmp_path / "out"
    folder.mkdir(exist_ok=True)
    path = folder / name
    path.write_text(OLD, encoding="utf-8")
    return path


def assert_whole(path: Path) -> None:
    """``path`` still holds :data:`OLD`, and no temporary file remains beside it."""
    assert path.read_bytes() == OLD.encode("utf-8")
    assert sorted(os.listdir(path.parent)) == [path.name]


def assert_replays(path: Path) -> dr.GameRecord:
    """The saved record is read and replayed by ``dominion replay``."""
    replayed = run("replay", "-q", str(path))
    assert replayed.exit_code == 0, replayed.output
    assert "replay matches the record" in replayed.output
    record = dr.from_json(path.read_text(encoding="utf-8"))
    assert isinstance(record, dr.GameRecord)
    return record


# -- a full disk ------------------------------------------------------------------------
COMMANDS = {
    "simulate --games-csv": ("simulate", "-n", "10", "--games-csv", "{out}"),
    "simulate --json": ("simulate", "-n", "3", "--json", "{out}"),
    "play --save": ("play", "-s", "3", "--save", "{out}"),
    "replay --html": ("replay", "{record}", "--html", "{out}"),
}


@pytest.mark.parametrize("command", list(COMMANDS))
def test_commands_on_a_full_disk_keep_the_old_file(
    command: str, tmp_path: Path, full_disk: FullDisk
) -> None:
    """``dominion simulate --games-csv OUT`` and the others, the disk full midway: one
    line naming OUT (exit code 1), and OUT as it was, byte for byte."""
    record = tmp_path / "game.json"
    record.write_text(dr.to_json(dr.play(dr.GameConfig(players=2, seed=1))), encoding="utf-8")
    out = old_file(tmp_path)
    args = [a.format(out=out, record=record) for a in COMMANDS[command]]
    full_disk(100)
    result = run(*args, input="1\n" * 3000)
    assert result.exit_code == 1, result.output
    last = result.output.strip().splitlines()[-1]
    assert last.startswith("Error: ") and str(out) in last, result.output
    assert "No space left on device; the file is unchanged" in last
    assert_whole(out)


# -- play saves what was played -----------------------------------------------------------
def test_input_ending_after_30_moves_saves_the_game(tmp_path: Path) -> None:
    path = tmp_path / "short.json"
    result = run("play", "-s", "3", "--save", str(path), input="1\n" * 30)
    assert result.exit_code == 1, result.output
    last = result.output.strip().splitlines()[-1]
    assert last.startswith("Error: input ended before the game did: abandoned on turn ")
    assert f"Wrote the record to {path}" in result.output
    record = assert_replays(path)
    assert not record.final_state.is_over
    assert sum(a.actor == 0 for a in record.actions) == 30
    assert record.agents == ("human", "greedy")


class InterruptedInput(io.RawIOBase):
    """Standard input that gives ``lines``, then Ctrl-C (``KeyboardInterrupt``) when the
    player is asked once more: a human pressing Ctrl-C at the prompt."""

    def __init__(self, lines: list[str]) -> None:
        self._lines = [line.encode() for line in lines]

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: Any) -> int:
        if len(buffer) == 0:
            return 0
        if not self._lines:
            raise KeyboardInterrupt
        line = self._lines.pop(0)
        buffer[: len(line)] = line
        return len(line)


def test_ctrl_c_at_the_prompt_saves_the_game(tmp_path: Path) -> None:
    path = tmp_path / "stopped.json"
    result = run("play", "-s", "5", "--save", str(path), input=InterruptedInput(["1\n"] * 30))
    assert result.exit_code == 130, result.output
    assert "Interrupted: game abandoned on turn " in result.output
    assert "Traceback" not in result.output
    record = assert_replays(path)
    assert sum(a.actor == 0 for a in record.actions) == 30


def test_ctrl_c_while_a_bot_thinks_saves_the_game(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Ctrl-C landing in a bot's move: the record holds every action taken before it."""
    real = cli.agent_named

    class Slow:
        def __init__(self, name: str) -> None:
            self.bot = real(name)
            self.calls = 0

        def act(self, view: Any, legal: Any, rng: Any) -> Any:
            self.calls += 1
            if self.calls == 20:
                raise KeyboardInterrupt
            return self.bot.act(view, legal, rng)

    monkeypatch.setattr(cli, "agent_named", Slow)
    path = tmp_path / "stopped.json"
    result = run("play", "-s", "6", "--save", str(path), input="1\n" * 3000)
    assert result.exit_code == 130, result.output
    record = assert_replays(path)
    assert sum(a.actor == 1 for a in record.actions) == 19


def test_quitting_saves_the_game(tmp_path: Path) -> None:
    path = tmp_path / "quit.json"
    result = run("play", "-s", "3", "--save", str(path), input="1\n" * 10 + "q\n")
    assert result.exit_code == 0, result.output
    assert "Game abandoned." in result.output
    record = assert_replays(path)
    assert sum(a.actor == 0 for a in record.actions) == 10


def test_nothing_played_writes_nothing(tmp_path: Path) -> None:
    """Input ending before the first move: no record (and no old file is replaced)."""
    path = old_file(tmp_path, "game.json")
    result = run("play", "-s", "3", "--save", str(path), input="")
    assert result.exit_code == 1
    assert "No action was played: no record written" in result.output
    assert_whole(path)


def test_a_whole_game_says_where_it_was_saved(tmp_path: Path) -> None:
    path = tmp_path / "whole.json"
    result = run("play", "-s", "3", "--save", str(path), input="1\n" * 3000)
    assert result.exit_code == 0, result.output
    assert "winners:" in result.output and f"Wrote the record to {path}" in result.output
    assert assert_replays(path).final_state.is_over
