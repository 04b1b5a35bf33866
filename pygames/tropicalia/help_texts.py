"""Tropicalia help texts (rules reference, contextual help), English and Japanese.

Kept apart from ``texts.py``; ``catalogue.py`` merges the two.
Our own summary of ``tropicalia.ja.txt``.
"""

from __future__ import annotations

TEXTS: dict[str, dict[str, str]] = {
    "en": {
        "tropicalia.part.build": "Build board",
        "tropicalia.part.build.help": "Village tiles for sale: cost in shells plus the surcharge above the "
                                      "slot (+0 to +4). Build one at the end of a day turn.",
        "tropicalia.part.island": "Island",
        "tropicalia.part.island.help": "Orchards give fruit, plazas give items, markets buy fruit. Workers "
                                       "wait on the frame and go to a free tile of their row or column.",
        "tropicalia.help.place": "Morning: put one of your workers on a free space of the "
                                 "frame around the island. In the day it can only go to a "
                                 "tile of the row or column it faces.",
        "tropicalia.help.worker": "Day: choose which of your frame workers goes onto the "
                                  "island this turn.",
        "tropicalia.help.to": "Move the worker to this island tile (jumping over others) and "
                              "do its action: orchard = take its fruit, plaza = take its "
                              "items, market = sell fruit for shells.",
        "tropicalia.help.home": "Go home instead: the worker leaves and you draw 1 random "
                                "fruit from the bag.",
        "tropicalia.help.sell": "Sell this many fruit at the market for its price in shells; "
                                "sold fruit goes back to the bag.",
        "tropicalia.help.discard": "Put one fruit back in the bag: you must while you hold "
                                   "more than your baskets hold, and you may at any of your "
                                   "decisions (say, to hold the fewest before a sale).",
        "tropicalia.help.keep": "Keep the fruit you hold (1 point each) and go on to scoring.",
        "tropicalia.help.build": "Build this village tile: pay its shell cost plus the "
                                 "surcharge above its slot (+0 … +4).",
        "tropicalia.help.pass": "Build nothing this turn.",
        "tropicalia.help.at": "Place the tile on this square of your village (3×3). Tiles "
                              "never move; matching fountain halves give a random fruit each.",
        "tropicalia.help.take": "The bag lacks the orchard tile's fruit: take another type.",
        "tropicalia.ref.setup": "Components and setup",
        "tropicalia.ref.setup1": "16 island tiles in a 4×4 grid inside the frame; 5 village "
                                 "tiles face up on the build board; fruit in the bag.",
        "tropicalia.ref.setup_p2": "2 players: 3 marked island tiles are turned face down "
                                   "(no worker may go there). Start shells: 0, 1.",
        "tropicalia.ref.setup_p3": "3 players: 2 marked island tiles are turned face down. "
                                   "Start shells: 0, 1, 2.",
        "tropicalia.ref.setup_p4": "4 players: every island tile is used. Start shells: 0, 1, "
                                   "2, 3.",
        "tropicalia.ref.setup2": "Each player: 4 workers, a village board with 5 baskets, a "
                                 "shell track. A random start player takes first-player "
                                 "tile 1.",
        "tropicalia.ref.setup3": "Every round: 3 fruit from the bag on each orchard, 2 items "
                                 "on each plaza.",
        "tropicalia.ref.morning": "Morning (5 rounds; from the first player, clockwise)",
        "tropicalia.ref.day": "Day",
        "tropicalia.ref.day1": "In turn, move one frame worker onto a free tile of its row or "
                               "column and do the tile's action.",
        "tropicalia.ref.orchard": "Orchard: take all its fruit.",
        "tropicalia.ref.plaza": "Plaza: take its 2 items (surfboard, cart, basket); surfboards "
                                "and carts work from your next turn.",
        "tropicalia.ref.market": "Market: sell any number of its fruit type at its price "
                                 "(2, 3 or 4 shells each).",
        "tropicalia.ref.surf": "Surfboard (flip it): go to any free tile, anywhere.",
        "tropicalia.ref.cart": "Cart (flip it): go onto a market of your line that a worker "
                               "already holds (with a surfboard: any such market).",
        "tropicalia.ref.baskets": "You hold at most 5 fruit, +1 per basket tile; put extra "
                                  "fruit back in the bag. You may put fruit back at any of "
                                  "your decisions, and once more before scoring.",
        "tropicalia.ref.build": "Building (end of each day turn)",
        "tropicalia.ref.build1": "Optionally build one village tile: its cost plus the "
                                 "surcharge of its slot; the board then slides left and "
                                 "refills on +4.",
        "tropicalia.ref.build2": "Place it on one of your 9 squares, upright, for good.",
        "tropicalia.ref.build3": "Orchard tiles give their fruit from the bag; each fountain "
                                 "you complete gives a random fruit.",
        "tropicalia.ref.round": "End of a round",
        "tropicalia.ref.round1": "When every worker is on the island or home: leftover items "
                                 "leave the game, leftover fruit returns to the bag.",
        "tropicalia.ref.round2": "Rounds 1–4: the player on the plaza with the brown sign "
                                 "takes the next first-player tile (nobody there: the current "
                                 "first player).",
        "tropicalia.ref.round_2p": "2 players: the leftmost build-board tile leaves the game; "
                                   "slide and refill.",
        "tropicalia.ref.scoring": "End (after round 5) and scoring",
        "tropicalia.ref.score1": "Buildings and orchard tiles: their printed points.",
        "tropicalia.ref.score2": "Events: 1/2/3/4/5 different events score 7/15/24/34/45.",
        "tropicalia.ref.score3": "Treasures: 2 points per matching thing (surfboards, orchards, "
                                 "buildings, events, baskets, completed fountains).",
        "tropicalia.ref.score4": "−4 for each of the 4 tile kinds you have none of.",
        "tropicalia.ref.score5": "1 per fruit left, 1 per 2 shells, 1 per unused cart or "
                                 "surfboard.",
        "tropicalia.ref.score6": "Tie: most shells, then most fruit.",
        "tropicalia.ref.adv_on": "Advanced markets (in this game)",
        "tropicalia.ref.adv_off": "Advanced markets (option, not in this game)",
        "tropicalia.ref.adv1": "3 advanced market tiles cover the coconut 3, custard apple 3 "
                               "and mango 4 markets. Prices in shells:",
        "tropicalia.ref.tiles": "All {n} village tiles",
        "tropicalia.ref.legend": "B building, E event, O orchard, T treasure; ★ points; blue "
                                 "half circles: fountain halves; below: shell cost.",
        "tropicalia.ref.cost": "{n} shells",
        "tropicalia.ref.reconstructed": "Reconstructed: the rulebook does not list the tiles, "
                                        "costs or fountain edges; these are our reconstruction.",
    },
    "ja": {
        "tropicalia.part.build": "建設ボード",
        "tropicalia.part.build.help": "購入できる村タイル：貝殻のコスト＋スロットの追加コスト（+0〜+4）。昼"
                                      "の手番の終わりに1つ建てられます。",
        "tropicalia.part.island": "島",
        "tropicalia.part.island.help": "果樹園はフルーツ、広場はアイテム、市場はフルーツを買い取ります。ワ"
                                       "ーカーはフレームで待ち、その列・行の空いているタイルへ行きます。",
        "tropicalia.help.place": "朝：自分のワーカー1人を島の周りのフレームの空きスペースに"
                                 "置きます。昼にはその列・行のタイルにしか行けません。",
        "tropicalia.help.worker": "昼：この手番で島に移動させるフレーム上のワーカーを選びます。",
        "tropicalia.help.to": "ワーカーをこの島タイルへ移動し（他のワーカーは飛び越えられます）、"
                              "アクションを行います：果樹園＝フルーツ獲得、広場＝アイテム獲得、"
                              "市場＝フルーツを売って貝殻。",
        "tropicalia.help.home": "家に帰る：ワーカーを戻し、袋からランダムにフルーツを1つ"
                                "引きます。",
        "tropicalia.help.sell": "市場の価格でこの数のフルーツを売り、貝殻を得ます。売った"
                                "フルーツは袋に戻ります。",
        "tropicalia.help.discard": "フルーツを1つ袋に戻します。バスケットに入りきらない間は"
                                   "必ず戻し、それ以外でも自分の決定のたびにいつでも戻せます"
                                   "（例：販売の前に最も少なくなるため）。",
        "tropicalia.help.keep": "持っているフルーツ（1つ1点）を残して得点計算に進みます。",
        "tropicalia.help.build": "この村タイルを建てます：タイルの貝殻コスト＋スロットの追加"
                                 "コスト（+0〜+4）。",
        "tropicalia.help.pass": "この手番は何も建てません。",
        "tropicalia.help.at": "タイルを村（3×3）のこのマスに置きます。移動はできません。"
                              "噴水を完成させるとそれぞれフルーツを1つ引きます。",
        "tropicalia.help.take": "袋に果樹園タイルのフルーツがありません。別の種類を取ります。",
        "tropicalia.ref.setup": "内容物と準備",
        "tropicalia.ref.setup1": "島タイル16枚をフレーム内に4×4で配置。建設ボードに村タイル"
                                 "5枚を表向き。フルーツは袋へ。",
        "tropicalia.ref.setup_p2": "2人：印のある島タイル3枚を裏返します（ワーカーは置け"
                                   "ません）。開始時の貝殻：0、1。",
        "tropicalia.ref.setup_p3": "3人：印のある島タイル2枚を裏返します。開始時の貝殻：0、1、2。",
        "tropicalia.ref.setup_p4": "4人：すべての島タイルを使います。開始時の貝殻：0、1、2、3。",
        "tropicalia.ref.setup2": "各自：ワーカー4人、バスケット5つのプレイヤーボード、貝殻"
                                 "トラック。ランダムなスタートプレイヤーがファースト"
                                 "プレイヤータイル1を取ります。",
        "tropicalia.ref.setup3": "毎ラウンド：各果樹園に袋からフルーツ3つ、各広場にアイテム2枚。",
        "tropicalia.ref.morning": "朝フェーズ（全5ラウンド、ファーストプレイヤーから時計回り）",
        "tropicalia.ref.day": "昼フェーズ",
        "tropicalia.ref.day1": "順番に、フレームのワーカー1人をその列・行の空いている島タイル"
                               "へ移動し、そのタイルのアクションを行います。",
        "tropicalia.ref.orchard": "果樹園：そのタイルのフルーツをすべて獲得。",
        "tropicalia.ref.plaza": "広場：アイテム2枚（サーフボード・カート・バスケット）を獲得。"
                                "サーフボードとカートは次の手番から使えます。",
        "tropicalia.ref.market": "市場：その種類のフルーツを価格（1つ2・3・4貝殻）でいくつでも"
                                 "売れます。",
        "tropicalia.ref.surf": "サーフボード（裏返す）：どこでも空いている島タイルへ。",
        "tropicalia.ref.cart": "カート（裏返す）：自分の列の、他のワーカーがいる市場へ"
                               "（サーフボードと併用で任意の市場へ）。",
        "tropicalia.ref.baskets": "フルーツは5つまで、バスケットタイル1枚につき+1。超えた分は"
                                  "袋に戻します。自分の決定のたびに、また得点計算の前にも、"
                                  "フルーツを袋に戻せます。",
        "tropicalia.ref.build": "建設（昼の手番の終わり）",
        "tropicalia.ref.build1": "村タイルを1つ建てられます：コスト＋スロットの追加コスト。"
                                 "建設ボードは左に詰め、+4の位置に補充します。",
        "tropicalia.ref.build2": "自分の9マスのどこかに正しい向きで置き、以後動かせません。",
        "tropicalia.ref.build3": "果樹園タイルは描かれたフルーツを袋から獲得。完成した噴水"
                                 "1つにつきランダムなフルーツ1つ。",
        "tropicalia.ref.round": "ラウンドの終了",
        "tropicalia.ref.round1": "全ワーカーが島にいるか家に帰ったら終了。残ったアイテムは除外、"
                                 "残ったフルーツは袋に戻します。",
        "tropicalia.ref.round2": "ラウンド1〜4：茶色の看板の広場にワーカーを置いたプレイヤーが"
                                 "次のファーストプレイヤータイルを取ります（いなければ現在の"
                                 "ファーストプレイヤー）。",
        "tropicalia.ref.round_2p": "2人：建設ボードの左端のタイルを除外し、詰めて補充します。",
        "tropicalia.ref.scoring": "ゲーム終了（ラウンド5の後）と得点",
        "tropicalia.ref.score1": "建物と果樹園タイル：記載の点数。",
        "tropicalia.ref.score2": "イベント：異なるイベント1/2/3/4/5種で7/15/24/34/45点。",
        "tropicalia.ref.score3": "宝物：対応するもの1つにつき2点（サーフボード・果樹園・建物・"
                                 "イベント・バスケット・完成した噴水）。",
        "tropicalia.ref.score4": "4種類の村タイルのうち持っていない種類ごとに−4点。",
        "tropicalia.ref.score5": "残ったフルーツ1つ1点、貝殻2つで1点、未使用のカート・"
                                 "サーフボード1枚1点。",
        "tropicalia.ref.score6": "同点なら貝殻の多い方、さらに同点ならフルーツの多い方。",
        "tropicalia.ref.adv_on": "上級市場（このゲームで使用）",
        "tropicalia.ref.adv_off": "上級市場（オプション、このゲームでは不使用）",
        "tropicalia.ref.adv1": "上級市場タイル3枚を、ココナッツ3・バンレイシ3・マンゴー4の"
                               "市場の上に置きます。価格（貝殻）：",
        "tropicalia.ref.tiles": "村タイル全{n}枚",
        "tropicalia.ref.legend": "建＝建物・催＝イベント・果＝果樹園・宝＝宝物、★は点数、青い半円は噴水、"
                                 "下は貝殻コスト。",
        "tropicalia.ref.cost": "貝殻{n}",
        "tropicalia.ref.reconstructed": "再構成：ルールブックにはタイルの内容・コスト・噴水の"
                                        "位置がないため、推定したものです。",
    },
}
