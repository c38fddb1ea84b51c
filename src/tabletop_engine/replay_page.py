"""The game-agnostic half of a replay page: one static HTML file to scrub through a
recorded game, whichever game it is (``citadels replay --html``, ``dominion replay
--html``).

Why here: both games make the same kind of page -- every step of a record as each viewer
may know it, stored once and as changes, drawn by a small vanilla-JS renderer -- and the
storage, the page's controls (step buttons, slider, keys, round, view and language
selects, the address ``#step=..&view=..&lang=..``) and the way the data is embedded are the
same for both. A game brings the table of one step as one viewer sees it (a JSON-able
dict with a ``round``), its template (its own styles and drawing) and its words.

The data of a page: ``views`` (``"all"``, the whole table, then one per seat: ``"0"``,
``"1"``...) and ``steps``. Each step holds every view's table as ``{"common": ...,
"patches": {view: patch}}`` (:func:`split`: what the views share is stored once), and the
steps after the first are stored as patches of the one before (:func:`diff`); read them
back with :func:`entries` and :func:`step_view`. The page does the same as :func:`merge`.

>>> steps = PageSteps(["all", "0"])
>>> steps.add([{"hand": ["a", "b"], "gold": 2}, {"hand": None, "gold": 2}])
>>> steps.add([{"hand": ["a"], "gold": 3}, {"hand": None, "gold": 3}])
>>> data = {"views": steps.views, "steps": steps.steps}
>>> step_view(data, 1, 0)
{'hand': None, 'gold': 3}
>>> step_view(data, 1, "all")
{'hand': ['a'], 'gold': 3}

The template of a page names the shared parts (``templates/replay_page.html``, which
says what each part expects of the page) on lines of their own, and :func:`fill_page`
puts them, the title and the data in. Nothing here names a game.
"""

from __future__ import annotations

import html
import json
import re
from collections import Counter
from collections.abc import Iterable, Iterator, Mapping, Sequence
from functools import cache
from importlib import resources
from typing import Any

#: The name of the view that shows everything (the record's full knowledge).
ALL = "all"
#: The languages a page knows: its labels and the card names in English or Chinese.
LANGS = ("en", "zh")

_PARTS = "templates/replay_page.html"
_PART_LINE = re.compile(
    r"^[ \t]*(?:/\*@part (?P<css>[\w-]+)[^\n]*?\*/|<!--@part (?P<html>[\w-]+)[^\n]*?-->)[ \t]*\n",
    re.MULTILINE,
)
_MARK = re.compile(r"/\*__PAGE_DATA__\*/null|__PAGE_(?:TITLE|GAME|HEADING)__")


# -- plain values -------------------------------------------------------------------------
def plain(value: Any) -> Any:
    """``value`` as JSON: tuples and sets become lists, mappings dicts, the rest strings.

    >>> plain({"cards": ("a", "b"), "seats": frozenset({1, 0}), "n": 2})
    {'cards': ['a', 'b'], 'seats': [0, 1], 'n': 2}
    """
    if value is None or isinstance(value, bool | int | float | str):
        return value
    if isinstance(value, tuple | list):
        return [plain(v) for v in value]
    if isinstance(value, frozenset | set):
        return sorted((plain(v) for v in value), key=repr)
    if isinstance(value, Mapping):
        return {str(k): plain(v) for k, v in value.items()}
    return str(value)


# -- views stored once (common part + patches), steps as changes ------------------------
def _key(value: Any) -> Any:
    """A hashable key of a JSON value (``True`` and ``1`` differ)."""
    if isinstance(value, dict | list):
        return json.dumps(value, sort_keys=True)
    return (type(value).__name__, value)


def _same(a: Any, b: Any) -> bool:
    """Equal as JSON values (``True`` is not ``1``)."""
    if a is b:
        return True
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(_same(a[k], b[k]) for k in a)
    if isinstance(a, list):
        return len(a) == len(b) and all(map(_same, a, b))
    return bool(a == b)


def _same_shape(values: Sequence[Any]) -> Iterable[Any] | None:
    """The keys (dicts) or indexes (lists) shared by all ``values``, when they have the
    same shape; None otherwise (a dict with a ``"="`` key is never looked into)."""
    first = values[0]
    if type(first) is dict and "=" not in first:
        same = all(type(v) is dict and v.keys() == first.keys() for v in values)
        return list(first) if same else None
    if type(first) is list:
        same = all(type(v) is list and len(v) == len(first) for v in values)
        return range(len(first)) if same else None
    return None


def diff(old: Any, new: Any) -> Any:
    """The patch that turns ``old`` into ``new`` (``merge(old, diff(old, new)) == new``):
    None when equal, ``{"=": new}`` to replace, ``{key or index: patch}`` when both are
    dicts with the same keys or lists of the same length.

    >>> diff({"gold": 2, "hand": ["a"]}, {"gold": 3, "hand": ["a"]})
    {'gold': {'=': 3}}
    """
    parts = _same_shape([old, new])
    if parts is None:
        return None if _same(old, new) else {"=": new}
    patch = {}
    for part in parts:
        p = diff(old[part], new[part])
        if p is not None:
            patch[str(part)] = p
    return patch or None


def split(values: Sequence[Any]) -> tuple[Any, list[Any]]:
    """``(common, patches)`` such that ``merge(common, patches[i]) == values[i]``, with
    what most values hold in ``common``: one step's tables of every view, each view
    keeping only what differs from the others.

    >>> split([{"gold": 2, "hand": ["a"]}, {"gold": 2, "hand": None}])
    ({'gold': 2, 'hand': ['a']}, [None, {'hand': {'=': None}}])
    """
    first = values[0]
    if all(_same(first, v) for v in values):
        return first, [None] * len(values)
    parts = _same_shape(values)
    if parts is None:
        keys = [_key(v) for v in values]
        mode = Counter(keys).most_common(1)[0][0]
        most = values[keys.index(mode)]
        return most, [None if k == mode else {"=": v} for k, v in zip(keys, values, strict=True)]
    common: Any = {} if isinstance(first, dict) else []
    patches: list[dict[str, Any]] = [{} for _ in values]
    for part in parts:
        c, ps = split([v[part] for v in values])
        if isinstance(common, dict):
            common[part] = c
        else:
            common.append(c)
        for patch, p in zip(patches, ps, strict=True):
            if p is not None:
                patch[str(part)] = p
    return common, [p or None for p in patches]


def merge(old: Any, patch: Any) -> Any:
    """``old`` with ``patch`` (from :func:`diff` or :func:`split`) applied; the page does
    the same."""
    if patch is None:
        return old
    if "=" in patch:
        return patch["="]
    if isinstance(old, list):
        out = list(old)
        for k, p in patch.items():
            out[int(k)] = merge(out[int(k)], p)
        return out
    return {k: merge(v, patch.get(k)) for k, v in old.items()}


class PageSteps:
    """The ``steps`` of a page, made one step at a time: :meth:`add` each step's tables,
    one per view in the order of ``views``; :attr:`steps` holds the first step whole and
    each later one as a patch of the one before."""

    def __init__(self, views: Sequence[str]) -> None:
        self.views = list(views)
        self.steps: list[Any] = []
        self._entry: dict[str, Any] | None = None

    def add(self, tables: Sequence[Any]) -> None:
        """Add the next step: ``tables[i]`` is what view ``views[i]`` shows."""
        common, patches = split(tables)
        new = {"common": common, "patches": dict(zip(self.views, patches, strict=True))}
        self.steps.append(new if self._entry is None else diff(self._entry, new))
        self._entry = new


def page_viewers(seat: int | None, players: int) -> list[int | None]:
    """The viewers of a page of a ``players``-player game: None (everything) and every
    seat, or only ``seat``'s. ``ValueError`` for a seat not in the game."""
    if seat is None:
        return [None, *range(players)]
    if isinstance(seat, bool) or not (isinstance(seat, int) and 0 <= seat < players):
        raise ValueError(f"seat must be an int from 0 to {players - 1}, not {seat!r}")
    return [seat]


def view_name(viewer: int | str | None) -> str:
    """The name of ``viewer``'s view: ``"all"`` for None, else the seat as a string."""
    return ALL if viewer is None else str(viewer)


def entries(data: Mapping[str, Any]) -> Iterator[dict[str, Any]]:
    """The steps of a page's data, each as ``{"common": ..., "patches": {view: patch}}``
    (``data["steps"]`` holds the first, then each as a patch of the one before)."""
    entry: Any = None
    for stored in data["steps"]:
        entry = stored if entry is None else merge(entry, stored)
        yield entry


def step_view(data: Mapping[str, Any], step: int, viewer: int | str | None = None) -> Any:
    """Step ``step`` of a page's data as ``viewer`` sees it (a seat, or None/"all" for
    everything): the game's table of that step (Citadels: the dict of
    :func:`citadels_rules.html.table_data`, Dominion: of
    :func:`dominion_rules.html.table_data`) plus what the game adds to each step, such as
    the action that led to it.

    Raises ``ValueError`` for a view not in the data, ``IndexError`` for a step out of
    range."""
    name = view_name(viewer)
    if name not in data["views"]:
        raise ValueError(f"no view {name!r} in this data (views: {', '.join(data['views'])})")
    if not 0 <= step < len(data["steps"]):
        raise IndexError(f"step {step} out of range (0 to {len(data['steps']) - 1})")
    for i, entry in enumerate(entries(data)):
        if i == step:
            return merge(entry["common"], entry["patches"][name])
    raise AssertionError("unreachable")


# -- the page -----------------------------------------------------------------------------
def script_json(value: Any) -> str:
    """JSON safe inside a ``<script>`` element (no ``<``, ``>`` or ``&`` as such)."""
    text = json.dumps(value, ensure_ascii=False, separators=(",", ":"))
    return text.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")


def check_lang(lang: str) -> None:
    """``ValueError`` unless ``lang`` is one of :data:`LANGS` (before a page is made)."""
    if lang not in LANGS:
        raise ValueError(f"lang must be 'en' or 'zh', not {lang!r}")


@cache
def parts() -> dict[str, str]:
    """The shared parts of every page's template, by name (``templates/replay_page.html``:
    each from its ``@@ NAME:`` line to the next)."""
    text = resources.files(__package__).joinpath(_PARTS).read_text(encoding="utf-8")
    out: dict[str, str] = {}
    name = None
    for line in text.splitlines(keepends=True):
        if line.startswith("@@ "):
            name = line[3:].split(":", 1)[0].strip()
            out[name] = ""
        elif name is not None:
            out[name] += line
    return out


def template(package: str, path: str) -> str:
    """The template ``path`` of ``package`` (``"templates/replay.html"``) with the shared
    parts it names put in (a line ``/*@part NAME ...*/`` or ``<!--@part NAME ...-->``).
    ``KeyError`` for a part that does not exist."""
    text = resources.files(package).joinpath(path).read_text(encoding="utf-8")
    known = parts()
    return _PART_LINE.sub(lambda m: known[m.group("css") or m.group("html")], text)


def fill_page(
    page: str,
    data: dict[str, Any],
    *,
    game: str,
    heading: str,
    lang: str,
    first: int | None,
    words: Mapping[str, Mapping[str, str]],
) -> str:
    """The page: ``page`` (a :func:`template`) with its title, the game's name and
    ``data`` put in. ``data`` gains ``initial`` (the view shown first: ``first``, a seat,
    or everything for None; the language ``lang``) and ``words`` (``{lang: {English:
    translation}}``: the page's labels in other languages).

    ``heading`` is the title's template, ``{preset}``, ``{players}`` and ``{seed}`` filled
    from ``data["meta"]`` (the page translates it with its words). Raises ``ValueError``
    when ``first`` has no view in ``data``."""
    check_lang(lang)
    if first is not None and str(first) not in data["views"]:
        raise ValueError(f"no view of seat {first!r} in this page")
    data["initial"] = {"view": view_name(first), "lang": lang}
    data["words"] = {k: dict(v) for k, v in words.items()}
    meta = data["meta"]
    title = heading.format(preset=meta["preset"], players=meta["players"], seed=meta["seed"])
    values = {
        "__PAGE_TITLE__": html.escape(title),
        "__PAGE_GAME__": game,
        "__PAGE_HEADING__": script_json(heading),
        "/*__PAGE_DATA__*/null": script_json(data),
    }
    return _MARK.sub(lambda m: values[m.group()], page)


#: Chinese of the words the shared parts show in the header (the controls, the views);
#: a game adds its own to these and :data:`BANNER_WORDS_ZH` (English -> Chinese).
CONTROL_WORDS_ZH: dict[str, str] = {
    "First step (Home)": "第一步（Home）",
    "Step back (←)": "上一步（←）",
    "Step forward (→)": "下一步（→）",
    "Last step (End)": "最後一步（End）",
    "Step {step} / {last} · round {round}": "第 {step} / {last} 步 · 第 {round} 回合",
    "Round": "回合",
    "View": "視角",
    "Language": "語言",
    "setup": "開局",
    "round {round}": "第 {round} 回合",
    "everything": "全部",
    "{seat}'s view": "{seat}的視角",
}
#: Chinese of the banner the shared parts show above the table.
BANNER_WORDS_ZH: dict[str, str] = {
    "This record stops at a failed check: {failure}": "這份紀錄停在一個失敗的檢查：{failure}",
    "This page holds only seat {seat}'s view of the game.": "這一頁只有座位 {seat} 的視角。",
}

__all__ = [
    "ALL",
    "BANNER_WORDS_ZH",
    "CONTROL_WORDS_ZH",
    "LANGS",
    "PageSteps",
    "check_lang",
    "diff",
    "entries",
    "fill_page",
    "merge",
    "page_viewers",
    "parts",
    "plain",
    "script_json",
    "split",
    "step_view",
    "template",
    "view_name",
]
