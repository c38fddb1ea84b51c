"""Kingdom cards Market .. Workshop, Moat against every Attack, Throne Room: one test per
ruling id (rules/dominion.md D-9)."""

from __future__ import annotations

import pytest

import dominion_rules as dr
from dominion_rules.testing import Table

from .util import act, every_card, options


def test_market() -> None:
    """D-9.12: +1 Card, +1 Action, +1 Buy, +1 coin."""
    t = Table()
    t.seat(0, hand=("market",), deck=("gold", "copper"))
    s = act(t.turn_of(0), "play market")
    assert s.players[0].hand == ("gold",)
    assert (s.turn.actions, s.turn.buys, s.turn.coins) == (1, 2, 1)


def test_dominion_militia_1_discard_down_to_three_in_turn_order() -> None:
    """dominion-militia-1: each victim discards one card per choose until 3 remain,
    victims in turn order from the next seat; the attacker keeps +2 coins."""
    t = Table(players=3)
    t.seat(0, hand=("militia",))
    t.seat(1, hand=("copper", "copper", "estate", "gold", "silver"))
    t.seat(2, hand=("estate", "estate", "copper", "copper"))
    s = act(t.turn_of(0), "play militia")
    assert s.turn.coins == 2 and s.current_player == 1 and s.pending.kind == "militia.discard"
    assert options(s) == ("copper", "estate", "gold", "silver")
    s = act(s, "choose estate")
    assert s.current_player == 1
    s = act(s, "choose copper")
    assert s.players[1].hand == ("copper", "gold", "silver")
    assert s.current_player == 2
    s = act(s, "choose estate")
    assert s.pending is None and s.current_player == 0
    assert s.players[2].hand == ("estate", "copper", "copper")
    assert s.players[1].discard == ("estate", "copper") and s.players[2].discard == ("estate",)


def test_dominion_militia_2_three_or_fewer() -> None:
    """dominion-militia-2: a victim with 3 or fewer cards discards nothing."""
    t = Table()
    t.seat(0, hand=("militia",))
    t.seat(1, hand=("copper", "copper", "estate"))
    s = act(t.turn_of(0), "play militia")
    assert s.pending is None and s.players[1].hand == ("copper", "copper", "estate")


def test_militia_one_kind_is_automatic_d_3_7() -> None:
    """D-3.7: a victim holding one kind of card discards without being asked."""
    t = Table()
    t.seat(0, hand=("militia",))
    t.seat(1, hand=("copper",) * 5)
    s = act(t.turn_of(0), "play militia")
    assert s.pending is None and s.players[1].hand == ("copper",) * 3


def test_dominion_mine_1_and_2_gain_to_hand_spend_now() -> None:
    """dominion-mine-1: any Treasure up to +3, the same or cheaper too; -2: into the hand,
    spendable this turn."""
    t = Table()
    t.seat(0, hand=("mine", "silver", "copper"))
    s = act(t.turn_of(0), "play mine")
    assert options(s) == ("copper", "silver")
    s = act(s, "choose silver")
    assert options(s) == ("copper", "gold", "silver")
    s = act(s, "choose gold")
    assert sorted(s.players[0].hand) == ["copper", "gold"] and s.trash == ("silver",)
    s = act(s, "end_actions", "treasures")
    assert s.turn.coins == 4


def test_mine_copper_to_silver_automatic_choice() -> None:
    """D-3.7: one Treasure kind in hand is trashed without asking; the gain still asks."""
    t = Table()
    t.seat(0, hand=("mine", "copper", "estate"))
    s = act(t.turn_of(0), "play mine")
    assert s.trash == ("copper",) and options(s) == ("copper", "silver")


def test_dominion_mine_3_no_treasure() -> None:
    """dominion-mine-3: no Treasure in hand, nothing is gained."""
    t = Table()
    t.seat(0, hand=("mine", "estate"))
    s = act(t.turn_of(0), "play mine")
    assert s.pending is None and s.players[0].hand == ("estate",) and s.trash == ()


def test_dominion_moat_5_as_action() -> None:
    """dominion-moat-5: Moat played as an Action gives +2 Cards."""
    t = Table()
    t.seat(0, hand=("moat",), deck=("gold", "silver", "copper"))
    s = act(t.turn_of(0), "play moat")
    assert s.players[0].hand == ("gold", "silver")


ATTACKS = ["bureaucrat", "militia", "spy", "thief", "witch"]


def _attack_table(attack: str, *, moat: bool = True) -> Table:
    kingdom = ("moat", *ATTACKS, "cellar", "market", "village", "smithy")
    t = Table(kingdom=kingdom)
    t.seat(0, hand=(attack,), deck=("copper", "copper", "estate"), discard=())
    hand = ("moat" if moat else "copper", "estate", "duchy", "copper", "copper")
    t.seat(1, hand=hand, deck=("silver", "gold", "estate"), discard=())
    return t


@pytest.mark.parametrize("attack", ATTACKS)
def test_dominion_moat_1_2_3_revealed_protects(attack: str) -> None:
    """dominion-moat-1/-2/-3: each of the five Attacks offers moat.reveal before it
    resolves (data: attacker, card); revealed, the victim is unaffected;
    dominion-moat-4: the attacker's own effects stand (the Witch still draws 2)."""
    s0 = _attack_table(attack).turn_of(0)
    before = s0.players[1]
    s = act(s0, f"play {attack}")
    assert s.pending.kind == "moat.reveal" and s.current_player == 1
    assert options(s) == ("reveal", "decline")
    assert dict(s.pending.data) == {"attacker": 0, "card": attack}
    s = act(s, "choose reveal")
    if attack == "spy":  # the Spy's own reveal still happens (dominion-spy-1)
        assert s.pending.kind == "spy.discard" and s.pending.data["seat"] == 0
        s = act(s, "choose keep")
    assert s.pending is None
    assert s.players[1] == before
    assert s.trash == ()
    if attack == "witch":
        assert s.supply["curse"] == 10 and len(s.players[0].hand) == 2  # dominion-moat-4


@pytest.mark.parametrize("attack", ATTACKS)
def test_moat_declined_or_absent_attack_resolves(attack: str) -> None:
    """dominion-moat-2: declining (or holding no Moat) leaves the victim attacked; with no
    Moat in hand there is no moat.reveal at all."""
    declined = act(_attack_table(attack).turn_of(0), f"play {attack}", "choose decline")
    absent = act(_attack_table(attack, moat=False).turn_of(0), f"play {attack}")
    for s in (declined, absent):
        assert s.pending is None or s.pending.kind != "moat.reveal"
        after = s
        if attack == "militia":
            assert after.pending.kind == "militia.discard" and after.current_player == 1
        elif attack == "bureaucrat":
            assert after.pending.kind == "bureaucrat.topdeck"
        elif attack == "spy":
            assert after.pending.kind == "spy.discard" and after.pending.data["seat"] == 0
            after = act(after, "choose keep")
            assert after.pending.data == {"seat": 1, "card": "silver"}
        elif attack == "thief":
            assert after.pending.kind == "thief.trash" and options(after) == ("gold", "silver")
        elif attack == "witch":
            assert after.players[1].discard == ("curse",)


def test_moat_asked_again_for_each_play_under_throne_room() -> None:
    """D-9.15: each play of an Attack is a new chance to reveal (Throne Room: twice)."""
    t = Table()  # the kingdom: the cards named, completed from the first-game set
    t.seat(0, hand=("throne_room", "witch"), deck=("copper",) * 4)
    t.seat(1, hand=("moat", "copper"))
    s = act(t.turn_of(0), "play throne_room")
    assert s.pending.kind == "moat.reveal"
    s = act(s, "choose reveal")
    assert s.pending.kind == "moat.reveal"
    s = act(s, "choose decline")
    assert s.players[1].discard == ("curse",) and s.supply["curse"] == 9


def test_dominion_moneylender_1() -> None:
    """dominion-moneylender-1: a Copper is trashed for +3 coins, without asking; without
    one, no coins."""
    t = Table()
    t.seat(0, hand=("moneylender", "copper", "copper"))
    s = act(t.turn_of(0), "play moneylender")
    assert s.pending is None and s.trash == ("copper",) and s.turn.coins == 3
    t = Table()
    t.seat(0, hand=("moneylender", "silver"))
    s = act(t.turn_of(0), "play moneylender")
    assert s.trash == () and s.turn.coins == 0


def test_dominion_remodel_1_not_itself_other_remodel_yes() -> None:
    """dominion-remodel-1: Remodel is in play; another Remodel from hand may be trashed."""
    t = Table()
    t.seat(0, hand=("remodel", "remodel", "gold"))
    s = act(t.turn_of(0), "play remodel")
    assert options(s) == ("gold", "remodel")
    s = act(s, "choose remodel")
    assert s.trash == ("remodel",) and s.players[0].in_play == ("remodel",)
    assert max(s.rules.cards[c].cost for c in options(s)) == 6


def test_dominion_remodel_2_empty_hand() -> None:
    """dominion-remodel-2: no card to trash, no gain."""
    t = Table()
    t.seat(0, hand=("remodel",))
    s = act(t.turn_of(0), "play remodel")
    assert s.pending is None and s.players[0].discard == ()


def test_dominion_remodel_3_gain_same_or_cheaper_to_discard() -> None:
    """dominion-remodel-3: from the supply to the discard pile; up to +2; the same card ok."""
    t = Table()
    t.seat(0, hand=("remodel", "gold", "estate"), discard=())
    s = act(t.turn_of(0, coins=5), "play remodel", "choose gold")
    assert "province" in options(s) and "gold" in options(s) and "copper" in options(s)
    s = act(s, "choose gold")
    assert s.players[0].discard == ("gold",) and s.trash == ("gold",)


def test_smithy() -> None:
    """D-9.18: +3 Cards."""
    t = Table()
    t.seat(0, hand=("smithy",), deck=("gold", "silver", "copper", "estate"))
    s = act(t.turn_of(0), "play smithy")
    assert s.players[0].hand == ("gold", "silver", "copper") and s.turn.actions == 0


def test_dominion_spy_2_draw_first_and_4_order_and_5_kept_on_top() -> None:
    """dominion-spy-2: draw first; -4: you first, then in turn order, one spy.discard
    each; -5: a kept card stays on top, a discarded one goes to the discard."""
    t = Table(players=3)
    t.seat(0, hand=("spy",), deck=("copper", "estate"), discard=())
    t.seat(1, hand=(), deck=("gold",), discard=())
    t.seat(2, hand=(), deck=("curse", "silver"), discard=())
    s = act(t.turn_of(0), "play spy")
    assert s.players[0].hand == ("copper",) and s.turn.actions == 1
    seen = []
    answers = {0: "discard", 1: "discard", 2: "keep"}
    while s.pending is not None:
        assert s.pending.kind == "spy.discard" and s.current_player == 0
        seen.append((s.pending.data["seat"], s.pending.data["card"]))
        s = act(s, f"choose {answers[s.pending.data['seat']]}")
    assert seen == [(0, "estate"), (1, "gold"), (2, "curse")]
    assert s.players[0].discard == ("estate",) and s.players[1].discard == ("gold",)
    assert s.players[2].deck == ("curse", "silver")


def test_dominion_spy_3_empty_deck_reshuffle_or_no_reveal() -> None:
    """dominion-spy-3: an empty deck is reshuffled first; with nothing, no reveal."""
    t = Table()
    t.seat(0, hand=("spy",), deck=("copper",), discard=())
    t.seat(1, hand=(), deck=(), discard=("gold",))
    s = act(t.turn_of(0), "play spy")
    assert s.pending is not None and s.pending.data["seat"] == 1  # seat 0 had nothing left
    assert s.players[1].deck == ("gold",) and s.players[1].discard == ()


def test_dominion_spy_1_attacker_reveals_despite_moat_elsewhere() -> None:
    """dominion-spy-1: every player reveals, the Spy's player too (never protected)."""
    t = Table()
    t.seat(0, hand=("spy", "moat"), deck=("copper", "gold"))
    t.seat(1, hand=("moat",), deck=("silver",))
    s = act(t.turn_of(0), "play spy", "choose reveal")
    assert s.pending.kind == "spy.discard" and s.pending.data == {"seat": 0, "card": "gold"}
    s = act(s, "choose keep")
    assert s.pending is None


def test_dominion_thief_1_reveal_with_one_card_reshuffles_the_rest() -> None:
    """dominion-thief-1: one card in the deck: reveal it, shuffle (not it), reveal one
    more; no card: shuffle and reveal 2; fewer available: what there is."""
    t = Table(players=3, kingdom=dr.kingdoms()["interaction"])
    t.seat(0, hand=("thief",), deck=())
    t.seat(1, hand=(), deck=("estate",), discard=("duchy",))
    t.seat(2, hand=(), deck=(), discard=("estate",))
    s = act(t.turn_of(0), "play thief")
    assert s.pending is None
    assert sorted(s.players[1].discard) == ["duchy", "estate"] and s.players[1].deck == ()
    assert s.players[2].discard == ("estate",) and s.players[2].set_aside == ()


def test_dominion_thief_2_one_trash_chosen_by_attacker() -> None:
    """dominion-thief-2: the attacker picks one revealed Treasure; the other is discarded;
    one Treasure only is trashed without asking."""
    t = Table(players=3, kingdom=dr.kingdoms()["interaction"])
    t.seat(0, hand=("thief",), deck=())
    t.seat(1, hand=(), deck=("silver", "gold", "estate"), discard=())
    t.seat(2, hand=(), deck=("copper", "estate"), discard=())
    s = act(t.turn_of(0), "play thief")
    assert s.pending.kind == "thief.trash" and s.current_player == 0
    assert dict(s.pending.data) == {"seat": 1} and options(s) == ("gold", "silver")
    assert s.players[1].set_aside == ("silver", "gold")
    s = act(s, "choose gold")
    assert s.players[1].discard == ("silver",) and s.players[1].deck == ("estate",)
    assert s.trash == ("gold", "copper") and s.players[2].discard == ("estate",)
    assert s.pending.kind == "thief.gain" and options(s) == ("copper", "gold")


def test_dominion_thief_3_gains_only_just_trashed() -> None:
    """dominion-thief-3: only the Treasures this play trashed are offered, not older
    trash; gained ones go to the attacker's discard, the rest stay trashed."""
    t = Table(kingdom=dr.kingdoms()["interaction"])
    t.seat(0, hand=("thief",), deck=(), discard=())
    t.seat(1, hand=(), deck=("silver", "estate"), discard=())
    t.trash(("gold",))
    s = act(t.turn_of(0), "play thief")
    assert s.pending.kind == "thief.gain" and options(s) == ("silver",)
    assert s.pending.done
    kept = act(s, "choose silver")
    assert kept.pending is None and kept.players[0].discard == ("silver",)
    assert kept.trash == ("gold",)
    left = act(s, "done")
    assert left.trash == ("gold", "silver") and left.players[0].discard == ()
    assert left.turn.noted == ()


def test_thief_nothing_trashed_no_gain_question() -> None:
    """D-3.7: no thief.gain when this Thief trashed nothing."""
    t = Table(kingdom=dr.kingdoms()["interaction"])
    t.seat(0, hand=("thief",))
    t.seat(1, hand=(), deck=("estate", "duchy"), discard=())
    t.trash(("gold",))
    s = act(t.turn_of(0), "play thief")
    assert s.pending is None and s.players[1].discard == ("estate", "duchy")


def test_dominion_throne_room_1_and_4_market_twice() -> None:
    """dominion-throne_room-1: the card resolves twice, the second using no action;
    -4: Market under it leaves 2 actions."""
    t = Table()
    t.seat(0, hand=("throne_room", "market"), deck=("gold", "silver", "copper"))
    s = act(t.turn_of(0), "play throne_room")
    assert s.pending is None  # one Action kind: chosen without asking (D-3.7)
    assert (s.turn.actions, s.turn.buys, s.turn.coins) == (2, 3, 2)
    assert s.players[0].hand == ("gold", "silver") and s.players[0].in_play == (
        "throne_room",
        "market",
    )


def test_dominion_throne_room_2_first_finished_before_second() -> None:
    """dominion-throne_room-2: Workshop twice: the first gain is made before the second."""
    t = Table()
    t.seat(0, hand=("throne_room", "workshop"))
    s = act(t.turn_of(0), "play throne_room")
    assert s.pending.kind == "workshop.gain"
    assert [a.kind for a in dr.legal_actions(s)] == ["choose"] * len(options(s))
    s = act(s, "choose silver")
    assert s.players[0].discard == ("silver",) and s.pending.kind == "workshop.gain"
    s = act(s, "choose smithy")
    assert s.players[0].discard == ("silver", "smithy")


def test_dominion_throne_room_3_on_throne_room() -> None:
    """dominion-throne_room-3: TR on TR: one Action twice, then another Action twice."""
    t = Table()
    t.seat(0, hand=("throne_room", "throne_room", "smithy", "village"), deck=("copper",) * 12)
    s = act(t.turn_of(0), "play throne_room")
    assert s.pending is None or s.pending.kind == "throne_room.play"
    if s.pending is not None and "throne_room" in options(s):
        s = act(s, "choose throne_room")
    assert s.pending.kind == "throne_room.play" and options(s) == ("smithy", "village")
    s = act(s, "choose smithy")
    assert s.pending is None  # the village is the only Action left: chosen by itself
    p = s.players[0]
    assert p.in_play == ("throne_room", "throne_room", "smithy", "village")
    assert p.hand.count("copper") == 3 + 3 + 1 + 1 and s.turn.actions == 4


def test_dominion_throne_room_5_no_action_in_hand() -> None:
    """dominion-throne_room-5: with no other Action, nothing happens; the action is used."""
    t = Table()
    t.seat(0, hand=("throne_room", "copper"))
    s = act(t.turn_of(0), "play throne_room")
    assert s.pending is None and s.turn.actions == 0 and s.players[0].hand == ("copper",)


def test_throne_room_on_attack_attacks_twice() -> None:
    """D-9.21: Throne Room + Militia: the attack happens twice (coins twice)."""
    t = Table()
    t.seat(0, hand=("throne_room", "militia"))
    t.seat(1, hand=("copper",) * 5)
    s = act(t.turn_of(0), "play throne_room")
    assert s.turn.coins == 4 and s.players[1].hand == ("copper",) * 3


def test_village() -> None:
    """D-9.22: +1 Card, +2 Actions."""
    t = Table()
    t.seat(0, hand=("village",), deck=("gold",))
    s = act(t.turn_of(0), "play village")
    assert s.players[0].hand == ("gold",) and s.turn.actions == 2


def test_dominion_witch_1_curses_in_turn_order_when_short() -> None:
    """dominion-witch-1: with too few Curses they go in turn order from the next seat;
    a protected seat is skipped and the next one gets it."""
    t = Table(players=4)
    t.seat(3, hand=("witch",), deck=("copper", "copper"))
    t.seat(0, hand=("moat",))
    t.supply("curse", 2)
    s = act(t.turn_of(3), "play witch", "choose reveal")
    assert s.players[0].discard == () and s.players[1].discard == ("curse",)
    assert s.players[2].discard == ("curse",) and s.supply["curse"] == 0


def test_dominion_witch_2_no_curses_still_draws_and_3_discard() -> None:
    """dominion-witch-2: no Curses left, Witch still draws 2; -3: a Curse goes onto the
    discard pile face up."""
    t = Table(kingdom=("witch", *dr.FIRST_GAME[:9]))
    t.seat(0, hand=("witch",), deck=("gold", "silver"))
    t.seat(1, hand=(), discard=("gold",))
    t.supply("curse", 0)
    s = act(t.turn_of(0), "play witch")
    assert s.players[0].hand == ("gold", "silver") and s.players[1].discard == ("gold",)
    t.supply("curse", 0)
    t2 = Table(kingdom=("witch", *dr.FIRST_GAME[:9]))
    t2.seat(0, hand=("witch",), deck=("gold", "silver"))
    t2.seat(1, hand=(), discard=("gold",))
    s = act(t2.turn_of(0), "play witch")
    assert s.players[1].discard == ("gold", "curse")
    assert dr.observe(s, 0).players[1].discard_top == "curse"


def test_woodcutter() -> None:
    """D-9.24: +1 Buy, +2 coins."""
    t = Table()
    t.seat(0, hand=("woodcutter",))
    s = act(t.turn_of(0), "play woodcutter")
    assert (s.turn.buys, s.turn.coins) == (2, 2)


def test_dominion_workshop_1_up_to_four_to_discard() -> None:
    """dominion-workshop-1: up to 4, from the supply, to the discard; coins do not count."""
    t = Table()
    t.seat(0, hand=("workshop",), discard=())
    s = act(t.turn_of(0, coins=4), "play workshop")
    assert max(s.rules.cards[c].cost for c in options(s)) == 4
    assert "market" not in options(s)
    s = act(s, "choose smithy")
    assert s.players[0].discard == ("smithy",) and s.supply["smithy"] == 9


def test_gain_from_empty_pile_nothing_d_4_8() -> None:
    """D-4.8: an empty pile is not offered; conservation holds."""
    t = Table()
    t.seat(0, hand=("workshop",))
    t.supply("silver", 0)
    s = t.turn_of(0)
    before = every_card(s)
    s = act(s, "play workshop")
    assert "silver" not in options(s)
    assert every_card(act(s, "choose estate")) == before


def test_militia_coins_stay_when_every_victim_is_protected() -> None:
    """D-9.13: the +2 coins stay with the attacker even if every victim reveals Moat."""
    t = Table()
    t.seat(0, hand=("militia",))
    t.seat(1, hand=("moat", "copper", "copper", "copper", "copper"))
    s = act(t.turn_of(0), "play militia", "choose reveal")
    assert s.pending is None and s.turn.coins == 2 and len(s.players[1].hand) == 5


def test_moat_elsewhere_than_the_hand_does_nothing() -> None:
    """D-9.15: a Moat in play, in the deck or in the discard pile is not asked."""
    t = Table(players=3)
    t.seat(0, hand=("witch",), deck=("copper", "copper"))
    t.seat(1, hand=("copper",), deck=("moat",), discard=("moat",), in_play=("moat",))
    t.seat(2, hand=("estate",), deck=(), discard=("moat",))
    s = act(t.turn_of(0), "play witch")
    assert s.pending is None
    assert s.players[1].discard == ("moat", "curse") and s.players[2].discard == ("moat", "curse")


def test_throne_room_on_spy_reveals_twice() -> None:
    """D-9.21 with D-9.19: each resolution of the Spy draws, then asks about each top card."""
    t = Table()
    t.seat(0, hand=("throne_room", "spy"), deck=("copper", "estate", "silver", "gold"))
    t.seat(1, hand=(), deck=("duchy", "gold"), discard=())
    s = act(t.turn_of(0), "play throne_room")
    assert s.pending.data == {"seat": 0, "card": "estate"}
    s = act(s, "choose discard")
    assert s.pending.data == {"seat": 1, "card": "duchy"}
    s = act(s, "choose keep")
    assert s.players[0].hand == ("copper", "silver")  # the second Spy's draw
    assert s.pending.data == {"seat": 0, "card": "gold"}
    s = act(s, "choose keep", "choose discard")
    assert s.pending is None and s.turn.actions == 2
    assert s.players[1].deck == ("gold",) and s.players[1].discard == ("duchy",)
