"""The pack as a whole: found through its entry point once installed, its card data, its
preset, and the standard property checks of the ``pack_invariants`` fixture."""

from __future__ import annotations

from collections.abc import Callable
from importlib import metadata

import pytest

import citadels_rules as cr
from citadels_rules.pack_api import ENTRY_POINT_GROUP, all_cards, installed_packs, presets

PRESET = "classic_watermill"


def test_found_through_its_entry_point() -> None:
    """``pip install`` registers the pack in the ``citadels_rules.packs`` group."""
    found = {ep.name: ep.value for ep in metadata.entry_points(group=ENTRY_POINT_GROUP)}
    assert found.get("watermill") == "watermill:PACK", (
        "the pack is not installed: run `pip install examples/watermill_pack` first"
    )
    pack = installed_packs()["watermill"]
    assert pack.info.requires == ("classic",)
    assert set(pack.plugins) == {"fan.ferryman", "fan.watermill"}
    assert PRESET in presets()


def test_each_plugin_is_its_bound_card() -> None:
    """Each card module declares its card (``card = CharacterCard("fan.ferryman")``); the
    pack registers those objects by id, and each says which calls its hooks hear
    (``citadels packs --hooks fan.ferryman``)."""
    from watermill.characters import ferryman
    from watermill.districts import watermill

    pack = installed_packs()["watermill"]
    assert pack.plugins == {"fan.ferryman": ferryman.card, "fan.watermill": watermill.card}
    assert ferryman.card.describe() == [
        "citadels_ability: resolves [action name in fan.ferryman.ferry]",
        "citadels_answer: answers [decision kind in fan.ferryman.fare]",
        "citadels_resample_decision: deals again [decision kind in fan.ferryman.fare]",
        "citadels_turn_actions: offers fan.ferryman.ferry [character == 'fan.ferryman']",
    ]
    assert watermill.card.describe() == [
        "citadels_turn_end: citadels_turn_end [seat owns ('fan.watermill')]"
    ]


def test_card_data() -> None:
    """cards.toml: ids with the ``fan.`` prefix, English and Chinese names, rank or cost."""
    cards = all_cards()
    ferryman, watermill = cards["fan.ferryman"], cards["fan.watermill"]
    assert (ferryman.kind, ferryman.name) == ("character", "Ferryman")
    assert ferryman.name_zh == "擺渡人"
    assert (ferryman.rank, ferryman.income) == (9, None)
    assert ferryman.text.startswith("Once during your turn, after gathering")
    assert (watermill.kind, watermill.name) == ("district", "Watermill")
    assert watermill.name_zh == "水車坊"
    assert (watermill.colour, watermill.cost, watermill.points) == ("purple", 4, 4)
    assert all(c.pack == "watermill" for c in (ferryman, watermill))


def test_preset_deck_holds_one_watermill() -> None:
    """The preset's deck: the 66 classic cards and the Watermill."""
    state = cr.new_game(cr.GameConfig(players=4, preset=PRESET, seed=3))
    everywhere = [*state.deck, *(c for p in state.players for c in p.hand)]
    assert everywhere.count("fan.watermill") == 1 and len(everywhere) == 67


@pytest.mark.parametrize("players", [4, 5, 7])
def test_ferryman_is_optional_from_4_players(players: int) -> None:
    """Rank 9 is optional: the classic eight by default, the Ferryman when named."""
    default = cr.new_game(cr.GameConfig(players=players, preset=PRESET, seed=1))
    assert "fan.ferryman" not in default.lineup
    config = cr.GameConfig(players=players, preset=PRESET, seed=1, characters=("fan.ferryman",))
    assert cr.new_game(config).lineup[-1] == "fan.ferryman"


def test_ferryman_with_3_players_only_by_method_3() -> None:
    """3 players: the default method 1 plays without rank 9 (C-6.1); method 3 needs a
    rank-9 character (C-6.3)."""
    ferryman, method_3 = ("fan.ferryman",), ("three_player_method_3",)
    with pytest.raises(cr.ConfigError, match="rank-9"):
        cr.new_game(cr.GameConfig(players=3, preset=PRESET, characters=ferryman))
    config = cr.GameConfig(players=3, preset=PRESET, characters=ferryman, variants=method_3)
    assert cr.new_game(config).lineup[-1] == "fan.ferryman"


def test_no_ferryman_with_2_players() -> None:
    """2 players use exactly the characters of ranks 1-8 (C-5.3)."""
    config = cr.GameConfig(players=2, preset=PRESET, seed=1, characters=("fan.ferryman",))
    with pytest.raises(cr.ConfigError, match=r"C-5\.3"):
        cr.new_game(config)


def test_ferryman_is_required_with_8_players() -> None:
    """8 players need a 9th character: the preset's ``rank9`` adds the Ferryman."""
    state = cr.new_game(cr.GameConfig(players=8, preset=PRESET, seed=1))
    assert len(state.lineup) == 9 and state.lineup[-1] == "fan.ferryman"


def test_a_whole_game_with_the_ferryman_ends() -> None:
    """Agents play the pack like any other preset (the ``citadels simulate`` path)."""
    config = cr.GameConfig(players=5, preset=PRESET, seed=4, characters=("fan.ferryman",))
    record = cr.play(config, agents=[cr.GreedyAgent(), *(cr.RandomAgent() for _ in range(4))])
    assert record.final_state.is_over and record.winners
    assert cr.replay(record) == record.final_state


def test_standard_invariants_with_the_ferryman(pack_invariants: Callable[..., int]) -> None:
    """Conservation, determinism, JSON, hidden views, legal and illegal actions,
    termination: random games of 4 to 7 players with the Ferryman in play."""
    ferryman = ("fan.ferryman",)
    assert pack_invariants(PRESET, players=(4, 5, 6, 7), games=3, characters=ferryman) == 12


def test_standard_invariants_with_the_ferryman_3_players(
    pack_invariants: Callable[..., int],
) -> None:
    """The same checks with 3 players, two characters each (method 3, C-6.3)."""
    config = {"characters": ("fan.ferryman",), "variants": ("three_player_method_3",)}
    assert pack_invariants(PRESET, players=(3,), games=3, **config) == 3


def test_standard_invariants_default_lineup(pack_invariants: Callable[..., int]) -> None:
    """The same checks with the preset's defaults: the classic eight with 2 to 7 players,
    the Ferryman joining with 8."""
    assert pack_invariants(PRESET, players=(2, 3, 5, 8), games=3) == 12
