"""Milestone 20, item 5: "did you mean" for the games' own ids, done once in the engine
(:mod:`tabletop_engine.suggest`), and Citadels' ids through it: characters, districts,
variants, cards, presets, editions, packs, agents. A record given to the other game's
``replay`` names the command that reads it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

import citadels_rules as cr
from citadels_rules.cli import main
from citadels_rules.simulate import make_agents
from tabletop_engine.cli_support import other_reader
from tabletop_engine.suggest import close_matches, did_you_mean, listed, unknown_id, unknown_ids


def test_close_matches() -> None:
    assert close_matches("clasic", ["classic", "dark_city"]) == ["classic"]
    assert close_matches("CLASSIC", ["classic"]) == ["classic"]  # case aside
    assert close_matches("hu_xinyi", ["fan.hu_xinyi", "king"]) == ["fan.hu_xinyi"]  # namespace
    assert close_matches("zzz", ["classic"]) == []
    assert close_matches(3, ["classic"]) == []
    assert (
        len(close_matches("three_player_method", [f"three_player_method_{i}" for i in range(9)]))
        == 3
    )


def test_messages() -> None:
    assert did_you_mean("a", ["b"]) == ""
    assert did_you_mean("gredy", ["greedy", "random"]) == ": did you mean 'greedy'?"
    assert did_you_mean("bm1", ["bm", "bm2"]) == ": did you mean 'bm' or 'bm2'?"
    assert unknown_id("agent", "gredy", ["random", "greedy"]) == (
        "unknown agent 'gredy': did you mean 'greedy'? (known: greedy, random)"
    )
    assert unknown_ids("card", ["templ", "zzz"], ["temple", "tavern"]) == (
        "unknown cards 'templ' (did you mean 'temple'?), 'zzz'"
    )
    assert listed(map(str, range(40)), limit=3) == "0, 1, 10, and 37 more"


def config_problem(**kw: object) -> str:
    with pytest.raises(cr.ConfigError) as err:
        cr.new_game(cr.GameConfig(**kw))  # type: ignore[arg-type]
    return str(err.value)


@pytest.mark.parametrize(
    ("kw", "hint"),
    [
        ({"characters": ("asassin",)}, "unknown character 'asassin': did you mean 'assassin'?"),
        ({"districts": ("dragon_gat",)}, "did you mean 'dragon_gate'?"),
        ({"variants": ("thre_player_method_1",)}, "did you mean 'three_player_method_1'"),
        ({"variants": ("-thre_player_method_1",)}, "did you mean 'three_player_method_1'"),
        ({"preset": "clasic"}, "unknown preset 'clasic': did you mean 'classic'"),
        ({"preset": "clasic", "characters": ("asassin",)}, "did you mean 'assassin'?"),
    ],
)
def test_config_ids(kw: dict[str, object], hint: str) -> None:
    assert hint in config_problem(players=4, **kw)


def test_agents() -> None:
    with pytest.raises(ValueError, match="did you mean 'greedy'"):
        make_agents("gredy", 4)


def run(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(main, list(args), input="q\n")
    return result.exit_code, result.output


@pytest.mark.parametrize(
    ("args", "hint"),
    [
        (("play", "--preset", "dark_ctiy"), "did you mean 'dark_city'?"),
        (("play", "--bots", "gredy"), "did you mean 'greedy'?"),
        (("play", "--characters", "magican"), "did you mean 'magician' or 'patrician'?"),
        (("simulate", "-n", "1", "--agents", "randm"), "did you mean 'random'?"),
        (("cards", "templ"), "did you mean 'temple'?"),
        (("cards", "--edition", "2061"), "did you mean '2016'?"),
        (("check", "dark_cty", "--games", "1"), "did you mean 'dark_city'?"),
        (("check", "classic", "--variants", "tiebreak_chian"), "did you mean 'tiebreak_chain'?"),
    ],
)
def test_cli_ids(args: tuple[str, ...], hint: str) -> None:
    code, output = run(*args)
    assert code == 2, output
    (line,) = output.strip().splitlines()
    assert line.startswith("Error: ") and hint in line


def test_other_games_record_names_its_command(tmp_path: Path) -> None:
    """A Dominion record given to ``citadels replay`` names ``dominion replay``."""
    import dominion_rules as dr

    record = dr.play(dr.GameConfig(seed=1), [dr.BigMoneyAgent(), dr.BigMoneyAgent()])
    path = tmp_path / "dominion.json"
    path.write_text(dr.to_json(record), encoding="utf-8")
    code, output = run("replay", str(path))
    assert code == 2
    assert (
        "is a record of dominion_rules, not of this game: read it with `dominion replay" in output
    )
    assert "unknown" not in output


def test_other_reader_needs_another_library() -> None:
    doc = {"type": "Record", "format": 1, "data": {}, "packs": {}}
    assert other_reader(json.dumps({**doc, "citadels_rules": "0.1.0"}), "citadels_rules") is None
    assert other_reader(json.dumps({**doc, "no_such_library": "1"}), "citadels_rules") is None
    assert other_reader("not json", "citadels_rules") is None
    assert other_reader(json.dumps({**doc, "dominion_rules": "0.1.0"}), "citadels_rules") == (
        "dominion_rules",
        "dominion",
    )
