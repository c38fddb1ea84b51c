"""The replay page (``citadels replay GAME.json --html OUT.html``) in a real headless
browser: Debian's ``chromium``, driven by Playwright.

In the thorough tier (``pytest --thorough``). Skipped only when chromium is missing
outside CI; with ``CI=true`` it always runs (the CI script installs chromium) and also
saves its screenshot to ``.ci-artifacts/replay.png``.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path
from typing import Any

import pytest

import citadels_rules as cr
from citadels_rules.html import write_replay_html

pytestmark = pytest.mark.thorough

ROOT = Path(__file__).resolve().parents[2]
IN_CI = os.environ.get("CI", "").lower() not in ("", "0", "false", "no")
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
]


def sync_playwright() -> Any:
    """Playwright's entry point; skips (or, in CI, fails) without a browser to drive."""
    if CHROMIUM is None:
        if IN_CI:
            pytest.fail("CI=true but chromium is not installed (.ci/run installs it)")
        pytest.skip("chromium is not installed (Debian: apt-get install chromium)")
    try:
        from playwright.sync_api import sync_playwright as start
    except ImportError:
        if IN_CI:
            raise
        pytest.skip("playwright is not installed (pip install -e '.[browser]')")
    return start()


def test_replay_page_in_a_browser(tmp_path: Path) -> None:
    """The page loads without console errors or network requests, steps forward and back
    with the buttons and the keyboard showing the gold the record says, jumps to a round,
    switches to a seat's view (other hands hidden) and to Chinese names, and draws a
    screenshot."""
    record = cr.play(cr.GameConfig(players=4, seed=3), agents=[cr.GreedyAgent()] * 4)
    golds = [[p.gold for p in state.players] for _, state in cr.replay_steps(record)]
    page_path = write_replay_html(record, tmp_path / "replay.html")
    screenshot = tmp_path / "replay.png"
    problems: list[str] = []
    requests: list[str] = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        try:
            page = browser.new_page(viewport={"width": 1400, "height": 900})
            page.on(
                "console",
                lambda m: (
                    problems.append(f"console.{m.type}: {m.text}")
                    if m.type in ("error", "warning")
                    else None
                ),
            )
            page.on("pageerror", lambda exc: problems.append(f"page error: {exc}"))
            page.on("request", lambda r: requests.append(r.url))
            page.goto(page_path.as_uri())
            page.wait_for_selector('.seat[data-seat="3"] .gold')

            def shown() -> list[int]:
                return [int(page.inner_text(f'.seat[data-seat="{s}"] .gold')) for s in range(4)]

            assert page.inner_text("#step-label").startswith(f"Step 0 / {len(record.actions)}")
            assert shown() == golds[0]
            changes = 0
            for i in range(1, 31):
                page.click("#next")
                assert shown() == golds[i], f"step {i}"
                changes += golds[i] != golds[i - 1]
            assert changes >= 3, "gold moves in the first turns"
            page.keyboard.press("ArrowLeft")
            assert shown() == golds[29]
            page.click("#prev")
            assert shown() == golds[28]

            page.select_option("#round", "3")
            label = page.inner_text("#step-label")
            assert label.endswith("round 3")
            step = int(label.split()[1])
            assert shown() == golds[step]
            page.keyboard.press("ArrowRight")
            assert shown() == golds[step + 1]

            page.select_option("#view", "1")
            assert page.locator('.seat[data-seat="1"] .hand .card:not(.back)').count() > 0
            for other in (0, 2, 3):
                hand = page.locator(f'.seat[data-seat="{other}"] .hand')
                assert hand.locator(".card:not(.back)").count() == 0
            page.select_option("#lang", "zh")
            assert "國王" in page.inner_text("#lineup")
            page.select_option("#lang", "en")
            page.select_option("#view", "all")
            page.keyboard.press("End")
            assert shown() == golds[-1]
            assert "Final" in page.inner_text("#scores")

            page.select_option("#round", "3")
            for _ in range(8):  # past the draft, into the turns
                page.keyboard.press("ArrowRight")
            page.screenshot(path=str(screenshot), full_page=True)
        finally:
            browser.close()
    assert not problems, problems
    assert all(url.startswith(("file:", "data:", "about:")) for url in requests), requests
    assert screenshot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    if IN_CI:
        artifacts = ROOT / ".ci-artifacts"
        artifacts.mkdir(exist_ok=True)
        shutil.copyfile(screenshot, artifacts / "replay.png")


def test_the_page_in_chinese_and_the_tenth_event_s_number(tmp_path: Path) -> None:
    """With ``--lang zh`` (or ``#lang=zh``) the page's labels are Chinese, not only the
    card names; the deep link chooses the step, view and language; the list of a step's
    events leaves room for a two- or three-digit number ("10." was drawn as ".0.")."""
    record = cr.play(cr.GameConfig(players=4, seed=3), agents=[cr.GreedyAgent()] * 4)
    page_path = write_replay_html(record, tmp_path / "replay.html", lang="zh")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        try:
            page = browser.new_page(viewport={"width": 1400, "height": 900})
            page.goto(page_path.as_uri())
            page.wait_for_selector('.seat[data-seat="3"] .gold')
            assert page.locator("#events li").count() >= 10  # the setup: ten events
            room = page.evaluate(
                """() => {
                  const list = document.getElementById("events");
                  const probe = document.createElement("span");
                  probe.style.font = getComputedStyle(list.children[9]).font;
                  probe.textContent = "100. ";
                  document.body.append(probe);
                  const need = probe.getBoundingClientRect().width;
                  probe.remove();
                  return [parseFloat(getComputedStyle(list).paddingLeft), need];
                }"""
            )
            assert room[0] >= room[1], room
            headings = page.locator("aside h2").all_inner_texts()
            assert headings == ["這一步", "選角", "待決定", "得分"], headings
            assert page.inner_text("#step-label").startswith("第 0 / ")
            assert "座位 0" in page.inner_text('.seat[data-seat="0"] .seat-name')
            assert "金幣" in page.inner_text('.seat[data-seat="0"] .stats')
            assert page.evaluate("document.documentElement.lang") == "zh-Hant"
            family = page.evaluate("getComputedStyle(document.body).fontFamily")
            assert "Noto Sans CJK TC" in family and "PingFang TC" in family
            page.select_option("#lang", "en")
            assert page.locator("aside h2").first.inner_text().lower() == "this step"
            assert page.inner_text("#step-label").startswith("Step 0 / ")
            page.goto(page_path.as_uri() + "#step=20&view=2&lang=en")
            page.reload()
            page.wait_for_selector('.seat[data-seat="3"] .gold')
            assert page.inner_text("#step-label").startswith("Step 20 / ")
            assert page.input_value("#view") == "2"
            assert page.inner_text("#title").startswith("Citadels replay · classic")
        finally:
            browser.close()
