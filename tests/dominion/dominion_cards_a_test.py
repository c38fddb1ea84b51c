"""Kingdom cards Adventurer .. Library: one test per ruling id (rules/dominion.md D-9)."""

from __future__ import annotations

import pytest

import dominion_rules as dr
from dominion_rules.testing import Table

from .util import act, every_card, options


def test_adventurer_reveals_until_two_treasures() -> None:
    """D-9.1: the first two Treasures go to hand, the other revealed cards are discarded."""
    t = Table()
    t.seat(0, hand=("adventurer",), deck=("estate", "silver", "moat", "gold", "copper"), discard=())
    s = act(t.turn_of(0), "play adventurer")
    p = s.players[0]
    assert sorted(p.hand) == ["gold", "silver"] and p.deck == ("copper",)
    assert sorted(p.discard) == ["estate", "moat"] and p.set_aside == ()


def test_dominion_adventurer_1_revealed_not_reshuffled() -> None:
    """dominion-adventurer-1: the reshuffle mid-reveal leaves the revealed cards out."""
    t = Table()
    t.seat(0, hand=("adventurer",), deck=("estate", "duchy"), discard=("silver", "copper"))
    s = act(t.turn_of(0), "play adventurer")
    p = s.players[0]
    assert sorted(p.hand) == ["copper", "silver"]
    assert sorted(p.discard) == ["duchy", "estate"] and p.deck == ()


def test_dominion_adventurer_2_runs_out() -> None:
    """dominion-adventurer-2: with one Treasure in all, keep it; none: nothing to hand."""
    t = Table()
    t.seat(0, hand=("adventurer",), deck=("estate", "gold"), discard=("duchy",))
    s = act(t.turn_of(0), "play adventurer")
    assert s.players[0].hand == ("gold",)
    assert sorted(s.players[0].discard) == ["duchy", "estate"]
    t = Table()
    t.seat(0, hand=("adventurer",), deck=("estate",), discard=())
    s = act(t.turn_of(0), "play adventurer")
    assert s.players[0].hand == () and s.players[0].discard == ("estate",)


def test_dominion_bureaucrat_1_silver_on_empty_deck() -> None:
    """dominion-bureaucrat-1: the Silver becomes the whole deck; no reshuffle."""
    t = Table()
    t.seat(0, hand=("bureaucrat",), deck=(), discard=("gold", "copper"))
    t.seat(1, hand=("copper",) * 5, deck=(), discard=())
    s = act(t.turn_of(0), "play bureaucrat")
    assert s.players[0].deck == ("silver",) and s.players[0].discard == ("gold", "copper")


def test_dominion_bureaucrat_2_victim_empty_deck() -> None:
    """dominion-bureaucrat-2: the victim's Victory card is its deck's only card."""
    t = Table()
    t.seat(0, hand=("bureaucrat",), deck=("gold",), discard=())
    t.seat(1, hand=("estate", "copper"), deck=(), discard=("silver",))
    s = act(t.turn_of(0), "play bureaucrat")
    assert s.players[1].deck == ("estate",) and s.players[1].hand == ("copper",)
    assert s.players[0].deck == ("silver", "gold")


def test_dominion_bureaucrat_3_victim_chooses_curse_is_not_victory() -> None:
    """dominion-bureaucrat-3: options are the distinct Victory ids (not Curse); a hand
    without one is revealed and nothing moves."""
    t = Table(players=3)
    t.seat(0, hand=("bureaucrat",))
    t.seat(1, hand=("duchy", "estate", "curse", "estate"), deck=("copper",))
    t.seat(2, hand=("curse", "copper"), deck=("gold",))
    s = act(t.turn_of(0), "play bureaucrat")
    assert s.pending.kind == "bureaucrat.topdeck" and s.current_player == 1
    assert options(s) == ("duchy", "estate")
    s = act(s, "choose duchy")
    assert s.players[1].deck == ("duchy", "copper") and s.pending is None
    assert s.players[2].hand == ("curse", "copper") and s.players[2].deck == ("gold",)


def test_dominion_bureaucrat_4_no_silver_attack_still_happens() -> None:
    """dominion-bureaucrat-4: an empty Silver pile gains nothing; the victim still topdecks."""
    t = Table()
    t.seat(0, hand=("bureaucrat",), deck=("gold",), discard=())
    t.seat(1, hand=("province", "copper"), deck=(), discard=())
    t.supply("silver", 0)
    s = act(t.turn_of(0), "play bureaucrat")
    assert s.players[0].deck == ("gold",) and s.players[1].deck == ("province",)


def test_dominion_cellar_1_not_itself_and_2_discard_then_draw() -> None:
    """dominion-cellar-1: Cellar is not among its options; -2: choose all, discard, draw."""
    t = Table()
    t.seat(0, hand=("cellar", "estate", "estate", "gold"), deck=("silver", "silver", "copper"))
    s = act(t.turn_of(0), "play cellar")
    assert s.turn.actions == 1 and options(s) == ("estate", "gold")
    s = act(s, "choose estate")
    assert s.players[0].hand.count("estate") == 2  # not discarded yet
    s = act(s, "choose estate")
    assert options(s) == ("gold",)
    s = act(s, "done")
    p = s.players[0]
    assert sorted(p.hand) == ["gold", "silver", "silver"] and p.discard == ("estate", "estate")


def test_dominion_cellar_3_discarded_cards_shuffled_in() -> None:
    """dominion-cellar-3: a reshuffle while drawing takes in the cards just discarded."""
    t = Table()
    t.seat(0, hand=("cellar", "estate", "duchy"), deck=(), discard=())
    s = act(t.turn_of(0), "play cellar", "choose estate", "choose duchy")
    p = s.players[0]  # the whole hand chosen: the choice ends by itself
    assert sorted(p.hand) == ["duchy", "estate"] and p.discard == () and p.deck == ()


def test_cellar_zero_cards() -> None:
    """D-9.3: discarding nothing is allowed: +1 Action only."""
    t = Table()
    t.seat(0, hand=("cellar", "copper"), deck=("gold",))
    s = act(t.turn_of(0), "play cellar", "done")
    assert s.players[0].hand == ("copper",) and s.turn.actions == 1


def test_dominion_chancellor_1_asked_first_and_2_deck_moves_whole() -> None:
    """dominion-chancellor-1: the yes/no comes at once; -2: the deck moves as a whole."""
    t = Table()
    t.seat(0, hand=("chancellor",), deck=("gold", "estate", "copper"), discard=("silver",))
    s = act(t.turn_of(0), "play chancellor")
    assert s.pending.kind == "chancellor.discard_deck" and options(s) == ("yes", "no")
    assert s.turn.coins == 2
    yes = act(s, "choose yes")
    assert yes.players[0].deck == () and sorted(yes.players[0].discard) == [
        "copper",
        "estate",
        "gold",
        "silver",
    ]
    no = act(s, "choose no")
    assert no.players[0].deck == ("gold", "estate", "copper")


def test_chancellor_empty_deck_then_reshuffle_at_next_draw() -> None:
    """D-9.4: with yes the deck is empty and reshuffled only when next drawn from."""
    t = Table()
    t.seat(0, hand=("chancellor", "village"), deck=("gold",), discard=())
    s = act(t.turn_of(0, actions=2), "play chancellor", "choose yes")
    assert s.players[0].deck == () and s.players[0].discard == ("gold",)
    s = act(s, "play village")
    assert s.players[0].hand == ("gold",)


def test_dominion_chapel_1_other_chapel_up_to_four() -> None:
    """dominion-chapel-1: not itself, another Chapel yes; the fourth card ends it."""
    t = Table()
    t.seat(0, hand=("chapel", "chapel", "copper", "copper", "estate", "curse"))
    s = act(t.turn_of(0), "play chapel")
    assert options(s) == ("chapel", "copper", "curse", "estate")
    s = act(s, "choose chapel", "choose curse", "choose estate", "choose copper")
    assert s.pending is None and s.players[0].hand == ("copper",)
    assert sorted(s.trash) == ["chapel", "copper", "curse", "estate"]
    s2 = act(t.turn_of(0), "play chapel", "choose curse", "done")
    assert s2.trash == ("curse",)


def test_dominion_council_room_1_others_draw_with_reshuffle() -> None:
    """dominion-council_room-1: +4 Cards, +1 Buy; each other player draws, reshuffling;
    no Moat offered (not an Attack)."""
    t = Table(players=3)
    t.seat(0, hand=("council_room",), deck=("copper",) * 4)
    t.seat(1, hand=("moat",), deck=(), discard=("gold",))
    t.seat(2, hand=(), deck=("silver",), discard=())
    s = act(t.turn_of(0), "play council_room")
    assert s.pending is None and s.turn.buys == 2
    assert s.players[0].hand == ("copper",) * 4
    assert s.players[1].hand == ("moat", "gold") and s.players[2].hand == ("silver",)


def test_dominion_feast_1_and_2_gain_up_to_five_from_supply() -> None:
    """dominion-feast-1: trash Feast, gain to discard from the supply; -2: coins do not count."""
    t = Table()
    t.seat(0, hand=("feast", "gold"), deck=())
    t.supply("duchy", 0)
    s = act(t.turn_of(0, coins=3), "play feast")
    assert s.trash == ("feast",) and s.players[0].in_play == ()
    assert "duchy" not in options(s) and "market" in options(s) and "gold" not in options(s)
    assert max(s.rules.cards[c].cost for c in options(s)) == 5
    s = act(s, "choose market")
    assert s.players[0].discard == ("market",)


def test_dominion_feast_3_throne_room_two_gains_one_trash() -> None:
    """dominion-feast-3: Throne Room on Feast gains two cards and trashes Feast once,
    even with another Feast already in play."""
    t = Table()
    t.seat(0, hand=("throne_room", "feast"), in_play=("feast",), deck=())
    s = act(t.turn_of(0), "play throne_room")
    assert s.pending.kind == "feast.gain"
    s = act(s, "choose silver")
    assert s.pending.kind == "feast.gain"
    s = act(s, "choose village")
    assert s.trash == ("feast",)
    assert s.players[0].in_play.count("feast") == 1 and s.players[0].discard == (
        "silver",
        "village",
    )


def test_dominion_festival_1_actions_add_up() -> None:
    """dominion-festival-1: Festival with 1 action leaves 2; +1 Buy, +2 coins."""
    t = Table()
    t.seat(0, hand=("festival", "festival"))
    s = act(t.turn_of(0), "play festival")
    assert (s.turn.actions, s.turn.buys, s.turn.coins) == (2, 2, 2)
    s = act(s, "play festival")
    assert (s.turn.actions, s.turn.buys, s.turn.coins) == (3, 3, 4)


def test_dominion_gardens_1_not_playable() -> None:
    """dominion-gardens-1: not an Action: never offered as a play."""
    t = Table(kingdom=dr.kingdoms()["size_distortion"])
    t.seat(0, hand=("gardens", "village"))
    s = t.turn_of(0)
    assert [a.params["card"] for a in dr.legal_actions(s) if a.kind == "play"] == ["village"]


@pytest.mark.parametrize(("owned", "each"), [(39, 3), (40, 4), (9, 0), (10, 1)])
def test_dominion_gardens_2_floor_division(owned: int, each: int) -> None:
    """dominion-gardens-2: 1 VP per full 10 cards owned, rounded down; Gardens count."""
    t = Table(kingdom=dr.kingdoms()["size_distortion"])
    cards = ("gardens", "gardens") + ("copper",) * (owned - 2)
    t.seat(0, hand=(), deck=cards, discard=())
    s = t.turn_of(0)
    line = {ln.label: ln.points for ln in dr.scores(s)[0].lines}
    assert line["gardens"] == 2 * each


def test_laboratory() -> None:
    """D-9.10: +2 Cards, +1 Action."""
    t = Table()
    t.seat(0, hand=("laboratory",), deck=("gold", "silver", "copper"))
    s = act(t.turn_of(0), "play laboratory")
    assert s.players[0].hand == ("gold", "silver") and s.turn.actions == 1


def test_dominion_library_1_set_aside_not_reshuffled() -> None:
    """dominion-library-1: set-aside cards stay out of the reshuffle, discarded at the end."""
    t = Table()
    t.seat(
        0,
        hand=("library",) + ("copper",) * 4,
        deck=("smithy",),
        discard=("gold", "silver", "estate"),
    )
    s = act(t.turn_of(0), "play library")
    assert s.pending.kind == "library.set_aside" and options(s) == ("yes", "no")
    s = act(s, "choose yes")
    p = s.players[0]
    # the reshuffle made the deck of the 3 discarded cards only, not the set-aside Smithy
    assert sorted(p.hand) == ["copper"] * 4 + ["estate", "gold", "silver"]
    assert p.discard == ("smithy",) and p.set_aside == () and p.deck == ()


def test_dominion_library_2_runs_out() -> None:
    """dominion-library-2: with deck and discard empty, stop with what you have."""
    t = Table()
    t.seat(0, hand=("library", "copper"), deck=("gold",), discard=("silver",))
    s = act(t.turn_of(0), "play library")
    assert sorted(s.players[0].hand) == ["copper", "gold", "silver"]


def test_dominion_library_3_keeping_the_action_counts() -> None:
    """dominion-library-3: an Action not set aside counts toward the 7."""
    t = Table()
    t.seat(0, hand=("library",) + ("copper",) * 5, deck=("village", "gold", "silver"))
    s = act(t.turn_of(0), "play library", "choose no")
    assert s.players[0].hand == ("copper",) * 5 + ("village", "gold")


def test_dominion_library_4_seven_in_hand_draws_nothing() -> None:
    """dominion-library-4: with 7 cards in hand after playing it, nothing is drawn."""
    t = Table()
    t.seat(0, hand=("library",) + ("copper",) * 7, deck=("gold",))
    s = act(t.turn_of(0), "play library")
    assert len(s.players[0].hand) == 7 and s.players[0].deck == ("gold",)


def test_conservation_through_cards() -> None:
    """D-1.4 over a Feast + Throne Room scenario."""
    t = Table()
    t.seat(0, hand=("throne_room", "feast"), deck=())
    s = t.turn_of(0)
    before = every_card(s)
    s = act(s, "play throne_room", "choose silver", "choose silver")
    assert every_card(s) == before
