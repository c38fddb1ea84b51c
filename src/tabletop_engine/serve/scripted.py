"""Scripted people: play the persons' seats of a table through their websockets, as a
browser would (for tests, and the model of the benchmark's clients).

A frame is *settled* when nothing happens at the table until a person moves: the game
is over (or failed), or a person (not a stand-in bot) is to act. Every watcher gets
every frame, in order, so each seat's connection reaches the same settled frames.
"""

from __future__ import annotations

import random
import socket
import threading
import time
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from typing import Any, Protocol


class Session(Protocol):
    """A websocket as a test sees it (Starlette's ``TestClient`` session)."""

    def send_json(self, data: Any) -> None: ...

    def receive_json(self) -> Any: ...


def settled(frame: Mapping[str, Any]) -> bool:
    """Whether nothing happens at the table until a person moves (see the module)."""
    if frame.get("type") != "state":
        return False
    if frame["status"] in ("over", "failed"):
        return True
    current = frame["current"]
    if frame["status"] != "playing" or current is None:
        return False
    seat = frame["seats"][current]
    return bool(seat["kind"] == "person" and not seat["standin"])


def random_choice(seed: int = 0) -> Callable[[Mapping[str, Any]], Mapping[str, Any]]:
    """A chooser picking one of a frame's legal actions at random (seeded)."""
    rng = random.Random(seed)

    def choose(frame: Mapping[str, Any]) -> Mapping[str, Any]:
        legal: list[Mapping[str, Any]] = frame["legal"]
        return legal[rng.randrange(len(legal))]

    return choose


def play_people(
    sessions: Mapping[int, Session],
    choose: Callable[[Mapping[str, Any]], Mapping[str, Any]] | None = None,
    *,
    max_moves: int = 20_000,
) -> dict[int, list[dict[str, Any]]]:
    """Play every person's seat (``sessions[seat]``, each already connected) to the end
    of the game, each move ``choose(frame)`` of the frame's legal actions (default: at
    random); returns every frame each session received, in order. ``RuntimeError``
    for an error frame (a refused move) and past ``max_moves`` moves."""
    choose = choose or random_choice()
    frames: dict[int, list[dict[str, Any]]] = {s: [] for s in sessions}

    def read_until(seat: int, ok: Callable[[dict[str, Any]], bool]) -> dict[str, Any]:
        while True:
            frame = sessions[seat].receive_json()
            frames[seat].append(frame)
            if frame.get("type") == "error":
                raise RuntimeError(f"seat {seat} got an error frame: {frame.get('message')}")
            if frame.get("type") == "state" and ok(frame):
                return frame

    last = {s: read_until(s, settled) for s in sessions}
    for _ in range(max_moves):
        target = max(f["step"] for f in last.values())
        for s in sessions:
            if last[s]["step"] < target:
                last[s] = read_until(s, lambda f, t=target: f["step"] >= t and settled(f))  # type: ignore[misc]
        frame = next(iter(last.values()))
        if frame["status"] != "playing":
            return frames
        seat = frame["current"]
        mine = last[seat]
        action = choose(mine)
        sessions[seat].send_json(
            {"type": "act", "step": mine["step"], "action": action["i"], "text": action["text"]}
        )
        step = mine["step"]
        last[seat] = read_until(seat, lambda f, t=step: f["step"] > t and settled(f))  # type: ignore[misc]
    raise RuntimeError(f"the game did not end within {max_moves} moves")


@contextmanager
def serving(app: Any, *, start_timeout: float = 30.0) -> Iterator[str]:
    """Serve ``app`` with uvicorn on a free port of ``127.0.0.1`` in a thread, for a
    browser or real websocket clients; yields the base address (``http://127.0.0.1:N``)
    and stops the server on leaving."""
    import uvicorn

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = int(probe.getsockname()[1])
    config = uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning")
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, name="serve", daemon=True)
    thread.start()
    deadline = time.monotonic() + start_timeout
    while not server.started:
        if not thread.is_alive() or time.monotonic() > deadline:
            raise RuntimeError(f"the server did not start on port {port}")
        time.sleep(0.02)
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(timeout=30)


__all__ = ["Session", "play_people", "random_choice", "serving", "settled"]
