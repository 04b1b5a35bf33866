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
