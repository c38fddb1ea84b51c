"""Agents, play/replay, actions as text, JSON documents (API_DOMINION.md)."""

from __future__ import annotations

import pytest

import dominion_rules as dr
from dominion_rules.testing import Table


def test_bigmoney_buys_by_coins() -> None:
    """BigMoneyAgent: Province at 8, Gold at 6-7, Silver at 3-5, nothing below."""
    agent = dr.BigMoneyAgent()
    for coins, want in ((8, "province"), (7, "gold"), (6, "gold"), (5, "silver"), (3, "silver")):
        t = Table()
        t.seat(0, hand=())
        s = t.turn_of(0, phase="buy", coins=coins)
        a = agent.act(None, dr.legal_actions(s), None)
        assert a == dr.Action("buy", actor=0, card=want)
    s = Table().turn_of(0, phase="buy", coins=2)
    t = Table()
    t.seat(0, hand=())
    s = t.turn_of(0, phase="buy", coins=2)
    assert agent.act(None, dr.legal_actions(s), None).kind == "end_turn"


def test_smithy_bigmoney_buys_one_smithy_early_and_plays_it() -> None:
    """SmithyBigMoneyAgent buys a Smithy on an early 4 and plays Smithies."""
    import random

    agent = dr.SmithyBigMoneyAgent()
    t = Table()
    t.seat(0, hand=())
    s = t.turn_of(0, phase="buy", coins=4)
    a = agent.act(dr.observe(s, 0), dr.legal_actions(s), random.Random(0))
    assert a == dr.Action("buy", actor=0, card="smithy")
    t.seat(0, hand=("smithy", "copper"))
    s = t.turn_of(0)
    a = agent.act(dr.observe(s, 0), dr.legal_actions(s), random.Random(0))
    assert a == dr.Action("play", actor=0, card="smithy")


@pytest.mark.parametrize("kingdom", sorted(dr.kingdoms()))
def test_greedy_plays_every_recommended_kingdom(kingdom: str) -> None:
    """GreedyAgent finishes games on every recommended set and plays kingdom cards."""
    config = dr.GameConfig(players=3, seed=11, kingdom=dr.kingdoms()[kingdom])
    record = dr.play(config, [dr.GreedyAgent(), dr.GreedyAgent(), dr.BigMoneyAgent()])
    assert record.final_state.is_over
    plays = [a for a in record.actions if a.kind == "play"]
    assert plays
    assert dr.replay(record) == record.final_state


def test_smithy_beats_bigmoney_more_often() -> None:
    """Smithy-BM wins more than twice as often as plain BM over 40 games (seats
    alternated; ties, D-7.3, count for neither)."""
    wins = losses = 0
    for seed in range(40):
        agents = [dr.SmithyBigMoneyAgent(), dr.BigMoneyAgent()]
        smithy = seed % 2
        if smithy:
            agents.reverse()
        record = dr.play(dr.GameConfig(seed=seed, kingdom=dr.FIRST_GAME), agents)
        if len(record.winners) == 1:
            wins += record.winners == (smithy,)
            losses += record.winners != (smithy,)
    assert wins > 2 * losses


def test_play_is_deterministic_and_replays() -> None:
    """dr.play seeds agents from the config: same record twice; replay == final state."""
    config = dr.GameConfig(players=4, seed=9, kingdom=dr.kingdoms()["interaction"])
    a = dr.play(
        config, [dr.GreedyAgent(), dr.RandomAgent(), dr.BigMoneyAgent(), dr.SmithyBigMoneyAgent()]
    )
    b = dr.play(
        config, [dr.GreedyAgent(), dr.RandomAgent(), dr.BigMoneyAgent(), dr.SmithyBigMoneyAgent()]
    )
    assert a.actions == b.actions and dr.replay(a) == a.final_state
    assert a.scores == dr.scores(a.final_state)


def test_action_text_round_trip_and_unknown_cards() -> None:
    """str(action) and parse_action round-trip; unknown card ids raise IllegalAction."""
    record = dr.play(
        dr.GameConfig(seed=2, kingdom=dr.kingdoms()["big_money"]), [dr.GreedyAgent()] * 2
    )
    state = dr.new_game(record.config)
    for action in record.actions:
        assert dr.parse_action(str(action), state) == action
        state = dr.apply(state, action)
    s = dr.new_game(dr.GameConfig())
    for text in ("buy card=platinum", "play potion"):
        with pytest.raises(dr.IllegalAction):
            dr.parse_action(text, s)
    with pytest.raises(dr.IllegalAction):
        dr.apply(s, dr.Action("buy", actor=0, card="platinum"))
    with pytest.raises(dr.IllegalAction):
        dr.apply(s, dr.Action("choose", actor=0, option="nothing"))
    assert dr.parse_action("buy gold", s) == dr.Action("buy", actor=0, card="gold")


def test_action_is_hashable_and_public() -> None:
    """Actions are frozen values with kind, actor, params."""
    a = dr.Action("buy", actor=1, card="gold")
    assert a.kind == "buy" and a.actor == 1 and a.params["card"] == "gold"
    assert {a: 1}[dr.Action("buy", actor=1, card="gold")] == 1
    with pytest.raises(AttributeError):
        a.kind = "play"  # type: ignore[misc]


def test_json_documents() -> None:
    """to_json/from_json: config, state, view, record, scores, action; bad input named."""
    record = dr.play(dr.GameConfig(players=3, seed=5), [dr.BigMoneyAgent()] * 3)
    for value in (record.config, record.final_state, record, record.scores, record.actions[0]):
        assert dr.from_json(dr.to_json(value)) == value
    view = dr.observe(record.final_state, 1)
    assert dr.from_json(dr.to_json(view)) == view
    with pytest.raises(ValueError):
        dr.from_json('{"type": "GameConfig", "format": 99, "data": {}}')
    with pytest.raises(ValueError):
        dr.from_json('{"type": "GameConfig", "data": {"players": "2"}}')


def test_pending_data_mapping_read_only() -> None:
    """state.pending.data is a read-only mapping."""
    t = Table()
    t.seat(0, hand=("spy",), deck=("copper", "gold"))
    s = dr.apply(t.turn_of(0), dr.Action("play", actor=0, card="spy"))
    assert s.pending.data == {"seat": 0, "card": "gold"}
    with pytest.raises(TypeError):
        s.pending.data["seat"] = 1  # type: ignore[index]


def test_one_smithy_agent_for_both_seats_counts_each_seat() -> None:
    """An agent instance playing several seats keeps each seat's Smithies apart: the
    mirror gives the same game as two instances."""
    config = dr.GameConfig(seed=4)
    shared = dr.SmithyBigMoneyAgent()
    a = dr.play(config, [shared, shared])
    b = dr.play(config, [dr.SmithyBigMoneyAgent(), dr.SmithyBigMoneyAgent()])
    assert a.actions == b.actions
    smithies = [
        sum(p.all_cards().count("smithy") for p in [a.final_state.players[s]]) for s in (0, 1)
    ]
    assert smithies == [2, 2]


class _Raises:
    def act(self, view: object, legal: object, rng: object) -> dr.Action:
        raise ZeroDivisionError("boom")


class _NotAnAction:
    def act(self, view: object, legal: object, rng: object) -> object:
        return "buy province"


class _Illegal:
    def act(self, view: object, legal: object, rng: object) -> dr.Action:
        return dr.Action("buy", actor=0, card="province")  # never affordable on turn 1


class _Slow:
    def act(self, view: object, legal: list[dr.Action], rng: object) -> dr.Action:
        import time

        time.sleep(0.5)
        return legal[0]


class _NoAct:
    pass


@pytest.mark.parametrize(
    ("agent", "words"),
    [
        (_Raises(), "raised ZeroDivisionError: boom"),
        (_NotAnAction(), "not an Action"),
        (_Illegal(), "illegal"),
        (_NoAct(), "has no act(view, legal_actions, rng)"),
    ],
)
def test_play_holds_agents_to_the_engine_terms(agent: object, words: str) -> None:
    """A failing agent ends dr.play with an AgentError naming its seat, the same terms as
    Citadels' play (one engine function asks every agent)."""
    from tabletop_engine.errors import AgentError

    with pytest.raises(AgentError) as info:
        dr.play(dr.GameConfig(players=2, seed=1), [agent, dr.BigMoneyAgent()])
    assert info.value.seat == 0
    assert words in str(info.value)


def test_illegal_answer_is_also_an_illegal_action() -> None:
    with pytest.raises(dr.IllegalAction):
        dr.play(dr.GameConfig(players=2, seed=1), [_Illegal(), dr.BigMoneyAgent()])


def test_agent_timeout_ends_the_game_naming_the_seat() -> None:
    from tabletop_engine.errors import AgentError

    with pytest.raises(AgentError, match=r"did not answer within 0\.05 s") as info:
        dr.play(dr.GameConfig(players=2, seed=1), [dr.BigMoneyAgent(), _Slow()], agent_timeout=0.05)
    assert info.value.seat == 1
    with pytest.raises(ValueError, match="agent_timeout"):
        dr.play(dr.GameConfig(players=2, seed=1), agent_timeout=-1)


def test_agent_timeout_leaves_the_game_unchanged() -> None:
    """A timeout that is never reached changes nothing: the same record as without."""
    config = dr.GameConfig(players=2, seed=4)
    agents = [dr.BigMoneyAgent(), dr.SmithyBigMoneyAgent()]
    assert dr.play(config, agents, agent_timeout=30).actions == dr.play(config, agents).actions
