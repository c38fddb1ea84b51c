"""Scenario tests of the Dark City characters of ranks 5-9 (preset ``dark_city``).

Abbot (Dark City version, characters.md §5.2), Alchemist (§6.2), Navigator (§7.2),
Diplomat (§8.2 with the rank-8 rules R8), Queen (§9.1) and Artist (§9.2): one test per
rule of each character and per FAQ ruling touching it whose "applies" column includes D
(faq.md), plus the dark_city end-of-turn order of C-11 where it shows. Positions are built
with :class:`citadels_rules.testing.Table` and driven through the public API only.
"""

from __future__ import annotations

from typing import Any

import pytest

import citadels_rules as cr
from citadels_rules.testing import Table

# An 8-district (complete, C-14.1: dark_city T = 8) city and the same city one short.
SEVEN = ("temple", "church", "monastery", "cathedral", "watchtower", "prison", "battlefield")
EIGHT = (*SEVEN, "fortress")


# -- helpers ---------------------------------------------------------------------------


def table(players: int = 5, seed: int = 1) -> Table:
    return Table(players=players, preset="dark_city", seed=seed)


def act(state: cr.GameState, kind: str, **params: Any) -> cr.GameState:
    """Apply ``kind`` for the seat that must act now."""
    return cr.apply(state, cr.Action(kind, actor=state.current_player, **params))


def ability(state: cr.GameState, name: str, **params: Any) -> cr.GameState:
    return act(state, "ability", name=name, **params)


def kinds(state: cr.GameState) -> set[str]:
    return {a.kind for a in cr.legal_actions(state)}


def offered(state: cr.GameState, name: str) -> list[cr.Action]:
    """The legal ``ability`` actions called ``name``."""
    return [a for a in cr.legal_actions(state) if a.kind == "ability" and a.params["name"] == name]


def builds(state: cr.GameState) -> set[str]:
    return {a.params["card"] for a in cr.legal_actions(state) if a.kind == "build"}


def exchanges(state: cr.GameState) -> set[tuple[int, str, str]]:
    """The offered Diplomat exchanges as ``(target, district taken, own district given)``."""
    return {
        (a.params["target"], a.params["district"], a.params["own"])
        for a in offered(state, "diplomat.exchange")
    }


def exchange(state: cr.GameState, target: int, district: str, own: str) -> cr.GameState:
    return ability(state, "diplomat.exchange", target=target, district=district, own=own)


def city(state: cr.GameState, seat: int) -> tuple[str, ...]:
    return tuple(d.card for d in state.players[seat].city)


def golds(state: cr.GameState) -> list[int]:
    return [p.gold for p in state.players]


def district(state: cr.GameState, seat: int, card: str) -> Any:
    (d,) = [d for d in state.players[seat].city if d.card == card]
    return d


def total_gold(state: cr.GameState) -> int:
    """Bank + stashes + gold on districts (C-3.1: 30 in dark_city)."""
    assert state.bank is not None
    on_districts = sum(d.gold for p in state.players for d in p.city)
    return state.bank + sum(golds(state)) + on_districts


def assert_illegal(state: cr.GameState, action: cr.Action) -> None:
    """``action`` raises IllegalAction and leaves the state exactly as it was."""
    before = cr.to_json(state)
    assert action not in cr.legal_actions(state)
    with pytest.raises(cr.IllegalAction):
        cr.apply(state, action)
    assert cr.to_json(state) == before


# ======================================================================================
# Abbot, Dark City version (characters.md §5.2)
# ======================================================================================


def test_abbot_collect_unique_richest_player_gives_one_gold() -> None:
    """§5.2 abbot — the player with the most gold in their stash gives the Abbot 1 gold
    (a transfer between players, C-3.4: the bank is untouched)."""
    t = table()
    t.seat(0, gold=1, character="abbot")
    t.seat(1, gold=2)
    t.seat(2, gold=5)
    t.seat(3, gold=4)
    t.seat(4, gold=0)
    state = t.turn_of("abbot")
    bank = state.bank
    state = ability(state, "abbot.collect")
    assert golds(state) == [2, 2, 4, 4, 0]
    assert state.bank == bank


def test_abbot_collect_is_offered_any_time_and_once_per_turn() -> None:
    """§5.2 abbot / C-9.5 — the ability may be used any time in the turn (here before the
    gather action), but only once."""
    t = table()
    t.seat(0, gold=1, character="abbot")
    t.seat(2, gold=6)
    state = t.turn_of("abbot")
    assert len(offered(state, "abbot.collect")) == 1
    state = ability(state, "abbot.collect")
    assert state.players[0].gold == 2 and state.players[2].gold == 5
    assert offered(state, "abbot.collect") == []
    assert {"take_gold", "draw"} <= kinds(state)  # the gather action is still owed
    state = act(state, "take_gold")
    assert offered(state, "abbot.collect") == []
    assert_illegal(state, cr.Action("ability", actor=0, name="abbot.collect"))


def test_abbot_two_other_players_tied_richest_gives_nothing() -> None:
    """§5.2 abbot — if two or more other players tie for the most gold, nothing happens
    (dark_city tie rule, 004 "最原本的玩法")."""
    t = table()
    t.seat(0, gold=1, character="abbot")
    t.seat(1, gold=5)
    t.seat(2, gold=5)
    t.seat(3, gold=3)
    t.seat(4, gold=0)
    state = t.turn_of("abbot")
    state = ability(state, "abbot.collect")
    assert golds(state) == [1, 5, 5, 3, 0]


def test_abbot_who_is_richest_gets_nothing() -> None:
    """§5.2 abbot — if the Abbot has the most gold, nothing happens."""
    t = table()
    t.seat(0, gold=6, character="abbot")
    t.seat(1, gold=4)
    t.seat(2, gold=1)
    state = t.turn_of("abbot")
    state = ability(state, "abbot.collect")
    assert golds(state) == [6, 4, 1, 2, 2]


def test_abbot_tied_for_richest_gets_nothing() -> None:
    """§5.2 abbot — if the Abbot ties for the most gold with another player, nothing."""
    t = table()
    t.seat(0, gold=5, character="abbot")
    t.seat(1, gold=5)
    t.seat(2, gold=1)
    state = t.turn_of("abbot")
    state = ability(state, "abbot.collect")
    assert golds(state) == [5, 5, 1, 2, 2]


def test_abbot_richest_ignores_gold_on_beautified_districts() -> None:
    """§5.2 abbot edge case / C-1.3 — the richest player is judged on the stash only: gold
    placed on districts by the Artist does not count."""
    t = table()
    t.seat(0, gold=1, character="abbot")
    t.seat(1, gold=4, city=(("manor", {"gold": 1}), ("castle", {"gold": 1})))
    t.seat(2, gold=5)
    state = t.turn_of("abbot")
    state = ability(state, "abbot.collect")
    assert golds(state) == [2, 4, 4, 2, 2]
    assert [d.gold for d in state.players[1].city] == [1, 1]


def test_abbot_income_one_gold_per_religious_district() -> None:
    """§5.2 abbot / C-9.6 — blue income: 1 gold per religious district of his own city."""
    t = table()
    t.seat(0, gold=0, city=("temple", "church", "manor", "market"), character="abbot")
    t.seat(1, gold=0, city=("monastery", "cathedral"))
    state = t.turn_of("abbot")
    state = act(state, "take_gold")
    state = act(state, "income")
    assert state.players[0].gold == 4
    assert "income" not in kinds(state)


# ======================================================================================
# Alchemist (characters.md §6.2, C-11)
# ======================================================================================


def test_alchemist_gets_back_the_build_price_at_the_end_of_the_turn() -> None:
    """§6.2 alchemist — at the end of the turn the gold paid to build this turn comes back
    from the bank; automatic, not offered as an action (C-9.10, C-17.5)."""
    t = table()
    t.seat(0, gold=3, hand=("palace",), character="alchemist")
    state = t.turn_of("alchemist")
    state = act(state, "take_gold")
    bank = state.bank
    state = act(state, "build", card="palace")
    assert state.players[0].gold == 0  # nothing comes back before the end of the turn
    assert state.bank == bank + 5
    assert {a.kind for a in cr.legal_actions(state)} == {"end_turn"}
    state = act(state, "end_turn")
    assert state.players[0].gold == 5
    assert state.bank == bank
    assert "palace" in city(state, 0)


def test_alchemist_without_building_gets_nothing_back() -> None:
    """§6.2 alchemist — only gold paid to build this turn is returned: no build, no gold."""
    t = table()
    t.seat(0, gold=3, hand=("palace",), character="alchemist")
    state = t.turn_of("alchemist")
    state = act(state, "take_gold")
    state = act(state, "end_turn")
    assert state.players[0].gold == 5


def test_faq_000_alchemist_1_no_income_from_trade_districts() -> None:
    """faq:000-alchemist-1 — the Alchemist takes no income from green districts (no
    income at all): ``income`` is never offered."""
    t = table()
    t.seat(
        0,
        gold=0,
        city=("market", "tavern", "docks", "temple", "manor", "prison"),
        character="alchemist",
    )
    state = t.turn_of("alchemist")
    assert "income" not in kinds(state)
    state = act(state, "take_gold")
    assert "income" not in kinds(state)
    assert_illegal(state, cr.Action("income", actor=0))
    state = act(state, "end_turn")
    assert state.players[0].gold == 2


def test_alchemist_cannot_recycle_gold_within_the_turn() -> None:
    """§6.2 alchemist — you never pay more than you have at that moment (000: with 4 gold
    you cannot pay 4, take it back and build more)."""
    t = table()
    t.seat(0, gold=2, hand=("palace", "castle"), character="alchemist")
    state = t.turn_of("alchemist")
    state = act(state, "take_gold")
    assert state.players[0].gold == 4
    assert builds(state) == {"castle"}
    assert_illegal(state, cr.Action("build", actor=0, card="palace"))


def test_alchemist_refunds_the_price_paid_with_factory() -> None:
    """§6.2 alchemist — what comes back is the build price actually paid (Factory: a
    purple district costs 1 less), not the printed cost."""
    t = table()
    t.seat(0, gold=2, hand=("quarry",), city=("factory",), character="alchemist")
    state = t.turn_of("alchemist")
    state = act(state, "take_gold")
    state = act(state, "build", card="quarry")
    assert state.players[0].gold == 0  # paid 4 for a cost-5 district
    state = act(state, "end_turn")
    assert state.players[0].gold == 4


def test_alchemist_smithy_cost_is_not_refunded() -> None:
    """§6.2 alchemist — only build prices come back: the Smithy's 2 gold does not."""
    t = table()
    t.seat(0, gold=3, hand=("manor",), city=("smithy",), character="alchemist")
    state = t.turn_of("alchemist")
    state = act(state, "take_gold")
    state = ability(state, "smithy.draw")
    state = act(state, "build", card="manor")
    assert state.players[0].gold == 0
    state = act(state, "end_turn")
    assert state.players[0].gold == 3


def test_alchemist_tax_collector_tax_is_not_refunded() -> None:
    """§6.2 alchemist / §9.3 tax_collector — the Tax Collector's 1 gold is not gold paid to
    build: the Alchemist gets the build price back, then pays the tax (C-11 (a) then (b))."""
    t = table()
    t.seat(0, gold=3, hand=("manor",), character="alchemist")
    t.seat(1, gold=0, character="tax_collector")
    state = t.turn_of("alchemist")
    state = act(state, "take_gold")
    state = act(state, "build", card="manor")
    assert state.players[0].gold == 2
    state = act(state, "end_turn")
    assert state.players[0].gold == 4  # 2 + 3 refunded - 1 tax
    assert state.players[1].gold == 1


def test_c_11_alchemist_refund_before_poor_house() -> None:
    """C-11 (dark_city order: Alchemist refund before the Poor House) / §6.2 — an
    Alchemist who spent all their gold building gets the refund first, so has gold when
    the Poor House is checked and gets no Poor House gold."""
    t = table()
    t.seat(0, gold=1, hand=("manor",), city=("poor_house",), character="alchemist")
    state = t.turn_of("alchemist")
    state = act(state, "take_gold")
    state = act(state, "build", card="manor")
    assert state.players[0].gold == 0
    bank = state.bank
    state = act(state, "end_turn")
    assert state.players[0].gold == 3  # not 4
    assert state.bank == bank - 3


def test_c_11_alchemist_refund_then_tax_then_poor_house() -> None:
    """C-11 — dark_city order (a) Alchemist refund, (b) Tax Collector, (c) Poor House:
    0 gold after building, +3 refund, -1 tax, still 2 gold so no Poor House gold."""
    t = table()
    t.seat(0, gold=1, hand=("manor",), city=("poor_house",), character="alchemist")
    t.seat(2, gold=0, character="tax_collector")
    state = t.turn_of("alchemist")
    state = act(state, "take_gold")
    state = act(state, "build", card="manor")
    state = act(state, "end_turn")
    assert state.players[0].gold == 2
    assert state.players[2].gold == 1


# ======================================================================================
# Navigator (characters.md §7.2)
# ======================================================================================


def test_faq_004_q38_navigator_not_before_gathering() -> None:
    """faq:004-Q38 — the Navigator cannot take the 4 extra cards (or gold) first and then
    choose the gather action: the ability is offered only after gathering."""
    t = table()
    t.seat(0, gold=0, character="navigator")
    state = t.turn_of("navigator")
    assert offered(state, "navigator.gain") == []
    assert_illegal(state, cr.Action("ability", actor=0, name="navigator.gain", option="gold"))
    assert_illegal(state, cr.Action("ability", actor=0, name="navigator.gain", option="cards"))
    state = act(state, "take_gold")
    options = {a.params["option"] for a in offered(state, "navigator.gain")}
    assert options == {"gold", "cards"}


def test_navigator_gain_gold_takes_four_gold() -> None:
    """§7.2 navigator — option gold: take 4 gold from the bank."""
    t = table()
    t.seat(0, gold=0, character="navigator")
    state = t.turn_of("navigator")
    state = act(state, "take_gold")
    bank = state.bank
    state = ability(state, "navigator.gain", option="gold")
    assert state.players[0].gold == 6
    assert state.bank == bank - 4


def test_navigator_gain_cards_draws_four_cards() -> None:
    """§7.2 navigator — option cards: draw the top 4 cards of the deck, all kept."""
    t = table()
    t.seat(0, gold=0, hand=(), character="navigator")
    t.deck(("tavern", "market", "docks", "harbor", "temple"))
    state = t.turn_of("navigator")
    state = act(state, "take_gold")
    deck_size = len(state.deck)
    state = ability(state, "navigator.gain", option="cards")
    assert sorted(state.players[0].hand) == sorted(("tavern", "market", "docks", "harbor"))
    assert len(state.deck) == deck_size - 4
    assert state.deck[0] == "temple"
    assert state.pending is None
    assert state.players[0].gold == 2


def test_navigator_using_the_ability_forbids_building() -> None:
    """§7.2 navigator / C-9.4 — if the ability is used, nothing may be built this turn."""
    t = table()
    t.seat(0, gold=3, hand=("manor", "temple"), character="navigator")
    state = t.turn_of("navigator")
    state = act(state, "take_gold")
    assert builds(state) == {"manor", "temple"}
    state = ability(state, "navigator.gain", option="gold")
    assert builds(state) == set()
    assert_illegal(state, cr.Action("build", actor=0, card="temple"))
    assert offered(state, "navigator.gain") == []  # once per turn
    assert "end_turn" in kinds(state)


def test_faq_000_navigator_1_not_using_the_ability_may_build() -> None:
    """faq:000-navigator-1 / faq:004-Q60 — a Navigator that does not use its ability may
    build (dark_city: ``navigator_never_builds`` is off)."""
    t = table()
    t.seat(0, gold=1, hand=("manor",), character="navigator")
    state = t.turn_of("navigator")
    state = act(state, "take_gold")
    state = act(state, "build", card="manor")
    assert city(state, 0) == ("manor",)
    assert state.players[0].gold == 0


def test_navigator_ability_not_offered_after_building() -> None:
    """§7.2 navigator (AMBIGUOUS default) — the ability may not be used after having built
    this turn."""
    t = table()
    t.seat(0, gold=1, hand=("manor",), character="navigator")
    state = t.turn_of("navigator")
    state = act(state, "take_gold")
    state = act(state, "build", card="manor")
    assert offered(state, "navigator.gain") == []
    assert_illegal(state, cr.Action("ability", actor=0, name="navigator.gain", option="gold"))


def test_faq_000_witch_5_bewitched_navigator_witch_cannot_build_after_gaining() -> None:
    """faq:000-witch-5 — a Witch who bewitched the Navigator takes its extra gold, then
    may not build; the Navigator's holder only gathered."""
    t = table()
    t.seat(2, gold=1, hand=("manor",), character="witch")
    t.seat(0, gold=0, hand=("temple",), character="navigator")
    state = t.turn_of("witch")
    state = act(state, "take_gold")
    state = ability(state, "witch.bewitch", character="navigator")
    assert state.current_player == 0 and state.active_character == "navigator"
    assert offered(state, "navigator.gain") == []
    state = act(state, "take_gold")  # the bewitched holder only gathers
    assert state.current_player == 2  # the Witch resumes as the Navigator
    assert state.players[0].gold == 2 and city(state, 0) == ()
    assert builds(state) == {"manor"}  # she could build if she did not use it
    state = ability(state, "navigator.gain", option="gold")
    assert state.players[2].gold == 7
    assert builds(state) == set()


# ======================================================================================
# Diplomat (characters.md §8.2, R8)
# ======================================================================================


def _diplomat_table(gold: int = 0, own: tuple[Any, ...] = ("manor",)) -> Table:
    """The Diplomat at seat 0 (2 gold more after take_gold), the Artist at seat 4 so that
    another turn follows in the round."""
    t = table()
    t.seat(0, gold=gold, city=own, character="diplomat")
    t.seat(4, gold=0, character="artist")
    return t


def test_diplomat_exchange_pays_the_difference_to_that_player() -> None:
    """§8.2 diplomat — the districts change cities; the taken district costs more, so the
    Diplomat pays the difference to its owner (not to the bank, C-3.4)."""
    t = _diplomat_table(gold=1, own=("manor", "temple"))
    t.seat(1, gold=0, city=("palace", "tavern"))
    state = t.turn_of("diplomat")
    state = act(state, "take_gold")
    bank = state.bank
    state = exchange(state, 1, "palace", "manor")
    assert sorted(city(state, 0)) == ["palace", "temple"]
    assert sorted(city(state, 1)) == ["manor", "tavern"]
    assert state.players[0].gold == 1  # 3 - (5 - 3)
    assert state.players[1].gold == 2
    assert state.bank == bank


def test_diplomat_taking_a_cheaper_district_nobody_pays() -> None:
    """§8.2 diplomat — if the taken district costs the same or less, nobody pays."""
    t = _diplomat_table(gold=0, own=("palace",))
    t.seat(1, gold=0, city=("temple",))
    state = t.turn_of("diplomat")
    state = act(state, "take_gold")
    state = exchange(state, 1, "temple", "palace")
    assert city(state, 0) == ("temple",) and city(state, 1) == ("palace",)
    assert state.players[0].gold == 2 and state.players[1].gold == 0


def test_c_9_10_diplomat_exchange_offered_only_after_gathering() -> None:
    """R8.1 / C-9.10 — dark_city Diplomat: an end-of-turn ability, offered once gathering
    is done, alongside the turn's other actions (build, income, end_turn)."""
    t = _diplomat_table(gold=3, own=("manor",))
    t.seat(0, gold=3, hand=("temple",), city=("manor",), character="diplomat")
    t.seat(1, gold=0, city=("castle",))
    state = t.turn_of("diplomat")
    assert offered(state, "diplomat.exchange") == []
    assert_illegal(
        state,
        cr.Action(
            "ability", actor=0, name="diplomat.exchange", target=1, district="castle", own="manor"
        ),
    )
    state = act(state, "take_gold")
    assert exchanges(state) == {(1, "castle", "manor")}
    assert {"build", "income", "end_turn"} <= kinds(state)


def test_c_9_10_diplomat_exchange_ends_the_turn() -> None:
    """R8.1 / C-9.10 / C-11 step 1 — taking the exchange ends the Diplomat's turn: the next
    character (the Artist) is called and the Diplomat can no longer build or take income."""
    t = _diplomat_table()
    t.seat(0, gold=3, hand=("temple",), city=("manor", "prison"), character="diplomat")
    t.seat(1, gold=0, city=("castle",))
    state = t.turn_of("diplomat")
    state = act(state, "take_gold")
    state = exchange(state, 1, "castle", "manor")
    assert state.active_character == "artist" and state.current_player == 4
    assert state.players[0].gold == 4 and state.players[1].gold == 1
    assert sorted(city(state, 0)) == ["castle", "prison"]
    assert state.players[0].hand == ("temple",)


def test_diplomat_exchange_after_building_is_still_offered() -> None:
    """C-9.10 — the end-of-turn exchange stays available after a build; the district
    built this turn may be given."""
    t = _diplomat_table(gold=2, own=())
    t.seat(0, gold=2, hand=("manor",), character="diplomat")
    t.seat(1, gold=0, city=("castle",))
    state = t.turn_of("diplomat")
    state = act(state, "take_gold")
    assert offered(state, "diplomat.exchange") == []  # nothing to give yet
    state = act(state, "build", card="manor")
    assert exchanges(state) == {(1, "castle", "manor")}
    state = exchange(state, 1, "castle", "manor")
    assert city(state, 0) == ("castle",) and city(state, 1) == ("manor",)
    assert state.players[0].gold == 0 and state.players[1].gold == 1


def test_diplomat_needs_a_district_to_give() -> None:
    """§8.2 diplomat — the exchange requires a district of your own city to give."""
    t = _diplomat_table(gold=5, own=())
    t.seat(1, gold=0, city=("temple", "castle"))
    state = t.turn_of("diplomat")
    state = act(state, "take_gold")
    assert offered(state, "diplomat.exchange") == []


def test_diplomat_exchange_once_and_only_with_another_player() -> None:
    """§8.2 diplomat / R8.1 — one exchange with another player's city: none with the
    Diplomat's own city, every other city with a district is offered."""
    t = _diplomat_table(gold=0, own=("temple", "watchtower"))
    t.seat(1, gold=0, city=("market",))
    t.seat(2, gold=0, city=("tavern",))
    state = t.turn_of("diplomat")
    state = act(state, "take_gold")
    assert exchanges(state) == {
        (1, "market", "temple"),
        (1, "market", "watchtower"),
        (2, "tavern", "temple"),
        (2, "tavern", "watchtower"),
    }


def test_diplomat_income_one_gold_per_military_district() -> None:
    """§8.2 diplomat / C-9.6 — red income: 1 gold per military district."""
    t = _diplomat_table(gold=0, own=("watchtower", "prison", "fortress", "manor"))
    state = t.turn_of("diplomat")
    state = act(state, "take_gold")
    state = act(state, "income")
    assert state.players[0].gold == 5


def test_r8_6_diplomat_must_be_able_to_pay_the_difference() -> None:
    """R8.6 — the Diplomat must be able to pay the whole difference from the stash at that
    moment; otherwise that exchange is not offered."""
    t = _diplomat_table(gold=0, own=("temple", "manor"))
    t.seat(1, gold=0, city=("palace", "castle"))
    state = t.turn_of("diplomat")
    state = act(state, "take_gold")  # 2 gold
    assert exchanges(state) == {(1, "palace", "manor"), (1, "castle", "manor")}
    assert_illegal(
        state,
        cr.Action(
            "ability", actor=0, name="diplomat.exchange", target=1, district="palace", own="temple"
        ),
    )


def test_r8_7_diplomat_exchange_is_not_a_build_no_tax() -> None:
    """R8.7 — an exchange is not a build: no Dark City Tax Collector payment at the end of
    the turn (and the build limit is not used)."""
    t = _diplomat_table(gold=1, own=("manor",))
    t.seat(1, gold=0, city=("castle",))
    t.seat(2, gold=0, character="tax_collector")
    state = t.turn_of("diplomat")
    state = act(state, "take_gold")
    state = exchange(state, 1, "castle", "manor")
    assert state.players[0].gold == 2  # 3 - 1 difference, no tax
    assert state.players[2].gold == 0


def test_faq_000_diplomat_4_no_exchange_with_a_completed_city() -> None:
    """faq:000-diplomat-4 / faq:004-Q64 / R8.2.1 / C-14.4 — the Diplomat cannot exchange
    with a player who has completed 8 districts; a 7-district city is fair game."""
    t = _diplomat_table(gold=3, own=("manor",))
    t.seat(1, gold=0, city=EIGHT)
    t.seat(2, gold=0, city=("castle",))
    state = t.turn_of("diplomat")
    state = act(state, "take_gold")
    assert {e[0] for e in exchanges(state)} == {2}
    assert_illegal(
        state,
        cr.Action(
            "ability", actor=0, name="diplomat.exchange", target=1, district="temple", own="manor"
        ),
    )


def test_r8_2_1_seven_district_city_may_be_exchanged_with() -> None:
    """R8.2.1 / C-14.4 — protection uses the current city size: a 7-district city (dark_city
    T = 8) is not complete and may be exchanged with."""
    t = _diplomat_table(gold=0, own=("manor",))
    t.seat(1, gold=0, city=SEVEN)
    state = t.turn_of("diplomat")
    state = act(state, "take_gold")
    assert (1, "temple", "manor") in exchanges(state)
    state = exchange(state, 1, "temple", "manor")
    assert "manor" in city(state, 1) and city(state, 0) == ("temple",)


def test_faq_000_diplomat_3_own_completed_city_may_still_exchange() -> None:
    """faq:000-diplomat-3 / faq:004-Q63 / R8.9 — after completing 8 districts the Diplomat
    may still exchange one of them with another player's non-complete city."""
    own = ("manor", "castle", "palace", "tavern", "market", "docks", "harbor", "town_hall")
    t = _diplomat_table(gold=0, own=own)
    t.seat(1, gold=0, city=("church",))
    state = t.turn_of("diplomat")
    state = act(state, "take_gold")
    assert (1, "church", "tavern") in exchanges(state)
    state = exchange(state, 1, "church", "tavern")
    assert "church" in city(state, 0) and "tavern" not in city(state, 0)
    assert city(state, 1) == ("tavern",)
    assert state.players[0].gold == 1 and state.players[1].gold == 1


def test_faq_000_keep_1_diplomat_cannot_take_another_players_keep() -> None:
    """faq:000-keep-1 / faq:004-Q70 / R8.2.2 — another player's Keep cannot be taken."""
    t = _diplomat_table(gold=3, own=("manor",))
    t.seat(1, gold=0, city=("keep", "castle"))
    state = t.turn_of("diplomat")
    state = act(state, "take_gold")
    assert exchanges(state) == {(1, "castle", "manor")}
    assert_illegal(
        state,
        cr.Action(
            "ability", actor=0, name="diplomat.exchange", target=1, district="keep", own="manor"
        ),
    )


def test_faq_004_q70_diplomat_may_give_away_his_own_keep() -> None:
    """faq:004-Q70 / R8.2.2 — the actor may give away their own Keep by exchange."""
    t = _diplomat_table(gold=0, own=("keep",))
    t.seat(1, gold=0, city=("castle",))
    state = t.turn_of("diplomat")
    state = act(state, "take_gold")
    assert exchanges(state) == {(1, "castle", "keep")}
    state = exchange(state, 1, "castle", "keep")
    assert city(state, 0) == ("castle",) and city(state, 1) == ("keep",)
    assert state.players[0].gold == 1 and state.players[1].gold == 1


def test_faq_000_bishop_1_no_exchange_with_the_bishops_city() -> None:
    """faq:000-bishop-1 / faq:004-Q36 / R8.2.3 — the living, revealed Bishop's districts are
    immune to the Diplomat."""
    t = _diplomat_table(gold=3, own=("manor",))
    t.seat(1, gold=0, city=("castle", "temple"), character="bishop")
    t.seat(2, gold=0, city=("palace",))
    state = t.turn_of("diplomat")
    assert "bishop" in state.revealed
    state = act(state, "take_gold")
    assert exchanges(state) == {(2, "palace", "manor")}
    assert_illegal(
        state,
        cr.Action(
            "ability", actor=0, name="diplomat.exchange", target=1, district="castle", own="manor"
        ),
    )


def test_r8_2_3_killed_bishop_protects_nothing() -> None:
    """R8.2.3 / faq:004-Q36 (cf. faq:000-warlord-1) — a killed Bishop protects nothing: the
    Diplomat may exchange with that player's city."""
    t = _diplomat_table(gold=3, own=("manor",))
    t.seat(1, gold=0, city=("castle",), character="bishop")
    t.seat(3, gold=0, character="assassin")
    t.mark("bishop", "killed")
    state = t.turn_of("diplomat")
    state = act(state, "take_gold")
    assert exchanges(state) == {(1, "castle", "manor")}
    state = exchange(state, 1, "castle", "manor")
    assert city(state, 1) == ("manor",)


def test_r8_2_3_bewitched_bishop_protects_the_witch_not_the_bishop_player() -> None:
    """R8.2.3 (cf. faq:000-witch-4, faq:004-Q49) — if the Bishop is bewitched, the Witch's
    city is protected from the Diplomat instead, and the Bishop player's is not."""
    t = _diplomat_table(gold=1, own=("manor",))
    t.seat(1, gold=0, city=("castle",), character="bishop")
    t.seat(2, gold=0, city=("palace",), character="witch")
    state = t.turn_of("witch")
    state = act(state, "take_gold")
    state = ability(state, "witch.bewitch", character="bishop")
    state = act(state, "take_gold")  # the Bishop's holder only gathers
    assert state.current_player == 2 and state.active_character == "bishop"
    state = act(state, "end_turn")  # the Witch ends her resumed turn
    assert state.active_character == "diplomat" and state.current_player == 0
    state = act(state, "take_gold")
    assert exchanges(state) == {(1, "castle", "manor")}
    assert_illegal(
        state,
        cr.Action(
            "ability", actor=0, name="diplomat.exchange", target=2, district="palace", own="manor"
        ),
    )


def test_r8_2_bishop_holder_own_diplomat_cannot_exchange_his_districts() -> None:
    """R8.2 (AMBIGUOUS default) — a player holding both the Bishop and the Diplomat (2
    players) is still protected: his Diplomat cannot exchange away his own districts."""
    t = Table(players=2, preset="dark_city", seed=1)
    t.seat(0, gold=3, city=("manor",), character=("bishop", "diplomat"))
    t.seat(1, gold=0, city=("castle",), character=("assassin", "king"))
    state = t.turn_of("diplomat")
    assert "bishop" in state.revealed
    state = act(state, "take_gold")
    assert offered(state, "diplomat.exchange") == []
    assert_illegal(
        state,
        cr.Action(
            "ability", actor=0, name="diplomat.exchange", target=1, district="castle", own="manor"
        ),
    )


def test_faq_000_great_wall_1_difference_plus_one() -> None:
    """faq:000-great_wall-1 / faq:004-Q69 / R8.3 — exchanging with a Great Wall owner for
    one of their other districts costs the difference + 1, paid to that player."""
    t = _diplomat_table(gold=1, own=("manor",))
    t.seat(1, gold=0, city=("great_wall", "palace"))
    state = t.turn_of("diplomat")
    state = act(state, "take_gold")
    bank = state.bank
    state = exchange(state, 1, "palace", "manor")
    assert state.players[0].gold == 0  # 3 - (2 + 1)
    assert state.players[1].gold == 3
    assert state.bank == bank
    assert sorted(city(state, 1)) == ["great_wall", "manor"]


def test_r8_3_great_wall_surcharge_even_when_the_taken_district_is_cheaper() -> None:
    """R8.3 — max(difference, 0) + 1: a Great Wall owner is paid 1 even when the taken
    district costs less than the one given."""
    t = _diplomat_table(gold=0, own=("palace",))
    t.seat(1, gold=0, city=("great_wall", "temple"))
    state = t.turn_of("diplomat")
    state = act(state, "take_gold")
    state = exchange(state, 1, "temple", "palace")
    assert state.players[0].gold == 1 and state.players[1].gold == 1


def test_r8_3_great_wall_itself_carries_no_surcharge() -> None:
    """R8.3 (dark_city scope: every district except the Great Wall itself) — taking the
    Great Wall costs only the difference."""
    t = _diplomat_table(gold=2, own=("manor",))
    t.seat(1, gold=0, city=("great_wall", "temple"))
    state = t.turn_of("diplomat")
    state = act(state, "take_gold")
    state = exchange(state, 1, "great_wall", "manor")
    assert state.players[0].gold == 1  # 4 - (6 - 3)
    assert state.players[1].gold == 3
    assert "great_wall" in city(state, 0)


def test_r8_3_diplomats_own_great_wall_does_not_surcharge_his_side() -> None:
    """R8.3 — the district leaving the actor's own city never carries the surcharge, even
    when the actor owns a Great Wall."""
    t = _diplomat_table(gold=1, own=("great_wall", "manor"))
    t.seat(1, gold=0, city=("palace",))
    state = t.turn_of("diplomat")
    state = act(state, "take_gold")
    state = exchange(state, 1, "palace", "manor")
    assert state.players[0].gold == 1  # 3 - (5 - 3), no +1
    assert state.players[1].gold == 2


def test_r8_6_great_wall_surcharge_must_be_affordable() -> None:
    """R8.6 / R8.3 — the whole amount, surcharge included, must be payable: difference 2
    + 1 is not offered with 2 gold, but is with 3."""
    t = _diplomat_table(gold=0, own=("manor",))
    t.seat(1, gold=0, city=("great_wall", "palace"))
    state = t.turn_of("diplomat")
    state = act(state, "take_gold")  # 2 gold
    assert (1, "palace", "manor") not in exchanges(state)
    assert (1, "great_wall", "manor") not in exchanges(state)  # 6 - 3 = 3 > 2
    t.seat(0, gold=1, city=("manor",), character="diplomat")
    state = act(t.turn_of("diplomat"), "take_gold")  # 3 gold
    assert (1, "palace", "manor") in exchanges(state)


def test_faq_000_university_dragon_gate_2_difference_uses_cost_six() -> None:
    """faq:000-university_dragon_gate-2 / R8.4 — the Diplomat's difference for University
    and Dragon Gate uses their cost 6, not their score value 8."""
    t = _diplomat_table(gold=1, own=("manor", "temple"))
    t.seat(1, gold=0, city=("university",))
    t.seat(2, gold=0, city=("dragon_gate",))
    state = t.turn_of("diplomat")
    state = act(state, "take_gold")  # 3 gold
    assert (1, "university", "manor") in exchanges(state)  # 3 to pay, not 5
    assert (2, "dragon_gate", "manor") in exchanges(state)
    assert (1, "university", "temple") not in exchanges(state)  # 5 to pay
    state = exchange(state, 1, "university", "manor")
    assert state.players[0].gold == 0 and state.players[1].gold == 3


def test_faq_000_museum_1_museum_difference_uses_its_own_cost() -> None:
    """faq:000-museum-1 / R8.5 — the difference for a Museum with cards under it uses the
    Museum's own cost (4); the cards under it add nothing."""
    t = _diplomat_table(gold=0, own=("manor",))
    t.seat(1, gold=0, city=(("museum", {"cards": ("tavern", "temple", "market")}),))
    state = t.turn_of("diplomat")
    state = act(state, "take_gold")
    state = exchange(state, 1, "museum", "manor")
    assert state.players[0].gold == 1  # 2 - (4 - 3)
    assert state.players[1].gold == 1


def test_faq_000_museum_3_cards_under_the_museum_travel_with_it() -> None:
    """faq:000-museum-3 / R8.5 — a Diplomat taking a Museum also gets the cards under it,
    which stay under the Museum (not in hand) and score for the new owner."""
    t = _diplomat_table(gold=0, own=("manor",))
    t.seat(0, gold=0, hand=(), city=("manor",), character="diplomat")
    t.seat(1, gold=0, city=(("museum", {"cards": ("tavern", "temple")}), "castle"))
    state = t.turn_of("diplomat")
    state = act(state, "take_gold")
    state = exchange(state, 1, "museum", "manor")
    assert sorted(district(state, 0, "museum").cards) == ["tavern", "temple"]
    assert state.players[0].hand == ()
    assert all(d.cards == () for d in state.players[1].city)
    lines = {line.label: line.points for line in cr.scores(state)[0].lines}
    assert lines.get("museum") == 2
    assert cr.scores(state)[0].total == 4 + 2


def test_faq_000_diplomat_1_cannot_give_a_duplicate() -> None:
    """faq:000-diplomat-1 / faq:004-Q61 — the Diplomat cannot give a district whose name
    the receiver already has (no Quarry)."""
    t = _diplomat_table(gold=3, own=("manor", "temple"))
    t.seat(1, gold=0, city=("manor", "castle"))
    state = t.turn_of("diplomat")
    state = act(state, "take_gold")
    assert (1, "castle", "manor") not in exchanges(state)
    assert (1, "castle", "temple") in exchanges(state)
    assert_illegal(
        state,
        cr.Action(
            "ability", actor=0, name="diplomat.exchange", target=1, district="castle", own="manor"
        ),
    )


def test_faq_000_diplomat_1_receiver_with_quarry_may_get_a_duplicate() -> None:
    """faq:000-diplomat-1 / faq:004-Q61 — unless the receiver owns a Quarry (dark_city:
    within the Quarry's one-duplicate cap)."""
    t = _diplomat_table(gold=1, own=("manor", "temple"))
    t.seat(1, gold=0, city=("manor", "castle", "quarry"))
    state = t.turn_of("diplomat")
    state = act(state, "take_gold")
    assert (1, "castle", "manor") in exchanges(state)
    state = exchange(state, 1, "castle", "manor")
    assert sorted(city(state, 1)) == ["manor", "manor", "quarry"]
    assert state.players[0].gold == 2 and state.players[1].gold == 1


def test_quarry_cap_receiver_already_holding_a_duplicate_gets_no_second() -> None:
    """faq:000-diplomat-1 ("within the Quarry's one-duplicate cap", Dark City Quarry) — a
    Quarry owner whose city already holds a duplicate cannot be given another one."""
    t = _diplomat_table(gold=3, own=("castle", "temple"))
    t.seat(1, gold=0, city=("manor", "manor", "castle", "quarry", "market"))
    state = t.turn_of("diplomat")
    state = act(state, "take_gold")
    assert (1, "market", "castle") not in exchanges(state)
    assert (1, "market", "temple") in exchanges(state)


def test_faq_000_diplomat_2_cannot_take_a_name_he_keeps() -> None:
    """faq:000-diplomat-2 / faq:004-Q62 — the Diplomat cannot take a district identical to
    one that stays in his city (no Quarry)."""
    t = _diplomat_table(gold=3, own=("manor", "temple"))
    t.seat(1, gold=0, city=("manor", "palace"))
    state = t.turn_of("diplomat")
    state = act(state, "take_gold")
    assert (1, "manor", "temple") not in exchanges(state)
    assert (1, "palace", "temple") in exchanges(state)
    assert_illegal(
        state,
        cr.Action(
            "ability", actor=0, name="diplomat.exchange", target=1, district="manor", own="temple"
        ),
    )


def test_faq_000_diplomat_2_with_quarry_he_may_take_a_duplicate() -> None:
    """faq:000-diplomat-2 / faq:004-Q62 — unless the Diplomat owns a Quarry."""
    t = _diplomat_table(gold=0, own=("manor", "temple", "quarry"))
    t.seat(1, gold=0, city=("manor", "palace"))
    state = t.turn_of("diplomat")
    state = act(state, "take_gold")
    assert (1, "manor", "temple") in exchanges(state)
    state = exchange(state, 1, "manor", "temple")
    assert sorted(city(state, 0)) == ["manor", "manor", "quarry"]
    assert state.players[0].gold == 0  # 2 - (3 - 1)


def test_diplomat_duplicates_are_checked_after_the_exchange() -> None:
    """§8.2 diplomat — duplicates are checked on the cities after the exchange: a Manor for
    a (beautified) Manor leaves one Manor in each city, so it is allowed."""
    t = _diplomat_table(gold=0, own=("manor", "temple"))
    t.seat(1, gold=0, city=(("manor", {"gold": 1}), "castle"))
    state = t.turn_of("diplomat")
    state = act(state, "take_gold")
    assert (1, "manor", "manor") in exchanges(state)
    state = exchange(state, 1, "manor", "manor")
    assert district(state, 0, "manor").gold == 1
    assert district(state, 1, "manor").gold == 0
    assert state.players[0].gold == 1 and state.players[1].gold == 1


def test_c_1_6_diplomat_difference_uses_the_effective_cost() -> None:
    """C-1.6 / §9.2 artist — a beautified district's effective cost is +1: taking a
    beautified Castle (5) for a Manor (3) costs 2, giving a beautified Manor (4) for a
    plain Castle (4) costs nothing."""
    t = _diplomat_table(gold=0, own=("manor",))
    t.seat(1, gold=0, city=(("castle", {"gold": 1}),))
    state = t.turn_of("diplomat")
    state = act(state, "take_gold")
    state = exchange(state, 1, "castle", "manor")
    assert state.players[0].gold == 0 and state.players[1].gold == 2

    t = _diplomat_table(gold=0, own=(("manor", {"gold": 1}),))
    t.seat(1, gold=0, city=("castle",))
    state = t.turn_of("diplomat")
    state = act(state, "take_gold")
    state = exchange(state, 1, "castle", "manor")
    assert state.players[0].gold == 2 and state.players[1].gold == 0


def test_artist_gold_moves_with_its_district_in_an_exchange() -> None:
    """§9.2 artist (AMBIGUOUS default) — a district moved to another city takes its Artist
    gold with it, in both directions; no gold appears or disappears."""
    t = _diplomat_table(gold=1, own=(("manor", {"gold": 1}), "temple"))
    t.seat(1, gold=0, city=(("palace", {"gold": 1}), "tavern"))
    state = t.turn_of("diplomat")
    state = act(state, "take_gold")
    before = total_gold(state)
    state = exchange(state, 1, "palace", "manor")
    assert district(state, 0, "palace").gold == 1
    assert district(state, 1, "manor").gold == 1
    assert district(state, 0, "temple").gold == 0
    assert state.players[0].gold == 1 and state.players[1].gold == 2  # 6 - 4 = 2
    assert total_gold(state) == before == 30


def test_faq_000_graveyard_1_graveyard_removed_with_the_diplomat() -> None:
    """faq:000-graveyard-1 / faq:004-Q71 / C-2.3 — with the Diplomat in the lineup the
    Graveyard is not used: it is in no deck, hand or set-aside pile (with the Warlord it
    is among the game's 80 cards)."""
    for seed in (1, 2, 3):
        config = cr.GameConfig(players=5, preset="dark_city", seed=seed, characters=("diplomat",))
        state = cr.new_game(config)
        assert "diplomat" in state.lineup
        cards = [*state.deck, *state.aside, *state.out, *state.discard]
        cards += [c for p in state.players for c in p.hand]
        assert "graveyard" not in cards
        assert len(cards) == 79
        state = cr.new_game(cr.GameConfig(players=5, preset="dark_city", seed=seed))
        assert "warlord" in state.lineup
        cards = [*state.deck, *state.aside, *state.out, *state.discard]
        cards += [c for p in state.players for c in p.hand]
        assert cards.count("graveyard") == 1
        assert len(cards) == 80
    t = table()
    t.seat(0, hand=("graveyard",), character="diplomat")
    with pytest.raises(cr.ConfigError):
        t.turn_of("diplomat")


# ======================================================================================
# Queen (characters.md §9.1)
# ======================================================================================


def _queen_state(queen: int, king: int, rank_4: str = "king") -> cr.GameState:
    t = table()
    for s in range(5):
        t.seat(s, gold=0)
    t.seat(queen, gold=0, character="queen")
    t.seat(king, gold=0, character=rank_4)
    return t.turn_of("queen")


@pytest.mark.parametrize("king", [1, 4])
def test_queen_neighbour_holds_the_king_gains_three_after_gathering(king: int) -> None:
    """§9.1 queen / C-17.5 — a neighbour (seat ± 1, cyclic, C-1.1) holds the rank-4
    character: +3 gold, automatic, right after the gather action (not before)."""
    state = _queen_state(queen=0, king=king)
    assert state.players[0].gold == 0
    assert {a.kind for a in cr.legal_actions(state)} == {"take_gold", "draw"}
    bank = state.bank
    state = act(state, "take_gold")
    assert state.players[0].gold == 5
    assert state.bank == bank - 5


def test_queen_neighbour_with_the_king_after_drawing() -> None:
    """§9.1 queen — the +3 also follows a draw gather, once the card is kept."""
    state = _queen_state(queen=2, king=3)
    state = act(state, "draw")
    assert state.pending is not None and state.pending.kind == "keep"
    state = act(state, "keep", card=state.pending.options[0])
    assert state.players[2].gold == 3
    state = act(state, "end_turn")
    assert state.players[2].gold == 3  # paid once


def test_queen_not_next_to_the_king_gets_nothing() -> None:
    """§9.1 queen — the King two seats away is not a neighbour: no gold."""
    state = _queen_state(queen=0, king=2)
    state = act(state, "take_gold")
    assert state.players[0].gold == 2
    state = act(state, "end_turn")
    assert state.players[0].gold == 2


def test_queen_rank_4_held_by_nobody_gives_nothing() -> None:
    """§9.1 queen — a rank-4 character nobody holds gives nothing."""
    t = table()
    t.seat(0, gold=0, character="queen")
    t.seat(1, gold=0, character="bishop")
    t.seat(4, gold=0, character="merchant")
    state = t.turn_of("queen")
    state = act(state, "take_gold")
    state = act(state, "end_turn")
    assert state.players[0].gold == 2


def test_faq_000_queen_1_neighbour_holding_the_emperor_counts() -> None:
    """faq:000-queen-1 / faq:004-Q66 — with the Emperor instead of the King, the Queen
    next to the Emperor's holder still gets 3 gold."""
    t = table()
    for s in range(5):
        t.seat(s, gold=0)
    t.seat(1, character="emperor")
    t.seat(2, gold=0, character="queen")
    state = t.turn_of("queen")
    assert "emperor" in state.lineup and "king" not in state.lineup
    state = act(state, "take_gold")
    assert state.players[2].gold == 5


def _killed_rank_4_round(rank_4: str) -> cr.GameState:
    t = table()
    for s in range(5):
        t.seat(s, gold=0)
    t.seat(0, character="queen")
    t.seat(4, character=rank_4)
    t.seat(2, character="assassin")
    t.mark(rank_4, "killed")
    return t.turn_of("queen")


@pytest.mark.parametrize(
    "rank_4", [pytest.param("king", id="000-queen-2"), pytest.param("emperor", id="004-Q67")]
)
def test_faq_000_queen_2_killed_rank_4_neighbour_pays_at_round_end(rank_4: str) -> None:
    """faq:000-queen-2 / faq:004-Q67 / C-13 step 3 — the rank-4 neighbour was killed: nothing
    during the Queen's turn, the 3 gold come at the end of the round when the killed
    character is revealed."""
    state = _killed_rank_4_round(rank_4)
    assert rank_4 not in state.revealed
    state = act(state, "take_gold")
    assert state.players[0].gold == 2  # not yet
    state = act(state, "end_turn")  # the last turn: the round ends
    assert state.round == 2
    assert state.players[0].gold == 5


def test_queen_killed_gets_nothing() -> None:
    """§9.1 queen / C-10.1 — a killed Queen gets nothing, even next to the King, and
    nothing at the end of the round either."""
    t = table()
    for s in range(5):
        t.seat(s, gold=0)
    t.seat(0, character="queen")
    t.seat(1, character="king")
    t.seat(3, character="assassin")
    t.mark("queen", "killed")
    state = t.turn_of("king")
    state = act(state, "take_gold")
    state = act(state, "end_turn")  # the killed Queen is skipped; the round ends
    assert state.round == 2
    assert state.players[0].gold == 0
    assert state.players[1].gold == 2


def test_c_7_2_queen_only_with_five_or_more_players() -> None:
    """§9.1 queen restrictions / C-7.2 — dark_city uses the Queen only with 5+ players."""
    with pytest.raises(cr.ConfigError):
        cr.new_game(cr.GameConfig(players=4, preset="dark_city", seed=1, characters=("queen",)))
    t = table(players=4)
    t.seat(0, character="queen")
    with pytest.raises(cr.ConfigError):
        t.turn_of("queen")
    state = cr.new_game(cr.GameConfig(players=5, preset="dark_city", seed=1, characters=("queen",)))
    assert "queen" in state.lineup


def test_faq_004_q53_bewitched_queen_checks_the_witchs_neighbours() -> None:
    """faq:004-Q53 — a bewitched Queen: the Witch gets the 3 gold if one of the Witch's
    neighbours holds the rank-4 character; the Queen's holder only gathers."""
    t = table()
    for s in range(5):
        t.seat(s, gold=0)
    t.seat(2, character="witch")
    t.seat(0, character="queen")  # neighbours 1 and 4
    t.seat(3, character="king")  # next to the Witch, not to the Queen's holder
    state = t.turn_of("witch")
    state = act(state, "take_gold")
    state = ability(state, "witch.bewitch", character="queen")
    assert state.active_character == "king" and state.current_player == 3
    state = act(act(state, "take_gold"), "end_turn")
    assert state.active_character == "queen" and state.current_player == 0
    state = act(state, "take_gold")
    assert state.players[0].gold == 2
    assert state.current_player == 2
    assert state.players[2].gold == 5  # 2 gathered + 3 as the Queen


# ======================================================================================
# Artist (characters.md §9.2, C-1.5, C-1.6)
# ======================================================================================


def test_artist_beautify_moves_one_gold_from_the_stash_onto_the_district() -> None:
    """§9.2 artist — beautifying moves 1 gold from the stash onto the district (not to the
    bank); gold stays conserved (C-3.1)."""
    t = table()
    t.seat(0, gold=3, city=("manor", "temple"), character="artist")
    state = t.turn_of("artist")
    bank = state.bank
    state = ability(state, "artist.beautify", district="manor")
    assert state.players[0].gold == 2
    assert district(state, 0, "manor").gold == 1
    assert district(state, 0, "temple").gold == 0
    assert state.bank == bank
    assert total_gold(state) == 30


def test_faq_000_artist_1_one_or_two_districts_per_turn() -> None:
    """faq:000-artist-1 / faq:004-Q65 — each turn the Artist may beautify 1 or 2 of his
    districts, different ones; not a third."""
    t = table()
    t.seat(0, gold=5, city=("manor", "temple", "castle"), character="artist")
    state = t.turn_of("artist")
    state = ability(state, "artist.beautify", district="manor")
    assert {a.params["district"] for a in offered(state, "artist.beautify")} == {
        "temple",
        "castle",
    }
    state = ability(state, "artist.beautify", district="castle")
    assert offered(state, "artist.beautify") == []
    assert_illegal(state, cr.Action("ability", actor=0, name="artist.beautify", district="temple"))
    assert state.players[0].gold == 3
    assert [d.gold for d in state.players[0].city] == [1, 0, 1]
    state = act(state, "take_gold")
    assert offered(state, "artist.beautify") == []


def test_artist_two_districts_of_the_same_name_are_told_apart_by_index() -> None:
    """§9.2 artist / API (``index`` param) — with two Manors (Quarry), beautifying one
    leaves the other (now different) offered with its position; both may be beautified."""
    t = table()
    t.seat(0, gold=3, city=("quarry", "manor", "manor"), character="artist")
    state = t.turn_of("artist")
    state = ability(state, "artist.beautify", district="manor")
    manors = [a for a in offered(state, "artist.beautify") if a.params["district"] == "manor"]
    assert len(manors) == 1
    assert manors[0].params["index"] == 2
    state = cr.apply(state, manors[0])
    assert [d.gold for d in state.players[0].city] == [0, 1, 1]
    assert state.players[0].gold == 1


def test_artist_beautified_district_never_again() -> None:
    """§9.2 artist / faq:004-Q65 — a district can carry at most 1 such gold, ever: one
    beautified in an earlier round is not offered."""
    t = table()
    t.seat(0, gold=3, city=(("manor", {"gold": 1}), "temple"), character="artist")
    state = t.turn_of("artist")
    assert {a.params["district"] for a in offered(state, "artist.beautify")} == {"temple"}
    assert_illegal(state, cr.Action("ability", actor=0, name="artist.beautify", district="manor"))


def test_artist_beautify_any_time_but_needs_gold() -> None:
    """§9.2 artist — usable any time in the turn (before gathering too), but it needs 1
    gold in the stash per district."""
    t = table()
    t.seat(0, gold=0, city=("manor", "temple"), character="artist")
    state = t.turn_of("artist")
    assert offered(state, "artist.beautify") == []
    state = act(state, "take_gold")
    assert len(offered(state, "artist.beautify")) == 2
    t.seat(0, gold=1, city=("manor", "temple"), character="artist")
    state = t.turn_of("artist")
    state = ability(state, "artist.beautify", district="temple")  # before gathering
    assert state.players[0].gold == 0
    assert offered(state, "artist.beautify") == []  # no gold left for the second
    assert {"take_gold", "draw"} <= kinds(state)


def test_artist_beautified_district_scores_one_more() -> None:
    """§9.2 artist / C-1.6 score value — a beautified district scores +1."""
    t = table()
    t.seat(0, gold=3, city=("manor", "temple", ("castle", {"gold": 1})), character="artist")
    state = t.turn_of("artist")
    assert cr.scores(state)[0].total == 3 + 1 + 5
    state = ability(state, "artist.beautify", district="manor")
    assert cr.scores(state)[0].total == 4 + 1 + 5
    assert sum(line.points for line in cr.scores(state)[0].lines) == cr.scores(state)[0].total


def test_c_1_6_warlord_pays_one_more_for_a_beautified_district() -> None:
    """C-1.6 / §9.2 artist — the Warlord pays effective cost - 1: 3 for a beautified Manor
    (2 for a plain one); 2 gold is not enough (R8.6)."""
    t = table()
    t.seat(0, gold=0, character="warlord")
    t.seat(1, gold=0, city=(("manor", {"gold": 1}), "castle"))
    t.seat(2, gold=0, city=("manor",))
    t.seat(4, gold=0, character="artist")
    state = t.turn_of("warlord")
    state = act(state, "take_gold")  # 2 gold
    targets = {
        (a.params["target"], a.params["district"]) for a in offered(state, "warlord.destroy")
    }
    assert (2, "manor") in targets
    assert (1, "manor") not in targets
    t.seat(0, gold=1, character="warlord")
    state = act(t.turn_of("warlord"), "take_gold")  # 3 gold
    state = ability(state, "warlord.destroy", target=1, district="manor")
    assert state.players[0].gold == 0
    assert city(state, 1) == ("castle",)


def test_c_1_5_destroyed_beautified_district_gold_goes_to_the_bank() -> None:
    """C-1.5 / §9.2 artist — the gold on a destroyed beautified district returns to the bank
    (with the Warlord's payment); the district goes to the bottom of the deck."""
    t = table()
    t.seat(0, gold=1, character="warlord")
    t.seat(1, gold=0, city=(("manor", {"gold": 1}), "castle"))
    t.seat(4, gold=0, character="artist")
    state = t.turn_of("warlord")
    state = act(state, "take_gold")
    bank = state.bank
    state = ability(state, "warlord.destroy", target=1, district="manor")
    assert state.bank == bank + 3 + 1
    assert state.deck[-1] == "manor"
    assert total_gold(state) == 30


def test_c_1_3_artist_gold_is_not_in_the_stash_for_the_poor_house() -> None:
    """C-1.3 / §9.2 artist — gold on districts is not in the stash: an Artist who put his
    last gold on districts ends the turn with an empty stash and gets the Poor House gold."""
    t = table()
    t.seat(0, gold=0, city=("manor", "temple", "poor_house"), character="artist")
    state = t.turn_of("artist")
    state = act(state, "take_gold")
    state = ability(state, "artist.beautify", district="manor")
    state = ability(state, "artist.beautify", district="temple")
    assert state.players[0].gold == 0
    state = act(state, "end_turn")
    assert state.players[0].gold == 1
    assert [d.gold for d in state.players[0].city] == [1, 1, 0]
