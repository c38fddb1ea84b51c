"""Milestone 17, item 7: a failed write never destroys the file it replaces.

The engine's one helper (:mod:`tabletop_engine.files`) and, through the real commands,
every kind of file ``citadels`` writes: with the disk full midway (the ``full_disk``
fixture of ``tests/conftest.py``) or the final rename failing, the old file is left
byte for byte and no temporary file remains."""

from __future__ import annotations

import errno
import os
import stat
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner, Result

import citadels_rules as cr
from citadels_rules.cli import main
from tabletop_engine import files
from tabletop_engine.cli_support import BadInput, check_output_path
from tabletop_engine.files import atomic_open, atomic_write_bytes, atomic_write_text

OLD = "the old file, whole\n" * 50
FullDisk = Callable[..., None]


def listing(folder: Path) -> list[str]:
    """Every name in ``folder``, hidden ones (a temporary file) included."""
    return sorted(os.listdir(folder))


@pytest.fixture
def old(tmp_path: Path) -> Path:
    """A file holding :data:`OLD`, to be replaced."""
    path = tmp_path / "out.json"
    path.write_text(OLD, encoding="utf-8")
    return path


def assert_whole(path: Path) -> None:
    """``path`` still holds :data:`OLD` and nothing but it remains beside it."""
    assert path.read_bytes() == OLD.encode("utf-8")
    assert listing(path.parent) == [path.name]


# -- the helper ---------------------------------------------------------------------------
def test_text_bytes_and_streams_replace_the_file(old: Path) -> None:
    atomic_write_text(old, "new\n")
    assert old.read_text(encoding="utf-8") == "new\n"
    atomic_write_bytes(old, b"\x00\x01")
    assert old.read_bytes() == b"\x00\x01"
    with atomic_open(old, "w", newline="") as fh:
        for row in range(3):
            fh.write(f"{row},x\r\n")
        assert old.read_bytes() == b"\x00\x01"  # not before the block ends
    assert old.read_bytes() == b"0,x\r\n1,x\r\n2,x\r\n"
    assert listing(old.parent) == [old.name]


@pytest.mark.parametrize("streamed", [False, True])
@pytest.mark.parametrize("binary", [False, True])
def test_a_full_disk_midway_leaves_the_old_file_whole(
    old: Path, full_disk: FullDisk, binary: bool, streamed: bool
) -> None:
    """The write fails after 100 characters: OSError naming the file, old file whole."""
    full_disk(100)
    data = "x" * 10_000
    with pytest.raises(OSError) as caught:
        if streamed:
            with atomic_open(old, "wb" if binary else "w") as fh:
                for _ in range(100):
                    fh.write(data[:100].encode() if binary else data[:100])
        elif binary:
            atomic_write_bytes(old, data.encode())
        else:
            atomic_write_text(old, data)
    assert caught.value.errno == errno.ENOSPC
    assert caught.value.filename == str(old)
    assert "the file is unchanged" in str(caught.value)
    assert_whole(old)


def test_a_failed_rename_leaves_the_old_file_whole(
    old: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def refuse(src: Any, dst: Any) -> None:
        raise PermissionError(errno.EACCES, "Permission denied", src, None, dst)

    monkeypatch.setattr(os, "replace", refuse)
    with pytest.raises(PermissionError) as caught:
        atomic_write_text(old, "new")
    assert caught.value.filename == str(old)  # the user's file, not the temporary one
    assert_whole(old)


def test_a_failed_fsync_leaves_the_old_file_whole(
    old: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Some file systems (NFS, quotas) report a full disk only when the data is synced."""

    def full(fd: int) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "fsync", full)
    with pytest.raises(OSError, match="No space left on device; the file is unchanged"):
        atomic_write_text(old, "new")
    assert_whole(old)


@pytest.mark.parametrize("error", [ValueError, KeyboardInterrupt])
def test_an_exception_or_ctrl_c_while_writing_keeps_the_old_file(
    old: Path, error: type[BaseException]
) -> None:
    """The code writing the rows fails (or Ctrl-C lands) midway: nothing is replaced, the
    exception goes on as it was."""
    with pytest.raises(error), atomic_open(old) as fh:
        fh.write("half a file")
        raise error("stop")
    assert_whole(old)


def test_a_new_file_that_fails_leaves_nothing(tmp_path: Path, full_disk: FullDisk) -> None:
    full_disk(10)
    target = tmp_path / "new.csv"
    with pytest.raises(OSError, match="nothing was written"):
        atomic_write_text(target, "y" * 1000)
    assert listing(tmp_path) == []


def test_a_new_file_gets_the_umask_mode_an_old_one_keeps_its_own(tmp_path: Path) -> None:
    """Not mkstemp's 0600: what open() would give (0666 less the umask); an existing
    file's mode is kept."""
    before = os.umask(0o027)
    try:
        atomic_write_text(tmp_path / "new.txt", "x")
    finally:
        os.umask(before)
    assert stat.S_IMODE((tmp_path / "new.txt").stat().st_mode) == 0o640
    kept = tmp_path / "kept.txt"
    kept.write_text("x", encoding="utf-8")
    kept.chmod(0o604)
    atomic_write_text(kept, "y")
    assert stat.S_IMODE(kept.stat().st_mode) == 0o604


def test_a_link_is_written_through(tmp_path: Path) -> None:
    real = tmp_path / "real.json"
    real.write_text("old", encoding="utf-8")
    link = tmp_path / "link.json"
    link.symlink_to(real)
    atomic_write_text(link, "new")
    assert link.is_symlink() and real.read_text(encoding="utf-8") == "new"


def test_a_pipe_is_written_directly(tmp_path: Path) -> None:
    """Not a regular file (a named pipe, /dev/null): nothing to replace, written as is."""
    pipe = tmp_path / "pipe"
    os.mkfifo(pipe)
    got: list[bytes] = []
    reader = threading.Thread(target=lambda: got.append(pipe.read_bytes()))
    reader.start()
    atomic_write_text(pipe, "through the pipe")
    reader.join(10)
    assert got == [b"through the pipe"] and stat.S_ISFIFO(pipe.stat().st_mode)


def test_a_folder_or_a_missing_folder_is_an_error(tmp_path: Path) -> None:
    with pytest.raises(IsADirectoryError):
        atomic_write_text(tmp_path, "x")
    with pytest.raises(FileNotFoundError, match="nothing was written"):
        atomic_write_text(tmp_path / "no" / "such.json", "x")
    with pytest.raises(ValueError, match="mode"), atomic_open(tmp_path / "a.txt", "a"):
        pass
    assert listing(tmp_path) == []


def test_check_writable_writes_nothing(tmp_path: Path, old: Path) -> None:
    files.check_writable(old)
    files.check_writable(tmp_path / "new.json")
    check_output_path(tmp_path / "new.json", "--json")
    assert listing(tmp_path) == [old.name] and old.read_text(encoding="utf-8") == OLD
    with pytest.raises(FileNotFoundError):
        files.check_writable(tmp_path / "no" / "such.json")


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes anywhere")
def test_a_read_only_folder_fails_before_the_run(tmp_path: Path) -> None:
    """The temporary file needs the folder: a command says so before a long run."""
    folder = tmp_path / "ro"
    folder.mkdir()
    (folder / "out.json").write_text(OLD, encoding="utf-8")
    folder.chmod(0o555)
    try:
        with pytest.raises(BadInput, match="--json: cannot write"):
            check_output_path(folder / "out.json", "--json")
    finally:
        folder.chmod(0o755)


def test_a_chart_that_fails_midway_keeps_the_old_chart(tmp_path: Path, full_disk: FullDisk) -> None:
    pytest.importorskip("matplotlib")
    from tabletop_engine.charts import rate_chart

    chart = tmp_path / "rates.svg"
    chart.write_text(OLD, encoding="utf-8")
    full_disk(500)
    with pytest.raises(OSError, match="No space left"):
        rate_chart(chart, ["a", "b"], [0.4, 0.6], [(0.3, 0.5), (0.5, 0.7)], title="t", ylabel="y")
    assert_whole(chart)


# -- through the commands ---------------------------------------------------------------
def run(*args: str, input: str | None = None) -> Result:
    return CliRunner().invoke(main, list(args), input=input)


def assert_failed_on_full_disk(result: Result, path: Path) -> None:
    """One line naming the file and the full disk, exit code 1."""
    assert result.exit_code == 1, result.output
    last = result.output.strip().splitlines()[-1]
    assert last.startswith("Error: ") and str(path) in last, result.output
    assert "No space left on device" in last and "Traceback" not in result.output


@pytest.fixture
def record(tmp_path: Path) -> Iterator[Path]:
    """A Citadels record to replay (outside the folder the writes fail in)."""
    path = tmp_path / "records" / "game.json"
    path.parent.mkdir()
    path.write_text(cr.to_json(cr.play(cr.GameConfig(players=4, seed=3))), encoding="utf-8")
    yield path


COMMANDS = {
    "simulate --json": ("simulate", "-n", "2", "--json", "{out}"),
    "simulate --games-csv": ("simulate", "-n", "2", "--games-csv", "{out}"),
    "simulate --save-record": ("simulate", "-n", "1", "--save-record", "{out}"),
    "play --save": ("play", "-s", "4", "--bots", "random", "--save", "{out}"),
    "replay --html": ("replay", "{record}", "--html", "{out}"),
}


@pytest.mark.parametrize("command", list(COMMANDS))
def test_commands_on_a_full_disk_keep_the_old_file(
    command: str, tmp_path: Path, full_disk: FullDisk, record: Path
) -> None:
    """``citadels simulate --json OUT`` (and every other file a command writes) with the
    disk full midway: an error naming OUT, and OUT as it was."""
    folder = tmp_path / "out"
    folder.mkdir()
    out = folder / "out.txt"
    out.write_text(OLD, encoding="utf-8")
    args = [a.format(out=out, record=record) for a in COMMANDS[command]]
    full_disk(200)
    result = run(*args, input="1\n" * 1000)
    assert_failed_on_full_disk(result, out)
    assert_whole(out)


def test_simulate_save_games_on_a_full_disk(tmp_path: Path, full_disk: FullDisk) -> None:
    """A record of ``--save-games DIR`` that cannot be written leaves the one it replaces."""
    games = tmp_path / "games"
    games.mkdir()
    (games / "game-5.json").write_text(OLD, encoding="utf-8")
    full_disk(200)
    result = run("simulate", "-n", "1", "-s", "5", "--save-games", str(games))
    assert result.exit_code == 1 and "No space left on device" in result.output
    assert_whole(games / "game-5.json")


def test_play_save_when_the_rename_fails(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, old: Path
) -> None:
    """``citadels play --save OUT``: the record cannot replace OUT (the rename fails):
    OUT is left whole, the error names it."""

    def refuse(src: Any, dst: Any) -> None:
        raise OSError(errno.EIO, "Input/output error", src, None, dst)

    monkeypatch.setattr(os, "replace", refuse)
    result = run("play", "-s", "2", "--save", str(old), input="1\n" * 1000)
    assert result.exit_code == 1 and str(old) in result.output, result.output
    assert "Input/output error; the file is unchanged" in result.output
    assert_whole(old)
