"""Scenario tests of ``alchemist_rank9_retailer`` (rules/variants.md #33, 004 Alchemist
"（我有想過…）"): the Alchemist at rank 9 named 胡馨儀（短今） in place of fan Hu Xinyi,
the new rank-6 Retailer (``retailer``: green income in gold, ``retailer.take`` from the
one player with the most cards in hand) and the gold-only Abbot; each with and without
the variant, in dark_city, edition_2016 and fan, and the configuration errors.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

import citadels_rules as cr
from citadels_rules.testing import Table

V = "alchemist_rank9_retailer"
PRESETS = ("dark_city", "edition_2016", "fan")
#: The Retailer's city: 3 trade (green) districts.
GREENS = ("market", "tavern", "trading_post")
#: Hand cards to deal, distinct copies (a district of the deck has a few copies only).
COMMONS = (
    *("manor",) * 5,
    *("castle",) * 4,
    *("palace",) * 3,
    *("temple",) * 3,
    *("church",) * 3,
    *("monastery",) * 3,
    *("watchtower",) * 3,
    *("prison",) * 3,
)


# -- helpers ---------------------------------------------------------------------------


def act(state: cr.GameState, kind: str, **params: Any) -> cr.GameState:
    return cr.apply(state, cr.Action(kind, actor=state.current_player, **params))


def ability(state: cr.GameState, name: str, **params: Any) -> cr.GameState:
    return act(state, "ability", name=name, **params)


def offered(state: cr.GameState, name: str) -> list[cr.Action]:
    return [a for a in cr.legal_actions(state) if a.kind == "ability" and a.params["name"] == name]


def incomes(state: cr.GameState) -> set[str | None]:
    return {a.params.get("option") for a in cr.legal_actions(state) if a.kind == "income"}


def golds(state: cr.GameState) -> list[int]:
    return [p.gold for p in state.players]


def hands(state: cr.GameState) -> list[int]:
    return [len(p.hand) for p in state.players]


def rules(preset: str, variants: tuple[str, ...] = (V,), **kwargs: Any) -> Any:
    config = cr.GameConfig(players=5, preset=preset, seed=1, variants=variants, **kwargs)
    return cr.new_game(config).rules


def retailer_turn(preset: str, sizes: tuple[int, ...], *, seat_cards: int = 1) -> cr.GameState:
    """The Retailer's holder (seat 0) to act; seat ``i`` holds ``sizes[i]`` cards (seat 0:
    ``seat_cards``)."""
    t = Table(players=len(sizes), preset=preset, seed=2, variants=(V,))
    copies = iter(COMMONS)
    for seat, n in enumerate(sizes):
        hand = tuple(next(copies) for _ in range(seat_cards if seat == 0 else n))
        t.seat(
            seat,
            gold=1,
            hand=hand,
            **({"city": GREENS, "character": "retailer"} if seat == 0 else {}),
        )
    return t.turn_of("retailer")


# ======================================================================================
# Ranks, names, pools
# ======================================================================================


@pytest.mark.parametrize("preset", PRESETS)
def test_alchemist_rank9_retailer_moves_the_alchemist_to_rank_9(preset: str) -> None:
    """#33 — the Alchemist is a rank-9 character named 胡馨儀（短今）; the Retailer (零售商)
    is rank 6 with green income."""
    r = rules(preset)
    alchemist, retailer = r.cards["alchemist"], r.cards["retailer"]
    assert alchemist.rank == 9 and alchemist.name_zh == "胡馨儀（短今）"
    assert retailer.rank == 6 and retailer.income == "green" and retailer.name_zh == "零售商"
    assert "alchemist" in r.preset.pool_of(9) and "alchemist" not in r.preset.pool_of(6)
    assert "retailer" in r.preset.pool_of(6)
    assert "fan.hu_xinyi" not in r.preset.pool_of(9)


@pytest.mark.parametrize("preset", PRESETS)
def test_alchemist_rank9_retailer_off_keeps_the_alchemist_at_rank_6(preset: str) -> None:
    """#33 off (the default everywhere) — the Alchemist stays rank 6 under its own name;
    no Retailer in the pool."""
    r = rules(preset, ())
    assert V not in r.variants
    assert r.cards["alchemist"].rank == 6 and r.cards["alchemist"].name_zh != "胡馨儀（短今）"
    assert "alchemist" in r.preset.pool_of(6) and "retailer" not in r.preset.pool_of(6)
    with pytest.raises(cr.ConfigError, match="retailer"):
        rules(preset, (), characters=("retailer",))


@pytest.mark.parametrize("preset", PRESETS)
def test_alchemist_rank9_retailer_lineup_ranks(preset: str) -> None:
    """#33 — ``characters=("retailer", "alchemist")``: the Retailer plays rank 6 and the
    Alchemist rank 9, called after the rank-8 character."""
    r = rules(preset, characters=("retailer", "alchemist"))
    assert r.lineup[5] == "retailer" and r.lineup[-1] == "alchemist" and len(r.lineup) == 9


def test_alchemist_rank9_retailer_replaces_hu_xinyi_in_fan() -> None:
    """#33 (004 "刪除我自創的9號角色胡馨儀（短今）") — fan Hu Xinyi leaves the pool."""
    with pytest.raises(cr.ConfigError, match=r"fan\.hu_xinyi"):
        rules("fan", characters=("fan.hu_xinyi",))
    assert "fan.hu_xinyi" in rules("fan", (), characters=("fan.hu_xinyi",)).lineup


@pytest.mark.parametrize("preset", PRESETS)
def test_alchemist_rank9_retailer_eight_players_default_rank_9(preset: str) -> None:
    """#33 — 8 players still get the preset's first rank-9 character by default; the
    Alchemist may be chosen there instead."""
    config = cr.GameConfig(players=8, preset=preset, seed=1, variants=(V,))
    r = cr.new_game(config).rules
    assert r.lineup[-1] == "queen" and r.lineup[5] == "merchant"
    chosen = cr.GameConfig(
        players=8, preset=preset, seed=1, variants=(V,), characters=("alchemist",)
    )
    assert cr.new_game(chosen).rules.lineup[-1] == "alchemist"


# ======================================================================================
# Configuration errors
# ======================================================================================


def test_alchemist_rank9_retailer_not_in_classic() -> None:
    """variants.md #33: n/a in classic (no Alchemist)."""
    with pytest.raises(cr.ConfigError, match="classic has no Alchemist"):
        rules("classic")


@pytest.mark.parametrize("other", ["abbot_fan_cards", "abbot_tie_no_gold", "super_mode"])
def test_alchemist_rank9_retailer_conflicts(other: str) -> None:
    """#33 — the gold-only Abbot contradicts the fan's and the tie variants of the Abbot;
    super mode plays the preset's whole fixed pool."""
    with pytest.raises(cr.ConfigError, match="contradict"):
        rules("edition_2016", (V, other))


def test_alchemist_rank9_retailer_drops_the_fan_abbot_default() -> None:
    """#33 in fan — ``abbot_fan_cards`` (a fan default) gives way to the variant."""
    assert "abbot_fan_cards" in rules("fan", ()).variants
    assert "abbot_fan_cards" not in rules("fan").variants


def test_alchemist_rank9_retailer_two_rank_6_characters() -> None:
    """#33 — the Retailer and the Merchant are both rank 6: only one of them."""
    with pytest.raises(cr.ConfigError, match="two characters of rank 6"):
        rules("edition_2016", characters=("merchant", "retailer"))


# ======================================================================================
# Retailer
# ======================================================================================


@pytest.mark.parametrize("preset", PRESETS)
def test_retailer_green_income_gold_only(preset: str) -> None:
    """#33 ("零售商也是只能拿金幣，跟商人一樣") — 1 gold per green district, no cards."""
    state = act(retailer_turn(preset, (1, 2, 3, 4)), "take_gold")
    assert incomes(state) == {None}
    before = hands(state)[0]
    state = act(state, "income")
    assert golds(state)[0] == 1 + 2 + 3 and hands(state)[0] == before


@pytest.mark.parametrize("preset", PRESETS)
def test_retailer_takes_a_random_card_from_the_most_cards_player(preset: str) -> None:
    """#33 — the one player with the most hand cards gives 1 random card; once a turn."""
    state = retailer_turn(preset, (1, 2, 5, 3))
    assert len(offered(state, "retailer.take")) == 1
    own, given = Counter(state.players[0].hand), Counter(state.players[2].hand)
    state = ability(state, "retailer.take")
    assert hands(state) == [2, 2, 4, 3]
    taken = Counter(state.players[0].hand) - own
    assert sum(taken.values()) == 1 and taken <= given
    assert Counter(state.players[2].hand) + taken == given
    assert offered(state, "retailer.take") == []


@pytest.mark.parametrize("preset", PRESETS)
def test_retailer_tie_for_most_cards_takes_nothing(preset: str) -> None:
    """#33 ("如果有兩人或更多人同時擁有最多手牌，就拿不到手牌") — a tie gives nothing."""
    state = ability(retailer_turn(preset, (1, 4, 4, 3)), "retailer.take")
    assert hands(state) == [1, 4, 4, 3]


@pytest.mark.parametrize("seat_cards", [5, 4])
def test_retailer_with_the_most_cards_takes_nothing(seat_cards: int) -> None:
    """#33 (the Abbot's rule) — the Retailer's own player has or ties for the most:
    nothing."""
    state = retailer_turn("edition_2016", (0, 2, 4, 3), seat_cards=seat_cards)
    state = ability(state, "retailer.take")
    assert hands(state) == [seat_cards, 2, 4, 3]


def test_retailer_nobody_has_cards_takes_nothing() -> None:
    """#33 — no card in any other hand: nothing to take."""
    state = ability(retailer_turn("fan", (0, 0, 0, 0), seat_cards=0), "retailer.take")
    assert hands(state) == [0, 0, 0, 0]


# ======================================================================================
# Alchemist at rank 9
# ======================================================================================


@pytest.mark.parametrize("preset", PRESETS)
def test_alchemist_rank9_retailer_alchemist_keeps_its_refund(preset: str) -> None:
    """#33 / characters.md §6.2 — at rank 9 the Alchemist still gets back the build price
    at the end of its turn (C-11)."""
    t = Table(players=5, preset=preset, seed=3, variants=(V,))
    t.seat(0, gold=4, hand=("castle",), character="alchemist")
    t.seat(1, character="warlord")
    state = t.turn_of("alchemist")
    assert state.turn is not None and state.turn.character == "alchemist"
    state = act(act(state, "take_gold"), "build", card="castle")
    assert golds(state)[0] == 2
    state = act(state, "end_turn")
    assert golds(state)[0] == 6


# ======================================================================================
# Abbot
# ======================================================================================


def _abbot(preset: str, golds_: tuple[int, ...], variants: tuple[str, ...]) -> cr.GameState:
    t = Table(players=len(golds_), preset=preset, seed=1, variants=variants)
    for seat, gold in enumerate(golds_):
        t.seat(seat, gold=gold)
    t.seat(0, gold=golds_[0], city=("temple", "church"), character="abbot")
    return t.turn_of("abbot")


@pytest.mark.parametrize("preset", ["edition_2016", "fan"])
def test_alchemist_rank9_retailer_abbot_gold_only(preset: str) -> None:
    """#33 ("修士只能拿金幣，跟住持一样") — the Abbot's income is gold only, and the unique
    richest gives 1 gold; no card is taken."""
    state = act(_abbot(preset, (0, 5, 3, 1, 1), (V,)), "take_gold")
    assert incomes(state) == {None}
    state = act(state, "income")
    assert golds(state)[0] == 2 + 2
    cards = hands(state)
    state = ability(state, "abbot.collect")
    assert golds(state)[:2] == [5, 4] and hands(state) == cards


@pytest.mark.parametrize("preset", ["edition_2016", "fan"])
def test_alchemist_rank9_retailer_abbot_tie_gives_nothing(preset: str) -> None:
    """#33 ("如果有兩人或更多人同時擁有最多金幣，就拿不到金幣") — a tie gives nothing, no
    choice of the giver."""
    state = _abbot(preset, (0, 5, 5, 1, 1), (V,))
    assert [a.params.get("target") for a in offered(state, "abbot.collect")] == [None]
    assert golds(ability(state, "abbot.collect"))[:3] == [0, 5, 5]


def test_alchemist_rank9_retailer_off_abbot_2016() -> None:
    """Without #33 in edition_2016 — the 2016 Abbot's mixed income and choice of giver on
    a tie (§5.2)."""
    state = _abbot("edition_2016", (0, 5, 5, 1, 1), ())
    assert {a.params.get("target") for a in offered(state, "abbot.collect")} == {1, 2}
    assert "gold1_cards1" in incomes(act(state, "take_gold"))


@pytest.mark.parametrize("variants", [(), (V,)])
def test_alchemist_rank9_retailer_fan_abbot_takes_a_card_only_without(
    variants: tuple[str, ...],
) -> None:
    """fan — without #33 its ``abbot_fan_cards`` Abbot also takes a card from the
    most-cards player; with #33 (which replaces it) he takes none."""
    t = Table(players=4, preset="fan", seed=1, variants=variants)
    for seat, (gold, n) in enumerate([(0, 1), (5, 2), (3, 5), (1, 3)]):
        t.seat(seat, gold=gold, hand=COMMONS[5 * seat : 5 * seat + n])
    t.seat(0, gold=0, hand=COMMONS[:1], city=("cathedral", "monastery"), character="abbot")
    state = ability(t.turn_of("abbot"), "abbot.collect")
    assert golds(state)[:2] == [1, 4]
    assert hands(state) == ([1, 2, 5, 3] if variants else [2, 2, 4, 3])


def test_alchemist_rank9_retailer_dark_city_abbot_unchanged() -> None:
    """#33 in dark_city — the Dark City Abbot already plays gold only, ties nothing."""
    for variants in ((V,), ()):
        state = _abbot("dark_city", (0, 5, 5, 1, 1), variants)
        assert golds(ability(state, "abbot.collect"))[:3] == [0, 5, 5]
        state = ability(_abbot("dark_city", (0, 5, 3, 1, 1), variants), "abbot.collect")
        assert golds(state)[:2] == [1, 4]


def test_retailer_take_has_an_rl_id() -> None:
    """The Retailer's ability has a stable RL action id (no params: one use)."""
    ActionSpace = pytest.importorskip("citadels_rules.rl").ActionSpace

    config = cr.GameConfig(
        players=5, preset="edition_2016", seed=1, variants=(V,), characters=("retailer",)
    )
    space = ActionSpace(config)
    assert space.undeclared == ()
    i = space.action_to_id(cr.Action("ability", actor=2, name="retailer.take"))
    assert space.action_from_id(i, actor=2) == cr.Action("ability", actor=2, name="retailer.take")
