"""Generated documentation: the hook reference and the rules table.

``python -m citadels_rules.docs [DIR]`` writes ``hooks.md`` and ``cards.md`` (default
``docs/``). A test fails when the committed files differ from what this produces, so the
docs cannot drift from the hook specs and the card data.
"""

from __future__ import annotations

import ast
import inspect
import re
import sys
from collections.abc import Iterable
from pathlib import Path

from .engine.hooks import spec_kinds
from .game import hookspecs
from .game.packs import Pack, discover_packs

KIND_TEXT = {
    "first": "first non-None result wins",
    "collect": "results concatenated in order",
    "fold": "``value`` threaded through the implementations",
}


def hook_specs() -> list[tuple[str, str, str, str]]:
    """``(name, kind, signature, docstring)`` of every hook, in the order they fire."""
    kinds = spec_kinds(hookspecs, hookspecs.PROJECT)
    out = []
    source = inspect.getsource(hookspecs)
    order = {m.group(1): m.start() for m in re.finditer(r"^def (citadels_\w+)", source, re.M)}
    for name in sorted(kinds, key=lambda n: order.get(n, 0)):
        func = getattr(hookspecs, name)
        sig = str(inspect.signature(func)).replace("'", "")
        out.append((name, kinds[name], sig, inspect.getdoc(func) or ""))
    return out


def hook_reference() -> str:
    """The hook reference page (Markdown)."""
    lines = [
        "# Hook reference",
        "",
        "Generated from `citadels_rules/game/hookspecs.py` by `python -m citadels_rules.docs`.",
        "",
        inspect.getdoc(hookspecs) or "",
        "",
    ]
    for name, kind, sig, doc in hook_specs():
        lines += [
            f"## `{name}`",
            "",
            f"```python\ndef {name}{sig}\n```",
            "",
            f"*{kind}* — {KIND_TEXT[kind]}.",
            "",
            doc,
            "",
        ]
    return "\n".join(lines).rstrip() + "\n"


def tests_by_card(tests: Path, ids: Iterable[str]) -> dict[str, int]:
    """How many test functions under ``tests`` name each card id (name or docstring)."""
    counts = dict.fromkeys(ids, 0)
    patterns = {cid: re.compile(rf"(?<![a-z_]){re.escape(cid)}(?![a-z])") for cid in counts}
    for path in sorted(tests.rglob("test_*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test_"):
                text = f"{node.name[5:]} {ast.get_docstring(node) or ''}".lower()
                text = text.replace("-", "_")
                for cid, pattern in patterns.items():
                    if pattern.search(text):
                        counts[cid] += 1
    return counts


def cards_table(packs: Iterable[Pack] | None = None, tests: Path | None = None) -> str:
    """The rules table: every card of ``packs`` (default: the installed ones) with the
    number of tests naming it (when a ``tests`` directory is given)."""
    packs = list(discover_packs().values() if packs is None else packs)
    ids = [c.id for pack in packs for c in pack.cards]
    counts = tests_by_card(tests, ids) if tests is not None and tests.is_dir() else None
    lines = [
        "# Cards",
        "",
        "Generated from the packs' card data by `python -m citadels_rules.docs`.",
        "",
    ]
    for pack in packs:
        if not pack.cards:
            continue
        lines += [f"## {pack.info.name} (`{pack.id}` {pack.info.version})", ""]
        lines += [
            "| id | English | 中文 | rank / cost | colour | copies | tests | text |",
            "|---|---|---|---|---|---|---|---|",
        ]
        for c in pack.cards:
            if c.kind == "character":
                what, colour = f"rank {c.rank}", c.income or ""
            else:
                what = f"{c.cost}" + (f" (scores {c.value})" if c.value else "")
                colour = c.colour or ""
            text = c.text.replace("|", "\\|")
            n = "" if counts is None else str(counts[c.id])
            lines.append(
                f"| `{c.id}` | {c.name} | {c.name_zh} | {what} | {colour} | {c.count} | {n} "
                f"| {text} |"
            )
        lines.append("")
        if pack.variants:
            lines += ["| variant | summary |", "|---|---|"]
            lines += [f"| `{v.id}` | {v.summary} |" for v in pack.variants]
            lines.append("")
    return "\n".join(lines).rstrip() + "\n"


def write(directory: Path, tests: Path | None = None) -> list[Path]:
    """Write the generated pages into ``directory``; return their paths."""
    directory.mkdir(parents=True, exist_ok=True)
    pages = {"hooks.md": hook_reference(), "cards.md": cards_table(tests=tests)}
    paths = []
    for name, text in pages.items():
        path = directory / name
        path.write_text(text, encoding="utf-8")
        paths.append(path)
    return paths


if __name__ == "__main__":
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "docs")
    for p in write(out, tests=Path(sys.argv[2] if len(sys.argv) > 2 else "tests")):
        print(p)
