"""The base pack: every card a module and a cards.toml entry, found by entry point."""

from __future__ import annotations

from importlib.metadata import entry_points
from pathlib import Path

import pytest

import dominion_packs.base as base
import dominion_rules as dr
from dominion_rules import hookspecs
from dominion_rules.cards import load_cards
from dominion_rules.packs import GROUP, Pack, PackInfo, Ruleset, available_packs
from tabletop_engine.errors import PackError

#: The card ids of API_DOMINION.md, as written there.
IDS = [
    "copper",
    "silver",
    "gold",
    "estate",
    "duchy",
    "province",
    "curse",
    "adventurer",
    "bureaucrat",
    "cellar",
    "chancellor",
    "chapel",
    "council_room",
    "feast",
    "festival",
    "gardens",
    "laboratory",
    "library",
    "market",
    "militia",
    "mine",
    "moat",
    "moneylender",
    "remodel",
    "smithy",
    "spy",
    "thief",
    "throne_room",
    "village",
    "witch",
    "woodcutter",
    "workshop",
]


def test_entry_point_finds_the_base_pack() -> None:
    """The entry-point group dominion_rules.packs names the base pack."""
    names = {ep.name: ep.value for ep in entry_points(group=GROUP)}
    assert names.get("base") == "dominion_packs.base:PACK"
    assert available_packs()["base"] is base.PACK


def test_every_card_has_data_and_a_module() -> None:
    """The 32 card ids of API_DOMINION.md: one cards.toml entry, one module each."""
    rules = dr.ruleset_for("base")
    assert sorted(rules.cards) == sorted(IDS)
    modules = {p.stem for p in (Path(base.__file__).parent / "cards").glob("*.py")}
    assert modules - {"__init__"} == set(IDS)
    assert [name for name, _ in base.PACK.plugins] == [c for c in IDS]
    assert len(rules.kingdom) == 25 and set(rules.kingdom) == set(dr.BASE_KINGDOM)
    costs = {c.id: c.cost for c in rules.cards.values()}
    assert costs["adventurer"] == 6 and costs["province"] == 8 and costs["moat"] == 2
    assert {c for c in IDS if rules.cards[c].is_attack} == {
        "bureaucrat",
        "militia",
        "spy",
        "thief",
        "witch",
    }


def test_bad_card_data_is_a_pack_error(tmp_path: Path) -> None:
    """A bad cards.toml raises PackError naming the pack and the card."""
    bad = tmp_path / "cards.toml"
    bad.write_text('[[card]]\nid = "x"\ncost = "two"\ntypes = ["spell"]\n', encoding="utf-8")
    with pytest.raises(PackError, match=r"pack 'fan'.*'x'"):
        load_cards(bad, "fan")


def test_a_misspelt_hook_is_refused() -> None:
    """A plugin implementing an unknown hook fails at load with a PackError."""
    import pluggy

    impl = pluggy.HookimplMarker(hookspecs.PROJECT)

    class Broken:
        @impl
        def dominion_card_effect(self, state: object) -> None:  # a misspelling
            return None

    pack = Pack(PackInfo("fan", "0", "Fan"), (), (("broken", Broken()),))
    with pytest.raises(PackError, match="fan"):
        Ruleset("fan", (base.PACK, pack))


def test_every_timing_window_has_a_spec() -> None:
    """Hook specs per timing window (issue 22): turn start, action played, attack and
    reactions, draw/reshuffle, gain, trash, buy, clean-up, game end, scoring."""
    from tabletop_engine.hooks import spec_kinds

    specs = spec_kinds(hookspecs, hookspecs.PROJECT)
    for name in (
        "dominion_turn_start",
        "dominion_card_effects",
        "dominion_action_played",
        "dominion_attack_declared",
        "dominion_answer",
        "dominion_step",
        "dominion_reshuffled",
        "dominion_bought",
        "dominion_gained",
        "dominion_trashed",
        "dominion_cleanup",
        "dominion_game_over",
        "dominion_card_vp",
    ):
        assert name in specs


def test_a_fan_plugin_hears_the_windows() -> None:
    """A third-party plugin implementing the gain and game-end windows changes the game:
    a pack can extend Dominion without touching the core."""
    import pluggy

    from dominion_rules.effects import Draw

    impl = pluggy.HookimplMarker(hookspecs.PROJECT)

    class DrawOnGold:
        @impl
        def dominion_gained(self, state: object, seat: int, card: str, to: str) -> list[object]:
            return [Draw(seat, 1)] if card == "gold" else []

        @impl
        def dominion_game_over(self, state: object, value: bool) -> bool | None:
            return None

    rules = Ruleset(
        "base", (base.PACK, Pack(PackInfo("fan", "0", "Fan"), (), (("x", DrawOnGold()),)))
    )
    from dominion_rules.testing import Table

    t = Table()
    t.seat(0, hand=(), deck=("copper",))
    s = t.turn_of(0, phase="buy", coins=6).but(rules=rules)
    s = dr.apply(s, dr.Action("buy", actor=0, card="gold"))
    assert s.players[0].hand == ("copper",)


def test_cards_toml_keys_and_values() -> None:
    """Dominion's cards.toml: only known keys, ints where numbers are, known types."""
    import tomllib

    data = tomllib.loads((Path(base.__file__).parent / "cards.toml").read_text("utf-8"))
    keys = {"id", "name", "name_zh", "cost", "types", "kingdom", "cards", "actions"}
    keys |= {"buys", "coins", "vp", "text"}
    for row in data["card"]:
        assert set(row) <= keys, row["id"]
        assert {"id", "name", "name_zh", "cost", "types", "kingdom", "text"} <= set(row)
        for k in ("cost", "cards", "actions", "buys", "coins", "vp"):
            assert isinstance(row.get(k, 0), int), (row["id"], k)
        assert set(row["types"]) <= {"treasure", "victory", "curse", "action", "attack", "reaction"}
