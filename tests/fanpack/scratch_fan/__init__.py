"""scratch_fan: five fan cards of 004 "自創" written against ``citadels_rules.pack_api``
only, to prove the plugin API (Milestone 4). Not shipped: the tests register it.

* ``cards.toml``: names (English, Chinese) and texts of the spec;
* ``characters/``: Lin Yaxuan (4), Jian Yuxin (8; arithmetic in ``jian_yuxin_rules``),
  Hu Xinyi (9);
* ``districts/``: Gym, Police Station;
* ``presets.py``: the preset ``scratch_fan``.
"""

from __future__ import annotations

from pathlib import Path

from citadels_rules.pack_api import Pack, PackInfo, VariantInfo, load_cards

from .characters import hu_xinyi, jian_yuxin, lin_yaxuan
from .districts import gym, police_station
from .presets import PACK_ID, PRESETS

INFO = PackInfo(
    id=PACK_ID,
    version="0.1.0",
    name="Scratch fan pack (API proof)",
    description="Lin Yaxuan, Jian Yuxin, Hu Xinyi, the Gym and the Police Station.",
    requires=("classic",),
)

CARDS = load_cards(Path(__file__).with_name("cards.toml"), INFO.id)

#: Each card's plugin, by card id: registered only when that card is in play.
PLUGINS: dict[str, object] = {
    m.ID: m for m in (lin_yaxuan, jian_yuxin, hu_xinyi, gym, police_station)
}

VARIANTS = (
    VariantInfo(
        jian_yuxin.ANY_TIME,
        "Jian Yuxin may use her ability at any time of her turn (R8.1; on in fan)",
        source="004",
    ),
)

PACK = Pack(info=INFO, cards=CARDS, plugins=PLUGINS, variants=VARIANTS, presets=PRESETS)
