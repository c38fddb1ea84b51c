"""Cards read like their card text (Milestone 4b): the targets of
``benchmarks/card_metrics.py`` hold for every shipped card module and the example pack.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

_path = Path(__file__).parents[2] / "benchmarks" / "card_metrics.py"
_spec = importlib.util.spec_from_file_location("card_metrics", _path)
assert _spec is not None and _spec.loader is not None
card_metrics = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(card_metrics)


def test_card_modules_meet_the_targets() -> None:
    metrics, missed = card_metrics.report()
    assert len(metrics) >= 40, "every card module is measured"
    assert missed == []


def test_the_metrics_catch_a_guard_and_a_foreign_ability_id(tmp_path: Path) -> None:
    module = tmp_path / "bad.py"
    module.write_text(
        '"""A card that asks whether a call is about it."""\n'
        "ID = 'bad'\n"
        "def citadels_turn_actions(state, seat, character):\n"
        "    if character != ID:\n"
        "        return None\n"
        "    return ['warlord.destroy']\n"
    )
    m = card_metrics.measure(module, {"warlord", "bad"})
    assert m.code == 5 and len(m.guards) == 2 and m.foreign == ("warlord.destroy",)
