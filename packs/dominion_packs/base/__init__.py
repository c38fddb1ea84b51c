"""Dominion's base game (first edition, 2008): 7 basic and 25 kingdom cards.

Card data is in ``cards.toml``; each card has its plugin module in ``cards/`` named after
its id. The preset ``base`` is defined here.
"""

from __future__ import annotations

from pathlib import Path

from dominion_rules.pack_api import Pack, PackInfo, card_plugins, load_cards

from .cards import (
    adventurer,
    bureaucrat,
    cellar,
    chancellor,
    chapel,
    copper,
    council_room,
    curse,
    duchy,
    estate,
    feast,
    festival,
    gardens,
    gold,
    laboratory,
    library,
    market,
    militia,
    mine,
    moat,
    moneylender,
    province,
    remodel,
    silver,
    smithy,
    spy,
    thief,
    throne_room,
    village,
    witch,
    woodcutter,
    workshop,
)

INFO = PackInfo(
    id="base",
    version="1.0",
    name="Dominion (base game, first edition, 2008)",
    description="The 7 basic cards and the 25 kingdom cards of the base game.",
)

CARDS = load_cards(Path(__file__).with_name("cards.toml"), INFO.id)

PLUGINS = card_plugins(
    copper,
    silver,
    gold,
    estate,
    duchy,
    province,
    curse,
    adventurer,
    bureaucrat,
    cellar,
    chancellor,
    chapel,
    council_room,
    feast,
    festival,
    gardens,
    laboratory,
    library,
    market,
    militia,
    mine,
    moat,
    moneylender,
    remodel,
    smithy,
    spy,
    thief,
    throne_room,
    village,
    witch,
    woodcutter,
    workshop,
)

PACK = Pack(info=INFO, cards=CARDS, plugins=PLUGINS, presets={"base": ("base",)})
