"""Milestone 22: round-robin tournaments (``tabletop_engine.tournament``), their agents'
names (``tabletop_engine.lab_cli``) and ``citadels tournament``."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest
from click.testing import CliRunner

from citadels_rules.cli import main
from citadels_rules.lab import AGENTS
from tabletop_engine.lab_cli import AgentSpec, parse_agent
from tabletop_engine.tournament import (
    GameResult,
    Match,
    head_to_head,
    schedule,
    tables,
    tournament,
)

STRENGTH = {"strong": 3, "middle": 2, "weak": 1}


def fake_game(
    setup: object, lineup: tuple[str, ...], seed: int
) -> tuple[tuple[int, ...], tuple[float, ...]]:
    """A game the stronger agent wins, ties broken by the seed (module-level: it travels
    to worker processes)."""
    scores = tuple(float(STRENGTH[a] * 10 + (seed + s) % 3) for s, a in enumerate(lineup))
    best = max(scores)
    return tuple(s for s, x in enumerate(scores) if x == best), scores


def test_tables_are_combinations_or_agents_in_turn() -> None:
    assert tables(["a", "b", "c"], 2) == [("a", "b"), ("a", "c"), ("b", "c")]
    assert tables(["a", "b"], 4) == [("a", "b", "a", "b")]


def test_the_schedule_rotates_every_seat_with_paired_seeds() -> None:
    games = schedule(["a", "b", "c"], 2, 4, first_seed=10)
    assert len(games) == 3 * 2 * 4
    assert [g.index for g in games] == list(range(24))
    seats = Counter((g.lineup[s], s) for g in games for s in range(2))
    assert set(seats.values()) == {8}  # every agent at every seat equally often
    for pair in tables(["a", "b", "c"], 2):
        seeds = Counter(g.seed for g in games if set(g.lineup) == set(pair))
        assert seeds == dict.fromkeys(range(10, 14), 2)  # each seed in both rotations
    two_v_two = schedule(["a", "b"], 4, 1)
    assert [g.lineup for g in two_v_two] == [("a", "b", "a", "b"), ("b", "a", "b", "a")]


def test_places_and_credit() -> None:
    row = GameResult(Match(0, 1, ("a", "b", "a"), 0, 0), (0, 2), (30.0, 20.0, 30.0))
    assert row.places() == [0, 1, 0]
    assert row.credit("a") == 1.0 and row.credit("b") == 0.0
    shared = GameResult(Match(0, 1, ("a", "b"), 0, 0), (0, 1), (5.0, 5.0))
    assert shared.credit("a") == 0.5


def test_head_to_head_is_paired_by_seed() -> None:
    rows = [
        GameResult(Match(0, 0, ("a", "b"), 0, 0), (0,), (2.0, 1.0)),
        GameResult(Match(1, 0, ("b", "a"), 0, 1), (0,), (2.0, 1.0)),
        GameResult(Match(2, 1, ("a", "b"), 0, 0), (0,), (2.0, 1.0)),
        GameResult(Match(3, 1, ("b", "a"), 0, 1), (1,), (1.0, 2.0)),
    ]
    h = head_to_head(rows, "a", "b")
    assert h.seeds == 2
    assert h.share == pytest.approx(0.75)  # seed 0: 1/2, seed 1: 2/2
    low, high = h.interval
    assert low < 0.75 < high
    sweep = head_to_head(
        [r for r in rows if r.winners == (0,) and r.match.lineup[0] == "a"], "a", "b"
    )
    assert sweep.share == 1.0 and sweep.interval[0] < 1.0  # not a point at 100%


def test_tournament_rates_the_stronger_higher_and_is_deterministic() -> None:
    pytest.importorskip("openskill")
    agents = ["weak", "strong", "middle"]
    one = tournament(fake_game, None, agents, 2, 5, first_seed=3)
    assert [s.agent for s in one.standings] == ["strong", "middle", "weak"]
    strong = one.standings[0]
    assert strong.win_rate == 1.0 and strong.games == 20
    assert strong.rating is not None
    low, high = strong.rating.interval
    assert low < strong.rating.mu < high
    two = tournament(fake_game, None, agents, 2, 5, first_seed=3, workers=2)
    assert two.to_dict()["standings"] == one.to_dict()["standings"]
    assert [r.match.index for r in two.rows] == list(range(30))


def test_a_tournament_needs_two_agents() -> None:
    with pytest.raises(ValueError, match="two different agents"):
        tournament(fake_game, None, ["weak", "weak"], 2, 1, rated=False)


def test_agent_budgets() -> None:
    assert parse_agent("search@200") == AgentSpec("search", simulations=200)
    assert parse_agent("ISMCTS@0.05s") == AgentSpec("ismcts", seconds=0.05)
    assert parse_agent("greedy") == AgentSpec("greedy")
    for bad in ("search@0", "search@-1s", "search@x", "@3"):
        with pytest.raises(ValueError):
            parse_agent(bad)
    with pytest.raises(ValueError, match="takes no budget"):
        AGENTS.check(parse_agent("greedy@3"))
    with pytest.raises(ValueError, match="unknown agent 'nobody'"):
        AGENTS.check(parse_agent("nobody"))
    assert AGENTS.make("search@7", None).simulations == 7


def test_citadels_tournament_command(tmp_path: Path) -> None:
    pytest.importorskip("openskill")
    out = tmp_path / "t.json"
    result = CliRunner().invoke(
        main, ["tournament", "-a", "greedy,random", "-p", "2", "-n", "2", "--json", str(out)]
    )
    assert result.exit_code == 0, result.output
    assert "Head to head" in result.output and "greedy" in result.output
    data = json.loads(out.read_text())
    assert data["games"] == 4 and data["seats"] == 2
    assert {s["agent"] for s in data["standings"]} == {"greedy", "random"}
    assert all(s["rating"]["ci95"][0] < s["rating"]["mu"] for s in data["standings"])


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["-a", "greedy,nobody"], "unknown agent 'nobody'"),
        (["-a", "greedy"], "two different agents"),
        (["-a", "greedy,random", "--preset", "nope"], "unknown preset"),
    ],
)
def test_citadels_tournament_errors(args: list[str], message: str) -> None:
    result = CliRunner().invoke(main, ["tournament", *args])
    assert result.exit_code == 2
    assert message in result.output
