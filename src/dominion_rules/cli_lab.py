"""The lab's commands of ``dominion``: ``tournament`` (the engine's
:func:`~tabletop_engine.lab_cli.tournament_command` with Dominion's kingdom).

    dominion tournament --agents bm,smithy,bm+witch,greedy --games 20 --workers 2
    dominion tournament --agents search@0.05s,ismcts@0.05s --json h2h.json
    dominion balance --card smithy --agents bm,greedy
    dominion balance --all --games 100
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import click

from tabletop_engine.lab_cli import balance_options, run_balance, tournament_command

from .config import GameConfig
from .kingdoms import BASE_KINGDOM, kingdoms
from .lab import AGENTS, balance_sides, play_game, play_pair
from .reducer import new_game


def _setup(players: int, kingdom: str) -> GameConfig:
    sets = kingdoms()
    cards = sets[kingdom] if kingdom in sets else tuple(c.strip() for c in kingdom.split(","))
    config = GameConfig(players=players, kingdom=cards)
    new_game(config)  # an invalid config fails here, before any process starts
    return config


tournament: click.Command = tournament_command(
    game="Dominion",
    play_game=play_game,
    setup=_setup,
    check_agent=AGENTS.check,
    agent_help=AGENTS.describe() + ".",
    options=[
        click.option(
            "--kingdom",
            "-k",
            default="first_game",
            show_default=True,
            help="A set of `dominion kingdoms` or 10 comma-separated card ids.",
        ),
    ],
    default_players=2,
    default_agents="bm,smithy,greedy",
)


@click.command("balance")
@click.option("--card", "-c", help="The kingdom card measured (Big Money + CARD).")
@click.option(
    "--all",
    "all_cards",
    is_flag=True,
    help="Measure every one of the 25 base kingdom cards: one table.",
)
@click.option(
    "--against",
    help="Big Money + this card in its place (default: the same bot without a card, bm+none).",
)
@balance_options(
    default_agents="bm+none,greedy",
    agents_help="Comma-separated populations: each agent plays the other seats of its games "
    "(bm+none: Big Money with the same endgame, so that the win rate with the card is "
    "the classic 'BM + X against BM').",
    default_players=2,
    games_help="Seeds per population (each played with and without the card, from every seat).",
)
def balance(card: str | None, all_cards: bool, against: str | None, **common: Any) -> None:
    """How much a kingdom card is worth to Big Money: Big Money + CARD (the generated
    bot, `bm+CARD` in a tournament) at each seat in turn, against the same bot without a
    card (`bm+none`: its Duchy and Estate rules are not the card's) or Big Money +
    --against, at the same seat of the same seed, the other seats played by
    each population. Prints the holder's win rate with and without, the change with its
    95% paired interval (seeds as clusters), and the lines it moves (VP, the turn of the
    4th Province). --all: the table of the 25 base kingdom cards.

        dominion balance --card smithy
        dominion balance --card witch --against militia --agents bm,greedy
        dominion balance --all --games 100 --json bmx.json
    """
    if all_cards == (card is not None):
        raise click.UsageError("give --card CARD or --all")
    players = common["players"]
    if all_cards:
        population = common["agents"].split(",")[0].strip()
        _all_cards(
            population,
            players,
            common["games"],
            common["seed"],
            common["workers"],
            common["dask_address"],
            common["json_path"],
        )
        return
    assert card is not None
    sides = balance_sides(card, against, players)
    versus = f"Big Money + {against}" if against else "the same bot without it"
    run_balance(
        play_pair=play_pair,
        sides=sides,
        title=f"Big Money + {card} against {versus}, {players}p: the holder's win rate",
        check_agent=AGENTS.check,
        extra={"card": card, "against": against, "players": players},
        **common,
    )


def _all_cards(
    population: str,
    players: int,
    games: int,
    seed: int,
    workers: int,
    dask_address: str | None,
    json_path: Path | None,
) -> None:
    from rich.console import Console
    from rich.table import Table

    from tabletop_engine.cli_support import before_run, write_json
    from tabletop_engine.lab_cli import measure_with_progress, parse_agent

    try:
        AGENTS.check(parse_agent(population))
    except ValueError as exc:
        raise click.BadParameter(str(exc), param_hint="--agents") from None
    workers = before_run(
        games, workers, dask_address, json_path=json_path, csv_path=None, plot_path=None
    )
    rows = []
    for card in BASE_KINGDOM:
        sides = balance_sides(card, None, players)
        effect, interrupted = measure_with_progress(
            play_pair,
            sides,
            (population,) * players,
            games,
            seed,
            workers,
            dask_address,
            f"Big Money + {card}",
        )
        rows.append((card, effect))
        if interrupted:
            break
    rows.sort(key=lambda r: -r[1].difference)
    table = Table(
        title=f"Big Money + X against the same bot without X, {players}p, "
        f"others {population}: {games} seeds",
        title_justify="left",
    )
    for col in ("card", "win", "change", "95% CI", "4th Prov.", "without", "VP"):
        table.add_column(col, justify="left" if col == "card" else "right")
    for card, e in rows:
        low, high = e.interval
        turn = e.lines["turn of the 4th Province"]
        table.add_row(
            card,
            f"{e.win_with:.1%}",
            f"{e.difference:+.1%}",
            f"{low:+.1%}..{high:+.1%}",
            f"{turn[0]:.1f}",
            f"{turn[1]:.1f}",
            f"{e.lines['total'][0]:.1f}",
        )
    console = Console(highlight=False)
    console.print(table)
    console.print(
        f"Seeds {seed}..{seed + games - 1}, every seat; the kingdom: the card and the "
        "first-game set. A shared victory counts as a win for each winner."
    )
    if json_path is not None:
        write_json(
            json_path,
            {
                "players": players,
                "population": population,
                "cards": {c: e.to_dict() for c, e in rows},
            },
        )
        click.echo(f"Wrote {json_path}", err=True)


#: The commands this module adds to ``dominion``.
COMMANDS: tuple[Any, ...] = (tournament, balance)

__all__ = ["COMMANDS", "balance", "tournament"]
