"""Editions of one card: the last pack of a preset that defines an id supplies the
version in play (its data and its behaviour); variants say where they apply."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import attrs
import pytest
from click.testing import CliRunner

import citadels_rules as cr
from citadels_rules.cli import main
from citadels_rules.game import packs as packs_module
from citadels_rules.game.ruleset import clear_cache, ruleset_for
from citadels_rules.pack_api import (
    CardInfo,
    DistrictCard,
    GameState,
    Pack,
    PackError,
    PackInfo,
    Transfer,
    VariantInfo,
    card_plugins,
    presets,
    register_pack,
)
from citadels_rules.testing import Table

smithy = DistrictCard("smithy")


@smithy.ability("draw", gold=1)
def cheap_draw(state: GameState, seat: int) -> list[Any]:
    """The "new" Smithy of this test: pay 1, gain 2 (easy to tell from the classic one)."""
    return [Transfer("bank", seat, 2)]


NEW_SMITHY = CardInfo(
    id="smithy", kind="district", name="Smithy", cost=3, colour="purple", edition="test"
)


@pytest.fixture
def new_edition(monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """A pack with its own Smithy (cost 3, another ability) and a preset that plays it."""
    monkeypatch.setattr(packs_module.REGISTRY, "found", packs_module.REGISTRY.snapshot())
    classic = presets()["classic"]
    register_pack(
        Pack(
            info=PackInfo(id="edition_test", version="0", name="t", requires=("classic",)),
            cards=(NEW_SMITHY,),
            plugins=card_plugins(smithy),
            variants=(
                VariantInfo("edition_test.only_here", "t", presets=("edition_test",), why_not="x"),
            ),
            presets=(attrs.evolve(classic, id="edition_test", packs=("classic", "edition_test")),),
        )
    )
    clear_cache()
    yield "edition_test"
    clear_cache()


def test_the_later_pack_supplies_the_card_data(new_edition: str) -> None:
    rules = ruleset_for(cr.GameConfig(players=4, preset=new_edition, seed=1))
    assert rules.cards["smithy"].cost == 3
    assert ruleset_for(cr.GameConfig(players=4, preset="classic", seed=1)).cards["smithy"].cost == 5


def test_the_later_pack_supplies_the_behaviour(new_edition: str) -> None:
    table = Table(players=4, preset=new_edition, seed=2)
    table.seat(0, gold=3, city=("smithy",), character="merchant")
    state = table.turn_of("merchant")
    state = cr.apply(state, cr.Action("take_gold", actor=0))
    gold = state.players[0].gold
    state = cr.apply(state, cr.Action("ability", actor=0, name="smithy.draw"))
    assert state.players[0].gold == gold - 1 + 2
    # The classic Smithy still pays 2 and draws 3 in the classic preset.
    table = Table(players=4, preset="classic", seed=2)
    table.seat(0, gold=3, city=("smithy",), character="merchant")
    state = cr.apply(table.turn_of("merchant"), cr.Action("take_gold", actor=0))
    hand = len(state.players[0].hand)
    state = cr.apply(state, cr.Action("ability", actor=0, name="smithy.draw"))
    assert len(state.players[0].hand) == hand + 3


def test_card_versions_lists_both_and_all_cards_the_first(new_edition: str) -> None:
    versions = packs_module.card_versions()["smithy"]
    assert versions[0].edition == "classic" and versions[-1].edition == "test"
    assert packs_module.all_cards()["smithy"].edition == "classic"
    preset = presets()[new_edition]
    assert packs_module.preset_cards(preset)["smithy"].edition == "test"


def test_two_versions_of_one_edition_are_a_pack_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(packs_module.REGISTRY, "found", packs_module.REGISTRY.snapshot())
    same = attrs.evolve(NEW_SMITHY, edition="classic")
    twice = Pack(info=PackInfo(id="twice", version="0", name="t"), cards=(same,))
    clash = r"card 'smithy' \(edition 'classic'\), which pack 'classic'"
    with pytest.raises(PackError, match=clash):
        register_pack(twice)
    assert "twice" not in packs_module.installed_packs()
    assert len(packs_module.card_versions()["smithy"]) == 2  # classic and 2016


def test_cards_command_shows_the_edition_asked_for(new_edition: str) -> None:
    runner = CliRunner()
    out = runner.invoke(main, ["cards", "--edition", "test"], env={"COLUMNS": "120"}).output
    assert "smithy" in out and "1 card " in out
    out = runner.invoke(main, ["cards", "smithy", "--preset", new_edition]).output
    assert "test" in out and "\n│ Smithy" in out
    bad = runner.invoke(main, ["cards", "--edition", "nope"])
    assert bad.exit_code != 0 and "unknown edition 'nope'" in bad.output


def test_a_variant_off_its_presets_is_a_config_error_saying_why(new_edition: str) -> None:
    with pytest.raises(cr.ConfigError, match="does not apply to preset 'classic': x"):
        cr.new_game(
            cr.GameConfig(players=4, preset="classic", variants=("edition_test.only_here",))
        )
    cr.new_game(cr.GameConfig(players=4, preset=new_edition, variants=("edition_test.only_here",)))


def test_all_purples_brings_the_other_sets_cards_into_the_classic_game() -> None:
    """``all_purples`` (VariantInfo.packs): the classic game's deck gets every official
    purple district (37 ids), in the classic versions where the classic set has one."""
    state = cr.new_game(
        cr.GameConfig(players=4, preset="classic", seed=1, variants=("all_purples",))
    )
    cards = state.rules.cards
    purples = {c for c in state.rules.deck if cards[c].colour == "purple"}
    assert len(purples) == 37 and {"statue", "theater", "ballroom", "university"} <= purples
    assert cards["laboratory"].edition == "classic" and cards["statue"].edition == "2016"
    assert "edition_2016:rules" not in state.rules.plugins  # cards only, not the 2016 rules


def test_variant_brought_cards_hold_every_invariant() -> None:
    from citadels_rules.testing.invariants import check_game

    for preset, variant in (("classic", "all_purples"), ("dark_city", "hospital_clinic_split")):
        config = cr.GameConfig(players=5, preset=preset, seed=3, variants=(variant,))
        assert check_game(config, seed=3, every=5).is_over
