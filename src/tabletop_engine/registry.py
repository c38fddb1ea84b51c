"""One pack registry for every game: packs found through an entry-point group or
registered in-process, cached, and kept from taking over each other.

A game makes one :class:`PackRegistry` from a :class:`PackKind` (its entry-point group,
its pack class, its shipped packs and what a pack of its declares: presets, cards,
variants) and builds its ``installed_packs()`` / ``register_pack()`` on it. Every game
then gets the same two guarantees:

- **No pack takes over another.** A pack that declares a preset, card or variant id
  another pack already declares, or uses a pack id already in use by another pack
  object, is refused with a :class:`~.errors.PackError` naming both packs and what they
  both declare. Packs are taken in a fixed order, the game's shipped packs first, then
  the other entry points by name, so which pack is refused never depends on
  ``sys.path``. At discovery the refused pack is left out (named in a
  :class:`PackWarning` and in :meth:`PackRegistry.broken`); :meth:`PackRegistry.register`
  raises.
- **A pack that fails to load stops only itself.** An entry point that raises while
  importing or names something that is not a pack is left out with a
  :class:`PackWarning` naming the entry point, the pack and the error; every other pack
  and preset keeps working, and asking for the failed pack or its preset raises its
  error (:meth:`PackRegistry.pack_error`, :meth:`PackRegistry.preset_error`).

The checks run when packs are discovered or registered, never while a game is played:
:meth:`PackRegistry.packs` hands out the cached answer.
"""

from __future__ import annotations

import importlib
import importlib.util
import sys
import warnings
from collections.abc import Callable, Iterable
from importlib import metadata
from typing import Any, Generic, Protocol, TypeVar

import attrs

from .errors import PackError
from .packs import PackInfo
from .suggest import did_you_mean


class APack(Protocol):
    """What the registry needs of a game's pack: its :class:`PackInfo`."""

    @property
    def info(self) -> PackInfo:
        """The pack's description (its ``id`` is the pack id)."""
        ...


P = TypeVar("P", bound=APack)


class PackWarning(UserWarning):
    """A pack was left out at discovery: it failed to load, or it declares what another
    pack declares (see :meth:`PackRegistry.broken`)."""


@attrs.frozen
class Declared:
    """One thing a pack declares: ``kind`` (``"preset"``, ``"card"``, ``"variant"``),
    its ``id`` and an optional ``detail`` that tells two declarations of one id apart
    (a card's edition, where a game has several of one card). Two packs that declare
    equal values conflict."""

    kind: str
    id: str
    detail: str = ""

    def __str__(self) -> str:
        return f"{self.kind} {self.id!r}" + (f" ({self.detail})" if self.detail else "")


@attrs.frozen
class BrokenPack:
    """A pack left out at discovery: ``name`` (the entry point's), ``spec`` (where it
    comes from, ``module:attr``) and ``error`` (the :class:`PackError` saying why).
    A pack that loaded but was refused (it declares what another pack declares) also
    has its ``pack`` id and what it ``declares``."""

    name: str
    spec: str
    error: PackError = attrs.field(eq=False)
    pack: str | None = None
    declares: tuple[Declared, ...] = ()

    @property
    def reason(self) -> str:
        """Why it is broken, in one line."""
        return " ".join(str(self.error).split())


@attrs.define
class PackSet(Generic[P]):
    """The packs of one discovery: ``packs`` by id in the registry's order, the
    ``broken`` ones by entry-point name, and where each pack came from (``sources``:
    ``module:attr`` or ``register_pack()``)."""

    packs: dict[str, P] = attrs.field(factory=dict)
    broken: dict[str, BrokenPack] = attrs.field(factory=dict)
    sources: dict[str, str] = attrs.field(factory=dict)

    def copy(self) -> PackSet[P]:
        """A copy whose dicts can be changed without changing this one."""
        return PackSet(dict(self.packs), dict(self.broken), dict(self.sources))


@attrs.frozen
class PackKind(Generic[P]):
    """What a game supplies to its registry: the entry-point ``group``, its
    ``pack_type`` (what an entry point must hand back), ``declares`` (the presets, cards
    and variants a pack of the game declares, as :class:`Declared`) and the ``builtins``
    it ships (``module:attr``; taken first, and loaded from source when no entry point
    names them, in a checkout used without ``pip install``)."""

    group: str
    pack_type: type[P]
    declares: Callable[[P], Iterable[Declared]]
    builtins: tuple[str, ...] = ()

    @property
    def type_name(self) -> str:
        """``mygame Pack``: the pack class named with its top-level package."""
        return f"{self.pack_type.__module__.partition('.')[0]} {self.pack_type.__name__}"


class PackRegistry(Generic[P]):
    """A game's packs: discovered once (:meth:`packs`), added to in-process
    (:meth:`register`), forgotten by :meth:`clear`.

    ``found`` is the cached :class:`PackSet` (None until the first discovery). A test
    that registers packs for itself alone replaces it with a copy for the test's
    duration (``monkeypatch.setattr(registry, "found", registry.snapshot())``); setting
    it to None makes the next call discover afresh.
    """

    def __init__(self, kind: PackKind[P]) -> None:
        self.kind = kind
        self.found: PackSet[P] | None = None

    # -- reading --------------------------------------------------------------------

    def packs(self, refresh: bool = False) -> dict[str, P]:
        """Every usable pack by id: the entry points' and the shipped ones, then those
        :meth:`register` added (the cached dict itself).

        Called while a pack's module is being imported (a pack deriving its preset from
        another one at import time), it returns the packs found so far without that
        one, and does not keep the answer: the next call finds them all.
        """
        return self._current(refresh).packs

    def broken(self) -> dict[str, BrokenPack]:
        """The packs left out by the last discovery, by entry-point name: one that
        failed to import, raised, is not a pack, or declares what another pack does."""
        return dict(self._current().broken)

    def snapshot(self) -> PackSet[P]:
        """A copy of the current packs (discovering them first if need be)."""
        return self._current().copy()

    def discover(self) -> PackSet[P]:
        """The packs of the entry points and the shipped ones, found afresh (not
        cached), with a :class:`PackWarning` for each one left out."""
        return self._discover()[0]

    def pack_error(self, pack_id: str) -> PackError | None:
        """The error of the left-out pack ``pack_id`` (by pack id or entry-point
        name), or None: what a preset that needs that pack raises."""
        for entry in self._current().broken.values():
            if pack_id in (entry.name, entry.pack):
                return entry.error
        return None

    def preset_error(self, preset_id: str) -> PackError | None:
        """The error of the left-out pack that declares preset ``preset_id`` (or, for a
        pack that did not even load, is named like it), or None (also when a usable pack
        declares it: that one serves it)."""
        wanted = Declared("preset", preset_id)
        found = self._current()
        if any(wanted in self.kind.declares(pack) for pack in found.packs.values()):
            return None
        for entry in found.broken.values():
            if wanted in entry.declares:
                return entry.error
        return self.pack_error(preset_id)

    def unknown(self, kind: str, wanted: object, known: Iterable[str]) -> str:
        """The problem of an unknown id: ``unknown preset 'clasic': did you mean
        'classic'? (known: a, b; packs that failed to load: c)``
        (:func:`~.suggest.did_you_mean`)."""
        known = sorted(known)
        names = ", ".join(known) or "none installed"
        skipped = sorted(self._current().broken)
        if skipped:
            names += f"; packs that failed to load: {', '.join(skipped)}"
        return f"unknown {kind} {wanted!r}{did_you_mean(wanted, known)} (known: {names})"

    # -- changing -------------------------------------------------------------------

    def register(self, pack: P) -> None:
        """Add ``pack`` in this process without installing it (tests, notebooks).

        Registering the very same object again does nothing. A pack whose id is in use
        by another pack object, or that declares a preset, card or variant id another
        pack declares, raises :class:`PackError` naming both (and the pack is not
        added). :meth:`clear` forgets registered packs with the rest.
        """
        if not isinstance(pack, self.kind.pack_type):
            raise TypeError(
                f"register_pack() expects a {self.kind.pack_type.__name__}, "
                f"not {type(pack).__name__}"
            )
        if not isinstance(pack.info, PackInfo):
            raise TypeError(f"register_pack(): the pack's info is {pack.info!r}, not a PackInfo")
        found = self._current()
        if found.packs.get(pack.info.id) is pack:
            return
        declares = self._declared(pack, "register_pack()", pack.info.id)
        error = self._refusal(found, self._index(found), pack, declares, "register_pack()")
        if error is not None:
            raise error
        found.packs[pack.info.id] = pack
        found.sources[pack.info.id] = "register_pack()"

    def clear(self) -> None:
        """Forget every pack found or registered: the next call discovers afresh."""
        self.found = None

    # -- discovery ------------------------------------------------------------------

    def _current(self, refresh: bool = False) -> PackSet[P]:
        if self.found is None or refresh:
            found, complete = self._discover()
            if not complete:
                return found
            self.found = found
        return self.found

    def _discover(self) -> tuple[PackSet[P], bool]:
        """A fresh discovery and whether it is complete: False when an entry point was
        left out because its module is being imported (then nothing is warned; the
        complete discovery that follows does it)."""
        found: PackSet[P] = PackSet()
        index: dict[Declared, str] = {}
        complete = True
        for name, spec in self._entry_points():
            if _importing(spec.partition(":")[0]):
                complete = False
                continue
            try:
                pack = self._load(spec, name)
                if found.packs.get(pack.info.id) is pack:
                    continue  # the same pack under a second name
                declares = self._declared(pack, spec, name)
            except PackError as exc:
                found.broken[name] = BrokenPack(name, spec, exc)
                continue
            error = self._refusal(found, index, pack, declares, spec)
            if error is not None:
                found.broken[name] = BrokenPack(name, spec, error, pack.info.id, declares)
                continue
            found.packs[pack.info.id] = pack
            found.sources[pack.info.id] = spec
            index.update(dict.fromkeys(declares, pack.info.id))
        if complete:
            for entry in found.broken.values():
                warnings.warn(
                    f"pack entry point {entry.name!r} ({entry.spec}) skipped: {entry.reason}",
                    PackWarning,
                    stacklevel=4,
                )
        return found, complete

    def _entry_points(self) -> list[tuple[str, str]]:
        """``(name, module:attr)`` of every pack to load, in the registry's order: the
        shipped packs first (by their entry point's name, else their module's), then the
        other entry points by name."""
        eps = sorted({(ep.name, ep.value) for ep in metadata.entry_points(group=self.kind.group)})
        out: list[tuple[str, str]] = []
        for spec in self.kind.builtins:
            named = [(n, v) for n, v in eps if v == spec]
            if named:
                out += named
            elif _findable(spec.partition(":")[0]):
                out.append((spec.partition(":")[0].rpartition(".")[2], spec))
        return out + [(n, v) for n, v in eps if v not in self.kind.builtins]

    def _load(self, spec: str, name: str) -> P:
        module_name, _, attr = spec.partition(":")
        try:
            obj: Any = importlib.import_module(module_name)
            for part in attr.split(".") if attr else ():
                obj = getattr(obj, part)
        except PackError:
            raise
        except (Exception, SystemExit) as exc:  # a module that exits at import is isolated too
            raise PackError(name, f"cannot load {spec!r}: {type(exc).__name__}: {exc}") from exc
        if not isinstance(obj, self.kind.pack_type):
            kind = self.kind.type_name
            raise PackError(name, f"{spec!r} is a {type(obj).__name__}, not a {kind}")
        if not isinstance(obj.info, PackInfo):
            raise PackError(name, f"{spec!r} has no PackInfo (its info is {obj.info!r})")
        return obj

    def _declared(self, pack: P, source: str, name: str) -> tuple[Declared, ...]:
        """What ``pack`` declares, read once; a pack whose declarations cannot be read
        (a preset that is not one, a card without an id) is a :class:`PackError` naming
        it, not a crash of every game."""
        try:
            return tuple(self.kind.declares(pack))
        except (Exception, SystemExit) as exc:
            raise PackError(
                name, f"cannot read what {source} declares: {type(exc).__name__}: {exc}"
            ) from exc

    def _index(self, found: PackSet[P]) -> dict[Declared, str]:
        """What the packs of ``found`` declare: each item to the id of its pack."""
        return {item: pid for pid, p in found.packs.items() for item in self.kind.declares(p)}

    def _refusal(
        self,
        found: PackSet[P],
        index: dict[Declared, str],
        pack: P,
        declares: tuple[Declared, ...],
        source: str,
    ) -> PackError | None:
        """Why ``pack`` (from ``source``) may not join ``found``, or None: its id is
        another pack's, or it declares (``declares``) what a pack of ``found`` declares
        (``index``), or declares one thing twice."""
        pid = pack.info.id
        where = found.sources.get
        other = found.packs.get(pid)
        if other is not None:
            return PackError(
                pid,
                f"two packs use the id {pid!r}: {source} and {where(pid, 'another one')}; "
                f"the one from {source} is refused",
            )
        clashes: dict[str, list[str]] = {}
        seen: set[Declared] = set()
        for item in declares:
            if item in seen:
                return PackError(pid, f"declares {item} twice")
            seen.add(item)
            owner = index.get(item)
            if owner is not None:
                clashes.setdefault(owner, []).append(str(item))
        if not clashes:
            return None
        parts = []
        for owner, items in clashes.items():
            shown = ", ".join(items[:5]) + (f" and {len(items) - 5} more" if len(items) > 5 else "")
            parts.append(f"{shown}, which pack {owner!r} ({where(owner, '?')}) declares too")
        return PackError(
            pid,
            f"declares {'; and '.join(parts)}: pack {pid!r} ({source}) is refused "
            "(a pack cannot take over another's ids: give its own a prefix)",
        )


def _findable(module_name: str) -> bool:
    """Whether ``module_name`` can be imported (without importing it)."""
    try:
        return importlib.util.find_spec(module_name) is not None
    except (ModuleNotFoundError, ValueError):
        return False


def _importing(module_name: str) -> bool:
    """Whether ``module_name`` or a package above it is being imported right now (its
    code is running): loading it again would find it half made."""
    parts = module_name.split(".")
    for i in range(1, len(parts) + 1):
        module = sys.modules.get(".".join(parts[:i]))
        if module is not None and getattr(module.__spec__, "_initializing", False):
            return True
    return False


__all__ = [
    "APack",
    "BrokenPack",
    "Declared",
    "PackKind",
    "PackRegistry",
    "PackSet",
    "PackWarning",
]
