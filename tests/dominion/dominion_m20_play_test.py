"""Milestone 20, item 1: ``dominion play`` numbers, defaults and quits as ``citadels
play`` does (the engine's :func:`tabletop_engine.cli_support.ask_action`): actions from
1, the suggested move first, a number out of range one clear line, a header per step,
and ``yes 1 | dominion play`` ends and saves."""

from __future__ import annotations

import shlex
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner, Result

import dominion_rules as dr
from dominion_rules.cli import main


def run(*args: str, input: Any = None) -> Result:
    return CliRunner().invoke(main, list(args), input=input)


def saved(path: Path) -> dr.GameRecord:
    record = dr.from_json(path.read_text(encoding="utf-8"))
    assert isinstance(record, dr.GameRecord)
    assert dr.replay(record) == record.final_state
    return record


@pytest.mark.skipif(shutil.which("yes") is None, reason="needs the yes command")
def test_yes_1_piped_ends_and_saves(tmp_path: Path) -> None:
    """The pattern docs/cli.md teaches, ``yes 1 | dominion play``: an endless input of
    1s plays the suggested move each time, so the game ends, and --save writes it."""
    path = tmp_path / "game.json"
    dominion = [sys.executable, "-c", "from dominion_rules.cli import main; main()"]
    args = [*dominion, "play", "--seed", "3", "--save", str(path)]
    command = f"yes 1 | {shlex.join(args)}"
    done = subprocess.run(["sh", "-c", command], capture_output=True, text=True, timeout=240)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "winners:" in done.stdout
    assert "Choose a number" not in done.stdout  # 1 is always in range
    assert saved(path).final_state.is_over


def test_numbers_start_at_1_with_the_suggestion_first() -> None:
    result = run("play", "--seed", "3", input="q\n")
    assert result.exit_code == 0, result.output
    assert "   1. end the action phase  [end_actions]" in result.output
    assert "   0." not in result.output
    result = run("play", "--seed", "3", input="1\n1\nq\n")
    listing = result.output.split("Your action: 1\n")[2]
    assert "   1. buy Silver  [buy card=silver]  (suggested)\n" in listing
    assert "   2. buy Cellar  [buy card=cellar]\n" in listing


def test_header_per_step() -> None:
    result = run("play", "--seed", "3", input="1\n1\nq\n")
    assert "Turn 1 · you · action phase" in result.output
    assert "Turn 1 · you · buy phase" in result.output


def test_out_of_range_is_one_line_and_asks_again(tmp_path: Path) -> None:
    """99 (and 0, which Milestone 19 took for the first action) says which numbers there
    are, once per bad answer, and the game goes on with the next answer."""
    path = tmp_path / "game.json"
    result = run("play", "--seed", "3", "--save", str(path), input="99\n0\n1\nq\n")
    assert result.exit_code == 0, result.output
    assert result.output.count("Choose a number from 1 to 1.") == 2
    assert "list index" not in result.output and "not legal" not in result.output
    assert [a.kind for a in saved(path).actions] == ["end_actions"]


def test_enter_alone_takes_the_suggestion(tmp_path: Path) -> None:
    """The default is the suggested move, not the first legal action (Copper, Cellar):
    Enter alone each time plays the same game as 1 each time."""
    by_enter, by_one = tmp_path / "enter.json", tmp_path / "one.json"
    assert run("play", "-s", "4", "--save", str(by_enter), input="\n" * 3000).exit_code == 0
    assert run("play", "-s", "4", "--save", str(by_one), input="1\n" * 3000).exit_code == 0
    enter, one = saved(by_enter), saved(by_one)
    assert enter.final_state.is_over and enter.actions == one.actions
    mine = [a for a in enter.actions if a.actor == 0 and a.kind == "buy"]
    assert mine and mine[0].params["card"] not in ("copper", "cellar", "curse")


@pytest.mark.parametrize("answer", ["q", "quit", "exit"])
def test_q_quits_and_saves(tmp_path: Path, answer: str) -> None:
    path = tmp_path / "game.json"
    result = run("play", "-s", "3", "--save", str(path), input=f"1\n1\n{answer}\n")
    assert result.exit_code == 0, result.output
    assert "Game abandoned." in result.output
    assert len(saved(path).actions) == 2


def test_end_of_input_saves_and_exits(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    result = run("play", "-s", "3", "--save", str(path), input="1\n1\n1\n")
    assert result.exit_code == 1
    assert result.output.splitlines()[-1].startswith("Error: input ended before the game did")
    assert "Aborted!" not in result.output
    assert saved(path).actions


def test_an_action_by_its_text(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    answers = "end_actions\nbuy gold\ntreasures\nbuy silver\nq\n"
    result = run("play", "-s", "3", "--save", str(path), input=answers)
    assert "buy card=gold is not legal now." in result.output
    kinds = [(a.kind, a.params.get("card")) for a in saved(path).actions if a.actor == 0]
    assert kinds == [("end_actions", None), ("treasures", None), ("buy", "silver")]


def test_lang_zh_play_words() -> None:
    result = run("play", "-s", "3", "--lang", "zh", input="1\n1\nq\n")
    assert "你的行動：" in result.output and "（建議）" in result.output
    assert "購買 銀幣" in result.output and "第 1 回合 · 你 · 行動階段" in result.output
    assert "補充資源 地窖 10" in result.output and "座位 1：手牌 5 張牌 | 牌庫 5" in result.output
    assert result.output.startswith("領土 · 基本遊戲 · 2 位玩家")
    assert "Supply" not in result.output and "hand" not in result.output
