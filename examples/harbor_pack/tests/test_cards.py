"""The other cards of the pack, one test per rule its text states, and each Action
under a Throne Room: tokens (Customs House, Chandlery), multi-type cards (Signal Tower,
Sunken Chest), triggers (Pier Market, Driftwood), reactions (Coast Guard, Deckhand), an
extra turn (Spring Tide), piles of the pack's own (Salvage Diver and the Pearl, the
Doubloon)."""

from __future__ import annotations

import pytest
from harbor_testing import act, buyable, end_turn, options, table

import dominion_rules as dr
from dominion_rules.reducer import game_ends
from tabletop_engine.params import Params

FIVE = ("copper",) * 5
TEN = FIVE + FIVE


def _turn(
    hand: tuple[str, ...], *plays: str, kingdom: tuple[str, ...] | None = None
) -> dr.GameState:
    t = table(kingdom=kingdom)
    t.seat(0, hand=hand, deck=TEN, discard=())
    t.seat(1, hand=FIVE, deck=TEN, discard=())
    return act(t.turn_of(0), *(f"play {c}" for c in plays))


def _line(state: dr.GameState, seat: int, name: str) -> int:
    """The points of one line of ``seat``'s score (0 when it has none)."""
    return sum(line.points for line in dr.scores(state)[seat].lines if line.label == name)


# -- Customs House: VP tokens ---------------------------------------------------------


def test_customs_house_two_coins_and_a_vp_token_scored() -> None:
    """customs_house — "+2 coins. Take a VP token": the token is on the seat's state and
    in ``dr.scores`` (line ``vp_tokens``), counted in the total."""
    before = _turn(("customs_house",))
    s = act(before, "play customs_house")
    assert s.turn.coins == 2 and s.players[0].token("vp") == 1
    assert _line(s, 0, "vp_tokens") == 1
    assert dr.scores(s)[0].total == dr.scores(before)[0].total + 1
    assert dr.observe(s, 1).players[0].tokens["vp"] == 1  # public


def test_customs_house_tokens_stay_after_the_turn_and_add_up() -> None:
    """customs_house: tokens are kept from turn to turn and add up."""
    t = table()
    t.seat(0, hand=("customs_house",), deck=TEN, discard=(), tokens={"vp": 4})
    s = end_turn(act(t.turn_of(0), "play customs_house"))
    assert s.players[0].token("vp") == 5 and _line(s, 0, "vp_tokens") == 5


def test_customs_house_under_throne_room() -> None:
    """customs_house under Throne Room: +4 coins, 2 VP tokens."""
    s = _turn(("throne_room", "customs_house"), "throne_room")
    assert s.turn.coins == 4 and s.players[0].token("vp") == 2


# -- Chandlery: coin tokens -------------------------------------------------------------


def test_chandlery_action_and_two_coin_tokens_spent_in_the_buy_phase() -> None:
    """chandlery — "+1 Action. Take 2 coin tokens": each is spent in the buy phase for +1
    coin (the action ``coin``), one at a time, until none is left."""
    s = _turn(("chandlery",), "chandlery")
    assert s.turn.actions == 1 and s.players[0].token("coin") == 2
    assert "coin" not in [a.kind for a in dr.legal_actions(s)]  # not in the action phase
    s = act(s, "end_actions")
    assert "coin" in [a.kind for a in dr.legal_actions(s)]
    s = dr.apply(s, dr.Action("coin", actor=0))
    assert s.turn.coins == 1 and s.players[0].token("coin") == 1
    s = dr.apply(s, dr.Action("coin", actor=0))
    assert s.turn.coins == 2 and s.players[0].token("coin") == 0
    assert "coin" not in [a.kind for a in dr.legal_actions(s)]
    assert "estate" in buyable(s)


def test_spending_a_coin_token_written_as_text() -> None:
    """chandlery: the action that spends a coin token reads as text like every other
    (``dr.parse_action``: what ``dominion play`` and the tests' ``act`` read)."""
    s = act(_turn(("chandlery",), "chandlery"), "end_actions")
    assert dr.parse_action("coin", s) == dr.Action("coin", actor=0)


def test_chandlery_tokens_kept_for_a_later_turn() -> None:
    """chandlery: unspent coin tokens are kept for a later turn."""
    s = end_turn(end_turn(_turn(("chandlery",), "chandlery")))
    assert s.turn.seat == 0 and s.players[0].token("coin") == 2


def test_chandlery_under_throne_room() -> None:
    """chandlery under Throne Room: +2 Actions, 4 coin tokens."""
    s = _turn(("throne_room", "chandlery"), "throne_room")
    assert s.turn.actions == 2 and s.players[0].token("coin") == 4


# -- Signal Tower and Sunken Chest: multi-type cards ---------------------------------


def test_signal_tower_played_as_an_action() -> None:
    """signal_tower — "+1 Card, +2 Actions" as an Action."""
    s = _turn(("signal_tower",), "signal_tower")
    assert s.turn.actions == 2 and len(s.players[0].hand) == 1


def test_signal_tower_worth_one_vp_and_a_victory_pile() -> None:
    """signal_tower — "Worth 1 VP" wherever it is; its pile is a Victory pile (8 with 2
    players, 12 with 3)."""
    before = _turn(("copper",), kingdom=None)
    t = table()
    t.seat(0, hand=("copper",), deck=TEN, discard=("signal_tower", "signal_tower"))
    s = t.turn_of(0)
    assert _line(s, 0, "signal_tower") == 2
    assert dr.scores(s)[0].total == dr.scores(before)[0].total + 2
    assert s.supply["signal_tower"] == 8 - 2
    assert table(players=3).turn_of(0).supply["signal_tower"] == 12


def test_signal_tower_under_throne_room() -> None:
    """signal_tower under Throne Room: +2 Cards, +4 Actions."""
    s = _turn(("throne_room", "signal_tower"), "throne_room")
    assert s.turn.actions == 4 and len(s.players[0].hand) == 2


def test_sunken_chest_is_a_treasure_worth_two_coins_and_two_vp() -> None:
    """sunken_chest — "2 coins" as a Treasure (played with the others, never as an
    Action); "Worth 2 VP"; a Victory pile; bought at 6."""
    s = _turn(("sunken_chest", "copper"))
    kinds = [str(a) for a in dr.legal_actions(s)]
    assert "play card=sunken_chest" not in kinds
    assert _line(s, 0, "sunken_chest") == 2
    assert s.supply["sunken_chest"] == 8 - 1
    s = act(s, "end_actions", "treasures")
    assert s.turn.coins == 3 and "sunken_chest" in s.players[0].in_play
    t = table()
    t.seat(0, hand=("gold", "gold"), deck=TEN, discard=())
    s = act(t.turn_of(0), "end_actions", "treasures")
    assert "sunken_chest" in buyable(s)


# -- Pier Market: on gain ------------------------------------------------------------


def test_pier_market_buy_and_coins() -> None:
    """pier_market — "+1 Buy, +2 coins"."""
    s = _turn(("pier_market",), "pier_market")
    assert s.turn.buys == 2 and s.turn.coins == 2


def test_pier_market_bought_gains_a_silver() -> None:
    """pier_market — "when you gain this, gain a Silver": bought."""
    t = table()
    t.seat(0, hand=("gold", "silver"), deck=TEN, discard=())
    s = act(t.turn_of(0), "end_actions", "treasures", "buy pier_market")
    assert s.players[0].discard == ("pier_market", "silver")
    assert s.supply["silver"] == 40 - 1 - 1


def test_pier_market_gained_otherwise_gains_a_silver() -> None:
    """pier_market — "when you gain this" (not only bought): by a Remodel of a Silver."""
    kingdom = ("pier_market", "remodel", *dr.BASE_KINGDOM[:8])
    s = _turn(("remodel", "silver", "copper"), "remodel", kingdom=kingdom)
    s = act(s, "choose silver", "choose pier_market")
    assert s.players[0].discard == ("pier_market", "silver")


def test_pier_market_no_silver_left() -> None:
    """pier_market: with the Silver pile empty, only the Pier Market is gained."""
    t = table()
    t.seat(0, hand=("gold", "gold"), deck=TEN, discard=())
    t.supply("silver", 0)
    s = act(t.turn_of(0), "end_actions", "treasures", "buy pier_market")
    assert s.players[0].discard == ("pier_market",)


def test_pier_market_under_throne_room() -> None:
    """pier_market under Throne Room: +2 Buys, +4 coins (no gain: it was not gained)."""
    s = _turn(("throne_room", "pier_market"), "throne_room")
    assert s.turn.buys == 3 and s.turn.coins == 4 and s.players[0].discard == ()


# -- Driftwood: on trash ---------------------------------------------------------------


def test_driftwood_one_coin_and_nothing_when_only_played() -> None:
    """driftwood — "+1 coin"; played (not trashed), it gains nothing."""
    s = _turn(("driftwood",), "driftwood")
    assert s.turn.coins == 1 and s.players[0].discard == ()


def test_driftwood_trashed_by_remodel_gains_a_gold() -> None:
    """driftwood — "when you trash this, gain a Gold": trashed by a Remodel, the Gold
    comes at once, then the Remodel's own gain."""
    s = _turn(("remodel", "driftwood", "copper"), "remodel")
    s = act(s, "choose driftwood")
    assert s.trash == ("driftwood",) and s.players[0].discard == ("gold",)
    assert s.pending.kind == "remodel.gain"
    s = act(s, "choose duchy")
    assert s.players[0].discard == ("gold", "duchy")


def test_driftwood_trashed_by_chapel_gains_a_gold() -> None:
    """driftwood: trashed by a Chapel, a Gold per Driftwood."""
    s = _turn(("chapel", "driftwood", "driftwood", "copper"), "chapel")
    s = act(s, "choose driftwood", "choose driftwood", "done")
    assert s.players[0].discard == ("gold", "gold") and s.trash == ("driftwood",) * 2


def test_driftwood_under_throne_room() -> None:
    """driftwood under Throne Room: +2 coins."""
    s = _turn(("throne_room", "driftwood"), "throne_room")
    assert s.turn.coins == 2


# -- Coast Guard: a reaction to another player's gain -------------------------------


def _coast(players: int = 2, gain: str = "duchy") -> dr.GameState:
    t = table(players=players)
    t.seat(0, hand=("gold", "gold"), deck=TEN, discard=())
    for seat in range(1, players):
        t.seat(seat, hand=("coast_guard", *FIVE[:4]), deck=TEN, discard=())
    return act(t.turn_of(0), "end_actions", "treasures", f"buy {gain}")


def test_coast_guard_asked_when_another_player_gains_a_victory_card() -> None:
    """coast_guard — "when another player gains a Victory card, you may reveal this":
    asked of the holder (reveal/decline), the gainer and the card public."""
    s = _coast()
    assert s.pending.kind == "coast_guard.reveal" and s.current_player == 1
    assert options(s) == ("reveal", "decline")
    assert dict(s.pending.data) == {"seat": 0, "card": "duchy"}


def test_coast_guard_revealed_gains_a_silver() -> None:
    """coast_guard — "to gain a Silver"; the Coast Guard stays in hand; then the turn
    goes on (seat 0 still buying)."""
    s = act(_coast(), "choose reveal")
    assert s.players[1].discard == ("silver",) and "coast_guard" in s.players[1].hand
    assert s.pending is None and s.current_player == 0 and s.turn.phase == "buy"


def test_coast_guard_declined_gains_nothing() -> None:
    """coast_guard: declined, nothing."""
    s = act(_coast(), "choose decline")
    assert s.players[1].discard == () and s.pending is None


def test_coast_guard_not_for_other_cards_nor_curses() -> None:
    """coast_guard — "a Victory card": not for a Silver; a Curse is no Victory card."""
    assert _coast(gain="silver").pending is None
    assert _coast(gain="curse").pending is None


def test_coast_guard_not_for_its_holders_own_gain() -> None:
    """coast_guard — "another player": the holder's own gain does not trigger it."""
    t = table()
    t.seat(0, hand=("coast_guard", "gold", "gold"), deck=TEN, discard=())
    s = act(t.turn_of(0), "end_actions", "treasures", "buy duchy")
    assert s.pending is None and s.players[0].discard == ("duchy",)


def test_coast_guard_every_holder_in_turn_order() -> None:
    """coast_guard: with 3 players, each holder is asked, from the gainer's left."""
    s = _coast(players=3)
    assert s.pending.kind == "coast_guard.reveal" and s.current_player == 1
    s = act(s, "choose reveal")
    assert s.pending.kind == "coast_guard.reveal" and s.current_player == 2
    s = act(s, "choose reveal")
    assert s.players[1].discard == ("silver",) and s.players[2].discard == ("silver",)


def test_coast_guard_for_a_gain_that_is_not_a_buy() -> None:
    """coast_guard — "gains": a Workshop's gain of an Estate triggers it too."""
    t = table()
    t.seat(0, hand=("workshop",), deck=TEN, discard=())
    t.seat(1, hand=("coast_guard",), deck=TEN, discard=())
    s = act(t.turn_of(0), "play workshop", "choose estate")
    assert s.pending.kind == "coast_guard.reveal"


def test_coast_guard_under_throne_room() -> None:
    """coast_guard under Throne Room: +4 Cards."""
    s = _turn(("throne_room", "coast_guard"), "throne_room")
    assert len(s.players[0].hand) == 4


# -- Deckhand: an Attack reaction that does not block --------------------------------


def _militia(
    hand1: tuple[str, ...] = ("deckhand", "estate", "estate", "copper", "copper"),
) -> dr.GameState:
    t = table()
    t.seat(0, hand=("militia",), deck=TEN, discard=())
    t.seat(1, hand=hand1, deck=("gold", "gold", *TEN), discard=())
    return act(t.turn_of(0), "play militia")


def test_deckhand_two_coins() -> None:
    """deckhand — "+2 coins" as an Action."""
    assert _turn(("deckhand",), "deckhand").turn.coins == 2


def test_deckhand_revealed_to_an_attack_draws_two_and_is_still_attacked() -> None:
    """deckhand — "when another player plays an Attack, you may reveal this from your
    hand to draw 2 cards": asked before the Attack resolves; the holder draws 2, then
    the Militia makes it discard down to 3 from the 7."""
    s = _militia()
    assert s.pending.kind == "deckhand.reveal" and s.current_player == 1
    assert dict(s.pending.data) == {"attacker": 0, "card": "militia"}
    s = act(s, "choose reveal")
    assert s.players[1].hand[-2:] == ("gold", "gold") and len(s.players[1].hand) == 7
    assert s.pending.kind == "militia.discard"
    while s.pending is not None:
        s = act(s, f"choose {min(options(s))}")
    assert len(s.players[1].hand) == 3


def test_deckhand_declined_draws_nothing() -> None:
    """deckhand: declined, no draw; the Militia still resolves."""
    s = act(_militia(), "choose decline")
    assert len(s.players[1].hand) == 5 and s.pending.kind == "militia.discard"


def test_deckhand_not_for_a_card_that_is_no_attack() -> None:
    """deckhand — "an Attack": a Smithy asks nothing."""
    t = table()
    t.seat(0, hand=("smithy",), deck=TEN, discard=())
    t.seat(1, hand=("deckhand",), deck=TEN, discard=())
    assert act(t.turn_of(0), "play smithy").pending is None


def test_deckhand_beside_a_moat() -> None:
    """deckhand with a Moat in the same hand: both are offered; the Moat still blocks."""
    s = _militia(("deckhand", "moat", "estate", "copper", "copper"))
    kinds = {s.pending.kind}
    s = act(s, "choose reveal")
    kinds.add(s.pending.kind)
    s = act(s, "choose reveal")
    assert kinds == {"deckhand.reveal", "moat.reveal"}
    assert s.pending is None and len(s.players[1].hand) == 7


def test_deckhand_under_throne_room() -> None:
    """deckhand under Throne Room: +4 coins."""
    assert _turn(("throne_room", "deckhand"), "throne_room").turn.coins == 4


# -- Spring Tide: an extra turn ------------------------------------------------------


def test_spring_tide_card_and_an_extra_turn_after_this_one() -> None:
    """spring_tide — "+1 Card"; "take an extra turn after this one": seat 0 again, the
    turn marked as an extra turn; then seat 1."""
    s = _turn(("spring_tide",), "spring_tide")
    assert len(s.players[0].hand) == 1 and s.extra_turns == (0,)
    s = end_turn(s)
    assert s.turn.seat == 0 and s.turn.marks.get("extra_turn") == 1
    assert s.turns[0] == 1
    s = end_turn(s)
    assert s.turn.seat == 1 and s.turns[0] == 2


def test_spring_tide_not_in_an_extra_turn() -> None:
    """spring_tide — "unless this is an extra turn": played in the extra turn, nothing
    more; the next turn is seat 1's."""
    t = table()
    t.seat(0, hand=("spring_tide",), deck=("copper", "spring_tide", *TEN), discard=())
    s = end_turn(act(t.turn_of(0), "play spring_tide"))
    assert s.turn.seat == 0 and "spring_tide" in s.players[0].hand
    s = act(s, "play spring_tide")
    assert s.extra_turns == ()
    assert end_turn(s).turn.seat == 1


def test_spring_tide_one_extra_turn_under_throne_room_or_twice_played() -> None:
    """spring_tide — "only one per turn": under a Throne Room (+2 Cards) or two played,
    one extra turn."""
    s = _turn(("throne_room", "spring_tide"), "throne_room")
    assert len(s.players[0].hand) == 2 and s.extra_turns == (0,)
    s = _turn(("village", "spring_tide", "spring_tide"), "village", "spring_tide", "spring_tide")
    assert s.extra_turns == (0,)
    s = end_turn(end_turn(s))
    assert s.turn.seat == 1


# -- Salvage Diver and the Pearl: a pile outside the supply --------------------------


def test_salvage_diver_card_action_and_a_pearl() -> None:
    """salvage_diver — "+1 Card, +1 Action. Gain a Pearl" from its pile outside the
    supply (10 with 2 players)."""
    s = _turn(("salvage_diver",), "salvage_diver", kingdom=None)
    assert s.turn.actions == 1 and len(s.players[0].hand) == 1
    assert s.players[0].discard == ("pearl",) and s.nonsupply["pearl"] == 9
    assert "pearl" not in s.supply


def test_pearl_pile_sizes_and_only_with_a_salvage_diver() -> None:
    """pearl — its own pile outside the supply, 10/12/14 cards with 2/3/4 players, set
    up only when a Salvage Diver is in the kingdom; never bought."""
    for players, n in ((2, 10), (3, 12), (4, 14)):
        t = table(players=players)
        t.seat(0, hand=("salvage_diver",))
        assert t.turn_of(0).nonsupply["pearl"] == n
    assert "pearl" not in table().turn_of(0).nonsupply
    t = table()
    t.seat(0, hand=("salvage_diver", "gold", "gold"))
    s = act(t.turn_of(0), "end_actions", "treasures")
    assert "pearl" not in buyable(s)


def test_pearl_is_a_one_coin_treasure() -> None:
    """pearl — "1 coin"."""
    t = table()
    t.seat(0, hand=("salvage_diver",), deck=("pearl", *TEN), discard=())
    s = act(t.turn_of(0), "play salvage_diver", "end_actions", "treasures")
    assert s.turn.coins == 1


def test_salvage_diver_empty_pearl_pile_gains_nothing_and_ends_nothing() -> None:
    """salvage_diver: with the Pearls gone it gains nothing; an empty pile outside the
    supply does not count toward the end (D-7.1)."""
    t = table()
    t.seat(0, hand=("salvage_diver",), deck=TEN, discard=())
    s = t.turn_of(0)
    s = s.but(
        nonsupply=Params({"pearl": 0}), supply=Params({**dict(s.supply), "gold": 0, "duchy": 0})
    )
    s = act(s, "play salvage_diver")
    assert s.players[0].discard == () and not game_ends(s)


def test_salvage_diver_under_throne_room() -> None:
    """salvage_diver under Throne Room: +2 Cards, +2 Actions, two Pearls."""
    s = _turn(("throne_room", "salvage_diver"), "throne_room", kingdom=None)
    assert s.turn.actions == 2 and s.players[0].discard == ("pearl", "pearl")


# -- Doubloon: a Treasure with a text on an extra supply pile ---------------------------


def test_doubloon_two_coins_and_a_buy() -> None:
    """doubloon — "2 coins. When you play this, +1 Buy": one by one or all at once."""
    s = act(_turn(("doubloon", "doubloon", "copper")), "end_actions", "treasures")
    assert s.turn.coins == 5 and s.turn.buys == 3
    s = act(_turn(("doubloon",)), "end_actions", "treasure doubloon")
    assert s.turn.coins == 2 and s.turn.buys == 2


def test_doubloon_pile_in_the_supply_with_a_harbor_card_only() -> None:
    """doubloon — an extra supply pile of 12 in every game with a Harbor kingdom card,
    buyable at 4; none in a game of base cards only."""
    s = table().turn_of(0)
    assert s.supply["doubloon"] == 12
    base_only = dr.new_game(
        dr.GameConfig(players=2, seed=1, kingdom=dr.BASE_KINGDOM[:10], preset="base_harbor")
    )
    assert "doubloon" not in base_only.supply
    t = table()
    t.seat(0, hand=("silver", "silver"), deck=TEN, discard=())
    assert "doubloon" in buyable(act(t.turn_of(0), "end_actions", "treasures"))


def test_doubloon_empty_pile_counts_toward_the_end() -> None:
    """doubloon — a supply pile: empty, it is one of the three that end the game."""
    s = table().turn_of(0)
    s = s.but(supply=Params({**dict(s.supply), "doubloon": 0, "gold": 0, "duchy": 0}))
    assert game_ends(s)


@pytest.mark.parametrize("card", ["signal_tower", "sunken_chest"])
def test_multi_type_cards_count_as_victory_cards(card: str) -> None:
    """signal_tower, sunken_chest: Victory cards for what counts them (a Bureaucrat's
    victim puts one back on its deck)."""
    t = table()
    t.seat(0, hand=("bureaucrat",), deck=TEN, discard=())
    t.seat(1, hand=(card, "copper", "copper", "copper", "copper"), deck=TEN, discard=())
    s = act(t.turn_of(0), "play bureaucrat")
    while s.pending is not None:
        s = act(s, f"choose {options(s)[0]}")
    assert s.players[1].deck[0] == card


@pytest.mark.parametrize("gained", ["signal_tower", "sunken_chest"])
def test_coast_guard_hears_a_multi_type_victory_card(gained: str) -> None:
    """coast_guard with signal_tower, sunken_chest: an Action–Victory or Treasure–Victory
    card is a Victory card for what counts types."""
    t = table(kingdom=(*("signal_tower", "sunken_chest", "coast_guard"), *dr.BASE_KINGDOM[:7]))
    t.seat(0, hand=("gold", "gold"), deck=TEN, discard=())
    t.seat(1, hand=("coast_guard",), deck=TEN, discard=())
    s = act(t.turn_of(0), "end_actions", "treasures", f"buy {gained}")
    assert s.pending is not None and s.pending.kind == "coast_guard.reveal"
    assert s.pending.data["card"] == gained
