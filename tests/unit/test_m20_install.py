"""Milestone 20, item 2: every install line in docs/ is one that works: the project is
installed from a checkout (``.``, ``".[extra]"``, ``./examples/...``), never by a PyPI
name it does not have (``citadels_rules[rl]``), and every extra named is in
pyproject.toml. The messages that name a missing extra say the same."""

from __future__ import annotations

import re
import shlex
import sys
import tomllib
from pathlib import Path

import pytest

from tabletop_engine.extras import install_hint

ROOT = Path(__file__).resolve().parents[2]
EXTRAS = set(
    tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"][
        "optional-dependencies"
    ]
)
#: Packages a docs line may install by name from PyPI (an extra's own dependencies).
FROM_PYPI = {
    "matplotlib",
    "pettingzoo",
    "gymnasium",
    "numpy",
    "dask[distributed]",
    "sb3-contrib",
}
PAGES = sorted(p for p in (ROOT / "docs").rglob("*.md") if p.name != "changelog.md")


def install_commands(text: str) -> list[str]:
    """The ``pip install`` commands of a page's code (indented or fenced lines)."""
    out = []
    for line in text.splitlines():
        code = line.strip() if line.startswith("    ") else line
        for m in re.finditer(r"pip install ([^`#;&|]+)", code):
            if line.startswith("    ") or "```" not in line:
                out.append(m.group(1).strip())
    return out


def targets(args: str) -> list[str]:
    return [a for a in shlex.split(args) if not a.startswith("-")]


@pytest.mark.parametrize("page", PAGES, ids=lambda p: str(p.relative_to(ROOT)))
def test_install_lines_install_from_a_checkout(page: Path) -> None:
    text = page.read_text(encoding="utf-8")
    for args in install_commands(text):
        for target in targets(args):
            extra = re.fullmatch(r"\.\[([\w,]+)\]", target)
            if extra:
                assert set(extra.group(1).split(",")) <= EXTRAS, (page.name, target)
            elif target in FROM_PYPI or target == "." or target.startswith(("./", "examples/")):
                continue
            else:  # citadels_rules, "citadels_rules[rl]": not on PyPI
                assert "not on PyPI" in text and "find nothing" in text, (page.name, target)
                assert "citadels_rules" in target


def test_the_quickstart_says_how_to_install_each_extra() -> None:
    text = (ROOT / "docs" / "quickstart.md").read_text(encoding="utf-8")
    assert "not on PyPI" in text
    for extra in EXTRAS - {"test"}:
        assert f"`{extra}`" in text, extra


def test_missing_extra_messages_name_a_working_command() -> None:
    hint = install_hint("rl", "pettingzoo gymnasium numpy")
    assert 'python -m pip install ".[rl]"' in hint and "from a checkout" in hint
    assert "citadels_rules[" not in hint


def test_rl_missing_says_the_checkout_command(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in [m for m in sys.modules if m.startswith("citadels_rules.rl")]:
        monkeypatch.delitem(sys.modules, name)
    monkeypatch.setitem(sys.modules, "pettingzoo", None)
    with pytest.raises(ImportError, match=r'python -m pip install "\.\[rl\]"'):
        import citadels_rules.rl  # noqa: F401
