"""Reach ``citadels_rules.engine`` without loading the Citadels game.

``citadels_rules/__init__.py`` imports the whole Citadels game layer (its public API),
so ``import citadels_rules.engine`` would load ``citadels_rules.game`` too. Until the
engine moves to a package of its own (see the Milestone 15 report), this module
registers ``citadels_rules`` -- when nothing imported it yet -- as a package whose
``__init__`` runs on first use of one of its own attributes (``citadels_rules.new_game``,
``from citadels_rules import GameConfig``), the way PEP 562 lazy packages do. Submodules
(``citadels_rules.engine.actions``) import as usual through its ``__path__``. A process
that already imported ``citadels_rules`` is left alone.
"""

from __future__ import annotations

import importlib.util
import sys
import types
from typing import Any

#: Dunder names the import system reads on a package: never a reason to run ``__init__``.
_IMPORT_NAMES = frozenset(
    {"__path__", "__spec__", "__file__", "__loader__", "__package__", "__name__", "__cached__"}
)


class LazyPackage(types.ModuleType):
    """A package module whose ``__init__`` runs when one of its attributes is first
    missing (then it is an ordinary package)."""

    def __getattr__(self, name: str) -> Any:
        if name in _IMPORT_NAMES or name.startswith("_LazyPackage"):
            raise AttributeError(name)
        if not self.__dict__.get("_LazyPackage__ran"):
            self.__dict__["_LazyPackage__ran"] = True
            spec = self.__spec__
            assert spec is not None and spec.loader is not None
            spec.loader.exec_module(self)
            if name in self.__dict__:
                return self.__dict__[name]
        raise AttributeError(f"module {self.__name__!r} has no attribute {name!r}")


def install(name: str = "citadels_rules") -> None:
    """Register ``name`` as a :class:`LazyPackage` unless it is imported already."""
    if name in sys.modules:
        return
    spec = importlib.util.find_spec(name)
    if spec is None or spec.submodule_search_locations is None:
        return
    module = LazyPackage(name)
    module.__spec__ = spec
    module.__loader__ = spec.loader
    module.__file__ = spec.origin
    module.__path__ = list(spec.submodule_search_locations)
    module.__package__ = name
    sys.modules[name] = module


install()
