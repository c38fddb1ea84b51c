"""Milestone 22: the balance lab (``tabletop_engine.balance``, ``citadels balance``)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

import citadels_rules as cr
from citadels_rules.cli import main
from citadels_rules.lab import balance_sides, play_pair
from tabletop_engine.balance import Pair, clustered_mean, effect, measure


def test_clustered_mean_counts_seeds_as_clusters() -> None:
    mean, (low, high) = clustered_mean({0: [1.0, 1.0], 1: [0.0, 0.0], 2: [1.0], 3: [0.0]})
    assert mean == pytest.approx(0.5)
    assert low < 0.5 < high
    same, (lo2, hi2) = clustered_mean({0: [1.0, 0.0], 1: [1.0, 0.0]})
    assert same == 0.5 and lo2 == hi2 == 0.5  # every cluster's residuals cancel


def test_effect_is_the_paired_difference() -> None:
    pairs = [
        Pair(0, 1, True, False, {"total": 30.0}, {"total": 20.0}),
        Pair(1, 2, True, True, {"total": 25.0}, {"total": 25.0}),
        Pair(2, 0, False, False, {"total": 10.0, "museum": 2.0}, {"total": 12.0}),
    ]
    e = effect(pairs, ["random"] * 4, 3)
    assert (e.holders, e.seeds) == (3, 3)
    assert e.win_with == pytest.approx(2 / 3) and e.win_without == pytest.approx(1 / 3)
    assert e.difference == pytest.approx(1 / 3)
    assert e.lines["total"] == pytest.approx((65 / 3, 19.0, 65 / 3 - 19.0))
    assert e.lines["museum"][0] == pytest.approx(2 / 3)


def test_sides_swap_a_character_or_leave_out_a_district() -> None:
    with_side, without_side = balance_sides("dark_city", "wizard", "magician")
    assert "wizard" in with_side.config.characters
    assert "magician" in without_side.config.characters
    assert "wizard" not in without_side.config.characters
    with_side, without_side = balance_sides("dark_city", "armory")
    assert "armory" in with_side.config.districts
    assert "armory" not in without_side.config.districts
    assert set(with_side.config.districts) - set(without_side.config.districts) == {"armory"}


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("classic", "magician"), "give --against"),
        (("classic", "magician", "king"), "not a character of rank 3"),
        (("classic", "keep"), "always in preset 'classic'"),
        (("classic", "nothing"), "has no card 'nothing'"),
        (("edition_2016", "armory"), None),
    ],
)
def test_sides_errors(args: tuple[str, ...], message: str | None) -> None:
    if message is None:  # edition_2016 plays a choice of districts: a swap is needed
        with pytest.raises(cr.ConfigError, match=r"give --against|not offered|always"):
            balance_sides(*args)
        return
    with pytest.raises(cr.ConfigError, match=message):
        balance_sides(*args)


def test_pairs_follow_the_holders_to_the_same_seed() -> None:
    with_side, without_side = balance_sides("dark_city", "wizard", "magician")
    pairs = play_pair(with_side, without_side, ("random",) * 4, 3)
    state = cr.play(cr.GameConfig(**{**_fields(with_side.config), "seed": 3})).final_state
    holders = [s for s, p in enumerate(state.players) if "wizard" in p.characters]
    assert [p.seat for p in pairs] == holders
    e, interrupted = measure(play_pair, with_side, without_side, ("random",) * 4, 6, workers=2)
    again, _ = measure(play_pair, with_side, without_side, ("random",) * 4, 6)
    assert not interrupted and e == again


def _fields(config: cr.GameConfig) -> dict[str, object]:
    return {
        "players": config.players,
        "preset": config.preset,
        "characters": config.characters,
        "districts": config.districts,
    }


def test_citadels_balance_command(tmp_path: Path) -> None:
    out = tmp_path / "b.json"
    args = ["dark_city", "--card", "wizard", "--against", "magician", "-n", "3"]
    result = CliRunner().invoke(main, ["balance", *args, "-a", "random,greedy", "--json", str(out)])
    assert result.exit_code == 0, result.output
    assert "Score lines it moves" in result.output
    data = json.loads(out.read_text())
    assert [e["agents"][0] for e in data["effects"]] == ["random", "greedy"]
    assert data["card"] == "wizard"
    bad = CliRunner().invoke(main, ["balance", "classic", "--card", "magician"])
    assert bad.exit_code == 2 and "give --against" in bad.output


def test_no_holder_is_reported_not_a_crash(tmp_path: Path) -> None:
    """Seeds in which no seat built the district: dashes in the table, nulls in JSON."""
    out = tmp_path / "none.json"
    args = ["dark_city", "--card", "armory", "-n", "1", "-a", "greedy", "--json", str(out)]
    result = CliRunner().invoke(main, ["balance", *args])
    assert result.exit_code == 0, result.output
    effect = json.loads(out.read_text())["effects"][0]
    assert effect["holders"] == 0 and effect["difference"] is None
