"""Bank variants (C-3.1): ``bank_35`` (35 coins) and ``bank_unlimited`` (R16).

``bank_unlimited`` is how edition_2016 and fan have an unlimited bank (their presets'
default): switched off there (``-bank_unlimited``), the bank is the classic one, 30
coins (C-3.1 gives no finite size for those presets).
"""

from __future__ import annotations

from typing import Any

from citadels_rules.pack_api import hookimpl


class _Bank:
    def __init__(self, size: float) -> None:
        self.size = size

    @hookimpl
    def citadels_bank(self, config: Any, value: int | None) -> float:
        return self.size


bank_35 = _Bank(35)
bank_unlimited = _Bank(float("inf"))
