#!/usr/bin/env python3
"""Load on the table server: N tables of bots and scripted people on localhost.

Starts the server (``tabletop_engine.serve`` with the game's adapter, uvicorn, a fresh
SQLite file) in a child process, makes ``--tables`` tables through the lobby's API (each:
``--people`` person seats, the rest bots), and plays every person's seat through a real
websocket client in this process, as fast as the server answers. Bounded: every table
stops at ``--moves`` person moves (the game is left unfinished) and the whole run at
``--seconds``. Prints:

* actions per second: every accepted action of every table (bots' included) over the
  wall time of the run;
* the p50 and p95 latency of a move: from a person's ``act`` frame sent to the state
  frame of that move received (the server's whole path: the checks, the SQLite
  transaction, the frame built from the seat's view and sent). With ``--think 0``, the
  default, every person moves the moment it may: the server is saturated and the
  latency is mostly queueing; with ``--think 0.5`` people take about half a second a
  move (0.25 to 0.75 s), faster than people click.

    python benchmarks/bench_serve.py --tables 50               # Citadels, 2 people + 2 bots
    python benchmarks/bench_serve.py --tables 50 --think 0.5   # people taking ~0.5 s a move
    python benchmarks/bench_serve.py --game dominion --tables 50 --people 2
    python benchmarks/bench_serve.py --smoke                   # a few tables, not timed

Needs the ``serve`` extra (``pip install -e ".[serve]"``).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path
from typing import Any

ADAPTERS = {
    "citadels": ("citadels_rules.serve", "CitadelsAdapter", 4),
    "dominion": ("dominion_rules.serve", "DominionAdapter", 2),
}
SERVER = """
import os, sys, importlib, signal, uvicorn
from tabletop_engine.serve import create_app
module, name, db, port = sys.argv[1:5]
if os.environ.get("BENCH_SERVE_PROFILE"):  # a cProfile file of the server, on SIGUSR1
    import cProfile
    profiler = cProfile.Profile()
    profiler.enable()
    def dump(*_):
        profiler.disable()
        profiler.dump_stats(os.environ["BENCH_SERVE_PROFILE"])
    signal.signal(signal.SIGUSR1, dump)
adapter = getattr(importlib.import_module(module), name)()
app = create_app(adapter, db, rate=1e9, burst=1e9)
uvicorn.run(app, host="127.0.0.1", port=int(port), log_level="warning", ws_max_size=1 << 22)
"""


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _post(base: str, path: str, body: Any) -> Any:
    request = urllib.request.Request(
        base + path, data=json.dumps(body).encode(), headers={"Content-Type": "application/json"}
    )
    with urllib.request.urlopen(request, timeout=30) as response:
        return json.loads(response.read())


def _get(base: str, path: str) -> Any:
    with urllib.request.urlopen(base + path, timeout=30) as response:
        return json.loads(response.read())


def _cpu_seconds(pid: int) -> float | None:
    """The CPU time of process ``pid`` so far (Linux: /proc), else None."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return None
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _wait_up(base: str, seconds: float = 30) -> None:
    deadline = time.monotonic() + seconds
    while True:
        try:
            _get(base, "/api/tables")
            return
        except OSError:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.1)


class _Table:
    """The person moves made at one table, and whether its clients stop."""

    def __init__(self, moves: int) -> None:
        self.left = moves
        self.stop = asyncio.Event()


async def _person(
    url: str, seed: int, table: _Table, deadline: float, latencies: list[float], think: float
) -> None:
    """Play one seat: a random legal action each time it may act, until the game ends,
    the table has made its moves or the run's time is up."""
    import websockets

    rng = random.Random(seed)
    sent_step, sent_at = -1, 0.0
    async with websockets.connect(url, max_size=1 << 22) as ws:
        while not table.stop.is_set() and time.perf_counter() < deadline:
            try:
                message = await asyncio.wait_for(ws.recv(), timeout=0.2)
            except TimeoutError:
                continue
            frame = json.loads(message)
            if frame["type"] == "error":
                raise RuntimeError(f"{url}: {frame['message']}")
            now = time.perf_counter()
            if sent_at and frame["step"] > sent_step:
                latencies.append(now - sent_at)
                sent_at = 0.0
            if frame["status"] in ("over", "failed") or table.left <= 0:
                table.stop.set()
                return
            if frame["legal"] and not sent_at and frame["step"] > sent_step:
                if think:  # a person reads the table before moving
                    await asyncio.sleep(rng.uniform(0.5, 1.5) * think)
                action = rng.choice(frame["legal"])
                sent_step, sent_at = frame["step"], time.perf_counter()
                table.left -= 1
                move = {"type": "act", "step": frame["step"], "action": action["i"]}
                await ws.send(json.dumps({**move, "text": action["text"]}))


async def _run(
    ws_base: str, urls: list[list[str]], moves: int, seconds: float, think: float
) -> list[float]:
    latencies: list[float] = []
    deadline = time.perf_counter() + seconds
    clients = []
    for t, seats in enumerate(urls):
        table = _Table(moves)
        clients += [
            _person(ws_base + u, 1000 * t + i, table, deadline, latencies, think)
            for i, u in enumerate(seats)
        ]
    await asyncio.gather(*clients)
    return latencies


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", choices=sorted(ADAPTERS), default="citadels")
    parser.add_argument("--tables", type=int, default=50)
    parser.add_argument("--people", type=int, default=2, help="person seats per table")
    parser.add_argument("--players", type=int, help="seats per table (default: 4 / 2)")
    parser.add_argument("--moves", type=int, default=100, help="person moves per table, at most")
    parser.add_argument("--seconds", type=float, default=60.0, help="the run's time bound")
    parser.add_argument(
        "--think",
        type=float,
        default=0.0,
        help="seconds a person takes to move (0.5 to 1.5 times this; 0: at once, the "
        "server's saturation)",
    )
    parser.add_argument("--smoke", action="store_true", help="3 tables, 10 moves: not timed")
    args = parser.parse_args()
    if args.smoke:
        args.tables, args.moves, args.seconds = 3, 10, 30.0
    module, name, players = ADAPTERS[args.game]
    players = args.players or players
    if not 0 <= args.people <= players:
        parser.error(f"--people must be from 0 to {players}")
    port = _free_port()
    base, ws_base = f"http://127.0.0.1:{port}", f"ws://127.0.0.1:{port}"
    with tempfile.TemporaryDirectory() as tmp:
        db = str(Path(tmp) / "bench.sqlite")
        env = dict(os.environ)
        script = Path(tmp) / "server.py"
        script.write_text(SERVER)
        command = [sys.executable, str(script), module, name, db, str(port)]
        server = subprocess.Popen(command, env=env)
        try:
            _wait_up(base)
            urls: list[list[str]] = []
            ids = []
            for t in range(args.tables):
                bots = [{"kind": "bot", "agent": "random"}] * (players - args.people)
                seats = [{"kind": "person"}] * args.people + bots
                made = _post(
                    base,
                    "/api/tables",
                    {"config": {"players": str(players), "seed": str(t)}, "seats": seats},
                )
                ids.append(made["id"])
                urls.append([f"/t/{made['id']}/ws?token={k}" for k in made["tokens"].values()])
            start = time.perf_counter()
            latencies = asyncio.run(_run(ws_base, urls, args.moves, args.seconds, args.think))
            wall = time.perf_counter() - start
            tables = {t["id"]: t for t in _get(base, "/api/tables")}
            server_cpu = _cpu_seconds(server.pid)
            if os.environ.get("BENCH_SERVE_PROFILE"):
                server.send_signal(signal.SIGUSR1)
                time.sleep(2)
        finally:
            server.terminate()
            server.wait(timeout=30)
    actions = sum(tables[i]["step"] for i in ids)
    over = sum(tables[i]["status"] == "over" for i in ids)
    print(
        f"{args.game}: {args.tables} tables ({args.people} people + "
        f"{players - args.people} bots each), {args.tables * args.people} websocket clients, "
        f"{over} games finished, think {args.think:g} s"
    )
    print(f"actions: {actions} in {wall:.1f} s: {actions / wall:.0f} actions/s")
    client_cpu = time.process_time()
    if server_cpu is not None:
        print(f"CPU: server {server_cpu:.1f} s, clients {client_cpu:.1f} s (2 cores shared)")
    if latencies:
        ms = sorted(x * 1000 for x in latencies)
        p95 = ms[min(len(ms) - 1, int(0.95 * len(ms)))]
        print(
            f"moves of people: {len(ms)}; latency p50 {statistics.median(ms):.1f} ms, "
            f"p95 {p95:.1f} ms, max {ms[-1]:.1f} ms"
        )
    if args.smoke and not latencies:
        raise SystemExit("smoke: no move was measured")


if __name__ == "__main__":
    main()
