"""What a person sees (issue 11, item 6): the play command's story between the human's
turns and a sensible scripted game, and small table glitches ("1 cards", a column with
no header)."""

from __future__ import annotations

import re

from click.testing import CliRunner, Result

import citadels_rules as cr
from citadels_rules import cli
from citadels_rules.cli import main
from citadels_rules.game.packs import all_cards
from citadels_rules.game.views import observe


def run(*args: str, input: str | None = None) -> Result:
    return CliRunner().invoke(main, list(args), input=input)


# -- tables -------------------------------------------------------------------------------
def test_one_card_is_not_one_cards() -> None:
    result = run("cards", "temple")
    assert result.exit_code == 0, result.output
    assert result.output.splitlines()[0].strip() == "1 card"
    assert run("cards", "temple", "king").output.splitlines()[0].strip() == "2 cards"
    from citadels_rules.i18n import tr_n  # new in milestone 11

    assert tr_n("{n} card", "{n} cards", 1, "en").format(n=1) == "1 card"
    assert tr_n("{n} card", "{n} cards", 1, "zh").format(n=1) == "1 張牌"
    assert tr_n("{n} card", "{n} cards", 0, "en").format(n=0) == "0 cards"


def test_a_hand_of_one_card_in_the_play_table() -> None:
    """Another seat's hidden hand of one card reads "1 card"."""
    state = cr.new_game(cr.GameConfig(players=4, seed=1))
    players = list(state.players)
    players[1] = players[1].but(hand=players[1].hand[:1])
    state = state.set(players=tuple(players))
    console = cli._console()
    with console.capture() as capture:
        cli._show_view(console, observe(state, 0), ("you", "a", "b", "c"), all_cards(), "en")
    out = capture.get()
    assert re.search(r"\b1 card\b", out), out
    assert "1 cards" not in out


def test_every_column_of_the_characters_table_has_a_header() -> None:
    result = run("simulate", "-n", "2")
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    at = next(i for i, line in enumerate(lines) if line.startswith("Characters"))
    header = next(line for line in lines[at:] if line.startswith("┃"))
    cells = [c.strip() for c in header.strip("┃").split("┃")]
    assert len(cells) == 7 and all(cells), header


# -- play -----------------------------------------------------------------------------------
def play(*args: str, input: str) -> str:
    """The output of ``citadels play ARGS`` 300 columns wide (no line is wrapped)."""
    result = CliRunner().invoke(
        main, ["play", *args], input=input, env={"COLUMNS": "300"}, terminal_width=300
    )
    assert result.exit_code == 0, result.output
    return result.output


def your_score(out: str) -> int:
    match = re.search(r"│\s+0 │ you[ ★]*│\s+(\d+) │", out)
    assert match, out[-2000:]
    return int(match.group(1))


def test_the_help_s_scripted_example_plays_a_sensible_game() -> None:
    """``yes 1 | citadels play`` (the help's example): 1 is the suggested move (what the
    greedy bot would do in your place), so the game is a real one, not a score of 0-2
    (answering 1 used to draw cards every turn and build nothing)."""
    assert "yes 1 | citadels play" in run("play", "--help").output
    for args in ((), ("--seed", "3"), ("-p", "3", "-s", "1"), ("-p", "5", "-s", "2")):
        out = play(*args, input="1\n" * 3000)
        assert your_score(out) >= 12, (args, your_score(out))
    assert "(suggested)" in out


def test_play_says_what_happened_to_you_since_your_last_move() -> None:
    """Seed 3: the Thief (seat 2) robs your King in round 1, the Warlord (seat 2)
    destroys your Tavern in round 2; you hear of it when your move comes."""
    out = play("--seed", "3", input="1\n" * 3000)
    news = out.split("Since your last move:")
    assert len(news) > 2
    first = news[1].split("   1. ")[0]
    assert "your King was robbed (seat 2)" in first
    assert "you lost 2 gold to seat 2" in first
    assert "the crown came to you" in first
    assert "seat 2 destroyed your Tavern" in out


def test_one_line_per_bot_turn() -> None:
    """After a bot's turn, one line of what it did (its character, its moves: the
    ability without the character's name again, no "end the turn")."""
    out = play("--seed", "3", input="1\n" * 3000)
    assert "seat 2 GreedyAgent (Thief): rob King · take gold · build Harbor" in out
    bot_lines = [line for line in out.splitlines() if line.startswith("seat ")]
    assert bot_lines
    assert not any(line.endswith(": end the turn") for line in bot_lines)
    turns = [line for line in bot_lines if "(" in line.split(":")[0]]
    assert len(turns) == len(set(turns)) or len(turns) > 10  # one line per turn, not per move
    assert not any(
        re.fullmatch(r"seat \d GreedyAgent: (take gold|draw cards)", x) for x in bot_lines
    )


def test_news_of_marks_gold_and_districts() -> None:
    """Each kind of news, from events as the engine records them (bewitched, a warrant or
    a threat on your character, income collected, robbed of N gold, killed)."""
    from tabletop_engine.events import Event

    console = cli._console()
    story = cli._Story(console, 0, ("you", "a", "b", "c"), all_cards(), "en")
    mine = {"king"}
    said = {
        kind: story._news(Event.of(kind, 2, character="king"), mine)
        for kind in ("killed", "robbed", "bewitched", "warrant", "threat")
    }
    assert said == {
        "killed": "your King was killed (seat 2)",
        "robbed": "your King was robbed (seat 2)",
        "bewitched": "your King was bewitched (seat 2)",
        "warrant": "a warrant on your King (seat 2)",
        "threat": "a threat on your King (seat 2)",
    }
    assert story._news(Event.of("killed", 2, character="bishop"), mine) is None
    assert story._news(Event.of("real_threat", 2, character="?"), mine) is None  # secret
    gold = story._news(Event.of("gold", 0, src="bank", dst="0", amount=3), mine)
    assert gold == "you collected 3 gold"
    assert story._news(Event.of("gold", 1, src="0", dst="1", amount=4), mine) == (
        "you lost 4 gold to seat 1"
    )
    assert story._news(Event.of("gold", 1, src="2", dst="1", amount=4), mine) is None
    zh = cli._Story(console, 0, ("you", "a", "b", "c"), all_cards(), "zh")
    assert zh._news(Event.of("killed", 2, character="king"), mine) == "你的國王被殺了（座位 2）"
