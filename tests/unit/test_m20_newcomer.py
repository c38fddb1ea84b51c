"""Milestone 20, item 6: ``dir()`` of both games lists their public names only, and the
random Warlord's low win rate in ``simulate``'s characters table (docs/cli.md) is the
random agent's, not a rule's: its final-round turn is mostly destroy actions."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import citadels_rules as cr
import dominion_rules as dr

ROOT = Path(__file__).resolve().parents[2]


def test_dir_lists_the_public_names() -> None:
    for module in (cr, dr):
        public = [n for n in dir(module) if not n.startswith("__")]
        assert public == sorted(n for n in module.__all__ if not n.startswith("__")), module
    for leaked in ("attrs", "cattrs", "pluggy", "Any", "TYPE_CHECKING", "annotations"):
        assert leaked not in dir(cr)
    assert "reducer" not in dir(dr) and "annotations" not in dir(dr)
    assert "__version__" in dir(cr) and "__version__" in dir(dr)


def test_the_random_warlord_destroys_instead_of_building() -> None:
    """Over 120 random classic games: in the final round the Warlord's legal actions are
    mostly destroys, and it builds far less than the Architect (docs/cli.md, simulate)."""
    destroy_share: list[float] = []
    builds: Counter[str] = Counter()
    for seed in range(120):
        config = cr.GameConfig(players=4, seed=seed)
        record = cr.play(config, [cr.RandomAgent() for _ in range(4)])
        last = record.final_state.round
        state = cr.new_game(config)
        for action in record.actions:
            character = state.active_character
            if state.round == last and character == "warlord" and state.pending is None:
                legal = cr.legal_actions(state)
                destroys = [a for a in legal if a.params.get("name") == "warlord.destroy"]
                if destroys:
                    destroy_share.append(len(destroys) / len(legal))
            state = cr.apply(state, action)
            if state.round == last and action.kind == "build" and character:
                builds[character] += 1
    assert sum(destroy_share) / len(destroy_share) > 0.5
    assert builds["warlord"] * 3 < builds["architect"]
    assert builds["warlord"] * 2 < min(builds[c] for c in ("king", "merchant", "bishop"))
    assert "that is the random agent, not a rule" in (ROOT / "docs" / "cli.md").read_text("utf-8")
