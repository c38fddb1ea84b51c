"""The classic game (2000): 8 characters, 54 common and 12 purple districts.

Card data is in ``cards.toml``; each card with behaviour has its own plugin module in
``characters/`` or ``districts/`` named after its id. The preset ``classic`` is defined
here.
"""

from __future__ import annotations

from pathlib import Path

from citadels_rules.pack_api import Pack, PackInfo, Preset, card_plugins, load_cards

from . import rules
from .characters import architect, assassin, bishop, king, magician, merchant, thief, warlord
from .districts import (
    graveyard,
    great_wall,
    haunted_quarter,
    keep,
    laboratory,
    library,
    observatory,
    school_of_magic,
    smithy,
)

INFO = PackInfo(
    id="classic",
    version="1.0",
    name="Citadels (classic, 2000)",
    description="The 8 base characters, 54 common districts and 12 classic purple cards.",
)

CARDS = load_cards(Path(__file__).with_name("cards.toml"), INFO.id)

LINEUP = ("assassin", "thief", "magician", "king", "bishop", "merchant", "architect", "warlord")
COMMONS = tuple(c.id for c in CARDS if c.kind == "district" and c.colour != "purple")
PURPLES = tuple(c.id for c in CARDS if c.kind == "district" and c.colour == "purple")

CLASSIC = Preset(
    id="classic",
    packs=("classic", "house_rules"),
    players=(2, 7),
    pool=tuple((rank, (cid,)) for rank, cid in enumerate(LINEUP, start=1)),
    lineup=LINEUP,
    commons=COMMONS,
    purples=PURPLES,
    variants=("three_player_method_1",),
    bank=30,
    threshold=8,
    thresholds=((2, 10),),
    face_up_first=False,
    description="The classic game: 8 characters, 66 districts, 30 gold, 2-7 players.",
)

PLUGINS = card_plugins(
    assassin,
    thief,
    magician,
    king,
    bishop,
    merchant,
    architect,
    warlord,
    graveyard,
    great_wall,
    haunted_quarter,
    keep,
    laboratory,
    library,
    observatory,
    school_of_magic,
    smithy,
)

PACK = Pack(
    info=INFO,
    cards=CARDS,
    plugins=PLUGINS,
    rules=(("classic:rules", rules),),
    presets=(CLASSIC,),
)
