"""Every hook window fires where the protocol says, with a test pack of variants.

Each variant below implements one hook in the simplest observable way; the tests check
that the core calls it at the right time and applies its answer. They double as
examples of the plugin API for pack authors.
"""

from __future__ import annotations

from typing import Any

import pytest

import citadels_rules as cr
from citadels_rules.game.packs import register_pack
from citadels_rules.game.ruleset import clear_cache
from citadels_rules.pack_api import (
    BANK,
    GameState,
    MoveCard,
    Pack,
    PackInfo,
    ScoreLine,
    Transfer,
    VariantInfo,
    hookimpl,
)
from citadels_rules.testing import Table
from tabletop_engine.errors import PackError


class FreeBuilds:
    @hookimpl
    def citadels_build_cost(self, value: int) -> int:
        return 0


class NoPurples:
    @hookimpl
    def citadels_may_build(self, state: GameState, card: str) -> bool | None:
        return False if state.rules.cards[card].colour == "purple" else None


class Duplicates:
    @hookimpl
    def citadels_may_duplicate(self) -> bool:
        return True


class BuildBonus:
    """Each build pays its builder 1 gold back (after_build)."""

    @hookimpl
    def citadels_after_build(self, seat: int) -> list[Any]:
        return [Transfer(BANK, seat, 1)]


class CrownTax:
    """Whoever receives the crown gets 1 gold (crown_moved)."""

    @hookimpl
    def citadels_crown_moved(self, new: int) -> list[Any]:
        return [Transfer(BANK, new, 1)]


class EndTurnGold:
    @hookimpl
    def citadels_turn_end(self, seat: int) -> list[Any]:
        return [Transfer(BANK, seat, 1)]


class DoubleCity:
    @hookimpl
    def citadels_city_size(self, value: int) -> int:
        return value * 2


class TenPoints:
    @hookimpl
    def citadels_district_points(self, value: int) -> int:
        return 10


class Bonus:
    @hookimpl
    def citadels_score_lines(self, seat: int) -> list[ScoreLine]:
        return [ScoreLine("test bonus", seat)]


class MustBuildTemples:
    """A turn may not end while a temple is in hand (may_end_turn)."""

    @hookimpl
    def citadels_may_end_turn(self, state: GameState, seat: int) -> bool | None:
        return False if "temple" in state.players[seat].hand else None


class SetupBurn:
    """Setup: the top card of the deck goes aside before the deal."""

    @hookimpl
    def citadels_setup(self, state: GameState) -> list[Any]:
        return [MoveCard(state.deck[0], ("deck",), ("aside",))]


class AfterDraft:
    @hookimpl
    def citadels_after_draft(self, state: GameState) -> list[Any]:
        return [Transfer(BANK, state.crown, 1)]


class GoldMine:
    """+1 gold when taking gold (gather_gold), like the 2016 Gold Mine."""

    @hookimpl
    def citadels_gather_gold(self, value: int) -> int:
        return value + 1


class Misspelled:
    @hookimpl
    def citadels_buld_cost(self, value: int) -> int:  # not a hook: must fail at load
        return 0


VARIANTS = {
    "test.free_builds": FreeBuilds(),
    "test.no_purples": NoPurples(),
    "test.duplicates": Duplicates(),
    "test.build_bonus": BuildBonus(),
    "test.crown_tax": CrownTax(),
    "test.end_turn_gold": EndTurnGold(),
    "test.double_city": DoubleCity(),
    "test.ten_points": TenPoints(),
    "test.bonus": Bonus(),
    "test.setup_burn": SetupBurn(),
    "test.after_draft": AfterDraft(),
    "test.must_build_temples": MustBuildTemples(),
    "test.gold_mine": GoldMine(),
}


@pytest.fixture(scope="module", autouse=True)
def test_pack() -> None:
    register_pack(
        Pack(
            info=PackInfo(id="hooktest", version="0", name="hook tests"),
            variants=tuple(VariantInfo(vid, vid, plugin) for vid, plugin in VARIANTS.items()),
        )
    )
    register_pack(
        Pack(
            info=PackInfo(id="broken", version="0", name="broken"),
            variants=(VariantInfo("test.misspelled", "broken", Misspelled()),),
        )
    )
    clear_cache()


def _merchant(variants: tuple[str, ...], **seat: Any) -> GameState:
    t = Table(players=4, seed=2, variants=variants)
    t.seat(0, character="merchant", **seat)
    return t.turn_of("merchant")


def _gathered(state: GameState) -> GameState:
    return cr.apply(state, cr.Action("take_gold", actor=state.current_player))


def test_build_cost_fold() -> None:
    state = _gathered(_merchant(("test.free_builds",), gold=0, hand=("palace",)))
    assert cr.Action("build", actor=0, card="palace") in cr.legal_actions(state)
    after = cr.apply(state, cr.Action("build", actor=0, card="palace"))
    assert after.players[0].gold == 3  # 0 + 2 gathered + 1 merchant, nothing paid


def test_may_build_veto() -> None:
    state = _gathered(_merchant(("test.no_purples",), gold=9, hand=("keep", "manor")))
    builds = {a.params["card"] for a in cr.legal_actions(state) if a.kind == "build"}
    assert builds == {"manor"}


def test_may_duplicate_allows_a_second_copy() -> None:
    plain = _gathered(_merchant((), gold=9, hand=("manor",), city=("manor",)))
    assert not any(a.kind == "build" for a in cr.legal_actions(plain))
    state = _gathered(_merchant(("test.duplicates",), gold=9, hand=("manor",), city=("manor",)))
    after = cr.apply(state, cr.Action("build", actor=0, card="manor"))
    assert [d.card for d in after.players[0].city] == ["manor", "manor"]


def test_after_build_effects() -> None:
    state = _gathered(_merchant(("test.build_bonus",), gold=0, hand=("tavern",)))
    after = cr.apply(state, cr.Action("build", actor=0, card="tavern"))
    assert after.players[0].gold == 3 - 1 + 1


def test_crown_moved_effects() -> None:
    t = Table(players=4, seed=2, variants=("test.crown_tax",))
    t.seat(2, character="king", gold=0)
    state = t.turn_of("king")
    assert state.crown == 2 and state.players[2].gold == 1


def test_turn_end_effects() -> None:
    state = _gathered(_merchant(("test.end_turn_gold",), gold=0))
    after = cr.apply(state, cr.Action("end_turn", actor=0))
    assert after.players[0].gold == 4


def test_city_size_fold_completes_early() -> None:
    city = ("temple", "church", "monastery")
    state = _gathered(_merchant(("test.double_city",), gold=5, hand=("manor",), city=city))
    after = cr.apply(state, cr.Action("build", actor=0, card="manor"))
    assert after.players[0].completed == "first" and after.end_triggered


def test_district_points_and_score_lines() -> None:
    t = Table(players=4, seed=2, variants=("test.ten_points", "test.bonus"))
    t.seat(3, city=("temple", "manor"))
    score = cr.scores(t.build())[3]
    assert score.total == 23
    assert ("test bonus", 3) in [(line.label, line.points) for line in score.lines]


def test_setup_and_after_draft() -> None:
    state = cr.new_game(cr.GameConfig(players=4, seed=5, variants=("test.setup_burn",)))
    assert len(state.aside) == 1 and len(state.deck) == 66 - 1 - 16
    state = cr.new_game(cr.GameConfig(players=4, seed=5, variants=("test.after_draft",)))
    crown, gold = state.crown, state.players[state.crown].gold
    while state.phase == "draft":
        state = cr.apply(state, cr.legal_actions(state)[0])
    assert state.players[crown].gold == gold + 1


def test_misspelled_hook_fails_at_load_naming_the_pack() -> None:
    with pytest.raises(PackError, match=r"'broken'.*citadels_buld_cost"):
        cr.new_game(cr.GameConfig(players=4, variants=("test.misspelled",)))


def test_may_end_turn_veto() -> None:
    state = _gathered(_merchant(("test.must_build_temples",), gold=3, hand=("temple",)))
    assert cr.Action("end_turn", actor=0) not in cr.legal_actions(state)
    state = cr.apply(state, cr.Action("build", actor=0, card="temple"))
    assert cr.Action("end_turn", actor=0) in cr.legal_actions(state)


def test_gather_gold_fold() -> None:
    """citadels_gather_gold: ``take_gold`` pays what the fold returns."""
    state = _merchant(("test.gold_mine",), gold=0)
    state = cr.apply(state, cr.Action("take_gold", actor=0))
    assert state.players[0].gold == 2 + 1 + 1  # the gather, the Gold Mine, the Merchant
