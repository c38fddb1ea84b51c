"""The Dominion pack guide, word for word (``docs/writing-dominion-packs.md``): its pack,
written out from the blocks captioned with a file name (the ``*.dist-info`` that ``pip
install`` would make beside it), is found through its entry point, imports nothing of
the library but ``dominion_rules.pack_api`` (its tests: ``dominion_rules`` too), passes
its own tests -- the marker ``dominion_pack`` included -- and ``dominion check``; the
guide's other Python blocks run. CI's clean room runs the guide's commands as printed
(``.ci/clean_room.py``, step 4).
"""

from __future__ import annotations

import ast
import importlib.util
import os
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
GUIDE = ROOT / "docs" / "writing-dominion-packs.md"
GROUP = "dominion_rules.packs"

_spec = importlib.util.spec_from_file_location("clean_room", ROOT / ".ci" / "clean_room.py")
assert _spec is not None and _spec.loader is not None
clean_room = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(clean_room)


def _blocks() -> tuple[dict[str, str], list[str], list[str]]:
    return clean_room.guide_blocks(GUIDE.read_text(encoding="utf-8"))  # type: ignore[no-any-return]


@pytest.fixture(scope="module")
def guide_pack(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path, str]:
    """The guide's pack as installed: ``(directory written, import root, entry point)``."""
    files, _, _ = _blocks()
    root = tmp_path_factory.mktemp("dominion_guide")
    for name, code in files.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(code, encoding="utf-8")
    (pyproject,) = [root / n for n in files if n.endswith("pyproject.toml")]
    project = tomllib.loads(pyproject.read_text())["project"]
    ((name, spec),) = project["entry-points"][GROUP].items()
    info = pyproject.parent / "dominion_guide-1.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: dominion-guide\nVersion: 1.0\n")
    (info / "entry_points.txt").write_text(f"[{GROUP}]\n{name} = {spec}\n")
    return root, pyproject.parent, name


def _env(path: Path) -> dict[str, str]:
    old = [p for p in os.environ.get("PYTHONPATH", "").split(os.pathsep) if p]
    return {**os.environ, "PYTHONPATH": os.pathsep.join([str(path), *old])}


def test_the_guide_shows_a_whole_pack_with_commands() -> None:
    files, python, commands = _blocks()
    assert any(n.endswith("pyproject.toml") for n in files)
    assert any(n.endswith("cards.toml") for n in files)
    assert any("/tests/" in n for n in files)
    assert any(c.startswith("dominion check ") for c in commands)
    assert python, "the escape hatch's example"


def test_the_guide_pack_imports_only_the_pack_api(guide_pack: tuple[Path, Path, str]) -> None:
    _, pack_root, _ = guide_pack
    for path in pack_root.rglob("*.py"):
        imported = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                imported.add(node.module)
            elif isinstance(node, ast.Import):
                imported.update(alias.name for alias in node.names)
        library = {n for n in imported if n.split(".")[0] in ("dominion_rules", "tabletop_engine")}
        allowed = {"dominion_rules.pack_api"} | (
            {"dominion_rules"} if "tests" in path.parts else set()
        )
        assert library <= allowed, (path.name, library)


def test_the_guide_pack_passes_its_tests_and_dominion_check(
    guide_pack: tuple[Path, Path, str],
) -> None:
    _, pack_root, name = guide_pack
    env = _env(pack_root)
    tests = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-q",
            "-p",
            "no:cacheprovider",
            "-W",
            "error::UserWarning",
            "tests",
        ],
        cwd=pack_root,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert tests.returncode == 0, tests.stdout[-3000:] + tests.stderr[-2000:]
    assert " passed" in tests.stdout and "failed" not in tests.stdout
    check = subprocess.run(
        [
            sys.executable,
            "-m",
            "dominion_rules.cli",
            "check",
            name,
            "--games",
            "1",
            "--players",
            "2",
            "--every",
            "7",
        ],
        cwd=pack_root,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert check.returncode == 0, check.stdout[-3000:] + check.stderr[-2000:]
    assert "passed every check" in check.stdout


def test_the_guides_other_python_blocks_run(guide_pack: tuple[Path, Path, str]) -> None:
    _, pack_root, _ = guide_pack
    _, python, _ = _blocks()
    for code in python:
        done = subprocess.run(
            [sys.executable, "-c", code],
            cwd=pack_root,
            env=_env(pack_root),
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert done.returncode == 0, done.stderr[-2000:]
