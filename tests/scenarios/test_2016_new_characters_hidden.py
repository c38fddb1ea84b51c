"""The nine 2016 characters, second part: hidden information at each of their decisions
(views, events, resampled worlds, C-1.11), the Witch and other characters against them,
the FAQ rulings about them and the remaining variants."""

from __future__ import annotations

import copy
import random

import pytest

import citadels_rules as cr
from citadels_packs.edition_2016 import EDITION_2016
from citadels_packs.edition_2016.characters import magistrate
from citadels_rules.testing import Table
from citadels_rules.testing.invariants import check_resample

P = "edition_2016"


def act(state, seat, kind, **params):
    return cr.apply(state, cr.Action(kind, actor=seat, **params))


def names(state):
    return [str(a) for a in cr.legal_actions(state)]


def resampled_everywhere(state, seeds=3):
    """Every seat's view of ``state`` deals worlds that show it the same view and play."""
    for seat in range(len(state.players)):
        for seed in range(seeds):
            check_resample(state, seat, random.Random(seed))


def four(variants=(), **seats):
    t = Table(players=4, preset=P, seed=2, variants=variants)
    for seat, (character, gold, hand) in seats.items():
        t.seat(int(seat[1:]), gold=gold, hand=hand, character=character)
    return t


# -- decisions dealt again in resampled worlds (citadels_resample_decision/_marks) ------


def test_magistrate_warrant_decisions_resample():
    """C-1.11: the unsigned warrants being chosen, then the signed one, stay hidden."""
    t = four(s0=("magistrate", 1, ()), s1=("trader", 5, ("manor",)), s2=("spy", 5, ("manor",)))
    state = act(
        t.turn_of("magistrate"), 0, "ability", name="magistrate.warrant", character="trader"
    )
    resampled_everywhere(state)
    state = act(state, 0, "choose", option="spy")
    resampled_everywhere(state)
    state = act(state, 0, "choose", option="king")
    resampled_everywhere(state)
    state = act(act(state, 0, "take_gold"), 0, "end_turn")
    state = act(act(state, 2, "take_gold"), 2, "build", card="manor")
    assert state.pending.kind == "magistrate.confiscate"
    resampled_everywhere(state)


def test_magistrate_secret_never_in_other_seats_events():
    """C-1.11: the record keeps the signed warrant; other seats' streams show ``"?"``."""
    t = four(s0=("magistrate", 1, ()), s1=("trader", 5, ("manor",)))
    config = t.config()
    state = t.turn_of("magistrate")
    from citadels_rules.game.reducer import Ctx, step

    ctx = Ctx(events=[])
    for action in (
        cr.Action("ability", actor=0, name="magistrate.warrant", character="trader"),
        cr.Action("choose", actor=0, option="thief"),
        cr.Action("choose", actor=0, option="king"),
    ):
        state = step(state, action, ctx)
    assert config.players == 4
    other = cr.events_for(ctx.events, 1)
    shown = [e for e in other if "trader" in e.data.values() or "thief" in e.data.values()]
    assert all(e.kind == "warrant" for e in shown)  # only the public warrant marks name them
    assert not [e for e in other if e.kind == "signed_warrant" and e.data["character"] != "?"]
    mine = cr.events_for(ctx.events, 0)
    assert any(e.kind == "signed_warrant" and e.data["character"] == "trader" for e in mine)


def test_blackmailer_decisions_resample():
    """C-1.11: the fake threat being chosen, the bribe and the reveal, in any world."""
    t = four(s0=("blackmailer", 1, ()), s1=("trader", 5, ()), s2=("seer", 5, ()))
    state = act(
        t.turn_of("blackmailer"), 0, "ability", name="blackmailer.threaten", character="seer"
    )
    resampled_everywhere(state)
    state = act(state, 0, "choose", option="trader")
    resampled_everywhere(state)
    state = act(act(act(state, 0, "take_gold"), 0, "end_turn"), 2, "take_gold")
    assert state.pending.kind == "blackmailer.bribe"
    resampled_everywhere(state)
    state = act(state, 2, "choose", option="refuse")
    assert state.pending.kind == "blackmailer.reveal"
    resampled_everywhere(state)


@pytest.mark.parametrize(
    ("character", "start"),
    [
        ("seer", [("ability", {"name": "seer.take"})]),
        ("scholar", [("take_gold", {}), ("ability", {"name": "scholar.draw"})]),
        (
            "cardinal",
            [
                ("take_gold", {}),
                ("ability", {"name": "cardinal.borrow", "card": "palace", "target": 1}),
            ],
        ),
    ],
)
def test_card_decisions_resample(character, start):
    """The Seer's give-backs, the Scholar's keep, the Cardinal's gifts
    show their cards only to their user; a resampled world deals them again."""
    t = four(
        s0=(character, 1, ("palace", "tavern", "market", "temple")),
        s1=("trader", 5, ("temple", "church")),
        s2=("king", 5, ("manor",)),
    )
    state = t.turn_of(character)
    for kind, params in start:
        state = act(state, 0, kind, **params)
    assert state.pending is not None and state.pending.seat == 0
    assert cr.observe(state, 1).pending.options == ()
    resampled_everywhere(state)


# -- the Witch and others ---------------------------------------------------------------


def test_patrician_bewitched_holder_takes_crown_faq_004_Q46():
    """faq:004-Q46: a Witch who bewitches the Patrician does not get the crown."""
    t = Table(players=4, preset=P, seed=1)
    t.seat(0, character="witch")
    t.seat(2, character="patrician")
    t.mark("patrician", "bewitched")
    state = t.turn_of("patrician")
    assert state.crown == 2


def test_patrician_not_in_play_crown_stays_faq_004_Q35():
    """faq:004-Q35: no Patrician this round, the crown stays."""
    t = Table(players=4, preset=P, seed=1, characters=("patrician",))
    t.seat(1, character="cardinal")
    t.crown(3)
    state = t.turn_of("cardinal")
    assert state.crown == 3


def test_queen_paid_next_to_patrician_faq_004_Q66():
    """faq:004-Q66: the Queen counts any rank-4 character, the Patrician too."""
    t = Table(players=5, preset=P, seed=1)
    t.seat(1, character="patrician")
    t.seat(2, gold=0, character="queen")
    state = t.turn_of("queen")
    state = act(state, 2, "take_gold")
    assert state.players[2].gold == 2 + 3


def test_blackmailer_bewitched_witch_threatens_and_collects():
    """characters.md §1.2 (R16 Witch): the Witch assigns the threats and gets the gold."""
    t = Table(players=4, preset=P, seed=1)
    t.seat(0, gold=1, character="witch")
    t.seat(1, gold=1, character="blackmailer")
    t.seat(2, gold=6, character="bishop")
    t.mark("blackmailer", "bewitched")
    state = act(t.turn_of("blackmailer"), 1, "take_gold")
    assert state.turn.seat == 0 and state.turn.powers == "blackmailer"
    state = act(state, 0, "ability", name="blackmailer.threaten", character="bishop")
    state = act(state, 0, "choose", option="king")
    assert {m.seat for m in state.marks if m.kind == "threat"} == {0}
    state = act(act(state, 0, "take_gold") if "take_gold" in names(state) else state, 0, "end_turn")
    while state.active_character != "bishop":
        state = act(act(state, state.current_player, "take_gold"), state.current_player, "end_turn")
    state = act(act(state, 2, "take_gold"), 2, "choose", option="pay")
    assert state.players[0].gold >= 1 + 4


def test_marshal_great_wall_and_bishop_and_keep_faq_004_Q69_Q36_Q70():
    """faq:004-Q69 (Great Wall +1 for every rank 8), faq:004-Q36 (the Bishop's city),
    faq:004-Q70 (no Keep)."""
    known = EDITION_2016.optional_districts
    walls = tuple(dict.fromkeys(("great_wall", "keep", *known)))[:14]
    t = Table(players=4, preset=P, seed=1, districts=walls)
    t.seat(0, gold=9, character="marshal")
    t.seat(1, gold=0, city=("tavern", "great_wall"), character="trader")
    t.seat(2, city=("market",), character="bishop")
    t.seat(3, city=("keep", "temple"), character="king")
    offered = sorted(a for a in names(t.turn_of("marshal")) if "seize" in a)
    assert offered == [
        "ability district=tavern name=marshal.seize target=1",
        "ability district=temple name=marshal.seize target=3",
    ]
    state = act(
        t.turn_of("marshal"), 0, "ability", name="marshal.seize", target=1, district="tavern"
    )
    assert state.players[1].gold == 1 + 1 and state.players[0].gold == 9 - 2


def test_marshal_killed_bishop_protects_nothing_faq_004_Q41():
    """faq:004-Q41: a killed Bishop's city may be seized from."""
    t = Table(players=4, preset=P, seed=1)
    t.seat(0, character="assassin")
    t.seat(1, gold=5, character="marshal")
    t.seat(2, city=("market",), character="bishop")
    t.mark("bishop", "killed")
    assert "ability district=market name=marshal.seize target=2" in names(t.turn_of("marshal"))


def test_magistrate_quarry_gives_no_duplicate_faq_004_Q15():
    """faq:004-Q15, quarry_no_ability_gains: a Quarry never lets the Magistrate
    confiscate a name he has."""
    t = Table(players=4, preset=P, seed=1)
    t.seat(0, gold=1, city=("manor", "quarry"), character="magistrate")
    t.seat(1, gold=5, hand=("manor",), character="trader")
    state = act(
        t.turn_of("magistrate"), 0, "ability", name="magistrate.warrant", character="trader"
    )
    state = act(act(state, 0, "choose", option="thief"), 0, "choose", option="king")
    state = act(act(state, 0, "take_gold"), 0, "end_turn")
    while state.active_character != "trader":
        state = act(act(state, state.current_player, "take_gold"), state.current_player, "end_turn")
    state = act(act(state, 1, "take_gold"), 1, "build", card="manor")
    assert state.pending.options == ("decline",)


# -- variants ---------------------------------------------------------------------------


def test_blackmailer_targets_players_variant():
    """``blackmailer_targets_players`` (variants.md #43, erroneous reading): threats on
    players; without it, on characters."""
    t = Table(players=4, preset=P, seed=1, variants=("blackmailer_targets_players",))
    t.seat(0, gold=1, character="blackmailer")
    t.seat(1, gold=7, character="trader")
    state = t.turn_of("blackmailer")
    assert "ability name=blackmailer.threaten target=1" in names(state)
    assert not any("character=" in a for a in names(state))
    state = act(state, 0, "ability", name="blackmailer.threaten", target=1)
    state = act(state, 0, "choose", option=2)
    assert not [m for m in cr.observe(state, 1).marks if m.secret]
    resampled_everywhere(state)
    state = act(act(state, 0, "take_gold"), 0, "end_turn")
    while state.active_character != "trader":
        state = act(act(state, state.current_player, "take_gold"), state.current_player, "end_turn")
    state = act(state, 1, "take_gold")
    assert state.pending.kind == "blackmailer.bribe"
    state = act(act(state, 1, "choose", option="refuse"), 0, "choose", option="reveal")
    assert state.players[1].gold == 0
    plain = Table(players=4, preset=P, seed=1)
    plain.seat(0, gold=1, character="blackmailer")
    assert not any("target=" in a for a in names(plain.turn_of("blackmailer")))


def test_blackmailer_targets_players_threats_end_with_the_round():
    """``blackmailer_targets_players``: the threatened players are threatened for the
    round the threats were placed in (C-10.4: the threats leave at the end of the round),
    so a later round asks no bribe of them unless the Blackmailer threatens again. Found
    by the lineup soak (game 20603): the public token of threatened seats outlived the
    round, and a round later the two seats were asked again with no real threat left."""
    t = Table(players=4, preset=P, seed=1, variants=("blackmailer_targets_players",))
    t.seat(0, gold=1, character="blackmailer")
    t.seat(1, gold=7, character="trader")
    state = t.turn_of("blackmailer")
    state = act(state, 0, "ability", name="blackmailer.threaten", target=1)
    state = act(state, 0, "choose", option=2)
    first = state.round
    bribes = []
    while not state.is_over and state.round <= first + 1:
        if state.round == first + 1:
            assert state.token("blackmailer.players") is None
        if state.pending is not None and state.pending.kind == "blackmailer.bribe":
            bribes.append((state.round, state.pending.seat))
        legal = cr.legal_actions(state)
        plain = [a for a in legal if a.kind in ("take_gold", "end_turn")]
        chosen = plain[0] if plain else next((a for a in legal if a.kind != "ability"), legal[0])
        if state.pending is not None and state.pending.kind == "blackmailer.bribe":
            chosen = cr.Action("choose", actor=state.pending.seat, option="pay")
        state = cr.apply(state, chosen)
    assert state.round > first + 1 or state.is_over
    assert bribes and all(r == first for r, _ in bribes), bribes


def test_hospital_vs_magistrate_variant_half_price():
    """``hospital_vs_magistrate`` (faq:004-Q72; fan only): confiscating from a Hospital
    owner costs the Magistrate half the printed cost; without it, nothing."""
    t = Table(players=4, preset=P, seed=1)
    t.seat(0, gold=1, character="magistrate")
    state = t.turn_of("magistrate")
    players = list(state.players)
    players[1] = players[1].but(city=(*players[1].city, cr.District("hospital", 0, (), 0)))
    state = state.but(players=tuple(players))
    assert magistrate._price(state, 1, "palace") == 0
    rules = copy.copy(state.rules)
    rules.variants = frozenset({*state.rules.variants, "hospital_vs_magistrate"})
    assert magistrate._price(state.but(rules=rules), 1, "palace") == 2
    assert magistrate._price(state.but(rules=rules), 2, "palace") == 0
    with pytest.raises(cr.ConfigError, match="Hospital"):
        cr.new_game(cr.GameConfig(players=4, preset=P, variants=("hospital_vs_magistrate",)))


def with_variants(state, *on, off=()):
    """``state`` with its ruleset's variants changed (a variant another pack defines)."""
    rules = copy.copy(state.rules)
    rules.variants = frozenset({*state.rules.variants, *on} - set(off))
    return state.but(rules=rules)


def test_marshal_quarry_gives_no_duplicate_faq_004_Q15():
    """faq:004-Q15 (R16 Marshal, Quarry): under ``quarry_no_ability_gains`` (edition_2016)
    a Quarry does not let the Marshal seize a name he has; off, it does."""
    t = Table(players=4, preset=P, seed=1)
    t.seat(0, gold=5, city=("temple", "quarry"), character="marshal")
    t.seat(1, city=("tavern", "temple"), character="trader")
    state = t.turn_of("marshal")
    seize = "ability district=temple name=marshal.seize target=1"
    assert seize not in names(with_variants(state, "quarry_no_ability_gains"))
    assert seize in names(with_variants(state, off=("quarry_no_ability_gains",)))


def test_magistrate_confiscation_is_not_refunded_twice_to_the_alchemist():
    """characters.md §6.2: the Alchemist gets back only the build gold not already
    refunded by the Magistrate (§1.3)."""
    t = Table(players=4, preset=P, seed=1)
    t.seat(0, gold=1, character="magistrate")
    t.seat(1, gold=5, hand=("manor", "temple"), character="alchemist")
    state = act(
        t.turn_of("magistrate"), 0, "ability", name="magistrate.warrant", character="alchemist"
    )
    state = act(act(state, 0, "choose", option="thief"), 0, "choose", option="king")
    state = act(act(state, 0, "take_gold"), 0, "end_turn")
    while state.active_character != "alchemist":
        state = act(act(state, state.current_player, "take_gold"), state.current_player, "end_turn")
    state = act(act(state, 1, "take_gold"), 1, "build", card="manor")
    state = act(state, 0, "choose", option="confiscate")
    assert state.players[1].gold == 7 and state.turn.spent == 0
    state = act(state, 1, "end_turn")
    assert state.players[1].gold == 7
