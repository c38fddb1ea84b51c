"""Harbor: an example Dominion pack of invented cards, one per mechanism of the later
sets the engine offers packs.

* ``cards.toml``: the card data (ids, English and Chinese names, costs, types, the
  printed ``+X`` stats, texts), with the type ``duration`` the pack adds and the two
  piles of its own (the Pearl outside the supply, the Doubloon beside it);
* ``cards/<id>.py``: each card's text beyond its stats, one module per card;
* the preset ``base_harbor``: the base game's cards and these.

Installed (``pip install examples/harbor_pack``), the pack is found through its entry
point in the ``dominion_rules.packs`` group: play ``GameConfig(preset="base_harbor",
kingdom=...)``. Without installing it (notebooks, the project's own tests), call
:func:`register` after making this directory importable.
"""

from __future__ import annotations

from importlib import import_module
from pathlib import Path

from dominion_rules.pack_api import Pack, PackInfo, card_plugins, load_cards, register_pack
from dominion_rules.packs import available_packs

__version__ = "0.1.0"

PRESET = "base_harbor"

INFO = PackInfo(
    id="harbor",
    version=__version__,
    name="Harbor (example Dominion pack)",
    description=(
        "Invented cards for every mechanism of the later sets: Durations, cost reducers, "
        "VP and coin tokens, a private mat, multi-type cards, gain and trash triggers, "
        "reactions, an extra turn, piles of the pack's own."
    ),
    requires=("base",),
)

CARDS = load_cards(Path(__file__).with_name("cards.toml"), INFO.id)

#: One plugin module per card, ``cards/<id>.py``, in the order of ``cards.toml``.
PLUGINS = card_plugins(*(import_module(f"{__name__}.cards.{card.id}") for card in CARDS))

PACK = Pack(
    info=INFO,
    cards=CARDS,
    plugins=PLUGINS,
    presets={PRESET: ("base", "harbor")},
    mats={"hold": "private"},
    coin_tokens=True,
)


def register() -> None:
    """Make the pack available without installing it (once installed, its entry point
    does this)."""
    if INFO.id not in available_packs():
        register_pack(PACK)
