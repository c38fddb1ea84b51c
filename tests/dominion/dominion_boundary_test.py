"""The boundary: ``dominion_rules`` and ``dominion_packs`` use only the engine layer of
``citadels_rules`` (never ``citadels_rules.game``, ``citadels_packs`` or other Citadels
code)."""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

import dominion_packs
import dominion_rules

ROOTS = [Path(dominion_rules.__file__).parent, Path(dominion_packs.__file__).parent]
ALLOWED = ("citadels_rules.engine",)


def _imports(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            out.append(node.module)
    return out


def test_source_imports_only_the_engine() -> None:
    """AST scan: every ``citadels*`` import of the two packages is under the engine."""
    bad = []
    files = [f for root in ROOTS for f in root.rglob("*.py")]
    assert len(files) > 40
    for f in files:
        for name in _imports(f):
            if name.startswith("citadels") and not name.startswith(ALLOWED):
                bad.append(f"{f.name}: {name}")
    assert bad == []


def _run(code: str) -> str:
    """The last line ``code`` prints in a fresh interpreter."""
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return done.stdout.strip().splitlines()[-1]


def test_playing_loads_no_citadels_game_code() -> None:
    """In a fresh process, importing dominion_rules and playing a game loads no module of
    ``citadels_rules.game``, ``citadels_packs`` or Citadels' other top-level modules."""
    code = (
        "import sys, json, dominion_rules as dr\n"
        "dr.play(dr.GameConfig(players=3, seed=4, kingdom=dr.kingdoms()['interaction']),"
        " [dr.GreedyAgent()] * 3)\n"
        "dr.to_json(dr.new_game(dr.GameConfig()))\n"
        "print(json.dumps(sorted(m for m in sys.modules if m.startswith('citadels'))))\n"
    )
    loaded = json.loads(_run(code))
    assert "citadels_rules.engine.interpreter" in loaded
    package = ("citadels_rules", "citadels_rules._version")  # the lazy package itself
    outside = [m for m in loaded if m not in package and not m.startswith(ALLOWED)]
    assert outside == []


def test_citadels_still_works_after_dominion_in_one_process() -> None:
    """``citadels_rules`` binds its public names on first use (PEP 562): it works as usual
    after Dominion loaded its engine in the same process."""
    code = (
        "import dominion_rules as dr\n"
        "dr.new_game(dr.GameConfig())\n"
        "import citadels_rules as cr\n"
        "from citadels_rules import GameConfig\n"
        "r = cr.play(GameConfig(players=4, seed=1))\n"
        "print(cr.replay(r) == r.final_state)\n"
    )
    assert _run(code) == "True"
