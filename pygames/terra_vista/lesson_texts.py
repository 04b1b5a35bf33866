"""Terra Vista's lesson texts in English and Japanese (the Japanese in the rulebook's terms:
ダイスの結果, 地形, 線, マップ, 市場, 馬, トラック, ゴールライン, ボーナススペース, ボーナス線,
ワイルド, 極端な場合, 市場-市場の接続). The steps name the spaces of map 1A and the dice that
``lessons.ROUND_DICE`` holds."""

from __future__ import annotations

_INTRO_EN = (
    "Each round the leader rolls the two terrain dice, and every player draws one line on "
    "their own map between the centres of two adjacent spaces whose terrains match the dice "
    "result. When a network of lines first joins the two markets of one colour, or a fruit to "
    "any market, the horse of that track moves one step. The first to bring all four horses to "
    "the goal line wins. You are Player 1 and the leader, half-way through a game: your "
    "network already joins the two blue markets, two olives and an orange.")
_INTRO_JA = (
    "各ラウンドで、リーダーが2つの特殊ダイスを振って2つの地形を決め、すべてのプレイヤーが"
    "自分のマップ上で、ダイスの結果に一致する隣接する2つのスペースの中心の間に線を1本引き"
    "ます。同じ色の2つの市場、または果物と任意の市場が連続した線で初めてつながると、対応する"
    "トラックで馬が1スペース進みます。4つの馬すべてでゴールラインに最初に到達したプレイヤーが"
    "勝ちます。あなたはプレイヤー1でリーダーです。ゲームはすでに半ばで、あなたのネットワークは"
    "2つの青の市場、オリーブ2つ、オレンジ1つをつないでいます。")
_OUTRO_EN = (
    "That is Terra Vista: draw the line the dice allow, join markets to markets and fruits to "
    "markets, prepare lines ahead, use the wild face and every bonus line. Play a real game "
    "now!")
_OUTRO_JA = (
    "これがテラビスタです。ダイスの結果どおりに線を引き、市場と市場、果物と市場をつなぎ、"
    "先の線を準備して、ワイルドとボーナス線を活かしましょう。さあ、本番のゲームを遊びましょう!")
_BREAKDOWN_EN = (
    "you have Market {market}, Olive {olive}, Strawberry {strawberry}, Orange {orange}, "
    "{total} steps in all; Player 2 has Market {p2_market}, Olive {p2_olive}, Strawberry "
    "{p2_strawberry}, Orange {p2_orange}, {p2_total} in all.")
_BREAKDOWN_JA = (
    "あなたは市場{market}、オリーブ{olive}、イチゴ{strawberry}、オレンジ{orange}で合計{total}"
    "ステップ、プレイヤー2は市場{p2_market}、オリーブ{p2_olive}、イチゴ{p2_strawberry}、"
    "オレンジ{p2_orange}で合計{p2_total}ステップです。")
_FINAL_EN = (
    "Player 2 draws its line and the game ends with round {round}, since all four of your "
    "horses reached the goal line. The score breakdown counts each horse's steps: "
    + _BREAKDOWN_EN + " Player {winner} wins: ")
_FINAL_JA = (
    "プレイヤー2が線を引き、あなたの4つの馬すべてがゴールラインに到達したので、第{round}"
    "ラウンドの終了でゲームが終わります。得点の内訳は各馬のステップ数です。" + _BREAKDOWN_JA
    + "プレイヤー{winner}の勝ちです。")
#: The night lesson's end: both players reach the goal line in the same round.
_TIE_EN = (
    "Player 2 draws its line: its last olive brings all four of its horses to the goal line "
    "in the same round, and the game ends with round {round}. The score breakdown counts each "
    "horse's steps: " + _BREAKDOWN_EN + " When several players reach the goal in the same "
    "round, the most steps in all wins: Player {winner}, thanks to the steps past the goal "
    "line.")
_TIE_JA = (
    "プレイヤー2も線を引き、最後のオリーブで4つの馬すべてが同じラウンドにゴールラインに到達"
    "しました。第{round}ラウンドの終了でゲームが終わります。得点の内訳は各馬のステップ数です。"
    + _BREAKDOWN_JA + "同じラウンドに複数のプレイヤーがゴールしたときは、合計で最も多くのステップ"
    "数を進めたプレイヤーが勝ちます。ゴールの先のステップのおかげで、プレイヤー{winner}の勝ちです。")
_STEPS_NOTE_EN = (
    "the only one to reach the goal. Total steps decide only between players who reach it in "
    "the same round.")
_STEPS_NOTE_JA = "合計ステップ数で勝者を決めるのは、同じラウンドに複数のプレイヤーがゴールしたときだけです。"

#: Steps both sides share: the strawberry c2 joined to the red market a1 in round 1.
_SHARED_EN = {
    "intro": _INTRO_EN,
    "outro": _OUTRO_EN,
    "fruit.do": (
        "The dice show red and yellow. Draw from the red space c1, at the end of your line from "
        "the red market a1, to the strawberry on the yellow space c2: a fruit scores the first "
        "time a line joins it to any market."),
    "fruit.nudge": "Only red–yellow lines match the dice: tap c1, then the strawberry c2.",
}
_SHARED_JA = {
    "intro": _INTRO_JA,
    "outro": _OUTRO_JA,
    "fruit.do": (
        "ダイスの結果は赤と黄色です。赤の市場a1から伸びる線の先、赤のスペースc1から、黄色の"
        "スペースc2のイチゴへ線を引きましょう。果物は任意の市場と初めてつながったときに得点します。"),
    "fruit.nudge": (
        "ダイスの結果に一致するのは赤と黄色の線だけです。c1をタップしてから、c2のイチゴをタップしてくだ"
        "さい。"),
}

_DAY_EN = {
    "title": "Terra Vista: your first game (day side)",
    "fruit.done": (
        "A strawberry–market connection: your strawberry horse moves to step {strawberry} (its "
        "goal line is at step {goal_strawberry}). Player 2 draws its line, and round {round} "
        "begins."),
    "wild.do": (
        "The dice show the wild face and yellow. Take the wild face as red and draw c2 (yellow) "
        "to d2 (red): it joins the red market a1 to your network, which holds the other red "
        "market, e4."),
    "wild.done": (
        "A market–market connection: your market horse moves to step {market}. The strawberry "
        "c2 scored already, so that horse stays at step {strawberry}. Step 2 of the market track "
        "is a yellow bonus space: you draw {bonus} bonus line at once."),
    "wild.nudge": "Tap c2, then d2 (the wild die counts as red).",
    "bonus.do": (
        "A bonus line joins any two adjacent spaces, whatever the dice. Join the orange on a4 "
        "to your network at b4: grey to grey, a line the dice seldom allow."),
    "bonus.done": (
        "An orange–market connection: your orange horse reaches step {orange}, the goal line "
        "(step {goal_orange}). Player 2 draws its line, reaches bonus spaces and draws two "
        "bonus lines; round {round} begins: green and red."),
    "bonus.nudge": "Any two adjacent spaces will do; here tap the orange a4, then b4.",
    "build.do": (
        "No green–red line scores this round, so prepare one: draw f3 (green, the blue market) "
        "to f4 (red). f4 touches the green market f5 and the strawberry g4."),
    "build.done": (
        "Nothing scored, but your map now holds {lines} lines. Round {round} begins: red and "
        "grey. Player 2 has no grey–red line left to draw."),
    "build.nudge": "Tap f3, then f4.",
    "extreme.do": (
        "When a player cannot draw with the dice result, every player may treat one die as "
        "wild this round. Keep grey, take red as blue, and draw d1 (grey) to e1 (blue), on the "
        "way to the olive f1."),
    "extreme.done": (
        "Your map holds {lines} lines; the olive f1 is one line away. Round {round} begins: "
        "green and the wild face."),
    "extreme.nudge": "Tap d1, then e1 (the red die counts as blue).",
    "grey.do": (
        "Take the wild face as grey and draw b6 (grey) to c6 (green), joining the olive c6 to "
        "your network."),
    "grey.done": (
        "An olive–market connection: your olive horse moves to step {olive} (goal line at step "
        "{goal_olive}). Round {round} begins: the wild face and yellow."),
    "grey.nudge": "Tap b6, then the olive c6.",
    "red.do": (
        "Take the wild face as red and draw e4 (the red market) to e5 (yellow): e5 touches the "
        "green market f5, the strawberry d5 and the olive e6."),
    "red.done": "Nothing scores yet; your map holds {lines} lines. Round {round} begins: green and grey.",
    "red.nudge": "Tap e4, then e5.",
    "orange.do": (
        "Draw b4 (grey) to c4 (green) to join your third orange. The orange horse is at the "
        "goal line already, but every step past it still counts in your total."),
    "orange.done": (
        "Your orange horse moves to step {orange}, past the goal line (step {goal_orange}): "
        "{steps} steps in all. Round {round} begins: red and red."),
    "orange.nudge": "Tap b4, then the orange c4.",
    "strawberry.do": (
        "Red and red is a rare roll: draw f4 to g4, joining the strawberry g4 to your network "
        "through f4."),
    "strawberry.done": (
        "Your strawberry horse moves to step {strawberry}, a bonus space: you draw {bonus} "
        "bonus line."),
    "strawberry.nudge": "Tap f4, then the strawberry g4.",
    "chain.do": "Use the bonus line from the strawberry d5 to e5, which your line from e4 reached.",
    "chain.done": (
        "Your strawberry horse reaches step {strawberry}, the goal line ({goal_strawberry}). "
        "Round {round} begins: the wild face and red."),
    "chain.nudge": "Tap the strawberry d5, then e5.",
    "market.do": (
        "Take the wild face as yellow and draw e5 (yellow) to f5 (red): it joins your two green "
        "markets, d1 and f5."),
    "market.done": (
        "A market–market connection: your market horse reaches step {market}, the goal line "
        "({goal_market}). Round {round} begins: red and blue, and Player 2 has no blue–red line "
        "left: an extreme round again."),
    "market.nudge": "Tap e5, then the green market f5.",
    "stuck.do": (
        "Treat the red die as wild, take it as blue, and draw e1 to f1, blue to blue, joining "
        "the olive f1."),
    "stuck.done": (
        "Your olive horse reaches step {olive}, the goal line ({goal_olive}), and a bonus space: "
        "{bonus} bonus line. All four of your horses are at the goal line now."),
    "stuck.nudge": "Tap e1, then the olive f1.",
    "last.do": (
        "The round still ends as usual, and steps past the goal count in your total. Use the "
        "bonus line to join the olive e6 to e5."),
    "last.done": _FINAL_EN + _STEPS_NOTE_EN,
    "last.nudge": "Tap e5, then the olive e6.",
}
_DAY_JA = {
    "title": "テラビスタ はじめてのゲーム(昼の面)",
    "fruit.done": (
        "イチゴ-市場の接続です。イチゴの馬が{strawberry}スペース目に進みました(ゴールラインは"
        "{goal_strawberry}スペース目)。プレイヤー2も線を引き、第{round}ラウンドが始まります。"),
    "wild.do": (
        "ダイスの結果はワイルドと黄色です。ワイルドを赤として使い、c2(黄色)からd2(赤)へ線を"
        "引きましょう。赤の市場a1が、もう1つの赤の市場e4を含むネットワークとつながります。"),
    "wild.done": (
        "市場-市場の接続です。市場の馬が{market}スペース目に進みました。c2のイチゴはすでに"
        "得点しているので、イチゴの馬は{strawberry}スペース目のままです。市場トラックの2スペース"
        "目は黄色のボーナススペースなので、ただちにボーナス線を{bonus}本引きます。"),
    "wild.nudge": "c2をタップしてから、d2をタップしてください(ワイルドのダイスを赤として使います)。",
    "bonus.do": (
        "ボーナス線はダイスに関係なく、任意の隣接する2つのスペースの間に引けます。a4のオレンジを"
        "b4でネットワークにつなげましょう。灰色と灰色の線は、ダイスではめったに引けません。"),
    "bonus.done": (
        "オレンジ-市場の接続です。オレンジの馬は{orange}スペース目でゴールライン({goal_orange}"
        "スペース目)に到達しました。プレイヤー2も線を引き、ボーナススペースに到着してボーナス線を"
        "2本引きます。第{round}ラウンドが始まり、ダイスの結果は緑と赤です。"),
    "bonus.nudge": (
        "隣接するスペースならどこでも引けますが、ここではa4のオレンジ、b4の順にタップしてください。"),
    "build.do": (
        "このラウンドは得点できる緑と赤の線がないので、先の準備をします。f3(緑、青の市場)から"
        "f4(赤)へ線を引きましょう。f4は緑の市場f5とイチゴg4のとなりです。"),
    "build.done": (
        "得点はありませんが、マップの線は{lines}本になりました。第{round}ラウンドが始まります。"
        "ダイスの結果は赤と灰色で、プレイヤー2にはもう引ける灰色と赤の線がありません。"),
    "build.nudge": "f3をタップしてから、f4をタップしてください。",
    "extreme.do": (
        "極端な場合です。ダイスの結果で線を引けないプレイヤーがいると、このラウンドは全員が"
        "ダイスを1つワイルドとして扱えます。灰色はそのまま、赤を青として、d1(灰色)からe1(青)"
        "へ線を引き、オリーブf1に近づきましょう。"),
    "extreme.done": (
        "マップの線は{lines}本で、オリーブf1まであと1本です。第{round}ラウンドが始まります。"
        "ダイスの結果は緑とワイルドです。"),
    "extreme.nudge": "d1をタップしてから、e1をタップしてください(赤のダイスを青として使います)。",
    "grey.do": (
        "ワイルドを灰色として使い、b6(灰色)からc6(緑)へ線を引いて、オリーブc6をネットワークにつなげまし"
        "ょう。"),
    "grey.done": (
        "オリーブ-市場の接続です。オリーブの馬が{olive}スペース目に進みました(ゴールラインは"
        "{goal_olive}スペース目)。第{round}ラウンドが始まります。ダイスの結果はワイルドと黄色です。"),
    "grey.nudge": "b6をタップしてから、c6のオリーブをタップしてください。",
    "red.do": (
        "ワイルドを赤として使い、e4(赤の市場)からe5(黄色)へ線を引きましょう。e5は緑の市場f5、"
        "イチゴd5、オリーブe6のとなりです。"),
    "red.done": (
        "まだ得点はなく、マップの線は{lines}本です。第{round}ラウンドが始まります。ダイスの結果は緑と灰"
        "色です。"),
    "red.nudge": "e4をタップしてから、e5をタップしてください。",
    "orange.do": (
        "b4(灰色)からc4(緑)へ線を引き、3つ目のオレンジをつなげましょう。オレンジの馬はもう"
        "ゴールラインにいますが、その先のステップも合計に数えられます。"),
    "orange.done": (
        "オレンジの馬はゴールライン({goal_orange}スペース目)を越えて{orange}スペース目に進み、"
        "合計{steps}ステップになりました。第{round}ラウンドが始まります。ダイスの結果は赤と赤です。"),
    "orange.nudge": "b4をタップしてから、c4のオレンジをタップしてください。",
    "strawberry.do": (
        "赤と赤はめったに出ない組み合わせです。f4からg4へ線を引き、イチゴg4をf4経由でネットワークにつな"
        "げましょう。"),
    "strawberry.done": (
        "イチゴの馬が{strawberry}スペース目のボーナススペースに到着しました。ボーナス線を{bonus}本引き"
        "ます。"),
    "strawberry.nudge": "f4をタップしてから、g4のイチゴをタップしてください。",
    "chain.do": "ボーナス線で、イチゴd5から、e4からの線が届いているe5へ線を引きましょう。",
    "chain.done": (
        "イチゴの馬は{strawberry}スペース目でゴールライン({goal_strawberry})に到達しました。"
        "第{round}ラウンドが始まります。ダイスの結果はワイルドと赤です。"),
    "chain.nudge": "d5のイチゴをタップしてから、e5をタップしてください。",
    "market.do": (
        "ワイルドを黄色として使い、e5(黄色)からf5(赤)へ線を引きましょう。2つの緑の市場d1とf5がつながり"
        "ます。"),
    "market.done": (
        "市場-市場の接続です。市場の馬は{market}スペース目でゴールライン({goal_market})に到達"
        "しました。第{round}ラウンドが始まります。ダイスの結果は赤と青で、プレイヤー2にはもう"
        "青と赤の線がないので、また極端な場合です。"),
    "market.nudge": "e5をタップしてから、緑の市場f5をタップしてください。",
    "stuck.do": (
        "赤のダイスをワイルドとして青に使い、e1からf1へ青と青の線を引いて、オリーブf1をつなげましょう。"),
    "stuck.done": (
        "オリーブの馬は{olive}スペース目でゴールライン({goal_olive})に到達し、ボーナススペース"
        "にも到着しました。ボーナス線を{bonus}本引きます。これで4つの馬すべてがゴールラインです。"),
    "stuck.nudge": "e1をタップしてから、f1のオリーブをタップしてください。",
    "last.do": (
        "ラウンドはいつもどおり最後まで続き、ゴールの先のステップも合計に数えられます。"
        "ボーナス線でオリーブe6をe5につなげましょう。"),
    "last.done": _FINAL_JA + "ゴールしたのはあなただけです。" + _STEPS_NOTE_JA,
    "last.nudge": "e5をタップしてから、e6のオリーブをタップしてください。",
}

_NIGHT_EN = {
    "title": "Terra Vista: the night side",
    "intro": _INTRO_EN + (
        " This is the night side of the score board, a house variant: the goal line is the "
        "same, but each track's only bonus space is its last, so a bonus line comes only when "
        "a track has scored every symbol of its kind on your map. Player 2's horses stand near "
        "the goal line too."),
    "fruit.done": (
        "A strawberry–market connection: your strawberry horse moves to step {strawberry} (goal "
        "line at step {goal_strawberry}). Round {round} begins: grey and red, and Player 2 has "
        "no grey–red line left to draw."),
    "extreme.do": (
        "When a player cannot draw with the dice result, every player may treat one die as "
        "wild this round. Keep grey, take red as green, and draw b6 (grey) to the olive c6 "
        "(green)."),
    "extreme.done": (
        "An olive–market connection: your olive horse moves to step {olive} (goal line at step "
        "{goal_olive}). Round {round} begins: red and yellow."),
    "extreme.nudge": "Tap b6, then the olive c6 (the red die counts as green).",
    "markets.do": (
        "Draw c2 (yellow) to d2 (red): it joins the red market a1 to your network, which holds "
        "the other red market, e4."),
    "markets.done": (
        "A market–market connection: your market horse moves to step {market}; the strawberry "
        "c2 scored already and its horse stays at step {strawberry}. On the night side step 2 "
        "is no bonus space: {bonus} bonus lines. Round {round} begins: red and yellow again."),
    "markets.nudge": "Tap c2, then d2.",
    "build.do": (
        "Draw e4 (the red market) to e5 (yellow). It scores nothing now, but e5 touches the "
        "green market f5, the strawberry d5 and the olive e6."),
    "build.done": "Your map holds {lines} lines. Round {round} begins: the wild face and grey.",
    "build.nudge": "Tap e4, then e5.",
    "wild.do": (
        "Take the wild face as grey and draw from the orange a4 to b4, grey to grey, joining "
        "that orange to your network."),
    "wild.done": (
        "An orange–market connection: your orange horse reaches step {orange}, the goal line "
        "({goal_orange}). Round {round} begins: red and grey, and Player 2 is stuck again."),
    "wild.nudge": "Tap the orange a4, then b4 (the wild die counts as grey).",
    "extreme2.do": (
        "An extreme round again: keep red, take the grey die as green, and draw f3 (green) to "
        "f4 (red). f4 touches the green market f5 and the strawberry g4."),
    "extreme2.done": "Your map holds {lines} lines. Round {round} begins: the wild face and yellow.",
    "extreme2.nudge": "Tap f3, then f4 (the grey die counts as green).",
    "olive.do": "Take the wild face as yellow and draw e5 to the olive e6, yellow to yellow.",
    "olive.done": (
        "An olive–market connection: your olive horse reaches step {olive}, the goal line "
        "({goal_olive}). Round {round} begins: grey and blue."),
    "olive.nudge": "Tap e5, then the olive e6.",
    "plan.do": (
        "Draw d1 (grey, the green market) to e1 (blue). The fifth olive, f1, is then one line "
        "away, and the olive track's last space is its bonus space at night."),
    "plan.done": "Your map holds {lines} lines. Round {round} begins: red and red.",
    "plan.nudge": "Tap d1, then e1.",
    "strawberry.do": "Red and red is a rare roll: draw f4 to g4, joining the strawberry g4.",
    "strawberry.done": (
        "Your strawberry horse moves to step {strawberry}; at night that earns {bonus} bonus "
        "lines. Round {round} begins: the wild face and red."),
    "strawberry.nudge": "Tap f4, then the strawberry g4.",
    "wild2.do": "Take the wild face as yellow and draw the strawberry d5 (red) to e5 (yellow).",
    "wild2.done": (
        "Your strawberry horse reaches step {strawberry}, the goal line ({goal_strawberry}). "
        "Round {round} begins: green and grey. Only your market horse is short of the goal."),
    "wild2.nudge": "Tap the strawberry d5, then e5.",
    "orange.do": (
        "Draw b4 (grey) to c4 (green), joining your third and last orange: your orange horse "
        "is at the goal line already, but steps past it decide when both players reach it at once."),
    "orange.done": (
        "Your orange horse moves to step {orange}, the last space of its track: every orange "
        "of your map is joined, and that is the night side's bonus space. You draw {bonus} "
        "bonus line."),
    "orange.nudge": "Tap b4, then the orange c4.",
    "olives.do": "Use the bonus line to join your fifth olive: draw e1 to f1.",
    "olives.done": (
        "Your olive horse moves to step {olive}, the last space of the olive track: {bonus} "
        "more bonus line. A chain reaction!"),
    "olives.nudge": "Tap e1, then the olive f1.",
    "last.do": (
        "Now join your two green markets with the bonus line: draw e5 to f5. It brings your "
        "market horse, the last one, to the goal line."),
    "last.done": _TIE_EN,
    "last.nudge": "Tap e5, then the green market f5.",
}
_NIGHT_JA = {
    "title": "テラビスタ 夜の面",
    "intro": _INTRO_JA + (
        "これはスコアボードの夜の面(独自バリアント)です。ゴールラインは昼の面と同じですが、"
        "各トラックのボーナススペースは最後のスペースだけなので、ボーナス線はマップ上のその種類の"
        "シンボルをすべて得点したときにしか引けません。プレイヤー2の馬もゴールラインの近くにいます。"),
    "fruit.done": (
        "イチゴ-市場の接続です。イチゴの馬が{strawberry}スペース目に進みました(ゴールラインは"
        "{goal_strawberry}スペース目)。第{round}ラウンドが始まります。ダイスの結果は灰色と赤で、"
        "プレイヤー2にはもう引ける灰色と赤の線がありません。"),
    "extreme.do": (
        "極端な場合です。ダイスの結果で線を引けないプレイヤーがいると、このラウンドは全員が"
        "ダイスを1つワイルドとして扱えます。灰色はそのまま、赤を緑として、b6(灰色)から"
        "オリーブc6(緑)へ線を引きましょう。"),
    "extreme.done": (
        "オリーブ-市場の接続です。オリーブの馬が{olive}スペース目に進みました(ゴールラインは"
        "{goal_olive}スペース目)。第{round}ラウンドが始まります。ダイスの結果は赤と黄色です。"),
    "extreme.nudge": "b6をタップしてから、c6のオリーブをタップしてください(赤のダイスを緑として使います)。",
    "markets.do": (
        "c2(黄色)からd2(赤)へ線を引きましょう。赤の市場a1が、もう1つの赤の市場e4を含む"
        "ネットワークとつながります。"),
    "markets.done": (
        "市場-市場の接続です。市場の馬が{market}スペース目に進みました。c2のイチゴは得点済み"
        "なので、イチゴの馬は{strawberry}スペース目のままです。夜の面では2スペース目はボーナス"
        "スペースではないので、ボーナス線は{bonus}本です。第{round}ラウンドもダイスの結果は"
        "赤と黄色です。"),
    "markets.nudge": "c2をタップしてから、d2をタップしてください。",
    "build.do": (
        "e4(赤の市場)からe5(黄色)へ線を引きましょう。今は得点しませんが、e5は緑の市場f5、"
        "イチゴd5、オリーブe6のとなりです。"),
    "build.done": (
        "マップの線は{lines}本です。第{round}ラウンドが始まります。ダイスの結果はワイルドと灰色です。"),
    "build.nudge": "e4をタップしてから、e5をタップしてください。",
    "wild.do": (
        "ワイルドを灰色として使い、a4のオレンジからb4へ灰色と灰色の線を引いて、このオレンジをネットワー"
        "クにつなげましょう。"),
    "wild.done": (
        "オレンジ-市場の接続です。オレンジの馬は{orange}スペース目でゴールライン({goal_orange})"
        "に到達しました。第{round}ラウンドが始まります。ダイスの結果は赤と灰色で、プレイヤー2は"
        "また線を引けません。"),
    "wild.nudge": (
        "a4のオレンジをタップしてから、b4をタップしてください(ワイルドのダイスを灰色として使います)。"),
    "extreme2.do": (
        "また極端な場合です。赤はそのまま、灰色のダイスを緑として、f3(緑)からf4(赤)へ線を"
        "引きましょう。f4は緑の市場f5とイチゴg4のとなりです。"),
    "extreme2.done": (
        "マップの線は{lines}本です。第{round}ラウンドが始まります。ダイスの結果はワイルドと黄色です。"),
    "extreme2.nudge": "f3をタップしてから、f4をタップしてください(灰色のダイスを緑として使います)。",
    "olive.do": "ワイルドを黄色として使い、e5からオリーブe6へ黄色と黄色の線を引きましょう。",
    "olive.done": (
        "オリーブ-市場の接続です。オリーブの馬は{olive}スペース目でゴールライン({goal_olive})に"
        "到達しました。第{round}ラウンドが始まります。ダイスの結果は灰色と青です。"),
    "olive.nudge": "e5をタップしてから、e6のオリーブをタップしてください。",
    "plan.do": (
        "d1(灰色、緑の市場)からe1(青)へ線を引きましょう。5つ目のオリーブf1まであと1本になり、"
        "夜の面ではオリーブトラックの最後のスペースがボーナススペースです。"),
    "plan.done": "マップの線は{lines}本です。第{round}ラウンドが始まります。ダイスの結果は赤と赤です。",
    "plan.nudge": "d1をタップしてから、e1をタップしてください。",
    "strawberry.do": "赤と赤はめったに出ない組み合わせです。f4からg4へ線を引き、イチゴg4をつなげましょう。",
    "strawberry.done": (
        "イチゴの馬が{strawberry}スペース目に進みました。夜の面なのでボーナス線は{bonus}本です。"
        "第{round}ラウンドが始まります。ダイスの結果はワイルドと赤です。"),
    "strawberry.nudge": "f4をタップしてから、g4のイチゴをタップしてください。",
    "wild2.do": "ワイルドを黄色として使い、イチゴd5(赤)からe5(黄色)へ線を引きましょう。",
    "wild2.done": (
        "イチゴの馬は{strawberry}スペース目でゴールライン({goal_strawberry})に到達しました。"
        "第{round}ラウンドが始まります。ダイスの結果は緑と灰色です。ゴールしていないのは市場の馬だけです。"),
    "wild2.nudge": "d5のイチゴをタップしてから、e5をタップしてください。",
    "orange.do": (
        "b4(灰色)からc4(緑)へ線を引き、3つ目の最後のオレンジをつなげましょう。オレンジの馬は"
        "もうゴールラインにいますが、同じラウンドに2人ともゴールしたときは、その先のステップで"
        "勝敗が決まります。"),
    "orange.done": (
        "オレンジの馬がトラックの最後の{orange}スペース目に進みました。マップのオレンジがすべて"
        "つながり、夜の面のボーナススペースに到着したので、ボーナス線を{bonus}本引きます。"),
    "orange.nudge": "b4をタップしてから、c4のオレンジをタップしてください。",
    "olives.do": "ボーナス線で5つ目のオリーブをつなげましょう。e1からf1へ線を引きます。",
    "olives.done": (
        "オリーブの馬がトラックの最後の{olive}スペース目に進み、もう{bonus}本ボーナス線を引きます。"
        "連鎖反応です!"),
    "olives.nudge": "e1をタップしてから、f1のオリーブをタップしてください。",
    "last.do": (
        "このボーナス線で2つの緑の市場をつなげましょう。e5からf5へ線を引くと、最後の市場の馬が"
        "ゴールラインに到達します。"),
    "last.done": _TIE_JA,
    "last.nudge": "e5をタップしてから、緑の市場f5をタップしてください。",
}


def _prefixed(prefix: str, *tables: dict[str, str]) -> dict[str, str]:
    merged: dict[str, str] = {}
    for table in tables:
        merged.update({prefix + key: text for key, text in table.items()})
    return merged


_D = "terra_vista.lesson.day."
_N = "terra_vista.lesson.night."
TEXTS: dict[str, dict[str, str]] = {
    "en": {**_prefixed(_D, _SHARED_EN, _DAY_EN), **_prefixed(_N, _SHARED_EN, _NIGHT_EN)},
    "ja": {**_prefixed(_D, _SHARED_JA, _DAY_JA), **_prefixed(_N, _SHARED_JA, _NIGHT_JA)},
}

_X = "terra_vista.exercise."
_EXERCISES_EN = {
    "round1.title": "Rulebook: round 1, yellow to green",
    "round1.intro": "The dice show yellow and green.",
    "round1.do": "Draw a line from a yellow space to an adjacent green one: a2 to a3.",
    "round1.done": "Your map holds {lines} line; round {round} begins.",
    "round1.nudge": "Tap the yellow space a2, then the green space a3.",
    "round1.outro": "A line always joins the centres of two adjacent spaces matching the dice.",
    "round2.title": "Rulebook: round 2, the wild face",
    "round2.intro": "The dice show yellow and the wild face.",
    "round2.do": (
        "Choose grey for the wild die and draw a yellow–grey line: d3 (yellow) to d4 (grey)."),
    "round2.done": "Your map holds {lines} lines; round {round} begins.",
    "round2.nudge": "Tap d3, then d4.",
    "round2.outro": "The wild face may stand for any terrain, chosen by each player.",
    "markets.title": "Rulebook: a market–market connection",
    "markets.intro": (
        "Like David, you have lines from both green markets (d1 and f5) that stop one line "
        "apart. The dice show green and red."),
    "markets.do": "Draw the green–red line e3–e4: it joins the two green markets.",
    "markets.done": (
        "Your market horse moved to step {market}; the olive horse stayed at {olive}."),
    "markets.nudge": "Tap the green space e3, then the red space e4.",
    "markets.outro": "Each colour's two markets can score once: four times a game.",
    "several.title": "Rulebook: several connections with one line",
    "several.intro": (
        "Next turn: an olive (e6) and a strawberry (d5) are joined to each other but to no "
        "market. The dice show red and yellow."),
    "several.do": (
        "Draw d5–e5: it joins the olive and the strawberry to the green market network."),
    "several.done": (
        "Olive horse at step {olive}, strawberry horse at step {strawberry}; the market horse "
        "stays at {market}."),
    "several.nudge": "Tap the strawberry d5, then e5.",
    "several.outro": "One line may form several new connections; each scores.",
    "orange.title": "Rulebook: a connection that does not score",
    "orange.intro": (
        "Like Sophie, you joined the orange at c4 to the yellow market b7 earlier, and it "
        "scored then. The dice show green and grey."),
    "orange.do": "Draw c4–d4: it joins that orange to your green market network too.",
    "orange.done": (
        "The orange horse stays at step {orange}: {moved} steps, since this orange scored "
        "when it first met a market."),
    "orange.nudge": "Tap the orange c4, then d4.",
    "orange.outro": "A fruit scores only the first time it is joined to any market.",
    "arrive.title": "Rulebook: arriving on a bonus space",
    "arrive.intro": (
        "Like Clara, your market horse stands one step before a yellow bonus space, and one "
        "line would join your two green markets. The dice show green and red."),
    "arrive.outro": "A horse arriving on a bonus space gives a bonus line at once, anywhere.",
    "arrive1.do": "Draw the green–red line e3–e4: it joins the green markets d1 and f5.",
    "arrive1.done": (
        "Market horse at step {market}, a bonus space: you draw {bonus} bonus line at once."),
    "arrive1.nudge": "Tap the green space e3, then the red space e4.",
    "arrive2.do": (
        "A bonus line joins any two adjacent spaces, whatever the dice: join the olive e6 to "
        "e5, yellow to yellow."),
    "arrive2.done": "Olive horse at step {olive}; {bonus} bonus lines are left.",
    "arrive2.nudge": "Tap e5, then the olive e6.",
    "chain.title": "Rulebook: a chain reaction of bonus lines",
    "chain.intro": (
        "You are Clara, on map 1B. Your line can join the two yellow markets; your market "
        "and olive horses stand one step before a bonus space. The dice show red and red."),
    "chain.outro": "Each bonus space reached gives a bonus line at once, which may score again.",
    "chain1.do": "Draw a5–b5: it joins the two yellow markets.",
    "chain1.done": (
        "Market horse at step {market}, a bonus space: you draw {bonus} bonus line at once."),
    "chain1.nudge": "Tap the yellow market a5, then b5.",
    "chain2.do": "Bonus line: join the olive a1 to the yellow network at b1.",
    "chain2.done": (
        "Olive horse at step {olive}, another bonus space: {bonus} more bonus line."),
    "chain2.nudge": "Tap the olive a1, then b1.",
    "chain3.do": "Bonus line: join the strawberry d3 to the red market's line at d2.",
    "chain3.done": "Strawberry horse at step {strawberry}; the chain ends ({bonus} bonus lines).",
    "chain3.nudge": "Tap d2, then the strawberry d3.",
    "end.title": "Rulebook: the end of the game",
    "end.intro": (
        "You are Clara: three of your horses are at the goal line, the strawberry horse one "
        "step before it. The dice show red and yellow."),
    "end.do": (
        "Draw d5–e5 to join the strawberry d5 to your network: your last horse reaches the "
        "goal line. The others still draw their line of this round."),
    "end.done": (
        "At the end of round {round} all four of your horses are past the goal line: the game "
        "is over ({over}) and Player {winner} wins."),
    "end.nudge": "Tap the strawberry d5, then e5.",
    "end.outro": "The game ends at the end of the round in which someone reaches the goal.",
}
_EXERCISES_JA = {
    "round1.title": "ルールブックの例: 第1ラウンド 黄色から緑色へ",
    "round1.intro": "ダイスの結果は黄色と緑色です。",
    "round1.do": "黄色のスペースから隣接する緑色のスペースへ線を引きましょう。a2からa3です。",
    "round1.done": "マップの線は{lines}本になり、第{round}ラウンドが始まります。",
    "round1.nudge": "黄色のスペースa2をタップしてから、緑色のスペースa3をタップしてください。",
    "round1.outro": "線は、ダイスの結果に一致する隣接する2つのスペースの中心の間に引きます。",
    "round2.title": "ルールブックの例: 第2ラウンド ワイルド",
    "round2.intro": "ダイスの結果は黄色とワイルドです。",
    "round2.do": "ワイルドとして灰色を選び、黄色から灰色への線を引きましょう。d3(黄)からd4(灰)です。",
    "round2.done": "マップの線は{lines}本になり、第{round}ラウンドが始まります。",
    "round2.nudge": "d3をタップしてから、d4をタップしてください。",
    "round2.outro": "ワイルドの面では、各プレイヤーがそのダイスの任意の結果を選べます。",
    "markets.title": "ルールブックの例: 市場-市場の接続",
    "markets.intro": (
        "デイビッドのように、2つの緑の市場(d1とf5)から伸びた線が、あと1本でつながる"
        "ところです。ダイスの結果は緑と赤です。"),
    "markets.do": "緑と赤の線e3–e4を引きましょう。2つの緑の市場がつながります。",
    "markets.done": "市場の馬が{market}スペース目に進みました。オリーブの馬は{olive}のままです。",
    "markets.nudge": "緑のスペースe3をタップしてから、赤のスペースe4をタップしてください。",
    "markets.outro": "市場-市場の接続は1色につき1回、ゲーム中に4回しか起こりません。",
    "several.title": "ルールブックの例: 複数の接続",
    "several.intro": (
        "次のターンです。オリーブ(e6)とイチゴ(d5)は互いにつながっていますが、まだどの市場とも"
        "つながっていません。ダイスの結果は赤と黄です。"),
    "several.do": "d5–e5を引きましょう。オリーブとイチゴが緑の市場ネットワークにつながります。",
    "several.done": (
        "オリーブの馬は{olive}スペース目、イチゴの馬は{strawberry}スペース目に進みました。"
        "市場の馬は{market}のままです。"),
    "several.nudge": "イチゴのd5をタップしてから、e5をタップしてください。",
    "several.outro": "1本の線で複数の新しい接続ができたら、それぞれスコアリングします。",
    "orange.title": "ルールブックの例: スコアリングされない接続",
    "orange.intro": (
        "ソフィーのように、c4のオレンジは以前に黄色の市場b7とつながったときにスコアリング"
        "されています。ダイスの結果は緑と灰色です。"),
    "orange.do": "c4–d4を引きましょう。このオレンジが緑の市場ネットワークにもつながります。",
    "orange.done": (
        "オレンジの馬は{orange}スペース目のまま({moved}ステップ)です。このオレンジは"
        "初めて市場とつながったときにスコアリング済みだからです。"),
    "orange.nudge": "オレンジのc4をタップしてから、d4をタップしてください。",
    "orange.outro": "果物は、任意の市場と初めてつながったときだけスコアリングされます。",
    "arrive.title": "ルールブックの例: ボーナススペースに到着",
    "arrive.intro": (
        "クララのように、市場の馬は黄色のボーナススペースの1つ手前にいて、あと1本で2つの緑の"
        "市場がつながります。ダイスの結果は緑と赤です。"),
    "arrive.outro": "馬がボーナススペースに到着したら、ただちに任意の場所にボーナス線を1本引きます。",
    "arrive1.do": "緑と赤の線e3–e4を引きましょう。緑の市場d1とf5がつながります。",
    "arrive1.done": (
        "市場の馬は{market}スペース目のボーナススペースに到着しました。ただちにボーナス線を"
        "{bonus}本引きます。"),
    "arrive1.nudge": "緑のスペースe3をタップしてから、赤のスペースe4をタップしてください。",
    "arrive2.do": (
        "ボーナス線はダイスに関係なく、任意の隣接する2つのスペースの間に引けます。オリーブe6を"
        "e5につなげましょう(黄色と黄色)。"),
    "arrive2.done": "オリーブの馬は{olive}スペース目に進みました。残りのボーナス線は{bonus}本です。",
    "arrive2.nudge": "e5をタップしてから、e6のオリーブをタップしてください。",
    "chain.title": "ルールブックの例: 連鎖反応",
    "chain.intro": (
        "あなたはクララで、マップ1Bを使っています。次の線で2つの黄色の市場がつながります。"
        "市場とオリーブの馬は、ボーナススペースの1つ手前にいます。ダイスの結果は赤と赤です。"),
    "chain.outro": (
        "ボーナススペースに到着するたびにただちにボーナス線を引き、それがまた得点することも"
        "あります。"),
    "chain1.do": "a5–b5を引きましょう。2つの黄色の市場がつながります。",
    "chain1.done": (
        "市場の馬は{market}スペース目のボーナススペースに到着しました。ただちにボーナス線を"
        "{bonus}本引きます。"),
    "chain1.nudge": "黄色の市場a5をタップしてから、b5をタップしてください。",
    "chain2.do": "ボーナス線で、オリーブa1をb1で黄色の市場ネットワークにつなげましょう。",
    "chain2.done": (
        "オリーブの馬は{olive}スペース目で、またボーナススペースです。もう{bonus}本ボーナス線を"
        "引きます。"),
    "chain2.nudge": "オリーブのa1をタップしてから、b1をタップしてください。",
    "chain3.do": "ボーナス線で、イチゴd3を赤の市場から伸びる線のd2につなげましょう。",
    "chain3.done": (
        "イチゴの馬は{strawberry}スペース目に進み、連鎖は終わりです(ボーナス線{bonus}本)。"),
    "chain3.nudge": "d2をタップしてから、イチゴのd3をタップしてください。",
    "end.title": "ルールブックの例: ゲーム終了",
    "end.intro": (
        "あなたはクララです。3つの馬はゴールラインに到達していて、イチゴの馬はその1つ手前です。"
        "ダイスの結果は赤と黄です。"),
    "end.do": (
        "d5–e5を引いてイチゴd5をネットワークにつなげ、最後の馬をゴールラインに到達させ"
        "ましょう。ほかのプレイヤーもこのラウンドの線を引きます。"),
    "end.done": (
        "第{round}ラウンド終了時、あなたの4つの馬すべてがゴールラインを越えたので、ゲームは"
        "終了({over})し、プレイヤー{winner}の勝ちです。"),
    "end.nudge": "イチゴのd5をタップしてから、e5をタップしてください。",
    "end.outro": "誰かがゴールに到達したラウンドの終了時に、ゲームが終わります。",
}
TEXTS["en"].update({_X + key: text for key, text in _EXERCISES_EN.items()})
TEXTS["ja"].update({_X + key: text for key, text in _EXERCISES_JA.items()})
