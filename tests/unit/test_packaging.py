"""Packaging: the wheel ships the type marker and the packs' data files (PEP 561)."""

from __future__ import annotations

import importlib.util
import shutil
import subprocess
import sys
import zipfile
from importlib import resources
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
MARKERS = ("tabletop_engine/py.typed", "citadels_rules/py.typed", "citadels_packs/py.typed")


def test_installed_packages_are_marked_typed() -> None:
    """PEP 561: type checkers use our annotations only with ``py.typed``."""
    for package in ("tabletop_engine", "citadels_rules", "citadels_packs"):
        assert resources.files(package).joinpath("py.typed").is_file(), package


def test_the_built_wheel_ships_py_typed_and_cards_toml(tmp_path: Path) -> None:
    """``pip wheel`` of a copy of the sources (so no build/ lands in the work tree)."""
    source = tmp_path / "src-copy"
    source.mkdir()
    for name in ("pyproject.toml", "README.md", "LICENSE"):
        if (ROOT / name).exists():
            shutil.copy(ROOT / name, source / name)
    ignore = shutil.ignore_patterns("__pycache__", "*.egg-info")
    for name in ("src", "packs"):
        shutil.copytree(ROOT / name, source / name, ignore=ignore)
    out = tmp_path / "wheels"
    built = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(out), str(source)],
        capture_output=True,
        text=True,
        timeout=300,
    )
    if built.returncode != 0:
        pytest.skip(f"pip wheel could not build here: {built.stderr.strip()[-300:]}")
    (wheel,) = out.glob("citadels_rules-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    for marker in MARKERS:
        assert marker in names
    assert "citadels_packs/classic/cards.toml" in names
    assert "citadels_packs/dark_city/cards.toml" in names
    for template in (  # the replay pages' templates and the parts they share
        "citadels_rules/templates/replay.html",
        "tabletop_engine/templates/replay_page.html",
        "dominion_rules/templates/replay.html",
    ):
        assert template in names, template
    info = wheel.name.split("-")[0] + "-" + wheel.name.split("-")[1] + ".dist-info"
    assert f"{info}/licenses/LICENSE" in names
    metadata = zipfile.ZipFile(wheel).read(f"{info}/METADATA").decode()
    assert "License-Expression: MIT" in metadata
    assert "Requires-Python: >=3.11" in metadata
    assert "Classifier: Typing :: Typed" in metadata
    assert "example.com" not in metadata and "TODO" not in metadata


def test_supported_pythons_are_declared_and_tested_in_ci() -> None:
    """requires-python, the classifiers and ``.ci/run`` agree on 3.11–3.13: the main
    suite runs on the CI image's python3 (3.11 or newer), a smoke subset on 3.12 and
    3.13; and CI runs the README's test command for the main suite."""
    import re
    import tomllib

    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert project["requires-python"] == ">=3.11"
    declared = {
        c.rsplit(" :: ", 1)[1]
        for c in project["classifiers"]
        if re.fullmatch(r"Programming Language :: Python :: 3\.\d+", c)
    }
    assert declared == {"3.11", "3.12", "3.13"}
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    loop = re.search(r"^for v in ([\d. ]+); do$", ci, re.MULTILINE)
    assert loop is not None and set(loop.group(1).split()) == declared - {"3.11"}
    assert "tests/unit/test_smoke.py tests/unit/test_golden.py" in ci
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    command = 'python -m pip install -e ".[test]" && python -m pytest'
    assert command in readme
    # CI runs the README's commands, read from the README, before anything else
    first = [
        line
        for line in ci.splitlines()
        if line and not line.startswith(("#", "set ", "cd ", "export ", "SECONDS", "step"))
    ]
    assert first[0] == "python3 .ci/clean_room.py", first[:3]
    clean_room = _load(ROOT / ".ci" / "clean_room.py")
    assert clean_room.readme_commands(readme)[1] == command


def _load(path: Path) -> Any:
    """A script of the project as a module."""
    spec = importlib.util.spec_from_file_location(path.stem, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
