"""The table server as an ASGI app (Starlette): the lobby, the table pages, the
websocket each page plays through, and a finished game's record and replay page.

Routes (``{id}`` a table, ``token`` a seat's secret from the lobby):

- ``GET /`` the lobby; ``POST /api/tables`` makes a table (JSON in and out);
  ``GET /api/tables`` lists the tables (public facts only).
- ``GET /t/{id}?token=...`` a seat's page (without a token: a spectator's).
- ``WS /t/{id}/ws?token=...&lang=en`` frames out: ``state`` (what that seat may know,
  its legal actions when it is to act, its recap), ``error`` (a refused message: nothing
  changed); frames in: ``{"type": "act", "step", "action", "text"}``, ``{"type":
  "back"}`` (hand the seat back from a stand-in bot), ``{"type": "ping"}``.
- ``GET /t/{id}/board?token=...&lang=...`` the game's replay page of the game so far,
  holding that seat's view only (spectators: once the game is over).
- ``GET /t/{id}/record.json``, ``GET /t/{id}/replay.html`` once the game is over.
- ``POST /api/tables/{id}/seats/{seat}/bot`` (``{"host": token, "agent": name}``) the
  host gives a seat to a bot.
"""

from __future__ import annotations

import json
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, Response
from starlette.routing import Route, WebSocketRoute
from starlette.websockets import WebSocket, WebSocketDisconnect

from ..errors import ConfigError
from . import pages
from .adapter import GameAdapter
from .store import Store
from .tables import LANGS, Hall, Table, TableError, Watcher

#: Largest message a page may send (characters) and largest lobby request (bytes).
MAX_MESSAGE = 2048
MAX_REQUEST = 16_384
#: Messages a connection may send by default: a burst of ``RATE_BURST``, refilled
#: ``RATE`` a second (``create_app(rate=...)``; scripted clients need more).
RATE = 20.0
RATE_BURST = 40.0


class _Bucket:
    """A token bucket: how many messages a connection may send now."""

    def __init__(self, rate: float, burst: float) -> None:
        self.rate, self.burst = rate, burst
        self.level = burst
        self.at = time.monotonic()

    def take(self) -> bool:
        now = time.monotonic()
        self.level = min(self.burst, self.level + (now - self.at) * self.rate)
        self.at = now
        if self.level < 1:
            return False
        self.level -= 1
        return True


def create_app(
    adapter: GameAdapter,
    db: str | Path = ":memory:",
    *,
    rate: float = RATE,
    burst: float = RATE_BURST,
) -> Starlette:
    """The table server of ``adapter``'s game, its tables in the SQLite file ``db``
    (read back at start: every table resumes where it was). Each connection may send
    ``burst`` messages at once and ``rate`` a second after that (more: an error frame,
    the message ignored).

    Serve it with any ASGI server (``uvicorn``); ``<game> serve`` does."""
    store = Store(db)
    hall = Hall(adapter, store)
    hall.load()

    def table_of(request: Request | WebSocket) -> Table:
        table = hall.tables.get(request.path_params["id"])
        if table is None:
            raise TableError("no such table")
        return table

    async def lobby(request: Request) -> Response:
        return HTMLResponse(pages.lobby_page(adapter))

    async def list_tables(request: Request) -> Response:
        return JSONResponse(
            [
                {
                    "id": t.id,
                    "status": t.status,
                    "step": t.step_number,
                    "seats": [s.label for s in t.seats],
                }
                for t in hall.tables.values()
            ]
        )

    async def create_table(request: Request) -> Response:
        body = await request.body()
        if len(body) > MAX_REQUEST:
            return JSONResponse({"error": "request too large"}, status_code=413)
        try:
            data = json.loads(body)
            if not isinstance(data, dict):
                raise ValueError("not an object")
            form, seats = data.get("config", {}), data.get("seats", [])
            if not isinstance(form, dict) or not isinstance(seats, list):
                raise ValueError("config must be an object and seats a list")
            if not all(isinstance(s, dict) for s in seats):
                raise ValueError("each seat must be an object")
            options = data.get("options") or {}
            if not isinstance(options, dict):
                raise ValueError("options must be an object")
        except ValueError as exc:
            return JSONResponse({"error": f"malformed request: {exc}"}, status_code=400)
        try:
            made = hall.create(form, seats, options)
        except (ConfigError, TableError, ValueError) as exc:
            return JSONResponse({"error": str(exc)}, status_code=400)
        base = f"/t/{made.table.id}"
        made.table.kick()  # a table of bots only starts at once
        return JSONResponse(
            {
                "id": made.table.id,
                "seats": {str(s): f"{base}?token={t}" for s, t in made.tokens.items()},
                "tokens": {str(s): t for s, t in made.tokens.items()},
                "spectator": base,
                "host": made.host,
            }
        )

    async def table_page(request: Request) -> Response:
        try:
            table = table_of(request)
            token = request.query_params.get("token")
            seat = table.seat_of(token)
        except TableError as exc:
            return HTMLResponse(pages.message_page(str(exc)), status_code=404)
        lang = _lang(request.query_params.get("lang"))
        return HTMLResponse(pages.table_page(adapter, table, seat, token, lang))

    async def board(request: Request) -> Response:
        try:
            table = table_of(request)
            seat = table.seat_of(request.query_params.get("token"))
        except TableError as exc:
            return HTMLResponse(pages.message_page(str(exc)), status_code=404)
        lang = _lang(request.query_params.get("lang"))
        if seat is None and table.status not in ("over", "failed"):
            return HTMLResponse(
                pages.message_page("The board of a game in play is shown to its seats only."),
                status_code=403,
            )
        return HTMLResponse(table.board(seat, lang))

    async def record(request: Request) -> Response:
        try:
            table = table_of(request)
        except TableError as exc:
            return JSONResponse({"error": str(exc)}, status_code=404)
        if table.status not in ("over", "failed"):
            return JSONResponse({"error": "the game is not over"}, status_code=409)
        return Response(
            table.record_json(),
            media_type="application/json",
            headers={"Content-Disposition": f'attachment; filename="{table.id}.json"'},
        )

    async def replay(request: Request) -> Response:
        try:
            table = table_of(request)
        except TableError as exc:
            return HTMLResponse(pages.message_page(str(exc)), status_code=404)
        if table.status not in ("over", "failed"):
            return HTMLResponse(pages.message_page("the game is not over"), status_code=409)
        return HTMLResponse(table.board(None, _lang(request.query_params.get("lang"))))

    async def replace(request: Request) -> Response:
        try:
            table = table_of(request)
            data = json.loads((await request.body())[:MAX_REQUEST])
            if not isinstance(data, dict) or not table.is_host(str(data.get("host", ""))):
                return JSONResponse({"error": "only the table's host may do that"}, 403)
            seat = int(request.path_params["seat"])
            await table.replace(seat, str(data.get("agent") or adapter.default_agent()))
        except (TableError, ValueError) as exc:
            return JSONResponse({"error": str(exc)}, status_code=400)
        return JSONResponse({"ok": True})

    async def socket(ws: WebSocket) -> None:
        await ws.accept()
        try:
            table = table_of(ws)
            seat = table.seat_of(ws.query_params.get("token"))
        except TableError as exc:
            await ws.send_json({"type": "error", "message": str(exc)})
            await ws.close(code=4404)
            return
        watcher = Watcher(seat, _lang(ws.query_params.get("lang")), ws.send_json)
        bucket = _Bucket(rate, burst)
        await table.attach(watcher)
        try:
            while True:
                text = await ws.receive_text()
                error = await _handle(table, seat, text, bucket)
                if error is not None:
                    await ws.send_json(
                        {"type": "error", "message": error, "step": table.step_number}
                    )
        except (WebSocketDisconnect, RuntimeError):  # closed (RuntimeError: while sending)
            pass
        finally:
            await table.detach(watcher)

    @asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        for table in hall.tables.values():
            table.kick()  # bots of resumed tables play on
        yield
        hall.stop()
        store.close()

    app = Starlette(
        routes=[
            Route("/", lobby),
            Route("/api/tables", list_tables, methods=["GET"]),
            Route("/api/tables", create_table, methods=["POST"]),
            Route("/api/tables/{id}/seats/{seat:int}/bot", replace, methods=["POST"]),
            Route("/t/{id}", table_page),
            Route("/t/{id}/board", board),
            Route("/t/{id}/record.json", record),
            Route("/t/{id}/replay.html", replay),
            WebSocketRoute("/t/{id}/ws", socket),
        ],
        lifespan=lifespan,
    )
    app.state.hall = hall
    return app


async def _handle(table: Table, seat: int | None, text: str, bucket: _Bucket) -> str | None:
    """One message of a page; the error to send back (nothing changed), or None."""
    if len(text) > MAX_MESSAGE:
        return f"message too large ({len(text)} characters, at most {MAX_MESSAGE})"
    if not bucket.take():
        return "too many messages: slow down"
    try:
        message = json.loads(text)
    except ValueError:
        return "malformed message: not JSON"
    if not isinstance(message, dict):
        return "malformed message: not an object"
    kind = message.get("type")
    if kind == "ping":
        return None
    if seat is None:
        return "spectators cannot act"
    try:
        if kind == "act":
            await table.act(seat, message)
        elif kind == "back":
            await table.back(seat)
        else:
            return f"unknown message type {kind!r}"
    except TableError as exc:
        return str(exc)
    return None


def _lang(value: str | None) -> str:
    return value if value in LANGS else "en"


__all__ = ["MAX_MESSAGE", "RATE", "RATE_BURST", "create_app"]
