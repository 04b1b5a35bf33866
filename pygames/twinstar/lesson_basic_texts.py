"""The texts of TwinStar Valley's guided first game in the fruit edition, basic mode
(:mod:`.lessons_fruits`), English and Japanese, keyed ``<step>.<do|done|nudge>``; merged by
:mod:`.lesson_script_texts`. The Japanese uses the fruit rulebook's terms (果樹園, 市場,
ルートコマ, 配達, カエル跳び)."""

from __future__ import annotations

BASIC_EN = {
    "title": "Learn to play: TwinStar Valley (fruits)",
    "intro": (
        "The second and last year of a two-player game. You are orange; blue plays its own "
        "moves. Orchard A11 holds four fruits: build a market and a route to it, deliver and "
        "sell fruit, choose your route and research; leapfrog a rival's disc to reach an "
        "action. At the end your credits and your market's matching fruit count."),
    "outro": (
        "You won. In a real game: share routes to the orchards others need, and give your "
        "market a demand the orchards grow."),
    "1.do": (
        "Place your first disc of the year on an edge square, not next to a rival's disc: tap "
        "c1, Construct."),
    "1.done": "You have {discs} discs left this year.",
    "1.nudge": "Tap the edge square c1 (Construct).",
    "2.do": (
        "Build a market on site A1, near orchard A11. A market takes the most expensive dome "
        "left."),
    "2.done": "You paid {paid} credits for your market on A1.",
    "2.nudge": "Tap the market site A1.",
    "3.do": "Choose its demand: two fruits. Grapes and lemons grow on orchard A11.",
    "3.done": (
        "Your market demands grapes and lemons. At the end it earns 1 credit per matching "
        "fruit on the orchards: {points} now. Blue builds two route pieces."),
    "3.nudge": "Choose grapes and lemons.",
    "4.do": (
        "The next Construct, c3, is not next to your disc. Walk: place a disc on c2 without "
        "resolving it, to reach further."),
    "4.done": "The disc on c2 is spent: {discs} discs left.",
    "4.nudge": "Walk over c2.",
    "5.do": "Now place a disc on c3, Construct: only the last disc's action is resolved.",
    "5.done": "You have {discs} discs left.",
    "5.nudge": "Tap c3 (Construct).",
    "6.do": (
        "Build a route piece on A5, 1 credit. It joins orchard A11 to your market through "
        "blue's piece on A10."),
    "6.done": (
        "You paid {paid} credit. The route A11–A10–A5–A1 has {pieces} pieces, {rival} of them "
        "blue's."),
    "6.nudge": "Tap A5, between blue's A10 and your market.",
    "7.do": (
        "A Construct may build a second piece, but your route is complete and each piece "
        "costs a credit: tap Done to stop early."),
    "7.done": (
        "The Construct ended after {built} piece; you keep {credits} credits. Blue now grows "
        "fruit with GrowSafe (4 drawn, 2 kept, twice) and takes 3 credits."),
    "7.nudge": "Tap Done: no second piece this turn.",
    "8.do": "Tap d2, next to c2: Deliver.",
    "8.done": "You have {discs} discs left.",
    "8.nudge": "Tap d2 (Deliver).",
    "9.do": "Deliver from orchard A11.",
    "9.done": "{choices} orchards have a route to a market; you chose A11.",
    "9.nudge": "Tap orchard A11.",
    "10.do": "Deliver to your market A1.",
    "10.done": (
        "The route has {pieces} pieces, so you may deliver up to {pieces} fruits; {rival} of "
        "them is blue's, 1 credit per fruit."),
    "10.nudge": "Tap your market A1.",
    "11.do": "Deliver a grape and a lemon: both match your market's demand and go to your supply.",
    "11.done": (
        "You paid blue {toll} credits (2 fruits × 1 piece); {kept} fruits went to your "
        "supply."),
    "11.nudge": "Choose one grape and one lemon.",
    "12.do": "An optional action: sell your grapes and lemons.",
    "12.done": (
        "You received {gained} credits. Grapes now sell for {now_G}, lemons for {now_L}; the "
        "cheapest unsold fruits rise."),
    "12.nudge": "Sell grapes and lemons together.",
    "13.do": "Tap b2, next to c2: Research.",
    "13.done": "You may research one of {choices} tracks.",
    "13.nudge": "Tap b2 (Research).",
    "14.do": (
        "Research GrowSafe (track 4): growing draws 4 fruits and you keep 2. Blue's disc is "
        "already there, so you pay blue once."),
    "14.done": "You paid blue {paid} credits.",
    "14.nudge": "Tap track 4, GrowSafe.",
    "15.do": (
        "b1 (Deliver) would close a 2×2 square with c1, b2 and c2 and end your year. Leapfrog "
        "blue's disc on e2 instead: free in this edition, the disc is spent."),
    "15.done": "Your disc now covers blue's on e2. You have {discs} discs left.",
    "15.nudge": "Tap blue's disc on e2 to leapfrog it.",
    "16.do": "Place the next disc on e1, next to the one on e2: Deliver.",
    "16.done": "{choices} orchards have a route to your market.",
    "16.nudge": "Tap e1 (Deliver).",
    "17.do": "Deliver from orchard A9, where blue grew apples, to your market A1.",
    "17.done": "{choices} routes lead there: through blue's piece on A10 or through your A5.",
    "17.nudge": "Tap orchard A9, then your market A1.",
    "18.do": (
        "Take the route through A5, your own piece: no toll. One piece carries one fruit: a "
        "pear, which your market does not demand, so it is sold at once for 1 credit."),
    "18.done": "The pear brought {gained} credit, and you paid blue {toll} in toll.",
    "18.nudge": "Tap A5 for the route, then deliver one pear.",
    "19.do": (
        "Place your last disc on b3: Grow. With b2, c2 and c3 it makes a 2×2 square, so your "
        "year ends after this turn."),
    "19.done": "GrowSafe at work: 4 fruits drawn, {choices} ways to keep 2.",
    "19.nudge": "Tap b3 (Grow).",
    "20.do": (
        "Keep the grape and the lemon for orchard A11, the only one with room (so no second "
        "draw). The game ends."),
    "20.done": (
        "Growing paid {reward} credits. The score breakdown: Credits {credits} plus Market "
        "demand {markets} (one per grape or lemon on the orchards) = {you}. Blue: {them}."),
    "20.nudge": "Keep grape and lemon, then tap orchard A11.",
}

BASIC_JA = {
    "title": "遊び方: ツインスター・バレー(果物版)",
    "intro": (
        "2人プレイの2年目(最終年)です。あなたは橙で、青は自分の手を指します。果樹園A11には果物が"
        "4つあります。市場とそこへのルートを建設し、果物を配達して販売し、ルートを選んで研究しま"
        "しょう。相手のディスクをカエル跳びしてアクションに届くこともできます。ゲーム終了時には"
        "クレジットと、市場の需要に合う果物が数えられます。"),
    "outro": (
        "あなたの勝ちです。実際のゲームでは、他のプレイヤーも必要な果樹園へのルートを共有し、果"
        "樹園で育つ果物を市場の需要にしましょう。"),
    "1.do": (
        "この年の最初のディスクを、外周のマスで相手のディスクの隣ではない場所に置きます。c1(建設"
        ")をタップしましょう。"),
    "1.done": "この年のディスクは残り{discs}枚です。",
    "1.nudge": "外周のマスc1(建設)をタップしてください。",
    "2.do": (
        "果樹園A11の近くの市場サイトA1に市場を建設します。残っている最も高価な市場ドームを使いま"
        "す。"),
    "2.done": "A1の市場に{paid}クレジットを支払いました。",
    "2.nudge": "市場サイトA1をタップしてください。",
    "3.do": "需要を2種類の果物から選びます。果樹園A11ではブドウとレモンが育っています。",
    "3.done": (
        "あなたの市場はブドウとレモンを需要とします。終了時に果樹園にある一致する果物1つにつき1"
        "クレジットを得ます: 今は{points}です。青はルートコマを2つ建設します。"),
    "3.nudge": "ブドウとレモンを選んでください。",
    "4.do": (
        "次の建設c3はあなたのディスクの隣ではありません。c2にディスクを置いて(実行せずに)先へ進"
        "みましょう。"),
    "4.done": "c2のディスクを使いました。残り{discs}枚です。",
    "4.nudge": "c2を通ってください。",
    "5.do": (
        "c3(建設)にディスクを置きましょう。実行されるのは最後に置いたディスクのアクションだけで"
        "す。"),
    "5.done": "ディスクは残り{discs}枚です。",
    "5.nudge": "c3(建設)をタップしてください。",
    "6.do": (
        "A5にルートコマを建設します(1クレジット)。A10の青のルートコマを通って、果樹園A11があなた"
        "の市場とつながります。"),
    "6.done": (
        "{paid}クレジットを支払いました。ルートA11–A10–A5–A1のコマは{pieces}つで、そのうち{riva"
        "l}つが青のものです。"),
    "6.nudge": "青のA10とあなたの市場の間のA5をタップしてください。",
    "7.do": (
        "建設ではもう1つコマを置けますが、ルートは完成していて、コマには1つ1クレジットかかります"
        "。「終了」をタップして早めにやめましょう。"),
    "7.done": (
        "建設はコマ{built}つで終わり、{credits}クレジットが残りました。青はグローセーフで生育し"
        "(4つ引いて2つ残すのを2回)、3クレジットを得ます。"),
    "7.nudge": "「終了」をタップしてください。このターン、2つ目のコマは置きません。",
    "8.do": "c2の隣のd2(配達)をタップしましょう。",
    "8.done": "ディスクは残り{discs}枚です。",
    "8.nudge": "d2(配達)をタップしてください。",
    "9.do": "果樹園A11から配達しましょう。",
    "9.done": "市場へのルートがある果樹園は{choices}つです。A11を選びました。",
    "9.nudge": "果樹園A11をタップしてください。",
    "10.do": "あなたの市場A1へ配達しましょう。",
    "10.done": (
        "ルートのルートコマは{pieces}つなので、果物を{pieces}つまで配達できます。そのうち{rival"
        "}つは青のもので、果物1つにつき1クレジットです。"),
    "10.nudge": "あなたの市場A1をタップしてください。",
    "11.do": (
        "ブドウとレモンを1つずつ配達しましょう。どちらも需要に一致し、あなたのサプライに置かれま"
        "す。"),
    "11.done": (
        "青に{toll}クレジットを支払いました(果物2つ × ルートコマ1つ)。果物{kept}つがサプライに入"
        "りました。"),
    "11.nudge": "ブドウ1つとレモン1つを選んでください。",
    "12.do": "オプションアクション: ブドウとレモンを販売しましょう。",
    "12.done": (
        "{gained}クレジットを受け取りました。ブドウは{now_G}、レモンは{now_L}に下がり、売らなか"
        "った中で最も安い果物が上がります。"),
    "12.nudge": "ブドウとレモンをまとめて販売してください。",
    "13.do": "c2の隣のb2(研究)をタップしましょう。",
    "13.done": "{choices}つの研究から1つを選べます。",
    "13.nudge": "b2(研究)をタップしてください。",
    "14.do": (
        "グローセーフ(トラック4)を研究しましょう: 生育で4つ引いて2つを残せます。青のディスクがす"
        "でにあるので、青に1回だけ支払います。"),
    "14.done": "青に{paid}クレジットを支払いました。",
    "14.nudge": "トラック4(グローセーフ)をタップしてください。",
    "15.do": (
        "b1(配達)に置くとc1、b2、c2と2×2の正方形になり、あなたの年が終わります。代わりにe2の青の"
        "ディスクをカエル跳びしましょう。この版では無料ですが、ディスクは1枚使います。"),
    "15.done": "あなたのディスクがe2の青のディスクに重なりました。ディスクは残り{discs}枚です。",
    "15.nudge": "e2の青のディスクをタップしてカエル跳びしてください。",
    "16.do": "e2のディスクの隣のe1(配達)に次のディスクを置きましょう。",
    "16.done": "あなたの市場へのルートがある果樹園は{choices}つです。",
    "16.nudge": "e1(配達)をタップしてください。",
    "17.do": "青がリンゴを育てた果樹園A9から、あなたの市場A1へ配達しましょう。",
    "17.done": "ルートは{choices}つあります: A10の青のコマを通るか、あなたのA5を通るかです。",
    "17.nudge": "果樹園A9、あなたの市場A1の順にタップしてください。",
    "18.do": (
        "あなたのコマA5を通るルートなら通行料はかかりません。コマ1つで果物1つを運べます: ナシは"
        "市場の需要ではないので、すぐに1クレジットで販売されます。"),
    "18.done": "ナシで{gained}クレジットを得て、青への通行料は{toll}でした。",
    "18.nudge": "A5をタップしてルートを選び、ナシを1つ配達してください。",
    "19.do": (
        "最後のディスクをb3(生育)に置きましょう。b2、c2、c3と2×2の正方形になり、このターンのあと"
        "あなたの年は終わります。"),
    "19.done": "グローセーフ: 果物を4つ引きました。2つの残し方は{choices}通りです。",
    "19.nudge": "b3(生育)をタップしてください。",
    "20.do": (
        "ブドウとレモンを残し、空きのある唯一の果樹園A11に置きましょう(2回目のドローはありません"
        ")。ゲームが終了します。"),
    "20.done": (
        "生育で{reward}クレジットを得ました。得点の内訳: クレジット{credits}と市場の需要{market"
        "s}(果樹園にあるブドウかレモン1つにつき1)で合計{you}。青は{them}です。"),
    "20.nudge": "ブドウとレモンを残し、果樹園A11をタップしてください。",
}
