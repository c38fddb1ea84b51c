"""``benchmarks/bench_dominion.py --vs``: the peer adapters of ``benchmarks/peers`` play
real games of the right matchups, with the seat order and seeds the benchmark relies on;
the peers' tests skip where the optional ``bench`` extra is not installed."""

from __future__ import annotations

import importlib.util
import logging
import sys
from pathlib import Path
from typing import Any

import pytest

import dominion_rules as dr

_spec = importlib.util.spec_from_file_location(
    "bench_dominion", Path(__file__).parents[2] / "benchmarks" / "bench_dominion.py"
)
assert _spec is not None and _spec.loader is not None
bench = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(bench)


def _peer(name: str) -> Any:
    pytest.importorskip(name, exc_type=ImportError)  # a missing or broken install
    peer = bench.PEERS[name]
    assert peer.available() is None
    return peer


def test_ours_adapter_reports_the_records_result() -> None:
    for seed, seat in ((3, None), (4, 0), (5, 1)):
        agents: list[object] = [dr.BigMoneyAgent(), dr.BigMoneyAgent()]
        if seat is not None:
            agents[seat] = dr.SmithyBigMoneyAgent()
        record = dr.play(dr.GameConfig(players=2, seed=seed), agents)
        got = bench.ours.play(seed, seat)
        assert got == (tuple(record.winners), max(record.final_state.turns))


@pytest.mark.parametrize("name", ["pyminion", "evolvedominion"])
def test_peer_plays_seeded_games_of_plausible_length(name: str) -> None:
    peer = _peer(name)
    for seat in (None, 0, 1):
        outcomes = [peer.play(seed, seat) for seed in range(6)]
        assert outcomes == [peer.play(seed, seat) for seed in range(6)]  # seeded
        for o in outcomes:
            assert o.winners and set(o.winners) <= {0, 1}
            assert 8 <= o.turns <= 40  # Big Money takes ~17 turns


def test_pyminion_runs_with_the_root_logger_at_warning() -> None:
    root = logging.getLogger()
    level = root.level
    try:
        root.setLevel(logging.INFO)  # as pyminion's __init__ leaves it
        _peer("pyminion")
        assert root.level == logging.WARNING
        bench.PEERS["pyminion-shipped"].play(0, None)
        assert root.level == logging.WARNING  # restored after a shipped game
    finally:
        root.setLevel(level)


def test_evolvedominion_seat_0_goes_first_and_smithy_bm_buys_at_most_two() -> None:
    peer = _peer("evolvedominion")
    mod = peer._mod
    for seed in range(5):
        mod["np"].random.seed(seed)
        players = [mod["SmithyBigMoney"](pid=0), mod["BigMoney"](pid=1)]
        session = mod["Session"]()
        session.accept_players(list(players))
        session.play()
        assert session.state.players == players  # the seat order is the turn order
        first, second = (p.n_turns_played for p in players)
        assert first - second in (0, 1)
        smithies = [type(c).__name__ for c in players[0].collection].count("Smithy")
        assert 1 <= smithies <= 2
        assert "Smithy" not in [type(c).__name__ for c in players[1].collection]


def test_side_by_side_refuses_an_unknown_peer() -> None:
    with pytest.raises(SystemExit, match="unknown peer 'dominiate'"):
        bench.side_by_side(["dominiate"], rounds=1, games=1)


def test_side_by_side_skips_a_peer_that_is_not_installed(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    class Missing:
        NAME = "missing"

        @staticmethod
        def available() -> str:
            return "cannot import missing"

    monkeypatch.setitem(bench.PEERS, "missing", Missing)
    bench.side_by_side(["missing"], rounds=2, games=1)
    out = capsys.readouterr().out
    assert "skipping missing: cannot import missing" in out
    assert "| ours | 2 |" in out  # ours still played its rounds
    assert "Memory of our state" in out


def test_deep_size_counts_shared_objects_once_and_skips() -> None:
    inner = [1.5, 2.5]
    pair = (inner, inner)
    size = sys.getsizeof
    assert bench.deep_size(pair) == size(pair) + size(inner) + size(1.5) + size(2.5)
    assert bench.deep_size((inner, list(inner))) == bench.deep_size(pair) + size(inner)
    assert bench.deep_size(pair, skip=(inner,)) == size(pair)


def test_state_memory_is_reported_for_a_real_game() -> None:
    mid, per_action, actions, by_type = bench.state_memory(seed=1)
    assert actions == len(bench.ours_record(1).actions)
    assert 0 < per_action < mid
    assert "GameState" in by_type  # every action makes a new frozen state
    assert list(by_type.values()) == sorted(by_type.values(), reverse=True)
