"""Harvest Valley help texts (rules reference, contextual help), English and Japanese.

Kept apart from ``texts.py``; ``catalogue.py`` merges the two.
Our own summary of ``harvest-valley.ja.txt``.
"""

# ruff: noqa: E501

from __future__ import annotations

TEXTS: dict[str, dict[str, str]] = {
    "en": {
        "harvest_valley.part.deck": "Deck",
        "harvest_valley.part.deck.help": "Face-down land cards. Each card taken from the river is replaced "
                                         "from here; when it is empty the river is no longer refilled.",
        "harvest_valley.part.river": "River",
        "harvest_valley.part.river.help": "The 3 face-up land cards you may take. Weeds send a covered card"
                                          " back here.",
        "harvest_valley.help.river": "Take this river card and lay it in the valley. The "
                                     "river is refilled from the deck (not after weeds).",
        "harvest_valley.help.farmhouse": "Build one of your farmhouses in the valley. It scores "
                                         "the land around it at the end.",
        "harvest_valley.help.cell": "Lay the chosen card here: an empty space next to a card "
                                    "(up, down, left or right), inside the valley's size limit.",
        "harvest_valley.help.push": "The tractor pushes the card it lands on one space this "
                                    "way (the cultivator pushes the whole line of cards).",
        "harvest_valley.help.pass": "Pass: you have no farmhouse left and no river card fits "
                                    "anywhere. If everyone passes, the game ends as it stands.",
        "harvest_valley.help.weeds": "Weeds go on top of a land card (not a farmhouse); the "
                                     "covered card returns to the river and no card is drawn.",
        "harvest_valley.help.tractor": "Tractor: goes onto a land card (not a farmhouse or "
                                       "meteor) and pushes it to a next empty space.",
        "harvest_valley.help.meteor": "Meteor: does nothing, but can never be pushed.",
        "harvest_valley.ref.setup": "Components and setup",
        "harvest_valley.ref.setup1": "{players} players: each takes {n} farmhouse card(s) "
                                     "with tokens of their colour.",
        "harvest_valley.ref.setup2": "Shuffle the land cards into a face-down deck; turn the "
                                     "top 3 face up in a row: the river.",
        "harvest_valley.ref.setup3": "A random player starts; play goes clockwise.",
        "harvest_valley.ref.turn": "Your turn",
        "harvest_valley.ref.turn1": "Either build one of your farmhouses in the valley,",
        "harvest_valley.ref.turn2": "or take one of the 3 river cards and lay it in the "
                                    "valley; refill the river from the deck.",
        "harvest_valley.ref.place1": "A card goes on an empty space orthogonally next to a "
                                     "card already there (the first card: the centre).",
        "harvest_valley.ref.place2": "The valley may never grow beyond {grid} cards.",
        "harvest_valley.ref.exceptions": "Weeds, tractor, meteor",
        "harvest_valley.ref.scoring": "End and scoring",
        "harvest_valley.ref.score1": "The game ends when the valley grid is full.",
        "harvest_valley.ref.score2": "First crows remove every fruit-tree card around them "
                                     "(8 neighbours); then boars remove vegetable cards next "
                                     "to them (4 neighbours).",
        "harvest_valley.ref.score3": "Each farmhouse scores 1 per vegetable on the 4 cards "
                                     "next to it and 1 per tree on the 8 cards around it.",
        "harvest_valley.ref.score4": "A pond adds +1 to each crop card next to it (two ponds: "
                                     "+2).",
        "harvest_valley.ref.score5": "Wheat: a field of n connected wheat cards scores n×n to "
                                     "each farmhouse touching it.",
        "harvest_valley.ref.score6": "A card can score for several farmhouses.",
        "harvest_valley.ref.total_own": "Your score: the sum of your two farmhouses.",
        "harvest_valley.ref.total_pair": "Your score: your farmhouse plus the farmhouse of the "
                                         "player on your left.",
        "harvest_valley.ref.tiebreak": "Tie: most points from fruit trees wins.",
        "harvest_valley.ref.specials": "Special cards ★ (setup options)",
        "harvest_valley.ref.mode.off": "not used",
        "harvest_valley.ref.mode.add": "added",
        "harvest_valley.ref.mode.replace": "replaces",
        "harvest_valley.ref.sp.sprinkler": "like a pond, but for the 4 diagonal neighbours "
                                           "(replaces a pond or is added).",
        "harvest_valley.ref.sp.well": "scores 2 per animal (boar, crow, locust, rabbit) "
                                      "around it.",
        "harvest_valley.ref.sp.locust": "removes the wheat cards next to it.",
        "harvest_valley.ref.sp.rabbit": "a farmhouse next to it loses 2 points.",
        "harvest_valley.ref.sp.cultivator": "like a tractor, but pushes the whole line of "
                                            "cards (replaces the tractor or is added).",
        "harvest_valley.ref.deck": "The deck of this game ({n} land cards)",
        "harvest_valley.ref.count": "× {n}",
        "harvest_valley.ref.reconstructed": "Reconstructed: the rulebook names the card kinds "
                                            "but not how many of each; these counts and values "
                                            "are our reconstruction.",
        "harvest_valley.ph.at": "In the valley at {cell}.",
        "harvest_valley.ph.removed": "Removed at scoring (it scores nothing).",
        "harvest_valley.ph.in_river": "In the river, slot {slot}.",
        "harvest_valley.ph.nothing": "nothing yet",
        "harvest_valley.ph.cell": "Space {cell}",
        "harvest_valley.ph.cell_body": "An empty space of the valley. A card goes on an empty space side by side with a card, and the valley never grows beyond {grid} cards.",
        "harvest_valley.ph.kind.farmhouse": "A farmhouse of {name}: it scores the crops around it at the end.",
        "harvest_valley.ph.farmhouse_now": "If the game ended now it would score {total} ({parts}).",
        "harvest_valley.ph.kind.vegetable": "Vegetables: 1 point per vegetable for each farmhouse side by side with it; a pond next to it adds 1 more.",
        "harvest_valley.ph.kind.fruit": "Fruit trees: 1 point per tree for each farmhouse among the 8 cards around it; a pond next to it adds 1 more. Crows remove them.",
        "harvest_valley.ph.kind.wheat": "Wheat: a field of n connected wheat cards scores n×n for each farmhouse side by side with it.",
        "harvest_valley.ph.kind.pond": "Pond: each crop card side by side with it scores 1 more (two ponds: 2 more).",
        "harvest_valley.ph.kind.crow": "Crow: at the end it removes every fruit-tree card among the 8 cards around it.",
        "harvest_valley.ph.kind.boar": "Boar: at the end it removes the vegetable cards side by side with it.",
        "harvest_valley.ph.kind.weeds": "Weeds: laid on a land card of the valley, which goes back to the river.",
        "harvest_valley.ph.kind.tractor": "Tractor: laid on a land card, which it pushes one space on.",
        "harvest_valley.ph.kind.meteor": "Meteor: scores nothing and can never be pushed.",
        "harvest_valley.ph.kind.sprinkler": "Sprinkler: like a pond, for the 4 crop cards on its diagonals.",
        "harvest_valley.ph.kind.well": "Well: a farmhouse side by side with it scores 2 per animal around the well.",
        "harvest_valley.ph.kind.locust": "Locust: at the end it removes the wheat cards side by side with it.",
        "harvest_valley.ph.kind.rabbit": "Rabbit: a farmhouse side by side with it loses 2 points.",
        "harvest_valley.ph.kind.cultivator": "Cultivator: like a tractor, but it pushes the whole line of cards.",
    },
    "ja": {
        "harvest_valley.part.deck": "デッキ",
        "harvest_valley.part.deck.help": "裏向きの土地カード。川から取ったカードはここから補充します。なく"
                                         "なると川は補充されません。",
        "harvest_valley.part.river": "川",
        "harvest_valley.part.river.help": "取ることができる表向きの土地カード3枚。雑草に覆われたカードはこ"
                                          "こに戻ります。",
        "harvest_valley.help.river": "川のこのカードを取って谷に置きます。川はデッキから補充"
                                     "します（雑草のときは補充しません）。",
        "harvest_valley.help.farmhouse": "自分のファームハウスを谷に建てます。ゲーム終了時に"
                                         "周りの土地で得点します。",
        "harvest_valley.help.cell": "選んだカードをここに置きます。縦横に隣接する空きスペース"
                                    "で、谷の大きさの上限内に限ります。",
        "harvest_valley.help.push": "トラクターは置いたスペースのカードをこの方向へ1つ押します"
                                    "（耕運機は一列のカードをまとめて押します）。",
        "harvest_valley.help.pass": "パス：ファームハウスが残っておらず、置ける川のカードもない"
                                    "とき。全員がパスするとその時点でゲーム終了です。",
        "harvest_valley.help.weeds": "雑草は谷の土地カード（ファームハウス以外）の上に置きます。"
                                     "元のカードは川に戻り、デッキからは補充しません。",
        "harvest_valley.help.tractor": "トラクター：土地カード（ファームハウスと隕石以外）の上に"
                                       "置き、そのカードを隣の空きスペースへ押し出します。",
        "harvest_valley.help.meteor": "隕石：効果はありませんが、押し出されることもありません。",
        "harvest_valley.ref.setup": "内容物と準備",
        "harvest_valley.ref.setup1": "{players}人：各自、自分の色のファームハウスカードと"
                                     "トークンを{n}組取ります。",
        "harvest_valley.ref.setup2": "土地カードをシャッフルして裏向きのデッキにし、上から3枚を"
                                     "表向きに並べます（川）。",
        "harvest_valley.ref.setup3": "ランダムに選んだプレイヤーから時計回りに手番を行います。",
        "harvest_valley.ref.turn": "手番",
        "harvest_valley.ref.turn1": "自分のファームハウスを1つ谷に建てる、",
        "harvest_valley.ref.turn2": "または川の3枚から1枚を選んで谷に置き、デッキから川を"
                                    "補充する。",
        "harvest_valley.ref.place1": "カードは谷のカードに縦横で隣接する空きスペースに置きます"
                                     "（最初の1枚は中央）。",
        "harvest_valley.ref.place2": "谷は{grid}の大きさを超えて広げられません。",
        "harvest_valley.ref.exceptions": "雑草・トラクター・隕石",
        "harvest_valley.ref.scoring": "ゲーム終了と得点",
        "harvest_valley.ref.score1": "谷のグリッドがすべて埋まるとゲーム終了です。",
        "harvest_valley.ref.score2": "まずカラスが周囲8マスの果樹カードを取り除き、次にイノシシ"
                                     "が縦横に隣接する野菜カードを取り除きます。",
        "harvest_valley.ref.score3": "各ファームハウスは、縦横4枚の野菜1つにつき1点、周囲8枚の"
                                     "果樹1本につき1点を得ます。",
        "harvest_valley.ref.score4": "池に縦横で隣接する作物カードは+1点（池2つなら+2点）。",
        "harvest_valley.ref.score5": "小麦：つながったn枚の小麦畑は、隣接する各ファームハウスに"
                                     "n×n点を与えます。",
        "harvest_valley.ref.score6": "1枚のカードが複数のファームハウスに得点を与えられます。",
        "harvest_valley.ref.total_own": "得点：自分のファームハウス2つの合計。",
        "harvest_valley.ref.total_pair": "得点：自分のファームハウスと左隣のプレイヤーの"
                                         "ファームハウスの合計。",
        "harvest_valley.ref.tiebreak": "同点なら果樹の得点が多いプレイヤーの勝ち。",
        "harvest_valley.ref.specials": "特殊な土地カード★（準備のオプション）",
        "harvest_valley.ref.mode.off": "使用しない",
        "harvest_valley.ref.mode.add": "追加",
        "harvest_valley.ref.mode.replace": "入れ替え",
        "harvest_valley.ref.sp.sprinkler": "池と同じですが斜め4マスに効きます（池と入れ替え、"
                                           "または追加）。",
        "harvest_valley.ref.sp.well": "周囲8マスの動物（イノシシ・カラス・イナゴ・ウサギ）1匹"
                                      "につき2点。",
        "harvest_valley.ref.sp.locust": "縦横に隣接する小麦カードを取り除きます。",
        "harvest_valley.ref.sp.rabbit": "縦横に隣接するファームハウスは-2点。",
        "harvest_valley.ref.sp.cultivator": "トラクターと同じですが一列のカードをまとめて押します"
                                            "（トラクターと入れ替え、または追加）。",
        "harvest_valley.ref.deck": "このゲームのデッキ（土地カード{n}枚）",
        "harvest_valley.ref.count": "× {n}",
        "harvest_valley.ref.reconstructed": "再構成：ルールブックにはカードの種類はありますが"
                                            "枚数がありません。この枚数と数値は推定です。",
        "harvest_valley.ph.at": "谷の{cell}にあります。",
        "harvest_valley.ph.removed": "得点計算で取り除かれます（得点になりません）。",
        "harvest_valley.ph.in_river": "川のスロット{slot}にあります。",
        "harvest_valley.ph.nothing": "まだなし",
        "harvest_valley.ph.cell": "スペース {cell}",
        "harvest_valley.ph.cell_body": "谷の空きスペース。カードは谷のカードに縦横で隣接する空きスペースに置き、谷は{grid}枚を超えて広がりません。",
        "harvest_valley.ph.kind.farmhouse": "{name}のファームハウス：ゲーム終了時に周りの作物で得点します。",
        "harvest_valley.ph.farmhouse_now": "いまゲームが終わると{total}点（{parts}）。",
        "harvest_valley.ph.kind.vegetable": "野菜：縦横に隣接する各ファームハウスに野菜1つにつき1点。隣に池があれば1点多く。",
        "harvest_valley.ph.kind.fruit": "果樹：周囲8枚にある各ファームハウスに木1本につき1点。隣に池があれば1点多く。カラスに取り除かれます。",
        "harvest_valley.ph.kind.wheat": "小麦：つながったn枚の小麦畑は、縦横に隣接する各ファームハウスにn×n点。",
        "harvest_valley.ph.kind.pond": "池：縦横に隣接する作物カードが1点多く得点します（池2つなら2点）。",
        "harvest_valley.ph.kind.crow": "カラス：ゲーム終了時に周囲8枚の果樹カードを取り除きます。",
        "harvest_valley.ph.kind.boar": "イノシシ：ゲーム終了時に縦横に隣接する野菜カードを取り除きます。",
        "harvest_valley.ph.kind.weeds": "雑草：谷の土地カードの上に置き、そのカードは川に戻ります。",
        "harvest_valley.ph.kind.tractor": "トラクター：土地カードの上に置き、そのカードを1スペース押し出します。",
        "harvest_valley.ph.kind.meteor": "隕石：得点せず、押し出されることもありません。",
        "harvest_valley.ph.kind.sprinkler": "スプリンクラー：池と同じ効果を斜め4方向の作物カードに与えます。",
        "harvest_valley.ph.kind.well": "井戸：縦横に隣接するファームハウスは、井戸の周りの動物1匹につき2点。",
        "harvest_valley.ph.kind.locust": "イナゴ：ゲーム終了時に縦横に隣接する小麦カードを取り除きます。",
        "harvest_valley.ph.kind.rabbit": "ウサギ：縦横に隣接するファームハウスは2点失います。",
        "harvest_valley.ph.kind.cultivator": "耕運機：トラクターと同じですが、カードの列全体を押し出します。",
    },
}
