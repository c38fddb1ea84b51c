"""Poor House (2016 card, cost 4): if your stash has no gold at the end of your turn, gain
1 gold -- before any other end-of-turn effect, the Alchemist's refund included (C-11
edition_2016; R16 Poor House). Gold on districts is ignored; the 2016 Tax Collector is
paid at each build, so this gold is never taxed (faq:000-poor_house-1, faq:004-Q3). It
does not resolve for a Witch who does not resume her turn, nor in a bewitched player's
turn (R16 Poor House, Witch).

``tryfirst``: it pays before the Park's draw and the 2016 Alchemist's refund (``trylast``).
A character's own ``tryfirst`` end-of-turn effect would run before it (characters' plugins
run before districts'); no 2016 character has one.
"""

from __future__ import annotations

from typing import Any

from citadels_rules.pack_api import BANK, DistrictCard, GameState, Transfer

from ._end_of_turn import resolves

card = DistrictCard("poor_house")


@card.bound(tryfirst=True)
def citadels_turn_end(state: GameState, seat: int) -> list[Any] | None:
    if state.players[seat].gold == 0 and resolves(state, seat):
        return [Transfer(BANK, seat, 1)]
    return None
