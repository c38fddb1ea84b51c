"""The cost reducers: Harbormaster ("this turn, cards cost 1 less") and Shipwright
("while this is in play, Action cards cost 1 less"), never below 0, read by every
price: the buy listing and the buy, Workshop's "up to 4", Remodel's "+2"."""

from __future__ import annotations

from harbor_testing import act, buyable, end_turn, options, table

import dominion_rules as dr
from dominion_rules.pack_api import cost_of, gainable

KINGDOM = (
    "harbormaster",
    "shipwright",
    "village",
    "workshop",
    "remodel",
    "smithy",
    "market",
    "laboratory",
    "throne_room",
    "moat",
)
FIVE = ("copper",) * 5


def _turn(hand: tuple[str, ...], *plays: str, players: int = 2) -> dr.GameState:
    t = table(players=players, kingdom=KINGDOM)
    t.seat(0, hand=hand, deck=(*FIVE, *FIVE), discard=())
    return act(t.turn_of(0), *(f"play {c}" for c in plays))


# -- Harbormaster ----------------------------------------------------------------------


def test_harbormaster_one_buy_and_every_card_one_less() -> None:
    """harbormaster — "+1 Buy"; "this turn, cards cost 1 less": every card, Treasures,
    Victory cards and Actions alike."""
    s = _turn(("harbormaster",), "harbormaster")
    assert s.turn.buys == 2
    for card, printed in (("duchy", 5), ("gold", 6), ("market", 5), ("province", 8)):
        assert cost_of(s, card) == printed - 1


def test_harbormaster_a_five_is_buyable_with_four_coins() -> None:
    """harbormaster in the buy listing: with 4 coins a Duchy (5) is offered, and buying
    it spends 4; without the Harbormaster it is not offered."""
    hand = ("harbormaster", "silver", "silver")
    plain = act(_turn(hand[1:]), "end_actions", "treasures")
    assert plain.turn.coins == 4 and "duchy" not in buyable(plain)
    s = act(_turn(hand, "harbormaster"), "end_actions", "treasures")
    assert s.turn.coins == 4 and {"duchy", "market", "laboratory"} <= buyable(s)
    assert "gold" not in buyable(s)
    s = act(s, "buy duchy")
    assert s.turn.coins == 0 and s.turn.buys == 1 and s.players[0].discard == ("duchy",)


def test_harbormaster_never_below_zero() -> None:
    """harbormaster — "not less than 0": a Copper still costs 0, and buying it with 0
    coins leaves 0 coins (not 1)."""
    s = act(_turn(("harbormaster",), "harbormaster"), "end_actions")
    assert cost_of(s, "copper") == 0 and cost_of(s, "curse") == 0
    assert s.turn.coins == 0 and "copper" in buyable(s)
    s = act(s, "buy copper")
    assert s.turn.coins == 0


def test_harbormaster_under_workshop() -> None:
    """harbormaster under Workshop ("gain a card costing up to 4"): the 5s cost 4 now."""
    s = _turn(("village", "harbormaster", "workshop"), "village", "harbormaster", "workshop")
    assert s.pending.kind == "workshop.gain"
    assert {"duchy", "market", "laboratory"} <= set(options(s))
    assert "gold" not in options(s)
    s = act(s, "choose laboratory")
    assert s.players[0].discard == ("laboratory",)


def test_harbormaster_under_remodel() -> None:
    """harbormaster under Remodel: the trashed card costs 1 less, and so does what is
    gained: an Estate (2 -> 1) remodels into a card printed at 4 (now 3), not a 5."""
    hand = ("village", "harbormaster", "remodel", "estate")
    s = _turn(hand, "village", "harbormaster", "remodel")
    s = act(s, "choose estate")
    assert s.pending.kind == "remodel.gain"
    assert {"smithy", "silver", "village"} <= set(options(s))
    assert "duchy" not in options(s) and "market" not in options(s)
    assert s.pending.options == tuple(gainable(s, cost_of(s, "estate") + 2))


def test_harbormaster_lasts_this_turn_only() -> None:
    """harbormaster — "this turn": at the next turn the printed costs are back."""
    s = _turn(("harbormaster",), "harbormaster")
    assert cost_of(s, "duchy") == 4
    s = end_turn(s)
    assert s.turn.seat == 1 and cost_of(s, "duchy") == 5


def test_harbormaster_under_throne_room_two_less() -> None:
    """harbormaster under Throne Room: it resolves twice: +2 Buys, cards cost 2 less (an
    Estate costs 0)."""
    s = _turn(("throne_room", "harbormaster"), "throne_room")
    assert s.turn.buys == 3 and cost_of(s, "duchy") == 3 and cost_of(s, "estate") == 0
    assert "throne_room" in s.players[0].in_play


def test_two_harbormasters_stack() -> None:
    """harbormaster: each one played takes off 1 more."""
    s = _turn(("village", "harbormaster", "harbormaster"), "village", "harbormaster")
    s = act(s, "play harbormaster")
    assert cost_of(s, "gold") == 4


# -- Shipwright ------------------------------------------------------------------------


def test_shipwright_card_and_action_and_actions_one_less() -> None:
    """shipwright — "+1 Card, +1 Action"; "while this is in play, Action cards cost 1
    less": Actions only (not Treasures, not Victory cards)."""
    s = _turn(("shipwright",), "shipwright")
    assert s.turn.actions == 1 and len(s.players[0].hand) == 1
    assert cost_of(s, "market") == 4 and cost_of(s, "village") == 2
    assert cost_of(s, "duchy") == 5 and cost_of(s, "silver") == 3


def test_shipwright_in_the_buy_listing() -> None:
    """shipwright in the buy listing: 4 coins buy a Market (5), not a Duchy (5)."""
    hand = ("shipwright", "silver", "silver")
    s = act(_turn(hand, "shipwright"), "end_actions")
    s = act(s, "treasure silver", "treasure silver")
    assert s.turn.coins == 4
    assert {"market", "laboratory"} <= buyable(s) and "duchy" not in buyable(s)
    s = act(s, "buy market")
    assert s.turn.coins == 0


def test_shipwright_under_workshop_and_remodel() -> None:
    """shipwright under Workshop (up to 4: a Market) and Remodel (a Village, 3 -> 2,
    into an Action printed at 5, now 4, not a Duchy)."""
    s = _turn(("shipwright", "workshop"), "shipwright", "workshop")
    assert "market" in options(s) and "duchy" not in options(s)
    s = _turn(("shipwright", "remodel", "village"), "shipwright", "remodel")
    s = act(s, "choose village")
    assert {"market", "laboratory"} <= set(options(s)) and "duchy" not in options(s)


def test_shipwright_while_in_play_only() -> None:
    """shipwright — "while this is in play": once discarded at clean-up, the printed
    costs are back; a Shipwright in hand does nothing."""
    s = _turn(("shipwright", "shipwright"))
    assert cost_of(s, "market") == 5
    s = act(s, "play shipwright")
    assert cost_of(s, "market") == 4
    s = act(s, "play shipwright")
    assert cost_of(s, "market") == 3
    s = end_turn(s)
    assert cost_of(s, "market") == 5


def test_shipwright_under_throne_room_one_less() -> None:
    """shipwright under Throne Room: +2 Cards, +2 Actions, but one Shipwright in play:
    Actions cost 1 less, not 2."""
    s = _turn(("throne_room", "shipwright"), "throne_room")
    assert s.turn.actions == 2 and len(s.players[0].hand) == 2
    assert cost_of(s, "market") == 4


def test_both_reducers_never_below_zero() -> None:
    """harbormaster and shipwright together: a Moat (2) costs 0, not -1."""
    s = _turn(("village", "harbormaster", "shipwright"), "village", "harbormaster")
    s = act(s, "play shipwright")
    assert cost_of(s, "moat") == 0 and cost_of(s, "market") == 3


def test_a_view_shows_the_reduced_costs() -> None:
    """harbormaster: the costs every seat sees in its view are the reduced ones (the
    view's ``costs``), back to none once the turn is over."""
    s = _turn(("harbormaster",), "harbormaster")
    for seat in (0, 1):
        costs = dr.observe(s, seat).costs
        assert costs["duchy"] == 4 and costs["copper"] == 0 and costs["province"] == 7
    assert dr.observe(end_turn(s), 1).costs["duchy"] == 5


def test_harbormaster_under_feast_and_mine() -> None:
    """harbormaster under Feast ("gain a card costing up to 5": a Gold, 6 -> 5) and Mine
    (a Silver, 3 -> 2, into a Treasure costing up to 5 now: a Gold)."""
    kingdom = ("harbormaster", "village", "feast", "mine", *dr.BASE_KINGDOM[:6])
    t = table(kingdom=kingdom)
    t.seat(0, hand=("village", "harbormaster", "feast"), deck=(*FIVE, *FIVE), discard=())
    s = act(t.turn_of(0), "play village", "play harbormaster", "play feast")
    assert "gold" in options(s) and "province" not in options(s)
    t = table(kingdom=kingdom)
    t.seat(0, hand=("village", "harbormaster", "mine", "silver"), deck=(*FIVE, *FIVE), discard=())
    s = act(t.turn_of(0), "play village", "play harbormaster", "play mine")
    while s.pending is not None and s.pending.kind == "mine.trash":
        s = act(s, "choose silver")
    assert s.pending.kind == "mine.gain" and "gold" in options(s)
