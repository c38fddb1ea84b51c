"""A griffe extension for the API reference (mkdocs.yml): our docstrings are written
for ``help()`` and doctest, in reST habits; this turns them into Markdown.

* a doctest (``>>>`` lines and their output) becomes a fenced ``pycon`` block (Markdown
  would read ``>>>`` as nested quotes);
* ``:func:`~pkg.mod.name``` and the other roles become code spans (``name``);
* a paragraph ending in ``::`` (a reST literal block follows) ends in ``:``.
"""

from __future__ import annotations

import re
from typing import Any

import griffe

ROLE = re.compile(r":(?:py:)?(?:func|class|meth|mod|attr|data|exc|obj|const):`(~?)([^`]+)`")


def _role(match: re.Match[str]) -> str:
    target = match.group(2)
    if match.group(1):  # ~a.b.name shows name
        target = target.rsplit(".", 1)[-1]
    return f"`{target.lstrip('.')}`"


def to_markdown(text: str) -> str:
    """The docstring ``text`` with doctests fenced, roles as code and ``::`` as ``:``."""
    out: list[str] = []
    lines = text.splitlines()
    i = 0
    while i < len(lines):
        line = lines[i]
        stripped = line.lstrip()
        if stripped.startswith(">>>"):
            indent = line[: len(line) - len(stripped)]
            block = []
            while i < len(lines) and lines[i].strip():
                block.append(lines[i][len(indent) :])
                i += 1
            if out and out[-1].strip():
                out.append("")
            out += [f"{indent}```pycon", *(indent + b for b in block), f"{indent}```"]
            continue
        line = ROLE.sub(_role, line)
        if line.endswith("::") and line.strip() != "::":
            line = line[:-1]
        out.append(line)
        i += 1
    return "\n".join(out)


class ReSTToMarkdown(griffe.Extension):
    """Rewrites every docstring with :func:`to_markdown` as griffe loads it."""

    def on_instance(self, *, obj: griffe.Object, **kwargs: Any) -> None:
        if obj.docstring is not None:
            obj.docstring.value = to_markdown(obj.docstring.value)
