"""The boundary: ``dominion_rules`` and ``dominion_packs`` import only the engine
(``tabletop_engine``), never Citadels code; the engine imports neither game (Milestone
17: the engine is its own top-level package)."""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

import dominion_packs
import dominion_rules
import tabletop_engine

ROOTS = [Path(dominion_rules.__file__).parent, Path(dominion_packs.__file__).parent]
ENGINE = Path(tabletop_engine.__file__).parent
GAMES = ("citadels", "dominion")


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
    """AST scan: no module of the two packages imports Citadels code."""
    bad = []
    files = [f for root in ROOTS for f in root.rglob("*.py")]
    assert len(files) > 40
    for f in files:
        for name in _imports(f):
            if name.startswith("citadels"):
                bad.append(f"{f.name}: {name}")
    assert bad == []


def test_the_engine_imports_neither_game() -> None:
    """AST scan of ``tabletop_engine``: no import of either game's packages or packs."""
    files = list(ENGINE.rglob("*.py"))
    assert len(files) > 20
    bad = [f"{f.name}: {n}" for f in files for n in _imports(f) if n.startswith(GAMES)]
    assert bad == []


def _string_literals(path: Path) -> list[str]:
    """The string constants of a module that are not docstrings."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docs = {
        id(node.body[0].value)
        for node in ast.walk(tree)
        if isinstance(node, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))
        and node.body
        and isinstance(node.body[0], ast.Expr)
        and isinstance(node.body[0].value, ast.Constant)
    }
    return [
        node.value
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs
    ]


def test_the_engine_names_neither_game_in_its_code() -> None:
    """No string the engine's code uses (messages, defaults, names) names a game: the
    distribution's name comes from ``tabletop_engine._version.DISTRIBUTION``."""
    words = ("citadels", "dominion", "district", "kingdom", "province")
    bad = [
        f"{f.name}: {text!r}"
        for f in ENGINE.rglob("*.py")
        if f.name != "_version.py"
        for text in _string_literals(f)
        if any(w in text.lower() for w in words)
    ]
    assert bad == []


def _run(code: str) -> str:
    """The last line ``code`` prints in a fresh interpreter."""
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return done.stdout.strip().splitlines()[-1]


def test_playing_loads_no_citadels_code() -> None:
    """In a fresh process, importing dominion_rules and playing a game loads no Citadels
    module at all (``citadels_rules`` itself included)."""
    code = (
        "import sys, json, dominion_rules as dr\n"
        "dr.play(dr.GameConfig(players=3, seed=4, kingdom=dr.kingdoms()['interaction']),"
        " [dr.GreedyAgent()] * 3)\n"
        "dr.to_json(dr.new_game(dr.GameConfig()))\n"
        "print(json.dumps(sorted(m for m in sys.modules if m.startswith('citadels'))))\n"
    )
    loaded = json.loads(_run(code))
    assert loaded == []


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
