"""The engine's shared invariant checks (tabletop_engine.checks), as Dominion runs
them: each check holds on real games and fails on a planted fault."""

from __future__ import annotations

import random
from collections import Counter

import attrs
import pytest

import dominion_rules as dr
from dominion_rules.testing import invariants
from dominion_rules.testing.invariants import check_game, check_two_sided, redeal_hidden
from tabletop_engine import checks

from .util import every_card

KINGDOM = dr.kingdoms()["interaction"]


def _walk(seed: int, players: int = 3) -> list[tuple[dr.GameState, dr.Action]]:
    rng = random.Random(seed)
    state = dr.new_game(dr.GameConfig(players=players, seed=seed, kingdom=KINGDOM))
    out = []
    agents = [dr.GreedyAgent(), dr.RandomAgent(), dr.GreedyAgent()][:players]
    while not state.is_over and len(out) < 400:
        seat = state.current_player
        assert seat is not None
        action = agents[seat].act(dr.observe(state, seat), dr.legal_actions(state), rng)
        out.append((state, action))
        state = dr.apply(state, action)
    return out


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_check_game_holds_on_real_games(seed: int) -> None:
    """Every shared check and the two-sided view check hold, at every step."""
    agents = [dr.GreedyAgent(), dr.RandomAgent(), dr.SmithyBigMoneyAgent()]
    config = dr.GameConfig(players=3, seed=seed, kingdom=dr.random_kingdom(random.Random(seed)))
    assert check_game(config, agents) == []


def _coins_tell(apply: object) -> object:
    """A planted leak: after every action, the turn's coins grow by the Coppers in the
    next seat's hand, a public number that depends on a hidden hand."""

    def leaky(state: dr.GameState, action: dr.Action) -> dr.GameState:
        after = dr.apply(state, action)
        if after.turn is None:
            return after
        nxt = (after.turn.seat + 1) % len(after.players)
        tell = after.players[nxt].hand.count("copper")
        return after.but(turn=attrs.evolve(after.turn, coins=after.turn.coins + tell))

    return leaky


def test_two_sided_check_finds_a_public_number_that_reads_a_hidden_hand(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(invariants, "apply", _coins_tell(dr.apply))
    rng = random.Random(0)
    with pytest.raises(AssertionError, match="learns another seat's secret"):
        for state, action in _walk(0):
            check_two_sided(state, action, rng)


def test_two_sided_check_finds_options_that_read_a_hidden_hand(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A planted leak in the listing: the seat to act is offered one more action when
    the next seat holds a Copper (its legal actions depend on a hand it cannot see)."""
    real = dr.legal_actions

    def leaky(state: dr.GameState) -> list[dr.Action]:
        out = list(real(state))
        seat = state.current_player
        if seat is not None and out and out[0].kind == "play":
            nxt = (seat + 1) % len(state.players)
            if "copper" in state.players[nxt].hand:
                out = out[:-1]
        return out

    monkeypatch.setattr(invariants, "legal_actions", leaky)
    rng = random.Random(1)
    # found by the actor's own check, or by its two-sided check with a world of its own
    with pytest.raises(AssertionError, match=r"(depend on|changes with) cards hidden from it"):
        for state, action in _walk(1):
            check_two_sided(state, action, rng)


def test_redeal_keeps_what_the_seats_know() -> None:
    state, _ = _walk(2)[30]
    other = redeal_hidden(state, 0, random.Random(5), keep=(1,))
    assert other.players[0].hand == state.players[0].hand
    assert other.players[1].hand == state.players[1].hand
    assert Counter(every_card(other)) == Counter(every_card(state))
    assert [len(p.deck) for p in other.players] == [len(p.deck) for p in state.players]
    assert dr.observe(other, 0) == dr.observe(state, 0)


def test_counted_names_what_was_lost_and_gained() -> None:
    checks.check_counted("cards", Counter({"gold": 1}), Counter({"gold": 1}))
    with pytest.raises(AssertionError, match=r"cards not conserved: lost .*gold.*gained .*curse"):
        checks.check_counted("cards", Counter({"gold": 1}), Counter({"curse": 1}))


def test_listing_rules() -> None:
    state = dr.new_game(dr.GameConfig(players=2, seed=3))
    legal = dr.legal_actions(state)
    checks.check_listing(legal, False, state.current_player, sorted_by_key=False)
    with pytest.raises(AssertionError, match="no legal action before the end"):
        checks.check_listing([], False, 0)
    with pytest.raises(AssertionError, match="not unique"):
        checks.check_listing([legal[0], legal[0]], False, state.current_player)
    with pytest.raises(AssertionError, match="another seat"):
        checks.check_listing(legal, False, 1 - state.current_player, sorted_by_key=False)
    with pytest.raises(AssertionError, match="finished game offers actions"):
        checks.check_listing(legal, True, None)
    shuffled = sorted(legal, key=lambda a: a.sort_key, reverse=True)
    if len(shuffled) > 1:
        with pytest.raises(AssertionError, match="not sorted"):
            checks.check_listing(shuffled, False, state.current_player)


def test_illegal_rejected_finds_an_accepted_or_mutating_action() -> None:
    state = dr.new_game(dr.GameConfig(players=2, seed=3))
    legal = dr.legal_actions(state)
    bad = dr.Action("buy", actor=0, card="no_such_card")
    checks.check_illegal_rejected(state, [bad], legal, dr.apply, dr.to_json)

    def accepts(s: dr.GameState, a: dr.Action) -> dr.GameState:
        return s

    with pytest.raises(AssertionError, match="was accepted"):
        checks.check_illegal_rejected(state, [bad], legal, accepts, dr.to_json)


def test_round_trip_returns_an_equal_copy() -> None:
    state = dr.new_game(dr.GameConfig(players=2, seed=3))
    assert checks.check_round_trip(state, dr.to_json, dr.from_json) == state
    with pytest.raises(AssertionError, match="changed through JSON"):
        checks.check_round_trip(
            state, dr.to_json, lambda text: dr.new_game(dr.GameConfig(players=2, seed=4))
        )


@pytest.mark.parametrize("game", [88, 1322, 2828])
def test_games_the_soak_blamed_wrongly_pass(game: int) -> None:
    """Games 1322 and 2828 (`dominion check base --games 2000 --seed 1000`): while the
    Spy's player decides, the revealed card lies on the deck and everyone has seen it
    (its data names it), so a world dealt again keeps it there; otherwise 'discard'
    found another card on top and the check blamed a leak. Game 88: a Thief's reveals
    compared as one pool of face-up cards, not seat by seat, hid whose deck they left."""
    from dominion_rules.agents import agent_named
    from dominion_rules.cli import AGENT_NAMES

    rng = random.Random(game)
    players = 2 + game % 3
    config = dr.GameConfig(players=players, seed=game, kingdom=dr.random_kingdom(rng))
    agents = [agent_named(rng.choice(AGENT_NAMES)) for _ in range(players)]
    assert check_game(config, agents, every=3) == []


def test_redeal_keeps_a_deck_top_the_rules_showed() -> None:
    from dominion_rules.testing import Table

    t = Table(players=2, seed=1)
    t.seat(0, hand=("spy",), deck=("copper", "copper", "estate"))
    t.seat(1, hand=("copper",) * 5, deck=("gold", "estate", "silver", "copper"))
    s = t.turn_of(0)
    s = dr.apply(s, dr.Action("play", actor=0, card="spy"))
    assert s.pending is not None and s.pending.kind == "spy.discard"
    at = s.pending.data["seat"]
    top = s.players[at].deck[0]
    assert s.pending.data["card"] == top
    for i in range(20):
        other = redeal_hidden(s, 1 - at, random.Random(i))
        assert other.players[at].deck[0] == top
