"""Collect a subpackage's modules: each card helper owns its own module files, so adding a
card means adding a file (no shared list to edit)."""

from __future__ import annotations

import importlib
import pkgutil
from types import ModuleType


def modules(package: str, path: list[str]) -> tuple[ModuleType, ...]:
    """Every public module of ``package``, in name order."""
    names = sorted(m.name for m in pkgutil.iter_modules(path) if not m.name.startswith("_"))
    return tuple(importlib.import_module(f"{package}.{name}") for name in names)
