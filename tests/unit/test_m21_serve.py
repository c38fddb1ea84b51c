"""Milestone 21: the table server (tabletop_engine.serve) with Citadels' adapter, through
Starlette's TestClient: the lobby, whole games of people and bots over websockets, what
each frame may hold (the leak test), refused moves, the database and restarts, bots that
fail, stand-ins and the host's replacing a seat."""

from __future__ import annotations

import json
import re
import sqlite3
import time
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("starlette")
pytest.importorskip("httpx")

from starlette.testclient import TestClient

import citadels_rules as cr
from citadels_rules.game.ruleset import ruleset_for
from citadels_rules.serve import CitadelsAdapter
from tabletop_engine.serve import common_table, create_app
from tabletop_engine.serve.scripted import play_people, settled

FAST = {"rate": 1e6, "burst": 1e6}  # scripted people move faster than people do
SEATS_2P2B = [
    {"kind": "person", "label": "Ann"},
    {"kind": "bot", "agent": "greedy"},
    {"kind": "person", "label": "Bo"},
    {"kind": "bot", "agent": "random"},
]


def _create(client: TestClient, seats: list[dict[str, Any]], **config: Any) -> dict[str, Any]:
    form = {"players": str(len(seats)), "seed": "5", **{k: str(v) for k, v in config.items()}}
    options = form.pop("options", None)
    body: dict[str, Any] = {"config": form, "seats": seats}
    if options:
        body["options"] = json.loads(options)
    r = client.post("/api/tables", json=body)
    assert r.status_code == 200, r.text
    return dict(r.json())


def _ws(client: TestClient, made: dict[str, Any], seat: int | None, lang: str = "en") -> Any:
    token = "" if seat is None else made["tokens"][str(seat)]
    return client.websocket_connect(f"/t/{made['id']}/ws?token={token}&lang={lang}")


def _receive_settled(ws: Any) -> dict[str, Any]:
    while True:
        frame = ws.receive_json()
        if settled(frame):
            return dict(frame)


def test_whole_game_two_people_two_bots_then_record_and_replay() -> None:
    app = create_app(CitadelsAdapter(), **FAST)
    with TestClient(app) as client:
        made = _create(client, SEATS_2P2B)
        assert set(made["tokens"]) == {"0", "2"}  # a token per person, none for bots
        with _ws(client, made, 0) as a, _ws(client, made, 2, "zh") as b:
            frames = play_people({0: a, 2: b})
        end = frames[0][-1]
        assert end["status"] == "over" and end["result"]["winners"]
        table = app.state.hall.tables[made["id"]]
        record = cr.from_json(client.get(f"/t/{made['id']}/record.json").text)
        assert cr.replay(record) == table.state  # the record replays to the game played
        assert tuple(record.actions) == tuple(table.actions)
        page = client.get(f"/t/{made['id']}/replay.html")
        assert page.status_code == 200 and "Citadels replay" in page.text
        assert any("座位" in line for f in frames[2] for line in f["recap"])  # zh recap


def test_every_frame_holds_only_what_its_seat_may_see() -> None:
    """The leak test: every frame of a whole game, for each seat and a spectator, is
    rebuilt from that seat's view of the state at its step; no other seat's hand card
    that is hidden from the seat appears anywhere in it, nor another seat's token."""
    adapter = CitadelsAdapter()
    app = create_app(adapter, **FAST)
    with TestClient(app) as client:
        made = _create(client, SEATS_2P2B)
        with _ws(client, made, 0) as a, _ws(client, made, 2) as b, _ws(client, made, None) as c:
            frames = play_people({0: a, 2: b})
            spectator = []
            while not spectator or spectator[-1]["status"] != "over":
                spectator.append(c.receive_json())
        table = app.state.hall.tables[made["id"]]
    states = table.states
    cards = ruleset_for(table.config).cards
    checked = 0
    for seat, seen in [*frames.items(), (None, spectator)]:
        known: set[str] = set()  # every string the seat's views have shown so far
        for frame in seen:
            assert frame["type"] == "state"
            state = states[frame["step"]]
            if seat is None:
                assert frame["view"] == adapter.public_view(state)
                assert frame["legal"] == [] and frame["recap"] == []
                hidden_from = range(4)
            else:
                assert frame["view"] == adapter.view(state, seat)
                hidden_from = [s for s in range(4) if s != seat]
                if frame["legal"]:
                    assert frame["current"] == seat
                    assert [a["text"] for a in frame["legal"]] == [
                        str(a) for a in cr.legal_actions(state)
                    ]
            text = json.dumps(frame, ensure_ascii=False)
            for token_seat, token in made["tokens"].items():
                assert token not in text or str(seat) == token_seat
            assert made["host"] not in text
            visible = json.dumps(frame["view"])
            known |= set(re.findall(r'"([a-z_.]+)"', visible))
            talk = json.dumps([frame["legal"], frame["recap"]], ensure_ascii=False)
            for other in hidden_from:
                for card in state.players[other].hand:
                    if card in known:
                        continue  # a card of that id was public once (a city, a discard)
                    assert f'"{card}"' not in text, (seat, frame["step"], card)
                    assert cards[card].name not in talk, (seat, frame["step"], card)
                checked += 1
    assert checked > 500


def test_common_table_keeps_what_every_seat_knows() -> None:
    state = cr.new_game(cr.GameConfig(players=4, seed=2))
    adapter = CitadelsAdapter()
    public = common_table([adapter.view(state, s) for s in range(4)])
    assert all(p["hand"] is None for p in public["players"])
    assert public["deck_size"] == len(state.deck)
    with pytest.raises(ValueError, match="two seats"):
        common_table([adapter.view(state, 0)])


def test_refused_messages_change_nothing() -> None:
    app = create_app(CitadelsAdapter(), **FAST)
    with TestClient(app) as client:
        made = _create(
            client, [{"kind": "person"}, {"kind": "person"}, {"kind": "bot"}, {"kind": "bot"}]
        )
        table = app.state.hall.tables[made["id"]]
        with _ws(client, made, 0) as a, _ws(client, made, 1) as b:
            frames = {0: _receive_settled(a), 1: _receive_settled(b)}
            step = table.step_number
            mover = frames[0]["current"]
            ws, other = (a, b) if mover == 0 else (b, a)
            legal = frames[mover]["legal"]

            def refused(sender: Any, message: Any, match: str) -> None:
                sender.send_text(message if isinstance(message, str) else json.dumps(message))
                reply = sender.receive_json()
                assert reply["type"] == "error" and match in reply["message"], reply
                assert table.step_number == step

            good = {"type": "act", "step": step, "action": legal[0]["i"], "text": legal[0]["text"]}
            refused(other, good, "not seat")  # a token acts only for its own seat
            refused(ws, {**good, "step": step - 1}, "stale move")
            refused(ws, {**good, "text": "build palace"}, "not a legal action")
            refused(ws, {**good, "action": 999}, "not a legal action")
            refused(ws, {**good, "action": True}, "names its action")
            refused(ws, "{not json", "malformed")
            refused(ws, "[1, 2]", "malformed")
            refused(ws, {"type": "shout"}, "unknown message type")
            refused(ws, "x" * 5000, "too large")
            ws.send_json(good)  # and the right move still plays
            assert _receive_settled(ws)["step"] > step
        with _ws(client, made, None) as spectator:
            spectator.receive_json()
            spectator.send_json(good)
            assert "spectators cannot act" in spectator.receive_json()["message"]
        with client.websocket_connect(f"/t/{made['id']}/ws?token=forged") as forged:
            assert "not a seat" in forged.receive_json()["message"]
        assert client.get(f"/t/{made['id']}?token=forged").status_code == 404
        assert client.get(f"/t/{made['id']}/record.json").status_code == 409  # not over
        assert client.get(f"/t/{made['id']}/board").status_code == 403  # spectators: at the end
        for seat in (0, 1):  # a seat's board is the replay page of its own view only
            board = client.get(f"/t/{made['id']}/board?token={made['tokens'][str(seat)]}")
            assert board.status_code == 200
            assert (
                f'"views":["{seat}"]' in board.text
                and '"all"' not in board.text.split('"views":')[1][:20]
            )


def test_messages_are_rate_bounded() -> None:
    app = create_app(CitadelsAdapter(), rate=1.0, burst=5.0)
    with TestClient(app) as client:
        made = _create(
            client, [{"kind": "person"}, {"kind": "bot"}, {"kind": "bot"}, {"kind": "bot"}]
        )
        with _ws(client, made, 0) as ws:
            _receive_settled(ws)
            for _ in range(8):
                ws.send_json({"type": "ping"})
            for _ in range(3):
                reply = ws.receive_json()
                assert reply["type"] == "error" and "too many messages" in reply["message"]


def test_lobby_uses_the_games_own_validation() -> None:
    with TestClient(create_app(CitadelsAdapter())) as client:
        assert "bot: greedy" in client.get("/").text or "AGENTS" in client.get("/").text
        bad = client.post(
            "/api/tables",
            json={"config": {"players": "4", "preset": "nope"}, "seats": [{}] * 4},
        )
        assert bad.status_code == 400
        with pytest.raises(cr.ConfigError) as info:
            cr.new_game(cr.GameConfig(players=4, preset="nope"))
        assert bad.json()["error"] == str(info.value)
        assert client.post("/api/tables", content=b"{").status_code == 400
        seats = [{"kind": "bot", "agent": "nobody"}, {"kind": "robot"}]
        wrong = client.post("/api/tables", json={"config": {"players": "2"}, "seats": seats})
        assert "unknown agent 'nobody'" in wrong.json()["error"]
        assert "kind must be" in wrong.json()["error"]
        timer = client.post(
            "/api/tables",
            json={"config": {"players": "2"}, "seats": [{}, {}], "options": {"timer": "x"}},
        )
        assert "timer must be a number" in timer.json()["error"]


def test_restart_resumes_every_table_exactly(tmp_path: Path) -> None:
    """Kill the server between two moves (the app is dropped), start it again on the
    same database: the table is where it was, and the game finishes."""
    db = tmp_path / "tables.sqlite"
    adapter = CitadelsAdapter()
    seats = [{"kind": "person"}, {"kind": "person"}, {"kind": "bot"}, {"kind": "bot"}]
    first = create_app(adapter, db, **FAST)
    with TestClient(first) as client:
        made = _create(client, seats)
        bots_only = _create(client, [{"kind": "bot"}] * 4)
        with _ws(client, made, 0) as a, _ws(client, made, 1) as b:
            frames = {0: _receive_settled(a), 1: _receive_settled(b)}
            for _ in range(6):  # a few moves of the people
                seat = frames[0]["current"]
                ws = a if seat == 0 else b
                act = frames[seat]["legal"][-1]
                ws.send_json({"type": "act", "step": frames[seat]["step"], **_move(act)})
                frames[seat] = _receive_settled(ws)
                other = 1 - seat
                frames[other] = _receive_until(b if other == 1 else a, frames[seat]["step"])
        before = first.state.hall.tables[made["id"]]
        steps, state = before.step_number, before.state
    with sqlite3.connect(db) as raw:
        stored = raw.execute("SELECT COUNT(*) FROM actions WHERE table_id = ?", (made["id"],))
        assert stored.fetchone()[0] == steps  # every accepted action is on disk
    second = create_app(adapter, db, **FAST)
    with TestClient(second) as client:
        table = second.state.hall.tables[made["id"]]
        assert table.step_number == steps and table.state == state
        with _ws(client, made, 0) as a, _ws(client, made, 1) as b:
            frames2 = play_people({0: a, 1: b})
        assert frames2[0][0]["step"] == steps  # the seat resumes where it was
        assert table.status == "over"
        record = cr.from_json(client.get(f"/t/{made['id']}/record.json").text)
        assert cr.replay(record) == table.state
        # the bots-only table went on playing in the first server, and resumed here
        deadline = time.monotonic() + 20
        while second.state.hall.tables[bots_only["id"]].status == "playing":
            assert time.monotonic() < deadline
            time.sleep(0.02)
        assert second.state.hall.tables[bots_only["id"]].status == "over"
    with sqlite3.connect(db) as raw:
        status = raw.execute("SELECT status FROM tables WHERE id = ?", (made["id"],))
        assert status.fetchone()[0] == "over"  # stored with the last action


def _move(action: dict[str, Any]) -> dict[str, Any]:
    return {"type": "act", "action": action["i"], "text": action["text"]}


def _receive_until(ws: Any, step: int) -> dict[str, Any]:
    while True:
        frame = ws.receive_json()
        if settled(frame) and frame["step"] >= step:
            return dict(frame)


class _Failing(CitadelsAdapter):
    """Citadels with two more agents: one that raises, one that is too slow."""

    def agents(self) -> tuple[str, ...]:
        return (*super().agents(), "boom", "slow")

    def make_agent(self, name: str) -> Any:
        if name == "boom":
            return _Boom()
        if name == "slow":
            return _Slow()
        return super().make_agent(name)


class _Boom:
    def act(self, view: Any, legal: Any, rng: Any) -> Any:
        raise RuntimeError("kaboom")


class _Slow:
    def act(self, view: Any, legal: Any, rng: Any) -> Any:
        time.sleep(0.5)
        return legal[0]


@pytest.mark.parametrize(("agent", "words"), [("boom", "kaboom"), ("slow", "did not answer")])
def test_a_failing_bot_ends_the_game_naming_its_seat(agent: str, words: str) -> None:
    app = create_app(_Failing())
    with TestClient(app) as client:
        seats = [{"kind": "bot", "agent": "random"}] * 3 + [{"kind": "bot", "agent": agent}]
        made = _create(client, seats, options=json.dumps({"agent_timeout": 0.1}))
        with _ws(client, made, None) as watcher:
            frame = _receive_settled(watcher)
        assert frame["status"] == "failed"
        assert "seat 3" in frame["failure"] and words in frame["failure"]
        assert client.get(f"/t/{made['id']}/record.json").status_code == 200


def test_a_standin_plays_for_a_person_who_left_and_hands_back() -> None:
    app = create_app(CitadelsAdapter(), **FAST)
    with TestClient(app) as client:
        seats = [{"kind": "person"}, {"kind": "bot"}, {"kind": "bot"}, {"kind": "bot"}]
        made = _create(client, seats, options=json.dumps({"leave_grace": 0}))
        table = app.state.hall.tables[made["id"]]
        with _ws(client, made, 0) as ws:
            start = _receive_settled(ws)["step"]
        deadline = time.monotonic() + 10
        while table.step_number < start + 20 and table.status == "playing":
            assert time.monotonic() < deadline
            time.sleep(0.01)
        assert any(s.by == "standin" for s in table.hall.store.actions(table.id))
        with _ws(client, made, 0) as ws:
            frame = ws.receive_json()  # back: the seat is theirs again
            assert frame["seats"][0]["standin"] is False
            assert table.seats[0].standin is False


def test_the_turn_timer_lets_a_standin_move() -> None:
    app = create_app(CitadelsAdapter(), **FAST)
    with TestClient(app) as client:
        seats = [{"kind": "person"}, {"kind": "bot"}, {"kind": "bot"}, {"kind": "bot"}]
        made = _create(client, seats, options=json.dumps({"timer": 1}))
        table = app.state.hall.tables[made["id"]]
        with _ws(client, made, 0) as ws:
            start = _receive_settled(ws)["step"]
            while True:  # the timer runs out: a bot stands in, and says so
                frame = ws.receive_json()
                if frame["seats"][0]["standin"]:
                    break
            ws.send_json({"type": "back"})
            deadline = time.monotonic() + 5
            while table.seats[0].standin:
                assert time.monotonic() < deadline
                time.sleep(0.01)
        assert table.step_number > start


def test_the_host_gives_a_seat_to_a_bot() -> None:
    app = create_app(CitadelsAdapter(), **FAST)
    with TestClient(app) as client:
        seats = [{"kind": "person"}, {"kind": "person"}, {"kind": "bot"}, {"kind": "bot"}]
        made = _create(client, seats)
        url = f"/api/tables/{made['id']}/seats/1/bot"
        assert client.post(url, json={"host": "guess", "agent": "random"}).status_code == 403
        assert client.post(url, json={"host": made["host"], "agent": "nope"}).status_code == 400
        assert client.post(url, json={"host": made["host"], "agent": "random"}).json()["ok"]
        table = app.state.hall.tables[made["id"]]
        assert table.seats[1].kind == "bot" and table.seats[1].token_hash is None
        with _ws(client, made, 0) as a:
            frames = play_people({0: a})
        assert frames[0][-1]["status"] == "over"
        with client.websocket_connect(f"/t/{made['id']}/ws?token={made['tokens']['1']}") as old:
            assert "not a seat" in old.receive_json()["message"]  # the old token is void


def test_serve_command_is_registered() -> None:
    from click.testing import CliRunner

    from citadels_rules.cli import main

    result = CliRunner().invoke(main, ["serve", "--help"])
    assert result.exit_code == 0 and "--db" in result.output and "127.0.0.1" in result.output
