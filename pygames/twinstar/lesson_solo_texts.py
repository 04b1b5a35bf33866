"""The texts of TwinStar Valley's guided first game in the fruit edition, solo mode against
the rulebook's bot (:mod:`.lessons_fruits`), English and Japanese, keyed
``<step>.<do|done|nudge>``; merged by :mod:`.lesson_script_texts`."""

from __future__ import annotations

SOLO_EN = {
    "title": "Learn to play: TwinStar Valley (solo)",
    "intro": (
        "The second and last year of a solo game against the rules' own bot (blue). After "
        "each of your turns the bot places a disc by its card's priorities and acts; it "
        "builds for free and never researches. The most credits at the end wins; a tie is the "
        "bot's."),
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
        "Build a route piece on A5, 1 credit. It joins orchard A11 to your market through the "
        "bot's piece on A10."),
    "6.done": "You paid {paid} credit.",
    "6.nudge": "Tap A5, between the bot's A10 and your market.",
    "7.do": (
        "A Construct may build a second piece, but your route is complete and a piece costs a "
        "credit: tap Done to stop early. Then the bot plays."),
    "7.done": (
        "The Construct ended after {built} piece. The bot drew a card, delivered a grape and "
        "a lemon from A11 to your market, paying you {paid} (toll for A5 and your market's "
        "fee), and sold them for {sale}."),
    "7.nudge": "Tap Done: no second piece this turn.",
    "8.do": "Tap d2, next to c2: Deliver.",
    "8.done": "You have {discs} discs left.",
    "8.nudge": "Tap d2 (Deliver).",
    "9.do": "Deliver from orchard A11 to your market A1.",
    "9.done": "The bot took two fruits: {left} are left, a lemon and a pear.",
    "9.nudge": "Tap orchard A11, then your market A1.",
    "10.do": (
        "Deliver both. Your market does not demand pears: the pear is sold at once for 1 "
        "credit."),
    "10.done": (
        "You paid the bot {toll} credits of toll for its piece on A10; {kept} lemon went to "
        "your supply."),
    "10.nudge": "Deliver the lemon and the pear.",
    "11.do": "Sell the lemon. Then the bot plays.",
    "11.done": (
        "You received {gained} credits. The bot then joined orchard A9 to market sites A17 "
        "and B1 (one piece for its card's road symbol): it has {pieces} route pieces now."),
    "11.nudge": "Sell the lemon.",
    "12.do": "Tap b2: Research. The bot never researches, so you pay no one.",
    "12.done": "You may research one of {choices} tracks.",
    "12.nudge": "Tap b2 (Research).",
    "13.do": "Research GrowSafe (track 4): growing draws 4 fruits and you keep 2.",
    "13.done": (
        "The bot then took b3, a Grow: it put {grown} fruits on orchards A9 and A11 and took "
        "{reward} credits."),
    "13.nudge": "Tap track 4, GrowSafe.",
    "14.do": (
        "The bot's disc on b3 took your Grow square. Walk over c4 without resolving it, to "
        "reach d4, another Grow."),
    "14.done": "The disc on c4 is spent: {discs} discs left.",
    "14.nudge": "Walk over c4.",
    "15.do": "Place a disc on d4: Grow. With GrowSafe each draw shows 4 fruits.",
    "15.done": "GrowSafe: {choices} ways to keep 2 of the 4 fruits drawn.",
    "15.nudge": "Tap d4 (Grow).",
    "16.do": (
        "Keep grape and lemon for orchard A11, on your route: the bot delivers matching fruit "
        "to your market and pays you for it."),
    "16.done": "Your market's demand now matches {points} fruits on the orchards.",
    "16.nudge": "Keep grape and lemon, then tap orchard A11.",
    "17.do": "Keep lemon and pear from the second draw for orchard B15, the only one with room.",
    "17.done": (
        "Growing paid 3 credits; then the bot delivered three fruits from A11 to your market "
        "and paid you {paid}, and sold its grape for {sale}. You gained {gained} credits."),
    "17.nudge": "Keep lemon and pear, then tap orchard B15.",
    "18.do": (
        "The bot's disc on b3 stands between you and a3, a Deliver. Leapfrog it (free in this "
        "edition): your disc on top makes a 2×2 with b2, c2 and c3, so this is your last "
        "turn."),
    "18.done": "Your disc covers the bot's on b3; {discs} disc left.",
    "18.nudge": "Tap the bot's disc on b3 to leapfrog it.",
    "19.do": "Place your last disc on a3, next to b3: Deliver.",
    "19.done": "{choices} orchards have a route to your market.",
    "19.nudge": "Tap a3 (Deliver).",
    "20.do": "Deliver from orchard A9, where the bot grew a grape, to your market A1.",
    "20.done": "{choices} routes lead there: through the bot's A10 or A4, or through your A5.",
    "20.nudge": "Tap orchard A9, then your market A1.",
    "21.do": (
        "Take the route through A5, your own piece: no toll. Deliver the grape: your market "
        "demands it."),
    "21.done": "You paid the bot {toll} in toll; {kept} grape went to your supply.",
    "21.nudge": "Tap A5 for the route, then deliver the grape.",
    "22.do": (
        "Sell the grape. Then the bot plays its last disc and sells all its fruit; the game "
        "ends."),
    "22.done": (
        "You received {gained} credits. The score breakdown counts only credits: you {you}, "
        "the bot {bot}."),
    "22.nudge": "Sell the grape.",
}

SOLO_JA = {
    "title": "遊び方: ツインスター・バレー(ソロ)",
    "intro": (
        "ルールのボット(青)と対戦するソロゲームの2年目(最終年)です。あなたのターンのたびに、ボッ"
        "トはカードの優先順位に従ってディスクを置き、行動します。ボットは無料で建設し、研究はし"
        "ません。終了時に最も多くのクレジットを持つ方が勝ち、同点はボットの勝ちです。"),
    "outro": (
        "あなたの勝ちです。実際のソロゲームでは、ボットが通って支払うことになる場所に建設し、ボ"
        "ットのルートコマは迂回しましょう。"),
    "1.do": (
        "各年はあなたから始めます。外周のマスに最初のディスクを置きます: c1(建設)をタップしまし"
        "ょう。"),
    "1.done": "ディスクは残り{discs}枚です。",
    "1.nudge": "外周のマスc1(建設)をタップしてください。",
    "2.do": (
        "果樹園A11の近くの市場サイトA1に市場を建設します。残っている最も高価な市場ドームを使いま"
        "す。"),
    "2.done": "市場に{paid}クレジットを支払いました。",
    "2.nudge": "市場サイトA1をタップしてください。",
    "3.do": "需要をA11で育つブドウとレモンにしましょう。ターンが終わり、ボットが行動します。",
    "3.done": (
        "あなたの市場の需要に一致する果物は果樹園に{points}つあります。ボットはあなたのディスク"
        "の反対側の建設(b5)に最初のディスクを置き、果樹園A9をあなたの市場とつなぎました: ボット"
        "のルートコマは{pieces}つです。"),
    "3.nudge": "ブドウとレモンを選んでください。",
    "4.do": "c2にディスクを置いて(実行せずに)進み、c3の建設に届かせましょう。",
    "4.done": "c2のディスクを使いました。残り{discs}枚です。",
    "4.nudge": "c2を通ってください。",
    "5.do": "c3(建設)にディスクを置きましょう。",
    "5.done": "ディスクは残り{discs}枚です。",
    "5.nudge": "c3(建設)をタップしてください。",
    "6.do": (
        "A5にルートコマを建設します(1クレジット)。A10のボットのルートコマを通って、果樹園A11があ"
        "なたの市場とつながります。"),
    "6.done": "{paid}クレジットを支払いました。",
    "6.nudge": "ボットのA10とあなたの市場の間のA5をタップしてください。",
    "7.do": (
        "建設ではもう1つコマを置けますが、ルートは完成していて、コマには1クレジットかかります。"
        "「終了」をタップして早めにやめましょう。そのあとボットが行動します。"),
    "7.done": (
        "建設はコマ{built}つで終わりました。ボットはカードを引き、A11からあなたの市場へブドウと"
        "レモンを配達してあなたに{paid}クレジット(A5の通行料と市場の使用料)を支払い、それらを{s"
        "ale}クレジットで販売しました。"),
    "7.nudge": "「終了」をタップしてください。このターン、2つ目のコマは置きません。",
    "8.do": "c2の隣のd2(配達)をタップしましょう。",
    "8.done": "ディスクは残り{discs}枚です。",
    "8.nudge": "d2(配達)をタップしてください。",
    "9.do": "果樹園A11からあなたの市場A1へ配達しましょう。",
    "9.done": "ボットが果物を2つ持っていきました: 残りは{left}つ、レモンとナシです。",
    "9.nudge": "果樹園A11、あなたの市場A1の順にタップしてください。",
    "10.do": (
        "両方を配達しましょう。あなたの市場はナシを需要としていないので、ナシはただちに1クレジッ"
        "トで販売されます。"),
    "10.done": (
        "A10のボットのルートコマの通行料として{toll}クレジットを支払い、レモン{kept}つがサプライ"
        "に入りました。"),
    "10.nudge": "レモンとナシを配達してください。",
    "11.do": "レモンを販売しましょう。そのあとボットが行動します。",
    "11.done": (
        "{gained}クレジットを受け取りました。ボットは果樹園A9を市場サイトA17とB1につなぎました("
        "1つはカードのルートの記号によるもの): ボットのルートコマは{pieces}つです。"),
    "11.nudge": "レモンを販売してください。",
    "12.do": "b2(研究)をタップしましょう。ボットは研究しないので、誰にも支払いません。",
    "12.done": "{choices}つの研究から1つを選べます。",
    "12.nudge": "b2(研究)をタップしてください。",
    "13.do": "グローセーフ(トラック4)を研究しましょう: 生育で4つ引いて2つを残せます。",
    "13.done": (
        "ボットはb3(生育)を取り、果樹園A9とA11に果物を{grown}つ置いて{reward}クレジットを得まし"
        "た。"),
    "13.nudge": "トラック4(グローセーフ)をタップしてください。",
    "14.do": (
        "b3のボットのディスクがあなたの生育マスを取りました。c4に実行しないディスクを置いて進み"
        "、もう1つの生育d4に届かせましょう。"),
    "14.done": "c4のディスクを使いました。残り{discs}枚です。",
    "14.nudge": "c4を通ってください。",
    "15.do": "d4(生育)にディスクを置きましょう。グローセーフで、毎回果物を4つ引きます。",
    "15.done": "グローセーフ: 引いた4つから2つを残す方法は{choices}通りです。",
    "15.nudge": "d4(生育)をタップしてください。",
    "16.do": (
        "ブドウとレモンを残し、あなたのルート上の果樹園A11に置きましょう。ボットは需要に合う果物"
        "をあなたの市場へ配達し、あなたに支払います。"),
    "16.done": "あなたの市場の需要に一致する果物は、今果樹園に{points}つあります。",
    "16.nudge": "ブドウとレモンを残し、果樹園A11をタップしてください。",
    "17.do": "2回目のドローからレモンとナシを残し、空きのある唯一の果樹園B15に置きましょう。",
    "17.done": (
        "生育で3クレジットを得ました。そのあとボットはA11からあなたの市場へ果物を3つ配達してあな"
        "たに{paid}クレジットを支払い、ブドウを{sale}クレジットで販売しました。あなたは{gained}"
        "クレジットを得ました。"),
    "17.nudge": "レモンとナシを残し、果樹園B15をタップしてください。",
    "18.do": (
        "b3のボットのディスクが、a3の配達への道をふさいでいます。カエル跳びしましょう(この版では"
        "無料)。上に乗ったあなたのディスクはb2、c2、c3と2×2になるので、これが最後のターンです。"),
    "18.done": "あなたのディスクがb3のボットのディスクに重なりました。残り{discs}枚です。",
    "18.nudge": "b3のボットのディスクをタップしてカエル跳びしてください。",
    "19.do": "最後のディスクをb3の隣のa3(配達)に置きましょう。",
    "19.done": "あなたの市場へのルートがある果樹園は{choices}つです。",
    "19.nudge": "a3(配達)をタップしてください。",
    "20.do": "ボットがブドウを育てた果樹園A9から、あなたの市場A1へ配達しましょう。",
    "20.done": "ルートは{choices}つあります: ボットのA10かA4を通るか、あなたのA5を通るかです。",
    "20.nudge": "果樹園A9、あなたの市場A1の順にタップしてください。",
    "21.do": (
        "あなたのコマA5を通るルートなら通行料はかかりません。ブドウを配達しましょう: あなたの市"
        "場の需要です。"),
    "21.done": "ボットへの通行料は{toll}で、ブドウ{kept}つがサプライに入りました。",
    "21.nudge": "A5をタップしてルートを選び、ブドウを配達してください。",
    "22.do": (
        "ブドウを販売しましょう。そのあとボットは最後のディスクを置いて果物をすべて販売し、ゲー"
        "ムが終了します。"),
    "22.done": (
        "{gained}クレジットを受け取りました。得点の内訳はクレジットだけです: あなた{you}、ボット"
        "{bot}。"),
    "22.nudge": "ブドウを販売してください。",
}
