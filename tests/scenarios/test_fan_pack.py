"""The fan pack as a whole (``packs/citadels_packs/fan``): written with
``citadels_rules.pack_api`` only, its card data, the ``fan`` preset (README.md §
Presets), and whole games."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import citadels_packs.fan as fan
import citadels_rules as cr
from citadels_rules.game.packs import all_cards, presets

ROOT = Path(fan.__file__).parent
CHARACTERS = (
    "fan.chen_yiru",
    "fan.dong_zining",
    "fan.yang_xiaofan",
    "fan.lin_yaxuan",
    "fan.chen_yanjie",
    "fan.yang_ruoxin",
    "fan.lin_yuting",
    "fan.jian_yuxin",
    "fan.hu_xinyi",
)
DISTRICTS = (
    "fan.opera_house",
    "fan.gym",
    "fan.police_station",
    "fan.jewelry_store",
    "fan.amusement_park",
    "fan.skyscraper",
    "fan.hot_spring",
)


def test_only_pack_api_is_imported() -> None:
    """Every module of the pack imports nothing of citadels_rules but its ``pack_api``."""
    for path in ROOT.rglob("*.py"):
        for line in path.read_text(encoding="utf-8").splitlines():
            words = line.split()
            if words[:1] in (["from"], ["import"]) and words[1].startswith("citadels_rules"):
                assert words[1] == "citadels_rules.pack_api", f"{path.name}: {line}"


def test_one_module_per_card() -> None:
    """Each card is its own module, named after its id."""
    for cid in CHARACTERS:
        assert (ROOT / "characters" / f"{cid[4:]}.py").is_file()
    for cid in (*DISTRICTS, "fan.clinic"):
        assert (ROOT / "districts" / f"{cid[4:]}.py").is_file()


def test_card_data() -> None:
    """cards.toml: the spec's ranks, incomes, costs and names in English and Chinese
    (characters.md §1.4-§9.4 fan, districts.md "Fan set")."""
    cards = all_cards()
    ranks = [cards[c].rank for c in CHARACTERS]
    assert ranks == list(range(1, 10))
    assert [cards[c].income for c in CHARACTERS] == [
        None, None, None, "yellow", "blue", "green", None, "red", None
    ]  # fmt: skip
    assert [cards[c].cost for c in DISTRICTS] == [6, 4, 6, 6, 4, 5, 5]
    assert cards["fan.clinic"].cost == 4
    assert all(cards[c].name and cards[c].name_zh and cards[c].text for c in CHARACTERS)
    assert cards["fan.chen_yiru"].name_zh == "陳奕如（陳伊）"
    assert cards["fan.hot_spring"].name_zh == "溫泉"


def test_fan_preset() -> None:
    """README.md § Presets, fan: the pool (the 2016 characters that exist, then the fan
    one, per rank), 2-8 players, unlimited bank (``bank_unlimited``, on; switched off:
    the classic 30 coins), 8 districts, every old and new purple plus the fan ones (not
    the Clinic), the packs in the "Editions" order."""
    p = presets()["fan"]
    assert p.packs == ("classic", "dark_city", "edition_2016", "fan", "house_rules")
    assert p.players == (2, 8) and p.bank == 30 and p.threshold == 8
    assert "bank_unlimited" in p.variants
    assert [ids[-1] for _, ids in p.pool] == list(CHARACTERS)
    assert all(ids[0] == first for (_, ids), first in zip(p.pool, fan.ORDER_FIRST, strict=True))
    assert set(DISTRICTS) <= set(p.purples) and "fan.clinic" not in p.purples
    assert {"keep", "hospital", "bell_tower", "ballroom", "lighthouse"} <= set(p.purples)
    for v in ("tiebreak_chain", "jian_yuxin_any_time", "hospital_vs_chen_yiru", "end_at_8"):
        assert v in p.variants
    assert "super_mode" not in p.variants and "hospital_clinic_split" not in p.variants


def test_fan_game_state() -> None:
    """A new fan game: unlimited bank, the default lineup, the fan purples dealt."""
    state = cr.new_game(cr.GameConfig(players=5, preset="fan", seed=3))
    assert state.bank is None and state.lineup[0] == "assassin"
    cards = [*state.deck, *(c for p in state.players for c in p.hand)]
    assert all(cards.count(d) == 1 for d in DISTRICTS)
    assert "tiebreak_chain" in state.rules.variants


def test_whole_games_end_and_replay() -> None:
    """Agents play fan games with every fan character to the end; records replay."""
    config = cr.GameConfig(players=6, preset="fan", seed=4, characters=CHARACTERS)
    record = cr.play(config, agents=[cr.GreedyAgent(), *(cr.RandomAgent() for _ in range(5))])
    assert record.final_state.is_over and record.winners
    assert cr.replay(record) == record.final_state


def test_pack_invariants(pack_invariants: Callable[..., int]) -> None:
    """The standard checks of the pytest plugin on the fan preset, every fan character."""
    config = {"characters": CHARACTERS}
    assert pack_invariants("fan", players=(5, 8), games=1, every=4, **config) == 2
