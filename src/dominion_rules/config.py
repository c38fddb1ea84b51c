"""``GameConfig``: everything that fixes a game before the first move."""

from __future__ import annotations

from typing import Any

import attrs

#: The seed's first-game kingdom (D-2.4), the default of :attr:`GameConfig.kingdom`.
FIRST_GAME: tuple[str, ...] = (
    "cellar",
    "market",
    "militia",
    "mine",
    "moat",
    "remodel",
    "smithy",
    "village",
    "woodcutter",
    "workshop",
)

#: House rules a config may name (D-10): R1E's 20 Curses with 3 players (D-1.3a) and
#: discard-pile sizes in views (D-8.5).
VARIANTS: frozenset[str] = frozenset({"curses_20_for_3", "open_discard_size"})


def _tuple(value: Any) -> tuple[Any, ...]:
    return tuple(value)


@attrs.frozen
class GameConfig:
    """A game's settings: ``players`` (2..4), ``seed``, the 10 ``kingdom`` card ids
    (default: the first-game set, D-2.4), ``preset`` (``"base"``), house-rule
    ``variants`` and player ``names``. ``seed`` is None only in views, where it is
    hidden (:mod:`dominion_rules.views`). Checked by :func:`~dominion_rules.new_game`,
    which raises :class:`~dominion_rules.ConfigError` listing every problem."""

    players: int = 2
    seed: int | None = 0
    kingdom: tuple[str, ...] = attrs.field(default=FIRST_GAME, converter=_tuple)
    preset: str = "base"
    variants: tuple[str, ...] = attrs.field(default=(), converter=_tuple)
    names: tuple[str, ...] = attrs.field(default=(), converter=_tuple)

    def name_of(self, seat: int) -> str:
        """The player's name, or ``"P<seat>"``."""
        return self.names[seat] if seat < len(self.names) else f"P{seat}"
