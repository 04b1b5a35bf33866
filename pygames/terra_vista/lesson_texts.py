"""Terra Vista's lesson texts in English and Japanese (the Japanese in the rulebook's terms:
ダイスの結果, 地形, 線, マップ, 市場, 馬, トラック, ゴールライン, ボーナススペース, ボーナス線)."""

from __future__ import annotations

_SHARED_EN = {
    "markets.do": (
        "The dice show red and yellow. Draw the line from the yellow space e5, at the end of "
        "your network, to f5, a red space with a green market. Your network already reaches "
        "the other green market, d1, so this line joins the two green markets."),
    "markets.nudge": "The dice allow only red–yellow lines here: tap e5, then f5.",
    "wild.nudge": "Tap c1, then d1 (the wild die counts as grey).",
    "outro": (
        "That is Terra Vista: draw the rolled line, join markets to markets and fruits to "
        "markets, and use every bonus line. Play a real game now!"),
}
_SHARED_JA = {
    "markets.do": (
        "ダイスの結果は赤と黄です。ネットワークの端にある黄色のスペースe5から、緑の市場がある"
        "赤のスペースf5へ線を引きましょう。ネットワークはすでにもう1つの緑の市場d1に届いて"
        "いるので、この線で2つの緑の市場がつながります。"),
    "markets.nudge": "ここで引けるのは赤と黄の線だけです。e5をタップしてからf5をタップしてください。",
    "wild.nudge": "c1をタップしてからd1をタップしてください(ワイルドのダイスを灰色として使います)。",
    "outro": (
        "これがテラビスタです。ダイスの結果どおりに線を引き、市場と市場、果物と市場をつなぎ、"
        "ボーナス線を活かしましょう。さあ、本番のゲームを遊びましょう!"),
}
_INTRO_EN = (
    "Each round the leader rolls the two terrain dice, and every player draws one line on "
    "their own map between the centres of two adjacent spaces whose terrains match the roll. "
    "When a network first joins two markets of one colour, or a fruit to any market, that "
    "track's horse moves one step. The first to bring all four horses to the goal line wins. "
    "You are Player 1 and the leader; your map has some lines already and your horses are "
    "near the goal.")
_INTRO_JA = (
    "各ラウンドで、リーダーが2つの特殊ダイスを振って2つの地形を決め、すべてのプレイヤーが"
    "同時に、自分のマップ上でダイスの結果に一致する隣接する2つのスペースの中心の間に線を1本"
    "引きます。同じ色の2つの市場、または果物と任意の市場が連続した線で初めてつながると、"
    "対応するトラックで馬が1スペース進みます。4つの馬すべてでゴールラインを最初に越えた"
    "プレイヤーが勝ちます。あなたはプレイヤー1でリーダーです。マップにはすでに線が何本かあり、"
    "馬はゴールの近くにいます。")
_END_EN = (
    "All four of your horses are at the goal line, so the game ends with round {round}: you "
    "{you} steps, Player 2 {them}. Player {winner} wins.")
_END_JA = (
    "4つの馬すべてがゴールラインに到達したので、第{round}ラウンドの終了でゲームが終わります。"
    "あなたは{you}ステップ、プレイヤー2は{them}ステップで、プレイヤー{winner}の勝ちです。")
_WILD_EN = (
    "The wild face may stand for any terrain: take it as grey and draw the red–grey line "
    "c1–d1. It joins the red market a1, at the end of your short branch, to your network, "
    "which holds the other red market, e4.")
_WILD_JA = (
    "ワイルドの面は任意の地形として選べます。灰色として使い、赤と灰色の線c1–d1を引きましょう。"
    "短い枝の先にある赤の市場a1が、もう1つの赤の市場e4を含むネットワークとつながります。")

_DAY_EN = {
    "title": "Terra Vista: your first game (day side)",
    "intro": _INTRO_EN,
    "markets.done": (
        "A market–market connection: your market horse moved to step {market} (the goal line "
        "is at step {goal}) and landed on a bonus space, so you draw {bonus} bonus line at "
        "once."),
    "olive.do": (
        "A bonus line joins any two adjacent spaces, whatever the dice. Join the olive at e6 "
        "to your network at e5: a fruit scores the first time it is joined to any market."),
    "olive.done": (
        "An olive–market connection: your olive horse reached step {olive}, the goal line "
        "({goal}), and another bonus space: {bonus} more bonus line. A chain reaction!"),
    "olive.nudge": "Tap e5, then the olive at e6.",
    "strawberry.do": "Use this bonus line to join the strawberry at d5 to e5.",
    "strawberry.done": (
        "Your strawberry horse reached step {strawberry}, the goal line ({goal}). Player 2 "
        "drew their line, and round {round} begins: the dice show red and the wild face."),
    "strawberry.nudge": "Tap the strawberry at d5, then e5.",
    "wild.do": _WILD_EN + " That brings your market horse to the goal line.",
    "wild.done": _END_EN,
}
_DAY_JA = {
    "title": "テラビスタ はじめてのゲーム(昼の面)",
    "intro": _INTRO_JA,
    "markets.done": (
        "市場-市場の接続です。市場の馬が{market}スペース目に進み(ゴールラインは{goal}"
        "スペース目)、ボーナススペースに到着したので、ただちにボーナス線を{bonus}本引きます。"),
    "olive.do": (
        "ボーナス線はダイスに関係なく、任意の隣接する2つのスペースの間に引けます。e6の"
        "オリーブをe5でネットワークにつなげましょう。果物は任意の市場と初めてつながったときに"
        "得点します。"),
    "olive.done": (
        "オリーブ-市場の接続です。オリーブの馬は{olive}スペース目でゴールライン({goal})に到達し、"
        "さらにボーナススペースに到着したので、もう{bonus}本ボーナス線を引きます。連鎖反応です!"),
    "olive.nudge": "e5をタップしてから、e6のオリーブをタップしてください。",
    "strawberry.do": "このボーナス線で、d5のイチゴをe5につなげましょう。",
    "strawberry.done": (
        "イチゴの馬は{strawberry}スペース目でゴールライン({goal})に到達しました。プレイヤー2も"
        "線を引き、第{round}ラウンドが始まります。ダイスの結果は赤とワイルドです。"),
    "strawberry.nudge": "d5のイチゴをタップしてから、e5をタップしてください。",
    "wild.do": _WILD_JA + "これで市場の馬がゴールラインに到達します。",
    "wild.done": _END_JA,
}
_NIGHT_EN = {
    "title": "Terra Vista: the night side",
    "intro": _INTRO_EN + (
        " This is the night side of the score board, a house variant: the goal line is the "
        "same, but each track's one bonus space is its last, so a bonus line comes only when "
        "a track has scored every symbol of the map."),
    "markets.done": (
        "A market–market connection: your market horse reached step {market}, the goal line "
        "({goal}), but on the night side that is no bonus space: {bonus} bonus lines. Player 2 "
        "drew their line, and round {round} begins: the dice show red and the wild face."),
    "wild.do": _WILD_EN + " It is your third pair of markets.",
    "wild.done": (
        "Your market horse reached step {market}, its last space and the night side's bonus "
        "space (the goal line is at step {goal}): you draw {bonus} bonus line."),
    "bonus.do": (
        "Use the bonus line to join the strawberry at d5 to e5: it brings your strawberry "
        "horse, the last of the four, to the goal line."),
    "bonus.done": _END_EN,
    "bonus.nudge": "Tap the strawberry at d5, then e5.",
}
_NIGHT_JA = {
    "title": "テラビスタ 夜の面",
    "intro": _INTRO_JA + (
        "これはスコアボードの夜の面(独自バリアント)です。ゴールラインは昼の面と同じですが、"
        "各トラックのボーナススペースは最後のスペースだけなので、ボーナス線はそのトラックの"
        "シンボルをマップ上ですべて得点したときにしか引けません。"),
    "markets.done": (
        "市場-市場の接続です。市場の馬は{market}スペース目でゴールライン({goal})に到達しましたが、"
        "夜の面ではボーナススペースではないので、ボーナス線は{bonus}本です。プレイヤー2も線を"
        "引き、第{round}ラウンドが始まります。ダイスの結果は赤とワイルドです。"),
    "wild.do": _WILD_JA + "これで3組目の市場がつながります。",
    "wild.done": (
        "市場の馬は{market}スペース目、トラックの最後で夜の面のボーナススペースに到着しました"
        "(ゴールラインは{goal}スペース目)。ボーナス線を{bonus}本引きます。"),
    "bonus.do": (
        "ボーナス線で、d5のイチゴをe5につなげましょう。4つ目の馬、イチゴの馬がゴールラインに"
        "到達します。"),
    "bonus.done": _END_JA,
    "bonus.nudge": "d5のイチゴをタップしてから、e5をタップしてください。",
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
