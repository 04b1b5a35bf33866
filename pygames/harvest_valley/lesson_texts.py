"""Harvest Valley's lesson texts in English and Japanese (the Japanese in the rulebook's terms:
川, 谷, 土地カード, ファームハウス, 縦横に隣接, 斜め, キャンセル, 小麦畑, 2乗), with the rulebook
exercises' texts (:mod:`.exercise_texts`) merged in: one catalogue for both."""

from __future__ import annotations

from .exercise_texts import EXERCISE_TEXTS

_L = "harvest_valley.lesson."

LESSON_TEXTS: dict[str, dict[str, str]] = {
    "en": {
        _L + "title": "Harvest Valley: your first game",
        _L + "intro": (
            "You are Player 1; Player 2 has played their farmhouse A in the centre. On your "
            "turn, take one of the three land cards of the river and lay it orthogonally next "
            "to a card in the valley, or play a farmhouse. When the 5×5 valley is full, the "
            "game ends and each farmhouse scores the land cards around it."),
        _L + "outro": (
            "That is all of Harvest Valley: lay each card where it scores for you, or where it "
            "hurts your neighbour. Play a real game now!"),
        _L + "1.do": (
            "Play your farmhouse A: tap it, then the space left of Player 2's farmhouse. Land "
            "cards score only for the farmhouses next to them."),
        _L + "1.done": "Farmhouse A is in the valley; {left} farmhouse is left in your hand.",
        _L + "1.nudge": (
            "Tap your farmhouse beside the river first, then the space left of Player 2's "
            "farmhouse."),
        _L + "2.do": (
            "Take the 4-vegetable card and lay it above farmhouse A. Vegetables score for a "
            "farmhouse orthogonally next to them: 1 point per vegetable drawn."),
        _L + "2.done": (
            "Farmhouse A scores {vegetables} for vegetables; Player 2's farmhouse, touching the "
            "card only at a corner, scores nothing."),
        _L + "2.nudge": (
            "Take the 4-vegetable card from the river, then tap the space above farmhouse A."),
        _L + "3.do": (
            "Take the 2-tree fruit card and lay it left of your vegetables. Fruit trees score "
            "for farmhouses orthogonally or diagonally next to them."),
        _L + "3.done": (
            "Farmhouse A gains {fruit} for fruit trees. But Player 2 laid the boar above your "
            "vegetables: at the end, a boar cancels every vegetable card orthogonally next "
            "to it."),
        _L + "3.nudge": (
            "Take the 2-tree fruit card, then tap the space left of your 4-vegetable card."),
        _L + "4.do": (
            "Take the wheat card at the right end of the river and lay it below farmhouse A. A "
            "wheat field scores its number of cards squared for each farmhouse orthogonally "
            "next to it."),
        _L + "4.done": "A field of 1 card: 1×1 = {wheat} point for farmhouse A.",
        _L + "4.nudge": (
            "Take the wheat card at the right end of the river, then tap the space below "
            "farmhouse A."),
        _L + "5.do": (
            "Take the other wheat card and lay it left of the first: wheat cards joined "
            "orthogonally make one field."),
        _L + "5.done": "2×2: the field now scores {wheat} for farmhouse A.",
        _L + "5.nudge": (
            "Take the wheat card at the left end of the river, then tap the space left of "
            "your wheat."),
        _L + "6.do": (
            "Play farmhouse B left of farmhouse A, between the fruit tree and the wheat. A "
            "card scores for every farmhouse next to it, so both of yours score these."),
        _L + "6.done": (
            "Farmhouse B scores {fruit} for the fruit tree and {wheat} for the field: {total} "
            "points, and farmhouse A keeps its own."),
        _L + "6.nudge": "Tap your farmhouse, then the space left of farmhouse A.",
        _L + "7.do": (
            "Take the pond and lay it above the fruit tree. A crop card orthogonally next to a "
            "pond is worth 1 more for each farmhouse it scores for."),
        _L + "7.done": (
            "The fruit tree scores for both of your farmhouses, so the pond adds {ponds} "
            "points."),
        _L + "7.nudge": "Take the pond from the river, then tap the space above the fruit tree.",
        _L + "8.do": (
            "Take the wheat card and see where it may go. The valley is already 5 cards tall, "
            "from the boar to Player 2's wheat: no card may go above or below it."),
        _L + "8.done": "{spaces} spaces are lit, none above or below the valley.",
        _L + "8.nudge": "Take the wheat card at the right end of the river.",
        _L + "9.do": (
            "Lay it below the left card of your field. A field of 3 cards scores 3×3 = 9 for "
            "each farmhouse next to it."),
        _L + "9.done": (
            "Each of your farmhouses scores {wheat} for the field: {gained} points more in "
            "all. Player 2 laid a meteor next to it; a meteor does nothing but take the space."),
        _L + "9.nudge": "Tap the space below the left card of your wheat field.",
        _L + "10.do": (
            "Take the weeds and lay them on Player 2's 3-vegetable card, right of their "
            "farmhouse A. That card goes back to the river, and no card is drawn this turn."),
        _L + "10.done": (
            "Player 2 lost {lost} points: the {value}-vegetable card scored for both of their "
            "farmhouses. It is in the river now."),
        _L + "10.nudge": (
            "Take the weeds, then tap Player 2's 3-vegetable card right of their farmhouse A."),
        _L + "11.do": (
            "Take that 3-vegetable card from the river and lay it left of your farmhouse B."),
        _L + "11.done": "Farmhouse B scores {vegetables} for vegetables.",
        _L + "11.nudge": (
            "Take the 3-vegetable card from the river, then tap the space left of farmhouse B."),
        _L + "12.do": (
            "The boar still threatens your vegetables. Take the tractor and lay it on the "
            "boar: a tractor pushes the land card under it into an empty space next to it."),
        _L + "12.done": (
            "The boar can go {ways} way only, right: up would make the valley 6 cards tall, "
            "and left and down are taken."),
        _L + "12.nudge": "Take the tractor, then tap the boar above your vegetables.",
        _L + "13.do": (
            "Push the boar right, away from your vegetables and next to Player 2's."),
        _L + "13.done": (
            "Farmhouse A scores its {saved} vegetables again, and the boar now cancels Player "
            "2's 3-vegetable card below it: {lost} points less for them."),
        _L + "13.nudge": "Tap the arrow that points right.",
        _L + "14.do": (
            "Take the crow and lay it at the top right, next to Player 2's 2-tree fruit card. "
            "At the end a crow cancels every fruit-tree card around it, diagonals included."),
        _L + "14.done": "Player 2's fruit trees lose {lost} points; yours are far from the crow.",
        _L + "14.nudge": "Take the crow, then tap the empty space at the top right.",
        _L + "15.do": (
            "One space is left, left of your fruit tree. Lay the pond there, next to your "
            "fruit tree and your 3 vegetables. This fills the valley and ends the game."),
        _L + "15.done": (
            "Game over. First the crow cancelled {crow} fruit-tree card and the boar {boar} "
            "vegetable card, both Player 2's. Then each farmhouse scored. You: vegetables "
            "{you_vegetables} + fruit trees {you_fruit} + ponds {you_ponds} + wheat "
            "{you_wheat} = {you} (farmhouse A {a}, B {b}). Player 2: vegetables "
            "{them_vegetables} + fruit trees {them_fruit} + ponds {them_ponds} + wheat "
            "{them_wheat} = {them}."),
        _L + "15.nudge": (
            "Take the pond, then tap the last empty space, left of your fruit tree."),
    },
    "ja": {
        _L + "title": "ハーベスト・バレー はじめてのゲーム",
        _L + "intro": (
            "あなたはプレイヤー1です。プレイヤー2が中央にファームハウスAを置きました。自分の"
            "ターンには、川の3枚の土地カードから1枚を選んで谷のカードに縦横に隣接するように"
            "置くか、ファームハウスをプレイします。5×5の谷がいっぱいになるとゲームが終わり、"
            "各ファームハウスが周りの土地カードで得点します。"),
        _L + "outro": (
            "ハーベスト・バレーの遊び方はこれで全部です。カードは自分の得点になる場所か、隣人の"
            "じゃまになる場所に置きましょう。さあ、本番のゲームを遊びましょう!"),
        _L + "1.do": (
            "ファームハウスAをプレイしましょう。ファームハウスをタップし、プレイヤー2の"
            "ファームハウスの左に置きます。土地カードは隣接するファームハウスにしか得点を"
            "与えません。"),
        _L + "1.done": "ファームハウスAが谷に置かれました。手元のファームハウスは残り{left}枚です。",
        _L + "1.nudge": (
            "まず川の横にあるあなたのファームハウスをタップし、次にプレイヤー2のファームハウスの"
            "左をタップしてください。"),
        _L + "2.do": (
            "野菜4のカードを取り、ファームハウスAの上に置きましょう。野菜は縦横に隣接する"
            "ファームハウスに、描かれた野菜1つにつき1ポイントを与えます。"),
        _L + "2.done": (
            "ファームハウスAは野菜で{vegetables}ポイントです。プレイヤー2のファームハウスとは"
            "斜めに接しているだけなので、相手の得点にはなりません。"),
        _L + "2.nudge": "川から野菜4のカードを取り、ファームハウスAの上のスペースをタップしてください。",
        _L + "3.do": (
            "果樹2のカードを取り、野菜の左に置きましょう。果樹は縦横または斜めに隣接する"
            "ファームハウスに得点を与えます。"),
        _L + "3.done": (
            "ファームハウスAの果樹の得点が{fruit}ポイント増えました。ところがプレイヤー2が野菜の"
            "上にイノシシを置きました。ゲーム終了時、イノシシは縦横に隣接する野菜カードをすべて"
            "キャンセルします。"),
        _L + "3.nudge": "果樹2のカードを取り、野菜4のカードの左のスペースをタップしてください。",
        _L + "4.do": (
            "川の右端の小麦カードを取り、ファームハウスAの下に置きましょう。小麦畑は、縦横に"
            "隣接するファームハウスごとにカード枚数を2乗した得点を与えます。"),
        _L + "4.done": "1枚の小麦畑なので、1×1={wheat}ポイントです。",
        _L + "4.nudge": "川の右端の小麦カードを取り、ファームハウスAの下のスペースをタップしてください。",
        _L + "5.do": (
            "もう1枚の小麦カードを取り、1枚目の左に置きましょう。縦横につながった小麦カードは"
            "1つの小麦畑になります。"),
        _L + "5.done": "2×2で、小麦畑はファームハウスAに{wheat}ポイントを与えます。",
        _L + "5.nudge": "川の左端の小麦カードを取り、小麦カードの左のスペースをタップしてください。",
        _L + "6.do": (
            "ファームハウスBを、ファームハウスAの左(果樹と小麦の間)にプレイしましょう。土地"
            "カードは隣接するすべてのファームハウスに得点を与えるので、両方で得点します。"),
        _L + "6.done": (
            "ファームハウスBは果樹で{fruit}ポイント、小麦畑で{wheat}ポイント、合計{total}"
            "ポイントです。ファームハウスAの得点もそのままです。"),
        _L + "6.nudge": (
            "あなたのファームハウスをタップし、ファームハウスAの左のスペースをタップしてください。"),
        _L + "7.do": (
            "池を取り、果樹の上に置きましょう。池に縦横に隣接する野菜や果樹のカードは、そのカード"
            "で得点するファームハウスごとに値が1ポイント増えます。"),
        _L + "7.done": "果樹は両方のファームハウスで得点するので、池で{ponds}ポイント増えました。",
        _L + "7.nudge": "川から池を取り、果樹の上のスペースをタップしてください。",
        _L + "8.do": (
            "小麦カードを取り、置ける場所を見てみましょう。谷はイノシシからプレイヤー2の小麦まで"
            "すでに縦に5枚あるので、これより上にも下にも置けません。"),
        _L + "8.done": "置ける空きスペースは{spaces}か所で、谷の上や下にはありません。",
        _L + "8.nudge": "川の右端の小麦カードを取ってください。",
        _L + "9.do": (
            "小麦畑の左のカードの下に置きましょう。3枚の小麦畑は、隣接するファームハウスごとに"
            "3×3=9ポイントです。"),
        _L + "9.done": (
            "あなたのファームハウスはそれぞれ小麦畑で{wheat}ポイント、合わせて{gained}ポイント"
            "増えました。プレイヤー2はその隣に隕石を置きました。隕石は何も効果はありませんが、"
            "スペースをふさぎます。"),
        _L + "9.nudge": "小麦畑の左のカードの下のスペースをタップしてください。",
        _L + "10.do": (
            "雑草を取り、プレイヤー2のファームハウスAの右にある野菜3のカードの上に置きましょう。"
            "そのカードは川に戻り、このターンは山札からカードを引きません。"),
        _L + "10.done": (
            "プレイヤー2は{lost}ポイント失いました。野菜{value}のカードは相手の両方のファームハウス"
            "で得点していたからです。このカードは今、川にあります。"),
        _L + "10.nudge": (
            "雑草を取り、プレイヤー2のファームハウスAの右にある野菜3のカードをタップして"
            "ください。"),
        _L + "11.do": "その野菜3のカードを川から取り、あなたのファームハウスBの左に置きましょう。",
        _L + "11.done": "ファームハウスBは野菜で{vegetables}ポイントです。",
        _L + "11.nudge": "川から野菜3のカードを取り、ファームハウスBの左のスペースをタップしてください。",
        _L + "12.do": (
            "イノシシがまだあなたの野菜を狙っています。トラクターを取り、イノシシの上に置き"
            "ましょう。トラクターは、下にある土地カードを縦横に隣接する空きスペースに押し込み"
            "ます。"),
        _L + "12.done": (
            "イノシシを押せる方向は右の{ways}つだけです。上に押すと谷が縦に6枚になり、左と下には"
            "カードがあります。"),
        _L + "12.nudge": "トラクターを取り、野菜の上のイノシシをタップしてください。",
        _L + "13.do": "イノシシを右へ押して、あなたの野菜から離し、プレイヤー2の野菜の隣に移しましょう。",
        _L + "13.done": (
            "ファームハウスAの野菜{saved}ポイントが戻りました。イノシシは下にあるプレイヤー2の"
            "野菜3のカードをキャンセルするので、相手は{lost}ポイント減りました。"),
        _L + "13.nudge": "右向きの矢印をタップしてください。",
        _L + "14.do": (
            "カラスを取り、右上のプレイヤー2の果樹2のカードの隣に置きましょう。ゲーム終了時、"
            "カラスは縦横または斜めに隣接する果樹カードをすべてキャンセルします。"),
        _L + "14.done": "プレイヤー2の果樹の得点が{lost}ポイント減りました。あなたの果樹は遠いので安全です。",
        _L + "14.nudge": "カラスを取り、右上の空きスペースをタップしてください。",
        _L + "15.do": (
            "空きスペースは果樹の左の1か所だけです。池をそこに置き、果樹と野菜3のカードに隣接"
            "させましょう。これで谷がいっぱいになり、ゲームが終わります。"),
        _L + "15.done": (
            "ゲーム終了です。まずカラスが果樹カードを{crow}枚、イノシシが野菜カードを{boar}枚"
            "キャンセルしました。どちらもプレイヤー2のカードです。次に各ファームハウスが得点"
            "します。あなた: 野菜{you_vegetables}+果樹{you_fruit}+池{you_ponds}+小麦"
            "{you_wheat}={you}ポイント(ファームハウスA {a}、B {b})。プレイヤー2: 野菜"
            "{them_vegetables}+果樹{them_fruit}+池{them_ponds}+小麦{them_wheat}={them}"
            "ポイントです。"),
        _L + "15.nudge": "池を取り、果樹の左にある最後の空きスペースをタップしてください。",
    },
}

TEXTS: dict[str, dict[str, str]] = {
    lang: {**LESSON_TEXTS[lang], **EXERCISE_TEXTS[lang]} for lang in LESSON_TEXTS}
