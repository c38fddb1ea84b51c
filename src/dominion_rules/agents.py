"""Agents: anything with ``act(view, legal_actions, rng) -> Action`` (as in Citadels).

``observes = False`` tells :func:`~dominion_rules.play` an agent never reads the view,
so none is built (Big Money decides from the legal actions alone: the buys offered are
exactly those it can afford).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol, runtime_checkable

from tabletop_engine.actions import Action

from .views import GameView

#: How much a card is worth keeping in hand, for discards and trashes (low: goes first).
KEEP = {
    "curse": -3,
    "province": -2,
    "duchy": -2,
    "estate": -2,
    "gardens": -2,
    "copper": 0,
    "chapel": 1,
    "cellar": 1,
    "moat": 2,
    "silver": 3,
    "chancellor": 3,
    "woodcutter": 3,
    "workshop": 3,
    "village": 3,
    "feast": 3,
}
#: What a card is worth gaining (higher first) -- the Greedy buy order, cost aside.
GAIN = {
    "province": 100,
    "gold": 60,
    "witch": 58,
    "laboratory": 55,
    "market": 52,
    "festival": 50,
    "council_room": 49,
    "library": 48,
    "mine": 40,
    "adventurer": 39,
    "smithy": 45,
    "militia": 44,
    "moneylender": 41,
    "remodel": 30,
    "throne_room": 35,
    "bureaucrat": 33,
    "spy": 20,
    "thief": 15,
    "feast": 25,
    "gardens": 28,
    "silver": 38,
    "village": 34,
    "woodcutter": 27,
    "workshop": 24,
    "chancellor": 26,
    "moat": 22,
    "cellar": 18,
    "chapel": 10,
    "duchy": 20,
    "estate": 2,
    "copper": 1,
    "curse": -50,
}
VICTORY = frozenset({"estate", "duchy", "province", "gardens", "curse"})


@runtime_checkable
class Agent(Protocol):
    """The one-method agent protocol."""

    def act(self, view: GameView | None, legal_actions: Sequence[Action], rng: Any) -> Action:
        """Return one of ``legal_actions`` for the seat to act."""
        ...


def _by_kind(legal: Sequence[Action]) -> dict[str, list[Action]]:
    out: dict[str, list[Action]] = {}
    for a in legal:
        out.setdefault(a.kind, []).append(a)
    return out


def _keep(card: Any) -> int:
    return KEEP.get(card, 4)


def answer(view: GameView | None, legal: Sequence[Action], rng: Any) -> Action:
    """A sensible answer to a pending decision, from its kind and options (every agent's
    default): discard and trash the least useful cards, gain the most useful, reveal
    Moat, keep good cards on one's own deck and bad ones on others'."""
    chooses = [a for a in legal if a.kind == "choose"]
    done = next((a for a in legal if a.kind == "done"), None)
    seat = legal[0].actor
    pending = view.pending if view is not None else None
    kind = pending.kind if pending is not None else _guess_kind(chooses)
    opts = [a.params["option"] for a in chooses]
    pick = {a.params["option"]: a for a in chooses}

    def lowest() -> Action:
        return pick[min(opts, key=_keep)]

    def best_gain() -> Action:
        return pick[max(opts, key=lambda c: GAIN.get(c, 0))]

    if kind in ("militia.discard", "bureaucrat.topdeck"):
        return lowest()
    if kind == "chapel.trash":
        for card in ("curse", "estate"):
            if card in pick:
                return pick[card]
        return done if done is not None else lowest()
    if kind == "cellar.discard":
        worst = min(opts, key=_keep) if opts else None
        if worst is not None and _keep(worst) < 0:
            return pick[worst]
        return done if done is not None else lowest()
    if kind == "mine.trash":
        return pick["silver"] if "silver" in pick else lowest()
    if kind == "remodel.trash":
        for card in ("gold", "curse", "estate", "copper"):
            if card in pick:
                return pick[card]
        return pick[min((o for o in opts if o not in VICTORY), key=_keep, default=opts[0])]
    if kind in ("remodel.gain", "workshop.gain", "feast.gain", "mine.gain", "thief.gain"):
        if kind == "thief.gain" and done is not None and not any(o != "copper" for o in opts):
            return done
        return best_gain()
    if kind == "throne_room.play":
        return best_gain()
    if kind == "moat.reveal":
        return pick.get("reveal", chooses[0])
    if kind == "chancellor.discard_deck":
        return pick.get("yes", chooses[0])
    if kind == "library.set_aside":
        actions = view.turn.actions if view is not None and view.turn is not None else 0
        return pick["yes" if actions == 0 else "no"]
    if kind == "spy.discard":
        assert pending is not None
        card, whose = pending.data["card"], pending.data["seat"]
        bad = card in VICTORY or card == "copper"
        mine = whose == seat
        return pick["discard" if bad == mine else "keep"]
    if kind == "thief.trash":
        return best_gain()
    if chooses:
        return chooses[int(rng.random() * len(chooses))]
    assert done is not None
    return done


def _guess_kind(chooses: list[Action]) -> str:
    """Without a view: the kind a choice most likely is, from its options."""
    opts = {a.params["option"] for a in chooses}
    if opts == {"reveal", "decline"}:
        return "moat.reveal"
    return "militia.discard"


class RandomAgent:
    """Chooses uniformly among the legal actions."""

    observes = False

    def act(self, view: GameView | None, legal_actions: Sequence[Action], rng: Any) -> Action:
        return legal_actions[int(rng.random() * len(legal_actions))]

    def __repr__(self) -> str:
        return "RandomAgent()"


class BigMoneyAgent:
    """Big Money: plays no Action, plays all its Treasures, buys a Province with 8 coins,
    a Gold with 6-7, a Silver with 3-5, nothing with less. It reads only the legal
    actions (the buys offered are those it can afford)."""

    observes = False
    #: The buy order: the first one offered is bought.
    ORDER: tuple[str, ...] = ("province", "gold", "silver")

    def act(self, view: GameView | None, legal_actions: Sequence[Action], rng: Any) -> Action:
        first = legal_actions[0].kind
        if first in ("choose", "done"):
            return answer(view, legal_actions, rng)
        kinds = _by_kind(legal_actions)
        if "end_actions" in kinds:
            return self.action_phase(view, kinds)
        if "treasures" in kinds:
            return kinds["treasures"][0]
        buys = {a.params["card"]: a for a in kinds.get("buy", ())}
        for card in self.ORDER:
            if card in buys:
                return buys[card]
        return kinds["end_turn"][0]

    def action_phase(self, view: GameView | None, kinds: dict[str, list[Action]]) -> Action:
        """Big Money plays nothing."""
        return kinds["end_actions"][0]

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"


class SmithyBigMoneyAgent(BigMoneyAgent):
    """Big Money with Smithies: plays a Smithy whenever it can; buys one Smithy on its
    first two turns when it would buy a Silver (4-5 coins), and a second one from its
    fifth turn on. It counts the Smithies it bought this game (reset at its first turn)."""

    observes = True

    def __init__(self) -> None:
        self._bought: dict[int, int] = {}  # per seat: one instance may play several

    def act(self, view: GameView | None, legal_actions: Sequence[Action], rng: Any) -> Action:
        assert view is not None, "SmithyBigMoneyAgent needs a view"
        turn = view.turn
        me = view.seat
        if turn is not None and turn.seat == me and view.turns[me] == 0 and turn.phase == "action":
            self._bought[me] = 0
        kinds = _by_kind(legal_actions)
        buys = {a.params["card"]: a for a in kinds.get("buy", ())}
        if "smithy" in buys and "gold" not in buys and "silver" in buys:
            mine = view.turns[me]
            bought = self._bought.get(me, 0)
            if (bought == 0 and mine < 2) or (bought == 1 and mine >= 4):
                self._bought[me] = bought + 1
                return buys["smithy"]
        return super().act(view, legal_actions, rng)

    def action_phase(self, view: GameView | None, kinds: dict[str, list[Action]]) -> Action:
        for a in kinds.get("play", ()):
            if a.params["card"] == "smithy":
                return a
        return kinds["end_actions"][0]


#: Action cards that give +Actions: played first by the Greedy agent.
NON_TERMINAL = ("village", "festival", "market", "laboratory", "cellar", "spy")


class GreedyAgent:
    """Plays every kingdom card sensibly: non-terminal Actions first (Village, Festival,
    Market, Laboratory, Cellar, Spy), then the best terminal; all Treasures; buys the most
    useful card it can afford (Province at 8, Gold at 6-7, the strongest kingdom card at
    2-5, Duchies and Estates when the Provinces run low); decisions as :func:`answer`."""

    observes = True

    def act(self, view: GameView | None, legal_actions: Sequence[Action], rng: Any) -> Action:
        assert view is not None, "GreedyAgent needs a view"
        if len(legal_actions) == 1:
            return legal_actions[0]
        if legal_actions[0].kind in ("choose", "done"):
            return answer(view, legal_actions, rng)
        kinds = _by_kind(legal_actions)
        if "end_actions" in kinds:
            plays = {a.params["card"]: a for a in kinds.get("play", ())}
            for card in NON_TERMINAL:
                if card in plays:
                    return plays[card]
            if plays:
                return plays[max(plays, key=lambda c: GAIN.get(c, 0))]
            return kinds["end_actions"][0]
        if "treasures" in kinds:
            return kinds["treasures"][0]
        buys = {a.params["card"]: a for a in kinds.get("buy", ())}
        best = self._buy(view, buys)
        return buys[best] if best is not None else kinds["end_turn"][0]

    def _buy(self, view: GameView, buys: dict[str, Action]) -> str | None:
        provinces = view.supply.get("province", 0)
        if "province" in buys:
            return "province"
        if "duchy" in buys and provinces <= 4 and "gold" not in buys:
            return "duchy"
        if "estate" in buys and provinces <= 2 and "silver" not in buys:
            return "estate"
        if "gold" in buys:
            return "gold"
        options = [c for c in buys if c not in VICTORY and c != "copper"]
        if not options:
            return None
        return max(options, key=lambda c: GAIN.get(c, 0))

    def __repr__(self) -> str:
        return "GreedyAgent()"


def _search_agent() -> Any:
    from .search import SearchAgent  # imported here: the search agent imports this module

    return SearchAgent()


def agent_named(name: str) -> Any:
    """An agent by its short name (``random``, ``bigmoney``/``bm``, ``smithy``, ``greedy``,
    ``search``: :class:`~dominion_rules.SearchAgent` with its defaults)."""
    table: dict[str, Any] = {
        "random": RandomAgent,
        "bigmoney": BigMoneyAgent,
        "bm": BigMoneyAgent,
        "smithy": SmithyBigMoneyAgent,
        "smithybm": SmithyBigMoneyAgent,
        "greedy": GreedyAgent,
        "search": _search_agent,
    }
    try:
        return table[name.lower()]()
    except KeyError:
        raise ValueError(f"unknown agent {name!r} (known: {sorted(table)})") from None


__all__ = [
    "Agent",
    "BigMoneyAgent",
    "GreedyAgent",
    "RandomAgent",
    "SmithyBigMoneyAgent",
    "agent_named",
    "answer",
]
