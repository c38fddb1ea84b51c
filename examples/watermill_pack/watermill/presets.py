"""The pack's preset ``classic_watermill``: the classic game, built from the classic
preset, with the Ferryman as an optional rank-9 character and the Watermill in the deck.

Like Dark City's rank 9, the Ferryman is optional: a game uses it when it names it
(``characters=("fan.ferryman",)``, ``--characters fan.ferryman``), and always with 8
players, which a 9th character makes possible.
"""

from __future__ import annotations

import attrs

from citadels_rules.pack_api import Preset, presets

from .characters import ferryman
from .districts import watermill

#: The pack's id (``PackInfo.id``), which the preset names among its packs.
PACK_ID = "watermill"

#: The shipped classic preset (``presets()`` may be called at import time).
CLASSIC = presets()["classic"]

CLASSIC_WATERMILL: Preset = attrs.evolve(
    CLASSIC,
    id="classic_watermill",
    packs=(*CLASSIC.packs, PACK_ID),
    players=(2, 8),
    pool=(*CLASSIC.pool, (9, (ferryman.card.id,))),
    rank9=(ferryman.card.id,),
    purples=(*CLASSIC.purples, watermill.card.id),
    description=(
        "The classic game with the Watermill in the deck and the Ferryman at rank 9 "
        "(optional; required with 8 players)."
    ),
)

PRESETS = (CLASSIC_WATERMILL,)
