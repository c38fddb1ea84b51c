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

    #: The seat that must answer.
    seat: int
    #: What kind of choice: ``"pick"``, ``"remove"``, ``"keep"`` (the core's) or a pack's
    #: ``"<card id>.<what>"``, answered by that pack's answer hook.
    kind: str
    #: The choices offered: character or card ids, seats, option words...
    options: tuple[Any, ...] = ()
    #: Whether the seat may also finish a multi-step choice now (a ``done`` action).
    done: bool = False
    #: What the continuation needs (plain values only, so a paused game serializes).
    data: tuple[Any, ...] = ()


@attrs.frozen
class Redeal:
    """A pending decision dealt again in a resampled world (the answer of the
    ``citadels_resample_decision`` hook).

    ``decision`` is the decision the sampled state holds. ``cards`` says where the cards
    its options or data show its seat lie: ``(zone, card ids)`` pairs, zones as in
    effects: ``("hand", seat)``, ``("deck",)`` (anywhere in it), ``("deck_top",)`` (the
    top cards, in this order), ``("aside",)``, ``("under", seat, index)``. The core
    moves each card there from another place hidden from the viewer.
    """

    decision: Decision
    cards: tuple[tuple[tuple[Any, ...], tuple[str, ...]], ...] = ()
