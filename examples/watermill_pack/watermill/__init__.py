"""An example fan pack made from scratch: the Watermill, and a preset that uses it.

Install it next to citadels_rules (``pip install examples/watermill_pack``) and play
``GameConfig(preset="classic_watermill")``; or call :func:`register` to use it without
installing (tests, notebooks).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from citadels_rules.pack_api import (
    BANK,
    GameState,
    Pack,
    PackInfo,
    Preset,
    Transfer,
    hookimpl,
    load_cards,
    owns,
)

INFO = PackInfo(
    id="watermill",
    version="0.1.0",
    name="Watermill (example fan pack)",
    description="One purple district that rewards a turn without building.",
    requires=("classic",),
)
CARDS = load_cards(Path(__file__).with_name("cards.toml"), INFO.id)


class Watermill:
    """fan.watermill: +1 gold at the end of a turn in which its owner built nothing."""

    ID = "fan.watermill"

    @hookimpl
    def citadels_turn_end(self, state: GameState, seat: int) -> list[Any] | None:
        turn = state.turn
        if not owns(state, seat, self.ID) or turn is None or turn.builds:
            return None
        return [Transfer(BANK, seat, 1)]


def _classic_watermill() -> Preset:
    import attrs

    from citadels_packs.classic import CLASSIC

    return attrs.evolve(
        CLASSIC,
        id="classic_watermill",
        packs=(*CLASSIC.packs, INFO.id),
        purples=(*CLASSIC.purples, Watermill.ID),
        description="The classic game with the Watermill in the deck.",
    )


PACK = Pack(
    info=INFO,
    cards=CARDS,
    plugins={Watermill.ID: Watermill()},
    presets=(_classic_watermill(),),
)


def register() -> None:
    """Make the pack available without installing it."""
    from citadels_rules.game.packs import installed_packs, register_pack

    if INFO.id not in installed_packs():
        register_pack(PACK)
