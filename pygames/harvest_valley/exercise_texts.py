"""Harvest Valley's rulebook exercise texts in English and Japanese (the Japanese quotes the
rulebook's own wording and numbers); merged into the lesson catalogue by :mod:`.lesson_texts`."""

from __future__ import annotations

_X = "harvest_valley.exercise."

EXERCISE_TEXTS: dict[str, dict[str, str]] = {
    "en": {
        _X + "wheat.title": "Rulebook: wheat fields score size × size",
        _X + "wheat.intro": (
            "A field of 3 wheat cards touches your farmhouse: it scores 3×3 = 9. Lay the fourth "
            "wheat card next to the field."),
        _X + "wheat.outro": "A field of 1 card scores 1, 2 cards 4, 3 cards 9, 4 cards 16.",
        _X + "wheat.do": "Take the wheat card from the river and lay it at the end of the field.",
        _X + "wheat.done": "The field grew from {before} to {after} points.",
        _X + "wheat.nudge": "Take the wheat card, then tap the space at the right end of the field.",
        _X + "two.title": "Rulebook: the 2-player scoring example",
        _X + "two.intro": (
            "The valley of the rulebook's 2-player example, one card short: red is Player 1, "
            "yellow Player 2. Lay the last card to end the game and score it."),
        _X + "two.outro": "Red wins 22 to 21, as in the rulebook.",
        _X + "two.do": "Take the meteor from the river and lay it in the empty space.",
        _X + "two.done": (
            "Red A: fruit trees {red_a_fruit_trees}, pond +{red_a_ponds}, wheat {red_a_wheat} = "
            "{red_a_total}. Red B: fruit trees {red_b_fruit_trees}, wheat {red_b_wheat} = "
            "{red_b_total}. Yellow A: vegetables {yellow_a_vegetables}, ponds "
            "+{yellow_a_ponds} = {yellow_a_total}. Yellow B: vegetables "
            "{yellow_b_vegetables}, fruit trees {yellow_b_fruit_trees}, wheat "
            "{yellow_b_wheat} = {yellow_b_total}. Red {red}, yellow {yellow}."),
        _X + "two.nudge": "Take the meteor, then tap the one empty space of the valley.",
        _X + "five.title": "Rulebook: the 5-player scoring example",
        _X + "five.intro": (
            "The valley of the rulebook's 5-player example, one card short. Seats clockwise: "
            "red, green, blue, yellow, purple; each player adds the farmhouse of the player on "
            "their left. Lay the last card as red to end the game."),
        _X + "five.outro": "Red wins with 19 points, as in the rulebook.",
        _X + "five.do": "Take the meteor from the river and lay it in the empty space.",
        _X + "five.done": (
            "Red {red_score} + green {green_score} = {red_total}; green {green_score} + blue "
            "{blue_score} = {green_total}; blue {blue_score} + yellow {yellow_score} = "
            "{blue_total}; yellow {yellow_score} + purple {purple_score} = {yellow_total}; "
            "purple {purple_score} + red {red_score} = {purple_total}."),
        _X + "five.nudge": "Take the meteor, then tap the one empty space of the valley.",
    },
    "ja": {
        _X + "wheat.title": "ルールブックの例: 小麦畑はカード枚数の2乗",
        _X + "wheat.intro": (
            "3枚の小麦カードでできた小麦畑があなたのファームハウスに隣接しています。3×3=9"
            "ポイントです。4枚目の小麦カードを畑に隣接させて置きましょう。"),
        _X + "wheat.outro": (
            "1枚の小麦畑は1ポイント、2枚で4ポイント、3枚で9ポイント、4枚で16ポイントです。"),
        _X + "wheat.do": "川から小麦カードを取り、小麦畑の端に置きましょう。",
        _X + "wheat.done": "小麦畑の得点が{before}ポイントから{after}ポイントになりました。",
        _X + "wheat.nudge": "小麦カードを取り、小麦畑の右端の隣のスペースをタップしてください。",
        _X + "two.title": "ルールブックの例: 2人用ゲームの最終スコア",
        _X + "two.intro": (
            "ルールブックの2人用の例の谷から、カードを1枚だけ抜いてあります。赤がプレイヤー1、"
            "黄がプレイヤー2です。最後のカードを置いてゲームを終わらせ、得点を数えましょう。"),
        _X + "two.outro": "ルールブックのとおり、赤が22対21で勝ちます。",
        _X + "two.do": "川から隕石を取り、谷の空きスペースに置きましょう。",
        _X + "two.done": (
            "赤(A): 果樹 = {red_a_fruit_trees} 池 = +{red_a_ponds} 小麦 = {red_a_wheat} "
            "合計 = {red_a_total}。赤(B): 果樹 = {red_b_fruit_trees} 小麦 = {red_b_wheat} "
            "合計 = {red_b_total}。黄(A): 野菜 = {yellow_a_vegetables} 池 = +{yellow_a_ponds} "
            "合計 = {yellow_a_total}。黄(B): 野菜 = {yellow_b_vegetables} 果樹 = "
            "{yellow_b_fruit_trees} 小麦 = {yellow_b_wheat} 合計 = {yellow_b_total}。"
            "赤の合計スコア = {red}、黄の合計スコア = {yellow}。"),
        _X + "two.nudge": "隕石を取り、谷にひとつだけある空きスペースをタップしてください。",
        _X + "five.title": "ルールブックの例: 5人用ゲームの最終スコア",
        _X + "five.intro": (
            "ルールブックの5人用の例の谷から、カードを1枚だけ抜いてあります。時計回りに赤、緑、"
            "青、黄、紫の順に座り、各プレイヤーは左隣のプレイヤーのファームハウスのスコアを加算"
            "します。赤として最後のカードを置き、ゲームを終わらせましょう。"),
        _X + "five.outro": "ルールブックのとおり、赤が19ポイントで勝ちます。",
        _X + "five.do": "川から隕石を取り、谷の空きスペースに置きましょう。",
        _X + "five.done": (
            "赤 {red_score} + 緑({green_score}) = {red_total}、緑 {green_score} + 青"
            "({blue_score}) = {green_total}、青 {blue_score} + 黄({yellow_score}) = "
            "{blue_total}、黄 {yellow_score} + 紫({purple_score}) = {yellow_total}、紫 "
            "{purple_score} + 赤({red_score}) = {purple_total}ポイント。"),
        _X + "five.nudge": "隕石を取り、谷にひとつだけある空きスペースをタップしてください。",
    },
}
