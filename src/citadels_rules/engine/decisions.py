"""``Decision``: a pending choice, held in the state until a seat answers it."""

from __future__ import annotations

from typing import Any

import attrs


@attrs.frozen
class Decision:
    """Who must choose (``seat``), what kind of choice (``kind``), among which ``options``.

    ``kind`` names the continuation: the core owns a few kinds (``"pick"``, ``"remove"``,
    ``"keep"``), every other kind is owned by the pack whose card asked (by convention
    ``"<card id>.<what>"``) and is answered by that pack's answer hook. ``done`` says
    whether the seat may also finish a multi-step choice now. ``data`` carries what the
    continuation needs (plain values only, so a paused game serializes).
    """

    seat: int
    kind: str
    options: tuple[Any, ...] = ()
    done: bool = False
    data: tuple[Any, ...] = ()
