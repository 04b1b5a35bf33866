"""TwinStar Valley help texts (rules reference, contextual help), English and Japanese.

A catalogue of its own, merged at runtime with ``texts.py`` (``pygames.app.help``), so the
edition texts and these can be written at the same time. Gem edition wording under
``twinstar.help.*`` / ``twinstar.ref.*``; the fruit edition's under ``...fruits.*``.
"""

from __future__ import annotations

TEXTS: dict[str, dict[str, str]] = {
    "en": {
        "twinstar.part.market": "Market",
        "twinstar.part.market.help": "Current prices. Selling a kind lowers its price by 1; the cheapest "
                                     "unsold kind rises by 1.",
        "twinstar.part.upgrades": "Upgrades / research",
        "twinstar.part.upgrades.help": "Permanent abilities unlocked by the Upgrade (Research) action; "
                                       "track 3 (and 6) takes two steps.",
        "twinstar.part.contracts": "Contracts",
        "twinstar.part.contracts.help": "Claim one at the end of your turn if this turn's action met its "
                                        "goal; its bonus applies at once.",
        "twinstar.part.valley": "Valley",
        "twinstar.part.valley.help": "Build roads (routes) from mines (orchards) to factories (markets); "
                                     "plains 1 credit, lakes need bridges, mountains an upgrade.",
        # ---- contextual help per move kind (gem edition)
        "twinstar.help.place": "Put an action disc here and do its action. Your first disc "
                               "of a round goes on the edge, not next to a rival (even "
                               "diagonally); later discs go next to one of yours.",
        "twinstar.help.leap": "Leapfrog: cover this rival disc (pay them 2 credits; 1 with "
                              "Corporate Manager) and put a second disc next to it; only "
                              "that one is resolved.",
        "twinstar.help.pass": "Pass: you cannot place a disc any more; your round ends.",
        "twinstar.help.walk": "Put a disc on this free symbol without doing its action, to "
                              "reach an action further on; only your last disc's action is "
                              "resolved (fruit edition).",
        "twinstar.help.factory": "Build a factory on this site: pay the price of the top-left "
                                 "factory disc, then choose its 2 specialisation colours.",
        "twinstar.help.spec": "The two gem colours this factory refines.",
        "twinstar.help.road": "Build a road piece here: 1 credit on plains, 2 for a bridge on "
                              "a lake; mountains need Bridge Architect.",
        "twinstar.help.cross": "Crossroad (once per round): put your piece on a rival's piece "
                               "and pay them 4 credits; both colours count there.",
        "twinstar.help.done": "Finish this step (build no more, sell or claim nothing).",
        "twinstar.help.from": "Transport from this mine: as many gems as your own road "
                              "pieces on the route.",
        "twinstar.help.to": "Deliver to this factory: matching gems are refined into your "
                            "reserve, others sell for 1 credit. A rival's factory costs 1 "
                            "credit per gem.",
        "twinstar.help.via": "The route goes on over this road piece: draw any route you like "
                             "(each piece once); your own pieces carry, rival pieces cost "
                             "credits per gem. A suggested route draws the rest in one tap.",
        "twinstar.help.carry": "The gems to carry on this route.",
        "twinstar.help.keep": "Mining Expert: keep 2 of the 4 drawn gems.",
        "twinstar.help.onto": "Put the drawn gems on this mine (it must hold 2 or fewer).",
        "twinstar.help.upgrade": "Unlock this upgrade (track 3 takes two Upgrade actions).",
        "twinstar.help.sell": "Sell all your refined gems of these colours at the market "
                              "price; each sold colour drops 1, the cheapest unsold rises 1.",
        "twinstar.help.claim": "Claim this contract: you met its goal with this turn's action.",
        "twinstar.help.drop": "Your reserve holds more than 5 gems: return one.",
        # ---- fruit edition wording
        "twinstar.help.fruits.place": "Put an action disc here and do its action. Your first "
                                      "disc of a year goes on the edge, not next to a rival; "
                                      "later discs go next to one of yours.",
        "twinstar.help.fruits.leap": "Leapfrog: cover this rival disc with one of yours (no "
                                     "fee) to reach further; only your last disc's action "
                                     "is resolved.",
        "twinstar.help.fruits.pass": "Pass: no action can be reached; your year ends.",
        "twinstar.help.fruits.factory": "Build a market on this site: pay the most expensive "
                                        "dome left, then choose its 2 demand fruits.",
        "twinstar.help.fruits.spec": "The two fruits this market demands.",
        "twinstar.help.fruits.road": "Build a route piece here: 1 credit on plains, 2 for a "
                                     "bridge; mountains need Smart Route.",
        "twinstar.help.fruits.from": "Deliver from this orchard: as many fruits as route "
                                     "pieces on the way.",
        "twinstar.help.fruits.to": "Deliver to this market: the fruits it demands go to your "
                                   "supply, the others sell at once for 1 credit each. A "
                                   "rival's market costs 1 credit per demanded fruit.",
        "twinstar.help.fruits.walk": "Put a disc on this free symbol without doing its action, "
                                     "to reach an action further on: only your last disc of "
                                     "the turn is resolved; every disc counts for a 2×2.",
        "twinstar.help.fruits.carry": "The fruits to deliver on this route.",
        "twinstar.help.fruits.keep": "GrowSafe: keep 2 of the 4 drawn fruits.",
        "twinstar.help.fruits.onto": "Put the drawn fruits on this orchard.",
        "twinstar.help.fruits.upgrade": "Unlock this research (3 and 6 take two steps); pay "
                                        "rivals already on it.",
        "twinstar.help.fruits.sell": "Sell all your fruits of these kinds at the market "
                                     "price; sold kinds drop 1, the cheapest unsold rises 1.",
        "twinstar.help.fruits.drop": "Your supply holds more than 5 fruits: return one.",
        # ---- reference, gem edition
        "twinstar.ref.setup": "Components and setup",
        "twinstar.ref.setup1": "Valley of {tiles} tiles (19 hexes each, one mine per tile); "
                               "2 random gems on every mine.",
        "twinstar.ref.setup2": "Action board {grid}; {discs} action discs and 15 road pieces "
                               "each.",
        "twinstar.ref.setup3": "Market beads on 2; 6 factory discs; 8 contracts (deck A) in a "
                               "grid, deck B on deck C as the draw pile.",
        "twinstar.ref.setup4": "Start credits: 7, 8, 10, 12 in turn order.",
        "twinstar.ref.turn": "Your turn",
        "twinstar.ref.turn1": "Place 1 action disc on a free square and do its main action, "
                              "then optional actions.",
        "twinstar.ref.turn2": "First disc of a round: on the edge, not next to a rival disc "
                              "(even diagonally). Later discs: next to one of yours.",
        "twinstar.ref.turn3": "Leapfrog: pay a rival 2 credits, cover their disc, and place a "
                              "second disc next to it (a square holds at most 2 discs).",
        "twinstar.ref.turn4": "A 2×2 square of your discs, or your last disc, ends your round.",
        "twinstar.ref.actions": "Main actions",
        "twinstar.ref.actions1": "Construct: one factory, or 2 road pieces (road 1, bridge 2, "
                                 "crossroad 4 to the rival, once per round).",
        "twinstar.ref.actions2": "Transport: mine → factory along connected road; gems ≤ your "
                                 "own pieces on the route; rival pieces cost per gem.",
        "twinstar.ref.actions3": "Mine: twice, draw 2 gems onto a mine holding 2 or fewer; "
                                 "take 3 credits.",
        "twinstar.ref.actions4": "Upgrade: unlock one upgrade.",
        "twinstar.ref.upgrades": "Upgrades",
        "twinstar.ref.upgrades1": "1 Bridge Architect: bridges 1 credit; roads on mountains "
                                  "1 credit.",
        "twinstar.ref.upgrades2": "2 Construction Master: 3 road pieces per Construct.",
        "twinstar.ref.upgrades3": "3 Chief Logistics (two steps): 2 movements per Transport.",
        "twinstar.ref.upgrades4": "4 Mining Expert: draw 4, keep 2, each draw.",
        "twinstar.ref.upgrades5": "5 Corporate Manager: leapfrog with a spare disc for 1 "
                                  "credit.",
        "twinstar.ref.optional": "Optional actions",
        "twinstar.ref.optional1": "Sell refined gems (once per turn): all gems of a colour at "
                                  "its price; sold colours drop 1, the cheapest unsold rises 1.",
        "twinstar.ref.optional2": "Claim one contract whose goal this turn's action met; "
                                  "bonuses apply at once; the grid refills.",
        "twinstar.ref.optional3": "At most 5 gems in your reserve at the end of your turn.",
        "twinstar.ref.end": "Rounds, end and scoring",
        "twinstar.ref.end1": "Two rounds; the action board turns over for round 2.",
        "twinstar.ref.end2": "Score: contract points + 1 per 2 credits + 1 per gem on mines "
                             "each of your factories could refine.",
        "twinstar.ref.end3": "Ties: most contracts, then most contract points.",
        "twinstar.ref.contracts": "Contracts",
        "twinstar.ref.board": "Action board, year / round 1 side",
        "twinstar.ref.reconstructed": "Reconstructed: the valley tiles, action boards, "
                                      "prices and contract list are not printed in the "
                                      "rulebook; ours keep every rule it states.",
        # ---- reference, fruit edition
        "twinstar.ref.fruits.setup": "Components and setup (fruit edition)",
        "twinstar.ref.fruits.setup1": "Valley of {tiles} tiles with orchards (fruit), lakes, "
                                      "mountains, plains and market sites.",
        "twinstar.ref.fruits.setup2": "Action board {grid}; {discs} action discs and route "
                                      "pieces each; research board; market board.",
        "twinstar.ref.fruits.setup3": "Fruits: apple, grape, lemon, pear.",
        "twinstar.ref.fruits.turn": "Years and turns",
        "twinstar.ref.fruits.turn1": "Two years. On your turn place one or more discs; only "
                                     "the last one's action is done.",
        "twinstar.ref.fruits.turn2": "First disc of a year: on the edge, not next to a rival. "
                                     "Later discs: next to one of yours.",
        "twinstar.ref.fruits.turn3": "Leapfrog: cover a rival disc with yours to reach a spot "
                                     "further on (several per turn possible, no fee).",
        "twinstar.ref.fruits.turn4": "You must take an action you can perform if any. A 2×2 "
                                     "square (without Free Flex) or your last disc ends your "
                                     "year.",
        "twinstar.ref.fruits.actions": "Main actions",
        "twinstar.ref.fruits.actions1": "Construct: one market (dome + 2 demand fruits) or 2 "
                                        "route pieces (plain 1, bridge 2).",
        "twinstar.ref.fruits.actions2": "Deliver: orchard → market along connected route; "
                                        "fruits ≤ route pieces; pay owners of rival pieces.",
        "twinstar.ref.fruits.actions3": "Grow: pay 3 credits; twice, draw 2 fruits onto an "
                                        "orchard.",
        "twinstar.ref.fruits.actions4": "Research: unlock a research; pay rivals already on it.",
        "twinstar.ref.fruits.upgrades": "Research",
        "twinstar.ref.fruits.upgrades1": "1 Smart Route: bridges 1 credit; mountains 2.",
        "twinstar.ref.fruits.upgrades2": "2 Eco Road: 3 route pieces per Construct.",
        "twinstar.ref.fruits.upgrades3": "3 Drive Bot (two steps): 2 deliveries per Deliver.",
        "twinstar.ref.fruits.upgrades4": "4 GrowSafe: draw 4, keep 2, each draw.",
        "twinstar.ref.fruits.upgrades5": "5 Free Flex: a 2×2 square does not end your year.",
        "twinstar.ref.fruits.upgrades6": "6 Contract Negotiator (advanced, two steps).",
        "twinstar.ref.fruits.optional": "Selling fruit (optional)",
        "twinstar.ref.fruits.optional1": "Once per turn after the action: sell all fruits of "
                                         "one or more kinds at market price; sold kinds drop 1, "
                                         "the cheapest unsold rises 1.",
        "twinstar.ref.fruits.end": "Year end and scoring",
        "twinstar.ref.fruits.end1": "Year 2: the board turns over; the poorest player starts.",
        "twinstar.ref.fruits.end2": "Capital: credits + contract rewards + 1 per fruit on "
                                    "orchards matching each demand marker of your markets.",
        "twinstar.ref.fruits.end3": "Ties: most contracts, most contract points, most research.",
        "twinstar.ref.fruits.advanced": "Advanced mode",
        "twinstar.ref.fruits.advanced1": "Contracts: 8 in a grid (A); B then C refill it. "
                                         "Claim one at the end of your turn if you met its goal.",
        "twinstar.ref.fruits.advanced2": "3–4 players: the turn-order board; Grow moves your "
                                         "marker up, Deliver moves it down.",
        "twinstar.ref.fruits.advanced3": "Research 6, Contract Negotiator, is available.",
        "twinstar.ref.fruits.solo": "Solo mode",
        "twinstar.ref.fruits.solo1": "You play against the bot; no contracts; you start with "
                                     "12 credits and start both years.",
        "twinstar.ref.fruits.solo2": "The bot's first disc mirrors yours to a Construct spot; "
                                     "then its solo deck picks its actions.",
        "twinstar.ref.fruits.solo3": "Most credits after year 2 wins (you need strictly more).",
    },
    "ja": {
        "twinstar.part.market": "市場",
        "twinstar.part.market.help": "現在の価格。売った種類は1下がり、売らなかった最安の種類が1上がります"
                                     "。",
        "twinstar.part.upgrades": "アップグレード／研究",
        "twinstar.part.upgrades.help": "アップグレード（研究）アクションで解放する永続効果。3番（と6番）は2"
                                       "段階。",
        "twinstar.part.contracts": "契約",
        "twinstar.part.contracts.help": "この手番のアクションで条件を満たしたら手番の終わりに1枚獲得。ボー"
                                        "ナスはすぐ適用。",
        "twinstar.part.valley": "渓谷",
        "twinstar.part.valley.help": "鉱山（果樹園）から工場（市場）へ道路（ルート）を建設。平原1クレジット"
                                     "、湖は橋、山はアップグレードが必要。",
        "twinstar.help.place": "ここにアクションディスクを置き、そのアクションを行います。"
                               "ラウンド最初のディスクは外縁で、相手のディスクに（斜めも）"
                               "隣接不可。以降は自分のディスクに縦横で隣接。",
        "twinstar.help.leap": "カエル跳び：この相手のディスクを覆い（相手に2クレジット、"
                              "コーポレートマネージャーなら1）、隣に2枚目を置きます。"
                              "解決するのは2枚目だけです。",
        "twinstar.help.pass": "パス：もうディスクを置けません。このラウンドは終わりです。",
        "twinstar.help.walk": "この空いているシンボルにディスクを置き、アクションは行わずに"
                              "先のアクションへ進みます。解決するのは最後のディスクだけです"
                              "（フルーツ版）。",
        "twinstar.help.factory": "この用地に工場を建設：左上の工場ディスクの価格を払い、"
                                 "専門の2色を選びます。",
        "twinstar.help.spec": "この工場が精製する宝石の2色です。",
        "twinstar.help.road": "ここに道路コマを建設：平原1クレジット、湖の橋2クレジット。"
                              "山にはブリッジアーキテクトが必要。",
        "twinstar.help.cross": "交差点（ラウンドに1回）：相手のコマの上に自分のコマを置き、"
                               "相手に4クレジット。両方の色がそこにあるとみなします。",
        "twinstar.help.done": "このステップを終えます（これ以上建設・販売・獲得しない）。",
        "twinstar.help.from": "この鉱山から輸送：ルート上の自分の道路コマの数まで運べます。",
        "twinstar.help.to": "この工場へ届ける：専門の色は精製して手元へ、それ以外は1個1"
                            "クレジットで売却。相手の工場なら1個につき1クレジット。",
        "twinstar.help.via": "ルートはこの道路コマを通ります。好きなルートを描けます(各コマ1度)。"
                             "自分のコマで運べる数が決まり、相手のコマは宝石1個ごとに支払い"
                             "です。提案のルートなら残りを1回で描きます。",
        "twinstar.help.carry": "このルートで運ぶ宝石です。",
        "twinstar.help.keep": "マイニングエキスパート：引いた4個から2個を残します。",
        "twinstar.help.onto": "引いた宝石をこの鉱山（2個以下）に置きます。",
        "twinstar.help.upgrade": "このアップグレードを解放します（3番は2回必要）。",
        "twinstar.help.sell": "この色の精製済み宝石をすべて市場価格で売ります。売った色は1下がり、"
                              "売らなかった最安の色が1上がります。",
        "twinstar.help.claim": "この契約を獲得：この手番のアクションで条件を満たしました。",
        "twinstar.help.drop": "手元の宝石が5個を超えています。1個戻します。",
        "twinstar.help.fruits.place": "ここにアクションディスクを置き、そのアクションを行います。"
                                      "年の最初のディスクは外縁で相手に隣接不可。以降は"
                                      "自分のディスクに隣接。",
        "twinstar.help.fruits.leap": "カエル跳び：この相手のディスクを自分のディスクで覆い"
                                     "（支払いなし）先へ進みます。解決するのは最後のディスク"
                                     "だけです。",
        "twinstar.help.fruits.pass": "パス：到達できるアクションがありません。この年は終わり"
                                     "です。",
        "twinstar.help.fruits.factory": "この用地に市場を建設：残っている最も高いドームの価格"
                                        "を払い、需要の果物2種を選びます。",
        "twinstar.help.fruits.spec": "この市場が需要とする2種の果物です。",
        "twinstar.help.fruits.road": "ここにルートコマを建設：平原1クレジット、橋2クレジット。"
                                     "山にはスマートルートが必要。",
        "twinstar.help.fruits.from": "この果樹園から配達：ルートコマの数まで果物を運べます。",
        "twinstar.help.fruits.to": "この市場へ配達：需要の果物はあなたのサプライへ、それ以外は"
                                   "ただちに1つ1クレジットで販売。相手の市場では需要の果物1つ"
                                   "につき1クレジットを払います。",
        "twinstar.help.fruits.walk": "この空いているシンボルにディスクを置き、アクションは"
                                     "行わずに先へ進みます。解決するのはターン最後のディスク"
                                     "だけで、どのディスクも2×2に数えます。",
        "twinstar.help.fruits.carry": "このルートで配達する果物です。",
        "twinstar.help.fruits.keep": "グローセーフ：引いた4つから2つを残します。",
        "twinstar.help.fruits.onto": "引いた果物をこの果樹園に置きます。",
        "twinstar.help.fruits.upgrade": "この研究を有効化します（3番と6番は2段階）。すでに"
                                        "置いている相手に支払います。",
        "twinstar.help.fruits.sell": "この種類の果物をすべて市場価格で売ります。売った種類は"
                                     "1下がり、売らなかった最安の種類が1上がります。",
        "twinstar.help.fruits.drop": "サプライの果物が5つを超えています。1つ戻します。",
        "twinstar.ref.setup": "内容物と準備",
        "twinstar.ref.setup1": "渓谷は{tiles}枚のタイル（各19ヘクス、鉱山1つ）。各鉱山に"
                               "ランダムな宝石2個。",
        "twinstar.ref.setup2": "アクションボード{grid}。各自アクションディスク{discs}枚と道路"
                               "コマ15個。",
        "twinstar.ref.setup3": "市場ビーズは2に。工場ディスク6枚。契約はデッキAから8枚を"
                               "グリッドに、デッキBをデッキCの上に重ねて山札に。",
        "twinstar.ref.setup4": "開始資金：手番順に7・8・10・12クレジット。",
        "twinstar.ref.turn": "手番",
        "twinstar.ref.turn1": "空いているマスにアクションディスクを1枚置いてメインアクションを"
                              "行い、その後オプションアクション。",
        "twinstar.ref.turn2": "ラウンド最初のディスク：外縁で、相手のディスクに斜めも隣接不可。"
                              "以降：自分のディスクに縦横で隣接。",
        "twinstar.ref.turn3": "カエル跳び：相手に2クレジット払ってディスクを覆い、その隣に"
                              "2枚目を置く（1マスに最大2枚）。",
        "twinstar.ref.turn4": "自分のディスクが2×2になるか最後のディスクを置くと、その"
                              "ラウンドは終わり。",
        "twinstar.ref.actions": "メインアクション",
        "twinstar.ref.actions1": "建設：工場1つ、または道路コマ2つ（道路1・橋2・交差点は相手に"
                                 "4、ラウンドに1回）。",
        "twinstar.ref.actions2": "輸送：つながった道路で鉱山→工場。宝石はルート上の自分のコマ"
                                 "の数まで。相手のコマは宝石ごとに支払い。",
        "twinstar.ref.actions3": "採掘：2回、宝石2個を2個以下の鉱山に置く。3クレジット獲得。",
        "twinstar.ref.actions4": "アップグレード：アップグレードを1つ解放。",
        "twinstar.ref.upgrades": "アップグレード",
        "twinstar.ref.upgrades1": "1 ブリッジアーキテクト：橋1クレジット、山に道路1クレジット。",
        "twinstar.ref.upgrades2": "2 コンストラクションマスター：建設で道路コマ3つ。",
        "twinstar.ref.upgrades3": "3 チーフロジスティクス（2段階）：輸送で2回移動。",
        "twinstar.ref.upgrades4": "4 マイニングエキスパート：各回4個引いて2個残す。",
        "twinstar.ref.upgrades5": "5 コーポレートマネージャー：予備のディスクで1クレジットの"
                                  "カエル跳び。",
        "twinstar.ref.optional": "オプションアクション",
        "twinstar.ref.optional1": "精製済み宝石の販売（手番に1回）：その色をすべて価格で売る。"
                                  "売った色は1下がり、売らなかった最安の色が1上がる。",
        "twinstar.ref.optional2": "この手番のアクションで条件を満たした契約を1枚獲得。ボーナスは"
                                  "すぐに適用、グリッドは補充。",
        "twinstar.ref.optional3": "手番の終わりに手元の宝石は5個まで。",
        "twinstar.ref.end": "ラウンド・終了・得点",
        "twinstar.ref.end1": "2ラウンド。ラウンド2ではアクションボードを裏返します。",
        "twinstar.ref.end2": "得点：契約の点＋2クレジットにつき1点＋自分の工場が精製できる"
                             "鉱山上の宝石1個につき1点。",
        "twinstar.ref.end3": "同点：契約の枚数、次に契約の点数が多い方。",
        "twinstar.ref.contracts": "契約",
        "twinstar.ref.board": "アクションボード（1年目／ラウンド1の面）",
        "twinstar.ref.reconstructed": "再構成：渓谷タイル・アクションボード・価格・契約の一覧は"
                                      "ルールブックに印刷されていないため、記述を満たすよう"
                                      "推定しました。",
        "twinstar.ref.fruits.setup": "内容物と準備（フルーツ版）",
        "twinstar.ref.fruits.setup1": "渓谷は{tiles}枚のタイル：果樹園・湖・山岳・平原・市場"
                                      "サイト。",
        "twinstar.ref.fruits.setup2": "アクションボード{grid}。各自アクションディスク{discs}枚と"
                                      "ルートコマ。研究ボード、市場ボード。",
        "twinstar.ref.fruits.setup3": "果物：リンゴ・ブドウ・レモン・洋ナシ。",
        "twinstar.ref.fruits.turn": "年と手番",
        "twinstar.ref.fruits.turn1": "2年間。手番ではディスクを1枚以上置き、最後のディスクの"
                                     "アクションだけを行います。",
        "twinstar.ref.fruits.turn2": "年の最初のディスク：外縁で相手に隣接不可。以降：自分の"
                                     "ディスクに隣接。",
        "twinstar.ref.fruits.turn3": "カエル跳び：相手のディスクを自分のディスクで覆い、その先へ"
                                     "（1手番に複数回可、支払いなし）。",
        "twinstar.ref.fruits.turn4": "実行できるアクションがあればそれを選ぶ必要があります。2×2"
                                     "（フリーフレックスなし）か最後のディスクでその年は終わり。",
        "twinstar.ref.fruits.actions": "メインアクション",
        "twinstar.ref.fruits.actions1": "建設：市場1つ（ドーム＋需要の果物2種）またはルートコマ"
                                        "2つ（平原1・橋2）。",
        "twinstar.ref.fruits.actions2": "配達：つながったルートで果樹園→市場。果物はルートコマの"
                                        "数まで。相手のコマには支払い。",
        "twinstar.ref.fruits.actions3": "生育：3クレジット払い、2回、果物2つを果樹園に置く。",
        "twinstar.ref.fruits.actions4": "研究：研究を1つ有効化。すでに置いている相手に支払い。",
        "twinstar.ref.fruits.upgrades": "研究",
        "twinstar.ref.fruits.upgrades1": "1 スマートルート：橋1クレジット、山2クレジット。",
        "twinstar.ref.fruits.upgrades2": "2 エコロード：建設でルートコマ3つ。",
        "twinstar.ref.fruits.upgrades3": "3 ドライブボット（2段階）：配達で2回配達。",
        "twinstar.ref.fruits.upgrades4": "4 グローセーフ：各回4つ引いて2つ残す。",
        "twinstar.ref.fruits.upgrades5": "5 フリーフレックス：2×2でも年が終わらない。",
        "twinstar.ref.fruits.upgrades6": "6 契約ネゴシエーター（上級、2段階）。",
        "twinstar.ref.fruits.optional": "果物の販売（オプション）",
        "twinstar.ref.fruits.optional1": "手番に1回、アクションの後：1種類以上の果物をすべて市場"
                                         "価格で売る。売った種類は1下がり、売らなかった最安の"
                                         "種類が1上がる。",
        "twinstar.ref.fruits.end": "年の終了と得点",
        "twinstar.ref.fruits.end1": "2年目：ボードを裏返し、資本が最も少ないプレイヤーから。",
        "twinstar.ref.fruits.end2": "資本：クレジット＋契約の報酬＋自分の市場の需要マーカー"
                                    "ごとに一致する果樹園の果物1つにつき1。",
        "twinstar.ref.fruits.end3": "同点：契約の枚数、契約の点数、研究の数の順。",
        "twinstar.ref.fruits.advanced": "上級モード",
        "twinstar.ref.fruits.advanced1": "契約：デッキAの8枚をグリッドに、B、Cの順で補充。条件を"
                                         "満たしたら手番の終わりに1枚獲得。",
        "twinstar.ref.fruits.advanced2": "3〜4人：ターン順ボード。生育で自分のマーカーが上へ、"
                                         "配達で下へ。",
        "twinstar.ref.fruits.advanced3": "研究6「契約ネゴシエーター」が使えます。",
        "twinstar.ref.fruits.solo": "ソロモード",
        "twinstar.ref.fruits.solo1": "ボットと対戦。契約なし。あなたは12クレジットで開始し、"
                                     "両年ともスタートプレイヤー。",
        "twinstar.ref.fruits.solo2": "ボットの最初のディスクはあなたの反対側の建設へ。以降は"
                                     "ソロデッキがアクションを決めます。",
        "twinstar.ref.fruits.solo3": "2年目の終わりにクレジットが多い方の勝ち（あなたは上回る"
                                     "必要があります）。",
    },
}

# ---- each part of the table on its own (parts.py): a hex, a square, a market, an upgrade, a
# contract and its progress, and the whole parts besides those above; the fruit edition's
# wording under ``part.fruits.*``
_PARTS_EN = {
    "hex.title": "{hex} · {terrain}",
    "hex.factory": "Factory of {owner}, refining {items}.",
    "hex.pieces": "Road pieces: {owners}.",
    "hex.mine": "Gems on this mine: {items}. A Transport takes them to a factory; a Mine "
                "action adds 2 while it holds 2 or fewer.",
    "hex.site": "A factory site: a Construct builds a factory here for {cost} credits (the "
                "cheapest factory left).",
    "hex.cost": "A road piece here costs {name} {cost} credits.",
    "hex.mountain": "Mountains: a road here needs the Bridge Architect upgrade.",
    "square.title": "{square} · {action}",
    "square.discs": "Discs here: {owners} (the last one on top).",
    "upgrade.done": "Unlocked by {players}.",
    "upgrade.half": "Half-way (one of two steps): {players}.",
    "upgrade.fees": "Taking it now costs {n} credits paid to the rivals already on it.",
    "market.title": "{item} market",
    "market.track": "Price track {track}: one sold now pays {price}.",
    "market.now": "{name} holds {n} {item}: selling them now earns {value}.",
    "market.rule": "After a sale each kind sold moves down 1 and the cheapest kind not sold "
                   "moves up 1.",
    "contract.goal": "Goal: {goal}. Worth {points} points at the end of the game.",
    "contract.goal.one": "Goal: {goal}. Worth 1 point at the end of the game.",
    "contract.bonus": "Bonus at once when claimed: {bonus}.",
    "contract.items": "It asks for: {items}.",
    "contract.when": "Claim it at the end of a turn in which your action met the goal.",
    "contract.won": "Won by {name}.",
    "progress.of": "{name}: {have} of {need}",
    "progress.met": "{name}: {have} of {need}, met (the next such action claims it)",
    "progress.left": "{name}: {n} pieces still to use",
    "progress.left.one": "{name}: 1 piece still to use",
    "progress.own": "{name}: {n} own road pieces in the valley",
    "progress.rival": "{name}: {n} rival road pieces in the valley",
    "progress.hold": "{name}: holds {n} refined gems",
    "progress.sale": "{name}: selling everything now earns {n}",
    "progress.shape_yes": "{name}: the shape stands (a new piece in it claims)",
    "progress.shape_no": "{name}: not yet",
    "progress.luck": "{name}: the draw decides",
    "actions": "Action board",
    "actions.help": "Place an action disc on a square to choose your main action: the first "
                    "disc of a round on the edge and not next to a rival disc (even "
                    "diagonally), later discs next to one of yours. A 2×2 square of your discs "
                    "or your last disc ends your round.",
    "players": "Players",
    "players.help": "What each player holds: credits, refined gems, action discs and road "
                    "pieces left, contracts won and upgrades unlocked.",
    "factories": "Factory costs",
    "factories.help": "A new factory costs the cheapest price left; one factory per Construct "
                      "action.",
    "factories.now": "Left: {costs}.",
    "pile": "Contract pile",
    "pile.help": "A claimed contract is replaced by the top card of this pile.",
    "pile.now": "{n} contracts left.",
    "order": "Turn order",
    "order.help": "The order in which the players take their turns this round and the next.",
    "bot": "Solo bot",
    "bot.help": "The rules' own bot: each year it reveals a solo card and places its discs by "
                "the card's priorities; the reasons for its moves are listed here.",
}
_PARTS_JA = {
    "hex.title": "{hex}・{terrain}",
    "hex.factory": "{owner}の工場。精製: {items}。",
    "hex.pieces": "道路コマ: {owners}。",
    "hex.mine": "この鉱山の宝石: {items}。輸送で工場へ運びます。採掘で2個追加(2個以下のとき)。",
    "hex.site": "工場用地: 建設で{cost}クレジットの工場を建てられます(残りで最も安い工場)。",
    "hex.cost": "{name}がここに道路コマを置くと{cost}クレジットです。",
    "hex.mountain": "山岳: ここに道路を置くにはブリッジアーキテクトが必要です。",
    "square.title": "{square}・{action}",
    "square.discs": "このマスのディスク: {owners}(最後が一番上)。",
    "upgrade.done": "獲得済み: {players}。",
    "upgrade.half": "途中(2段階の1段階目): {players}。",
    "upgrade.fees": "今これを取ると、すでに持っている相手に合計{n}クレジット払います。",
    "market.title": "{item}の市場",
    "market.track": "価格トラック {track}: 今1個売ると{price}。",
    "market.now": "{name}は{item}を{n}個持っています。今売ると{value}。",
    "market.rule": "販売の後、売った種類は1下がり、売らなかった最も安い種類が1上がります。",
    "contract.goal": "条件: {goal}。ゲーム終了時に{points}点。",
    "contract.goal.one": "条件: {goal}。ゲーム終了時に1点。",
    "contract.bonus": "獲得時のボーナス(すぐに): {bonus}。",
    "contract.items": "必要なもの: {items}。",
    "contract.when": "アクションで条件を満たしたターンの終わりに獲得します。",
    "contract.won": "{name}が獲得済み。",
    "progress.of": "{name}: {need}のうち{have}",
    "progress.met": "{name}: {need}のうち{have}、達成(次の該当アクションで獲得)",
    "progress.left": "{name}: 使うコマ残り{n}",
    "progress.left.one": "{name}: 使うコマ残り1",
    "progress.own": "{name}: 渓谷に自分の道路コマ{n}つ",
    "progress.rival": "{name}: 渓谷に相手の道路コマ{n}つ",
    "progress.hold": "{name}: 精製済みの宝石{n}個",
    "progress.sale": "{name}: 今すべて売ると{n}",
    "progress.shape_yes": "{name}: 形はできています(その形に新しいコマを置くと獲得)",
    "progress.shape_no": "{name}: まだ",
    "progress.luck": "{name}: 引き次第",
    "actions": "アクションボード",
    "actions.help": "アクションディスクをマスに置いてメインアクションを選びます。ラウンド最初の"
                    "ディスクは外縁で相手のディスクに(斜めにも)隣接しないマス、以降は自分の"
                    "ディスクの隣。自分のディスクの2×2か最後のディスクでラウンド終了。",
    "players": "プレイヤー",
    "players.help": "各プレイヤーの持ち物: クレジット、精製済みの宝石、残りのディスクと道路コマ、"
                    "獲得した契約とアップグレード。",
    "factories": "工場コスト",
    "factories.help": "新しい工場は残りで最も安い価格です。建設1回で工場1つ。",
    "factories.now": "残り: {costs}。",
    "pile": "契約の山札",
    "pile.help": "獲得された契約の場所には、この山札の一番上のカードが補充されます。",
    "pile.now": "残り{n}枚。",
    "order": "ターン順",
    "order.help": "このラウンドと次のラウンドの手番の順番です。",
    "bot": "ソロボット",
    "bot.help": "ルールのボット: 毎年ソロカードを公開し、その優先順位でディスクを置きます。"
                "手の理由はここに表示されます。",
}
_FRUIT_PARTS_EN = {
    "hex.factory": "Market of {owner}, demanding {items}.",
    "hex.pieces": "Route pieces: {owners}.",
    "hex.mine": "Fruits in this orchard: {items}. A delivery takes them to a market; Grow adds "
                "fruits.",
    "hex.site": "A market site: a Construct builds a market here for {cost} credits (the most "
                "expensive dome left).",
    "hex.cost": "A route piece here costs {name} {cost} credits.",
    "hex.mountain": "Mountains: a route piece here needs the Smart Route research.",
    "progress.own": "{name}: {n} own route pieces in the valley",
    "progress.rival": "{name}: {n} rival route pieces in the valley",
    "progress.hold": "{name}: holds {n} fruits",
    "actions.help": "Place action discs to reach an action: the first disc of a year on the "
                    "edge, later ones next to yours; discs placed on the way do not act, a "
                    "leapfrog covers a rival disc; only your last disc's action is performed.",
    "players.help": "What each player holds: credits, fruits in the supply, action discs and "
                    "route pieces left, contracts won and researches.",
    "factories": "Market domes",
    "factories.help": "A new market takes the most expensive dome left; one market per "
                      "Construct action.",
    "order.help": "The turn-order board: the order of turns this year and the next (Grow moves "
                  "you up, Deliver down).",
}
_FRUIT_PARTS_JA = {
    "hex.factory": "{owner}の市場。需要: {items}。",
    "hex.pieces": "ルートコマ: {owners}。",
    "hex.mine": "この果樹園の果物: {items}。配達で市場へ運びます。生育で果物が増えます。",
    "hex.site": "市場サイト: 建設で{cost}クレジットの市場を建てられます(残りで最も高いドーム)。",
    "hex.cost": "{name}がここにルートコマを置くと{cost}クレジットです。",
    "hex.mountain": "山: ここにルートコマを置くにはスマートルートの研究が必要です。",
    "progress.own": "{name}: 渓谷に自分のルートコマ{n}つ",
    "progress.rival": "{name}: 渓谷に相手のルートコマ{n}つ",
    "progress.hold": "{name}: 果物{n}つ",
    "actions.help": "アクションディスクを置いてアクションに到達します。年の最初のディスクは外縁、"
                    "以降は自分のディスクの隣。途中のディスクは解決せず、カエル跳びは相手の"
                    "ディスクを覆います。解決するのは最後のディスクだけです。",
    "players.help": "各プレイヤーの持ち物: クレジット、サプライの果物、残りのディスクとルートコマ、"
                    "獲得した契約と研究。",
    "factories": "市場ドーム",
    "factories.help": "新しい市場は残りで最も高いドームを使います。建設1回で市場1つ。",
    "order.help": "ターン順ボード: 今年と来年の手番の順番(生育で上へ、配達で下へ)。",
}
for _lang, _parts, _fruit in (("en", _PARTS_EN, _FRUIT_PARTS_EN), ("ja", _PARTS_JA, _FRUIT_PARTS_JA)):
    TEXTS[_lang].update({f"twinstar.part.{k}": v for k, v in _parts.items()})
    TEXTS[_lang].update({f"twinstar.part.fruits.{k}": v for k, v in _fruit.items()})
