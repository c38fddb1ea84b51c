"""Hook machinery: pluggy for registration and validation, compiled calls for speed.

A game registers its plugins once per ruleset in one ``pluggy.PluginManager``. Every hook
spec is marked with one of three calling conventions:

``first``
    Implementations are called in order until one returns something other than None;
    that value is the result (pluggy's ``firstresult``).
``collect``
    Every implementation returns an iterable or None; the results are concatenated in
    call order into one list.
``fold``
    The spec's last argument is ``value``; each implementation receives the value so far
    and returns a new value, or None to leave it unchanged. The result is the final value.

Each compiled hook also carries ``__impl_fns__``: one function per implementation, in
call order, taking the spec's arguments -- for a caller that must apply one
implementation's answer before asking the next (sequential effects).

Call order is exactly pluggy's (``tryfirst``/``trylast``, then later-registered first);
:func:`compile_hooks` registers plugins in reverse, so hooks fire in the order given.
After registration the manager is frozen into one plain Python function per hook, so a
call costs a few direct function calls instead of pluggy's generic ``_multicall``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from types import ModuleType, SimpleNamespace
from typing import Any, TypeVar

import pluggy

from .errors import PackError

F = TypeVar("F", bound=Callable[..., Any])

FIRST, COLLECT, FOLD = "first", "collect", "fold"

#: When not None, every compiled hook records ``(hook name, plugin name)`` here each time
#: an implementation runs: the hook-call monitor used by the meta-tests.
MONITOR: set[tuple[str, str]] | None = None


class SpecMarkers:
    """The three spec decorators of one project (``first``, ``collect``, ``fold``)."""

    def __init__(self, project: str) -> None:
        self.project = project
        self._marker = pluggy.HookspecMarker(project)

    def first(self, func: F) -> F:
        """Mark a spec as ``first``: stops at the first non-None result."""
        func.__hook_kind__ = FIRST  # type: ignore[attr-defined]
        return self._marker(firstresult=True)(func)

    def collect(self, func: F) -> F:
        """Mark a spec as ``collect``: results (iterables) are concatenated in order."""
        func.__hook_kind__ = COLLECT  # type: ignore[attr-defined]
        return self._marker(func)

    def fold(self, func: F) -> F:
        """Mark a spec as ``fold``: ``value`` threads through every implementation."""
        func.__hook_kind__ = FOLD  # type: ignore[attr-defined]
        return self._marker(func)


def spec_kinds(spec_module: ModuleType, project: str) -> dict[str, str]:
    """Map each hook name of a spec module to its calling convention."""
    out = {}
    for name in dir(spec_module):
        obj = getattr(spec_module, name)
        kind = getattr(obj, "__hook_kind__", None)
        if kind is not None and name.startswith(project + "_"):
            out[name] = kind
    return out


#: Filled by hooks compiled with ``trace=True``: ``id(value) -> (value, plugin name)``
#: for every value (effect) an implementation returned. Used only to name the plugin
#: behind an effect that failed, by replaying the failed step with traced hooks.
ORIGINS: dict[int, tuple[Any, str]] = {}


def _trace(result: Any, plugin: str) -> None:
    if isinstance(result, list | tuple):
        for value in result:
            ORIGINS[id(value)] = (value, plugin)


def compile_hooks(
    project: str,
    spec_module: ModuleType,
    plugins: Sequence[tuple[str, object, str]],
    *,
    trace: bool = False,
) -> tuple[pluggy.PluginManager, SimpleNamespace]:
    """Register ``plugins`` (name, plugin object, pack id) and compile every hook.

    Returns the plugin manager and a namespace with one attribute per hook, named without
    the project prefix (``citadels_build_cost`` -> ``hooks.build_cost``). Raises
    :class:`PackError` naming the pack when a plugin is broken: an implementation of an
    unknown hook (a misspelling), arguments the spec does not have, or a hook wrapper.
    ``trace`` records in :data:`ORIGINS` which plugin returned each value (slower: for
    finding the plugin behind a failed effect).
    """
    pm = pluggy.PluginManager(project)
    pm.add_hookspecs(spec_module)
    pack_of = {}
    for name, plugin, pack in reversed(plugins):
        pack_of[name] = pack
        try:
            pm.register(plugin, name=name)
        except pluggy.PluginValidationError as exc:
            raise PackError(pack, f"plugin {name!r}: {exc}") from None
        except ValueError as exc:
            raise PackError(pack, f"plugin {name!r} registered twice: {exc}") from None
    try:
        pm.check_pending()
    except pluggy.PluginValidationError as exc:
        plugin_name = pm.get_name(exc.plugin) or "?"
        pack = pack_of.get(plugin_name, "?")
        raise PackError(pack, f"plugin {plugin_name!r}: {exc}") from None

    kinds = spec_kinds(spec_module, project)
    ns = SimpleNamespace()
    for hook_name, kind in kinds.items():
        caller = getattr(pm.hook, hook_name)
        spec_args = tuple(caller.spec.argnames)
        impls = list(reversed(caller.get_hookimpls()))
        for impl in impls:
            if impl.hookwrapper or impl.wrapper:
                raise PackError(
                    pack_of.get(impl.plugin_name, "?"),
                    f"plugin {impl.plugin_name!r}: hook {hook_name!r} may not be a wrapper",
                )
        fn = _compile(hook_name, kind, spec_args, impls, trace)
        setattr(ns, hook_name[len(project) + 1 :], fn)
    return pm, ns


def _compile(
    name: str, kind: str, spec_args: tuple[str, ...], impls: Iterable[Any], trace: bool = False
) -> Any:
    """Generate one plain function that calls ``impls`` with ``kind``'s convention."""
    impls = list(impls)
    params = ", ".join(spec_args)
    env: dict[str, Any] = {"_MON": MONITOR, "_TR": _trace}
    lines = [f"def {name}({params}):"]
    if kind == COLLECT:
        lines.append("    out = []")
    for i, impl in enumerate(impls):
        env[f"f{i}"] = impl.function
        args = ", ".join(impl.argnames)
        if MONITOR is not None:
            lines.append(f"    _MON.add(({name!r}, {impl.plugin_name!r}))")
        lines.append(f"    r = f{i}({args})")
        if trace:
            lines.append(f"    _TR(r, {impl.plugin_name!r})")
        if kind == FIRST:
            lines.append("    if r is not None:\n        return r")
        elif kind == COLLECT:
            lines.append("    if r:\n        out.extend(r)")
        else:
            lines.append("    if r is not None:\n        value = r")
    if kind == FIRST:
        lines.append("    return None")
    elif kind == COLLECT:
        lines.append("    return out")
    else:
        lines.append("    return value")
    if kind == FOLD and spec_args[-1:] != ("value",):
        raise TypeError(f"fold hook {name!r} must take 'value' as its last argument")
    # One function per implementation too, each taking the spec's full arguments: for
    # windows whose implementations must each see the state the previous one left.
    for i, impl in enumerate(impls):
        mon = f"    _MON.add(({name!r}, {impl.plugin_name!r}))\n" if MONITOR is not None else ""
        tr = f"    _TR(r, {impl.plugin_name!r})\n" if trace else ""
        call = f"    r = f{i}({', '.join(impl.argnames)})\n"
        lines.append(f"def _one{i}({params}):\n{mon}{call}{tr}    return r")
    exec("\n".join(lines), env)
    fn = env[name]
    fn.__hook_impls__ = tuple(impl.plugin_name for impl in impls)
    fn.__impl_fns__ = tuple(env[f"_one{i}"] for i in range(len(impls)))
    return fn
