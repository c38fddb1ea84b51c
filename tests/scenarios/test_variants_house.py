"""House-rule variants of rules/variants.md on classic and Dark City cards, each with and
without it: the ones added here (``magician_targets_character``, ``warlord_spares_blue``,
``graveyard_vs_swaps``, ``hospital_vs_witch``, ``hospital_cost_5``,
``lighthouse_cost_5``, ``bell_tower_designated_player``) and the ones the classic and
dark_city presets already had (thresholds, banks, discard pile, ties, the Dark City
deck, the 3-player methods, the Witch's bonus, the Bell Tower's short game, the Ball
Room's automatic thanks). Positions are built with :class:`citadels_rules.testing.Table`
and driven through the public API.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

import citadels_rules as cr
from citadels_rules.pack_api import city_size
from citadels_rules.testing import Table

SIX = ("temple", "church", "monastery", "manor", "castle", "palace")
SEVEN = (*SIX, "tavern")


# -- helpers ---------------------------------------------------------------------------


def act(state: cr.GameState, kind: str, **params: Any) -> cr.GameState:
    """Apply ``kind`` for the seat that must act now."""
    return cr.apply(state, cr.Action(kind, actor=state.current_player, **params))


def ability(state: cr.GameState, name: str, **params: Any) -> cr.GameState:
    return act(state, "ability", name=name, **params)


def offered(state: cr.GameState, name: str) -> list[cr.Action]:
    return [a for a in cr.legal_actions(state) if a.kind == "ability" and a.params["name"] == name]


def kinds(state: cr.GameState) -> set[str]:
    return {a.kind for a in cr.legal_actions(state)}


def city(state: cr.GameState, seat: int) -> tuple[str, ...]:
    return tuple(d.card for d in state.players[seat].city)


def every_card(state: cr.GameState) -> Counter[str]:
    """Every district card of the game, wherever it is (set-aside ones excepted)."""
    cards: Counter[str] = Counter(state.deck)
    cards.update(state.discard)
    for p in state.players:
        cards.update(p.hand)
        cards.update(d.card for d in p.city)
    return cards


def dark_city(players: int = 4, seed: int = 1, **kwargs: Any) -> Table:
    return Table(players=players, preset="dark_city", seed=seed, **kwargs)


def finish(state: cr.GameState) -> cr.GameState:
    """Gather if still owed, then end the turn (the pending decision declined)."""
    if state.pending is not None:
        state = act(state, "choose", option="decline")
    if "take_gold" in kinds(state):
        state = act(state, "take_gold")
    return act(state, "end_turn")


def play_until(state: cr.GameState, character: str) -> cr.GameState:
    """Finish the turns in between until ``character`` is to act."""
    for _ in range(20):
        turn = state.turn
        if turn is not None and state.pending is None and turn.character == character:
            return state
        state = finish(state)
    raise AssertionError(f"{character!r} never came")


def finish_round(state: cr.GameState) -> cr.GameState:
    for _ in range(20):
        if state.is_over or state.phase == "draft":
            return state
        state = finish(state)
    raise AssertionError("the round does not end")


def lines(score: cr.Score) -> dict[str, int]:
    return {line.label: line.points for line in score.lines}


# ======================================================================================
# magician_targets_character (004 Magician)
# ======================================================================================


def _magician(*variants: str) -> cr.GameState:
    t = Table(players=4, seed=1, variants=variants)
    t.seat(0, hand=("temple",), character="magician")
    t.seat(2, hand=("castle", "manor"), character="bishop")
    return t.turn_of("magician")


def test_magician_targets_character_off_names_players() -> None:
    """§3.1 / magician_targets_character off — the swap names another player."""
    swaps = offered(_magician(), "magician.swap")
    assert {a.params["target"] for a in swaps} == {1, 2, 3}
    assert all("character" not in a.params for a in swaps)


def test_magician_targets_character_swaps_with_the_holder() -> None:
    """magician_targets_character — the swap names a character (not the Magician); its
    holder's hand is exchanged."""
    state = _magician("magician_targets_character")
    swaps = offered(state, "magician.swap")
    assert {a.params["character"] for a in swaps} == {
        "assassin", "thief", "king", "bishop", "merchant", "architect", "warlord"
    }  # fmt: skip
    assert all("target" not in a.params for a in swaps)
    state = ability(state, "magician.swap", character="bishop")
    assert state.players[0].hand == ("castle", "manor")
    assert state.players[2].hand == ("temple",)


def test_magician_targets_character_unheld_character_has_no_effect() -> None:
    """magician_targets_character — naming a character nobody holds exchanges nothing,
    and the ability is used for the turn (the redraw is no longer offered)."""
    state = ability(_magician("magician_targets_character"), "magician.swap", character="king")
    assert state.players[0].hand == ("temple",)
    assert state.players[2].hand == ("castle", "manor")
    assert offered(state, "magician.redraw") == []


def test_magician_targets_character_on_dark_city() -> None:
    """magician_targets_character applies to dark_city too (the table's D column)."""
    t = dark_city(variants=("magician_targets_character",))
    t.seat(0, hand=("temple",), character="magician")
    t.seat(3, hand=("castle",), character="warlord")
    state = ability(t.turn_of("magician"), "magician.swap", character="warlord")
    assert state.players[0].hand == ("castle",) and state.players[3].hand == ("temple",)


# ======================================================================================
# warlord_spares_blue (erroneous reading, 004 Warlord)
# ======================================================================================


def _warlord_targets(*variants: str) -> set[str]:
    t = Table(players=4, seed=1, variants=variants)
    t.seat(0, gold=9, character="warlord")
    t.seat(1, city=("temple", "manor", "watchtower"), character="king")
    state = act(t.turn_of("warlord"), "take_gold")
    return {
        a.params["district"] for a in offered(state, "warlord.destroy") if a.params["target"] == 1
    }


def test_warlord_spares_blue_off_blue_districts_may_be_destroyed() -> None:
    """R8 / warlord_spares_blue off — the Warlord may destroy a blue district."""
    assert _warlord_targets() == {"temple", "manor", "watchtower"}


def test_warlord_spares_blue_on_blue_districts_are_spared() -> None:
    """warlord_spares_blue — blue districts are never targets; the others still are."""
    assert _warlord_targets("warlord_spares_blue") == {"manor", "watchtower"}


# ======================================================================================
# graveyard_vs_swaps (004-Q71)
# ======================================================================================


def _exchange_table(gold: int = 3) -> cr.GameState:
    """Seat 0 (Diplomat) gives its manor for seat 1's castle; seat 2 owns a Graveyard."""
    t = dark_city(characters=("diplomat",), variants=("graveyard_vs_swaps",))
    t.seat(0, gold=5, city=("temple", "manor"), character="diplomat")
    t.seat(1, gold=3, city=("castle",), character="merchant")
    t.seat(2, gold=gold, hand=(), city=("graveyard",), character="king")
    state = act(t.turn_of("diplomat"), "take_gold")
    return ability(state, "diplomat.exchange", target=1, district="castle", own="manor")


def test_graveyard_vs_swaps_off_removes_the_graveyard_with_the_diplomat() -> None:
    """C-2.3 / faq:000-graveyard-1 — without graveyard_vs_swaps the Graveyard leaves the
    deck when the Diplomat is in the lineup; with it, it stays."""
    for variants, expected in (((), 0), (("graveyard_vs_swaps",), 1)):
        config = cr.GameConfig(
            players=4,
            preset="dark_city",
            seed=2,
            characters=("diplomat",),
            variants=(*variants, "-dc_district_limit_3"),
        )
        assert every_card(cr.new_game(config))["graveyard"] == expected


def test_graveyard_vs_swaps_owner_chooses_after_an_exchange() -> None:
    """graveyard_vs_swaps — after the exchange the Graveyard's owner (neither party) may
    take either district just received, or both."""
    state = _exchange_table()
    assert state.pending is not None and state.pending.seat == 2
    assert state.pending.options == ("decline", "take_0", "take_1", "take_both")
    assert city(state, 0) == ("temple", "castle") and city(state, 1) == ("manor",)


def test_graveyard_vs_swaps_decision_is_dealt_again_in_a_sampled_world() -> None:
    """graveyard_vs_swaps — the owner's choice shows only public districts; another seat's
    view hides its options, and its sampled world offers them again from the round's log
    (before: a world with no legal action, found by Milestone 12's resample check)."""
    _dealt_again_for_every_seat(_exchange_table())


def test_graveyard_vs_swaps_take_one_pays_its_receiver() -> None:
    """graveyard_vs_swaps — taking what the Diplomat received: 1 gold to the Diplomat,
    the district into the owner's hand."""
    state = act(_exchange_table(), "choose", option="take_0")
    assert city(state, 0) == ("temple",) and city(state, 1) == ("manor",)
    assert state.players[2].hand == ("castle",)
    assert [p.gold for p in state.players[:3]] == [7, 4, 2]


def test_graveyard_vs_swaps_take_both() -> None:
    """graveyard_vs_swaps — both districts for 1 gold to each player."""
    state = act(_exchange_table(), "choose", option="take_both")
    assert state.pending is None or state.pending.kind != "graveyard.take_received"
    assert city(state, 0) == ("temple",) and city(state, 1) == ()
    assert sorted(state.players[2].hand) == ["castle", "manor"]
    assert [p.gold for p in state.players[:3]] == [7, 5, 1]


def test_graveyard_vs_swaps_trigger_only_with_the_variant() -> None:
    """graveyard_vs_swaps — its trigger is registered only with the variant on: other
    games with a Graveyard pay nothing for it."""
    off = cr.new_game(cr.GameConfig(players=4, seed=1))
    assert off.rules.hooks.on_event.__hook_impls__ == ()
    on = cr.GameConfig(players=4, preset="dark_city", seed=1, variants=("graveyard_vs_swaps",))
    assert cr.new_game(on).rules.hooks.on_event.__hook_impls__ == ("variant:graveyard_vs_swaps",)


def test_graveyard_vs_swaps_decline_and_poor_owner() -> None:
    """graveyard_vs_swaps — declining changes nothing; with 1 gold there is no
    "take_both", with none no question."""
    state = act(_exchange_table(), "choose", option="decline")
    assert city(state, 0) == ("temple", "castle") and state.players[2].gold == 3
    assert _exchange_table(gold=1).pending.options == ("decline", "take_0", "take_1")
    poor = _exchange_table(gold=0)
    assert poor.pending is None or poor.pending.kind != "graveyard.take_received"
    assert city(poor, 0) == ("temple", "castle")


# ======================================================================================
# hospital_vs_witch (004-Q72)
# ======================================================================================


def _bewitched_hospital_owner() -> cr.GameState:
    t = dark_city(characters=("witch",), variants=("hospital_vs_witch",))
    t.seat(0, gold=2, character="witch")
    t.seat(2, gold=3, hand=("temple", "manor"), city=("hospital", "market"), character="merchant")
    state = ability(act(t.turn_of("witch"), "take_gold"), "witch.bewitch", character="merchant")
    return act(state, "take_gold")


def test_hospital_vs_witch_off_no_hospital_with_the_witch() -> None:
    """faq:000-hospital-1 / C-2.3 — without the variant a Witch game has no Hospital;
    with hospital_vs_witch it keeps it."""
    base = ("thief", "magician", "king", "bishop", "merchant", "architect", "warlord")
    for variants, expected in (((), 0), (("hospital_vs_witch",), 1)):
        config = cr.GameConfig(
            players=4,
            preset="dark_city",
            seed=3,
            characters=("witch", *base),
            variants=(*variants, "-dc_district_limit_3"),
        )
        assert every_card(cr.new_game(config))["hospital"] == expected
    with pytest.raises(cr.ConfigError, match="only with the Assassin"):
        cr.new_game(
            cr.GameConfig(
                players=4,
                preset="dark_city",
                seed=3,
                characters=("witch",),
                districts=("hospital",),
            )
        )


def test_hospital_vs_witch_bewitched_owner_may_build_once() -> None:
    """hospital_vs_witch — the bewitched holder who owns a Hospital may build one
    district after gathering, without income or ability, then ends the turn; the Witch
    then resumes as the Merchant."""
    state = _bewitched_hospital_owner()
    assert state.current_player == 2 and state.turn.powers is None
    assert kinds(state) == {"build", "end_turn"}  # no income
    state = act(state, "build", card="temple")
    assert city(state, 2) == ("hospital", "market", "temple")
    assert kinds(state) == {"end_turn"}
    state = act(state, "end_turn")
    assert (state.turn.seat, state.turn.powers) == (0, "merchant")
    assert state.players[2].gold == 4  # 3 + 2 gathered - 1 built


def test_hospital_vs_witch_bewitched_player_without_hospital_only_gathers() -> None:
    """hospital_vs_witch — a bewitched holder who owns no Hospital still only gathers:
    the Witch resumes at once."""
    t = dark_city(characters=("witch",), variants=("hospital_vs_witch",))
    t.seat(0, gold=2, character="witch")
    t.seat(1, city=("hospital",))
    t.seat(2, gold=3, hand=("temple",), character="merchant")
    state = ability(act(t.turn_of("witch"), "take_gold"), "witch.bewitch", character="merchant")
    state = act(state, "take_gold")
    assert (state.turn.seat, state.turn.powers) == (0, "merchant")
    assert city(state, 2) == ()


# ======================================================================================
# hospital_cost_5, lighthouse_cost_5 (004 cost)
# ======================================================================================


@pytest.mark.parametrize(
    "variant,card,before,after",
    [("hospital_cost_5", "hospital", 6, 5), ("lighthouse_cost_5", "lighthouse", 3, 5)],
)
def test_cost_variants_change_build_price_and_score(
    variant: str, card: str, before: int, after: int
) -> None:
    """hospital_cost_5 / lighthouse_cost_5 — the card costs 5 to build and scores 5;
    without the variant its printed cost."""
    for variants, cost in (((), before), ((variant,), after)):
        t = dark_city(variants=variants)
        t.seat(0, gold=9, hand=(card,), character="king")
        state = act(t.turn_of("king"), "take_gold")
        assert state.rules.cards[card].cost == cost
        state = act(state, "build", card=card)
        if state.pending is not None:  # the Lighthouse's look through the deck
            state = act(state, "choose", option=state.pending.options[0])
        assert state.players[0].gold == 11 - cost
        assert lines(cr.scores(state)[0])["districts"] == cost


def test_hospital_cost_5_counts_for_the_warlord() -> None:
    """hospital_cost_5 — a rank-8 ability counts the new cost: the Warlord pays 4."""
    for variants, price in (((), 5), (("hospital_cost_5",), 4)):
        t = dark_city(variants=variants)
        t.seat(0, gold=9, character="warlord")
        t.seat(1, city=("hospital",), character="king")
        state = act(t.turn_of("warlord"), "take_gold")
        state = ability(state, "warlord.destroy", target=1, district="hospital")
        assert state.players[0].gold == 11 - price


# ======================================================================================
# bell_tower_designated_player (004 Bell Tower, 004-Q18-Q20)
# ======================================================================================


def _tower(seed: int = 1, **cities: tuple[str, ...]) -> Table:
    """King at seat 0 about to build the Bell Tower; seats 1-3 with the given cities."""
    t = dark_city(seed=seed, variants=("bell_tower_designated_player",))
    t.seat(0, gold=9, hand=("bell_tower",), city=("market",), character="king")
    t.seat(1, gold=5, hand=("tavern", "docks"), city=cities.get("one", SIX), character="merchant")
    t.seat(2, gold=9, city=cities.get("two", ()), character="warlord")
    t.seat(3, gold=2, hand=("harbor",), city=cities.get("three", ()), character="architect")
    return t


def _built(t: Table) -> cr.GameState:
    return act(act(t.turn_of("king"), "take_gold"), "build", card="bell_tower")


def test_bell_tower_designated_player_off_announces() -> None:
    """bell_tower / bell_tower_designated_player off — the default Bell Tower is
    announced; nothing is designated."""
    t = dark_city()
    t.seat(0, gold=9, hand=("bell_tower",), character="king")
    state = act(act(t.turn_of("king"), "take_gold"), "build", card="bell_tower")
    assert offered(state, "bell_tower.announce") != []
    assert offered(state, "bell_tower.designate") == []


def test_bell_tower_designated_player_replaces_the_announcement() -> None:
    """bell_tower_designated_player — on building, designate any player (the owner too),
    optionally; no announcement."""
    state = _built(_tower())
    assert offered(state, "bell_tower.announce") == []
    assert {a.params["target"] for a in offered(state, "bell_tower.designate")} == {0, 1, 2, 3}
    state = act(state, "end_turn")  # optional: not designating is fine
    assert state.active_character == "merchant"


def test_bell_tower_designated_player_completes_at_t_minus_1() -> None:
    """bell_tower_designated_player — the designated player completes at 7 (T - 1 = 7)
    and ends the game; alone at 7 they get +4 (004-Q19 case 2)."""
    state = ability(_built(_tower()), "bell_tower.designate", target=1)
    assert offered(state, "bell_tower.designate") == []  # irrevocable, once
    assert state.players[1].completed is None and not state.end_triggered  # 6 districts
    state = act(act(act(state, "end_turn"), "take_gold"), "build", card="tavern")
    assert state.players[1].completed == "first" and state.end_triggered
    final = finish_round(act(state, "end_turn"))
    assert final.is_over
    assert lines(cr.scores(final)[1])["first complete"] == 4


def test_bell_tower_designated_player_already_there_completes_at_once() -> None:
    """bell_tower_designated_player — designating a player who already has T - 1
    districts completes their city at once."""
    state = ability(_built(_tower(one=SEVEN)), "bell_tower.designate", target=1)
    assert state.players[1].completed == "first" and state.end_triggered


def test_bell_tower_designated_player_city_is_protected_at_t_minus_1() -> None:
    """bell_tower_designated_player — the designated player's 7-district city counts as
    completed: the Warlord may not touch it; another 7-district city he may."""
    t = _tower(one=SEVEN, three=SEVEN)
    state = ability(_built(t), "bell_tower.designate", target=1)
    state = act(play_until(state, "warlord"), "take_gold")
    seats = {a.params["target"] for a in offered(state, "warlord.destroy")}
    assert 1 not in seats and 3 in seats


def test_bell_tower_designated_player_others_at_t_minus_1_share_the_bonus() -> None:
    """bell_tower_designated_player — when another player already had T - 1, the
    designated player gets +2, not +4 (004-Q19 case 3); that other player gets +2 too
    though incomplete."""
    state = ability(_built(_tower(one=SEVEN, three=SEVEN)), "bell_tower.designate", target=1)
    assert state.players[1].completed == "complete"
    final = finish_round(act(state, "end_turn"))
    assert final.is_over
    assert lines(cr.scores(final)[1])["complete"] == 2
    assert lines(cr.scores(final)[3])["bell tower"] == 2
    assert "bell tower" not in lines(cr.scores(final)[2])  # no districts


def test_bell_tower_designated_player_first_to_t_keeps_plus_4() -> None:
    """bell_tower_designated_player — a player who reached T (8) before the designated
    player reached T - 1 keeps +4 (004-Q19 case 1); the designated player gets +2."""
    t = _tower(three=(*SEVEN, "docks"), one=("temple",))
    state = _built(t)
    assert state.players[3].completed == "first"
    state = ability(state, "bell_tower.designate", target=0)  # the owner: 2 districts
    assert state.players[0].completed is None
    final = finish_round(act(state, "end_turn"))
    assert final.is_over
    assert lines(cr.scores(final)[3])["first complete"] == 4


def test_bell_tower_designated_player_late_t_gets_only_plus_2() -> None:
    """bell_tower_designated_player — reaching T after the designated player reached
    T - 1 earns +2, not +4."""
    t = _tower(one=SEVEN, three=SEVEN)
    t.seat(3, gold=4, hand=("harbor",), city=SEVEN, character="architect")
    state = ability(_built(t), "bell_tower.designate", target=1)
    assert state.players[1].completed == "complete"  # seat 3 had 7 too
    state = act(act(play_until(state, "architect"), "take_gold"), "build", card="harbor")
    assert state.players[3].completed == "complete"


def test_bell_tower_designated_player_void_if_destroyed_first() -> None:
    """bell_tower_designated_player — the Bell Tower destroyed before the designated
    player reached T - 1 voids the designation: 7 districts no longer complete."""
    t = _tower()
    state = ability(_built(t), "bell_tower.designate", target=1)
    state = act(play_until(state, "warlord"), "take_gold")
    assert city_size(state, 1) == 7  # 6 districts, designated
    state = ability(state, "warlord.destroy", target=0, district="bell_tower")
    assert state.token("bell_tower.designated") is None
    assert city_size(state, 1) == 6


# ======================================================================================
# Existing variants, with and without
# ======================================================================================


def _threshold(players: int, preset: str = "classic", *variants: str) -> int:
    state = cr.new_game(cr.GameConfig(players=players, preset=preset, seed=1, variants=variants))
    return state.rules.threshold(state)


@pytest.mark.parametrize("preset", ["classic", "dark_city"])
@pytest.mark.parametrize(
    "variant,players,off,on",
    [
        ("short_game_7", 4, 8, 7),
        ("end_at_8", 2, 10, 8),
        ("end_at_10", 4, 8, 10),
        ("end_at_12", 5, 8, 12),
        ("two_player_end_10", 2, 10, 10),
        ("two_player_end_12", 2, 10, 12),
    ],
)
def test_threshold_variants_with_and_without(
    preset: str, variant: str, players: int, off: int, on: int
) -> None:
    """C-14.1a — short_game_7, end_at_8, end_at_10, end_at_12, two_player_end_10 (the
    base rule in classic/dark_city) and two_player_end_12, each off then on."""
    assert _threshold(players, preset) == off
    assert _threshold(players, preset, variant) == on


@pytest.mark.parametrize("preset", ["classic", "dark_city"])
def test_bank_35_and_bank_unlimited_with_and_without(preset: str) -> None:
    """C-3.1 / bank_35, bank_unlimited — 30 coins by default, 35, or no limit."""
    for variants, bank in (((), 30 - 8), (("bank_35",), 35 - 8), (("bank_unlimited",), None)):
        config = cr.GameConfig(players=4, preset=preset, seed=1, variants=variants)
        assert cr.new_game(config).bank == bank


def test_discard_pile_with_and_without() -> None:
    """C-1.4 / discard_pile — the card not kept goes under the deck, or face up to the
    discard pile with the variant."""
    for variants, pile in (((), ()), (("discard_pile",), ("market",))):
        t = dark_city(variants=variants)
        t.seat(0, character="king")
        t.deck(("market", "palace"))
        state = act(act(t.turn_of("king"), "draw"), "keep", card="palace")
        assert state.discard == pile
        assert (state.deck[-1] == "market") is (not pile)


def _tie(*variants: str) -> cr.GameState:
    """Seats 0 and 1 tied at 25 points (21 + 4 for completing / 25 in 6 districts);
    seat 1 has more gold."""
    t = Table(players=4, seed=5, variants=variants)
    t.seat(0, gold=1, hand=("market",), city=SEVEN, character="king")
    rich = ("cathedral", "palace", "fortress", "castle", "manor", "monastery")
    t.seat(1, gold=6, city=rich, character="bishop")
    state = act(act(t.turn_of("king"), "take_gold"), "build", card="market")
    return finish_round(act(state, "end_turn"))


def test_tiebreak_chain_and_tie_shared_victory_with_and_without() -> None:
    """C-16.2 / C-16.3 — a tie is shared in classic (tie_shared_victory is the base
    rule); tiebreak_chain gives it to the player with more gold."""
    base = _tie()
    assert base.is_over
    totals = [s.total for s in cr.scores(base)]
    assert totals[0] == totals[1] and max(totals) == totals[0]
    assert cr.winners(base) == (0, 1)
    assert cr.winners(_tie("tie_shared_victory")) == (0, 1)
    assert cr.winners(_tie("tiebreak_chain")) == (1,)


def test_dc_district_limit_3_with_and_without() -> None:
    """C-2.2 / dc_district_limit_3 (on in dark_city) — 14 Dark City purples replace 14
    base cards (66 in play); off, all 80 cards are used."""
    for variants, total, out in (((), 66, 14), (("-dc_district_limit_3",), 80, 0)):
        config = cr.GameConfig(players=4, preset="dark_city", seed=1, variants=variants)
        state = cr.new_game(config)
        assert sum(every_card(state).values()) == total and len(state.out) == out


@pytest.mark.parametrize("preset", ["classic", "dark_city"])
def test_three_player_methods_with_and_without(preset: str) -> None:
    """C-6.1-C-6.3 — three_player_method_1 (the default: 7 characters, no rank 1),
    method 2 (8 characters) and method 3 (9 characters, dark_city only)."""
    state = cr.new_game(cr.GameConfig(players=3, preset=preset, seed=1))
    assert "three_player_method_1" in state.rules.variants
    assert len(state.lineup) == 7 and state.rules.threshold(state) == 10
    config = cr.GameConfig(players=3, preset=preset, seed=1, variants=("three_player_method_2",))
    state = cr.new_game(config)
    assert "three_player_method_1" not in state.rules.variants
    assert len(state.lineup) == 8 and state.rules.threshold(state) == 8
    if preset == "dark_city":
        config = cr.GameConfig(
            players=3,
            preset=preset,
            seed=1,
            characters=("artist",),
            variants=("three_player_method_3",),
        )
        assert len(cr.new_game(config).lineup) == 9
    else:
        with pytest.raises(cr.ConfigError, match="rank-9 character"):
            cr.new_game(
                cr.GameConfig(
                    players=3, seed=1, variants=("-three_player_method_1", "three_player_method_3")
                )
            )


def test_witch_takes_gather_bonus_with_and_without() -> None:
    """faq:004-Q50 / witch_takes_gather_bonus (on in dark_city) — the Merchant's +1 goes
    to the Witch; switched off, to the bewitched holder with their gather."""
    for variants, witch, holder in (((), 3, 2), (("-witch_takes_gather_bonus",), 2, 3)):
        t = dark_city(characters=("witch",), variants=variants)
        t.seat(0, gold=0, character="witch")
        t.seat(2, gold=0, character="merchant")
        state = ability(act(t.turn_of("witch"), "take_gold"), "witch.bewitch", character="merchant")
        state = act(state, "take_gold")
        assert (state.turn.seat, state.turn.powers) == (0, "merchant")
        assert state.players[0].gold == witch and state.players[2].gold == holder


def test_bell_tower_short_game_6_with_and_without() -> None:
    """faq:000-bell_tower-6 / bell_tower_short_game_6 — with short_game_7 the Bell Tower
    leaves the deck; with the variant it stays and, announced, ends the game at 6."""
    for variants, count in (((), 0), (("bell_tower_short_game_6",), 1)):
        config = cr.GameConfig(
            players=4,
            preset="dark_city",
            seed=1,
            variants=("short_game_7", "-dc_district_limit_3", *variants),
        )
        assert every_card(cr.new_game(config))["bell_tower"] == count
    t = dark_city(variants=("short_game_7", "bell_tower_short_game_6"))
    t.seat(0, gold=9, hand=("bell_tower",), city=SIX[:5], character="king")
    state = act(act(t.turn_of("king"), "take_gold"), "build", card="bell_tower")
    state = ability(state, "bell_tower.announce")
    assert state.rules.threshold(state) == 6
    assert state.players[0].completed == "first"


def test_engine_ballroom_auto_thanks_with_and_without() -> None:
    """engine.ballroom_auto_thanks — with the Ball Room's owner holding the crown, a
    called character must say thanks first; with the option it is said for them."""
    for variants, asked in (((), True), (("engine.ballroom_auto_thanks",), False)):
        t = dark_city(variants=variants)
        t.seat(0, city=("ballroom",), character="king")
        t.seat(1, character="bishop")
        t.crown(0)
        state = finish(t.turn_of("king"))
        assert state.active_character == "bishop"
        assert (offered(state, "ballroom.thank") != []) is asked


def _dealt_again_for_every_seat(state: cr.GameState) -> None:
    """Every seat's sampled world (``cr.resample``) holds the pending decision with its
    real options (they are public), so a bot can play on from it."""
    import random

    for seat in range(len(state.players)):
        world = cr.resample(cr.observe(state, seat), random.Random(seat))
        assert world.pending.options == state.pending.options, seat
        assert cr.legal_actions(world) == cr.legal_actions(state), seat
