"""The preset ``scratch_fan``: the classic game (built from the classic preset) with Lin
Yaxuan at rank 4 and Jian Yuxin at rank 8 instead of the King and the Warlord, Hu Xinyi
as the optional rank 9 (5+ players when named; required with 8 players), and the Gym and
the Police Station in the deck (68 cards; the Police Station only with the Thief).

``scratch_fan_dark`` is for scenarios with Dark City cards (Witch, Diplomat, Quarry...).
"""

from __future__ import annotations

import attrs

from citadels_packs.classic import CLASSIC
from citadels_packs.dark_city import DARK_CITY
from citadels_rules.pack_api import Preset

from .characters import hu_xinyi, jian_yuxin, lin_yaxuan
from .districts import gym, police_station

PACK_ID = "scratch_fan"

_REPLACED = {4: lin_yaxuan.ID, 8: jian_yuxin.ID}
_ADDED = {**_REPLACED, 9: hu_xinyi.ID}

SCRATCH_FAN: Preset = attrs.evolve(
    CLASSIC,
    id="scratch_fan",
    packs=(*CLASSIC.packs, PACK_ID),
    players=(2, 8),
    pool=(
        *((rank, (_REPLACED.get(rank, ids[0]),)) for rank, ids in CLASSIC.pool),
        (9, (hu_xinyi.ID,)),
    ),
    lineup=tuple(_REPLACED.get(r, c) for r, c in enumerate(CLASSIC.lineup, start=1)),
    rank9=(hu_xinyi.ID,),
    purples=(*CLASSIC.purples, gym.ID, police_station.ID),
    description=(
        "Classic with the fan Lin Yaxuan (4) and Jian Yuxin (8), Hu Xinyi as rank 9, and "
        "the Gym and Police Station."
    ),
)

#: The Dark City preset with the fan characters added to the pools of ranks 4, 8 and 9
#: (not its default lineup).
SCRATCH_FAN_DARK: Preset = attrs.evolve(
    DARK_CITY,
    id="scratch_fan_dark",
    packs=(*DARK_CITY.packs, PACK_ID),
    pool=tuple(
        (rank, (*ids, *((_ADDED[rank],) if rank in _ADDED else ()))) for rank, ids in DARK_CITY.pool
    ),
    purples=(*DARK_CITY.purples, gym.ID, police_station.ID),
    description="Dark City with the fan characters at ranks 4, 8 and 9 (optional) and "
    "the Gym and Police Station.",
)

PRESETS = (SCRATCH_FAN, SCRATCH_FAN_DARK)
