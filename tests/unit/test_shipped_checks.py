"""``citadels check`` passes for every shipped pack: the static part (data, plugins, the
rules of each preset with each alternative character and each variant) here, for every
pack, in the thorough tier (it builds hundreds of rulesets); CI runs the whole command,
games included (``.ci/run``)."""

from __future__ import annotations

import pytest

import citadels_rules as cr
from citadels_rules.cli import _presets_of, pack_problems, ruleset_problems
from citadels_rules.game.packs import SHIPPED_PRESETS, installed_packs

SHIPPED_PACKS = (*SHIPPED_PRESETS, "house_rules")


@pytest.mark.thorough
@pytest.mark.parametrize("pack_id", SHIPPED_PACKS)
def test_a_shipped_pack_passes_its_own_static_check(pack_id: str) -> None:
    """Before: ``citadels check fan`` built ``super_mode_remove_whole_rank`` alone and
    reported that it needs ``super_mode``; a variant's ``requires`` is now built with it."""
    packs = installed_packs()
    pack = packs[pack_id]
    assert pack_problems(pack, packs) == []
    for preset in _presets_of(pack, packs):
        assert ruleset_problems(preset, pack) == [], preset.id


def test_a_variant_without_the_variants_it_requires_is_a_config_error() -> None:
    """``VariantInfo.requires``: switched on alone, the config says what to add."""
    with pytest.raises(cr.ConfigError, match="switch super_mode on too"):
        cr.new_game(
            cr.GameConfig(players=5, preset="fan", variants=("super_mode_remove_whole_rank",))
        )
    state = cr.new_game(
        cr.GameConfig(
            players=5, preset="fan", variants=("super_mode", "super_mode_remove_whole_rank")
        )
    )
    assert "super_mode_remove_whole_rank" in state.rules.variants


def test_every_variant_builds_with_the_variants_it_requires() -> None:
    """What ``citadels check`` builds for a variant that needs others: the variant and its
    ``requires`` together, in every shipped preset where it applies."""
    packs = installed_packs()
    needing = [(v, p) for pack in packs.values() for v in pack.variants for p in SHIPPED_PRESETS]
    built = 0
    for variant, preset in needing:
        if not variant.requires or not variant.applies_to(preset):
            continue
        config = cr.GameConfig(players=5, preset=preset, variants=(*variant.requires, variant.id))
        assert variant.id in cr.new_game(config).rules.variants
        built += 1
    assert built >= 3
