"""The card binder's core, for every game on the engine: a card object that is its own
pluggy plugin, with one generated implementation per hook it uses.

A game's binder (Citadels' :mod:`citadels_rules.game.binder`, Dominion's
:mod:`dominion_rules.binder`) subclasses :class:`BoundCard` and turns its card-text
declarations (``@card.ability``, ``@card.text``, ``@card.answer``...) into *parts*: a
function, the spec arguments it takes, and whether it is *bound* -- heard only when the
call concerns this card, under the condition the game's :meth:`BoundCard.bound_condition`
gives (the card acting, its owner, ``card == ID``). For each hook the parts are combined
into one plain function with the hook's convention (``first``, ``collect``, ``fold``, from
the spec's marker, :class:`~tabletop_engine.hooks.SpecMarkers`), so no card checks
"is this about me?" and no call reaches a card it does not concern.

The generated source is small and inspectable (a game's ``describe``); it is built when a
part is added, so a card module's declarations are checked at import.
"""

from __future__ import annotations

import inspect
from abc import ABC, abstractmethod
from collections.abc import Callable
from types import ModuleType
from typing import Any, ClassVar

import attrs
import pluggy

from .errors import PackError
from .hooks import GUARD


@attrs.frozen
class Part:
    """One declaration's share of a hook implementation: ``fn`` called with the spec
    arguments named ``args``; ``bound`` parts hear only the calls about their card;
    ``when`` is a condition of its own (Python source over the spec's arguments, e.g.
    the event kind of Citadels' ``on_effect``); ``only_if`` a declared guard (below)."""

    fn: Callable[..., Any]
    args: tuple[str, ...]
    bound: bool
    when: str | None = None
    #: An escape hatch's declared guard (Citadels' ``@card.hook(only_if=...)``): the
    #: part answers nothing unless this expression over the spec's arguments holds.
    only_if: str | None = None


class BoundCard(ABC):
    """The plugin of one card, bound to its ``id`` (subclassed by each game's binder).

    Subclasses set :attr:`specs` (the game's hook spec module) and :attr:`project` (its
    pluggy project name), implement :meth:`bound_condition`, and may add names the
    conditions read to :attr:`condition_names`.
    """

    #: The game's hook spec module.
    specs: ClassVar[ModuleType]
    #: The game's pluggy project name (the hook names' prefix).
    project: ClassVar[str]
    #: Names (besides ``ID``, the card's id) that conditions may use.
    condition_names: ClassVar[dict[str, Any]] = {}

    def __init__(self, id: str) -> None:
        self.id = id
        self._parts: dict[str, list[Part]] = {}
        self._opts: dict[str, dict[str, bool]] = {}

    def name(self, verb: str) -> str:
        """``<card id>.<verb>``: the name of one of this card's abilities, decisions or
        steps (decision kinds are named so, and so dispatched back to this card)."""
        return f"{self.id}.{verb}"

    @abstractmethod
    def bound_condition(self, hook: str) -> str:
        """The condition (Python source over ``hook``'s arguments, ``ID`` being this
        card's id) under which a bound part of ``hook`` hears a call."""

    def inline_condition(self, hook: str) -> str | None:
        """:meth:`bound_condition` as an expression over ``hook``'s arguments alone, the
        card's id written in (no helper names): the guard the compiled hook tests before
        calling this card at all (:data:`~.hooks.GUARD`). None (the default): the card
        is always called and its own condition decides."""
        return None

    @classmethod
    def hook_kind(cls, hook: str) -> str | None:
        """``hook``'s convention (``first``, ``collect``, ``fold``), None when it is not a
        spec of this game or has no marker."""
        spec = getattr(cls.specs, hook, None) if hook.startswith(cls.project + "_") else None
        return getattr(spec, "__hook_kind__", None)

    def _add(
        self,
        hook: str,
        fn: Callable[..., Any],
        *,
        bound: bool,
        tryfirst: bool = False,
        trylast: bool = False,
        when: str | None = None,
        only_if: str | None = None,
    ) -> None:
        """Add a part to ``hook`` (its args read from ``fn``'s signature) and regenerate."""
        opts = {"tryfirst": tryfirst, "trylast": trylast}
        if self._opts.setdefault(hook, opts) != opts:
            raise PackError(self.id, f"{hook}: tryfirst/trylast differ between its parts")
        args = tuple(inspect.signature(fn).parameters)
        self._parts.setdefault(hook, []).append(Part(fn, args, bound, when, only_if))
        self._generate(hook)

    def _generate(self, hook: str) -> None:
        """(Re)build this card's implementation of ``hook`` from its parts, as an
        attribute named after the hook, marked as a hook implementation."""
        spec_args = tuple(inspect.signature(getattr(self.specs, hook)).parameters)
        kind = self.hook_kind(hook)
        env: dict[str, Any] = {"ID": self.id, **self.condition_names}
        lines = [f"def {hook}({', '.join(spec_args)}):"]
        if kind == "collect":
            lines.append("    out = []")
        for i, part in enumerate(self._parts[hook]):
            env[f"p{i}"] = part.fn
            missing = [a for a in part.args if a not in spec_args]
            if missing:
                raise PackError(self.id, f"{part.fn.__name__}: {hook} has no {missing}")
            call = f"p{i}({', '.join(part.args)})"
            indent = "    "
            if part.bound or part.when:
                cond = part.when or self.bound_condition(hook)
                lines.append(f"    if {cond}:")
                indent = "        "
            lines.append(f"{indent}r = {call}")
            if kind == "first":
                lines.append(f"{indent}if r is not None:\n{indent}    return r")
            elif kind == "collect":
                lines.append(f"{indent}if r:\n{indent}    out.extend(r)")
            else:
                lines.append(f"{indent}if r is not None:\n{indent}    value = r")
        ends = {"first": "    return None", "collect": "    return out"}
        lines.append(ends.get(str(kind), "    return value"))
        exec("\n".join(lines), env)
        fn = env[hook]
        fn.__qualname__ = f"{self.id}.{hook}"
        guard = self._guard(hook)
        if guard is not None:
            setattr(fn, GUARD, guard)
        opts = self._opts.get(hook, {})
        marker = pluggy.HookimplMarker(self.project)
        setattr(
            self,
            hook,
            marker(fn, tryfirst=opts.get("tryfirst", False), trylast=opts.get("trylast", False)),
        )

    def _guard(self, hook: str) -> str | None:
        """The expression the compiled hook may test before calling this card: when
        every part hears only some calls (a bound part with an :meth:`inline_condition`,
        an escape hatch with ``only_if``), the call is skipped unless one of them holds."""
        guards: list[str] = []
        for part in self._parts[hook]:
            if part.when is not None:
                return None
            guard = self.inline_condition(hook) if part.bound else part.only_if
            if not guard:
                return None
            guards.append(guard)
        if not guards:
            return None
        unique = list(dict.fromkeys(guards))
        return unique[0] if len(unique) == 1 else " or ".join(f"({g})" for g in unique)
