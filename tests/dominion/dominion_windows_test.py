"""The core calls every timing window of hookspecs.py at its moment (a recording plugin)."""

from __future__ import annotations

from typing import Any

import pluggy

import dominion_packs.base as base
import dominion_rules as dr
from dominion_rules import hookspecs
from dominion_rules.packs import Pack, PackInfo, Ruleset
from dominion_rules.testing import Table

impl = pluggy.HookimplMarker(hookspecs.PROJECT)


class Recorder:
    """Hears every collect/fold window and notes (window, seat, card)."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, Any, Any]] = []

    @impl
    def dominion_turn_start(self, state: Any, seat: int) -> None:
        self.calls.append(("turn_start", seat, None))

    @impl
    def dominion_action_played(self, state: Any, seat: int, card: str) -> None:
        self.calls.append(("action_played", seat, card))

    @impl
    def dominion_reshuffled(self, state: Any, seat: int) -> None:
        self.calls.append(("reshuffled", seat, None))

    @impl
    def dominion_bought(self, state: Any, seat: int, card: str) -> None:
        self.calls.append(("bought", seat, card))

    @impl
    def dominion_gained(self, state: Any, seat: int, card: str, to: str) -> None:
        self.calls.append(("gained", seat, card))

    @impl
    def dominion_trashed(self, state: Any, seat: int, card: str) -> None:
        self.calls.append(("trashed", seat, card))

    @impl
    def dominion_cleanup(self, state: Any, seat: int) -> None:
        self.calls.append(("cleanup", seat, None))

    @impl
    def dominion_game_over(self, state: Any, value: bool) -> bool | None:
        self.calls.append(("game_over", None, value))
        return None


def test_each_window_is_called_in_order() -> None:
    """A turn with Chapel, Smithy (reshuffling), a buy and clean-up calls the windows in
    the order of the turn protocol."""
    recorder = Recorder()
    fan = Pack(PackInfo("rec", "0", "Recorder"), (), (("recorder", recorder),))
    rules = Ruleset("base", (base.PACK, fan))
    t = Table()
    t.seat(0, hand=("village", "chapel", "smithy", "estate", "gold"), deck=("silver",))
    t.seat(0, discard=("copper", "copper"))
    s = t.turn_of(0).but(rules=rules)
    for text in (
        "play village",
        "play chapel",
        "choose estate",
        "done",
        "play smithy",
        "end_actions",
        "treasures",
        "buy gold",
        "end_turn",
    ):
        s = dr.apply(s, dr.parse_action(text, s))
    windows = [c[0] for c in recorder.calls]
    assert windows == [
        "action_played",  # village
        "trashed",
        "action_played",  # chapel
        "reshuffled",  # smithy: the deck is empty (Village drew it), 2 Coppers
        "action_played",  # smithy
        "bought",
        "gained",
        "reshuffled",  # clean-up's draw of 5
        "cleanup",
        "game_over",
        "turn_start",
    ]
    assert recorder.calls[1] == ("trashed", 0, "estate")
    assert recorder.calls[-1] == ("turn_start", 1, None)
    assert recorder.calls[-2] == ("game_over", None, False)
