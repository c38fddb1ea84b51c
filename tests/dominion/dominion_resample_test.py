"""``dr.resample``: a world dealt from a view is one the seat cannot tell from the real
game (D-8), conserves the cards, and plays on to the end.

The property tests draw whole games (2-4 players, random kingdoms and agents) and, at
random steps, a random seat; the directed tests pin the decisions whose options show a
hand (a Moat reveal, a Library's drawn Action, a Spy's revealed card).
"""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import dominion_rules as dr
from dominion_rules.state import GameState
from dominion_rules.testing import Table
from dominion_rules.validate import check_state
from dominion_rules.worlds import game_cards, unseen_cards, visible_cards

from .dominion_properties_test import walk
from .util import act, every_card, examples

seeds = st.integers(min_value=0, max_value=2**32)


def plays_to_the_end(state: GameState, seed: int) -> GameState:
    """Greedy play from ``state`` to the end (every seat reading its own view)."""
    rng = random.Random(seed)
    agent = dr.GreedyAgent()
    for _ in range(20_000):
        if state.is_over:
            return state
        seat = state.current_player
        assert seat is not None
        state = dr.apply(state, agent.act(dr.observe(state, seat), dr.legal_actions(state), rng))
    raise AssertionError("the resampled game did not end")


def check_world(state: GameState, seat: int, rng: random.Random, *, owned: bool) -> GameState:
    """The resample contract for one view: the same view back, the same cards."""
    view = dr.observe(state, seat)
    world = dr.resample(view, rng, dr.owned_cards(state) if owned else None)
    assert dr.observe(world, seat) == view
    assert every_card(world) == every_card(state)
    check_state(world)  # a state the reducer accepts, as one read from JSON
    assert dr.legal_actions(world)
    if owned:
        assert dr.owned_cards(world) == dr.owned_cards(state)
        assert [s.total for s in dr.scores(world)] == [s.total for s in dr.scores(state)]
    return world


@settings(max_examples=examples(60), deadline=None)
@given(seeds)
def test_a_world_gives_the_seat_its_view_back_and_plays_on(seed: int) -> None:
    """At random steps of a random game, for a random seat: ``observe(resample(view),
    seat) == view``, every card is conserved, and the world plays on to the end."""
    rng = random.Random(seed)
    states = [s for s, _ in walk(seed)]
    for state in rng.sample(states, min(4, len(states))):
        if state.is_over:
            continue
        seat = rng.randrange(len(state.players))
        world = check_world(state, seat, rng, owned=False)
        assert every_card(plays_to_the_end(world, seed)) == every_card(state)


@settings(max_examples=examples(60), deadline=None)
@given(seeds)
def test_every_decision_of_a_game_resamples_for_every_seat(seed: int) -> None:
    """Every state with a decision pending, from every seat's view, with and without the
    seat remembering who owns what: the contract holds (another seat's hidden decision
    is asked again by its card)."""
    rng = random.Random(seed)
    for state, _ in walk(seed):
        if state.pending is None and rng.random() > 0.05:
            continue
        if state.is_over:
            continue
        for seat in range(len(state.players)):
            check_world(state, seat, rng, owned=rng.random() < 0.5)


def test_the_unseen_cards_are_the_game_minus_what_the_seat_sees() -> None:
    """D-1.4, D-8: at the start a seat sees its hand and the supply; the other 15 cards
    (its deck, the other seat's hand and deck) are unseen."""
    state = dr.new_game(dr.GameConfig(players=2, seed=3))
    view = dr.observe(state, 0)
    assert sum(game_cards(state.config).values()) == sum(every_card(state).values())
    assert visible_cards(view) + unseen_cards(view) == game_cards(state.config)
    unseen = unseen_cards(view)
    assert sum(unseen.values()) == 15
    assert unseen == Counter(state.players[0].deck + state.players[1].hand + state.players[1].deck)


def test_the_seats_own_deck_is_dealt_again_too() -> None:
    """D-8.3: nobody may look through a deck, its owner included: over many worlds the
    seat's deck takes cards of other places; remembering who owns what keeps its cards."""
    state = two_seats(("copper",) * 5, ("estate", "estate", "estate", "copper", "copper"))
    view = dr.observe(state, 0)
    real = Counter(state.players[0].deck)
    rng = random.Random(0)
    assert any(Counter(dr.resample(view, rng).players[0].deck) != real for _ in range(20))
    owned = dr.owned_cards(state)
    assert all(Counter(dr.resample(view, rng, owned).players[0].deck) == real for _ in range(20))


def two_seats(hand0: tuple[str, ...], hand1: tuple[str, ...], **table: object) -> GameState:
    """Seat 0's turn with these hands (the decks hold the rest of the starting cards, so
    the game keeps all its cards, D-1.4)."""
    t = Table(players=2, seed=1, **table)  # type: ignore[arg-type]
    t.seat(0, hand=hand0)
    t.seat(1, hand=hand1)
    return t.turn_of(0)


def test_discard_sizes_are_dealt_at_random_unless_open() -> None:
    """D-8.5: a discard pile's size is hidden, so the cards below the tops go to the
    piles at random; with ``open_discard_size`` each pile keeps its size; with ``owned``
    the sizes follow from what each seat owns."""
    for variants in ((), ("open_discard_size",)):
        t = Table(players=2, seed=2, variants=variants)
        t.seat(0, hand=("copper",) * 5, discard=("copper", "copper"))
        t.seat(1, hand=("copper",) * 5, discard=("silver", "silver"))
        state = t.turn_of(0)
        view = dr.observe(state, 0)
        rng = random.Random(5)
        sizes = {tuple(len(p.discard) for p in dr.resample(view, rng).players) for _ in range(40)}
        if variants:
            assert sizes == {(2, 2)}
        else:
            assert len(sizes) > 1 and all(sum(s) == 4 and min(s) >= 1 for s in sizes)
        world = dr.resample(view, rng, dr.owned_cards(state))
        assert [len(p.discard) for p in world.players] == [2, 2]


def test_another_seats_moat_reveal_needs_a_moat_in_its_hand() -> None:
    """dominion-moat-2: the view shows seat 1 deciding whether to reveal a Moat, so every
    world deals seat 1 a Moat; its options come back."""
    t = Table(players=2, seed=4, kingdom=dr.kingdoms()["interaction"])
    t.seat(0, hand=("militia", "copper", "copper", "copper", "copper"))
    t.seat(1, hand=("moat", "estate", "estate", "copper", "copper"))
    state = act(t.turn_of(0), "play militia")
    assert state.pending is not None and state.pending.kind == "moat.reveal"
    view = dr.observe(state, 0)
    rng = random.Random(1)
    for _ in range(20):
        world = dr.resample(view, rng)
        assert "moat" in world.players[1].hand
        assert world.pending == state.pending
        assert dr.observe(world, 0) == view


def test_another_seats_library_draw_is_an_action_in_its_hand() -> None:
    """dominion-library-3: the Library's set-aside question shows that an Action was just
    drawn; the world deals one into that hand and the question names it (its ``ctx``)."""
    t = Table(players=2, seed=6, kingdom=dr.kingdoms()["interaction"])
    rest = ("copper",) * 6 + ("estate",) * 3  # the deck keeps every starting card
    t.seat(0, hand=("library", "copper"), deck=("village", *rest))
    state = act(t.turn_of(0), "play library")
    assert state.pending is not None and state.pending.kind == "library.set_aside"
    rng = random.Random(2)
    world = dr.resample(dr.observe(state, 1), rng)
    assert world.pending is not None and world.pending.kind == "library.set_aside"
    card = world.pending.ctx["card"]
    assert card in world.players[0].hand and world.rules.cards[card].is_action
    own = dr.resample(dr.observe(state, 0), rng)
    assert own.pending == state.pending  # the seat's own decision: as it sees it
    assert every_card(plays_to_the_end(world, 1)) == every_card(state)


def test_a_spies_revealed_card_stays_on_top_of_its_deck() -> None:
    """dominion-spy-5: the card a Spy revealed is public (the decision's data) and lies on
    top of the revealing seat's deck in every world."""
    t = Table(players=2, seed=7, kingdom=dr.kingdoms()["interaction"])
    t.seat(0, hand=("spy", "copper"))
    state = act(t.turn_of(0), "play spy")
    assert state.pending is not None and state.pending.kind == "spy.discard"
    shown = state.pending.data
    rng = random.Random(3)
    for seat in (0, 1):
        for _ in range(10):
            world = dr.resample(dr.observe(state, seat), rng)
            assert world.players[shown["seat"]].deck[0] == shown["card"]


def test_a_throne_room_choice_of_another_seat_is_asked_again() -> None:
    """dominion-throne_room-5: the choice among two kinds of Action in hand is asked again
    from the hand a world deals (never a single kind: that would not have asked)."""
    t = Table(players=2, seed=8, kingdom=dr.kingdoms()["big_money"])
    t.seat(0, hand=("throne_room", "market", "mine", "copper", "copper"))
    state = act(t.turn_of(0), "play throne_room")
    assert state.pending is not None and state.pending.kind == "throne_room.play"
    rng = random.Random(4)
    for _ in range(10):
        world = dr.resample(dr.observe(state, 1), rng)
        assert world.pending is not None and len(world.pending.options) >= 2
        actions = {c for c in world.players[0].hand if world.rules.cards[c].is_action}
        assert set(world.pending.options) == actions


def test_bad_input() -> None:
    state = dr.new_game(dr.GameConfig(players=2, seed=1))
    view = dr.observe(state, 0)
    with pytest.raises(TypeError, match="GameView"):
        dr.resample(state, random.Random(0))  # type: ignore[arg-type]
    with pytest.raises(TypeError, match=r"random\.Random"):
        dr.resample(view, 7)  # type: ignore[arg-type]
    owned = list(dr.owned_cards(state))
    with pytest.raises(ValueError, match="seats"):
        dr.resample(view, random.Random(0), owned[:1])
    owned[0] = owned[0] + Counter({"gold": 1})
    with pytest.raises(ValueError, match="does not have"):
        dr.resample(view, random.Random(0), owned)
