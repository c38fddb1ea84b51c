"""Writing a file so that a failed write never destroys the file it replaces.

Every file a game writes (``--json``, ``--games-csv``, ``--plot``, ``play --save``,
``simulate --save-games``, replay pages, records saved by ``check``, generated docs)
goes through this module: the data goes to a temporary file in the target's own folder
(``.<name>.<random>.tmp``), is flushed and ``fsync``-ed, and only then is moved onto the
target with :func:`os.replace`, which is atomic on POSIX and Windows. Until that moment
the old file is untouched; when anything fails on the way (a full disk, a quota, an
exception or Ctrl-C in the code writing the data) the temporary file is removed and the
old file stays whole, byte for byte. A reader sees either the old file or the new one,
never half of one.

The file keeps sensible permissions: a new one gets the mode :func:`open` would give it
(``0o666`` less the umask, not the ``0o600`` of :func:`tempfile.mkstemp`), an existing
one keeps its mode. A symbolic link is written through (its target file is replaced, the
link stays). What is not a regular file (``/dev/null``, a named pipe) cannot be replaced
and has nothing to lose: it is written directly. The file written is a new one: it
belongs to the user who wrote it, and another hard link to the old file keeps the old
content.

A failure raises an :class:`OSError` that names the target (not the temporary file) and
says that the old file is unchanged or that nothing was written, so that a command line
can print it in one line. The one thing left behind is a temporary file of a process
killed outright (``kill -9``, a power cut) while writing: its name starts with a dot and
the target's name.

>>> import tempfile, pathlib
>>> folder = pathlib.Path(tempfile.mkdtemp())
>>> atomic_write_text(folder / "scores.json", '{"seat": 0}')
>>> with atomic_open(folder / "rows.csv") as fh:
...     _ = fh.write("seed,winner\\n0,2\\n")
>>> sorted(p.name for p in folder.iterdir())
['rows.csv', 'scores.json']
"""

from __future__ import annotations

import errno
import os
import secrets
import stat
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import IO, Any

#: Characters of the target's name kept in the temporary file's name (so that the
#: temporary name stays below the 255 bytes a file name may have, even in UTF-8).
_NAME_KEPT = 40
#: Names tried before giving up on making a temporary file (each one random).
_ATTEMPTS = 100
_MODES = ("w", "wb")


def atomic_write_text(
    path: str | os.PathLike[str], text: str, *, encoding: str = "utf-8", newline: str | None = None
) -> None:
    """Write ``text`` to ``path`` atomically (see the module): the old file stays whole
    if anything fails. ``encoding`` and ``newline`` as for :func:`open`."""
    with atomic_open(path, "w", encoding=encoding, newline=newline) as fh:
        fh.write(text)


def atomic_write_bytes(path: str | os.PathLike[str], data: bytes) -> None:
    """Write ``data`` to ``path`` atomically (see the module): the old file stays whole
    if anything fails."""
    with atomic_open(path, "wb") as fh:
        fh.write(data)


@contextmanager
def atomic_open(
    path: str | os.PathLike[str],
    mode: str = "w",
    *,
    encoding: str | None = "utf-8",
    newline: str | None = None,
) -> Iterator[IO[Any]]:
    """A file object to write ``path`` with, row by row (a CSV writer, a chart, a
    generator of lines): ``mode`` ``"w"`` (text, ``encoding`` and ``newline`` as for
    :func:`open`) or ``"wb"`` (bytes). The file replaces ``path`` when the block ends
    normally; when the block raises (anything, Ctrl-C included) or the data cannot be
    written, ``path`` is left as it was and nothing else remains (see the module).

    Raises :class:`OSError` naming ``path`` (a full disk, a missing folder, a read-only
    file or folder, ``path`` being a folder) and :class:`ValueError` for another ``mode``.
    """
    if mode not in _MODES:
        raise ValueError(f"atomic_open writes with mode 'w' or 'wb', not {mode!r}")
    text = "b" not in mode
    opened: dict[str, Any] = {"encoding": encoding, "newline": newline} if text else {}
    target = _target(Path(path))
    info = _stat(target)
    if info is not None and not stat.S_ISREG(info.st_mode):
        if stat.S_ISDIR(info.st_mode):
            raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), str(path))
        with open(target, mode, **opened) as direct:  # a device or a pipe: nothing to keep
            yield direct
        return
    if info is not None and not os.access(target, os.W_OK):
        raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(path))
    try:
        fd, temp = _make_temp(target, None if info is None else stat.S_IMODE(info.st_mode))
    except OSError as exc:
        raise _named(exc, path, info is not None) from exc
    try:
        fh = open(fd, mode, closefd=True, **opened)  # noqa: SIM115 (closed below, or on failure)
    except BaseException:
        os.close(fd)
        _remove(temp)
        raise
    try:
        yield fh
        fh.flush()
        os.fsync(fh.fileno())
        fh.close()
        os.replace(temp, target)
    except BaseException as exc:
        with suppress(OSError):
            fh.close()  # may fail again, flushing what the disk had no room for
        _remove(temp)
        if isinstance(exc, OSError) and exc.filename in (None, temp):  # not another file's
            raise _named(exc, path, info is not None) from exc
        raise
    _sync_folder(target.parent)


def check_writable(path: str | os.PathLike[str]) -> None:
    """Raise the :class:`OSError` that writing ``path`` with :func:`atomic_open` would
    meet for want of permission (a read-only file, a folder where no temporary file can
    be made, a missing folder), without writing ``path``: for the checks a command makes
    before a long run. Nothing is left behind."""
    target = _target(Path(path))
    info = _stat(target)
    if info is not None and not stat.S_ISREG(info.st_mode):
        if stat.S_ISDIR(info.st_mode):
            raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), str(path))
        with open(target, "a"):  # a device or a pipe is written directly
            return
    if info is not None and not os.access(target, os.W_OK):
        raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(path))
    fd, temp = _make_temp(target, None)
    os.close(fd)
    _remove(temp)


# -- the steps ----------------------------------------------------------------------------
def _target(path: Path) -> Path:
    """The file to replace: ``path``, or the file a symbolic link ``path`` points to
    (replacing the link itself would turn it into a plain file)."""
    return Path(os.path.realpath(path)) if path.is_symlink() else path


def _stat(path: Path) -> os.stat_result | None:
    """``path``'s status, None when there is no such file (yet)."""
    try:
        return path.stat()
    except FileNotFoundError:
        return None


def _make_temp(target: Path, keep_mode: int | None) -> tuple[int, str]:
    """A new, empty temporary file beside ``target``, open for writing: ``(fd, name)``.

    Made with ``0o666`` less the umask, as :func:`open` makes a new file; given
    ``keep_mode`` (the mode of the file it replaces) when there is one."""
    folder = target.parent
    stem = target.name[:_NAME_KEPT]
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
    for _ in range(_ATTEMPTS):
        name = os.path.join(folder, f".{stem}.{secrets.token_hex(4)}.tmp")
        try:
            fd = os.open(name, flags, 0o666)
        except FileExistsError:
            continue
        if keep_mode is not None:
            try:
                os.chmod(name, keep_mode)
            except OSError:
                os.close(fd)
                _remove(name)
                raise
        return fd, name
    raise FileExistsError(errno.EEXIST, "no free temporary file name", str(folder))


def _remove(name: str) -> None:
    """Remove the temporary file ``name`` (gone already: fine)."""
    with suppress(OSError):
        os.unlink(name)


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable (POSIX: ``fsync`` the folder); best effort, as
    some systems and file systems cannot open or sync a folder."""
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _named(exc: OSError, path: str | os.PathLike[str], existed: bool) -> OSError:
    """``exc`` raised again naming ``path`` (the user's file, not the temporary one) and
    saying what became of it; same class for the same errno (``PermissionError``, ...)."""
    kept = "the file is unchanged" if existed else "nothing was written"
    reason = exc.strerror or str(exc) or type(exc).__name__
    return OSError(exc.errno, f"{reason}; {kept}", os.fspath(path))


__all__ = ["atomic_open", "atomic_write_bytes", "atomic_write_text", "check_writable"]
