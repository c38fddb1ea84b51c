"""Scenarios of the nine characters new in 2016 (characters.md §1.3, 2.2, 2.3, 3.3, 4.3,
5.3, 6.3, 7.3, 8.3) and their variants, in the edition_2016 preset."""

from __future__ import annotations

import pytest

import citadels_rules as cr
from citadels_rules.game.effects import Build, GiveCrown
from citadels_rules.game.reducer import run
from citadels_rules.testing import Table

P = "edition_2016"


def act(state, seat, kind, **params):
    return cr.apply(state, cr.Action(kind, actor=seat, **params))


def names(state):
    return [str(a) for a in cr.legal_actions(state)]


def warrants(state, seat, signed, *unsigned):
    state = act(state, seat, "ability", name="magistrate.warrant", character=signed)
    for c in unsigned:
        state = act(state, seat, "choose", option=c)
    return state


def magistrate_table(variants=(), **seat1):
    t = Table(players=4, preset=P, seed=1, variants=variants)
    t.seat(0, gold=1, character="magistrate")
    t.seat(1, **{"gold": 5, "hand": ("manor", "temple"), "character": "trader", **seat1})
    t.seat(2, gold=5, hand=("manor", "temple"), character="spy")
    return t


def to_trader(state):
    """Play on from the Magistrate's warrants to the Trader's turn (the Spy gathers)."""
    state = act(act(state, 0, "take_gold"), 0, "end_turn")
    return act(act(state, 2, "take_gold"), 2, "end_turn")


# -- Magistrate -------------------------------------------------------------------------


def test_magistrate_signed_warrant_confiscates_first_paid_build():
    """C-10.5, characters.md §1.3: the district goes to the Magistrate for free; the
    builder gets back the gold paid (R16)."""
    state = warrants(magistrate_table().turn_of("magistrate"), 0, "trader", "spy", "king")
    state = act(to_trader(state), 1, "take_gold")
    state = act(state, 1, "build", card="manor")
    assert state.pending.seat == 0 and state.pending.options == ("confiscate", "decline")
    state = act(state, 0, "choose", option="confiscate")
    assert [d.card for d in state.players[0].city] == ["manor"]
    assert state.players[1].city == () and state.players[1].gold == 7
    assert any(m.kind == "signed_warrant" for m in cr.observe(state, 2).marks)  # revealed


def test_magistrate_warrants_are_public_the_signed_one_secret():
    """C-1.11: which characters carry warrants is public; which one is signed is not."""
    state = warrants(magistrate_table().turn_of("magistrate"), 0, "trader", "spy", "king")
    seen = cr.observe(state, 1).marks
    assert sorted(m.character for m in seen) == ["king", "spy", "trader"]
    assert all(m.kind == "warrant" for m in seen)
    assert any(m.kind == "signed_warrant" for m in cr.observe(state, 0).marks)


def test_magistrate_unsigned_warrant_only_offers_decline():
    """C-10.5: an unsigned warrant never has an effect; the Magistrate is asked all the
    same, so that being asked reveals nothing (C-1.11)."""
    state = warrants(magistrate_table().turn_of("magistrate"), 0, "king", "spy", "trader")
    state = act(to_trader(state), 1, "take_gold")
    state = act(state, 1, "build", card="manor")
    assert state.pending.options == ("decline",)
    state = act(state, 0, "choose", option="decline")
    assert [d.card for d in state.players[1].city] == ["manor"]


def test_magistrate_only_the_first_paid_build_faq_R16():
    """characters.md §1.3: a declined warrant cannot confiscate a later build that turn."""
    t = magistrate_table(character="architect", hand=("manor", "temple", "tavern"))
    state = warrants(t.turn_of("magistrate"), 0, "architect", "spy", "king")
    state = act(act(state, 0, "take_gold"), 0, "end_turn")
    state = act(act(state, 2, "take_gold"), 2, "end_turn")
    state = act(state, 1, "take_gold")
    state = act(act(state, 1, "build", card="manor"), 0, "choose", option="decline")
    state = act(state, 1, "build", card="temple")
    assert state.pending is None and len(state.players[1].city) == 2


def test_magistrate_confiscation_counts_toward_the_limit():
    """characters.md §1.3 (R16): the confiscated district uses up the builder's build."""
    t = magistrate_table(character="bishop")
    state = warrants(t.turn_of("magistrate"), 0, "bishop", "spy", "king")
    state = act(act(state, 0, "take_gold"), 0, "end_turn")
    state = act(act(state, 2, "take_gold"), 2, "end_turn")
    state = act(act(state, 1, "take_gold"), 1, "build", card="manor")
    state = act(state, 0, "choose", option="confiscate")
    assert not any(a.startswith("build") for a in names(state))


def test_magistrate_victim_builds_again_variant():
    """Variant magistrate_victim_builds_again (004): the builder may build another."""
    t = magistrate_table(variants=("magistrate_victim_builds_again",), character="bishop")
    state = warrants(t.turn_of("magistrate"), 0, "bishop", "spy", "king")
    state = act(act(state, 0, "take_gold"), 0, "end_turn")
    state = act(act(state, 2, "take_gold"), 2, "end_turn")
    state = act(act(state, 1, "take_gold"), 1, "build", card="manor")
    state = act(state, 0, "choose", option="confiscate")
    assert "build card=temple" in names(state)


def test_magistrate_no_duplicate_without_variant_and_with_magistrate_duplicates():
    """characters.md §1.3 (R16): no name the Magistrate has; ``magistrate_duplicates``
    allows it."""
    for variants, options in (((), ("decline",)), (("magistrate_duplicates",), None)):
        t = Table(players=4, preset=P, seed=1, variants=variants)
        t.seat(0, gold=1, city=("manor",), character="magistrate")
        t.seat(1, gold=5, hand=("manor",), character="trader")
        t.seat(2, gold=5, character="spy")
        state = warrants(t.turn_of("magistrate"), 0, "trader", "spy", "king")
        state = act(act(to_trader(state), 1, "take_gold"), 1, "build", card="manor")
        assert state.pending.options == (options or ("confiscate", "decline"))


def test_magistrate_free_builds_variant_is_read_from_the_paid_gold():
    """C-10.5: a build paying no gold (Framework, Necropolis by destruction: a ``Build``
    effect of cost 0) neither triggers nor uses up the warrant, unless
    ``magistrate_confiscates_free_builds``."""
    for variants, asked in (((), False), (("magistrate_confiscates_free_builds",), True)):
        state = warrants(
            magistrate_table(variants).turn_of("magistrate"), 0, "trader", "spy", "king"
        )
        state = act(to_trader(state), 1, "take_gold")
        after = run(state, [Build(1, "manor", 0)])
        assert (after.pending is not None) is asked
        if not asked:  # the next paid build can still be confiscated
            assert "magistrate.checked" not in after.turn.used


def test_magistrate_variants_off_in_edition_2016_and_refused_elsewhere():
    """variants.md: the 2016 characters' variants exist only in edition_2016/fan."""
    with pytest.raises(cr.ConfigError):
        cr.new_game(cr.GameConfig(players=4, preset="classic", variants=("magistrate_duplicates",)))
    with pytest.raises(cr.ConfigError):
        cr.new_game(cr.GameConfig(players=4, preset=P, variants=("hospital_vs_magistrate",)))
    state = cr.new_game(cr.GameConfig(players=4, preset=P))
    assert "magistrate_victim_builds_again" not in state.rules.variants
    assert "marshal_any_time" in state.rules.variants


# -- Blackmailer ------------------------------------------------------------------------


def blackmail(variants=(), real="trader", fake="seer", **marks):
    t = Table(players=4, preset=P, seed=1, variants=variants)
    t.seat(0, gold=1, character="blackmailer")
    t.seat(1, gold=5, hand=("temple",), character="trader")
    t.seat(2, gold=5, hand=("temple",), character="seer")
    state = t.turn_of("blackmailer")
    state = act(state, 0, "ability", name="blackmailer.threaten", character=real)
    return act(state, 0, "choose", option=fake)


def to_seer(state):
    return act(act(state, 0, "take_gold"), 0, "end_turn")


def test_blackmailer_threatened_holder_gathers_first_then_decides():
    """C-10.4: a threatened holder may only gather; then pays or refuses."""
    state = to_seer(blackmail())
    assert names(state) == ["draw", "take_gold"]
    state = act(state, 2, "take_gold")
    assert state.pending.kind == "blackmailer.bribe" and state.pending.seat == 2


def test_blackmailer_pay_half_rounded_down():
    """characters.md §2.3: the holder pays half their gold, rounded down."""
    state = act(act(to_seer(blackmail()), 2, "take_gold"), 2, "choose", option="pay")
    assert state.players[2].gold == 7 - 3 and state.players[0].gold == 3 + 3


def test_blackmailer_reveal_real_takes_all_gold():
    """characters.md §2.3: on a refusal, a revealed real threat takes all the gold."""
    state = act(
        act(to_seer(blackmail(real="seer", fake="trader")), 2, "take_gold"),
        2,
        "choose",
        option="refuse",
    )
    assert state.pending.seat == 0 and state.pending.options == ("reveal", "decline")
    state = act(state, 0, "choose", option="reveal")
    assert state.players[2].gold == 0 and state.players[0].gold == 3 + 7


def test_blackmailer_reveal_fake_takes_nothing():
    """characters.md §2.3: a revealed fake threat does nothing."""
    state = act(act(to_seer(blackmail()), 2, "take_gold"), 2, "choose", option="refuse")
    state = act(state, 0, "choose", option="reveal")
    assert state.players[2].gold == 7 and state.marked("seer", "threat_revealed")


def test_blackmailer_real_threat_is_hidden_from_others():
    """C-1.11: the threats are public, the real one is seen only by the Blackmailer."""
    state = blackmail()
    assert {m.kind for m in cr.observe(state, 2).marks} == {"threat"}
    assert any(m.kind == "real_threat" for m in cr.observe(state, 0).marks)


def test_blackmailer_may_threaten_warrant_holders_and_no_warrant_targets_variant():
    """C-1.9 (R16: warrant holders may be threatened); ``blackmailer_no_warrant_targets``
    (004) forbids it."""
    for variants, allowed in (((), True), (("blackmailer_no_warrant_targets",), False)):
        t = Table(players=4, preset=P, seed=1, variants=variants)
        t.seat(0, gold=1, character="magistrate")
        t.seat(1, gold=1, character="blackmailer")
        state = warrants(t.turn_of("magistrate"), 0, "king", "bishop", "merchant")
        state = act(act(state, 0, "take_gold"), 0, "end_turn")
        offered = "ability character=king name=blackmailer.threaten" in names(state)
        assert offered is allowed


def test_blackmailer_not_the_killed_character():
    """characters.md §2.3 (R16): the killed character may not be threatened."""
    t = Table(players=4, preset=P, seed=1)
    t.seat(0, character="assassin")
    t.seat(1, character="blackmailer")
    t.mark("king", "killed")
    state = t.turn_of("blackmailer")
    assert "ability character=king name=blackmailer.threaten" not in names(state)
    assert "ability character=bishop name=blackmailer.threaten" in names(state)


# -- Spy --------------------------------------------------------------------------------


def spy_table(variants=()):
    t = Table(players=4, preset=P, seed=1, variants=variants)
    t.seat(0, gold=1, hand=(), character="spy")
    t.seat(1, gold=1, hand=("temple", "church", "manor"), character="trader")
    return t.turn_of("spy")


def test_spy_peek_takes_gold_while_any_and_draws_from_deck():
    """characters.md §2.2 (R16; 004): per matching card 1 gold (while any) and 1 card
    from the deck; ``spy.peek`` resolves at once (API.md)."""
    state = act(spy_table(), 0, "ability", name="spy.peek", target=1, option="blue")
    assert state.pending is None
    assert state.players[0].gold == 2 and state.players[1].gold == 0
    assert len(state.players[0].hand) == 2 and len(state.players[1].hand) == 3


def test_spy_peek_shows_the_hand_only_to_the_spy():
    """characters.md §2.2: the Spy looks at the hand; the other seats see only the gold
    and cards moved (the hand is ``"?"`` in their event streams)."""
    from citadels_rules.game.reducer import Ctx, step

    ctx = Ctx(events=[])
    step(spy_table(), cr.Action("ability", actor=0, name="spy.peek", target=1, option="blue"), ctx)
    mine = [e for e in cr.events_for(ctx.events, 0) if e.kind == "spy.peeked"]
    theirs = [e for e in cr.events_for(ctx.events, 2) if e.kind == "spy.peeked"]
    assert mine[-1].data["hand"] == ("temple", "church", "manor")
    assert theirs[-1].data["hand"] == "?" and theirs[-1].data["target"] == 1


def test_spy_peek_declares_the_hand_it_reveals():
    """characters.md §2.2: the peek's outcome (gold and cards moved) is a public function
    of the target's hand: the ability is tagged ``reveals_hand``, so the non-interference
    check keeps that hand (only) in place; other abilities reveal no hand."""
    import random

    from citadels_rules.game.binder import REVEALS_HAND, has_tag, revealed_hands
    from citadels_rules.testing.invariants import check_noninterference, scramble_secrets

    state = spy_table()
    peek = cr.Action("ability", actor=0, name="spy.peek", target=1, option="blue")
    assert has_tag(state, "spy.peek", REVEALS_HAND) and revealed_hands(state, peek) == (1,)
    assert revealed_hands(state, cr.Action("take_gold", actor=0)) == ()
    rng = random.Random(3)
    kept = scramble_secrets(state, 2, 0, rng, keep=(1,))
    assert kept.players[1].hand == state.players[1].hand
    for seat in (1, 2, 3):
        check_noninterference(state, peek, seat, rng)


def test_spy_peek_no_match_moves_nothing():
    """characters.md §2.2: no card of the named type, no gold and no card."""
    state = act(spy_table(), 0, "ability", name="spy.peek", target=1, option="red")
    assert state.players[0].gold == 1 and state.players[1].gold == 1
    assert len(state.players[0].hand) == 0


def test_spy_takes_from_hand_variant():
    """``spy_takes_from_hand`` (004): the cards come from that player's hand."""
    state = act(
        spy_table(("spy_takes_from_hand",)), 0, "ability", name="spy.peek", target=1, option="blue"
    )
    assert len(state.players[0].hand) == 2 and len(state.players[1].hand) == 1


def test_spy_targets_character_variant():
    """``spy_targets_character`` (004): a character is named, not a player."""
    state = spy_table(("spy_targets_character",))
    assert "ability character=trader name=spy.peek option=blue" in names(state)
    assert not any("target=" in a for a in names(state))
    state = act(state, 0, "ability", name="spy.peek", character="trader", option="blue")
    assert len(state.players[1].hand) == 1 and state.players[0].gold == 2


# -- Seer, Patrician, Cardinal, Trader, Scholar, Marshal --------------------------------


def test_seer_takes_one_from_each_and_gives_one_back():
    """characters.md §3.3: players without cards give and receive nothing."""
    t = Table(players=4, preset=P, seed=1)
    t.seat(0, gold=1, hand=("tavern",), character="seer")
    t.seat(1, hand=("temple",), character="trader")
    t.seat(2, hand=(), character="bishop")
    t.seat(3, hand=("manor",), character="king")
    state = act(t.turn_of("seer"), 0, "ability", name="seer.take")
    # API.md: state.aside holds "a Seer's collected cards" during the give-backs
    assert sorted(state.aside) == ["manor", "temple"] and state.players[0].hand == ("tavern",)
    assert state.pending.kind == "seer.give" and state.pending.seat == 0
    assert set(state.pending.options) == {"manor", "tavern", "temple"}
    state = act(state, 0, "choose", option="tavern")
    state = act(state, 0, "choose", option=state.pending.options[0])
    assert [len(p.hand) for p in state.players] == [1, 1, 0, 1] and state.aside == ()
    assert state.pending is None and state.token("seer.owed") is None


def test_seer_may_give_back_the_card_taken_and_keeps_the_rest():
    """characters.md §3.3: "give back exactly 1 card of your choice from your hand to
    each player you took a card from (it may be the card you took)"; the cards still
    collected after the last give-back join the Seer's hand."""
    t = Table(players=3, preset=P, seed=1)
    t.seat(0, gold=1, hand=("tavern",), character="seer")
    t.seat(1, hand=("temple",), character="trader")
    t.seat(2, hand=("manor",), character="king")
    state = act(t.turn_of("seer"), 0, "ability", name="seer.take")
    state = act(state, 0, "choose", option="temple")  # to seat 1: its own card back
    assert state.pending.options == ("manor", "tavern") and state.aside == ("manor",)
    state = act(state, 0, "choose", option="tavern")  # to seat 2
    assert state.players[0].hand == ("manor",) and state.aside == ()
    assert state.players[1].hand == ("temple",) and state.players[2].hand == ("tavern",)


def test_seer_builds_up_to_two():
    """characters.md §3.3 (R16): build limit 2."""
    t = Table(players=4, preset=P, seed=1)
    t.seat(0, gold=9, hand=("tavern", "temple", "manor"), character="seer")
    state = act(t.turn_of("seer"), 0, "take_gold")
    state = act(act(state, 0, "build", card="tavern"), 0, "build", card="temple")
    assert not any(a.startswith("build") for a in names(state))


def test_patrician_takes_crown_and_draws_income_faq_004_Q34():
    """C-12.2: the crown on reveal; income 1 card per noble district."""
    t = Table(players=4, preset=P, seed=1)
    t.seat(2, city=("manor", "castle"), hand=(), character="patrician")
    state = t.turn_of("patrician")
    assert state.crown == 2
    # API.md: `income` takes an `option` only where the income offers a real choice;
    # the Patrician's is cards only, so it is the plain action
    assert [a for a in cr.legal_actions(state) if a.kind == "income"] == [
        cr.Action("income", actor=2)
    ]
    gold = state.players[2].gold
    state = act(state, 2, "income")
    assert len(state.players[2].hand) == 2 and state.players[2].gold == gold


def test_cardinal_income_is_the_plain_action_drawing_cards():
    """characters.md §5 Cardinal (R16): blue income, 1 card each; no choice, so the plain
    `income` (API.md: `option` only where the income offers a real choice)."""
    t = Table(players=4, preset=P, seed=1, characters=("cardinal",))
    t.seat(1, gold=5, city=("temple", "church"), hand=(), character="cardinal")
    state = t.turn_of("cardinal")
    assert [a for a in cr.legal_actions(state) if a.kind == "income"] == [
        cr.Action("income", actor=1)
    ]
    state = act(state, 1, "income")
    assert len(state.players[1].hand) == 2 and state.players[1].gold == 5


def test_patrician_killed_crown_at_round_end_faq_004_Q34():
    """faq:004-Q34: a killed Patrician's holder takes the crown at round end."""
    t = Table(players=4, preset=P, seed=1)
    t.seat(0, character="assassin")
    t.seat(2, character="patrician")
    t.seat(3, character="bishop")
    t.mark("patrician", "killed")
    state = t.turn_of("bishop")
    assert state.crown == 0  # not at the call: the killed Patrician stays silent
    assert GiveCrown(2) in state.rules.hooks.round_end(state)


def test_patrician_never_a_face_up_removal():
    """C-4.4: the Patrician is never removed face up."""
    state = cr.new_game(cr.GameConfig(players=4, preset=P, seed=3, characters=("patrician",)))
    hooks = state.rules.hooks
    assert hooks.may_discard_face_up(state, "patrician") is False


def test_cardinal_borrow_builds_with_another_players_gold():
    """characters.md §5.3: the payer pays the shortfall and receives as many cards."""
    t = Table(players=4, preset=P, seed=1)
    t.seat(0, gold=1, hand=("palace", "tavern", "market", "temple"), character="cardinal")
    t.seat(1, gold=5, character="trader")
    state = act(t.turn_of("cardinal"), 0, "take_gold")
    state = act(state, 0, "ability", name="cardinal.borrow", card="palace", target=1)
    assert "palace" not in state.pending.options
    state = act(act(state, 0, "choose", option="tavern"), 0, "choose", option="temple")
    assert [d.card for d in state.players[0].city] == ["palace"]
    assert state.players[0].gold == 0 and state.players[1].gold == 3
    assert len(state.players[1].hand) == 4 + 2


def test_cardinal_needs_payer_with_enough_gold():
    """characters.md §5.3: legal only if the payer has the shortfall."""
    t = Table(players=2, preset=P, seed=1)
    t.seat(0, gold=0, hand=("palace", "tavern"), character=("cardinal", "king"))
    t.seat(1, gold=1, character=("trader", "warlord"))
    state = act(t.turn_of("cardinal"), 0, "take_gold")
    assert not any("cardinal.borrow" in a for a in names(state))


def test_trader_builds_any_number_of_green_plus_one():
    """characters.md §6.3: green districts do not count toward the limit."""
    t = Table(players=4, preset=P, seed=1)
    t.seat(
        0, gold=20, hand=("tavern", "market", "trading_post", "temple", "manor"), character="trader"
    )
    state = act(t.turn_of("trader"), 0, "take_gold")
    for c in ("tavern", "temple", "market", "trading_post"):
        state = act(state, 0, "build", card=c)
    assert "build card=manor" not in names(state)


def test_scholar_draws_seven_keeps_one_faq_004_Q39():
    """faq:004-Q39: only after gathering; keep 1 of 7, the rest shuffled back."""
    t = Table(players=4, preset=P, seed=1)
    t.seat(0, gold=1, hand=(), character="scholar")
    state = t.turn_of("scholar")
    assert "ability name=scholar.draw" not in names(state)
    state = act(state, 0, "take_gold")
    deck = len(state.deck)
    state = act(state, 0, "ability", name="scholar.draw")
    assert len(state.aside) == 7
    state = act(state, 0, "choose", option=state.pending.options[0])
    assert len(state.players[0].hand) == 1 and len(state.deck) == deck - 1


def test_marshal_seize_cost_three_or_less_faq_004_Q17():
    """characters.md §8.3, faq:004-Q17: cost <= 3 only, paid to the owner; any time."""
    t = Table(players=4, preset=P, seed=1)
    t.seat(0, gold=5, city=("manor",), character="marshal")
    t.seat(1, gold=0, city=("tavern", "temple", "castle", "dragon_gate"), character="trader")
    state = t.turn_of("marshal")
    offered = [a for a in names(state) if "seize" in a]
    assert offered == [
        "ability district=tavern name=marshal.seize target=1",
        "ability district=temple name=marshal.seize target=1",
    ]
    state = act(state, 0, "ability", name="marshal.seize", target=1, district="temple")
    assert state.players[0].gold == 4 and state.players[1].gold == 1


def test_marshal_not_a_name_he_has_nor_a_completed_city():
    """C-1.10 (quarry_no_ability_gains), C-14.4."""
    t = Table(players=4, preset=P, seed=1)
    t.seat(0, gold=5, city=("temple",), character="marshal")
    t.seat(1, city=("tavern", "temple"), character="trader")
    t.seat(
        2,
        city=("market", "manor", "castle", "palace", "church", "watchtower", "prison"),
        character="seer",
    )
    offered = [a for a in names(t.turn_of("marshal")) if "seize" in a]
    assert offered == ["ability district=tavern name=marshal.seize target=1"]


def test_marshal_any_time_variant():
    """``marshal_any_time`` (R16, on in edition_2016): off, the seizure ends the turn and
    waits for the gather (C-9.10)."""
    t = Table(players=4, preset=P, seed=1, variants=("-marshal_any_time",))
    t.seat(0, gold=5, character="marshal")
    t.seat(1, city=("tavern",), character="trader")
    state = t.turn_of("marshal")
    assert not any("seize" in a for a in names(state))
    state = act(
        act(state, 0, "take_gold"), 0, "ability", name="marshal.seize", target=1, district="tavern"
    )
    assert state.active_character != "marshal" or state.turn is None or state.turn.seat != 0


def test_thief_no_rank1_affected_variant():
    """``thief_no_rank1_affected`` (004): no robbing a warrant holder."""
    for variants, allowed in (((), True), (("thief_no_rank1_affected",), False)):
        t = Table(players=4, preset=P, seed=1, variants=variants)
        t.seat(0, gold=1, character="magistrate")
        t.seat(1, gold=1, character="thief")
        state = warrants(t.turn_of("magistrate"), 0, "king", "bishop", "merchant")
        state = act(act(state, 0, "take_gold"), 0, "end_turn")
        assert ("ability character=king name=thief.rob" in names(state)) is allowed
