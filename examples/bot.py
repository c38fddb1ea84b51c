"""An example bot: a few lines on top of the agent protocol.

``act(view, legal_actions, rng)`` gets only what its seat may know (the view) and must
return one of the legal actions. This one builds whenever it can (the dearest district
first), takes its income, pays the example pack's Ferryman as little as it can (a fan
card's decision: see examples/watermill_pack), and otherwise plays like the random agent.

    python examples/bot.py
"""

from __future__ import annotations

import random
from collections.abc import Sequence

import citadels_rules as cr
from citadels_rules.game.ruleset import ruleset_for

#: The decision of the example pack's Ferryman: pay 1 gold or 1 card of your hand.
FARE = "fan.ferryman.fare"


class Builder:
    """Builds the most expensive district it can, takes income, pays fares with gold or
    its cheapest card, else plays at random."""

    def act(
        self, view: cr.GameView, legal_actions: Sequence[cr.Action], rng: random.Random
    ) -> cr.Action:
        cards = ruleset_for(view.config).cards
        if view.pending is not None and view.pending.kind == FARE:
            # The options: "gold" (when it has any), or a district card of its hand.
            def price(a: cr.Action) -> int:
                option = a.params["option"]
                return 0 if option == "gold" else cards[option].cost or 0

            return min(legal_actions, key=price)
        builds = [a for a in legal_actions if a.kind == "build"]
        if builds:
            return max(builds, key=lambda a: cards[a.params["card"]].cost or 0)
        for action in legal_actions:
            if action.kind == "income":
                return action
        return rng.choice(list(legal_actions))


if __name__ == "__main__":
    wins = [0, 0, 0, 0]
    for seed in range(50):
        record = cr.play(
            cr.GameConfig(players=4, seed=seed),
            agents=[Builder(), cr.RandomAgent(), cr.GreedyAgent(), cr.RandomAgent()],
        )
        for seat in record.winners:
            wins[seat] += 1
    print("wins by seat (Builder, Random, Greedy, Random):", wins)
