"""Whole-game properties of the dark_city preset over every lineup and 2-8 players.

Configs come from :func:`strategies.dark_city_configs` (a character per rank from the
C-2.1 pools, rank 9 where allowed, some of the Dark City variants); walks and the
invariant functions of :mod:`citadels_rules.testing.invariants` are the classic suite's.
Positions that random walks reach too rarely (a decision of another seat pending, a
killed Bishop in front of the Warlord) are built with :class:`~citadels_rules.testing.Table`.
"""

from __future__ import annotations

import itertools
import random
from collections import Counter
from collections.abc import Iterator

import attrs
import pytest
from hypothesis import event, given
from hypothesis import strategies as st
from hypothesis.stateful import initialize, rule

import citadels_rules as cr
from citadels_rules.testing import Table
from citadels_rules.testing.invariants import (
    all_cards,
    check_conserved,
    check_deterministic,
    check_legal_nonempty,
    check_round_trip,
    check_view_hides,
    check_view_independent,
    scramble_hidden,
    total_gold,
)

from .strategies import (
    DARK_CITY_POOLS,
    DARK_CITY_PURPLES,
    MAX_ACTIONS,
    SEEDS,
    agents,
    choices,
    dark_city_configs,
    expected_lineup,
    walk,
)
from .test_machine import GameMachine

#: How often the costlier checks run along a walk.
EVERY = 5

#: Coins in a dark_city game (C-3.1).
DARK_CITY_GOLD = 30

#: The 66 cards of the classic deck (C-2.2): 54 common + 12 classic purple (Keep x2).
BASE_DECK_SIZE = 66

#: The 17 common districts and their copies (districts.md §1), for building cities.
COMMONS = {
    "temple": 3,
    "church": 3,
    "monastery": 3,
    "cathedral": 2,
    "watchtower": 3,
    "prison": 3,
    "battlefield": 3,
    "fortress": 2,
    "manor": 5,
    "castle": 4,
    "palace": 3,
    "tavern": 5,
    "trading_post": 3,
    "market": 4,
    "docks": 3,
    "harbor": 3,
    "town_hall": 2,
}
COMMON_CARDS = tuple(card for card, n in COMMONS.items() for _ in range(n))

RANK_8_ABILITIES = ("warlord.destroy", "diplomat.exchange")

offsets = st.integers(0, EVERY - 1)
points = st.integers(0, 400)


def rank_of(character: str) -> int:
    """The rank of a dark_city character (C-2.1)."""
    return next(r for r, pool in DARK_CITY_POOLS.items() if character in pool)


# -- (1) setup and conservation ---------------------------------------------------------


@given(config=dark_city_configs())
def test_setup_puts_every_card_and_coin_somewhere(config) -> None:
    """C-2.2, C-2.3, C-3.1 — the lineup asked for; 30 coins (or an unlimited bank); the
    Dark City purples selected (all by default) that the lineup and ``short_game_7``
    allow, and for N > 3 of them N random base cards set aside unseen
    (``dc_district_limit_3``), all counted by ``all_cards``."""
    state = cr.new_game(config)
    lineup = expected_lineup(config)
    assert state.lineup == lineup
    if "bank_unlimited" in config.variants:
        assert state.bank is None and total_gold(state) is None
    else:
        assert total_gold(state) == DARK_CITY_GOLD, "setup created or lost gold"
    hospital = lineup[0] == "assassin"  # C-2.3 (3 players: no rank 1 at all, C-6.1)
    graveyard = "diplomat" not in lineup
    purples = set(config.districts or DARK_CITY_PURPLES)
    if not hospital:
        purples.discard("hospital")
    if "short_game_7" in config.variants:  # districts.md `bell_tower`: no Bell Tower
        purples.discard("bell_tower")
    composition = Counter(state.rules.deck)
    assert {c for c in composition if c in DARK_CITY_PURPLES} == purples
    assert ("graveyard" in composition) == graveyard
    base = BASE_DECK_SIZE - (not graveyard)
    assert sum(composition.values()) == base + len(purples)
    assert all_cards(state) == composition, "a card of the deck is nowhere, or one is new"
    aside = len(purples) if len(purples) > 3 else 0  # up to 3 are simply added
    assert len(state.out) == aside, "N base cards are set aside for N > 3 purples"
    assert not set(DARK_CITY_PURPLES) & set(state.out), "a Dark City purple was set aside"
    in_play = len(state.deck) + sum(len(p.hand) for p in state.players)
    assert in_play == base + len(purples) - aside


@given(config=dark_city_configs(), opening=choices(), seed=SEEDS)
def test_gold_and_cards_are_conserved_by_every_action(config, opening, seed) -> None:
    """C-3.1, C-1.5 — bank + stashes + gold on districts (Artist), and the multiset of
    cards in the deck, hands, cities, under districts (Museum) and set aside, never change."""
    states = [state for state, _ in walk(config, opening, seed)]
    first = states[0]
    for before, after in itertools.pairwise(states):
        check_conserved(before, after)
    assert all_cards(states[-1]) == all_cards(first) == Counter(first.rules.deck)
    if any(d.gold for s in states for p in s.players for d in p.city):
        event("gold on a district")
    if any(d.cards for s in states for p in s.players for d in p.city):
        event("cards under a district")


@given(config=dark_city_configs(), opening=choices(max_size=20), seed=SEEDS, offset=offsets)
def test_every_legal_action_is_accepted_and_conserves(config, opening, seed, offset) -> None:
    """C-3.1 — not only the action a walk takes: every legal action applies and conserves."""
    for i, (state, _) in enumerate(walk(config, opening, seed, stop=200)):
        if i % EVERY != offset:
            continue
        for action in cr.legal_actions(state):
            check_conserved(state, cr.apply(state, action))


def _replace_district(state: cr.GameState, seat: int, index: int, **changes) -> cr.GameState:
    player = state.players[seat]
    city = list(player.city)
    city[index] = attrs.evolve(city[index], **changes)
    players = list(state.players)
    players[seat] = player.but(city=tuple(city))
    return state.but(players=tuple(players))


def test_the_shared_invariants_count_district_gold_museum_cards_and_aside() -> None:
    """C-3.1 — ``total_gold``/``all_cards`` see the Artist's gold, the Museum's cards and
    the cards ``dc_district_limit_3`` set aside: losing any of them breaks conservation."""
    t = Table(players=5, preset="dark_city", seed=4)
    city = (("museum", {"cards": ("tavern", "temple")}), ("manor", {"gold": 1}))
    t.seat(0, gold=3, city=city, character="artist")
    state = t.turn_of("artist")
    assert len(state.out) == 14
    museum, manor = state.players[0].city
    assert museum.cards == ("tavern", "temple") and manor.gold == 1
    assert total_gold(state) == DARK_CITY_GOLD
    assert all_cards(state) == Counter(state.rules.deck)

    no_gold = _replace_district(state, 0, 1, gold=0)
    assert total_gold(no_gold) == DARK_CITY_GOLD - 1
    no_card = _replace_district(state, 0, 0, cards=("tavern",))
    assert all_cards(no_card) == all_cards(state) - Counter({"temple": 1})
    no_aside = state.but(out=state.out[1:])
    assert sum(all_cards(no_aside).values()) == sum(all_cards(state).values()) - 1
    for broken in (no_gold, no_card, no_aside):
        with pytest.raises(AssertionError, match="not conserved"):
            check_conserved(state, broken)


@given(data=st.data(), players=st.integers(5, 8), seed=SEEDS)
def test_artist_and_museum_positions_conserve_under_every_action(data, players, seed) -> None:
    """C-1.5, C-3.1 — from an Artist's turn with a Museum holding cards and beautified
    districts (gold on them), every legal action conserves, along a random path to the
    end of the game; the Warlord may destroy the beautified and the Museum."""
    rank8 = data.draw(st.sampled_from(("warlord", "diplomat")), label="rank 8")
    t = Table(players=players, preset="dark_city", seed=seed)
    t.seat(0, gold=4, city=(("museum", {"cards": ("tavern",)}), ("manor", {"gold": 1})))
    t.seat(0, hand=("temple", "market"), character="artist")
    t.seat(1, gold=6, city=("watchtower", "prison"), character=rank8)
    state = t.turn_of(rank8 if data.draw(st.booleans(), label="rank 8 first") else "artist")
    rng = random.Random(seed)
    for i in range(MAX_ACTIONS):
        if state.is_over:
            break
        legal = cr.legal_actions(state)
        if i < 60:  # the first rounds, where the Artist's gold and the Museum are fresh
            for action in legal:
                check_conserved(state, cr.apply(state, action))
        after = cr.apply(state, rng.choice(legal))
        check_conserved(state, after)
        state = after
    assert state.is_over


# -- (2) determinism --------------------------------------------------------------------


@given(config=dark_city_configs(), opening=choices(), seed=SEEDS)
def test_same_config_and_actions_give_the_same_states(config, opening, seed) -> None:
    """Two walks with the same config and choices pass through equal states; replaying
    the actions on a new game ends in the same state exactly."""
    first = list(walk(config, opening, seed))
    second = list(walk(config, opening, seed))
    assert first == second
    actions = [a for _, a in first if a is not None]
    check_deterministic(config, actions, first[-1][0])


@given(data=st.data(), config=dark_city_configs())
def test_play_is_a_function_of_config_and_agents(data, config) -> None:
    """``play`` twice gives equal records; ``replay`` and the JSON copy give the final state."""
    kinds = [type(a) for a in data.draw(agents(config.players), label="agents")]
    record = cr.play(config, agents=[k() for k in kinds])
    assert record == cr.play(config, agents=[k() for k in kinds])
    assert cr.replay(record) == record.final_state
    assert record.scores == cr.scores(record.final_state)
    copy = cr.from_json(cr.to_json(record))
    assert copy == record and cr.replay(copy) == record.final_state


# -- (3) JSON ---------------------------------------------------------------------------


def _check_json(state: cr.GameState) -> None:
    check_round_trip(state)
    for seat in range(len(state.players)):
        view = cr.observe(state, seat)
        assert cr.from_json(cr.to_json(view)) == view


def _others_decision(state: cr.GameState) -> bool:
    """A decision pending for a seat other than the one whose turn it is."""
    return (
        state.pending is not None
        and state.turn is not None
        and state.pending.seat != state.turn.seat
    )


@given(config=dark_city_configs(), opening=choices(), seed=SEEDS, offset=offsets)
def test_states_and_views_round_trip_through_json(config, opening, seed, offset) -> None:
    """States (with their legal actions) and every seat's view read back equal: every
    ``EVERY``-th state, and every state where another seat's decision is pending."""
    for i, (state, _) in enumerate(walk(config, opening, seed)):
        if _others_decision(state):
            event(f"decision of another seat: {state.pending.kind}")
            _check_json(state)
        elif i % EVERY == offset or state.is_over:
            _check_json(state)


def _play_on_twin(
    state: cr.GameState, copy: cr.GameState, rng: random.Random, steps: int = MAX_ACTIONS
) -> None:
    """Apply the same random actions to ``state`` and ``copy`` (to the end, or ``steps``
    actions); they stay equal and offer the same actions."""
    for _ in range(steps):
        assert copy == state
        if state.is_over:
            return
        legal = cr.legal_actions(state)
        assert cr.legal_actions(copy) == legal
        action = legal[rng.randrange(len(legal))]
        state, copy = cr.apply(state, action), cr.apply(copy, action)
    assert copy == state
    assert steps < MAX_ACTIONS, "the game did not end"


@given(config=dark_city_configs(), opening=choices(), seed=SEEDS, at=points, tail=SEEDS)
def test_a_state_loaded_from_json_plays_on_identically(config, opening, seed, at, tail) -> None:
    """A copy read from JSON, given the same actions, goes through the same states."""
    state = [s for s, _ in walk(config, opening, seed, stop=at)][-1]
    _play_on_twin(state, cr.from_json(cr.to_json(state)), random.Random(tail))


def _common_hand(data: st.DataObject, label: str, max_size: int = 4) -> tuple[str, ...]:
    """A few distinct common districts (never more copies than the deck has)."""
    commons = st.sampled_from(sorted(c for c in COMMONS if c != "manor"))
    return tuple(data.draw(st.lists(commons, unique=True, max_size=max_size), label=label))


def _emperor_payment(data: st.DataObject, players: int, seed: int) -> Iterator[cr.GameState]:
    """The Emperor gives the crown: the receiver chooses gold or card, then which card."""
    emperor, crown, target = data.draw(st.permutations(range(players)), label="seats")[:3]
    t = Table(players=players, preset="dark_city", seed=seed)
    t.crown(crown)
    t.seat(emperor, character="emperor")
    hand = _common_hand(data, "receiver's hand")
    gold = data.draw(st.integers(0 if hand else 1, 5), label="receiver's gold")
    t.seat(target, gold=gold, hand=hand)
    state = t.turn_of("emperor")
    state = cr.apply(
        state, cr.Action("ability", actor=emperor, name="emperor.crown", target=target)
    )
    assert state.pending.seat == target and state.pending.kind == "emperor.payment"
    assert state.crown == target
    yield state
    if "card" in state.pending.options:
        yield cr.apply(state, cr.Action("choose", actor=target, option="card"))


def _wizard_take(data: st.DataObject, players: int, seed: int) -> Iterator[cr.GameState]:
    """The Wizard looks at a hand, takes a card, then keeps or builds it."""
    wizard, target = data.draw(st.permutations(range(players)), label="seats")[:2]
    t = Table(players=players, preset="dark_city", seed=seed)
    t.seat(wizard, gold=data.draw(st.integers(0, 6), label="gold"), character="wizard")
    t.seat(target, hand=("manor", *_common_hand(data, "target's hand", 3)))
    state = t.turn_of("wizard")
    if data.draw(st.booleans(), label="gather first"):
        state = cr.apply(state, cr.Action("take_gold", actor=wizard))
    state = cr.apply(state, cr.Action("ability", actor=wizard, name="wizard.take", target=target))
    assert state.pending.seat == wizard and state.pending.kind == "wizard.take"
    assert set(state.pending.options) == set(state.players[target].hand)
    yield state
    card = data.draw(st.sampled_from(state.pending.options), label="card")
    state = cr.apply(state, cr.Action("choose", actor=wizard, option=card))
    assert state.pending.kind == "wizard.use"
    yield state


def _lighthouse_take(data: st.DataObject, players: int, seed: int) -> Iterator[cr.GameState]:
    """The Lighthouse is built: its owner chooses a card of the deck."""
    seat = data.draw(st.integers(0, players - 1), label="seat")
    t = Table(players=players, preset="dark_city", seed=seed)
    t.seat(seat, gold=3, hand=("lighthouse", *_common_hand(data, "hand", 2)), character="king")
    state = t.turn_of("king")
    state = cr.apply(state, cr.Action("take_gold", actor=seat))
    state = cr.apply(state, cr.Action("build", actor=seat, card="lighthouse"))
    assert state.pending.seat == seat and state.pending.kind == "lighthouse.take"
    assert set(state.pending.options) == set(state.deck)
    yield state


PENDING_POSITIONS = {
    "emperor": _emperor_payment,
    "wizard": _wizard_take,
    "lighthouse": _lighthouse_take,
}


@given(
    data=st.data(),
    kind=st.sampled_from(sorted(PENDING_POSITIONS)),
    players=st.integers(3, 8),
    seed=SEEDS,
    tail=SEEDS,
)
def test_pending_decisions_round_trip_and_stay_hidden(data, kind, players, seed, tail) -> None:
    """C-17.6, C-1.11 — mid-turn decisions (the Emperor's receiver paying, the Wizard's
    card and keep/build, the Lighthouse search) read back equal from JSON, hide their
    options and context from every other seat, and the copy plays on identically."""
    for state in PENDING_POSITIONS[kind](data, players, seed):
        _check_json(state)
        for seat in range(players):
            check_view_hides(state, seat)
            view = cr.observe(state, seat)
            if seat == state.pending.seat:
                assert view.pending.options == state.pending.options
        _play_on_twin(state, cr.from_json(cr.to_json(state)), random.Random(tail), steps=120)


# -- (4) termination, legal actions, the draft ------------------------------------------


@given(config=dark_city_configs(), opening=choices(), seed=SEEDS)
def test_every_game_ends_and_offers_actions_until_then(config, opening, seed) -> None:
    """C-14, C-17.4 — a random game ends within the bound; legal actions are non-empty,
    unique, sorted and the current seat's until the end, and empty after it."""
    states = [state for state, _ in walk(config, opening, seed)]  # fails past MAX_ACTIONS
    for state in states:
        check_legal_nonempty(state)
    final = states[-1]
    assert final.is_over and final.current_player is None
    assert cr.legal_actions(final) == []
    assert cr.winners(final)
    totals = [s.total for s in cr.scores(final)]
    assert all(totals[w] == max(totals) for w in cr.winners(final))


def _face_up_count(players: int, lineup: int) -> int:
    """C-4.3: face-up removals by player count and lineup size (2 players: C-5.2)."""
    if players == 2:
        return 0
    return max(0, lineup - 1 - (players + 1))


@given(config=dark_city_configs(), opening=choices(), seed=SEEDS)
def test_every_draft_follows_the_tables(config, opening, seed) -> None:
    """C-4.2 to C-4.4, C-4.7, C-5.2 — each round starts with 1 face-down and F face-up
    removals, never a rank-4 character face up; the crown holder chooses from
    players + 1 cards (7 with 2 players, 8 with 8 players and 9 characters)."""
    n = config.players
    rounds = 0
    for state, _ in walk(config, opening, seed):
        d = state.draft
        assert not any(rank_of(c) == 4 for c in d.face_up), f"rank 4 face up: {d.face_up}"
        if state.phase != "draft" or state.pending is None or state.pending.seat != state.crown:
            continue
        if len(state.pending.options) + len(d.face_up) + len(d.face_down) != len(state.lineup):
            continue  # the crown holder's second pick (2 players)
        rounds += 1
        size = len(state.lineup)
        assert len(d.face_up) == _face_up_count(n, size)
        assert len(d.face_down) == 1
        assert len(state.pending.options) == (7 if n == 2 else min(n + 1, size - 1))
    assert rounds >= 1


# -- (5) views --------------------------------------------------------------------------


@given(config=dark_city_configs(), opening=choices(), seed=SEEDS, offset=offsets, shuffle=SEEDS)
def test_views_hide_what_a_seat_may_not_know(config, opening, seed, offset, shuffle) -> None:
    """C-1.11 — other hands, the deck, the cards set aside, face-down and unrevealed
    characters and other seats' decisions stay hidden; scrambling them changes no view."""
    rng = random.Random(shuffle)
    for i, (state, _) in enumerate(walk(config, opening, seed)):
        if i % EVERY == offset or state.is_over or _others_decision(state):
            for seat in range(config.players):
                check_view_hides(state, seat)
                check_view_independent(state, seat, rng)


# -- (6) the Bishop's protection does not give the Bishop away --------------------------
#
# In dark_city the rank-8 abilities (Warlord, Diplomat, with or without
# ``diplomat_any_time``) are only used in the rank-8 turn -- the holder's, or a Witch's
# resumed as that character, which also comes when rank 8 is called. By then the rank-5
# Bishop has been called: it is revealed (its protection is public), killed (it protects
# nothing, C-10.1, and its holder stays hidden) or held by nobody. So a rank-8 turn never
# meets a Bishop "not yet called"; what can happen is a killed Bishop whose holder is
# unknown (with a rank-9 character another unrevealed seat may hold it just as well), or
# a Bishop among the face-down cards. Before rank 5 is called (the Armory, R8.8, may be
# used in any turn) any unrevealed seat may hold it. The tests below move the Bishop
# between such places and compare the legal actions.


def _current_rank(state: cr.GameState) -> int:
    if 0 <= state.calling < len(state.lineup):
        return rank_of(state.lineup[state.calling])
    return 0


def _may_hold_hidden(state: cr.GameState, character: str) -> bool:
    """Whether a seat may hold ``character`` unrevealed now: it is killed, or its rank
    has not been called yet (C-8.2, C-10.1)."""
    return state.marked(character, "killed") is not None or rank_of(character) > _current_rank(
        state
    )


def _hidden_places(state: cr.GameState, seat: int) -> list[tuple[int | str, int]]:
    """Where characters hidden from ``seat`` are: ``(other seat, index)`` for unrevealed
    characters of other seats, ``("down", index)`` for the face-down removals."""
    places: list[tuple[int | str, int]] = [("down", i) for i in range(len(state.draft.face_down))]
    for other, p in enumerate(state.players):
        if other != seat:
            places += [(other, i) for i, c in enumerate(p.characters) if c not in state.revealed]
    return places


def _at(state: cr.GameState, place: tuple[int | str, int]) -> str:
    where, i = place
    return state.draft.face_down[i] if where == "down" else state.players[where].characters[i]


def _put(state: cr.GameState, place: tuple[int | str, int], character: str) -> cr.GameState:
    where, i = place
    if where == "down":
        down = list(state.draft.face_down)
        down[i] = character
        return state.but(draft=attrs.evolve(state.draft, face_down=tuple(down)))
    players = list(state.players)
    held = list(players[where].characters)
    held[i] = character
    players[where] = players[where].but(characters=tuple(held))
    return state.but(players=tuple(players))


def bishop_elsewhere(state: cr.GameState, seat: int) -> Iterator[cr.GameState]:
    """``state`` with the Bishop traded with each other character hidden from ``seat``
    where both may be (a held character is killed or not called yet, C-8.2): states that
    ``seat`` cannot tell apart and that differ only in where the Bishop is."""
    places = _hidden_places(state, seat)
    home = next((p for p in places if _at(state, p) == "bishop"), None)
    if home is None:
        return
    for place in places:
        if place == home or place[0] == home[0] == "down":  # the face-down pile has no order
            continue
        other = _at(state, place)
        if home[0] != "down" and not _may_hold_hidden(state, other):
            continue
        if place[0] != "down" and not _may_hold_hidden(state, "bishop"):
            continue
        yield _put(_put(state, home, other), place, "bishop")


BISHOP_LINEUPS = {1: ("assassin",), 5: ("bishop",)}


@given(
    config=dark_city_configs(fixed=BISHOP_LINEUPS, rank9=True),
    opening=choices(),
    seed=SEEDS,
    offset=offsets,
)
def test_turn_actions_do_not_depend_on_who_holds_a_hidden_bishop(
    config, opening, seed, offset
) -> None:
    """R8.2.3, C-1.11 — in any turn, and always in a rank-8 turn, moving the unrevealed
    (killed or not yet called) Bishop to another place hidden from the acting seat leaves
    that seat's legal actions (the Warlord's and Diplomat's targets, the Armory's) as they
    were."""
    for i, (state, _) in enumerate(walk(config, opening, seed)):
        turn = state.turn
        if turn is None or state.pending is not None:
            continue
        rank_8 = turn.powers in ("warlord", "diplomat")
        if not rank_8 and i % EVERY != offset:
            continue
        legal = cr.legal_actions(state)
        for other in bishop_elsewhere(state, turn.seat):
            killed = state.marked("bishop", "killed") is not None
            event(f"{'rank-8' if rank_8 else 'other'} turn, {'killed ' * killed}Bishop moved")
            assert cr.legal_actions(other) == legal, (
                f"{turn.powers}'s actions depend on where the hidden Bishop is"
            )


@given(config=dark_city_configs(), opening=choices(), seed=SEEDS, offset=offsets, shuffle=SEEDS)
def test_turn_actions_depend_only_on_what_the_acting_seat_may_know(
    config, opening, seed, offset, shuffle
) -> None:
    """C-1.11 — more generally: scrambling everything hidden from the acting seat (other
    hands, the deck order, the cards set aside, face-down and unrevealed characters) leaves
    its legal actions in a turn unchanged (decisions are left out: a ``keep`` offers the
    top of the deck)."""
    rng = random.Random(shuffle)
    for i, (state, _) in enumerate(walk(config, opening, seed)):
        if state.turn is None or state.pending is not None or i % EVERY != offset:
            continue
        seat = state.current_player
        scrambled = scramble_hidden(state, seat, rng)
        assert cr.legal_actions(scrambled) == cr.legal_actions(state), (
            f"{state.turn.powers}'s actions depend on what seat {seat} may not know"
        )


def _cities(data: st.DataObject, players: int) -> list[tuple[str, ...]]:
    """One city per seat of 0-5 distinct common districts, within the cards' copies."""
    cards = list(data.draw(st.permutations(COMMON_CARDS), label="cards"))
    cities = []
    for _ in range(players):
        size = data.draw(st.integers(0, 5), label="city size")
        city = tuple(dict.fromkeys(cards[:size]))
        del cards[:size]
        cities.append(city)
    return cities


@given(data=st.data(), players=st.integers(5, 8), seed=SEEDS)
def test_a_killed_bishop_protects_nobody_whoever_holds_it(data, players, seed) -> None:
    """R8.2.3, C-10.1 — in a rank-8 turn, a killed Bishop held by seat X while seat Y holds
    the rank-9 character, or the other way round (the actor cannot tell), gives the same
    legal actions, with X's districts open to the Warlord/Diplomat; a Bishop revealed
    alive shuts them (control)."""
    rank8 = data.draw(st.sampled_from(("warlord", "diplomat")), label="rank 8")
    nine = data.draw(st.sampled_from(("queen", "artist")), label="rank 9")
    variants = data.draw(st.sampled_from(((), ("diplomat_any_time",))), label="variants")
    actor, assassin, x, y = data.draw(st.permutations(range(players)), label="seats")[:4]
    cities = _cities(data, players)
    golds = [data.draw(st.integers(0, 3), label="gold") for _ in range(players)]
    golds[actor] = data.draw(st.integers(0, 8), label="actor's gold")

    def position(bishop: int, rank_9: int, killed: bool) -> cr.GameState:
        t = Table(players=players, preset="dark_city", seed=seed, variants=variants)
        for s in range(players):
            t.seat(s, gold=golds[s], hand=(), city=cities[s])
        t.seat(actor, character=rank8)
        t.seat(assassin, character="assassin")
        t.seat(bishop, character="bishop")
        t.seat(rank_9, character=nine)
        if killed:
            t.mark("bishop", "killed")
        state = t.turn_of(rank8)
        return cr.apply(state, cr.Action("take_gold", actor=actor))

    at_x, at_y = position(x, y, killed=True), position(y, x, killed=True)
    assert at_x.players[x].characters == ("bishop",) and "bishop" not in at_x.revealed
    assert at_x.deck == at_y.deck and at_x.bank == at_y.bank
    legal = cr.legal_actions(at_x)
    assert cr.legal_actions(at_y) == legal, "the legal actions show who holds the killed Bishop"

    def targets(actions: list[cr.Action], seat: int) -> set[cr.Action]:
        return {
            a
            for a in actions
            if a.params.get("name") in RANK_8_ABILITIES and a.params.get("target") == seat
        }

    alive = position(x, y, killed=False)
    assert "bishop" in alive.revealed
    alive_legal = cr.legal_actions(alive)
    assert not targets(alive_legal, x), "a revealed, living Bishop's city was targeted"
    for other in range(players):
        if other != x:
            assert targets(legal, other) == targets(alive_legal, other)
    if targets(legal, x):
        event("the killed Bishop's holder is targeted")


# -- (7) the state machine over dark_city games -----------------------------------------


class DarkCityMachine(GameMachine):
    """The classic suite's machine (play by index, random runs, illegal actions, JSON
    reloads, the shared invariants after every step) over dark_city configs."""

    @initialize(config=dark_city_configs())
    def first_game(self, config: cr.GameConfig) -> None:
        self.start(config)

    @rule(config=dark_city_configs())
    def start(self, config: cr.GameConfig) -> None:
        """Leave the game for a new one."""
        self.state, self.previous = cr.new_game(config), None


TestDarkCityMachine = DarkCityMachine.TestCase
