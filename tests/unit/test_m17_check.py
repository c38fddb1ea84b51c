"""The engine's failure of a checked game (Milestone 17): named for a pack author, with
the plugin behind a hook's bad answer kept on the error (not parsed from its text)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop_engine import hooks
from tabletop_engine.actions import Action
from tabletop_engine.checks import CheckFailure, error_text, failure_path
from tabletop_engine.errors import PackError


def test_a_failure_names_card_pack_seed_step_and_its_replay(tmp_path: Path) -> None:
    record = tmp_path / "r.json"
    action = Action("play", actor=1, card="moat")
    failure = CheckFailure(
        "preset 'fan', 3 players, seed 7",
        7,
        41,
        action,
        AssertionError("cards not conserved"),
        pack="fan",
        card="moat",
        record=record,
        replay=f"game replay {record} --step 41",
    )
    text = str(failure)
    assert text.splitlines()[0] == "check failed: card 'moat' of pack 'fan', seed 7, step 41"
    assert f"taking {action!r}" in text and "cards not conserved" in text
    assert f"`game replay {record} --step 41` replays the 41 steps before it" in text
    assert isinstance(failure, AssertionError) and failure.reason == "cards not conserved"
    bare = CheckFailure("g", 1, 0, None, KeyError("x"), no_record="pass failures=DIR")
    assert "card '?' of pack '?'" in str(bare) and "KeyError: 'x'" in str(bare)
    assert "no record written (pass failures=DIR)" in str(bare)


def test_error_text_and_failure_path(tmp_path: Path) -> None:
    assert error_text(AssertionError("plain")) == "plain"
    assert error_text(ValueError("v")) == "ValueError: v"
    a = failure_path(tmp_path, "base-2p-seed3", '{"seed": 3}', 12)
    assert a == failure_path(tmp_path, "base-2p-seed3", '{"seed": 3}', 12)
    assert a != failure_path(tmp_path, "base-2p-seed3", '{"seed": 4}', 12)
    assert a.name.startswith("failure-base-2p-seed3-") and a.name.endswith("-step12.json")


def test_a_bad_answer_keeps_its_plugin_and_hook() -> None:
    """A wrong return type raises a PackError that says which plugin and hook, as
    attributes too (``blamed``), also when re-raised from another error."""
    with pytest.raises(PackError) as info:
        hooks._bad_result(42, "game_text", "fan.card", "fan", "list")
    assert hooks.blamed(info.value) == ("fan.card", "game_text")
    try:
        raise RuntimeError("wrapped") from info.value
    except RuntimeError as outer:
        assert hooks.blamed(outer) == ("fan.card", "game_text")
    assert hooks.blamed(ValueError("nobody")) is None
