"""Card data: what a pack's ``cards.toml`` says of each card (cost, types, stats, VP).

Behaviour lives in the card's plugin module; numbers and names live here, so that a
table of every card (``dominion cards``) needs no plugin code.
"""

from __future__ import annotations

import tomllib
from pathlib import Path

import attrs

from tabletop_engine.errors import PackError

#: The card types of D-1.1, lowercase.
TYPES = frozenset({"treasure", "victory", "curse", "action", "attack", "reaction"})


@attrs.frozen
class CardInfo:
    """One card's data: ``cost`` in coins, ``types`` (D-1.1), the printed ``+X`` stats
    (``cards``, ``actions``, ``buys``, ``coins``; a Treasure's ``coins`` is its value),
    printed ``vp``, whether it is a ``kingdom`` card, names and text."""

    id: str
    name: str
    cost: int
    types: frozenset[str]
    kingdom: bool = False
    cards: int = 0
    actions: int = 0
    buys: int = 0
    coins: int = 0
    vp: int = 0
    name_zh: str = ""
    text: str = ""
    pack: str = ""

    @property
    def is_action(self) -> bool:
        """Whether it is an Action card (playable in the action phase, D-3.2)."""
        return "action" in self.types

    @property
    def is_treasure(self) -> bool:
        """Whether it is a Treasure (playable in the buy phase, D-5.1)."""
        return "treasure" in self.types

    @property
    def is_victory(self) -> bool:
        """Whether it is a Victory card (Curse is not, dominion-bureaucrat-3)."""
        return "victory" in self.types

    @property
    def is_attack(self) -> bool:
        """Whether it is an Attack (Moat's trigger, dominion-moat-1)."""
        return "attack" in self.types


_INT_FIELDS = ("cost", "cards", "actions", "buys", "coins", "vp")


def load_cards(path: Path, pack: str) -> tuple[CardInfo, ...]:
    """Read a pack's ``cards.toml`` (``[[card]]`` tables); raise :class:`PackError` naming
    the pack and every bad entry."""
    with path.open("rb") as f:
        data = tomllib.load(f)
    out: list[CardInfo] = []
    problems: list[str] = []
    for i, row in enumerate(data.get("card", [])):
        cid = row.get("id")
        if not isinstance(cid, str) or not cid:
            problems.append(f"card #{i}: missing id")
            continue
        types = row.get("types", [])
        unknown = set(types) - TYPES
        if unknown:
            problems.append(f"card {cid!r}: unknown types {sorted(unknown)}")
        bad = [k for k in _INT_FIELDS if not isinstance(row.get(k, 0), int)]
        if bad:
            problems.append(f"card {cid!r}: {', '.join(bad)} must be ints")
        if problems:
            continue
        out.append(
            CardInfo(
                id=cid,
                name=row.get("name", cid),
                cost=row.get("cost", 0),
                types=frozenset(types),
                kingdom=bool(row.get("kingdom", False)),
                cards=row.get("cards", 0),
                actions=row.get("actions", 0),
                buys=row.get("buys", 0),
                coins=row.get("coins", 0),
                vp=row.get("vp", 0),
                name_zh=row.get("name_zh", ""),
                text=row.get("text", ""),
                pack=pack,
            )
        )
    if problems:
        raise PackError(pack, "; ".join(problems))
    return tuple(out)
