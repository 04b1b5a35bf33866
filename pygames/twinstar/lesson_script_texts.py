"""The texts of TwinStar Valley's guided first games (:mod:`.lessons`), English and Japanese,
keyed ``<lesson>.<step>.<do|done|nudge>`` (``twinstar.lesson.`` is prepended by
:mod:`.lesson_texts`). A "done" text names the numbers its step reads from the game."""

from __future__ import annotations

from .lesson_gems_texts import GEMS_EN, GEMS_JA

BASIC_EN = {
    "title": "Learn to play: TwinStar Valley (fruits)",
    "intro": (
        "The second and last year of a two-player game. You are orange; blue plays its own "
        "moves. Orchard A11 holds four fruits: build a market and a route to it, deliver and "
        "sell fruit, and research. At the end your credits and your market's matching fruit "
        "count."),
    "outro": (
        "You won. In a real game: share routes to the orchards others need, and give your "
        "market a demand the orchards grow."),
    "1.do": (
        "Place your first disc of the year on an edge square, not next to a rival's disc: "
        "tap c1, Construct."),
    "1.done": "You have {discs} discs left this year.",
    "1.nudge": "Tap the edge square c1 (Construct).",
    "2.do": (
        "Build a market on site A1, near orchard A11. A market takes the most expensive dome "
        "left."),
    "2.done": "You paid {paid} credits for your market on A1.",
    "2.nudge": "Tap the market site A1.",
    "3.do": "Choose its demand: two fruits. Grapes and lemons grow on orchard A11.",
    "3.done": (
        "Your market demands grapes and lemons. At the end it earns 1 credit per matching fruit "
        "on the orchards: {points} now. Blue builds two route pieces."),
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
        "Build route pieces on A5 and A13, 1 credit each. A5 joins orchard A11 to your market "
        "through blue's piece on A10."),
    "6.done": (
        "You paid {paid} credits. Blue now grows fruit with GrowSafe (4 drawn, 2 kept, "
        "twice) and takes 3 credits."),
    "6.nudge": "Tap A5, then A13.",
    "7.do": "Tap d2, next to c2: Deliver.",
    "7.done": "You have {discs} discs left.",
    "7.nudge": "Tap d2 (Deliver).",
    "8.do": "Deliver from orchard A11.",
    "8.done": "{choices} orchards have a route to a market; you chose A11.",
    "8.nudge": "Tap orchard A11.",
    "9.do": "Deliver to your market A1.",
    "9.done": (
        "The route has {pieces} pieces, so you may deliver up to {pieces} fruits; {rival} of "
        "them is blue's, 1 credit per fruit."),
    "9.nudge": "Tap your market A1.",
    "10.do": (
        "Deliver a grape and a lemon: both match your market's demand and go to your supply."),
    "10.done": "You paid blue {toll} credits (2 fruits × 1 piece); {kept} fruits went to your supply.",
    "10.nudge": "Choose one grape and one lemon.",
    "11.do": "An optional action: sell your grapes and lemons.",
    "11.done": (
        "You received {gained} credits. Grapes now sell for {now_G}, lemons for {now_L}; the "
        "cheapest unsold fruits rise."),
    "11.nudge": "Sell grapes and lemons together.",
    "12.do": "Tap b2, next to c2: Research.",
    "12.done": "You may research one of {choices} tracks.",
    "12.nudge": "Tap b2 (Research).",
    "13.do": (
        "Research GrowSafe (track 4): growing draws 4 fruits and you keep 2. Blue's disc is "
        "already there, so you pay blue once."),
    "13.done": "You paid blue {paid} credits.",
    "13.nudge": "Tap track 4, GrowSafe.",
    "14.do": (
        "Place your last disc on b3: Grow. With b2, c2 and c3 it makes a 2×2 square, so your "
        "year ends after this turn."),
    "14.done": "GrowSafe at work: 4 fruits drawn, {choices} ways to keep 2.",
    "14.nudge": "Tap b3 (Grow).",
    "15.do": (
        "Keep the grape and the lemon for orchard A11, the only one with room (so no second "
        "draw). The game ends."),
    "15.done": (
        "Growing paid {reward} credits. Final score: your {credits} credits plus your market's "
        "{markets} (one per grape or lemon on the orchards) = {you}. Blue: {them}."),
    "15.nudge": "Keep grape and lemon, then tap orchard A11.",
}

BASIC_JA = {
    "title": "遊び方: ツインスター・バレー(果物版)",
    "intro": (
        "2人プレイの2年目(最終年)です。あなたは橙で、青は自分の手を指します。果樹園A11には"
        "果物が4つあります。市場とそこへのルートを建設し、果物を配達して販売し、研究しましょう。"
        "ゲーム終了時にはクレジットと、市場の需要に合う果物が数えられます。"),
    "outro": (
        "あなたの勝ちです。実際のゲームでは、他のプレイヤーも必要な果樹園へのルートを共有し、"
        "果樹園で育つ果物を市場の需要にしましょう。"),
    "1.do": (
        "この年の最初のディスクを、外周のマスで相手のディスクの隣ではない場所に置きます。"
        "c1(建設)をタップしましょう。"),
    "1.done": "この年のディスクは残り{discs}枚です。",
    "1.nudge": "外周のマスc1(建設)をタップしてください。",
    "2.do": "果樹園A11の近くの市場サイトA1に市場を建設します。残っている最も高価な市場ドームを使います。",
    "2.done": "A1の市場に{paid}クレジットを支払いました。",
    "2.nudge": "市場サイトA1をタップしてください。",
    "3.do": "需要を2種類の果物から選びます。果樹園A11ではブドウとレモンが育っています。",
    "3.done": (
        "あなたの市場はブドウとレモンを需要とします。終了時に果樹園にある一致する果物1つにつき"
        "1クレジットを得ます: 今は{points}です。青はルートコマを2つ建設します。"),
    "3.nudge": "ブドウとレモンを選んでください。",
    "4.do": (
        "次の建設c3はあなたのディスクの隣ではありません。c2にディスクを置いて(実行せずに)"
        "先へ進みましょう。"),
    "4.done": "c2のディスクを使いました。残り{discs}枚です。",
    "4.nudge": "c2を通ってください。",
    "5.do": "c3(建設)にディスクを置きましょう。実行されるのは最後に置いたディスクのアクションだけです。",
    "5.done": "ディスクは残り{discs}枚です。",
    "5.nudge": "c3(建設)をタップしてください。",
    "6.do": (
        "A5とA13にルートコマを建設します(1つ1クレジット)。A5によって、A10の青のルートコマを"
        "通って果樹園A11があなたの市場とつながります。"),
    "6.done": (
        "{paid}クレジットを支払いました。青はグローセーフで生育し(4つ引いて2つ残すのを2回)、"
        "3クレジットを得ます。"),
    "6.nudge": "A5、A13の順にタップしてください。",
    "7.do": "c2の隣のd2(配達)をタップしましょう。",
    "7.done": "ディスクは残り{discs}枚です。",
    "7.nudge": "d2(配達)をタップしてください。",
    "8.do": "果樹園A11から配達しましょう。",
    "8.done": "市場へのルートがある果樹園は{choices}つです。A11を選びました。",
    "8.nudge": "果樹園A11をタップしてください。",
    "9.do": "あなたの市場A1へ配達しましょう。",
    "9.done": (
        "ルートのルートコマは{pieces}つなので、果物を{pieces}つまで配達できます。そのうち"
        "{rival}つは青のもので、果物1つにつき1クレジットです。"),
    "9.nudge": "あなたの市場A1をタップしてください。",
    "10.do": "ブドウとレモンを1つずつ配達しましょう。どちらも需要に一致し、あなたのサプライに置かれます。",
    "10.done": (
        "青に{toll}クレジットを支払いました(果物2つ × ルートコマ1つ)。果物{kept}つがサプライに"
        "入りました。"),
    "10.nudge": "ブドウ1つとレモン1つを選んでください。",
    "11.do": "オプションアクション: ブドウとレモンを販売しましょう。",
    "11.done": (
        "{gained}クレジットを受け取りました。ブドウは{now_G}、レモンは{now_L}に下がり、"
        "売らなかった中で最も安い果物が上がります。"),
    "11.nudge": "ブドウとレモンをまとめて販売してください。",
    "12.do": "c2の隣のb2(研究)をタップしましょう。",
    "12.done": "{choices}つの研究から1つを選べます。",
    "12.nudge": "b2(研究)をタップしてください。",
    "13.do": (
        "グローセーフ(トラック4)を研究しましょう: 生育で4つ引いて2つを残せます。青のディスクが"
        "すでにあるので、青に1回だけ支払います。"),
    "13.done": "青に{paid}クレジットを支払いました。",
    "13.nudge": "トラック4(グローセーフ)をタップしてください。",
    "14.do": (
        "最後のディスクをb3(生育)に置きましょう。b2、c2、c3と2×2の正方形になり、このターンの"
        "あとあなたの年は終わります。"),
    "14.done": "グローセーフ: 果物を4つ引きました。2つの残し方は{choices}通りです。",
    "14.nudge": "b3(生育)をタップしてください。",
    "15.do": (
        "ブドウとレモンを残し、空きのある唯一の果樹園A11に置きましょう(2回目のドローは"
        "ありません)。ゲームが終了します。"),
    "15.done": (
        "生育で{reward}クレジットを得ました。最終得点: クレジット{credits}と市場の{markets}"
        "(果樹園にあるブドウかレモン1つにつき1)で{you}。青は{them}です。"),
    "15.nudge": "ブドウとレモンを残し、果樹園A11をタップしてください。",
}

#: The advanced lesson opens as the basic one does (steps 1 to 7), then claims contracts.
_SHARED = ("1.do", "1.done", "1.nudge", "2.do", "2.done", "2.nudge", "3.do", "3.done",
           "3.nudge", "4.do", "4.done", "4.nudge", "5.do", "5.done", "5.nudge", "6.do", "6.done",
           "6.nudge", "7.do", "7.done", "7.nudge")

ADVANCED_EN = {key: BASIC_EN[key] for key in _SHARED} | {
    "title": "Learn to play: TwinStar Valley (fruits, advanced mode)",
    "intro": (
        "The second and last year of a two-player game in the advanced mode, which adds "
        "contracts and a sixth research. You are orange; blue plays its own moves. Deliver, "
        "sell and research, and at the end of each turn claim a contract whose goal you met: "
        "its bonus acts at once, its points count at the end."),
    "outro": (
        "You won. In a real game, plan a turn so that it meets a contract, and chain the "
        "bonuses: a sale that brings a delivery, a research that brings another."),
    "8.do": "Deliver from orchard A11 to your market A1.",
    "8.done": (
        "The route has {pieces} pieces, so you may deliver up to {pieces} fruits; {rival} of "
        "them is blue's, 1 credit per fruit."),
    "8.nudge": "Tap orchard A11, then your market A1.",
    "9.do": "Deliver a grape and a lemon: both match your market's demand.",
    "9.done": "You paid blue {toll} credits; {kept} fruits went to your supply.",
    "9.nudge": "Choose one grape and one lemon.",
    "10.do": "Sell your grapes and lemons.",
    "10.done": (
        "You received {gained} credits. Grapes now sell for {now_G}, lemons for {now_L}."),
    "10.nudge": "Sell grapes and lemons together.",
    "11.do": (
        "At the end of your turn you may claim a contract whose goal you met. Contract 2 asks "
        "for a sale of at least 5 credits; its bonus is a delivery."),
    "11.done": "It is worth {points} point at the end. Now the bonus delivery.",
    "11.nudge": "Claim contract 2 (a sale of 5 credits).",
    "12.do": (
        "Deliver the lemon and the pear left on orchard A11 to your market. Your market does "
        "not demand pears."),
    "12.done": (
        "You paid blue {toll} credits; {kept} lemon went to your supply and the pear was sold "
        "at once for 1 credit: {net} credit in all."),
    "12.nudge": "Tap A11, then A1, then deliver the lemon and the pear.",
    "13.do": "Tap b2, next to c2: Research.",
    "13.done": (
        "{choices} research tracks in the advanced mode: the sixth, Negotiator, lets you claim "
        "two contracts a turn."),
    "13.nudge": "Tap b2 (Research).",
    "14.do": (
        "Research GrowSafe (track 4). Blue's disc is already there, so you pay blue once."),
    "14.done": "You paid blue {paid} credits.",
    "14.nudge": "Tap track 4, GrowSafe.",
    "15.do": "Sell the lemon from your supply.",
    "15.done": "You received {gained} credits.",
    "15.nudge": "Sell the lemon.",
    "16.do": "Claim contract 3: you researched this turn. Its bonus is another delivery.",
    "16.done": "It is worth {points} point. Now the bonus delivery.",
    "16.nudge": "Claim contract 3 (a research).",
    "17.do": "Deliver from orchard A9 to your market A1.",
    "17.done": "There are {choices} routes: through blue's A10 and your A5, or through A5 alone.",
    "17.nudge": "Tap orchard A9, then your market A1.",
    "18.do": (
        "Go through A5 alone: one piece, one fruit, and no toll. Deliver a pear: it is sold at "
        "once."),
    "18.done": "No toll, and the pear brought {gained} credit.",
    "18.nudge": "Choose the route through A5, then one pear.",
    "19.do": (
        "Place your last disc on b3: Grow. It makes a 2×2 square with b2, c2 and c3: your "
        "last turn of the year."),
    "19.done": "GrowSafe: 4 fruits drawn, {choices} ways to keep 2.",
    "19.nudge": "Tap b3 (Grow).",
    "20.do": (
        "Keep grape and lemon for orchard A11, then apple and pear from the second draw, on "
        "A11 again."),
    "20.done": (
        "Growing paid {reward} credits. Your market now counts {points} matching fruits on the "
        "orchards."),
    "20.nudge": "Keep grape and lemon, tap A11; keep apple and pear, tap A11.",
    "21.do": (
        "Claim contract 6: two of your discs stand on Grow actions (c2 and b3). All orchards "
        "are full, so its bonus growing has nothing to do. The game ends."),
    "21.done": (
        "Final score: contracts {contracts}, credits {credits}, your market {markets} (one per "
        "grape or lemon on the orchards) = {you}. Blue: {them}."),
    "21.nudge": "Claim contract 6 (two discs on Grow).",
}

ADVANCED_JA = {key: BASIC_JA[key] for key in _SHARED} | {
    "title": "遊び方: ツインスター・バレー(果物版・上級モード)",
    "intro": (
        "上級モードの2人プレイの2年目(最終年)です。上級モードでは契約と6番目の研究が加わります。"
        "あなたは橙で、青は自分の手を指します。配達、販売、研究を行い、ターンの終わりに目標を"
        "達成した契約を獲得しましょう。ボーナスはただちに、報酬はゲーム終了時に得られます。"),
    "outro": (
        "あなたの勝ちです。実際のゲームでは、ターンで契約を達成できるよう計画し、ボーナスを"
        "つなげましょう: 配達をもたらす販売、さらに配達をもたらす研究のように。"),
    "8.do": "果樹園A11からあなたの市場A1へ配達しましょう。",
    "8.done": (
        "ルートのルートコマは{pieces}つなので、果物を{pieces}つまで配達できます。そのうち"
        "{rival}つは青のもので、果物1つにつき1クレジットです。"),
    "8.nudge": "果樹園A11、あなたの市場A1の順にタップしてください。",
    "9.do": "ブドウとレモンを1つずつ配達しましょう。どちらも需要に一致します。",
    "9.done": "青に{toll}クレジットを支払いました。果物{kept}つがサプライに入りました。",
    "9.nudge": "ブドウ1つとレモン1つを選んでください。",
    "10.do": "ブドウとレモンを販売しましょう。",
    "10.done": "{gained}クレジットを受け取りました。ブドウは{now_G}、レモンは{now_L}になりました。",
    "10.nudge": "ブドウとレモンをまとめて販売してください。",
    "11.do": (
        "ターンの終わりに、目標を達成した契約を獲得できます。契約2は5クレジット以上の販売が"
        "目標で、ボーナスは配達です。"),
    "11.done": "ゲーム終了時に{points}点です。続いてボーナスの配達です。",
    "11.nudge": "契約2(5クレジットの販売)を獲得してください。",
    "12.do": (
        "果樹園A11に残ったレモンとナシをあなたの市場へ配達しましょう。あなたの市場はナシを"
        "需要としていません。"),
    "12.done": (
        "青に{toll}クレジットを支払い、レモン{kept}つがサプライに入り、ナシはただちに1"
        "クレジットで販売されました: 合計{net}クレジットです。"),
    "12.nudge": "A11、A1の順にタップし、レモンとナシを配達してください。",
    "13.do": "c2の隣のb2(研究)をタップしましょう。",
    "13.done": (
        "上級モードの研究は{choices}つです。6番目の契約交渉人では、1ターンに契約を2つ獲得"
        "できます。"),
    "13.nudge": "b2(研究)をタップしてください。",
    "14.do": "グローセーフ(トラック4)を研究しましょう。青のディスクがあるので、青に1回支払います。",
    "14.done": "青に{paid}クレジットを支払いました。",
    "14.nudge": "トラック4(グローセーフ)をタップしてください。",
    "15.do": "サプライのレモンを販売しましょう。",
    "15.done": "{gained}クレジットを受け取りました。",
    "15.nudge": "レモンを販売してください。",
    "16.do": "契約3を獲得しましょう: このターンに研究しました。ボーナスはもう1回の配達です。",
    "16.done": "{points}点の契約です。続いてボーナスの配達です。",
    "16.nudge": "契約3(研究)を獲得してください。",
    "17.do": "果樹園A9からあなたの市場A1へ配達しましょう。",
    "17.done": "ルートは{choices}通りです: 青のA10とあなたのA5を通るか、A5だけを通るか。",
    "17.nudge": "果樹園A9、あなたの市場A1の順にタップしてください。",
    "18.do": (
        "A5だけを通りましょう: ルートコマ1つで果物1つ、通行料なしです。ナシを配達すると"
        "ただちに販売されます。"),
    "18.done": "通行料はなく、ナシで{gained}クレジットを得ました。",
    "18.nudge": "A5を通るルートを選び、ナシを1つ選んでください。",
    "19.do": (
        "最後のディスクをb3(生育)に置きましょう。b2、c2、c3と2×2の正方形になり、この年の"
        "最後のターンです。"),
    "19.done": "グローセーフ: 果物を4つ引きました。2つの残し方は{choices}通りです。",
    "19.nudge": "b3(生育)をタップしてください。",
    "20.do": (
        "ブドウとレモンを残して果樹園A11へ、2回目のドローからリンゴとナシを残して再びA11へ"
        "置きましょう。"),
    "20.done": "生育で{reward}クレジットを得ました。果樹園にある需要に合う果物は{points}つです。",
    "20.nudge": "ブドウとレモンを残してA11、リンゴとナシを残してA11をタップしてください。",
    "21.do": (
        "契約6を獲得しましょう: 生育アクションにあなたのディスクが2枚(c2とb3)あります。"
        "果樹園はすべて満杯なので、ボーナスの生育では何も起きません。ゲームが終了します。"),
    "21.done": (
        "最終得点: 契約{contracts}、クレジット{credits}、市場{markets}(果樹園にあるブドウか"
        "レモン1つにつき1)で{you}。青は{them}です。"),
    "21.nudge": "契約6(生育にディスク2枚)を獲得してください。",
}

SOLO_EN = {
    "title": "Learn to play: TwinStar Valley (solo)",
    "intro": (
        "The second and last year of a solo game against the rules' own bot (blue). After "
        "each of your turns the bot places a disc by its card's priorities and acts; it builds "
        "for free and never researches. The most credits at the end wins; a tie is the bot's."),
    "outro": (
        "You won. In a real solo game, build where the bot must pass and pay you, and go "
        "around its pieces."),
    "1.do": "You start every year. Place your first disc on an edge square: tap c1, Construct.",
    "1.done": "You have {discs} discs left.",
    "1.nudge": "Tap the edge square c1 (Construct).",
    "2.do": "Build a market on site A1, near orchard A11. It takes the most expensive dome left.",
    "2.done": "You paid {paid} credits for your market.",
    "2.nudge": "Tap the market site A1.",
    "3.do": (
        "Choose its demand: grapes and lemons, which grow on A11. Your turn ends and the bot "
        "plays."),
    "3.done": (
        "Your market's demand matches {points} fruits on the orchards. The bot put its first "
        "disc on the Construct opposite yours (b5) and joined orchard A9 to your market: it "
        "has {pieces} route pieces now."),
    "3.nudge": "Choose grapes and lemons.",
    "4.do": "Walk: place a disc on c2 without resolving it, to reach the Construct on c3.",
    "4.done": "The disc on c2 is spent: {discs} discs left.",
    "4.nudge": "Walk over c2.",
    "5.do": "Place a disc on c3, Construct.",
    "5.done": "You have {discs} discs left.",
    "5.nudge": "Tap c3 (Construct).",
    "6.do": (
        "Build route pieces on A5 and A13. A5 joins orchard A11 to your market through the "
        "bot's piece on A10."),
    "6.done": (
        "They cost {cost} credits. Then the bot drew a card, delivered a grape and a lemon from "
        "A11 to your market, paying you {paid} (toll for A5 and your market's fee), and sold "
        "them for {sale}. Your credits: {net:+d}."),
    "6.nudge": "Tap A5, then A13.",
    "7.do": "Tap d2, next to c2: Deliver.",
    "7.done": "You have {discs} discs left.",
    "7.nudge": "Tap d2 (Deliver).",
    "8.do": "Deliver from orchard A11 to your market A1.",
    "8.done": "The bot took two fruits: {left} are left, a lemon and a pear.",
    "8.nudge": "Tap orchard A11, then your market A1.",
    "9.do": (
        "Deliver both. Your market does not demand pears: the pear is sold at once for 1 "
        "credit."),
    "9.done": (
        "You paid the bot {toll} credits of toll for its piece on A10; {kept} lemon went to "
        "your supply."),
    "9.nudge": "Deliver the lemon and the pear.",
    "10.do": "Sell the lemon. Then the bot plays.",
    "10.done": (
        "You received {gained} credits. The bot built {markets} market of its own on A17 "
        "(apples and pears) and, for its card's road symbol, one more route piece."),
    "10.nudge": "Sell the lemon.",
    "11.do": "Tap b2: Research. The bot never researches, so you pay no one.",
    "11.done": "You may research one of {choices} tracks.",
    "11.nudge": "Tap b2 (Research).",
    "12.do": "Research GrowSafe (track 4): growing draws 4 fruits and you keep 2.",
    "12.done": (
        "The bot then delivered from A9 to its market through your piece on A13, paying you "
        "{paid}, and sold the fruit for {sale}."),
    "12.nudge": "Tap track 4, GrowSafe.",
    "13.do": "Place your last disc on b3: Grow. It makes a 2×2 square: your year ends.",
    "13.done": "GrowSafe: {choices} ways to keep 2 of the 4 fruits drawn.",
    "13.nudge": "Tap b3 (Grow).",
    "14.do": "Keep grape and lemon for orchard A11, on your route.",
    "14.done": "Second draw: {choices} ways to keep 2.",
    "14.nudge": "Keep grape and lemon, then tap orchard A11.",
    "15.do": (
        "Keep grape and lemon again for orchard B15. The bot plays its last discs and sells "
        "its fruit; the game ends."),
    "15.done": "Final credits: you {you}, the bot {bot}.",
    "15.nudge": "Keep grape and lemon, then tap orchard B15.",
}

SOLO_JA = {
    "title": "遊び方: ツインスター・バレー(ソロ)",
    "intro": (
        "ルールのボット(青)と対戦するソロゲームの2年目(最終年)です。あなたのターンのたびに、"
        "ボットはカードの優先順位に従ってディスクを置き、行動します。ボットは無料で建設し、"
        "研究はしません。終了時に最も多くのクレジットを持つ方が勝ち、同点はボットの勝ちです。"),
    "outro": (
        "あなたの勝ちです。実際のソロゲームでは、ボットが通って支払うことになる場所に建設し、"
        "ボットのルートコマは迂回しましょう。"),
    "1.do": "各年はあなたから始めます。外周のマスに最初のディスクを置きます: c1(建設)をタップしましょう。",
    "1.done": "ディスクは残り{discs}枚です。",
    "1.nudge": "外周のマスc1(建設)をタップしてください。",
    "2.do": "果樹園A11の近くの市場サイトA1に市場を建設します。残っている最も高価な市場ドームを使います。",
    "2.done": "市場に{paid}クレジットを支払いました。",
    "2.nudge": "市場サイトA1をタップしてください。",
    "3.do": "需要をA11で育つブドウとレモンにしましょう。ターンが終わり、ボットが行動します。",
    "3.done": (
        "あなたの市場の需要に一致する果物は果樹園に{points}つあります。ボットはあなたの"
        "ディスクの反対側の建設(b5)に最初のディスクを置き、果樹園A9をあなたの市場とつなぎ"
        "ました: ボットのルートコマは{pieces}つです。"),
    "3.nudge": "ブドウとレモンを選んでください。",
    "4.do": "c2にディスクを置いて(実行せずに)進み、c3の建設に届かせましょう。",
    "4.done": "c2のディスクを使いました。残り{discs}枚です。",
    "4.nudge": "c2を通ってください。",
    "5.do": "c3(建設)にディスクを置きましょう。",
    "5.done": "ディスクは残り{discs}枚です。",
    "5.nudge": "c3(建設)をタップしてください。",
    "6.do": (
        "A5とA13にルートコマを建設します。A5によって、A10のボットのルートコマを通って果樹園"
        "A11があなたの市場とつながります。"),
    "6.done": (
        "費用は{cost}クレジットでした。ボットはカードを引き、A11からあなたの市場へブドウと"
        "レモンを配達してあなたに{paid}クレジット(A5の通行料と市場の使用料)を支払い、それらを"
        "{sale}クレジットで販売しました。あなたのクレジット: {net:+d}。"),
    "6.nudge": "A5、A13の順にタップしてください。",
    "7.do": "c2の隣のd2(配達)をタップしましょう。",
    "7.done": "ディスクは残り{discs}枚です。",
    "7.nudge": "d2(配達)をタップしてください。",
    "8.do": "果樹園A11からあなたの市場A1へ配達しましょう。",
    "8.done": "ボットが果物を2つ持っていきました: 残りは{left}つ、レモンとナシです。",
    "8.nudge": "果樹園A11、あなたの市場A1の順にタップしてください。",
    "9.do": (
        "両方を配達しましょう。あなたの市場はナシを需要としていないので、ナシはただちに1"
        "クレジットで販売されます。"),
    "9.done": (
        "A10のボットのルートコマの通行料として{toll}クレジットを支払い、レモン{kept}つが"
        "サプライに入りました。"),
    "9.nudge": "レモンとナシを配達してください。",
    "10.do": "レモンを販売しましょう。そのあとボットが行動します。",
    "10.done": (
        "{gained}クレジットを受け取りました。ボットはA17に自分の市場を{markets}つ(リンゴと"
        "ナシ)建設し、カードのルートの記号でルートコマをもう1つ置きました。"),
    "10.nudge": "レモンを販売してください。",
    "11.do": "b2(研究)をタップしましょう。ボットは研究しないので、誰にも支払いません。",
    "11.done": "{choices}つの研究から1つを選べます。",
    "11.nudge": "b2(研究)をタップしてください。",
    "12.do": "グローセーフ(トラック4)を研究しましょう: 生育で4つ引いて2つを残せます。",
    "12.done": (
        "ボットはA9から自分の市場へ、あなたのA13のルートコマを通って配達し、あなたに{paid}"
        "クレジットを支払い、果物を{sale}クレジットで販売しました。"),
    "12.nudge": "トラック4(グローセーフ)をタップしてください。",
    "13.do": "最後のディスクをb3(生育)に置きましょう。2×2の正方形になり、あなたの年は終わります。",
    "13.done": "グローセーフ: 引いた4つから2つを残す方法は{choices}通りです。",
    "13.nudge": "b3(生育)をタップしてください。",
    "14.do": "ブドウとレモンを残し、あなたのルート上の果樹園A11に置きましょう。",
    "14.done": "2回目のドロー: 2つの残し方は{choices}通りです。",
    "14.nudge": "ブドウとレモンを残し、果樹園A11をタップしてください。",
    "15.do": (
        "もう一度ブドウとレモンを残して果樹園B15に置きましょう。ボットは残りのディスクを"
        "置いて果物を販売し、ゲームが終了します。"),
    "15.done": "最終クレジット: あなた{you}、ボット{bot}。",
    "15.nudge": "ブドウとレモンを残し、果樹園B15をタップしてください。",
}

_SCRIPTS = {"gems": (GEMS_EN, GEMS_JA), "basic": (BASIC_EN, BASIC_JA),
            "advanced": (ADVANCED_EN, ADVANCED_JA), "solo": (SOLO_EN, SOLO_JA)}
LESSON_EN: dict[str, str] = {f"{name}.{key}": text for name, (en, _) in _SCRIPTS.items()
                             for key, text in en.items()}
LESSON_JA: dict[str, str] = {f"{name}.{key}": text for name, (_, ja) in _SCRIPTS.items()
                             for key, text in ja.items()}
