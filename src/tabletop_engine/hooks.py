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

**Checked results.** Each implementation's answer is checked against its spec's return
annotation, read once when the hooks are compiled (:func:`result_types`): a ``first``
or ``fold`` answer must be None or of the annotated type (``int | None``: an int), a
``collect`` answer None or an iterable (a list). A wrong one raises
:class:`~.errors.PackError` naming the pack, the plugin and the hook, never a raw
``TypeError`` further on. The check is one ``isinstance`` per answer.

**Check mode.** Hooks compiled with ``check=True`` (Citadels hands them out inside
:func:`checking_inputs`; Dominion's ``check_game`` plays on
``dominion_rules.testing.invariants.checked_rules``) also take a :func:`digest` of their
arguments before and after each implementation runs; an implementation that changed
the state it was given (``object.__setattr__`` on a frozen value) raises
:class:`~.errors.PackError` naming it and what it changed. Every error a hook's check
raises carries the plugin and the hook (:func:`blame`, read back by :func:`blamed`), so
a game's check names the card without parsing the message.

Call order is exactly pluggy's (``tryfirst``/``trylast``, then later-registered first);
:func:`compile_hooks` registers plugins in reverse, so hooks fire in the order given.
After registration the manager is frozen into one plain Python function per hook, so a
call costs a few direct function calls instead of pluggy's generic ``_multicall``.
"""

from __future__ import annotations

import builtins
import contextlib
import typing
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from types import ModuleType, SimpleNamespace
from typing import Any, TypeVar

import attrs
import pluggy

from .errors import MutatedInput, PackError

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


#: The attribute of an implementation's function declaring its *guard*: a Python
#: expression over the spec's arguments (e.g. ``"'library' in state.players[seat].built"``)
#: under which alone it may answer. When the guard is false the implementation must
#: answer nothing -- None for ``first`` and ``fold`` (``fold``: the value unchanged),
#: an empty list for ``collect`` -- so the compiled hook tests it in line and does not
#: call it: a game whose plugins each concern one card pays a test, not a call, for
#: every card the call does not concern.
GUARD = "__hook_guard__"

#: Whether hooks compiled from now on test declared guards (the fast path). False
#: compiles every implementation unguarded, called on every call: the reference the
#: tests compare the guarded games with (``clear_cache`` the rulesets after a switch).
USE_GUARDS = True

#: Filled by hooks compiled with ``trace=True``: ``id(value) -> (value, plugin name)``
#: for every value (effect) an implementation returned. Used only to name the plugin
#: behind an effect that failed, by replaying the failed step with traced hooks.
ORIGINS: dict[int, tuple[Any, str]] = {}


#: Filled by hooks compiled with ``trace=True``: ``(hook, plugin, value)`` for every
#: value a ``first`` or ``fold`` implementation returned (not None), in call order. Used
#: to name the plugin behind a bad value that a core effect carried (a negative amount
#: from ``citadels_gather_gold``).
VALUES: list[tuple[str, str, Any]] = []


def _trace(result: Any, plugin: str) -> None:
    if isinstance(result, list | tuple):
        for value in result:
            ORIGINS[id(value)] = (value, plugin)


def _trace_value(result: Any, hook: str, plugin: str) -> None:
    if result is not None:
        VALUES.append((hook, plugin, result))


# -- checked results ------------------------------------------------------------------


def _split_union(text: str) -> list[str]:
    """``"int | tuple[int | None, ...] | None"`` -> its top-level members."""
    parts, depth, start = [], 0, 0
    for i, ch in enumerate(text):
        if ch == "[":
            depth += 1
        elif ch == "]":
            depth -= 1
        elif ch == "|" and depth == 0:
            parts.append(text[start:i].strip())
            start = i + 1
    parts.append(text[start:].strip())
    return parts


def result_types(spec: Callable[..., Any], namespace: Mapping[str, Any]) -> tuple[type, ...] | None:
    """The classes a ``first`` or ``fold`` answer of ``spec`` may be (None aside), read from
    its return annotation: ``int | None`` -> ``(int,)``, ``tuple[str, ...] | None`` ->
    ``(tuple,)``; None when any member is not a plain class (``Any``, a name only known
    to type checkers): then the answer is not checked. ``namespace``: the spec module's
    names (annotations are strings, ``from __future__ import annotations``).

    >>> def citadels_cost(value: int) -> int | None: ...
    >>> result_types(citadels_cost, {})
    (<class 'int'>,)
    """
    ann = getattr(spec, "__annotations__", {}).get("return")
    if ann is None:
        return None
    if not isinstance(ann, str):
        ann = getattr(ann, "__name__", None) if isinstance(ann, type) else None
        if ann is None:
            return None
    out: list[type] = []
    for member in _split_union(ann):
        head = member.split("[", 1)[0].strip()
        if head == "None":
            continue
        obj = namespace.get(head, getattr(builtins, head, None))
        cls = obj if isinstance(obj, type) else typing.get_origin(obj)
        if not isinstance(cls, type) or cls is object or obj is typing.Any:
            return None
        out.append(cls)
    return tuple(out) or None


def _type_names(types: tuple[type, ...]) -> str:
    return " or ".join(t.__name__ for t in types)


def blame(error: BaseException, plugin: str, hook: str) -> BaseException:
    """Mark ``error`` as raised for ``plugin``'s implementation of ``hook`` (attributes
    ``plugin`` and ``hook``, read back by :func:`blamed`): how a check that caught it
    names the card behind a plugin without parsing the message."""
    vars(error).update(plugin=plugin, hook=hook)
    return error


def blamed(error: BaseException) -> tuple[str, str] | None:
    """``(plugin, hook)`` that :func:`blame` marked ``error`` with (its cause's, for an
    error raised from another), or None."""
    seen: BaseException | None = error
    while seen is not None:
        plugin, hook = getattr(seen, "plugin", None), getattr(seen, "hook", None)
        if isinstance(plugin, str) and isinstance(hook, str):
            return plugin, hook
        seen = seen.__cause__
    return None


def _bad_result(result: Any, hook: str, plugin: str, pack: str, expected: str) -> None:
    msg = (
        f"plugin {plugin!r}, hook {hook!r} returned {result!r} "
        f"({type(result).__name__}); its spec expects {expected} or None"
    )
    raise blame(PackError(pack, msg), plugin, hook)


def _bad_collect(result: Any, hook: str, plugin: str, pack: str) -> None:
    """Raise unless ``result`` (a true ``collect`` answer, not a list) is iterable."""
    if isinstance(result, str | bytes | Mapping) or not hasattr(result, "__iter__"):
        _bad_result(result, hook, plugin, pack, "a list")


# -- check mode: the inputs of every hook call are left unchanged ------------------------

#: Whether :func:`checking_inputs` is active: rulesets then hand out hooks compiled with
#: ``check=True`` (see ``Ruleset.checked``).
CHECKING = False


@contextlib.contextmanager
def checking_inputs() -> Iterator[None]:
    """Within this block, games made (``new_game``, ``from_json``) run their hooks in check
    mode: each implementation's arguments are digested before and after the call, and a
    change raises :class:`PackError` naming the pack, plugin and hook. Slower: for the
    checks (``check_game``, ``pack_invariants``, ``citadels check``), not for play."""
    global CHECKING
    before = CHECKING
    CHECKING = True
    try:
        yield
    finally:
        CHECKING = before


_ATOMS = frozenset({str, int, bool, float, type(None), bytes})


def digest(value: Any) -> Any:
    """A structural copy of ``value`` made of immutable builtins, equal before and after a
    call exactly when nothing in ``value`` was changed: every field of an ``attrs``
    instance that takes part in its equality (memo fields such as a state's rules and
    cached legal actions are left out), recursively, and the items of tuples, lists,
    sets and mappings. ``hash`` would not do: a frozen value may cache it, and a change
    made with ``object.__setattr__`` leaves the cache stale; identity would not either:
    the change is made in place.

    >>> import attrs
    >>> @attrs.frozen
    ... class P:
    ...     gold: int
    >>> p = P(2); before = digest((p,)); object.__setattr__(p, "gold", 9)
    >>> digest((p,)) == before
    False
    """
    t = type(value)
    if t in _ATOMS:
        return value
    if t is tuple or t is list:
        if all(type(x) in _ATOMS for x in value):
            return tuple(value) if t is list else value
        return tuple(digest(x) for x in value)
    fields = getattr(t, "__attrs_attrs__", None)
    if fields is not None:
        return (t, tuple(digest(getattr(value, f.name, None)) for f in fields if f.eq))
    if isinstance(value, Mapping):
        return (t, tuple((digest(k), digest(v)) for k, v in value.items()))
    if isinstance(value, frozenset | set):
        return (t, frozenset(digest(x) for x in value))
    return value


def _where(before: Any, after: Any, path: str = "") -> str:
    """Where two digests differ, as a short path (``players[0].gold: 2 -> 9``)."""
    if (
        type(before) is tuple
        and type(after) is tuple
        and len(before) == 2
        and len(after) == 2
        and isinstance(before[0], type)
        and before[0] is after[0]
        and hasattr(before[0], "__attrs_attrs__")
    ):
        names = [f.name for f in attrs.fields(before[0]) if f.eq]
        for name, b, a in zip(names, before[1], after[1], strict=False):
            if b != a:
                return _where(b, a, f"{path}.{name}")
    elif type(before) is tuple and type(after) is tuple and len(before) == len(after):
        for i, (b, a) in enumerate(zip(before, after, strict=True)):
            if b != a:
                return _where(b, a, f"{path}[{i}]")
    return f"{path.lstrip('.') or 'the value'}: {before!r} -> {after!r}"


def _mutated(
    before: Any, after: Any, names: tuple[str, ...], hook: str, plugin: str, pack: str
) -> None:
    """Raise the :class:`PackError` of an implementation that changed its arguments."""
    where = "?"
    for name, b, a in zip(names, before, after, strict=False):
        if b != a:
            where = _where(b, a, name)
            break
    msg = (
        f"plugin {plugin!r}, hook {hook!r} changed the state it was given "
        f"({where}); a hook returns effects, it never changes its arguments"
    )
    raise blame(MutatedInput(pack, msg), plugin, hook)


def compile_hooks(
    project: str,
    spec_module: ModuleType,
    plugins: Sequence[tuple[str, object, str]],
    *,
    trace: bool = False,
    check: bool = False,
) -> tuple[pluggy.PluginManager, SimpleNamespace]:
    """Register ``plugins`` (name, plugin object, pack id) and compile every hook.

    Returns the plugin manager and a namespace with one attribute per hook, named without
    the project prefix (``citadels_build_cost`` -> ``hooks.build_cost``). Raises
    :class:`PackError` naming the pack when a plugin is broken: an implementation of an
    unknown hook (a misspelling), arguments the spec does not have, or a hook wrapper.
    ``trace`` records in :data:`ORIGINS` which plugin returned each value (slower: for
    finding the plugin behind a failed effect). ``check`` digests each call's arguments
    before and after it (:func:`digest`): an implementation that changes them raises
    :class:`PackError` (check mode, slower).
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
    namespace = vars(spec_module)
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
        types = None
        if kind != COLLECT:
            types = result_types(getattr(spec_module, hook_name), namespace)
        fn = _compile(
            hook_name, kind, spec_args, impls, trace, types=types, packs=pack_of, check=check
        )
        setattr(ns, hook_name[len(project) + 1 :], fn)
    return pm, ns


def _compile(
    name: str,
    kind: str,
    spec_args: tuple[str, ...],
    impls: Iterable[Any],
    trace: bool = False,
    *,
    types: tuple[type, ...] | None = None,
    packs: Mapping[str, str] | None = None,
    check: bool = False,
) -> Any:
    """Generate one plain function that calls ``impls`` with ``kind``'s convention,
    checking each answer against ``types`` (``first``/``fold``; None: unchecked) or for
    being iterable (``collect``)."""
    impls = list(impls)
    packs = packs or {}
    params = ", ".join(spec_args)
    env: dict[str, Any] = {
        "_MON": MONITOR,
        "_TR": _trace,
        "_TV": _trace_value,
        "_T": types,
        "_BAD": _bad_result,
        "_BADC": _bad_collect,
        "_DIG": digest,
        "_MUT": _mutated,
        "_ARGS": spec_args,
    }
    expected = _type_names(types) if types else ""

    def monitor(impl: Any, pad: str) -> list[str]:
        """The line recording a call of ``impl`` for the hook-call monitor (before its
        guard: the monitor records every implementation a call reaches, as without
        guards)."""
        return [f"{pad}_MON.add(({name!r}, {impl.plugin_name!r}))"] if MONITOR is not None else []

    def call(i: int, impl: Any, pad: str) -> list[str]:
        """The lines calling implementation ``i`` into ``r``, with its checks."""
        plugin, pack = impl.plugin_name, packs.get(impl.plugin_name, "?")
        out = []
        args = f"({params},)" if spec_args else "()"
        if check:
            out.append(f"{pad}_d0 = _DIG({args})")
        out.append(f"{pad}r = f{i}({', '.join(impl.argnames)})")
        if check:
            out.append(f"{pad}_e0 = _DIG({args})")
            out.append(f"{pad}if _e0 != _d0:")
            out.append(f"{pad}    _MUT(_d0, _e0, _ARGS, {name!r}, {plugin!r}, {pack!r})")
        if trace:
            out.append(f"{pad}_TR(r, {plugin!r})")
            if kind != COLLECT:
                out.append(f"{pad}_TV(r, {name!r}, {plugin!r})")
        if kind == COLLECT:
            out.append(f"{pad}if r and type(r) is not list:")
            out.append(f"{pad}    _BADC(r, {name!r}, {plugin!r}, {pack!r})")
        elif types is not None:
            out.append(f"{pad}if r is not None and not isinstance(r, _T):")
            out.append(f"{pad}    _BAD(r, {name!r}, {plugin!r}, {pack!r}, {expected!r})")
        return out

    # An implementation's declared guard (GUARD) is tested in line: when it is false,
    # the implementation would answer nothing, so it is not called.
    guards = [getattr(impl.function, GUARD, None) if USE_GUARDS else None for impl in impls]
    lines = [f"def {name}({params}):"]
    if kind == COLLECT:
        lines.append("    out = []")
    for i, impl in enumerate(impls):
        env[f"f{i}"] = impl.function
        lines += monitor(impl, "    ")
        pad = "    "
        if guards[i]:
            lines.append(f"    if {guards[i]}:")
            pad = "        "
        lines += call(i, impl, pad)
        if kind == FIRST:
            lines.append(f"{pad}if r is not None:\n{pad}    return r")
        elif kind == COLLECT:
            lines.append(f"{pad}if r:\n{pad}    out.extend(r)")
        else:
            lines.append(f"{pad}if r is not None:\n{pad}    value = r")
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
    nothing = {FIRST: "None", COLLECT: "[]", FOLD: "value"}[kind]
    for i, impl in enumerate(impls):
        lines.append(f"def _one{i}({params}):")
        lines += monitor(impl, "    ")
        if guards[i]:
            lines.append(f"    if not ({guards[i]}):\n        return {nothing}")
        lines += call(i, impl, "    ")
        lines.append("    return r")
    exec("\n".join(lines), env)
    fn = env[name]
    fn.__hook_impls__ = tuple(impl.plugin_name for impl in impls)
    fn.__impl_fns__ = tuple(env[f"_one{i}"] for i in range(len(impls)))
    return fn
