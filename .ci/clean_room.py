"""CI's clean room: the README's commands and snippets, each in a new venv holding only
what the README says to install, before any other extra is installed.

1. The README's test command (its second line), in a new venv: ``pip install -e
   ".[test]" && python -m pytest``, timed (the README promises at most 5 minutes). The
   ids of the tests it skipped are written to ``.ci-artifacts/clean-room-skipped.txt``
   so that ``.ci/run`` runs them again where their extras are installed.
2. The README's first command (install and simulate), in another new venv.
3. Every Python snippet of the README, in that second venv (the library alone); a
   snippet importing ``citadels_rules.rl`` after installing the ``rl`` extra, as the
   README says.
4. The Dominion pack guide (``docs/writing-dominion-packs.md``), every code block: its
   pack written out from the blocks captioned with a file name, then its shell commands
   (install the pack, its tests, ``dominion check``, a simulation, the card list) and
   every other Python block, in the first venv (the library and its test extra), as a
   pack author following the guide would.

Standard library only: it runs before anything is installed.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import time
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ARTIFACTS = ROOT / ".ci-artifacts"
PROMISED_SECONDS = 300


def readme_commands(text: str) -> tuple[str, str]:
    """The two commands of the README's first lines (indented code after the title)."""
    lines = [line.strip() for line in text.splitlines()[1:12] if line.startswith("    ")]
    if len(lines) < 2:
        raise SystemExit("README.md: the first lines must be the two commands")
    return lines[0], lines[1]


def readme_snippets(text: str) -> list[str]:
    """Every Python snippet of the README: fenced ``python`` blocks and indented blocks
    that import the library (not the two commands, not the layout listing)."""
    snippets = re.findall(r"```python\n(.*?)```", text, flags=re.S)
    for block in re.findall(r"(?:^|\n\n)((?:    .*\n)+)", text):
        code = "\n".join(line[4:] for line in block.splitlines())
        if re.search(r"^import citadels_rules|^from citadels_rules", code, flags=re.M):
            snippets.append(code + "\n")
    return snippets


GUIDE_FENCE = re.compile(r"^```(\w*)\n(.*?)^```$", re.S | re.M)
GUIDE_CAPTION = re.compile(r"`([\w./-]+)`:")


def guide_blocks(text: str) -> tuple[dict[str, str], list[str], list[str]]:
    """A guide's code: the fenced blocks whose caption (the line before, alone, e.g.
    ``my_pack/pyproject.toml``:) names a file, by file name; the other fenced Python
    blocks; and the shell commands of its indented blocks (lines starting with ``pip``,
    ``python`` or a command of the library), in order."""
    files: dict[str, str] = {}
    python: list[str] = []
    pos = 0
    for m in GUIDE_FENCE.finditer(text):
        before = [line for line in text[pos : m.start()].splitlines() if line.strip()]
        pos = m.end()
        caption = GUIDE_CAPTION.fullmatch(before[-1].strip()) if before else None
        if caption:
            if caption.group(1) in files:
                raise SystemExit(f"guide: two blocks for {caption.group(1)}")
            files[caption.group(1)] = m.group(2)
        elif m.group(1) == "python":
            python.append(m.group(2))
    outside = GUIDE_FENCE.sub("", text)
    commands = [
        line.strip()
        for block in re.findall(r"(?:^|\n\n)((?:    .*\n)+)", outside)
        for line in block.splitlines()
        if re.match(r"\s+(pip|python|dominion|citadels) ", line)
    ]
    return files, python, commands


def run_guide(env: dict[str, str]) -> None:
    """Step 4: the Dominion pack guide's pack, commands and Python blocks."""
    text = (ROOT / "docs" / "writing-dominion-packs.md").read_text(encoding="utf-8")
    files, python, commands = guide_blocks(text)
    if not files or not commands:
        raise SystemExit("clean room: the Dominion pack guide shows no pack or no command")
    where = ARTIFACTS / "dominion-guide"
    for name, code in files.items():
        (where / name).parent.mkdir(parents=True, exist_ok=True)
        (where / name).write_text(code, encoding="utf-8")
    for command in commands:
        run(f"cd {where} && {command}", env)
    for i, code in enumerate(python, start=1):
        path = where / f"guide_block_{i}.py"
        path.write_text(code, encoding="utf-8")
        run(f"cd {where} && python {path.name}", env)


def new_venv(name: str) -> dict[str, str]:
    """A new venv at ``ROOT/name`` (replacing any) with an up-to-date pip; the environment
    that runs commands in it, as ``. bin/activate`` would."""
    path = ROOT / name
    venv.EnvBuilder(clear=True, with_pip=True).create(path)
    env = dict(os.environ)
    env["VIRTUAL_ENV"] = str(path)
    env["PATH"] = f"{path / 'bin'}{os.pathsep}{env['PATH']}"
    env.pop("PYTHONHOME", None)
    run("python -m pip install --quiet --upgrade pip", env)
    return env


def run(command: str, env: dict[str, str], **extra_env: str) -> float:
    """Run ``command`` with bash in ``ROOT``; fail CI when it fails. Returns seconds."""
    print(f"$ {command}", flush=True)
    start = time.monotonic()
    done = subprocess.run(["bash", "-c", command], cwd=ROOT, env={**env, **extra_env})
    seconds = time.monotonic() - start
    if done.returncode != 0:
        raise SystemExit(f"clean room: `{command}` exited {done.returncode}")
    return seconds


def main() -> int:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    main_command, test_command = readme_commands(text)
    ARTIFACTS.mkdir(exist_ok=True)
    skipped = ARTIFACTS / "clean-room-skipped.txt"
    skipped.unlink(missing_ok=True)

    print("-- the README's test command, in a new venv", flush=True)
    env = new_venv(".ci-clean-test")
    seconds = run(test_command, env, CITADELS_SKIPPED_LOG=str(skipped))
    print(f"-- the README's test command took {seconds:.0f} s (install and tests)")
    if seconds > PROMISED_SECONDS:
        print(f"WARNING: over the README's {PROMISED_SECONDS // 60} minutes", flush=True)
    print("-- the Dominion pack guide's pack and commands, in that venv", flush=True)
    run_guide(env)

    print("-- the README's first command, in a new venv", flush=True)
    env = new_venv(".ci-clean-main")
    run(main_command, env)

    rl = [s for s in readme_snippets(text) if "citadels_rules.rl" in s]
    plain = [s for s in readme_snippets(text) if s not in rl]
    for extra, snippets in (("", plain), ("rl", rl)):
        if extra:
            run(f'python -m pip install --quiet ".[{extra}]"', env)
        for i, code in enumerate(snippets, start=1):
            print(f"-- README snippet {i}{f' (the {extra} extra)' if extra else ''}", flush=True)
            path = ARTIFACTS / f"readme_snippet_{extra or 'base'}_{i}.py"
            path.write_text(code, encoding="utf-8")
            run(f"cd {ARTIFACTS} && python {path.name}", env)
    if not plain:
        raise SystemExit("clean room: no Python snippet found in README.md")
    return 0


if __name__ == "__main__":
    sys.exit(main())
