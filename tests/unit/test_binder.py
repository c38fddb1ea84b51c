"""The card binder: bound parts hear only the calls about their card, one declaration
per ability gives its offer and its resolution, tags say what an ability does.

The test cards are variants (always registered) bound to real card ids, so that the
filtering shows: a ``DistrictCard("library")`` hears only library owners.
"""

from __future__ import annotations

from typing import Any

import pytest
from click.testing import CliRunner

import citadels_rules as cr
from citadels_rules.cli import main
from citadels_rules.game.packs import register_pack
from citadels_rules.game.ruleset import clear_cache
from citadels_rules.pack_api import (
    AFTER_GATHER,
    BANK,
    CharacterCard,
    Destroy,
    DistrictCard,
    Draw,
    GameState,
    Pack,
    PackError,
    PackInfo,
    Target,
    Transfer,
    VariantInfo,
    ability_tags,
    has_tag,
    other_players,
)
from citadels_rules.testing import Table

library = DistrictCard("library")


@library.bound
def citadels_after_gather(seat: int) -> list[Any]:
    return [Transfer(BANK, seat, 1)]


merchant = CharacterCard("merchant")


@merchant.ability("tip", targets=other_players("gold"), gold=1, timing=AFTER_GATHER)
def tip(state: GameState, seat: int, t: Target) -> list[Any]:
    return [Draw(seat, 1)]


@pytest.fixture(scope="module", autouse=True)
def binder_pack() -> None:
    register_pack(
        Pack(
            info=PackInfo(id="bindertest", version="0", name="binder tests"),
            variants=(
                VariantInfo("b.library_bonus", "library owners +1 gold", library),
                VariantInfo("b.merchant_tip", "merchant tips", merchant),
            ),
        )
    )
    clear_cache()


def act(state: GameState, kind: str, **params: Any) -> GameState:
    return cr.apply(state, cr.Action(kind, actor=state.current_player, **params))


@pytest.mark.parametrize("owns", [True, False])
def test_a_bound_district_part_hears_only_its_owner(owns: bool) -> None:
    t = Table(players=4, seed=1, variants=("b.library_bonus",))
    t.seat(0, character="bishop", gold=0, city=("library",) if owns else ("temple",))
    after = act(t.turn_of("bishop"), "take_gold")
    assert after.players[0].gold == (3 if owns else 2)


def test_an_ability_is_offered_after_gathering_to_its_holder_with_the_price() -> None:
    t = Table(players=4, seed=1, variants=("b.merchant_tip",))
    t.seat(0, character="merchant", gold=0, hand=())
    state = t.turn_of("merchant")
    assert not [a for a in cr.legal_actions(state) if a.kind == "ability"]  # timing
    state = act(state, "take_gold")
    offered = sorted(a.params["target"] for a in cr.legal_actions(state) if a.kind == "ability")
    assert offered == [1, 2, 3]
    after = act(state, "ability", name="merchant.tip", target=2)
    assert after.players[0].gold == state.players[0].gold - 1 and len(after.players[0].hand) == 1
    assert "merchant" in after.turn.used
    assert not [a for a in cr.legal_actions(after) if a.kind == "ability"]  # once per turn


def test_an_unaffordable_ability_is_not_offered() -> None:
    t = Table(players=4, seed=1, variants=("b.merchant_tip",))
    t.seat(0, character="merchant", gold=0, hand=(), city=())
    state = t.turn_of("merchant")
    state = act(state, "draw")
    state = act(state, "keep", card=state.pending.options[0])
    assert state.players[0].gold == 1  # the Merchant's +1: just enough
    assert any(a.kind == "ability" for a in cr.legal_actions(state))


def test_tags_say_what_an_ability_does() -> None:
    state = Table(players=4, seed=1, variants=("b.merchant_tip",)).build()
    assert ability_tags(state, "merchant.tip") == frozenset({"tip"})
    assert has_tag(state, "warlord.destroy", "destroy")
    assert has_tag(state, "fan.someone.destroy", "destroy")  # undeclared: its verb
    assert not has_tag(state, None, "destroy")


def test_bound_refuses_a_window_without_a_subject() -> None:
    card = DistrictCard("keep")
    with pytest.raises(PackError, match="no subject"):

        @card.bound
        def citadels_may_target() -> None:
            return None


def test_bound_refuses_an_unknown_window() -> None:
    card = DistrictCard("keep")
    with pytest.raises(PackError, match="no hook spec"):

        @card.bound
        def citadels_when_built() -> None:
            return None


def test_an_ability_declared_twice_is_an_error() -> None:
    card = CharacterCard("thief")
    card.ability("rob")(lambda state, seat: [])
    with pytest.raises(PackError, match="declared twice"):
        card.ability("rob")(lambda state, seat: [])


def test_describe_says_what_each_part_filters_on() -> None:
    lines = merchant.describe()
    assert "citadels_turn_actions: offers merchant.tip [character == 'merchant']" in lines
    assert "citadels_ability: resolves [action name in merchant.tip]" in lines
    assert library.describe() == [
        "citadels_after_gather: citadels_after_gather [seat owns ('library')]"
    ]


def test_cli_packs_hooks_lists_a_cards_generated_implementations() -> None:
    result = CliRunner().invoke(main, ["packs", "--hooks", "warlord"])
    assert result.exit_code == 0, result.output
    assert "offers warlord.destroy" in result.output
    bad = CliRunner().invoke(main, ["packs", "--hooks", "nobody"])
    assert bad.exit_code == 2 and "no installed pack" in bad.output


destroy_bonus = DistrictCard("great_wall")


@destroy_bonus.on_effect(Destroy)
def destroyed_anywhere(state: GameState, event: Any) -> list[Any]:
    return [Transfer(BANK, event.by, 1)] if event.by is not None else []


def test_on_effect_reacts_to_every_effect_of_a_class() -> None:
    register_pack(
        Pack(
            info=PackInfo(id="bindertest2", version="0", name="on_effect"),
            variants=(VariantInfo("b.destroy_bonus", "destroyers +1", destroy_bonus),),
        )
    )
    clear_cache()
    t = Table(players=4, seed=3, variants=("b.destroy_bonus", "warlord_any_time"))
    t.seat(0, character="warlord", gold=5)
    t.seat(2, city=("temple", "market"))
    state = act(t.turn_of("warlord"), "take_gold")
    after = act(state, "ability", name="warlord.destroy", target=2, district="market")
    assert after.players[0].gold == state.players[0].gold - 1 + 1  # paid 1, earned 1
    assert "citadels_on_event: destroyed_anywhere [event.kind == 'destroyed']" in (
        destroy_bonus.describe()
    )


def test_on_effect_refuses_an_effect_that_makes_no_event() -> None:
    with pytest.raises(PackError, match="not one of"):
        DistrictCard("keep").on_effect(Draw)
