"""Without an optional extra, its tests skip and the rest of the suite runs.

The README's test command installs only the ``test`` extra. Every test that needs another
extra (``rl``, ``dask``, ``plot``, ``docs``, ``browser``) must skip there, never break collection: a
collection error stops pytest before any test runs. CI's clean-room step proves it on a
real venv; these tests prove it here, whatever is installed, by hiding the extras' modules.
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

#: The top-level modules of the extras the ``test`` extra does not install.
EXTRA_MODULES = (
    "numpy",
    "gymnasium",
    "pettingzoo",
    "dask",
    "distributed",
    "matplotlib",
    "mkdocs",
    "mkdocstrings",
    "mkdocstrings_handlers",
    "griffe",
    "playwright",
)

BLOCKER = textwrap.dedent(
    f"""
    import importlib.abc
    import sys

    HIDDEN = {EXTRA_MODULES!r}

    class Hide(importlib.abc.MetaPathFinder):
        def find_spec(self, name, path=None, target=None):
            if name.split(".")[0] in HIDDEN:
                raise ModuleNotFoundError(f"No module named {{name!r}}", name=name)
            return None

    sys.meta_path.insert(0, Hide())
    """
)


def test_the_suite_collects_without_the_optional_extras(tmp_path: Path) -> None:
    """Collecting the whole suite with every non-test extra hidden gives no error (before:
    ``Interrupted: 1 error during collection`` from a module-level importorskip)."""
    (tmp_path / "hide_extras.py").write_text(BLOCKER, encoding="utf-8")
    result = subprocess.run(
        [
            sys.executable,
            "-c",
            "import hide_extras, sys, pytest; "
            "sys.exit(pytest.main(['--collect-only', '-q', '-p', 'no:cacheprovider', "
            "'-n', '0', "
            f"{str(ROOT / 'tests')!r}]))",
        ],
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(tmp_path)},
        capture_output=True,
        text=True,
        timeout=300,
    )
    tail = (result.stdout + result.stderr)[-3000:]
    assert result.returncode == 0, tail
    assert "error" not in result.stdout.splitlines()[-1], tail
    assert "tests collected" in result.stdout, tail
