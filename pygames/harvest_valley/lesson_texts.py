"""Harvest Valley's lesson and exercise texts in English and Japanese (the Japanese in the
rulebook's terms: 川, 谷, 土地カード, ファームハウス, 縦横に隣接, 斜め, キャンセル)."""

from __future__ import annotations

_L = "harvest_valley.lesson."
_X = "harvest_valley.exercise."

TEXTS: dict[str, dict[str, str]] = {
    "en": {
        _L + "title": "Harvest Valley: your first game",
        _L + "intro": (
            "You are Player 1. Your farmhouse A is already in the valley; farmhouse B is still "
            "in your hand. On your turn, take one of the three land cards of the river and lay "
            "it orthogonally next to a card in the valley, or play a farmhouse. The valley may "
            "not grow beyond 5×5; when it is full the game ends and every farmhouse scores the "
            "land cards around it."),
        _L + "outro": (
            "That is all of Harvest Valley: take a card or play a farmhouse, lay it, and mind "
            "the crows and boars. Play a real game now!"),
        _L + "1.do": (
            "Take the 4-vegetable card (left end of the river) and lay it just below your "
            "farmhouse A. Vegetables score for a farmhouse orthogonally next to them, not "
            "diagonally: one point per vegetable drawn on the card."),
        _L + "1.done": (
            "Your farmhouse A now scores {vegetables} points for vegetables, and the river "
            "refilled from the deck. Player 2 laid a 3-vegetable card right of their "
            "farmhouse B."),
        _L + "1.nudge": (
            "Not that one: take the 4-vegetable card at the left end of the river, then tap the "
            "empty space just below farmhouse A."),
        _L + "2.do": (
            "Now play your farmhouse B: tap your farmhouse, then the space below the vegetable "
            "card, above the wheat. A wheat field (wheat cards orthogonally connected) scores "
            "its number of cards squared for each farmhouse orthogonally next to any of its "
            "cards: 3 cards make 3×3 = 9. The same vegetable card scores again for this "
            "farmhouse."),
        _L + "2.done": (
            "Farmhouse B scores {wheat} for the wheat field and {vegetables} for the "
            "vegetables: {total} points. Player 2 laid a fruit tree below their farmhouse B, "
            "diagonally next to the crow."),
        _L + "2.nudge": (
            "Tap your farmhouse B first, then the empty space below the vegetable card and "
            "above the wheat."),
        _L + "3.do": (
            "Take the 2-tree fruit card (right end of the river) and lay it left of the "
            "vegetable card, at the edge of the valley. Fruit trees score for farmhouses "
            "orthogonally or diagonally next to them, so this card scores for both of yours. "
            "Keep fruit trees away from crows: at the end a crow cancels every fruit tree "
            "around it, diagonals included."),
        _L + "3.done": (
            "Your fruit trees gained {fruit} points, 2 for each farmhouse. Player 2 laid the "
            "boar next to your vegetables: at the end a boar cancels the vegetable cards "
            "orthogonally next to it."),
        _L + "3.nudge": (
            "Take the 2-tree card at the right end of the river, then tap the empty space left "
            "of the 4-vegetable card."),
        _L + "4.do": (
            "Take the weeds and lay them on Player 2's 3-vegetable card, right of their "
            "farmhouse B. Weeds go onto a land card already in the valley (never a farmhouse); "
            "that card goes back to the river, and no card is drawn this turn."),
        _L + "4.done": (
            "Player 2's farmhouse B lost {lost} points: the {value}-vegetable card is back in "
            "the river, for anyone to take. Player 2 laid a fruit tree between the two "
            "farmhouses A, where it scores for both."),
        _L + "4.nudge": (
            "Take the weeds at the left end of the river, then tap Player 2's vegetable card "
            "right of their farmhouse B."),
        _L + "5.do": (
            "Take the pond and lay it above your fruit-tree card, at the edge of the valley. "
            "Each vegetable or fruit-tree card orthogonally next to a pond is worth 1 more, "
            "for every farmhouse it scores for."),
        _L + "5.done": (
            "The pond adds {ponds} points: the fruit tree is worth 1 more to each of your "
            "farmhouses. Player 2 filled the space left of your farmhouse B with a "
            "1-vegetable card, which scores for you."),
        _L + "5.nudge": (
            "Take the pond in the middle of the river, then tap the empty space above the "
            "fruit-tree card."),
        _L + "6.do": (
            "Take the tractor, lay it on the boar, then push the boar right into the last empty "
            "space. A tractor goes onto a land card (never a farmhouse or meteor) and pushes "
            "that card into an orthogonally adjacent empty space. Away from your vegetables, "
            "the boar eats Player 2's instead. This fills the valley and ends the game."),
        _L + "6.done": (
            "Game over. The crow cancelled {crow} fruit-tree card and the boar {boar} vegetable "
            "card, both Player 2's; the tractor saved you {gained} points. Final score: you "
            "{you}, Player 2 {them}. The score breakdown shows each farmhouse's vegetables, "
            "fruit trees, ponds and wheat."),
        _L + "6.nudge": (
            "Take the tractor at the right end of the river, tap the boar, then push it right."),
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
        _L + "title": "ハーベスト・バレー はじめてのゲーム",
        _L + "intro": (
            "あなたはプレイヤー1です。ファームハウスAはすでに谷にあり、ファームハウスBはまだ"
            "手元にあります。自分のターンには、川に並ぶ3枚の土地カードから1枚を選んで谷の"
            "カードに縦横に隣接するように置くか、ファームハウスをプレイします。谷は5×5を超えて"
            "広げられません。谷がいっぱいになるとゲームが終わり、各ファームハウスが周りの土地"
            "カードで得点します。"),
        _L + "outro": (
            "ハーベスト・バレーの遊び方はこれで全部です。カードを取るかファームハウスをプレイして"
            "谷に置き、カラスとイノシシに気をつけましょう。さあ、本番のゲームを遊びましょう!"),
        _L + "1.do": (
            "川の左端にある野菜4のカードを取り、あなたのファームハウスAのすぐ下に置きましょう。"
            "野菜は縦横に隣接するファームハウスに得点を与えます(斜めは数えません)。カードに"
            "描かれた野菜1つにつき1ポイントです。"),
        _L + "1.done": (
            "ファームハウスAは野菜で{vegetables}ポイントになり、川には山札から1枚補充されました。"
            "プレイヤー2は自分のファームハウスBの右に野菜3のカードを置きました。"),
        _L + "1.nudge": (
            "そのカードではありません。川の左端の野菜4のカードを取り、ファームハウスAのすぐ下の"
            "空きスペースをタップしてください。"),
        _L + "2.do": (
            "次はファームハウスBをプレイします。ファームハウスをタップし、野菜カードの下、小麦の"
            "上のスペースに置きましょう。小麦畑(縦横につながった小麦カード)は、そのいずれかの"
            "カードに縦横に隣接するファームハウスに、カード枚数を2乗した得点を与えます。3枚なら"
            "3×3=9ポイントです。さらに、同じ野菜カードがこのファームハウスにも得点を与えます。"),
        _L + "2.done": (
            "ファームハウスBは小麦畑で{wheat}ポイント、野菜で{vegetables}ポイント、合計{total}"
            "ポイントです。プレイヤー2は自分のファームハウスBの下に果樹を置きましたが、そこは"
            "カラスの斜め隣です。"),
        _L + "2.nudge": (
            "まずファームハウスBをタップし、次に野菜カードの下、小麦の上の空きスペースをタップ"
            "してください。"),
        _L + "3.do": (
            "川の右端にある果樹2のカードを取り、野菜カードの左(谷の端)に置きましょう。果樹は縦横"
            "または斜めに隣接するファームハウスに得点を与えるので、このカードはあなたの2つの"
            "ファームハウスの両方で得点します。果樹はカラスから離して置きましょう。ゲーム終了時、"
            "カラスは縦横または斜めに隣接する果樹カードをすべてキャンセルします。"),
        _L + "3.done": (
            "果樹の得点が{fruit}ポイント増えました(ファームハウスごとに2ポイント)。プレイヤー2は"
            "あなたの野菜の隣にイノシシを置きました。ゲーム終了時、イノシシは縦横に隣接する野菜"
            "カードをすべてキャンセルします。"),
        _L + "3.nudge": (
            "川の右端の果樹2のカードを取り、野菜4のカードの左の空きスペースをタップしてください。"),
        _L + "4.do": (
            "雑草を取り、プレイヤー2のファームハウスBの右にある野菜3のカードの上に置きましょう。"
            "雑草は、谷の土地カード(ファームハウスではない)がすでに置かれているスペースに置き"
            "ます。そのカードは川に戻り、このターンは山札から新しいカードを引きません。"),
        _L + "4.done": (
            "プレイヤー2のファームハウスBは{lost}ポイント失いました。野菜{value}のカードは川に"
            "戻り、誰でも取れます。プレイヤー2は2つのファームハウスAの間に果樹を置きました。"
            "このカードは両方のファームハウスで得点します。"),
        _L + "4.nudge": (
            "川の左端の雑草を取り、プレイヤー2のファームハウスBの右にある野菜カードをタップして"
            "ください。"),
        _L + "5.do": (
            "池を取り、谷の端、果樹カードの上に置きましょう。池に縦横に隣接する野菜や果樹の"
            "カードは、その値が1ポイント増えます。そのカードで得点するファームハウスごとに"
            "増えます。"),
        _L + "5.done": (
            "池で{ponds}ポイント増えました。果樹があなたのファームハウスそれぞれにとって1ポイント"
            "ずつ高くなったからです。プレイヤー2はあなたのファームハウスBの左に野菜1のカードを"
            "置きました。これはあなたの得点になります。"),
        _L + "5.nudge": "川の真ん中の池を取り、果樹カードの上の空きスペースをタップしてください。",
        _L + "6.do": (
            "トラクターを取ってイノシシの上に置き、イノシシを右の最後の空きスペースへ押し出し"
            "ましょう。トラクターは谷の土地カード(ファームハウスや隕石ではない)の上に置かれ、"
            "そのカードを縦横に隣接する空きスペースに押し込みます。あなたの野菜から離れた"
            "イノシシは、代わりにプレイヤー2の野菜を食べます。これで谷がいっぱいになり、ゲームが"
            "終わります。"),
        _L + "6.done": (
            "ゲーム終了です。カラスが果樹カードを{crow}枚、イノシシが野菜カードを{boar}枚"
            "キャンセルしました。どちらもプレイヤー2のカードです。トラクターのおかげで{gained}"
            "ポイント守れました。最終スコアはあなたが{you}ポイント、プレイヤー2が{them}ポイント"
            "です。得点の内訳で、各ファームハウスの野菜・果樹・池・小麦の得点を確かめましょう。"),
        _L + "6.nudge": (
            "川の右端のトラクターを取り、イノシシをタップしてから、右へ押してください。"),
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
