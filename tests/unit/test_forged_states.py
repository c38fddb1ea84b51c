"""Milestone 14, item 3: a forged state is either refused by ``from_json`` with a
``ValueError`` naming the field, or plays on like a real one (never stuck, never a raw
exception); states nested in records and views are validated too. The fuzz
(``forged_fuzz``) mutates one scalar of saved states of every preset at a time."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

import forged_fuzz  # tests/unit, on the path of its tests
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import citadels_rules as cr


def _turns(seed: int = 3) -> cr.GameState:
    rng = random.Random(seed)
    state = cr.new_game(cr.GameConfig(players=4, seed=seed))
    while state.phase != "turns":
        state = cr.apply(state, rng.choice(cr.legal_actions(state)))
    return state


def _built(seed: int = 3) -> cr.GameState:
    """A classic 4-player game in turns with a district built (round 2 or later)."""
    rng = random.Random(seed)
    state = cr.new_game(cr.GameConfig(players=4, seed=seed))
    while state.phase != "turns" or state.round < 2 or not state.players[0].city:
        state = cr.apply(state, rng.choice(cr.legal_actions(state)))
    return state


def _draft(seed: int = 3) -> cr.GameState:
    state = cr.new_game(cr.GameConfig(players=4, seed=seed))
    return cr.apply(state, cr.legal_actions(state)[0])  # a pick made, three to go


def _refused(state: cr.GameState, change: Callable[[dict[str, Any]], None], field: str) -> str:
    doc = json.loads(cr.to_json(state))
    change(doc["data"])
    with pytest.raises(ValueError, match=None) as info:
        cr.from_json(json.dumps(doc))
    assert field in str(info.value), str(info.value)
    return str(info.value)


def _set(path: str, value: Any) -> Callable[[dict[str, Any]], None]:
    def change(data: dict[str, Any]) -> None:
        *parents, last = path.split(".")
        target: Any = data
        for key in parents:
            target = target[int(key)] if key.lstrip("-").isdigit() else target[key]
        target[int(last) if last.lstrip("-").isdigit() else last] = value

    return change


@pytest.mark.parametrize(
    ("path", "value", "field"),
    [
        ("draft.steps.0.1", "assassin", "draft.steps[0][1]"),
        ("draft.steps.0.0", 7, "draft.steps[0][0]"),
        ("pending.seat", 0, "pending"),  # another seat picks
        ("pending.kind", "wishing_well", "pending"),
        ("rng.seed", -1, "rng.seed"),
        ("end_triggered", True, "end_triggered"),
    ],
)
def test_forged_draft_values_are_refused(path: str, value: Any, field: str) -> None:
    _refused(_draft(), _set(path, value), field)


def test_dropped_or_added_draft_steps_are_refused() -> None:
    def other_seat(data: dict[str, Any]) -> None:
        data["draft"]["steps"][1][0] = (data["draft"]["steps"][1][0] + 1) % 4

    _refused(_draft(), other_seat, "draft.steps")
    _refused(_draft(), lambda d: d["draft"]["steps"].pop(), "draft.steps")
    _refused(_draft(), lambda d: d["draft"]["steps"].append([0, "pick"]), "draft.steps")


@pytest.mark.parametrize(
    ("path", "value", "field"),
    [
        ("turn.powers", "temple", "turn.powers"),
        ("turn.powers", "king", "turn.powers"),
        ("turn.seat", 1, "turn.seat"),
        ("turn.builds", 2**70, "turn.builds"),
        ("turn.spent", 2**70, "turn.spent"),
        ("round", 2**70, "round"),
        ("rng.counter", -1, "rng.counter"),
        ("end_triggered", True, "end_triggered"),
        ("round_log.0.kind", "\x00garbage", "round_log[0].kind"),
        ("round_log.0.seat", 9, "round_log[0].seat"),
        ("round_log.0.card", "garbage", "round_log[0].card"),
    ],
)
def test_forged_turn_values_are_refused(path: str, value: Any, field: str) -> None:
    _refused(_turns(), _set(path, value), field)


def test_a_district_round_past_the_game_is_refused() -> None:
    _refused(_built(), _set("players.0.city.0.round", 2**70), "players[0].city[0].round")


def test_a_mark_kind_that_is_a_district_id_is_refused() -> None:
    def mark(data: dict[str, Any]) -> None:
        data["marks"].append({"character": "king", "kind": "temple", "seat": 0, "secret": False})

    _refused(_turns(), mark, "marks[0].kind")


def test_a_pending_decision_nobody_can_answer_is_refused() -> None:
    def empty(data: dict[str, Any]) -> None:
        data["pending"]["options"] = []

    _refused(_draft(), empty, "pending")


def test_a_record_with_a_forged_final_state_is_refused() -> None:
    record = cr.play(cr.GameConfig(players=4, seed=5))
    doc = json.loads(cr.to_json(record))
    doc["data"]["final_state"]["players"][0]["gold"] += 50
    with pytest.raises(ValueError, match=r"final_state\.gold"):
        cr.from_json(json.dumps(doc))
    assert cr.from_json(cr.to_json(record)) == record


def test_a_forged_view_is_refused() -> None:
    view = cr.observe(_turns(), 0)
    assert cr.from_json(cr.to_json(view)) == view
    for path, value, field in (
        ("seat", 9, "seat"),
        ("players.1.gold", -3, "players[1].gold"),
        ("deck_size", 2**70, "deck_size"),
        ("phase", "garbage", "phase"),
    ):
        doc = json.loads(cr.to_json(view))
        _set(path, value)(doc["data"])
        with pytest.raises(ValueError, match=field.replace("[", r"\[")):
            cr.from_json(json.dumps(doc))


def _judge_all(count: int, seed: int) -> None:
    counts, bad = forged_fuzz.fuzz(count, seed)
    assert not bad, "\n".join(f"{o}: {w}\n    {d[:400]}" for w, o, d in bad[:10])
    assert counts["refused"] + counts["played"] == count
    assert counts["played"] > 0 and counts["refused"] > 0


def test_forged_state_fuzz_quick() -> None:
    """About 100 mutants of states of every preset (the default tier)."""
    _judge_all(96, seed=14)


@pytest.mark.thorough
@settings(max_examples=3200, deadline=None, derandomize=True)
@given(st.integers(min_value=0, max_value=2**32))
def test_forged_state_fuzz(seed: int) -> None:
    """Hypothesis draws the mutant (state, field, value) and its play-on: every mutant
    of every preset's saved states is refused or plays on (thorough tier, 3,200)."""
    ((what, text),) = forged_fuzz.mutants(random.Random(seed), 1)
    outcome, detail = forged_fuzz.judge(text, seed)
    assert outcome in ("refused", "played"), f"{outcome}: {what}\n{detail}"
