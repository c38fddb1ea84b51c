"""JSON for every value of a game, through one private ``cattrs`` converter.

Classes carry no serialization details: hooks here teach the converter the few special
shapes (actions, read-only mappings, effects and other tagged values). ``to_json`` wraps
a value with its type name, the format version and the versions of the library and of
the packs in play, so ``from_json`` needs nothing but the text::

    {"citadels_rules": "0.1.0", "data": {...}, "format": 1,
     "packs": {"classic": "1.0"}, "type": "Record"}

``from_json`` reads every format up to :data:`FORMAT` (a document without ``format``,
written before it existed, is format 1) and refuses a newer one. Scalars are checked
strictly (a ``"5"`` where an int belongs is an error, not a silent conversion), and an
invalid document raises ``ValueError`` naming each wrong field by its path in the file:
``invalid Record JSON: $.data.final_state.players[2].gold: expected int, got "5"``.
"""

from __future__ import annotations

import json
import typing
from collections.abc import Callable
from collections.abc import Set as AbstractSet
from typing import Any

import attrs
import cattrs
from cattrs.preconf.json import make_converter

from .actions import Action, make_action
from .params import EMPTY, Params

converter = make_converter()

#: The version of the JSON layout that :func:`to_json` writes. Raised when a change to a
#: saved class would make older readers misread new files; :func:`from_json` reads every
#: format up to this one.
FORMAT = 1


class _WrongType(TypeError):
    """A JSON scalar of the wrong type (raised by the strict scalar hooks below)."""

    def __init__(self, expected: str, value: Any) -> None:
        super().__init__(f"expected {expected}, got {_shown(value)}")


def _shown(value: Any) -> str:
    """A JSON value as it appears in the file, cut short."""
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _strict_int(value: Any, _: type) -> int:
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    raise _WrongType("int", value)


def _strict_float(value: Any, _: type) -> float:
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return float(value)
    raise _WrongType("number", value)


def _strict_str(value: Any, _: type) -> str:
    if isinstance(value, str):
        return value
    raise _WrongType("string", value)


def _strict_bool(value: Any, _: type) -> bool:
    if isinstance(value, bool):
        return value
    raise _WrongType("true or false", value)


# cattrs converts scalars with int(), str()...: "5" would load as 5 and 5 as "5".
converter.register_structure_hook(int, _strict_int)
converter.register_structure_hook(float, _strict_float)
converter.register_structure_hook(str, _strict_str)
converter.register_structure_hook(bool, _strict_bool)

#: Classes that may appear where a field is typed ``Any`` (effects in a queue, decisions
#: in them...), serialized as ``{"type": name, ...fields}``.
TAGGED: dict[str, type] = {}
#: Classes ``to_json``/``from_json`` accept at the top level, by name.
TOP_LEVEL: dict[str, type] = {}
#: Class -> a function that checks a value read as a whole document (raises
#: ``ValueError`` naming its problems): ``from_json`` runs it on what it returns.
CHECKS: dict[type, Callable[[Any], Any]] = {}
#: Class -> a function that ``from_json`` runs on the raw JSON ``data`` of a document of
#: that class *before* structuring it (raises ``ValueError``): bounds that keep the work
#: of loading proportional to what a real document holds (a record's action count,
#: :func:`tabletop_engine.validation.action_count`). Skipped with ``max_size=None``.
PRECHECKS: dict[type, Callable[[Any], Any]] = {}


def encode_any(value: Any) -> Any:
    """Unstructure a value of unknown type: tagged classes, tuples, mappings, scalars."""
    if value is None or isinstance(value, (str, int, float, bool)):
        return value
    if isinstance(value, tuple):
        return [encode_any(v) for v in value]
    if isinstance(value, (frozenset, set)):
        return {"type": "frozenset", "items": sorted((encode_any(v) for v in value), key=repr)}
    if isinstance(value, Action):
        return {"type": "Action", **_unstructure_action(value)}
    if isinstance(value, Params):
        return {"type": "Params", "items": {k: encode_any(v) for k, v in value.items()}}
    name = type(value).__name__
    if TAGGED.get(name) is type(value):
        return {"type": name, **converter.unstructure(value)}
    raise TypeError(f"cannot serialize a {type(value).__name__}: {value!r}")


def decode_any(value: Any) -> Any:
    """Structure what :func:`encode_any` produced (lists become tuples)."""
    if isinstance(value, list):
        return tuple(decode_any(v) for v in value)
    if isinstance(value, dict):
        tag = value.get("type")
        if tag == "frozenset":
            return frozenset(decode_any(v) for v in value["items"])
        if tag == "Action":
            return _structure_action(value, Action)
        if tag == "Params":
            return Params({k: decode_any(v) for k, v in value["items"].items()})
        cls = TAGGED.get(tag) if isinstance(tag, str) else None
        if cls is None:
            raise ValueError(f"unknown tagged value {tag!r}")
        fields = {k: v for k, v in value.items() if k != "type"}
        return converter.structure(fields, cls)
    return value


def _unstructure_action(a: Action) -> dict[str, Any]:
    return {
        "kind": a.kind,
        "actor": a.actor,
        "params": {k: encode_any(v) for k, v in a.params.items()},
    }


class _At(ValueError):
    """A problem at ``path`` below the value being structured (``.params``...)."""

    def __init__(self, path: str, problem: BaseException) -> None:
        super().__init__(f"{path}: {problem}")
        self.path = path
        self.problem = problem


def _structure_action(d: Any, _: type) -> Action:
    if not isinstance(d, dict):
        raise _WrongType("an action object", d)
    if "kind" not in d:
        raise KeyError("kind")
    params = d.get("params", {})
    checks = (
        (".kind", d["kind"], _strict_str),
        (".actor", d.get("actor"), lambda v, t: v if v is None else _strict_int(v, t)),
    )
    for where, value, check in checks:
        try:
            check(value, object)
        except _WrongType as exc:
            raise _At(where, exc) from None
    if not isinstance(params, dict):
        raise _At(".params", _WrongType("an object", params))
    items = tuple(sorted((k, decode_any(v)) for k, v in params.items()))
    return make_action(d["kind"], d.get("actor"), items)


converter.register_unstructure_hook(Action, _unstructure_action)
converter.register_structure_hook(Action, _structure_action)
converter.register_unstructure_hook(Params, lambda p: {k: encode_any(v) for k, v in p.items()})
converter.register_structure_hook(
    Params, lambda d, _: Params({k: decode_any(v) for k, v in d.items()}) if d else EMPTY
)


def _is_set_type(t: Any) -> bool:
    return t in (frozenset, set) or typing.get_origin(t) in (frozenset, set, AbstractSet)


def _canonical_key(value: Any) -> str:
    """The order of a set's items in JSON: by their JSON text, the same in every process
    (set iteration order depends on ``PYTHONHASHSEED``)."""
    return json.dumps(value, sort_keys=True, ensure_ascii=False)


def _unstructure_set(value: Any) -> list[Any]:
    return sorted((converter.unstructure(v) for v in value), key=_canonical_key)


# A set field (``TurnState.used``) is written sorted: equal values give equal text.
converter.register_unstructure_hook_func(_is_set_type, _unstructure_set)
converter.register_unstructure_hook_func(lambda t: t is Any, encode_any)
converter.register_structure_hook_func(lambda t: t is Any, lambda v, _: decode_any(v))
converter.register_structure_hook_func(
    lambda t: t == tuple[Any, ...], lambda v, _: tuple(decode_any(x) for x in v)
)
converter.register_unstructure_hook_func(
    lambda t: t == tuple[Any, ...], lambda v: [encode_any(x) for x in v]
)


def register(
    cls: type,
    *,
    tagged: bool = False,
    top: bool = False,
    omit: tuple[str, ...] = (),
    after_load: Callable[[Any], Any] | None = None,
    check: Callable[[Any], Any] | None = None,
    rename: dict[str, str] | None = None,
    precheck: Callable[[Any], Any] | None = None,
) -> None:
    """Teach the converter an attrs class.

    ``tagged``: it may appear in ``Any`` fields. ``top``: ``to_json`` accepts it.
    ``omit``: fields left out of the JSON (derived data). ``rename``: JSON keys of
    fields by attribute name (a private field read through a property). ``after_load``: a function
    applied to the structured value (to re-derive omitted fields). ``check``: a function
    that ``from_json`` runs on a value read as a whole document (not on one nested in
    another), raising ``ValueError`` naming its problems. ``precheck``: a function
    that ``from_json`` runs on the raw JSON data of such a document before structuring
    it (see :data:`PRECHECKS`).
    """
    attrs.resolve_types(cls)
    if omit or after_load is not None or rename:
        overrides: dict[str, Any] = {name: cattrs.gen.override(omit=True) for name in omit}
        for name, key in (rename or {}).items():
            overrides[name] = cattrs.gen.override(rename=key)
        converter.register_unstructure_hook(
            cls, cattrs.gen.make_dict_unstructure_fn(cls, converter, **overrides)
        )
        structure: Any = cattrs.gen.make_dict_structure_fn(cls, converter, **overrides)
        if after_load is not None:
            converter.register_structure_hook(cls, lambda d, t: after_load(structure(d, t)))
        else:
            converter.register_structure_hook(cls, structure)
    if tagged:
        TAGGED[cls.__name__] = cls
    if top:
        TOP_LEVEL[cls.__name__] = cls
    if check is not None:
        CHECKS[cls] = check
    if precheck is not None:
        PRECHECKS[cls] = precheck


def to_json(value: Any, *, indent: int | None = None) -> str:
    """The JSON text of a state, view, action, config, record or score, with the format
    version and the versions of ``citadels_rules`` and of the packs in play."""
    name = type(value).__name__
    data: Any
    if isinstance(value, Action):
        data = _unstructure_action(value)
    elif TOP_LEVEL.get(name) is type(value):
        data = converter.unstructure(value)
    else:
        raise TypeError(f"to_json does not know how to write a {name}")
    return write_document(name, data, versions(value), FORMAT, indent)


#: ``value -> {component: version}``: the versions of what a value's rules come from,
#: added to the document's header (the game layer answers with its packs' versions).
VERSIONS_OF: list[Callable[[Any], dict[str, Any]]] = []


def versions(value: Any = None) -> dict[str, Any]:
    """``{distribution: version, ...}``: the library's version and what the functions
    of :data:`VERSIONS_OF` say of ``value`` (for a state, view, record or config, the
    game layer adds ``"packs": {pack id: version}``)."""
    from ._version import DISTRIBUTION, __version__

    out: dict[str, Any] = {DISTRIBUTION: __version__}
    for versions_of in VERSIONS_OF:
        out.update(versions_of(value))
    return out


#: The longest JSON text :func:`from_json` reads by default (characters, or bytes): a long
#: game's record is well under 10 MB.
MAX_SIZE = 64 * 1024 * 1024


def read_document(
    text: str | bytes,
    *,
    library: str | None = None,
    version: str | None = None,
    fmt: int = FORMAT,
    max_size: int | None = MAX_SIZE,
) -> dict[str, Any]:
    """The envelope of a JSON document of any game on the engine, checked: text no
    longer than ``max_size`` (refused before parsing), valid JSON nested at most
    :data:`MAX_DEPTH` levels, an object with ``type`` and ``data``, and a ``format`` this
    ``library`` (at ``version``) reads, up to ``fmt``. Every refusal is a ``ValueError``
    naming the library and what is wrong; the game structures ``data`` itself.
    ``library`` defaults to the distribution's name (the header key of its version)."""
    if library is None:
        from ._version import DISTRIBUTION

        library = DISTRIBUTION
    if not isinstance(text, (str, bytes, bytearray)):
        raise TypeError(f"from_json() expects JSON text (str or bytes), not {type(text).__name__}")
    if max_size is not None and len(text) > max_size:
        msg = (
            f"not read: the JSON text is {len(text):,} long, more than max_size={max_size:,}"
            " (pass a larger max_size, or None, for a document you trust)"
        )
        raise ValueError(msg)
    try:
        doc = json.loads(text)
    except (ValueError, TypeError) as exc:
        raise ValueError(f"not a {library} JSON document: {exc}") from None
    except RecursionError:
        doc = None
    if doc is None or _too_deep(doc):
        msg = f"not a {library} JSON document: nested more than {MAX_DEPTH} levels deep"
        raise ValueError(msg)
    if not isinstance(doc, dict) or "type" not in doc or "data" not in doc:
        got = sorted(doc) if isinstance(doc, dict) else _shown(doc)
        msg = f"not a {library} JSON document: expected 'type' and 'data', got {got}"
        raise ValueError(msg)
    _check_format(doc, library, version, fmt)
    return doc


def write_document(
    name: str, data: Any, header: dict[str, Any], fmt: int, indent: int | None
) -> str:
    """The JSON text of a document of any game: ``type``, ``format``, the ``header``
    (the library's and packs' versions) and ``data``, keys sorted."""
    doc = {"type": name, "format": fmt, **header, "data": data}
    return json.dumps(doc, ensure_ascii=False, indent=indent, sort_keys=True)


def from_json(text: str | bytes, *, max_size: int | None = MAX_SIZE) -> Any:
    """Read back what :func:`to_json` wrote (any format up to :data:`FORMAT`).

    Raises ``ValueError`` on bad input, naming each wrong field by its path in the file
    (``$.data.final_state.players[2].gold: expected int, got "5"``), and for a document
    of a newer format than this library reads.

    Text longer than ``max_size`` characters (or bytes; default :data:`MAX_SIZE`, 64 MiB)
    is refused before it is parsed, so hostile input cannot take all the memory; pass a
    larger ``max_size``, or None, to read a larger document you trust (a batch of many
    records). A document whose class has a precheck (:data:`PRECHECKS`: a record longer
    than the longest game) is refused before it is structured; ``max_size=None`` skips
    those bounds too.
    """
    doc = read_document(text, max_size=max_size)
    name, data = doc["type"], doc["data"]
    if name == "Action":
        cls: type | None = Action
    else:
        cls = TOP_LEVEL.get(name) if isinstance(name, str) else None
    if cls is None:
        known = ", ".join(["Action", *sorted(TOP_LEVEL)])
        raise ValueError(f"$.type: unknown JSON document type {_shown(name)} (known: {known})")
    precheck = PRECHECKS.get(cls)
    if precheck is not None and max_size is not None:
        try:
            precheck(data)
        except ValueError as exc:
            raise ValueError(f"invalid {name} JSON: {exc}") from None
    try:
        if not isinstance(data, dict):
            raise _WrongType("an object", data)
        if cls is Action:
            return _structure_action(data, Action)
        value: Any = converter.structure(data, cls)
    except Exception as exc:  # cattrs raises exception groups with a note per field
        problems = "; ".join(error_paths(exc, "$.data"))
        raise ValueError(f"invalid {name} JSON: {problems}") from exc
    check = CHECKS.get(cls)
    if check is not None:
        try:
            check(value)
        except ValueError as exc:
            raise ValueError(f"invalid {name} JSON: {exc}") from None
    return value


#: How deeply a document may nest lists and objects (the deepest the library writes is
#: far less): deeper text is refused before it can exhaust the interpreter's stack.
MAX_DEPTH = 100


def _too_deep(doc: Any) -> bool:
    """Whether ``doc`` nests lists and objects more than :data:`MAX_DEPTH` levels."""
    level: list[Any] = [doc]
    for _ in range(MAX_DEPTH + 1):
        below: list[Any] = []
        for value in level:
            if isinstance(value, dict):
                below.extend(value.values())
            elif isinstance(value, list):
                below.extend(value)
        if not below:
            return False
        level = below
    return True


def _check_format(doc: dict[str, Any], library: str, version: str | None, fmt: int) -> None:
    """Refuse a format ``library`` cannot read (a document without one is format 1)."""
    found = doc.get("format", 1)
    if not isinstance(found, int) or isinstance(found, bool) or found < 1:
        raise ValueError(f"$.format: expected a positive int, got {_shown(found)}")
    if found > fmt:
        if version is None:
            from ._version import __version__ as version

        by = doc.get(library)
        writer = f" (written by {library} {by})" if isinstance(by, str) else ""
        msg = (
            f"$.format: this document has format {found}{writer}; {library} "
            f"{version} reads formats up to {fmt}: upgrade {library} to read it"
        )
        raise ValueError(msg)


def error_paths(exc: BaseException, path: str = "$") -> list[str]:
    """Each leaf error of a (cattrs) structuring exception as ``"<path>: <problem>"``.

    Walks cattrs' exception groups by their notes, as ``cattrs.transform_error`` does:
    ``.name`` for a field of a class, ``[index]`` for an item of a list, ``[key]`` for a
    mapping.
    """
    if isinstance(exc, (cattrs.ClassValidationError, cattrs.IterableValidationError)):
        out: list[str] = []
        with_notes, without = exc.group_exceptions()
        for sub, note in with_notes:
            if isinstance(note, cattrs.AttributeValidationNote):
                where = f"{path}.{note.name}"
            else:
                where = f"{path}[{_shown(getattr(note, 'index', '?'))}]"
            out.extend(error_paths(sub, where))
        for sub in without:
            out.extend(error_paths(sub, path))
        return out
    if isinstance(exc, _At):
        return error_paths(exc.problem, path + exc.path)
    if isinstance(exc, KeyError) and exc.args and isinstance(exc.args[0], str):
        key = exc.args[0]  # cattrs notes the missing field already; a hook does not
        return [f"{path if path.endswith(f'.{key}') else f'{path}.{key}'}: missing"]
    return [f"{path}: {_problem(exc)}"]


def _problem(exc: BaseException) -> str:
    if isinstance(exc, KeyError):
        return "missing"
    if isinstance(exc, AttributeError) and "items" in str(exc):
        return "expected an object"
    if isinstance(exc, TypeError) and "not iterable" in str(exc):
        return "expected a list"
    text = str(exc)
    return text if text else type(exc).__name__
