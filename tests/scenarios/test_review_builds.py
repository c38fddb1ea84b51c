"""Review fixes on builds: the Magistrate's confiscation and completion, the Trader and
the Navigator with the Stables, ``hospital_vs_magistrate`` and
``magistrate_victim_builds_again``."""

from __future__ import annotations

from typing import Any

import citadels_rules as cr
from citadels_rules.game.state import GameState
from citadels_rules.testing import Table


def act(state: GameState, seat: int, kind: str, **params: Any) -> GameState:
    return cr.apply(state, cr.Action(kind, actor=seat, **params))


def builds(state: GameState) -> list[str]:
    return sorted(str(a.params["card"]) for a in cr.legal_actions(state) if a.kind == "build")


def to_signed_builder(t: Table, victim: str) -> GameState:
    """Seat 0's Magistrate signs ``victim``'s warrant (seat 1), then the turns run to
    ``victim``, who has gathered gold."""
    state = t.turn_of("magistrate")
    state = act(state, 0, "ability", name="magistrate.warrant", character=victim)
    while state.pending is not None and state.pending.seat == 0:
        option = next(o for o in state.pending.options if o != victim)
        state = act(state, 0, "choose", option=option)
    while state.active_character != victim:
        seat = state.current_player
        state = act(act(state, seat, "take_gold"), seat, "end_turn")
    return act(state, 1, "take_gold")


def test_magistrate_confiscated_district_does_not_complete_the_builders_city() -> None:
    """characters.md §1.3: "the confiscated district never enters the builder's city" and
    it "counts toward the Magistrate's city size (may trigger game end / completion
    flags)" (C-14.2): the builder's 7th district, confiscated, completes the
    Magistrate's city, not the builder's."""
    six = ("tavern", "market", "docks", "harbor", "watchtower", "prison")
    for magistrate_city, ends in ((("temple",), False), (("temple", *six[:5]), True)):
        t = Table(players=4, preset="edition_2016", seed=2, characters=("magistrate",))
        t.seat(0, gold=0, city=magistrate_city, character="magistrate")
        t.seat(1, gold=10, hand=("castle",), city=six, character="merchant")
        t.seat(2, gold=2, character="king")
        t.seat(3, gold=2, character="warlord")
        state = act(to_signed_builder(t, "merchant"), 1, "build", card="castle")
        state = act(state, 0, "choose", option="confiscate")
        assert len(state.players[1].city) == 6 and state.players[1].completed is None
        assert "first complete" not in str(cr.scores(state)[1])
        assert state.end_triggered is ends
        assert state.players[0].completed == ("first" if ends else None)


def test_trader_stables_are_not_the_non_green_build() -> None:
    """districts.md `stables` ("does not count toward your build limit") and
    characters.md §6.3 Trader (any number of green districts plus one non-green): the
    Stables are offered beside the one non-green build, before or after it."""
    for first, then in (("temple", "stables"), ("stables", "temple")):
        t = Table(players=4, preset="edition_2016", seed=2, characters=("trader",),
                  variants=("all_new_purples",))  # fmt: skip
        t.seat(0, gold=30, hand=("tavern", "temple", "manor", "stables"), character="trader")
        state = act(act(t.turn_of("trader"), 0, "take_gold"), 0, "build", card=first)
        assert then in builds(state)
        state = act(state, 0, "build", card=then)
        assert builds(state) == ["tavern"]  # the manor would be a second non-green build


def test_hospital_vs_magistrate_keeps_the_hospital_variants_57() -> None:
    """variants.md #57: "the Hospital is not removed when the Magistrate is in the
    lineup" (C-2.3, faq:004-Q72); without the variant it is removed."""
    for variants, kept in (((), True), (("-hospital_vs_magistrate",), False)):
        config = cr.GameConfig(players=4, preset="fan", seed=1, characters=("magistrate",),
                               variants=variants)  # fmt: skip
        state = cr.new_game(config)
        held = [c for p in state.players for c in p.hand]
        assert ("hospital" in (*state.deck, *held)) is kept
    t = Table(players=4, preset="fan", seed=1, characters=("magistrate",))
    t.seat(0, gold=2, character="magistrate")
    t.seat(1, gold=10, hand=("palace",), city=("hospital",), character="king")
    state = act(to_signed_builder(t, "king"), 1, "build", card="palace")
    assert state.players[0].gold == 2 + 2  # gathered 2
    state = act(state, 0, "choose", option="confiscate")
    assert state.players[0].gold == 4 - 5 // 2  # half the Palace's printed cost


def test_navigator_no_stables_after_the_ability() -> None:
    """characters.md §7.2 and C-9.4: "if the ability is used, you may not build anything
    this turn (not even Stables)"; unused, the Navigator builds (Stables too)."""
    t = Table(players=4, preset="fan", seed=1, characters=("navigator",))
    t.seat(0, gold=10, hand=("temple", "stables"), character="navigator")
    state = act(t.turn_of("navigator"), 0, "take_gold")
    assert builds(state) == ["stables", "temple"]
    state = act(state, 0, "ability", name="navigator.gain", option="gold")
    assert builds(state) == []


def test_magistrate_victim_builds_again_architect_variants_76() -> None:
    """variants.md #76 ``magistrate_victim_builds_again``: "a district confiscated ...
    does not count toward its builder's build limit": an Architect whose first build is
    confiscated still builds 3 more (R16's reading, the variant off: 2 more)."""
    for variants, more in (((), 3), (("-magistrate_victim_builds_again",), 2)):
        t = Table(players=4, preset="fan", seed=1, characters=("magistrate",),
                  variants=variants)  # fmt: skip
        t.seat(0, gold=2, character="magistrate")
        hand = ("manor", "temple", "church", "tavern", "market")
        t.seat(1, gold=20, hand=hand, character="architect")
        state = act(to_signed_builder(t, "architect"), 1, "build", card="manor")
        state = act(state, 0, "choose", option="confiscate")
        built = 0
        while mine := [c for c in builds(state) if c in hand]:
            state = act(state, 1, "build", card=mine[0])
            built += 1
        assert built == more


def test_magistrate_victim_builds_again_confiscated_stables_give_nothing_more() -> None:
    """variants.md #76 with districts.md `stables`: confiscated Stables never counted,
    so the builder's limit is unchanged (one more build, not two)."""
    t = Table(players=4, preset="fan", seed=1, characters=("magistrate",))
    t.seat(0, gold=2, character="magistrate")
    t.seat(1, gold=20, hand=("stables", "manor", "temple"), character="king")
    state = act(to_signed_builder(t, "king"), 1, "build", card="stables")
    state = act(state, 0, "choose", option="confiscate")
    state = act(state, 1, "build", card="manor")
    assert builds(state) == []
