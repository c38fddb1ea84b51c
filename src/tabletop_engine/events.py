"""``Event``: what happened, for logs, UIs and statistics (never needed to replay)."""

from __future__ import annotations

from typing import Any

import attrs

from .params import EMPTY, Params


@attrs.frozen(repr=False)
class Event:
    """One thing that happened: ``kind`` (``"built"``, ``"killed"``...), ``seat`` or None,
    and ``data``, a read-only mapping of small values."""

    kind: str
    seat: int | None = None
    data: Params = EMPTY

    @classmethod
    def of(cls, kind: str, seat: int | None = None, **data: Any) -> Event:
        """Build an event from keyword data."""
        return cls(kind, seat, Params(data) if data else EMPTY)

    def __repr__(self) -> str:
        extra = "".join(f", {k}={v!r}" for k, v in self.data.items())
        return f"Event({self.kind!r}, seat={self.seat!r}{extra})"
