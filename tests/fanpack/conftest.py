"""Registers the scratch fan pack (``scratch_fan/``) in-process for these tests only:
the pack table is restored afterwards, so the rest of the suite never sees it."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from citadels_rules.game import packs as packs_module
from citadels_rules.game.ruleset import clear_cache
from citadels_rules.pack_api import register_pack


@pytest.fixture(scope="package", autouse=True)
def scratch_fan_pack() -> Iterator[str]:
    """The pack, registered (its id)."""
    from scratch_fan import PACK

    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(packs_module, "_PACKS", dict(packs_module.installed_packs()))
        register_pack(PACK)
        clear_cache()
        yield PACK.id
    clear_cache()
