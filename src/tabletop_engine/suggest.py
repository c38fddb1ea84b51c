"""Suggestions, "did you mean ...?", for a game's own ids: characters, districts, cards, variants,
kingdom sets, presets, agents. Click suggests option names only; a misspelt id
(``--kingdom first_gme``, ``--preset clasic``, ``--bots gredy``) names the nearest
known ids as well, by :func:`difflib.get_close_matches`.

Why here: both games (and a third) word an unknown id the same way, from one function.
Only error paths call it: nothing here runs while a game is played.

>>> unknown_id("preset", "clasic", ["classic", "dark_city"])
"unknown preset 'clasic': did you mean 'classic'? (known: classic, dark_city)"
>>> did_you_mean("zzz", ["classic"])
''
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable

#: How many near ids a message names at most.
MAX_SUGGESTIONS = 3
#: The similarity (0 to 1, difflib's ratio) an id needs to be suggested.
CUTOFF = 0.6
#: A list of known ids longer than this is cut (``..., and 40 more``).
MAX_LISTED = 30


def close_matches(word: object, known: Iterable[str], n: int = MAX_SUGGESTIONS) -> list[str]:
    """The known ids nearest to ``word``, best first (at most ``n``): compared without
    case, and also by the part after a namespace dot (``fan.hu_xinyi`` for ``hu_xinyi``)
    or by the namespaced form (``dark_city.witch`` for ``witch``); empty when none is
    near enough (:data:`CUTOFF`) or ``word`` is not a string."""
    if not isinstance(word, str) or not word:
        return []
    names = sorted(set(known))
    folded: dict[str, str] = {}
    for name in names:
        folded.setdefault(name.lower(), name)
        _, dot, tail = name.rpartition(".")
        if dot:
            folded.setdefault(tail.lower(), name)
    hits = difflib.get_close_matches(word.lower(), list(folded), n=n * 2, cutoff=CUTOFF)
    out: list[str] = []
    for hit in hits:
        name = folded[hit]
        if name not in out and name != word:
            out.append(name)
    return out[:n]


def did_you_mean(word: object, known: Iterable[str]) -> str:
    """``": did you mean 'x'?"`` (or ``'x' or 'y'``) for ``word`` among ``known``; an
    empty string when nothing is near."""
    near = close_matches(word, known)
    if not near:
        return ""
    quoted = [repr(n) for n in near]
    said = quoted[0] if len(quoted) == 1 else f"{', '.join(quoted[:-1])} or {quoted[-1]}"
    return f": did you mean {said}?"


def listed(known: Iterable[str], limit: int = MAX_LISTED) -> str:
    """``a, b, c`` (sorted), cut after ``limit`` ids (``..., and 12 more``)."""
    names = sorted(set(known))
    if len(names) <= limit:
        return ", ".join(names)
    return f"{', '.join(names[:limit])}, and {len(names) - limit} more"


def unknown_id(kind: str, word: object, known: Iterable[str], *, known_label: str = "known") -> str:
    """The one line of an unknown id: ``unknown <kind> 'word': did you mean 'x'?
    (known: ...)``; ``known_label`` names the list (``installed``, ``sets``)."""
    names = sorted(set(known))
    shown = repr(word)
    return (
        f"unknown {kind} {shown}{did_you_mean(word, names)} "
        f"({known_label}: {listed(names) or 'none'})"
    )


def unknown_ids(kind: str, words: Iterable[object], known: Iterable[str]) -> str:
    """Several unknown ids of one kind, each with its suggestion, as prose: ``unknown
    cards 'cellr' (did you mean 'cellar'?), 'zzz'`` (no Python list repr)."""
    names = sorted(set(known))
    parts = []
    for word in words:
        near = close_matches(word, names)
        hint = f" (did you mean {' or '.join(map(repr, near))}?)" if near else ""
        parts.append(f"{word!r}{hint}")
    plural = "s" if len(parts) > 1 else ""
    return f"unknown {kind}{plural} {', '.join(parts)}"


__all__ = [
    "CUTOFF",
    "MAX_LISTED",
    "MAX_SUGGESTIONS",
    "close_matches",
    "did_you_mean",
    "listed",
    "unknown_id",
    "unknown_ids",
]
