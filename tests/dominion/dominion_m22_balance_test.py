"""Milestone 22: Dominion's balance lab (Big Money + X, ``dominion balance``)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

import dominion_rules as dr
from dominion_rules.cli import main
from dominion_rules.lab import BigMoneyPlus, balance_sides, kingdom_with, play_pair, province_turn


def test_the_kingdom_holds_the_card() -> None:
    kingdom = kingdom_with(("witch",))
    assert kingdom[0] == "witch" and len(kingdom) == 10 and len(set(kingdom)) == 10
    assert "smithy" in kingdom_with(("smithy",))
    with_side, without_side = balance_sides("witch")
    assert (with_side.holder, without_side.holder) == ("bm+witch", "bm+none")
    assert balance_sides("witch", "militia")[1].holder == "bm+militia"
    with pytest.raises(dr.ConfigError, match="not a kingdom card"):
        balance_sides("gold")


def test_province_turn_counts_the_seat_s_turns() -> None:
    for seed in range(10):
        bots = [BigMoneyPlus(None), dr.BigMoneyAgent()]
        record = dr.play(dr.GameConfig(players=2, seed=seed), bots)
        bought = [a for a in record.actions if a.actor == 0 and a.params.get("card") == "province"]
        turn = province_turn(record, 0)
        if len(bought) >= 4:
            assert turn is not None and 8 < turn <= record.final_state.turns[0] + 1
        else:
            assert turn is None
        assert province_turn(record, 0, provinces=99) is None


def test_pairs_play_every_seat() -> None:
    with_side, without_side = balance_sides("smithy")
    pairs = play_pair(with_side, without_side, ("bm+none", "bm+none"), 2)
    assert [p.seat for p in pairs] == [0, 1]
    assert all("turn of the 4th Province" in p.lines_with for p in pairs)


def test_dominion_balance_command(tmp_path: Path) -> None:
    out = tmp_path / "b.json"
    result = CliRunner().invoke(
        main, ["balance", "--card", "smithy", "-n", "4", "--json", str(out)]
    )
    assert result.exit_code == 0, result.output
    data = json.loads(out.read_text())
    assert [e["agents"][1] for e in data["effects"]] == ["bm+none", "greedy"]
    assert CliRunner().invoke(main, ["balance"]).exit_code == 2


def test_the_table_of_every_kingdom_card(tmp_path: Path) -> None:
    out = tmp_path / "all.json"
    result = CliRunner().invoke(main, ["balance", "--all", "-n", "1", "--json", str(out)])
    assert result.exit_code == 0, result.output
    data = json.loads(out.read_text())
    assert sorted(data["cards"]) == sorted(dr.BASE_KINGDOM)


@pytest.mark.thorough
def test_the_measurement_scales_on_a_dask_local_cluster() -> None:
    """The same figures on a Dask LocalCluster as in this process (the balance lab's
    scale-out; the thorough tier: a cluster takes seconds to start)."""
    pytest.importorskip("dask.distributed")
    from tabletop_engine.balance import measure

    with_side, without_side = balance_sides("smithy")
    here, _ = measure(play_pair, with_side, without_side, ("bm+none", "bm+none"), 12)
    there, interrupted = measure(
        play_pair, with_side, without_side, ("bm+none", "bm+none"), 12, workers=2, dask="local"
    )
    assert not interrupted and there == here and here.holders == 24
