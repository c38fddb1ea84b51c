"""``Table``: set up a scenario by naming each seat's cards.

>>> from dominion_rules.testing import Table
>>> t = Table(players=2, seed=3)
>>> t.seat(0, hand=("smithy", "copper"), deck=("gold", "estate", "silver"), discard=())
>>> state = t.turn_of(0)
>>> state.players[0].hand, state.turn.actions
(('smithy', 'copper'), 1)

Zones given to :meth:`Table.seat` (even ``()``) are exactly those. A seat's unnamed
starting cards fill its hand (up to 5) when the hand is not given, then its deck when
the deck is not given; the rest leave the game (so a seat whose hand and deck are given
gets no other card; a discard pile holds only the cards named). Cards named come out
of that seat's starting cards first, then the supply; the Table never creates a card.
:meth:`Table.trash` and :meth:`Table.supply` act in call order, after the seats.

For a pack, ``Table(preset="mypack")``: its cards are known, and the kingdom is the
kingdom cards named completed from the preset's own pool (its packs' kingdom cards in
``cards.toml`` order, the first-game set of the base game when it is one of them). A
seat's ``mats`` and ``tokens`` (a pack's) are given with :meth:`Table.seat` too; mat
cards come from the seat's starting cards, the supply, or a pile outside the supply.
"""

from __future__ import annotations

from typing import Any

from tabletop_engine.params import EMPTY, Params
from tabletop_engine.scenario import CardSource

from ..config import FIRST_GAME, GameConfig
from ..kingdoms import BASE_KINGDOM
from ..packs import ruleset_for
from ..reducer import new_game
from ..state import Cards, GameState, PlayerState, TurnState

_ZONES = ("hand", "deck", "discard", "in_play", "set_aside")


class Table:
    """A scenario under construction (see the module docstring)."""

    def __init__(
        self,
        players: int = 2,
        seed: int = 0,
        kingdom: tuple[str, ...] | None = None,
        variants: tuple[str, ...] = (),
        preset: str = "base",
    ) -> None:
        self.players = players
        self.seed = seed
        self.kingdom = kingdom
        self.variants = tuple(variants)
        self.preset = preset
        self._seats: dict[int, dict[str, Cards]] = {}
        self._mats: dict[int, dict[str, Cards]] = {}
        self._tokens: dict[int, dict[str, int]] = {}
        self._ops: list[tuple[str, Any]] = []

    def seat(
        self,
        seat: int,
        *,
        mats: dict[str, Cards] | None = None,
        tokens: dict[str, int] | None = None,
        **zones: Cards,
    ) -> None:
        """Give ``seat`` exactly these zones (``hand``, ``deck`` top first, ``discard``
        top last, ``in_play``, ``set_aside``), and a pack's ``mats`` (``{mat: cards}``)
        and ``tokens`` (``{name: n}``)."""
        bad = set(zones) - set(_ZONES)
        if bad:
            raise ValueError(f"unknown zones {sorted(bad)} (known: {_ZONES})")
        self._seats.setdefault(seat, {}).update({k: tuple(v) for k, v in zones.items()})
        if mats:
            self._mats.setdefault(seat, {}).update({k: tuple(v) for k, v in mats.items()})
        if tokens:
            self._tokens.setdefault(seat, {}).update(tokens)

    def supply(self, card: str, n: int) -> None:
        """Leave ``n`` cards in pile ``card`` (at most what it holds then)."""
        self._ops.append(("supply", (card, n)))

    def trash(self, cards: tuple[str, ...]) -> None:
        """Put ``cards`` (taken from the supply) into the trash."""
        self._ops.append(("trash", tuple(cards)))

    def config(self) -> GameConfig:
        """The game's config: the kingdom given, or the kingdom cards named in the seats
        and trash completed from the first-game set (then the other base cards)."""
        if self.kingdom is not None:
            kingdom = tuple(self.kingdom)
        else:
            rules = ruleset_for(self.preset)
            kingdom_ids = set(rules.kingdom)
            named = [c for zones in self._seats.values() for z in zones.values() for c in z]
            named += [c for mats in self._mats.values() for z in mats.values() for c in z]
            named += [c for op, arg in self._ops for c in (arg if op == "trash" else (arg[0],))]
            chosen = list(dict.fromkeys(c for c in named if c in kingdom_ids))
            for c in self._pool(rules):
                if len(chosen) >= 10:
                    break
                if c not in chosen:
                    chosen.append(c)
            kingdom = tuple(chosen)
        return GameConfig(
            players=self.players,
            seed=self.seed,
            kingdom=kingdom,
            variants=self.variants,
            preset=self.preset,
        )

    @staticmethod
    def _pool(rules: Any) -> tuple[str, ...]:
        """The kingdom cards a kingdom is completed from: the preset's packs' own, in
        ``cards.toml`` order, a pack's before the base game's first-game set."""
        own = tuple(c.id for c in rules.cards.values() if c.kingdom and c.pack != "base")
        base = (*FIRST_GAME, *BASE_KINGDOM) if "base" in rules.versions else ()
        return own + tuple(c for c in base if c in rules.cards)

    def state(self) -> GameState:
        """The set-up state with the seats, trash and supply applied (seat 0's turn)."""
        state = new_game(self.config())
        supply = dict(state.supply)
        nonsupply = dict(state.nonsupply)
        players = list(state.players)

        problems: list[str] = []
        for seat, zones in sorted(self._seats.items()):
            p = players[seat]
            pool = list(p.hand + p.deck)
            # a seat's named cards: its starting cards first, then the supply
            source = CardSource(pool, supply, nonsupply)
            for zone, cards in zones.items():
                for c in cards:
                    source.take(c, f"seat {seat} {zone}", "its starting cards or the supply")
            mats = {}
            for mat, cards in sorted(self._mats.get(seat, {}).items()):
                mats[mat] = tuple(
                    source.take(c, f"seat {seat} mat {mat}", "its starting cards or the supply")
                    for c in cards
                )
            problems += source.problems
            new = {z: zones.get(z, ()) for z in _ZONES}
            if "hand" not in zones:
                new["hand"], pool = tuple(pool[:5]), pool[5:]
            if "deck" not in zones:
                new["deck"], pool = tuple(pool), []
            tokens = self._tokens.get(seat, {})
            seated = PlayerState(
                new["hand"], new["deck"], new["discard"], new["in_play"], new["set_aside"]
            )
            if mats or tokens:
                seated = seated.with_extra(
                    mats=Params({m: c for m, c in mats.items() if c}) if mats else EMPTY,
                    tokens=Params(dict(sorted(tokens.items()))) if tokens else EMPTY,
                )
            players[seat] = seated
        trash: list[str] = []
        from_supply = CardSource(supply)
        for op, arg in self._ops:
            if op == "trash":
                for c in arg:
                    trash.append(from_supply.take(c, "trash", "the supply"))
            else:
                card, n = arg
                held = supply.get(card, 0)
                if n > held:
                    from_supply.problems.append(f"pile {card!r} holds {held}, not {n}")
                else:
                    supply[card] = n
        problems += from_supply.problems
        if problems:
            raise ValueError("; ".join(problems) + " (the Table never creates a card)")
        return state.but(
            players=tuple(players),
            supply=Params(supply),
            trash=tuple(trash),
            nonsupply=Params(nonsupply) if nonsupply else EMPTY,
        )

    def turn_of(
        self,
        seat: int,
        *,
        phase: str = "action",
        actions: int = 1,
        buys: int = 1,
        coins: int = 0,
        turns: tuple[int, ...] | None = None,
    ) -> GameState:
        """The state at ``seat``'s turn, in ``phase`` with the given actions, buys, coins."""
        state = self.state()
        return state.but(
            turn=TurnState(seat, phase, actions, buys, coins),
            turns=tuple(turns) if turns is not None else (0,) * self.players,
            pending=None,
            queue=(),
        )
