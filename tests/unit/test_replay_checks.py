"""Milestone 5, item 10: ``replay`` verifies a record: it must reach the recorded final
state and scores (``ValueError`` otherwise; ``check=False`` for a partial replay), and
``upto`` refuses what is not an action count; ``citadels replay`` reports tampering."""

from __future__ import annotations

import json
from pathlib import Path

import attrs
import pytest
from click.testing import CliRunner

import citadels_rules as cr
from citadels_rules.cli import main
from citadels_rules.runner import Failure
from citadels_rules.testing.invariants import write_failure_record


@pytest.fixture(scope="module")
def record() -> cr.Record:
    return cr.play(cr.GameConfig(players=4, seed=6))


def test_a_whole_record_replays_and_checks(record: cr.Record) -> None:
    assert cr.replay(record) == record.final_state


def test_dropped_actions_are_refused(record: cr.Record) -> None:
    cut = attrs.evolve(record, actions=record.actions[:-3])
    with pytest.raises(ValueError, match="the replay does not reach the recorded final state"):
        cr.replay(cut)
    assert not cr.replay(cut, check=False).is_over


def test_a_tampered_final_state_is_refused(record: cr.Record) -> None:
    p = record.final_state.players[1]
    forged = record.final_state.but(
        players=(
            record.final_state.players[0],
            p.but(gold=p.gold + 9),
            *record.final_state.players[2:],
        )
    )
    with pytest.raises(ValueError, match=r"players\[1\]\.gold: \d+ replayed, \d+ recorded"):
        cr.replay(attrs.evolve(record, final_state=forged))


def test_tampered_scores_are_refused(record: cr.Record) -> None:
    first = record.scores[0]
    boosted = cr.Score(first.total + 50, (*first.lines, cr.ScoreLine("bribe", 50)))
    tampered = attrs.evolve(record, scores=(boosted, *record.scores[1:]))
    with pytest.raises(
        ValueError, match=r"recorded scores are not the replay's \(seat 0: recorded"
    ):
        cr.replay(tampered)
    with pytest.raises(ValueError, match="3 scores for 4 seats"):
        cr.replay(attrs.evolve(record, scores=record.scores[:3]))


@pytest.mark.parametrize("upto", [-1, -5, 10_000, True, "3"])
def test_upto_must_be_an_action_count(record: cr.Record, upto: object) -> None:
    with pytest.raises(ValueError, match="upto must be an action count from 0 to"):
        cr.replay(record, upto=upto)  # type: ignore[arg-type]


def test_a_prefix_is_not_checked_against_the_end(record: cr.Record) -> None:
    state = cr.replay(record, upto=10)
    assert state.steps == 10
    assert cr.replay(record, upto=len(record.actions)) == record.final_state
    assert cr.replay(record, upto=0).steps == 0


def _cli(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(main, list(args))
    return result.exit_code, result.output


def test_the_command_reports_tampered_scores(record: cr.Record, tmp_path: Path) -> None:
    doc = json.loads(cr.to_json(record))
    doc["data"]["scores"][2]["total"] += 7
    path = tmp_path / "tampered.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    code, output = _cli("replay", str(path), "-q")
    assert code == 1, output
    assert "the recorded scores are not the replay's (seat 2" in output
    good = tmp_path / "good.json"
    good.write_text(cr.to_json(record), encoding="utf-8")
    code, output = _cli("replay", str(good), "-q")
    assert code == 0, output
    assert "replay reaches the recorded final state and scores" in output


def test_the_command_reports_dropped_actions(record: cr.Record, tmp_path: Path) -> None:
    path = tmp_path / "cut.json"
    path.write_text(cr.to_json(attrs.evolve(record, actions=record.actions[:-1])), "utf-8")
    code, output = _cli("replay", str(path), "-q")
    assert code == 1 and "does not reach the recorded final state" in output


def test_a_failure_record_still_replays(record: cr.Record, tmp_path: Path) -> None:
    """A record of a failed check stops at the failure: it replays (API and command)."""
    k = 25
    state = cr.replay(record, upto=k)
    failure = Failure(k, record.actions[k], "an invariant failed here")
    path = write_failure_record(tmp_path, record.config, record.actions[:k], state, failure)
    saved = cr.from_json(path.read_text(encoding="utf-8"))
    assert cr.replay(saved) == state
    code, output = _cli("replay", str(path), "-q")
    assert code == 0, output
    assert "Replayed 25 steps up to the failure" in output
