"""``discard_pile``: discarded cards go to a face-up pile instead of under the deck (C-1.4,
000 read literally); the pile is shuffled into a new deck when a draw needs it."""

from __future__ import annotations

from citadels_rules.pack_api import hookimpl


@hookimpl
def citadels_discard_to_pile() -> bool:
    return True
