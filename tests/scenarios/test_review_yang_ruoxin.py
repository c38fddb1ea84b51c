"""Review of fan Yang Ruoxin's immunity (characters.md §6.4; faq:004-Q7, Q41, Q55): the
abilities that reached her gold, hand or city, or named her, although her text and theirs
forbid it. One test per finding, each citing the spec line it follows.
"""

from __future__ import annotations

from typing import Any

import pytest

import citadels_rules as cr
from citadels_rules.testing import Table

YANG = "fan.yang_ruoxin"


def do(state: cr.GameState, kind: str, **params: Any) -> cr.GameState:
    seat = state.current_player
    assert seat is not None
    return cr.apply(state, cr.Action(kind, actor=seat, **params))


def offered(state: cr.GameState, name: str, key: str) -> set[Any]:
    """The values of ``key`` among the legal uses of ability ``name``."""
    return {
        a.params.get(key)
        for a in cr.legal_actions(state)
        if a.kind == "ability" and a.params.get("name") == name
    }


# -- 1. Magician, Wizard, Spy naming her (their *_targets_character mode, on in fan) --------

NAMERS = {"magician": "magician.swap", "wizard": "wizard.take", "spy": "spy.peek"}


@pytest.mark.parametrize("namer", sorted(NAMERS))
def test_fan_yang_ruoxin_not_named_by_magician_wizard_spy_faq_004_Q7(namer: str) -> None:
    """``fan.yang_ruoxin``: §6.4 (004 list: Magician, Spy, Wizard; "Revealing": the actor
    must pick another), faq:004-Q7: a character-naming Magician, Wizard or Spy may not
    name her while she is immune; killed, she has no immunity (faq:004-Q41) and the
    Magician and Wizard may (the Spy never names a killed character, §2.2)."""

    def table() -> Table:
        t = Table(players=5, preset="fan", seed=2, characters=(namer, YANG, "assassin"))
        t.seat(0, gold=0, hand=("tavern",), character=namer)
        t.seat(1, gold=3, hand=("temple", "church", "manor"), character=YANG)
        t.seat(2, gold=3, hand=("temple",), character="king")
        t.seat(3, gold=0, hand=(), character="assassin")
        return t

    state = table().turn_of(namer)
    assert YANG in state.revealed
    named = offered(state, NAMERS[namer], "character")
    assert "king" in named and YANG not in named
    t = table()
    t.mark(YANG, "killed")
    assert (YANG in offered(t.turn_of(namer), NAMERS[namer], "character")) == (namer != "spy")


def test_fan_yang_ruoxin_bewitched_the_witch_is_not_named_faq_004_Q55() -> None:
    """``fan.yang_ruoxin``: faq:004-Q55, §6.4 "if bewitched the Witch gets it": the
    character-naming Magician may not name the Witch who bewitched her (her seat is the
    immune one), and may name Yang Ruoxin (her holder is not protected)."""
    t = Table(players=5, preset="fan", seed=2, characters=("witch", "magician", YANG))
    t.seat(0, gold=0, hand=("temple",), character="witch")
    t.seat(1, gold=0, hand=("church",), character="magician")
    t.seat(2, gold=0, hand=("manor",), character=YANG)
    state = do(t.turn_of("witch"), "take_gold")
    state = do(state, "ability", name="witch.bewitch", character=YANG)
    while state.active_character != "magician":
        kinds = {a.kind for a in cr.legal_actions(state)}
        state = do(state, "take_gold" if "take_gold" in kinds else "end_turn")
    named = offered(state, "magician.swap", "character")
    assert YANG in named and "witch" not in named


def test_fan_yang_ruoxin_not_reached_by_player_directed_wizard_faq_004_Q7() -> None:
    """``fan.yang_ruoxin``: §3.2 "Yang Ruoxin player → reveal and choose another", §6.4:
    the Wizard naming a player (``wizard_targets_character`` off) may not pick her."""
    t = Table(players=5, preset="fan", seed=2, variants=("-wizard_targets_character",))
    t.seat(0, gold=0, hand=(), character="wizard")
    t.seat(1, gold=3, hand=("temple", "church"), character=YANG)
    t.seat(2, gold=3, hand=("temple",), character="king")
    targets = offered(t.turn_of("wizard"), "wizard.take", "target")
    assert 2 in targets and 1 not in targets


# -- 2. Armory ------------------------------------------------------------------------------


def test_fan_yang_ruoxin_armory_spares_her_districts_faq_004_Q7() -> None:
    """``armory`` vs ``fan.yang_ruoxin``: faq:004-Q7 "The Armory cannot destroy Yang Ruoxin's
    districts"; districts.md Armory table "no (004-Q7), not even by herself": another
    player's Armory may not hit her city, nor may her own (``armory_own_districts``, on in
    fan) -- which still hits other cities (§6.4)."""
    t = Table(players=5, preset="fan", seed=2, characters=(YANG,))
    t.seat(0, gold=5, city=("armory", "temple"), character="warlord")
    t.seat(1, gold=5, city=("tavern", "market"), character=YANG)
    t.seat(2, gold=5, city=("church",), character="king")
    theirs = offered(t.turn_of("warlord"), "armory.destroy", "target")
    assert 2 in theirs and 1 not in theirs
    t = Table(players=5, preset="fan", seed=2, characters=(YANG,))
    t.seat(0, gold=5, city=("temple",), character="warlord")
    t.seat(1, gold=5, city=("armory", "tavern", "market"), character=YANG)
    t.seat(2, gold=5, city=("church",), character="king")
    assert offered(t.turn_of(YANG), "armory.destroy", "target") == {0, 2}


# -- 5. Magistrate and Blackmailer ---------------------------------------------------------


def test_fan_yang_ruoxin_no_warrant_no_threat_faq_004_Q7() -> None:
    """``magistrate``, ``blackmailer`` vs ``fan.yang_ruoxin``: §1.3 warrants "not rank 1; not
    Yang Ruoxin"; §2.3 illegal targets "... Yang Ruoxin (fan)" -- whether or not she is
    revealed yet."""
    chars = (YANG, "magistrate", "blackmailer")
    t = Table(players=5, preset="fan", seed=2, characters=chars)
    t.seat(0, gold=5, character="magistrate")
    t.seat(1, gold=5, city=("tavern",), character=YANG)
    t.seat(2, gold=5, character="blackmailer")
    t.seat(3, gold=5, character="king")
    warrants = offered(t.turn_of("magistrate"), "magistrate.warrant", "character")
    assert "king" in warrants and YANG not in warrants
    threats = offered(t.turn_of("blackmailer"), "blackmailer.threaten", "character")
    assert "king" in threats and YANG not in threats


# -- 6. Tax Collector (2016) ----------------------------------------------------------------


def test_fan_yang_ruoxin_pays_no_tax() -> None:
    """``tax_collector`` vs ``fan.yang_ruoxin``: §9.3 "Not paid by: ... Yang Ruoxin"; §6.4
    "Tax Collector (you pay no tax)". Another builder still pays."""
    t = Table(players=5, preset="fan", seed=2, characters=(YANG, "tax_collector"))
    t.seat(1, gold=5, hand=("manor",), city=("tavern",), character=YANG)
    t.seat(2, gold=5, character="king")
    t.seat(3, gold=5, hand=("temple",), character="warlord")
    t.seat(4, gold=5, character="tax_collector")
    state = do(do(t.turn_of(YANG), "take_gold"), "build", card="manor")
    assert state.players[1].gold == 5 + 2 - 3
    assert state.token("tax_collector.gold", 0) == 0
    state = do(do(t.turn_of("warlord"), "take_gold"), "build", card="temple")
    assert state.token("tax_collector.gold", 0) == 1


# -- 7. Abbot -------------------------------------------------------------------------------


def test_fan_yang_ruoxin_abbot_takes_nothing_from_her() -> None:
    """``abbot`` vs ``fan.yang_ruoxin``: §6.4 immunity list "Abbot taking gold"; §5.2 "if she
    is the unique richest, nothing is taken (AMBIGUOUS default)" (README ambiguity 25);
    likewise no card when she has the most (``abbot_fan_cards``, on in fan)."""
    t = Table(players=5, preset="fan", seed=2, characters=(YANG, "abbot"))
    t.seat(0, gold=1, hand=(), character="abbot")
    t.seat(1, gold=9, hand=("temple", "church", "manor", "tavern", "market"), character=YANG)
    t.seat(2, gold=5, hand=(), character="king")
    t.seat(3, gold=2, hand=(), character="warlord")
    t.seat(4, gold=2, hand=(), character="architect")
    state = do(t.turn_of("abbot"), "ability", name="abbot.collect")
    assert [p.gold for p in state.players[:3]] == [1, 9, 5]
    assert len(state.players[1].hand) == 5 and state.players[0].hand == ()


# -- 8. Emperor -----------------------------------------------------------------------------


def test_fan_yang_ruoxin_pays_the_emperor_nothing() -> None:
    """``emperor`` vs ``fan.yang_ruoxin``: §4.2 "A Yang Ruoxin recipient pays nothing
    (immunity) -- AMBIGUOUS, default" (README ambiguity 24): she takes the crown, nothing
    is asked of her."""
    t = Table(players=5, preset="fan", seed=2, characters=(YANG, "emperor"))
    t.seat(0, gold=1, character="emperor")
    t.seat(1, gold=9, hand=("temple",), character=YANG)
    t.seat(2, gold=5, character="bishop")
    t.crown(3)
    state = do(t.turn_of("emperor"), "ability", name="emperor.crown", target=1)
    assert state.crown == 1 and state.pending is None
    assert (state.players[0].gold, state.players[1].gold) == (1, 9)
    assert state.players[1].hand == ("temple",)
