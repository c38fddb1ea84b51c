"""The ``dominion`` command: simulate, play, replay, cards, check, packs.

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
    dominion cards --lang zh --preset base
    dominion check base --games 20
    dominion replay /tmp/dominion-failures/failure-base-3p-seed7-0c1d2e3f-step41.json --step 41
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from functools import partial
from pathlib import Path
from typing import Any

import attrs
import click
from rich.console import Console
from rich.markup import escape
from rich.table import Table

from tabletop_engine.actions import Action
from tabletop_engine.charts import rate_chart
from tabletop_engine.checks import CheckFailure
from tabletop_engine.cli_support import (
    AGENT_TIMEOUT_OPTION,
    DASK_OPTION,
    EXIT_INTERRUPTED,
    SEED,
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
from tabletop_engine.errors import IllegalAction, PackError
from tabletop_engine.parallel import merge_ranges
from tabletop_engine.serialization import MAX_SIZE
from tabletop_engine.serve.command import serve_command
from tabletop_engine.suggest import close_matches, unknown_id, unknown_ids

from .agents import GreedyAgent, agent_named
from .cards import card_problems
from .config import GameConfig
from .i18n import tr
from .kingdoms import covering_kingdoms, kingdoms, random_kingdom
from .log import public_changes
from .notation import parse_action
from .packs import REGISTRY, Pack, PackWarning, available_packs, presets, ruleset_for
from .records import GameRecord, record_mismatch
from .reducer import apply, legal_actions, new_game
from .scoring import scores, winners
from .serialization import from_json, to_json
from .simulate import GameRow, simulate, summary
from .testing.invariants import EagerAgent, check_game
from .views import GameView, observe

AGENT_NAMES = ("random", "bm", "smithy", "greedy")
#: The seat of each game of ``dominion check`` that reaches for the pack's cards
#: (:class:`~dominion_rules.testing.invariants.EagerAgent`).
EAGER = "eager"
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


def _kingdom(value: str, seed: int, preset: str = "base") -> tuple[str, ...]:
    """``--kingdom``: a recommended set's name, ``random`` (from ``preset``'s kingdom
    cards), or 10 comma-separated ids."""
    sets = kingdoms()
    if value in sets:
        return sets[value]
    pool = ruleset_for(preset).kingdom
    if value == "random":
        return random_kingdom(random.Random(seed), pool=pool)
    ids = tuple(v.strip() for v in value.split(",") if v.strip())
    if len(ids) == 1 and ids[0] not in pool:  # a set's name, misspelt (first_gme)
        near = close_matches(ids[0], [*sets, "random", *pool])
        hint = f": did you mean {' or '.join(map(repr, near))}?" if near else ""
        msg = (
            f"unknown kingdom set or card {ids[0]!r}{hint} (sets: {', '.join(sorted(sets))}; "
            "or 'random', or 10 comma-separated card ids)"
        )
        raise click.BadParameter(msg, param_hint="--kingdom")
    unknown = [i for i in ids if i not in pool]
    if unknown:
        msg = f"{unknown_ids('kingdom card', unknown, pool)} (see `dominion cards`)"
        raise click.BadParameter(msg, param_hint="--kingdom")
    return ids


def _config(
    players: int, seed: int, kingdom: str, variants: str, preset: str = "base"
) -> GameConfig:
    """The game's config, checked now (a ``ConfigError`` is one line, exit code 2)."""
    vs = tuple(v for v in variants.split(",") if v)
    config = GameConfig(
        players=players,
        seed=seed,
        kingdom=_kingdom(kingdom, seed, preset),
        preset=preset,
        variants=vs,
    )
    new_game(config)
    return config


def _known_preset(ctx: click.Context, param: click.Parameter, value: str | None) -> str | None:
    """``--preset``: one of the installed packs' presets (else one line, exit code 2)."""
    if value is not None and value not in presets():
        raise click.BadParameter(unknown_id("preset", value, presets()), ctx=ctx, param=param)
    return value


def preset_option(help: str, default: str | None = "base") -> Any:
    """``--preset``, the same on every command that plays or lists cards."""
    return click.option(
        "--preset",
        default=default,
        show_default=default is not None,
        callback=_known_preset,
        help=help,
    )


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
    one_line_warnings=(PackWarning,),  # a pack left out at discovery
    context_settings={"help_option_names": ["-h", "--help"]},
)
@click.version_option(package_name="citadels_rules", prog_name="dominion")
def main() -> None:
    """Dominion (領土), base game, on the citadels_rules engine: simulate games, play
    against bots, replay records (or write one as a web page, or go to one step), list
    the cards, check a pack (every kingdom card of it played, in check mode).

    Run `dominion COMMAND --help` for the options of each command. Bad input prints one
    line and exits with 2; Ctrl-C exits with 130.
    """


KINGDOM_HELP = "A recommended set (first_game, big_money, ...), 'random', or 10 ids."


@main.command("simulate")
@click.option("--games", "-n", default=100, show_default=True, type=click.IntRange(min=1))
@click.option("--players", "-p", default=2, show_default=True, type=click.IntRange(2, 4))
@click.option("--seed", "-s", default=0, show_default=True, type=SEED, help="First seed.")
@click.option("--kingdom", "-k", default="first_game", show_default=True, help=KINGDOM_HELP)
@preset_option("The preset to play (its packs' cards; see `dominion cards --preset`).")
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
    preset: str,
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
    config = _config(players, seed, kingdom, variants, preset)
    names = _agents(agents, players)
    workers = before_run(
        games, workers, dask_address, json_path=json_path, csv_path=csv_path, plot_path=plot_path
    )
    started = time.perf_counter()
    rows, interrupted = play_with_progress(
        lambda progress: simulate(
            config,
            games,
            names,
            workers=workers,
            dask=dask_address,
            progress=progress,
            agent_timeout=agent_timeout,
        ),
        games,
        backend_label(workers, dask_address),
    )
    elapsed = time.perf_counter() - started
    console = _console()
    if interrupted:
        report_interrupted(console, len(rows), games)
    if rows:
        result = summary(rows)
        rate = len(rows) / elapsed if elapsed > 0 else 0.0
        kingdom = ", ".join(ruleset_for(preset).name(c) for c in config.kingdom)
        console.print(
            f"[bold]{len(rows)} games[/bold] · {escape(preset)} · {players} players · "
            f"kingdom {escape(kingdom)} · {backend_label(workers, dask_address)} · "
            f"{elapsed:.2f} s ({rate:.1f} games/s)"
        )
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
        f"ties {result['tie_rate']:.1%} (a shared win counts 1/k to each of its k winners)  "
        f"mean turns {result['mean_turns']:.1f}  "
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


def _turn_line(t: Any) -> str:
    """The turn in progress, as ``play`` and ``replay --step`` print it."""
    return f"turn of seat {t.seat}: {t.phase}, actions {t.actions}, buys {t.buys}, coins {t.coins}"


def _show(console: Console, view: GameView, lang: str) -> None:
    """``play``'s view of the table for the human's seat, in ``lang``: the supply, each
    seat's hand (theirs only), deck, discard top and cards in play, the turn, the
    decision pending."""
    rules = ruleset_for(view.config.preset)

    def name(c: str | None) -> str:
        return "-" if c is None else rules.name(c, lang)

    supply = "  ".join(f"{name(c)} {n}" for c, n in view.supply.items())
    console.print(f"[bold]{escape(tr('Supply', lang))}[/bold] {escape(supply)}")
    if view.nonsupply:
        piles = "  ".join(f"{name(c)} {n}" for c, n in view.nonsupply.items())
        console.print(f"[bold]{escape(tr('Outside the supply', lang))}[/bold] {escape(piles)}")
    changed = {c: n for c, n in view.costs.items() if n != rules.cost[c]}
    if changed:  # a card changes costs (the cost window): what they cost now
        now = "  ".join(f"{name(c)} ${n}" for c, n in changed.items())
        console.print(f"[bold]{escape(tr('costs now', lang))}[/bold] {escape(now)}")
    line = tr("seat {seat}: hand {hand} | deck {deck} | discard top {top} | in play {play}", lang)
    for i, p in enumerate(view.players):
        hidden = tr("{n} cards", lang).format(n=p.hand_size)
        hand = ", ".join(name(c) for c in p.hand) if p.hand is not None else hidden
        in_play = ", ".join(name(c) for c in p.in_play) or "-"
        shown = line.format(
            seat=i, hand=hand, deck=p.deck_size, top=name(p.discard_top), play=in_play
        )
        console.print(escape(shown + _pack_parts(p, lang, name)))
    if view.turn is not None:
        t = view.turn
        turn = tr(
            "turn of seat {seat}: {phase}, actions {actions}, buys {buys}, coins {coins}", lang
        )
        phase = tr(f"{t.phase} phase", lang) if lang != "en" else t.phase
        console.print(
            escape(
                turn.format(seat=t.seat, phase=phase, actions=t.actions, buys=t.buys, coins=t.coins)
            )
        )
    if view.pending is not None:
        pending = tr("decision {kind} for seat {seat}", lang)
        console.print(escape(pending.format(kind=view.pending.kind, seat=view.pending.seat)))


def _pack_parts(p: Any, lang: str, name: Any) -> str:
    """What packs add to a seat's line of ``play``: the cards staying in play, its mats
    (another seat's private mat as a count) and its tokens; empty for a base game's seat."""
    if p.extra is None:
        return ""
    parts = []
    if p.staying:
        cards = ", ".join(name(c) for c in p.staying)
        parts.append(tr("staying in play {cards}", lang).format(cards=cards))
    for mat, held in p.mats.items():
        cards = (
            tr("{n} cards", lang).format(n=p.mat_sizes.get(mat, 0))
            if held is None
            else (", ".join(name(c) for c in held) or "-")
        )
        parts.append(tr("mat {mat} {cards}", lang).format(mat=mat, cards=cards))
    if p.tokens:
        tokens = ", ".join(f"{k} {n}" for k, n in p.tokens.items())
        parts.append(tr("tokens {tokens}", lang).format(tokens=tokens))
    return "".join(f" | {part}" for part in parts)


#: What ``play`` calls each kind of action (its text form follows in brackets).
VERBS = {
    "play": "play {card}",
    "end_actions": "end the action phase",
    "treasure": "play {card}",
    "treasures": "play all treasures",
    "buy": "buy {card}",
    "end_turn": "end the turn",
    "choose": "choose {option}",
    "done": "done",
    "coin": "spend a coin token",
}


def describe_action(action: Action, lang: str, preset: str) -> str:
    """An action as ``play`` lists it: ``buy Gold``, ``choose Copper``, ``end the turn``
    (card names in ``lang``)."""
    rules = ruleset_for(preset)
    params = {
        key: rules.name(str(v), lang) if str(v) in rules.cards else tr(str(v), lang)
        for key, v in action.params.items()
    }
    template = tr(VERBS.get(action.kind, action.kind.replace("_", " ")), lang)
    try:
        return template.format(**params)
    except KeyError:  # a param the template does not name: the text form says it
        return template


def _header(console: Console, state: Any, seat: int, lang: str) -> None:
    """The rule above each of the human's steps: ``Turn 3 · seat 0 · buy phase``, and the
    decision when one is pending."""
    turn = state.turn
    parts = [tr("Turn {n}", lang).format(n=sum(state.turns) + 1)]
    if turn is not None:
        who = (
            tr("you", lang) if turn.seat == seat else tr("seat {seat}", lang).format(seat=turn.seat)
        )
        parts += [who, tr(f"{turn.phase} phase", lang)]
    if state.pending is not None:
        parts.append(tr("decision: {kind}", lang).format(kind=state.pending.kind))
    console.rule(escape(" · ".join(parts)))


@main.command("play")
@click.option("--players", "-p", default=2, show_default=True, type=click.IntRange(2, 4))
@click.option("--seed", "-s", default=0, show_default=True, type=SEED)
@click.option("--kingdom", "-k", default="first_game", show_default=True, help=KINGDOM_HELP)
@preset_option("The preset to play (its packs' cards).")
@click.option("--seat", default=0, show_default=True, type=int, help="Your seat.")
@click.option("--agents", "-a", default="greedy", show_default=True, help="The bots' agents.")
@LANG_OPTION
@output_option("--save", "save", "Write the game's record (JSON) to this file at the end.")
def play_command(
    players: int,
    seed: int,
    kingdom: str,
    preset: str,
    seat: int,
    agents: str,
    lang: str,
    save: Path | None,
) -> None:
    """Play against bots, in one seat: the numbered legal actions, the suggested one
    first (what the greedy bot would do in your place), under a header naming the turn,
    the seat and the phase.

    Answer with a number, Enter alone (1: the suggestion), or the action's text as shown
    in brackets (`buy card=gold`, or `buy gold`); a number out of range says so and asks
    again; `q` quits. Reads answers from standard input, so a game can be scripted,
    answering 1, the suggestion, each time:

        yes 1 | dominion play --seed 3 --save game.json

    Input ending before the game does is an error (exit code 1) and Ctrl-C exits with
    130; in both cases, and after `q`, the game played so far is still saved with
    --save (unless no action was played), for `dominion replay`.
    """
    if not 0 <= seat < players:
        msg = f"seat {seat} is not in a {players}-player game (0 to {players - 1})"
        raise click.BadParameter(msg, param_hint="--seat")
    check_output_path(save, "--save")
    config = _config(players, seed, kingdom, "", preset)
    names = _agents(agents, players)
    bots = [agent_named(n) for n in names]
    console = _console()
    state = new_game(config)
    actions: list[Action] = []
    rngs = [random.Random(f"dominion:{seed}:{i}") for i in range(players)]
    hints = random.Random(f"dominion:{seed}:hints")  # the suggestions' tie-breaks
    adviser = GreedyAgent()
    head = tr("{players} players · seed {seed} · you are seat {seat}", lang)
    console.print(
        f"[bold]{tr('Dominion', lang)}[/bold] · {escape(tr(preset, lang))} · "
        + escape(head.format(players=players, seed=seed, seat=seat))
    )
    with stopping_play() as stop:  # input ending or Ctrl-C: the game is still saved
        while not state.is_over:
            who = state.current_player
            assert who is not None
            legal = legal_actions(state)
            if who == seat:
                view = observe(state, seat)
                _header(console, state, seat, lang)
                _show(console, view, lang)
                chosen = ask_action(
                    console,
                    legal,
                    describe=lambda a: describe_action(a, lang, preset),
                    parse=partial(parse_action, state=state),
                    suggestion=adviser.act(view, legal, hints),
                    tr=lambda text: tr(text, lang),
                )
                if chosen is None:
                    stop.ending = "quit"
                    break
                action = chosen
            else:
                action = bots[who].act(observe(state, who), legal, rngs[who])
                line = tr("seat {seat}: {action}", lang)
                console.print(
                    escape(line.format(seat=who, action=describe_action(action, lang, preset)))
                )
            after = apply(state, action)
            # One assignment: a Ctrl-C lands before or after it, never between the
            # state and its actions (the saved record must replay to its final state).
            state, actions = after, [*actions, action]
    if state.is_over:
        final = scores(state)
        console.rule(escape(tr("Game over", lang)))
        for i, s in enumerate(final):
            line = tr("seat {seat}: {vp} VP in {turns} turns", lang)
            console.print(escape(line.format(seat=i, vp=s.total, turns=state.turns[i])))
        console.print(
            tr("winners: {seats}", lang).format(seats=", ".join(map(str, winners(state))))
        )
    elif stop.ending == "quit":
        console.print(tr("Game abandoned.", lang))
    finish_play(  # --save, atomically, also of a stopped game; then the exit code
        stop,
        console,
        save_path=save,
        played=len(actions),
        record_json=lambda: to_json(
            GameRecord(
                config,
                tuple("human" if i == seat else names[i] for i in range(players)),
                tuple(actions),
                state,
                scores(state),
            )
        ),
        where=f"on turn {sum(state.turns) + 1}",
        saved=tr("Wrote the record to {path}", lang),
    )


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
@click.option(
    "--step",
    type=click.IntRange(min=0),
    default=None,
    help="Replay only the first STEP actions and show the whole table there (every hand "
    "and deck, the decision pending with its options): a failed check's record replays "
    "to its failing step.",
)
@LANG_OPTION
def replay_command(
    path: Path,
    quiet: bool,
    html_path: Path | None,
    seat: int | None,
    step: int | None,
    lang: str,
) -> None:
    """Replay a saved record (JSON): print each action and what it changed (cards gained,
    trashed, revealed), the scores, and check it reaches the recorded final state (exit
    code 1 otherwise), or write it as a web page (`--html`).

    `--html OUT.html` writes one page with the table at every step (the supply and its
    counts, the trash, each seat's hand or its size, deck size, discard top, cards in play
    and set aside, the turn, the decision pending), the action of each step, a view
    selector (everything, or what one seat knew) and English or Chinese names (`--lang`
    chooses the first).

    `--step N` replays the first N actions and shows the table at step N: the record
    `dominion check` writes for a failed game ends at its failing step, so `--step` with
    the step its message names goes there (the action taken at that step is in the
    message).
    """
    check_page_options(seat, html_path)
    record = read_record(path)
    check_page_seat(seat, record.config.players)
    if step is not None and html_path is not None:
        raise BadInput("--step and --html do not go together (the page has every step)")
    if step is not None and step > len(record.actions):
        raise BadInput(f"--step {step}: the record has {len(record.actions)} actions")
    console = _console()
    state = new_game(record.config)
    rules = state.rules
    actions = record.actions if step is None else record.actions[:step]
    for i, a in enumerate(actions):
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
    if step is not None:
        _show_step(console, state, step, record, lang)
        return
    for i, s in enumerate(scores(state)):
        console.print(f"seat {i}: {s.total} VP")
    mismatch = record_mismatch(record, state)  # final state, then scores
    if mismatch is not None:
        raise CommandError(mismatch)
    if html_path is not None:
        from .html import write_replay_html

        write_replay_html(record, html_path, seat=seat, lang=lang)
        report_page(console, html_path, len(record.actions) + 1)
    console.print(tr("replay matches the record", lang))


def _show_step(console: Console, state: Any, step: int, record: GameRecord, lang: str) -> None:
    """``replay --step``: the whole table after ``step`` actions, and the next action."""
    rules = state.rules

    def names(cards: Sequence[str]) -> str:
        return ", ".join(rules.name(c, lang) for c in cards) or "-"

    console.print(f"[bold]Step {step}[/bold] of {len(record.actions)} ({step} actions played)")
    console.print("supply " + "  ".join(f"{c} {n}" for c, n in state.supply.items_tuple()))
    console.print(f"trash {names(state.trash)}")
    for i, p in enumerate(state.players):
        console.print(
            f"seat {i}: hand {names(p.hand)} | deck {names(p.deck)} | discard "
            f"{names(p.discard)} | in play {names(p.in_play)} | set aside {names(p.set_aside)}"
        )
    if state.turn is not None:
        console.print(_turn_line(state.turn))
    if state.pending is not None:
        d = state.pending
        console.print(
            f"decision {d.kind} for seat {d.seat}: options {', '.join(d.options) or '-'}"
            f"{' (or done)' if d.done else ''}, data {dict(d.data.items_tuple())}"
        )
    if step < len(record.actions):
        console.print(f"next action: {record.actions[step]}")
    elif state == record.final_state:
        console.print("this is the record's final state")


@main.command("cards")
@click.argument("ids", nargs=-1)
@preset_option("List the cards of this preset (its packs').")
@LANG_OPTION
def cards_command(ids: tuple[str, ...], preset: str, lang: str) -> None:
    """List the cards (cost, types, stats, text); ``--lang zh``: the seed's names."""
    rules = ruleset_for(preset)
    unknown = [i for i in ids if i not in rules.cards]
    if unknown:
        raise click.UsageError(
            f"{unknown_ids('card', unknown, rules.cards)} (see `dominion cards`)"
        )
    title = "Dominion, base game" if preset == "base" else f"Dominion, preset {preset!r}"
    table = Table(title=title)
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


def _presets_of(pack: Pack) -> list[str]:
    """The presets to play for ``pack``: its own, else every preset that uses it."""
    if pack.presets:
        return sorted(pack.presets)
    return sorted(p for p, ids in presets().items() if pack.info.id in ids)


@attrs.frozen
class CheckedGame:
    """One game ``dominion check`` plays: its config and the agents of its seats."""

    config: GameConfig
    agents: tuple[str, ...]


def check_games(
    pack: Pack, preset: str, counts: Sequence[int], games: int, seed: int
) -> list[CheckedGame]:
    """The games ``dominion check`` plays for ``pack`` in ``preset``: ``games`` per
    player count (more when the pack has more kingdom cards than that many kingdoms
    hold), seeds ``seed``, ``seed + 1``, ...; kingdoms that hold each of the pack's
    kingdom cards (:func:`~dominion_rules.kingdoms.covering_kingdoms`): every run of
    as many games as it takes kingdoms to hold them all (1 for up to 10 cards) holds
    each at least once, the rest of each kingdom drawn anew; in each game one seat an
    :class:`~dominion_rules.testing.invariants.EagerAgent` that reaches for the pack's
    cards, the others random or scripted bots. Raises :class:`BadInput` when the
    preset does not use the pack."""
    if pack.info.id not in presets()[preset]:
        raise BadInput(
            f"preset {preset!r} does not use pack {pack.info.id!r} "
            f"(its packs: {', '.join(presets()[preset])})"
        )
    rules = ruleset_for(preset)
    mine = tuple(c.id for c in pack.cards if c.kingdom)
    outside = [c for c in mine if c not in rules.kingdom]
    if outside:
        raise BadInput(
            f"preset {preset!r} does not have the kingdom cards of pack {pack.info.id!r} "
            f"({', '.join(outside)}): its packs are {', '.join(presets()[preset])}"
        )
    blocks = max(1, -(-len(mine) // 10))  # kingdoms it takes to hold every card
    per_count = max(games, -(-blocks // len(counts)))
    out = []
    for g in range(per_count * len(counts)):
        players = counts[g // per_count]
        # each run of `blocks` games holds every card, the rest of each kingdom drawn anew
        block = covering_kingdoms(mine, rules.kingdom, random.Random(f"{seed}:{g // blocks}"))
        rng = random.Random(seed + g)
        config = GameConfig(
            players=players, seed=seed + g, kingdom=block[g % blocks], preset=preset
        )
        names = [rng.choice(AGENT_NAMES) for _ in range(players)]
        names[g % players] = EAGER  # one seat reaches for the pack's cards
        out.append(CheckedGame(config, tuple(names)))
    return out


def _players(value: str) -> list[int]:
    try:
        counts = sorted({int(v) for v in value.split(",") if v.strip()})
    except ValueError:
        raise click.BadParameter(
            "give player counts such as 2,3,4", param_hint="--players"
        ) from None
    if not counts or not all(2 <= n <= 4 for n in counts):
        raise click.BadParameter("player counts are 2, 3 or 4", param_hint="--players")
    return counts


@main.command("check")
@click.argument("pack_id", default="base", metavar="[PACK]")
@preset_option(
    "Play this preset (default: the pack's own presets, else those using it).", default=None
)
@click.option(
    "--games",
    "-n",
    default=4,
    show_default=True,
    type=click.IntRange(min=1),
    help="Games per preset and player count (more if the pack's kingdom cards need it).",
)
@click.option("--players", default="2,3,4", show_default=True, help="Comma-separated counts.")
@click.option("--seed", "-s", default=0, show_default=True, type=SEED, help="First seed.")
@click.option(
    "--every",
    default=1,
    show_default=True,
    type=click.IntRange(min=1),
    help="Run the costlier checks (JSON, illegal actions, two-sided) every EVERY steps.",
)
@save_failures_option("dominion-failures")
def check_command(
    pack_id: str,
    preset: str | None,
    games: int,
    players: str,
    seed: int,
    every: int,
    save_failures: Path | None,
) -> None:
    """Check a pack (e.g. a fan pack) by its id before publishing it: play its presets
    with each of its kingdom cards in some kingdom, every player count.

    \b
    1. Load the pack and build the rules of each preset to play: a broken card
       (a negative cost, an unknown type, a misspelt hook) is an error naming the
       pack and the card.
    2. Play GAMES games per preset and player count (one seat of each a bot that buys
       and plays the pack's cards when it can, the others random or scripted), the kingdoms
       chosen so that every kingdom card of the pack is in at least one, in check
       mode (a card that changes the state it was given fails), checking at each
       step: cards conserved, the listing, every pending decision asked again in a
       world dealt again (options and public data the same), JSON, illegal actions
       refused, the two-sided view check; at the end, the replay.

    Each failed game is one block naming the card and its pack, the seed, the step and
    the action, and a record of the game up to that step: `dominion replay RECORD
    --step N` goes there. Exits with 1 when any game fails.
    """
    packs = available_packs()
    if pack_id not in packs:
        broken = REGISTRY.pack_error(pack_id)
        if broken is not None:  # installed, but left out: say why, not "unknown"
            raise CommandError(f"✗ pack {pack_id!r} failed to load: {one_line(str(broken))}")
        raise BadInput(unknown_id("pack", pack_id, packs, known_label="installed"))
    pack = packs[pack_id]
    counts = _players(players)
    chosen = [preset] if preset is not None else _presets_of(pack)
    if not chosen:
        raise BadInput(f"pack {pack_id!r} has no preset and no preset uses it: give --preset")
    console = _console()
    bad = [f"card {c.id!r}: {'; '.join(card_problems(c))}" for c in pack.cards if card_problems(c)]
    if bad:
        raise CommandError(f"✗ pack {pack_id!r}: {'; '.join(bad)}")
    try:
        plans = {p: check_games(pack, p, counts, games, seed) for p in chosen}
    except PackError as exc:
        raise CommandError(f"✗ pack {pack_id!r}: {one_line(str(exc))}") from None
    failures_dir = failures_folder(save_failures, "dominion-failures")
    failed: list[CheckFailure] = []
    played = 0
    table = Table(title=f"Checked games of pack {pack_id!r} {pack.info.version}")
    for col in ("preset", "players", "games", "result"):
        table.add_column(col)
    seen: set[str] = set()
    eager = [c.id for c in pack.cards if c.kingdom]
    try:
        with status(console, "Checking") as shown:
            for p, plan in plans.items():
                for n in counts:
                    mine = [g for g in plan if g.config.players == n]
                    outcome, done = "[green]pass[/green]", 0
                    for k, game in enumerate(mine, 1):
                        shown.update(f"{p}, {n} players: game {k}/{len(mine)}")
                        agents = [
                            EagerAgent(eager) if a == EAGER else agent_named(a) for a in game.agents
                        ]
                        found = check_game(game.config, agents, every=every, failures=failures_dir)
                        done += 1
                        seen.update(game.config.kingdom)
                        if found:
                            failed.append(found[0])
                            outcome = (
                                f"[red]FAIL[/red] seed {found[0].seed} step {found[0].step} "
                                f"(failure {len(failed)})"
                            )
                            break
                    played += done
                    table.add_row(p, str(n), str(done), outcome)
    except KeyboardInterrupt:
        console.print(table)
        console.print("Interrupted.")
        raise click.exceptions.Exit(EXIT_INTERRUPTED) from None
    console.print(table)
    for number, failure in enumerate(failed, 1):
        failure_block(console, number, failure.describe(), failure.replay or None)
    kingdom_cards = [c.id for c in pack.cards if c.kingdom]
    covered = sum(1 for c in kingdom_cards if c in seen)
    cards_line = f"{covered}/{len(kingdom_cards)} kingdom cards of the pack in the games played"
    target = f"pack {pack_id!r} {pack.info.version}"
    if failed:
        blamed = ", ".join(sorted({f.card for f in failed}))
        raise CommandError(
            f"✗ {target}: {len(failed)} of {played} games failed (cards blamed: {blamed}); "
            f"{cards_line}"
        )
    console.print(
        f"[green]✓[/green] {target}: {played}/{played} games passed every check; {cards_line}"
    )


@main.command("packs")
def packs_command() -> None:
    """List the installed packs (version, cards, presets, description) and the packs left
    out (one that fails to load, or declares a preset or card id another pack declares),
    each with its entry point and the reason."""
    console = _console()
    packs, broken = read_packs(REGISTRY)
    table = Table(title="Packs", title_justify="left")
    for col in ("pack", "version", "cards", "presets", "about"):
        table.add_column(col, overflow="fold")
    for pack in packs.values():
        table.add_row(
            escape(pack.info.id),
            escape(pack.info.version),
            str(len(pack.cards)),
            ", ".join(pack.presets),
            escape(f"{pack.info.name}\n{pack.info.description}".strip()),
        )
    console.print(table)
    print_broken_packs(console, broken)


from .cli_lab import COMMANDS as LAB_COMMANDS  # noqa: E402  (tournament, balance: Milestone 22)

for _command in LAB_COMMANDS:
    main.add_command(_command)
main.add_command(serve_command("dominion", "dominion_rules.serve:DominionAdapter"))


if __name__ == "__main__":  # python -m dominion_rules.cli (tests run it in a real process)
    main()
