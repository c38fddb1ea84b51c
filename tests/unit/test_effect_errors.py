"""Effects fail loudly: an effect that cannot be applied raises ``PackError`` naming the
pack, the plugin and the effect, at once -- never a silent no-op, never a bare
``IndexError`` (Milestone 4).

Each test plugin below offers one ability, ``bad.go``, whose resolution returns one
broken effect.
"""

from __future__ import annotations

from typing import Any

import pytest

import citadels_rules as cr
from citadels_rules.game.packs import register_pack
from citadels_rules.game.ruleset import clear_cache
from citadels_rules.pack_api import (
    BANK,
    Build,
    Destroy,
    Draw,
    GameState,
    MoveCard,
    MoveDistrict,
    Pack,
    PackInfo,
    Transfer,
    VariantInfo,
    ability,
    hookimpl,
)
from citadels_rules.testing import Table


class Broken:
    """Offers ``bad.go`` to the acting player; resolving it returns ``effects``."""

    def __init__(self, *effects: Any) -> None:
        self.effects = list(effects)

    @hookimpl
    def citadels_turn_actions(self, seat: int) -> list[Any]:
        return [ability(seat, "bad.go")]

    @hookimpl
    def citadels_ability(self, action: Any) -> list[Any] | None:
        return self.effects if action.params["name"] == "bad.go" else None


BROKEN = {
    "bad.negative": (Broken(Transfer(0, BANK, -1)), "amount must be an int >= 1"),
    "bad.zero": (Broken(Transfer(BANK, 0, 0)), "amount must be an int >= 1"),
    "bad.float": (Broken(Transfer(BANK, 0, 2.5)), "amount must be an int >= 1"),
    "bad.no_seat": (Broken(Transfer(BANK, 9, 1)), "seat 9 does not exist"),
    "bad.no_account": (Broken(Transfer(BANK, "pocket", 1)), "unknown account 'pocket'"),
    "bad.no_district": (
        Broken(Transfer(0, ("district", 0, 5), 1)),
        "seat 0's city has no district 5",
    ),
    "bad.card_absent": (
        Broken(MoveCard("palace", ("hand", 0), ("deck_bottom",))),
        "'palace' is not in ('hand', 0)",
    ),
    "bad.city_zone": (
        Broken(MoveCard("manor", ("city", 0, 0), ("hand", 0))),
        "move it with MoveDistrict",
    ),
    "bad.zone": (Broken(MoveCard("temple", ("hand", 0), ("pocket",))), "unknown zone"),
    "bad.destroy": (Broken(Destroy(0, 7, 0, "bad.go")), "seat 0's city has no district 7"),
    "bad.build": (Broken(Build(0, "palace", 0)), "'palace' is not in seat 0's hand"),
    "bad.draw": (Broken(Draw(0, -2)), "n must be an int >= 0"),
    "bad.move_district": (
        Broken(MoveDistrict(0, 3, ("city", 1))),
        "seat 0's city has no district 3",
    ),
    "bad.not_effect": (Broken("gain 3 gold"), "is not an effect"),
}


@pytest.fixture(scope="module", autouse=True)
def broken_pack() -> None:
    register_pack(
        Pack(
            info=PackInfo(id="badpack", version="0", name="broken effects"),
            variants=tuple(VariantInfo(v, v, plugin) for v, (plugin, _) in BROKEN.items()),
        )
    )
    clear_cache()


def _turn(variant: str) -> GameState:
    t = Table(players=4, seed=5, variants=(variant,))
    t.seat(0, character="merchant", gold=3, hand=("temple",), city=("manor",))
    return t.turn_of("merchant")


@pytest.mark.parametrize("variant", sorted(BROKEN))
def test_a_broken_effect_names_pack_plugin_and_effect(variant: str) -> None:
    state = _turn(variant)
    before = cr.to_json(state)
    with pytest.raises(cr.PackError) as info:
        cr.apply(state, cr.Action("ability", actor=0, name="bad.go"))
    message = str(info.value)
    assert info.value.pack == "badpack"
    assert f"plugin 'variant:{variant}'" in message
    assert BROKEN[variant][1] in message
    assert "bad.go" in message  # the action being applied
    assert cr.to_json(state) == before  # the caller's state is untouched


def test_a_broken_effect_names_its_effect() -> None:
    with pytest.raises(cr.PackError, match=r"Transfer\(src=0, dst='bank', amount=-1\)"):
        cr.apply(_turn("bad.negative"), cr.Action("ability", actor=0, name="bad.go"))


class NegativeGold:
    """A fold that answers nonsense: the core's own gather effect then fails."""

    @hookimpl
    def citadels_gather_gold(self) -> int:
        return -3


def test_a_core_effect_broken_by_a_hook_value_is_blamed_on_the_hook() -> None:
    """Milestone 12: the bad amount is the plugin's, not ``pack 'core'``'s."""
    register_pack(
        Pack(
            info=PackInfo(id="badfold", version="0", name="bad fold"),
            variants=(VariantInfo("bad.fold", "bad fold", NegativeGold()),),
        )
    )
    clear_cache()
    state = _turn("bad.fold")
    with pytest.raises(cr.PackError, match="hook 'citadels_gather_gold' returned -3") as info:
        cr.apply(state, cr.Action("take_gold", actor=0))
    assert info.value.pack == "badfold"
    assert "plugin 'variant:bad.fold'" in str(info.value)
    assert "amount=-3" in str(info.value)
