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
    printed ``vp``, whether it is a ``kingdom`` card, names and text.

    Checked when made (:func:`card_problems`): a cost or a ``+X`` stat that is not an
    int >= 0, or a type D-1.1 does not know, raises :class:`PackError` naming the pack
    (``pack``, ``'?'`` when not given) and the card, there and then -- not a game later,
    where a cost of -2 would make buying the card *add* 2 coins."""

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

    def __attrs_post_init__(self) -> None:
        problems = card_problems(self)
        if problems:
            raise PackError(self.pack or "?", f"card {self.id!r}: {'; '.join(problems)}")

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

#: The fields that may not be negative: the cost (D-4.11's "costing up to" and a buy's
#: price, D-5.2) and the printed ``+X`` stats. ``vp`` may (a Curse is worth -1).
_COUNTS = ("cost", "cards", "actions", "buys", "coins")


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def card_problems(info: CardInfo) -> list[str]:
    """What is wrong with one card's data (empty: nothing): numbers that are not ints
    (a bool is not one), a negative cost or stat, types D-1.1 does not know, no id.
    Run on every :class:`CardInfo` made, so that a pack's bad value is blamed on the
    pack and the card when the pack loads."""
    out = []
    if not isinstance(info.id, str) or not info.id:
        out.append(f"the id must be a non-empty str, not {info.id!r}")
    for name in _INT_FIELDS:
        value = getattr(info, name)
        if not _is_int(value):
            out.append(f"{name} must be an int, not {value!r}")
        elif name in _COUNTS and value < 0:
            out.append(f"{name} must be >= 0, not {value}")
    types = info.types
    if not isinstance(types, frozenset) or not all(isinstance(t, str) for t in types):
        out.append(f"types must be a set of type names, not {types!r}")
    elif types - TYPES:
        out.append(f"unknown types {sorted(types - TYPES)} (known: {sorted(TYPES)})")
    return out


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
        if not isinstance(types, list) or not all(isinstance(t, str) for t in types):
            problems.append(f"card {cid!r}: types must be a list of type names, not {types!r}")
            continue
        try:
            info = CardInfo(
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
        except PackError as exc:  # every bad card of the file in one error
            problems.append(str(exc).removeprefix(f"pack {pack!r}: "))
            continue
        out.append(info)
    if problems:
        raise PackError(pack, "; ".join(problems))
    return tuple(out)
