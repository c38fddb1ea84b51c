"""The ``citadels`` command line, through click's ``CliRunner`` (and a real process where
piped stdin or Ctrl-C need one)."""

from __future__ import annotations

import csv
import json
import os
import re
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import attrs
import pytest
from click.testing import CliRunner, Result
from rich.cells import cell_len

import citadels_rules as cr
from citadels_rules import cli
from citadels_rules.cli import main
from citadels_rules.game import packs as packs_module
from citadels_rules.game.packs import all_cards, installed_packs
from citadels_rules.game.ruleset import clear_cache
from citadels_rules.pack_api import CardInfo, Pack, PackError, PackInfo, Preset, hookimpl
from citadels_rules.simulate import simulate
from tabletop_engine import cli_support

ROOT = Path(__file__).resolve().parents[2]
COMMANDS = ("simulate", "play", "replay", "cards", "packs", "check")
CLASSIC_CHARACTERS = {
    "assassin",
    "thief",
    "magician",
    "king",
    "bishop",
    "merchant",
    "architect",
    "warlord",
}


def run(*args: str, input: str | None = None) -> Result:
    """Invoke ``citadels ARGS`` and return the result (exceptions are kept, not raised)."""
    return CliRunner().invoke(main, list(args), input=input)


def assert_one_line_error(result: Result, code: int, *fragments: str) -> None:
    """Bad input: exit ``code``, one line ``Error: ...`` naming the problem, no traceback."""
    assert result.exit_code == code, result.output
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("Error: "), result.output
    assert "Traceback" not in result.output
    for fragment in fragments:
        assert fragment in lines[0]


def numbers(path: Path) -> dict[str, Any]:
    """The JSON of ``simulate --json`` without the run's time and backend."""
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    data.pop("run")
    return data


@pytest.mark.parametrize("command", ("", *COMMANDS))
def test_help_everywhere(command: str) -> None:
    """Every command documents itself."""
    result = run(*([command] if command else []), "--help")
    assert result.exit_code == 0, result.output
    assert "Usage:" in result.output


# -- simulate -----------------------------------------------------------------------------
def test_simulate_prints_the_tables(tmp_path: Path) -> None:
    """Win rates with 95% intervals per seat, agent and character; scores; game length;
    most built and destroyed districts (by default); the numbers as JSON on request."""
    out = tmp_path / "sim.json"
    result = run(
        "simulate",
        "--games",
        "6",
        "--players",
        "4",
        "--preset",
        "classic",
        "--seed",
        "3",
        "--agents",
        "greedy,random,random,random",
        "--json",
        str(out),
    )
    assert result.exit_code == 0, result.output
    for text in (
        "6 games",
        "Seats",
        "Agents",
        "GreedyAgent",
        "Characters",
        "Assassin",
        "95% CI",
        "Mean score",
        "Game length",
        "Rounds",
        "Most built districts",
        "Wilson",
    ):
        assert text in result.output, text
    data = json.loads(out.read_text(encoding="utf-8"))
    assert data["games"] == 6 and data["complete"] is True and data["card_stats"] is True
    assert len(data["seats"]) == 4 and data["config"]["seed"] == 3
    assert sum(seat["wins"] for seat in data["seats"]) >= 6
    assert set(data["characters"]) <= CLASSIC_CHARACTERS
    assert set(data["by_agent"]) == {"GreedyAgent", "RandomAgent"}
    assert sum(c["built"] for c in data["cards"].values()) > 0
    assert data["interval"]["method"] == "wilson"


def test_simulate_without_card_stats(tmp_path: Path) -> None:
    """``--no-card-stats`` leaves the district counts out (the fastest runs)."""
    out = tmp_path / "sim.json"
    result = run("simulate", "-n", "2", "-p", "3", "--no-card-stats", "--json", str(out))
    assert result.exit_code == 0, result.output
    assert "not counted" in result.output and "Most built" not in result.output
    data = json.loads(out.read_text(encoding="utf-8"))
    assert data["card_stats"] is False
    assert all(c["built"] is None for c in data["cards"].values())


def test_same_numbers_on_every_backend(tmp_path: Path) -> None:
    """1 process, 2 processes and a local Dask cluster give the same JSON numbers (and
    so the same tables): only integers travel between processes."""
    common = ("simulate", "-n", "24", "-p", "4", "-s", "100", "-a", "greedy,random,random,random")
    runs: dict[str, tuple[str, ...]] = {"one": (), "two": ("--workers", "2")}
    if _has_dask():
        runs["dask"] = ("--dask", "local", "--workers", "2")
    found = {}
    for name, extra in runs.items():
        path = tmp_path / f"{name}.json"
        result = run(*common, *extra, "--json", str(path))
        assert result.exit_code == 0, result.output
        found[name] = numbers(path)
    assert found["two"] == found["one"]
    if "dask" in found:
        assert found["dask"] == found["one"]


def _has_dask() -> bool:
    try:
        import dask.distributed  # noqa: F401
    except ImportError:
        return False
    return True


def test_simulate_plot(tmp_path: Path) -> None:
    """``--plot`` draws the character win rates (a PNG) with matplotlib."""
    pytest.importorskip("matplotlib")
    path = tmp_path / "rates.png"
    result = run("simulate", "-n", "4", "--plot", str(path))
    assert result.exit_code == 0, result.output
    assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_plot_without_matplotlib_is_a_clear_error(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Without the extra, --plot says what to install, before playing."""
    monkeypatch.setitem(sys.modules, "matplotlib", None)
    result = run("simulate", "-n", "2", "--plot", str(tmp_path / "x.png"))
    assert_one_line_error(result, 1, 'pip install ".[plot]"')


def test_missing_dask_is_a_clear_error(monkeypatch: pytest.MonkeyPatch) -> None:
    """Without the extra, --dask says what to install."""
    monkeypatch.setitem(sys.modules, "dask", None)
    monkeypatch.setitem(sys.modules, "dask.distributed", None)
    result = run("simulate", "--games", "1", "--dask", "local")
    assert_one_line_error(result, 1, 'pip install ".[dask]"')


@pytest.mark.parametrize("workers", ("1", "2"))
def test_ctrl_c_prints_what_was_done(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, workers: str
) -> None:
    """A KeyboardInterrupt during the run (raised here by the progress callback, where
    Ctrl-C would land) stops cleanly: exit 130, the tables of the finished games, and a
    JSON file that says the run is incomplete."""
    real: Any = cli.simulate

    def interrupted(*args: Any, progress: Any, **kwargs: Any) -> Any:
        def stop(done: int, total: int) -> None:
            progress(done, total)
            if done >= 2:
                raise KeyboardInterrupt

        return real(*args, progress=stop, chunk=1, **kwargs)

    monkeypatch.setattr(cli, "simulate", interrupted)
    out = tmp_path / "partial.json"
    result = run("simulate", "-n", "50", "-w", workers, "--json", str(out))
    assert result.exit_code == 130, result.output
    assert "Interrupted after" in result.output and "of 50 games" in result.output
    assert "Seats" in result.output and "Traceback" not in result.output
    data = json.loads(out.read_text(encoding="utf-8"))
    assert data["complete"] is False and data["requested_games"] == 50
    assert 2 <= data["games"] < 50


@pytest.mark.thorough
def test_real_ctrl_c_in_a_terminal(tmp_path: Path) -> None:
    """SIGINT to a real ``citadels simulate`` with worker processes: the numbers of the
    games finished so far, exit code 130, no traceback from any process."""
    out = tmp_path / "partial.json"
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "citadels_rules.cli",
            "simulate",
            *("-n", "100000", "-w", "2"),
            "--json",
            str(out),
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "COLUMNS": "100"},
    )
    time.sleep(3)
    proc.send_signal(signal.SIGINT)
    stdout, stderr = proc.communicate(timeout=60)
    assert proc.returncode == 130, stdout + stderr
    assert "Interrupted after" in stdout and "Characters" in stdout
    assert "Traceback" not in stdout + stderr
    data = json.loads(out.read_text(encoding="utf-8"))
    assert data["complete"] is False and data["games"] > 0


def test_save_games_then_replay(tmp_path: Path) -> None:
    """``--save-games DIR`` writes one record per game; ``replay`` tells it turn by turn."""
    games = tmp_path / "games"
    saved = run("simulate", "-n", "2", "-p", "4", "-s", "5", "--save-games", str(games))
    assert saved.exit_code == 0, saved.output
    assert sorted(p.name for p in games.iterdir()) == ["game-5.json", "game-6.json"]
    record = cr.from_json((games / "game-5.json").read_text(encoding="utf-8"))
    assert isinstance(record, cr.Record) and record.seed == 5
    result = run("replay", str(games / "game-5.json"))
    assert result.exit_code == 0, result.output
    for text in ("Round 1", "Crown: seat", "Draft: seat", "Assassin · seat", "gold", "→"):
        assert text in result.output, text
    assert "Game over after round" in result.output and "Final scores" in result.output
    assert "replay reaches the recorded final state" in result.output
    actions = run("replay", str(games / "game-5.json"), "--actions")
    assert "pick character=" in actions.output
    events = run("replay", str(games / "game-5.json"), "--events")
    assert "built card=" in events.output


def test_simulate_keeps_stdout_for_the_tables(tmp_path: Path) -> None:
    """The progress bar and the notes on files written go to stderr; stdout holds only
    the tables. ``--games-csv`` writes one parsable row per game."""
    out = tmp_path / "games.csv"
    result = run("simulate", "-n", "5", "-p", "3", "-s", "7", "-w", "2", "--games-csv", str(out))
    assert result.exit_code == 0, result.output
    assert "Seats" in result.stdout and "Characters" in result.stdout
    assert "Playing on" not in result.stdout and "Wrote" not in result.stdout
    assert f"Wrote 5 rows to {out}" in result.stderr
    with out.open(encoding="utf-8", newline="") as fh:
        rows = list(csv.DictReader(fh))
    assert [int(row["seed"]) for row in rows] == [7, 8, 9, 10, 11]
    assert list(rows[0])[:6] == ["seed", "players", "preset", "rounds", "actions", "winners"]
    for row in rows:
        assert row["players"] == "3" and row["preset"] == "classic"
        won = {int(seat) for seat in row["winners"].split()}
        assert won and all(row[f"seat{s}_won"] == str(int(s in won)) for s in range(3))
        assert 1 <= len(row["seat0_characters"].split()) <= 2  # two at most at 3 players
        best = max(int(row[f"seat{s}_score"]) for s in range(3))
        assert all(int(row[f"seat{s}_score"]) <= best for s in won)
    again = simulate(cr.GameConfig(players=3, seed=7), 5).to_rows()
    assert [{k: str(v) for k, v in row.items()} for row in again] == rows


def test_simulate_redirected_to_a_file_is_clean(tmp_path: Path) -> None:
    """``citadels simulate ... > file`` in a real process: no progress, no escape codes."""
    with (tmp_path / "out.txt").open("w", encoding="utf-8") as fh:
        proc = subprocess.run(
            [sys.executable, "-m", "citadels_rules.cli", "simulate", "-n", "3", "-w", "2"],
            stdout=fh,
            stderr=subprocess.PIPE,
            text=True,
            timeout=120,
            env={**os.environ, "COLUMNS": "80"},
        )
    assert proc.returncode == 0, proc.stderr
    text = (tmp_path / "out.txt").read_text(encoding="utf-8")
    assert text.startswith("3 games · classic · 4 players")
    assert "\x1b" not in text and "Playing on" not in text and "\r" not in text
    assert "Characters" in text


@pytest.mark.parametrize(
    ("args", "fragments"),
    [
        (("--preset", "no_such_preset"), ("unknown preset 'no_such_preset'",)),
        (("--characters", "nobody"), ("unknown character 'nobody'",)),
        (("--variants", "no_variant"), ("unknown variant 'no_variant'",)),
        (("--players", "12"), ("12",)),
        (("--agents", "clever"), ("unknown agent 'clever'", "greedy")),
        (("--games", "lots"), ("--games",)),
        (("--json", "/no/such/dir/x.json"), ("--json", "does not exist")),
        (("--games-csv", "/no/such/dir/x.csv"), ("--games-csv", "does not exist")),
        (("--workers", "0"), ("--workers",)),
    ],
)
def test_simulate_bad_input(args: tuple[str, ...], fragments: tuple[str, ...]) -> None:
    """Bad input is one line and exit code 2, never a traceback."""
    assert_one_line_error(run("simulate", "-n", "2", *args), 2, *fragments)


# -- play ---------------------------------------------------------------------------------
def test_play_a_whole_game_by_numbers(tmp_path: Path) -> None:
    """Answering "1" each time plays to the end; the saved record replays."""
    path = tmp_path / "played.json"
    result = run(
        "play",
        "--players",
        "4",
        "--seed",
        "4",
        "--bots",
        "random",
        "--save",
        str(path),
        input="1\n" * 1000,
    )
    assert result.exit_code == 0, result.output
    assert "Final scores" in result.output and "Your action" in result.output
    assert "[pick character=" in result.output  # the text form next to each choice
    replayed = run("replay", str(path), "--quiet")
    assert replayed.exit_code == 0, replayed.output
    assert "you" in replayed.output


def test_play_with_piped_stdin_in_chinese(tmp_path: Path) -> None:
    """A real process reading a pipe: a whole 3-player game answered "1", Chinese names
    with ``--lang zh``, answers echoed; the record it saves replays."""
    path = tmp_path / "zh.json"
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "citadels_rules.cli",
            "play",
            *("-p", "3", "-s", "4"),
            *("--bots", "random", "--lang", "zh", "--save", str(path)),
        ],
        input="1\n" * 1000,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "最終得分" in proc.stdout and "你的行動：1" in proc.stdout
    assert "Final scores" not in proc.stdout and "Your action" not in proc.stdout
    characters_zh = {c.name_zh for c in all_cards().values() if c.id in CLASSIC_CHARACTERS}
    assert any(name in proc.stdout for name in characters_zh)
    assert not any(f"pick {c.title()}" in proc.stdout for c in CLASSIC_CHARACTERS)
    assert run("replay", str(path), "-q").exit_code == 0


def test_play_accepts_action_text_and_quits(tmp_path: Path) -> None:
    """Text goes through ``cr.parse_action``; bad text is explained; ``q`` stops the game
    and the stopped game's record still replays."""
    config = cr.GameConfig(players=4, seed=9)
    state = cr.new_game(config)
    seat = state.current_player
    assert seat is not None
    wanted = cr.legal_actions(state)[-1]
    path = tmp_path / "stopped.json"
    result = run(
        "play",
        "--players",
        "4",
        "--seed",
        "9",
        "--seat",
        str(seat),
        "--bots",
        "random",
        "--save",
        str(path),
        input=f"no such move\n99\n{wanted}\nq\n",
    )
    assert result.exit_code == 0, result.output
    assert "no legal action matches 'no such move'" in result.output
    assert "Choose a number from 1 to" in result.output
    assert "Game abandoned" in result.output
    record = cr.from_json(path.read_text(encoding="utf-8"))
    assert isinstance(record, cr.Record)
    assert record.actions[0] == wanted
    assert run("replay", str(path)).exit_code == 0


def test_play_input_ending_early_is_an_error(tmp_path: Path) -> None:
    """Piped answers running out end the game with a one-line error (exit 1); the
    record of the stopped game is still written."""
    path = tmp_path / "short.json"
    result = run("play", "-s", "2", "--save", str(path), input="1\n")
    assert result.exit_code == 1
    assert result.output.strip().splitlines()[-1].startswith("Error: input ended")
    assert "Traceback" not in result.output and path.exists()


def test_play_ctrl_c_saves_the_game(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Ctrl-C at the prompt (here on the 6th answer): exit 130, the stopped game saved,
    and the record replays (the loop shared with ``dominion play``, cli_support)."""
    real = cli_support.read_answer  # what ask_action reads with, for both games
    asked: list[str] = []

    def answer(console: Any, prompt: str) -> str:
        asked.append(prompt)
        if len(asked) == 6:
            raise KeyboardInterrupt
        return real(console, prompt)

    monkeypatch.setattr(cli_support, "read_answer", answer)
    path = tmp_path / "stopped.json"
    result = run("play", "-s", "2", "--save", str(path), input="1\n" * 1000)
    assert result.exit_code == 130, result.output
    assert "Interrupted: game abandoned in round" in result.output
    record = cr.from_json(path.read_text(encoding="utf-8"))
    assert isinstance(record, cr.Record) and sum(a.actor == 0 for a in record.actions) == 5
    assert run("replay", str(path), "-q").exit_code == 0


@pytest.mark.parametrize(
    ("args", "fragments"),
    [
        (("--players", "12"), ("12",)),
        (("--preset", "nowhere"), ("unknown preset 'nowhere'",)),
        (("--variants", "nope"), ("unknown variant 'nope'",)),
        (("--characters", "nobody"), ("unknown character 'nobody'",)),
        (("--seat", "7"), ("--seat",)),
        (("--bots", "clever"), ("unknown agent 'clever'",)),
        (("--lang", "fr"), ("--lang",)),
        (("--save", "/no/such/dir/game.json"), ("--save", "does not exist")),
    ],
)
def test_play_bad_input(args: tuple[str, ...], fragments: tuple[str, ...]) -> None:
    """Bad input is one line and exit code 2, before the game starts."""
    assert_one_line_error(run("play", *args, input="1\n"), 2, *fragments)


# -- replay -------------------------------------------------------------------------------
def test_replay_detects_a_tampered_record(tmp_path: Path) -> None:
    """A record whose final state was edited fails the check (exit 1); an edit that
    breaks the state itself (gold out of nothing) is refused when read (exit 2)."""
    path = tmp_path / "game.json"
    record = cr.play(cr.GameConfig(players=4, seed=2), record_events=False)
    data = json.loads(cr.to_json(record))
    players = data["data"]["final_state"]["players"]
    assert players[0]["gold"] != players[1]["gold"]
    players[0]["gold"], players[1]["gold"] = players[1]["gold"], players[0]["gold"]
    path.write_text(json.dumps(data), encoding="utf-8")
    result = run("replay", str(path), "--quiet")
    assert result.exit_code == 1
    assert "does not reach the recorded final state" in result.output
    players[0]["gold"] += 7
    path.write_text(json.dumps(data), encoding="utf-8")
    result = run("replay", str(path), "--quiet")
    assert result.exit_code == 2 and "not a readable record" in result.output


def test_replay_of_a_record_without_events(tmp_path: Path) -> None:
    """A record saved without events is still told turn by turn (they are replayed)."""
    path = tmp_path / "lean.json"
    record = cr.play(cr.GameConfig(players=3, preset="dark_city", seed=4), record_events=False)
    path.write_text(cr.to_json(record), encoding="utf-8")
    result = run("replay", str(path), "--lang", "zh")
    assert result.exit_code == 0, result.output
    assert "第 2 回合" in result.output and "勝者" in result.output  # the scores in Chinese too


def test_replay_lang_zh_narrates_in_chinese(tmp_path: Path) -> None:
    """``citadels replay REC --lang zh`` tells the turns in Chinese: the round headers,
    crown, face-up characters, draft, what each character did and the state after it;
    ``--lang en`` (the default) tells the same game in English."""
    path = tmp_path / "game.json"
    record = cr.play(cr.GameConfig(players=4, preset="dark_city", seed=3))
    path.write_text(cr.to_json(record), encoding="utf-8")
    zh = run("replay", str(path), "--lang", "zh")
    assert zh.exit_code == 0, zh.output
    out = zh.output
    for text in ("開局：每個座位得到 2 金幣和 4 張牌", "第 1 回合", "皇冠：座位 3"):
        assert text in out, text
    assert "明置角色：盜賊" in out
    for text in ("選角：座位 3 選 魔法師", "座位 2 選 刺客", "暗殺 軍閥", "拿金幣（+2 金幣）"):
        assert text in out, text
    for text in ("取得皇冠", "建造 ", "金幣 2 → 4 · 手牌 4 · 城市 0 棟建築（0 分）"):
        assert text in out, text
    assert "第 1 回合結束 — 座位 0：" in out and "遊戲在第 17 回合後結束" in out
    for english in ("Round 1", "Crown:", "Face up:", "Draft:", "take gold", "gold 2 → 4"):
        assert english not in out, english
    en = run("replay", str(path))
    assert en.exit_code == 0, en.output
    for text in ("Setup: every seat gets 2 gold and 4 cards", "Round 1", "Crown: seat 3"):
        assert text in en.output, text
    assert "Draft: seat 3 Magician" in en.output and "kill Warlord" in en.output
    assert "secret card" not in en.output  # an event's list of its secret params is no param


def _records(tmp_path: Path) -> Iterator[tuple[str, Path, tuple[str, ...]]]:
    """Unreadable records: (name, path, fragments of the expected error)."""
    yield "missing", tmp_path / "nowhere.json", ("cannot read",)
    yield "directory", tmp_path, ("directory",)
    bad_json = tmp_path / "bad.json"
    bad_json.write_text("{ not json", encoding="utf-8")
    yield "not json", bad_json, ("not a readable record",)
    binary = tmp_path / "binary.json"
    binary.write_bytes(b"\xff\xfe\x00")
    yield "binary", binary, ("cannot read",)
    config = tmp_path / "config.json"
    config.write_text(cr.to_json(cr.GameConfig(players=4, seed=1)), encoding="utf-8")
    yield "a config", config, ("not a game record",)
    broken = tmp_path / "broken.json"
    broken.write_text('{"type": "Record", "data": {"actions": 3}}', encoding="utf-8")
    yield "broken", broken, ("not a readable record",)
    shuffled = tmp_path / "shuffled.json"
    data = json.loads(cr.to_json(cr.play(cr.GameConfig(players=4, seed=3))))
    data["data"]["actions"] = data["data"]["actions"][1:]
    shuffled.write_text(json.dumps(data), encoding="utf-8")
    yield "illegal", shuffled, ("does not replay",)


def test_replay_of_unreadable_records(tmp_path: Path) -> None:
    """Anything but a good record is one line, a non-zero exit, no traceback."""
    for name, path, fragments in _records(tmp_path):
        result = run("replay", str(path))
        assert result.exit_code in (1, 2), name
        lines = result.output.strip().splitlines()
        assert lines[-1].startswith("Error: "), (name, result.output)
        assert "Traceback" not in result.output, name
        for fragment in fragments:
            assert fragment in lines[-1], (name, lines[-1])
        if name != "illegal":
            assert len(lines) == 1, (name, result.output)


# -- cards, packs -------------------------------------------------------------------------
def test_cards_in_chinese() -> None:
    """``--lang zh`` shows the Chinese names (and the English ones next to them)."""
    result = run("cards", "--lang", "zh")
    assert result.exit_code == 0, result.output
    assert "刺客" in result.output and "名稱" in result.output and "Assassin" in result.output
    english = run("cards", "--preset", "classic", "--kind", "character")
    assert "Assassin" in english.output and "刺客" not in english.output
    assert "Edition" in english.output and "classic" in english.output


def test_cards_by_id() -> None:
    """Only the cards named; cost, edition and text shown."""
    result = run("cards", "dragon_gate", "witch")
    assert result.exit_code == 0, result.output
    assert "2 cards" in result.output and "Dragon Gate" in result.output
    assert "8 pts" in result.output and "dark_city" in result.output


@pytest.mark.parametrize(
    ("args", "fragments"),
    [
        (("--preset", "nowhere"), ("unknown preset 'nowhere'",)),
        (("no_such_card",), ("unknown card 'no_such_card'",)),
        (("--lang", "fr"), ("--lang",)),
    ],
)
def test_cards_bad_input(args: tuple[str, ...], fragments: tuple[str, ...]) -> None:
    """An unknown preset, card or language: one line, exit 2."""
    assert_one_line_error(run("cards", *args), 2, *fragments)


def test_packs_lists_versions_and_card_counts() -> None:
    """Installed packs with versions and card counts, presets and variants."""
    result = run("packs")
    assert result.exit_code == 0, result.output
    assert "classic" in result.output and "Presets" in result.output
    assert "1.0" in result.output and "Districts" in result.output
    assert "66" in result.output  # the classic deck
    assert "short_game_7" in result.output
    assert_one_line_error(run("packs", "extra"), 2, "extra")


def test_packs_and_readme_point_to_the_docs_not_the_spec() -> None:
    """``rules/variants.md`` is the project's spec, which users do not have: ``citadels
    packs`` and the README name the docs' pages instead."""
    result = run("packs")
    assert "rules/variants.md" not in result.output
    assert not [p.id for p in installed_packs().values() if "rules/" in p.info.description]
    assert "the Variants page of the docs" in installed_packs()["house_rules"].info.description
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "rules/variants.md" not in readme and "project's spec" not in readme
    assert "(docs/variants.md)" in readme


# -- check --------------------------------------------------------------------------------
def test_check_a_pack_by_id() -> None:
    """A good pack passes: data and plugins valid, random games pass the invariants."""
    result = run("check", "classic", "--games", "1", "--players", "3,4")
    assert result.exit_code == 0, result.output
    assert "pass" in result.output and "0 errors" in result.output
    assert "✓ pack 'classic'" in result.output


def test_check_by_preset_still_works() -> None:
    """``--preset`` alone checks that preset's packs and plays it."""
    result = run("check", "--preset", "classic", "--games", "1", "--players", "4")
    assert result.exit_code == 0, result.output
    assert "preset 'classic'" in result.output


class _Misspelt:
    """A plugin whose hook name has a typo."""

    @hookimpl
    def citadels_turn_ends(self, state: Any, seat: int) -> None:  # sic
        return None


class _Fine:
    """A plugin that does nothing, correctly."""

    @hookimpl
    def citadels_turn_end(self, state: Any, seat: int) -> None:
        return None


@pytest.fixture
def broken_pack(monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """A fan pack with a misspelt hook, a plugin without a card, a character without a
    plugin and a preset naming a card that does not exist; installed for one test."""
    from citadels_packs.classic import CLASSIC

    cards = (
        CardInfo(id="fan.mill", kind="district", name="Mill", colour="purple", cost=3),
        CardInfo(id="fan.ghost", kind="character", name="Ghost", rank=3, name_zh="鬼"),
    )
    preset = Preset(
        id="broken_preset",
        packs=(*CLASSIC.packs, "broken"),
        players=(3, 5),
        pool=CLASSIC.pool,
        lineup=CLASSIC.lineup,
        commons=CLASSIC.commons,
        purples=(*CLASSIC.purples, "fan.mill", "fan.missing"),
    )
    pack = Pack(
        info=PackInfo(id="broken", version="0.0.1", name="Broken", requires=("classic",)),
        cards=cards,
        plugins={"fan.mill": _Misspelt(), "fan.nothing": _Fine()},
        presets=(preset,),
    )
    monkeypatch.setattr(packs_module.REGISTRY, "found", packs_module.REGISTRY.snapshot())
    packs_module.register_pack(pack)
    clear_cache()
    yield "broken"
    clear_cache()


def test_check_reports_a_broken_pack(broken_pack: str) -> None:
    """Every problem is named with its pack and card; no game is played; exit 1."""
    result = run("check", broken_pack, "--games", "1")
    assert result.exit_code == 1, result.output
    out = " ".join(result.output.split())
    assert "Traceback" not in result.output
    assert "fan.mill" in out and "citadels_turn_ends" in out  # the misspelt hook
    assert "fan.nothing" in out  # a plugin without card data
    assert "fan.ghost" in out and "no plugin" in out  # a character without behaviour
    assert "fan.missing" in out  # a preset naming an unknown card
    assert "broken" in out and "Random games skipped" in out
    assert result.output.strip().splitlines()[-1].startswith("Error: ✗ pack 'broken'")


@pytest.mark.parametrize(
    ("args", "fragments"),
    [
        (("no_such_pack",), ("unknown pack 'no_such_pack'", "classic")),
        (("--preset", "nowhere"), ("unknown preset 'nowhere'",)),
        (("classic", "--players", "9"), ("2-7 players",)),
        (("classic", "--players", "x"), ("--players",)),
        (("classic", "--variants", "nope"), ("unknown variant 'nope'",)),
    ],
)
def test_check_bad_input(args: tuple[str, ...], fragments: tuple[str, ...]) -> None:
    """Unknown packs, presets, variants and player counts: one line, exit 2."""
    assert_one_line_error(run("check", *args), 2, *fragments)


class _Fuse:
    """A character that crashes (a pack's bug) as soon as it is called."""

    @hookimpl
    def citadels_character_called(self, character: str) -> None:
        raise PackError("crashy", f"{character}: the fuse was lit")


class _Dud:
    """A card module with no hook implementation: the card does nothing in play."""

    def citadels_turn_end(self, state: Any, seat: int) -> None:  # not a @hookimpl
        return None


def _fan_pack(pack_id: str, rank_6: str, plugin: object) -> Pack:
    """A fan pack whose preset is classic with ``rank_6`` as an alternative to the
    Merchant (in the pool, not the lineup), and a purple district (``fan.dud``) whose
    plugin implements no hook."""
    from citadels_packs.classic import CLASSIC

    cards = (
        CardInfo(id=rank_6, kind="character", name="Fuse", name_zh="引信", rank=6, text="Boom."),
        CardInfo(
            id="fan.dud",
            kind="district",
            name="Dud",
            name_zh="啞彈",
            colour="purple",
            cost=2,
            text="Nothing.",
        ),
    )
    preset = attrs.evolve(
        CLASSIC,
        id=f"{pack_id}_preset",
        packs=(*CLASSIC.packs, pack_id),
        pool=tuple((r, (c, rank_6) if r == 6 else (c,)) for r, c in enumerate(CLASSIC.lineup, 1)),
        purples=(*CLASSIC.purples, "fan.dud"),
    )
    return Pack(
        info=PackInfo(id=pack_id, version="0.1", name=pack_id, requires=("classic",)),
        cards=cards,
        plugins={rank_6: plugin, "fan.dud": _Dud()},
        presets=(preset,),
    )


@pytest.fixture
def install(monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    """Install packs for one test: ``install(pack)``."""
    monkeypatch.setattr(packs_module.REGISTRY, "found", packs_module.REGISTRY.snapshot())

    def add(pack: Pack) -> str:
        packs_module.register_pack(pack)
        clear_cache()
        return pack.id

    yield add
    clear_cache()


def test_check_warns_about_a_card_without_behaviour(install: Any) -> None:
    """A card whose plugin implements no hook is a warning: the check still passes."""
    pack = install(_fan_pack("duds", "fan.calm", _Fine()))
    result = run("check", pack, "--games", "1", "--players", "4")
    assert result.exit_code == 0, result.output
    out = " ".join(result.output.split())
    assert "warning" in out and "fan.dud" in out and "implements no citadels_*" in out
    assert "0 errors, 1 warning" in out and "✓ pack 'duds'" in out


def test_check_prints_a_failed_game_and_its_record(install: Any, tmp_path: Path) -> None:
    """A crash in a game is one block: game, step, action, error and a record that
    `citadels replay` replays up to the failure; exit 1. The optional character only
    plays (and crashes) when ``--characters`` names it."""
    pack = install(_fan_pack("crashy", "fan.fuse", _Fuse()))
    saved = tmp_path / "failures"
    assert run("check", pack, "--games", "1", "--players", "4").exit_code == 0
    args = ("check", pack, "--games", "1", "--players", "4", "--characters", "fan.fuse")
    args += ("--save-failures", str(saved))
    result = run(*args)
    assert result.exit_code == 1, result.output
    assert "Traceback" not in result.output
    out = " ".join(result.output.split())
    assert "Failure 1" in out
    assert "preset 'crashy_preset', 4 players, seed 0, characters fan.fuse" in out
    assert "taking Action(" in out and "at step " in out
    assert "PackError: pack 'crashy':" in out and "the fuse was lit" in out
    (record,) = saved.iterdir()
    assert f"citadels replay {record}" in out
    assert result.output.strip().splitlines()[-1].startswith("Error: ✗ pack 'crashy'")
    assert run(*args).output == result.output  # deterministic, the same file again
    replayed = run("replay", str(record), "--quiet")
    assert replayed.exit_code == 0, replayed.output
    told = " ".join(replayed.output.split())
    assert "steps up to the failure" in told and "the fuse was lit" in told
    assert "applying it again raises PackError" in told


def test_check_saves_failures_in_a_temporary_directory_by_default(
    install: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Without ``--save-failures`` the record goes to the system's temporary directory,
    and its path is printed."""
    import tempfile

    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    pack = install(_fan_pack("crashy", "fan.fuse", _Fuse()))
    result = run("check", pack, "--games", "1", "--players", "3", "--characters", "fan.fuse")
    assert result.exit_code == 1, result.output
    (record,) = (tmp_path / "citadels-failures").iterdir()
    assert str(record) in " ".join(result.output.split())


def test_check_plays_the_optional_characters_and_variants() -> None:
    """``--characters`` and ``--variants`` go into the games; player counts that they do
    not fit are skipped with a note (the Queen needs 5 players)."""
    result = run(
        "check",
        "--preset",
        "dark_city",
        "--characters",
        "wizard,queen",
        "--variants",
        "bank_35",
        "--games",
        "1",
    )
    assert result.exit_code == 0, result.output
    out = " ".join(result.output.split())
    assert "dark_city, 4 players skipped: invalid configuration: the Queen" in out
    assert "✓ preset 'dark_city'" in out and "4 random games passed" in out


def test_check_characters_that_fit_no_game() -> None:
    """Asking for a player count the characters do not fit is one line, exit 2."""
    assert_one_line_error(
        run("check", "--preset", "dark_city", "--characters", "queen", "--players", "3"),
        2,
        "invalid configuration",
        "'queen'",
    )
    assert_one_line_error(
        run("check", "--preset", "classic", "--characters", "nobody"), 2, "'nobody'"
    )


def test_unknown_command_is_one_line() -> None:
    """Even click's own usage errors are one line."""
    assert_one_line_error(run("simulat"), 2, "No such command")


# -- narrow terminals ---------------------------------------------------------------------
BOX = "│┃┏┓┗┛┡┩┣┫━─┳┻╇╈┼┬┴├┤└┘┌┐"
CJK = re.compile(r"[\u3000-\u9fff\uff00-\uffef]")
DARK_CITY_LINEUP = "witch,tax_collector,wizard,emperor,abbot,alchemist,navigator,diplomat"
DARK_CITY_7 = ("simulate", "-n", "2", "-p", "7", "--preset", "dark_city", "--top", "40")


def words(text: str) -> set[str]:
    """The words of a command's output, table borders taken out."""
    return set(re.sub(f"[{BOX}]", " ", text).split())


def at_width(width: int, *args: str, input: str | None = None) -> str:
    """The stdout of ``citadels ARGS`` in a terminal (or pipe) of ``width`` columns."""
    result = CliRunner().invoke(
        main, list(args), input=input, env={"COLUMNS": str(width)}, terminal_width=width
    )
    assert result.exit_code in (0, 130), result.output
    return result.stdout


@pytest.mark.parametrize(
    ("args", "widths"),
    [
        (("cards",), (80, 60)),
        (("cards", "--lang", "zh"), (80, 60)),
        (("packs",), (80,)),
        (("check", "classic", "--games", "1"), (80,)),
        (
            ("simulate", "-n", "2", "-p", "8", "--preset", "dark_city", "--top", "40"),
            (80,),
        ),
        (
            (*DARK_CITY_7, "--characters", DARK_CITY_LINEUP),
            (80,),
        ),
        (("play", "-p", "8", "--preset", "dark_city", "-s", "2"), (80,)),
        (("play", "-p", "8", "--preset", "dark_city", "-s", "2", "--lang", "zh"), (80,)),
    ],
)
def test_no_word_is_cut_at_80_columns(args: tuple[str, ...], widths: tuple[int, ...]) -> None:
    """Piped output is 80 columns wide: tables wrap between words and never cut an id, a
    name or a number in two, nor end one with "…" (every word of the narrow output is a
    word of the same output 400 columns wide). Timings differ between runs: left out."""
    moves = "1\n" * 40 + "q\n" if args[0] == "play" else None
    wide = words(at_width(400, *args, input=moves))
    for width in widths:
        narrow = at_width(width, *args, input=moves)
        cut = {
            w
            for w in words(narrow) - wide
            if not re.fullmatch(r"[\d.()]+|s", w) and not CJK.search(w)  # CJK breaks anywhere
        }
        assert not cut, (width, sorted(cut))
        assert all(cell_len(line) <= width for line in narrow.splitlines())


def test_seats_are_written_as_ranges() -> None:
    assert cli._seats([0, 1, 2, 3, 4, 5, 6, 7]) == "0–7"
    assert cli._seats([5, 0, 1, 3]) == "0, 1, 3, 5"
    assert cli._seats([0, 2, 3, 4, 6]) == "0, 2–4, 6"


# -- Chinese ------------------------------------------------------------------------------
def column_positions(line: str) -> list[int]:
    """The cell positions of a table line's column separators (wide characters count 2)."""
    return [cell_len(line[:i]) for i, ch in enumerate(line) if ch in "│┃"]


def test_play_in_chinese_prompts_verbs_and_headers(tmp_path: Path) -> None:
    """``--lang zh``: the prompt, the headings, the table headers and the actions are in
    Chinese; CJK names take two cells each, so the columns still line up at 80."""
    path = tmp_path / "zh.json"
    args = ("play", "-p", "5", "-s", "2", "--lang", "zh", "--save", str(path))
    out = at_width(80, *args, input="1\n" * 30 + "q\n")
    expected = ("富饒之城", "5 位玩家", "你在座位 0", "第 1 回合 · 選角", "銀行", "牌庫")
    expected += ("手牌", "城市", "你的行動：1", "待決定：選", "選了一張角色", "遊戲已放棄。")
    for text in expected:
        assert text in out, text
    assert "Your action" not in out and "Round 1" not in out and "Decision" not in out
    assert re.search(r"選 \S+  \[pick character=", out)  # the action's text stays the syntax
    tables: list[list[str]] = [[]]
    for line in out.splitlines():
        if "│" in line or "┃" in line:
            tables[-1].append(line)
        elif tables[-1]:
            tables.append([])
    tables = [t for t in tables if t]
    assert len(tables) >= 2
    for table in tables:  # every row of a table has its separators at the same cells
        assert len({tuple(column_positions(row)) for row in table}) == 1, table
    assert all(cell_len(line) <= 80 for line in out.splitlines())
    record = cr.from_json(path.read_text(encoding="utf-8"))
    assert record.agents[0] == "you"  # the record stays in English


def test_describe_action_in_chinese() -> None:
    cards = all_cards()
    build = cr.Action("build", actor=0, card="temple")
    assert cli.describe_action(build, cards, "zh") == "建造 神廟 （1 金幣，藍）"
    assert cli.describe_action(build, cards) == "build Temple (1 gold, blue)"
    kill = cr.Action("ability", actor=0, name="assassin.kill", character="king")
    assert cli.describe_action(kill, cards, "zh") == "刺客: 暗殺 國王"
    crown = cr.Action("choose", actor=1, option="gold")
    assert cli.describe_action(crown, cards, "zh") == "選擇 金幣"
    assert cli._decision("magician.redraw", cards, "zh") == "魔法師: 換牌"


def test_cards_in_chinese_headers() -> None:
    out = at_width(80, "cards", "--lang", "zh", "--preset", "classic")
    for text in ("classic 的 ", "順位/費用", "版本", "說明", "（8 分）", "#4 黃", "以及牌庫"):
        assert text in out, text


def test_i18n_doctest_and_untranslated_text() -> None:
    import doctest

    from citadels_rules import i18n

    assert doctest.testmod(i18n).failed == 0
    assert i18n.tr("Your action: ", "en") == "Your action: "
    assert all(isinstance(v, str) and v for v in i18n.ZH.values())
    fields = re.compile(r"{(\w+)}")
    assert all(set(fields.findall(k)) == set(fields.findall(v)) for k, v in i18n.ZH.items())
