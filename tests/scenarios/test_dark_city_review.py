"""Regression tests for problems a review found in the Dark City rules (each reproduced
first, then fixed)."""

from __future__ import annotations

from collections import Counter

import citadels_rules as cr
from citadels_rules.testing import Table

A = cr.Action


def test_c_10_3_bewitched_player_only_gathers() -> None:
    """C-10.3 / witch — the bewitched holder takes only the gather action: no district
    ability (Laboratory, Smithy, Armory) before or instead of it."""
    t = Table(players=4, preset="dark_city", seed=1, characters=("witch",))
    t.seat(0, character="witch")
    t.seat(1, character="king", city=("laboratory", "smithy", "armory"), gold=3, hand=("temple",))
    t.seat(2, character="bishop", city=("manor",))
    t.seat(3, character="warlord")
    s = cr.apply(t.turn_of("witch"), A("take_gold", actor=0))
    s = cr.apply(s, A("ability", actor=0, name="witch.bewitch", character="king"))
    assert s.current_player == 1 and s.turn.powers is None
    assert cr.legal_actions(s) == [A("draw", actor=1), A("take_gold", actor=1)]


def test_witch_gathers_first_then_may_bewitch_even_after_thanking() -> None:
    """witch §1 / ballroom — her gather is her first action (no Armory before it); the Ball
    Room's thanks come before it and do not cost her the bewitching."""
    t = Table(players=4, preset="dark_city", seed=1, characters=("witch",))
    t.seat(0, character="witch", city=("armory",), hand=("castle",))
    t.seat(1, character="king", city=("manor", "ballroom"))
    t.seat(2, character="bishop")
    t.seat(3, character="warlord")
    t.crown(1)
    s = t.turn_of("witch")
    assert cr.legal_actions(s) == [
        A("ability", actor=0, name="ballroom.thank"),
        A("draw", actor=0),
        A("end_turn", actor=0),
        A("take_gold", actor=0),
    ]  # a first action other than the thanks loses the turn
    s = cr.apply(s, A("ability", actor=0, name="ballroom.thank"))
    assert {a.kind for a in cr.legal_actions(s)} == {"take_gold", "draw"}
    s = cr.apply(s, A("take_gold", actor=0))
    bewitch = A("ability", actor=0, name="witch.bewitch", character="king")
    assert bewitch in cr.legal_actions(s)
    s = cr.apply(s, A("build", actor=0, card="castle"))
    assert bewitch not in cr.legal_actions(s), "only right after her gather"


def test_c_2_2_set_aside_cards_stay_out_of_the_game_through_a_graveyard_take() -> None:
    """C-2.2 / dc_district_limit_3 — the base cards set aside at setup are out of the game
    (``state.out``): a Graveyard taking a destroyed district of the same name leaves them
    there."""
    probe = Table(players=4, preset="dark_city", seed=1).build()
    victim = next(c for c in ("temple", "manor", "tavern", "market", "castle") if c in probe.out)
    t = Table(players=4, preset="dark_city", seed=1)
    t.seat(0, character="warlord", gold=5)
    t.seat(1, character="king", city=(victim,))
    t.seat(2, character="bishop", city=("graveyard",), gold=3)
    t.seat(3, character="merchant")
    s = cr.apply(t.turn_of("warlord"), A("take_gold", actor=0))
    out, deck = Counter(s.out), len(s.deck)
    s = cr.apply(s, A("ability", actor=0, name="warlord.destroy", target=1, district=victim))
    s = cr.apply(s, A("choose", actor=2, option="take"))
    assert Counter(s.out) == out and len(s.deck) == deck and s.aside == ()
    assert victim in s.players[2].hand


def test_c_14_1a_bell_tower_lowers_the_threshold_after_the_variants() -> None:
    """C-14.1a — "finally an active Bell Tower lowers T by 1": after short_game_7 and
    bell_tower_short_game_6 the game ends at 6 (faq:000-bell_tower-6)."""
    t = Table(
        players=4, preset="dark_city", seed=1, variants=("short_game_7", "bell_tower_short_game_6")
    )
    t.seat(0, character="king", gold=5, hand=("bell_tower",))
    s = t.turn_of("king")
    assert s.rules.threshold(s) == 7
    s = cr.apply(s, A("take_gold", actor=0))
    s = cr.apply(s, A("build", actor=0, card="bell_tower"))
    s = cr.apply(s, A("ability", actor=0, name="bell_tower.announce"))
    assert s.rules.threshold(s) == 6


def test_c_14_2_destroyed_bell_tower_keeps_what_was_earned_before() -> None:
    """C-14.2 / bell_tower — a city completed at 8 before the Bell Tower was announced
    keeps its flag and the end trigger when the Tower is destroyed later."""
    eight = (
        "temple",
        "church",
        "monastery",
        "cathedral",
        "watchtower",
        "prison",
        "battlefield",
        "fortress",
    )
    t = Table(players=4, preset="dark_city", seed=1)
    t.seat(0, character="magician", gold=5, hand=("bell_tower",), city=("manor",))
    t.seat(1, character="king", city=eight)
    t.seat(2, character="bishop", city=("armory",))
    t.seat(3, character="warlord", gold=6)
    s = t.turn_of("magician")
    for a in [
        A("take_gold", actor=0),
        A("build", actor=0, card="bell_tower"),
        A("ability", actor=0, name="bell_tower.announce"),
        A("end_turn", actor=0),
        A("take_gold", actor=1),
        A("end_turn", actor=1),
        A("ability", actor=2, name="armory.destroy", target=1, district="temple"),
        A("take_gold", actor=2),
        A("end_turn", actor=2),
        A("take_gold", actor=3),
    ]:
        s = cr.apply(s, a)
    s = cr.apply(s, A("ability", actor=3, name="warlord.destroy", target=0, district="bell_tower"))
    assert s.players[1].completed == "first" and s.end_triggered and s.is_over


def test_faq_000_diplomat_2_duplicates_judged_after_the_exchange() -> None:
    """faq:000-diplomat-1/-2, quarry — a Quarry given away no longer allows a duplicate;
    a duplicate given away frees the Quarry's one place."""
    t = Table(players=4, preset="dark_city", seed=1, characters=("diplomat",))
    t.seat(0, character="diplomat", gold=5, city=("quarry", "temple"))
    t.seat(1, character="king", city=("temple", "manor"))
    s = cr.apply(t.turn_of("diplomat"), A("take_gold", actor=0))
    gives_quarry = A(
        "ability", actor=0, name="diplomat.exchange", target=1, district="temple", own="quarry"
    )
    assert gives_quarry not in cr.legal_actions(s)

    t = Table(players=4, preset="dark_city", seed=1, characters=("diplomat",))
    t.seat(0, character="diplomat", gold=5, city=("quarry", "temple", "temple", "manor"))
    t.seat(1, character="king", city=("manor", "castle"))
    s = cr.apply(t.turn_of("diplomat"), A("take_gold", actor=0))
    frees_place = A(
        "ability", actor=0, name="diplomat.exchange", target=1, district="manor", own="temple"
    )
    assert frees_place in cr.legal_actions(s)
    s = cr.apply(s, frees_place)
    assert sorted(d.card for d in s.players[0].city) == ["manor", "manor", "quarry", "temple"]


def test_diplomat_any_time_exchanges_before_gathering() -> None:
    """diplomat_any_time — the exchange is offered before gathering and the turn goes on."""
    t = Table(
        players=4,
        preset="dark_city",
        seed=1,
        characters=("diplomat",),
        variants=("diplomat_any_time",),
    )
    t.seat(0, character="diplomat", gold=5, city=("temple",))
    t.seat(1, character="king", city=("manor",))
    state = t.turn_of("diplomat")
    swap = A("ability", actor=0, name="diplomat.exchange", target=1, district="manor", own="temple")
    assert swap in cr.legal_actions(state)
    state = cr.apply(state, swap)
    assert state.turn is not None and state.turn.seat == 0 and not state.turn.gathered
    assert [d.card for d in state.players[0].city] == ["manor"]
