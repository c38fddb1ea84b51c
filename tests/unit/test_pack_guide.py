"""The pack of the guide, word for word: docs/writing-packs.md shows a whole pack (its
module and its entry point, each under a caption line naming its file). Written to a
throw-away directory with the ``*.dist-info`` that ``pip install`` would make, it is found
through its entry point, loads without any warning, plays, and imports nothing of the
library but ``citadels_rules.pack_api``.

Hermetic: the copy is renamed (its module, entry point and ids, one word, get the
suffix :data:`SUFFIX`), so that the tests pass beside an installed copy of the guide's
pack, which is what a pack author following the guide has (Milestone 20).
"""

from __future__ import annotations

import ast
import os
import re
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
GUIDE = ROOT / "docs" / "writing-packs.md"
FENCE = re.compile(r"^```(\w*)\n(.*?)^```$", re.S | re.M)
CAPTION = re.compile(r"`([\w./-]+)`:")
GROUP = "citadels_rules.packs"
#: Appended to the guide pack's name (module, entry point, pack and preset ids) in the
#: copy the tests write: the guide's own pack may be installed beside it.
SUFFIX = "_m20_guide_copy"

#: Run in a fresh interpreter where every warning is an error: the entry point's pack is
#: in the registry (none broken), and a game of each of its presets plays to the end.
PLAY = """
import sys
from importlib import metadata

import citadels_rules as cr
from citadels_rules.pack_api import ENTRY_POINT_GROUP, broken_packs, installed_packs

name = sys.argv[1]
if sys.argv[2] == "import-first":
    import importlib
    importlib.import_module(sys.argv[3])
(ep,) = [ep for ep in metadata.entry_points(group=ENTRY_POINT_GROUP) if ep.name == name]
packs = installed_packs()
assert not broken_packs(), broken_packs()
pack = ep.load()
assert packs[pack.id] is pack
assert pack.presets
for preset in pack.presets:
    config = cr.GameConfig(players=4, preset=preset.id, seed=1)
    record = cr.play(config, agents=[cr.RandomAgent() for _ in range(4)])
    assert record.final_state.is_over and record.winners
    print("played", preset.id, record.final_state.rules.base_threshold)
"""


def guide_files() -> dict[str, str]:
    """The guide's code blocks whose caption (the line before, alone) names a file."""
    text = GUIDE.read_text(encoding="utf-8")
    files: dict[str, str] = {}
    pos = 0
    for m in FENCE.finditer(text):
        before = [line for line in text[pos : m.start()].splitlines() if line.strip()]
        pos = m.end()
        caption = CAPTION.fullmatch(before[-1].strip()) if before else None
        if caption:
            assert caption.group(1) not in files, f"two blocks for {caption.group(1)}"
            files[caption.group(1)] = m.group(2)
    return files


@pytest.fixture(scope="module")
def guide_pack(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, str, str]:
    """The guide's pack, written out as installed: ``(directory, entry point, module)``."""
    files = guide_files()
    assert "pyproject.toml" in files, "the guide shows no pyproject.toml of its pack"
    root = tmp_path_factory.mktemp("guide_pack")
    project = tomllib.loads(files["pyproject.toml"])["project"]
    ((name, spec),) = project["entry-points"][GROUP].items()
    word = re.compile(rf"\b{re.escape(spec.partition(':')[0].split('.')[0])}\b")
    renamed = lambda text: word.sub(lambda m: m.group(0) + SUFFIX, text)  # noqa: E731
    for path, code in files.items():
        if path != "pyproject.toml":
            (root / renamed(path)).parent.mkdir(parents=True, exist_ok=True)
            (root / renamed(path)).write_text(renamed(code), encoding="utf-8")
    name, spec = renamed(name), renamed(spec)
    info = root / "guide_pack-1.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: guide-pack\nVersion: 1.0\n")
    (info / "entry_points.txt").write_text(f"[{GROUP}]\n{name} = {spec}\n")
    return root, name, spec.partition(":")[0]


def test_the_guide_shows_a_whole_pack_that_imports_only_pack_api(
    guide_pack: tuple[Path, str, str],
) -> None:
    root, _, module = guide_pack
    assert (root / module.replace(".", "/") / "__init__.py").is_file()
    imported: list[str] = []
    for path in root.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                imported.append(node.module)
            elif isinstance(node, ast.Import):
                imported.extend(alias.name for alias in node.names)
    library = {name for name in imported if name.split(".")[0].startswith("citadels")}
    assert library == {"citadels_rules.pack_api"}


@pytest.mark.parametrize("order", ["discovered", "import-first"])
def test_the_guide_pack_loads_without_a_warning_and_plays(
    guide_pack: tuple[Path, str, str], order: str
) -> None:
    """Found through its entry point by a game (``discovered``), or imported by its own
    tests before any game (``import-first``): no ``PackWarning``, no warning at all."""
    root, name, module = guide_pack
    run = subprocess.run(
        [sys.executable, "-W", "error", "-c", PLAY, name, order, module],
        cwd=root,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert "PackWarning" not in run.stderr
    assert run.returncode == 0, run.stderr[-3000:]
    assert run.stderr == ""
    assert run.stdout.startswith("played ")


#: The guide's pack and a broken one side by side, warnings recorded: the broken one is
#: warned about once (the partial discovery made while the guide's pack is imported says
#: nothing and keeps nothing), the guide's pack is in the registry and plays.
BESIDE_A_BROKEN_PACK = """
import sys
import warnings
from importlib import metadata

import citadels_rules as cr
from citadels_rules.pack_api import ENTRY_POINT_GROUP, PackWarning, broken_packs, installed_packs

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    packs = installed_packs()
    (ep,) = [ep for ep in metadata.entry_points(group=ENTRY_POINT_GROUP) if ep.name == sys.argv[1]]
    pack = ep.load()
    cr.new_game(cr.GameConfig(players=4, preset=pack.presets[0].id, seed=1))
texts = [str(w.message) for w in caught if issubclass(w.category, PackWarning)]
assert len(texts) == 1 and "'broken'" in texts[0], texts
assert set(broken_packs()) == {"broken"}
assert packs[pack.id] is pack
print("ok")
"""


def test_a_broken_pack_beside_it_is_warned_about_once(
    guide_pack: tuple[Path, str, str], tmp_path: Path
) -> None:
    root, name, _ = guide_pack
    dist_info(tmp_path, "broken", "broken = no_such_module_here:PACK")
    run = run_beside(tmp_path, root, "-c", BESIDE_A_BROKEN_PACK, name)
    assert run.returncode == 0, run.stderr[-3000:]
    assert run.stdout == "ok\n"


def dist_info(folder: Path, name: str, entry: str) -> None:
    """The ``*.dist-info`` that ``pip install`` writes, in ``folder``, for an entry point
    ``entry`` (``name = module:PACK``) of the packs' group."""
    info = folder / f"{name}-1.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {name}\nVersion: 1.0\n")
    (info / "entry_points.txt").write_text(f"[{GROUP}]\n{entry}\n")


def run_beside(folder: Path, cwd: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """Python with ``args``, in ``cwd``, with ``folder`` first on its path (the packs
    installed there beside the others)."""
    path = [p for p in os.environ.get("PYTHONPATH", "").split(os.pathsep) if p]
    return subprocess.run(
        [sys.executable, *args],
        cwd=cwd,
        env={**os.environ, "PYTHONPATH": os.pathsep.join([str(folder), *path])},
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_it_plays_beside_an_installed_copy_of_the_guide_pack(
    guide_pack: tuple[Path, str, str], tmp_path: Path
) -> None:
    """A pack author who followed the guide has its pack installed: the guide's pack,
    word for word (not renamed), with its own ``*.dist-info`` on the path beside the
    tests' copy. The tests' copy is still found, loads without a warning and plays."""
    root, name, module = guide_pack
    files = guide_files()
    for path, code in files.items():
        if path != "pyproject.toml":
            (tmp_path / path).parent.mkdir(parents=True, exist_ok=True)
            (tmp_path / path).write_text(code, encoding="utf-8")
    ((original, spec),) = tomllib.loads(files["pyproject.toml"])["project"]["entry-points"][
        GROUP
    ].items()
    dist_info(tmp_path, "installed_guide_pack", f"{original} = {spec}")
    run = run_beside(tmp_path, root, "-W", "error", "-c", PLAY, name, "discovered", module)
    assert run.returncode == 0, run.stderr[-3000:]
    assert run.stdout.startswith("played ")
