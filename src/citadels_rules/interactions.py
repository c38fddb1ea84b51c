"""The interaction matrix of the fan and 2016 characters (Milestone 13).

For each character of the packs ``fan`` (ids ``fan.*``) and ``edition_2016`` (its 27
characters, the classic ones included), the *objects* its text names are derived from
its declarations, and a pair of characters that meet on an object is listed with the
tests covering it. ``docs/interactions.md`` is the table (``python -m
citadels_rules.docs``); ``tests/unit/test_interactions.py`` fails when a listed pair has
no test and is not in :data:`PENDING`.

Objects: ``gold``, ``hand``, ``city``, ``character``, ``crown``, ``tokens`` (warrants,
threats), ``draft``. A card *acts* on an object when it moves, takes or marks another
player's (or the shared) one; it *alters* an object when it changes what the others'
abilities do to it (protection, redirection, reordering, duplicate permission, reading
the marks). Where they come from, in order:

1. the tags of the declared abilities (:data:`TAG_ACTS`: ``destroy`` acts on a city,
   ``rob`` on a character and its gold, ``reveals_hand`` on a hand...);
2. the hooks the card's plugin implements (:data:`HOOK_ALTERS`: ``citadels_redirect``
   alters every aimed object, ``citadels_may_affect`` gold, hand and city,
   ``citadels_may_name`` the characters, ``citadels_may_receive`` the city,
   ``citadels_may_discard_face_up`` acts on the draft...);
3. where the declarations are silent (a verb such as ``take`` or ``swap`` that means
   different objects on different cards, a passive rule with no ability, a payment
   asked through a decision), the explicit table :data:`EXPLICIT`.

Two characters of one rank are never in one game: they are no pair. A pair ``(a, b)``
is listed for the objects where one *acts* and the other acts or
alters, except that two cards that both only act on gold, a hand or a city are not a
pair (each takes what is there; the order of turns settles it): on those objects one of
the two must alter. On a character, the crown, the tokens and the draft two actors meet
(naming the same character, passing the same crown).

A test covers a pair when its function name names both cards (each card by its short
name, the id without ``fan.``, as whole ``_``-separated words), e.g.
``test_chen_yiru_x_warlord_...`` or ``test_fan_chen_yiru_warlord_...``.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterable, Mapping, Sequence
from itertools import combinations
from pathlib import Path

from .game.packs import Pack

#: The objects, in the order the table lists them.
OBJECTS = ("gold", "hand", "city", "character", "crown", "tokens", "draft")

#: Objects on which two cards that both act make a pair.
CONTESTED = frozenset({"character", "crown", "tokens", "draft"})

#: The packs whose characters the matrix covers.
PACKS = ("fan", "edition_2016")

#: Ability tag -> the objects of others an ability with it acts on.
TAG_ACTS: dict[str, tuple[str, ...]] = {
    "kill": ("character",),
    "bewitch": ("character",),
    "rob": ("character", "gold"),
    "warrant": ("character", "tokens"),
    "confiscate": ("gold",),
    "threaten": ("character", "tokens", "gold"),
    "reveals_hand": ("hand",),
    "peek": ("hand", "gold"),
    "destroy": ("city",),
    "exchange": ("city",),
    "seize": ("city",),
    "crown": ("crown",),
    "collect": ("gold",),
    "borrow": ("gold", "hand"),
}

#: Hook -> the objects a card implementing it alters (``acts`` for the draft).
HOOK_ALTERS: dict[str, tuple[str, ...]] = {
    "citadels_redirect": ("gold", "hand", "city", "character", "crown"),
    "citadels_may_affect": ("gold", "hand", "city"),
    "citadels_may_target": ("city",),
    "citadels_may_name": ("character",),
    "citadels_may_receive": ("city",),
    "citadels_orders_turn": ("gold", "tokens"),
}
HOOK_ACTS: dict[str, tuple[str, ...]] = {
    "citadels_may_discard_face_up": ("draft",),
}

#: Card id -> hook -> the objects it alters through that hook, where a hook means less on
#: that card than :data:`HOOK_ALTERS` says.
NARROW: dict[str, dict[str, tuple[str, ...]]] = {
    # may_affect only holds robbery off until she settles it (free ordering)
    "fan.chen_yanjie": {"citadels_may_affect": ("gold",)},
}

#: Card id -> (objects it acts on, objects it alters), where its declarations are
#: silent: a verb meaning different objects on different cards (``take``, ``swap``,
#: ``shuffle``), a passive rule with no ability, a payment asked by a decision.
EXPLICIT: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "king": (("crown",), ()),  # takes the crown when called
    "patrician": (("crown",), ()),  # takes the crown when called
    "emperor": (("gold", "hand"), ()),  # the crown's recipient pays 1 gold or 1 card
    "fan.lin_yaxuan": (("gold", "hand", "city"), ()),  # the recipient pays gold/card/district
    "magician": (("hand",), ()),  # swap: hands
    "wizard": (("hand",), ()),  # take: a card of a hand
    "seer": (("hand",), ()),  # take: a card of each hand
    "fan.yang_xiaofan": (("hand", "city"), ()),  # shuffle: a card and a district of each
    "fan.jian_yuxin": (("gold",), ()),  # transfers pay the difference
    "tax_collector": (("gold",), ()),  # the tax on each build
    "fan.hu_xinyi": ((), ("character", "tokens", "city")),  # reads the neighbours' marks
    "fan.chen_yanjie": ((), ("character",)),  # reorders robbery, threat, warrant
}

#: Pairs with no test yet, each with the reason (the meta-test allows exactly these; a
#: pair a new test covers must leave this list, a new pair may not join it silently).
#: Empty since Milestone 13: every listed pair has a scenario test.
PENDING: tuple[tuple[tuple[str, str], str], ...] = ()

#: characters.md section of each character (the source of an AMBIGUOUS default).
SECTION = {
    "assassin": "1.1", "witch": "1.2", "magistrate": "1.3", "fan.chen_yiru": "1.4",
    "thief": "2.1", "spy": "2.2", "blackmailer": "2.3", "fan.dong_zining": "2.4",
    "magician": "3.1", "wizard": "3.2", "seer": "3.3", "fan.yang_xiaofan": "3.4",
    "king": "4.1", "emperor": "4.2", "patrician": "4.3", "fan.lin_yaxuan": "4.4",
    "bishop": "5.1", "abbot": "5.2", "cardinal": "5.3", "fan.chen_yanjie": "5.4",
    "merchant": "6.1", "alchemist": "6.2", "trader": "6.3", "fan.yang_ruoxin": "6.4",
    "architect": "7.1", "navigator": "7.2", "scholar": "7.3", "fan.lin_yuting": "7.4",
    "warlord": "8.1", "diplomat": "8.2", "marshal": "8.3", "fan.jian_yuxin": "8.4",
    "queen": "9.1", "artist": "9.2", "tax_collector": "9.3", "fan.hu_xinyi": "9.4",
}  # fmt: skip


def short(cid: str) -> str:
    """A card's short name in test names: its id without ``fan.``."""
    return cid.removeprefix("fan.")


def characters(packs: Iterable[Pack]) -> list[str]:
    """The ids of the matrix's characters: the ``fan.*`` ones and the 2016 edition's."""
    out: list[str] = []
    for pack in packs:
        if pack.id not in PACKS:
            continue
        for card in pack.cards:
            ok = card.kind == "character" and (pack.id != "fan" or card.id.startswith("fan."))
            if ok and card.id not in out:
                out.append(card.id)
    return out


def _plugin(packs: Sequence[Pack], cid: str) -> object | None:
    """The plugin of ``cid``: the 2016 or fan pack's own, else the first pack's."""
    ordered = sorted(packs, key=lambda p: p.id not in PACKS)
    for pack in ordered:
        if cid in pack.plugins:
            return pack.plugins[cid]
    return None


def objects_of(packs: Sequence[Pack], cid: str) -> tuple[frozenset[str], frozenset[str]]:
    """``(acts, alters)``: the objects card ``cid`` acts on and alters."""
    from .docs import hooks_of

    acts: set[str] = set()
    alters: set[str] = set()
    plugin = _plugin(packs, cid)
    if plugin is not None:
        for ability in getattr(plugin, "abilities", {}).values():
            for tag in ability.tags:
                acts.update(TAG_ACTS.get(tag, ()))
        narrow = NARROW.get(cid, {})
        for hook in hooks_of(plugin):
            alters.update(narrow.get(hook, HOOK_ALTERS.get(hook, ())))
            acts.update(HOOK_ACTS.get(hook, ()))
    extra_acts, extra_alters = EXPLICIT.get(cid, ((), ()))
    acts.update(extra_acts)
    alters.update(extra_alters)
    return frozenset(acts), frozenset(alters)


def pairs(packs: Sequence[Pack]) -> dict[tuple[str, str], tuple[str, ...]]:
    """Each pair of matrix characters that meet -> the objects they meet on."""
    ids = characters(packs)
    objs = {cid: objects_of(packs, cid) for cid in ids}
    rank = {c.id: c.rank for pack in packs for c in pack.cards if c.kind == "character"}
    out: dict[tuple[str, str], tuple[str, ...]] = {}
    for a, b in combinations(ids, 2):
        if rank.get(a) == rank.get(b):
            continue  # two characters of one rank are never in one game
        (acts_a, alt_a), (acts_b, alt_b) = objs[a], objs[b]
        shared = (acts_a & alt_b) | (acts_b & alt_a) | (acts_a & acts_b & CONTESTED)
        if shared:
            out[(a, b)] = tuple(o for o in OBJECTS if o in shared)
    return out


def _words(name: str) -> str:
    return "_" + name.lower() + "_"


def test_functions(tests: Path) -> list[tuple[str, str]]:
    """``(node id, docstring)`` of every test function under ``tests``."""
    out = []
    for path in sorted(tests.rglob("test_*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        prefix = path.relative_to(tests.parent).as_posix()
        for node in tree.body:
            funcs: list[tuple[str, ast.AST]] = []
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                funcs.append((prefix, node))
            elif isinstance(node, ast.ClassDef) and node.name.startswith("Test"):
                where = f"{prefix}::{node.name}"
                funcs += [
                    (where, sub)
                    for sub in node.body
                    if isinstance(sub, ast.FunctionDef | ast.AsyncFunctionDef)
                ]
            for where, func in funcs:
                assert isinstance(func, ast.FunctionDef | ast.AsyncFunctionDef)
                if func.name.startswith("test_"):
                    doc = ast.get_docstring(func) or ""
                    out.append((f"{where}::{func.name}", doc))
    return out


def covering(tests: Path, listed: Iterable[tuple[str, str]]) -> dict[tuple[str, str], list[str]]:
    """Each pair -> the node ids of the tests whose function name names both cards."""
    funcs = test_functions(tests)
    out: dict[tuple[str, str], list[str]] = {}
    for a, b in listed:
        wa, wb = _words(short(a)), _words(short(b))
        out[(a, b)] = [
            node
            for node, _doc in funcs
            if wa in _words(node.rsplit("::", 1)[-1]) and wb in _words(node.rsplit("::", 1)[-1])
        ]
    return out


_SOURCE = re.compile(r"faq:\S+?-Q\d+|\b00[04]-Q\d+|AMBIGUOUS|\b004\b")


def source(pair: tuple[str, str], docs: Sequence[str]) -> str:
    """The rulings the covering tests cite (faq ids, 004 text, AMBIGUOUS defaults), else
    the two cards' sections of characters.md."""
    found: list[str] = []
    for doc in docs:
        for m in _SOURCE.finditer(doc):
            ref = m.group(0).rstrip(".,;:)")
            ref = {"004": "004 text", "AMBIGUOUS": "AMBIGUOUS default"}.get(ref, ref)
            if ref not in found:
                found.append(ref)
    sections = ", ".join(f"§{SECTION[c]}" for c in pair if c in SECTION)
    spec = f"characters.md {sections}" if sections else "characters.md"
    return "; ".join([*found, spec])


def interactions_page(packs: Sequence[Pack], tests: Path | None = None) -> str:
    """The Markdown page ``docs/interactions.md``."""
    from .docs import GENERATED

    listed = pairs(packs)
    found = covering(tests, listed) if tests is not None and tests.is_dir() else None
    docs = dict(test_functions(tests)) if found is not None and tests is not None else {}
    pending = dict(PENDING)
    ids = characters(packs)
    lines = [
        "# Interaction matrix",
        "",
        f"Generated from the cards' declarations and the test suite by `{GENERATED}`",
        "(`citadels_rules/interactions.py`).",
        "",
        "Every pair of fan (`fan.*`) and 2016 characters whose texts name the same object:",
        "gold, hand, city, a character, the crown, tokens (warrants, threats), the draft.",
        "A card *acts* on an object (moves, takes or marks another player's) or *alters* it",
        "(protects, redirects, reorders, permits duplicates, reads the marks), derived from",
        "its abilities' tags, the hooks its plugin implements and, where those are silent,",
        "an explicit table. Two cards are a pair where one acts and the other alters, or",
        "both act on a character, the crown, the tokens or the draft. A test covers a pair",
        "when its function name names both cards; `tests/unit/test_interactions.py` fails",
        "when a pair has none and is not listed as pending in the module.",
        "",
        "## Objects",
        "",
        "| character | acts on | alters |",
        "|---|---|---|",
    ]
    for cid in ids:
        acts, alters = objects_of(packs, cid)
        row = [", ".join(o for o in OBJECTS if o in s) or "—" for s in (acts, alters)]
        lines.append(f"| `{cid}` | {row[0]} | {row[1]} |")
    covered = sum(1 for p in listed if found and found[p])
    lines += ["", "## Pairs", ""]
    if found is not None:
        lines += [
            f"{len(listed)} pairs: {covered} covered by a test, "
            f"{sum(1 for p in listed if p in pending and not found[p])} pending.",
            "",
        ]
    lines += ["| pair | shared objects | source | test(s) |", "|---|---|---|---|"]
    for pair, shared in listed.items():
        a, b = pair
        node_ids = found.get(pair, []) if found is not None else []
        cell = "<br>".join(f"`{n}`" for n in node_ids)
        if not node_ids and pair in pending:
            cell = f"pending: {pending[pair]}"
        elif not node_ids and found is not None:
            cell = "**none**"
        src = source(pair, [docs.get(n, "") for n in node_ids])
        lines.append(f"| `{a}` × `{b}` | {', '.join(shared)} | {src} | {cell} |")
    return "\n".join(lines) + "\n"


def uncovered(
    packs: Sequence[Pack], tests: Path, allowed: Mapping[tuple[str, str], str] | None = None
) -> list[tuple[str, str]]:
    """The listed pairs no test covers, besides those in ``allowed`` (default
    :data:`PENDING`)."""
    allowed = dict(PENDING) if allowed is None else allowed
    found = covering(tests, pairs(packs))
    return [p for p, nodes in found.items() if not nodes and p not in allowed]
