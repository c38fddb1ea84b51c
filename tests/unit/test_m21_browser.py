"""Milestone 21 in a real browser: Debian's ``chromium`` driven by Playwright, one
browser context per person, plays a whole Citadels game of 2 people and 2 bots through
the lobby and the table pages of ``citadels serve`` (uvicorn on localhost).

In the thorough tier (``pytest --thorough``); skipped without the ``serve`` extra,
playwright or chromium (in CI, chromium missing is a failure, as for the replay page's
browser test). Saves screenshots to ``.ci-artifacts/serve-*.png`` in CI.
"""

from __future__ import annotations

import json
import os
import shutil
import time
from pathlib import Path
from typing import Any

import pytest

import citadels_rules as cr
from citadels_rules.serve import CitadelsAdapter
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
#: Click one of the page's enabled action buttons (a build when there is one); false
#: when the page offers none.
CLICK = """() => {
  const b = [...document.querySelectorAll('#actions button.action:not([disabled])')];
  if (!b.length) return false;
  const build = b.filter(x => x.textContent.startsWith('build'));
  const pick = build.length ? build : b;
  pick[Math.floor(Math.random() * pick.length)].click();
  return true;
}"""


def _browser(playwright: Any) -> Any:
    if CHROMIUM is None:
        if IN_CI:
            pytest.fail("CI=true but chromium is not installed (.ci/run installs it)")
        pytest.skip("chromium is not installed (Debian: apt-get install chromium)")
    return playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)


def _status(page: Any) -> str:
    return str(page.get_attribute("#status", "data-status") or "")


def test_two_people_and_two_bots_play_citadels_in_the_browser(tmp_path: Path) -> None:
    app = create_app(CitadelsAdapter(), tmp_path / "t.sqlite", rate=1000, burst=1000)
    problems: list[str] = []
    with serving(app) as base, playwright_api.sync_playwright() as playwright:
        browser = _browser(playwright)
        try:
            host = browser.new_context().new_page()
            host.goto(base + "/")
            host.select_option("#f-players", "4")
            kinds = host.locator(".seat-kind")
            kinds.nth(1).select_option("bot:greedy")
            kinds.nth(3).select_option("bot:random")
            host.locator(".seat-label").nth(0).fill("Ann")
            host.locator(".seat-label").nth(2).fill("Bo")
            host.click("#create")
            host.wait_for_selector("#made:not([hidden])")
            links = host.locator(".seat-link")
            assert links.count() == 2
            urls = [links.nth(i).get_attribute("href") for i in range(2)]
            spectator_url = host.get_attribute("#spectator-link", "href")
            pages = []
            for i, url in enumerate(urls):
                page = browser.new_context(viewport={"width": 1200, "height": 1000}).new_page()
                page.on(
                    "console",
                    lambda m: problems.append(m.text) if m.type == "error" else None,
                )
                page.goto(f"{base}{url}" + ("&lang=zh" if i else ""))
                pages.append(page)
            spectator = browser.new_context().new_page()
            spectator.goto(f"{base}{spectator_url}")
            deadline = time.monotonic() + 240
            moves = 0
            while not all(_status(p) == "over" for p in pages):
                assert time.monotonic() < deadline, "the game did not end in time"
                clicked = False
                for page in pages:
                    if page.evaluate(CLICK):
                        clicked, moves = True, moves + 1
                if not clicked:
                    time.sleep(0.02)
            assert moves > 20
            # the board is the game's replay page, of the seat's view only
            board = pages[0].frame_locator("#board")
            board.locator("body").wait_for()
            for page in pages:
                page.wait_for_selector("#finished:not([hidden])")
                assert any(w in page.inner_text("#result") for w in ("winners", "勝者"))
            assert "Game over" in spectator.inner_text("#result")
            table = next(iter(app.state.hall.tables.values()))
            record = cr.from_json(pages[0].request.get(f"{base}/t/{table.id}/record.json").text())
            assert cr.replay(record) == table.state  # the record offered replays
            assert {s.by for s in table.hall.store.actions(table.id)} == {"person", "bot"}
            if IN_CI:
                out = ROOT / ".ci-artifacts"
                out.mkdir(exist_ok=True)
                pages[0].screenshot(path=str(out / "serve-citadels.png"), full_page=True)
            pages[1].screenshot(path=str(tmp_path / "seat.png"), full_page=True)
        finally:
            browser.close()
    assert problems == [], json.dumps(problems)
