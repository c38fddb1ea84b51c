"""Dominion's base game (first edition, 2008): 7 basic and 25 kingdom cards.

Card data is in ``cards.toml``; each card has its plugin module in ``cards/`` named after
its id. The preset ``base`` is defined here.
"""

from __future__ import annotations

from importlib import import_module
from pathlib import Path

from dominion_rules.pack_api import Pack, PackInfo, card_plugins, load_cards

INFO = PackInfo(
    id="base",
    version="1.0",
    name="Dominion (base game, first edition, 2008)",
    description="The 7 basic cards and the 25 kingdom cards of the base game.",
)

CARDS = load_cards(Path(__file__).with_name("cards.toml"), INFO.id)

#: One plugin module per card, ``cards/<id>.py``, registered in the order of
#: ``cards.toml`` (an explicit list: no module is discovered by globbing).
PLUGINS = card_plugins(*(import_module(f"{__name__}.cards.{card.id}") for card in CARDS))

PACK = Pack(info=INFO, cards=CARDS, plugins=PLUGINS, presets={"base": ("base",)})
