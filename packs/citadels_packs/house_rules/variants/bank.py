"""Bank variants (C-3.1): ``bank_35`` (35 coins) and ``bank_unlimited`` (R16)."""

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
