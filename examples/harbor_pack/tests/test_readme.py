"""The README's Python snippets run as written (the pack installed)."""

from __future__ import annotations

import re
from pathlib import Path

README = Path(__file__).resolve().parents[1] / "README.md"


def test_readme_python_snippets_run() -> None:
    """Every ```python block of the README runs without error."""
    blocks = re.findall(r"```python\n(.*?)```", README.read_text(encoding="utf-8"), re.S)
    assert blocks, "the README has no Python snippet"
    for block in blocks:
        exec(compile(block, str(README), "exec"), {})
