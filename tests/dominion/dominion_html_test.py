"""Dominion's replay page (``dominion_rules.html``, ``dominion replay --html``) and the
one-line errors of the ``dominion`` command line (the engine's ``GameGroup``)."""

from __future__ import annotations

import json
import os
import re
import shutil
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

import dominion_rules as dr
from dominion_rules.cli import main
from dominion_rules.html import replay_data, replay_html, step_view, table_data
from tabletop_engine.replay_page import diff, entries, merge

INTERACTION = dr.kingdoms()["interaction"]


@pytest.fixture(scope="module")
def record() -> dr.GameRecord:
    """Three greedy bots on the interaction kingdom: attacks, Moats, decisions of every
    seat."""
    config = dr.GameConfig(players=3, seed=4, kingdom=INTERACTION)
    return dr.play(config, [dr.GreedyAgent()] * 3)


@pytest.fixture(scope="module")
def states(record: dr.GameRecord) -> list[dr.GameState]:
    """The state at each step: the setup, then after each action."""
    out = [dr.new_game(record.config)]
    for action in record.actions:
        out.append(dr.apply(out[-1], action))
    return out


@pytest.fixture(scope="module")
def data(record: dr.GameRecord) -> dict[str, Any]:
    return replay_data(record)


def embedded(page: str) -> Any:
    """The JSON data a page carries."""
    head = '<script id="dominion-data" type="application/json">'
    return json.loads(page.split(head, 1)[1].split("</script>", 1)[0])


def every_view(data: dict[str, Any]) -> list[dict[str, Any]]:
    """Each step of ``data`` as ``{view: what it shows}``."""
    return [
        {name: merge(entry["common"], entry["patches"][name]) for name in data["views"]}
        for entry in entries(data)
    ]


# -- the data ---------------------------------------------------------------------------------
def test_steps_views_and_meta(record: dr.GameRecord, data: dict[str, Any]) -> None:
    assert data["views"] == ["all", "0", "1", "2"]
    assert len(data["steps"]) == len(record.actions) + 1
    meta = data["meta"]
    assert meta["players"] == 3 and meta["seed"] == 4 and meta["kingdom"] == list(INTERACTION)
    assert meta["winners"] == list(record.winners) and meta["over"]
    assert [s["total"] for s in meta["scores"]] == [s.total for s in record.scores]
    assert data["cards"]["militia"]["zh"] and data["cards"]["militia"]["kingdom"]
    assert data["cards"]["copper"] == {
        "name": "Copper",
        "cost": 0,
        "types": ["treasure"],
        "zh": "銅幣",
        "text": "1 coin.",
    }


def test_each_view_is_its_viewer_s_table(
    data: dict[str, Any], states: list[dr.GameState], record: dr.GameRecord
) -> None:
    """Merged back (the page does the same), every view of every step is the table that
    viewer sees, plus the public action and changes; running scores only in the full
    view."""
    for i, (views, state) in enumerate(zip(every_view(data), states, strict=True)):
        for name, shown in views.items():
            table = state if name == "all" else dr.observe(state, int(name))
            expected = table_data(table)
            assert {k: shown[k] for k in expected} == expected, (i, name)
            action = shown["action"]
            assert (action is None) == (i == 0)
            if action is not None:
                assert action["kind"] == record.actions[i - 1].kind
                assert action["seat"] == record.actions[i - 1].actor
            running = name == "all" or state.is_over
            assert (shown["scores"] is not None) == running
        assert len({json.dumps(v["changes"]) for v in views.values()}) == 1, "changes are public"


def test_the_steps_round_trip_through_diff_and_merge(data: dict[str, Any]) -> None:
    """Each stored step is the patch of the one before; diff and merge invert each other."""
    steps = list(entries(data))
    assert steps[0] is data["steps"][0]
    for before, after, stored in zip(steps[:-1], steps[1:], data["steps"][1:], strict=True):
        assert diff(before, after) == stored
        assert merge(before, stored) == after
    last = len(steps) - 1
    assert step_view(data, last, None)["round"] == max(step_view(data, last, None)["turns"])
    with pytest.raises(IndexError):
        step_view(data, last + 1, 0)
    with pytest.raises(ValueError, match="no view '7'"):
        step_view(data, 0, 7)


def test_a_choice_names_its_decision_and_the_changes_name_cards(data: dict[str, Any]) -> None:
    """A ``choose`` carries the decision it answers; a buy's change is a gain."""
    views = [v["all"] for v in every_view(data)]
    chosen = [v["action"] for v in views if v["action"] and v["action"]["kind"] == "choose"]
    assert chosen and all("." in a["decision"] for a in chosen)
    buys = [v for v in views if v["action"] and v["action"]["kind"] == "buy"]
    assert buys
    for view in buys:
        seat, card = view["action"]["seat"], view["action"]["params"]["card"]
        assert [seat, "gains", card, 1] in view["changes"]


# -- what a seat's page holds -------------------------------------------------------------------
def test_a_seat_s_page_holds_nothing_it_may_not_know(record: dr.GameRecord) -> None:
    """With ``seat=0`` the embedded data has seat 0's view only: never another seat's hand,
    any deck, any discard pile below its top, nor the options of another seat's decision
    (D-8.3 to D-8.6)."""
    page = replay_html(record, seat=0)
    data = embedded(page)
    assert data["views"] == ["0"] and data["initial"]["view"] == "0"
    text = json.dumps(data["steps"])
    assert not re.search(r'"(deck|discard)": (\[|\{"=": \[)', text), "no deck or pile listed"
    others_asked = 0
    for i, views in enumerate(every_view(data)):
        table = views["0"]
        for seat, player in enumerate(table["players"]):
            assert player["deck"] is None and player["discard"] is None, (i, seat)
            assert player["discard_size"] is None, (i, seat)
            if seat != 0:
                assert player["hand"] is None, (i, seat)
        pending = table["pending"]
        if pending is not None and pending["seat"] != 0:
            others_asked += 1
            assert pending["options"] is None, i
    assert others_asked, "the game asks other seats something"


def test_every_seat_view_hides_decks_and_other_hands(data: dict[str, Any]) -> None:
    for views in every_view(data):
        for name, table in views.items():
            for seat, player in enumerate(table["players"]):
                if name == "all":
                    assert player["hand"] is not None and player["deck"] is not None
                    continue
                assert player["deck"] is None
                assert (player["hand"] is None) == (str(seat) != name)


def test_open_discard_size_shows_every_pile_s_size() -> None:
    config = dr.GameConfig(players=2, seed=1, variants=("open_discard_size",))
    record = dr.play(config, [dr.BigMoneyAgent()] * 2)
    last = step_view(replay_data(record, seat=1), len(record.actions), 1)
    sizes = [len(p.discard) for p in record.final_state.players]
    assert [p["discard_size"] for p in last["players"]] == sizes


def test_a_bad_seat_view_or_language_is_a_clear_error(record: dr.GameRecord) -> None:
    for seat in (3, -1, "0", True):
        with pytest.raises(ValueError, match="seat must be an int from 0 to 2"):
            replay_data(record, seat=seat)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="no view of seat 5"):
        replay_html(record, view=5)
    with pytest.raises(ValueError, match="lang must be 'en' or 'zh'"):
        replay_html(record, lang="fr")


# -- the page -------------------------------------------------------------------------------------
def test_the_page_is_one_file_that_needs_no_network(record: dr.GameRecord) -> None:
    page = replay_html(record, lang="zh", view=2)
    assert page.startswith("<!DOCTYPE html>") and page.rstrip().endswith("</html>")
    assert "@part" not in page and "__PAGE_" not in page, "every mark is filled in"
    assert not re.search(r"""(src|href)=["']?(https?:)?//|@import|url\(""", page)
    assert page.count("<script") == 2 and page.count("</script>") == 2
    assert "<title>Dominion replay · 3 players · seed 4</title>" in page
    data = embedded(page)
    assert data["initial"] == {"view": "2", "lang": "zh"}
    assert data["words"]["zh"]["Supply"] == "補充資源"
    assert len(page.encode()) < 1_000_000


# -- the command line -----------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("options", "views", "lang"),
    [((), ["all", "0", "1", "2"], "en"), (("--seat", "2", "--lang", "zh"), ["2"], "zh")],
)
def test_replay_html_from_the_command_line(
    tmp_path: Path, record: dr.GameRecord, options: tuple[str, ...], views: list[str], lang: str
) -> None:
    """``dominion replay GAME --html OUT`` writes the page instead of listing the actions,
    then checks the record as without it."""
    (tmp_path / "in.json").write_text(dr.to_json(record), encoding="utf-8")
    args = [str(tmp_path / "in.json"), "--html", str(tmp_path / "out.html"), *options]
    done = CliRunner().invoke(main, ["replay", *args])
    assert (done.exit_code, done.stderr) == (0, ""), done.output
    closing = "回放與紀錄一致" if lang == "zh" else "replay matches the record"  # --lang's
    assert "Wrote" in done.stdout and done.stdout.endswith(f"{closing}\n")
    assert "end_turn" not in done.stdout, "the page replaces the list of actions"
    written = embedded((tmp_path / "out.html").read_text(encoding="utf-8"))
    assert written["views"] == views and written["initial"]["lang"] == lang


def _record_file(tmp_path: Path) -> Path:
    record = dr.play(dr.GameConfig(players=2, seed=3), [dr.BigMoneyAgent()] * 2)
    path = tmp_path / "game.json"
    path.write_text(dr.to_json(record), encoding="utf-8")
    return path


def _garbage(tmp: Path) -> list[list[str]]:
    """Bad command lines, each wrong in one way."""
    (tmp / "text.json").write_text("this is not JSON", encoding="utf-8")
    (tmp / "config.json").write_text(dr.to_json(dr.GameConfig()), encoding="utf-8")
    (tmp / "list.json").write_text("[1, 2]", encoding="utf-8")
    (tmp / "latin1.json").write_bytes(b"\xff\xfe{")
    game = str(_record_file(tmp))
    return [
        ["--frobnicate"],
        ["shuffle"],
        ["simulate", "--games", "many"],
        ["simulate", "-n", "0"],
        ["simulate", "--players", "9"],
        ["simulate", "--seed", "1.5"],
        ["simulate", "--kingdom", "smithy"],
        ["simulate", "--kingdom", "a,b,c,d,e,f,g,h,i,j"],
        ["simulate", "--variants", "no_such_variant"],
        ["simulate", "--agents", "clever"],
        ["simulate", "--agents", "bm,bm,bm"],
        ["simulate", "--workers", "-3"],
        ["simulate", "--agent-timeout", "nan"],
        ["simulate", "-n", "1", "--json", str(tmp / "no" / "dir" / "x.json")],
        ["replay"],
        ["replay", str(tmp / "missing.json")],
        ["replay", str(tmp)],
        ["replay", str(tmp / "text.json")],
        ["replay", str(tmp / "config.json")],
        ["replay", str(tmp / "list.json")],
        ["replay", str(tmp / "latin1.json")],
        ["replay", game, "--seat", "0"],
        ["replay", game, "--html", str(tmp / "out.html"), "--seat", "2"],
        ["replay", game, "--html", str(tmp / "out.html"), "--seat", "x"],
        ["replay", game, "--lang", "fr"],
        ["play", "--players", "9"],
        ["play", "--seat", "5"],
        ["play", "--agents", "nobody"],
        ["play", "--save", str(tmp / "no" / "game.json")],
        ["cards", "no_such_card"],
        ["check", "no_such_pack"],
        ["check", "base", "--games", "-1"],
    ]


def test_garbage_command_lines_are_one_error_line(tmp_path: Path) -> None:
    """Every bad command line ends in exactly one line on stderr, ``Error: ...``, and a
    non-zero exit code: no traceback, no usage block, nothing on stdout."""
    lines = _garbage(tmp_path)
    assert len(lines) >= 15
    for args in lines:
        result = CliRunner().invoke(main, args, input="")
        assert result.exit_code == 2, (args, result.output)
        assert result.stdout == "", (args, result.stdout)
        err = result.stderr.splitlines()
        assert len(err) == 1 and err[0].startswith("Error: "), (args, result.stderr)
        assert "Traceback" not in result.stderr, args


def test_a_record_that_does_not_replay_is_one_line(tmp_path: Path) -> None:
    path = _record_file(tmp_path)
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc["data"]["actions"] = doc["data"]["actions"][1:]  # seat 0 no longer starts
    path.write_text(json.dumps(doc), encoding="utf-8")
    result = CliRunner().invoke(main, ["replay", "-q", str(path)])
    assert result.exit_code == 1
    assert result.stderr.startswith("Error: the record does not replay: action 0")
    assert len(result.stderr.splitlines()) == 1


def test_an_unexpected_error_is_one_line_unless_debugging(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """``DOMINION_DEBUG`` shows the traceback of an unexpected error; without it, one line."""

    def broken(*args: Any, **kwargs: Any) -> None:
        raise ZeroDivisionError("boom")

    monkeypatch.setattr("dominion_rules.cli.ruleset_for", broken)
    monkeypatch.delenv("DOMINION_DEBUG", raising=False)
    result = CliRunner().invoke(main, ["cards"])
    assert result.exit_code == 1
    assert result.stderr == (
        "Error: unexpected ZeroDivisionError: boom (DOMINION_DEBUG=1 shows the traceback)\n"
    )
    monkeypatch.setenv("DOMINION_DEBUG", "1")
    result = CliRunner().invoke(main, ["cards"])
    assert isinstance(result.exception, ZeroDivisionError)


def test_ctrl_c_exits_with_130(monkeypatch: pytest.MonkeyPatch) -> None:
    def interrupted(*args: Any, **kwargs: Any) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr("dominion_rules.cli.ruleset_for", interrupted)
    result = CliRunner().invoke(main, ["cards"])
    assert result.exit_code == 130 and result.stderr == "Interrupted.\n"


# -- in a browser ---------------------------------------------------------------------------------
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
IN_CI = os.environ.get("CI", "").lower() not in ("", "0", "false", "no")


@pytest.mark.thorough
def test_the_page_in_a_browser(tmp_path: Path, record: dr.GameRecord) -> None:
    """In headless chromium: no console error and no request but the file; the buttons
    and keys step through the game, the supply counts follow the record, a seat's view
    hides the other hands, Chinese names come with the language switch."""
    if CHROMIUM is None and not IN_CI:
        pytest.skip("chromium is not installed (Debian: apt-get install chromium)")
    playwright_api = pytest.importorskip("playwright.sync_api")
    path = tmp_path / "replay.html"
    path.write_text(replay_html(record), encoding="utf-8")
    states = [dr.new_game(record.config)]
    for action in record.actions[:40]:
        states.append(dr.apply(states[-1], action))
    problems: list[str] = []
    requests: list[str] = []
    with playwright_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=CHROMIUM, args=["--headless", "--no-sandbox", "--disable-gpu"]
        )
        try:
            page = browser.new_page(viewport={"width": 1300, "height": 900})
            page.on("console", lambda m: problems.append(m.text) if m.type == "error" else None)
            page.on("pageerror", lambda exc: problems.append(str(exc)))
            page.on("request", lambda r: requests.append(r.url))
            page.goto(path.as_uri())
            page.wait_for_selector('.seat[data-seat="2"]')

            def left(card: str) -> int:
                return int(page.inner_text(f'.pile[data-card="{card}"] .left'))

            for _ in range(40):
                page.keyboard.press("ArrowRight")
            assert page.evaluate("window.dominionReplay.step") == 40
            assert left("silver") == states[40].supply["silver"]
            page.click("#first")
            assert left("silver") == states[0].supply["silver"]
            assert page.locator('.seat[data-seat="1"] .hand .card.back').count() == 0
            page.select_option("#view", "0")
            assert page.locator('.seat[data-seat="1"] .hand .card.back').count() == 1
            assert page.locator('.seat[data-seat="0"] .hand .card.back').count() == 0
            page.select_option("#lang", "zh")
            assert "銅幣" in page.inner_text("#supply")
            assert "view=0" in page.url and "lang=zh" in page.url
        finally:
            browser.close()
    assert problems == []
    assert all(url.startswith("file:") for url in requests), requests
