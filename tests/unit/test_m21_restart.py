"""Milestone 21: ``citadels serve`` killed (SIGKILL) between two moves and started again
on the same database: the table resumes exactly where it was, the person's link
reconnects to their seat, and the game finishes. A real server process, real
websockets."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path
from typing import Any

import pytest

from tabletop_engine.serve.scripted import play_people, settled

pytest.importorskip("starlette")
pytest.importorskip("uvicorn")
sync_client = pytest.importorskip("websockets.sync.client")


#: ``citadels serve`` with the message rate raised for a scripted person.
SERVER = """
import sys, uvicorn
from citadels_rules.serve import CitadelsAdapter
from tabletop_engine.serve import create_app
uvicorn.run(create_app(CitadelsAdapter(), sys.argv[1], rate=1e6, burst=1e6),
            host="127.0.0.1", port=int(sys.argv[2]), log_level="warning")
"""


class _Session:
    """A websocket of the ``websockets`` library as :func:`play_people` reads one."""

    def __init__(self, url: str) -> None:
        self.ws = sync_client.connect(url)

    def send_json(self, data: Any) -> None:
        self.ws.send(json.dumps(data))

    def receive_json(self) -> Any:
        return json.loads(self.ws.recv(timeout=30))

    def close(self) -> None:
        self.ws.close()


def _start(tmp_path: Path, db: Path, port: int) -> subprocess.Popen[bytes]:
    script = tmp_path / "server.py"
    script.write_text(SERVER)
    server = subprocess.Popen([sys.executable, str(script), str(db), str(port)])
    deadline = time.monotonic() + 30
    while True:
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/api/tables", timeout=5).read()
            return server
        except OSError:
            assert server.poll() is None and time.monotonic() < deadline
            time.sleep(0.05)


def _tables(port: int) -> dict[str, Any]:
    with urllib.request.urlopen(f"http://127.0.0.1:{port}/api/tables", timeout=5) as r:
        return {t["id"]: t for t in json.loads(r.read())}


@pytest.mark.skipif(os.name != "posix", reason="SIGKILL")
def test_a_killed_server_resumes_the_game(tmp_path: Path) -> None:
    db = tmp_path / "tables.sqlite"
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = int(probe.getsockname()[1])
    server = _start(tmp_path, db, port)
    try:
        body = {
            "config": {"players": "3", "seed": "8"},
            "seats": [{"kind": "person"}, {"kind": "bot"}, {"kind": "bot"}],
        }
        request = urllib.request.Request(
            f"http://127.0.0.1:{port}/api/tables", data=json.dumps(body).encode()
        )
        with urllib.request.urlopen(request, timeout=10) as r:
            made = json.loads(r.read())
        url = f"ws://127.0.0.1:{port}/t/{made['id']}/ws?token={made['tokens']['0']}"
        ws = _Session(url)
        frame = next(f for f in iter(ws.receive_json, None) if settled(f))
        for _ in range(3):  # three moves, each stored before its frame is sent
            action = frame["legal"][0]
            ws.send_json(
                {
                    "type": "act",
                    "step": frame["step"],
                    "action": action["i"],
                    "text": action["text"],
                }
            )
            step = frame["step"]
            frame = next(f for f in iter(ws.receive_json, None) if settled(f) and f["step"] > step)
        before = frame
        server.send_signal(signal.SIGKILL)  # no shutdown, no goodbye
        server.wait(timeout=10)
        ws.close()
        server = _start(tmp_path, db, port)
        assert _tables(port)[made["id"]]["step"] == before["step"]
        again = _Session(url)
        frames = play_people({0: again})
        first = next(f for f in frames[0] if f["type"] == "state")
        assert first["step"] == before["step"] and first["view"] == before["view"]
        assert first["legal"] == before["legal"]  # the very same decision, resumed
        assert frames[0][-1]["status"] == "over"
        again.close()
        assert _tables(port)[made["id"]]["status"] == "over"
    finally:
        server.kill()
        server.wait(timeout=10)
