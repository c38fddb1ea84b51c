"""The shipped agents play every preset, with its default variants (found by `citadels
play --preset fan`: the greedy agent read ``target`` from a fan Magician's swap, which
names a character under ``magician_targets_character``)."""

from __future__ import annotations

import pytest

import citadels_rules as cr


@pytest.mark.parametrize("preset", ["classic", "dark_city", "edition_2016", "fan"])
def test_greedy_agents_finish_games_of_every_preset(preset: str) -> None:
    for seed in range(4):
        config = cr.GameConfig(players=5, preset=preset, seed=seed)
        record = cr.play(config, agents=[cr.GreedyAgent()] * 5)
        assert record.final_state.is_over
        assert cr.replay(record) == record.final_state
