"""Scenario tests of the core rules (rules/core.md C-1 .. C-17) under the ``classic`` preset.

Each test's docstring starts with the rule id it checks (``C-4.3``, ``faq:000-gen-3``,
a variant id, or ``API`` for the public-API contract of API.md). Positions are built with
:class:`citadels_rules.testing.Table` or reached with ``new_game`` + ``legal_actions`` /
``apply``; games are played to their end with fixed, deterministic policies.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

import pytest

import citadels_rules as cr
from citadels_rules.testing import Table

LINEUP = ("assassin", "thief", "magician", "king", "bishop", "merchant", "architect", "warlord")
RANK = {c: i + 1 for i, c in enumerate(LINEUP)}

#: districts.md §1 and §2 (classic set): copies of each card of the 66-card deck.
COMMON_COPIES = {
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
PURPLE_COPIES = {
    "dragon_gate": 1,
    "graveyard": 1,
    "great_wall": 1,
    "haunted_quarter": 1,
    "keep": 2,
    "laboratory": 1,
    "library": 1,
    "observatory": 1,
    "school_of_magic": 1,
    "smithy": 1,
    "university": 1,
}

Policy = Callable[[cr.GameState, list[cr.Action]], cr.Action]


# -- helpers -------------------------------------------------------------------------


def first_action(state: cr.GameState, actions: list[cr.Action]) -> cr.Action:
    return actions[0]


def builder(state: cr.GameState, actions: list[cr.Action]) -> cr.Action:
    """Build when possible, take income, take gold, pick the first card; never an ability."""
    for kind in ("build", "income", "take_gold", "pick", "remove", "keep", "end_turn"):
        for a in actions:
            if a.kind == kind:
                return a
    return actions[0]


def play_out(
    state: cr.GameState, policy: Policy = builder, limit: int = 5000
) -> list[cr.GameState]:
    """Every state from ``state`` to the end of the game under ``policy``."""
    states = [state]
    for _ in range(limit):
        if state.is_over:
            return states
        state = cr.apply(state, policy(state, cr.legal_actions(state)))
        states.append(state)
    raise AssertionError(f"the game did not end within {limit} actions")


def act(state: cr.GameState, kind: str, **params: object) -> cr.GameState:
    """Apply the action ``kind`` of the player to act."""
    return cr.apply(state, cr.Action(kind, actor=state.current_player, **params))


def gather_and_end(state: cr.GameState) -> cr.GameState:
    """The acting player takes 2 gold and ends the turn."""
    state = act(state, "take_gold")
    return act(state, "end_turn")


def finish_round(state: cr.GameState) -> cr.GameState:
    """Every remaining character gathers gold and ends its turn, to the end of the round."""
    start = state.round
    while not state.is_over and state.round == start and state.phase == "turns":
        state = gather_and_end(state)
    return state


def draft_until_turns(state: cr.GameState) -> cr.GameState:
    while state.phase == "draft":
        state = cr.apply(state, cr.legal_actions(state)[0])
    return state


def kinds(state: cr.GameState) -> set[str]:
    return {a.kind for a in cr.legal_actions(state)}


def all_district_cards(state: cr.GameState) -> Counter[str]:
    cards: Counter[str] = Counter(state.deck)
    cards.update(state.discard)
    cards.update(state.aside)
    cards.update(state.out)
    for p in state.players:
        cards.update(p.hand)
        for d in p.city:
            cards[d.card] += 1
            cards.update(d.cards)
    return cards


def total_gold(state: cr.GameState) -> int:
    return (state.bank or 0) + sum(p.gold + sum(d.gold for d in p.city) for p in state.players)


def lines(score: cr.Score) -> dict[str, int]:
    return {line.label: line.points for line in score.lines}


def config_error(config: cr.GameConfig) -> cr.ConfigError:
    with pytest.raises(cr.ConfigError) as info:
        cr.new_game(config)
    return info.value


# Seven distinct districts without yellow or purple (no five colours).
SEVEN = ("temple", "church", "monastery", "watchtower", "prison", "tavern", "market")
NINE = (*SEVEN, "battlefield", "docks")


# -- C-2 setup -------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6, 7])
def test_C_2_4_setup_four_cards_two_gold_bank_30_minus_2n(players: int) -> None:
    """C-2.4 / C-3.1 — each player starts with 4 cards and 2 gold taken from a 30-coin bank."""
    state = cr.new_game(cr.GameConfig(players=players, seed=11))
    assert [len(p.hand) for p in state.players] == [4] * players
    assert [p.gold for p in state.players] == [2] * players
    assert [p.city for p in state.players] == [()] * players
    assert state.bank == 30 - 2 * players
    assert len(state.deck) == 66 - 4 * players
    assert state.phase == "draft"
    assert state.round == 1
    assert state.discard == ()


def test_C_2_2_classic_deck_is_54_common_and_12_purple_with_two_keeps() -> None:
    """C-2.2 — the classic deck: the 54 common districts + 12 purple cards (Keep ×2) = 66."""
    state = cr.new_game(cr.GameConfig(players=4, seed=5))
    cards = all_district_cards(state)
    assert sum(cards.values()) == 66
    assert dict(cards) == {**COMMON_COPIES, **PURPLE_COPIES}
    assert sum(COMMON_COPIES.values()) == 54
    assert sum(PURPLE_COPIES.values()) == 12
    assert cards["keep"] == 2


def test_C_2_4_deck_is_shuffled_by_seed() -> None:
    """C-2.4 — the deck is shuffled: the seed decides the order, the same seed the same order."""
    a = cr.new_game(cr.GameConfig(players=4, seed=1))
    b = cr.new_game(cr.GameConfig(players=4, seed=1))
    c = cr.new_game(cr.GameConfig(players=4, seed=2))
    assert a.deck == b.deck
    assert [p.hand for p in a.players] == [p.hand for p in b.players]
    assert a.deck != c.deck


@pytest.mark.parametrize("crown", [0, 1, 3])
def test_C_2_5_starting_crown_from_config(crown: int) -> None:
    """C-2.5 — the starting crown holder comes from ``GameConfig(crown=...)`` and drafts first."""
    state = cr.new_game(cr.GameConfig(players=4, seed=2, crown=crown))
    assert state.crown == crown
    assert state.pending is not None
    assert state.pending.seat == crown
    assert state.current_player == crown


def test_C_2_5_starting_crown_random_by_default() -> None:
    """C-2.5 — without ``crown`` a (seeded) random player receives the crown."""
    crowns = [cr.new_game(cr.GameConfig(players=4, seed=seed)).crown for seed in range(60)]
    assert set(crowns) == {0, 1, 2, 3}
    again = [cr.new_game(cr.GameConfig(players=4, seed=seed)).crown for seed in range(60)]
    assert crowns == again


def test_C_2_5_crown_out_of_range_is_a_config_error() -> None:
    """C-2.5 / API — ``crown`` must be a seat: ``crown=12`` with 4 players is invalid."""
    error = config_error(cr.GameConfig(players=4, seed=1, crown=12))
    assert "crown" in str(error)


def test_api_names_count_must_match_players() -> None:
    """API — ``names`` gives one name per player; 1 name for 4 players is a ConfigError."""
    error = config_error(cr.GameConfig(players=4, seed=1, names=("alice",)))
    assert "names" in str(error)


# -- C-3 bank --------------------------------------------------------------------------


def test_C_3_3_finite_bank_pays_only_what_it_has() -> None:
    """C-3.3 / faq:000-gen-7 — with 1 coin left, taking 2 gold gives 1; income gives only what
    the bank holds and the rest is lost, not owed later."""
    t = Table(players=4, seed=3)
    t.seat(0, gold=2, hand=("temple",), city=("manor", "castle"), character="king")
    t.seat(1, gold=25, character="bishop")
    t.seat(2, gold=1, character="merchant")
    t.seat(3, gold=1, character="warlord")
    state = t.turn_of("king")
    assert state.bank == 1
    state = act(state, "take_gold")
    assert state.players[0].gold == 3
    assert state.bank == 0
    state = act(state, "build", card="temple")
    assert state.players[0].gold == 2
    assert state.bank == 1
    state = act(state, "income")  # 2 yellow districts, only 1 coin in the bank
    assert state.players[0].gold == 3
    assert state.bank == 0
    assert "income" not in kinds(state)
    state = act(state, "end_turn")
    assert state.active_character == "bishop"
    state = act(state, "take_gold")  # empty bank: nothing
    assert state.players[1].gold == 25
    assert state.bank == 0


def test_C_3_1_gold_and_cards_are_conserved_through_a_game() -> None:
    """C-3.1 / C-1.4 — bank + stashes = 30 and the 66 cards stay in play in every state."""
    for players in (2, 4, 7):
        states = play_out(cr.new_game(cr.GameConfig(players=players, seed=21)), first_action)
        for state in states:
            assert total_gold(state) == 30
            assert sum(all_district_cards(state).values()) == 66


# -- C-4 draft -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("players", "face_up", "handed"), [(4, 2, 5), (5, 1, 6), (6, 0, 7), (7, 0, 7)]
)
def test_C_4_3_face_up_and_face_down_removals(players: int, face_up: int, handed: int) -> None:
    """C-4.2 / C-4.3 — 4/5/6/7 players: 2/1/0/0 face up, 1 face down; the crown holder gets
    players + 1 cards (7 with 7 players)."""
    for seed in range(8):
        state = cr.new_game(cr.GameConfig(players=players, seed=seed))
        d = state.draft
        assert len(d.face_up) == face_up
        assert len(d.face_down) == 1
        assert state.pending is not None and state.pending.kind == "pick"
        options = state.pending.options
        assert len(options) == handed
        assert sorted((*d.face_up, *d.face_down, *options)) == sorted(LINEUP)
        assert {a.kind for a in cr.legal_actions(state)} == {"pick"}
        assert {a.params["character"] for a in cr.legal_actions(state)} == set(options)


def test_C_4_4_king_is_never_removed_face_up_but_may_be_face_down() -> None:
    """C-4.4 — the King is never a face-up removal (redrawn), but may be the face-down card."""
    face_down_kings = 0
    for seed in range(80):
        state = cr.new_game(cr.GameConfig(players=4, seed=seed))
        assert "king" not in state.draft.face_up
        assert len(state.draft.face_up) == 2
        face_down_kings += state.draft.face_down == ("king",)
    assert face_down_kings > 0


def test_C_4_5_crown_holder_picks_first_and_the_rest_pass_left() -> None:
    """C-4.5 / C-4.6 — 5 players, crown at seat 3: picks by seats 3, 4, 0, 1, 2; each drafter
    chooses among the cards the previous one left; the last one's other card goes face down."""
    state = cr.new_game(cr.GameConfig(players=5, seed=4, crown=3))
    face_down = state.draft.face_down
    seats, sizes = [], []
    remaining = set(state.pending.options)
    picked: dict[int, str] = {}
    while state.phase == "draft":
        decision = state.pending
        assert decision.kind == "pick"
        assert set(decision.options) == remaining
        seats.append(decision.seat)
        sizes.append(len(decision.options))
        choice = decision.options[-1]
        picked[decision.seat] = choice
        remaining.discard(choice)
        state = act(state, "pick", character=choice)
    assert seats == [3, 4, 0, 1, 2]
    assert sizes == [6, 5, 4, 3, 2]
    assert len(remaining) == 1
    assert state.draft.face_down == (*face_down, *remaining)
    assert [p.characters for p in state.players] == [(picked[s],) for s in range(5)]
    assert state.phase == "turns"


def test_C_4_7_seven_players_last_drafter_gets_the_face_down_card() -> None:
    """C-4.7 — 7 players, 8 characters: the 7th drafter chooses between the 1 card left and the
    face-down card of C-4.2, and puts the other one face down."""
    for seed in range(6):
        state = cr.new_game(cr.GameConfig(players=7, seed=seed, crown=2))
        (hidden,) = state.draft.face_down
        assert state.draft.face_up == ()
        sizes = []
        order = []
        while state.phase == "draft":
            decision = state.pending
            order.append(decision.seat)
            sizes.append(len(decision.options))
            if len(order) == 7:
                assert hidden in decision.options
                assert len(decision.options) == 2
                choice = hidden if seed % 2 else next(c for c in decision.options if c != hidden)
                other = next(c for c in decision.options if c != choice)
            else:
                assert hidden not in decision.options
                choice = decision.options[0]
            state = act(state, "pick", character=choice)
        assert order == [2, 3, 4, 5, 6, 0, 1]
        assert sizes == [7, 6, 5, 4, 3, 2, 2]
        assert state.draft.face_down == (other,)
        held = [c for p in state.players for c in p.characters]
        assert len(held) == 7
        assert all(len(p.characters) == 1 for p in state.players)
        assert sorted((*held, other)) == sorted(LINEUP)


def test_C_4_1_draft_restarts_each_round_with_all_characters() -> None:
    """C-4.1 / C-13 step 5 — each round the whole lineup is reshuffled: characters are cleared and
    the new crown holder drafts first."""
    t = Table(players=4, seed=8)
    t.seat(0, character="warlord")
    t.seat(1, character="thief")
    t.seat(2, character="king")
    t.seat(3, character="merchant")
    state = finish_round(t.turn_of("thief"))
    assert state.round == 2
    assert state.phase == "draft"
    assert [p.characters for p in state.players] == [()] * 4
    assert state.crown == 2
    assert state.pending.seat == 2
    d = state.draft
    assert sorted((*d.face_up, *d.face_down, *state.pending.options)) == sorted(LINEUP)


# -- C-5 two players -------------------------------------------------------------------


@pytest.mark.parametrize("crown", [0, 1])
def test_C_5_2_two_player_draft(crown: int) -> None:
    """C-5.2 — A picks from 7; B picks from 6 then removes 1 of 5; A picks from 4 then removes
    1 of 3; B picks from 2, the last goes face down: 2 characters each, 4 face down."""
    a, b = crown, 1 - crown
    state = cr.new_game(cr.GameConfig(players=2, seed=9, crown=crown))
    assert state.draft.face_up == ()
    assert len(state.draft.face_down) == 1
    steps = []
    removed = []
    while state.phase == "draft":
        decision = state.pending
        steps.append((decision.seat, decision.kind, len(decision.options)))
        legal = cr.legal_actions(state)
        assert {x.kind for x in legal} == {decision.kind}
        choice = decision.options[0]
        if decision.kind == "remove":
            removed.append(choice)
        state = act(state, decision.kind, character=choice)
    assert steps == [
        (a, "pick", 7),
        (b, "pick", 6),
        (b, "remove", 5),
        (a, "pick", 4),
        (a, "remove", 3),
        (b, "pick", 2),
    ]
    assert [len(p.characters) for p in state.players] == [2, 2]
    assert len(state.draft.face_down) == 4
    assert set(removed) <= set(state.draft.face_down)
    assert state.draft.face_up == ()
    held = [c for p in state.players for c in p.characters]
    assert sorted((*held, *state.draft.face_down)) == sorted(LINEUP)


def test_C_5_1_two_players_each_have_two_turns_per_round() -> None:
    """C-5.1 — in a 2-player round each player takes one turn per character, in rank order."""
    state = draft_until_turns(cr.new_game(cr.GameConfig(players=2, seed=13)))
    held = {c: seat for seat, p in enumerate(state.players) for c in p.characters}
    turns = []
    while state.round == 1:
        turns.append((state.active_character, state.current_player))
        state = gather_and_end(state)
    expected = sorted(held.items(), key=lambda kv: RANK[kv[0]])
    assert turns == expected
    assert Counter(seat for _, seat in turns) == {0: 2, 1: 2}


def test_C_5_5_two_players_end_at_ten_districts() -> None:
    """C-5.5 / C-14.1 — 2 players (classic): 8 or 9 districts do not complete a city; 10 do."""
    t = Table(players=2, seed=1)
    t.seat(0, gold=5, hand=("manor",), city=NINE, character=("king", "merchant"))
    t.seat(1, city=(*SEVEN, "castle"), character=("bishop", "warlord"))
    state = t.turn_of("king")
    assert [p.completed for p in state.players] == [None, None]
    state = act(state, "take_gold")
    state = act(state, "build", card="manor")
    assert len(state.players[0].city) == 10
    assert state.players[0].completed == "first"
    assert not state.is_over


def test_C_5_5_two_player_game_played_to_the_end_reaches_ten() -> None:
    """C-5.5 / C-14.2 — a 2-player game ends only after a city of 10 districts."""
    for seed in (1, 2):
        final = play_out(cr.new_game(cr.GameConfig(players=2, seed=seed)))[-1]
        assert final.is_over
        assert max(len(p.city) for p in final.players) >= 10
        assert sum(p.completed == "first" for p in final.players) == 1


# -- C-6 three players -----------------------------------------------------------------


def test_C_6_1_three_players_method_1_draft() -> None:
    """C-6.1 — classic 3 players (method 1): no rank 1, 7 characters; 2 face up, 1 face down,
    4 cards to the crown holder, the last drafter chooses 1 of 2."""
    for seed in range(6):
        state = cr.new_game(cr.GameConfig(players=3, seed=seed, crown=1))
        assert state.lineup == LINEUP[1:]
        assert "assassin" not in state.lineup
        assert len(state.draft.face_up) == 2
        assert "king" not in state.draft.face_up
        assert len(state.draft.face_down) == 1
        sizes, seats = [], []
        while state.phase == "draft":
            seats.append(state.pending.seat)
            sizes.append(len(state.pending.options))
            state = act(state, "pick", character=state.pending.options[0])
        assert seats == [1, 2, 0]
        assert sizes == [4, 3, 2]
        assert all(len(p.characters) == 1 for p in state.players)
        assert len(state.draft.face_down) == 2


def test_C_6_1_three_players_method_1_ends_at_ten() -> None:
    """C-6.1 / C-14.1 — 3 players, method 1: the threshold is 10 districts, not 8."""
    t = Table(players=3, seed=2)
    t.seat(0, gold=5, hand=("manor",), city=NINE, character="king")
    t.seat(1, city=(*SEVEN, "castle"), character="bishop")
    t.seat(2, character="warlord")
    state = t.turn_of("king")
    assert [p.completed for p in state.players] == [None, None, None]
    state = act(state, "take_gold")
    state = act(state, "build", card="manor")
    assert state.players[0].completed == "first"


def test_C_6_three_players_need_a_method() -> None:
    """C-6 — a 3-player game without a 3-player method variant is a ConfigError."""
    error = config_error(cr.GameConfig(players=3, seed=1, variants=("-three_player_method_1",)))
    assert "three_player_method" in str(error)


def test_C_6_two_three_player_methods_conflict() -> None:
    """C-6 — exactly one 3-player method: methods 1 and 2 together are a ConfigError naming both."""
    error = config_error(
        cr.GameConfig(
            players=3, seed=1, variants=("three_player_method_1", "three_player_method_2")
        )
    )
    assert "three_player_method_1" in str(error)
    assert "three_player_method_2" in str(error)


# -- C-8 calling -----------------------------------------------------------------------


def test_C_8_characters_called_in_rank_order_unheld_ranks_passed() -> None:
    """C-8.1 / C-8.3 / C-8.5 — ranks are called in order, not by seat; unheld ranks are passed."""
    t = Table(players=4, seed=6)
    t.seat(0, character="warlord")
    t.seat(1, character="thief")
    t.seat(2, character="king")
    t.seat(3, character="merchant")
    t.crown(1)
    state = t.turn_of("thief")
    turns = []
    while state.round == 1:
        turns.append((state.active_character, state.current_player))
        state = gather_and_end(state)
    assert turns == [("thief", 1), ("king", 2), ("merchant", 3), ("warlord", 0)]
    # C-12.2 / C-12.1: the King took the crown and drafts first next round.
    assert state.crown == 2
    assert state.pending.seat == 2


def test_C_8_calling_order_after_a_real_draft() -> None:
    """C-8.1 — after a drafted round, turns follow the ranks of the characters held."""
    for players, seed in ((4, 1), (5, 2), (6, 3), (7, 4)):
        state = draft_until_turns(cr.new_game(cr.GameConfig(players=players, seed=seed)))
        held = {c: seat for seat, p in enumerate(state.players) for c in p.characters}
        turns = []
        while state.round == 1:
            turns.append((state.active_character, state.current_player))
            state = gather_and_end(state)
        assert turns == sorted(held.items(), key=lambda kv: RANK[kv[0]])


# -- C-9 turns -------------------------------------------------------------------------


def king_table(
    gold: int = 2,
    hand: tuple[str, ...] = ("temple", "castle", "tavern"),
    city: tuple[str, ...] = ("manor",),
    deck: tuple[str, ...] = (),
) -> cr.GameState:
    t = Table(players=4, seed=1)
    t.seat(0, gold=gold, hand=hand, city=city, character="king")
    t.seat(1, character="bishop")
    t.seat(2, character="merchant")
    t.seat(3, character="warlord")
    if deck:
        t.deck(deck)
    return t.turn_of("king")


def test_C_9_2_take_gold_gives_two() -> None:
    """C-9.2 (a) — taking gold gives 2 from the bank and completes the gather action."""
    state = king_table(gold=2)
    bank = state.bank
    assert {"take_gold", "draw"} <= kinds(state)
    state = act(state, "take_gold")
    assert state.players[0].gold == 4
    assert state.bank == bank - 2
    assert not {"take_gold", "draw"} & kinds(state)


def test_C_9_2_draw_two_keep_one_other_to_bottom() -> None:
    """C-9.2 (b) / C-1.4 — draw 2, keep 1 (a ``keep`` decision); the other goes to the bottom."""
    state = king_table(deck=("market", "palace"))
    assert state.deck[:2] == ("market", "palace")
    size = len(state.deck)
    deck = state.deck
    hand = state.players[0].hand
    state = act(state, "draw")
    assert state.pending is not None
    assert state.pending.kind == "keep"
    assert state.pending.seat == 0
    assert sorted(state.pending.options) == ["market", "palace"]
    assert {a.kind for a in cr.legal_actions(state)} == {"keep"}
    with pytest.raises(cr.IllegalAction):
        act(state, "keep", card="temple")
    state = act(state, "keep", card="palace")
    assert state.players[0].hand == (*hand, "palace")
    assert state.deck == (*deck[2:], "market")
    assert len(state.deck) == size - 1
    assert state.discard == ()
    assert state.players[0].gold == 2
    assert not {"take_gold", "draw"} & kinds(state)


def test_C_9_3_no_build_before_gathering() -> None:
    """C-9.3 — building is possible only after the gather action."""
    state = king_table(gold=6, hand=("temple", "tavern"))
    assert "build" not in kinds(state)
    with pytest.raises(cr.IllegalAction):
        act(state, "build", card="temple")
    state = act(state, "take_gold")
    builds = {a.params["card"] for a in cr.legal_actions(state) if a.kind == "build"}
    assert builds == {"temple", "tavern"}


def test_C_9_3_build_pays_the_cost_to_the_bank() -> None:
    """C-9.3 / C-3.2 — building moves the card from hand to city and pays its cost to the bank."""
    state = act(king_table(gold=2, hand=("castle",)), "take_gold")
    bank = state.bank
    state = act(state, "build", card="castle")
    p = state.players[0]
    assert p.gold == 0
    assert p.hand == ()
    assert [d.card for d in p.city] == ["manor", "castle"]
    assert state.bank == bank + 4


def test_C_9_3_must_afford_the_district() -> None:
    """C-9.3 — a district costing more than the player's gold cannot be built."""
    state = act(king_table(gold=0, hand=("temple", "market", "castle", "palace")), "take_gold")
    builds = {a.params["card"] for a in cr.legal_actions(state) if a.kind == "build"}
    assert builds == {"temple", "market"}
    with pytest.raises(cr.IllegalAction):
        act(state, "build", card="castle")


def test_C_9_4_one_build_per_turn() -> None:
    """C-9.4 — by default one district per turn."""
    state = act(king_table(gold=10, hand=("temple", "tavern", "castle")), "take_gold")
    state = act(state, "build", card="temple")
    assert "build" not in kinds(state)
    with pytest.raises(cr.IllegalAction):
        act(state, "build", card="tavern")
    assert "end_turn" in kinds(state)


def test_C_1_10_no_two_districts_of_one_name() -> None:
    """C-1.10 / C-9.3 — a city may not hold two districts with the same name."""
    state = act(king_table(gold=8, hand=("manor", "temple"), city=("manor",)), "take_gold")
    builds = {a.params["card"] for a in cr.legal_actions(state) if a.kind == "build"}
    assert builds == {"temple"}
    with pytest.raises(cr.IllegalAction):
        act(state, "build", card="manor")


def test_C_9_6_income_once_all_at_once_any_time() -> None:
    """C-9.6 / faq:000-gen-6 — income (1 per district of the colour) may come before gathering,
    but only once: a district built afterwards brings nothing more."""
    state = king_table(gold=2, hand=("castle",), city=("manor", "palace", "temple"))
    assert "income" in kinds(state)
    state = act(state, "income")
    assert state.players[0].gold == 4  # manor + palace (yellow); the temple is blue
    assert "income" not in kinds(state)
    state = act(state, "take_gold")
    state = act(state, "build", card="castle")
    assert "income" not in kinds(state)
    with pytest.raises(cr.IllegalAction):
        act(state, "income")
    assert state.players[0].gold == 2


def test_C_9_6_income_after_building_counts_the_new_district() -> None:
    """C-9.6 — income taken after building counts the district just built."""
    state = act(king_table(gold=2, hand=("castle",), city=("manor",)), "take_gold")
    state = act(state, "build", card="castle")
    assert state.players[0].gold == 0
    state = act(state, "income")
    assert state.players[0].gold == 2


def test_C_9_9_end_turn_only_after_gathering() -> None:
    """C-9.9 / C-9.2 — the gather action is mandatory: ``end_turn`` is offered only after it."""
    state = king_table()
    assert "end_turn" not in kinds(state)
    with pytest.raises(cr.IllegalAction):
        act(state, "end_turn")
    state = act(state, "take_gold")
    assert "end_turn" in kinds(state)
    state = act(state, "end_turn")
    assert state.active_character == "bishop"
    assert state.current_player == 1


def test_faq_000_gen_1_abilities_are_optional() -> None:
    """faq:000-gen-1 — abilities are optional: the Assassin may end the turn without killing."""
    t = Table(players=4, seed=2)
    t.seat(0, character="assassin")
    t.seat(1, character="king")
    t.seat(2, character="bishop")
    t.seat(3, character="warlord")
    state = t.turn_of("assassin")
    assert "ability" in kinds(state)
    state = gather_and_end(state)
    assert state.active_character == "king"
    assert state.marks == ()


def test_C_17_5_merchant_bonus_is_automatic() -> None:
    """C-17.5 / C-9.2 — the Merchant's +1 after gathering is applied, not offered."""
    t = Table(players=4, seed=2)
    t.seat(0, gold=0, character="merchant")
    t.seat(1, character="king")
    state = act(t.turn_of("merchant"), "take_gold")
    assert state.players[0].gold == 3


# -- C-14 end of game ------------------------------------------------------------------


def end_table() -> Table:
    t = Table(players=4, seed=4)
    t.seat(0, gold=5, hand=("manor",), city=SEVEN, character="king")
    t.seat(
        1,
        gold=6,
        hand=("town_hall",),
        city=("cathedral", "fortress", "castle", "palace", "docks", "harbor", "battlefield"),
        character="bishop",
    )
    t.seat(2, character="merchant")
    t.seat(3, character="warlord")
    return t


def test_C_14_2_game_ends_at_the_end_of_the_round() -> None:
    """C-14.2 / C-14.3 — the 8th district triggers the end; the round is completed (later ranks
    still play and may complete too, +2); then the game is over. First +4."""
    state = end_table().turn_of("king")
    assert [p.completed for p in state.players] == [None] * 4
    state = act(state, "take_gold")
    state = act(state, "build", card="manor")
    assert state.players[0].completed == "first"
    assert not state.is_over
    state = act(state, "end_turn")
    assert state.active_character == "bishop"
    state = act(state, "take_gold")
    state = act(state, "build", card="town_hall")
    assert state.players[1].completed == "complete"
    state = act(state, "end_turn")
    assert state.active_character == "merchant"
    state = gather_and_end(state)
    assert state.active_character == "warlord"
    assert not state.is_over
    state = gather_and_end(state)
    assert state.is_over
    assert state.phase == "over"
    assert state.round == 1
    assert state.current_player is None
    assert cr.legal_actions(state) == []
    final = cr.scores(state)
    assert lines(final[0]).get("first complete") == 4
    assert "complete" not in lines(final[0])
    assert lines(final[1]).get("complete") == 2
    assert "first complete" not in lines(final[1])
    for seat in (2, 3):
        assert "complete" not in lines(final[seat])
        assert "first complete" not in lines(final[seat])


def test_C_14_1_seven_districts_do_not_end_a_classic_game() -> None:
    """C-14.1 — 4 players, classic: T = 8; 7 districts neither complete a city nor end the game."""
    t = Table(players=4, seed=4)
    t.seat(0, gold=5, hand=("harbor",), city=(*SEVEN[:6],), character="king")
    t.seat(1, character="bishop")
    state = t.turn_of("king")
    state = act(state, "take_gold")
    state = act(state, "build", card="harbor")
    assert len(state.players[0].city) == 7
    assert state.players[0].completed is None
    state = finish_round(act(state, "end_turn"))
    assert not state.is_over
    assert state.round == 2


def test_faq_000_gen_2_more_than_eight_districts_allowed() -> None:
    """faq:000-gen-2 / C-9.4 — a completed city may still grow beyond 8 districts."""
    t = Table(players=4, seed=4)
    t.seat(0, gold=5, hand=("harbor",), city=(*SEVEN, "manor"), character="king")
    t.seat(1, character="bishop")
    state = act(t.turn_of("king"), "take_gold")
    assert state.players[0].completed == "first"
    assert cr.Action("build", actor=0, card="harbor") in cr.legal_actions(state)
    state = act(state, "build", card="harbor")
    assert len(state.players[0].city) == 9
    assert state.players[0].completed == "first"


def test_faq_000_gen_3_and_gen_4_flags_kept_when_the_city_shrinks() -> None:
    """faq:000-gen-3 / faq:000-gen-4 / C-14.2 — once a city completed, losing a district ends
    neither the trigger nor the +4: the game ends at the end of the round, bonus kept.

    (No classic action can shrink a completed city, C-14.4: the loss is made by hand.)
    """
    state = end_table().turn_of("king")
    state = act(state, "take_gold")
    state = act(state, "build", card="manor")
    assert state.players[0].completed == "first"
    p = state.players[0]
    state = state.but(players=(p.but(city=p.city[:-1]), *state.players[1:]))
    assert len(state.players[0].city) == 7
    state = finish_round(act(state, "end_turn"))
    assert state.is_over
    assert state.round == 1
    final = cr.scores(state)[0]
    assert lines(final) == {"districts": 12, "first complete": 4}
    assert final.total == 16


def test_faq_000_gen_5_five_colours_must_be_present_at_the_end() -> None:
    """faq:000-gen-5 / C-15.2 — +3 for five colours only if all five are in the city when
    the game is scored: the Warlord destroying the only red one in the last round removes it."""
    t = Table(players=4, seed=4)
    t.seat(0, gold=5, hand=("manor",), city=SEVEN, character="king")
    t.seat(1, city=("temple", "watchtower", "manor", "tavern", "keep"), character="merchant")
    t.seat(2, character="bishop")
    t.seat(3, gold=3, character="warlord")
    state = t.turn_of("king")
    assert lines(cr.scores(state)[1]) == {"districts": 9, "five colours": 3}
    state = act(state, "take_gold")
    state = act(state, "build", card="manor")
    state = gather_and_end(act(state, "end_turn"))  # bishop
    state = gather_and_end(state)  # merchant
    assert state.active_character == "warlord"
    state = act(state, "take_gold")
    destroy = cr.Action("ability", actor=3, name="warlord.destroy", target=1, district="watchtower")
    assert destroy in cr.legal_actions(state)
    state = cr.apply(state, destroy)
    assert state.is_over
    assert [d.card for d in state.players[1].city] == ["temple", "manor", "tavern", "keep"]
    assert state.deck[-1] == "watchtower"  # C-1.5: destroyed districts go under the deck
    final = cr.scores(state)[1]
    assert lines(final) == {"districts": 8}
    assert final.total == 8


def test_C_14_3_only_one_first_flag_per_game() -> None:
    """C-14.3 — in games played to the end exactly one player is flagged first (+4); every other
    flag is complete (+2) and belongs to a city that reached the threshold."""
    for players, seed in ((3, 1), (4, 2), (5, 3), (6, 4), (7, 5)):
        final = play_out(cr.new_game(cr.GameConfig(players=players, seed=seed)))[-1]
        flags = [p.completed for p in final.players]
        assert flags.count("first") == 1
        threshold = 10 if players == 3 else 8
        for p in final.players:
            if p.completed is not None:
                assert len(p.city) >= threshold
            else:
                assert len(p.city) < threshold


# -- C-15 scoring ----------------------------------------------------------------------


def test_C_15_score_of_a_city() -> None:
    """C-15 / C-1.6 — districts at score value (Dragon Gate and University 8), +3 five
    colours, +4 first complete; the lines add up to the total."""
    t = Table(players=4, seed=5)
    t.seat(
        0,
        city=(
            "temple",
            "watchtower",
            "manor",
            "tavern",
            "keep",
            "dragon_gate",
            "university",
            "castle",
        ),
        character="king",
    )
    t.seat(1, city=("temple", "church", "manor"), character="bishop")
    state = t.turn_of("king")
    score = cr.scores(state)[0]
    assert lines(score) == {"districts": 29, "five colours": 3, "first complete": 4}
    assert score.total == 36
    other = cr.scores(state)[1]
    assert lines(other) == {"districts": 6}
    assert other.total == 6
    assert [s.total for s in cr.scores(state)[2:]] == [0, 0]


def test_C_15_gold_and_hand_score_nothing() -> None:
    """C-15.2 — stash gold and cards in hand are worth no points."""
    t = Table(players=4, seed=5)
    t.seat(0, gold=20, hand=("palace", "cathedral", "fortress"), city=("temple",), character="king")
    t.seat(1, gold=0, hand=(), city=("temple",), character="bishop")
    state = t.turn_of("king")
    assert cr.scores(state)[0].total == cr.scores(state)[1].total == 1


def test_C_15_score_lines_add_up_in_played_games() -> None:
    """C-15 — for every seat of games played to the end, the lines add up to the total."""
    for players in range(2, 8):
        final = play_out(cr.new_game(cr.GameConfig(players=players, seed=30 + players)))[-1]
        assert final.is_over
        for score in cr.scores(final):
            assert sum(line.points for line in score.lines) == score.total
        totals = [s.total for s in cr.scores(final)]
        assert cr.winners(final) == tuple(s for s, v in enumerate(totals) if v == max(totals))


# -- C-16 ties -------------------------------------------------------------------------


def tie_table(variants: tuple[str, ...] = (), gold1: int = 2) -> cr.GameState:
    """Seats 0 and 1 end on 19 points each: 15 + 4 (first) and 17 + 2 (complete)."""
    t = Table(players=4, seed=7, variants=variants)
    t.seat(0, gold=2, hand=(), city=(*SEVEN, "battlefield"), character="king")  # 15
    t.seat(
        1,
        gold=gold1,
        hand=(),
        city=(
            "temple",
            "church",
            "monastery",
            "watchtower",
            "prison",
            "battlefield",
            "tavern",
            "harbor",
        ),
        character="bishop",
    )  # 17
    t.seat(2, hand=(), character="merchant")
    t.seat(3, hand=(), character="warlord")
    state = t.turn_of("king")
    assert [p.completed for p in state.players] == ["first", "complete", None, None]
    return finish_round(state)


def test_C_16_2_tie_is_a_shared_victory() -> None:
    """C-16.2 / faq:000-gen-8 — classic: every player tied for the top score wins."""
    state = tie_table(gold1=3)
    assert state.is_over
    assert [s.total for s in cr.scores(state)[:2]] == [19, 19]
    assert cr.winners(state) == (0, 1)


def test_C_16_3_tiebreak_chain_most_gold_wins() -> None:
    """C-16.3 / tiebreak_chain — tied players: more gold in the stash wins."""
    state = tie_table(variants=("tiebreak_chain",), gold1=3)
    assert [s.total for s in cr.scores(state)[:2]] == [19, 19]
    assert state.players[1].gold > state.players[0].gold
    assert cr.winners(state) == (1,)


def test_C_16_3_tiebreak_chain_crown_holder_wins_on_equal_gold_and_cards() -> None:
    """C-16.3 / tiebreak_chain — same gold and cards: the crown holder (the King) wins."""
    state = tie_table(variants=("tiebreak_chain",), gold1=2)
    assert [p.gold for p in state.players[:2]] == [4, 4]
    assert [len(p.hand) for p in state.players[:2]] == [0, 0]
    assert state.crown == 0
    assert cr.winners(state) == (0,)


def test_C_16_2_tiebreak_chain_takes_precedence_over_tie_shared_victory() -> None:
    """C-16.2 / tie_shared_victory — alone it keeps the shared victory; with tiebreak_chain
    the chain decides."""
    assert cr.winners(tie_table(variants=("tie_shared_victory",), gold1=3)) == (0, 1)
    both = tie_table(variants=("tie_shared_victory", "tiebreak_chain"), gold1=3)
    assert cr.winners(both) == (1,)


def test_C_16_1_no_winner_before_the_end() -> None:
    """C-16.1 / API — ``winners`` is empty while the game goes on."""
    state = cr.new_game(cr.GameConfig(players=4, seed=1))
    assert cr.winners(state) == ()


# -- variants --------------------------------------------------------------------------


def test_short_game_7_ends_at_seven() -> None:
    """short_game_7 / C-14.1 — the 7th district completes a 4-player city."""

    def seventh(variants: tuple[str, ...]) -> cr.GameState:
        t = Table(players=4, seed=4, variants=variants)
        t.seat(0, gold=5, hand=("harbor",), city=SEVEN[:6], character="king")
        t.seat(1, character="bishop")
        state = act(t.turn_of("king"), "take_gold")
        return act(state, "build", card="harbor")

    assert seventh(("short_game_7",)).players[0].completed == "first"
    assert seventh(()).players[0].completed is None
    final = finish_round(act(seventh(("short_game_7",)), "end_turn"))
    assert final.is_over
    assert lines(cr.scores(final)[0])["first complete"] == 4


def test_short_game_7_keeps_the_two_player_ten() -> None:
    """short_game_7 / C-14.1 — it only replaces a threshold of 8: 2 players still end at 10."""
    t = Table(players=2, seed=1, variants=("short_game_7",))
    t.seat(0, city=(*SEVEN, "castle"), character=("king", "merchant"))
    t.seat(1, city=NINE, hand=("manor",), gold=5, character=("bishop", "warlord"))
    state = t.turn_of("bishop")
    assert [p.completed for p in state.players] == [None, None]
    state = act(act(state, "take_gold"), "build", card="manor")
    assert state.players[1].completed == "first"


def test_two_player_end_12() -> None:
    """two_player_end_12 / C-5.5 — 2 players: 10 and 11 districts do not complete, 12 do."""
    eleven = (*NINE, "castle", "palace")
    t = Table(players=2, seed=1, variants=("two_player_end_12",))
    t.seat(0, gold=5, hand=("manor",), city=eleven, character=("king", "merchant"))
    t.seat(1, city=(*NINE, "castle"), character=("bishop", "warlord"))
    state = t.turn_of("king")
    assert [p.completed for p in state.players] == [None, None]
    state = act(act(state, "take_gold"), "build", card="manor")
    assert len(state.players[0].city) == 12
    assert state.players[0].completed == "first"


def test_bank_unlimited() -> None:
    """bank_unlimited / C-3.1 — ``state.bank`` is None and gold never runs out."""
    state = cr.new_game(cr.GameConfig(players=4, seed=1, variants=("bank_unlimited",)))
    assert state.bank is None
    assert [p.gold for p in state.players] == [2] * 4
    t = Table(players=4, seed=1, variants=("bank_unlimited",))
    t.seat(0, gold=40, hand=("palace",), city=("manor", "castle"), character="king")
    t.seat(1, gold=40, character="bishop")
    state = t.turn_of("king")
    assert state.bank is None
    state = act(state, "take_gold")
    assert state.players[0].gold == 42
    state = act(state, "income")
    assert state.players[0].gold == 44
    state = act(state, "build", card="palace")
    assert state.players[0].gold == 39
    assert state.bank is None


def test_bank_35() -> None:
    """bank_35 / C-3.1 — a 35-coin bank: 35 − 2 × players after setup."""
    for players in (2, 4, 7):
        state = cr.new_game(cr.GameConfig(players=players, seed=1, variants=("bank_35",)))
        assert state.bank == 35 - 2 * players
        assert total_gold(state) == 35


def test_discard_pile_variant_keeps_the_unkept_card_face_up() -> None:
    """discard_pile / C-1.4 — the card not kept goes to the discard pile, not under the deck."""
    t = Table(players=4, seed=1, variants=("discard_pile",))
    t.seat(0, character="king")
    t.seat(1, character="bishop")
    t.deck(("market", "palace"))
    state = act(t.turn_of("king"), "draw")
    size = len(state.deck)
    state = act(state, "keep", card="palace")
    assert state.discard == ("market",)
    assert len(state.deck) == size - 2


# -- GameConfig validation ---------------------------------------------------------------


@pytest.mark.parametrize("players", [1, 8])
def test_config_player_count_outside_classic_range(players: int) -> None:
    """C-7.1 / API — classic is for 2–7 players: ``players=1`` or ``8`` is a ConfigError."""
    error = config_error(cr.GameConfig(players=players))
    assert str(players) in str(error)
    assert "2" in str(error) and "7" in str(error)
    assert len(error.problems) == 1


def test_config_unknown_character() -> None:
    """API — an unknown character id is a ConfigError naming it."""
    error = config_error(cr.GameConfig(players=4, characters=("jester",)))
    assert "jester" in str(error)


def test_config_unknown_variant() -> None:
    """API — an unknown variant id is a ConfigError naming it."""
    error = config_error(cr.GameConfig(players=4, variants=("no_such_variant",)))
    assert "no_such_variant" in str(error)


def test_config_unknown_preset() -> None:
    """API — an unknown preset id is a ConfigError naming it."""
    error = config_error(cr.GameConfig(players=4, preset="no_such_preset"))
    assert "no_such_preset" in str(error)


def test_config_two_characters_of_one_rank() -> None:
    """C-2.1 — one character per rank: naming rank 4 twice is a ConfigError."""
    error = config_error(cr.GameConfig(players=4, characters=("king", "king")))
    assert "rank 4" in str(error) or "king" in str(error)
    t = Table(players=4)
    t.seat(0, character="king")
    t.seat(1, character="king")
    with pytest.raises(cr.ConfigError):
        t.turn_of("king")


def test_config_conflicting_variants() -> None:
    """variants — ``bank_35`` and ``bank_unlimited`` contradict: a ConfigError naming both."""
    error = config_error(cr.GameConfig(players=4, variants=("bank_35", "bank_unlimited")))
    assert "bank_35" in str(error)
    assert "bank_unlimited" in str(error)


def test_config_error_lists_every_problem() -> None:
    """API — a ConfigError lists every problem of the configuration, not just the first."""
    error = config_error(
        cr.GameConfig(
            players=9,
            characters=("jester",),
            variants=("no_such_variant", "bank_35", "bank_unlimited"),
            crown=12,
        )
    )
    text = str(error)
    for needle in ("9", "jester", "no_such_variant", "bank_35", "bank_unlimited", "crown"):
        assert needle in text, needle
    assert len(error.problems) >= 5


def test_config_error_lists_every_problem_with_an_unknown_preset() -> None:
    """API — an unknown preset does not hide the other problems (unknown variant, 1 player)."""
    error = config_error(
        cr.GameConfig(players=1, preset="no_such_preset", variants=("no_such_variant",))
    )
    text = str(error)
    assert "no_such_preset" in text
    assert "no_such_variant" in text
    assert len(error.problems) >= 2


# -- API: illegal actions, notation, serialization ------------------------------------


def test_illegal_action_leaves_the_state_unchanged() -> None:
    """API — ``apply`` raises ``IllegalAction`` for illegal moves and the state is intact."""
    state = king_table(gold=6, hand=("temple", "tavern"))
    before = cr.to_json(state)
    legal = cr.legal_actions(state)
    illegal = [
        cr.Action("build", actor=0, card="temple"),  # before gathering
        cr.Action("end_turn", actor=0),  # before gathering
        cr.Action("take_gold", actor=1),  # not this seat's turn
        cr.Action("keep", actor=0, card="temple"),  # no keep decision
        cr.Action("pick", actor=0, character="king"),  # not the draft
        cr.Action("fly", actor=0),
    ]
    for action in illegal:
        with pytest.raises(cr.IllegalAction):
            cr.apply(state, action)
        assert cr.to_json(state) == before
        assert cr.legal_actions(state) == legal
    after = cr.apply(state, cr.Action("take_gold", actor=0))
    assert after.players[0].gold == 8


def test_illegal_draft_pick_leaves_the_state_unchanged() -> None:
    """API / C-4.3 — picking a face-up (removed) character is illegal and changes nothing."""
    state = cr.new_game(cr.GameConfig(players=4, seed=3, crown=0))
    before = cr.to_json(state)
    removed = state.draft.face_up[0]
    for action in (
        cr.Action("pick", actor=0, character=removed),
        cr.Action("pick", actor=1, character=state.pending.options[0]),
        cr.Action("take_gold", actor=0),
    ):
        with pytest.raises(cr.IllegalAction):
            cr.apply(state, action)
    assert cr.to_json(state) == before
    assert isinstance(cr.IllegalAction(None, "x"), ValueError)


def test_parse_action_reads_back_every_legal_action() -> None:
    """API — ``parse_action(str(a), state) == a`` for every legal action along whole games."""
    for players, seed in ((2, 3), (4, 5)):
        for state in play_out(cr.new_game(cr.GameConfig(players=players, seed=seed)), first_action):
            for a in cr.legal_actions(state):
                assert cr.parse_action(str(a), state) == a


def test_json_round_trip_mid_game() -> None:
    """API — ``from_json(to_json(state)) == state`` mid-game, and play continues identically."""
    states = play_out(cr.new_game(cr.GameConfig(players=4, seed=5)), first_action)
    samples = [s for s in states if s.pending is not None and s.pending.kind == "keep"][:1]
    samples += [s for s in states if s.phase == "draft" and s.round == 2][:1]
    samples += [states[len(states) // 2], states[-1]]
    assert len(samples) == 4
    for state in samples:
        copy = cr.from_json(cr.to_json(state))
        assert copy == state
        assert cr.legal_actions(copy) == cr.legal_actions(state)
        a, b = state, copy
        for _ in range(40):
            if a.is_over:
                break
            action = cr.legal_actions(a)[0]
            a, b = cr.apply(a, action), cr.apply(b, action)
        assert a == b
