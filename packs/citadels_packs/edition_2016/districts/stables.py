"""Stables: building them does not count toward your building limit.

Rules: districts.md `stables`; C-9.4. Offered even once the turn's builds are used up
(R16 Navigator: "not even districts that do not count toward your building limit"
implies they can be); the Navigator still cannot build them (its own rule). Confiscated
by the Magistrate they still do not count (R16 Stables): the build never counted. A
plain hook: the card asked about is in a hand.
"""

from __future__ import annotations

from citadels_rules.pack_api import DistrictCard

ID = "stables"
card = DistrictCard(ID)


@card.hook
def citadels_build_counts(card: str) -> bool | None:
    return False if card == ID else None
