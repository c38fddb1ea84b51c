#!/usr/bin/env python3
"""How well the card modules read like their card text (Milestone 4b's targets).

For every card module of the shipped packs and the example pack it counts:

* **code lines**: lines of code, without blank lines, comments, docstrings and imports;
* **guard lines**: ``if`` lines that ask "is this call about me?" (``character != ID``,
  ``not owns(state, seat, ID)``, ``action.params["name"] != ...``, ``decision.kind !=
  ...``, ``not acting(...)``), with their ``return None`` -- the binder makes them
  vanish;
* **foreign ability ids**: string literals naming another card's ability
  (``"warlord.destroy"`` in the Graveyard) -- cards react to tags instead.

Targets: guard lines under 3% of code lines over all modules; Smithy at most 6 code
lines and the Warlord at most 15; no foreign ability id.

    python benchmarks/card_metrics.py          # the table and the targets; exit 1 if missed
"""

from __future__ import annotations

import ast
import io
import re
import sys
import tokenize
from collections.abc import Iterator
from pathlib import Path

import attrs

ROOT = Path(__file__).resolve().parents[1]
CARD_DIRS = (
    *sorted((ROOT / "packs" / "citadels_packs").glob("*/characters")),
    *sorted((ROOT / "packs" / "citadels_packs").glob("*/districts")),
    *sorted((ROOT / "examples" / "watermill_pack" / "watermill").glob("*")),
)
GUARD = re.compile(
    r"^\s*(el)?if\b.*("
    r"character\s*!=\s*ID|!=\s*ID\b|not owns\(|\.params\[\"name\"\]\s*!=|"
    r"decision\.kind\s*!=|not acting\(|powers\s*!=\s*ID"
    r")"
)
CARD_DECL = re.compile(
    r"""(?:CharacterCard|DistrictCard)\(\s*["']([\w.]+)["']|^ID\s*=\s*["']([\w.]+)["']""", re.M
)
TARGETS = {"guard_share": 0.03, "smithy": 6, "warlord": 15}


@attrs.frozen
class ModuleMetrics:
    """What :func:`measure` finds in one card module."""

    path: Path
    code: int
    guards: tuple[str, ...]
    foreign: tuple[str, ...]


def card_modules() -> Iterator[Path]:
    """Every card module: one file per card (or per small group of cards)."""
    for folder in CARD_DIRS:
        if folder.is_dir():
            yield from sorted(p for p in folder.glob("*.py") if p.name != "__init__.py")


def _skipped_lines(source: str, tree: ast.Module) -> set[int]:
    """Lines that are not code: docstrings, imports, comments, blanks."""
    skip: set[int] = set()
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(body, list) and body and isinstance(body[0], ast.Expr):
            value = body[0].value
            if isinstance(value, ast.Constant) and isinstance(value.value, str):
                skip.update(range(body[0].lineno, (body[0].end_lineno or body[0].lineno) + 1))
        if isinstance(node, ast.Import | ast.ImportFrom):
            skip.update(range(node.lineno, (node.end_lineno or node.lineno) + 1))
    for tok in tokenize.generate_tokens(io.StringIO(source).readline):
        if tok.type == tokenize.COMMENT and tok.line.strip().startswith("#"):
            skip.add(tok.start[0])
    return skip


def card_ids() -> set[str]:
    """Every card id of the shipped and example packs' data files."""
    ids = set()
    for toml in [
        *ROOT.glob("packs/citadels_packs/*/cards.toml"),
        *ROOT.glob("packs/citadels_packs/*/cards/*.toml"),
        *ROOT.glob("examples/*/*/cards.toml"),
    ]:
        ids.update(re.findall(r'^id\s*=\s*"([\w.]+)"', toml.read_text(), re.M))
    return ids


def measure(path: Path, ids: set[str]) -> ModuleMetrics:
    """Code lines, guard lines and foreign ability ids of one module."""
    source = path.read_text()
    tree = ast.parse(source)
    skip = _skipped_lines(source, tree)
    lines = source.splitlines()
    code = [(i, line) for i, line in enumerate(lines, 1) if line.strip() and i not in skip]
    guards: list[str] = []
    for k, (_, line) in enumerate(code):
        if GUARD.search(line):
            guards.append(line.strip())
            after = code[k + 1][1].strip() if k + 1 < len(code) else ""
            if after in ("return None", "return []", "continue"):
                guards.append(after)  # the guard's body: nothing for this card
    own = {a or b for a, b in CARD_DECL.findall(source)} | {path.stem}
    foreign = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            head, dot, _verb = node.value.rpartition(".")
            if dot and head in ids and head not in own:
                foreign.append(node.value)
    return ModuleMetrics(path, len(code), tuple(guards), tuple(sorted(set(foreign))))


def report() -> tuple[list[ModuleMetrics], list[str]]:
    """Every module's metrics and the targets missed (empty: all met)."""
    ids = card_ids()
    metrics = [measure(p, ids) for p in card_modules()]
    code = sum(m.code for m in metrics)
    guards = sum(len(m.guards) for m in metrics)
    missed = []
    if code and guards / code >= TARGETS["guard_share"]:
        missed.append(f"guard lines {guards}/{code} = {guards / code:.1%} (target < 3%)")
    for name in ("smithy", "warlord"):
        found = [m for m in metrics if m.path.stem == name]
        if found and found[0].code > TARGETS[name]:
            missed.append(f"{name}: {found[0].code} code lines (target <= {TARGETS[name]})")
    for m in metrics:
        if m.foreign:
            missed.append(f"{m.path.relative_to(ROOT)} names {', '.join(m.foreign)}")
    return metrics, missed


def main() -> int:
    metrics, missed = report()
    print(f"{'module':58} {'code':>5} {'guards':>6} foreign")
    for m in metrics:
        print(f"{m.path.relative_to(ROOT)!s:58} {m.code:5} {len(m.guards):6} {' '.join(m.foreign)}")
    code = sum(m.code for m in metrics)
    guards = sum(len(m.guards) for m in metrics)
    print(
        f"\n{len(metrics)} modules, {code} code lines, "
        f"{guards} guard lines ({guards / max(code, 1):.1%})"
    )
    for line in missed:
        print("MISSED:", line)
    if not missed:
        print("every target met")
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
