"""The replay page's data (``citadels_rules.html``), ``citadels replay --html`` and the
notebook pictures of states and views. The page itself runs in a real browser in
``test_replay_browser.py``."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

import citadels_rules as cr
from citadels_rules.cli import main
from citadels_rules.game.secrets import HIDDEN, secret_params
from citadels_rules.html import (
    ALL,
    diff,
    entries,
    merge,
    replay_data,
    replay_html,
    step_view,
    table_data,
    table_html,
)


@pytest.fixture(scope="module")
def record() -> cr.Record:
    return cr.play(cr.GameConfig(players=4, seed=11), agents=[cr.RandomAgent()] * 4)


@pytest.fixture(scope="module")
def steps(record: cr.Record) -> list[tuple[list[cr.Event], cr.GameState]]:
    return list(cr.replay_steps(record))


@pytest.fixture(scope="module")
def data(record: cr.Record) -> dict:
    return replay_data(record)


def views(data: dict) -> list[dict[str, dict]]:
    """Every step of ``data`` as ``{view: what it shows}``."""
    return [
        {name: merge(entry["common"], entry["patches"][name]) for name in data["views"]}
        for entry in entries(data)
    ]


# -- the data of each step ------------------------------------------------------------------
def test_one_step_for_the_setup_and_one_per_action(record: cr.Record, data: dict) -> None:
    assert len(data["steps"]) == len(record.actions) + 1
    assert data["views"] == [ALL, "0", "1", "2", "3"]
    assert data["meta"]["players"] == 4 and data["meta"]["actions"] == len(record.actions)
    assert data["meta"]["winners"] == list(record.winners)
    assert [s["total"] for s in data["meta"]["scores"]] == [s.total for s in record.scores]
    assert data["cards"]["temple"]["name"] == "Temple" and data["cards"]["temple"]["zh"]
    assert data["cards"]["temple"]["colour"] == "blue" and data["cards"]["temple"]["cost"] == 1
    assert data["cards"]["king"]["rank"] == 4


def test_each_view_is_the_table_its_viewer_sees(record: cr.Record, steps: list, data: dict) -> None:
    """Stored once (common part, patches, steps as changes), every view of every step
    comes back exactly: the state for "all", ``observe`` and ``events_for`` for a seat."""
    for i, ((events, state), shown) in enumerate(zip(steps, views(data), strict=True)):
        assert shown[ALL] | {"scores": None, "action": None, "events": None} == table_data(
            state
        ) | {"scores": None, "action": None, "events": None}
        for seat in range(4):
            seen = shown[str(seat)]
            assert {k: seen[k] for k in table_data(state)} == table_data(cr.observe(state, seat))
            assert [e["data"] for e in seen["events"]] == [
                json.loads(json.dumps(dict(e.data))) for e in cr.events_for(events, seat)
            ]
        gold = [p.gold for p in state.players]
        assert [p["gold"] for p in shown[ALL]["players"]] == gold
        if i:
            action = record.actions[i - 1]
            assert shown[ALL]["action"]["kind"] == action.kind
            assert shown[ALL]["action"]["seat"] == action.actor
    assert step_view(data, len(steps) - 1, 2) == views(data)[-1]["2"]


def test_seat_views_hide_other_hands(steps: list, data: dict) -> None:
    for (_, state), shown in zip(steps, views(data), strict=True):
        for seat in range(4):
            players = shown[str(seat)]["players"]
            for other, p in enumerate(players):
                if other == seat:
                    assert p["hand"] == list(state.players[seat].hand)
                else:
                    assert p["hand"] is None
                    assert p["hand_size"] == len(state.players[other].hand)
                    revealed = [c for c in state.players[other].characters if c in state.revealed]
                    assert p["characters"] == revealed
            if state.draft.face_down:
                assert shown[str(seat)]["face_down"] is None
                assert shown[ALL]["face_down"] == list(state.draft.face_down)
            assert shown[str(seat)]["draft_hand"] is None
            pending = shown[str(seat)]["pending"]
            if pending is not None and pending["seat"] != seat:
                assert pending["options"] is None
            assert shown[str(seat)]["scores"] is None or state.is_over


def test_secrets_are_hidden_from_other_seats(record: cr.Record, steps: list, data: dict) -> None:
    """A pick or a kept card shows as "?" to the others, in the step's action and in its
    events; the actor and the full view see it (marked secret in the full view)."""
    hidden = 0
    for i, shown in enumerate(views(data)[1:], 1):
        action = record.actions[i - 1]
        secret = secret_params(steps[i - 1][1], action)
        if not secret:
            continue
        hidden += 1
        full = shown[ALL]["action"]["params"]
        assert full["secret"] == list(secret)
        for seat in range(4):
            params = shown[str(seat)]["action"]["params"]
            for name in secret:
                expected = full[name] if seat == action.actor else HIDDEN
                assert params[name] == expected
            for event in shown[str(seat)]["events"]:
                assert "secret" not in event["data"]
                if event["kind"] == action.kind and event["seat"] != seat:
                    assert all(event["data"][name] == HIDDEN for name in secret)
    assert hidden > 20, "a 4-player game has draft picks and kept cards"


def test_a_page_for_one_seat_holds_only_that_seat_s_view(record: cr.Record) -> None:
    one = replay_data(record, seat=1)
    assert one["views"] == ["1"] and one["meta"]["seat"] == 1
    full = replay_data(record)
    assert [step["1"] for step in views(one)] == [step["1"] for step in views(full)]
    text = json.dumps(one)
    assert '"secret"' not in text
    with pytest.raises(ValueError, match="seat must be"):
        replay_data(record, seat=4)


def test_diff_and_merge_round_trip() -> None:
    cases = [
        ({"a": [1, 2, {"b": True}]}, {"a": [1, 3, {"b": 1}]}),
        ([1, 2], [1, 2, 3]),
        ({"=": 1}, {"=": 2}),
        ({"a": None}, {"a": {"x": [1]}}),
        ([True], [1]),
        ("x", "x"),
    ]
    for old, new in cases:
        patch = diff(old, new)
        assert json.dumps(merge(old, patch)) == json.dumps(new), (old, new, patch)
    assert diff({"a": [1]}, {"a": [1]}) is None


def test_a_three_player_dark_city_game() -> None:
    """Other lineups and removals: every seat's view is still what ``observe`` gives."""
    record = cr.play(cr.GameConfig(players=3, preset="dark_city", seed=4))
    data = replay_data(record)
    for (_, state), shown in zip(cr.replay_steps(record), views(data), strict=True):
        for seat in range(3):
            assert {k: shown[str(seat)][k] for k in table_data(state)} == table_data(
                cr.observe(state, seat)
            )
    assert any(step["0"]["face_down"] is None and step[ALL]["face_down"] for step in views(data))


# -- the page -------------------------------------------------------------------------------
def test_the_page_is_self_contained_and_small(record: cr.Record) -> None:
    page = replay_html(record, lang="zh", view=2)
    assert page.startswith("<!DOCTYPE html>")
    assert not re.search(r"""(src|href)=["']?(https?:)?//""", page), "no network"
    assert '<link rel="stylesheet"' not in page and "<script src" not in page
    assert page.count("</script>") == 2, "the embedded data cannot close its script"
    assert "seed 11" in page.split("</title>")[0]
    payload = page.split('<script id="citadels-data" type="application/json">')[1]
    data = json.loads(payload.split("</script>")[0])
    assert data["initial"] == {"view": "2", "lang": "zh"}
    assert len(data["steps"]) == len(record.actions) + 1
    assert len(page.encode()) < 1_000_000
    with pytest.raises(ValueError, match="lang"):
        replay_html(record, lang="fr")


def test_a_long_game_stays_under_two_megabytes() -> None:
    record = cr.play(cr.GameConfig(players=4, preset="dark_city", seed=9))
    assert len(replay_html(record).encode()) < 2_000_000


def test_cli_replay_html(tmp_path: Path, record: cr.Record) -> None:
    game = tmp_path / "game.json"
    game.write_text(cr.to_json(record), encoding="utf-8")
    out = tmp_path / "game.html"
    result = CliRunner().invoke(main, ["replay", str(game), "--html", str(out)])
    assert result.exit_code == 0, result.output
    assert "Wrote" in result.output and "replay reaches the recorded final state" in result.output
    assert "Round 2" not in result.output, "the page replaces the turn-by-turn text"
    page = out.read_text(encoding="utf-8")
    assert '"views":["all","0","1","2","3"]' in page
    mine = tmp_path / "seat0.html"
    result = CliRunner().invoke(
        main, ["replay", str(game), "--html", str(mine), "--seat", "0", "--lang", "zh"]
    )
    assert result.exit_code == 0, result.output
    assert '"views":["0"]' in mine.read_text(encoding="utf-8")
    for args, fragment in (
        (["--seat", "1"], "--seat needs --html"),
        (["--html", str(out), "--seat", "4"], "not in this 4-player game"),
        (["--html", str(tmp_path / "no" / "x.html")], "does not exist"),
    ):
        result = CliRunner().invoke(main, ["replay", str(game), *args])
        assert result.exit_code == 2, result.output
        assert fragment in result.output and "Traceback" not in result.output


# -- notebooks ------------------------------------------------------------------------------
def test_notebook_pictures_of_a_state_and_a_view(record: cr.Record) -> None:
    state = cr.replay(record, upto=40)
    picture = state._repr_html_()
    assert picture.startswith("<div") and "<table" in picture
    assert picture == table_html(state)
    for p in state.players:
        for card in p.hand:
            assert f">{state.rules.cards[card].name} " in picture
    assert f"Round {state.round}" in picture
    view = cr.observe(state, 1)
    seen = view._repr_html_()
    assert "(you)" in seen and "view of seat 1" in seen
    others = {c for s, p in enumerate(state.players) if s != 1 for c in p.hand}
    mine = set(state.players[1].hand)
    for card in others - mine - {d.card for p in state.players for d in p.city}:
        assert f">{state.rules.cards[card].name} " not in seen, card
    assert "<script" not in seen
    again = cr.from_json(cr.to_json(state))  # no rules attached: names from the packs
    assert "<table" in again._repr_html_()


def test_the_page_carries_its_labels_in_chinese_and_a_cjk_font_stack(record: cr.Record) -> None:
    """``lang=zh`` translates the page's labels, not only card names: the page holds the
    words it needs, its static labels are marked for translation, and Chinese text
    gets a stack of common CJK fonts."""
    from citadels_rules.html import replay_html

    page = replay_html(record, lang="zh")
    payload = page.split('<script id="citadels-data" type="application/json">')[1]
    data = json.loads(payload.split("</script>")[0])
    words = data["words"]["zh"]
    for label in ("This step", "Draft", "Decision", "Scores", "Seat {seat}", "Round"):
        assert words[label] and words[label] != label, label
    assert words["Step {step} / {last} · round {round}"].startswith("第 {step}")
    for label in ("This step", "Draft", "Decision", "Scores", "Round", "View"):
        assert f'data-t="{label}"' in page, label
    rule = re.search(r":lang\(zh\)[^{]*\{([^}]*)\}", page)
    assert rule, "no font rule for Chinese"
    for font in ("Noto Sans CJK TC", "PingFang TC", "Microsoft JhengHei"):
        assert f'"{font}"' in rule.group(1), font
    assert re.search(r"#events \{[^}]*padding-left: 3em", page)  # room for "10."
