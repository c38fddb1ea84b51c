"""evolvedominion (PyPI ``evolvedominion``), run headless as its tournaments run games:
``Session(kingdom).accept_players(players); session.play()``. It ships evolved
strategies only (``Strategy`` needs a phenotype from a simulation), no Big Money, so
the two bots here are written on its ``Agent`` interface (``select(choices, decision)``,
``choices`` the list its engine builds: ``PassOption`` first, then ``Act`` /
``Purchase`` / one "play all treasures" ``Consequence``), with our bots' rules: Big Money
buys Province at 8, Gold at 6-7, Silver at 3-5; Smithy-BM plays a Smithy when it can and
buys one on its first two turns when it would buy a Silver, a second from its fifth turn.

Two changes to a plain ``Session``, both outside the timed work of a game: the turn
order is the seat order (its ``State`` shuffles the players; here seat 0 goes first, so
seats alternate as ours do), and the final state is kept to read the result
(``Session.play`` drops it). ``numpy.random`` is seeded per game (its engine shuffles
with it). Its engine has a 180-turn cap, which these bots never reach.
"""

from __future__ import annotations

from typing import Any

from peers import Outcome

NAME = "evolvedominion"

_mod: dict[str, Any] = {}


def available() -> str | None:
    """None when evolvedominion imports, else why not."""
    try:
        import numpy as np
        from evolvedominion.agents.agent import Agent
        from evolvedominion.engine.engine import ActionChoices, BuyChoices, TreasureChoices
        from evolvedominion.engine.session import Session
        from evolvedominion.engine.state import State
    except ImportError as exc:  # the bench extra is not installed
        return f"cannot import evolvedominion ({exc}); pip install -e '.[bench]'"
    if not _mod:
        _build(np, Agent, ActionChoices, BuyChoices, TreasureChoices, Session, State)
    return None


def _build(
    np: Any, agent: Any, action: Any, buy: Any, treasure: Any, session: Any, state: Any
) -> None:
    """Define the bots and the session on evolvedominion's classes (imported lazily)."""

    class BigMoney(agent):
        ORDER = ("Province", "Gold", "Silver")

        def select(self, choices: list[Any], decision: Any) -> Any:
            if len(choices) == 1:
                return choices[0]
            if isinstance(decision, treasure):
                return choices[1]  # play all treasures
            if isinstance(decision, action):
                return self.action_choice(choices)
            if isinstance(decision, buy):
                by_name = {type(c.gained_piece).__name__: c for c in choices[1:]}
                pick = self.buy_choice(by_name)
                if pick is not None:
                    return pick
                for name in self.ORDER:
                    if name in by_name:
                        return by_name[name]
            return choices[0]

        def action_choice(self, choices: list[Any]) -> Any:
            return choices[0]  # pass: Big Money plays nothing

        def buy_choice(self, by_name: dict[str, Any]) -> Any:
            return None

    class SmithyBigMoney(BigMoney):
        __slots__ = ("bought",)

        def __init__(self, pid: int) -> None:
            super().__init__(pid)
            self.bought = 0

        def refresh(self) -> None:
            super().refresh()
            self.bought = 0

        def action_choice(self, choices: list[Any]) -> Any:
            for c in choices[1:]:
                if type(c.action).__name__ == "Smithy":
                    return c
            return choices[0]

        def buy_choice(self, by_name: dict[str, Any]) -> Any:
            if "Smithy" in by_name and "Gold" not in by_name and "Silver" in by_name:
                done = self.n_turns_played - 1  # turns before this one
                if (self.bought == 0 and done < 2) or (self.bought == 1 and done >= 4):
                    self.bought += 1
                    return by_name["Smithy"]
            return None

    class SeatOrderState(state):
        def _update_player_based_state_variables(self, players: list[Any]) -> None:
            self.players = players
            self.n_players = len(players)
            self.current_player_index = self.n_players - 1

    class HeadlessSession(session):
        def initialize_state(self) -> None:
            self.state = SeatOrderState(players=self.players, kingdom=self.kingdom)

        def play(self) -> None:
            self.initialize_state()
            while not self.state.game_over:
                self.start_turn()
                self.action_phase()
                self.treasure_phase()
                self.buy_phase()
                self.end_turn()

    _mod.update(np=np, BigMoney=BigMoney, SmithyBigMoney=SmithyBigMoney, Session=HeadlessSession)


def play(seed: int, smithy_seat: int | None) -> Outcome:
    """One game on evolvedominion's default kingdom (the first-game kingdom, as ours)."""
    _mod["np"].random.seed(seed)
    players = [_mod["BigMoney"](pid=0), _mod["BigMoney"](pid=1)]
    if smithy_seat is not None:
        players[smithy_seat] = _mod["SmithyBigMoney"](pid=smithy_seat)
    session = _mod["Session"]()
    session.accept_players(list(players))
    session.play()
    best = max(players)
    winners = tuple(i for i, p in enumerate(players) if not p < best)
    return Outcome(winners, max(p.n_turns_played for p in players))
