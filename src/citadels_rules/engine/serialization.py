"""JSON for every value of a game, through one private ``cattrs`` converter.

Classes carry no serialization details: hooks here teach the converter the few special
shapes (actions, read-only mappings, effects and other tagged values). ``to_json`` wraps
a value with its type name, so ``from_json`` needs nothing but the text.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import attrs
import cattrs
from cattrs.preconf.json import make_converter

from .actions import Action, make_action
from .params import EMPTY, Params

converter = make_converter()

#: Classes that may appear where a field is typed ``Any`` (effects in a queue, decisions
#: in them...), serialized as ``{"type": name, ...fields}``.
TAGGED: dict[str, type] = {}
#: Classes ``to_json``/``from_json`` accept at the top level, by name.
TOP_LEVEL: dict[str, type] = {}


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


def _structure_action(d: dict[str, Any], _: type) -> Action:
    items = tuple(sorted((k, decode_any(v)) for k, v in d.get("params", {}).items()))
    return make_action(d["kind"], d.get("actor"), items)


converter.register_unstructure_hook(Action, _unstructure_action)
converter.register_structure_hook(Action, _structure_action)
converter.register_unstructure_hook(Params, lambda p: {k: encode_any(v) for k, v in p.items()})
converter.register_structure_hook(
    Params, lambda d, _: Params({k: decode_any(v) for k, v in d.items()}) if d else EMPTY
)
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
) -> None:
    """Teach the converter an attrs class.

    ``tagged``: it may appear in ``Any`` fields. ``top``: ``to_json`` accepts it.
    ``omit``: fields left out of the JSON (derived data). ``after_load``: a function
    applied to the structured value (to re-derive omitted fields).
    """
    attrs.resolve_types(cls)
    if omit or after_load is not None:
        overrides: dict[str, Any] = {name: cattrs.gen.override(omit=True) for name in omit}
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


def to_json(value: Any, *, indent: int | None = None) -> str:
    """The JSON text of a state, view, action, config, record or score."""
    name = type(value).__name__
    data: Any
    if isinstance(value, Action):
        data = _unstructure_action(value)
    elif TOP_LEVEL.get(name) is type(value):
        data = converter.unstructure(value)
    else:
        raise TypeError(f"to_json does not know how to write a {name}")
    return json.dumps(
        {"type": name, "data": data}, ensure_ascii=False, indent=indent, sort_keys=True
    )


def from_json(text: str | bytes) -> Any:
    """Read back what :func:`to_json` wrote; raises ``ValueError`` on bad input."""
    try:
        doc = json.loads(text)
        name = doc["type"]
        data = doc["data"]
    except (ValueError, TypeError, KeyError) as exc:
        raise ValueError(f"not a citadels_rules JSON document: {exc}") from None
    if name == "Action":
        return _structure_action(data, Action)
    cls = TOP_LEVEL.get(name)
    if cls is None:
        raise ValueError(f"unknown JSON document type {name!r}")
    try:
        value: Any = converter.structure(data, cls)
    except Exception as exc:  # cattrs raises exception groups with details
        raise ValueError(f"invalid {name} JSON: {exc}") from exc
    return value
