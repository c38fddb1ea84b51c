"""Milestone 20, item 1: the human's question in a ``play`` command is asked once, in
the engine (:func:`tabletop_engine.cli_support.ask_action`), for both games: numbers
from 1, the suggestion first and the default, a number out of range one line, ``q``
quits."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from click.testing import CliRunner
from rich.console import Console

import citadels_rules as cr
from citadels_rules import cli as citadels_cli
from dominion_rules import cli as dominion_cli
from tabletop_engine import cli_support
from tabletop_engine.cli_support import InputEnded, ask_action

LEGAL = ["a", "b", "c"]


def ask(
    monkeypatch: pytest.MonkeyPatch, answers: str, suggestion: str | None = "c"
) -> tuple[str | None, str]:
    monkeypatch.setattr("sys.stdin", io.StringIO(answers))
    out = io.StringIO()
    console = Console(file=out, width=100, highlight=False)

    def parse(text: str) -> str:
        if text.startswith("?"):
            raise ValueError(f"cannot read {text!r}")
        return text

    chosen = ask_action(console, LEGAL, describe=str.upper, parse=parse, suggestion=suggestion)
    return chosen, out.getvalue()


def test_numbered_from_1_with_the_suggestion_first(monkeypatch: pytest.MonkeyPatch) -> None:
    chosen, shown = ask(monkeypatch, "1\n")
    assert chosen == "c"
    assert shown.splitlines()[:3] == ["   1. C  [c]  (suggested)", "   2. A  [a]", "   3. B  [b]"]


def test_enter_alone_takes_the_suggestion(monkeypatch: pytest.MonkeyPatch) -> None:
    assert ask(monkeypatch, "\n")[0] == "c"
    # without a suggestion, Enter alone asks again (there is no default)
    assert ask(monkeypatch, "\n3\n", suggestion=None)[0] == "c"


def test_out_of_range_then_text(monkeypatch: pytest.MonkeyPatch) -> None:
    chosen, shown = ask(monkeypatch, "0\n4\n?x\nz\nb\n")
    assert chosen == "b"
    assert shown.count("Choose a number from 1 to 3.") == 2
    assert "cannot read '?x'" in shown and "z is not legal now." in shown


@pytest.mark.parametrize("answer", ["q", "Quit", "exit"])
def test_quit(monkeypatch: pytest.MonkeyPatch, answer: str) -> None:
    assert ask(monkeypatch, f"{answer}\n")[0] is None


def test_end_of_input(monkeypatch: pytest.MonkeyPatch) -> None:
    with pytest.raises(InputEnded):
        ask(monkeypatch, "7\n")


def test_both_games_ask_through_the_engine(monkeypatch: pytest.MonkeyPatch) -> None:
    """Both ``play`` commands call the engine's ``ask_action`` (no copy in either game)."""
    calls: list[int] = []
    real = cli_support.ask_action

    def counting(*args: object, **kwargs: object) -> object:
        calls.append(1)
        return real(*args, **kwargs)  # type: ignore[arg-type]

    for module in (citadels_cli, dominion_cli):
        monkeypatch.setattr(module, "ask_action", counting)
        calls.clear()
        result = CliRunner().invoke(module.main, ["play", "-s", "2"], input="1\nq\n")
        assert result.exit_code == 0, result.output
        assert len(calls) == 2, module.__name__


def test_citadels_enter_alone_plays_the_suggestion(tmp_path: Path) -> None:
    """Enter alone is the suggestion in ``citadels play`` too: the same game as 1s."""
    by_enter, by_one = tmp_path / "enter.json", tmp_path / "one.json"
    run = CliRunner().invoke
    assert (
        run(
            citadels_cli.main, ["play", "-s", "2", "--save", str(by_enter)], input="\n" * 40 + "q\n"
        ).exit_code
        == 0
    )
    assert (
        run(
            citadels_cli.main, ["play", "-s", "2", "--save", str(by_one)], input="1\n" * 40 + "q\n"
        ).exit_code
        == 0
    )
    enter = cr.from_json(by_enter.read_text(encoding="utf-8"))
    one = cr.from_json(by_one.read_text(encoding="utf-8"))
    assert enter.actions == one.actions and len(enter.actions) > 40
