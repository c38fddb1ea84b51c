"""Milestone 22: ``dominion tournament`` and the generated Big Money + X bots."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

import dominion_rules as dr
from dominion_rules.cli import main
from dominion_rules.lab import AGENTS, BigMoneyPlus, big_money_plus, play_game


def test_big_money_plus_buys_and_plays_its_card() -> None:
    kingdom = dr.kingdoms()["first_game"]
    config = dr.GameConfig(players=2, seed=4, kingdom=kingdom)
    record = dr.play(config, [BigMoneyPlus("smithy"), dr.BigMoneyAgent()])
    final = record.final_state
    mine = final.players[0].all_cards()
    assert 1 <= mine.count("smithy") <= 3
    assert "smithy" not in final.players[1].all_cards()
    played = [a for a in record.actions if a.kind == "play" and a.actor == 0]
    assert played and all(a.params["card"] == "smithy" for a in played)


def test_big_money_plus_of_any_kingdom_card() -> None:
    assert all(big_money_plus(f"bm+{card}") is not None for card in dr.BASE_KINGDOM)
    assert big_money_plus("bm+province") is None
    assert big_money_plus("bm+nonesuch") is None
    with pytest.raises(ValueError, match="no kingdom card 'gold'"):
        BigMoneyPlus("gold")


def test_play_game_names_agents() -> None:
    config = dr.GameConfig(players=2, kingdom=dr.kingdoms()["first_game"])
    winners, scores = play_game(config, ("bm", "bm+smithy"), 3)
    assert winners and len(scores) == 2
    assert repr(AGENTS.make("bm+militia", config)) == "BigMoneyPlus('militia')"


def test_dominion_tournament_command(tmp_path: Path) -> None:
    pytest.importorskip("openskill")
    out = tmp_path / "t.json"
    result = CliRunner().invoke(
        main, ["tournament", "-a", "bm,bm+smithy,random", "-n", "3", "--json", str(out)]
    )
    assert result.exit_code == 0, result.output
    data = json.loads(out.read_text())
    assert data["games"] == 3 * 2 * 3
    assert data["standings"][-1]["agent"] == "random"


def test_dominion_tournament_errors() -> None:
    result = CliRunner().invoke(main, ["tournament", "-a", "bm,bm+gold"])
    assert result.exit_code == 2
    assert "unknown agent 'bm+gold'" in result.output
