"""``Action``: one frozen value for every move a player can make.

Actions compare and hash by value, so an action built by hand equals the one in
:func:`legal_actions`. The engine builds its own actions through :func:`make_action`,
which interns them: the same move is the same object, created once per process.
"""

from __future__ import annotations

from typing import Any

from .params import EMPTY, Params, ParamValue

_SENTINEL = object()

#: Params that name a set of cards (the cards paying for a Thieves' Den): an action
#: built by hand lists them in any order, as a list or a tuple, and holds them sorted,
#: as the legal actions do, so that it equals the legal one.
UNORDERED_PARAMS = frozenset({"pay_cards"})


class Action:
    """A move: ``kind`` (e.g. ``"build"``), the ``actor`` seat and named ``params``.

    >>> a = Action("build", actor=0, card="temple")
    >>> a
    Action('build', actor=0, card='temple')
    >>> str(a)
    'build card=temple'
    >>> a.params["card"]
    'temple'
    >>> a == Action("build", actor=0, card="temple")
    True

    A list given as a param's value is held as a tuple; the cards of ``pay_cards`` (see
    :data:`UNORDERED_PARAMS`) are held sorted.
    """

    __slots__ = ("_hash", "_key", "actor", "kind", "params")

    kind: str
    actor: int | None
    params: Params
    _hash: int
    _key: tuple[Any, ...] | None

    def __init__(self, kind: str, actor: int | None = None, **params: ParamValue) -> None:
        if not isinstance(kind, str) or not kind:
            raise TypeError(f"Action kind must be a non-empty str, not {kind!r}")
        for name, value in params.items():
            if isinstance(value, list | tuple) and (
                name in UNORDERED_PARAMS or isinstance(value, list)
            ):
                params[name] = tuple(sorted(value)) if name in UNORDERED_PARAMS else tuple(value)
        p = Params(params) if params else EMPTY
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "actor", actor)
        object.__setattr__(self, "params", p)
        object.__setattr__(self, "_hash", hash((kind, actor, p._items)))
        object.__setattr__(self, "_key", _flat_key(kind, actor, p._items))

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"Action is frozen: cannot set {name!r}")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"Action is frozen: cannot delete {name!r}")

    def __hash__(self) -> int:
        return self._hash

    def __eq__(self, other: object) -> bool:
        if self is other:
            return True
        if not isinstance(other, Action):
            return NotImplemented
        return (
            self._hash == other._hash
            and self.kind == other.kind
            and self.actor == other.actor
            and self.params._items == other.params._items
        )

    def __reduce__(self) -> tuple[Any, ...]:
        return (_rebuild, (self.kind, self.actor, self.params.items_tuple()))

    def get(self, name: str, default: ParamValue = None) -> ParamValue:
        """A param's value, or ``default`` when the action has no such param."""
        return self.params._d.get(name, default)

    @property
    def sort_key(self) -> tuple[Any, ...]:
        """A total order over actions (kind, then params, ints before strings)."""
        return _sort_key(self.kind, self.actor, self.params._items)

    def __repr__(self) -> str:
        parts = [repr(self.kind), f"actor={self.actor!r}"]
        parts += [f"{k}={v!r}" for k, v in self.params._items]
        return f"Action({', '.join(parts)})"

    def __str__(self) -> str:
        return " ".join([self.kind, *(f"{k}={_fmt(v)}" for k, v in self.params._items)])


def _sort_key(
    kind: str, actor: int | None, items: tuple[tuple[str, ParamValue], ...]
) -> tuple[Any, ...]:
    return (
        kind,
        -1 if actor is None else actor,
        tuple(
            [
                (k, (1, 0, v) if v.__class__ is str else _value_key(v))  # str: the common case
                for k, v in items
            ]
        ),
    )


def _value_key(v: ParamValue) -> tuple[int, Any, str]:
    return (0, v, "") if isinstance(v, int) else (1, 0, str(v))


def _flat_key(
    kind: str, actor: int | None, items: tuple[tuple[str, ParamValue], ...]
) -> tuple[Any, ...]:
    """:func:`_sort_key` flattened (each item's name and value key side by side): the
    same order, as every item takes four places, and three times faster to compare.
    What the engine sorts by (``Action._key``)."""
    out: list[Any] = [kind, -1 if actor is None else actor]
    for k, v in items:
        if v.__class__ is str:
            out += (k, 1, 0, v)
        elif isinstance(v, int):
            out += (k, 0, v, "")
        else:
            out += (k, 1, 0, str(v))
    return tuple(out)


#: The flat-key pieces of the params the library builds (card ids, seats, names...: a
#: few hundred distinct pairs), each made once: :func:`_lib_key`.
_PIECES: dict[tuple[str, ParamValue], tuple[Any, ...]] = {}


def _lib_key(
    kind: str, actor: int | None, items: tuple[tuple[str, ParamValue], ...]
) -> tuple[Any, ...]:
    """:func:`_flat_key` of an action the library builds (its params are str, int, None
    or tuples of those), each item's piece looked up instead of made."""
    out: list[Any] = [kind, -1 if actor is None else actor]
    for item in items:
        try:
            out += _PIECES[item]
        except KeyError:
            piece = _flat_key("", 0, (item,))[2:]
            if len(_PIECES) < 100_000:
                _PIECES[item] = piece
            out += piece
    return tuple(out)


def _fmt(value: ParamValue) -> str:
    if value is None:
        return "none"
    if isinstance(value, tuple):  # ``manor,temple``; one item: ``manor,``
        return ",".join(_fmt(v) for v in value) + ("," if len(value) == 1 else "")
    return str(value)


def _rebuild(kind: str, actor: int | None, items: tuple[tuple[str, ParamValue], ...]) -> Action:
    return make_action(kind, actor, items)


_INTERNED: dict[tuple[Any, ...], Action] = {}


def make_action(
    kind: str, actor: int | None, items: tuple[tuple[str, ParamValue], ...] = ()
) -> Action:
    """The interned action for ``kind``, ``actor`` and sorted ``items``.

    The hot path of :func:`legal_actions`: a dict lookup instead of an object build.
    ``items`` must already be sorted by name.
    """
    key = (kind, actor, items)
    action = _INTERNED.get(key)
    if action is None:
        action = fresh_action(kind, actor, items)
        if len(_INTERNED) < 1_000_000:
            _INTERNED[key] = action
    return action


def fresh_action(
    kind: str, actor: int | None, items: tuple[tuple[str, ParamValue], ...] = ()
) -> Action:
    """A new action for ``kind``, ``actor`` and sorted ``items``, not interned: for the
    many one-off actions of a long target list (the Diplomat's pairs), which would
    otherwise fill the interning table with objects the garbage collector keeps
    scanning. Equal to the interned one, as every action built by hand is."""
    action = _new(Action)
    _set_kind(action, kind)
    _set_actor(action, actor)
    _set_params(action, Params._from_items(items) if items else EMPTY)
    _set_hash(action, hash((kind, actor, items)))
    _set_key(action, _lib_key(kind, actor, items))
    return action


_new = object.__new__
_set = object.__setattr__
# The slots' own setters (Action.__setattr__ refuses): a little faster than _set.
_SLOTS: Any = vars(Action)
_set_kind = _SLOTS["kind"].__set__
_set_actor = _SLOTS["actor"].__set__
_set_params = _SLOTS["params"].__set__
_set_hash = _SLOTS["_hash"].__set__
_set_key = _SLOTS["_key"].__set__


def parse_value(text: str) -> ParamValue:
    """Read a param value back from its ``str`` form: ints, ``none``, a tuple
    (comma-separated items, ``manor,`` for one item: the Thieves' Den's ``pay_cards``),
    or a string."""
    if "," in text:
        return tuple(parse_value(t) for t in text.split(",") if t)
    if text == "none":
        return None
    if text.lstrip("-").isdigit():
        return int(text)
    return text


def parse_tokens(text: str) -> tuple[int | None, str, dict[str, ParamValue], list[ParamValue]]:
    """Split ``"[seat:] kind k=v ... bare ..."`` into its parts (no legality check)."""
    text = text.strip()
    actor: int | None = None
    head, sep, rest = text.partition(":")
    if sep and head.strip().lstrip("-").isdigit():
        actor = int(head)
        text = rest.strip()
    tokens = text.split()
    if not tokens:
        raise ValueError("empty action text")
    kind, named, bare = tokens[0], {}, []
    for tok in tokens[1:]:
        name, eq, value = tok.partition("=")
        if eq:
            named[name] = parse_value(value)
        else:
            bare.append(parse_value(tok))
    return actor, kind, named, bare
