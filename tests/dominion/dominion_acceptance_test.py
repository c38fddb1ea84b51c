"""Acceptance probes written as an outside user, only from API_DOMINION.md and
rules/dominion.md: ``import dominion_rules as dr`` and ``Table`` only. Each test's
docstring names the API line or the rule / ruling id it checks."""

from __future__ import annotations

import random
from collections import Counter

import pytest

import dominion_rules as dr
from dominion_rules.testing import Table

BASIC = ("copper", "silver", "gold", "estate", "duchy", "province", "curse")
KINGDOM = [
    "adventurer",
    "bureaucrat",
    "cellar",
    "chancellor",
    "chapel",
    "council_room",
    "feast",
    "festival",
    "gardens",
    "laboratory",
    "library",
    "market",
    "militia",
    "mine",
    "moat",
    "moneylender",
    "remodel",
    "smithy",
    "spy",
    "thief",
    "throne_room",
    "village",
    "witch",
    "woodcutter",
    "workshop",
]
FIRST = ("cellar", "market", "militia", "mine", "moat", "remodel", "smithy", "village")
FIRST += ("woodcutter", "workshop")
COST = {"copper": 0, "silver": 3, "gold": 6, "estate": 2, "duchy": 5, "province": 8}
COST |= {"curse": 0, "cellar": 2, "chapel": 2, "moat": 2, "chancellor": 3, "village": 3}
COST |= {"woodcutter": 3, "workshop": 3, "council_room": 5, "festival": 5}
COST |= {"laboratory": 5, "library": 5, "market": 5, "mine": 5, "witch": 5, "adventurer": 6}
COST |= dict.fromkeys(
    [
        "bureaucrat",
        "feast",
        "gardens",
        "militia",
        "moneylender",
        "remodel",
        "smithy",
        "spy",
        "thief",
        "throne_room",
    ],
    4,
)


def act(state, kind, **params):
    return dr.apply(state, dr.Action(kind, actor=state.current_player, **params))


def choose(state, *options):
    for o in options:
        state = act(state, "choose", option=o)
    return state


def kinds(state):
    return {a.kind for a in dr.legal_actions(state)}


def total(state):
    n = sum(state.supply.values()) + len(state.trash)
    for p in state.players:
        n += len(p.hand) + len(p.deck) + len(p.discard) + len(p.in_play) + len(p.set_aside)
    return n


def owned(p):
    return Counter(p.hand + p.deck + p.discard + p.in_play + p.set_aside)


# ---------------------------------------------------------------- API: names, config


def test_public_names_exist():
    """API_DOMINION.md Playing: every public name."""
    for name in [
        "GameConfig",
        "new_game",
        "legal_actions",
        "apply",
        "observe",
        "scores",
        "winners",
        "play",
        "to_json",
        "from_json",
        "replay",
        "Action",
        "parse_action",
        "IllegalAction",
        "ConfigError",
        "kingdoms",
        "random_kingdom",
        "RandomAgent",
        "BigMoneyAgent",
        "SmithyBigMoneyAgent",
        "GreedyAgent",
    ]:
        assert hasattr(dr, name), name


def test_gameconfig_frozen_and_defaults():
    """API GameConfig: frozen attrs; fields players, seed, kingdom (default D-2.4), preset
    "base", variants, names."""
    c = dr.GameConfig(players=2, seed=7)
    with pytest.raises((TypeError, AttributeError, ValueError)):
        c.players = 3  # type: ignore[misc]
    assert tuple(c.kingdom) == FIRST
    assert set(c.kingdom) == set(FIRST)
    assert c.preset == "base"
    assert tuple(c.variants) == ()
    assert hasattr(c, "names")
    c3 = dr.GameConfig(players=3, seed=1, kingdom=FIRST)
    assert dr.new_game(c3).config == c3


@pytest.mark.parametrize(
    "kwargs",
    [
        {"players": 1},
        {"players": 5},
        {"kingdom": FIRST[:9]},
        {"kingdom": (*FIRST[:9], "cellar")},
        {"kingdom": (*FIRST[:9], "copper")},
        {"kingdom": (*FIRST[:9], "nonesuch")},
        {"kingdom": (*FIRST, "chapel")},
        {"preset": "nonesuch"},
        {"variants": ("nonesuch",)},
    ],
)
def test_bad_config_is_config_error(kwargs):
    """API: dr.ConfigError on a bad config; a kingdom that is not 10 distinct kingdom ids
    (D-2.3); players 2..4."""
    with pytest.raises(dr.ConfigError):
        dr.new_game(dr.GameConfig(seed=1, **kwargs))


def test_config_error_lists_every_problem():
    """API: ConfigError lists every problem."""
    with pytest.raises(dr.ConfigError) as info:
        dr.new_game(dr.GameConfig(players=7, seed=1, kingdom=("copper",)))
    text = str(info.value)
    assert "7" in text or "players" in text
    assert "kingdom" in text or "copper" in text
    assert "players" in text and ("kingdom" in text)


def test_config_error_lists_every_problem_with_bad_preset():
    """API: ConfigError lists every problem -- an unknown preset does not hide the
    others (variants, names, kingdom size)."""
    cfg = dr.GameConfig(players=2, seed=1, preset="nonesuch", variants=("zz",), names=("a",))
    with pytest.raises(dr.ConfigError) as info:
        dr.new_game(dr.GameConfig(**{**_fields(cfg), "kingdom": ("cellar",)}))
    text = str(info.value)
    for word in ("nonesuch", "zz", "names", "kingdom"):
        assert word in text, (word, text)


def _fields(cfg):
    return {f: getattr(cfg, f) for f in ("players", "seed", "preset", "variants", "names")}


def test_kingdoms_recommended_sets():
    """API dr.kingdoms(): keys first_game, big_money, interaction, size_distortion,
    village_square (D-2.5), each a tuple of 10 ids."""
    k = dr.kingdoms()
    assert set(k) == {"first_game", "big_money", "interaction", "size_distortion", "village_square"}
    for name, ids in k.items():
        assert isinstance(ids, tuple) and len(ids) == 10 and len(set(ids)) == 10, name
        assert set(ids) <= set(KINGDOM)
        dr.new_game(dr.GameConfig(seed=1, kingdom=ids))
    assert set(k["first_game"]) == set(FIRST)
    assert set(k["big_money"]) == set(
        [
            "adventurer",
            "bureaucrat",
            "chancellor",
            "chapel",
            "feast",
            "laboratory",
            "market",
            "mine",
            "moneylender",
            "throne_room",
        ]
    )
    assert set(k["size_distortion"]) == set(
        [
            "cellar",
            "chapel",
            "feast",
            "gardens",
            "laboratory",
            "thief",
            "village",
            "witch",
            "woodcutter",
            "workshop",
        ]
    )
    assert set(k["interaction"]) == set(
        [
            "bureaucrat",
            "chancellor",
            "council_room",
            "festival",
            "library",
            "militia",
            "moat",
            "spy",
            "thief",
            "village",
        ]
    )
    assert set(k["village_square"]) == set(
        [
            "bureaucrat",
            "cellar",
            "festival",
            "library",
            "market",
            "remodel",
            "smithy",
            "throne_room",
            "village",
            "woodcutter",
        ]
    )


def test_random_kingdom():
    """API dr.random_kingdom(rng) draws 10 (distinct kingdom ids), reproducible."""
    a = dr.random_kingdom(random.Random(5))
    b = dr.random_kingdom(random.Random(5))
    assert a == b and len(a) == 10 and len(set(a)) == 10 and set(a) <= set(KINGDOM)
    seen = {tuple(sorted(dr.random_kingdom(random.Random(i)))) for i in range(20)}
    assert len(seen) > 1
    dr.new_game(dr.GameConfig(seed=2, kingdom=a))


# ---------------------------------------------------------------- set-up D-1, D-2


@pytest.mark.parametrize(
    ("players", "victory", "copper", "curse"), [(2, 8, 46, 10), (3, 12, 39, 30), (4, 12, 32, 30)]
)
def test_setup_supply_counts(players, victory, copper, curse):
    """D-1.3 / D-2.2: supply pile sizes per player count; exactly 17 piles."""
    kingdom = dr.kingdoms()["size_distortion"]
    s = dr.new_game(dr.GameConfig(players=players, seed=1, kingdom=kingdom))
    assert set(s.supply) == set(BASIC) | set(kingdom)
    assert s.supply["copper"] == copper
    assert s.supply["silver"] == 40 and s.supply["gold"] == 30
    for v in ("estate", "duchy", "province", "gardens"):
        assert s.supply[v] == victory, v
    assert s.supply["curse"] == curse
    for k in kingdom:
        if k != "gardens":
            assert s.supply[k] == 10
    assert s.trash == ()
    assert total(s) == sum(s.supply.values()) + 10 * players


def test_variant_curses_20_for_3():
    """D-1.3a: variant curses_20_for_3 gives 20 Curses with 3 players (4 players: 30)."""
    s = dr.new_game(dr.GameConfig(players=3, seed=1, variants=("curses_20_for_3",)))
    assert s.supply["curse"] == 20
    s = dr.new_game(dr.GameConfig(players=4, seed=1, variants=("curses_20_for_3",)))
    assert s.supply["curse"] == 30


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_players(players):
    """D-2.1 / D-2.6 / D-3.2: 7 Copper 3 Estate, hand 5 deck 5 discard 0; seat 0 first,
    action phase 1 action 1 buy 0 coins; turns all 0."""
    s = dr.new_game(dr.GameConfig(players=players, seed=3))
    for p in s.players:
        assert len(p.hand) == 5 and len(p.deck) == 5 and p.discard == ()
        assert p.in_play == () and p.set_aside == ()
        assert owned(p) == Counter(copper=7, estate=3)
    assert s.current_player == 0 and not s.is_over
    t = s.turn
    assert (t.seat, t.phase, t.actions, t.buys, t.coins) == (0, "action", 1, 1, 0)
    assert tuple(s.turns) == (0,) * players
    assert s.pending is None


def test_new_game_deterministic_by_seed():
    """API: seeded; the same config gives the same state."""
    assert dr.new_game(dr.GameConfig(seed=11)) == dr.new_game(dr.GameConfig(seed=11))


# ---------------------------------------------------------------- Actions


def test_action_frozen_hashable_params_readonly():
    """API Actions: dr.Action(kind, actor=seat, **params) frozen, hashable, params a
    read-only mapping, a hand-built one equals the legal one."""
    a = dr.Action("buy", actor=0, card="gold")
    assert a.kind == "buy" and a.actor == 0 and a.params["card"] == "gold"
    assert hash(a) == hash(dr.Action("buy", actor=0, card="gold"))
    with pytest.raises((TypeError, AttributeError, ValueError)):
        a.params["card"] = "silver"  # type: ignore[index]
    with pytest.raises((TypeError, AttributeError, ValueError)):
        a.kind = "play"  # type: ignore[misc]
    s = dr.new_game(dr.GameConfig(seed=1))
    assert dr.Action("end_actions", actor=0) in dr.legal_actions(s)


def test_str_parse_round_trip_over_games():
    """API: str(action) and dr.parse_action(text, state) round-trip (every legal action
    met in a few random games, decisions included)."""
    for seed in range(3):
        cfg = dr.GameConfig(players=3, seed=seed, kingdom=dr.random_kingdom(random.Random(seed)))
        s = dr.new_game(cfg)
        rng = random.Random(seed)
        steps = 0
        while not s.is_over and steps < 400:
            legal = dr.legal_actions(s)
            for a in legal:
                assert dr.parse_action(str(a), s) == a, str(a)
            s = dr.apply(s, rng.choice(legal))
            steps += 1


def test_unknown_card_id_is_illegal():
    """API: a play/buy/choose naming an unknown card id raises dr.IllegalAction; the old
    state is intact."""
    s = dr.new_game(dr.GameConfig(seed=1))
    before = dr.to_json(s)
    for kind, key in (("play", "card"), ("buy", "card"), ("treasure", "card")):
        with pytest.raises(dr.IllegalAction):
            dr.apply(s, dr.Action(kind, actor=0, **{key: "dragon"}))
        with pytest.raises(dr.IllegalAction):
            dr.parse_action(f"{kind} card=dragon", s)
    with pytest.raises(dr.IllegalAction):
        dr.apply(s, dr.Action("choose", actor=0, option="dragon"))
    with pytest.raises(dr.IllegalAction):
        dr.parse_action("choose option=dragon", s) and dr.apply(
            s, dr.parse_action("choose option=dragon", s)
        )
    assert dr.to_json(s) == before


def test_illegal_move_keeps_state():
    """API: dr.apply raises IllegalAction, old state intact (wrong actor, wrong phase)."""
    s = dr.new_game(dr.GameConfig(seed=1))
    with pytest.raises(dr.IllegalAction):
        dr.apply(s, dr.Action("end_actions", actor=1))
    with pytest.raises(dr.IllegalAction):
        dr.apply(s, dr.Action("end_turn", actor=0))
    with pytest.raises(dr.IllegalAction):
        dr.apply(s, dr.Action("buy", actor=0, card="copper"))
    assert s == dr.new_game(dr.GameConfig(seed=1))


def test_phases_offer_the_right_kinds():
    """API Phases / D-3.4 / D-5.6: end_actions always in the action phase (also with 0
    actions); treasure/treasures/buy/end_turn only in the buy phase."""
    t = Table(players=2, seed=1)
    t.seat(0, hand=("smithy", "copper", "estate"), deck=("copper",) * 5)
    s = t.turn_of(0)
    assert kinds(s) == {"play", "end_actions"}
    s = act(s, "play", card="smithy")
    assert s.turn.actions == 0
    assert kinds(s) == {"end_actions"}
    s = act(s, "end_actions")
    assert s.turn.phase == "buy"
    k = kinds(s)
    assert {"treasure", "treasures", "buy", "end_turn"} <= k
    assert "play" not in k and "end_actions" not in k
    s0 = t.turn_of(0, actions=0)
    assert kinds(s0) == {"end_actions"}


def test_no_action_card_in_hand_still_end_actions():
    """D-3.4: with no Action card in hand the action phase does not end by itself."""
    t = Table(players=2, seed=1)
    t.seat(0, hand=("copper",) * 5)
    s = t.turn_of(0)
    assert s.turn.phase == "action"
    assert [a.kind for a in dr.legal_actions(s)] == ["end_actions"]


def test_no_action_played_in_buy_phase():
    """D-5.6: Action cards cannot be played in the buy phase."""
    t = Table(players=2, seed=1)
    t.seat(0, hand=("village", "copper"))
    s = t.turn_of(0, phase="buy")
    assert s.turn.phase == "buy"
    with pytest.raises(dr.IllegalAction):
        act(s, "play", card="village")


# ---------------------------------------------------------------- buying D-5


def test_treasures_and_buys():
    """D-5.1..D-5.3: treasures add coins; buys share one pool; card goes to the discard;
    with 0 buys buy is not offered."""
    t = Table(players=2, seed=1)
    t.seat(0, hand=("gold", "silver", "copper", "estate"), deck=("copper",) * 5, discard=())
    s = t.turn_of(0, phase="buy", buys=2)
    s = act(s, "treasure", card="gold")
    assert s.turn.coins == 3 and s.players[0].in_play == ("gold",)
    s = act(s, "treasures")
    assert s.turn.coins == 6 and "estate" in s.players[0].hand
    assert Counter(s.players[0].in_play) == Counter(gold=1, silver=1, copper=1)
    legal_buys = {a.params["card"] for a in dr.legal_actions(s) if a.kind == "buy"}
    assert legal_buys == {c for c in s.supply if COST[c] <= 6 and s.supply[c] > 0}
    s = act(s, "buy", card="cellar")
    assert s.turn.coins == 4 and s.turn.buys == 1 and s.players[0].discard == ("cellar",)
    s = act(s, "buy", card="smithy")
    assert s.turn.coins == 0 and s.turn.buys == 0
    assert s.players[0].discard == ("cellar", "smithy")
    assert "buy" not in kinds(s) and "end_turn" in kinds(s)


def test_buy_curse_and_not_trash_or_empty():
    """D-5.2: any supply card may be bought, Curse included; not from an empty pile; never
    from the trash; cost above coins is illegal."""
    t = Table(players=2, seed=1)
    t.seat(0, hand=("copper",))
    t.supply("silver", 0)
    t.trash(("gold",))
    s = t.turn_of(0, phase="buy", coins=3)
    buys = {a.params["card"] for a in dr.legal_actions(s) if a.kind == "buy"}
    assert "curse" in buys and "silver" not in buys and "gold" not in buys
    with pytest.raises(dr.IllegalAction):
        act(s, "buy", card="silver")
    with pytest.raises(dr.IllegalAction):
        act(s, "buy", card="smithy")
    s = act(s, "buy", card="curse")
    assert s.players[0].discard == ("curse",)


def test_treasure_after_buy_allowed():
    """D-5.5 default: treasures may still be played after a buy."""
    t = Table(players=2, seed=1)
    t.seat(0, hand=("copper", "copper"))
    s = t.turn_of(0, phase="buy", buys=2)
    s = act(s, "treasure", card="copper")
    s = act(s, "buy", card="copper")
    s = act(s, "treasure", card="copper")
    assert s.turn.coins == 2 and s.turn.buys == 1


def test_coins_from_actions():
    """D-3.6: +coins from actions go to state.turn.coins and are spent in the buy phase."""
    t = Table(players=2, seed=1)
    t.seat(0, hand=("woodcutter", "copper"))
    s = act(t.turn_of(0), "play", card="woodcutter")
    assert s.turn.coins == 2 and s.turn.buys == 2
    s = act(s, "end_actions")
    assert s.turn.coins == 2


# ---------------------------------------------------------------- clean-up D-6, reshuffle D-4


def test_cleanup_and_next_turn():
    """D-6.1..D-6.3: in-play and hand to discard, draw 5, turns grows, next seat starts
    with 1/1/0; unspent coins lost."""
    t = Table(players=2, seed=1)
    t.seat(0, hand=("village", "copper", "estate"), deck=("silver",) * 6, discard=())
    s = act(t.turn_of(0), "play", card="village")
    s = act(s, "end_actions")
    s = act(s, "treasure", card="copper")
    s = act(s, "end_turn")
    p = s.players[0]
    assert Counter(p.discard) == Counter(village=1, copper=1, estate=1, silver=1)
    assert p.hand == ("silver",) * 5 and p.deck == () and p.in_play == ()
    assert tuple(s.turns) == (1, 0)
    assert (s.turn.seat, s.turn.phase, s.turn.actions, s.turn.buys, s.turn.coins) == (
        1,
        "action",
        1,
        1,
        0,
    )
    assert s.current_player == 1


def test_cleanup_reshuffle_includes_this_turn():
    """D-6.2 / D-4.2: the clean-up draw reshuffles the discard including this turn's cards;
    the deck drawn first."""
    t = Table(players=2, seed=1)
    t.seat(0, hand=("gold", "gold"), deck=("estate", "estate"), discard=("duchy",))
    s = t.turn_of(0, phase="buy")
    s = act(s, "treasures")
    s = act(s, "buy", card="silver")
    s = act(s, "end_turn")
    p = s.players[0]
    assert len(p.hand) == 5 and p.discard == () and len(p.deck) == 1
    assert Counter(p.hand + p.deck) == Counter(estate=2, gold=2, duchy=1, silver=1)
    assert p.hand.count("estate") == 2


def test_draw_stops_when_out():
    """D-4.2: deck and discard empty: draw as many as there are."""
    t = Table(players=2, seed=1)
    t.seat(0, hand=("smithy",), deck=("copper",), discard=("silver",))
    s = act(t.turn_of(0), "play", card="smithy")
    assert Counter(s.players[0].hand) == Counter(copper=1, silver=1)
    assert s.players[0].deck == () and s.players[0].discard == ()


def test_no_reshuffle_without_draw():
    """D-4.3: an empty deck stays empty when nothing is drawn."""
    t = Table(players=2, seed=1)
    t.seat(0, hand=("woodcutter",), deck=(), discard=("copper", "silver"))
    s = act(t.turn_of(0), "play", card="woodcutter")
    assert s.players[0].deck == () and s.players[0].discard == ("copper", "silver")


# ---------------------------------------------------------------- end D-7, scores


def test_province_pile_empty_ends_game():
    """D-7.1 / D-7.5: the game ends after the turn that empties the Provinces; no action
    is legal afterwards, current_player None."""
    t = Table(players=2, seed=1)
    t.seat(0, hand=("gold", "gold", "silver"))
    t.supply("province", 1)
    s = t.turn_of(0, phase="buy")
    s = act(s, "treasures")
    s = act(s, "buy", card="province")
    assert not s.is_over
    assert "end_turn" in kinds(s)
    s = act(s, "end_turn")
    assert s.is_over and s.current_player is None
    assert dr.legal_actions(s) == []
    with pytest.raises(dr.IllegalAction):
        dr.apply(s, dr.Action("end_actions", actor=1))
    assert tuple(s.turns) == (1, 0)
    assert dr.winners(s) == (0,)


def test_three_piles_end_and_mid_turn():
    """D-7.2: three empty supply piles (any, Curse included) end the game at the end of the
    turn; emptying them mid-turn does not stop the turn."""
    t = Table(players=2, seed=1)
    t.seat(0, hand=("copper",))
    t.supply("curse", 0)
    t.supply("estate", 1)
    t.supply("cellar", 1)
    s = t.turn_of(0, phase="buy", buys=3, coins=4)
    s = act(s, "buy", card="estate")
    s = act(s, "buy", card="cellar")
    assert not s.is_over and s.turn.buys == 1
    s = act(s, "buy", card="copper")
    s = act(s, "end_turn")
    assert s.is_over


def test_two_piles_do_not_end():
    """D-7.2: two empty piles do not end the game."""
    t = Table(players=2, seed=1)
    t.seat(0, hand=("copper",))
    t.supply("curse", 0)
    t.supply("estate", 0)
    s = act(t.turn_of(0, phase="buy"), "end_turn")
    assert not s.is_over and s.current_player == 1


def test_winners_tie_fewest_turns():
    """D-7.3: tied for most VP, the tied player with fewest turns wins (the ending turn
    counts)."""
    t = Table(players=2, seed=1)
    t.seat(0, hand=(), deck=(), discard=("province",))
    t.seat(1, hand=(), deck=(), discard=("province",))
    t.supply("province", 0)
    s = t.turn_of(0, phase="buy")
    s = act(s, "end_turn")
    assert s.is_over and tuple(s.turns) == (1, 0)
    assert [x.total for x in dr.scores(s)] == [6, 6]
    assert dr.winners(s) == (1,)


def test_winners_tie_same_turns_share():
    """D-7.3: same VP and same turns: shared victory, in seat order."""
    t = Table(players=3, seed=1)
    for seat in range(3):
        t.seat(seat, hand=(), deck=(), discard=("duchy",) if seat != 1 else ("estate",))
    t.supply("province", 0)
    s = t.turn_of(2, phase="buy", turns=(1, 1, 0))
    s = act(s, "end_turn")
    assert s.is_over and tuple(s.turns) == (1, 1, 1)
    assert dr.winners(s) == (0, 2)


def test_scores_lines_and_running():
    """API scores(state)[i].total / .lines; D-7.4 running score (3 Estates = 3); curse -1."""
    s = dr.new_game(dr.GameConfig(seed=1))
    sc = dr.scores(s)
    assert len(sc) == 2 and all(x.total == 3 for x in sc)
    assert all(len(x.lines) >= 1 for x in sc)
    t = Table(players=2, seed=1)
    t.seat(0, hand=("province", "curse"), deck=("duchy",), discard=("estate",), in_play=())
    sc = dr.scores(t.turn_of(0))
    assert sc[0].total == 6 + 3 + 1 - 1


def test_gardens_count():
    """dominion-gardens-2: 1 VP per full 10 cards owned, rounding down (39 -> 3); Gardens
    count themselves; never playable (gardens-1)."""
    t = Table(players=2, seed=1, kingdom=dr.kingdoms()["size_distortion"])
    t.seat(0, hand=("gardens", "gardens"), deck=("copper",) * 37, discard=())
    s = t.turn_of(0)
    assert dr.scores(s)[0].total == 6
    assert "play" not in kinds(s)
    t.seat(0, hand=("gardens", "gardens"), deck=("copper",) * 38, discard=())
    assert dr.scores(t.turn_of(0))[0].total == 8


# ---------------------------------------------------------------- play / record / replay / json


def test_play_record_replay_deterministic():
    """API: dr.play returns a record with actions, final_state, scores; replay(record) ==
    final_state; agents seeded from the config's seed: same record every time."""
    cfg = dr.GameConfig(players=2, seed=7)
    r1 = dr.play(cfg, agents=[dr.BigMoneyAgent(), dr.RandomAgent()])
    r2 = dr.play(cfg, agents=[dr.BigMoneyAgent(), dr.RandomAgent()])
    assert r1.final_state.is_over
    assert tuple(r1.actions) == tuple(r2.actions)
    assert r1.final_state == r2.final_state
    assert dr.replay(r1) == r1.final_state
    assert [x.total for x in r1.scores] == [x.total for x in dr.scores(r1.final_state)]
    back = dr.from_json(dr.to_json(r1))
    assert dr.replay(back) == r1.final_state


def test_play_random_agents_deterministic():
    """API: dr.play seeds each seat's agent from the config seed (RandomAgent twice)."""
    cfg = dr.GameConfig(players=3, seed=4, kingdom=dr.kingdoms()["interaction"])
    r1 = dr.play(cfg, agents=[dr.RandomAgent(), dr.RandomAgent(), dr.GreedyAgent()])
    r2 = dr.play(cfg, agents=[dr.RandomAgent(), dr.RandomAgent(), dr.GreedyAgent()])
    assert tuple(r1.actions) == tuple(r2.actions)
    assert dr.replay(r1) == r1.final_state


@pytest.mark.parametrize("name", ["big_money", "size_distortion", "village_square"])
def test_agents_finish_games(name):
    """API Agents: Greedy, SmithyBigMoney, BigMoney play whole games on each set."""
    cfg = dr.GameConfig(players=3, seed=2, kingdom=dr.kingdoms()[name])
    r = dr.play(cfg, agents=[dr.GreedyAgent(), dr.SmithyBigMoneyAgent(), dr.BigMoneyAgent()])
    assert r.final_state.is_over
    assert dr.winners(r.final_state)
    assert dr.replay(r) == r.final_state


def test_json_round_trip_state():
    """API dr.to_json / dr.from_json on states mid-decision."""
    t = Table(players=2, seed=1)
    t.seat(0, hand=("militia",))
    t.seat(1, hand=("copper", "copper", "estate", "estate", "silver"))
    s = act(t.turn_of(0), "play", card="militia")
    assert s.pending is not None
    back = dr.from_json(dr.to_json(s))
    assert back == s
    assert dr.legal_actions(back) == dr.legal_actions(s)


def test_bigmoney_buys():
    """API BigMoneyAgent: Province at 8, Gold at 6-7, Silver at 3-5 (checked on every buy
    of a BigMoney-only game's record)."""
    cfg = dr.GameConfig(players=2, seed=5)
    r = dr.play(cfg, agents=[dr.BigMoneyAgent(), dr.BigMoneyAgent()])
    s = dr.new_game(cfg)
    checked = 0
    for a in r.actions:
        if a.kind == "buy":
            coins = s.turn.coins
            want = "province" if coins >= 8 else "gold" if coins >= 6 else "silver"
            if coins >= 3 and s.supply[want] > 0:
                assert a.params["card"] == want, (coins, a)
                checked += 1
        s = dr.apply(s, a)
    assert checked > 10


# ---------------------------------------------------------------- views D-8


def test_view_hides_what_it_should():
    """API Views / D-8: view.seat; other hand None with hand_size; every deck None with
    deck_size; every discard None with discard_top; no discard_size; in_play, set_aside,
    trash public."""
    t = Table(players=2, seed=1)
    t.seat(0, hand=("copper", "estate"), deck=("gold",), discard=("silver", "duchy"))
    t.seat(1, hand=("copper",) * 3, deck=("estate",) * 2, discard=(), in_play=("village",))
    t.trash(("curse",))
    s = t.turn_of(0)
    v = dr.observe(s, 0)
    assert v.seat == 0
    me, other = v.players
    assert tuple(me.hand) == ("copper", "estate")
    assert other.hand is None and other.hand_size == 3
    assert me.deck is None and me.deck_size == 1
    assert other.deck is None and other.deck_size == 2
    assert me.discard is None and me.discard_top == "duchy"
    assert other.discard is None and other.discard_top is None
    assert getattr(me, "discard_size", None) is None
    assert tuple(other.in_play) == ("village",)
    assert tuple(v.trash) == ("curse",)
    assert v.supply == s.supply and v.turn == s.turn and tuple(v.turns) == tuple(s.turns)


def test_view_open_discard_size():
    """D-8.5 variant open_discard_size adds discard_size."""
    t = Table(players=2, seed=1, variants=("open_discard_size",))
    t.seat(0, hand=("copper",), discard=("silver", "duchy"))
    v = dr.observe(t.turn_of(0), 1)
    assert v.players[0].discard_size == 2 and v.players[0].discard is None


def test_view_pending_of_other_seat_hides_options():
    """API Views / D-8.6: another seat's pending decision shows kind (and seat) but not its
    options; the deciding seat sees them."""
    t = Table(players=2, seed=1)
    t.seat(0, hand=("militia",))
    t.seat(1, hand=("copper", "copper", "estate", "estate", "silver"))
    s = act(t.turn_of(0), "play", card="militia")
    assert s.pending.kind == "militia.discard" and s.pending.seat == 1
    v0 = dr.observe(s, 0)
    assert v0.pending.kind == "militia.discard"
    assert v0.pending.seat == 1
    assert not v0.pending.options
    v1 = dr.observe(s, 1)
    assert set(v1.pending.options) == set(s.pending.options)


def test_view_set_aside_public():
    """D-8.2: set-aside cards are public (Thief's revealed cards mid-decision)."""
    t = Table(players=2, seed=1)
    t.seat(0, hand=("thief",))
    t.seat(1, hand=("copper",) * 5, deck=("gold", "silver", "estate"))
    s = act(t.turn_of(0), "play", card="thief")
    assert s.pending.kind == "thief.trash"
    v = dr.observe(s, 0)
    assert Counter(v.players[1].set_aside) == Counter(gold=1, silver=1)


# ---------------------------------------------------------------- Table semantics


def test_table_zones_exact_and_unnamed_leave():
    """API Table: zones given to seat() (even ()) are exactly those; all zones given: no
    other card; totals conserved from the returned state on."""
    t = Table(players=2, seed=3)
    t.seat(0, hand=("militia", "copper"), deck=("gold", "estate"), discard=("silver",))
    t.seat(1, hand=("moat", "copper", "copper", "estate", "estate"), deck=(), discard=())
    s = t.turn_of(0)
    p0, p1 = s.players
    assert p0.hand == ("militia", "copper") and p0.deck == ("gold", "estate")
    assert p0.discard == ("silver",) and p0.in_play == () and p0.set_aside == ()
    assert p1.hand == ("moat", "copper", "copper", "estate", "estate")
    assert p1.deck == () and p1.discard == ()
    n = total(s)
    s2 = act(s, "play", card="militia")
    assert total(s2) == n


def test_table_cards_from_starting_decks_then_supply():
    """API Table: cards named come out of the starting decks first, then the supply; the
    Table never creates a card."""
    t = Table(players=2, seed=3)
    t.seat(0, hand=("copper",) * 9, deck=("estate",) * 4, discard=("gold",))
    s = t.turn_of(0)
    assert s.supply["copper"] == 46 - 2
    assert s.supply["estate"] == 8 - 1
    assert s.supply["gold"] == 29
    t2 = Table(players=2, seed=3)
    t2.seat(0, hand=("gold",) * 31)
    with pytest.raises((TypeError, AttributeError, ValueError)):
        t2.turn_of(0)


def test_table_unmentioned_seat_keeps_start():
    """API Table: a seat not given keeps its starting cards."""
    t = Table(players=2, seed=3)
    t.seat(0, hand=("copper",), deck=(), discard=())
    s = t.turn_of(0)
    assert owned(s.players[1]) == Counter(copper=7, estate=3)


def test_table_trash_and_supply_call_order():
    """API Table: trash(cards) and supply(id, n) act in call order; supply sets cards left."""
    t = Table(players=2, seed=1)
    t.supply("curse", 1)
    t.trash(("curse",))
    s = t.turn_of(0)
    assert s.supply["curse"] == 0 and s.trash == ("curse",)
    t = Table(players=2, seed=1)
    t.trash(("curse",))
    t.supply("curse", 1)
    s = t.turn_of(0)
    assert s.supply["curse"] == 1 and s.trash == ("curse",)


def test_table_turn_of_defaults_and_turns():
    """API Table: turn_of(0) is seat 0's action phase 1/1/0; phase="buy"; turns stays 0
    unless turns=(...) is given; kingdom optional, explicit kingdom used."""
    t = Table(players=3, seed=3, kingdom=dr.kingdoms()["big_money"])
    t.seat(1, hand=("copper",))
    s = t.turn_of(1)
    assert (s.turn.seat, s.turn.phase, s.turn.actions, s.turn.buys, s.turn.coins) == (
        1,
        "action",
        1,
        1,
        0,
    )
    assert s.current_player == 1 and tuple(s.turns) == (0, 0, 0)
    assert set(s.supply) == set(BASIC) | set(dr.kingdoms()["big_money"])
    s = t.turn_of(1, phase="buy", turns=(2, 1, 1))
    assert s.turn.phase == "buy" and tuple(s.turns) == (2, 1, 1)


# ---------------------------------------------------------------- pending data


def test_pending_data_readonly_and_empty():
    """API: state.pending.data read-only mapping; {} for kinds without data."""
    t = Table(players=2, seed=1)
    t.seat(0, hand=("chapel", "copper", "estate"))
    s = act(t.turn_of(0), "play", card="chapel")
    assert s.pending.kind == "chapel.trash" and dict(s.pending.data) == {}
    with pytest.raises((TypeError, AttributeError, ValueError)):
        s.pending.data["x"] = 1  # type: ignore[index]


# ---------------------------------------------------------------- cards D-9


def test_adventurer_basic():
    """D-9.1: reveal until 2 Treasures; those to hand, others discarded; rest of deck
    untouched."""
    t = Table(players=2, seed=1)
    t.seat(0, hand=("adventurer",), deck=("estate", "copper", "estate", "silver", "gold"))
    s = act(t.turn_of(0), "play", card="adventurer")
    p = s.players[0]
    assert Counter(p.hand) == Counter(copper=1, silver=1)
    assert Counter(p.discard) == Counter(estate=2) and p.deck == ("gold",)
    assert p.set_aside == ()


def test_adventurer_reshuffle_not_revealed():
    """dominion-adventurer-1/-2: reveal reshuffles the discard, revealed cards not
    shuffled in; run out: keep what you found."""
    t = Table(players=2, seed=1)
    t.seat(0, hand=("adventurer",), deck=("estate", "copper"), discard=("duchy",))
    s = act(t.turn_of(0), "play", card="adventurer")
    p = s.players[0]
    assert p.hand == ("copper",)
    assert Counter(p.discard) == Counter(estate=1, duchy=1) and p.deck == ()


def test_bureaucrat():
    """dominion-bureaucrat-1/-3: Silver on top of an (empty) deck; victim chooses among the
    distinct Victory ids; curse is not Victory."""
    t = Table(players=3, seed=1)
    t.seat(0, hand=("bureaucrat",), deck=(), discard=("copper",))
    t.seat(1, hand=("estate", "duchy", "curse", "copper"), deck=("gold",))
    t.seat(2, hand=("copper", "curse"), deck=())
    s = act(t.turn_of(0), "play", card="bureaucrat")
    assert s.players[0].deck == ("silver",)
    assert s.pending.kind == "bureaucrat.topdeck" and s.pending.seat == 1
    assert set(s.pending.options) == {"estate", "duchy"}
    assert dict(s.pending.data) == {}
    s = choose(s, "duchy")
    assert s.players[1].deck == ("duchy", "gold")
    assert s.pending is None and s.current_player == 0
    assert s.players[2].deck == () and Counter(s.players[2].hand) == Counter(copper=1, curse=1)


def test_bureaucrat_one_kind_automatic_and_empty_silver():
    """dominion-bureaucrat-2/-3/-4: one kind -> automatic (or asked, D-3.7), victim's
    card on an empty deck; no Silver left still attacks."""
    t = Table(players=2, seed=1)
    t.seat(0, hand=("bureaucrat",), deck=("copper",))
    t.seat(1, hand=("estate", "estate", "copper"), deck=())
    t.supply("silver", 0)
    s = act(t.turn_of(0), "play", card="bureaucrat")
    if s.pending is not None:
        assert s.pending.kind == "bureaucrat.topdeck"
        s = choose(s, "estate")
    assert s.players[0].deck == ("copper",)
    assert s.players[1].deck == ("estate",)
    assert Counter(s.players[1].hand) == Counter(estate=1, copper=1)


def test_cellar():
    """dominion-cellar-1/-2: +1 Action; choose cards one at a time then done; discard
    together then draw as many; Cellar is not an option."""
    t = Table(players=2, seed=1)
    t.seat(0, hand=("cellar", "estate", "estate", "copper"), deck=("gold", "silver", "copper"))
    s = act(t.turn_of(0), "play", card="cellar")
    assert s.turn.actions == 1
    assert s.pending.kind == "cellar.discard" and "cellar" not in s.pending.options
    assert "done" in kinds(s)
    s = choose(s, "estate", "estate")
    s = act(s, "done")
    p = s.players[0]
    assert Counter(p.hand) == Counter(copper=1, gold=1, silver=1)
    assert p.discard == ("estate", "estate") and p.deck == ("copper",)


def test_cellar_zero_and_reshuffle():
    """D-9.3: discarding 0 is allowed; dominion-cellar-3 discarded cards are shuffled in."""
    t = Table(players=2, seed=1)
    t.seat(0, hand=("cellar", "estate"), deck=(), discard=())
    s = act(t.turn_of(0), "play", card="cellar")
    s = choose(s, "estate")
    if s.pending is not None:
        s = act(s, "done")
    assert s.players[0].hand == ("estate",) and s.players[0].discard == ()
    t.seat(0, hand=("cellar", "estate"), deck=("copper",), discard=())
    s = act(act(t.turn_of(0), "play", card="cellar"), "done")
    assert s.players[0].hand == ("estate",) and s.turn.actions == 1


def test_chancellor():
    """dominion-chancellor-1/-2: +2 coins; yes/no at once; the deck moves to the discard."""
    t = Table(players=2, seed=1)
    t.seat(0, hand=("chancellor",), deck=("gold", "estate"), discard=("copper",))
    s = act(t.turn_of(0), "play", card="chancellor")
    assert s.pending.kind == "chancellor.discard_deck"
    assert set(s.pending.options) == {"yes", "no"}
    assert s.turn.coins == 2
    y = choose(s, "yes")
    assert y.players[0].deck == () and Counter(y.players[0].discard) == Counter(
        copper=1, gold=1, estate=1
    )
    n = choose(s, "no")
    assert n.players[0].deck == ("gold", "estate")


def test_chapel():
    """D-9.5 / dominion-chapel-1: up to 4, one choose each; ends itself after the 4th; a
    second Chapel in hand can be trashed."""
    t = Table(players=2, seed=1)
    t.seat(0, hand=("chapel", "chapel", "copper", "copper", "estate", "estate"))
    s = act(t.turn_of(0), "play", card="chapel")
    assert "chapel" in s.pending.options
    s = choose(s, "chapel", "copper", "estate", "estate")
    assert s.pending is None
    assert Counter(s.trash) == Counter(chapel=1, copper=1, estate=2)
    assert s.players[0].hand == ("copper",)
    s2 = act(act(t.turn_of(0), "play", card="chapel"), "done")
    assert s2.trash == () and s2.pending is None


def test_council_room():
    """dominion-council_room-1: +4 cards, +1 buy, others draw one (no Moat offer)."""
    t = Table(players=3, seed=1)
    t.seat(0, hand=("council_room",), deck=("copper",) * 5)
    t.seat(1, hand=("moat",), deck=(), discard=("gold",))
    t.seat(2, hand=(), deck=("silver",))
    s = act(t.turn_of(0), "play", card="council_room")
    assert s.pending is None
    assert len(s.players[0].hand) == 4 and s.turn.buys == 2
    assert Counter(s.players[1].hand) == Counter(moat=1, gold=1)
    assert s.players[2].hand == ("silver",)


def test_feast():
    """dominion-feast-1/-2: Feast trashed, gain ≤5 to discard; coins do not raise it."""
    t = Table(players=2, seed=1)
    t.seat(0, hand=("feast", "gold"))
    s = act(t.turn_of(0), "play", card="feast")
    assert s.trash == ("feast",) and s.pending.kind == "feast.gain"
    assert set(s.pending.options) == {c for c in s.supply if COST[c] <= 5 and s.supply[c]}
    s = choose(s, "market")
    assert s.players[0].discard == ("market",) and s.pending is None


def test_throne_room_feast():
    """dominion-feast-3: Throne Room on Feast: two gains, one trash."""
    t = Table(players=2, seed=1)
    t.seat(0, hand=("throne_room", "feast"))
    s = act(t.turn_of(0), "play", card="throne_room")
    s = choose(s, "feast") if s.pending and s.pending.kind == "throne_room.play" else s
    assert s.pending.kind == "feast.gain"
    s = choose(s, "duchy")
    assert s.pending.kind == "feast.gain"
    s = choose(s, "market")
    assert s.trash == ("feast",) and s.pending is None
    assert Counter(s.players[0].discard) == Counter(duchy=1, market=1)


def test_festival_village_lab_market_smithy_moat_woodcutter():
    """D-9.8 festival-1, D-9.10, D-9.12, D-9.15 moat-5, D-9.18, D-9.22, D-9.24."""
    t = Table(players=2, seed=1)
    deck = ("copper",) * 10
    t.seat(0, hand=("festival", "village", "laboratory", "market", "smithy", "moat"), deck=deck)
    s = act(t.turn_of(0), "play", card="festival")
    assert (s.turn.actions, s.turn.buys, s.turn.coins) == (2, 2, 2)
    s = act(s, "play", card="village")
    assert s.turn.actions == 3 and len(s.players[0].hand) == 5
    s = act(s, "play", card="laboratory")
    assert s.turn.actions == 3 and len(s.players[0].hand) == 6
    s = act(s, "play", card="market")
    assert (s.turn.actions, s.turn.buys, s.turn.coins) == (3, 3, 3)
    assert len(s.players[0].hand) == 6
    s = act(s, "play", card="moat")
    assert s.turn.actions == 2 and len(s.players[0].hand) == 7
    s = act(s, "play", card="smithy")
    assert s.turn.actions == 1 and len(s.players[0].hand) == 9
    assert len(s.players[0].in_play) == 6


def test_library():
    """D-9.11 / dominion-library-1/-3: draw to 7; yes/no per Action card drawn; set-aside
    cards discarded after drawing, not shuffled in."""
    t = Table(players=2, seed=1)
    t.seat(
        0,
        hand=("library", "copper", "copper", "copper"),
        deck=("village", "copper", "smithy", "copper", "copper", "estate"),
    )
    s = act(t.turn_of(0), "play", card="library")
    assert s.pending.kind == "library.set_aside"
    assert set(s.pending.options) == {"yes", "no"}
    s = choose(s, "yes")
    assert s.players[0].set_aside == ("village",)
    assert s.pending.kind == "library.set_aside"
    s = choose(s, "no")
    assert s.pending is None
    p = s.players[0]
    assert len(p.hand) == 7 and "smithy" in p.hand
    assert p.discard == ("village",) and p.deck == ("estate",)


def test_library_runs_out_and_full_hand():
    """dominion-library-2/-4: runs out: stop; 7+ cards: draw nothing."""
    t = Table(players=2, seed=1)
    t.seat(0, hand=("library", "copper"), deck=("copper",), discard=("silver",))
    s = act(t.turn_of(0), "play", card="library")
    assert Counter(s.players[0].hand) == Counter(copper=2, silver=1)
    t.seat(0, hand=("library",) + ("copper",) * 7, deck=("gold",))
    s = act(t.turn_of(0), "play", card="library")
    assert s.players[0].deck == ("gold",) and len(s.players[0].hand) == 7


def test_library_set_aside_not_shuffled_in():
    """dominion-library-1: set-aside cards are not shuffled into the new deck."""
    t = Table(players=2, seed=1)
    t.seat(0, hand=("library",) + ("copper",) * 5, deck=("village",), discard=("gold",))
    s = act(t.turn_of(0), "play", card="library")
    s = choose(s, "yes")
    p = s.players[0]
    assert "gold" in p.hand and p.discard == ("village",) and len(p.hand) == 6


def test_militia():
    """dominion-militia-1/-2: +2 coins; victims discard down to 3, one choose each, in
    turn order; 3 or fewer: nothing."""
    t = Table(players=3, seed=1)
    t.seat(0, hand=("militia",))
    t.seat(1, hand=("copper", "copper", "estate", "estate", "silver"))
    t.seat(2, hand=("copper", "estate", "estate"))
    s = act(t.turn_of(0), "play", card="militia")
    assert s.turn.coins == 2
    assert s.pending.kind == "militia.discard" and s.current_player == 1
    assert set(s.pending.options) == {"copper", "estate", "silver"}
    assert dict(s.pending.data) == {}
    assert "done" not in kinds(s)
    s = choose(s, "estate")
    assert s.pending.kind == "militia.discard"
    s = choose(s, "estate")
    assert s.pending is None and s.current_player == 0
    assert Counter(s.players[1].hand) == Counter(copper=2, silver=1)
    assert s.players[1].discard == ("estate", "estate")
    assert len(s.players[2].hand) == 3


def test_militia_moat():
    """dominion-moat-2/-3, militia: moat.reveal (reveal, decline), data attacker/card;
    revealing protects; coins stay."""
    t = Table(players=2, seed=1)
    t.seat(0, hand=("militia",))
    t.seat(1, hand=("moat", "copper", "copper", "estate", "estate"))
    s = act(t.turn_of(0), "play", card="militia")
    assert s.pending.kind == "moat.reveal" and s.pending.seat == 1
    assert tuple(s.pending.options) == ("reveal", "decline")
    assert dict(s.pending.data) == {"attacker": 0, "card": "militia"}
    r = choose(s, "reveal")
    assert r.pending is None and len(r.players[1].hand) == 5 and r.turn.coins == 2
    assert "moat" in r.players[1].hand
    d = choose(s, "decline")
    assert d.pending.kind == "militia.discard"
    assert "moat" in d.pending.options


def test_moat_not_in_hand_not_asked():
    """D-3.7 / D-9.15: no moat.reveal without a Moat in hand (Moat in play or discard)."""
    t = Table(players=2, seed=1)
    t.seat(0, hand=("witch",), deck=("copper",) * 3)
    t.seat(1, hand=("copper",), discard=("moat",), in_play=("moat",))
    s = act(t.turn_of(0), "play", card="witch")
    assert s.pending is None
    assert s.players[1].discard == ("moat", "curse")


def test_mine():
    """dominion-mine-1/-2/-3: trash a Treasure, gain a Treasure costing up to 3 more into
    hand; no Treasure: nothing."""
    t = Table(players=2, seed=1)
    t.seat(0, hand=("mine", "copper", "silver", "estate"))
    s = act(t.turn_of(0), "play", card="mine")
    assert s.pending.kind == "mine.trash" and set(s.pending.options) == {"copper", "silver"}
    s = choose(s, "silver")
    assert s.pending.kind == "mine.gain"
    assert set(s.pending.options) == {"copper", "silver", "gold"}
    s = choose(s, "gold")
    assert Counter(s.players[0].hand) == Counter(copper=1, gold=1, estate=1)
    assert s.trash == ("silver",)
    s = act(s, "end_actions")
    s = act(s, "treasure", card="gold")
    assert s.turn.coins == 3
    t.seat(0, hand=("mine", "estate"))
    s = act(t.turn_of(0), "play", card="mine")
    assert s.pending is None and s.players[0].hand == ("estate",)


def test_mine_copper_options():
    """dominion-mine-1: Copper -> up to Silver (not Gold)."""
    t = Table(players=2, seed=1)
    t.seat(0, hand=("mine", "copper"))
    s = act(t.turn_of(0), "play", card="mine")
    if s.pending.kind == "mine.trash":
        s = choose(s, "copper")
    assert set(s.pending.options) == {"copper", "silver"}


def test_moneylender():
    """dominion-moneylender-1: Copper trashed automatically, +3; none: nothing."""
    t = Table(players=2, seed=1)
    t.seat(0, hand=("moneylender", "copper", "copper"))
    s = act(t.turn_of(0), "play", card="moneylender")
    assert s.pending is None and s.trash == ("copper",) and s.turn.coins == 3
    assert s.players[0].hand == ("copper",)
    t.seat(0, hand=("moneylender", "silver"))
    s = act(t.turn_of(0), "play", card="moneylender")
    assert s.pending is None and s.trash == () and s.turn.coins == 0


def test_remodel():
    """dominion-remodel-1/-2/-3: trash from hand (another Remodel ok), gain ≤ cost+2 to
    discard; empty hand: nothing."""
    t = Table(players=2, seed=1)
    t.seat(0, hand=("remodel", "remodel", "estate"))
    s = act(t.turn_of(0), "play", card="remodel")
    assert s.pending.kind == "remodel.trash"
    assert set(s.pending.options) == {"remodel", "estate"}
    s = choose(s, "estate")
    assert s.pending.kind == "remodel.gain"
    assert set(s.pending.options) == {c for c in s.supply if COST[c] <= 4 and s.supply[c]}
    s = choose(s, "estate")
    assert s.players[0].discard == ("estate",) and s.trash == ("estate",)
    t.seat(0, hand=("remodel",))
    s = act(t.turn_of(0), "play", card="remodel")
    assert s.pending is None and s.players[0].discard == ()


def test_spy():
    """dominion-spy-1/-2/-4/-5: +1 card +1 action, you first then others; spy.discard per
    card, options (discard, keep), data seat/card; card stays on deck while deciding."""
    t = Table(players=3, seed=1)
    t.seat(0, hand=("spy",), deck=("copper", "gold", "estate"))
    t.seat(1, hand=(), deck=("province", "copper"))
    t.seat(2, hand=("moat",), deck=("silver",))
    s = act(t.turn_of(0), "play", card="spy")
    assert s.pending.kind == "moat.reveal" and s.pending.seat == 2
    s = choose(s, "reveal")
    assert s.players[0].hand == ("copper",) and s.turn.actions == 1
    assert s.pending.kind == "spy.discard" and s.pending.seat == 0
    assert tuple(s.pending.options) == ("discard", "keep")
    assert dict(s.pending.data) == {"seat": 0, "card": "gold"}
    assert s.players[0].deck[0] == "gold"
    s = choose(s, "keep")
    assert s.players[0].deck == ("gold", "estate")
    # seat 1 next (moat only at seat 2; order of moat asks may come first)
    assert s.pending.kind == "spy.discard" and s.pending.seat == 0
    assert dict(s.pending.data) == {"seat": 1, "card": "province"}
    s = choose(s, "discard")
    assert s.pending is None
    assert s.players[1].discard == ("province",) and s.players[1].deck == ("copper",)
    assert s.players[2].deck == ("silver",)


def test_spy_empty_deck_reshuffle_or_nothing():
    """dominion-spy-3: empty deck: shuffle then reveal; nothing: no reveal."""
    t = Table(players=2, seed=1)
    t.seat(0, hand=("spy",), deck=("copper",), discard=())
    t.seat(1, hand=(), deck=(), discard=("gold",))
    s = act(t.turn_of(0), "play", card="spy")
    assert s.players[0].hand == ("copper",)
    assert s.pending.kind == "spy.discard" and dict(s.pending.data) == {"seat": 1, "card": "gold"}


def test_thief():
    """dominion-thief-2/-3: revealed in victim's set_aside; thief.trash options, data
    victim; gain from this play's trash, done to stop; rest discarded by owner."""
    t = Table(players=3, seed=1)
    t.seat(0, hand=("thief",))
    t.seat(1, hand=(), deck=("gold", "silver", "copper"))
    t.seat(2, hand=(), deck=("copper", "estate"))
    t.trash(("silver",))
    s = act(t.turn_of(0), "play", card="thief")
    assert s.pending.kind == "thief.trash" and s.pending.seat == 0
    assert set(s.pending.options) == {"gold", "silver"}
    assert dict(s.pending.data) == {"seat": 1}
    assert Counter(s.players[1].set_aside) == Counter(gold=1, silver=1)
    n = total(s)
    s = choose(s, "gold")
    assert total(s) == n
    # seat 2: one treasure -> automatic (or asked)
    if s.pending.kind == "thief.trash":
        assert dict(s.pending.data) == {"seat": 2}
        s = choose(s, "copper")
    assert s.pending.kind == "thief.gain"
    assert Counter(s.pending.options) == Counter({"gold": 1, "copper": 1}) or set(
        s.pending.options
    ) == {"gold", "copper"}
    s = choose(s, "gold")
    if s.pending is not None:
        s = act(s, "done")
    assert s.pending is None
    assert s.players[0].discard == ("gold",)
    assert Counter(s.trash) == Counter(silver=1, copper=1)
    assert s.players[1].discard == ("silver",) and s.players[1].deck == ("copper",)
    assert s.players[2].discard == ("estate",) and s.players[2].set_aside == ()


def test_thief_no_treasure_no_gain_and_reshuffle():
    """D-3.7 / dominion-thief-1: no thief.gain when nothing trashed; one card in deck:
    reveal, shuffle, reveal another."""
    t = Table(players=2, seed=1)
    t.seat(0, hand=("thief",))
    t.seat(1, hand=(), deck=("estate",), discard=("duchy", "duchy"))
    s = act(t.turn_of(0), "play", card="thief")
    assert s.pending is None
    p = s.players[1]
    assert Counter(p.discard) == Counter(estate=1, duchy=1) and p.deck == ("duchy",)


def test_throne_room_market():
    """dominion-throne_room-1/-4: TR on Market: 2 actions after, +2 buys, +2 coins."""
    t = Table(players=2, seed=1)
    t.seat(0, hand=("throne_room", "market"), deck=("copper",) * 5)
    s = act(t.turn_of(0), "play", card="throne_room")
    if s.pending is not None:
        assert s.pending.kind == "throne_room.play"
        s = choose(s, "market")
    assert (s.turn.actions, s.turn.buys, s.turn.coins) == (2, 3, 2)
    assert Counter(s.players[0].in_play) == Counter(throne_room=1, market=1)
    assert s.players[0].hand == ("copper", "copper")


def test_throne_room_nothing_and_choice():
    """dominion-throne_room-5: no other Action: nothing, action used; with two kinds: a
    throne_room.play decision."""
    t = Table(players=2, seed=1)
    t.seat(0, hand=("throne_room", "copper"))
    s = act(t.turn_of(0), "play", card="throne_room")
    assert s.pending is None and s.turn.actions == 0 and s.players[0].hand == ("copper",)
    t.seat(0, hand=("throne_room", "village", "smithy"), deck=("copper",) * 10)
    s = act(t.turn_of(0), "play", card="throne_room")
    assert s.pending.kind == "throne_room.play"
    assert set(s.pending.options) == {"village", "smithy"}
    assert dict(s.pending.data) == {}


def test_throne_room_on_throne_room():
    """dominion-throne_room-3: TR on TR: one Action twice, then another twice."""
    t = Table(players=2, seed=1)
    t.seat(0, hand=("throne_room", "throne_room", "market", "village"), deck=("copper",) * 8)
    s = act(t.turn_of(0), "play", card="throne_room")
    assert s.pending.kind == "throne_room.play"
    s = choose(s, "throne_room")
    assert s.pending.kind == "throne_room.play"
    s = choose(s, "market")
    if s.pending is not None:
        assert s.pending.kind == "throne_room.play"
        s = choose(s, "village")
    assert (s.turn.actions, s.turn.buys, s.turn.coins) == (6, 3, 2)
    assert len(s.players[0].in_play) == 4 and len(s.players[0].hand) == 4


def test_throne_room_attack_moat_asked_twice():
    """D-9.15 / dominion-throne_room: TR on an Attack: Moat asked each time."""
    t = Table(players=2, seed=1)
    t.seat(0, hand=("throne_room", "militia"))
    t.seat(1, hand=("moat", "copper", "copper", "estate", "estate"))
    s = act(t.turn_of(0), "play", card="throne_room")
    if s.pending.kind == "throne_room.play":
        s = choose(s, "militia")
    assert s.pending.kind == "moat.reveal"
    s = choose(s, "reveal")
    assert s.pending.kind == "moat.reveal"
    s = choose(s, "decline")
    assert s.pending.kind == "militia.discard"
    assert s.turn.coins == 4


def test_witch():
    """dominion-witch-1/-2/-3, moat-4: +2 cards; curses in turn order from the next seat,
    protected seat skipped; none left: still +2."""
    t = Table(players=3, seed=1)
    t.seat(0, hand=("witch",), deck=("copper",) * 4)
    t.seat(1, hand=("moat",))
    t.seat(2, hand=("copper",), discard=())
    t.supply("curse", 1)
    s = act(t.turn_of(0), "play", card="witch")
    assert s.players[0].hand == ("copper", "copper")
    assert s.pending.kind == "moat.reveal" and dict(s.pending.data) == {
        "attacker": 0,
        "card": "witch",
    }
    r = choose(s, "reveal")
    assert r.players[1].discard == () and r.players[2].discard == ("curse",)
    d = choose(s, "decline")
    assert d.players[1].discard == ("curse",) and d.players[2].discard == ()
    t.supply("curse", 0)
    t.seat(1, hand=("copper",))
    s = act(t.turn_of(0), "play", card="witch")
    assert len(s.players[0].hand) == 2 and s.pending is None


def test_workshop():
    """dominion-workshop-1: gain ≤4 from supply (non-empty) to discard, compulsory."""
    t = Table(players=2, seed=1)
    t.seat(0, hand=("workshop", "gold"))
    t.supply("smithy", 0)
    s = act(t.turn_of(0), "play", card="workshop")
    assert s.pending.kind == "workshop.gain"
    assert set(s.pending.options) == {c for c in s.supply if COST[c] <= 4 and s.supply[c]}
    assert "smithy" not in s.pending.options and "done" not in kinds(s)
    s = choose(s, "silver")
    assert s.players[0].discard == ("silver",)


def test_pending_current_player_any_seat():
    """D-3.7 / D-3.3: while a decision is pending only its answers are legal, by its seat."""
    t = Table(players=2, seed=1)
    t.seat(0, hand=("militia", "village"))
    t.seat(1, hand=("copper", "copper", "estate", "estate", "silver"))
    s = act(t.turn_of(0), "play", card="militia")
    assert s.current_player == 1
    assert {a.kind for a in dr.legal_actions(s)} == {"choose"}
    assert all(a.actor == 1 for a in dr.legal_actions(s))
    with pytest.raises(dr.IllegalAction):
        dr.apply(s, dr.Action("end_actions", actor=0))


def test_conservation_random_games():
    """D-0.4 / D-1.4: totals constant in random games; in a game every card is in a zone."""
    cfg = dr.GameConfig(players=4, seed=9, kingdom=dr.kingdoms()["size_distortion"])
    s = dr.new_game(cfg)
    n = total(s)
    rng = random.Random(1)
    for _ in range(300):
        if s.is_over:
            break
        s = dr.apply(s, rng.choice(dr.legal_actions(s)))
        assert total(s) == n


def _p(state, seat):
    p = state.players[seat]
    return p.hand, p.deck, p.discard, p.in_play, p.set_aside


def test_chapel_cellar_nothing_to_choose():
    """D-3.7: an optional choice asks only when there is something to choose (Chapel or
    Cellar alone in hand); emptying the hand ends Chapel/Cellar by itself."""
    for card in ("chapel", "cellar"):
        t = Table(players=2, seed=1)
        t.seat(0, hand=(card,), deck=("estate",) * 3)
        s = act(t.turn_of(0), "play", card=card)
        assert s.pending is None and s.current_player == 0, card
        t.seat(0, hand=(card, "copper", "copper"), deck=("estate",) * 3)
        s = choose(act(t.turn_of(0), "play", card=card), "copper", "copper")
        if s.pending is not None:
            s = act(s, "done")
        assert s.pending is None
        assert s.players[0].hand == (("estate",) * 2 if card == "cellar" else ())


def test_cellar_cannot_discard_more_than_held():
    """dominion-cellar-2: a card not (or no longer) in hand is not an option."""
    t = Table(players=2, seed=1)
    t.seat(0, hand=("cellar", "estate", "copper"), deck=("estate",) * 5)
    s = choose(act(t.turn_of(0), "play", card="cellar"), "estate")
    assert "estate" not in s.pending.options
    with pytest.raises(dr.IllegalAction):
        choose(s, "estate")


def test_thief_reshuffles():
    """dominion-thief-1: empty deck: shuffle and reveal 2; one card: reveal it, shuffle,
    reveal one more (the revealed card in set_aside, not shuffled in); a lone card."""
    for deck, discard in (((), ("gold", "silver")), (("gold",), ("silver",))):
        t = Table(players=2, seed=1)
        t.seat(0, hand=("thief",))
        t.seat(1, hand=(), deck=deck, discard=discard)
        s = act(t.turn_of(0), "play", card="thief")
        assert s.pending.kind == "thief.trash" and set(s.pending.options) == {"gold", "silver"}
        assert Counter(s.players[1].set_aside) == Counter(gold=1, silver=1)
        assert s.players[1].deck == () and s.players[1].discard == ()
    t = Table(players=2, seed=1)
    t.seat(0, hand=("thief",))
    t.seat(1, hand=(), deck=("gold",), discard=())
    s = act(t.turn_of(0), "play", card="thief")
    assert s.trash == ("gold",) and s.pending.kind == "thief.gain"
    assert tuple(s.pending.options) == ("gold",) and "done" in kinds(s)
    s = act(s, "done")
    assert s.trash == ("gold",) and s.players[0].discard == ()


def test_thief_gains_two_of_a_kind():
    """dominion-thief-3: two Coppers trashed by this play: both may be gained, one choose
    each."""
    t = Table(players=3, seed=1)
    t.seat(0, hand=("thief",))
    t.seat(1, hand=(), deck=("copper", "estate"))
    t.seat(2, hand=(), deck=("estate", "copper"))
    s = act(t.turn_of(0), "play", card="thief")
    assert s.pending.kind == "thief.gain" and s.trash == ("copper", "copper")
    s = choose(s, "copper", "copper")
    if s.pending is not None:
        s = act(s, "done")
    assert s.trash == () and s.players[0].discard == ("copper", "copper")


def test_throne_room_on_throne_room_runs_out():
    """dominion-throne_room-3: TR on TR with one Action left: it is played twice, the other
    resolution finds nothing."""
    t = Table(players=2, seed=1)
    t.seat(0, hand=("throne_room", "throne_room", "smithy"), deck=("copper",) * 8)
    s = act(t.turn_of(0), "play", card="throne_room")
    assert set(s.pending.options) == {"smithy", "throne_room"}
    s = choose(s, "throne_room")
    if s.pending is not None:
        s = choose(s, "smithy")
    assert s.pending is None and s.turn.actions == 0
    assert s.players[0].hand == ("copper",) * 6
    assert Counter(s.players[0].in_play) == Counter(throne_room=2, smithy=1)


def test_throne_room_militia_and_spy():
    """D-9.21: TR on Militia: victim discards once (then holds 3), +4 coins; TR on Spy:
    draw, reveal, draw, reveal (dominion-spy-2 each time)."""
    t = Table(players=2, seed=1)
    t.seat(0, hand=("throne_room", "militia"))
    t.seat(1, hand=("copper", "copper", "estate", "estate", "silver"))
    s = act(t.turn_of(0), "play", card="throne_room")
    s = choose(s, "estate", "estate")
    assert s.pending is None and s.turn.coins == 4 and len(s.players[1].hand) == 3
    t = Table(players=2, seed=1)
    t.seat(0, hand=("throne_room", "spy"), deck=("copper", "gold", "estate", "silver"))
    t.seat(1, hand=(), deck=("province", "duchy"))
    s = act(t.turn_of(0), "play", card="throne_room")
    seen = []
    for answer in ("keep", "discard", "discard", "keep"):
        seen.append((s.pending.data["seat"], s.pending.data["card"]))
        s = choose(s, answer)
    assert seen == [(0, "gold"), (1, "province"), (0, "estate"), (1, "duchy")]
    assert s.pending is None and s.turn.actions == 2
    assert _p(s, 0)[:3] == (("copper", "gold"), ("silver",), ("estate",))
    assert _p(s, 1)[1:3] == (("duchy",), ("province",))


def test_spy_own_deck_empty():
    """dominion-spy-3: nothing to reveal (deck and discard empty after the draw): no
    decision for that seat."""
    t = Table(players=2, seed=1)
    t.seat(0, hand=("spy",), deck=("copper",), discard=())
    t.seat(1, hand=(), deck=("duchy",))
    s = act(t.turn_of(0), "play", card="spy")
    assert dict(s.pending.data) == {"seat": 1, "card": "duchy"}


def test_bureaucrat_moat():
    """dominion-moat-3: a protected victim topdecks nothing; the Silver is still gained."""
    t = Table(players=2, seed=1)
    t.seat(0, hand=("bureaucrat",), deck=(), discard=())
    t.seat(1, hand=("moat", "estate"), deck=("copper",))
    s = act(t.turn_of(0), "play", card="bureaucrat")
    assert s.pending.kind == "moat.reveal"
    s = choose(s, "reveal")
    assert s.players[1].deck == ("copper",) and s.players[0].deck == ("silver",)


def test_adventurer_reshuffle_mid_reveal():
    """dominion-adventurer-1: the reveal reshuffles the discard mid-way; the revealed
    Estate is not shuffled in and is discarded at the end."""
    t = Table(players=2, seed=1)
    t.seat(0, hand=("adventurer",), deck=("copper", "estate"), discard=("silver", "duchy"))
    s = act(t.turn_of(0), "play", card="adventurer")
    p = s.players[0]
    assert Counter(p.hand) == Counter(copper=1, silver=1)
    assert p.discard[-1] == "estate" and "estate" not in p.deck
    assert Counter(p.deck + p.discard) == Counter(estate=1, duchy=1)


def test_remodel_gold_to_province_and_mine_empty():
    """dominion-remodel-3: Gold -> up to 8 (Province); dominion-mine-3 / D-4.8: nothing to
    gain from empty piles: the Treasure is still trashed, nothing gained."""
    t = Table(players=2, seed=1)
    t.seat(0, hand=("remodel", "gold"))
    s = act(t.turn_of(0), "play", card="remodel")
    assert "province" in s.pending.options and "gold" in s.pending.options
    t = Table(players=2, seed=1)
    t.seat(0, hand=("mine", "copper"))
    t.supply("silver", 0)
    t.supply("copper", 0)
    s = act(t.turn_of(0), "play", card="mine")
    assert s.pending is None and s.trash == ("copper",) and s.players[0].hand == ()


def test_throne_room_library():
    """D-9.21 / dominion-library-4: TR on Library: draw to 7, the second time nothing."""
    t = Table(players=2, seed=1)
    t.seat(0, hand=("throne_room", "library", "copper"), deck=("copper",) * 10)
    s = act(t.turn_of(0), "play", card="throne_room")
    assert s.pending is None and len(s.players[0].hand) == 7 and len(s.players[0].deck) == 4


def test_library_asks_even_at_six():
    """dominion-library-3: an Action drawn at 6 cards: asked; set aside: draw on to 7."""
    t = Table(players=2, seed=1)
    t.seat(0, hand=("library",) + ("copper",) * 6, deck=("village", "silver"))
    s = act(t.turn_of(0), "play", card="library")
    assert s.pending.kind == "library.set_aside"
    assert s.players[0].set_aside == () or s.players[0].set_aside == ("village",)
    s = choose(s, "yes")
    assert s.players[0].hand.count("silver") == 1 and s.players[0].discard == ("village",)
    s2 = choose(act(t.turn_of(0), "play", card="library"), "no")
    assert "village" in s2.players[0].hand and s2.players[0].deck == ("silver",)


def test_winners_three_players_ending_mid_round():
    """D-7.3: a game ended on seat 1's turn: seat 2 took fewer turns and wins a VP tie."""
    t = Table(players=3, seed=1)
    for seat in range(3):
        t.seat(seat, hand=(), deck=(), discard=("duchy",))
    t.supply("province", 0)
    s = act(t.turn_of(1, phase="buy", turns=(1, 0, 0)), "end_turn")
    assert s.is_over and tuple(s.turns) == (1, 1, 0)
    assert dr.winners(s) == (2,)
    v = dr.observe(s, 0)
    assert v.pending is None and v.is_over


def test_militia_order_and_moat_first():
    """D-0.3 / dominion-moat-2: Moats are asked before the Attack resolves; then victims in
    turn order from the attacker's left (seat 2 attacks: seat 0 then seat 1)."""
    t = Table(players=3, seed=1)
    t.seat(2, hand=("militia",))
    t.seat(0, hand=("copper", "copper", "estate", "estate", "silver"))
    t.seat(1, hand=("moat", "copper", "estate", "estate", "silver"))
    s = act(t.turn_of(2), "play", card="militia")
    assert (s.pending.kind, s.pending.seat) == ("moat.reveal", 1)
    s = choose(s, "decline")
    assert (s.pending.kind, s.pending.seat) == ("militia.discard", 0)
    s = choose(s, "estate", "estate")
    assert (s.pending.kind, s.pending.seat) == ("militia.discard", 1)
    s = choose(s, "estate", "estate")
    assert s.pending is None and s.current_player == 2


def test_cli_commands_exist():
    """API: command dominion with simulate, play, replay, cards, check."""
    import os
    import subprocess
    import sys

    exe = os.path.join(os.path.dirname(sys.executable), "dominion")
    if not os.path.exists(exe):
        pytest.skip("dominion script not installed here")
    out = subprocess.run([exe, "--help"], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0
    for cmd in ("simulate", "play", "replay", "cards", "check"):
        assert cmd in out.stdout, cmd


def test_malformed_actions_are_illegal():
    """API: dr.apply raises dr.IllegalAction (never another error) for malformed actions:
    missing or extra params, unknown kind, wrong actor, done where not allowed."""
    t = Table(players=2, seed=1)
    t.seat(0, hand=("militia", "village"))
    t.seat(1, hand=("copper", "copper", "estate", "estate", "silver"))
    s = t.turn_of(0)
    bad = [
        dr.Action("play", actor=0),
        dr.Action("end_actions", actor=0, foo=1),
        dr.Action("play", actor=0, card="copper"),
        dr.Action("play", actor=0, card="gold"),
        dr.Action("fly", actor=0),
        dr.Action("play", actor=5, card="village"),
    ]
    for a in bad:
        with pytest.raises(dr.IllegalAction):
            dr.apply(s, a)
    s = act(s, "play", card="militia")
    for a in (
        dr.Action("done", actor=1),
        dr.Action("choose", actor=0, option="copper"),
        dr.Action("choose", actor=1),
        dr.Action("choose", actor=1, option="gold"),
    ):
        with pytest.raises(dr.IllegalAction):
            dr.apply(s, a)
    with pytest.raises(dr.IllegalAction):
        dr.parse_action("fly", s)


def test_moat_asked_even_when_attack_would_miss():
    """dominion-moat-2: each other player holding a Moat is asked (Militia victim with 2
    cards, Witch with no Curses left)."""
    t = Table(players=2, seed=1)
    t.seat(0, hand=("militia",))
    t.seat(1, hand=("moat", "copper"))
    s = act(t.turn_of(0), "play", card="militia")
    assert s.pending.kind == "moat.reveal"


def test_setup_shuffled_and_variant_two_players():
    """D-2.1: starting decks are shuffled (hands differ across seeds); D-1.3a: the variant
    changes only 3-player games."""
    hands = {dr.new_game(dr.GameConfig(seed=i)).players[0].hand for i in range(10)}
    assert len(hands) > 1
    s = dr.new_game(dr.GameConfig(players=2, seed=1, variants=("curses_20_for_3",)))
    assert s.supply["curse"] == 10


def test_agent_instances_reused_same_record():
    """API: dr.play seeds each seat's agent from the config's seed: the same agent objects
    give the same record on a second play; another seed gives another game."""
    a, b = dr.RandomAgent(), dr.RandomAgent()
    cfg = dr.GameConfig(players=2, seed=3)
    r1 = dr.play(cfg, agents=[a, b])
    r2 = dr.play(cfg, agents=[a, b])
    assert tuple(r1.actions) == tuple(r2.actions)
    r3 = dr.play(dr.GameConfig(players=2, seed=4), agents=[a, b])
    assert tuple(r3.actions) != tuple(r1.actions)


def test_json_round_trips():
    """API dr.to_json(obj) / dr.from_json(text): config, action, state, view, score."""
    cfg = dr.GameConfig(players=2, seed=3)
    s = dr.new_game(cfg)
    for obj in (cfg, dr.Action("buy", actor=0, card="gold"), s, dr.observe(s, 1), dr.scores(s)[0]):
        assert dr.from_json(dr.to_json(obj)) == obj


def test_greedy_random_kingdoms_four_players():
    """API GreedyAgent plays every kingdom card; D-0.4 conservation at the end."""
    for i in range(3):
        k = dr.random_kingdom(random.Random(i))
        cfg = dr.GameConfig(players=4, seed=i, kingdom=k)
        agents = [dr.GreedyAgent(), dr.GreedyAgent(), dr.RandomAgent(), dr.SmithyBigMoneyAgent()]
        r = dr.play(cfg, agents=agents)
        assert r.final_state.is_over and dr.legal_actions(r.final_state) == []
        assert total(r.final_state) == total(dr.new_game(cfg))
        assert len(r.scores) == 4


def test_scores_count_every_zone():
    """D-7.3: VP of all cards -- hand, deck, discard, in play, set aside; Gardens counts
    them all too (dominion-gardens-2)."""
    t = Table(players=2, seed=1, kingdom=dr.kingdoms()["size_distortion"])
    t.seat(
        0,
        hand=("estate",),
        deck=("duchy",),
        discard=("curse",),
        in_play=("province",),
        set_aside=("gardens",) + ("copper",) * 5,
    )
    assert dr.scores(t.turn_of(0))[0].total == 1 + 3 - 1 + 6 + 1


def test_witch_order_from_attackers_left():
    """dominion-witch-1 / D-0.3: short of Curses, seat 2's Witch curses seat 3, then 0."""
    t = Table(players=4, seed=1)
    t.seat(2, hand=("witch",), deck=("copper",) * 2)
    for seat in (0, 1, 3):
        t.seat(seat, hand=("copper",), deck=(), discard=())
    t.supply("curse", 2)
    s = act(t.turn_of(2), "play", card="witch")
    assert [p.discard for p in s.players] == [("curse",), (), (), ("curse",)]
    assert s.supply["curse"] == 0
