"""Texts of the fruit rulebook's board, research, route, contract, turn-order and solo
exercises (:mod:`.exercises_board`), English and Japanese; keys without the
``twinstar.exercise.`` prefix (added by :mod:`.lesson_texts`)."""

from __future__ import annotations

_PARTS = ("title", "intro", "do", "done", "nudge", "outro")

#: name: (English texts, Japanese texts), each in the order of ``_PARTS``.
_TEXTS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "fruits_spots": (
        ("Rulebook: where the next disc may go",
         "You are blue (the rulebook's white). Your one disc stands in the middle of the "
         "board; every other disc of yours must go next to one of yours.",
         "Count the squares you can reach directly, then place a disc on c2.",
         "You could place on {spots} squares directly: the ones next to your disc, up, down, "
         "left and right.",
         "Tap c2, above your disc.",
         "Diagonal squares do not count; a walk or a leap reaches further."),
        ("ルールブックの例: 次のディスクを置ける場所",
         "あなたは青(ルールブックの白)です。あなたのディスクは盤面の中央に1枚あり、次の"
         "ディスクは自分のディスクの縦横に隣接して置きます。",
         "直接置けるマスを数え、c2にディスクを置きましょう。",
         "直接置けるマスは{spots}つでした: あなたのディスクの上下左右です。",
         "あなたのディスクの上のc2をタップしてください。",
         "斜めのマスは数えません。さらに先へはディスクを重ねて進みます。")),
    "fruits_leap": (
        ("Rulebook: a leap over a rival's disc",
         "You are blue (the rulebook's white). Orange's disc on b1 stands between yours on a1 "
         "and the Deliver on c1 and the Research on b2.",
         "Cover orange's disc on b1 with one of yours: its action is not resolved.",
         "The leap opened {opened} squares for your next disc, Deliver and Research, and cost "
         "{paid} credits: the fruit edition asks no fee.",
         "Tap orange's disc on b1.",
         "Each square may hold two discs at most, so each can be leapt once."),
        ("ルールブックの例: 相手のディスクを跳ぶ",
         "あなたは青(ルールブックの白)です。b1の橙のディスクが、a1のあなたのディスクと、"
         "c1の配達・b2の研究の間にあります。",
         "b1の橙のディスクにあなたのディスクを重ねましょう。そのアクションは実行されません。",
         "次のディスクを置けるマスが{opened}つ(配達と研究)増えました。費用は{paid}"
         "クレジットで、果物版では支払いはありません。",
         "b1の橙のディスクをタップしてください。",
         "1マスにはディスクを2枚までしか置けないので、各マスを跳べるのは1回だけです。")),
    "fruits_research": (
        ("Rulebook: a research",
         "Advanced mode. You research; your disc already waits on the top slot of research 3, "
         "Drive Bot, which needs two steps.",
         "Move your disc on research 3 to its lower star slot.",
         "You had {choices} choices: a new disc on research 1, 2, 4, 5 or 6, or this one. Your "
         "disc is on slot {slot} of research 3: Drive Bot is unlocked (two deliveries per "
         "Deliver).",
         "Tap research 3.",
         "A two-step research charges its fee only when the first disc goes on it."),
        ("ルールブックの例: 研究",
         "上級モードです。研究を実行します。2段階が必要な研究3(ドライブボット)の上側の"
         "スロットに、すでにあなたのディスクがあります。",
         "研究3のディスクを下側の星のスロットへ動かしましょう。",
         "選択肢は{choices}つでした: 研究1、2、4、5、6への新しいディスクか、このディスク"
         "です。ディスクは研究3のスロット{slot}に進み、ドライブボット(配達で2回配達)が"
         "アンロックされました。",
         "研究3をタップしてください。",
         "2段階の研究の支払いは、最初にディスクを置くときの1回だけです。")),
    "fruits_bridges": (
        ("Rulebook: two bridges, not yet connected",
         "You are orange. Two lakes lie between the orchard and blue's (the rulebook's white) "
         "market, with a plains hex after them.",
         "Build bridges on both lakes, 2 credits each.",
         "You paid {paid} credits. No route piece stands next to the market yet, so "
         "{orchards} orchards can deliver to it.",
         "Tap the two lake hexes next to the orchard.",
         "A route reaches a market only when a piece stands next to the market's dome."),
        ("ルールブックの例: 2つの橋、まだつながらない",
         "あなたは橙です。果樹園と青(ルールブックの白)の市場の間に湖が2つあり、その先に"
         "平原ヘクスがあります。",
         "2つの湖に橋を建設しましょう(1つ2クレジット)。",
         "{paid}クレジットを支払いました。市場に隣接するヘクスにはまだルートコマがないので、"
         "市場へ配達できる果樹園は{orchards}つです。",
         "果樹園の隣の2つの湖ヘクスをタップしてください。",
         "ルートは市場ドームに隣接するルートコマがあって初めて市場につながります。")),
    "fruits_connected": (
        ("Rulebook: an orchard connected to a rival's market",
         "You are orange. Your two bridges cross the lakes; one plains hex remains before "
         "blue's (the rulebook's white) market.",
         "Build one route piece on the plains hex next to the market, then finish.",
         "You paid {paid} credit. The orchard is now connected: {orchards} orchard can "
         "deliver to blue's market.",
         "Tap the plains hex next to the market, then finish building.",
         "Delivering to a rival's market pays its owner 1 credit per fruit it demands."),
        ("ルールブックの例: 相手の市場につながった果樹園",
         "あなたは橙です。あなたの2つの橋が湖を渡り、青(ルールブックの白)の市場の手前に平原"
         "ヘクスが1つ残っています。",
         "市場の隣の平原ヘクスにルートコマを1つ建設し、建設を終えましょう。",
         "{paid}クレジットを支払いました。果樹園がつながり、青の市場へ配達できる果樹園は"
         "{orchards}つです。",
         "市場の隣の平原ヘクスをタップし、建設を終えてください。",
         "相手の市場への配達では、需要に合う果物1つにつき1クレジットを持ち主に払います。")),
    "fruits_five_bridges": (
        ("Rulebook: the five-bridge contract",
         "Advanced mode. You have 4 bridges on a row of lakes; contract 1 asks for 5 of your "
         "route pieces on lakes, with a Construct this turn.",
         "Place your disc on a1 (Construct), build a fifth bridge, finish, and claim "
         "contract 1.",
         "You have {bridges} bridges, and the contract gives you {points} points at the end.",
         "Tap a1, then the lake next to your bridges, finish, then contract 1.",
         "A contract's goal counts what you have, but its action must be done this turn."),
        ("ルールブックの例: 5つの橋の契約",
         "上級モードです。湖の列にあなたの橋が4つあります。契約1は湖に5つのルートコマを"
         "必要とし、このターンに建設を行う必要があります。",
         "a1(建設)にディスクを置き、5つ目の橋を建設して終え、契約1を獲得しましょう。",
         "橋は{bridges}つになり、契約はゲーム終了時に{points}点になります。",
         "a1、橋の隣の湖の順にタップして終え、契約1をタップしてください。",
         "契約の条件は持っているものを数えますが、アクションはそのターンに行う必要があります。")),
    "fruits_turn_order": (
        ("Rulebook: the turn-order board",
         "Advanced mode, four players. On the right column blue is 2nd and white 3rd. You are "
         "blue: deliver, then white grows.",
         "Place on a2 (Deliver), deliver a grape and a lemon to your market, and sell them.",
         "Delivering moved blue's marker 2 down: from {blue_was} to {blue_now}. White grew and "
         "moved 2 up: from {white_was} to {white_now}, to play first next round.",
         "Tap a2, the orchard, your market, a grape and a lemon, then sell them.",
         "At the next round the left column copies the right one."),
        ("ルールブックの例: ターン順ボード",
         "上級モードの4人プレイです。右側の列で青は2番目、白は3番目です。あなたは青です:"
         "配達し、そのあと白が生育します。",
         "a2(配達)に置き、ブドウとレモンをあなたの市場へ配達して販売しましょう。",
         "配達で青のマーカーは2つ下へ: {blue_was}番目から{blue_now}番目に。白は生育して"
         "2つ上へ: {white_was}番目から{white_now}番目になり、次のラウンドで最初に行動します。",
         "a2、果樹園、市場、ブドウとレモンの順にタップし、販売してください。",
         "次のラウンドでは、左側の列が右側の列をコピーします。")),
    "fruits_new_round": (
        ("Rulebook: a new round on the turn-order board",
         "Advanced mode, three players. You are white, last on the left column this round and "
         "already first on the right one.",
         "Place on f5 (Grow) and put the fruits on the orchards.",
         "Growing moves a marker up, but yours is on top: it stays {right}. The round ends, the "
         "left column copies the right one, and you are {left} there: player {next} (you) "
         "plays first.",
         "Tap f5, then an orchard for each draw.",
         "Deliver moves your marker down, Grow up: choose your actions with the order in mind."),
        ("ルールブックの例: ターン順ボードの新しいラウンド",
         "上級モードの3人プレイです。あなたは白で、このラウンドの左側の列では最後、右側の列"
         "ではすでに一番上です。",
         "f5(生育)に置き、果物を果樹園に置きましょう。",
         "生育でマーカーは上がりますが、すでに一番上なので{right}番目のままです。ラウンドが"
         "終わり、左側の列が右側の列をコピーして、あなたは{left}番目: プレイヤー{next}"
         "(あなた)が最初に行動します。",
         "f5をタップし、ドローごとに果樹園をタップしてください。",
         "配達でマーカーは下がり、生育で上がります。順番を考えてアクションを選びましょう。")),
    "gems_bridges": (
        ("Rulebook: claiming the two-bridge contract",
         "You are orange with 2 bridges already. Contract 1 asks for at least 2 bridges, and "
         "you must build a bridge in the turn you claim it.",
         "Place your disc on a1 (Construct), build a third bridge, finish, and claim contract "
         "1.",
         "You have {bridges} bridges; the contract gives you {points} points at the end.",
         "Tap a1, then the lake next to your bridges, finish, then contract 1.",
         "A contract's action must be done in the turn it is claimed."),
        ("ルールブックの例: 2つの橋の契約を獲得する",
         "あなたは橙で、すでに橋が2つあります。契約1は2つ以上の橋を求め、獲得するターンに"
         "橋を建設する必要があります。",
         "a1(建設)にディスクを置き、3つ目の橋を建設して終え、契約1を獲得しましょう。",
         "橋は{bridges}つになり、契約はゲーム終了時に{points}点になります。",
         "a1、橋の隣の湖の順にタップして終え、契約1をタップしてください。",
         "契約のアクションは、獲得するターンに行う必要があります。")),
    "solo_card": (
        ("Rulebook: the solo bot's card",
         "A solo game. Your disc on d5 stands next to the bot's on e5; next to the bot's disc "
         "only e4, a Research, is free. The bot's next card lists Construct first.",
         "Place on c5 (Construct), build one route piece, and finish your turn.",
         "The bot could not take Construct, the card's first action, so it skipped {skipped} "
         "and took the next, Research: as it never researches, it gained {gained} credits.",
         "Tap c5, a plains hex, then finish building.",
         "The bot takes the first action on its card it can reach and perform."),
        ("ルールブックの例: ソロのボットのカード",
         "ソロゲームです。d5のあなたのディスクがe5のボットのディスクの隣にあり、ボットの"
         "ディスクの隣で空いているのは研究のe4だけです。ボットの次のカードは建設が最優先"
         "です。",
         "c5(建設)に置き、ルートコマを1つ建設してターンを終えましょう。",
         "ボットはカードの最初の建設を選べないので{skipped}つ飛ばし、次の研究を選びました:"
         "研究はしないので{gained}クレジットを得ます。",
         "c5、平原ヘクスの順にタップし、建設を終えてください。",
         "ボットはカードのうち、置けて実行できる最初のアクションを選びます。")),
    "solo_first_disc": (
        ("Rulebook: the solo bot's first disc",
         "A solo game. You place your first disc on d1 (Research) and research; the bot then "
         "places its first disc on the Construct opposite yours.",
         "Place on d1 and research track 1.",
         "Opposite d1 lie {equal} Construct squares at the same distance; the bot took the "
         "one nearest the centre, {square}.",
         "Tap d1, then track 1.",
         "After its first disc, the bot follows its cards' priorities."),
        ("ルールブックの例: ソロのボットの最初のディスク",
         "ソロゲームです。最初のディスクをd1(研究)に置いて研究すると、ボットはあなたの"
         "ディスクの反対側の建設に最初のディスクを置きます。",
         "d1に置き、研究1を研究しましょう。",
         "d1の反対側には同じ距離の建設が{equal}つあり、ボットは中央に近い{square}を選び"
         "ました。",
         "d1、研究1の順にタップしてください。",
         "最初のディスクのあと、ボットはカードの優先順位に従います。")),
}

BOARD_EN = {f"{name}.{part}": text for name, (en, _) in _TEXTS.items()
            for part, text in zip(_PARTS, en, strict=True)}
BOARD_JA = {f"{name}.{part}": text for name, (_, ja) in _TEXTS.items()
            for part, text in zip(_PARTS, ja, strict=True)}
