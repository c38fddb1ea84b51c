"""The scratch fan pack as a whole: its card data, its preset, and the standard property
checks (conservation of gold and cards, determinism, JSON, hidden views, termination) over
random games of 2 to 8 players."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

import citadels_rules as cr
from citadels_rules.game.packs import all_cards, presets

PRESET = "scratch_fan"
FAN = ("fan.lin_yaxuan", "fan.jian_yuxin", "fan.hu_xinyi", "fan.gym", "fan.police_station")


def test_only_pack_api_is_imported() -> None:
    """The pack imports nothing of citadels_rules but ``citadels_rules.pack_api``."""
    root = Path(__file__).with_name("scratch_fan")
    for path in root.rglob("*.py"):
        for line in path.read_text().splitlines():
            words = line.split()
            if words[:1] in (["from"], ["import"]) and words[1].startswith("citadels_rules"):
                assert words[1] == "citadels_rules.pack_api", f"{path.name}: {line}"


def test_card_data() -> None:
    """cards.toml: English and Chinese names, rank or cost, the spec's texts."""
    cards = all_cards()
    assert all(cards[c].pack == "scratch_fan" and cards[c].name_zh for c in FAN)
    lin, jian, hu = (cards[c] for c in FAN[:3])
    assert (lin.rank, lin.income, lin.name_zh) == (4, "yellow", "林亞萱（羚小鹿）")
    assert (jian.rank, jian.income, jian.name_zh) == (8, "red", "簡妤芯（東東）")
    assert (hu.rank, hu.income, hu.name_zh) == (9, None, "胡馨儀（短今）")
    gym, police = cards["fan.gym"], cards["fan.police_station"]
    assert (gym.colour, gym.cost, gym.name, gym.name_zh) == ("purple", 4, "Gym", "健身房")
    assert (police.colour, police.cost, police.name_zh) == ("purple", 6, "警察局")


def test_preset_replaces_ranks_4_and_8_and_adds_the_districts() -> None:
    """The classic game with Lin Yaxuan and Jian Yuxin for the King and the Warlord, Hu
    Xinyi at rank 9 only when named (or with 8 players), 66 + 2 cards."""
    assert PRESET in presets()
    state = cr.new_game(cr.GameConfig(players=4, preset=PRESET, seed=3))
    assert state.lineup == (
        "assassin",
        "thief",
        "magician",
        "fan.lin_yaxuan",
        "bishop",
        "merchant",
        "architect",
        "fan.jian_yuxin",
    )
    deck = [*state.deck, *(c for p in state.players for c in p.hand)]
    assert len(deck) == 68 and deck.count("fan.gym") == deck.count("fan.police_station") == 1
    named = cr.GameConfig(players=5, preset=PRESET, seed=3, characters=("fan.hu_xinyi",))
    assert cr.new_game(named).lineup[-1] == "fan.hu_xinyi"
    assert cr.new_game(cr.GameConfig(players=8, preset=PRESET, seed=3)).lineup[-1] == (
        "fan.hu_xinyi"
    )
    with pytest.raises(cr.ConfigError, match="not in preset"):
        cr.new_game(cr.GameConfig(players=4, preset=PRESET, characters=("king",)))


def test_whole_games_end_and_replay() -> None:
    """Agents play the preset to the end; the record replays exactly."""
    config = cr.GameConfig(players=6, preset=PRESET, seed=4, characters=("fan.hu_xinyi",))
    record = cr.play(config, agents=[cr.GreedyAgent(), *(cr.RandomAgent() for _ in range(5))])
    assert record.final_state.is_over and record.winners
    assert cr.replay(record) == record.final_state


def test_invariants_2_to_4_players(pack_invariants: Callable[..., int]) -> None:
    """Gold and cards conserved (and the other standard checks): 2-4 players, the
    default lineup (Lin Yaxuan, Jian Yuxin, Gym, Police Station)."""
    assert pack_invariants(PRESET, players=(2, 3, 4), games=3, every=3) == 9


def test_invariants_5_to_7_players_with_hu_xinyi(pack_invariants: Callable[..., int]) -> None:
    """The same with Hu Xinyi at rank 9: 5-7 players, and 8 (where she is required)."""
    hu = ("fan.hu_xinyi",)
    assert pack_invariants(PRESET, players=(5, 6, 7), games=3, every=3, characters=hu) == 9
    assert pack_invariants(PRESET, players=(8,), games=2, every=3) == 2


def test_invariants_any_time_variant(pack_invariants: Callable[..., int]) -> None:
    """The same with ``jian_yuxin_any_time`` (her ability before gathering too)."""
    config = {"characters": ("fan.hu_xinyi",), "variants": ("jian_yuxin_any_time",)}
    assert pack_invariants(PRESET, players=(5, 7), games=2, every=3, **config) == 4


def test_invariants_with_dark_city(pack_invariants: Callable[..., int]) -> None:
    """With the Witch, Diplomat, Quarry...: the fan characters among Dark City's."""
    chars = ("witch", "fan.lin_yaxuan", "fan.jian_yuxin", "fan.hu_xinyi")
    config = {"characters": chars}
    assert pack_invariants("scratch_fan_dark", players=(5, 6), games=2, every=3, **config) == 4
