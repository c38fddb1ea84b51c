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
