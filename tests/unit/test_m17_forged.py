"""Milestone 17, item 6: the engine's load validation (``tabletop_engine.validation``)
that both games plug into, and Citadels on it: typed ``round_log`` entries, records whose
agents and scores fit, a record longer than the longest game refused before it is read.
"""

from __future__ import annotations

import json
import random
from typing import Any

import attrs
import pytest

import citadels_rules as cr
from citadels_rules.game.serialization import LONGEST_GAME
from tabletop_engine import forging, validation
from tabletop_engine.validation import Problems

# -- the frame ---------------------------------------------------------------------------


def test_typed_checks_name_the_path() -> None:
    out = Problems()
    assert not out.integer("a", True)
    assert not out.integer("b", "5")
    assert out.typed is False
    assert not out.count("c", 2**70)
    assert not out.integer("d", -1, 0)
    assert not out.seat("e", 4, 4)
    assert not out.known("f", "dragon", {"copper"}, "card")
    out.flag("g", 1)
    assert out.strs("h", ("x", 3)) == ("x",)
    assert out.items == [
        "a: expected an int, got True",
        "b: expected an int, got '5'",
        "c: 1180591620717411303424 is out of range (at most 10000)",
        "d: must be at least 0, got -1",
        "e: seat 4 does not exist (4 players: 0-3)",
        "f: unknown card 'dragon'",
        "g: expected true or false, got 1",
        "h[1]: expected a string, got 3",
    ]


def test_refuse_lists_every_problem() -> None:
    validation.refuse([], "Thing")
    with pytest.raises(ValueError, match=r"invalid Thing \(2 problems\):\n  - a: x\n  - b: y"):
        validation.refuse(["a: x", "b: y"], "Thing")


def test_plain_values() -> None:
    out = Problems()
    words = {"copper"}.__contains__
    for value in (None, True, 3, "copper", ("copper", (1, None))):
        validation.plain("v", value, out, words=words)
    assert out.items == []
    validation.plain("w", 10**30, out, words=words)
    validation.plain("x", "dragon", out, words=words)
    validation.plain("y", 1.5, out, words=words)
    assert [p.split(":")[0] for p in out.items] == ["w", "x", "y"]


@attrs.frozen
class _Pair:
    seat: int
    card: str


def test_check_fields_wants_a_check_for_every_field() -> None:
    out = Problems()
    validation.check_fields("e", _Pair(9, "x"), {"seat": lambda w, v: out.seat(w, v, 2)}, out)
    assert out.items == [
        "e.seat: seat 9 does not exist (2 players: 0-1)",
        "e.card: no check for a field 'card' of _Pair",
    ]


def test_the_probe_finds_a_crash_and_a_stuck_game() -> None:
    """A toy game: states are ints, the actions of n are n+1 and n+2; 5 is stuck and
    taking 3 from 1 crashes."""

    def take(s: int, a: int) -> int:
        if (s, a) == (1, 3):
            raise KeyError("ctx")
        return a

    def run(state: int) -> list[str]:
        out = Problems()
        validation.probe(
            state,
            out,
            legal=lambda s: [] if s >= 5 else [s + 1, s + 2],
            take=take,
            is_over=lambda s: s == 6,
            check=lambda s: [],
            where="pending",
        )
        return out.items

    assert run(0) == []
    assert run(1) == ["pending: 3 fails (KeyError: 'ctx')"]
    assert run(3) == ["pending: after 5 the game is stuck (no legal action)"]
    assert run(5) == ["pending: the game is not over but no action is legal"]
    assert run(6) == []


def test_without_probe() -> None:
    assert validation.probing()
    with validation.without_probe():
        assert not validation.probing()
    assert validation.probing()


def test_record_mismatch_names_the_first_difference() -> None:
    a, b = _Pair(0, "x"), _Pair(0, "y")
    assert validation.record_mismatch(a, a, lambda s: (1, 2), (1, 2)) is None
    assert validation.record_mismatch(a, b, lambda s: (), ()) == (
        "the replay does not reach the recorded final state (card: 'x' replayed, 'y' recorded)"
    )
    assert "(seat 1: recorded 3, replayed 2)" in str(
        validation.record_mismatch(a, a, lambda s: (1, 2), (1, 3))
    )
    assert "(1 scores for 2 seats)" in str(validation.record_mismatch(a, a, lambda s: (1, 2), (1,)))


def test_agents_must_fit_the_seats() -> None:
    out = Problems()
    validation.check_agents(("GreedyAgent", "you", "seat 2"), 3, out)
    validation.check_agents((), 3, out, optional=True)
    assert out.items == []
    validation.check_agents(("A",), 2, out)
    validation.check_agents(("A", "\x00"), 2, out)
    validation.check_agents(["A", "B"], 2, out)
    assert out.items == [
        "agents: 1 names for 2 seats",
        "agents[1]: '\\x00' is not an agent's name",
        "agents: expected a tuple, got ['A', 'B']",
    ]


def test_the_mutations_are_deterministic() -> None:
    docs = [("d", {"type": "X", "data": {"a": [1, 2], "b": "s", "c": None, "d": True}})]
    first = list(forging.mutants(random.Random(3), 20, docs, lambda data: ("id",)))
    again = list(forging.mutants(random.Random(3), 20, docs, lambda data: ("id",)))
    assert first == again and len(first) == 20
    assert forging.replacements(True, ()) == [False, 0]
    assert forging.replacements([], ()) == []
    assert forging.replacements("s", ("id",)) == ["id", forging.GARBAGE, ""]


# -- Citadels on the frame -----------------------------------------------------------------


def _logged(kind: str) -> cr.GameState:
    """A state of a game whose round log holds an entry of ``kind``."""
    for seed in range(40):
        rng = random.Random(seed)
        state = cr.new_game(cr.GameConfig(players=4, seed=seed))
        while not state.is_over:
            if any(e.kind == kind for e in state.round_log):
                return state
            state = cr.apply(state, rng.choice(cr.legal_actions(state)))
    raise AssertionError(f"no game logged {kind!r}")


def _log_refused(state: cr.GameState, kind: str, field: str, value: Any) -> str:
    doc = json.loads(cr.to_json(state))
    log = doc["data"]["round_log"]
    i = next(k for k, e in enumerate(log) if e["kind"] == kind)
    log[i][field] = value
    with pytest.raises(ValueError) as info:
        cr.from_json(json.dumps(doc))
    message = str(info.value)
    assert f"round_log[{i}].{field}" in message, message
    return message


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("dst", True),
        ("dst", ["attic"]),
        ("dst", ["hand", 9]),
        ("src", 10**30),
        ("src", "\x00zz garbage"),
        ("src", 1.5),
        ("rank", 99),
        ("amount", 2**70),
        ("seat", True),
    ],
)
def test_round_log_entries_are_typed(field: str, value: Any) -> None:
    _log_refused(_logged("crown"), "crown", field, value)


def test_a_real_round_log_loads() -> None:
    state = _logged("crown")
    assert cr.from_json(cr.to_json(state)) == state


@pytest.fixture(scope="module")
def record() -> cr.Record:
    return cr.play(cr.GameConfig(players=4, seed=6))


@pytest.mark.parametrize(
    ("agents", "fragment"),
    [
        (["RandomAgent"] * 3, "agents: 3 names for 4 seats"),
        (["RandomAgent"] * 3 + ["\x00zz garbage"], "agents[3]"),
    ],
)
def test_citadels_agents_must_fit(record: cr.Record, agents: list[str], fragment: str) -> None:
    doc = json.loads(cr.to_json(record))
    doc["data"]["agents"] = agents
    with pytest.raises(ValueError, match="invalid Record JSON") as info:
        cr.from_json(json.dumps(doc))
    assert fragment in str(info.value)


def test_citadels_scores_must_fit(record: cr.Record) -> None:
    doc = json.loads(cr.to_json(record))
    doc["data"]["scores"] = doc["data"]["scores"][:2]
    with pytest.raises(ValueError, match="scores: 2 scores for 4 seats"):
        cr.from_json(json.dumps(doc))


class _NotStructured:
    """A converter that fails the test when anything is structured."""

    def structure(self, *args: Any) -> Any:
        raise AssertionError("the record was structured before its length was checked")


def test_a_citadels_record_longer_than_the_longest_game_is_refused_before_reading(
    record: cr.Record, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tabletop_engine import serialization

    doc = json.loads(cr.to_json(record))
    actions = doc["data"]["actions"]
    doc["data"]["actions"] = (actions * (LONGEST_GAME // len(actions) + 1))[: LONGEST_GAME + 1]
    text = json.dumps(doc)
    with monkeypatch.context() as patch:
        patch.setattr(serialization, "converter", _NotStructured())
        with pytest.raises(ValueError, match=r"\$\.data\.actions: 200,001 actions, more than"):
            cr.from_json(text)
