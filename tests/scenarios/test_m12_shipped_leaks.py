"""Leaks in shipped cards found by Milestone 12's stronger checks (two-sided
non-interference with secret alternatives, the resample check), each fixed and pinned
here."""

from __future__ import annotations

import random
from typing import Any

import citadels_rules as cr
from citadels_rules.testing import Table
from citadels_rules.testing.invariants import check_noninterference

P = "edition_2016"


def act(state: cr.GameState, seat: int, kind: str, **params: Any) -> cr.GameState:
    return cr.apply(state, cr.Action(kind, actor=seat, **params))


def _seer_gives_first(option: str) -> cr.GameState:
    t = Table(players=3, preset=P, seed=1)
    t.seat(0, gold=1, hand=("tavern",), character="seer")
    t.seat(1, hand=("temple",), character="trader")
    t.seat(2, hand=("manor",), character="king")
    state = act(t.turn_of("seer"), 0, "ability", name="seer.take")
    return act(state, 0, "choose", option=option)


def test_seer_give_back_sizes_do_not_tell_which_card_he_gave() -> None:
    """characters.md §3.3: the Seer gives back a card "from your hand" -- at the table the
    collected cards are in it. Giving back his own card or a collected one leaves his
    hand and the cards aside the same sizes (before: his hand shrank only when he gave
    his own, so every seat learned which kind he gave)."""
    own, collected = _seer_gives_first("tavern"), _seer_gives_first("temple")
    for seat in (1, 2):
        a, b = cr.observe(own, seat), cr.observe(collected, seat)
        assert a.players[0].hand_size == b.players[0].hand_size
        assert len(a.aside) == len(b.aside)
    # the give-back options stay his hand and the collected cards
    assert set(own.pending.options) == {"manor", "temple"}
    assert set(collected.pending.options) == {"manor", "tavern"}


def test_seer_still_ends_with_every_card_accounted_for() -> None:
    """§3.3: after the last give-back the collected cards left join his hand."""
    state = _seer_gives_first("tavern")
    state = act(state, 0, "choose", option="temple")
    assert state.aside == () and sorted(state.players[0].hand) == ["manor"]
    assert state.players[1].hand == ("tavern",) and state.players[2].hand == ("temple",)


def test_blackmailer_threats_public_which_two_secret_which_real() -> None:
    """characters.md §2.3 (R16): the two threats are public, which one is real is not:
    the view of another seat is the same whichever of the two is real."""
    t = Table(players=4, preset=P, seed=1)
    t.seat(0, character="blackmailer")
    t.seat(1, character="merchant")
    t.seat(2, character="architect")
    t.seat(3, character="king")
    base = act(t.turn_of("blackmailer"), 0, "take_gold")
    real_merchant = act(
        act(base, 0, "ability", name="blackmailer.threaten", character="merchant"),
        0,
        "choose",
        option="architect",
    )
    real_architect = act(
        act(base, 0, "ability", name="blackmailer.threaten", character="architect"),
        0,
        "choose",
        option="merchant",
    )
    for seat in (1, 2, 3):
        assert cr.observe(real_merchant, seat) == cr.observe(real_architect, seat)
    assert cr.observe(real_merchant, 0) != cr.observe(real_architect, 0)


def test_the_check_compares_a_placing_answer_only_with_the_same_placement() -> None:
    """``@card.answer(public=...)``: the Blackmailer's fake threat and the Magistrate's
    last unsigned warrant place every token at once, so which characters hold one is
    public; the non-interference check compares them only with answers placing the same
    set (before, it took another fake threat for a secret choice and called the public
    marks a leak)."""
    t = Table(players=4, preset=P, seed=1)
    t.seat(0, character="blackmailer")
    t.seat(1, character="merchant")
    t.seat(2, character="architect")
    t.seat(3, character="king")
    state = act(t.turn_of("blackmailer"), 0, "take_gold")
    state = act(state, 0, "ability", name="blackmailer.threaten", character="merchant")
    fake = cr.Action("choose", actor=0, option="architect")
    for seat in (1, 2, 3):
        check_noninterference(state, fake, seat, random.Random(seat))

    t = Table(players=4, preset=P, seed=1)
    t.seat(0, character="magistrate")
    t.seat(1, character="merchant")
    t.seat(2, character="architect")
    t.seat(3, character="king")
    state = act(t.turn_of("magistrate"), 0, "take_gold")
    state = act(state, 0, "ability", name="magistrate.warrant", character="merchant")
    state = act(state, 0, "choose", option="king")
    last = cr.Action("choose", actor=0, option="architect")
    for seat in (1, 2, 3):
        check_noninterference(state, last, seat, random.Random(seat))


def test_yang_xiaofan_rebuilt_city_and_hand_back_are_not_secret_choices_leaking() -> None:
    """characters.md §3.4 (004 "自創3號角色"): the last district chosen rebuilds Yang
    Xiaofan's city and the last card chosen hands every card back, in public; the check
    compares those answers only with answers of the same outcome (``public=``). Before,
    every game with him failed the two-sided check."""
    from citadels_rules.testing.invariants import check_game

    lineup = ("assassin", "thief", "fan.yang_xiaofan", "king", "bishop", "merchant",
              "architect", "warlord")  # fmt: skip
    for seed in (0, 3):
        config = cr.GameConfig(players=5, preset="fan", seed=seed, characters=lineup)
        check_game(config, seed, every=2)
