"""The public plugin API (``citadels_rules.pack_api``): the helpers a pack builds on say
what the core does, so a card that uses them follows every other card in play."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import attrs
import pytest

import citadels_rules as cr
from citadels_rules import pack_api
from citadels_rules.game import packs as packs_module
from citadels_rules.game.draft import standard_plan
from citadels_rules.game.ruleset import clear_cache
from citadels_rules.pack_api import (
    BEWITCHED,
    BUILT,
    ENDING,
    INCOME,
    KILLED,
    MUSEUM_CONTENTS_FOR_RANK8,
    ROBBED,
    DraftPlan,
    GameState,
    Pack,
    PackInfo,
    VariantInfo,
    build_price,
    can_build,
    default_draft_plan,
    hookimpl,
    income_amount,
    income_colours,
    presets,
    rank8_cost,
    register_pack,
)
from citadels_rules.testing import Table


def _act(state: GameState, kind: str, **params: Any) -> GameState:
    return cr.apply(state, cr.Action(kind, actor=state.current_player, **params))


class _NoFaceUp:
    """A variant that starts from the standard draft and removes no card face up."""

    @hookimpl
    def citadels_draft_plan(self, state: GameState) -> DraftPlan:
        return attrs.evolve(default_draft_plan(state), face_up=0)


@pytest.fixture
def api_pack(monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """A pack registered in-process for this test only: a draft variant (the flag
    variant museum_contents_count_for_rank8 is edition_2016's: no pack may declare it
    again)."""
    monkeypatch.setattr(packs_module.REGISTRY, "found", packs_module.REGISTRY.snapshot())
    register_pack(
        Pack(
            info=PackInfo(id="api_test", version="0", name="pack_api tests"),
            variants=(VariantInfo("api_test.no_face_up", "no face-up removal", _NoFaceUp()),),
        )
    )
    clear_cache()
    yield "api_test"
    clear_cache()


def test_exports_are_listed_and_sorted_by_kind() -> None:
    """Everything new is importable from the one public module and in ``__all__``."""
    names = set(pack_api.__all__)
    for name in (
        "BUILT",
        "ENDING",
        "INCOME",
        "KILLED",
        "ROBBED",
        "BEWITCHED",
        "build_price",
        "can_build",
        "default_draft_plan",
        "income_amount",
        "income_colours",
        "presets",
        "rank8_cost",
        "register_pack",
    ):
        assert name in names and hasattr(pack_api, name), name
    assert len(names) == len(pack_api.__all__)


def test_core_turn_tokens_are_what_the_core_records() -> None:
    """``INCOME`` after the income action, ``BUILT`` after a build (C-9)."""
    t = Table(players=4, preset="classic", seed=1)
    t.seat(0, gold=5, hand=("temple",), city=("manor",), character="king")
    state = t.turn_of("king")
    state = _act(state, "income")
    assert state.turn is not None and INCOME in state.turn.used
    state = _act(_act(state, "take_gold"), "build", card="temple")
    assert state.turn is not None and BUILT in state.turn.used
    assert ENDING == "end_turn" and ENDING not in state.turn.used


def test_mark_kinds_are_the_ones_the_cards_make() -> None:
    t = Table(players=4, preset="dark_city", seed=1, characters=("witch",))
    t.seat(0, character="witch")
    t.seat(1, character="thief")
    t.seat(2, character="king")
    t.mark("king", KILLED)
    t.mark("merchant", ROBBED)
    state = t.turn_of("thief")
    assert pack_api.is_killed(state, "king")
    assert state.marked("merchant", ROBBED) is not None
    assert BEWITCHED == "bewitched"


def test_build_price_and_can_build_apply_the_factory() -> None:
    """Factory: purple districts cost 1 less, for a card that builds by itself too."""
    t = Table(players=4, preset="dark_city", seed=2)
    t.seat(0, gold=4, hand=("library", "palace"), city=("factory",), character="king")
    state = t.turn_of("king")
    assert build_price(state, 0, "library") == 6 - 1
    assert build_price(state, 0, "palace") == 5
    assert not can_build(state, 0, "library")
    assert not can_build(state, 0, "palace")
    assert can_build(state, 0, "temple")  # limit and hand aside
    assert not can_build(state, 0, "factory")  # no duplicate


def test_income_colours_and_amount_count_the_school_of_magic() -> None:
    """school_of_magic counts as any colour for income, C-9.6."""
    t = Table(players=4, preset="classic", seed=3)
    t.seat(1, gold=0, city=("manor", "temple", "school_of_magic"), character="king")
    state = t.turn_of("king")
    city = state.players[1].city
    assert income_colours(state, 1, city[0]) == ("yellow",)
    assert income_colours(state, 1, city[1]) == ("blue",)
    assert "yellow" in income_colours(state, 1, city[2])
    assert income_amount(state, 1, "king") == 2
    assert income_amount(state, 1, "bishop") == 2
    assert income_amount(state, 1, "warlord") == 1
    assert income_amount(state, 1, "thief") == 0 and income_amount(state, 1, None) == 0
    assert _act(state, "income").players[1].gold == income_amount(state, 1, "king")


def test_rank8_cost_is_the_effective_cost_r8_4_to_r8_6() -> None:
    """R8.4: dragon_gate and university count 6; R8.6, C-1.6: +1 when beautified; R8.5:
    a museum counts its own cost only, whatever is under it."""
    t = Table(players=4, preset="dark_city", seed=4)
    t.seat(
        1,
        city=(
            "dragon_gate",
            "university",
            ("manor", {"gold": 1}),
            ("museum", {"cards": ("tavern", "temple")}),
        ),
        character="bishop",
    )
    t.seat(0, character="warlord")
    state = t.turn_of("warlord")
    assert [rank8_cost(state, 1, i) for i in range(4)] == [6, 6, 3 + 1, 4]
    assert rank8_cost(state, 1, 3) == pack_api.effective_cost(state, 1, 3)


def test_rank8_cost_counts_museum_cards_under_the_variant(api_pack: str) -> None:
    """variants.md museum_contents_count_for_rank8 (R8.5): +1 per card under the museum,
    for the warlord's destroy price as for every rank-8 payment."""
    t = Table(players=4, preset="dark_city", seed=4, variants=(MUSEUM_CONTENTS_FOR_RANK8,))
    t.seat(1, city=(("museum", {"cards": ("tavern", "temple")}),), character="merchant")
    t.seat(0, gold=4, character="warlord")
    state = _act(t.turn_of("warlord"), "take_gold")
    assert rank8_cost(state, 1, 0) == 4 + 2
    destroy = cr.Action("ability", actor=0, name="warlord.destroy", target=1, district="museum")
    assert destroy in cr.legal_actions(state)
    assert _act(state, "ability", **dict(destroy.params)).players[0].gold == 6 - 5


def test_default_draft_plan_is_the_standard_one_and_a_variant_can_start_from_it(
    api_pack: str,
) -> None:
    """C-4: a variant changes the standard plan rather than rewriting it."""
    state = cr.new_game(cr.GameConfig(players=5, preset="classic", seed=1))
    assert default_draft_plan(state) == standard_plan(5, 8)
    assert default_draft_plan(state).face_up == 1 and len(state.draft.face_up) == 1
    config = cr.GameConfig(players=5, preset="classic", seed=1, variants=("api_test.no_face_up",))
    assert cr.new_game(config).draft.face_up == ()


def test_presets_and_register_pack_make_a_pack_available(api_pack: str) -> None:
    """A registered pack's variants are known; the shipped presets are all there."""
    assert {"classic", "dark_city"} <= set(presets())
    assert MUSEUM_CONTENTS_FOR_RANK8 in packs_module.all_variants()
    register_pack(packs_module.installed_packs()[api_pack])  # the same pack again: no-op
    with pytest.raises(cr.PackError, match="api_test"):
        register_pack(Pack(info=PackInfo(id=api_pack, version="1", name="another")))
