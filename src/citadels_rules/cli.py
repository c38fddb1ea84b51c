"""The ``citadels`` command: simulate, play, replay, list cards and packs, check a pack.

Every subcommand has ``--help``. Bad input never ends in a traceback: an invalid game
configuration prints every problem and exits with code 2 (as click does for bad
options); a broken pack also exits with 2; a failed check or a replay that does not
match its record exits with 1.

    citadels simulate --games 1000 --players 5 --preset classic --seed 1 --workers 4
    citadels play --players 4 --seed 7 --save game.json
    citadels replay game.json
    citadels cards --lang zh
    citadels packs
    citadels check --preset classic --games 3
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import attrs
import click
from rich.console import Console
from rich.markup import escape
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    SpinnerColumn,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)
from rich.table import Table

from .engine.actions import Action
from .engine.errors import ConfigError, IllegalAction, PackError
from .engine.serialization import from_json, to_json
from .game.config import GameConfig
from .game.notation import parse_action
from .game.packs import COLOURS, CardInfo, all_cards, installed_packs, presets
from .game.reducer import apply, legal_actions, new_game
from .game.ruleset import ruleset_for
from .game.scoring import Score, scores, winners
from .game.state import GameState
from .game.views import GameView, observe
from .runner import Record, agent_rng, play, replay
from .simulate import AGENTS, SimulationResult, make_agents, require_dask, simulate

BAR_WIDTH = 20


# -- errors -------------------------------------------------------------------------------
class CommandError(click.ClickException):
    """A clean failure: click prints ``Error: <message>`` and exits with code 1."""

    exit_code = 1


class BadInput(CommandError):
    """Invalid input (a game configuration, a pack): exits with code 2, like bad options."""

    exit_code = 2


class _Main(click.Group):
    """The top-level group: turns the library's input errors into clean exits.

    ``ConfigError`` and ``PackError`` exit with code 2 (bad input, like a bad option),
    printing the message, which lists every problem.
    """

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except (ConfigError, PackError) as exc:
            raise BadInput(str(exc)) from None


def _console() -> Console:
    """A console on the current stdout (made per command, so test runners capture it)."""
    return Console(highlight=False)


def _split(ctx: click.Context, param: click.Parameter, value: str | None) -> tuple[str, ...]:
    """Option callback: ``"a, b,c"`` -> ``("a", "b", "c")``."""
    if not value:
        return ()
    return tuple(part.strip() for part in value.split(",") if part.strip())


def _agents_option(value: tuple[str, ...], players: int, option: str) -> tuple[str, ...]:
    """Check agent names early, so a typo is a usage error rather than a crash."""
    spec = value or ("random",)
    try:
        make_agents(spec, players)
    except ValueError as exc:
        raise click.BadParameter(str(exc), param_hint=option) from None
    return spec


def _table(title: str | None, *columns: str) -> Table:
    """A table titled on the left. A column name ending in ``>`` is right-aligned (numbers);
    one ending in ``~`` folds long values (ids) instead of cutting them."""
    table = Table(title=title, title_justify="left")
    for column in columns:
        if column.endswith(">"):
            table.add_column(column[:-1], justify="right")
        elif column.endswith("~"):
            table.add_column(column[:-1], overflow="fold")
        else:
            table.add_column(column)
    return table


def _bar(rate: float) -> str:
    filled = round(max(0.0, min(1.0, rate)) * BAR_WIDTH)
    return "█" * filled + "·" * (BAR_WIDTH - filled)


def _name(card_id: str, cards: dict[str, CardInfo], lang: str = "en") -> str:
    info = cards.get(card_id)
    if info is None:
        return card_id
    if lang == "zh" and info.name_zh:
        return info.name_zh
    return info.name


@click.group(cls=_Main, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="citadels_rules", prog_name="citadels")
def main() -> None:
    """Citadels (富饒之城) rules engine: simulate games, play against bots, replay records,
    list cards and packs, check a pack.

    Run `citadels COMMAND --help` for the options of each command.
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
@click.option(
    "--seed", "-s", default=0, show_default=True, type=int, help="Seed of the first game."
)
@click.option(
    "--agents",
    "-a",
    default="random",
    show_default=True,
    callback=_split,
    help=f"Comma-separated agents, one for all seats or one per seat: {', '.join(AGENTS)}.",
)
@click.option("--variants", default="", callback=_split, help="Comma-separated house-rule ids.")
@click.option(
    "--characters",
    default="",
    callback=_split,
    help="Comma-separated character ids replacing the preset's, rank by rank.",
)
@click.option(
    "--json",
    "json_path",
    type=click.Path(dir_okay=False, path_type=Path),
    help="Also write the numbers as JSON to this file.",
)
@click.option(
    "--workers",
    "-w",
    default=1,
    show_default=True,
    type=click.IntRange(min=1),
    help="Local processes (or Dask workers with --dask local).",
)
@click.option(
    "--dask",
    "dask_address",
    metavar="ADDRESS",
    default=None,
    help="Run on a Dask cluster: a scheduler address, or 'local' for a LocalCluster. "
    "Needs the 'dask' extra.",
)
@click.option(
    "--card-stats/--no-card-stats",
    default=False,
    show_default=True,
    help="Also count the districts built (records events: about 20% slower). "
    "Districts in the final cities are always counted.",
)
@click.option(
    "--top-cards",
    default=10,
    show_default=True,
    type=click.IntRange(min=0),
    help="Districts shown in the card table (0: none).",
)
@click.option(
    "--save-record",
    type=click.Path(dir_okay=False, path_type=Path),
    help="Write the record of the first game (seed SEED) as JSON, for `citadels replay`.",
)
def simulate_command(
    games: int,
    players: int,
    preset: str,
    seed: int,
    agents: tuple[str, ...],
    variants: tuple[str, ...],
    characters: tuple[str, ...],
    json_path: Path | None,
    workers: int,
    dask_address: str | None,
    card_stats: bool,
    top_cards: int,
    save_record: Path | None,
) -> None:
    """Play many games and print win rates per character and per seat, mean scores and
    game length.

    Games use the seeds SEED, SEED+1, ...: the same options give the same numbers, with
    any number of workers.
    """
    console = _console()
    config = GameConfig(
        players=players, preset=preset, seed=seed, characters=characters, variants=variants
    )
    new_game(config)  # an invalid config fails here, before any process starts
    spec = _agents_option(agents, players, "--agents")
    if dask_address is not None:
        try:
            require_dask()
        except RuntimeError as exc:
            raise CommandError(str(exc)) from None
    where = (
        f"Dask ({dask_address})"
        if dask_address
        else (f"{workers} processes" if workers > 1 else "1 process")
    )
    with Progress(
        SpinnerColumn(),
        TextColumn("[progress.description]{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        TimeRemainingColumn(),
        console=console,
    ) as bar:
        task = bar.add_task(f"Playing on {where}", total=games)

        def progress(done: int, total: int) -> None:
            bar.update(task, completed=done, total=total)

        try:
            result = simulate(
                config,
                games,
                spec,
                workers=workers,
                dask=dask_address,
                progress=progress,
                card_stats=card_stats,
            )
        except RuntimeError as exc:  # e.g. the dask extra is missing
            raise CommandError(str(exc)) from None
    _print_result(console, result, top_cards)
    if json_path is not None:
        json_path.write_text(
            json.dumps(result.to_dict(), indent=2, ensure_ascii=False) + "\n", encoding="utf-8"
        )
        console.print(f"Wrote {json_path}")
    if save_record is not None:
        record = play(config, make_agents(spec, players))
        save_record.write_text(to_json(record), encoding="utf-8")
        console.print(f"Wrote the record of seed {seed} to {save_record}")


def _print_result(console: Console, result: SimulationResult, top_cards: int) -> None:
    """The tables of ``citadels simulate``."""
    cards = all_cards()
    c = result.config
    seeds = result.seeds
    console.print(
        f"[bold]{result.games} games[/bold] · {c.preset} · {c.players} players · "
        f"seeds {seeds[0]}–{seeds[-1]} · {result.elapsed:.2f} s "
        f"({result.games_per_second:.1f} games/s)"
    )

    seats = _table("Seats", "Seat>", "Agent", "Wins>", "Win rate>", "Mean score>", "")
    for seat, (agent, wins, rate, mean) in enumerate(
        zip(result.agents, result.seat_wins, result.seat_win_rate, result.mean_score, strict=True)
    ):
        seats.add_row(str(seat), agent, str(wins), f"{rate:.1%}", f"{mean:.2f}", _bar(rate))
    console.print(seats)

    chars = _table(
        "Characters (held in the final round)",
        "Rank>",
        "Character",
        "Games>",
        "Wins>",
        "Win rate>",
        "",
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
            _bar(ch.win_rate),
        )
    console.print(chars)

    length = _table("Game length", "", "Mean>", "Max>")
    length.add_row("Rounds", f"{result.mean_rounds:.2f}", str(result.rounds_max))
    length.add_row("Actions", f"{result.mean_actions:.1f}", str(result.actions_max))
    console.print(length)
    if result.ties:
        console.print(f"Shared victories: {result.ties} ({result.ties / result.games:.1%})")

    if top_cards and result.cards:
        key = (
            (lambda s: (s.built or 0, s.in_city))
            if result.card_stats
            else (lambda s: (s.in_city, s.in_winning_city))
        )
        shown = sorted(result.cards, key=key, reverse=True)[:top_cards]
        table = _table(
            f"Districts (top {len(shown)})", "District", "Built>", "In final city>", "Winner's>"
        )
        for s in shown:
            table.add_row(
                _name(s.id, cards),
                "–" if s.built is None else str(s.built),
                str(s.in_city),
                f"{s.win_rate:.1%}",
            )
        console.print(table)


# -- play ---------------------------------------------------------------------------------
class _Script:
    """An agent that replays given actions, to rebuild a full record (with events)."""

    observes = False

    def __init__(self, actions: Sequence[Action]) -> None:
        self._actions = iter(actions)

    def act(self, view: object, legal: Sequence[Action], rng: object) -> Action:
        return next(self._actions)


QUIT = ("q", "quit", "exit")
HIDDEN_BOT_ACTIONS = {
    "pick": "picks a character",
    "remove": "removes a character",
    "keep": "keeps a card",
    "choose": "makes a choice",
}


@main.command("play")
@click.option("--players", "-p", default=4, show_default=True, type=int, help="Players.")
@click.option("--preset", default="classic", show_default=True, help="Ruleset.")
@click.option("--seed", "-s", default=0, show_default=True, type=int, help="Seed of the game.")
@click.option("--variants", default="", callback=_split, help="Comma-separated house-rule ids.")
@click.option("--seat", default=0, show_default=True, type=int, help="Your seat (0-based).")
@click.option(
    "--bots",
    default="greedy",
    show_default=True,
    callback=_split,
    help=f"Agents of the other seats (one for all, or one per seat): {', '.join(AGENTS)}.",
)
@click.option(
    "--save",
    "save_path",
    type=click.Path(dir_okay=False, path_type=Path),
    help="Write the game's record as JSON (for `citadels replay`).",
)
def play_command(
    players: int,
    preset: str,
    seed: int,
    variants: tuple[str, ...],
    seat: int,
    bots: tuple[str, ...],
    save_path: Path | None,
) -> None:
    """Play a game in the terminal against bots.

    When it is your turn you see your view of the game (hidden information stays hidden)
    and the numbered legal actions. Answer with a number, or with the action's text
    (`build temple`, `pick character=king`, `assassin.kill thief`); `q` quits.
    """
    console = _console()
    config = GameConfig(players=players, preset=preset, seed=seed, variants=variants)
    state = new_game(config)
    if not 0 <= seat < players:
        raise click.BadParameter(f"must be from 0 to {players - 1}", param_hint="--seat")
    spec = _agents_option(bots, players, "--bots")
    agents = make_agents(spec, players)
    rngs = [agent_rng(config, s) for s in range(players)]
    labels = tuple("you" if s == seat else type(a).__name__ for s, a in enumerate(agents))
    cards = ruleset_for(config).cards
    actions: list[Action] = []
    shown: tuple[int, str, str | None] | None = None  # (round, phase, character) last shown
    console.print(
        f"[bold]Citadels[/bold] · {preset} · {players} players · seed {seed} · you are seat {seat}"
    )
    while not state.is_over:
        current = state.current_player
        assert current is not None
        legal = legal_actions(state)
        if current == seat:
            view = observe(state, seat)
            context = (view.round, view.phase, view.active_character)
            if actions and actions[-1].actor == seat and context == shown:
                _show_me(console, view, cards)  # the table is unchanged but for your moves
            else:
                _show_view(console, view, labels, cards)
                shown = context
            chosen = _ask(console, state, legal, cards)
            if chosen is None:
                console.print("Game abandoned.")
                break
        else:
            sees = getattr(agents[current], "observes", True)
            bot_view = observe(state, current) if sees else None
            chosen = agents[current].act(bot_view, legal, rngs[current])
            _narrate(console, current, labels[current], chosen, cards)
        state = apply(state, chosen)
        actions.append(chosen)
    if state.is_over:
        _show_scores(console, scores(state), winners(state), labels)
    if save_path is not None:
        record = _record_of(config, actions, state, labels)
        save_path.write_text(to_json(record), encoding="utf-8")
        console.print(f"Wrote the record to {save_path}")


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


def _describe(action: Action, cards: dict[str, CardInfo]) -> str:
    """``str(action)`` plus the names of the cards it mentions."""
    names = [_name(v, cards) for v in action.params.values() if isinstance(v, str) and v in cards]
    text = escape(str(action))
    return f"{text}  [dim]({', '.join(names)})[/dim]" if names else text


def _district(card: str, cards: dict[str, CardInfo]) -> str:
    info = cards.get(card)
    if info is None or info.cost is None:
        return card
    return f"{info.name} {info.cost}{(info.colour or '?')[0]}"


def _show_view(
    console: Console, view: GameView, labels: tuple[str, ...], cards: dict[str, CardInfo]
) -> None:
    """What the human may see: every seat's public state, their own hand, the decision."""
    turn = f" · {_name(view.active_character, cards)}'s turn" if view.active_character else ""
    bank = "unlimited" if view.bank is None else str(view.bank)
    console.rule(f"Round {view.round} · {view.phase}{turn}")
    console.print(
        f"Bank {bank} · deck {view.deck_size} cards"
        + (
            f" · face up: {', '.join(_name(c, cards) for c in view.draft.face_up)}"
            if view.draft.face_up
            else ""
        )
    )
    table = Table(show_edge=False)
    for col in ("Seat", "Gold", "Hand", "Characters", "City"):
        table.add_column(col)
    for s, p in enumerate(view.players):
        who = f"{s} {labels[s]}" + (" ♛" if s == view.crown else "")
        hand = (
            ", ".join(_district(c, cards) for c in p.hand)
            if p.hand is not None
            else (f"{p.hand_size} cards")
        )
        chars = ", ".join(_name(c, cards) for c in p.characters) or "–"
        city = ", ".join(_district(d.card, cards) for d in p.city) or "–"
        table.add_row(
            f"[bold]{who}[/bold]" if s == view.seat else who, str(p.gold), hand, chars, city
        )
    console.print(table)
    if view.pending is not None and view.pending.seat == view.seat:
        console.print(f"Decision: [bold]{view.pending.kind}[/bold]")


def _show_me(console: Console, view: GameView, cards: dict[str, CardInfo]) -> None:
    """A one-line reminder of the human's gold, hand and city between their own moves."""
    me = view.me
    hand = ", ".join(_district(c, cards) for c in me.hand or ()) or "–"
    city = ", ".join(_district(d.card, cards) for d in me.city) or "–"
    pending = f" · decision: {view.pending.kind}" if view.pending is not None else ""
    console.print(f"Gold {me.gold} · hand: {hand} · city: {city}{pending}")


def _ask(
    console: Console, state: GameState, legal: Sequence[Action], cards: dict[str, CardInfo]
) -> Action | None:
    """Prompt until the human gives a legal action (a number or its text); None to quit."""
    for i, action in enumerate(legal, 1):
        console.print(f"  {i:>2}. {_describe(action, cards)}")
    while True:
        text = click.prompt(
            "Your action", default="1" if len(legal) == 1 else "", show_default=False
        ).strip()
        if not text:
            continue
        if text.lower() in QUIT:
            return None
        if text.isdigit():
            index = int(text)
            if 1 <= index <= len(legal):
                return legal[index - 1]
            console.print(f"[red]Choose a number from 1 to {len(legal)}.[/red]")
            continue
        try:
            action = parse_action(text, state)
        except ValueError as exc:
            console.print(f"[red]{escape(str(exc))}[/red]")
            continue
        if action in legal:
            return action
        console.print(f"[red]{escape(str(action))} is not legal now.[/red]")


def _narrate(
    console: Console, seat: int, label: str, action: Action, cards: dict[str, CardInfo]
) -> None:
    """One line per bot action, hiding what the human may not know."""
    hidden = HIDDEN_BOT_ACTIONS.get(action.kind)
    what = hidden if hidden is not None else _describe(action, cards)
    console.print(f"[dim]seat {seat} {label}:[/dim] {what}")


def _show_scores(
    console: Console, totals: Sequence[Score], won: Sequence[int], labels: Sequence[str]
) -> None:
    """The final scores with their lines (why each seat has its points)."""
    table = _table("Final scores", "Seat>", "Player", "Total>", "Lines")
    for s, score in enumerate(totals):
        lines = ", ".join(f"{line.label} {line.points}" for line in score.lines)
        mark = " ★" if s in won else ""
        table.add_row(str(s), labels[s] + mark, str(score.total), lines)
    console.print(table)
    names = ", ".join(f"seat {s} ({labels[s]})" for s in won)
    console.print(f"Winner{'s' if len(won) > 1 else ''}: {names}")


# -- replay -------------------------------------------------------------------------------
@main.command("replay")
@click.argument("path", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option(
    "--actions", "show_actions", is_flag=True, help="List the actions rather than the events."
)
@click.option("--quiet", "-q", is_flag=True, help="Only the final scores and the check.")
def replay_command(path: Path, show_actions: bool, quiet: bool) -> None:
    """Print a game record (from `simulate --save-record` or `play --save`) and check it.

    The record's actions are replayed from its config; the command fails (exit code 1)
    unless the replay reaches exactly the recorded final state.
    """
    console = _console()
    try:
        record = from_json(path.read_text(encoding="utf-8"))
    except (ValueError, KeyError, TypeError) as exc:
        raise CommandError(f"{path} is not a readable record: {exc}") from None
    if not isinstance(record, Record):
        raise CommandError(f"{path} holds a {type(record).__name__}, not a game record")
    c = record.config
    console.print(
        f"[bold]Record[/bold] · {c.preset} · {c.players} players · seed {c.seed} · "
        f"{len(record.actions)} actions · {len(record.events)} events"
    )
    labels = record.agents or tuple(f"seat {s}" for s in range(c.players))
    cards = all_cards()
    if not quiet:
        if record.events and not show_actions:
            for event in record.events:
                if event.kind == "round_start":
                    console.rule(f"Round {event.data.get('round', '?')}")
                who = f"seat {event.seat}" if event.seat is not None else "—"
                data = " ".join(f"{k}={_show_value(v)}" for k, v in event.data.items())
                console.print(f"[dim]{who:>7}[/dim] {escape(f'{event.kind} {data}'.rstrip())}")
        else:
            for i, action in enumerate(record.actions, 1):
                console.print(f"{i:>5}  seat {action.actor}  {_describe(action, cards)}")
    try:
        final = replay(record)
    except IllegalAction as exc:
        raise CommandError(f"the record does not replay: {exc}") from None
    # Winners come from the replayed state: a state read from JSON has no rules attached.
    if final.is_over:
        _show_scores(console, record.scores, winners(final), labels)
    else:
        console.print(
            f"The game was stopped in round {final.round} after {len(record.actions)} actions."
        )
    if final != record.final_state:
        raise CommandError("the replay does not reach the recorded final state")
    console.print("[green]✓[/green] replay reaches the recorded final state")


def _show_value(value: Any) -> str:
    if isinstance(value, tuple):
        return "(" + ", ".join(_show_value(v) for v in value) + ")"
    return str(value)


# -- cards and packs ----------------------------------------------------------------------
@main.command("cards")
@click.option(
    "--lang",
    type=click.Choice(["en", "zh"]),
    default="en",
    show_default=True,
    help="Language of the card names.",
)
@click.option("--preset", default=None, help="Only the cards of this preset.")
@click.option(
    "--kind",
    type=click.Choice(["all", "character", "district"]),
    default="all",
    show_default=True,
    help="Which cards.",
)
def cards_command(lang: str, preset: str | None, kind: str) -> None:
    """List the cards of the installed packs: names (English or Chinese), rank or cost,
    colour, copies and rules text."""
    console = _console()
    cards = all_cards()
    chosen = list(cards.values())
    if preset is not None:
        known = presets()
        if preset not in known:
            raise ConfigError(f"unknown preset {preset!r} (known: {', '.join(sorted(known))})")
        p = known[preset]
        ids = {c for _, pool in p.pool for c in pool}
        ids.update(p.commons, p.purples, p.optional_districts)
        chosen = [c for c in chosen if c.id in ids]
    if kind != "all":
        chosen = [c for c in chosen if c.kind == kind]

    def order(c: CardInfo) -> tuple[Any, ...]:
        colour = COLOURS.index(c.colour) if c.colour in COLOURS else len(COLOURS)
        return (c.kind != "character", c.rank or 0, colour, c.cost or 0, c.id)

    table = _table(
        f"{len(chosen)} cards" + (f" of {preset}" if preset else ""),
        "Id~",
        "名稱" if lang == "zh" else "Name",
        "Rank/Cost>",
        "Colour",
        "×>",
        "Pack",
        "Text",
    )
    for c in sorted(chosen, key=order):
        if c.kind == "character":
            number = f"#{c.rank}"
            colour = c.income or ""
        else:
            number = str(c.cost) if c.value is None else f"{c.cost} ({c.value} pts)"
            colour = c.colour or ""
        table.add_row(
            c.id,
            _name(c.id, cards, lang),
            number,
            colour,
            "" if c.kind == "character" else str(c.count),
            c.pack,
            escape(c.text),
        )
    console.print(table)


@main.command("packs")
def packs_command() -> None:
    """List the installed packs (version, description), their presets and variants."""
    console = _console()
    packs = installed_packs()
    table = _table("Packs", "Id~", "Version", "Name", "Description", "Cards>")
    for pack in packs.values():
        extra = []
        if pack.info.requires:
            extra.append(f"requires {', '.join(pack.info.requires)}")
        if pack.info.conflicts:
            extra.append(f"conflicts with {', '.join(pack.info.conflicts)}")
        description = pack.info.description + (f" ({'; '.join(extra)})" if extra else "")
        table.add_row(pack.id, pack.info.version, pack.info.name, description, str(len(pack.cards)))
    console.print(table)

    table = _table("Presets", "Preset~", "Pack~", "Players", "Variants on~", "Description")
    for pack in packs.values():
        for p in pack.presets:
            table.add_row(
                p.id,
                pack.id,
                f"{p.players[0]}–{p.players[1]}",
                ", ".join(p.variants) or "–",
                p.description,
            )
    console.print(table)

    table = _table("Variants (house rules)", "Variant~", "Pack~", "Summary", "Conflicts~")
    for pack in packs.values():
        for v in pack.variants:
            table.add_row(v.id, pack.id, v.summary, ", ".join(v.conflicts) or "–")
    console.print(table)


# -- check --------------------------------------------------------------------------------
@main.command("check")
@click.option("--preset", default="classic", show_default=True, help="The preset to check.")
@click.option(
    "--games",
    "-n",
    default=3,
    show_default=True,
    type=click.IntRange(min=1),
    help="Random games per player count.",
)
@click.option(
    "--players",
    default="",
    callback=_split,
    help="Comma-separated player counts (default: every count of the preset).",
)
@click.option("--seed", "-s", default=0, show_default=True, type=int, help="First seed.")
@click.option("--variants", default="", callback=_split, help="Comma-separated house-rule ids.")
def check_command(
    preset: str, games: int, players: tuple[str, ...], seed: int, variants: tuple[str, ...]
) -> None:
    """Check a preset (e.g. a fan pack's) with the standard invariants: conservation of
    gold and cards, determinism, JSON round-trip, hidden views, legal actions,
    termination. Exits with 1 when any check fails."""
    from .testing.invariants import run_pack_invariants

    console = _console()
    known = presets()
    if preset not in known:
        raise ConfigError(f"unknown preset {preset!r} (known: {', '.join(sorted(known))})")
    if players:
        try:
            counts = [int(p) for p in players]
        except ValueError:
            raise click.BadParameter(
                "give player counts such as 3,4,5", param_hint="--players"
            ) from None
    else:
        low, high = known[preset].players
        counts = list(range(low, high + 1))
    configs = [GameConfig(players=n, preset=preset, seed=seed, variants=variants) for n in counts]
    for config in configs:
        new_game(config)  # every config problem is reported before checking starts
    table = _table(f"Invariants of {preset}", "Players>", "Games>", "Result")
    failures = 0
    for config in configs:
        with _status(console, f"{config.players} players: {games} games"):
            try:
                played = run_pack_invariants(config, games=games)
                outcome = "[green]pass[/green]"
            except Exception as exc:  # any crash is a failure to report, not to raise
                played = 0
                failures += 1
                outcome = f"[red]FAIL[/red] {escape(f'{type(exc).__name__}: {exc}')}"
        table.add_row(str(config.players), str(played), outcome)
    console.print(table)
    if failures:
        raise CommandError(f"{failures} of {len(configs)} player counts failed")
    console.print(f"[green]✓[/green] {preset}: all checks passed")


@contextmanager
def _status(console: Console, text: str) -> Iterator[None]:
    with console.status(text):
        yield
