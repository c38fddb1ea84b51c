"""Invariant checks of whole games: what ``dominion check`` and the property tests verify.

Each check is a plain function naming what it verifies; :func:`check_game` runs them all
at every step of one game and returns the problems found (empty: all held).
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from ..config import GameConfig
from ..records import replay
from ..reducer import apply, legal_actions, new_game
from ..serialization import from_json, to_json
from ..state import GameState, PlayerState
from ..views import observe


def every_card(state: GameState) -> Counter[str]:
    """Every card of the game: all zones, the supply and the trash (D-1.4)."""
    out: Counter[str] = Counter()
    for p in state.players:
        for zone in (p.hand, p.deck, p.discard, p.in_play, p.set_aside):
            out.update(zone)
    out.update(state.trash)
    for card, n in state.supply.items():
        out[card] += n
    return out


def redeal_hidden(state: GameState, seat: int, rng: random.Random) -> GameState:
    """``state`` with every card hidden from ``seat`` dealt again, sizes and discard tops
    kept: every deck, the others' hands, each discard below its top (D-8)."""
    hidden: list[str] = []
    for i, p in enumerate(state.players):
        hidden += p.deck + p.discard[:-1] + (p.hand if i != seat else ())
    rng.shuffle(hidden)
    players = []
    for i, p in enumerate(state.players):
        deck, hidden = tuple(hidden[: len(p.deck)]), hidden[len(p.deck) :]
        k = max(len(p.discard) - 1, 0)
        below, hidden = tuple(hidden[:k]), hidden[k:]
        hand = p.hand
        if i != seat:
            hand, hidden = tuple(hidden[: len(p.hand)]), hidden[len(p.hand) :]
        players.append(PlayerState(hand, deck, below + p.discard[-1:], p.in_play, p.set_aside))
    return state.but(players=tuple(players))


def check_game(
    config: GameConfig, agents: list[Any], *, every: int = 1, max_actions: int = 50_000
) -> list[str]:
    """Play ``config`` with ``agents`` checking, every ``every`` steps: conservation, legal
    actions not empty, JSON round trip, views equal under a redeal of hidden cards; at
    the end: replay equals the final state. Returns the problems (empty: all held)."""
    problems: list[str] = []
    rng = random.Random(config.seed)
    state = new_game(config)
    start = every_card(state)
    actions = []
    step = 0
    while not state.is_over:
        if step >= max_actions:
            return [*problems, f"not over after {max_actions} actions"]
        seat = state.current_player
        assert seat is not None
        legal = legal_actions(state)
        if not legal:
            return [*problems, f"step {step}: no legal action before the end"]
        if step % every == 0:
            if every_card(state) != start:
                problems.append(f"step {step}: cards not conserved")
            if from_json(to_json(state)) != state:
                problems.append(f"step {step}: JSON round trip differs")
            for s in range(config.players):
                if observe(redeal_hidden(state, s, rng), s) != observe(state, s):
                    problems.append(f"step {step}: seat {s}'s view shows hidden cards")
        action = agents[seat].act(observe(state, seat), legal, rng)
        state = apply(state, action)
        actions.append(action)
        step += 1
    from ..records import GameRecord
    from ..scoring import scores

    record = GameRecord(config, (), tuple(actions), state, scores(state))
    if replay(record) != state:
        problems.append("replay differs from the final state")
    return problems
