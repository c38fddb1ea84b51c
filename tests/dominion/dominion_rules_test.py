"""Core rules D-0 .. D-8: set-up, turn, reshuffle, buying, clean-up, end, ties, views."""

from __future__ import annotations

import pytest

import dominion_rules as dr
from dominion_rules.testing import Table

from .util import act, every_card, kinds


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_sizes_d_1_3_and_d_2_1(players: int) -> None:
    """D-1.3, D-2.1, D-2.2: pile sizes by player count; 7 Copper + 3 Estate each, 5 drawn."""
    s = dr.new_game(dr.GameConfig(players=players, seed=5))
    victory = 8 if players == 2 else 12
    assert s.supply["copper"] == 60 - 7 * players
    assert (s.supply["silver"], s.supply["gold"]) == (40, 30)
    assert s.supply["estate"] == s.supply["duchy"] == s.supply["province"] == victory
    assert s.supply["curse"] == (10 if players == 2 else 30)
    assert len(s.supply) == 17
    for card in dr.FIRST_GAME:
        assert s.supply[card] == 10
    for p in s.players:
        assert len(p.hand) == 5 and len(p.deck) == 5 and p.discard == ()
        assert sorted(p.hand + p.deck) == ["copper"] * 7 + ["estate"] * 3
    assert s.turns == (0,) * players and s.current_player == 0
    assert (s.turn.phase, s.turn.actions, s.turn.buys, s.turn.coins) == ("action", 1, 1, 0)


def test_gardens_pile_follows_victory_size_dominion_gardens_3() -> None:
    """dominion-gardens-3: 8 Gardens with 2 players, 12 with 3-4."""
    k = dr.kingdoms()["size_distortion"]
    assert dr.new_game(dr.GameConfig(players=2, kingdom=k)).supply["gardens"] == 8
    assert dr.new_game(dr.GameConfig(players=3, kingdom=k)).supply["gardens"] == 12


def test_variant_curses_20_for_3_d_1_3a() -> None:
    """D-1.3a: 30 Curses with 3 players by default, 20 with the variant; 4 players stay 30."""
    assert dr.new_game(dr.GameConfig(players=3)).supply["curse"] == 30
    v = ("curses_20_for_3",)
    assert dr.new_game(dr.GameConfig(players=3, variants=v)).supply["curse"] == 20
    assert dr.new_game(dr.GameConfig(players=4, variants=v)).supply["curse"] == 30


def test_config_errors_d_2_3() -> None:
    """D-2.3: a kingdom that is not 10 distinct kingdom ids is a ConfigError listing all."""
    with pytest.raises(dr.ConfigError) as err:
        dr.new_game(dr.GameConfig(players=5, kingdom=("smithy",) * 10, variants=("nope",)))
    assert len(err.value.problems) == 3
    with pytest.raises(dr.ConfigError):
        dr.new_game(dr.GameConfig(kingdom=("copper", *dr.FIRST_GAME[1:])))
    with pytest.raises(dr.ConfigError):
        dr.new_game(dr.GameConfig(kingdom=dr.FIRST_GAME[:9]))


def test_kingdoms_d_2_4_and_d_2_5() -> None:
    """D-2.4: the first-game default; D-2.5: the five recommended sets; random ones."""
    assert dr.GameConfig().kingdom == dr.kingdoms()["first_game"]
    sets = dr.kingdoms()
    assert set(sets) == {
        "first_game",
        "big_money",
        "interaction",
        "size_distortion",
        "village_square",
    }
    for k in sets.values():
        dr.new_game(dr.GameConfig(kingdom=k))
    import random

    k1 = dr.random_kingdom(random.Random(1))
    assert len(set(k1)) == 10 and k1 == dr.random_kingdom(random.Random(1))
    dr.new_game(dr.GameConfig(kingdom=k1))


def test_action_phase_offers_end_actions_always_d_3_4() -> None:
    """D-3.2, D-3.4: with 0 actions no Action is offered, end_actions always is."""
    t = Table()
    t.seat(0, hand=("smithy", "village", "copper"))
    s = t.turn_of(0, actions=0)
    assert kinds(s) == ["end_actions"]
    s = t.turn_of(0)
    assert kinds(s) == ["play card=smithy", "play card=village", "end_actions"]


def test_buy_phase_d_5() -> None:
    """D-5.1-5.3: treasures add coins, buys share one pool, 0 buys offers no buy."""
    t = Table()
    t.seat(0, hand=("gold", "gold", "woodcutter"), deck=("copper",) * 5, discard=())
    s = act(t.turn_of(0), "play woodcutter", "end_actions")
    assert "buy card=province" not in kinds(s)
    s = act(s, "treasures")
    assert s.turn.coins == 8 and s.turn.buys == 2
    s = act(s, "buy cellar", "buy smithy")
    assert s.turn.coins == 2 and s.turn.buys == 0
    assert not any(k.startswith("buy") for k in kinds(s))
    assert s.players[0].discard == ("cellar", "smithy")
    with pytest.raises(dr.IllegalAction):
        act(s, "play smithy")


def test_cleanup_and_draw_d_6() -> None:
    """D-6.1-6.3: in play and hand to the discard, draw 5, turns +1, next seat."""
    t = Table()
    t.seat(0, hand=("copper", "estate"), deck=("silver",) * 3, discard=("gold",))
    s = act(t.turn_of(0), "end_actions", "treasure copper", "end_turn")
    p = s.players[0]
    assert len(p.hand) == 5 and p.discard == () and p.in_play == ()
    assert p.hand[:3] == ("silver",) * 3  # the deck first, then the reshuffled discard
    assert sorted(p.hand + p.deck) == ["copper", "estate", "gold", "silver", "silver", "silver"]
    assert s.turns == (1, 0) and s.current_player == 1 and s.turn.coins == 0


def test_reshuffle_only_when_drawing_d_4_2_d_4_3() -> None:
    """D-4.2: the discard is shuffled only when a card must be drawn and the deck is
    empty; D-4.3: an empty deck stays empty otherwise; hand and in-play never go in."""
    t = Table()
    t.seat(0, hand=("smithy", "moat"), deck=("gold",), discard=("silver", "silver", "estate"))
    s = act(t.turn_of(0), "play smithy")
    p = s.players[0]
    assert sorted(p.hand) == ["estate", "gold", "moat", "silver"]
    assert p.deck == ("silver",) and p.discard == () and p.in_play == ("smithy",)
    t = Table()
    t.seat(0, hand=("woodcutter",), deck=(), discard=("gold",))
    s = act(t.turn_of(0), "play woodcutter")
    assert s.players[0].deck == () and s.players[0].discard == ("gold",)


def test_draw_stops_when_everything_is_empty_d_4_2() -> None:
    """D-4.2: deck and discard both empty: draw what there was and stop."""
    t = Table()
    t.seat(0, hand=("smithy",), deck=("gold",), discard=())
    s = act(t.turn_of(0), "play smithy")
    assert s.players[0].hand == ("gold",)


def test_game_ends_on_provinces_d_7_1() -> None:
    """D-7.1: an empty Province pile ends the game at the end of that turn."""
    t = Table()
    t.seat(0, hand=("gold", "gold", "silver"))
    t.supply("province", 1)
    s = act(t.turn_of(0, phase="buy"), "treasures", "buy province")
    assert not s.is_over
    s = act(s, "end_turn")
    assert s.is_over and s.current_player is None and dr.legal_actions(s) == []
    assert s.turns == (1, 0)


def test_game_ends_on_three_piles_only_at_end_of_turn_d_7_2() -> None:
    """D-7.2: three empty piles (Curse counts) end the game, but only after the turn."""
    t = Table()
    t.seat(0, hand=("woodcutter", "copper"))
    t.supply("curse", 1)
    t.supply("cellar", 0)
    t.supply("moat", 1)
    s = act(t.turn_of(0), "play woodcutter", "end_actions", "treasures", "buy curse")
    assert not s.is_over and "buy card=moat" in kinds(s)
    s = act(s, "buy moat")
    assert not s.is_over
    assert act(s, "end_turn").is_over
    t2 = Table()
    t2.supply("curse", 0)
    t2.supply("cellar", 0)
    assert not act(t2.turn_of(0, phase="buy"), "end_turn").is_over


def test_tie_fewest_turns_then_shared_d_7_3() -> None:
    """D-7.3: most VP; tied: fewest turns wins; still tied: shared."""
    t = Table()
    t.seat(0, hand=("province",), deck=(), discard=())
    t.seat(1, hand=("province",), deck=(), discard=())
    t.supply("province", 0)
    s = act(t.turn_of(1, phase="buy", turns=(1, 0)), "end_turn")
    assert s.is_over and s.turns == (1, 1)
    assert dr.winners(s) == (0, 1)
    s = act(t.turn_of(0, phase="buy", turns=(0, 0)), "end_turn")
    assert s.turns == (1, 0) and dr.winners(s) == (1,)


def test_scores_running_and_curses_d_7_4() -> None:
    """D-7.4: Estate 1, Duchy 3, Province 6, Curse -1, everywhere a seat owns cards."""
    t = Table()
    t.seat(0, hand=("estate",), deck=("duchy",), discard=("province", "curse"), in_play=())
    s = t.turn_of(0)
    sc = dr.scores(s)[0]
    assert sc.total == 1 + 3 + 6 - 1
    assert {line.label for line in sc.lines} == {"estate", "duchy", "province", "curse"}
    assert dr.winners(s) == ()


def test_views_hide_d_8() -> None:
    """D-8.3-8.6: others' hands, every deck, discard sizes hidden; tops, in play, set
    aside, trash public; another seat's decision shows its kind, not its options."""
    t = Table()
    t.seat(0, hand=("militia", "copper"), deck=("gold", "estate"), discard=("silver", "duchy"))
    t.seat(1, hand=("copper", "copper", "estate", "estate", "silver"), deck=(), discard=())
    s = act(t.turn_of(0), "play militia")
    v = dr.observe(s, 0)
    assert v.players[0].hand == ("copper",) and v.players[1].hand is None
    assert v.players[1].hand_size == 5 and v.players[0].deck is None and v.players[0].deck_size == 2
    assert v.players[0].discard is None and v.players[0].discard_top == "duchy"
    assert v.players[0].discard_size is None and v.players[0].in_play == ("militia",)
    assert v.pending.kind == "militia.discard" and v.pending.options is None
    assert dr.observe(s, 1).pending.options == ("copper", "estate", "silver")
    open_ = Table()
    open_.variants = ("open_discard_size",)
    open_.seat(0, discard=("silver", "duchy"))
    assert dr.observe(open_.turn_of(0), 1).players[0].discard_size == 2


def test_conservation_in_a_turn_d_1_4() -> None:
    """D-1.4: no rule creates or destroys a card."""
    s = dr.new_game(dr.GameConfig(players=3, seed=2))
    before = every_card(s)
    s = act(s, "end_actions", "treasures")
    s = act(s, "end_turn")
    assert every_card(s) == before


def test_treasures_after_a_buy_d_5_5() -> None:
    """D-5.5 (AMBIGUOUS, default: allowed): treasures may still be played after a buy."""
    t = Table()
    t.seat(0, hand=("silver", "copper"))
    s = act(t.turn_of(0, phase="buy", buys=2), "treasure silver", "buy cellar")
    assert "treasure card=copper" in kinds(s)
    s = act(s, "treasure copper")
    assert s.turn.coins == 1


def test_cleanup_order_in_play_then_hand_d_6_1() -> None:
    """D-6.1 (default): in-play cards go to the discard first, then the hand, so the last
    hand card is on top."""
    t = Table()
    t.seat(0, hand=("village", "estate", "duchy"), deck=("copper",) * 7, discard=())
    s = act(t.turn_of(0), "play village", "end_actions", "end_turn")
    assert s.players[0].discard == ("village", "estate", "duchy", "copper")
    assert dr.observe(s, 1).players[0].discard_top == "copper"


def test_no_buy_with_zero_buys_and_no_action_in_buy_phase_d_5_6() -> None:
    """D-5.3, D-5.6: 0 buys: no buy offered; Actions cannot be played in the buy phase."""
    t = Table()
    t.seat(0, hand=("smithy", "gold"))
    s = t.turn_of(0, phase="buy", buys=0, coins=5)
    assert kinds(s) == ["treasure card=gold", "treasures", "end_turn"]
