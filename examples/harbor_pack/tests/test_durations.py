"""The Durations: Tidewatch, Mooring, Cargo Hold (and its private mat).

Each test names the rule of the card's text it checks. A Duration stays in play through
the clean-up of the turn it was played, its next-turn text runs when its owner's next
turn starts, and it leaves at the clean-up of that turn; nothing that sets cards aside
(Thief, Library, Adventurer) moves it.
"""

from __future__ import annotations

from harbor_testing import act, end_turn, options, table

import dominion_rules as dr
from dominion_rules.pack_api import cost_of

FIVE = ("copper",) * 5


def _tidewatch_played(hand: tuple[str, ...] = ("tidewatch",)) -> dr.GameState:
    t = table()
    deck = ("silver", "gold", *("estate",) * 3, "duchy", "duchy", "province", "province")
    deck += ("gold", "gold", *FIVE)
    t.seat(0, hand=hand, deck=deck, discard=())
    t.seat(1, hand=FIVE, deck=FIVE, discard=())
    return act(t.turn_of(0), f"play {hand[0]}")


# -- Tidewatch -----------------------------------------------------------------------


def test_tidewatch_draws_two_now() -> None:
    """tidewatch — "+2 Cards" now."""
    s = _tidewatch_played()
    assert s.players[0].hand == ("silver", "gold")
    assert s.players[0].in_play == ("tidewatch",)


def test_tidewatch_stays_in_play_through_cleanup() -> None:
    """tidewatch — a Duration: it stays in play through the clean-up (public in views)."""
    s = end_turn(_tidewatch_played())
    p = s.players[0]
    assert p.in_play == ("tidewatch",) and p.staying == ("tidewatch",)
    assert "tidewatch" not in p.discard
    assert dr.observe(s, 1).players[0].staying == ("tidewatch",)
    assert dr.observe(s, 1).players[0].in_play == ("tidewatch",)


def test_tidewatch_next_turn_one_action_one_card_then_leaves() -> None:
    """tidewatch — "at the start of your next turn: +1 Action, +1 Card"; it is discarded
    at the clean-up of that turn."""
    s = end_turn(end_turn(_tidewatch_played()))
    assert s.turn.seat == 0 and s.turn.actions == 2
    p = s.players[0]
    assert p.hand == ("estate", "estate", "estate", "duchy", "duchy", "province")
    assert p.in_play == ("tidewatch",) and p.staying == () and p.later == ()
    s = end_turn(s)
    assert s.players[0].in_play == () and "tidewatch" in s.players[0].discard


def test_tidewatch_under_throne_room_both_next_turn_effects_and_both_stay() -> None:
    """tidewatch under Throne Room: +4 Cards now; the Throne Room stays in play with it;
    next turn +2 Actions, +2 Cards; both leave at the clean-up of that turn."""
    s = _tidewatch_played(("throne_room", "tidewatch"))
    p = s.players[0]
    assert sorted(p.in_play) == ["throne_room", "tidewatch"]
    assert p.hand == ("silver", "gold", "estate", "estate")
    s = end_turn(s)
    p = s.players[0]
    assert sorted(p.in_play) == ["throne_room", "tidewatch"]
    assert sorted(p.staying) == ["throne_room", "tidewatch"] and len(p.later) == 2
    s = end_turn(s)  # seat 1's turn
    assert s.turn.seat == 0 and s.turn.actions == 3
    assert len(s.players[0].hand) == 7 and s.players[0].hand[-2:] == ("gold", "gold")
    assert sorted(s.players[0].in_play) == ["throne_room", "tidewatch"]
    s = end_turn(s)
    assert s.players[0].in_play == ()
    assert {"throne_room", "tidewatch"} <= set(s.players[0].discard)


def test_tidewatch_not_swept_by_an_opponents_thief() -> None:
    """tidewatch against Thief: the Thief trashes and discards only the two cards it
    revealed; the Duration in the victim's play stays, and its next turn still comes."""
    t = table(kingdom=None)
    deck = ("silver", "gold", *FIVE, "silver", "estate", "duchy")
    t.seat(0, hand=("tidewatch",), deck=deck, discard=())
    t.seat(1, hand=("thief", "copper", "copper", "copper", "copper"), deck=FIVE, discard=())
    s = end_turn(act(t.turn_of(0), "play tidewatch"))
    s = act(s, "play thief")
    while s.pending is not None:  # the Thief's choices: trash the Silver, gain it
        s = act(s, f"choose {options(s)[0]}")
    assert s.trash == () or s.trash == ("silver",)
    p = s.players[0]
    assert p.in_play == ("tidewatch",) and p.staying == ("tidewatch",)
    assert p.discard == ("silver", "gold", "estate") and p.set_aside == ()
    s = end_turn(s)
    assert s.turn.seat == 0 and s.turn.actions == 2 and s.players[0].hand[-1] == "duchy"


def _in_play_with(kingdom_card: str, deck: tuple[str, ...]) -> dr.GameState:
    """Seat 0 plays Village, Cargo Hold (putting an Estate on its mat), Tidewatch, then
    ``kingdom_card`` (Library or Adventurer), which sets cards aside."""
    t = table()
    hand = ("village", "cargo_hold", "tidewatch", kingdom_card, "estate")
    t.seat(0, hand=hand, deck=deck, discard=())
    s = act(t.turn_of(0), "play village", "play cargo_hold", "choose estate", "play tidewatch")
    assert s.players[0].mat("hold") == ("estate",)
    return act(s, f"play {kingdom_card}")


def test_durations_not_swept_by_library() -> None:
    """tidewatch and cargo_hold against Library: the Library discards only the Actions it
    set aside; the Durations stay in play, the mat keeps its card."""
    deck = ("copper",) * 4 + ("silver", "market", "smithy", "gold", *FIVE)
    s = _in_play_with("library", deck)
    while s.pending is not None:  # set aside each Action drawn
        s = act(s, "choose yes")
    p = s.players[0]
    assert sorted(p.discard) == ["market", "smithy"] and p.set_aside == ()
    assert p.in_play == ("village", "cargo_hold", "tidewatch", "library")
    assert p.mat("hold") == ("estate",)
    s = end_turn(s)
    p = s.players[0]
    assert sorted(p.in_play) == ["cargo_hold", "tidewatch"]
    assert sorted(p.staying) == ["cargo_hold", "tidewatch"]
    assert p.mat("hold") == ("estate",)


def test_durations_not_swept_by_adventurer() -> None:
    """tidewatch and cargo_hold against Adventurer: it discards only the non-Treasures it
    revealed; the Durations stay in play through the clean-up, the mat keeps its card."""
    deck = ("copper",) * 4 + ("estate", "smithy", "silver", "gold", *FIVE)
    s = _in_play_with("adventurer", deck)
    p = s.players[0]
    assert p.discard == ("estate", "smithy") and p.set_aside == ()
    assert p.hand[-2:] == ("silver", "gold")
    s = end_turn(s)
    p = s.players[0]
    assert sorted(p.in_play) == ["cargo_hold", "tidewatch"]
    assert "tidewatch" not in p.discard and "cargo_hold" not in p.discard


# -- Mooring ---------------------------------------------------------------------------


def _mooring(hand: tuple[str, ...]) -> dr.GameState:
    t = table()
    t.seat(0, hand=hand, deck=(*FIVE, *FIVE), discard=())
    t.seat(1, hand=FIVE, deck=FIVE, discard=())
    return act(t.turn_of(0), f"play {hand[0]}")


def test_mooring_one_coin_now_and_one_next_turn() -> None:
    """mooring — "+1 coin" now; "at the start of your next turn: +1 coin" (there in the
    action phase, kept into the buy phase); it stays in play until then."""
    s = _mooring(("mooring",))
    assert s.turn.coins == 1
    s = end_turn(s)
    assert s.players[0].in_play == ("mooring",)
    s = end_turn(s)
    assert s.turn.seat == 0 and s.turn.coins == 1
    s = act(s, "end_actions", "treasures")
    assert s.turn.coins == 1 + 5
    s = end_turn(s)
    assert "mooring" in s.players[0].discard and s.players[0].in_play == ()


def test_mooring_under_throne_room() -> None:
    """mooring under Throne Room: +2 coins now, +2 coins next turn; both stay in play."""
    s = _mooring(("throne_room", "mooring"))
    assert s.turn.coins == 2
    s = end_turn(s)
    assert sorted(s.players[0].staying) == ["mooring", "throne_room"]
    s = end_turn(s)
    assert s.turn.coins == 2
    s = end_turn(s)
    assert s.players[0].in_play == ()


# -- Cargo Hold ------------------------------------------------------------------------


def _cargo(hand: tuple[str, ...] = ("cargo_hold", "gold", "estate")) -> dr.GameState:
    t = table()
    deck = ("silver", "copper", *FIVE, "province", "duchy", *FIVE, *FIVE)
    t.seat(0, hand=hand, deck=deck, discard=())
    t.seat(1, hand=FIVE, deck=FIVE, discard=())
    return act(t.turn_of(0), f"play {hand[0]}")


def test_cargo_hold_card_and_action_then_asks_a_card_of_the_hand() -> None:
    """cargo_hold — "+1 Card, +1 Action", then "put a card from your hand" on the Hold
    mat: every card of the hand is an option, compulsory."""
    s = _cargo()
    assert s.turn.actions == 1
    assert s.pending.kind == "cargo_hold.hold" and not s.pending.done
    assert options(s) == ("estate", "gold", "silver")


def test_cargo_hold_mat_is_private() -> None:
    """cargo_hold — "face down": the owner's view shows the card on the Hold mat, another
    seat's shows only how many."""
    s = act(_cargo(), "choose gold")
    assert s.players[0].mat("hold") == ("gold",) and "gold" not in s.players[0].hand
    mine, theirs = dr.observe(s, 0).players[0], dr.observe(s, 1).players[0]
    assert mine.mats["hold"] == ("gold",) and mine.mat_sizes["hold"] == 1
    assert theirs.mats["hold"] is None and theirs.mat_sizes["hold"] == 1
    assert "gold" not in repr(dr.observe(s, 1).players[0])


def test_cargo_hold_returns_the_card_to_hand_next_turn() -> None:
    """cargo_hold — "at the start of your next turn, put the cards of your Hold mat into
    your hand": the hand is 5 + the card; the Cargo Hold stayed in play until then."""
    s = end_turn(act(_cargo(), "choose gold"))
    assert s.players[0].in_play == ("cargo_hold",) and "gold" not in s.players[0].hand
    assert s.players[0].mat("hold") == ("gold",)
    s = end_turn(s)
    p = s.players[0]
    assert s.turn.seat == 0 and len(p.hand) == 6 and p.hand[-1] == "gold"
    assert p.mat("hold") == ()
    s = end_turn(s)
    assert "cargo_hold" in s.players[0].discard


def test_cargo_hold_empty_hand_sets_nothing_aside() -> None:
    """cargo_hold — with an empty hand after its draw there is nothing to put on the mat
    (no decision); it still stays in play and its next turn finds an empty mat."""
    t = table()
    t.seat(0, hand=("cargo_hold",), deck=(), discard=())
    s = act(t.turn_of(0), "play cargo_hold")
    assert s.pending is None and s.players[0].mat("hold") == ()
    s = end_turn(s)
    assert s.players[0].staying == ("cargo_hold",)


def test_cargo_hold_under_throne_room_two_cards_both_back() -> None:
    """cargo_hold under Throne Room: +2 Cards, +2 Actions, two cards on the mat, both
    back in hand next turn; the Throne Room stays in play with it."""
    s = _cargo(("throne_room", "cargo_hold", "gold", "estate"))
    assert s.pending.kind == "cargo_hold.hold"
    s = act(s, "choose gold")
    assert s.pending.kind == "cargo_hold.hold"
    s = act(s, "choose estate")
    assert s.turn.actions == 2 and sorted(s.players[0].mat("hold")) == ["estate", "gold"]
    s = end_turn(s)
    assert sorted(s.players[0].staying) == ["cargo_hold", "throne_room"]
    s = end_turn(s)
    assert sorted(s.players[0].hand[-2:]) == ["estate", "gold"] and len(s.players[0].hand) == 7
    assert s.players[0].mat("hold") == ()


def test_durations_and_mat_survive_json() -> None:
    """The JSON round trip of a state with a Duration staying, a promise for next turn, a
    card on a private mat and tokens keeps them all (``dr.to_json``/``dr.from_json``)."""
    t = table()
    # the deck not given: the seat's 10 starting cards, so that every card is in the game
    t.seat(0, hand=("cargo_hold", "tidewatch", "gold"), tokens={"vp": 3, "coin": 2})
    s = act(t.turn_of(0), "play cargo_hold", "choose gold", "play tidewatch")
    s = end_turn(s)
    p = s.players[0]
    assert p.mat("hold") and p.staying and p.later and p.tokens
    back = dr.from_json(dr.to_json(s))
    assert back == s
    assert back.players[0].mat("hold") == ("gold",)
    assert back.players[0].token("vp") == 3 and back.players[0].token("coin") == 2
    assert dr.to_json(back) == dr.to_json(s)
    s2, b2 = end_turn(s), end_turn(back)
    assert dr.to_json(end_turn(s2)) == dr.to_json(end_turn(b2))


def test_throne_room_on_throne_room_on_tidewatch_all_three_stay() -> None:
    """tidewatch under a Throne Room played by a Throne Room (the second resolution of the
    outer one plays a Smithy twice): the Tidewatch and both Throne Rooms stay, the Smithy
    leaves; next turn +2 Actions, +2 Cards."""
    t = table()
    deck = (*FIVE, *FIVE, *FIVE, *FIVE)
    t.seat(0, hand=("throne_room", "throne_room", "tidewatch", "smithy"), deck=deck, discard=())
    s = act(t.turn_of(0), "play throne_room", "choose throne_room", "choose tidewatch")
    assert s.pending is None or options(s) == ("smithy",)
    s = end_turn(s)
    p = s.players[0]
    assert sorted(p.in_play) == ["throne_room", "throne_room", "tidewatch"]
    assert "smithy" in p.discard and len(p.later) == 2
    s = end_turn(s)
    assert s.turn.seat == 0 and s.turn.actions == 3 and len(s.players[0].hand) == 7


def test_a_throne_room_on_a_non_duration_does_not_stay() -> None:
    """Control: a Throne Room that played a Smithy is discarded at clean-up as usual."""
    t = table()
    t.seat(0, hand=("throne_room", "smithy"), deck=(*FIVE, *FIVE, *FIVE), discard=())
    s = end_turn(act(t.turn_of(0), "play throne_room"))
    assert s.players[0].in_play == () and s.players[0].staying == ()
    assert {"throne_room", "smithy"} <= set(s.players[0].discard)


def test_json_mid_turn_with_marks_and_an_extra_turn_due() -> None:
    """The JSON round trip of a turn with a cost reducer's mark, coin tokens and an
    extra turn due keeps them (the Harbormaster's discount and the extra turn survive)."""
    t = table(kingdom=("harbormaster", "spring_tide", "village", *dr.BASE_KINGDOM[:7]))
    t.seat(0, hand=("village", "harbormaster", "spring_tide"), tokens={"coin": 1})
    s = act(t.turn_of(0), "play village", "play harbormaster", "play spring_tide")
    assert s.turn.marks.get("harbormaster") == 1 and s.extra_turns == (0,)
    back = dr.from_json(dr.to_json(s))
    assert back == s and back.turn.marks == s.turn.marks and back.extra_turns == (0,)
    assert cost_of(back, "duchy") == 4
    assert end_turn(back).turn.seat == 0


def test_cards_on_the_hold_mat_are_owned_and_scored() -> None:
    """cargo_hold: a card on the Hold mat is still its owner's: a Province there scores
    (and counts for Gardens), at any time and at the end."""
    t = table(kingdom=("cargo_hold", "gardens", *dr.BASE_KINGDOM[:8]))
    t.seat(0, hand=("copper",), deck=(*FIVE, *FIVE), discard=(), mats={"hold": ("province",)})
    s = t.turn_of(0)
    lines = {line.label: line.points for line in dr.scores(s)[0].lines}
    assert lines["province"] == 6
    assert "province" in s.players[0].all_cards()
