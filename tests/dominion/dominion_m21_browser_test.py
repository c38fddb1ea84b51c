"""Milestone 21 in a real browser: Debian's ``chromium`` driven by Playwright, one
browser context per person, plays a whole Dominion game of 2 people through the lobby
and the table pages of ``dominion serve`` (uvicorn on localhost).

In the thorough tier; skipped without the ``serve`` extra, playwright or chromium (in
CI, chromium missing is a failure)."""

from __future__ import annotations

import os
import shutil
import time
from pathlib import Path
from typing import Any

import pytest

import dominion_rules as dr
from dominion_rules.serve import DominionAdapter
from tabletop_engine.serve import create_app
from tabletop_engine.serve.scripted import serving

pytestmark = pytest.mark.thorough

pytest.importorskip("starlette")
pytest.importorskip("uvicorn")
playwright_api = pytest.importorskip("playwright.sync_api")

ROOT = Path(__file__).resolve().parents[2]
IN_CI = os.environ.get("CI", "").lower() not in ("", "0", "false", "no")
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run"]
#: Play Big Money by hand: buy a Province, Gold or Silver when offered, play the
#: treasures, skip the actions, else the last button (end the turn).
CLICK = """() => {
  const b = [...document.querySelectorAll('#actions button.action:not([disabled])')];
  if (!b.length) return false;
  const find = t => b.find(x => x.textContent === t);
  const choice = find('buy card=province') || find('buy card=gold') || find('buy card=silver')
    || find('treasures') || find('end_actions') || b[b.length - 1];
  choice.click();
  return true;
}"""


def _status(page: Any) -> str:
    return str(page.get_attribute("#status", "data-status") or "")


def test_two_people_play_dominion_in_the_browser(tmp_path: Path) -> None:
    if CHROMIUM is None:
        if IN_CI:
            pytest.fail("CI=true but chromium is not installed (.ci/run installs it)")
        pytest.skip("chromium is not installed (Debian: apt-get install chromium)")
    app = create_app(DominionAdapter(), tmp_path / "d.sqlite", rate=1000, burst=1000)
    problems: list[str] = []
    with serving(app) as base, playwright_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        try:
            host = browser.new_context().new_page()
            host.goto(base + "/")
            host.fill("#f-seed", "4")
            host.click("#create")
            host.wait_for_selector("#made:not([hidden])")
            links = host.locator(".seat-link")
            urls = [links.nth(i).get_attribute("href") for i in range(links.count())]
            assert len(urls) == 2
            pages = []
            for url in urls:
                page = browser.new_context(viewport={"width": 1200, "height": 1000}).new_page()
                page.on("console", lambda m: problems.append(m.text) if m.type == "error" else None)
                page.goto(f"{base}{url}")
                pages.append(page)
            deadline = time.monotonic() + 240
            while not all(_status(p) == "over" for p in pages):
                assert time.monotonic() < deadline, "the game did not end in time"
                if not any([page.evaluate(CLICK) for page in pages]):
                    time.sleep(0.02)
            for page in pages:
                page.wait_for_selector("#finished:not([hidden])")
                assert "winners" in page.inner_text("#result")
            table = next(iter(app.state.hall.tables.values()))
            record = dr.from_json(pages[1].request.get(f"{base}/t/{table.id}/record.json").text())
            assert dr.replay(record) == table.state
            replay = pages[1].request.get(f"{base}/t/{table.id}/replay.html")
            assert replay.ok and "Dominion" in replay.text()
            if IN_CI:
                out = ROOT / ".ci-artifacts"
                out.mkdir(exist_ok=True)
                pages[0].screenshot(path=str(out / "serve-dominion.png"), full_page=True)
        finally:
            browser.close()
    assert problems == []
