"""Milestone 17, item 6: forged Dominion input is refused, never crashes, never plays
on inconsistent.

A state read from JSON is checked in full (``dominion_rules.validate``, on the engine's
frame ``tabletop_engine.validation``): cards conserved against the config's set-up, the
decision and the queued effects typed, bounds, each legal action applied once. A record
must have one agent name and one score per seat, no more actions than the longest game,
and its claimed final state and scores must be its replay's. The fuzz
(``tests/dominion/forged_fuzz.py``, on the engine's ``tabletop_engine.forging``) runs a
few hundred forged states and records here, 3,000 and 400 in the thorough tier.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

import attrs
import pytest

import dominion_rules as dr
from dominion_rules.serialization import LONGEST_GAME
from dominion_rules.validate import check_state, problems

from . import forged_fuzz

Change = Callable[[dict[str, Any]], None]


@cache
def _states() -> tuple[dr.GameState, ...]:
    """Every state of two random games (a chapel and cellar kingdom, a 3-player one)."""
    out = []
    for config in (
        dr.GameConfig(players=2, seed=3, kingdom=dr.kingdoms()["size_distortion"]),
        dr.GameConfig(players=3, seed=4, kingdom=dr.kingdoms()["big_money"]),
    ):
        record = dr.play(config)
        state = dr.new_game(config)
        out.append(state)
        for action in record.actions:
            state = dr.apply(state, action)
            out.append(state)
    return tuple(out)


def _first(test: Callable[[dr.GameState], bool]) -> dr.GameState:
    return next(s for s in _states() if test(s))


def _asking(kind: str) -> dr.GameState:
    return _first(lambda s: s.pending is not None and s.pending.kind == kind and bool(s.queue))


def _buying() -> dr.GameState:
    return _first(lambda s: s.turn is not None and s.turn.phase == "buy" and s.pending is None)


def _refused(state: dr.GameState, change: Change, *fragments: str) -> str:
    """The message of loading ``state``'s JSON after ``change`` to its data: a
    ``ValueError`` naming each of ``fragments``."""
    doc = json.loads(dr.to_json(state))
    change(doc["data"])
    with pytest.raises(ValueError) as info:
        dr.from_json(json.dumps(doc))
    message = str(info.value)
    assert message.startswith("invalid GameState JSON"), message
    for fragment in fragments:
        assert fragment in message, message
    return message


def test_every_state_of_real_games_is_valid() -> None:
    for state in _states():
        assert problems(state) == [], state
        assert dr.from_json(dr.to_json(state)) == state


# -- conservation ----------------------------------------------------------------------


def test_a_hand_of_ten_thousand_coppers_is_refused() -> None:
    def rich(data: dict[str, Any]) -> None:
        data["players"][0]["hand"] += ["copper"] * 10_000

    _refused(_buying(), rich, "cards: not the", "10000 too many (copper x10000)")


def test_a_lost_card_is_refused() -> None:
    def lose(data: dict[str, Any]) -> None:
        data["players"][1]["deck"].pop()

    _refused(_buying(), lose, "1 missing")


def test_a_card_moved_from_the_supply_to_a_hand_is_refused() -> None:
    def steal(data: dict[str, Any]) -> None:
        data["players"][0]["hand"].append("province")

    _refused(_buying(), steal, "1 too many (province)")


def test_a_card_outside_the_game_is_refused() -> None:
    state = _buying()
    outside = next(c for c in ("witch", "moat", "spy") if c not in state.config.kingdom)

    def swap(data: dict[str, Any]) -> None:
        data["players"][0]["deck"][0] = outside

    _refused(state, swap, f"players[0].deck: unknown cards ['{outside}']")


def test_a_pile_larger_than_set_up_is_refused() -> None:
    def grow(data: dict[str, Any]) -> None:
        data["supply"]["gold"] = 31

    _refused(_buying(), grow, "supply: negative or non-integer piles ['gold']")


# -- bounds and turns --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("path", "value", "fragment"),
    [
        ("coins", 2**70, "turn.coins: 1180591620717411303424 is out of range"),
        ("buys", 10**30, "turn.buys"),
        ("actions", -1, "turn.actions: must be at least 0"),
        ("plays", 10**6, "turn.plays"),
        ("gone", [5], "turn.gone[0]"),
        ("protected", [0, 0], "turn.protected: a seat twice"),
        ("noted", ["dragon"], "turn.noted[0]: unknown card 'dragon'"),
        ("phase", "cleanup", "turn.phase: 'cleanup' with no decision pending"),
    ],
)
def test_forged_turn_values_are_refused(path: str, value: Any, fragment: str) -> None:
    def change(data: dict[str, Any]) -> None:
        data["turn"][path] = value

    _refused(_buying(), change, fragment)


@pytest.mark.parametrize("turns", [[0, 5], [3, 1], [10**6, 10**6]])
def test_turns_out_of_order_are_refused(turns: list[int]) -> None:
    state = _first(lambda s: s.turn is not None and s.turn.seat == 1 and s.turns[0] == 1)

    def change(data: dict[str, Any]) -> None:
        data["turns"] = turns

    _refused(state, change, "turns")


def test_a_generator_counter_out_of_range_is_refused() -> None:
    def change(data: dict[str, Any]) -> None:
        data["rng"]["counter"] = 2**70

    _refused(_buying(), change, "rng.counter")


# -- the decision and its context ----------------------------------------------------------


@pytest.mark.parametrize(
    ("path", "value", "fragment"),
    [
        ("kind", "copper", "pending.kind: 'copper' is not a decision 'copper' answers"),
        ("kind", "dragon.eat", "pending.kind: no card 'dragon' of this game asks 'dragon.eat'"),
        ("kind", "chapel.lunch", "pending.kind: 'chapel.lunch' is not a decision"),
        ("seat", 7, "pending.seat: no seat 7"),
        ("options", ["\x00zz garbage"], "pending.options[0]"),
        ("options", [], "offers no option and cannot be ended"),
    ],
)
def test_forged_decisions_are_refused(path: str, value: Any, fragment: str) -> None:
    state = _asking("chapel.trash")

    def change(data: dict[str, Any]) -> None:
        data["pending"][path] = value
        if path == "options":
            data["pending"]["done"] = False

    _refused(state, change, fragment)


def test_a_decision_context_of_the_wrong_type_is_refused_not_a_type_error() -> None:
    """Chapel counts what it trashed in ``ctx``: a string there fails on the next
    answer, which the load probes (before: a raw ``TypeError`` in play)."""
    state = _asking("chapel.trash")

    def change(data: dict[str, Any]) -> None:
        data["pending"]["ctx"] = {"n": "four"}

    _refused(state, change, "pending: choose option=", "fails (", "raised TypeError")

    def garbage(data: dict[str, Any]) -> None:
        data["pending"]["ctx"] = {"n": "\x00zz garbage"}

    _refused(state, garbage, "pending.ctx['n']", "neither a card of this game nor a word")

    def missing(data: dict[str, Any]) -> None:
        data["pending"]["ctx"] = {}

    _refused(state, missing, "pending: choose", "fails (", "raised KeyError")


def test_a_cellar_context_naming_cards_not_in_hand_is_refused() -> None:
    state = _asking("cellar.discard")

    def change(data: dict[str, Any]) -> None:
        data["pending"]["ctx"] = {"chosen": ["province"] * 9}

    _refused(state, change, "pending: choose", "fails (", "raised ValueError")


def test_a_context_value_out_of_range_is_refused() -> None:
    def change(data: dict[str, Any]) -> None:
        data["pending"]["ctx"] = {"n": 10**30}

    _refused(_asking("chapel.trash"), change, "pending.ctx['n']: ", "is out of range")


def test_a_decision_in_a_finished_game_is_refused() -> None:
    state = _asking("chapel.trash")

    def change(data: dict[str, Any]) -> None:
        data["turn"] = None

    _refused(state, change, "pending: a decision in a finished game")


# -- queued effects ------------------------------------------------------------------------


def _queue_change(i: int, **fields: Any) -> Change:
    def change(data: dict[str, Any]) -> None:
        data["queue"][i].update(fields)

    return change


def test_queued_effects_are_typed() -> None:
    state = _asking("chapel.trash")
    assert dr.to_json(state)  # the queue: the rest of the turn's effects
    queue = json.loads(dr.to_json(state))["data"]["queue"]
    i = next(k for k, e in enumerate(queue) if "seat" in e)
    _refused(state, _queue_change(i, seat=9), f"queue[{i}].seat: no seat 9")
    j = next(k for k, e in enumerate(queue) if "card" in e)
    _refused(state, _queue_change(j, card="dragon"), f"queue[{j}].card: unknown card 'dragon'")


def test_a_queued_step_the_card_does_not_declare_is_refused() -> None:
    def add(data: dict[str, Any]) -> None:
        step = {"type": "Step", "card": "chapel", "name": "explode", "seat": 0, "args": {}}
        data["queue"].insert(0, step)

    _refused(_asking("chapel.trash"), add, "queue[0].name: 'chapel' declares no step 'explode'")


@pytest.mark.parametrize(
    ("effect", "fragment"),
    [
        ({"type": "Move", "seat": 0, "card": "copper", "src": "hand", "dst": "attic"}, "dst"),
        ({"type": "Draw", "seat": 0, "n": -3}, "queue[0].n: must be at least 0"),
        ({"type": "PlusCoins", "n": 10**9}, "queue[0].n"),
        ({"type": "PlayFromHand", "seat": 0, "card": "chapel", "times": 10**6}, "times"),
        ({"type": "Gain", "seat": 0, "card": "gold", "to": "pocket"}, "queue[0].to"),
        ({"type": "TrashPlayed", "seat": 0, "card": "chapel", "play": 99}, "queue[0].play"),
        ({"type": "Forget", "card": "\x00"}, "queue[0].card"),
    ],
)
def test_queued_effects_out_of_range_are_refused(effect: dict[str, Any], fragment: str) -> None:
    def add(data: dict[str, Any]) -> None:
        data["queue"].insert(0, effect)

    _refused(_asking("chapel.trash"), add, fragment)


def test_a_queue_without_a_decision_is_refused() -> None:
    def add(data: dict[str, Any]) -> None:
        data["queue"] = [{"type": "PlusCoins", "n": 5}]

    _refused(_buying(), add, "queue: effects queued with no decision pending")


# -- records -------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def record() -> dr.GameRecord:
    config = dr.GameConfig(players=2, seed=11)
    return dr.play(config, [dr.BigMoneyAgent(), dr.GreedyAgent()])


def test_a_record_replays_and_checks(record: dr.GameRecord) -> None:
    assert dr.replay(record) == record.final_state
    assert dr.from_json(dr.to_json(record)) == record
    assert dr.replay(record, upto=3) == dr.replay(record, upto=3, check=False)


def test_forged_scores_are_refused_by_the_replay(record: dr.GameRecord) -> None:
    first = record.scores[0]
    forged = attrs.evolve(record, scores=(attrs.evolve(first, total=99), *record.scores[1:]))
    with pytest.raises(
        ValueError, match=r"recorded scores are not the replay's \(seat 0: recorded 99"
    ):
        dr.replay(forged)
    text = dr.to_json(forged)  # it loads (the shapes fit), then the replay refuses it
    with pytest.raises(ValueError, match="recorded scores"):
        dr.replay(dr.from_json(text))


def test_a_forged_final_state_is_refused_by_the_replay(record: dr.GameRecord) -> None:
    """Two seats' discard tops swapped: conserved, valid, but not what was played."""
    final = record.final_state
    a, b = final.players
    assert a.discard[-1] != b.discard[-1]
    swapped = (
        attrs.evolve(a, discard=(*a.discard[:-1], b.discard[-1])),
        attrs.evolve(b, discard=(*b.discard[:-1], a.discard[-1])),
    )
    forged = attrs.evolve(record, final_state=final.but(players=swapped))
    loaded = dr.from_json(dr.to_json(forged))
    with pytest.raises(ValueError, match=r"does not reach the recorded final state \(players\[0\]"):
        dr.replay(loaded)


def test_dropped_actions_are_refused(record: dr.GameRecord) -> None:
    with pytest.raises(ValueError, match="does not reach the recorded final state"):
        dr.replay(attrs.evolve(record, actions=record.actions[:-2]))


@pytest.mark.parametrize(
    ("agents", "fragment"),
    [
        (["BigMoneyAgent"], "agents: 1 names for 2 seats"),
        (["BigMoneyAgent", "GreedyAgent", "RandomAgent"], "agents: 3 names for 2 seats"),
        (["BigMoneyAgent", "\x00zz garbage"], "agents[1]"),
        (["", "GreedyAgent"], "agents[0]"),
    ],
)
def test_agents_that_do_not_fit_are_refused(
    record: dr.GameRecord, agents: list[str], fragment: str
) -> None:
    doc = json.loads(dr.to_json(record))
    doc["data"]["agents"] = agents
    with pytest.raises(ValueError, match="invalid GameRecord JSON") as info:
        dr.from_json(json.dumps(doc))
    assert fragment in str(info.value)


def test_scores_that_do_not_fit_the_seats_are_refused(record: dr.GameRecord) -> None:
    doc = json.loads(dr.to_json(record))
    doc["data"]["scores"] = doc["data"]["scores"][:1]
    with pytest.raises(ValueError, match="scores: 1 scores for 2 seats"):
        dr.from_json(json.dumps(doc))


class _NotStructured:
    """A converter that fails the test when anything is structured."""

    def structure(self, *args: Any) -> Any:
        raise AssertionError("the record was structured before its length was checked")


def test_a_record_longer_than_the_longest_game_is_refused_before_reading(
    record: dr.GameRecord, monkeypatch: pytest.MonkeyPatch
) -> None:
    from dominion_rules import serialization

    doc = json.loads(dr.to_json(record))
    doc["data"]["actions"] = [{"kind": "end_turn", "actor": 0}] * (LONGEST_GAME + 1)
    text = json.dumps(doc)
    with monkeypatch.context() as patch:  # refused before anything is structured
        patch.setattr(serialization, "converter", _NotStructured())
        with pytest.raises(ValueError, match=r"\$\.data\.actions: 100,001 actions, more than"):
            dr.from_json(text)
    assert len(dr.from_json(text, max_size=None).actions) == LONGEST_GAME + 1  # trusted


def test_replay_refuses_what_is_not_a_record_and_bad_prefixes(record: dr.GameRecord) -> None:
    with pytest.raises(TypeError, match="expects a GameRecord"):
        dr.replay(record.final_state)  # type: ignore[arg-type]
    for upto in (-1, len(record.actions) + 1, True):
        with pytest.raises(ValueError, match="upto must be an action count"):
            dr.replay(record, upto=upto)


# -- the fuzz --------------------------------------------------------------------------------


def _assert_states(count: int, seed: int) -> None:
    counts, bad = forged_fuzz.fuzz(count, seed)
    assert not bad, "\n".join(f"{o}: {w}\n    {d[:400]}" for w, o, d in bad[:10])
    assert counts["refused"] + counts["played"] == count
    assert counts["played"] > 0 and counts["refused"] > 0


def _assert_records(count: int, seed: int) -> None:
    counts, bad = forged_fuzz.fuzz_records(count, seed)
    assert not bad, "\n".join(f"{o}: {w}\n    {d[:400]}" for w, o, d in bad[:10])
    assert counts["refused"] > 0


def test_forged_state_fuzz_quick() -> None:
    """300 mutants of saved states of every kingdom: 0 raw, 0 inconsistent, 0 stuck."""
    _assert_states(300, seed=17)


def test_tampered_record_fuzz_quick() -> None:
    """100 tampered records: 0 forgeries accepted."""
    _assert_records(100, seed=17)


@pytest.mark.thorough
def test_forged_state_fuzz_thorough() -> None:
    """3,000 forged Dominion states (thorough tier)."""
    _assert_states(3000, seed=1)


@pytest.mark.thorough
def test_tampered_record_fuzz_thorough() -> None:
    """400 tampered Dominion records (thorough tier)."""
    _assert_records(400, seed=1)


def test_the_fuzz_can_fail() -> None:
    """The judge reports what the checks would miss: a state checked by nothing plays
    on inconsistent, a replay that checks nothing accepts a forged record."""
    state = _buying()
    forged = state.with_player(0, attrs.evolve(state.players[0], hand=("copper",) * 50))
    game = attrs.evolve(forged_fuzz.GAME, load=lambda _: forged)
    outcome, detail = forged_fuzz.forging.judge(game, "", 0)
    assert outcome == "inconsistent" and "cards differ" in detail
    record = dr.play(dr.GameConfig(players=2, seed=2), [dr.BigMoneyAgent()] * 2)
    lying = attrs.evolve(record, scores=tuple(attrs.evolve(s, total=0) for s in record.scores))
    outcome, _ = forged_fuzz.forging.judge_record(
        dr.to_json(lying), record, load=dr.from_json, replay=lambda r: None
    )
    assert outcome == "forged"


def test_the_replay_command_reports_forged_scores(record: dr.GameRecord, tmp_path: Path) -> None:
    from click.testing import CliRunner

    from dominion_rules.cli import main

    doc = json.loads(dr.to_json(record))
    doc["data"]["scores"][1]["total"] += 7
    path = tmp_path / "forged.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    result = CliRunner().invoke(main, ["replay", "-q", str(path)])
    assert result.exit_code == 1, result.output
    assert "the recorded scores are not the replay's (seat 1" in result.output
    path.write_text(dr.to_json(record), encoding="utf-8")
    result = CliRunner().invoke(main, ["replay", "-q", str(path)])
    assert result.exit_code == 0 and "replay matches the record" in result.output


def test_a_state_built_by_hand_with_wrong_types_is_named_not_crashed() -> None:
    state = dr.new_game(dr.GameConfig(players=2, seed=1))
    for forged, fragment in (
        (state.but(turn={"seat": 0}), "turn: expected a TurnState"),
        (state.but(players=(state.players[0], "x")), "players[1]: expected a PlayerState"),
        (state.but(supply={"copper": 1}), "supply: expected a Params"),
        (state.but(turns=[0, 0]), "turns: expected 2 counts"),
        (state.but(queue=("x",)), "queue[0]: 'x' is not an effect"),
        (state.but(pending="x"), "pending: expected a Pending"),
        (state.but(rng=None), "rng: expected a Rng"),
        (state.but(trash=["x"]), "trash: expected a tuple"),
    ):
        with pytest.raises(ValueError, match="invalid GameState") as info:
            check_state(forged)
        assert fragment in str(info.value)
