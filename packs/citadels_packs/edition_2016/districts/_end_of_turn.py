"""What the 2016 end-of-turn districts (Poor House, Park) share: when they may resolve.

R16 Park, Poor House: "If the owner is the Witch and does not resume his turn, the ...
cannot resolve"; R16 Witch: the bewitched player uses only district effects that occur
when gathering resources (C-11 edition_2016).
"""

from __future__ import annotations

from citadels_rules.pack_api import BEWITCHED, GameState


def resolves(state: GameState, seat: int) -> bool:
    """Whether ``seat``'s end-of-turn districts resolve now: in a turn of theirs (not for
    a Witch whose bewitched character was not in play: her end-of-turn effects then run
    outside any turn), and not in a bewitched player's gather-only turn."""
    turn = state.turn
    if turn is None or turn.seat != seat:
        return False
    return turn.powers is not None or state.marked(turn.character, BEWITCHED) is None
