"""The ``citadels`` command: simulate, play, replay, list cards and packs, check a pack.

Every subcommand has ``--help``. Bad input never ends in a traceback: it prints one line,
``Error: ...``, and exits with code 2 (an invalid option, game configuration, record or
pack, as click does for bad options); a failed check, a replay that does not match its
record or a missing optional extra exits with 1; Ctrl-C stops cleanly with code 130
(``simulate`` first prints the games finished so far). ``CITADELS_DEBUG=1`` shows the
traceback of an unexpected error instead of its one-line summary.

    citadels simulate --games 1000 --players 5 --preset classic --seed 1 --workers 4
    citadels simulate --games 500 --agents greedy,random,random,random --plot rates.png
    citadels play --players 4 --seed 7 --lang zh --save game.json
    citadels replay game.json
    citadels replay game.json --html game.html
    citadels cards --preset classic --lang zh
    citadels packs
    citadels check classic --games 2
"""

from __future__ import annotations

import contextlib
import warnings
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

import attrs
import click
from rich.console import Console
from rich.markup import escape
from rich.table import Table

from tabletop_engine.actions import Action
from tabletop_engine.charts import rate_chart
from tabletop_engine.cli_support import (
    AGENT_TIMEOUT_OPTION,
    DASK_OPTION,
    EXIT_INTERRUPTED,
    WORKERS_OPTION,
    BadInput,
    CommandError,
    GameGroup,
    ask_action,
    backend_label,
    before_run,
    check_output_path,
    check_page_options,
    check_page_seat,
    config_message,
    failure_block,
    failures_folder,
    finish_play,
    one_line,
    output_option,
    page_seat_option,
    play_with_progress,
    print_broken_packs,
    read_packs,
    read_record_file,
    report_interrupted,
    report_page,
    save_failures_option,
    status,
    stopping_play,
    write_csv,
    write_json,
)
from tabletop_engine.cli_support import SEED as ENGINE_SEED
from tabletop_engine.errors import ConfigError, IllegalAction, PackError
from tabletop_engine.events import Event
from tabletop_engine.files import atomic_write_text
from tabletop_engine.serialization import MAX_SIZE, from_json, to_json
from tabletop_engine.serve.command import serve_command
from tabletop_engine.suggest import unknown_id, unknown_ids

from .agents import GreedyAgent
from .game.config import GameConfig
from .game.notation import parse_action
from .game.packs import (
    COLOURS,
    REGISTRY,
    CardInfo,
    Pack,
    PackWarning,
    Preset,
    VariantInfo,
    all_cards,
    all_variants,
    broken_packs,
    card_versions,
    installed_packs,
    preset_cards,
    presets,
)
from .game.reducer import Ctx, apply, legal_actions, new_game, step
from .game.ruleset import ruleset_for
from .game.scoring import Score, scores, winners
from .game.secrets import events_for
from .game.state import GameState
from .game.views import GameView, observe
from .i18n import card_text, tr, tr_n
from .runner import (
    Failure,
    Record,
    TimedCalls,
    agent_rng,
    ask_agent,
    play,
    record_mismatch,
    replay_steps,
)
from .simulate import AGENTS, SimulationResult, make_agents, simulate

if TYPE_CHECKING:
    from .testing.invariants import InvariantFailure

BAR_WIDTH = 10
LANGS = ("en", "zh")
#: Largest record ``citadels replay`` reads (bytes): ``from_json``'s own cap, checked
#: while reading so that ``replay /dev/zero`` stops at once.
MAX_RECORD_BYTES = MAX_SIZE


def _console() -> Console:
    """A console on the current stdout (made per command, so test runners capture it)."""
    return Console(highlight=False)


def _split(ctx: click.Context, param: click.Parameter, value: str | None) -> tuple[str, ...]:
    """Option callback: ``"a, b,c"`` -> ``("a", "b", "c")``; ``""`` -> ``()`` (none);
    a usage error for an empty item (``a,,b``, ``,,``)."""
    if not value:
        return ()
    parts = tuple(part.strip() for part in value.split(","))
    if not all(parts):
        raise click.BadParameter(f"{value!r} has an empty item", ctx=ctx, param=param)
    return parts


def _split_names(ctx: click.Context, param: click.Parameter, value: str | None) -> tuple[str, ...]:
    """Option callback for a list that may not be empty: ``"a, b,c"`` -> ``("a", "b",
    "c")``; a usage error for ``''`` or an empty item (``a,,b``)."""
    if value is None:
        return ()
    parts = tuple(part.strip() for part in value.split(","))
    if not any(parts):
        raise click.BadParameter(f"{value!r} names nothing", ctx=ctx, param=param)
    if not all(parts):
        raise click.BadParameter(f"{value!r} has an empty item", ctx=ctx, param=param)
    return parts


SEED = ENGINE_SEED  # tabletop_engine.cli_support: the same in both games


def _agents_option(value: tuple[str, ...], players: int, option: str) -> tuple[str, ...]:
    """Check agent names early, so a typo is a usage error rather than a crash."""
    spec = value or ("random",)
    try:
        make_agents(spec, players)
    except ValueError as exc:
        raise click.BadParameter(str(exc), param_hint=option) from None
    return spec


def _known_preset(preset: str) -> Preset:
    """The installed preset ``preset``; a one-line configuration error otherwise."""
    known = presets()
    if preset not in known:
        raise ConfigError(unknown_id("preset", preset, known))
    return known[preset]


def _table(title: str | None, *columns: str) -> Table:
    """A table titled on the left. A column name ending in ``>`` is right-aligned and
    never wraps (numbers); one ending in ``=`` never wraps (ids: other columns give way,
    so an id is never cut in two at 80 columns). Other columns wrap between words.

    No column ends a value with "…" (rich's default): text that cannot wrap folds, and
    a line of wide (CJK) characters that rich measures one cell too long loses only its
    trailing space.
    """
    table = Table(title=title, title_justify="left")
    for column in columns:
        if column.endswith("="):
            table.add_column(column[:-1], no_wrap=True, overflow="fold")
        elif column.endswith(">"):
            table.add_column(column[:-1], justify="right", no_wrap=True, overflow="fold")
        else:
            table.add_column(column.removesuffix("~"), overflow="fold")
    return table


def _seats(seats: Sequence[int]) -> str:
    """``0–3, 5``: seat numbers, runs of consecutive seats as ranges (short and unbroken)."""
    runs: list[list[int]] = []
    for seat in sorted(seats):
        if runs and seat == runs[-1][-1] + 1:
            runs[-1].append(seat)
        else:
            runs.append([seat])
    return ", ".join(f"{r[0]}–{r[-1]}" if len(r) > 2 else ", ".join(map(str, r)) for r in runs)


def _bar(rate: float) -> str:
    filled = round(max(0.0, min(1.0, rate)) * BAR_WIDTH)
    return "█" * filled + "·" * (BAR_WIDTH - filled)


def _ci(interval: tuple[float, float]) -> str:
    """``12.3–45.6%``: a 95% interval, short enough for narrow terminals."""
    return f"{interval[0] * 100:.1f}–{interval[1]:.1%}"


def _name(card_id: str, cards: dict[str, CardInfo], lang: str = "en") -> str:
    """A card's name in ``lang`` (English when it has no Chinese name); the id if unknown."""
    info = cards.get(card_id)
    if info is None:
        return card_id
    if lang == "zh" and info.name_zh:
        return info.name_zh
    return info.name


CHARACTERS_OPTION = click.option(
    "--characters",
    default="",
    callback=_split,
    help="Comma-separated character ids replacing the preset's, rank by rank.",
)
VARIANTS_OPTION = click.option(
    "--variants", default="", callback=_split, help="Comma-separated house-rule ids."
)
LANG_OPTION = click.option(
    "--lang",
    type=click.Choice(LANGS),
    default="en",
    show_default=True,
    help="Language (zh: Chinese, 繁體中文): card names; in play and cards also the prompts, "
    "actions and headers.",
)


@click.group(
    cls=GameGroup,
    debug_variable="CITADELS_DEBUG",
    one_line_warnings=(PackWarning,),  # a broken pack skipped
    context_settings={"help_option_names": ["-h", "--help"]},
)
@click.version_option(package_name="citadels_rules", prog_name="citadels")
def main() -> None:
    """Citadels (富饒之城) rules engine: simulate games, play against bots, replay records,
    list cards and packs, check a pack.

    Run `citadels COMMAND --help` for the options of each command. Bad input prints one
    line and exits with 2; Ctrl-C exits with 130.
    """


# -- simulate -----------------------------------------------------------------------------
@main.command("simulate")
@click.option(
    "--games",
    "-n",
    default=100,
    show_default=True,
    type=click.IntRange(min=1),
    help="Number of games (seeds SEED, SEED+1, ...).",
)
@click.option("--players", "-p", default=4, show_default=True, type=int, help="Players per game.")
@click.option(
    "--preset", default="classic", show_default=True, help="Ruleset (see `citadels packs`)."
)
@CHARACTERS_OPTION
@VARIANTS_OPTION
@click.option(
    "--seed", "-s", default=0, show_default=True, type=SEED, help="Seed of the first game."
)
@click.option(
    "--agents",
    "-a",
    default="random",
    show_default=True,
    callback=_split_names,
    help=f"Comma-separated agents, one for all seats or one per seat: {', '.join(AGENTS)}.",
)
@WORKERS_OPTION
@AGENT_TIMEOUT_OPTION
@DASK_OPTION
@click.option(
    "--card-stats/--no-card-stats",
    default=True,
    show_default=True,
    help="Count the districts built and destroyed (a few per cent slower; off for the fastest "
    "runs). Districts in the final cities are always counted.",
)
@click.option(
    "--top",
    "top_cards",
    default=8,
    show_default=True,
    type=click.IntRange(min=0),
    help="Districts shown in the most built / most destroyed tables (0: none).",
)
@output_option("--json", "json_path", "Also write every number as JSON to this file.")
@output_option(
    "--games-csv",
    "csv_path",
    "Also write one row per game to this CSV file: seed, players, preset, rounds, "
    "actions, winners, then per seat its agent, score, won (0/1) and characters.",
)
@output_option(
    "--plot",
    "plot_path",
    "Draw the win rate per character with its 95% interval to this image (PNG, SVG, "
    "PDF). Needs the 'plot' extra (matplotlib).",
)
@click.option(
    "--save-games",
    type=click.Path(file_okay=False, writable=True, path_type=Path),
    help="Write every game's record to this directory as game-<seed>.json, for `citadels "
    "replay` (slower: full records). With a remote Dask cluster, a directory the workers "
    "can write to.",
)
@click.option(
    "--save-record",
    type=click.Path(dir_okay=False, path_type=Path),
    hidden=True,
    help="Write the record of the first game (seed SEED) as JSON (see --save-games).",
)
def simulate_command(
    games: int,
    players: int,
    preset: str,
    characters: tuple[str, ...],
    variants: tuple[str, ...],
    seed: int,
    agents: tuple[str, ...],
    workers: int,
    agent_timeout: float | None,
    dask_address: str | None,
    card_stats: bool,
    top_cards: int,
    json_path: Path | None,
    csv_path: Path | None,
    plot_path: Path | None,
    save_games: Path | None,
    save_record: Path | None,
) -> None:
    """Play many games; print win rates per seat, agent and character, mean scores, game
    length and the most built and most destroyed districts.

    Win rates come with 95% Wilson score intervals (they stay within 0-100% and hold for
    small counts; an agent's seats are counted as separate seat-games). A shared
    victory counts a win for each winner. A character's games are those in which a seat
    held it in the final round.

    Games use the seeds SEED, SEED+1, ...: the same options give the same numbers with
    any number of workers or on Dask. Ctrl-C stops the run and prints the games finished
    so far (exit code 130).

    The tables go to stdout; the progress bar and the notes on files written go to
    stderr, so `citadels simulate ... > results.txt` keeps only the tables.
    """
    console = _console()
    config = GameConfig(
        players=players, preset=preset, seed=seed, characters=characters, variants=variants
    )
    new_game(config)  # an invalid config fails here, before any process starts
    spec = _agents_option(agents, players, "--agents")
    workers = before_run(
        games, workers, dask_address, json_path=json_path, csv_path=csv_path, plot_path=plot_path
    )
    result, interrupted = play_with_progress(
        lambda progress: simulate(
            config,
            games,
            spec,
            workers=workers,
            dask=dask_address,
            progress=progress,
            card_stats=card_stats,
            save_games=save_games,
            game_rows=csv_path is not None,
            agent_timeout=agent_timeout,
        ),
        games,
        backend_label(workers, dask_address),
    )
    if interrupted:
        report_interrupted(console, result.games, result.requested)
    if result.games:
        print_result(console, result, top_cards)
        if json_path is not None:
            write_json(json_path, result.to_dict())
            click.echo(f"Wrote {json_path}", err=True)
        if csv_path is not None:
            write_games_csv(result, csv_path)
            click.echo(f"Wrote {result.games} rows to {csv_path}", err=True)
        if plot_path is not None:
            plot_characters(result, plot_path)
            click.echo(f"Wrote {plot_path}", err=True)
        if save_games is not None:
            click.echo(f"Wrote {result.games} records to {save_games}", err=True)
    if interrupted:
        raise click.exceptions.Exit(EXIT_INTERRUPTED)
    if save_record is not None:
        record = play(config, make_agents(spec, players))
        atomic_write_text(save_record, to_json(record))
        click.echo(f"Wrote the record of seed {seed} to {save_record}", err=True)


def write_games_csv(result: SimulationResult, path: Path) -> None:
    """``--games-csv``: :meth:`SimulationResult.to_rows` as CSV, one row per game."""
    write_csv(path, result.to_rows())


def _seed_text(result: SimulationResult) -> str:
    if result.complete:
        return f"seeds {result.seeds[0]}–{result.seeds[-1]}"
    done = ", ".join(f"{a}–{b - 1}" if b - a > 1 else str(a) for a, b in result.seed_ranges)
    return f"seeds {done or 'none'}"


def print_result(console: Console, result: SimulationResult, top_cards: int = 8) -> None:
    """The tables of ``citadels simulate``."""
    cards = all_cards()
    c = result.config
    with contextlib.suppress(ConfigError, PackError):  # the versions this game plays
        cards.update(ruleset_for(c).cards)
    console.print(
        f"[bold]{result.games} games[/bold] · {c.preset} · {c.players} players · "
        f"{_seed_text(result)} · {result.backend or 'local'} · {result.elapsed:.2f} s "
        f"({result.games_per_second:.1f} games/s)"
    )

    seats = _table("Seats", "Seat>", "Agent", "Wins>", "Win rate>", "95% CI>", "Mean score>")
    for seat, (agent, wins, rate, ci, mean) in enumerate(
        zip(
            result.agents,
            result.seat_wins,
            result.seat_win_rate,
            result.seat_intervals,
            result.mean_score,
            strict=True,
        )
    ):
        seats.add_row(str(seat), agent, str(wins), f"{rate:.1%}", _ci(ci), f"{mean:.2f}")
    console.print(seats)

    by_agent = _table(
        "Agents (over their seats)",
        "Agent",
        "Seats",
        "Games>",
        "Wins>",
        "Win rate>",
        "95% CI>",
        "Mean score>",
    )
    for a in result.by_agent:
        by_agent.add_row(
            a.name,
            _seats(a.seats),
            str(a.games),
            str(a.wins),
            f"{a.win_rate:.1%}",
            _ci(a.interval),
            f"{a.mean_score:.2f}",
        )
    console.print(by_agent)

    chars = _table(
        "Characters (held in the final round)",
        "Rank>",
        "Character",
        "Games>",
        "Wins>",
        "Win rate>",
        "95% CI>",
        "Win chart",
    )
    for ch in result.characters:
        info = cards.get(ch.id)
        rank = str(info.rank) if info is not None and info.rank is not None else "?"
        chars.add_row(
            rank,
            _name(ch.id, cards),
            str(ch.games),
            str(ch.wins),
            f"{ch.win_rate:.1%}",
            _ci(ch.interval),
            _bar(ch.win_rate),
        )
    console.print(chars)

    length = _table("Game length", "", "Mean>", "Median>", "Min>", "Max>")
    length.add_row(
        "Rounds",
        f"{result.mean_rounds:.2f}",
        f"{result.median_rounds:g}",
        str(result.rounds_min),
        str(result.rounds_max),
    )
    length.add_row("Actions", f"{result.mean_actions:.1f}", "", "", str(result.actions_max))
    console.print(length)
    if result.ties:
        console.print(f"Shared victories: {result.ties} ({result.ties / result.games:.1%})")

    if not top_cards:
        return
    if not result.card_stats:
        console.print("[dim]Districts built and destroyed: not counted (--no-card-stats).[/dim]")
        return
    built = _table(
        f"Most built districts (top {top_cards})",
        "District",
        "Cost",
        "Built>",
        "Per game>",
        "Destroyed>",
        "In cities>",
        "Winners'>",
    )
    for s in result.most_built(top_cards):
        built.add_row(
            _name(s.id, cards),
            _cost(s.id, cards),
            str(s.built),
            f"{(s.built or 0) / result.games:.2f}",
            str(s.destroyed or 0),
            str(s.in_city),
            f"{s.win_rate:.1%}",
        )
    console.print(built)
    destroyed = result.most_destroyed(top_cards)
    if not destroyed:
        console.print("[dim]No district was destroyed.[/dim]")
        return
    table = _table(
        f"Most destroyed districts (top {top_cards})",
        "District",
        "Cost",
        "Destroyed>",
        "Per game>",
        "Built>",
        "Of builds>",
    )
    for s in destroyed:
        table.add_row(
            _name(s.id, cards),
            _cost(s.id, cards),
            str(s.destroyed),
            f"{(s.destroyed or 0) / result.games:.2f}",
            str(s.built or 0),
            f"{(s.destroyed or 0) / s.built:.1%}" if s.built else "–",
        )
    console.print(table)
    console.print(
        "[dim]In cities: final cities holding it; Winners': the share of those that won. "
        "Intervals: 95% Wilson score.[/dim]"
    )


def _cost(card: str, cards: dict[str, CardInfo]) -> str:
    """``3 green``: a district's cost and colour."""
    info = cards.get(card)
    return "" if info is None or info.cost is None else f"{info.cost} {info.colour or ''}".strip()


def plot_characters(result: SimulationResult, path: Path) -> None:
    """Draw each character's win rate with its 95% Wilson interval as error bars, and
    the mean over all characters as a dashed line; the format follows ``path``'s suffix.

    Drawn by :func:`~tabletop_engine.charts.rate_chart` (matplotlib's object API,
    imported only when a chart is drawn).
    """
    cards = all_cards()
    stats = list(result.characters)
    held = sum(c.games for c in stats)
    mean = sum(c.wins for c in stats) / held if held else 0.0
    config = result.config
    rate_chart(
        path,
        [_name(c.id, cards) for c in stats],
        [c.win_rate for c in stats],
        [c.interval for c in stats],
        title=f"Win rate per character, 95% Wilson intervals\n"
        f"{result.games} games · {config.preset} · {config.players} players · "
        f"{', '.join(dict.fromkeys(result.agents))}",
        ylabel="win rate of the holder (final round)",
        mean=mean,
        mean_label=f"all characters: {mean:.1%}",
    )


# -- action and card texts ----------------------------------------------------------------
VERBS = {
    "pick": "pick",
    "remove": "remove",
    "take_gold": "take gold",
    "draw": "draw cards",
    "keep": "keep",
    "build": "build",
    "income": "collect income",
    "choose": "choose",
    "done": "done",
    "end_turn": "end the turn",
}
#: What other seats see of a bot's action of these kinds (the rest is public).
HIDDEN_BOT_ACTIONS = {
    "pick": "picks a character",
    "remove": "removes a character",
    "keep": "keeps a card",
    "choose": "makes a choice",
}
#: Action parameters naming seats.
SEAT_PARAMS = frozenset({"target", "seat", "giver", "receiver"})


def _district(card: str, cards: dict[str, CardInfo], lang: str = "en") -> str:
    """A district with its cost and colour initial (``Temple 1b``; ``神殿 1藍`` in zh)."""
    info = cards.get(card)
    if info is None or info.cost is None:
        return _name(card, cards, lang)
    colour = tr(info.colour, lang) if lang != "en" and info.colour else (info.colour or "?")[0]
    return f"{_name(card, cards, lang)} {info.cost}{colour}"


def _value_text(key: str, value: Any, cards: dict[str, CardInfo], lang: str) -> str:
    if isinstance(value, bool):
        return f"{key.replace('_', ' ')} {tr('yes' if value else 'no', lang)}"
    if isinstance(value, int) and key in SEAT_PARAMS:
        return tr("seat {seat}", lang).format(seat=value)
    if isinstance(value, str) and value in cards:
        return _name(value, cards, lang)
    if isinstance(value, tuple):
        return ", ".join(_value_text(key, v, cards, lang) for v in value)
    if key == "option" and isinstance(value, str):
        return tr(value, lang)
    if key in ("option", "character", "card", "district", "own"):
        return str(value)
    return f"{key.replace('_', ' ')} {value}"


def describe_action(
    action: Action, cards: dict[str, CardInfo], lang: str = "en", *, hide_cards: bool = False
) -> str:
    """A short readable name: ``build Temple (1 gold)``, ``Thief: rob King``,
    ``Warlord: destroy seat 2, Market``. ``hide_cards`` hides cards taken from a hand
    (what other seats see of a bot's move), except those it builds."""
    params = dict(action.params)
    if action.kind == "ability":
        name = str(params.pop("name", "?"))
        owner, _, verb = name.rpartition(".")
        verb = tr(verb.replace("_", " "), lang)
        head = f"{_name(owner, cards, lang)}: {verb}" if owner else name
    else:
        head = tr(VERBS.get(action.kind, action.kind.replace("_", " ")), lang)
    parts = []
    for key, value in params.items():
        if key == "index":
            continue  # which of two equal districts: the text form shows it
        if hide_cards and key == "card" and action.kind != "build":
            parts.append(tr("a card", lang))
            continue
        text = _value_text(key, value, cards, lang)
        if action.kind == "build" and key == "card":
            info = cards.get(str(value))
            if info is not None and info.cost is not None:
                colour = tr(info.colour or "?", lang)
                price = tr("({cost} gold, {colour})", lang).format(cost=info.cost, colour=colour)
                text += f" {price}"
        parts.append(text)
    return head + (" " + ", ".join(parts) if parts else "")


# -- play ---------------------------------------------------------------------------------
class _Script:
    """An agent that replays given actions, to rebuild a full record (with events)."""

    observes = False

    def __init__(self, actions: Sequence[Action]) -> None:
        self._actions = iter(actions)

    def act(self, view: object, legal: Sequence[Action], rng: object) -> Action:
        return next(self._actions)


@main.command("play")
@click.option("--players", "-p", default=4, show_default=True, type=int, help="Players.")
@click.option("--preset", default="classic", show_default=True, help="Ruleset.")
@click.option("--seed", "-s", default=0, show_default=True, type=SEED, help="Seed of the game.")
@CHARACTERS_OPTION
@VARIANTS_OPTION
@click.option("--seat", default=0, show_default=True, type=int, help="Your seat (0-based).")
@click.option(
    "--bots",
    default="greedy",
    show_default=True,
    callback=_split_names,
    help=f"Agents of the other seats (one for all, or one per seat): {', '.join(AGENTS)}.",
)
@AGENT_TIMEOUT_OPTION
@LANG_OPTION
@click.option(
    "--save",
    "save_path",
    type=click.Path(dir_okay=False, writable=True, path_type=Path),
    help="Write the game's record as JSON (for `citadels replay`), also of a stopped game.",
)
def play_command(
    players: int,
    preset: str,
    seed: int,
    characters: tuple[str, ...],
    variants: tuple[str, ...],
    seat: int,
    bots: tuple[str, ...],
    agent_timeout: float | None,
    lang: str,
    save_path: Path | None,
) -> None:
    """Play a game in the terminal against bots, in one seat.

    You see only what your seat may know (others' hands and the face-down cards stay
    hidden) and, when it is your turn, the numbered legal actions, the suggested one
    first (what the greedy bot would do in your place). Answer with a number (Enter
    alone takes number 1, the suggestion), or with the action's text as shown in brackets
    (`build temple`, `pick king`, `assassin.kill thief`); `q` quits. When your move
    comes you hear what happened to you since your last one (robbed, killed, bewitched,
    a warrant or a threat, gold taken or collected, a district destroyed), and each
    bot's turn is told in one line.

    Reads answers from standard input, so a game can be scripted (answering 1, the
    suggestion, each time):

        yes 1 | citadels play --seed 3

    Input ending before the game does is an error (exit code 1); the record is still
    saved with --save (unless no action was played). So is a bot that fails, answers
    with an illegal action or, with --agent-timeout, takes longer than that to decide.
    """
    console = _console()
    config = GameConfig(
        players=players, preset=preset, seed=seed, characters=characters, variants=variants
    )
    state = new_game(config)
    if not 0 <= seat < players:
        raise click.BadParameter(f"must be from 0 to {players - 1}", param_hint="--seat")
    spec = _agents_option(bots, players, "--bots")
    check_output_path(save_path, "--save")
    agents = make_agents(spec, players)
    rngs = [agent_rng(config, s) for s in range(players)]
    labels = tuple("you" if s == seat else type(a).__name__ for s, a in enumerate(agents))
    shown_labels = tuple(tr(label, lang) for label in labels)  # "you", the agents' names
    cards = ruleset_for(config).cards
    actions: list[Action] = []
    shown: tuple[int, str, str | None] | None = None  # (round, phase, character) last shown
    console.print(
        f"[bold]{tr('Citadels', lang)}[/bold] · {escape(tr(preset, lang))} · "
        + " · ".join(
            (
                tr("{players} players", lang).format(players=players),
                tr("seed {seed}", lang).format(seed=seed),
                tr("you are seat {seat}", lang).format(seat=seat),
            )
        )
    )
    timed = None if agent_timeout is None else TimedCalls(agent_timeout)
    story = _Story(console, seat, shown_labels, cards, lang)
    hints = agent_rng(config, seat)  # the suggestions' tie-breaks: a game replays the same
    # Input ending, Ctrl-C or a failing bot stops the loop, and the game is still saved.
    closing = contextlib.nullcontext() if timed is None else contextlib.closing(timed)
    with stopping_play() as stop, closing:
        while not state.is_over:
            current = state.current_player
            assert current is not None
            legal = legal_actions(state)
            if current == seat:
                story.flush()
                view = observe(state, seat)
                context = (view.round, view.phase, view.active_character)
                if actions and actions[-1].actor == seat and context == shown:
                    _show_me(console, view, cards, lang)  # unchanged but for your moves
                else:
                    _show_view(console, view, shown_labels, cards, lang)
                    shown = context
                story.show_news()
                suggestion = GreedyAgent().act(view, legal, hints)
                chosen = _ask(console, state, legal, cards, lang, suggestion)
                if chosen is None:
                    stop.ending = "quit"
                    break
            else:
                sees = getattr(agents[current], "observes", True)
                bot_view = observe(state, current) if sees else None
                chosen = ask_agent(
                    state, current, agents[current], bot_view, legal, rngs[current], timed
                )
            events: list[Event] = []
            before = state
            state = step(state, chosen, Ctx(events))
            actions.append(chosen)
            story.after(before, chosen, events, state)
        story.flush()
    if state.is_over:
        _show_scores(console, scores(state), winners(state), shown_labels, cards, lang)
    elif stop.ending == "quit":
        console.print(tr("Game abandoned.", lang))
    finish_play(  # --save, atomically, also of a stopped game; then the exit code
        stop,
        console,
        save_path=save_path,
        played=len(actions),
        record_json=lambda: to_json(_record_of(config, actions, state, labels)),
        where=f"in round {state.round}",
        saved=tr("Wrote the record to {path}", lang),
        interrupted=tr("Interrupted: game abandoned in round {round}.", lang).format(
            round=state.round
        ),
    )


def _record_of(
    config: GameConfig, actions: Sequence[Action], state: GameState, labels: tuple[str, ...]
) -> Record:
    """The record of a game played action by action: replayed through :func:`play` when
    finished (so it carries events), else built directly (a stopped game)."""
    if state.is_over:
        record = play(config, [_Script(actions)] * config.players)
        return attrs.evolve(record, agents=labels)
    return Record(
        config=config,
        plugins=ruleset_for(config).plugins,
        actions=tuple(actions),
        events=(),
        final_state=state,
        scores=scores(state),
        agents=labels,
    )


def _show_view(
    console: Console,
    view: GameView,
    labels: tuple[str, ...],
    cards: dict[str, CardInfo],
    lang: str,
) -> None:
    """What the human may see: every seat's public state, their own hand, the decision."""
    heading = [tr("Round {round}", lang).format(round=view.round), tr(view.phase, lang)]
    if view.active_character:
        name = _name(view.active_character, cards, lang)
        heading.append(tr("{name}'s turn", lang).format(name=name))
    console.rule(escape(" · ".join(heading)))
    bank = tr("unlimited", lang) if view.bank is None else str(view.bank)
    line = [tr("Bank {bank}", lang).format(bank=bank)]
    line.append(
        tr_n("deck {n} card", "deck {n} cards", view.deck_size, lang).format(n=view.deck_size)
    )
    face_up = ", ".join(_name(c, cards, lang) for c in view.draft.face_up)
    if face_up:
        line.append(tr("face up: {cards}", lang).format(cards=face_up))
    if view.draft.face_down_count:
        line.append(tr("{n} face down", lang).format(n=view.draft.face_down_count))
    console.print(escape(" · ".join(line)))
    table = Table(show_edge=False)
    for col in ("Seat", "Gold"):
        table.add_column(tr(col, lang), no_wrap=True, overflow="fold")
    for col in ("Hand", "Characters", "City"):  # see _table: wrap between words, no "…"
        table.add_column(tr(col, lang), overflow="fold")
    for s, p in enumerate(view.players):
        who = f"{s} {labels[s]}" + (" ♛" if s == view.crown else "")
        hand = (
            ", ".join(_district(c, cards, lang) for c in p.hand)
            if p.hand is not None
            else tr_n("{n} card", "{n} cards", p.hand_size, lang).format(n=p.hand_size)
        )
        chars = ", ".join(_name(c, cards, lang) for c in p.characters) or "–"
        city = ", ".join(_district(d.card, cards, lang) for d in p.city) or "–"
        table.add_row(
            f"[bold]{who}[/bold]" if s == view.seat else who, str(p.gold), hand, chars, city
        )
    console.print(table)
    if view.pending is not None and view.pending.seat == view.seat:
        kind = f"[bold]{escape(_decision(view.pending.kind, cards, lang))}[/bold]"
        console.print(tr("Decision: {kind}", lang).format(kind=kind))


def _show_me(console: Console, view: GameView, cards: dict[str, CardInfo], lang: str) -> None:
    """A one-line reminder of the human's gold, hand and city between their own moves."""
    me = view.me
    hand = ", ".join(_district(c, cards, lang) for c in me.hand or ()) or "–"
    city = ", ".join(_district(d.card, cards, lang) for d in me.city) or "–"
    line = [
        tr("Gold {gold}", lang).format(gold=me.gold),
        tr("hand: {cards}", lang).format(cards=hand),
        tr("city: {cards}", lang).format(cards=city),
    ]
    if view.pending is not None:
        kind = _decision(view.pending.kind, cards, lang)
        line.append(tr("decision: {kind}", lang).format(kind=kind))
    console.print(escape(" · ".join(line)))


def _decision(kind: str, cards: dict[str, CardInfo], lang: str) -> str:
    """A decision kind as shown: ``keep``, ``magician.redraw`` (``魔法師: 換牌`` in zh)."""
    if lang == "en":
        return kind
    owner, _, verb = kind.rpartition(".")
    verb = tr(VERBS.get(verb, verb.replace("_", " ")), lang)
    return f"{_name(owner, cards, lang)}: {verb}" if owner else verb


def _ask(
    console: Console,
    state: GameState,
    legal: Sequence[Action],
    cards: dict[str, CardInfo],
    lang: str,
    suggestion: Action | None = None,
) -> Action | None:
    """Prompt until the human gives a legal action (a number or its text); None to quit.

    ``suggestion`` (what the greedy bot would do in the human's place) comes first, as
    number 1, so that answering 1 each time plays a sensible game (the engine's
    :func:`~tabletop_engine.cli_support.ask_action`, as ``dominion play``)."""
    return ask_action(
        console,
        legal,
        describe=lambda action: describe_action(action, cards, lang),
        parse=lambda text: parse_action(text, state),
        suggestion=suggestion,
        tr=lambda text: tr(text, lang),
    )


#: How the human hears of marks put on their characters (mark kind -> template).
MARK_NEWS = {
    "killed": "your {character} was killed (seat {by})",
    "robbed": "your {character} was robbed (seat {by})",
    "robbed_half": "your {character} was robbed (seat {by})",
    "bewitched": "your {character} was bewitched (seat {by})",
    "warrant": "a warrant on your {character} (seat {by})",
    "signed_warrant": "the warrant on your {character} is signed (seat {by})",
    "threat": "a threat on your {character} (seat {by})",
    "real_threat": "the threat on your {character} is real (seat {by})",
    "threat_revealed": "the threat on your {character} was revealed (seat {by})",
    "threat_resolved": "the threat on your {character} was resolved (seat {by})",
}
#: Action kinds left out of a bot's turn line (they tell nothing).
QUIET_BOT_ACTIONS = frozenset({"end_turn"})


class _Story:
    """What ``play`` tells the human besides the table: one line per bot turn (what it
    did, hiding what the human may not know) and, when the human's move comes, what
    happened to them since their last one (marks on their characters, gold taken or
    given, districts destroyed or taken, hands exchanged, the crown)."""

    def __init__(
        self,
        console: Console,
        seat: int,
        labels: tuple[str, ...],
        cards: dict[str, CardInfo],
        lang: str,
    ) -> None:
        self.console = console
        self.seat = seat
        self.labels = labels
        self.cards = cards
        self.lang = lang
        self.news: list[str] = []
        self.bot: tuple[int, str | None] | None = None  # the bot whose turn is being told
        self.bits: list[str] = []

    def t(self, text: str, **fields: Any) -> str:
        return tr(text, self.lang).format(**fields)

    # -- bots -------------------------------------------------------------------------
    def flush(self) -> None:
        """Print the line of the bot turn being told, if any."""
        if self.bot is None:
            return
        seat, character = self.bot
        who = self.t("seat {seat} {label}", seat=seat, label=self.labels[seat])
        if character is not None:
            who += f" ({_name(character, self.cards, self.lang)})"
        what = " · ".join(self.bits) or self.t("ends the turn")
        self.console.print(f"[dim]{escape(who)}:[/dim] {escape(what)}")
        self.bot, self.bits = None, []

    def _bot_action(self, before: GameState, action: Action) -> None:
        seat = action.actor
        assert seat is not None
        character = before.active_character if before.turn is not None else None
        if self.bot is not None and (self.bot != (seat, character) or character is None):
            self.flush()
        self.bot = (seat, character)
        if action.kind in QUIET_BOT_ACTIONS:
            return
        hidden = HIDDEN_BOT_ACTIONS.get(action.kind)
        if hidden is not None:
            self.bits.append(tr(hidden, self.lang))
            return
        text = describe_action(action, self.cards, self.lang, hide_cards=True)
        if character is not None:  # "Thief: rob King" in the Thief's line: "rob King"
            text = text.removeprefix(f"{_name(character, self.cards, self.lang)}: ")
        self.bits.append(text)

    # -- the human's news -------------------------------------------------------------
    def after(
        self, before: GameState, action: Action, events: Sequence[Event], state: GameState
    ) -> None:
        """Take note of one action and its events."""
        if action.actor == self.seat:
            self.flush()
            self.news = []  # told: the human moved since
            return
        self._bot_action(before, action)
        mine = set(before.players[self.seat].characters) | set(state.players[self.seat].characters)
        for e in events_for(events, self.seat):
            line = self._news(e, mine)
            if line:
                self.news.append(line)
        if any(e.kind == "turn_end" for e in events):
            self.flush()

    def _news(self, e: Event, mine: set[str]) -> str | None:
        d = e.data
        me = str(self.seat)
        by = e.seat
        if e.kind in MARK_NEWS and d.get("character") in mine and by != self.seat:
            name = _name(str(d["character"]), self.cards, self.lang)
            return self.t(MARK_NEWS[e.kind], character=name, by=by)
        if e.kind == "gold" and me in (d.get("src"), d.get("dst")):
            src, dst, amount = str(d.get("src")), str(d.get("dst")), d.get("amount")
            if src == me and dst.isdigit():
                return self.t("you lost {n} gold to seat {seat}", n=amount, seat=dst)
            if src == me:
                return self.t("you paid {n} gold", n=amount)
            if src.isdigit():
                return self.t("seat {seat} gave you {n} gold", n=amount, seat=src)
            return self.t("you collected {n} gold", n=amount)
        if e.kind == "destroyed" and e.seat == self.seat:
            card = _name(str(d.get("card")), self.cards, self.lang)
            return self.t("seat {seat} destroyed your {card}", seat=d.get("by"), card=card)
        if e.kind == "district_moved" and e.seat == self.seat:
            card = _name(str(d.get("card")), self.cards, self.lang)
            return self.t("seat {seat} took your {card}", seat=d.get("by"), card=card)
        if e.kind == "cards_taken" and e.seat == self.seat:
            n = d.get("n", 0)
            return tr_n(
                "{n} card was taken from your hand",
                "{n} cards were taken from your hand",
                n if isinstance(n, int) else 0,
                self.lang,
            ).format(n=n)
        if e.kind in ("hands_exchanged", "characters_exchanged", "exchanged"):
            other = d.get("target") if e.seat == self.seat else e.seat
            if self.seat in (e.seat, d.get("target")):
                what = e.kind.split("_")[0] if e.kind != "exchanged" else "districts"
                return self.t(f"seat {{seat}} exchanged {what} with you", seat=other)
        if e.kind == "crown" and self.seat in (e.seat, d.get("previous")):
            if e.seat == self.seat:
                return self.t("the crown came to you")
            return self.t("seat {seat} took the crown from you", seat=e.seat)
        return None

    def show_news(self) -> None:
        """What happened to the human since their last move, then forget it."""
        if self.news:
            self.console.print(escape(tr("Since your last move:", self.lang)))
            for line in self.news:
                self.console.print(f"  • {escape(line)}")
        self.news = []


def _show_scores(
    console: Console,
    totals: Sequence[Score],
    won: Sequence[int],
    labels: Sequence[str],
    cards: dict[str, CardInfo] | None = None,
    lang: str = "en",
) -> None:
    """The final scores with their lines (why each seat has its points)."""
    headers = [tr(h, lang) for h in ("Seat", "Player", "Total", "Lines")]
    table = _table(
        tr("Final scores", lang), f"{headers[0]}>", headers[1], f"{headers[2]}>", headers[3]
    )
    for s, score in enumerate(totals):
        lines = ", ".join(
            f"{_label(line.label, cards or {}, lang)} {line.points}" for line in score.lines
        )
        mark = " ★" if s in won else ""
        table.add_row(str(s), escape(labels[s] + mark), str(score.total), escape(lines))
    console.print(table)
    names = ", ".join(f"{tr('seat {seat}', lang).format(seat=s)} ({labels[s]})" for s in won)
    winners_line = "Winners: {names}" if len(won) > 1 else "Winner: {names}"
    console.print(escape(tr(winners_line, lang).format(names=names)))


def _label(label: str, cards: dict[str, CardInfo], lang: str) -> str:
    """A score line's label: a card's name when it names a card (a district's bonus)."""
    if label in cards:
        return _name(label, cards, lang)
    return tr(label, lang)


# -- replay -------------------------------------------------------------------------------
def read_record(path: Path) -> Record:
    """The game record in ``path``; :class:`BadInput` (one line) for anything else."""
    return read_record_file(path, from_json, Record, max_bytes=MAX_RECORD_BYTES)


@attrs.define
class _Turn:
    """One character's turn while narrating a record."""

    seat: int
    character: str
    gold: int
    bits: list[list[Any]] = attrs.Factory(list)  # [text, gold gained from the bank]
    abilities: set[str] = attrs.Factory(set)  # names of the abilities used

    def say(self, text: str) -> None:
        self.bits.append([text, 0])


class _Narrator:
    """Turns a record's events into a turn-by-turn story: one block per round (crown,
    face-up characters, the draft), one line per character called (what it did, then
    its gold, hand and city after the turn), the end of each round and of the game."""

    def __init__(
        self, console: Console, cards: dict[str, CardInfo], labels: Sequence[str], lang: str
    ) -> None:
        self.console = console
        self.cards = cards
        self.labels = labels
        self.lang = lang
        self.turn: _Turn | None = None
        self.draft: list[str] = []
        self.killed: set[str] = set()
        self.skipped: set[str] = set()
        self.state: GameState | None = None
        self.setup: dict[int, list[int]] | None = {}  # seat -> [gold, cards]; None once shown

    def name(self, card: str) -> str:
        return _name(card, self.cards, self.lang)

    def t(self, text: str, **fields: Any) -> str:
        """``text`` (a template of :data:`~citadels_rules.i18n.ZH`) in the narrator's
        language, its fields filled in."""
        return tr(text, self.lang).format(**fields)

    def who(self, seat: int | None) -> str:
        if seat is None:
            return "—"
        label = self.labels[seat] if seat < len(self.labels) else ""
        if label:
            return self.t("seat {seat} ({label})", seat=seat, label=label)
        return self.t("seat {seat}", seat=seat)

    def feed(self, events: Sequence[Event], state: GameState) -> None:
        """The events of one step, and the state after it."""
        self.state = state
        for event in events:
            self.event(event)

    def event(self, e: Event) -> None:
        kind, data, seat = e.kind, e.data, e.seat
        if self.setup is not None and kind in ("gold", "drew") and seat is not None:
            got = self.setup.setdefault(seat, [0, 0])
            got[kind == "drew"] += int(data.get("amount", data.get("n", 0)))
            return
        if kind == "round_start":
            self.show_setup()
            self.flush_draft()
            self.killed.clear()
            self.skipped.clear()
            self.console.rule(self.t("Round {round}", round=data.get("round", "?")))
            self.console.print(self.t("Crown: {who}", who=self.who(seat)))
        elif kind == "face_up":
            names = ", ".join(self.name(c) for c in data.get("characters", ()))
            self.console.print(self.t("Face up: {names}", names=names))
        elif kind in ("pick", "remove"):
            template = "seat {seat} {name}" if kind == "pick" else "seat {seat} removes {name}"
            name = self.name(str(data.get("character")))
            self.draft.append(self.t(template, seat=seat, name=name))
        elif kind in ("drafted", "removed", "drew", "gather_cards", "end_turn", "done", "build"):
            return  # shown by their action, their effect or the state after the turn
        elif kind == "revealed":
            character = str(data.get("character"))
            if character in self.skipped:
                was = self.t("{name} was {who}", name=self.name(character), who=self.who(seat))
                self.console.print(f"   [dim]{escape(was)}[/dim]")
                return
            self.flush_draft()
            assert seat is not None and self.state is not None
            gold = self.state.players[seat].gold
            self.turn = _Turn(seat, character, gold)
        elif kind == "skipped":
            self.flush_draft()
            character = str(data.get("character"))
            self.skipped.add(character)
            why = self.t("killed: no turn" if character in self.killed else "nobody has it")
            self.console.print(f"   [dim]{escape(self.name(character))}: {why}[/dim]")
        elif kind == "killed":
            self.killed.add(str(data.get("character")))
        elif kind == "turn_end":
            self.flush_turn()
        elif kind == "round_end":
            self.flush_turn()
            self.round_summary(data.get("round", "?"))
        elif kind == "game_over":
            self.flush_turn()
            self.console.rule(self.t("Game over after round {round}", round=data.get("round", "?")))
        elif self.turn is not None:
            self.turn_event(e)
        else:
            self.console.print(f"   [dim]{escape(self.generic(e))}[/dim]")

    def turn_event(self, e: Event) -> None:
        turn = self.turn
        assert turn is not None
        kind, data = e.kind, e.data
        prefix = "" if e.seat in (None, turn.seat) else self.t("seat {seat}: ", seat=e.seat)
        if kind == "gold":
            src, dst, amount = str(data.get("src")), str(data.get("dst")), data.get("amount", 0)
            me = str(turn.seat)
            if src == "bank" and dst == me and turn.bits:
                turn.bits[-1][1] += amount
            elif src == me and dst == "bank":
                turn.say(self.t("pays {amount} gold", amount=amount))
            elif src == me:
                gives = "gives {amount} gold to {who}"
                turn.say(self.t(gives, amount=amount, who=self.place(dst)))
            elif dst == me:
                gets = "gets {amount} gold from {who}"
                turn.say(self.t(gets, amount=amount, who=self.place(src)))
            else:
                src, dst = self.place(src), self.place(dst)
                turn.say(self.t("{amount} gold: {src} → {dst}", amount=amount, src=src, dst=dst))
        elif kind == "built":
            card, cost = self.name(str(data.get("card"))), data.get("cost")
            turn.say(prefix + self.t("build {card} ({cost} gold)", card=card, cost=cost))
        elif kind == "destroyed":
            if data.get("ability") in turn.abilities:
                return  # "Warlord: destroy Temple, seat 2" said it
            card = self.name(str(data.get("card")))
            turn.say(self.t("{card} of seat {seat} destroyed", card=card, seat=e.seat))
        elif kind == "hands_exchanged" and "magician.swap" in turn.abilities:
            return
        elif kind == "crown":
            crown = self.t("crown → seat {seat}", seat=e.seat) if prefix else ""
            turn.say(crown or self.t("takes the crown"))
        elif kind == "robbed":
            return  # the thief's ability says it
        elif kind in VERBS or kind == "ability":
            if kind == "ability":
                turn.abilities.add(str(data.get("name")))
            # ``secret`` names the action's secret params (for events_for), not a param.
            action = Action(kind, e.seat, **{k: v for k, v in data.items() if k != "secret"})
            text = describe_action(action, self.cards, self.lang)
            own = f"{self.name(turn.character)}: "
            if text.startswith(own):
                text = text[len(own) :]  # "Thief · seat 2: rob King", not "Thief: rob King"
            last = turn.bits[-1][0] if turn.bits else ""
            choose = tr(VERBS["choose"], self.lang) + " "
            if kind == "choose" and not prefix and last.startswith(choose) and " " in text:
                turn.bits[-1][0] = f"{last}, {text.split(' ', 1)[1]}"
            else:
                turn.say(prefix + text)
        else:
            turn.say(prefix + self.generic(e))

    def place(self, where: str) -> str:
        return self.t("seat {seat}", seat=where) if where.isdigit() else tr(where, self.lang)

    def generic(self, e: Event) -> str:
        data = " ".join(f"{k}={_show_value(v)}" for k, v in e.data.items())
        return f"{e.kind.replace('_', ' ')} {data}".rstrip()

    def show_setup(self) -> None:
        """What each seat got before the first round (once)."""
        if self.setup:
            got = {tuple(v) for v in self.setup.values()}
            if len(got) == 1:
                gold, n = next(iter(got))
                every = tr_n(
                    "Setup: every seat gets {gold} gold and {n} card",
                    "Setup: every seat gets {gold} gold and {n} cards",
                    n,
                    self.lang,
                ).format(gold=gold, n=n)
                self.console.print(every)
            else:
                parts = [
                    tr_n(
                        "seat {seat}: {gold} gold, {n} card",
                        "seat {seat}: {gold} gold, {n} cards",
                        n,
                        self.lang,
                    ).format(seat=seat, gold=gold, n=n)
                    for seat, (gold, n) in sorted(self.setup.items())
                ]
                self.console.print(self.t("Setup: {seats}", seats=" | ".join(parts)))
        self.setup = None

    def flush_draft(self) -> None:
        if self.draft:
            self.console.print(self.t("Draft: {picks}", picks=" · ".join(self.draft)))
            self.draft = []

    def flush_turn(self) -> None:
        turn, state = self.turn, self.state
        if turn is None or state is None:
            return
        self.turn = None
        gained = " (+{gain} gold)"
        did = "; ".join(
            text + (self.t(gained, gain=gain) if gain else "") for text, gain in turn.bits
        ) or self.t("nothing")
        p = state.players[turn.seat]
        points = sum(self.cards[d.card].points if d.card in self.cards else 0 for d in p.city)
        self.console.print(
            f" [bold]{escape(self.name(turn.character))}[/bold] · {escape(self.who(turn.seat))}"
            f"{self.t(': ')}{escape(did)}"
        )
        after = (
            "gold {before} → {gold} · hand {hand} · city {n} district ({points} pts)"
            if len(p.city) == 1
            else "gold {before} → {gold} · hand {hand} · city {n} districts ({points} pts)"
        )
        fields = {"before": turn.gold, "gold": p.gold, "hand": len(p.hand), "n": len(p.city)}
        self.console.print(f"   [dim]{escape(self.t(after, points=points, **fields))}[/dim]")

    def round_summary(self, number: Any) -> None:
        state = self.state
        if state is None:
            return
        short = "seat {seat}: {gold}g {hand}c {city}d"
        parts = [
            self.t(short, seat=s, gold=p.gold, hand=len(p.hand), city=len(p.city))
            for s, p in enumerate(state.players)
        ]
        end = self.t("End of round {round} — {seats}", round=number, seats=" | ".join(parts))
        self.console.print(f"[dim]{escape(end)}[/dim]")


@main.command("replay")
@click.argument("path", type=click.Path(dir_okay=False, path_type=Path))
@click.option(
    "--actions", "show_actions", is_flag=True, help="List the actions rather than the turns."
)
@click.option(
    "--events", "show_events", is_flag=True, help="List the raw events rather than the turns."
)
@click.option("--quiet", "-q", is_flag=True, help="Only the final scores and the check.")
@output_option(
    "--html",
    "html_path",
    "Write a self-contained web page to scrub through the game (no server, no "
    "network) instead of printing the turns; the scores and the check are still printed.",
)
@page_seat_option(
    "With --html: the page holds only this seat's view of the game (its hand, what "
    "it was shown), nothing it did not know. Default: every seat's view and everything."
)
@LANG_OPTION
def replay_command(
    path: Path,
    show_actions: bool,
    show_events: bool,
    quiet: bool,
    html_path: Path | None,
    seat: int | None,
    lang: str,
) -> None:
    """Print a game record turn by turn and check it (records come from `play --save`
    and `simulate --save-games DIR`), or write it as a web page (`--html`).

    For each round: the crown, the face-up characters and the draft; then each character
    called, in order: who played it, what it did (gold taken, cards kept, districts
    built or destroyed, abilities) and its gold, hand and city after the turn; the end of
    the game and the scores. The actions are replayed from the record's config: the
    command fails (exit code 1) unless the replay reaches exactly the recorded final
    state.

    `--html OUT.html` writes one page with the table at every step (seats, gold, hands,
    cities, the crown, the draft, the character called, the decision pending), the
    action and events of each step, a view selector (everything, or what one seat knew)
    and English or Chinese names (`--lang` chooses the first).
    """

    console = _console()
    check_page_options(seat, html_path)
    record = read_record(path)
    c = record.config
    check_page_seat(seat, c.players)
    if html_path is not None:
        quiet = True
    console.print(
        f"[bold]Record[/bold] · {c.preset} · {c.players} players · seed {c.seed} · "
        f"{len(record.actions)} actions"
        + (f" · variants {', '.join(c.variants)}" if c.variants else "")
    )
    labels = tuple(tr(a, lang) for a in record.agents) or tuple(
        tr("seat {seat}", lang).format(seat=s) for s in range(c.players)
    )
    cards = dict(all_cards())
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            cards.update(ruleset_for(c).cards)
            if show_actions and not quiet:
                for i, action in enumerate(record.actions, 1):
                    text = escape(describe_action(action, cards, lang))
                    console.print(
                        f"{i:>5}  seat {action.actor}  {text}  [dim]{escape(str(action))}[/dim]"
                    )
            narrator = _Narrator(console, cards, labels, lang)
            final = None
            for events, state in replay_steps(record):
                final = state
                if quiet or show_actions:
                    continue
                if show_events:
                    for e in events:
                        who = f"seat {e.seat}" if e.seat is not None else "—"
                        data = " ".join(f"{k}={_show_value(v)}" for k, v in e.data.items())
                        console.print(f"[dim]{who:>7}[/dim] {escape(f'{e.kind} {data}'.rstrip())}")
                else:
                    narrator.feed(events, state)
            narrator.flush_turn()
            if html_path is not None:
                from .html import write_replay_html

                write_replay_html(record, html_path, seat=seat, lang=lang)
        except IllegalAction as exc:
            raise CommandError(f"the record does not replay: {exc}") from None
        except (KeyError, TypeError, AttributeError) as exc:
            raise BadInput(f"{path} is not a valid record: {type(exc).__name__}: {exc}") from None
    for warning in caught:
        console.print(f"[yellow]Warning:[/yellow] {escape(one_line(str(warning.message)))}")
    if html_path is not None:
        report_page(console, html_path, len(record.actions) + 1)
    assert final is not None
    # Winners come from the replayed state: a state read from JSON has no rules attached.
    if record.failure is not None:
        _show_failure(console, record.failure, final)
    elif final.is_over:
        _show_scores(console, scores(final), winners(final), labels, cards, lang)
    else:
        stopped = tr("The game was stopped in round {round} after {n} actions.", lang)
        console.print(escape(stopped.format(round=final.round, n=len(record.actions))))
    mismatch = record_mismatch(record, final)
    if mismatch is not None:
        raise CommandError(mismatch)
    done = tr("replay reaches the recorded final state and scores", lang)
    console.print(f"[green]✓[/green] {escape(done)}")


def _show_failure(console: Console, failure: Failure, state: GameState) -> None:
    """What failed in a record written by a failed check (``check``, ``pack_invariants``),
    and what its failing action does when applied again to the replayed ``state``."""
    console.print(
        f"[red]Replayed {failure.step} steps up to the failure[/red] "
        f"(round {state.round}, phase {state.phase})"
    )
    if failure.action is not None:
        console.print(f"  failing action: {escape(repr(failure.action))}")
    console.print(f"  failure: {escape(failure.message)}")
    if failure.action is None:
        return
    try:
        apply(state, failure.action)
    except Exception as exc:
        again = f"raises {type(exc).__name__}: {one_line(str(exc))}"
    else:
        again = "applies (an invariant failed after it: see the failure)"
    console.print(f"  applying it again {escape(again)}")


def _show_value(value: Any) -> str:
    if isinstance(value, tuple):
        return "(" + ", ".join(_show_value(v) for v in value) + ")"
    return str(value)


# -- cards and packs ----------------------------------------------------------------------
def _preset_cards(p: Preset) -> set[str]:
    """Every card id a preset may use: its character pool and its districts."""
    ids = {c for _, pool in p.pool for c in pool}
    ids.update(p.lineup, p.rank9, p.commons, p.purples, p.optional_districts)
    return ids


@main.command("cards")
@click.argument("ids", nargs=-1, metavar="[CARD]...")
@LANG_OPTION
@click.option("--preset", default=None, help="Only the cards of this preset.")
@click.option(
    "--kind",
    type=click.Choice(["all", "character", "district"]),
    default="all",
    show_default=True,
    help="Which cards.",
)
@click.option(
    "--edition",
    default=None,
    metavar="EDITION",
    help="Only the cards that have a version of this edition (classic, dark_city, 2016, "
    "fan), in that version.",
)
def cards_command(
    ids: tuple[str, ...], lang: str, preset: str | None, kind: str, edition: str | None
) -> None:
    """List the cards of the installed packs (or only the CARD ids given): names
    (English, or Chinese and English with --lang zh), edition, rank or cost, colour,
    copies in the deck and rules text.

    A card with several editions (the classic and the 2016 Laboratory) is shown in its
    first version; with --preset, in the version that preset plays; with --edition, in
    that edition's version."""
    console = _console()
    cards = all_cards()
    if preset is not None:
        cards.update(preset_cards(_known_preset(preset)))
    if edition is not None:
        wanted = edition.removeprefix("edition_")
        versions = card_versions()
        known = sorted({v.edition or v.pack for vs in versions.values() for v in vs})
        if wanted not in known:
            raise BadInput(unknown_id("edition", edition, known))
        cards = {
            cid: v for cid, vs in versions.items() for v in vs if (v.edition or v.pack) == wanted
        }
    chosen = list(cards.values())
    if ids:
        unknown = [i for i in ids if i not in cards]
        if unknown:
            raise BadInput(
                f"{unknown_ids('card', unknown, cards)} (see `citadels cards` for the ids)"
            )
        chosen = [cards[i] for i in dict.fromkeys(ids)]
    if preset is not None:
        allowed = _preset_cards(_known_preset(preset))
        chosen = [c for c in chosen if c.id in allowed]
    if kind != "all":
        chosen = [c for c in chosen if c.kind == kind]

    def order(c: CardInfo) -> tuple[Any, ...]:
        colour = COLOURS.index(c.colour) if c.colour in COLOURS else len(COLOURS)
        return (c.kind != "character", c.rank or 0, colour, c.cost or 0, c.id)

    title = (
        tr_n("{n} card of {preset}", "{n} cards of {preset}", len(chosen), lang).format(
            n=len(chosen), preset=preset
        )
        if preset
        else tr_n("{n} card", "{n} cards", len(chosen), lang).format(n=len(chosen))
    )
    table = Table(title=title, title_justify="left", show_lines=True)
    # The text takes the width the names, ids, ranks and costs leave (the edition shares
    # a cell with the rank or cost): no id is cut in two down to 60 columns.
    table.expand = True
    table.add_column("名稱 Name / id" if lang == "zh" else "Name / id", overflow="fold")
    rank_cost = f"{tr('Rank/Cost', lang)}\n{tr('Edition', lang)}"
    table.add_column(rank_cost, max_width=12, overflow="fold")
    table.add_column(tr("Text", lang), ratio=1, overflow="fold")
    for c in sorted(chosen, key=order):
        if c.kind == "character":
            number = f"#{c.rank}" + (f" {tr(c.income, lang)}" if c.income else "")
        else:
            points = tr("({value} pts)", lang).format(value=c.value)
            extra = " ".join(
                ([] if c.value is None else [points]) + ([f"×{c.count}"] if c.count != 1 else [])
            )  # on a line of its own: "(8 pts)" is not cut in two
            colour = tr(c.colour or "", lang)
            number = f"{c.cost} {colour}".strip() + (f"\n{extra}" if extra else "")
        name = f"[bold]{escape(c.name_zh or c.name)}[/bold] {escape(c.name)}"
        if lang != "zh":
            name = f"[bold]{escape(c.name)}[/bold]"
        table.add_row(
            f"{name}\n[dim]{escape(c.id)}[/dim]",
            f"{escape(number)}\n[dim]{escape(c.edition or c.pack)}[/dim]",
            escape(card_text(c.id, c.text, lang, c.edition or c.pack)),
        )
    console.print(table)
    note = tr(
        "Rank/Cost: a character's rank and income colour; a district's cost, colour, "
        "points when they differ from the cost, and copies in the deck.",
        lang,
    )
    console.print(f"[dim]{escape(note)}[/dim]")


@main.command("packs")
@click.option(
    "--hooks",
    "hooks_of_card",
    metavar="CARD",
    default=None,
    help="Show the hook implementations of one card's plugin and what each filters on.",
)
def packs_command(hooks_of_card: str | None) -> None:
    """List the installed packs (version, card counts, description), their presets and
    variants, and the packs that failed to load (with the reason); with --hooks CARD,
    what one card's plugin implements."""
    console = _console()
    packs, broken = read_packs(REGISTRY)  # the broken ones listed below, with the reason
    if hooks_of_card is not None:
        _print_card_hooks(console, packs, hooks_of_card)
        return
    table = Table(title="Packs", title_justify="left")
    table.add_column("Pack", no_wrap=True)
    table.add_column("Version", no_wrap=True)
    table.add_column("Chars", justify="right")
    table.add_column("Districts", justify="right")
    table.add_column("Deck", justify="right")
    table.add_column("About", ratio=1)
    for pack in packs.values():
        extra = []
        if pack.info.requires:
            extra.append(f"requires {', '.join(pack.info.requires)}")
        if pack.info.conflicts:
            extra.append(f"conflicts with {', '.join(pack.info.conflicts)}")
        description = pack.info.description + (f" ({'; '.join(extra)})" if extra else "")
        characters = [c for c in pack.cards if c.kind == "character"]
        districts = [c for c in pack.cards if c.kind == "district"]
        table.add_row(
            pack.id,
            pack.info.version,
            str(len(characters)),
            str(len(districts)),
            str(sum(c.count for c in districts)),
            f"[bold]{escape(pack.info.name)}[/bold]\n{escape(description)}",
        )
    console.print(table)
    console.print(
        "[dim]Chars: characters; Districts: different districts; Deck: district cards "
        "with their copies.[/dim]"
    )

    table = _table("Presets", "Preset=", "Pack=", "Players=", "Description")
    for pack in packs.values():
        for p in pack.presets:
            table.add_row(p.id, pack.id, f"{p.players[0]}–{p.players[1]}", escape(p.description))
    console.print(table)
    # Below the table, at full width: long variant ids are never cut.
    for pack in packs.values():
        for p in pack.presets:
            if p.variants:
                console.print(f"[dim]{p.id}: variants on: {', '.join(p.variants)}[/dim]")

    shown = [p for pack in packs.values() for p in pack.presets]
    table = _table("Variants (house rules)", "Variant=", "Summary")
    for pack in packs.values():
        for v in pack.variants:
            about = f"\n[dim]pack {pack.id}" + (f"; source: {escape(v.source)}" if v.source else "")
            if v.conflicts:
                about += f"; conflicts: {', '.join(v.conflicts)}"
            if v.requires:
                about += f"; needs: {', '.join(v.requires)}"
            table.add_row(v.id, escape(v.summary) + about + "\n" + _defaults(v, shown) + "[/dim]")
    console.print(table)
    console.print(
        "[dim]Default per preset: on (switched on), off, base (the base rule already "
        "behaves this way), n/a (does not apply: switching it on is an error).[/dim]"
    )

    print_broken_packs(console, broken)


def _defaults(variant: VariantInfo, shown: list[Preset]) -> str:
    """``on: dark_city; off: classic; n/a: ...``: the variant's default per preset."""
    by_default: dict[str, list[str]] = {}
    for preset in shown:
        by_default.setdefault(variant.default_in(preset), []).append(preset.id)
    order = ("on", "base", "off", "n/a")
    return "; ".join(f"{d}: {', '.join(by_default[d])}" for d in order if d in by_default)


def _print_card_hooks(console: Console, packs: dict[str, Pack], card_id: str) -> None:
    """``citadels packs --hooks CARD``: the card's hook implementations; for a bound card
    (:mod:`citadels_rules.game.binder`), what each generated part calls and filters on."""
    from .docs import hooks_of
    from .game.binder import Card

    for pack in packs.values():
        plugin = pack.plugins.get(card_id)
        if plugin is None:
            continue
        console.print(f"[bold]{escape(card_id)}[/bold] (pack {pack.id})")
        if isinstance(plugin, Card):
            console.print(
                f"bound {plugin.kind} card; abilities: {', '.join(plugin.abilities) or '–'}"
            )
            for line in plugin.describe():
                console.print("  " + escape(line))
        else:
            console.print("plain plugin (every call): " + ", ".join(hooks_of(plugin)))
        return
    raise click.BadParameter(
        f"no installed pack has a plugin for {card_id!r}", param_hint="--hooks"
    )


# -- check --------------------------------------------------------------------------------
@attrs.frozen
class Problem:
    """One finding of ``citadels check``: ``level`` is ``"error"`` or ``"warning"``;
    ``pack`` and ``where`` (a card, preset or variant) say what it is about."""

    level: str
    pack: str
    where: str
    message: str


def pack_problems(pack: Pack, packs: dict[str, Pack]) -> list[Problem]:
    """Static checks of a pack's data and plugins, without playing.

    Card data: ids unique and not taken by another pack, characters with a rank and a
    known income colour, districts with a cost, a colour and at least one copy, names (a
    missing Chinese name or rules text is a warning). Plugins: each registers cleanly on
    its own (hook names and arguments, no wrappers: pluggy's validation as a game does
    it), each belongs to a card of the pack's data, and every card that needs behaviour
    has a plugin (characters; purple districts whose only effect is not a point value);
    a plugin that implements no hook at all (a card or variant without behaviour) is a
    warning. Presets: every pack and card they name exists.
    """
    from tabletop_engine.hooks import compile_hooks

    from .game import hookspecs

    out: list[Problem] = []

    def error(where: str, message: str, pack_id: str = pack.id) -> None:
        out.append(Problem("error", pack_id, where, one_line(message)))

    def warn(where: str, message: str) -> None:
        out.append(Problem("warning", pack.id, where, one_line(message)))

    seen: set[str] = set()
    # Another pack's card of the same id is a clash unless it is another edition of it
    # (the classic and the 2016 Laboratory, ``Preset`` "Editions").
    others = {(c.id, c.edition): p.id for p in packs.values() if p.id != pack.id for c in p.cards}
    for c in pack.cards:
        where = f"{c.kind} {c.id}"
        if c.id in seen:
            error(where, "card id declared twice")
        seen.add(c.id)
        if (c.id, c.edition) in others:
            error(where, f"card id also used by pack {others[c.id, c.edition]!r}")
        if not c.name:
            error(where, "no name")
        if not c.name_zh:
            warn(where, "no Chinese name (name_zh): `--lang zh` shows the English one")
        if c.kind == "character":
            if not isinstance(c.rank, int) or isinstance(c.rank, bool) or c.rank < 1:
                error(where, f"rank must be a positive int, not {c.rank!r}")
            if c.income is not None and c.income not in COLOURS:
                error(where, f"unknown income colour {c.income!r} (one of {', '.join(COLOURS)})")
        elif c.kind == "district":
            if not isinstance(c.cost, int) or c.cost < 0:
                error(where, f"cost must be an int of at least 0, not {c.cost!r}")
            if c.colour not in COLOURS:
                error(where, f"unknown colour {c.colour!r} (one of {', '.join(COLOURS)})")
            if not isinstance(c.count, int) or c.count < 1:
                error(where, f"count (copies in the deck) must be at least 1, not {c.count!r}")
            if c.value is not None and not isinstance(c.value, int):
                error(where, f"value must be an int, not {c.value!r}")
        else:
            error(where, f"unknown kind {c.kind!r}")
        if not c.text and (c.kind == "character" or c.colour == "purple"):
            warn(where, "no rules text")
        needs_plugin = c.kind == "character" or (c.colour == "purple" and c.value is None)
        inherited = any(c.id in p.plugins for p in packs.values() if p.id != pack.id)
        if needs_plugin and c.id not in pack.plugins and not inherited:  # another edition's
            error(where, "has no plugin, so it has no effect in play (plugins: pack.plugins)")

    def validate(name: str, plugin: object, where: str) -> None:
        try:
            manager, _ = compile_hooks(hookspecs.PROJECT, hookspecs, [(name, plugin, pack.id)])
        except PackError as exc:
            error(where, str(exc).removeprefix(f"pack {pack.id!r}: "), exc.pack)
        except Exception as exc:
            error(where, f"plugin {name!r} does not register: {type(exc).__name__}: {exc}")
        else:
            if not manager.get_hookcallers(plugin):
                warn(
                    where,
                    f"plugin {name!r} implements no {hookspecs.PROJECT}_* hook (no @hookimpl): "
                    "it does nothing in play",
                )

    for card_id, plugin in pack.plugins.items():
        if card_id not in seen:
            error(f"plugin {card_id}", "a plugin for a card that the pack's data does not have")
        validate(card_id, plugin, f"card {card_id}")
    for name, plugin in pack.rules:
        validate(name, plugin, f"rules {name}")
    for v in pack.variants:
        if v.plugin is not None:
            validate(f"variant:{v.id}", v.plugin, f"variant {v.id}")

    for req in pack.info.requires:
        if req not in packs:
            error("requires", f"needs pack {req!r}, which is not installed")
    for p in pack.presets:
        missing_packs = [x for x in p.packs if x not in packs]
        for x in missing_packs:
            error(f"preset {p.id}", f"uses pack {x!r}, which is not installed")
        known = {c.id: c for x in p.packs if x in packs for c in packs[x].cards}
        if missing_packs:
            continue
        for cid in sorted(_preset_cards(p)):
            card = known.get(cid)
            if card is None:
                error(f"preset {p.id}", f"names card {cid!r}, which none of its packs has")
    return out


def _presets_of(pack: Pack, packs: dict[str, Pack]) -> list[Preset]:
    """The presets to play for a pack: its own, else every preset that uses it."""
    if pack.presets:
        return list(pack.presets)

    def uses(p: Preset) -> bool:
        todo, seen = list(p.packs), set()
        while todo:
            x = todo.pop()
            if x == pack.id:
                return True
            if x in seen or x not in packs:
                continue
            seen.add(x)
            todo.extend(packs[x].info.requires)
        return False

    return [p for q in packs.values() for p in q.presets if uses(p)]


def ruleset_problems(preset: Preset, pack: Pack | None) -> list[Problem]:
    """Build the rules of ``preset`` for each player count, with each of its alternative
    characters and (for ``pack``) each of the pack's variants: a broken hook or piece of
    data shows up as :class:`PackError`, a preset that cannot be played as
    :class:`ConfigError`; both are reported with the pack and the card or preset named."""
    out: list[Problem] = []
    low, high = preset.players
    owner = pack.id if pack is not None else (preset.packs[-1] if preset.packs else "?")

    def attempt(config: GameConfig) -> Problem | None:
        try:
            ruleset_for(config)
        except PackError as exc:
            return Problem("error", exc.pack, f"preset {preset.id}", one_line(str(exc)))
        except ConfigError as exc:
            return Problem("error", owner, f"preset {preset.id}", config_message(exc))
        except Exception as exc:
            return Problem(
                "error",
                owner,
                f"preset {preset.id}",
                one_line(f"building the rules crashed: {type(exc).__name__}: {exc}"),
            )
        return None

    for n in range(low, high + 1):
        problem = attempt(GameConfig(players=n, preset=preset.id, seed=0))
        if problem is not None:
            out.append(attrs.evolve(problem, message=f"{n} players: {problem.message}"))
    if out:
        return out  # the default rules are broken: alternatives would repeat it
    extras: list[tuple[str, dict[str, Any]]] = []
    for _, pool in preset.pool:
        extras += [(f"character {c}", {"characters": (c,)}) for c in pool if c not in preset.lineup]
    if pack is not None:
        extras += [
            (f"variant {v.id}", {"variants": (*v.requires, v.id)})
            for v in pack.variants
            if v.applies_to(preset.id)
        ]
    for where, fields in extras:
        first: Problem | None = None
        for n in range(high, low - 1, -1):  # one player count that accepts it is enough
            problem = attempt(GameConfig(players=n, preset=preset.id, seed=0, **fields))
            if problem is None:
                break
            first = first or problem
        else:
            assert first is not None
            out.append(attrs.evolve(first, where=f"{where} in preset {preset.id}"))
    return out


def _check_configs(
    chosen: Sequence[Preset],
    counts: Sequence[int] | None,
    seed: int,
    characters: tuple[str, ...],
    variants: tuple[str, ...],
) -> tuple[list[GameConfig], list[str]]:
    """The games ``check`` plays: one config per preset and player count, and notes on
    the player counts left out because ``characters`` or ``variants`` do not fit them.

    Player counts asked for explicitly must fit (else :class:`ConfigError`); without
    ``--players`` the counts that do not fit are skipped, and none fitting is an error.
    """
    configs: list[GameConfig] = []
    notes: list[str] = []
    for p in chosen:
        low, high = p.players
        wrong = [n for n in counts or () if not low <= n <= high]
        if wrong:
            raise BadInput(
                f"preset {p.id!r} is for {low}-{high} players, not {', '.join(map(str, wrong))}"
            )
        fitting: list[GameConfig] = []
        skipped: dict[str, list[int]] = {}
        for n in counts if counts is not None else range(low, high + 1):
            config = GameConfig(
                players=n, preset=p.id, seed=seed, characters=characters, variants=variants
            )
            problem = _config_problem(config) if characters or variants else None
            if problem is None:
                fitting.append(config)
            elif counts is not None:
                raise problem
            else:
                skipped.setdefault(config_message(problem), []).append(n)
        if not fitting:
            raise BadInput(f"preset {p.id!r}: {next(iter(skipped))}")
        configs += fitting
        for message, ns in skipped.items():
            notes.append(f"{p.id}, {', '.join(map(str, ns))} players skipped: {message}")
    return configs, notes


def _config_problem(config: GameConfig) -> ConfigError | None:
    """Why ``config`` cannot be played, or None. A broken pack (``PackError``) is not the
    config's problem: the data and plugin checks report it."""
    try:
        ruleset_for(config)
    except ConfigError as exc:
        return exc
    except PackError:
        return None
    return None


@main.command("check")
@click.argument("pack_id", required=False, metavar="[PACK]")
@click.option(
    "--preset",
    default=None,
    help="Play this preset (default: the pack's presets, or those using it; without "
    "PACK: classic).",
)
@click.option(
    "--games",
    "-n",
    default=3,
    show_default=True,
    type=click.IntRange(min=1),
    help="Random games per preset and player count.",
)
@click.option(
    "--players",
    default=None,
    callback=_split_names,
    help="Comma-separated player counts (default: every count of each preset that fits "
    "the characters and variants).",
)
@click.option("--seed", "-s", default=0, show_default=True, type=SEED, help="First seed.")
@CHARACTERS_OPTION
@VARIANTS_OPTION
@save_failures_option("citadels-failures")
def check_command(
    pack_id: str | None,
    preset: str | None,
    games: int,
    players: tuple[str, ...],
    seed: int,
    characters: tuple[str, ...],
    variants: tuple[str, ...],
    save_failures: Path | None,
) -> None:
    """Check a pack (e.g. a fan pack) by its id before publishing it.

    \b
    1. Load the pack; check its card data and plugins: card fields, a plugin
       for each card that needs behaviour and a card for each plugin, hook
       names and arguments (a plugin implementing no hook is a warning).
    2. Build the rules of every preset that uses it, for each player count,
       alternative character and variant it offers.
    3. Play random games of those presets (with --characters and --variants,
       if given) checking the standard invariants: conservation of gold and
       cards, determinism, JSON round-trip, hidden views, hidden information
       (non-interference), legal actions, termination.

    A failed game is described in one block: the game (preset, players, seed,
    characters, variants), the step and the action, the error, and a record of the
    game up to the failure, which `citadels replay` replays. Errors name the pack and
    the card; the verdict is the last line. Exits with 1 when any error or failed game
    is found (warnings do not fail).
    """
    from .testing.invariants import InvariantFailure, run_pack_invariants

    console = _console()
    packs = installed_packs()  # a pack that cannot even load raises PackError: exit 2
    pack: Pack | None = None
    if pack_id is not None:
        if pack_id not in packs:
            skipped = broken_packs().get(pack_id)
            if skipped is not None:
                raise BadInput(f"{skipped.reason} (entry point {skipped.spec})")
            raise BadInput(unknown_id("pack", pack_id, packs, known_label="installed"))
        pack = packs[pack_id]
    if preset is not None:
        chosen = [_known_preset(preset)]
    elif pack is not None:
        chosen = _presets_of(pack, packs)
    else:
        chosen = [_known_preset("classic")]
    counts: list[int] | None = None
    if players:
        try:
            counts = [int(p) for p in players]
        except ValueError:
            raise click.BadParameter(
                "give player counts such as 3,4,5", param_hint="--players"
            ) from None
    known_variants = all_variants()
    unknown = [v for v in variants if v.lstrip("-") not in known_variants]
    if unknown:
        bare = [v.lstrip("-") for v in unknown]
        raise BadInput(f"{unknown_ids('variant', bare, known_variants)} (see `citadels packs`)")
    configs, notes = _check_configs(chosen, counts, seed, characters, variants)
    failures_dir = failures_folder(save_failures, "citadels-failures")

    subject = f"pack {pack.id!r} {pack.info.version}" if pack is not None else "preset"
    problems: list[Problem] = []
    checked_packs = (
        [pack] if pack is not None else [packs[x] for x in chosen[0].packs if x in packs]
    )
    with status(console, "Checking data and plugins"):
        for q in checked_packs:
            problems += pack_problems(q, packs)
        for p in chosen:
            problems += ruleset_problems(p, pack)
    errors = [f for f in problems if f.level == "error"]
    if problems:
        table = _table("Problems", "Level", "Pack~", "Where~", "Problem")
        for found in sorted(problems, key=lambda f: (f.level != "error", f.pack, f.where)):
            level = "[red]error[/red]" if found.level == "error" else "[yellow]warning[/yellow]"
            table.add_row(level, found.pack, found.where, escape(found.message))
        console.print(table)
    names = ", ".join(q.id for q in checked_packs)
    console.print(
        f"Data and plugins of {names}: {len(errors)} error{'s' if len(errors) != 1 else ''}, "
        f"{len(problems) - len(errors)} warning{'s' if len(problems) - len(errors) != 1 else ''}"
    )

    failed: list[InvariantFailure] = []
    crashes = 0
    played_total = 0
    if errors:
        console.print("[dim]Random games skipped: fix the errors first.[/dim]")
    else:
        for note in notes:
            console.print(f"[dim]{escape(note)}[/dim]")
        table = _table("Invariants in random games", "Preset", "Players>", "Games>", "Result")
        try:
            for config in configs:
                with status(console, f"{config.preset}, {config.players} players: {games} games"):
                    try:
                        played = run_pack_invariants(config, games=games, failures=failures_dir)
                        outcome = "[green]pass[/green]"
                    except InvariantFailure as exc:
                        played = exc.seed  # the games before it passed
                        failed.append(exc)
                        outcome = f"[red]FAIL[/red] at step {exc.step} (failure {len(failed)})"
                    except Exception as exc:  # any crash is a failure to report, not to raise
                        played = 0
                        crashes += 1
                        outcome = (
                            f"[red]FAIL[/red] {escape(one_line(f'{type(exc).__name__}: {exc}'))}"
                        )
                played_total += played
                table.add_row(config.preset, str(config.players), str(played), outcome)
        except KeyboardInterrupt:
            console.print(table)
            console.print("Interrupted.")
            raise click.exceptions.Exit(EXIT_INTERRUPTED) from None
        console.print(table)
        for number, failure in enumerate(failed, 1):
            replay = f"citadels replay {failure.record}" if failure.record is not None else None
            failure_block(console, number, failure.describe(), replay)
    target = subject if pack is not None else f"preset {chosen[0].id!r}"
    failures = len(failed) + crashes
    if errors or failures:
        what = []
        if errors:
            what.append(f"{len(errors)} error{'s' if len(errors) != 1 else ''}")
        if failures:
            what.append(f"{failures} of {len(configs)} player counts failed")
        raise CommandError(f"✗ {target}: {', '.join(what)}")
    console.print(
        f"[green]✓[/green] {target}: data and plugins valid, {played_total} random games "
        f"passed every invariant"
    )


from .cli_lab import COMMANDS as LAB_COMMANDS  # noqa: E402  (tournament, balance: Milestone 22)

for _command in LAB_COMMANDS:
    main.add_command(_command)
main.add_command(serve_command("citadels", "citadels_rules.serve:CitadelsAdapter"))


if __name__ == "__main__":  # python -m citadels_rules.cli (tests run it in a real process)
    main()
