"""Generated documentation: the hook reference, the rules coverage table, the variants,
what a plugin may read of a state.

``python -m citadels_rules.docs [DIR] [TESTS]`` writes ``hooks.md``, ``cards.md``,
``variants.md``, ``state.md`` and ``interactions.md`` into ``DIR`` (default ``docs/``),
naming the tests found under ``TESTS`` (default ``tests/``). A test fails when the
committed files differ from what this produces, so the docs cannot drift from the hook
specs, the card data, the variants, the state classes or the tests.

The pages describe the packs shipped with the library (:data:`BUILTIN_PACKS`), so they
do not change when a fan pack is installed next to it; ``--installed`` documents every
installed pack instead.
"""

from __future__ import annotations

import argparse
import ast
import functools
import html
import importlib
import inspect
import re
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any, cast

import attrs

from tabletop_engine.decisions import Decision
from tabletop_engine.files import atomic_write_text
from tabletop_engine.hooks import spec_kinds

from .game import hookspecs
from .game.packs import BUILTIN_PACKS, Pack, VariantInfo, discover_packs
from .game.ruleset import Ruleset
from .game.state import District, DraftState, GameState, Mark, PlayerState, TurnState
from .interactions import interactions_page

GENERATED = "python -m citadels_rules.docs"
PAGES = ("hooks.md", "cards.md", "variants.md", "state.md", "interactions.md")

#: The classes of a state a plugin reads, in the order ``state.md`` lists them.
STATE_CLASSES: tuple[type, ...] = (
    GameState,
    PlayerState,
    District,
    TurnState,
    DraftState,
    Mark,
    Decision,
)

KIND_TEXT = {
    "first": "first non-None result wins",
    "collect": "results concatenated in order",
    "fold": "`value` threaded through the implementations",
}


# -- packs -------------------------------------------------------------------------------


def shipped_packs() -> list[Pack]:
    """The packs shipped with the library, in the order of :data:`BUILTIN_PACKS`."""
    out = []
    for spec in BUILTIN_PACKS:
        module_name, _, attr = spec.partition(":")
        pack = getattr(importlib.import_module(module_name), attr)
        if isinstance(pack, Pack):
            out.append(pack)
    return out


def _packs(packs: Iterable[Pack] | None) -> list[Pack]:
    return shipped_packs() if packs is None else list(packs)


def plugins_of(pack: Pack) -> list[tuple[str, object]]:
    """``(plugin name, plugin)`` of everything ``pack`` may register: its rules plugins,
    one plugin per card, one per variant (the names a game's hook-call monitor records)."""
    named = list(pack.rules) + list(pack.plugins.items())
    named += [(f"variant:{v.id}", v.plugin) for v in pack.variants if v.plugin is not None]
    return named


def hooks_of(plugin: object) -> list[str]:
    """The hook names ``plugin`` implements (its ``@hookimpl`` functions)."""
    return sorted(
        name
        for name in dir(plugin)
        if name.startswith(hookspecs.PROJECT + "_")
        and hasattr(getattr(plugin, name, None), hookspecs.PROJECT + "_impl")
    )


def hook_implementations(packs: Iterable[Pack] | None = None) -> dict[str, list[str]]:
    """Each hook name -> the plugin names implementing it in ``packs`` (default: shipped)."""
    out: dict[str, list[str]] = {}
    for pack in _packs(packs):
        for name, plugin in plugins_of(pack):
            for hook in hooks_of(plugin):
                names = out.setdefault(hook, [])
                if name not in names:  # a card of two editions (Witch) is listed once
                    names.append(name)
    return out


# -- hook reference ----------------------------------------------------------------------


def hook_specs() -> list[tuple[str, str, str, str]]:
    """``(name, kind, signature, docstring)`` of every hook, in the order they fire."""
    kinds = spec_kinds(hookspecs, hookspecs.PROJECT)
    out = []
    source = inspect.getsource(hookspecs)
    order = {m.group(1): m.start() for m in re.finditer(r"^def (citadels_\w+)", source, re.M)}
    for name in sorted(kinds, key=lambda n: order.get(n, 0)):
        func = getattr(hookspecs, name)
        sig = str(inspect.signature(func)).replace("'", "")
        out.append((name, kinds[name], sig, inspect.getdoc(func) or ""))
    return out


def hook_windows() -> dict[str, str]:
    """Each hook name -> the timing window it belongs to (the banner comment above it)."""
    source = inspect.getsource(hookspecs)
    banners = [
        (m.start(), m.group(1).strip())
        for m in re.finditer(r"^# -{10,}\n# (.+)\n# -{10,}$", source, re.M)
    ]
    out = {}
    for m in re.finditer(r"^def (citadels_\w+)", source, re.M):
        window = "Other hooks"
        for pos, title in banners:
            if pos < m.start():
                window = title
        out[m.group(1)] = window
    return out


_ROLE = re.compile(r":(?:func|class|mod|data|meth|attr|exc):`~?([^`]+)`")


def _role(match: re.Match[str], specs: frozenset[str]) -> str:
    target = match.group(1)
    if target in specs:
        return f"[`{target}`](#{target})"
    if match.group(0).split("`")[1].startswith("~"):
        target = target.rsplit(".", 1)[-1]
    return f"`{target}`"


def rst_to_markdown(doc: str, specs: Iterable[str] = ()) -> str:
    """Turn a docstring's reST bits into Markdown: roles become code (links for the hook
    specs in ``specs``), ``:param x:`` a list, ``:return:`` and ``Used by:`` bold labels."""
    names = frozenset(specs)
    doc = _ROLE.sub(lambda m: _role(m, names), doc)
    doc = re.sub(r"(?<=\S) (:param \w+:)", r"\n\1", doc)
    out: list[str] = []
    in_field = False
    for line in doc.splitlines():
        param = re.match(r":param (\w+):\s*(.*)", line)
        returns = re.match(r":returns?:\s*(.*)", line)
        if param:
            if out and out[-1] and not out[-1].startswith("- "):
                out.append("")
            out.append(f"- `{param.group(1)}`: {param.group(2)}")
            in_field = True
        elif returns:
            if out and out[-1]:
                out.append("")
            out.append(f"**Returns:** {returns.group(1)}")
            in_field = True
        elif in_field and line.startswith(" "):
            out[-1] += " " + line.strip()
        else:
            in_field = False
            if line.startswith("Used by:"):
                line = "**Used by:**" + line[len("Used by:") :]
            out.append(line)
    return "\n".join(out)


def hook_reference(packs: Iterable[Pack] | None = None) -> str:
    """The hook reference page (Markdown): every spec grouped by timing window, with its
    signature, calling convention, docstring and the shipped plugins implementing it."""
    specs = hook_specs()
    names = [name for name, *_ in specs]
    windows = hook_windows()
    impls = hook_implementations(packs)
    lines = [
        "# Hook reference",
        "",
        f"Generated from `citadels_rules/game/hookspecs.py` by `{GENERATED}`.",
        "",
        rst_to_markdown(inspect.getdoc(hookspecs) or "", names),
        "",
        "## Index",
        "",
        "| hook | window | kind | implemented by (shipped packs) |",
        "|---|---|---|---|",
    ]
    for name, kind, _sig, _doc in specs:
        used = ", ".join(f"`{p}`" for p in impls.get(name, ())) or "—"
        lines.append(f"| [`{name}`](#{name}) | {windows.get(name, '')} | {kind} | {used} |")
    lines.append("")
    window = None
    for name, kind, sig, doc in specs:
        if windows.get(name) != window:
            window = windows.get(name)
            lines += [f"## {window}", ""]
        used = ", ".join(f"`{p}`" for p in impls.get(name, ()))
        lines += [
            f"### `{name}`",
            "",
            f"```python\ndef {name}{sig}\n```",
            "",
            f"*{kind}* — {KIND_TEXT[kind]}.",
            "",
            rst_to_markdown(doc, names),
            "",
            f"Implemented in the shipped packs by: {used or 'none'}.",
            "",
        ]
    lines += plugin_api_reference()
    return "\n".join(lines).rstrip() + "\n"


def _one_line(doc: str) -> str:
    return _cell(" ".join(rst_to_markdown(doc).split()))


def plugin_api_reference() -> list[str]:
    """Markdown lines: the effects and the helper functions of :mod:`pack_api`."""
    from . import pack_api

    effects, helpers = [], []
    for name in sorted(pack_api.__all__, key=str.lower):
        obj = getattr(pack_api, name)
        doc = inspect.getdoc(obj) or ""
        if inspect.isclass(obj) and obj.__module__.endswith(".effects"):
            fields = ", ".join(
                f"`{f.name}`"
                + (f" = `{f.default!r}`" if isinstance(f.default, bool | int | str | None) else "")
                for f in attrs.fields(cast(Any, obj))
            )
            effects.append(f"| `{name}` | {fields} | {_one_line(doc)} |")
        elif inspect.isfunction(obj) and obj.__module__.startswith(__package__ or "-"):
            sig = str(inspect.signature(obj)).replace("'", "")
            # (a pipe inside a code span needs no escaping in a Python-Markdown table)
            helpers.append(f"| `{name}{sig}` | {_one_line(doc.split(chr(10) * 2)[0])} |")
    return [
        "## Effects",
        "",
        "What hooks return to change the game: values from `citadels_rules.pack_api`, applied",
        "by the core in the order returned. Accounts are `BANK`, a seat number (that",
        'player\'s gold) or `("district", seat, index)`; zones are `("hand", seat)`,',
        '`("deck",)`, `("deck_top",)`, `("deck_bottom",)`, `("aside",)`, `("out",)`,',
        '`("discard",)` and `("under", seat, index)`. A built district is no card in a zone:',
        "`MoveDistrict` moves it with its gold and the cards under it. An effect that cannot",
        "be applied as written (an amount below 1, a seat, district or card that is not",
        "there) raises `PackError` naming the plugin that returned it; `pay()` writes an",
        "amount that may be 0.",
        "",
        "| effect | fields | what |",
        "|---|---|---|",
        *effects,
        "",
        "## Helpers",
        "",
        "Functions of `citadels_rules.pack_api`: reading a state for a plugin, and the",
        "pack-level tools (`load_cards`, `register_pack`, `presets`). What a plugin may read",
        "of a state itself, and the core's token names, are on [state.md](state.md).",
        "",
        "| function | what |",
        "|---|---|",
        *helpers,
        "",
    ]


# -- tests naming cards ------------------------------------------------------------------


def suite_functions(tests: Path) -> list[tuple[str, str]]:
    """``(node id, text)`` of every test function under ``tests``: the pytest node id
    (path relative to the directory holding ``tests``) and the words that may name a card
    (its name without ``test_`` and its docstring, lowercase, ``-`` read as ``_``)."""
    out = []
    for path in sorted(tests.rglob("test_*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        prefix = path.relative_to(tests.parent).as_posix()
        found: list[tuple[str, ast.FunctionDef | ast.AsyncFunctionDef]] = []
        for node in tree.body:
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                found.append((prefix, node))
            elif isinstance(node, ast.ClassDef) and node.name.startswith("Test"):
                for sub in node.body:
                    if isinstance(sub, ast.FunctionDef | ast.AsyncFunctionDef):
                        found.append((f"{prefix}::{node.name}", sub))
        for where, func in found:
            if func.name.startswith("test_"):
                text = f"{func.name[5:]} {ast.get_docstring(func) or ''}".lower()
                out.append((f"{where}::{func.name}", text.replace("-", "_")))
    return out


def tests_by_card(tests: Path, ids: Iterable[str]) -> dict[str, list[str]]:
    """The node ids of the test functions under ``tests`` whose name or docstring names
    each of ``ids`` (a card or variant id, as a whole word)."""
    found: dict[str, list[str]] = {cid: [] for cid in ids}
    patterns = {cid: re.compile(rf"(?<![a-z_]){re.escape(cid)}(?![a-z])") for cid in found}
    for node_id, text in suite_functions(tests):
        for cid, pattern in patterns.items():
            if pattern.search(text):
                found[cid].append(node_id)
    return found


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def _anchor(prefix: str, cid: str) -> str:
    return f"{prefix}-{re.sub(r'[^a-z0-9_-]', '-', cid.lower())}"


def _tests_cell(cid: str, tests: Mapping[str, Sequence[str]] | None, prefix: str) -> str:
    if tests is None:
        return ""
    n = len(tests.get(cid, ()))
    return f"[{n}](#{_anchor(prefix, cid)})" if n else "**0**"


def _tests_lists(
    ids: Iterable[str], tests: Mapping[str, Sequence[str]], prefix: str, label: str
) -> list[str]:
    """One collapsible list of test node ids per id that has tests (raw HTML: no
    Markdown extension needed)."""
    lines = []
    for cid in ids:
        found = tests.get(cid, ())
        if not found:
            continue
        s = "" if len(found) == 1 else "s"
        lines += [
            f'<details id="{_anchor(prefix, cid)}"><summary><code>{html.escape(cid)}</code>'
            f" — {len(found)} {label}{s}</summary><ul>",
            *(f"<li><code>{html.escape(t)}</code></li>" for t in found),
            "</ul></details>",
            "",
        ]
    return lines


def cards_table(packs: Iterable[Pack] | None = None, tests: Path | None = None) -> str:
    """The rules coverage table: every card of ``packs`` (default: the shipped ones) with
    its names, edition, rank or cost, colour, and the tests naming it (when a ``tests``
    directory is given)."""
    packs = _packs(packs)
    ids = [c.id for pack in packs for c in pack.cards]
    found = tests_by_card(tests, ids) if tests is not None and tests.is_dir() else None
    lines = [
        "# Rules coverage",
        "",
        f"Generated from the packs' card data and the test suite by `{GENERATED}`.",
        "",
        "Every card of each pack below, with its English and Chinese names, its edition",
        "and the tests that cover it: the test functions whose name or docstring names the",
        "card id (click a count to see their pytest node ids). *plugin* marks a card with",
        "behaviour of its own (one plugin module); the meta-test",
        "`tests/unit/test_docs.py::test_every_card_with_behaviour_is_tested` fails when one",
        "of those is named by no test. Plain districts have no plugin: the core's rules for",
        "building, income and scoring cover them.",
        "",
    ]
    if found is not None:
        lines += [
            "| pack | cards | with a plugin | plugins named by a test | cards named by a test |",
            "|---|---|---|---|---|",
        ]
        for pack in packs:
            if not pack.cards:
                continue
            with_plugin = [c.id for c in pack.cards if c.id in pack.plugins]
            lines.append(
                f"| `{pack.id}` | {len(pack.cards)} | {len(with_plugin)} "
                f"| {sum(1 for cid in with_plugin if found[cid])} "
                f"| {sum(1 for c in pack.cards if found[c.id])} |"
            )
        lines.append("")
    for pack in packs:
        if not pack.cards:
            continue
        lines += [f"## {pack.info.name}", "", f"Pack `{pack.id}` {pack.info.version}.", ""]
        for kind, title in (("character", "Characters"), ("district", "Districts")):
            cards = [c for c in pack.cards if c.kind == kind]
            if not cards:
                continue
            what = "rank" if kind == "character" else "cost"
            colour = "income" if kind == "character" else "colour"
            lines += [
                f"### {title}",
                "",
                f"| id | English | 中文 | edition | {what} | {colour} | copies | plugin "
                "| tests | text |",
                "|---|---|---|---|---|---|---|---|---|---|",
            ]
            for c in cards:
                if kind == "character":
                    value, col = str(c.rank), c.income or ""
                else:
                    value = f"{c.cost}" + (f" (scores {c.value})" if c.value is not None else "")
                    col = c.colour or ""
                plugin = "✓" if c.id in pack.plugins else ""
                edition = c.edition or pack.id
                lines.append(
                    f"| `{c.id}` | {c.name} | {c.name_zh} | {edition} | {value} | {col} "
                    f"| {c.count} | {plugin} | {_tests_cell(c.id, found, 'tests')} "
                    f"| {_cell(c.text)} |"
                )
            lines.append("")
        if found is not None:
            lines += ["### Tests by card", ""]
            lines += _tests_lists((c.id for c in pack.cards), found, "tests", "test")
    return "\n".join(lines).rstrip() + "\n"


# -- variants ----------------------------------------------------------------------------


def variants_page(packs: Iterable[Pack] | None = None, tests: Path | None = None) -> str:
    """Every variant of ``packs`` (default: the shipped ones): id, summary, source, its
    default in each preset (on, off, base, n/a), the variants it conflicts with, the
    hooks its plugin implements (or the card data it changes), where it does not apply,
    and the tests naming it (when a ``tests`` directory is given)."""
    packs = _packs(packs)
    variants: list[tuple[Pack, VariantInfo]] = [(p, v) for p in packs for v in p.variants]
    conflicts: dict[str, set[str]] = {v.id: set(v.conflicts) for _, v in variants}
    for _, v in variants:
        for other in v.conflicts:
            conflicts.setdefault(other, set()).add(v.id)
    found = (
        tests_by_card(tests, [v.id for _, v in variants])
        if tests is not None and tests.is_dir()
        else None
    )
    lines = [
        "# Variants",
        "",
        f"Generated from the packs' variant lists by `{GENERATED}`.",
        "",
        "A variant (house rule, edition alternative or engine option) is switched on by a",
        "preset or by `GameConfig(variants=(...))`; an id prefixed with `-` switches off one",
        "the preset turns on. Two variants that conflict are rejected together with a",
        "`ConfigError`, and so is a variant without the variants it needs. A variant",
        "without hooks is a flag read by the cards it changes.",
        "",
        "```python",
        "import citadels_rules as cr",
        "",
        'config = cr.GameConfig(players=3, preset="classic", seed=1,',
        '                       variants=("-three_player_method_1", "three_player_method_2"))',
        "state = cr.new_game(config)",
        "```",
        "",
    ]
    presets = [preset for pack in packs for preset in pack.presets]
    if presets:
        lines += ["| preset | pack | players | variants on |", "|---|---|---|---|"]
        for pack in packs:
            for preset in pack.presets:
                on = ", ".join(f"`{v}`" for v in preset.variants) or "—"
                lo, hi = preset.players
                lines.append(f"| `{preset.id}` | `{pack.id}` | {lo}–{hi} | {on} |")
        lines.append("")
    lines += [
        "Each variant's default per preset: **on** (the preset switches it on), off, "
        "**base** (the preset's base rule already behaves this way) or n/a (it does not "
        "apply there: switching it on is a `ConfigError` that says why).",
        "",
    ]
    for pack in packs:
        if not pack.variants:
            continue
        lines += [
            f"## {pack.info.name}",
            "",
            f"Pack `{pack.id}` {pack.info.version}.",
            "",
            "| variant | summary | source | "
            + "".join(f"`{p.id}` | " for p in presets)
            + "conflicts with | hooks | tests |",
            "|---|---|---|" + "---|" * len(presets) + "---|---|---|",
        ]
        for v in pack.variants:
            defaults = "".join(f"{_default_cell(v.default_in(p))} | " for p in presets)
            against = ", ".join(f"`{c}`" for c in sorted(conflicts.get(v.id, ()))) or "—"
            hooks = hooks_of(v.plugin) if v.plugin is not None else []
            hook_links = ", ".join(f"[`{h}`](hooks.md#{h})" for h in hooks) or "flag"
            if v.requires:
                hook_links += "; needs " + ", ".join(f"`{r}`" for r in v.requires)
            if v.costs:
                hook_links += " (" + ", ".join(f"`{c}` costs {n}" for c, n in v.costs) + ")"
            lines.append(
                f"| `{v.id}` | {_cell(v.summary)} | {_cell(v.source) or '—'} | {defaults}"
                f"{against} | {hook_links} | {_tests_cell(v.id, found, 'variant-tests')} |"
            )
        lines.append("")
        why = [(v.id, v.why_not) for v in pack.variants if v.why_not]
        if why:
            lines += ["Where a variant does not apply:", ""]
            lines += [f"- `{vid}`: {_cell(reason)}" for vid, reason in why]
            lines.append("")
        if found is not None:
            lines += ["### Tests by variant", ""]
            lines += _tests_lists((v.id for v in pack.variants), found, "variant-tests", "test")
    return "\n".join(lines).rstrip() + "\n"


def _default_cell(default: str) -> str:
    """A variant's default in a preset, as the variants page shows it."""
    return f"**{default}**" if default in ("on", "base") else default


# -- what a plugin may read ---------------------------------------------------------------

_DOC_COMMENT = re.compile(r"^\s*#:\s?(.*)$")
_ASSIGNED = re.compile(r"^\s*(?:self\.)?([A-Za-z_]\w*)\s*(?::|=(?!=))")


def attribute_docs(source: str) -> dict[str, str]:
    """The ``#:`` comments of ``source`` by the attribute they document: the name
    assigned or annotated on the next line (``name: type``, ``name = value``,
    ``self.name = value``), in the order they appear."""
    docs: dict[str, str] = {}
    pending: list[str] = []
    for line in source.splitlines():
        comment = _DOC_COMMENT.match(line)
        if comment:
            pending.append(comment.group(1).strip())
            continue
        target = _ASSIGNED.match(line) if pending else None
        if target:
            docs[target.group(1)] = " ".join(pending)
        pending = []
    return docs


def _sentences_naming(doc: str, name: str) -> str:
    """The sentences of ``doc`` that name ``name`` as ````name````."""
    text = " ".join(doc.split())
    sentences = re.split(r"(?<=[.!?])\s+(?=[A-Z`(])", text)
    return " ".join(s for s in sentences if f"``{name}``" in s)


def field_doc(cls: type, name: str) -> str:
    """The documentation of field ``name`` of ``cls``: its ``#:`` comment, else the
    sentences of the class docstring naming it (empty when it has neither)."""
    doc = attribute_docs(inspect.getsource(cls)).get(name)
    if doc:
        return doc
    return _sentences_naming(inspect.getdoc(cls) or "", name)


def public_fields(cls: type) -> list[attrs.Attribute[Any]]:
    """The attrs fields of ``cls`` that a plugin may read (no leading underscore)."""
    return [f for f in attrs.fields(cast(Any, cls)) if not f.name.startswith("_")]


def field_type(cls: type, name: str) -> str:
    """The annotation of field ``name`` as written in the source of ``cls`` (or a base)."""
    for klass in cls.__mro__:
        annotation = vars(klass).get("__annotations__", {}).get(name)
        if annotation is not None:
            return (
                annotation if isinstance(annotation, str) else inspect.formatannotation(annotation)
            )
    return "Any"


#: Members that only the core uses (``but`` builds a changed copy: plugins return effects).
_CORE_ONLY = frozenset({"but"})


def public_members(cls: type) -> list[tuple[str, str]]:
    """``(call form, docstring)`` of the properties and methods a plugin may use on
    ``cls`` and its bases of this library (fields and core-only members aside)."""
    fields = {f.name for f in attrs.fields(cast(Any, cls))} if attrs.has(cls) else set()
    out: dict[str, tuple[str, str]] = {}
    for klass in reversed(cls.__mro__):
        if not klass.__module__.startswith(__package__ or "-"):
            continue
        for name, obj in vars(klass).items():
            if name.startswith("_") or name in fields or name in _CORE_ONLY:
                continue
            if isinstance(obj, property | functools.cached_property):
                out[name] = (name, inspect.getdoc(obj) or "")
            elif inspect.isfunction(obj):
                sig = str(inspect.signature(obj)).replace("(self, ", "(").replace("(self)", "()")
                out[name] = (f"{name}{sig}".replace("'", ""), inspect.getdoc(obj) or "")
    return sorted(out.values())


def ruleset_attributes() -> dict[str, str]:
    """The attributes of ``state.rules`` (a :class:`Ruleset`) and their ``#:`` docs."""
    return attribute_docs(inspect.getsource(Ruleset.__init__))


def core_names() -> list[tuple[str, str, str]]:
    """``(name, value, doc)`` of the string constants that :mod:`pack_api` defines
    itself (token names, mark kinds, variant flags), with their ``#:`` docs."""
    from . import pack_api

    source = inspect.getsource(pack_api)
    docs = attribute_docs(source)
    out = []
    for node in ast.parse(source).body:
        targets = node.targets if isinstance(node, ast.Assign) else [getattr(node, "target", None)]
        for target in targets:
            if isinstance(target, ast.Name) and target.id.isupper():
                value = getattr(pack_api, target.id)
                if isinstance(value, str):
                    out.append((target.id, value, docs.get(target.id, "")))
    return out


def _members_table(members: Sequence[tuple[str, str]]) -> list[str]:
    if not members:
        return []
    lines = ["| property or method | what |", "|---|---|"]
    lines += [f"| `{name}` | {_one_line(doc)} |" for name, doc in members]
    return [*lines, ""]


def _class_section(cls: type) -> list[str]:
    lines = [f"## {cls.__name__}", "", rst_to_markdown(inspect.getdoc(cls) or ""), ""]
    lines += ["| field | type | what |", "|---|---|---|"]
    for f in public_fields(cls):
        lines.append(
            f"| `{f.name}` | `{field_type(cls, f.name)}` | {_one_line(field_doc(cls, f.name))} |"
        )
    return [*lines, "", *_members_table(public_members(cls))]


def _ruleset_section() -> list[str]:
    lines = [
        "## state.rules",
        "",
        "`state.rules` is the `Ruleset` in force: everything that follows from the",
        "configuration (not the seed), shared by every state of a game and not part of",
        "its value.",
        "",
        "| attribute | what |",
        "|---|---|",
    ]
    lines += [f"| `{name}` | {_one_line(doc)} |" for name, doc in ruleset_attributes().items()]
    return [*lines, "", *_members_table(public_members(Ruleset))]


_NAME_GROUPS = (
    (
        "``used`` token",
        "Turn tokens",
        "`TurnState.used` holds these, tested with"
        " `used(state, NAME)`. An ability records its own use with `Use(<card id>)`.",
    ),
    (
        "Mark kind",
        "Mark kinds",
        "`Mark.kind` values that several cards and helpers read"
        " (`state.marked(character, KILLED)`); a pack may add kinds of its own.",
    ),
    ("", "Other names", "Further names defined by `citadels_rules.pack_api`."),
)


def _core_names_section() -> list[str]:
    names = core_names()
    lines = [
        "## The core's names",
        "",
        "Constants of `citadels_rules.pack_api` for the values the core and the shared",
        "helpers use: compare with them rather than with string literals.",
        "",
    ]
    for prefix, title, intro in _NAME_GROUPS:
        group = [n for n in names if n[2].startswith(prefix)]
        names = [n for n in names if n not in group]
        if group:
            lines += [f"### {title}", "", intro, "", "| name | value | what |", "|---|---|---|"]
            lines += [f"| `{n}` | `{v!r}` | {_one_line(d)} |" for n, v, d in group]
            lines.append("")
    return lines


def state_reference() -> str:
    """The page of what a plugin may read (Markdown): every field of the state classes
    with its type and documentation, their helper methods, ``state.rules``, and the
    core's token names and mark kinds."""
    lines = [
        "# What a plugin may read",
        "",
        f"Generated from `citadels_rules/game/state.py`, `game/ruleset.py` and `pack_api.py`"
        f" by `{GENERATED}`.",
        "",
        "Every hook receives the `GameState` of the moment: read any field below, change",
        "none (return [effects](hooks.md#effects) instead). While an action resolves it is",
        "the reducer's working state, updated in place by the effects, so a hook's `state`",
        "is only valid during the call: keep a frozen copy with `snapshot(state)` or",
        "`state.but(...)` ([the working state](working-state.md)). The",
        "[helpers](hooks.md#helpers) of `citadels_rules.pack_api`",
        "answer the common questions (`is_killed`, `owns`, `rank8_cost`, `income_colours`,",
        "...) the way the core does. Agents see the same shape through `observe`, with",
        "hidden parts redacted.",
        "",
    ]
    for cls in STATE_CLASSES:
        lines += _class_section(cls)
    lines += _ruleset_section()
    lines += _core_names_section()
    return "\n".join(lines).rstrip() + "\n"


# -- writing -----------------------------------------------------------------------------


def pages(tests: Path | None = None, packs: Iterable[Pack] | None = None) -> dict[str, str]:
    """The generated pages by file name."""
    packs = _packs(packs)
    return {
        "hooks.md": hook_reference(packs),
        "cards.md": cards_table(packs, tests),
        "variants.md": variants_page(packs, tests),
        "state.md": state_reference(),
        "interactions.md": interactions_page(packs, tests),
    }


def write(
    directory: Path, tests: Path | None = None, packs: Iterable[Pack] | None = None
) -> list[Path]:
    """Write the generated pages into ``directory``; return their paths."""
    directory.mkdir(parents=True, exist_ok=True)
    paths = []
    for name, text in pages(tests, packs).items():
        path = directory / name
        atomic_write_text(path, text)
        paths.append(path)
    return paths


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m citadels_rules.docs [DIR] [TESTS] [--installed]``."""
    parser = argparse.ArgumentParser(prog=GENERATED, description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("directory", nargs="?", default="docs", help="output (docs/)")
    parser.add_argument("tests", nargs="?", default="tests", help="the test suite (tests/)")
    parser.add_argument(
        "--installed",
        action="store_true",
        help="document every installed pack, not only the shipped ones",
    )
    args = parser.parse_args(argv)
    packs = list(discover_packs().values()) if args.installed else None
    for path in write(Path(args.directory), Path(args.tests), packs):
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
