"""The replay page's words in Chinese (繁體中文, the script of the seed's card names):
``dominion replay --html`` with ``--lang zh``, or the page's language selector.

English -> Chinese; a text without a translation stays English on the page. Card names
come from the pack's ``name_zh``; card texts stay English. The words of the controls every
replay page shares come from the engine (:mod:`tabletop_engine.replay_page`).
"""

from __future__ import annotations

from tabletop_engine.replay_page import BANNER_WORDS_ZH, CONTROL_WORDS_ZH

#: The page's words in Chinese, embedded in the page (``{fields}`` are filled in there).
PAGE_ZH: dict[str, str] = {
    # header, boxes, the views' names, the banner
    "Dominion replay · {players} players · seed {seed}": (
        "領土 回放 · {players} 位玩家 · 種子 {seed}"
    ),
    **CONTROL_WORDS_ZH,
    **BANNER_WORDS_ZH,
    # the seed's 回合 is a player's turn: a round, one turn of each seat, is a 輪
    "Step {step} / {last} · round {round}": "第 {step} / {last} 步 · 第 {round} 輪",
    "Round": "輪",
    "round {round}": "第 {round} 輪",
    (
        "Keys: ← → step, Home / End, Page Up / Page Down: round (one turn of each seat). "
        "The view shows the whole table, or what one seat knew at that step."
    ): (
        "按鍵：← → 逐步，Home / End，Page Up / Page Down：一輪（每個座位一個回合）。"
        "視角顯示整張桌面，或某個座位在那一步所知道的。"
    ),
    "Seat {seat}": "座位 {seat}",
    "seat {seat}": "座位 {seat}",
    "you": "你",
    "Supply": "補充資源",
    "This step": "這一步",
    "Decision": "待決定",
    "Trash": "垃圾牌堆",
    "Scores": "得分",
    # status and supply
    "Turn": "輪到",
    "Phase": "階段",
    "Actions": "行動",
    "Buys": "購買",
    "Coins": "錢幣",
    "Empty piles": "空牌堆",
    "Game over": "遊戲結束",
    "action phase": "行動階段",
    "buy phase": "購買階段",
    "clean-up": "清理階段",
    "cards left": "剩餘張數",
    # seats
    " in hand · ": " 張手牌 · ",
    " in deck": " 張牌庫",
    " discarded": " 張棄牌",
    " VP": " 勝利分數",
    " · {n} turns": " · {n} 個回合",
    "Hand": "手牌",
    "In play": "場上",
    "Set aside": "放在一旁",
    "Discard top": "棄牌堆頂",
    "Deck (top first)": "牌庫（由上而下）",
    "Discard pile": "棄牌堆",
    "(this view)": "（此視角）",
    "★ winner": "★ 勝者",
    "to act": "待行動",
    "none": "無",
    "{n} hidden": "{n} 張（隱藏）",
    "{n} cards, hidden": "{n} 張牌，隱藏",
    # this step
    "Seat {seat}: {text}": "座位 {seat}：{text}",
    "plays": "打出",
    "ends the action phase": "結束行動階段",
    "plays all treasures": "打出所有財富牌",
    "buys": "購買",
    "ends the turn": "結束回合",
    "chooses": "選擇",
    "is done": "完成",
    " ({decision})": "（{decision}）",
    "{who} gains {card}": "{who} 獲得 {card}",
    "{who} trashes {card}": "{who} 廢置 {card}",
    "{who} reveals {card}": "{who} 展示 {card}",
    "Setup: each seat shuffles its 7 Coppers and 3 Estates and draws 5 cards.": (
        "開局：每個座位洗勻 7 張銅幣與 3 張莊園，抽 5 張牌。"
    ),
    "no card gained, trashed or revealed": "沒有獲得、廢置或展示任何牌",
    # decisions: what is decided, the options, the public data
    ": ": "：",
    "discard": "棄牌",
    "discard deck": "棄掉牌庫",
    "gain": "獲得",
    "play": "打出",
    "reveal": "展示",
    "set aside": "放在一旁",
    "topdeck": "放回牌庫頂",
    "trash": "廢置",
    "decline": "不展示",
    "keep": "保留",
    "yes": "是",
    "no": "否",
    "seat": "座位",
    "attacker": "攻擊者",
    "card": "牌",
    "The game is over.": "遊戲結束。",
    "Seat {seat} to act.": "輪到座位 {seat}。",
    "Seat {seat} to choose: ": "座位 {seat} 要選擇：",
    " (may be done)": "（可以完成）",
    "Options": "選項",
    "options hidden from this view": "此視角看不到選項",
    # scores
    "Shown in the full view, or at the end.": "在全部視角或遊戲結束時顯示。",
    "Seat": "座位",
    "Final": "最終",
    "Running": "目前",
    "Lines": "明細",
}


#: The command line's words in Chinese: ``dominion play --lang zh`` (English -> Chinese;
#: a text without a translation stays English, so a new message is never lost).
CLI_ZH: dict[str, str] = {
    "Dominion": "領土",
    "{players} players · seed {seed} · you are seat {seat}": (
        "{players} 位玩家 · 種子 {seed} · 你在座位 {seat}"
    ),
    "Turn {n}": "第 {n} 回合",
    "you": "你",
    "seat {seat}": "座位 {seat}",
    "action phase": "行動階段",
    "buy phase": "購買階段",
    "cleanup phase": "清理階段",
    "decision: {kind}": "待決定：{kind}",
    "Your action: ": "你的行動：",
    "(suggested)": "（建議）",
    "Choose a number from 1 to {n}.": "請選擇 1 到 {n} 的數字。",
    "{action} is not legal now.": "{action} 現在不合法。",
    "play {card}": "打出 {card}",
    "end the action phase": "結束行動階段",
    "play all treasures": "打出所有財富牌",
    "buy {card}": "購買 {card}",
    "end the turn": "結束回合",
    "choose {option}": "選擇 {option}",
    "done": "完成",
    "yes": "是",
    "no": "否",
    "decline": "不展示",
    "seat {seat}: {action}": "座位 {seat}：{action}",
    "Game over": "遊戲結束",
    "seat {seat}: {vp} VP in {turns} turns": "座位 {seat}：{vp} 勝利分數，{turns} 個回合",
    "winners: {seats}": "勝者：{seats}",
    "Game abandoned.": "遊戲已放棄。",
    "Wrote the record to {path}": "已寫入紀錄：{path}",
    "replay matches the record": "回放與紀錄一致",
    "Supply": "補充資源",
    "seat {seat}: hand {hand} | deck {deck} | discard top {top} | in play {play}": (
        "座位 {seat}：手牌 {hand} | 牌庫 {deck} | 棄牌堆頂 {top} | 場上 {play}"
    ),
    "{n} cards": "{n} 張牌",
    "turn of seat {seat}: {phase}, actions {actions}, buys {buys}, coins {coins}": (
        "座位 {seat} 的回合：{phase}，行動 {actions}，購買 {buys}，錢幣 {coins}"
    ),
    "decision {kind} for seat {seat}": "座位 {seat} 待決定：{kind}",
    "base": "基本遊戲",
    "spend a coin token": "花費一枚錢幣標記",
    "Outside the supply": "補充資源以外",
    "costs now": "目前費用",
    "staying in play {cards}": "留在場上 {cards}",
    "mat {mat} {cards}": "{mat} 墊 {cards}",
    "tokens {tokens}": "標記 {tokens}",
}


def tr(text: str, lang: str) -> str:
    """``text`` of the command line in ``lang`` (``"en"`` or ``"zh"``); English when
    there is no translation."""
    return CLI_ZH.get(text, text) if lang == "zh" else text
