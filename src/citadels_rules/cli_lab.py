"""The lab's commands of ``citadels``: ``tournament`` (the engine's
:func:`~tabletop_engine.lab_cli.tournament_command` with Citadels' preset and variants)
and ``balance`` (:func:`~tabletop_engine.lab_cli.run_balance` with Citadels' sides,
:func:`citadels_rules.lab.balance_sides`).

    citadels tournament --agents greedy,search,random --players 4 --games 20 --workers 2
    citadels tournament --agents search@0.05s,ismcts@0.05s --players 4 --json h2h.json
    citadels balance dark_city --card wizard --against magician --agents random,greedy
"""

from __future__ import annotations

from typing import Any

import click

from tabletop_engine.lab_cli import balance_options, run_balance, tournament_command

from .game.config import GameConfig
from .game.reducer import new_game
from .lab import AGENTS, balance_sides, play_game, play_pair


def _setup(players: int, preset: str, variants: str) -> GameConfig:
    ids = tuple(v.strip() for v in variants.split(",") if v.strip())
    config = GameConfig(players=players, preset=preset, variants=ids)
    new_game(config)  # an invalid config fails here, before any process starts
    return config


tournament: click.Command = tournament_command(
    game="Citadels",
    play_game=play_game,
    setup=_setup,
    check_agent=AGENTS.check,
    agent_help=AGENTS.describe() + ".",
    options=[
        click.option("--preset", default="classic", show_default=True, help="Ruleset."),
        click.option("--variants", default="", help="Comma-separated house-rule ids."),
    ],
    default_players=4,
    default_agents="greedy,search,random",
)


@click.command("balance")
@click.argument("preset")
@click.option("--card", "-c", required=True, help="The card measured (a character or district id).")
@click.option(
    "--against",
    help="The card played in its place (a character of its rank, another optional "
    "district); a district is otherwise left out of the deck.",
)
@balance_options(
    default_agents="random,greedy",
    agents_help="Comma-separated populations: each agent plays every seat of its games.",
    default_players=4,
    games_help="Seeds per population (each played twice: with and without the card).",
)
@click.option("--variants", default="", help="Comma-separated house-rule ids.")
def balance(preset: str, card: str, against: str | None, variants: str, **common: Any) -> None:
    """How much CARD moves its holder's chances in PRESET: every seed played with the
    card and without it (or with --against in its place), by each population of bots;
    the seats that held it (a character in the final round, a district built) are
    followed to the same seed without it. Prints the holder's win rate with and without,
    the change with its 95% paired interval (seeds as clusters), and the score lines it
    moves.

        citadels balance dark_city --card wizard --against magician
        citadels balance dark_city --card armory --agents random,greedy --games 500
    """
    ids = tuple(v.strip() for v in variants.split(",") if v.strip())
    players = common["players"]
    sides = balance_sides(preset, card, against, players, ids)
    swap = f" against {against}" if against else " (left out)"
    run_balance(
        play_pair=play_pair,
        sides=sides,
        title=f"{card}{swap}, {preset} {players}p: the holder's win rate",
        check_agent=AGENTS.check,
        extra={"preset": preset, "card": card, "against": against, "players": players},
        **common,
    )


#: The commands this module adds to ``citadels``.
COMMANDS: tuple[Any, ...] = (tournament, balance)

__all__ = ["COMMANDS", "balance", "tournament"]
