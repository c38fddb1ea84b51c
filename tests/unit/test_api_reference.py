"""The API reference (docs/api/, mkdocstrings) documents every public name."""

from __future__ import annotations

import importlib
import subprocess
import sys
import zlib
from pathlib import Path

import pytest

import citadels_rules as cr
from citadels_rules import pack_api, testing

ROOT = Path(__file__).resolve().parents[2]
pytest.importorskip("mkdocstrings_handlers.python", reason="needs the docs extra")
sys.path.insert(0, str(ROOT / "docs"))
griffe_rest = importlib.import_module("griffe_rest")
sys.path.pop(0)

#: Public names of ``citadels_rules.simulate`` (it has no ``__all__``).
SIMULATE = (
    "simulate",
    "SimulationResult",
    "SimulationInterrupted",
    "GameRow",
    "CharacterStat",
    "AgentStat",
    "CardStat",
    "play_chunk",
    "make_agents",
)


@pytest.fixture(scope="module")
def inventory(tmp_path_factory: pytest.TempPathFactory) -> set[str]:
    """The objects the built site documents (mkdocstrings' ``objects.inv``)."""
    site = tmp_path_factory.mktemp("site")
    built = subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "--site-dir", str(site)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert built.returncode == 0, built.stderr[-3000:]
    header, _, body = (site / "objects.inv").read_bytes().partition(b"zlib.\n")
    assert header.startswith(b"# Sphinx inventory version 2")
    return {line.split(" ", 1)[0] for line in zlib.decompress(body).decode().splitlines()}


@pytest.mark.parametrize(
    ("module", "names"),
    [
        ("citadels_rules", cr.__all__),
        ("citadels_rules.pack_api", pack_api.__all__),
        ("citadels_rules.testing", testing.__all__),
        ("citadels_rules.simulate", SIMULATE),
        ("tabletop_engine.stats", ("wilson_interval",)),
        ("citadels_rules.testing.invariants", ("check_game", "run_pack_invariants")),
        ("citadels_rules.testing.plugin", ("table", "pack_invariants")),
    ],
)
def test_every_public_name_has_a_reference_entry(
    inventory: set[str], module: str, names: tuple[str, ...]
) -> None:
    missing = [name for name in names if f"{module}.{name}" not in inventory]
    assert not missing, f"{module}: not in the API reference: {missing}"


def test_public_functions_and_classes_have_docstrings() -> None:
    """A reference entry says something: every public callable has a docstring."""
    bare = [
        f"{module.__name__}.{name}"
        for module in (cr, pack_api, testing)
        for name in module.__all__
        if callable(getattr(module, name)) and not (getattr(module, name).__doc__ or "").strip()
    ]
    assert not bare


def test_docstrings_become_markdown() -> None:
    """Doctests are fenced (Markdown would read ``>>>`` as quotes), roles become code."""
    text = "Play one, see :func:`~citadels_rules.runner.play`::\n\n>>> 1 + 1\n2\n\nDone."
    assert griffe_rest.to_markdown(text) == (
        "Play one, see `play`:\n\n```pycon\n>>> 1 + 1\n2\n```\n\nDone."
    )
    assert griffe_rest.to_markdown("a :class:`GameState`") == "a `GameState`"
