"""Who raised: the card (and its pack) whose code is in an exception's traceback.

When a card's text, answer or step raises inside ``apply`` (a ``TypeError`` from a bad
effect call, a ``KeyError`` of its own), the error must name the card and its pack, not
leave the user a raw traceback through the reducer: :func:`card_error` is what
:func:`~dominion_rules.apply` raises then, and ``check_game`` blames the same way.
"""

from __future__ import annotations

import traceback
from types import TracebackType
from typing import Any

from tabletop_engine.errors import PackError

from .packs import Ruleset


def registered(rules: Ruleset) -> list[tuple[str, object, str]]:
    """The plugins of ``rules`` as its hooks were compiled: ``(name, plugin, pack id)``."""
    return [
        (f"{pack.info.id}.{name}", plugin, pack.info.id)
        for pack in rules.packs
        for name, plugin in pack.plugins
    ]


def card_of_plugin(rules: Ruleset, plugin_name: str) -> tuple[str, str] | None:
    """``(pack, card)`` of the plugin registered as ``plugin_name``."""
    for name, plugin, pack in registered(rules):
        if name == plugin_name:
            return pack, str(getattr(plugin, "id", name.removeprefix(pack + ".")))
    return None


def card_of_frames(rules: Ruleset, tb: TracebackType | None) -> tuple[str, str] | None:
    """``(pack, card)`` whose code raised: the innermost frame of ``tb`` that runs one of
    the functions a card declared (its text, answers, steps...) or a plugin's hook."""
    codes: dict[Any, tuple[str, str]] = {}
    for name in dir(rules.pm.hook):  # a plain pluggy plugin's hook implementations
        for impl in getattr(getattr(rules.pm.hook, name), "get_hookimpls", list)():
            fn = getattr(impl.function, "__func__", impl.function)
            named = card_of_plugin(rules, impl.plugin_name)
            if named is not None and hasattr(fn, "__code__"):
                codes[fn.__code__] = named
    for _, plugin, pack in registered(rules):  # the functions a bound card declared
        card = str(getattr(plugin, "id", ""))
        for value in vars(plugin).values():
            fns = value.values() if isinstance(value, dict) else (value,)
            for fn in fns:
                code = getattr(fn, "__code__", None)
                if code is not None and card:
                    codes[code] = (pack, card)
    found = None
    for frame, _ in traceback.walk_tb(tb):
        found = codes.get(frame.f_code, found)
    return found


def card_error(exc: Exception, rules: Ruleset, doing: str) -> Exception:
    """A :class:`PackError` naming the card and pack whose code raised ``exc`` (the
    innermost in its traceback) while ``doing``; ``exc`` itself when no card's code is
    in it (a bug of the core, left as it is)."""
    found = card_of_frames(rules, exc.__traceback__)
    if found is None:
        return exc
    pack, card = found
    return PackError(pack, f"card {card!r} raised {type(exc).__name__}: {exc} ({doing})")


__all__ = ["card_error", "card_of_frames", "card_of_plugin", "registered"]
