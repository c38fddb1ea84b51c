"""The ``citadels`` command line, through click's ``CliRunner``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

import citadels_rules as cr
from citadels_rules.cli import main

COMMANDS = ("simulate", "play", "replay", "cards", "packs", "check")


def run(*args: str, input: str | None = None) -> Result:
    """Invoke ``citadels ARGS`` and return the result (exceptions are kept, not raised)."""
    return CliRunner().invoke(main, list(args), input=input)


@pytest.mark.parametrize("command", ("", *COMMANDS))
def test_help_everywhere(command: str) -> None:
    """Every command documents itself."""
    result = run(*([command] if command else []), "--help")
    assert result.exit_code == 0, result.output
    assert "Usage:" in result.output


def test_simulate_prints_the_tables(tmp_path: Path) -> None:
    """Win rates per seat and character, scores and game length; JSON on request."""
    out = tmp_path / "sim.json"
    result = run(
        "simulate",
        "--games",
        "4",
        "--players",
        "4",
        "--preset",
        "classic",
        "--seed",
        "3",
        "--json",
        str(out),
    )
    assert result.exit_code == 0, result.output
    for text in ("Seats", "Characters", "Assassin", "Game length", "Mean score", "4 games"):
        assert text in result.output
    data = json.loads(out.read_text(encoding="utf-8"))
    assert data["games"] == 4
    assert len(data["seats"]) == 4
    assert sum(seat["wins"] for seat in data["seats"]) >= 4
    assert data["config"]["seed"] == 3
    assert set(data["characters"]) <= {
        "assassin",
        "thief",
        "magician",
        "king",
        "bishop",
        "merchant",
        "architect",
        "warlord",
    }


def test_simulate_card_stats_and_agents_per_seat(tmp_path: Path) -> None:
    """``--card-stats`` counts builds; ``--agents`` takes one name per seat."""
    out = tmp_path / "sim.json"
    result = run(
        "simulate",
        "-n",
        "2",
        "-p",
        "3",
        "--agents",
        "random,random,random",
        "--card-stats",
        "--json",
        str(out),
    )
    assert result.exit_code == 0, result.output
    data = json.loads(out.read_text(encoding="utf-8"))
    assert data["card_stats"] is True
    assert sum(c["built"] for c in data["cards"].values()) > 0


def test_config_error_exits_2_with_the_problem() -> None:
    """An invalid configuration is a clean error listing the problem, not a traceback."""
    result = run("simulate", "--games", "2", "--preset", "no_such_preset")
    assert result.exit_code == 2
    assert "unknown preset 'no_such_preset'" in result.output
    assert "Traceback" not in result.output
    assert not isinstance(result.exception, cr.ConfigError)
    result = run("play", "--players", "12")
    assert result.exit_code == 2 and "12" in result.output


def test_unknown_agent_is_a_usage_error() -> None:
    """A misspelt agent name is reported with the names known."""
    result = run("simulate", "--games", "1", "--agents", "clever")
    assert result.exit_code == 2
    assert "unknown agent 'clever'" in result.output and "greedy" in result.output


def test_missing_dask_is_a_clean_error(monkeypatch: pytest.MonkeyPatch) -> None:
    """Without the extra, --dask says what to install."""
    import sys

    monkeypatch.setitem(sys.modules, "dask", None)
    monkeypatch.setitem(sys.modules, "dask.distributed", None)
    result = run("simulate", "--games", "1", "--dask", "local")
    assert result.exit_code == 1
    assert "citadels_rules[dask]" in result.output


def test_cards_in_chinese() -> None:
    """``--lang zh`` shows the Chinese names."""
    result = run("cards", "--lang", "zh")
    assert result.exit_code == 0, result.output
    assert "刺客" in result.output and "名稱" in result.output
    english = run("cards", "--preset", "classic", "--kind", "character")
    assert "Assassin" in english.output and "刺客" not in english.output


def test_cards_of_an_unknown_preset() -> None:
    """An unknown preset is a configuration error (exit 2)."""
    result = run("cards", "--preset", "nowhere")
    assert result.exit_code == 2 and "unknown preset 'nowhere'" in result.output


def test_packs_lists_classic() -> None:
    """Installed packs with versions, presets and variants."""
    result = run("packs")
    assert result.exit_code == 0, result.output
    assert "classic" in result.output and "Presets" in result.output
    assert "short_game_7" in result.output


def test_replay_of_a_saved_record(tmp_path: Path) -> None:
    """``simulate --save-record`` writes a record that ``replay`` prints and verifies."""
    path = tmp_path / "game.json"
    saved = run("simulate", "-n", "1", "-p", "4", "-s", "5", "--save-record", str(path))
    assert saved.exit_code == 0, saved.output
    record = cr.from_json(path.read_text(encoding="utf-8"))
    assert isinstance(record, cr.Record) and record.seed == 5
    result = run("replay", str(path))
    assert result.exit_code == 0, result.output
    assert "Final scores" in result.output and "built" in result.output
    assert "replay reaches the recorded final state" in result.output
    actions = run("replay", str(path), "--actions")
    assert "pick character=" in actions.output


def test_replay_detects_a_tampered_record(tmp_path: Path) -> None:
    """A record whose final state was edited fails the check (exit 1)."""
    path = tmp_path / "game.json"
    record = cr.play(cr.GameConfig(players=4, seed=2), record_events=False)
    data = json.loads(cr.to_json(record))
    data["data"]["final_state"]["players"][0]["gold"] += 7
    path.write_text(json.dumps(data), encoding="utf-8")
    result = run("replay", str(path), "--quiet")
    assert result.exit_code == 1
    assert "does not reach the recorded final state" in result.output


def test_replay_of_something_else(tmp_path: Path) -> None:
    """A file that is not a record is a clean error."""
    path = tmp_path / "state.json"
    path.write_text(cr.to_json(cr.GameConfig(players=4, seed=1)), encoding="utf-8")
    result = run("replay", str(path))
    assert result.exit_code == 1 and "not a game record" in result.output
    path.write_text("{ not json", encoding="utf-8")
    assert run("replay", str(path)).exit_code == 1


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
    replayed = run("replay", str(path), "--quiet")
    assert replayed.exit_code == 0, replayed.output
    assert "you" in replayed.output


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


def test_check_passes_for_classic() -> None:
    """The standard invariants hold for a classic game."""
    result = run("check", "--preset", "classic", "--games", "1", "--players", "4")
    assert result.exit_code == 0, result.output
    assert "pass" in result.output and "all checks passed" in result.output


def test_check_of_an_unknown_preset() -> None:
    """Exit code 2 and the problem."""
    result = run("check", "--preset", "nowhere", "--games", "1")
    assert result.exit_code == 2 and "unknown preset 'nowhere'" in result.output
