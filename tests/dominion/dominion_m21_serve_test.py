"""Milestone 21: Dominion at the table server (``dominion serve``): a whole game of two
people over websockets, what each frame may hold, a restart between two moves, and the
record and replay page of the finished game."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("starlette")
pytest.importorskip("httpx")

from starlette.testclient import TestClient

import dominion_rules as dr
from dominion_rules.agents import agent_named
from dominion_rules.serve import AGENT_NAMES, DominionAdapter
from tabletop_engine.serve import create_app
from tabletop_engine.serve.scripted import play_people, settled

FAST = {"rate": 1e6, "burst": 1e6}
PEOPLE = [{"kind": "person", "label": "Ann"}, {"kind": "person", "label": "Bo"}]


def _create(client: TestClient, seats: list[dict[str, Any]], **config: str) -> dict[str, Any]:
    form = {"players": str(len(seats)), "seed": "3", **config}
    r = client.post("/api/tables", json={"config": form, "seats": seats})
    assert r.status_code == 200, r.text
    return dict(r.json())


def _ws(client: TestClient, made: dict[str, Any], seat: int) -> Any:
    return client.websocket_connect(f"/t/{made['id']}/ws?token={made['tokens'][str(seat)]}")


def _buy_first(frame: Any) -> Any:
    """Buy what costs most (a quick game): the last ``buy`` offered, else end the phase."""
    legal = frame["legal"]
    buys = [a for a in legal if a["text"].startswith("buy")]
    for word in ("province", "gold", "silver"):
        for a in buys:
            if word in a["text"]:
                return a
    plays = [a for a in legal if a["text"] in ("treasures", "end_actions")]
    return plays[0] if plays else legal[-1]


def test_whole_game_of_two_people_and_what_each_frame_holds() -> None:
    adapter = DominionAdapter()
    app = create_app(adapter, **FAST)
    with TestClient(app) as client:
        made = _create(client, PEOPLE)
        with _ws(client, made, 0) as a, _ws(client, made, 1) as b:
            frames = play_people({0: a, 1: b}, _buy_first)
        table = app.state.hall.tables[made["id"]]
        assert table.status == "over"
        record = dr.from_json(client.get(f"/t/{made['id']}/record.json").text)
        assert dr.replay(record) == table.state
        page = client.get(f"/t/{made['id']}/replay.html?lang=zh")
        assert page.status_code == 200 and "dominion" in page.text.lower()
    for seat, seen in frames.items():
        other = 1 - seat
        for frame in seen:
            state = table.states[frame["step"]]
            assert frame["view"] == adapter.view(state, seat)
            assert frame["view"]["players"][other]["hand"] is None
            assert all(p["deck"] is None for p in frame["view"]["players"])
            if frame["legal"]:
                assert frame["current"] == seat
                assert [x["text"] for x in frame["legal"]] == [str(x) for x in state.legal]
            assert made["tokens"][str(other)] not in json.dumps(frame)
    assert frames[0][-1]["result"]["winners"] == list(dr.winners(table.state))


def test_restart_between_two_moves_resumes_the_game(tmp_path: Path) -> None:
    db = tmp_path / "d.sqlite"
    adapter = DominionAdapter()
    first = create_app(adapter, db, **FAST)
    with TestClient(first) as client:
        made = _create(client, [{"kind": "person"}, {"kind": "bot", "agent": "bigmoney"}])
        with _ws(client, made, 0) as ws:
            frame = next(f for f in iter(ws.receive_json, None) if settled(f))
            for _ in range(5):
                act = _buy_first(frame)
                ws.send_json({"type": "act", "step": frame["step"], "action": act["i"]} | act)
                step = frame["step"]
                frame = next(
                    f for f in iter(ws.receive_json, None) if settled(f) and f["step"] > step
                )
        steps, state = frame["step"], first.state.hall.tables[made["id"]].state
    second = create_app(adapter, db, **FAST)
    with TestClient(second) as client:
        table = second.state.hall.tables[made["id"]]
        assert table.step_number == steps and table.state == state
        with _ws(client, made, 0) as ws:
            play_people({0: ws}, _buy_first)
        assert table.status == "over"
    with sqlite3.connect(db) as raw:
        count = raw.execute("SELECT COUNT(*) FROM actions WHERE table_id = ?", (made["id"],))
        assert count.fetchone()[0] == table.step_number


def test_every_agent_the_command_line_knows_is_offered() -> None:
    for name in AGENT_NAMES:
        agent_named(name)  # each is a name dominion play --agents takes
    with TestClient(create_app(DominionAdapter())) as client:
        page = client.get("/").text
        assert all(f'"{name}"' in page for name in AGENT_NAMES)
        bad = client.post(
            "/api/tables", json={"config": {"players": "2", "kingdom": "moat"}, "seats": PEOPLE}
        )
        assert bad.status_code == 400 and "kingdom" in bad.json()["error"].lower()
