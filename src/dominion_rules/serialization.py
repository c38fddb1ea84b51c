"""JSON: ``to_json`` / ``from_json`` for states, views, configs, records, scores, actions.

Built on the engine's converter (strict scalars, actions, ``Params``, error paths) with
this game's own registry of document types and of effect classes (a queued effect is
``{"type": name, ...fields}``), so that Dominion and Citadels documents never share
names. Every document carries ``format`` and the versions of ``dominion_rules`` and of
the packs in play.
"""

from __future__ import annotations

from typing import Any

import attrs
from cattrs.gen import make_dict_structure_fn, make_dict_unstructure_fn, override

from tabletop_engine.actions import Action
from tabletop_engine.serialization import MAX_SIZE, error_paths, read_document, write_document
from tabletop_engine.serialization import converter as _base
from tabletop_engine.validation import Problems, action_count, check_agents, refuse

from ._version import __version__
from .config import GameConfig
from .effects import EFFECTS
from .packs import ruleset_for
from .scoring import Score, ScoreLine
from .state import NO_EXTRAS, GameState, Pending, PlayerState, SeatExtras, TurnExtras, TurnState
from .views import GameView, PendingView, PlayerView, ViewExtras

#: The version of the JSON layout written by :func:`to_json`.
FORMAT = 1
#: The most actions a record may hold: the longest game :func:`~dominion_rules.play`
#: plays (its ``max_actions``). ``from_json`` refuses a longer record before reading its
#: actions, so loading and replaying one costs work bounded by a game's length.
LONGEST_GAME = 100_000

converter = _base.copy()


def _none(value: Any, _: Any) -> None:
    if value is not None:
        raise ValueError(f"expected null, got {value!r}")


converter.register_structure_hook(type(None), _none)


def _effect_out(value: Any) -> Any:
    name = type(value).__name__
    if EFFECTS.get(name) is not type(value):
        raise TypeError(f"cannot serialize {value!r} in a queue")
    return {"type": name, **_base.unstructure(value, type(value))}


def _effect_in(value: Any, _: Any) -> Any:
    if not isinstance(value, dict) or value.get("type") not in EFFECTS:
        raise ValueError(f"unknown queued effect {value!r}")
    cls = EFFECTS[value["type"]]
    return converter.structure({k: v for k, v in value.items() if k != "type"}, cls)


def _queue_out(queue: tuple[Any, ...]) -> list[Any]:
    return [_effect_out(e) for e in queue]


def _queue_in(value: Any, _: Any) -> tuple[Any, ...]:
    if not isinstance(value, list):
        raise ValueError("queue: expected a list")
    return tuple(_effect_in(v, None) for v in value)


#: What packs of the later sets add to a seat, a turn and a view: written only when not
#: empty, so that a base game's JSON (and every golden hash) stays as it was. A seat's
#: and a turn's ``extra`` is written as its fields, beside the zones.
_PACK_FIELDS = {
    GameView: ("nonsupply", "extra_turns", "costs"),
}


def _flat(cls: type, extras: type, empty: Any) -> None:
    """JSON for ``cls`` (a seat or a turn) with its ``extra`` written as its fields (only
    those not empty) and read back from them."""
    omit: dict[str, Any] = {"extra": override(omit=True)}
    out: Any = make_dict_unstructure_fn(cls, converter, **omit)
    inner: Any = make_dict_structure_fn(cls, converter, **omit)
    defaults: dict[str, Any] = {
        f.name: override(omit_if_default=True) for f in attrs.fields(extras)
    }
    extra_out: Any = make_dict_unstructure_fn(extras, converter, **defaults)
    names = [f.name for f in attrs.fields(extras)]

    def unstructure(value: Any) -> dict[str, Any]:
        d: dict[str, Any] = out(value)
        if value.extra is not empty and value.extra is not None:
            d.update(extra_out(value.extra))
        return d

    def structure(d: Any, _: Any) -> Any:
        if not isinstance(d, dict):
            raise ValueError(f"expected an object, got {type(d).__name__}")
        rest = {k: v for k, v in d.items() if k not in names}
        given = {k: d[k] for k in names if k in d}
        value = inner(rest, cls)
        if not given:
            return value
        return attrs.evolve(value, extra=converter.structure(given, extras))

    converter.register_unstructure_hook(cls, unstructure)
    converter.register_structure_hook(cls, structure)


_flat(PlayerState, SeatExtras, NO_EXTRAS)
_flat(TurnState, TurnExtras, None)
_flat(PlayerView, ViewExtras, None)


def _state_out(state: GameState) -> dict[str, Any]:
    out = {
        "config": converter.unstructure(state.config, GameConfig),
        "players": [converter.unstructure(p, PlayerState) for p in state.players],
        "supply": dict(state.supply),
        "trash": list(state.trash),
        "turn": None if state.turn is None else converter.unstructure(state.turn, TurnState),
        "turns": list(state.turns),
        "rng": converter.unstructure(state.rng),
        "pending": None if state.pending is None else converter.unstructure(state.pending, Pending),
        "queue": _queue_out(state.queue),
    }
    if state.nonsupply:
        out["nonsupply"] = dict(state.nonsupply)
    if state.extra_turns:
        out["extra_turns"] = list(state.extra_turns)
    return out


def _piles(value: Any, where: str) -> Any:
    """Piles as JSON writes them (``{card: n}``), as a ``Params``."""
    from tabletop_engine.params import Params

    if not isinstance(value, dict) or not all(
        isinstance(v, int) and not isinstance(v, bool) for v in value.values()
    ):
        raise ValueError(f"{where}: expected an object of ints")
    return Params(value)


def _state_in(d: Any, _: Any) -> GameState:
    from tabletop_engine.rng import Rng

    config = converter.structure(d["config"], GameConfig)
    supply = _piles(d["supply"], "supply")
    return GameState(
        config=config,
        players=tuple(converter.structure(p, PlayerState) for p in d["players"]),
        supply=supply,
        trash=converter.structure(d["trash"], tuple[str, ...]),
        turn=None if d["turn"] is None else converter.structure(d["turn"], TurnState),
        turns=converter.structure(d["turns"], tuple[int, ...]),
        rng=converter.structure(d["rng"], Rng),
        pending=None if d["pending"] is None else converter.structure(d["pending"], Pending),
        queue=_queue_in(d.get("queue", []), None),
        rules=ruleset_for(config.preset),
        nonsupply=_piles(d.get("nonsupply", {}), "nonsupply"),
        extra_turns=converter.structure(d.get("extra_turns", []), tuple[int, ...]),
    )


converter.register_unstructure_hook(GameState, _state_out)
converter.register_structure_hook(GameState, _state_in)
_queue_field = override(unstruct_hook=_queue_out, struct_hook=_queue_in)
converter.register_unstructure_hook(
    GameView,
    make_dict_unstructure_fn(
        GameView,
        converter,
        queue=_queue_field,
        **{name: override(omit_if_default=True) for name in _PACK_FIELDS[GameView]},  # type: ignore[arg-type]
    ),
)
converter.register_structure_hook(
    GameView, make_dict_structure_fn(GameView, converter, queue=_queue_field)
)

#: Document types :func:`to_json` writes and :func:`from_json` reads, by name.
TOP: dict[str, type] = {
    cls.__name__: cls
    for cls in (
        GameState,
        GameConfig,
        GameView,
        PlayerView,
        PendingView,
        Score,
        ScoreLine,
        PlayerState,
        TurnState,
        Pending,
    )
}


def register_top(cls: type) -> None:
    """Let :func:`to_json` write ``cls`` (the record class registers itself)."""
    TOP[cls.__name__] = cls


def to_json(value: Any, *, indent: int | None = None) -> str:
    """The JSON text of a state, view, config, record, score or action, with the format
    version and the versions of ``dominion_rules`` and of the packs in play.

    >>> from dominion_rules import GameConfig, from_json
    >>> from_json(to_json(GameConfig(players=3, seed=1))) == GameConfig(players=3, seed=1)
    True
    """
    name = type(value).__name__
    if isinstance(value, Action):
        data: Any = converter.unstructure(value, Action)
    elif isinstance(value, tuple) and value and all(isinstance(s, Score) for s in value):
        name = "Scores"
        data = {"scores": [converter.unstructure(s, Score) for s in value]}
    elif TOP.get(name) is type(value):
        data = converter.unstructure(value, type(value))
    else:
        raise TypeError(f"to_json does not know how to write a {name}")
    header: dict[str, Any] = {"dominion_rules": __version__}
    config = getattr(value, "config", None)
    if isinstance(config, GameConfig):
        header["packs"] = ruleset_for(config.preset).versions
    return write_document(name, data, header, FORMAT, indent)


def from_json(text: str | bytes, *, max_size: int | None = MAX_SIZE) -> Any:
    """Read back what :func:`to_json` wrote. Raises ``ValueError`` naming the path of each
    wrong field, and for a document of a newer format. The envelope is checked as
    Citadels' is (:func:`tabletop_engine.serialization.read_document`): text over
    ``max_size`` (default 64 MiB; None for a document you trust) is refused before it
    is parsed, and so is JSON nested too deep. Every state read is checked
    (:func:`~dominion_rules.validate.check_state`: conservation, the decision, the
    queue, bounds, each legal action applied once); a record of more actions than the
    longest game (:data:`LONGEST_GAME`) is refused before its actions are read (unless
    ``max_size`` is None), and one whose agents or scores do not fit its seats after."""
    doc = read_document(
        text, library="dominion_rules", version=__version__, fmt=FORMAT, max_size=max_size
    )
    name, data = doc["type"], doc["data"]
    cls = TOP.get(name) if isinstance(name, str) else None
    if name not in ("Action", "Scores") and cls is None:
        known = ", ".join(["Action", "Scores", *sorted(TOP)])
        raise ValueError(f"$.type: unknown document type {name!r} (known: {known})")
    if name == "GameRecord" and max_size is not None:
        try:
            action_count(data, LONGEST_GAME)
        except ValueError as exc:
            raise ValueError(f"invalid {name} JSON: {exc}") from None
    try:
        if not isinstance(data, dict):
            raise TypeError(f"expected an object, got {type(data).__name__}")
        if name == "Action":
            return converter.structure(data, Action)
        if name == "Scores":
            return tuple(converter.structure(s, Score) for s in data["scores"])
        assert cls is not None
        value: Any = converter.structure(data, cls)
    except Exception as exc:  # cattrs raises exception groups with a note per field
        raise ValueError(f"invalid {name} JSON: {'; '.join(error_paths(exc, '$.data'))}") from exc
    state = value if isinstance(value, GameState) else getattr(value, "final_state", None)
    if isinstance(state, GameState):
        from .validate import check_state

        try:
            # A record's final state is checked whole but not probed: the record stands or
            # falls by its replay (``replay`` compares the final state and scores), and a
            # failure record of ``dominion check`` ends where a card's next action fails.
            check_state(state, probe=False if state is not value else None)
            if state is not value:
                _check_record(value)
        except ValueError as exc:
            raise ValueError(f"invalid {name} JSON: {exc}") from None
    return value


def _check_record(record: Any) -> None:
    """What a record read must hold besides a valid final state: the record's config,
    one agent name per seat, one score per seat (whether they are the replay's is
    :func:`~dominion_rules.replay`'s check)."""
    out = Problems()
    n = record.config.players
    if record.final_state.config != record.config:
        out.add("final_state.config: not the record's config")
    check_agents(record.agents, n, out)
    if len(record.scores) != n:
        out.add(f"scores: {len(record.scores)} scores for {n} seats")
    refuse(out.items, "GameRecord")
