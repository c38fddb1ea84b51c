"""Milestone 20, item 6: ``--lang zh`` leaves less in English: the classic cards' rules
texts from the seeds, the preset in ``play``'s header and the replay page's title, the
agents' names, the closing line of ``replay``."""

from __future__ import annotations

import json
import re
from pathlib import Path

from click.testing import CliRunner

import citadels_rules as cr
from citadels_rules.cli import main
from citadels_rules.html import replay_html
from citadels_rules.i18n import CARD_TEXT_ZH, DARK_CITY_TEXT_ZH, card_text, tr
from citadels_rules.pack_api import installed_packs

SEEDS = Path("/work/shared/seeds")


def run(*args: str, input: str | None = None) -> str:
    result = CliRunner().invoke(main, list(args), input=input)
    assert result.exit_code == 0, result.output
    return result.output


def test_every_classic_character_and_purple_has_a_chinese_text() -> None:
    classic = installed_packs()["classic"]
    with_text = {c.id for c in classic.cards if c.text}
    assert with_text <= set(CARD_TEXT_ZH)
    dark = {c.id for c in installed_packs()["dark_city"].cards if c.kind == "character"}
    assert dark == set(DARK_CITY_TEXT_ZH)
    # the 2016 Abbot keeps its English text; the Dark City one has the seed's
    assert card_text("abbot", "2016 text", "zh", "2016") == "2016 text"
    assert card_text("abbot", "x", "zh", "dark_city").startswith("選擇做修道院院長")
    for text in CARD_TEXT_ZH.values():
        assert not re.search(r"\([a-z]+\)", text)  # the seed's pinyin glosses left out
        assert re.search(r"[\u4e00-\u9fff]", text)


def test_texts_are_the_seeds() -> None:
    """Each text is in the seed (its pinyin glosses taken out), sentence by sentence."""
    if not SEEDS.is_dir():
        return
    seed = re.sub(r"\([a-z]+\)", "", (SEEDS / "000_e0615dc88995a33c.txt").read_text("utf-8"))
    seed = re.sub(r"\s+", "", seed)
    for card, text in [*CARD_TEXT_ZH.items(), *DARK_CITY_TEXT_ZH.items()]:
        if card == "keep":  # the seed names it 堡壘; the pack's name is 要塞
            text = text.replace("要塞", "堡壘")
        for sentence in re.split(r"[。]", re.sub(r"\s+", "", text)):
            assert sentence in seed, (card, sentence)


def test_cards_lang_zh_shows_the_chinese_text() -> None:
    out = run("cards", "assassin", "--lang", "zh")
    assert "選擇一個角色" in out and "Name a character" not in out
    # a later edition's card keeps its own (English) text
    assert card_text("laboratory", "2016 text", "zh", "2016") == "2016 text"
    assert card_text("laboratory", "English", "en") == "English"


def test_play_header_and_agents_in_chinese() -> None:
    out = run("play", "-s", "2", "--lang", "zh", input="q\n")
    assert out.splitlines()[0].startswith("富饒之城 · 經典版 · ")
    assert "貪婪電腦" in out and "GreedyAgent" not in out


def test_replay_closing_line_and_labels(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    run("play", "-s", "2", "--save", str(path), input="1\n" * 5 + "q\n")
    out = run("replay", str(path), "--lang", "zh")
    assert "✓ 回放與紀錄的最終狀態及得分一致" in out
    assert "個行動之後中止。" in out and "（你）" in out


def test_replay_page_title_and_card_text_in_chinese() -> None:
    record = cr.play(cr.GameConfig(players=4, seed=1), [cr.RandomAgent() for _ in range(4)])
    page = replay_html(record, lang="zh")
    assert "preset: T(META.preset)" in page  # the page translates the preset's id
    found = re.search(
        r'<script id="citadels-data" type="application/json">(.*?)</script>', page, re.S
    )
    assert found is not None
    data = json.loads(found.group(1))
    assert data["words"]["zh"]["classic"] == "經典版"
    assert data["cards"]["assassin"]["text_zh"].startswith("選擇一個角色")
    assert tr("classic", "zh") == "經典版"
