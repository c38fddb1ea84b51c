"""Card data: what a pack's ``cards.toml`` says of each card (cost, types, stats, VP).

Behaviour lives in the card's plugin module; numbers and names live here, so that a
table of every card (``dominion cards``) needs no plugin code.
"""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

import attrs

from tabletop_engine.errors import PackError

#: The card types of D-1.1, lowercase. A pack declares more in its ``cards.toml``
#: (``types = ["duration"]``, top level): its cards may use them beside these.
TYPES = frozenset({"treasure", "victory", "curse", "action", "attack", "reaction"})

#: Where a card's pile lies when it is not a kingdom or basic card: ``supply`` (an extra
#: pile in every game that needs it, counted by the end condition, like a Potion) or
#: ``nonsupply`` (gained only by the cards that name it, like a Prize).
PILES = ("supply", "nonsupply")


@attrs.frozen
class CardInfo:
    """One card's data: ``cost`` in coins, ``types`` (D-1.1), the printed ``+X`` stats
    (``cards``, ``actions``, ``buys``, ``coins``; a Treasure's ``coins`` is its value),
    printed ``vp``, whether it is a ``kingdom`` card, names and text.

    A pack card that is neither kingdom nor basic has a ``pile``: ``supply`` or
    ``nonsupply`` (:data:`PILES`) holding ``count`` cards (one int, or three: for 2, 3
    and 4 players), set up when one of the kingdom cards ``needed_by`` is in the game
    (empty: when any kingdom card of its pack is). ``declared`` are the types its pack
    declares beyond D-1.1's (``types`` at the top of ``cards.toml``).

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
    pile: str = ""
    count: int | tuple[int, int, int] = 0
    needed_by: tuple[str, ...] = ()
    declared: frozenset[str] = attrs.field(factory=frozenset, eq=False, repr=False)

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

    def is_a(self, kind: str) -> bool:
        """Whether the card has type ``kind`` (a pack's own types too: ``duration``)."""
        return kind in self.types

    def pile_count(self, players: int) -> int:
        """How many cards its pack's own pile holds with ``players`` players."""
        count = self.count
        return count if isinstance(count, int) else count[players - 2]


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
    elif types - TYPES - info.declared:
        known = sorted(TYPES | info.declared)
        out.append(
            f"unknown types {sorted(types - TYPES - info.declared)} (known: {known}; a pack "
            "declares its own at the top of its cards.toml: types = [...])"
        )
    if info.pile not in ("", *PILES):
        out.append(f"pile must be one of {list(PILES)}, not {info.pile!r}")
    count = info.count
    counts: Any = (count,) if _is_int(count) else count
    if not (
        isinstance(counts, tuple)
        and len(counts) == (1 if _is_int(count) else 3)
        and all(_is_int(c) and c >= 0 for c in counts)
    ):
        out.append(f"count must be an int >= 0 or three of them (2, 3, 4 players), not {count!r}")
    if info.pile and info.kingdom:
        out.append("a kingdom card has its pile in the kingdom; give pile only to other cards")
    if not isinstance(info.needed_by, tuple) or not all(isinstance(c, str) for c in info.needed_by):
        out.append(f"needed_by must be a list of card ids, not {info.needed_by!r}")
    return out


#: The keys of a ``[[card]]`` table (``docs/dominion-cards.schema.json``).
KEYS = frozenset(
    {"id", "name", "name_zh", "text", "cost", "types", "kingdom", "cards", "actions", "buys"}
    | {"coins", "vp", "pile", "count", "needed_by"}
)


def load_cards(path: Path, pack: str) -> tuple[CardInfo, ...]:
    """Read a pack's ``cards.toml`` (``[[card]]`` tables); raise :class:`PackError` naming
    the pack and every bad entry."""
    with path.open("rb") as f:
        data = tomllib.load(f)
    out: list[CardInfo] = []
    problems: list[str] = []
    declared = data.get("types", [])
    if not isinstance(declared, list) or not all(isinstance(t, str) and t for t in declared):
        raise PackError(pack, f"types (top level) must be a list of type names, not {declared!r}")
    clash = sorted(TYPES & set(declared))
    if clash:
        raise PackError(pack, f"types {clash} are D-1.1's own: declare only new types")
    known = frozenset(declared)
    top = sorted(set(data) - {"types", "card"})
    if top:
        problems.append(f"unknown top-level keys {top} (known: types, card)")
    for i, row in enumerate(data.get("card", [])):
        cid = row.get("id")
        if not isinstance(cid, str) or not cid:
            problems.append(f"card #{i}: missing id")
            continue
        unknown = sorted(set(row) - KEYS)
        if unknown:  # a misspelt stat would be silently 0
            problems.append(f"card {cid!r}: unknown keys {unknown} (known: {sorted(KEYS)})")
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
                pile=row.get("pile", ""),
                count=_count(row.get("count", 0)),
                needed_by=_ids(row.get("needed_by", [])),
                declared=known,
            )
        except PackError as exc:  # every bad card of the file in one error
            problems.append(str(exc).removeprefix(f"pack {pack!r}: "))
            continue
        out.append(info)
    if problems:
        raise PackError(pack, "; ".join(problems))
    return tuple(out)


def _count(value: Any) -> Any:
    """A TOML ``count`` as :class:`CardInfo` holds it (a list becomes a tuple)."""
    return tuple(value) if isinstance(value, list) else value


def _ids(value: Any) -> Any:
    return tuple(value) if isinstance(value, list) else value
