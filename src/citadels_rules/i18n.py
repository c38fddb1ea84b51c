"""The command line's words in Chinese (繁體中文, the card names' script): ``--lang zh``
(``play``, ``cards`` and the turn-by-turn narration of ``replay``).

:func:`tr` looks an English text (or a template with ``{fields}``) up and returns it in
the language asked for; a text without a translation stays English, so a new message
is never lost, only untranslated. Card names come from the packs' ``name_zh``; the
classic cards' and the Dark City characters' rules texts from the seeds
(:data:`TEXT_ZH_BY_EDITION`, :func:`card_text`); the others stay English.

>>> tr("Your action: ", "zh")
'你的行動：'
>>> tr("Round {round}", "zh").format(round=3)
'第 3 回合'
>>> tr("no such text", "zh")
'no such text'
"""

from __future__ import annotations

from tabletop_engine.replay_page import BANNER_WORDS_ZH, CONTROL_WORDS_ZH

#: English -> Chinese. Keys are the exact English texts (templates keep their fields).
ZH: dict[str, str] = {
    # play: header, views, prompts
    "Citadels": "富饒之城",
    "{players} players": "{players} 位玩家",
    "seed {seed}": "種子 {seed}",
    "you are seat {seat}": "你在座位 {seat}",
    "you": "你",
    "Round {round}": "第 {round} 回合",
    "draft": "選角",
    "turns": "行動",
    "over": "結束",
    "{name}'s turn": "{name}的回合",
    "Bank {bank}": "銀行 {bank}",
    "unlimited": "無限",
    "deck {n} cards": "牌庫 {n} 張",
    "face up: {cards}": "明置：{cards}",
    "{n} face down": "暗置 {n} 張",
    "Seat": "座位",
    "Gold": "金幣",
    "Hand": "手牌",
    "Characters": "角色",
    "City": "城市",
    "{n} cards": "{n} 張牌",
    "Decision: {kind}": "待決定：{kind}",
    "Gold {gold}": "金幣 {gold}",
    "hand: {cards}": "手牌：{cards}",
    "city: {cards}": "城市：{cards}",
    "decision: {kind}": "待決定：{kind}",
    "Your action: ": "你的行動：",
    "Choose a number from 1 to {n}.": "請輸入 1 到 {n} 的數字。",
    "{action} is not legal now.": "{action} 現在不能做。",
    "Game abandoned.": "遊戲已放棄。",
    "Wrote the record to {path}": "已寫入紀錄：{path}",
    "Interrupted: game abandoned in round {round}.": "已中斷：遊戲在第 {round} 回合放棄。",
    "seat {seat}": "座位 {seat}",
    "seat {seat} {label}": "座位 {seat} {label}",
    # play: the suggestion, a bot's turn, what happened to you since your last move
    "(suggested)": "（建議）",
    "ends the turn": "結束回合",
    "Since your last move:": "自你上次行動以來：",
    "your {character} was killed (seat {by})": "你的{character}被殺了（座位 {by}）",
    "your {character} was robbed (seat {by})": "你的{character}被偷了（座位 {by}）",
    "your {character} was bewitched (seat {by})": "你的{character}被蠱惑了（座位 {by}）",
    "a warrant on your {character} (seat {by})": "你的{character}被放了令狀（座位 {by}）",
    "the warrant on your {character} is signed (seat {by})": (
        "你的{character}上的令狀已簽發（座位 {by}）"
    ),
    "a threat on your {character} (seat {by})": "你的{character}受到威脅（座位 {by}）",
    "the threat on your {character} is real (seat {by})": (
        "你的{character}受到的威脅是真的（座位 {by}）"
    ),
    "the threat on your {character} was revealed (seat {by})": (
        "你的{character}受到的威脅已揭曉（座位 {by}）"
    ),
    "the threat on your {character} was resolved (seat {by})": (
        "你的{character}受到的威脅已了結（座位 {by}）"
    ),
    "you lost {n} gold to seat {seat}": "你失去 {n} 金幣給座位 {seat}",
    "you paid {n} gold": "你付了 {n} 金幣",
    "seat {seat} gave you {n} gold": "座位 {seat} 給你 {n} 金幣",
    "you collected {n} gold": "你收到 {n} 金幣",
    "seat {seat} destroyed your {card}": "座位 {seat} 摧毀了你的{card}",
    "seat {seat} took your {card}": "座位 {seat} 拿走了你的{card}",
    "{n} cards were taken from your hand": "你的手牌被拿走 {n} 張",
    "seat {seat} exchanged hands with you": "座位 {seat} 與你交換了手牌",
    "seat {seat} exchanged characters with you": "座位 {seat} 與你交換了角色",
    "seat {seat} exchanged districts with you": "座位 {seat} 與你交換了建築",
    "the crown came to you": "皇冠歸你",
    "seat {seat} took the crown from you": "座位 {seat} 從你手上拿走了皇冠",
    # actions
    "pick": "選",
    "remove": "移除",
    "take gold": "拿金幣",
    "draw cards": "抽牌",
    "keep": "留下",
    "build": "建造",
    "collect income": "收取收入",
    "choose": "選擇",
    "done": "完成",
    "end the turn": "結束回合",
    "picks a character": "選了一張角色",
    "removes a character": "移除了一張角色",
    "keeps a card": "留下一張牌",
    "makes a choice": "做了選擇",
    "a card": "一張牌",
    "({cost} gold, {colour})": "（{cost} 金幣，{colour}）",
    "yes": "是",
    "no": "否",
    # ability verbs (``<card>.<verb>``) and decision options
    "kill": "暗殺",
    "bewitch": "蠱惑",
    "rob": "偷竊",
    "swap": "交換",
    "redraw": "換牌",
    "take": "拿取",
    "crown": "加冕",
    "collect": "收取",
    "gain": "獲得",
    "destroy": "摧毀",
    "exchange": "交換",
    "beautify": "美化",
    "discard": "棄牌",
    "draw": "抽牌",
    "store": "收藏",
    "thank": "致謝",
    "announce": "宣告",
    "designate": "指定",
    "warrant": "簽發令狀",
    "threaten": "威脅",
    "peek": "窺探",
    "borrow": "借用",
    "seize": "奪取",
    "gold": "金幣",
    "card": "卡牌",
    "cards": "卡牌",
    "decline": "拒絕",
    "pay": "支付",
    "refuse": "拒付",
    "reveal": "揭露",
    "confiscate": "沒收",
    # colours
    "yellow": "黃",
    "blue": "藍",
    "green": "綠",
    "red": "紅",
    "purple": "紫",
    # scores
    "Final scores": "最終得分",
    "Player": "玩家",
    "Total": "總分",
    "Lines": "明細",
    "districts": "建築",
    "first complete": "首先完成",
    "complete": "完成城市",
    "five colours": "五種顏色",
    "Winner: {names}": "勝者：{names}",
    "Winners: {names}": "勝者：{names}",
    # replay: the turn-by-turn narration
    "seat {seat} ({label})": "座位 {seat}（{label}）",
    "seat {seat}: ": "座位 {seat}：",
    ": ": "：",
    "Crown: {who}": "皇冠：{who}",
    "Face up: {names}": "明置角色：{names}",
    "seat {seat} {name}": "座位 {seat} 選 {name}",
    "seat {seat} removes {name}": "座位 {seat} 移除 {name}",
    "Draft: {picks}": "選角：{picks}",
    "{name} was {who}": "{name} 是 {who}",
    "killed: no turn": "被暗殺，沒有回合",
    "nobody has it": "無人持有",
    "Game over after round {round}": "遊戲在第 {round} 回合後結束",
    "pays {amount} gold": "支付 {amount} 金幣",
    "gives {amount} gold to {who}": "給 {who} {amount} 金幣",
    "gets {amount} gold from {who}": "從 {who} 得到 {amount} 金幣",
    "{amount} gold: {src} → {dst}": "{amount} 金幣：{src} → {dst}",
    "build {card} ({cost} gold)": "建造 {card}（{cost} 金幣）",
    "{card} of seat {seat} destroyed": "座位 {seat} 的 {card} 被摧毀",
    "takes the crown": "取得皇冠",
    "crown → seat {seat}": "皇冠 → 座位 {seat}",
    "bank": "銀行",
    "Setup: every seat gets {gold} gold and {n} cards": "開局：每個座位得到 {gold} 金幣和 {n} 張牌",
    "seat {seat}: {gold} gold, {n} cards": "座位 {seat}：{gold} 金幣，{n} 張牌",
    "Setup: {seats}": "開局：{seats}",
    " (+{gain} gold)": "（+{gain} 金幣）",
    "nothing": "沒有行動",
    "gold {before} → {gold} · hand {hand} · city {n} district ({points} pts)": (
        "金幣 {before} → {gold} · 手牌 {hand} · 城市 {n} 棟建築（{points} 分）"
    ),
    "gold {before} → {gold} · hand {hand} · city {n} districts ({points} pts)": (
        "金幣 {before} → {gold} · 手牌 {hand} · 城市 {n} 棟建築（{points} 分）"
    ),
    "seat {seat}: {gold}g {hand}c {city}d": "座位 {seat}：{gold}金 {hand}牌 {city}建築",
    "End of round {round} — {seats}": "第 {round} 回合結束 — {seats}",
    # cards
    "{n} cards of {preset}": "{preset} 的 {n} 張卡",
    "Rank/Cost": "順位/費用",
    "Edition": "版本",
    "Text": "說明",
    "({value} pts)": "（{value} 分）",
    (
        "Rank/Cost: a character's rank and income colour; a district's cost, colour, "
        "points when they differ from the cost, and copies in the deck."
    ): "順位/費用：角色的順位與收入顏色；建築的費用、顏色、與費用不同時的分數，以及牌庫中的張數。",
}

#: The replay page's words in Chinese (``citadels replay --html``; English -> Chinese),
#: with :data:`ZH` embedded in the page for ``lang=zh``. ``{fields}`` are filled in there.
PAGE_ZH: dict[str, str] = {
    # header and boxes
    "Citadels replay · {preset} · {players} players · seed {seed}": (
        "富饒之城 回放 · {preset} · {players} 位玩家 · 種子 {seed}"
    ),
    **CONTROL_WORDS_ZH,  # the controls every replay page shares
    "This step": "這一步",
    "Draft": "選角",
    "Decision": "待決定",
    "Scores": "得分",
    (
        "Keys: ← → step, Home / End, Page Up / Page Down: round. The view chooses what is "
        "shown: everything, or what one seat knew at that step."
    ): (
        "按鍵：← → 逐步，Home / End，Page Up / Page Down：回合。"
        "視角決定顯示的內容：全部，或某個座位在那一步所知道的。"
    ),
    **BANNER_WORDS_ZH,  # the banner every replay page shares
    # status and lineup
    "Phase": "階段",
    "Crown": "皇冠",
    "Bank": "銀行",
    "Deck": "牌庫",
    "Discard": "棄牌",
    "Turn": "回合",
    "End": "結束",
    "{character} (seat {seat})": "{character}（座位 {seat}）",
    ", has gathered": "，已收取資源",
    "a city is complete: last round": "已有城市完成：最後一回合",
    "removed face up": "明置移除",
    "removed face down": "暗置移除",
    "being drafted": "選角中",
    "called": "已喚出",
    " (hidden)": "（隱藏）",
    "☠ killed": "☠ 被暗殺",
    "robbed": "被偷竊",
    "bewitched": "被蠱惑",
    # seats
    "Seat {seat}": "座位 {seat}",
    "to act": "待行動",
    "(this view)": "（此視角）",
    "★ winner": "★ 勝者",
    "holds the crown": "持有皇冠",
    " gold · ": " 金幣 · ",
    " in hand · ": " 張手牌 · ",
    " built": " 棟建築",
    " points": " 分",
    " · city complete": " · 城市完成",
    " (first)": "（首先）",
    "none": "無",
    "not revealed": "未公開",
    "nothing built": "尚未建造",
    "face down": "牌背朝上",
    "{n} hidden": "{n} 張（隱藏）",
    "{n} cards, hidden": "{n} 張牌，隱藏",
    "+{n} gold": "+{n} 金幣",
    "{n} under": "下面 {n} 張",
    # this step
    "picks": "選",
    "removes": "移除",
    "takes 2 gold": "拿 2 金幣",
    "draws cards": "抽牌",
    "keeps": "留下",
    "builds": "建造",
    "collects income": "收取收入",
    "chooses": "選擇",
    "is done": "完成",
    "ends the turn": "結束回合",
    "(hidden)": "（隱藏）",
    "Seat {seat}: {text}": "座位 {seat}：{text}",
    "Setup: the deck is shuffled, the cards and gold dealt.": "開局：洗牌，發牌與金幣。",
    " (secret)": "（秘密）",
    "only {who} saw it": "只有{who}看到",
    "nothing else happened": "沒有其他事情發生",
    "{who} draws {n} card": "{who} 抽 {n} 張牌",
    "{who} draws {n} cards": "{who} 抽 {n} 張牌",
    "Round {round} starts; the crown is with {who}": "第 {round} 回合開始；皇冠在{who}",
    "Round {round} ends": "第 {round} 回合結束",
    "Removed face up: {characters}": "明置移除：{characters}",
    "{who} has drafted": "{who} 已選角",
    "{character} is called: {who}": "喚出{character}：{who}",
    "nobody": "無人",
    "{character} is skipped": "{character}被跳過",
    "{character} is killed": "{character}被暗殺",
    "{character} is robbed": "{character}被偷竊",
    "{who} builds {card}": "{who} 建造 {card}",
    " ({cost} gold)": "（{cost} 金幣）",
    "{card} of {who} is destroyed": "{who} 的 {card} 被摧毀",
    "The crown goes to {who}": "皇冠交給{who}",
    "{who} exchanges hands": "{who} 交換手牌",
    " with seat {seat}": "（與座位 {seat}）",
    "{who} looks at the drawn cards": "{who} 查看抽到的牌",
    "{who}'s turn ends": "{who} 的回合結束",
    "Game over": "遊戲結束",
    # draft, decision, scores
    "Face up": "明置",
    "Face down": "暗置",
    "Passed on": "傳下",
    "The game is over.": "遊戲結束。",
    "Seat {seat} to act.": "輪到座位 {seat}。",
    "Nobody to act.": "無人行動。",
    "options hidden from this view": "此視角看不到選項",
    "Seat {seat} to choose: ": "座位 {seat} 要選擇：",
    " (may be done)": "（可以完成）",
    (
        "Shown in the full view, or at the end (running scores may count hidden cards)."
    ): "在全部視角或遊戲結束時顯示（進行中的得分可能算入隱藏的牌）。",
    "Final": "最終",
    "Running": "目前",
}


#: The agents' names (a record's labels, ``play``'s seats) in Chinese.
AGENT_ZH: dict[str, str] = {
    "GreedyAgent": "貪婪電腦",
    "RandomAgent": "隨機電腦",
    "SearchAgent": "搜尋電腦",
    "greedy": "貪婪電腦",
    "random": "隨機電腦",
    "search": "搜尋電腦",
    "human": "真人",
}
#: The shipped presets' names in Chinese (the replay page's title, ``play``'s header).
PRESET_ZH: dict[str, str] = {
    "classic": "經典版",
    "dark_city": "黑暗之城",
    "edition_2016": "2016 版",
    "fan": "同好版",
}
#: The classic rules texts in Chinese, from the seeds (``000_e0615dc88995a33c.txt``, the classic
#: rules' 角色介紹 and 特別地區; the seed's pinyin glosses left out): card id -> text.
#: A card without one shows its English text.
CARD_TEXT_ZH: dict[str, str] = {
    "assassin": (
        "選擇一個角色 (而非玩家) 并將他干掉。持有被暗殺角色的玩家不可以作聲，當皇帝讀出角色名字時，"
        "這名玩家亦不能出聲。被干掉的角色因此而少了一個回合。"
    ),
    "thief": (
        "選擇并洗劫一個角色 (而非玩家)。當國王讀出角色名字時，這名玩家要將自己所有金幣交給盜賊。"
        "注意：盜賊不能打劫刺客或者被刺客暗殺的角色。"
    ),
    "magician": (
        "魔法師在自己回合任何時間都可以執行以下其中一項行動：1.與另一名玩家交換所有手牌"
        "(不包括桌子上已打出的地區卡)。如果魔法師手上沒有牌，則當作是拿走任何一個玩家的手牌。"
        "或者2.選擇棄掉手上一定數量的地區卡，然后從牌迭頂方抽回同等數量的地區卡。"
        "被棄掉的地區卡要放在牌迭最底處。"
    ),
    "king": (
        "選擇做國王的玩家首先拿取皇冠卡，他在下一個回合是起始玩家。然后數自己已經建設了的貴族地區"
        " (金色)，每有一個貴族地區可得一枚金幣。如果下一個回合沒有人選擇做國王，這個回合的國王"
        "可以在下一個回合繼續持有皇冠卡。"
    ),
    "bishop": (
        "選擇做主教的玩家數自己已經建設了的宗教地區 (藍色)，每有一個宗教地區可得一枚金幣。"
        "此外，領主不可以攻打主教。"
    ),
    "merchant": (
        "在回合開始時，除了選擇拿2 枚金幣或者抽地區卡之外，還可以額外獲得一枚金幣。"
        "然后數自己已經建設了的商業地區 (綠色)，每有一個商業地區可得一枚金幣。"
    ),
    "architect": (
        "在回合開始時，除了選擇拿2 枚金幣或者抽地區卡之外，還可以額外再抽2 張地區卡。"
        "此外，建筑師可以在自己回合建設最多3 個地區。"
    ),
    "warlord": (
        "選擇做領主的玩家數自己已經建設了的軍事地區(紅色)，每有一個軍事地區可得一枚金幣。"
        "在回合結束時，領主能夠選擇攻打并破壞任何一個地區。破壞價值1元的地區是免費的，"
        "破壞其它建筑費用較昂貴的地區則需要支付『建筑費用-1』的金幣。不過，如果有玩家已經"
        "建立了8個地區(將要完結游戲)，領主就不能攻打該名玩家。"
    ),
    "library": "如果你選擇在回合開始時抽牌，你可以保留抽到的兩張地區卡。",
    "dragon_gate": "雖然建筑費用是6 枚金幣，不過游戲完結時則當8 分計算。",
    "graveyard": (
        "當領主破壞一個地區時，你可以支付一枚金幣將被破壞的地區拿到手上。"
        "不過如果你本身是領主，則不能使用這項特殊能力。"
    ),
    "haunted_quarter": (
        "當計算分數時，鬼城可以被視為任何顏色的建筑物。不過，如果你在游戲最后一個回合才建成鬼城，"
        "則不能使用這項特殊能力。"
    ),
    "school_of_magic": (
        "當計算金幣收入時，魔法學院可以被視為任何顏色的建筑物。換句話說，如果你是皇帝、主教、"
        "商人或領主時，金幣收入就會加一。"
    ),
    "laboratory": (
        "在你的回合當中，你可以從手上棄掉一張地區卡，然后換取一枚金幣。"
        "這項特殊能力每個回合只能使用一次。"
    ),
    "smithy": (
        "在你的回合當中，你可以支付2 枚金幣，然后抽3 張地區卡。這項特殊能力每個回合只能使用一次。"
    ),
    "observatory": (
        "如果你選擇在回合開始時抽牌，你可以抽3 張地區卡，保留一張，然后將其余兩張放在牌迭最底。"
    ),
    "university": "雖然建筑費用是6 枚金幣，不過游戲完結時則當8 分計算。",
    "keep": "要塞不能被領主破壞。",
    "great_wall": "領主要破壞你其它的地區要多付一枚金幣。",
}
#: The Dark City characters' rules texts in Chinese, from the same seed (its 擴展角色介紹):
#: card id -> text.
DARK_CITY_TEXT_ZH: dict[str, str] = {
    "witch": (
        "當執行完『抽牌/拿金幣』這個行動之后，你可以向玩家們公布一個角色名字并向他施法，"
        "然后實時完結回合。當被施法的角色出現時，該玩家可以執行『抽牌/拿金幣』這個行動，"
        "之后實時完結回合。女巫此時介入，并可以使用被施法角色的能力去執行其它行動。"
        "如果被施法者是國王，他仍然可以取得皇冠卡 (下一個回合是起始玩家)。如果被女巫施法的"
        "角色未曾出現，則女巫不能執行余下的行動 (建筑一個地區)。盜賊不能打劫女巫或被施法的角色。"
    ),
    "tax_collector": (
        "如果有玩家建設一個或以上的地區，該玩家必須在他回合結束時給你一枚金幣 "
        "(如果他有多余金幣的話)。"
    ),
    "wizard": (
        "觀看另一個玩家的手牌，然后拿走一張。你可以將這張地區卡放在手上，或支付建筑費用實時建設。"
        "如果立即建造，這不算做你的建筑動作，你還可以正常建造一個地區。可以建造相同的地區。"
    ),
    "emperor": (
        "選擇做皇帝的玩家首先數自己已經建設了的貴族地區 (金色)，每有一個貴族地區可得一枚金幣。"
        "然后皇帝必須要將皇冠卡交給另外一位玩家。收到皇冠卡的玩家需要支付給皇帝一枚金幣或"
        "一張地區卡。"
    ),
    "abbot": (
        "選擇做修道院院長的玩家數自己已經建設了的宗教地區 (藍色)，每有一個宗教地區可得一枚金幣。"
        "擁有最多金幣的玩家需要給你一枚金幣。"
    ),
    "alchemist": (
        "你可以拿回在這個回合中，建筑地區所需要的所有金幣 (不包括其它開支，例如不能拿回給"
        "稅務員的一枚金幣)。"
    ),
    "navigator": (
        "當執行完『抽牌/拿金幣』這個行動之后，你可以拿取4 枚金幣或者抽4 張地區卡。"
        "你不能建設任何地區。"
    ),
    "diplomat": (
        "選擇做外交官的玩家數自己已經建設了的軍事地區(紅色)，每有一個軍事地區可得一枚金幣。"
        "你可以支付差額，與另外一個玩家交換一個地區。"
    ),
    "artist": (
        "你可以美化自己一個或兩個地區，方法是自己將金幣放在地區之上。每一個地區之上最多只能有"
        "一枚金幣。"
    ),
    "queen": "如果你坐在國王旁邊，你可以獲得3 枚金幣，即使國王被暗殺了，你仍然可以使用這項能力。",
}
#: The Chinese rules texts by edition (a card id names several versions: the 2016
#: Abbot is not the Dark City one).
TEXT_ZH_BY_EDITION: dict[str, dict[str, str]] = {
    "classic": CARD_TEXT_ZH,
    "dark_city": DARK_CITY_TEXT_ZH,
}
ZH.update(AGENT_ZH)
ZH.update(PRESET_ZH)
ZH["replay reaches the recorded final state and scores"] = "回放與紀錄的最終狀態及得分一致"
ZH["The game was stopped in round {round} after {n} actions."] = (
    "遊戲在第 {round} 回合、{n} 個行動之後中止。"
)


def card_text(card: str, text: str, lang: str, edition: str = "classic") -> str:
    """The rules text of ``card`` in ``lang``: for ``"zh"``, the seed's Chinese of that
    ``edition``'s version (:data:`TEXT_ZH_BY_EDITION`: the classic cards and the Dark
    City characters) when there is one, else ``text`` (the pack's English)."""
    if lang == "zh":
        return TEXT_ZH_BY_EDITION.get(edition, {}).get(card, text)
    return text


def page_words(lang: str) -> dict[str, str]:
    """The replay page's words in ``lang``: English -> ``lang`` (empty for English)."""
    return {**ZH, **PAGE_ZH} if lang == "zh" else {}


#: The languages :func:`tr` knows.
LANGS = ("en", "zh")


def tr(text: str, lang: str) -> str:
    """``text`` in ``lang`` (``"en"`` or ``"zh"``); English when there is no translation."""
    if lang == "zh":
        return ZH.get(text, text)
    return text


def tr_n(one: str, many: str, n: int, lang: str) -> str:
    """The template for ``n`` things in ``lang``: ``one`` when ``n`` is 1, else ``many``
    (Chinese has one form: ``many``'s translation serves both when ``one`` has none).

    >>> tr_n("{n} card", "{n} cards", 1, "en").format(n=1)
    '1 card'
    >>> tr_n("{n} card", "{n} cards", 1, "zh").format(n=1)
    '1 張牌'
    """
    text = one if n == 1 else many
    if lang == "zh":
        return ZH.get(text) or ZH.get(many, text)
    return text
