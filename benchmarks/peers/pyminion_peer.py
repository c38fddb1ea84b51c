"""pyminion (PyPI ``pyminion``), run as its README runs bots: ``Game(players, expansions,
kingdom_cards=...).play()`` with the Big Money bot it ships (``BigMoney``,
``pyminion/bots/examples/big_money.py``: Province at 8, Gold at 6-7, Silver at 3-5, as
ours). ``log_stdout=False`` and ``random_order=False`` (seat 0 first, so seats alternate
as ours do); the global ``random`` is seeded per game.

pyminion's ``__init__`` sets the root logger to INFO, so every ``logger.info(f"...")`` of
its game loop formats its message and builds a record even with no handler. Users who
want speed turn that off with one line, ``logging.getLogger().setLevel(logging.WARNING)``;
:func:`quiet` does exactly that and the benchmark says so. ``SHIPPED`` plays with the
level it ships with (INFO), for reference.

Its shipped ``BigMoneySmithy`` buys a Smithy whenever it has exactly 4 coins, with no
cap; ours buys one on turns 1-2 and a second from turn 5, at 4-5 coins. So that every
engine plays the same strategy, Smithy-BM here is its ``BigMoneySmithyDecider`` with
``buy_priority`` changed to our rule (a few lines, as its users write bots).
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
        from pyminion.bots.bot import Bot
        from pyminion.bots.examples.big_money import BigMoney
        from pyminion.bots.examples.big_money_smithy import BigMoneySmithyDecider
        from pyminion.expansions.base import base_set, smithy
        from pyminion.game import Game
    except ImportError as exc:  # the bench extra is not installed
        return f"cannot import pyminion ({exc}); pip install -e '.[bench]'"
    quiet()
    if not _mod:
        _mod.update(BigMoney=BigMoney, base_set=base_set, smithy=smithy, Game=Game)
        _mod["SmithyBigMoney"] = _smithy_bot(Bot, BigMoneySmithyDecider, smithy)
    return None


def _smithy_bot(bot: Any, decider: Any, smithy: Any) -> Any:
    """pyminion's Smithy-BM bot with our buy rule for Smithies."""
    from pyminion.expansions.base import gold, province, silver

    class Decider(decider):
        def buy_priority(self, player: Any, game: Any) -> Any:
            money = player.state.money
            if money >= 8:
                yield province
            if money >= 6:
                yield gold
            if 4 <= money < 6:
                done = player.turns - 1  # turns before this one
                have = player.get_card_count(smithy)
                if (have == 0 and done < 2) or (have == 1 and done >= 4):
                    yield smithy
            if money >= 3:
                yield silver

    def make(player_id: str) -> Any:
        return bot(decider=Decider(), player_id=player_id)

    return make


def quiet() -> None:
    """Undo pyminion's import-time ``setLevel(INFO)`` of the root logger."""
    logging.getLogger().setLevel(logging.WARNING)


def play(seed: int, smithy_seat: int | None) -> Outcome:
    """One headless game: Big Money (or Smithy-BM in ``smithy_seat``)."""
    random.seed(seed)
    players = [_mod["BigMoney"](player_id="p0"), _mod["BigMoney"](player_id="p1")]
    if smithy_seat is not None:
        players[smithy_seat] = _mod["SmithyBigMoney"](player_id=f"p{smithy_seat}")
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
