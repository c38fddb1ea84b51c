"""Milestone 20, item 3: the ``test`` extra is light (no playwright: the browser tests
are in the thorough tier and take the ``browser`` extra), and CI installs ``browser``
in the venv that runs ``pytest --thorough``."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
EXTRAS = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"][
    "optional-dependencies"
]


def names(extra: str) -> set[str]:
    return {re.split(r"[<>=\[ ;]", req, maxsplit=1)[0].lower() for req in EXTRAS[extra]}


def test_the_test_extra_has_no_browser() -> None:
    assert "playwright" not in names("test")
    assert "playwright" not in names("dev")
    assert names("browser") == {"playwright"}


def test_ci_installs_browser_where_the_thorough_tier_runs() -> None:
    lines = (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    thorough = next(
        i
        for i, line in enumerate(lines)
        if line.startswith("python -m pytest") and "--thorough" in line
    )
    installs = [line for line in lines[:thorough] if "pip install" in line and "-e" in line]
    extras = re.search(r"\.\[([\w,]+)\]", installs[-1])
    assert extras is not None and "browser" in extras.group(1).split(",")
