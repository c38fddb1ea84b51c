"""Milestone 19: agents that name their action without the legal list.

``reducer.legal_action`` answers exactly as ``own_action(state.legal, action)``; a
:class:`~dominion_rules.PriorityAgent` decides from a :class:`~dominion_rules.SeatView`
(nothing hidden in it) and ``play`` checks that one action; Big Money, Smithy-BM and
Greedy, rewritten on the helper, choose what the old code chose (a copy of it below).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

import attrs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import dominion_rules as dr
from dominion_rules.agents import GAIN, NON_TERMINAL, VICTORY, SeatView, answer, seat_view
from dominion_rules.kingdoms import random_kingdom
from dominion_rules.reducer import apply_listed, legal_action
from dominion_rules.state import GameState, TurnState
from dominion_rules.views import observe
from tabletop_engine.actions import make_action
from tabletop_engine.legality import own_action
from tabletop_engine.rng import Rng

from .util import examples

KINDS = ("play", "treasure", "treasures", "buy", "end_actions", "end_turn", "choose", "done")
WORDS = ("yes", "no", "reveal", "decline", "discard", "keep", "trash", "gain")


class AnyStr(str):
    """A string equal to every string."""

    def __eq__(self, other: object) -> bool:
        return True

    def __hash__(self) -> int:
        return 0


def _walk(seed: int, players: int, steps: int) -> GameState:
    """A state ``steps`` random actions into a game on a random kingdom."""
    rng = random.Random(seed)
    config = dr.GameConfig(players=players, seed=seed, kingdom=random_kingdom(rng))
    state = dr.new_game(config)
    for _ in range(steps):
        if state.is_over:
            break
        legal = state.legal
        # lean to buys and plays so that games move on (random play stalls in Coppers)
        good = [a for a in legal if a.kind in ("play", "buy", "treasures")]
        pick = good if good and rng.random() < 0.7 else legal
        state = apply_listed(state, pick[int(rng.random() * len(pick))])
    return state


def _forged(state: GameState, rng: random.Random) -> GameState:
    """``state`` (no decision pending) with a random turn: phase, actions, buys, coins."""
    if state.turn is None or state.pending is not None:
        return state
    t = state.turn
    phase = rng.choice(("action", "buy", "cleanup"))
    turn = TurnState(t.seat, phase, rng.randint(0, 2), rng.randint(0, 2), rng.randint(0, 11))
    return state.but(turn=turn)


def _state(seed: int, players: int, steps: int, forge: bool) -> GameState:
    state = _walk(seed, players, steps)
    return _forged(state, random.Random(seed)) if forge else state


states = st.builds(
    _state,
    st.integers(min_value=0, max_value=2**32),
    st.integers(min_value=2, max_value=4),
    st.integers(min_value=0, max_value=400),
    st.booleans(),
)


def _candidates(state: GameState) -> list[Any]:
    """Every card id and word x every kind x every seat, and forged look-alikes."""
    ids = sorted(state.rules.cards)
    words = (*ids, *WORDS, *(state.pending.options if state.pending else ()))
    out: list[Any] = []
    for seat in range(len(state.players)):
        for kind in KINDS:
            out.append(make_action(kind, seat))
            name = "option" if kind in ("choose", "done") else "card"
            out += [make_action(kind, seat, ((name, w),)) for w in words]
        out += [make_action("buy", seat, (("option", "gold"),)), dr.Action("buy", actor=seat)]
    seat = state.current_player if state.current_player is not None else 0
    out += [
        dr.Action("buy", actor=True, card="copper") if seat == 1 else None,
        dr.Action("buy", actor=seat, card=AnyStr("gold")),
        dr.Action("choose", actor=seat, option=AnyStr("copper")),
        dr.Action("play", actor=seat, card="smithy", extra=1),
        ("buy", seat, "gold"),
        "end_turn",
    ]
    return out


@settings(max_examples=examples(150), deadline=None)
@given(states)
def test_legal_action_answers_exactly_as_the_listing(state: GameState) -> None:
    legal = state.legal
    for a in legal:
        assert dr.is_legal(state, a)
        assert legal_action(state, a) is own_action(legal, a)
    for c in _candidates(state):
        mine = legal_action(state, c)
        listed = own_action(legal, c)
        assert (mine is None) == (listed is None), (c, legal)
        if mine is not None:
            assert mine == listed and type(mine) is dr.Action
        assert dr.is_legal(state, c) == (listed is not None)


def test_the_game_over_has_no_legal_action() -> None:
    record = dr.play(dr.GameConfig(players=2, seed=3), [dr.BigMoneyAgent()] * 2)
    end = record.final_state
    assert not dr.is_legal(end, make_action("end_turn", 0))
    assert not dr.is_legal(end, make_action("end_turn", 1))


# -- the priority helper -------------------------------------------------------------


def _custom() -> dr.PriorityAgent:
    return dr.PriorityAgent(
        buy=[
            ("province", lambda me: me.left("gold") < 30 or me.coins >= 8),
            ("duchy", lambda me: me.left("province") <= 4),
            "gold",
            ("militia", lambda me: me.my_turns < 4),
            "silver",
        ],
        play=["village", "militia", lambda me: next(iter(me.playable()), None)],
    )


def test_a_custom_priority_bot_plays_a_whole_game_that_replays() -> None:
    config = dr.GameConfig(players=2, seed=11, kingdom=dr.BASE_KINGDOM[:10])
    if "militia" not in config.kingdom:
        config = dr.GameConfig(players=2, seed=11, kingdom=random_kingdom(5))
    record = dr.play(config, [_custom(), dr.BigMoneyAgent()])
    assert record.final_state.is_over
    assert dr.replay(record) == record.final_state
    bought = [a.params["card"] for a in record.actions if a.kind == "buy" and a.actor == 0]
    assert "gold" in bought and set(bought) <= {"province", "duchy", "gold", "militia", "silver"}


def test_the_same_bot_through_act_plays_the_same_game() -> None:
    """``act`` (every caller but ``play``'s fast path) chooses what ``decide`` does."""

    class Listing(dr.PriorityAgent):
        def act(self, view: Any, legal: Sequence[dr.Action], rng: Any) -> dr.Action:
            return super().act(view, legal, rng)

    config = dr.GameConfig(players=2, seed=4)
    rules = _custom()
    fast = dr.play(config, [_custom(), dr.SmithyBigMoneyAgent()])
    slow = dr.play(
        config,
        [Listing(rules.buy_priority, rules.play_priority), dr.SmithyBigMoneyAgent()],
    )
    assert fast.actions == slow.actions


class Naming(dr.PriorityAgent):
    """Names ``action`` (built for its seat) on its own turn."""

    def __init__(self, make: Any) -> None:
        super().__init__()
        self.make = make
        self.seen: list[Any] = []

    def decide(self, me: SeatView, rng: Any) -> Any:
        self.seen.append(me)
        return self.make(me)


@pytest.mark.parametrize(
    "make",
    [
        lambda me: dr.Action("buy", actor=me.seat, card="province"),  # not affordable
        lambda me: dr.Action("end_turn", actor=1 - me.seat),  # another seat's
        lambda me: dr.Action("buy", actor=me.seat, card=AnyStr("copper")),
        lambda me: "end_actions",
    ],
)
def test_an_illegal_named_action_is_an_agent_error_naming_the_seat(make: Any) -> None:
    with pytest.raises(dr.AgentError) as info:
        dr.play(dr.GameConfig(players=2, seed=1), [dr.BigMoneyAgent(), Naming(make)])
    assert info.value.seat == 1
    assert "seat 1" in str(info.value)


def test_a_decide_that_raises_or_hangs_is_an_agent_error() -> None:
    def boom(me: SeatView) -> Any:
        raise KeyError("x")

    with pytest.raises(dr.AgentError, match="raised KeyError"):
        dr.play(dr.GameConfig(players=2, seed=1), [Naming(boom), dr.BigMoneyAgent()])

    def slow(me: SeatView) -> Any:
        import time

        time.sleep(0.3)
        return make_action("end_actions", me.seat)

    with pytest.raises(dr.AgentError, match="did not answer"):
        dr.play(
            dr.GameConfig(players=2, seed=1),
            [Naming(slow), dr.BigMoneyAgent()],
            agent_timeout=0.05,
        )


def test_what_a_deciding_bot_reads_holds_nothing_hidden() -> None:
    """No seed, no generator, no deck, no other seat's hand: only its own hand, the
    turn, the supply, the turns played and read-only card tables."""
    bot = _custom()
    seen: list[SeatView] = []
    decide = bot.decide

    def spy(me: SeatView, rng: Any) -> dr.Action:
        seen.append(me)
        return decide(me, rng)

    bot.decide = spy  # type: ignore[method-assign]
    secret = 987_654_321
    record = dr.play(dr.GameConfig(players=2, seed=secret), [bot, dr.BigMoneyAgent()])
    assert seen
    for me in seen:
        assert not hasattr(me, "__dict__")  # its slots are all it holds
        for value in _reachable([getattr(me, name) for name in SeatView.__slots__]):
            assert not isinstance(value, (GameState, dr.GameConfig, dr.PlayerState, Rng))
            assert value != secret
        with pytest.raises(TypeError):
            me._cost["province"] = 0  # type: ignore[index]
    # each view's hand is the seat's own, as the record shows it then
    state = dr.new_game(record.config)
    at = iter(seen)
    for action in record.actions:
        if action.actor == 0 and state.pending is None:
            me = next(at)
            assert me.hand == state.players[0].hand and me.seat == 0
            assert me.turn == state.turn and me.supply == state.supply
        state = dr.apply(state, action)


def _reachable(values: list[Any]) -> list[Any]:
    """Every value inside ``values`` (tuples, mappings, attrs values), depth first."""
    out: list[Any] = []
    todo = list(values)
    while todo:
        v = todo.pop()
        out.append(v)
        if isinstance(v, (tuple, list, frozenset)):
            todo += list(v)
        elif isinstance(v, Mapping):
            todo += [*v.keys(), *v.values()]
        elif attrs.has(type(v)):
            todo += [getattr(v, f.name) for f in attrs.fields(type(v))]
    return out


def test_seat_view_answers_as_the_listing() -> None:
    state = _walk(5, 2, 60)
    while state.pending is not None:
        state = apply_listed(state, state.legal[0])
    me = seat_view(state, state.current_player or 0)
    listed = state.legal
    assert me.playable() == tuple(a.params["card"] for a in listed if a.kind == "play")
    assert me.buyable() == tuple(a.params["card"] for a in listed if a.kind == "buy")


def test_conditions_need_a_view() -> None:
    with pytest.raises(ValueError, match="observes"):
        dr.PriorityAgent(buy=[("gold", lambda me: True)], observes=False)
    with pytest.raises(TypeError, match="priority rule"):
        dr.PriorityAgent(buy=[3])  # type: ignore[list-item]


def test_a_subclass_that_overrides_act_alone_is_asked_with_act() -> None:
    calls: list[int] = []

    class Counting(dr.BigMoneyAgent):
        def act(self, view: Any, legal: Sequence[dr.Action], rng: Any) -> dr.Action:
            calls.append(1)
            return super().act(view, legal, rng)

    plain = dr.play(dr.GameConfig(players=2, seed=2), [dr.BigMoneyAgent()] * 2)
    counted = dr.play(dr.GameConfig(players=2, seed=2), [Counting(), dr.BigMoneyAgent()])
    assert counted.actions == plain.actions
    assert len(calls) == sum(1 for a in plain.actions if a.actor == 0)


# -- the rewritten bots choose as the old ones ------------------------------------------
# The old decision code (before Milestone 19), kept here only to compare against.


def _by_kind(legal: Sequence[dr.Action]) -> dict[str, list[dr.Action]]:
    out: dict[str, list[dr.Action]] = {}
    for a in legal:
        out.setdefault(a.kind, []).append(a)
    return out


class OldBigMoney:
    observes = False
    ORDER = ("province", "gold", "silver")

    def act(self, view: Any, legal: Sequence[dr.Action], rng: Any) -> dr.Action:
        if legal[0].kind in ("choose", "done"):
            return answer(view, legal, rng)
        kinds = _by_kind(legal)
        if "end_actions" in kinds:
            return self.action_phase(kinds)
        if "treasures" in kinds:
            return kinds["treasures"][0]
        buys = {a.params["card"]: a for a in kinds.get("buy", ())}
        for card in self.ORDER:
            if card in buys:
                return buys[card]
        return kinds["end_turn"][0]

    def action_phase(self, kinds: dict[str, list[dr.Action]]) -> dr.Action:
        return kinds["end_actions"][0]


class OldSmithy(OldBigMoney):
    observes = True

    def __init__(self) -> None:
        self._bought: dict[int, int] = {}

    def act(self, view: Any, legal: Sequence[dr.Action], rng: Any) -> dr.Action:
        turn, me = view.turn, view.seat
        if turn is not None and turn.seat == me and view.turns[me] == 0 and turn.phase == "action":
            self._bought[me] = 0
        buys = {a.params["card"]: a for a in legal if a.kind == "buy"}
        if "smithy" in buys and "gold" not in buys and "silver" in buys:
            mine = view.turns[me]
            bought = self._bought.get(me, 0)
            if (bought == 0 and mine < 2) or (bought == 1 and mine >= 4):
                self._bought[me] = bought + 1
                return buys["smithy"]
        return super().act(view, legal, rng)

    def action_phase(self, kinds: dict[str, list[dr.Action]]) -> dr.Action:
        for a in kinds.get("play", ()):
            if a.params["card"] == "smithy":
                return a
        return kinds["end_actions"][0]


class OldGreedy:
    observes = True

    def act(self, view: Any, legal: Sequence[dr.Action], rng: Any) -> dr.Action:
        if len(legal) == 1:
            return legal[0]
        if legal[0].kind in ("choose", "done"):
            return answer(view, legal, rng)
        kinds = _by_kind(legal)
        if "end_actions" in kinds:
            plays = {a.params["card"]: a for a in kinds.get("play", ())}
            for card in NON_TERMINAL:
                if card in plays:
                    return plays[card]
            if plays:
                return plays[max(plays, key=lambda c: GAIN.get(c, 0))]
            return kinds["end_actions"][0]
        if "treasures" in kinds:
            return kinds["treasures"][0]
        buys = {a.params["card"]: a for a in kinds.get("buy", ())}
        provinces = view.supply.get("province", 0)
        best: str | None = None
        if "province" in buys:
            best = "province"
        elif "duchy" in buys and provinces <= 4 and "gold" not in buys:
            best = "duchy"
        elif "estate" in buys and provinces <= 2 and "silver" not in buys:
            best = "estate"
        elif "gold" in buys:
            best = "gold"
        else:
            options = [c for c in buys if c not in VICTORY and c != "copper"]
            if options:
                best = max(options, key=lambda c: GAIN.get(c, 0))
        return buys[best] if best is not None else kinds["end_turn"][0]


PAIRS = [
    (OldBigMoney, dr.BigMoneyAgent),
    (OldSmithy, dr.SmithyBigMoneyAgent),
    (OldGreedy, dr.GreedyAgent),
]


def _low_piles(state: GameState, rng: random.Random) -> GameState:
    """Some piles emptied or nearly (Provinces low, Gold out): the bots' edge cases."""
    if state.turn is None or rng.random() < 0.5:
        return state
    supply = dict(state.supply.items_tuple())
    for card in rng.sample(sorted(supply), 3):
        supply[card] = rng.choice((0, 1, 2))
    supply["province"] = rng.randint(1, 8)
    from tabletop_engine.params import Params

    return state.but(supply=Params(supply))


@settings(max_examples=examples(200), deadline=None)
@given(states, st.integers(min_value=0, max_value=2**32), st.integers(0, 2), st.integers(0, 6))
def test_the_rewritten_bots_choose_as_the_old_ones(
    state: GameState, seed: int, bought: int, turns: int
) -> None:
    rng = random.Random(seed)
    state = _low_piles(state, rng)
    if state.turn is None:
        return
    seat = state.current_player
    assert seat is not None
    if rng.random() < 0.5:
        t = list(state.turns)
        t[seat] = turns
        state = state.but(turns=tuple(t))
    legal = state.legal
    for old_class, new_class in PAIRS:
        old, new, listed = old_class(), new_class(), new_class()
        for agent in (old, new, listed):
            if hasattr(agent, "_bought"):
                agent._bought[seat] = bought
        view = observe(state, seat)
        want = old.act(view if old.observes else None, legal, random.Random(seed))
        got = listed.act(view if listed.observes else None, legal, random.Random(seed))
        assert got == want, (new_class, state.turn, got, want)
        if state.pending is None:
            named = new.decide(seat_view(state, seat), random.Random(seed))
            assert named == want, (new_class, state.turn, named, want)
            assert getattr(new, "_bought", None) == getattr(old, "_bought", None)


@pytest.mark.parametrize("lineup", [("bm", "bm"), ("smithy", "bm"), ("greedy", "smithy")])
def test_whole_games_are_those_of_the_old_bots(lineup: tuple[str, str]) -> None:
    olds = {"bm": OldBigMoney, "smithy": OldSmithy, "greedy": OldGreedy}
    for seed in range(6):
        config = dr.GameConfig(players=2, seed=seed, kingdom=random_kingdom(seed))
        if "smithy" not in config.kingdom:
            config = dr.GameConfig(
                players=2, seed=seed, kingdom=(*random_kingdom(seed)[:9], "smithy")
            )
            if len(set(config.kingdom)) != 10:
                continue
        new = dr.play(config, [dr.agents.agent_named(n) for n in lineup])
        old = dr.play(config, [olds[n]() for n in lineup])
        assert new.actions == old.actions, (lineup, seed)
