"""The texts of TwinStar Valley's guided first game in the fruit edition, advanced mode
(:mod:`.lessons_fruits`), English and Japanese, keyed ``<step>.<do|done|nudge>``; merged by
:mod:`.lesson_script_texts`. Steps 1 to 8 are the basic lesson's, word for word."""

from __future__ import annotations

from .lesson_basic_texts import BASIC_EN, BASIC_JA

#: The advanced lesson opens as the basic one does (steps 1 to 8), then claims contracts.
SHARED = tuple(f"{n}.{part}" for n in range(1, 9) for part in ("do", "done", "nudge"))

ADVANCED_EN = {key: BASIC_EN[key] for key in SHARED} | {
    "title": "Learn to play: TwinStar Valley (fruits, advanced mode)",
    "intro": (
        "The second and last year of a two-player game in the advanced mode, which adds "
        "contracts and a sixth research. You are orange; blue plays its own moves. Deliver, "
        "sell and research, and at the end of each turn claim a contract whose goal you met: "
        "its bonus acts at once, its points count at the end."),
    "outro": (
        "You won. In a real game, plan a turn so that it meets a contract, and chain the "
        "bonuses: a sale that brings a delivery, a research that brings another."),
    "9.do": "Deliver from orchard A11 to your market A1.",
    "9.done": (
        "The route has {pieces} pieces, so you may deliver up to {pieces} fruits; {rival} of "
        "them is blue's, 1 credit per fruit."),
    "9.nudge": "Tap orchard A11, then your market A1.",
    "10.do": "Deliver a grape and a lemon: both match your market's demand.",
    "10.done": "You paid blue {toll} credits; {kept} fruits went to your supply.",
    "10.nudge": "Choose one grape and one lemon.",
    "11.do": "Sell your grapes and lemons.",
    "11.done": "You received {gained} credits. Grapes now sell for {now_G}, lemons for {now_L}.",
    "11.nudge": "Sell grapes and lemons together.",
    "12.do": (
        "At the end of your turn you may claim a contract whose goal you met. Contract 2 asks "
        "for a sale of at least 5 credits; its bonus is a delivery."),
    "12.done": "It is worth {points} point at the end. Now the bonus delivery.",
    "12.nudge": "Claim contract 2 (a sale of 5 credits).",
    "13.do": (
        "Deliver the lemon and the pear left on orchard A11 to your market. Your market does "
        "not demand pears."),
    "13.done": (
        "You paid blue {toll} credits; {kept} lemon went to your supply and the pear was sold "
        "at once for 1 credit: {net} credit in all."),
    "13.nudge": "Tap A11, then A1, then deliver the lemon and the pear.",
    "14.do": "Tap b2, next to c2: Research.",
    "14.done": (
        "{choices} research tracks in the advanced mode: the sixth, Negotiator, lets you "
        "claim two contracts a turn."),
    "14.nudge": "Tap b2 (Research).",
    "15.do": "Research GrowSafe (track 4). Blue's disc is already there, so you pay blue once.",
    "15.done": "You paid blue {paid} credits.",
    "15.nudge": "Tap track 4, GrowSafe.",
    "16.do": "Sell the lemon from your supply.",
    "16.done": "You received {gained} credits.",
    "16.nudge": "Sell the lemon.",
    "17.do": "Claim contract 3: you researched this turn. Its bonus is another delivery.",
    "17.done": "It is worth {points} point. Now the bonus delivery.",
    "17.nudge": "Claim contract 3 (a research).",
    "18.do": "Deliver from orchard A9 to your market A1.",
    "18.done": "There are {choices} routes: through blue's A10 and your A5, or through A5 alone.",
    "18.nudge": "Tap orchard A9, then your market A1.",
    "19.do": (
        "Go through A5 alone: one piece, one fruit, and no toll. Deliver a pear: it is sold "
        "at once."),
    "19.done": "No toll, and the pear brought {gained} credit.",
    "19.nudge": "Choose the route through A5, then one pear.",
    "20.do": (
        "b1 (Deliver) would close a 2×2 square with c1, b2 and c2 and end your year. Leapfrog "
        "blue's disc on e2 (free in this edition), then place a disc on e1: Deliver."),
    "20.done": "Two discs for one action: you have {discs} disc left.",
    "20.nudge": "Tap blue's disc on e2, then e1 (Deliver).",
    "21.do": (
        "Contract 4 asks for a delivery past a rival's piece. Deliver from A9 to A1 again, "
        "this time through blue's A10: one pear."),
    "21.done": (
        "The pear sold for 1 and you paid blue {toll} credit of toll: {gained} credits net, "
        "but contract 4's goal is met."),
    "21.nudge": "Tap A9, then A1, then A10 for the route, then deliver one pear.",
    "22.do": "Claim contract 4: your delivery passed blue's piece. Its bonus: a free route piece.",
    "22.done": "It is worth {points} points at the end. Now place the free piece.",
    "22.nudge": "Claim contract 4 (a rival's piece passed).",
    "23.do": (
        "Place the free route piece on A13, next to orchard A9: a start of your own way "
        "there."),
    "23.done": "It cost you {paid} credits.",
    "23.nudge": "Tap A13, next to orchard A9.",
    "24.do": (
        "Place your last disc on b3: Grow. It makes a 2×2 square with b2, c2 and c3: your "
        "last turn of the year."),
    "24.done": "GrowSafe: 4 fruits drawn, {choices} ways to keep 2.",
    "24.nudge": "Tap b3 (Grow).",
    "25.do": (
        "Keep grape and lemon for orchard A11, then apple and pear from the second draw, on "
        "A11 again."),
    "25.done": (
        "Growing paid {reward} credits. Your market now counts {points} matching fruits on "
        "the orchards."),
    "25.nudge": "Keep grape and lemon, tap A11; keep apple and pear, tap A11.",
    "26.do": (
        "Claim contract 6: two of your discs stand on Grow actions (c2 and b3). Its bonus is "
        "a growing, without the 3 credits."),
    "26.done": "The bonus growing draws 4 fruits (GrowSafe): {choices} ways to keep 2.",
    "26.nudge": "Claim contract 6 (two discs on Grow).",
    "27.do": (
        "Keep the two lemons for orchard A9, the only one with room: your market demands "
        "lemons. The game ends."),
    "27.done": (
        "The bonus growing paid {reward} credits. The score breakdown: Credits {credits}, "
        "Market demand {markets} (one per grape or lemon on the orchards), Contracts "
        "{contracts} = {you}. Blue: {them}."),
    "27.nudge": "Keep the two lemons, then tap orchard A9.",
}

ADVANCED_JA = {key: BASIC_JA[key] for key in SHARED} | {
    "title": "遊び方: ツインスター・バレー(果物版・上級モード)",
    "intro": (
        "上級モードの2人プレイの2年目(最終年)です。上級モードでは契約と6番目の研究が加わります。"
        "あなたは橙で、青は自分の手を指します。配達、販売、研究を行い、ターンの終わりに目標を達"
        "成した契約を獲得しましょう。ボーナスはただちに、報酬はゲーム終了時に得られます。"),
    "outro": (
        "あなたの勝ちです。実際のゲームでは、ターンで契約を達成できるよう計画し、ボーナスをつな"
        "げましょう: 配達をもたらす販売、さらに配達をもたらす研究のように。"),
    "9.do": "果樹園A11からあなたの市場A1へ配達しましょう。",
    "9.done": (
        "ルートのルートコマは{pieces}つなので、果物を{pieces}つまで配達できます。そのうち{rival"
        "}つは青のもので、果物1つにつき1クレジットです。"),
    "9.nudge": "果樹園A11、あなたの市場A1の順にタップしてください。",
    "10.do": "ブドウとレモンを1つずつ配達しましょう。どちらも需要に一致します。",
    "10.done": "青に{toll}クレジットを支払いました。果物{kept}つがサプライに入りました。",
    "10.nudge": "ブドウ1つとレモン1つを選んでください。",
    "11.do": "ブドウとレモンを販売しましょう。",
    "11.done": (
        "{gained}クレジットを受け取りました。ブドウは{now_G}、レモンは{now_L}になりました。"),
    "11.nudge": "ブドウとレモンをまとめて販売してください。",
    "12.do": (
        "ターンの終わりに、目標を達成した契約を獲得できます。契約2は5クレジット以上の販売が目標"
        "で、ボーナスは配達です。"),
    "12.done": "ゲーム終了時に{points}点です。続いてボーナスの配達です。",
    "12.nudge": "契約2(5クレジットの販売)を獲得してください。",
    "13.do": (
        "果樹園A11に残ったレモンとナシをあなたの市場へ配達しましょう。あなたの市場はナシを需要と"
        "していません。"),
    "13.done": (
        "青に{toll}クレジットを支払い、レモン{kept}つがサプライに入り、ナシはただちに1クレジット"
        "で販売されました: 合計{net}クレジットです。"),
    "13.nudge": "A11、A1の順にタップし、レモンとナシを配達してください。",
    "14.do": "c2の隣のb2(研究)をタップしましょう。",
    "14.done": (
        "上級モードの研究は{choices}つです。6番目の契約交渉人では、1ターンに契約を2つ獲得できま"
        "す。"),
    "14.nudge": "b2(研究)をタップしてください。",
    "15.do": (
        "グローセーフ(トラック4)を研究しましょう。青のディスクがあるので、青に1回支払います。"),
    "15.done": "青に{paid}クレジットを支払いました。",
    "15.nudge": "トラック4(グローセーフ)をタップしてください。",
    "16.do": "サプライのレモンを販売しましょう。",
    "16.done": "{gained}クレジットを受け取りました。",
    "16.nudge": "レモンを販売してください。",
    "17.do": "契約3を獲得しましょう: このターンに研究しました。ボーナスはもう1回の配達です。",
    "17.done": "{points}点の契約です。続いてボーナスの配達です。",
    "17.nudge": "契約3(研究)を獲得してください。",
    "18.do": "果樹園A9からあなたの市場A1へ配達しましょう。",
    "18.done": "ルートは{choices}通りです: 青のA10とあなたのA5を通るか、A5だけを通るか。",
    "18.nudge": "果樹園A9、あなたの市場A1の順にタップしてください。",
    "19.do": (
        "A5だけを通りましょう: ルートコマ1つで果物1つ、通行料なしです。ナシを配達するとただちに"
        "販売されます。"),
    "19.done": "通行料はなく、ナシで{gained}クレジットを得ました。",
    "19.nudge": "A5を通るルートを選び、ナシを1つ選んでください。",
    "20.do": (
        "b1(配達)に置くとc1、b2、c2と2×2の正方形になり、あなたの年が終わります。e2の青のディスク"
        "をカエル跳びし(この版では無料)、e1(配達)にディスクを置きましょう。"),
    "20.done": "1つのアクションに2枚のディスクを使いました。ディスクは残り{discs}枚です。",
    "20.nudge": "e2の青のディスク、e1(配達)の順にタップしてください。",
    "21.do": (
        "契約4は、相手のルートコマを通る配達が目標です。もう一度A9からA1へ、今度は青のA10を通っ"
        "てナシを1つ配達しましょう。"),
    "21.done": (
        "ナシは1クレジットで売れ、青に通行料{toll}クレジットを払いました: 差し引き{gained}クレジ"
        "ットですが、契約4の目標を達成しました。"),
    "21.nudge": "A9、A1の順にタップし、A10をタップしてルートを選び、ナシを1つ配達してください。",
    "22.do": "契約4を獲得しましょう: 配達で青のコマを通りました。ボーナスは無料のルートコマです。",
    "22.done": "ゲーム終了時に{points}点です。無料のコマを置きましょう。",
    "22.nudge": "契約4(相手のコマを通る配達)を獲得してください。",
    "23.do": "無料のルートコマを果樹園A9の隣のA13に置きましょう。そこへの自分の道の始まりです。",
    "23.done": "支払いは{paid}クレジットでした。",
    "23.nudge": "果樹園A9の隣のA13をタップしてください。",
    "24.do": (
        "最後のディスクをb3(生育)に置きましょう。b2、c2、c3と2×2の正方形になり、この年の最後のタ"
        "ーンです。"),
    "24.done": "グローセーフ: 果物を4つ引きました。2つの残し方は{choices}通りです。",
    "24.nudge": "b3(生育)をタップしてください。",
    "25.do": (
        "ブドウとレモンを残して果樹園A11へ、2回目のドローからリンゴとナシを残して再びA11へ置きま"
        "しょう。"),
    "25.done": "生育で{reward}クレジットを得ました。果樹園にある需要に合う果物は{points}つです。",
    "25.nudge": "ブドウとレモンを残してA11、リンゴとナシを残してA11をタップしてください。",
    "26.do": (
        "契約6を獲得しましょう: 生育アクションにあなたのディスクが2枚(c2とb3)あります。ボーナス"
        "は生育ですが、3クレジットは得られません。"),
    "26.done": (
        "ボーナスの生育では果物を4つ引きます(グローセーフ): 2つの残し方は{choices}通りです。"),
    "26.nudge": "契約6(生育に2枚)を獲得してください。",
    "27.do": (
        "レモン2つを残し、空きのある唯一の果樹園A9に置きましょう。市場の需要はレモンです。ゲーム"
        "が終了します。"),
    "27.done": (
        "ボーナスの生育で得たのは{reward}クレジットです。得点の内訳: クレジット{credits}、市場の"
        "需要{markets}(果樹園にあるブドウかレモン1つにつき1)、契約{contracts}で合計{you}。青は{"
        "them}です。"),
    "27.nudge": "レモン2つを残し、果樹園A9をタップしてください。",
}
