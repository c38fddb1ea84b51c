"""The rules reference of the docs: the rules specification, copied into ``docs/rules/``
with an anchor per rule id, so every id that the code, packs and tests cite (``C-10.2``,
``R8.2``, ``faq:000-thief-1``, ``faq:004-Q45``, the source key ``R16``) can be looked up
with its text: ``rules/core.md#c-10-2``, ``rules/faq.md#faq-004-q45``.

The specification lives outside the repository (``../shared/rules/``, read-only), so the
pages are a committed copy: the original text with only ``<a id="…"></a>`` anchors added.
``python -m citadels_rules.rules_reference [SPEC_DIR] [DOCS_DIR]`` refreshes the copy when
the specification is present (defaults ``../shared/rules`` and ``docs/rules``) and says so
when it is not; ``tests/unit/test_rules_reference.py`` checks that every cited id is
defined in the copy.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Iterable, Iterator, Sequence
from pathlib import Path

from tabletop_engine.files import atomic_write_text

#: Spec file → page of ``docs/rules/`` (the spec's README becomes the section index).
SPEC_PAGES: dict[str, str] = {
    "README.md": "index.md",
    "core.md": "core.md",
    "characters.md": "characters.md",
    "districts.md": "districts.md",
    "variants.md": "variants.md",
    "faq.md": "faq.md",
}

#: A citation of a rule id in code, docstrings and tests.
CITATION = re.compile(
    r"(?<![\w-])(?:C-\d+(?:\.\d+[a-z]?)?|R\d+(?:\.\d+)?)\b"
    r"|(?<![\w-])faq:[0-9A-Za-z_](?:[0-9A-Za-z_-]*[0-9A-Za-z_])?"
)

# Where each page defines an id: (regex whose group 1 is the id, prefix of the cited form).
_DEFINITIONS: dict[str, list[tuple[re.Pattern[str], str]]] = {
    "core.md": [
        (re.compile(r"^#+ (C-\d+)\b"), ""),
        (re.compile(r"^\s*- \*\*(C-\d+\.\d+[a-z]?)\b"), ""),
    ],
    "characters.md": [
        (re.compile(r"^#+ (R\d+)\b"), ""),
        (re.compile(r"^\s*- \*\*(R\d+\.\d+)\b"), ""),
    ],
    "faq.md": [
        (re.compile(r"^\| (\d{3}-[\w-]*\d) \|"), "faq:"),
        (re.compile(r"^- \*\*(\d{3}-[\w-]*\d)\*\*"), "faq:"),
    ],
    # The official English sources' keys (R16, CT, …), cited as "(R16)".
    "README.md": [(re.compile(r"^\| ([A-Z][A-Z0-9]*(?:, [A-Z][A-Z0-9]*)*) \| (?!source)"), "")],
}

_ANCHOR = re.compile(r'<a id="[^"]*"></a>')


def anchor(cited: str) -> str:
    """The HTML anchor of a cited id: ``C-10.2`` → ``c-10-2``, ``faq:004-Q45`` →
    ``faq-004-q45``, ``R8.2`` → ``r8-2``."""
    return re.sub(r"[:.]", "-", cited).lower()


def definitions(spec_name: str, text: str) -> Iterator[tuple[int, int, str]]:
    """``(line index, column, cited id)`` of every id that spec file ``spec_name``
    defines (the column is where its anchor goes). Anchors already present are ignored."""
    for number, line in enumerate(_ANCHOR.sub("", text).splitlines()):
        for pattern, prefix in _DEFINITIONS.get(spec_name, []):
            match = pattern.match(line)
            if match:
                for part in match.group(1).split(", "):
                    yield number, match.start(1), prefix + part


def with_anchors(spec_name: str, text: str) -> str:
    """``text`` with an ``<a id>`` anchor before each id it defines; nothing else changes."""
    lines = _ANCHOR.sub("", text).split("\n")
    anchors: dict[int, tuple[int, list[str]]] = {}
    for number, column, cited in definitions(spec_name, text):
        anchors.setdefault(number, (column, []))[1].append(anchor(cited))
    for number, (column, ids) in anchors.items():
        line = lines[number]
        tags = "".join(f'<a id="{a}"></a>' for a in ids)
        lines[number] = line[:column] + tags + line[column:]
    return "\n".join(lines)


def defined_ids(docs_rules: Path) -> dict[str, str]:
    """Every id the copied rules define → ``page#anchor`` (relative to ``docs/rules``)."""
    out: dict[str, str] = {}
    for spec_name, page in SPEC_PAGES.items():
        path = docs_rules / page
        if not path.is_file():
            continue
        for _, _, cited in definitions(spec_name, path.read_text(encoding="utf-8")):
            out.setdefault(cited, f"{page}#{anchor(cited)}")
    return out


def citations(paths: Iterable[Path], root: Path) -> Iterator[tuple[str, int, str]]:
    """``(file relative to root, line number, cited id)`` of every citation in the text
    files under ``paths`` (``.py``, ``.md``, ``.toml``, ``.json``, ``.txt``)."""
    suffixes = {".py", ".md", ".toml", ".json", ".txt", ".yml", ".yaml"}
    for base in paths:
        files = [base] if base.is_file() else sorted(base.rglob("*"))
        for path in files:
            if path.suffix not in suffixes or not path.is_file():
                continue
            if any(part.startswith(".") or part == "__pycache__" for part in path.parts):
                continue
            text = path.read_text(encoding="utf-8", errors="replace")
            for number, line in enumerate(text.splitlines(), start=1):
                for match in CITATION.finditer(line):
                    yield path.relative_to(root).as_posix(), number, match.group(0)


_FAQ_RANGE = re.compile(r"faq:(\d{3})-Q(\d+)-Q(\d+)")


def cited_ids(citation: str) -> list[str]:
    """The ids one citation names: itself, or both ends of a FAQ range written
    ``faq:004-Q44-Q54``."""
    match = _FAQ_RANGE.fullmatch(citation)
    if match:
        source, first, last = match.groups()
        return [f"faq:{source}-Q{first}", f"faq:{source}-Q{last}"]
    return [citation]


def refresh(spec_dir: Path, docs_rules: Path) -> list[Path]:
    """Copy the spec files of ``spec_dir`` into ``docs_rules`` with anchors added; return
    the pages written (only those whose content changed)."""
    docs_rules.mkdir(parents=True, exist_ok=True)
    written = []
    for spec_name, page in SPEC_PAGES.items():
        source = spec_dir / spec_name
        if not source.is_file():
            continue
        text = with_anchors(spec_name, source.read_text(encoding="utf-8"))
        target = docs_rules / page
        if not target.is_file() or target.read_text(encoding="utf-8") != text:
            atomic_write_text(target, text)
            written.append(target)
    return written


def main(argv: Sequence[str] | None = None) -> int:
    """Refresh ``docs/rules/`` from the specification when it is present."""
    parser = argparse.ArgumentParser(prog="python -m citadels_rules.rules_reference")
    parser.add_argument("spec_dir", nargs="?", default="../shared/rules", type=Path)
    parser.add_argument("docs_dir", nargs="?", default="docs/rules", type=Path)
    args = parser.parse_args(argv)
    if not (args.spec_dir / "core.md").is_file():
        print(f"no rules specification at {args.spec_dir}: {args.docs_dir} left as it is")
        return 0
    written = refresh(args.spec_dir, args.docs_dir)
    for path in written:
        print(f"wrote {path}")
    if not written:
        print(f"{args.docs_dir} is up to date with {args.spec_dir}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
