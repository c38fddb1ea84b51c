"""Signal Tower (信號塔), 4, Action-Victory: +1 Card, +2 Actions. Worth 1 VP.

The mechanism: a multi-type card, here all in ``cards.toml`` (no code): it is played as
an Action, scored as a Victory card (its printed ``vp``), and its kingdom pile has the
size of a Victory pile (8 with 2 players, 12 with 3-4).
"""

from __future__ import annotations

from dominion_rules.pack_api import Card

card = Card("signal_tower")
