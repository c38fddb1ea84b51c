"""Deck variants (C-2.2, rules/variants.md A and D): which purple districts a deck holds
and how many common ones.

``all_new_purples`` (the preset's every optional unique district: 30 in edition_2016),
``all_purples`` (every old and new official purple), ``keep_two_copies``,
``double_common_decks`` (a second common set, ids ``<id>_2``, counting as other names)
and the ``restore_*`` variants (an old-only card in a new-edition deck). The deck hooks
are ``tryfirst``, so that a card they add still has its say (the Graveyard leaving with
the Diplomat, the Hospital without the Assassin: C-2.3), and run in this module's order.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

import attrs

from citadels_rules.pack_api import CardInfo, VariantInfo, hookimpl, presets

#: The packs of the official sets: classic, Dark City and the 2016 edition (not a fan's).
OFFICIAL = ("classic", "dark_city", "edition_2016")
#: The presets where an old-only card can be restored (classic has only the Graveyard).
NEW = ("dark_city", "edition_2016", "fan")
#: The card whose copies ``keep_two_copies`` sets to two.
KEEP = "keep"


def _add(value: tuple[str, ...], cards: Mapping[str, CardInfo], ids: Iterable[str]) -> tuple:
    """``value`` plus every copy of each id of ``ids`` that it lacks."""
    have = set(value)
    extra = tuple(d for d in ids if d in cards and d not in have for _ in range(cards[d].count))
    return (*value, *extra) if extra else value


def _two_keeps(value: tuple[str, ...]) -> tuple[str, ...] | None:
    """``value`` with a second Keep where it holds one (the classic set's count)."""
    return (*value, KEEP) if value.count(KEEP) == 1 else None


class Cost:
    """A cost variant: district ``card`` costs ``cost`` (its price, its rank-8 costs, its
    points); nothing where it already does, or without a cost."""

    def __init__(self, card: str, cost: int | None) -> None:
        self.card = card
        self.cost = cost

    @hookimpl
    def citadels_cards(self, value: Mapping[str, CardInfo]) -> Mapping[str, CardInfo] | None:
        info = value.get(self.card)
        if self.cost is None or info is None or info.cost == self.cost:
            return None
        return {**value, self.card: attrs.evolve(info, cost=self.cost)}


class Restore(Cost):
    """``restore_<card>``: that old-only card joins a deck built from the new set, at
    ``cost`` if given (the Lighthouse at 5); its own deck rules still apply (C-2.3)."""

    def __init__(self, card: str, cost: int | None = None) -> None:
        super().__init__(card, cost)

    @hookimpl(tryfirst=True)
    def citadels_deck(self, cards: Mapping[str, CardInfo], value: tuple) -> tuple:
        return _add(value, cards, (self.card,))


class AllNewPurples:
    """``all_new_purples``: every optional unique district of the preset, not 14."""

    @hookimpl(tryfirst=True)
    def citadels_deck(self, config: Any, cards: Mapping[str, CardInfo], value: tuple) -> tuple:
        return _add(value, cards, presets()[config.preset].optional_districts)

    @hookimpl
    def citadels_check_config(self, config: Any) -> list[str] | None:
        if not config.districts:
            return None
        return ["all_new_purples puts every unique district in the deck: leave districts= empty"]


class AllPurples:
    """``all_purples``: every purple district of the official sets in play, 38 cards
    with the Keep twice (variants.md #11) -- also where the card data is the 2016 set's
    single Keep (edition_2016). It implies the ``restore_*`` variants (variants.md
    69-74), so the Lighthouse costs 5."""

    lighthouse = Restore("lighthouse", 5)

    @hookimpl(tryfirst=True)
    def citadels_deck(self, cards: Mapping[str, CardInfo], value: tuple) -> tuple:
        purples = (c.id for c in cards.values() if c.colour == "purple" and c.pack in OFFICIAL)
        deck = _add(value, cards, purples)
        return _two_keeps(deck) or deck

    @hookimpl
    def citadels_cards(self, value: Mapping[str, CardInfo]) -> Mapping[str, CardInfo] | None:
        return self.lighthouse.citadels_cards(value)


class KeepTwoCopies:
    """``keep_two_copies``: a deck holding one Keep holds two (the classic set's count)."""

    @hookimpl(tryfirst=True)
    def citadels_deck(self, value: tuple) -> tuple | None:
        return _two_keeps(value)


class DoubleCommonDecks:
    """``double_common_decks``: a second set of the preset's common districts, each
    ``<id>_2`` (another name, districts.md § 1) with the same colour, cost and copies."""

    @hookimpl
    def citadels_cards(self, config: Any, value: Mapping[str, CardInfo]) -> dict:
        second = {}
        for cid in presets()[config.preset].commons:
            info = value[cid]
            name_zh = f"{info.name_zh}（二）" if info.name_zh else ""
            second[f"{cid}_2"] = attrs.evolve(
                info, id=f"{cid}_2", name=f"{info.name} II", name_zh=name_zh
            )
        return {**value, **second}

    @hookimpl(tryfirst=True)
    def citadels_deck(self, config: Any, cards: Mapping[str, CardInfo], value: tuple) -> tuple:
        return _add(value, cards, (f"{cid}_2" for cid in presets()[config.preset].commons))


def _restore(
    card: str, name: str, source: str, cost: int | None = None, where: tuple[str, ...] = NEW
) -> VariantInfo:
    return VariantInfo(
        f"restore_{card}",
        f"keep the {name} (an old-only card) in new-edition decks"
        + (f", at cost {cost}" if cost else ""),
        Restore(card, cost),
        source=f"004 deleted ({source})",
        presets=where,
        why_not=f"the {name} is a Dark City card, not in this preset's packs" if where else "",
        base=("classic", "dark_city") if card == "graveyard" else ("dark_city",),
    )


VARIANTS = (
    VariantInfo(
        "all_new_purples",
        "the deck holds all 30 unique districts instead of 14",
        AllNewPurples(),
        source="004 purple list (新版有30張); R16 plays with 14",
        presets=("edition_2016",),
        why_not="only the 2016 edition chooses 14 of its 30 unique districts",
    ),
    VariantInfo(
        "all_purples",
        "the deck holds every old and new purple district",
        AllPurples(),
        source="004 purple list, 004-Q30",
        packs=("dark_city", "edition_2016"),
    ),
    _restore("lighthouse", "Lighthouse", "燈塔", cost=5),
    _restore("throne_room", "Throne Room", "王座廳"),
    _restore("hospital", "Hospital", "醫院"),
    _restore("graveyard", "Graveyard", "墓地", where=()),
    _restore("bell_tower", "Bell Tower", "鐘塔"),
    _restore("ballroom", "Ballroom", "舞廳"),
    VariantInfo(
        "keep_two_copies",
        "the deck holds two Keeps (the classic count; the 2016 set has one)",
        KeepTwoCopies(),
        source="000 district list; 004 purple list",
        base=("classic", "dark_city"),
    ),
    VariantInfo(
        "double_common_decks",
        "a second set of common districts, ids <id>_2, counting as other names",
        DoubleCommonDecks(),
        source="004 purple list (兩副牌的名稱建議為不一樣)",
    ),
)
