"""Terra Vista texts in English and Japanese (keys prefixed ``terra_vista.``)."""

from __future__ import annotations

TEXTS: dict[str, dict[str, str]] = {
    "en": {
        # reasons a move is illegal
        "terra_vista.no_pass": "You can still draw a line, so you cannot pass.",
        "terra_vista.nothing_selected": "No space is selected.",
        "terra_vista.bad_notation": "{move!r} is not a space (like c3) or a line (like c3-c4).",
        "terra_vista.already_selected": (
            "{space} is selected: draw a line from it or take it back."
        ),
        "terra_vista.no_line_from": "No line you may draw now starts at {space}.",
        "terra_vista.not_adjacent": "{a} and {b} are not adjacent spaces.",
        "terra_vista.line_order": "Write this line as {line}.",
        "terra_vista.already_drawn": "There is already a line {line}.",
        "terra_vista.not_from_selected": "The line must start at the selected space {space}.",
        "terra_vista.wrong_terrain": (
            "{line} joins {ta} and {tb}, which does not match the dice ({d1}, {d2})."
        ),
        "terra_vista.illegal": "{move!r} is not a legal move now.",
        # names
        "terra_vista.terrain.green": "green",
        "terra_vista.terrain.yellow": "yellow",
        "terra_vista.terrain.grey": "grey",
        "terra_vista.terrain.blue": "blue",
        "terra_vista.terrain.red": "red",
        "terra_vista.terrain.wild": "wild",
        "terra_vista.track.market": "Market",
        "terra_vista.track.olive": "Olive",
        "terra_vista.track.strawberry": "Strawberry",
        "terra_vista.track.orange": "Orange",
        "terra_vista.part.total": "Total steps",
        "terra_vista.market": "{colour} market",
        "terra_vista.dot": "space",
        # prompts and moves
        "terra_vista.prompt.line": "Round {round}: draw a line joining {d1} and {d2}",
        "terra_vista.prompt.extreme": (
            "Round {round}: draw a line touching {d1} or {d2} (someone cannot draw: one die"
            " is wild)"
        ),
        "terra_vista.prompt.selected": "Draw a line from {space} to an adjacent space",
        "terra_vista.prompt.bonus": "Bonus line: join any two adjacent spaces ({left} left)",
        "terra_vista.prompt.pass": "No line can be drawn: pass",
        "terra_vista.prompt.over": "Game over after {round} rounds",
        "terra_vista.describe.line": "draws a line {a}–{b} ({ta}–{tb})",
        "terra_vista.describe.bonus": "draws a bonus line {a}–{b} ({ta}–{tb})",
        "terra_vista.describe.scores": "scores: {what}",
        "terra_vista.describe.select": "selects {space}",
        "terra_vista.describe.back": "takes back the selection",
        "terra_vista.describe.pass": "passes (no line can be drawn)",
        "terra_vista.label.pass": "Pass",
        "terra_vista.label.back": "Back",
        "terra_vista.label.line": "Line {a}–{b}",
        "terra_vista.label.space": "Space {space}",
        "terra_vista.stat.map": "Map",
        "terra_vista.stat.lines": "Lines",
        "terra_vista.stat.round": "Round",
        "terra_vista.stat.leader": "Leader",
        "terra_vista.stat.goal": "Goal reached",
        "terra_vista.yes": "yes",
        "terra_vista.no": "no",
        "terra_vista.dice": "Dice",
        "terra_vista.goal": "Goal",
        "terra_vista.board.day": "Day side",
        "terra_vista.board.night": "Night side",
            },
    "ja": {
        "terra_vista.no_pass": "まだ線を引けるので、パスはできません。",
        "terra_vista.nothing_selected": "スペースが選ばれていません。",
        "terra_vista.bad_notation": "{move} はスペース(例 c3)でも線(例 c3-c4)でもありません。",
        "terra_vista.already_selected": (
            "{space} を選択中です。そこから線を引くか、選択を取り消してください。"
        ),
        "terra_vista.no_line_from": "{space} から今引ける線はありません。",
        "terra_vista.not_adjacent": "{a} と {b} は隣接していません。",
        "terra_vista.line_order": "この線は {line} と書きます。",
        "terra_vista.already_drawn": "{line} にはすでに線があります。",
        "terra_vista.not_from_selected": "線は選択中のスペース {space} から引いてください。",
        "terra_vista.wrong_terrain": "この線の2つの地形はダイスの結果と一致しません。",
        "terra_vista.illegal": "{move} は今は指せません。",
        "terra_vista.terrain.green": "緑",
        "terra_vista.terrain.yellow": "黄",
        "terra_vista.terrain.grey": "灰",
        "terra_vista.terrain.blue": "青",
        "terra_vista.terrain.red": "赤",
        "terra_vista.terrain.wild": "ワイルド",
        "terra_vista.track.market": "市場",
        "terra_vista.track.olive": "オリーブ",
        "terra_vista.track.strawberry": "イチゴ",
        "terra_vista.track.orange": "オレンジ",
        "terra_vista.part.total": "合計ステップ",
        "terra_vista.market": "{colour}の市場",
        "terra_vista.dot": "スペース",
        "terra_vista.prompt.line": "第{round}ラウンド:{d1}と{d2}を結ぶ線を引いてください",
        "terra_vista.prompt.extreme": (
            "第{round}ラウンド:{d1}か{d2}に接する線を引いてください"
            "(引けない人がいるため、ダイス1つをワイルドにできます)"
        ),
        "terra_vista.prompt.selected": "{space} から隣のスペースへ線を引いてください",
        "terra_vista.prompt.bonus": (
            "ボーナス線:任意の隣接する2スペースを結んでください(残り{left})"
        ),
        "terra_vista.prompt.pass": "引ける線がありません:パスしてください",
        "terra_vista.prompt.over": "{round}ラウンドでゲーム終了",
        "terra_vista.describe.line": "{a}–{b} に線を引く({ta}–{tb})",
        "terra_vista.describe.bonus": "{a}–{b} にボーナス線を引く({ta}–{tb})",
        "terra_vista.describe.scores": "得点:{what}",
        "terra_vista.describe.select": "{space} を選ぶ",
        "terra_vista.describe.back": "選択を取り消す",
        "terra_vista.describe.pass": "パス(引ける線がない)",
        "terra_vista.label.pass": "パス",
        "terra_vista.label.back": "戻る",
        "terra_vista.label.line": "線 {a}–{b}",
        "terra_vista.label.space": "スペース {space}",
        "terra_vista.stat.map": "マップ",
        "terra_vista.stat.lines": "線の数",
        "terra_vista.stat.round": "ラウンド",
        "terra_vista.stat.leader": "リーダー",
        "terra_vista.stat.goal": "ゴール到達",
        "terra_vista.yes": "はい",
        "terra_vista.no": "いいえ",
        "terra_vista.dice": "ダイス",
        "terra_vista.goal": "ゴール",
        "terra_vista.board.day": "昼の面",
        "terra_vista.board.night": "夜の面",
            },
}
