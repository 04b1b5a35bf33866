"""Harvest Valley's rulebook exercise texts in English and Japanese (the Japanese quotes the
rulebook's own wording and numbers); merged into the lesson catalogue by :mod:`.lesson_texts`."""

from __future__ import annotations

_X = "harvest_valley.exercise."

EXERCISE_TEXTS: dict[str, dict[str, str]] = {
    "en": {
        _X + "setup.title": "Rulebook: setting up a 2-player game",
        _X + "setup.intro": (
            "The rulebook's 2-player example: each player takes two farmhouse cards of their "
            "colour, three land cards of the deck make the river, and the middle of the table "
            "is left free for the valley. You play first."),
        _X + "setup.outro": (
            "With 4 or 5 players, each player takes one farmhouse card only."),
        _X + "setup.do": (
            "Play a farmhouse: tap yours, then the middle of the table, where the first card "
            "always goes."),
        _X + "setup.done": (
            "You had {houses} farmhouse cards; one is now the first card of the valley, "
            "{left} is left. The river still shows {river} land cards."),
        _X + "setup.nudge": "Tap your farmhouse, then the space in the middle of the table.",
        _X + "ponds.title": "Rulebook: a card next to two ponds",
        _X + "ponds.intro": (
            "Your farmhouse A has a 3-vegetable card right of it: worth 3. Every vegetable and "
            "fruit-tree card orthogonally next to a pond is worth 1 more, next to two ponds "
            "2 more."),
        _X + "ponds.outro": "One pond: +1; two ponds: +2, for each farmhouse the card scores for.",
        _X + "ponds.1.do": "Take a pond and lay it above the 3-vegetable card.",
        _X + "ponds.1.done": "Pond +{ponds}: the card is worth {value} to your farmhouse now.",
        _X + "ponds.1.nudge": "Take the pond at the left end of the river, then tap the space "
                              "above the 3-vegetable card.",
        _X + "ponds.2.do": "Take the other pond and lay it below the 3-vegetable card.",
        _X + "ponds.2.done": "Ponds +{ponds}: the card is worth {value} now.",
        _X + "ponds.2.nudge": "Take the pond at the right end of the river, then tap the space "
                              "below the 3-vegetable card.",
        _X + "wheat.title": "Rulebook: wheat fields score size × size",
        _X + "wheat.intro": (
            "A wheat field is one or more wheat cards joined orthogonally; it scores its "
            "number of cards squared for each farmhouse next to any of its cards. Grow a field "
            "from your farmhouse A."),
        _X + "wheat.outro": "A field of 1 card scores 1, 2 cards 4, 3 cards 9, 4 cards 16.",
        _X + "wheat.1.do": "Take a wheat card and lay it below your farmhouse A.",
        _X + "wheat.1.done": "A field of {cards} card: {points} point.",
        _X + "wheat.1.nudge": "Take the wheat card at the left end of the river, then tap the "
                              "space below your farmhouse A.",
        _X + "wheat.2.do": "Take a wheat card and lay it right of the first.",
        _X + "wheat.2.done": "A field of {cards} cards: {points} points.",
        _X + "wheat.2.nudge": "Take the wheat card at the right end of the river, then tap the "
                              "space right of your wheat.",
        _X + "wheat.3.do": "Take a wheat card and lay it at the right end of the field.",
        _X + "wheat.3.done": "A field of {cards} cards: {points} points.",
        _X + "wheat.3.nudge": "Take the wheat card at the left end of the river, then tap the "
                              "space right of the field.",
        _X + "wheat.4.do": (
            "Take the last wheat card and lay it below the right end of the field: it touches "
            "no farmhouse, but the field does."),
        _X + "wheat.4.done": "A field of {cards} cards: {points} points for your farmhouse.",
        _X + "wheat.4.nudge": "Take the wheat card at the right end of the river, then tap the "
                              "space below the right end of the field.",
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
            "Red: vegetables {red_vegetables}, fruit trees {red_fruit_trees}, wheat "
            "{red_wheat}, score {red_score} + green ({green_score}) = {red_total}. Green: "
            "vegetables {green_vegetables}, ponds +{green_ponds}, fruit trees "
            "{green_fruit_trees}, wheat {green_wheat}, score {green_score} + blue "
            "({blue_score}) = {green_total}. Blue: vegetables {blue_vegetables}, fruit trees "
            "{blue_fruit_trees}, wheat {blue_wheat}, score {blue_score} + yellow "
            "({yellow_score}) = {blue_total}. Yellow: wheat {yellow_wheat}, score "
            "{yellow_score} + purple ({purple_score}) = {yellow_total}. Purple: fruit trees "
            "{purple_fruit_trees}, wheat {purple_wheat}, score {purple_score} + red "
            "({red_score}) = {purple_total}."),
        _X + "five.nudge": "Take the meteor, then tap the one empty space of the valley.",
    },
    "ja": {
        _X + "setup.title": "ルールブックの例: 2人用ゲームのセットアップ",
        _X + "setup.intro": (
            "ルールブックの2人用ゲームの例です。各プレイヤーは自分の色のファームハウスカードを2枚"
            "取り、デッキから3枚の土地カードを公開して川にします。テーブルの中央は谷のために"
            "空けておきます。あなたが最初のターンを行います。"),
        _X + "setup.outro": "4人用または5人用ゲームでは、ファームハウスカードは1人1枚です。",
        _X + "setup.do": (
            "ファームハウスをプレイしましょう。あなたのファームハウスをタップし、最初のカードを"
            "置くテーブルの中央をタップします。"),
        _X + "setup.done": (
            "ファームハウスカードは{houses}枚ありました。1枚が谷の最初のカードになり、残りは"
            "{left}枚です。川には土地カードが{river}枚並んでいます。"),
        _X + "setup.nudge": (
            "あなたのファームハウスをタップし、テーブルの中央のスペースをタップしてください。"),
        _X + "ponds.title": "ルールブックの例: 2つの池に隣接するカード",
        _X + "ponds.intro": (
            "ファームハウスAの右に野菜3のカードがあり、値は3です。池に縦横に隣接する野菜と"
            "果樹カードは値が1ポイント増え、2つの池に隣接するカードは2ポイント増えます。"),
        _X + "ponds.outro": (
            "池1つで+1、池2つで+2です。そのカードで得点するファームハウスごとに増えます。"),
        _X + "ponds.1.do": "池を取り、野菜3のカードの上に置きましょう。",
        _X + "ponds.1.done": "池で+{ponds}、このカードはあなたのファームハウスにとって{value}になりました。",
        _X + "ponds.1.nudge": "川の左端の池を取り、野菜3のカードの上のスペースをタップしてください。",
        _X + "ponds.2.do": "もう1つの池を取り、野菜3のカードの下に置きましょう。",
        _X + "ponds.2.done": "池で+{ponds}、このカードの値は{value}になりました。",
        _X + "ponds.2.nudge": "川の右端の池を取り、野菜3のカードの下のスペースをタップしてください。",
        _X + "wheat.title": "ルールブックの例: 小麦畑はカード枚数の2乗",
        _X + "wheat.intro": (
            "小麦畑は、互いに縦横に隣接する1つ以上の小麦カードでできています。そのいずれかの"
            "カードに隣接するファームハウスは、カード枚数を2乗した得点を獲得します。ファームハウスA"
            "から小麦畑を広げましょう。"),
        _X + "wheat.outro": (
            "1枚の小麦畑は1ポイント、2枚で4ポイント、3枚で9ポイント、4枚で16ポイントです。"),
        _X + "wheat.1.do": "小麦カードを取り、ファームハウスAの下に置きましょう。",
        _X + "wheat.1.done": "{cards}枚の小麦畑で{points}ポイントです。",
        _X + "wheat.1.nudge": (
            "川の左端の小麦カードを取り、ファームハウスAの下のスペースをタップしてください。"),
        _X + "wheat.2.do": "小麦カードを取り、1枚目の右に置きましょう。",
        _X + "wheat.2.done": "{cards}枚の小麦畑で{points}ポイントです。",
        _X + "wheat.2.nudge": "川の右端の小麦カードを取り、小麦カードの右のスペースをタップしてください。",
        _X + "wheat.3.do": "小麦カードを取り、小麦畑の右端に置きましょう。",
        _X + "wheat.3.done": "{cards}枚の小麦畑で{points}ポイントです。",
        _X + "wheat.3.nudge": "川の左端の小麦カードを取り、小麦畑の右のスペースをタップしてください。",
        _X + "wheat.4.do": (
            "最後の小麦カードを取り、小麦畑の右端の下に置きましょう。このカードはファームハウスに"
            "隣接していませんが、小麦畑は隣接しています。"),
        _X + "wheat.4.done": "{cards}枚の小麦畑で、ファームハウスは{points}ポイントです。",
        _X + "wheat.4.nudge": "川の右端の小麦カードを取り、小麦畑の右端の下のスペースをタップしてください。",
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
            "赤: 野菜 = {red_vegetables} 果樹 = {red_fruit_trees} 小麦 = {red_wheat} スコア = "
            "{red_score} + 緑({green_score}) = {red_total}ポイント。緑: 野菜 = "
            "{green_vegetables} 池 = +{green_ponds} 果樹 = {green_fruit_trees} 小麦 = "
            "{green_wheat} スコア = {green_score} + 青({blue_score}) = {green_total}ポイント。"
            "青: 野菜 = {blue_vegetables} 果樹 = {blue_fruit_trees} 小麦 = {blue_wheat} "
            "スコア = {blue_score} + 黄({yellow_score}) = {blue_total}ポイント。黄: 小麦 = "
            "{yellow_wheat} スコア = {yellow_score} + 紫({purple_score}) = {yellow_total}"
            "ポイント。紫: 果樹 = {purple_fruit_trees} 小麦 = {purple_wheat} スコア = "
            "{purple_score} + 赤({red_score}) = {purple_total}ポイント。"),
        _X + "five.nudge": "隕石を取り、谷にひとつだけある空きスペースをタップしてください。",
    },
}
