"""Watermill: an example fan pack for citadels_rules, made from scratch.

* ``cards.toml``: the card data (ids, English and Chinese names, rank or cost, texts);
* ``characters/ferryman.py``: the Ferryman (rank 9), an ability with a decision;
* ``districts/watermill.py``: the Watermill (purple, cost 4), an end-of-turn effect;
* ``presets.py``: the preset ``classic_watermill``.

Installed (``pip install examples/watermill_pack``), the pack is found through its entry
point in the ``citadels_rules.packs`` group: play ``GameConfig(preset=
"classic_watermill")``. Without installing it (notebooks, the project's own tests), call
:func:`register` after making this directory importable.
"""

from __future__ import annotations

from pathlib import Path

from citadels_rules.pack_api import (
    Pack,
    PackInfo,
    card_plugins,
    installed_packs,
    load_cards,
    register_pack,
)

from .characters import ferryman
from .districts import watermill
from .presets import PACK_ID, PRESETS

__version__ = "0.2.0"

INFO = PackInfo(
    id=PACK_ID,
    version=__version__,
    name="Watermill (example fan pack)",
    description=(
        "The Ferryman, a rank-9 character who charges his neighbours a fare, and the "
        "Watermill, a purple district that rewards a turn without building."
    ),
    requires=("classic",),
)

CARDS = load_cards(Path(__file__).with_name("cards.toml"), INFO.id)

#: Each card's plugin, by card id: registered only when that card is in play.
PLUGINS = card_plugins(ferryman, watermill)

PACK = Pack(info=INFO, cards=CARDS, plugins=PLUGINS, presets=PRESETS)


def register() -> None:
    """Make the pack available without installing it (once installed, its entry point
    does this)."""
    if INFO.id not in installed_packs():
        register_pack(PACK)
