"""pyminion (PyPI ``pyminion``), run as its README runs bots: ``Game(players, expansions,
kingdom_cards=...).play()`` with the bots it ships, ``BigMoney`` and ``BigMoneySmithy``
(``pyminion/bots/examples``). ``log_stdout=False`` and ``random_order=False`` (seat 0
first, so seats alternate as ours do); the global ``random`` is seeded per game.

pyminion's ``__init__`` sets the root logger to INFO, so every ``logger.info(f"...")`` of
its game loop formats its message and builds a record even with no handler. Users who
want speed turn that off with one line, ``logging.getLogger().setLevel(logging.WARNING)``;
:func:`quiet` does exactly that and the benchmark says so. ``SHIPPED`` plays with the
level it ships with (INFO), for reference.

Its ``BigMoneySmithy`` buys a Smithy whenever it has exactly 4 coins (no cap), unlike
ours (one Smithy on turns 1-2, a second from turn 5): the Smithy-BM results differ.
"""

from __future__ import annotations

import logging
import random
from typing import Any

from peers import Outcome

NAME = "pyminion"

_mod: dict[str, Any] = {}


def available() -> str | None:
    """None when pyminion imports (its root-logger level is then set to WARNING)."""
    try:
        from pyminion.bots.examples.big_money import BigMoney
        from pyminion.bots.examples.big_money_smithy import BigMoneySmithy
        from pyminion.expansions.base import base_set, smithy
        from pyminion.game import Game
    except ImportError as exc:  # the bench extra is not installed
        return f"cannot import pyminion ({exc}); pip install -e '.[bench]'"
    quiet()
    _mod.update(BigMoney=BigMoney, BigMoneySmithy=BigMoneySmithy, base_set=base_set, smithy=smithy)
    _mod["Game"] = Game
    return None


def quiet() -> None:
    """Undo pyminion's import-time ``setLevel(INFO)`` of the root logger."""
    logging.getLogger().setLevel(logging.WARNING)


def play(seed: int, smithy_seat: int | None) -> Outcome:
    """One headless game: Big Money (or ``BigMoneySmithy`` in ``smithy_seat``)."""
    random.seed(seed)
    players = [_mod["BigMoney"](player_id="p0"), _mod["BigMoney"](player_id="p1")]
    if smithy_seat is not None:
        players[smithy_seat] = _mod["BigMoneySmithy"](player_id=f"p{smithy_seat}")
    game = _mod["Game"](
        players=list(players),
        expansions=[_mod["base_set"]],
        kingdom_cards=[_mod["smithy"]],
        random_order=False,
        log_stdout=False,
    )
    result = game.play()
    winners = tuple(i for i, p in enumerate(players) if p in result.winners)
    return Outcome(winners, max(p.turns for p in players))


class Shipped:
    """pyminion with the root logger at INFO, as its import leaves it (the
    ``pyminion-shipped`` contender): the level is restored to WARNING after each game."""

    NAME = "pyminion-shipped"

    @staticmethod
    def available() -> str | None:
        """As :func:`available`."""
        return available()

    @staticmethod
    def play(seed: int, smithy_seat: int | None) -> Outcome:
        """:func:`play` with the root logger at INFO."""
        root = logging.getLogger()
        root.setLevel(logging.INFO)
        try:
            return play(seed, smithy_seat)
        finally:
            root.setLevel(logging.WARNING)
