"""The lab for Dominion: the agents a tournament or the balance lab names (:data:`AGENTS`),
the generated "Big Money + X" bot of any kingdom card (:class:`BigMoneyPlus`, a pack's
too), and one game of a tournament (:func:`play_game`, what
:mod:`tabletop_engine.tournament` calls in every worker process).

Agents: ``random``, ``bm`` (``bigmoney``), ``smithy`` (``smithybm``), ``greedy``,
``search`` (:class:`~dominion_rules.SearchAgent`), ``bm+CARD`` (:class:`BigMoneyPlus` of
any kingdom card: ``bm+witch``), and with the ``openspiel`` extra OpenSpiel's ``ismcts``
and ``mcts`` through the bridge; ``NAME@N`` gives N simulations per decision, ``NAME@Xs``
X seconds (:func:`tabletop_engine.lab_cli.parse_agent`); ``policy:package.module:name`` (or
``policy:model.zip``, a saved MaskablePPO) a trained policy (:mod:`dominion_rules.policy`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import attrs

from tabletop_engine.actions import Action
from tabletop_engine.lab_cli import AgentBook

from .agents import (
    BigMoneyAgent,
    GreedyAgent,
    PriorityAgent,
    RandomAgent,
    SeatView,
    SmithyBigMoneyAgent,
)
from .config import GameConfig
from .kingdoms import kingdoms
from .packs import ruleset_for
from .records import play
from .reducer import new_game
from .scoring import winners
from .search import SearchAgent


class BigMoneyPlus(PriorityAgent):
    """ "Big Money + X", generated for any kingdom card ``card`` of ``preset`` (the
    simulators' yardstick of a card: how much it adds to the plainest strategy).

    Buys, first rule that applies: a Province; a Duchy when 4 Provinces or fewer are
    left; an Estate when 2 or fewer; ``card`` when it holds fewer copies than its cap
    (one, a second from its 5th turn, a third from its 10th; non-terminal Actions
    (+Actions) and non-Actions up to twice that) and, for a card costing less than 6,
    when it cannot buy a Gold; a Gold; a Silver. ``card`` None is the same bot without a
    card (``bm+none``): the yardstick a card is measured against, so that the endgame
    rules (Duchy, Estate) are not counted as the card's. Plays ``card`` whenever it can (an
    Action), decisions as every priority bot answers them. It counts the copies it
    bought per seat (reset at the seat's first turn), as :class:`SmithyBigMoneyAgent`
    does.
    """

    def __init__(self, card: str | None, preset: str = "base") -> None:
        self.card = card
        self._bought: dict[int, int] = {}
        buy: list[Any] = [
            "province",
            ("duchy", lambda me: me.left("province") <= 4),
            ("estate", lambda me: me.left("province") <= 2),
        ]
        play: tuple[str, ...] = ()
        if card is not None:
            info = ruleset_for(preset).cards.get(card)
            if info is None or not info.kingdom:
                raise ValueError(f"no kingdom card {card!r} in preset {preset!r}")
            self._cost = info.cost
            self._wide = (not info.is_action) or info.actions > 0
            buy.append((card, self._wants))
            play = (card,) if info.is_action else ()
        buy += ["gold", "silver"]
        super().__init__(buy=buy, play=play)

    def __repr__(self) -> str:
        return f"BigMoneyPlus({self.card!r})"

    def _cap(self, me: SeatView) -> int:
        cap = 1 + (me.my_turns >= 4) + (me.my_turns >= 9)
        return 2 * cap if self._wide else cap

    def _wants(self, me: SeatView) -> bool:
        bought = self._bought.get(me.seat, 0)
        if bought >= self._cap(me):
            return False
        if self._cost < 6 and me.can_buy("gold"):
            return False
        self._bought[me.seat] = bought + 1
        return True

    def _start(self, seat: int, turn: Any, turns: tuple[int, ...]) -> None:
        """At the seat's first action phase, a new game: no copy bought yet."""
        if turn is not None and turn.seat == seat and turns[seat] == 0 and turn.phase == "action":
            self._bought[seat] = 0

    def decide(self, me: SeatView, rng: Any) -> Action:
        self._start(me.seat, me.turn, me.turns)
        return super().decide(me, rng)

    def act(self, view: Any, legal_actions: Any, rng: Any) -> Action:
        if view is not None:
            self._start(view.seat, view.turn, view.turns)
        return super().act(view, legal_actions, rng)


def big_money_plus(name: str) -> Callable[[Any], Any] | None:
    """The factory of ``bm+CARD`` (None for another name or a card that is not a kingdom
    card of the base preset); ``bm+none`` is :class:`BigMoneyPlus` without a card."""
    if not name.startswith("bm+"):
        return None
    card = name[3:]
    if card == "none":
        return lambda config: BigMoneyPlus(None)
    info = ruleset_for("base").cards.get(card)
    if info is None or not info.kingdom:
        return None
    return lambda config: BigMoneyPlus(card)


_GAMES: dict[GameConfig, Any] = {}


def spiel_game(config: GameConfig) -> Any:
    """The bridged pyspiel game of ``config``'s players and kingdom (one per process)."""
    key = attrs.evolve(config, seed=0, names=())
    if key not in _GAMES:
        from .openspiel import load_game

        _GAMES[key] = load_game(players=config.players, kingdom=",".join(config.kingdom))
    return _GAMES[key]


def _search(**options: Any) -> SearchAgent:
    return SearchAgent(**options)


def _policy_agent(policy: Any, config: GameConfig) -> Any:
    from .policy import policy_agent

    return policy_agent(policy, config.players, kingdom=config.kingdom, variants=config.variants)


#: The agents the lab's commands name.
AGENTS = AgentBook(
    {
        "random": RandomAgent,
        "bm": BigMoneyAgent,
        "bigmoney": BigMoneyAgent,
        "smithy": SmithyBigMoneyAgent,
        "smithybm": SmithyBigMoneyAgent,
        "greedy": GreedyAgent,
    },
    {"search": _search},
    spiel_game,
    generated=big_money_plus,
    generated_help="bm+CARD (Big Money + any kingdom card; bm+none: without a card)",
    policy_agent=_policy_agent,
)


def play_game(
    config: GameConfig, lineup: tuple[str, ...], seed: int
) -> tuple[tuple[int, ...], tuple[float, ...]]:
    """One game of a tournament: ``lineup`` names each seat's agent; the winners and every
    seat's VP."""
    game = attrs.evolve(config, seed=seed)
    record = play(game, [AGENTS.make(name, game) for name in lineup])
    return tuple(winners(record.final_state)), tuple(float(s.total) for s in record.scores)


# -- the balance lab ---------------------------------------------------------------------


@attrs.frozen
class Side:
    """One side of a card's measurement: the ``config`` (players, kingdom) and the agent
    that plays each seat in turn (``holder``: ``bm+CARD``, or on the side without it
    ``bm`` or ``bm+OTHER``)."""

    config: GameConfig
    holder: str


def kingdom_with(cards: tuple[str, ...], base: tuple[str, ...] | None = None) -> tuple[str, ...]:
    """A kingdom holding ``cards``: ``cards`` then the first cards of ``base`` (default:
    the first-game set) up to 10."""
    base = base or kingdoms()["first_game"]
    rest = [c for c in base if c not in cards]
    return (*cards, *rest)[:10]


def balance_sides(
    card: str, against: str | None = None, players: int = 2, kingdom: tuple[str, ...] | None = None
) -> tuple[Side, Side]:
    """The two sides of ``card``'s measurement: Big Money + ``card``
    (:class:`BigMoneyPlus`) at each seat in turn, against the same bot without a card
    (``bm+none``; or Big Money + ``against``) at the same seat of the same seed; the
    other seats are played by the population. The kingdom holds the card(s) (:func:`kingdom_with`).
    :class:`ConfigError` for a card that is not a kingdom card."""
    from tabletop_engine.errors import ConfigError

    for c in (card, against):
        if c is not None and big_money_plus(f"bm+{c}") is None:
            raise ConfigError(
                f"{c!r} is not a kingdom card of the base game (see `dominion cards`)"
            )
    cards = (card,) if against is None else (card, against)
    config = GameConfig(players=players, kingdom=kingdom_with(cards, kingdom))
    new_game(config)
    return Side(config, f"bm+{card}"), Side(config, f"bm+{against}" if against else "bm+none")


def province_turn(record: Any, seat: int, provinces: int = 4) -> int | None:
    """The turn (1, 2, ...) in which ``seat`` bought its ``provinces``-th Province, or
    None."""
    turn, bought = 1, 0
    for action in record.actions:
        if action.actor != seat:
            continue
        if action.kind == "buy" and action.params.get("card") == "province":
            bought += 1
            if bought == provinces:
                return turn
        elif action.kind == "end_turn":
            turn += 1
    return None


def play_pair(with_side: Side, without_side: Side, agents: tuple[str, ...], seed: int) -> list[Any]:
    """One seed of a measurement: for each seat, the game with the holder's bot there and
    the game without (the population at the other seats); a
    :class:`~tabletop_engine.balance.Pair` per seat. Its lines: the VP lines and
    ``"turn of the 4th Province"`` (the last turn played when it never got there)."""
    from tabletop_engine.balance import Pair, score_lines

    out = []
    for seat in range(len(agents)):
        lines = []
        won = []
        for side in (with_side, without_side):
            lineup = list(agents)
            lineup[seat] = side.holder
            config = attrs.evolve(side.config, seed=seed)
            record = play(config, [AGENTS.make(a, config) for a in lineup])
            final = record.final_state
            got = province_turn(record, seat)
            line = score_lines(record.scores[seat])
            line["turn of the 4th Province"] = float(got if got is not None else final.turns[seat])
            lines.append(line)
            won.append(seat in winners(final))
        out.append(Pair(seed, seat, won[0], won[1], lines[0], lines[1]))
    return out


__all__ = [
    "AGENTS",
    "BigMoneyPlus",
    "Side",
    "balance_sides",
    "big_money_plus",
    "kingdom_with",
    "play_game",
    "play_pair",
    "province_turn",
    "spiel_game",
]
