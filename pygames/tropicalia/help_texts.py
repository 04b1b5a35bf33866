"""Tropicalia help texts (rules reference, contextual help), English and Japanese.

Kept apart from ``texts.py``; ``catalogue.py`` merges the two.
Our own summary of ``tropicalia.ja.txt``.
"""

# ruff: noqa: E501

from __future__ import annotations

TEXTS: dict[str, dict[str, str]] = {
    "en": {
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
        "tropicalia.ref.legend": "Pictures: a house is a building, flags an event, a tree an "
                                 "orchard tile, a chest a treasure; the star holds the points; "
                                 "blue half circles are fountain halves; below: the cost in shells.",
        "tropicalia.ref.cost": "{n} shells",
        "tropicalia.ref.reconstructed": "Reconstructed: the rulebook does not list the tiles, "
                                        "costs or fountain edges; these are our reconstruction.",
        "tropicalia.ph.here": "Here: {names}.",
        "tropicalia.ph.market": "Market {tile} ({fruit})",
        "tropicalia.ph.market_body": "Buys {fruit} at {price} shells each, as many as you sell; sold fruit goes back to the bag.",
        "tropicalia.ph.market_adv": "Advanced market {tile}",
        "tropicalia.ph.market_adv_body": "Sold fruit goes back to the bag.",
        "tropicalia.ph.market_now": "If {name} sold here now: {what} for {shells} shells at best.",
        "tropicalia.ph.market_none": "{name} holds nothing this market would buy now.",
        "tropicalia.ph.down": "{tile}: face down",
        "tropicalia.ph.down_body": "This tile is turned face down at this player count: no worker may go there.",
        "tropicalia.ph.orchard": "Orchard {tile}",
        "tropicalia.ph.orchard_body": "Holds {fruit} now: a worker who comes here takes all of it. Orchards get 3 fruit from the bag each round.",
        "tropicalia.ph.orchard_empty": "Its fruit is taken this round; it gets 3 new fruit next round.",
        "tropicalia.ph.plaza": "Plaza {tile}",
        "tropicalia.ph.plaza_body": "Holds {items} now: a worker who comes here takes them.",
        "tropicalia.ph.plaza_empty": "Its items are taken this round; it gets 2 new ones next round.",
        "tropicalia.ph.items": "Carts and surfboards work from your next turn; a basket holds one more fruit.",
        "tropicalia.ph.brown": "The brown sign: whoever is here at the end of the round takes the next first-player tile.",
        "tropicalia.ph.frame": "Frame space {space}",
        "tropicalia.ph.frame_body": "A worker placed here in the morning goes, in the day, to a free tile of its line ({tiles}), jumping over others.",
        "tropicalia.ph.frame_taken": "A worker of {name} waits here.",
        "tropicalia.ph.building": "A building: scores {points} points at the end.",
        "tropicalia.ph.vorchard": "An orchard tile: brings {n} {fruit} from the bag when built and scores {points} points at the end.",
        "tropicalia.ph.event": "An event ({event}): different events score together, 1, 2, 3, 4 or 5 kinds giving 7, 15, 24, 34 or 45 points.",
        "tropicalia.ph.treasure": "A treasure: scores 2 points per {thing} you have at the end.",
        "tropicalia.ph.treasure_now": "In the village of {name}, the treasures are worth {points} points now.",
        "tropicalia.ph.fountain_halves": "Fountain halves on its edges: {n}. Each fountain completed with a neighbouring tile gives a random fruit.",
        "tropicalia.ph.cost": "Printed cost: {cost} shells.",
        "tropicalia.ph.slot": "Build board space {n} (+{extra})",
        "tropicalia.ph.slot_empty": "No tile here: the stack is empty.",
        "tropicalia.ph.slot_cost": "Cost here: {cost} + {extra} = {total} shells.",
        "tropicalia.ph.has_shells": "{name} has {n} shells.",
        "tropicalia.ph.village": "If the game ended now: {total} points ({parts}). Completed fountains: {fountains}.",
        "tropicalia.ph.square": "Square {n} of the village of {name}",
        "tropicalia.ph.fruit": "{name} holds {what} ({held} fruit for {cap} basket spaces). Each fruit left at the end scores 1 point.",
        "tropicalia.ph.shells": "The shells of {name} pay for village tiles; every 2 left at the end score 1 point.",
        "tropicalia.ph.item.cart": "Flip it to send a worker onto a market of its line that already holds a worker (with a surfboard too: any such market). Unused at the end: 1 point.",
        "tropicalia.ph.item.surfboard": "Flip it to send a worker to any free tile of the island, not only its line. Unused at the end: 1 point.",
        "tropicalia.ph.item.basket": "A basket tile holds one more fruit (5 baskets are printed on the board).",
        "tropicalia.ph.bag": "In the bag now: {what}. Orchards, a worker sent home and completed fountains draw from it; sold and returned fruit goes back.",
        "tropicalia.ph.stack.title": "Village tile stack",
        "tropicalia.ph.stack": "{n} village tiles left: the build board refills from here.",
        "tropicalia.ph.baskets.title": "Baskets",
        "tropicalia.ph.baskets": "You hold at most 5 fruit, and 1 more per basket tile; extra fruit goes back to the bag. You may put fruit back at any of your decisions.",
        "tropicalia.ph.fountains.title": "Fountains",
        "tropicalia.ph.fountains": "Two fountain halves meeting on the edge of neighbouring village tiles complete a fountain: a random fruit for each, and some treasures count them.",
        "tropicalia.ph.first.title": "First player",
        "tropicalia.ph.first": "This player starts the round. At the end of a round, the player on the plaza with the brown sign takes the next first-player tile.",
    },
    "ja": {
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
        "tropicalia.ref.legend": "絵：家は建物、旗はイベント、木は果樹園タイル、宝箱は宝物。星の中は"
                                 "点数、青い半円は噴水の半分、下は貝殻のコスト。",
        "tropicalia.ref.cost": "貝殻{n}",
        "tropicalia.ref.reconstructed": "再構成：ルールブックにはタイルの内容・コスト・噴水の"
                                        "位置がないため、推定したものです。",
        "tropicalia.ph.here": "ここにいる：{names}。",
        "tropicalia.ph.market": "市場 {tile}（{fruit}）",
        "tropicalia.ph.market_body": "{fruit}を1つ貝殻{price}つで、売るだけ買い取ります。売ったフルーツは袋に戻ります。",
        "tropicalia.ph.market_adv": "上級市場 {tile}",
        "tropicalia.ph.market_adv_body": "売ったフルーツは袋に戻ります。",
        "tropicalia.ph.market_now": "{name}がいまここで売ると：{what}で貝殻{shells}つ（最大）。",
        "tropicalia.ph.market_none": "{name}はいま、この市場が買うものを持っていません。",
        "tropicalia.ph.down": "{tile}：裏向き",
        "tropicalia.ph.down_body": "この人数ではこのタイルは裏向きです。ワーカーは入れません。",
        "tropicalia.ph.orchard": "果樹園 {tile}",
        "tropicalia.ph.orchard_body": "いま{fruit}があります。ここに来たワーカーがすべて獲得します。果樹園には毎ラウンド袋からフルーツが3つ置かれます。",
        "tropicalia.ph.orchard_empty": "このラウンドのフルーツは取られました。次のラウンドに3つ置かれます。",
        "tropicalia.ph.plaza": "広場 {tile}",
        "tropicalia.ph.plaza_body": "いま{items}があります。ここに来たワーカーが獲得します。",
        "tropicalia.ph.plaza_empty": "このラウンドのアイテムは取られました。次のラウンドに2枚置かれます。",
        "tropicalia.ph.items": "カートとサーフボードは次の手番から使えます。バスケットはフルーツを1つ多く持てます。",
        "tropicalia.ph.brown": "茶色の看板：ラウンドの終わりにここにいるプレイヤーが次のファーストプレイヤータイルを取ります。",
        "tropicalia.ph.frame": "フレームのスペース（{space}）",
        "tropicalia.ph.frame_body": "朝にここに置いたワーカーは、昼にその列（{tiles}）の空いているタイルへ行けます。他のワーカーは飛び越えます。",
        "tropicalia.ph.frame_taken": "{name}のワーカーが待っています。",
        "tropicalia.ph.building": "建物：ゲーム終了時に{points}点。",
        "tropicalia.ph.vorchard": "果樹園タイル：建てたときに袋から{fruit}を{n}つ獲得し、ゲーム終了時に{points}点。",
        "tropicalia.ph.event": "イベント（{event}）：異なるイベントの種類数で得点。1・2・3・4・5種類で7・15・24・34・45点。",
        "tropicalia.ph.treasure": "宝物：ゲーム終了時に、持っている{thing}1つにつき2点。",
        "tropicalia.ph.treasure_now": "{name}の村では、宝物はいま{points}点です。",
        "tropicalia.ph.fountain_halves": "辺にある噴水の半分：{n}つ。隣のタイルと噴水を完成させるとそれぞれフルーツを1つ引きます。",
        "tropicalia.ph.cost": "記載のコスト：貝殻{cost}つ。",
        "tropicalia.ph.slot": "建設ボードのスペース{n}（+{extra}）",
        "tropicalia.ph.slot_empty": "タイルがありません：山が空です。",
        "tropicalia.ph.slot_cost": "ここでのコスト：{cost}＋{extra}＝貝殻{total}つ。",
        "tropicalia.ph.has_shells": "{name}の貝殻：{n}つ。",
        "tropicalia.ph.village": "いまゲームが終わると：{total}点（{parts}）。完成した噴水：{fountains}。",
        "tropicalia.ph.square": "{name}の村のマス{n}",
        "tropicalia.ph.fruit": "{name}は{what}を持っています（フルーツ{held}、バスケット{cap}つ分）。ゲーム終了時に残ったフルーツ1つにつき1点。",
        "tropicalia.ph.shells": "{name}の貝殻は村タイルの支払いに使います。ゲーム終了時に2つで1点。",
        "tropicalia.ph.item.cart": "裏返すと、ワーカーを自分の列の、すでにワーカーがいる市場へ送れます（サーフボードと併用でどの市場へも）。未使用ならゲーム終了時に1点。",
        "tropicalia.ph.item.surfboard": "裏返すと、ワーカーを列に関係なく島の空いているタイルへ送れます。未使用ならゲーム終了時に1点。",
        "tropicalia.ph.item.basket": "バスケットタイル1枚でフルーツを1つ多く持てます（ボードには5つ印刷されています）。",
        "tropicalia.ph.bag": "いま袋の中：{what}。果樹園、家に帰ったワーカー、完成した噴水はここから引きます。売ったフルーツと戻したフルーツはここに戻ります。",
        "tropicalia.ph.stack.title": "村タイルの山",
        "tropicalia.ph.stack": "残り{n}枚：建設ボードはここから補充します。",
        "tropicalia.ph.baskets.title": "バスケット",
        "tropicalia.ph.baskets": "フルーツは5つまで、バスケットタイル1枚につき1つ多く持てます。超えた分は袋に戻します。自分の決定のたびにフルーツを袋に戻せます。",
        "tropicalia.ph.fountains.title": "噴水",
        "tropicalia.ph.fountains": "隣り合う村タイルの辺で噴水の半分が合わさると噴水が完成します。それぞれフルーツを1つ引き、宝物が数えるものもあります。",
        "tropicalia.ph.first.title": "ファーストプレイヤー",
        "tropicalia.ph.first": "このプレイヤーがラウンドを始めます。ラウンドの終わりに茶色の看板の広場にいるプレイヤーが次のファーストプレイヤータイルを取ります。",
    },
}
