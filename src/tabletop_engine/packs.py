"""What every game's packs share: the description of a pack, readable without running
it (Citadels' ``citadels_rules.packs`` and Dominion's ``dominion_rules.packs`` entry
points both hand back packs that carry one)."""

from __future__ import annotations

import attrs


@attrs.frozen
class PackInfo:
    """What a pack is, readable without running it: its ``id`` (the entry point's name),
    ``version``, human ``name`` and ``description``, and the ids of the packs it needs
    (``requires``) or cannot be played with (``conflicts``)."""

    id: str
    version: str
    name: str
    description: str = ""
    requires: tuple[str, ...] = ()
    conflicts: tuple[str, ...] = ()


__all__ = ["PackInfo"]
