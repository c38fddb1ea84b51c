"""Tables on disk: one SQLite file (the standard library's :mod:`sqlite3`).

Why: a server killed mid-game must resume every table exactly. A table's state is never
stored; its config and its actions are, and the state is their replay. Every accepted
action is appended in one transaction (:meth:`Store.append`), so a table on disk is
always a prefix of the game that was played, never half an action.

Tokens are stored as their SHA-256 only: the file alone cannot act for a seat.
"""

from __future__ import annotations

import hashlib
import json
import os
import sqlite3
import threading
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import attrs

#: The environment variable naming the data folder (default ``~/.local/share/<game>``).
DATA_ENV = "TABLETOP_SERVE_DATA"

_SCHEMA = """
CREATE TABLE IF NOT EXISTS tables (
    id TEXT PRIMARY KEY,
    game TEXT NOT NULL,
    config TEXT NOT NULL,
    seats TEXT NOT NULL,
    options TEXT NOT NULL,
    host_hash TEXT NOT NULL,
    status TEXT NOT NULL,
    failure TEXT,
    created REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS actions (
    table_id TEXT NOT NULL REFERENCES tables(id),
    n INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    idx INTEGER NOT NULL,
    text TEXT NOT NULL,
    by TEXT NOT NULL,
    PRIMARY KEY (table_id, n)
);
"""


def token_hash(token: str) -> str:
    """The stored form of a secret token (its SHA-256, hex)."""
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def data_folder(game: str) -> Path:
    """Where ``<game> serve`` keeps its database by default: ``$TABLETOP_SERVE_DATA``,
    else ``$XDG_DATA_HOME/<game>``, else ``~/.local/share/<game>``."""
    env = os.environ.get(DATA_ENV)
    if env:
        return Path(env)
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / game


@attrs.frozen
class StoredAction:
    """One accepted action: its number ``n`` (0-based), the ``seat`` that took it, its
    index ``idx`` in that state's legal actions, its text (``str(action)``, checked on
    replay) and ``by`` whom: ``"person"``, ``"bot"`` or ``"standin"`` (a bot playing for
    an absent person)."""

    n: int
    seat: int
    idx: int
    text: str
    by: str


@attrs.frozen
class StoredTable:
    """A table's row: what it takes to rebuild it (its actions come apart)."""

    id: str
    game: str
    config: str
    seats: list[dict[str, Any]]
    options: dict[str, Any]
    host_hash: str
    status: str
    failure: str | None
    created: float


class Store:
    """The tables of one game in one SQLite file (``":memory:"`` for tests)."""

    def __init__(self, path: str | Path) -> None:
        if str(path) != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        self.path = str(path)
        self._lock = threading.Lock()
        self._db = sqlite3.connect(self.path, check_same_thread=False, isolation_level=None)
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.execute("PRAGMA synchronous=NORMAL")
        self._db.executescript(_SCHEMA)

    def close(self) -> None:
        """Close the file (the server's shutdown)."""
        with self._lock:
            self._db.close()

    def add_table(self, table: StoredTable) -> None:
        """Store a new table (no actions yet)."""
        with self._lock:
            self._db.execute("BEGIN")
            try:
                self._db.execute(
                    "INSERT INTO tables VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (
                        table.id,
                        table.game,
                        table.config,
                        json.dumps(table.seats),
                        json.dumps(table.options),
                        table.host_hash,
                        table.status,
                        table.failure,
                        table.created,
                    ),
                )
            except BaseException:
                self._db.execute("ROLLBACK")
                raise
            self._db.execute("COMMIT")

    def append(
        self,
        table_id: str,
        action: StoredAction,
        *,
        status: str | None = None,
        failure: str | None = None,
    ) -> None:
        """Append one accepted action, and the table's new status when it changes (the
        game is over), in one transaction: both are on disk, or neither."""
        with self._lock:
            self._db.execute("BEGIN")
            try:
                self._db.execute(
                    "INSERT INTO actions VALUES (?, ?, ?, ?, ?, ?)",
                    (table_id, action.n, action.seat, action.idx, action.text, action.by),
                )
                if status is not None:
                    self._db.execute(
                        "UPDATE tables SET status = ?, failure = ? WHERE id = ?",
                        (status, failure, table_id),
                    )
            except BaseException:
                self._db.execute("ROLLBACK")
                raise
            self._db.execute("COMMIT")

    def update(
        self,
        table_id: str,
        *,
        status: str | None = None,
        failure: str | None = None,
        seats: Sequence[dict[str, Any]] | None = None,
    ) -> None:
        """Change a table's status (with its failure) or its seats (a seat given to a
        bot by the host)."""
        with self._lock:
            if status is not None:
                self._db.execute(
                    "UPDATE tables SET status = ?, failure = ? WHERE id = ?",
                    (status, failure, table_id),
                )
            if seats is not None:
                self._db.execute(
                    "UPDATE tables SET seats = ? WHERE id = ?", (json.dumps(list(seats)), table_id)
                )

    def tables(self, game: str) -> Iterator[StoredTable]:
        """Every table of ``game``, oldest first."""
        with self._lock:
            rows = self._db.execute(
                "SELECT id, game, config, seats, options, host_hash, status, failure, created "
                "FROM tables WHERE game = ? ORDER BY created, id",
                (game,),
            ).fetchall()
        for row in rows:
            yield StoredTable(
                id=row[0],
                game=row[1],
                config=row[2],
                seats=json.loads(row[3]),
                options=json.loads(row[4]),
                host_hash=row[5],
                status=row[6],
                failure=row[7],
                created=row[8],
            )

    def actions(self, table_id: str) -> list[StoredAction]:
        """The actions of a table, in order."""
        with self._lock:
            rows = self._db.execute(
                "SELECT n, seat, idx, text, by FROM actions WHERE table_id = ? ORDER BY n",
                (table_id,),
            ).fetchall()
        return [StoredAction(*row) for row in rows]


__all__ = ["DATA_ENV", "Store", "StoredAction", "StoredTable", "data_folder", "token_hash"]
