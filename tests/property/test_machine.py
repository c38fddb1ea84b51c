"""A small state machine over games: start one, play it by index, poke it with illegal
actions and reload it from JSON, while the shared invariants hold after every step."""

from __future__ import annotations

import random

import pytest
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    initialize,
    invariant,
    precondition,
    rule,
)

import citadels_rules as cr
from citadels_rules.testing.invariants import (
    check_conserved,
    check_illegal_rejected,
    check_legal_nonempty,
    check_round_trip,
    check_view_hides,
)

from .strategies import SEEDS, arbitrary_actions, configs


def has_game(machine: GameMachine) -> bool:
    """A game has been started."""
    return machine.state is not None


def in_play(machine: GameMachine) -> bool:
    """A game has been started and is not over."""
    return machine.state is not None and not machine.state.is_over


class GameMachine(RuleBasedStateMachine):
    """One game at a time; ``previous`` is the state before the last rule changed it."""

    def __init__(self) -> None:
        super().__init__()
        self.state: cr.GameState | None = None
        self.previous: cr.GameState | None = None

    @initialize(config=configs())
    def first_game(self, config: cr.GameConfig) -> None:
        self.start(config)

    @rule(config=configs())
    def start(self, config: cr.GameConfig) -> None:
        """Leave the game for a new one."""
        self.state, self.previous = cr.new_game(config), None

    @precondition(in_play)
    @rule(index=st.integers(0, 255))
    def act(self, index: int) -> None:
        legal = cr.legal_actions(self.state)
        self.previous, self.state = self.state, cr.apply(self.state, legal[index % len(legal)])

    @precondition(in_play)
    @rule(count=st.integers(1, 80), seed=SEEDS)
    def play_on(self, count: int, seed: int) -> None:
        """Several random actions at once, so that walks reach later rounds and the end."""
        rng = random.Random(seed)
        for _ in range(count):
            if self.state.is_over:
                break
            legal = cr.legal_actions(self.state)
            self.previous, self.state = self.state, cr.apply(self.state, rng.choice(legal))
            check_conserved(self.previous, self.state)

    @precondition(has_game)
    @rule(data=st.data(), seed=SEEDS)
    def try_illegal(self, data: st.DataObject, seed: int) -> None:
        check_illegal_rejected(self.state, random.Random(seed))
        action = data.draw(arbitrary_actions(self.state), label="action")
        if action in cr.legal_actions(self.state):
            return
        snapshot = cr.to_json(self.state)
        with pytest.raises(cr.IllegalAction):
            cr.apply(self.state, action)
        assert cr.to_json(self.state) == snapshot, "a rejected action changed the state"

    @precondition(has_game)
    @rule()
    def reload(self) -> None:
        """Go on with the state read back from its JSON."""
        check_round_trip(self.state)
        self.previous, self.state = self.state, cr.from_json(cr.to_json(self.state))

    @precondition(has_game)
    @invariant()
    def conserved(self) -> None:
        if self.previous is not None:
            check_conserved(self.previous, self.state)

    @precondition(has_game)
    @invariant()
    def legal_actions_fit(self) -> None:
        check_legal_nonempty(self.state)

    @precondition(has_game)
    @invariant()
    def views_hide(self) -> None:
        for seat in range(len(self.state.players)):
            check_view_hides(self.state, seat)


TestGameMachine = GameMachine.TestCase
