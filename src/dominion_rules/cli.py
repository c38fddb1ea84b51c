"""The ``dominion`` command: simulate, play, replay, cards, check.

Citadels' conventions, from the scaffolding both command lines share
(:mod:`tabletop_engine.cli_support`): bad input never ends in a traceback or a
usage block but in one line, ``Error: ...``, with exit code 2 (an invalid option,
configuration or record; 1 for a failed check or a record that does not replay);
Ctrl-C exits with 130; ``DOMINION_DEBUG=1`` shows the traceback of an unexpected error.
Tables go to stdout, progress to stderr; ``simulate`` has ``--json``, ``--games-csv``,
``--workers``, ``--dask`` and ``--plot``, their paths checked before the run.

    dominion simulate --games 1000 --agents smithy,bm --workers 2
    dominion play --seed 7 --lang zh --save game.json
    dominion replay game.json
    dominion replay game.json --html game.html --seat 0 --lang zh
    dominion cards --lang zh
    dominion check base --games 20
"""

from __future__ import annotations

import random
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import click
from rich.console import Console
from rich.table import Table

from tabletop_engine.charts import rate_chart
from tabletop_engine.cli_support import (
    AGENT_TIMEOUT_OPTION,
    DASK_OPTION,
    EXIT_INTERRUPTED,
    WORKERS_OPTION,
    CommandError,
    GameGroup,
    backend_label,
    before_run,
    check_output_path,
    check_page_options,
    check_page_seat,
    output_option,
    page_seat_option,
    play_with_progress,
    read_record_file,
    report_interrupted,
    report_page,
    write_csv,
    write_json,
)
from tabletop_engine.errors import IllegalAction
from tabletop_engine.parallel import merge_ranges
from tabletop_engine.serialization import MAX_SIZE

from .agents import agent_named
from .config import GameConfig
from .kingdoms import kingdoms, random_kingdom
from .log import public_changes
from .notation import parse_action
from .packs import available_packs, ruleset_for
from .records import GameRecord, record_mismatch
from .reducer import apply, legal_actions, new_game
from .scoring import scores, winners
from .serialization import from_json, to_json
from .simulate import GameRow, simulate, summary
from .testing.invariants import check_game
from .views import GameView, observe

AGENT_NAMES = ("random", "bm", "smithy", "greedy")
LANG_OPTION = click.option(
    "--lang",
    type=click.Choice(["en", "zh"]),
    default="en",
    show_default=True,
    help="Card names in English or Chinese (the seed's; with replay --html, also the page's "
    "labels).",
)


def _console() -> Console:
    return Console(highlight=False)


def _kingdom(value: str, seed: int) -> tuple[str, ...]:
    """``--kingdom``: a recommended set's name, ``random``, or 10 comma-separated ids."""
    sets = kingdoms()
    if value in sets:
        return sets[value]
    if value == "random":
        return random_kingdom(random.Random(seed))
    return tuple(v.strip() for v in value.split(",") if v.strip())


def _config(players: int, seed: int, kingdom: str, variants: str) -> GameConfig:
    """The game's config, checked now (a ``ConfigError`` is one line, exit code 2)."""
    vs = tuple(v for v in variants.split(",") if v)
    config = GameConfig(players=players, seed=seed, kingdom=_kingdom(kingdom, seed), variants=vs)
    new_game(config)
    return config


def _agents(value: str, players: int) -> tuple[str, ...]:
    names = tuple(v.strip() for v in value.split(",") if v.strip())
    if len(names) == 1:
        names = names * players
    if len(names) != players:
        msg = f"one agent for all seats or {players}, got {len(names)}"
        raise click.BadParameter(msg, param_hint="--agents")
    for name in names:
        try:
            agent_named(name)
        except ValueError as exc:
            raise click.BadParameter(str(exc), param_hint="--agents") from None
    return names


@click.group(
    cls=GameGroup,
    debug_variable="DOMINION_DEBUG",
    context_settings={"help_option_names": ["-h", "--help"]},
)
@click.version_option(package_name="citadels_rules", prog_name="dominion")
def main() -> None:
    """Dominion (領土), base game, on the citadels_rules engine: simulate games, play
    against bots, replay records (or write one as a web page), list the cards, check the
    base pack.

    Run `dominion COMMAND --help` for the options of each command. Bad input prints one
    line and exits with 2; Ctrl-C exits with 130.
    """


KINGDOM_HELP = "A recommended set (first_game, big_money, ...), 'random', or 10 ids."


@main.command("simulate")
@click.option("--games", "-n", default=100, show_default=True, type=click.IntRange(min=1))
@click.option("--players", "-p", default=2, show_default=True, type=click.IntRange(2, 4))
@click.option("--seed", "-s", default=0, show_default=True, type=int, help="First seed.")
@click.option("--kingdom", "-k", default="first_game", show_default=True, help=KINGDOM_HELP)
@click.option("--variants", default="", help="Comma-separated variants.")
@click.option(
    "--agents",
    "-a",
    default="bm",
    show_default=True,
    help=f"Comma-separated agents, one for all seats or one per seat: {', '.join(AGENT_NAMES)}.",
)
@WORKERS_OPTION
@AGENT_TIMEOUT_OPTION
@DASK_OPTION
@output_option("--json", "json_path", "Also write the numbers as JSON to this file.")
@output_option(
    "--games-csv",
    "csv_path",
    "Also write one row per game to this CSV file: seed, players, turns, actions, "
    "winners, then per seat its agent, score and won (0/1).",
)
@output_option(
    "--plot",
    "plot_path",
    "Draw the win rate per seat and per agent with its 95% interval to this image (PNG, "
    "SVG, PDF). Needs the 'plot' extra (matplotlib).",
)
def simulate_command(
    games: int,
    players: int,
    seed: int,
    kingdom: str,
    variants: str,
    agents: str,
    workers: int,
    agent_timeout: float | None,
    dask_address: str | None,
    json_path: Path | None,
    csv_path: Path | None,
    plot_path: Path | None,
) -> None:
    """Play GAMES games with bots and print win rates (95% Wilson intervals), ties, turns.

    Games use the seeds SEED, SEED+1, ...: the same options give the same numbers with
    any number of workers or on Dask. The tables go to stdout, the progress bar and the
    notes on files written to stderr. Ctrl-C stops the run and prints the games finished
    so far (exit code 130).
    """
    config = _config(players, seed, kingdom, variants)
    names = _agents(agents, players)
    workers = before_run(
        games, workers, dask_address, json_path=json_path, csv_path=csv_path, plot_path=plot_path
    )
    rows, interrupted = play_with_progress(
        lambda progress: simulate(
            config,
            names,
            games,
            workers=workers,
            dask=dask_address,
            progress=progress,
            agent_timeout=agent_timeout,
        ),
        games,
        backend_label(workers, dask_address),
    )
    console = _console()
    if interrupted:
        report_interrupted(console, len(rows), games)
    if rows:
        result = summary(rows)
        _print_summary(console, result, names, rows)
        if json_path is not None:
            write_json(json_path, {"requested_games": games, "complete": not interrupted, **result})
            click.echo(f"Wrote {json_path}", err=True)
        if csv_path is not None:
            write_csv(csv_path, [row.to_dict() for row in rows])
            click.echo(f"Wrote {len(rows)} rows to {csv_path}", err=True)
        if plot_path is not None:
            plot_win_rates(result, names, plot_path)
            click.echo(f"Wrote {plot_path}", err=True)
    if interrupted:
        raise click.exceptions.Exit(EXIT_INTERRUPTED)


def _seeds(rows: Sequence[GameRow]) -> str:
    """``seeds 0..11``, or the runs of seeds played after an interruption."""
    runs = merge_ranges((row.seed, row.seed + 1) for row in rows)
    return "seeds " + ", ".join(f"{a}..{b - 1}" if b - a > 1 else str(a) for a, b in runs)


def _print_summary(
    console: Console, result: dict[str, Any], names: Sequence[str], rows: Sequence[GameRow]
) -> None:
    """The tables of ``dominion simulate``: win rates per seat, then per agent."""
    table = Table(title=f"{result['games']} games, {len(names)} players, {_seeds(rows)}")
    for col in ("seat", "agent", "win rate", "95% interval"):
        table.add_column(col)
    for s in result["seats"]:
        low, high = s["ci95"]
        table.add_row(
            str(s["seat"]), names[s["seat"]], f"{s['win_rate']:.1%}", f"{low:.1%}-{high:.1%}"
        )
    console.print(table)
    if _pooled(result, names):
        agents = Table(title="Agents (over their seats)")
        for col in ("agent", "seat-games", "win rate", "95% interval"):
            agents.add_column(col)
        for name, a in result["agents"].items():
            low, high = a["ci95"]
            agents.add_row(name, str(a["games"]), f"{a['win_rate']:.1%}", f"{low:.1%}-{high:.1%}")
        console.print(agents)
    console.print(
        f"ties {result['tie_rate']:.1%}  mean turns {result['mean_turns']:.1f}  "
        f"mean actions {result['mean_actions']:.0f}"
    )


def _pooled(result: dict[str, Any], names: Sequence[str]) -> bool:
    """Whether an agent's rate over its seats says more than the seats' rates: some agent
    plays several seats, and not every seat (then its rate is the even share)."""
    return 1 < len(result["agents"]) < len(names)


def plot_win_rates(result: dict[str, Any], names: Sequence[str], path: Path) -> None:
    """``--plot``: each seat's win rate, then each agent's over its seats (when some agent
    plays several seats, not all), with their 95% Wilson intervals, and an even share
    (1 / players) as a dashed line."""
    seats = result["seats"]
    agents = result["agents"]
    labels = [f"seat {s['seat']}: {names[s['seat']]}" for s in seats]
    if not _pooled(result, names):
        agents = {}
    labels += [f"{name} (all seats)" for name in agents]
    even = 1 / len(names)
    rate_chart(
        path,
        labels,
        [s["win_rate"] for s in seats] + [a["win_rate"] for a in agents.values()],
        [tuple(s["ci95"]) for s in seats] + [tuple(a["ci95"]) for a in agents.values()],
        title=f"Win rate per seat and agent, 95% Wilson intervals\n"
        f"{result['games']} games · {len(names)} players · {', '.join(dict.fromkeys(names))}",
        ylabel="win rate (a shared win counts 1/k)",
        mean=even,
        mean_label=f"even share: {even:.1%}",
    )


def _show(console: Console, view: GameView, lang: str) -> None:
    rules = ruleset_for(view.config.preset)

    def name(c: str | None) -> str:
        return "-" if c is None else rules.name(c, lang)

    supply = "  ".join(f"{name(c)} {n}" for c, n in view.supply.items())
    console.print(f"[bold]Supply[/bold] {supply}")
    for i, p in enumerate(view.players):
        hand = ", ".join(name(c) for c in p.hand) if p.hand is not None else f"{p.hand_size} cards"
        console.print(
            f"seat {i}: hand {hand} | deck {p.deck_size} | discard top {name(p.discard_top)}"
            f" | in play {', '.join(name(c) for c in p.in_play) or '-'}"
        )
    if view.turn is not None:
        t = view.turn
        console.print(
            f"turn of seat {t.seat}: {t.phase}, actions {t.actions}, buys {t.buys}, coins {t.coins}"
        )
    if view.pending is not None:
        console.print(f"decision {view.pending.kind} for seat {view.pending.seat}")


@main.command("play")
@click.option("--players", "-p", default=2, show_default=True, type=click.IntRange(2, 4))
@click.option("--seed", "-s", default=0, show_default=True, type=int)
@click.option("--kingdom", "-k", default="first_game", show_default=True, help=KINGDOM_HELP)
@click.option("--seat", default=0, show_default=True, type=int, help="Your seat.")
@click.option("--agents", "-a", default="greedy", show_default=True, help="The bots' agents.")
@LANG_OPTION
@output_option("--save", "save", "Write the game's record (JSON) to this file at the end.")
def play_command(
    players: int, seed: int, kingdom: str, seat: int, agents: str, lang: str, save: Path | None
) -> None:
    """Play against bots: type an action's number or its text (``buy gold``)."""
    if not 0 <= seat < players:
        msg = f"seat {seat} is not in a {players}-player game (0 to {players - 1})"
        raise click.BadParameter(msg, param_hint="--seat")
    check_output_path(save, "--save")
    config = _config(players, seed, kingdom, "")
    names = _agents(agents, players)
    bots = [agent_named(n) for n in names]
    console = _console()
    state = new_game(config)
    actions = []
    rngs = [random.Random(f"dominion:{seed}:{i}") for i in range(players)]
    while not state.is_over:
        who = state.current_player
        assert who is not None
        legal = legal_actions(state)
        if who == seat:
            _show(console, observe(state, seat), lang)
            for i, a in enumerate(legal):
                console.print(f"  {i}: {a}")
            text = click.prompt("your action", default="0").strip()
            try:
                action = legal[int(text)] if text.isdigit() else parse_action(text, state)
                state = apply(state, action)
            except (IllegalAction, IndexError) as exc:
                console.print(f"[red]not legal:[/red] {exc}")
                continue
        else:
            action = bots[who].act(observe(state, who), legal, rngs[who])
            console.print(f"seat {who}: {action}")
            state = apply(state, action)
        actions.append(action)
    final = scores(state)
    for i, s in enumerate(final):
        console.print(f"seat {i}: {s.total} VP in {state.turns[i]} turns")
    console.print(f"winners: {', '.join(map(str, winners(state)))}")
    if save is not None:
        record = GameRecord(
            config,
            tuple("human" if i == seat else names[i] for i in range(players)),
            tuple(actions),
            state,
            final,
        )
        save.write_text(to_json(record), encoding="utf-8")


def read_record(path: Path) -> GameRecord:
    """The game record in ``path``; one line (exit code 2) for anything else."""
    return read_record_file(path, from_json, GameRecord, max_bytes=MAX_SIZE)


@main.command("replay")
@click.argument("path", type=click.Path(dir_okay=False, path_type=Path))
@click.option("--quiet", "-q", is_flag=True, help="Only the scores and the check.")
@output_option(
    "--html",
    "html_path",
    "Also write the game as a self-contained web page (no server, no network) to this "
    "file; the actions are not printed then.",
)
@page_seat_option(
    "With --html: the page shows only what this seat knew (its own hand, the sizes of "
    "the others', no deck). Default: the whole table and every seat's view."
)
@LANG_OPTION
def replay_command(
    path: Path, quiet: bool, html_path: Path | None, seat: int | None, lang: str
) -> None:
    """Replay a saved record (JSON): print each action and what it changed (cards gained,
    trashed, revealed), the scores, and check it reaches the recorded final state (exit
    code 1 otherwise), or write it as a web page (`--html`).

    `--html OUT.html` writes one page with the table at every step (the supply and its
    counts, the trash, each seat's hand or its size, deck size, discard top, cards in play
    and set aside, the turn, the decision pending), the action of each step, a view
    selector (everything, or what one seat knew) and English or Chinese names (`--lang`
    chooses the first).
    """
    check_page_options(seat, html_path)
    record = read_record(path)
    check_page_seat(seat, record.config.players)
    console = _console()
    state = new_game(record.config)
    rules = state.rules
    for i, a in enumerate(record.actions):
        try:
            after = apply(state, a)
        except IllegalAction as exc:
            raise CommandError(f"the record does not replay: action {i}: {exc}") from None
        if not quiet and html_path is None:
            console.print(f"{i:4d} seat {a.actor}: {a}")
            for c in public_changes(state, after):
                times = f" x{c.count}" if c.count > 1 else ""
                console.print(f"       seat {c.seat} {c.verb} {rules.name(c.card, lang)}{times}")
        state = after
    for i, s in enumerate(scores(state)):
        console.print(f"seat {i}: {s.total} VP")
    mismatch = record_mismatch(record, state)  # final state, then scores
    if mismatch is not None:
        raise CommandError(mismatch)
    if html_path is not None:
        from .html import write_replay_html

        write_replay_html(record, html_path, seat=seat, lang=lang)
        report_page(console, html_path, len(record.actions) + 1)
    console.print("replay matches the record")


@main.command("cards")
@click.argument("ids", nargs=-1)
@LANG_OPTION
def cards_command(ids: tuple[str, ...], lang: str) -> None:
    """List the cards (cost, types, stats, text); ``--lang zh``: the seed's names."""
    rules = ruleset_for("base")
    unknown = [i for i in ids if i not in rules.cards]
    if unknown:
        raise click.UsageError(f"unknown card ids {unknown}")
    table = Table(title="Dominion, base game")
    for col in ("id", "name", "cost", "types", "text"):
        table.add_column(col)
    for card in rules.cards.values():
        if ids and card.id not in ids:
            continue
        table.add_row(
            card.id,
            rules.name(card.id, lang),
            str(card.cost),
            ", ".join(sorted(card.types)),
            card.text,
        )
    _console().print(table)


@main.command("check")
@click.argument("pack", default="base")
@click.option("--games", "-n", default=12, show_default=True, type=click.IntRange(min=1))
@click.option("--seed", "-s", default=0, show_default=True, type=int)
def check_command(pack: str, games: int, seed: int) -> None:
    """Play GAMES invariant-checked games with PACK's preset (2-4 players, random
    kingdoms, mixed bots) with the engine's checks every third step: cards conserved, the
    listing, JSON, illegal actions refused, the two-sided view check; then the replay."""
    if pack not in available_packs():
        raise click.UsageError(f"unknown pack {pack!r} (known: {sorted(available_packs())})")
    console = _console()
    failed = 0
    for i in range(games):
        rng = random.Random(seed + i)
        players = 2 + (seed + i) % 3
        config = GameConfig(players=players, seed=seed + i, kingdom=random_kingdom(rng))
        agents = [agent_named(rng.choice(AGENT_NAMES)) for _ in range(players)]
        problems = check_game(config, agents, every=3)
        if problems:
            failed += 1
            console.print(f"[red]game {seed + i} FAILED[/red]: {'; '.join(problems[:5])}")
    console.print(f"{games - failed}/{games} games passed every check")
    if failed:
        sys.exit(1)


if __name__ == "__main__":  # python -m dominion_rules.cli (tests run it in a real process)
    main()
