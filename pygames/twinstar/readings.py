"""TwinStar Valley: how this table reads its two rulebooks, and which components are ours.

The one list per edition of the readings chosen where a rulebook is unclear or silent
(``twinstar-valley-gems.en.txt``, quoted in English; ``twinstar-valley-fruits.ja.txt``,
quoted in Japanese) and of the components' provenance (see :mod:`pygames.core.readings`);
each reading's test names its entry, and the rules reference shows the edition's lists to
players. Readings marked "rules 2" changed with rules version 2; games started before keep
the earlier reading (``legacy.py``).
"""

from __future__ import annotations

from typing import Any

from ..core.readings import Component, Reading, find


def _gem(rid: str, en: str, ja: str, choice_en: str, choice_ja: str) -> Reading:
    return Reading(rid, {"en": en, "ja": ja}, {"en": choice_en, "ja": choice_ja}, source="en")


def _fruit(rid: str, ja: str, en: str, choice_en: str, choice_ja: str) -> Reading:
    return Reading(rid, {"ja": ja, "en": en}, {"en": choice_en, "ja": choice_ja})


READINGS_GEMS: tuple[Reading, ...] = (
    _gem("gems-start",
         "Blindly draw 2 gems, and place them on a free Mine (holding no gems).",
         "宝石を2個見ずに引き、空いている(宝石のない)鉱山に置きます。",
         "Every mine gets its 2 blind gems at setup (all are free then); the seat listed first "
         "is the Starting Player.",
         "準備ではすべての鉱山に見ずに引いた宝石2個を置きます(どれも空いているため)。最初の席が"
         "スタートプレイヤーです。"),
    _gem("gems-valley",
         "Form a configuration of tiles that creates 1 continuous shape, without any "
         "seams/space between individual tiles. Each tile placed must touch at least 2 other "
         "tiles.",
         "タイルどうしに隙間のない1つの連続した形を作ります。置いた各タイルは他の少なくとも2枚に"
         "接していなければなりません。",
         "Tiles sit on the hex lattice of their own size, connected, each touching at least two "
         "others, with no enclosed hole; which tiles, where and how turned comes from the "
         "game's seed.",
         "タイルはタイルの大きさの六角格子に置き、つながっていて、各タイルが他の2枚以上に接し、"
         "囲まれた穴はありません。どのタイルをどこにどの向きで置くかはゲームのシードで決まります。"),
    _gem("gems-five-actions",
         "There are 5 unique Main actions on each side of the Action board.",
         "アクションボードの各面には5種類のメインアクションがあります。",
         "The rulebook describes four (Construct, Transport, Mine, Upgrade); the boards use "
         "those four.",
         "ルールブックが説明するのは4種類(建設・輸送・採掘・アップグレード)なので、ボードはこの"
         "4種類を使います。"),
    _gem("gems-leapfrog",
         "This allows the active player to place an Action disc on top of that of this rival "
         "and immediately position a second disc to cover an adjacent Action spot that will "
         "be resolved.",
         "手番のプレイヤーは相手のディスクの上に自分のディスクを置き、ただちに隣のアクションマス"
         "に2枚目を置いてそれを解決します。",
         "A round's first disc never leapfrogs; the covered disc must be reachable as a normal "
         "placement (next to one of your top discs); the second disc goes on a free square "
         "next to it. With Corporate Manager and a spare disc left, the covering disc comes "
         "from the spares and the fee is 1 credit.",
         "ラウンド最初のディスクではリープフロッグできません。覆うディスクは通常の配置と同じく"
         "自分のいちばん上のディスクの隣でなければならず、2枚目はその隣の空きマスに置きます。"
         "コーポレートマネージャーを持ち予備のディスクがあれば、覆うディスクは予備から出し、"
         "支払いは1クレジットです。"),
    _gem("gems-pass",
         "In their turn, players continue placing their discs and perform actions, until they "
         "create a 2X2 configuration or have positioned their last Action disc.",
         "プレイヤーは2×2を作るか最後のディスクを置くまで、手番ごとにディスクを置いてアクション"
         "を行います。",
         "A player who cannot place any disc passes: their round ends.",
         "どのディスクも置けないプレイヤーはパスし、そのラウンドを終えます。"),
    _gem("gems-main-action",
         "Before performing one or two Optional actions, a player must always perform the "
         "Main action.",
         "1つか2つのオプションアクションの前に、プレイヤーは必ずメインアクションを行います。",
         "Rules 2: a Construct or Transport ends early (Done) only after its first step, or "
         "when it cannot be performed at all; Mine and Upgrade have no Done.",
         "ルール2:建設と輸送は最初の1歩の後(またはまったく実行できない場合)にだけ早く終えられ"
         "ます。採掘とアップグレードに終了はありません。"),
    _gem("gems-factory-piece",
         "Next a player places a Road piece of his color on top of the pink Factory disc to "
         "mark ownership.",
         "次に、所有を示すため、自分の色の道路コマをピンクの工場ディスクの上に置きます。",
         "That piece comes from the owner's 15 road pieces; it is not part of any route (a "
         "route runs from the mine over road hexes to the factory hex).",
         "そのコマは所有者の15個の道路コマから出します。ルートの一部にはなりません(ルートは鉱山"
         "から道路ヘクスを通って工場のヘクスまで)。"),
    _gem("gems-tolls",
         "If several rivals contributed to the used road, the cost is only paid to the rival "
         "player with the most contributed pieces (majority). If tied with other rival players, "
         "this cost is divided equally between the tied players, rounded up.",
         "複数の相手が道路に貢献している場合、支払いは最も多くのコマを出した相手(過半)だけに"
         "行います。同数の相手がいれば、その相手たちで均等に分け、端数は切り上げます。",
         "Per gem, the number of rival pieces on the route; the whole of it to the rival with "
         "the most pieces; tied rivals each receive the total divided by their number, rounded "
         "up.",
         "宝石1個につきルート上の相手のコマの数。その全額を最も多くのコマを持つ相手へ。同数の"
         "相手はそれぞれ総額を人数で割った額(切り上げ)を受け取ります。"),
    _gem("gems-financing",
         "They are allowed to pay rivals with the credits earned from the sale, but must do so "
         "within the same turn.",
         "販売で得たクレジットで相手に支払ってもよいですが、同じ手番のうちに支払わなければなりま"
         "せん。",
         "A transport is allowed when the sale of your refined gems later this turn could pay "
         "for it; until the debt is paid, the sale step offers no Done.",
         "この手番のうちに精製した宝石を売れば払える輸送は行えます。借りを返すまで、販売の段階に"
         "終了はありません。"),
    _gem("gems-reserve",
         "This reserve may hold up to 5 gems at the end of a player's turn",
         "この手元は手番の終わりに最大5個の宝石を持てます",
         "Over 5 at the end of the turn, the player returns gems of their choice to the "
         "discard pile until 5 remain.",
         "手番の終わりに5個を超えていれば、5個になるまで好きな宝石を捨て山に戻します。"),
    _gem("gems-mine-draws",
         "After this first placement, again 2 gems are blindly drawn and positioned at a single "
         "Mine with 2 or fewer gems present.",
         "この最初の配置の後、もう一度宝石2個を見ずに引き、宝石が2個以下の鉱山1つに置きます。",
         "A draw is skipped when the bag is empty or no mine holds 2 or fewer; a contract's "
         "bonus mine draws 2 (Mining Expert does not apply); the 3 credits are taken anyway.",
         "袋が空か、宝石2個以下の鉱山がなければ、そのドローは飛ばします。契約ボーナスの採掘は2個"
         "(マイニングエキスパートは適用されません)。3クレジットは必ず受け取ります。"),
    _gem("gems-contract-action",
         "you must have built an additional bridge in the turn the Contract was claimed, even "
         "if you previously had 2 bridges already present",
         "すでに橋が2つあっても、契約を獲得する手番にもう1つ橋を建設していなければなりません",
         "Goals are checked against what happened this turn; the \"have at least ...\" goals "
         "also need the matching action this turn.",
         "条件はこの手番に起きたことで判定します。「少なくとも…持つ」条件にも、この手番に対応する"
         "アクションが必要です。"),
    _gem("gems-bonus",
         "Position the listed amount of your Road pieces (1 or 2) in the Playing field, at no "
         "cost.",
         "記載の数(1か2)の道路コマを無料で盤面に置きます。",
         "Bonus pieces are regular roads, bridges or mountain roads (no crossroad, no factory), "
         "cost nothing, and need the same upgrade as paid ones; Chief Logistics also applies "
         "to a bonus transport.",
         "ボーナスのコマは通常の道路・橋・山の道路(交差点と工場は不可)で無料、有料と同じ"
         "アップグレードが必要です。ボーナスの輸送にもチーフロジスティクスが効きます。"),
    _gem("gems-routes",
         "Players are not obliged to take the shortest route, but you can only use each road "
         "piece once per movement over several road pieces.",
         "最短ルートを選ぶ必要はありませんが、1回の移動で各道路コマは1度しか使えません。",
         "Rules 2: every route that differs in anything a rule or contract counts is offered "
         "(what it carries, own, rival and all pieces, each rival's share), found by an exact "
         "search; a route is left out only when another carries and counts at least as much "
         "and passes no more pieces of any rival.",
         "ルール2:ルールや契約が数えるもの(運べる数、自分・相手・全部のコマ、相手ごとの取り分)"
         "のどれかが違うルートはすべて選べます(厳密な探索)。外すのは、ほかのルートがどの点でも"
         "同じかそれ以上で、どの相手のコマも多く通らない場合だけです。"),
    _gem("gems-crossroad-terrain",
         "Mountains: These hexes can not be built on unless you unlock an upgrade",
         "山岳:アップグレードを解除しない限り建設できません",
         "Rules 2: a crossroad on a rival's piece on a mountain needs Bridge Architect too.",
         "ルール2:山岳にある相手のコマの上の交差点にもブリッジアーキテクトが必要です。"),
    _gem("gems-rival-pass",
         "During a single Transport, pass at least the listed amount of Road pieces of a rival "
         "color.",
         "1回の輸送で、相手の色の道路コマを記載の数以上通ります。",
         "Every rival's pieces on the route count together.",
         "ルート上のすべての相手のコマを合わせて数えます。"),
    _gem("gems-credits",
         "60 credits in total with values 1/5/10",
         "1/5/10のクレジットが合計60",
         "The credit supply never runs out (what leaves it is still counted); final money "
         "points are credits ÷ 2 rounded down, never below 0.",
         "クレジットの供給は尽きません(出入りは記録します)。最終得点のお金はクレジット÷2の切り"
         "捨てで、0未満にはなりません。"),
)

READINGS_FRUITS: tuple[Reading, ...] = (
    _fruit("fruits-several-discs",
           "プレイヤーのターンでは、1枚以上のアクションディスクをアクションボードにある空いている"
           "シンボル上に配置します。",
           "In their turn a player places one or more action discs on free symbols of the "
           "action board.",
           "Rules 2: a turn may cover free symbols without resolving them (walk) and rival "
           "discs (leapfrog), each next to one of your discs, to reach the one action its last "
           "disc resolves; every disc counts for the 2×2 and for the discs left. One tap on a "
           "far target places the chain; where several shortest chains reach it, you pick one.",
           "ルール2:ターンでは、空いているシンボルに解決しないディスク(ウォーク)や相手のディスク"
           "(カエル跳び)を、どれも自分のディスクの隣に置いて進み、最後の1枚のアクションだけを解決"
           "できます。どのディスクも2×2と残りの枚数に数えます。遠い目標を1回タップすると道筋ごと"
           "置き、最短の道筋が複数あれば選びます。"),
    _fruit("fruits-enough-discs",
           "このカエル跳びアクションは、プレイヤーが利用可能なアクションに到達するのに十分なディスク"
           "が残っていない場合、実行できません。",
           "A leapfrog cannot be made when the player has not enough discs left to reach an "
           "available action.",
           "A disc that does not resolve (walk or leapfrog) is allowed only when an action you "
           "may choose stays within reach of the discs left; a year's first disc never "
           "leapfrogs.",
           "解決しないディスク(ウォークとカエル跳び)は、残りのディスクで選べるアクションに届く"
           "場合だけ置けます。その年の最初のディスクではカエル跳びできません。"),
    _fruit("fruits-performable",
           "プレイヤーは、他にアクションが利用できない場合を除き、実行できないアクションを選択する"
           "ことはできません。",
           "A player may not choose an action they cannot perform unless no other action is "
           "available.",
           "Performable means: Construct an affordable route piece or market, Deliver a load, "
           "Research an affordable research; Grow always (its 3 credits). While one is within "
           "reach, the turn must end on one; if none is, any reachable action may be taken and "
           "does nothing; a player who can reach none passes and their year ends.",
           "実行できるとは:建設は払えるルートコマか市場、配達は運べる荷、研究は払える研究、生育は"
           "常に(3クレジット)。届く範囲にあれば、ターンはそのどれかで終えます。なければ届く"
           "アクションを選んで何もしません。どれにも届かないプレイヤーはパスし、その年を終えます。"),
    _fruit("fruits-capacity",
           "プレイヤーが配達できる果物の最大数は、色に関係なく、配達に使用されるルートコマの数に"
           "よって制限されます。",
           "The most fruits a player can deliver is limited by the number of route pieces used "
           "for the delivery, whatever their colour.",
           "Every piece of the route counts, the player's own and rivals' alike.",
           "ルートのすべてのコマを、自分のものも相手のものも数えます。"),
    _fruit("fruits-routes",
           "プレイヤーは最短ルートを選択する必要はなく、各ルートコマは配達ごとに一度だけ使用"
           "できます。",
           "A player need not choose the shortest route, and each route piece is used once per "
           "delivery.",
           "Rules 2: every route that differs in anything a rule or contract counts is offered "
           "(fruits it carries, own, rival and all pieces, what each rival is paid), drawn on "
           "the map with its cost and the contracts it would meet.",
           "ルール2:ルールや契約が数えるもの(運べる果物、自分・相手・全部のコマ、相手ごとの支払い)"
           "のどれかが違うルートはすべて選べ、費用と満たす契約とともに地図に描きます。"),
    _fruit("fruits-market-demand",
           "彼はリザーブから異なる色の利用可能な需要コマを2つ選択し、市場自体の隣の空いている"
           "建築サイトのヘクスにそれらを重ねて配置します。",
           "He chooses two available demand pieces of different colours and stacks them on a "
           "free site hex next to the market itself.",
           "The demand pieces go on the first free hex of the same site next to the market (by "
           "hex name); a market can be built only where there is one.",
           "需要コマは市場の隣にある同じサイトの空きヘクスのうち、名前順で最初のものに置きます。"
           "そのヘクスがある場所にだけ市場を建設できます。"),
    _fruit("fruits-research-numbers",
           "3番目と6番目の研究オプションをアンロックするには2つのステップが必要です",
           "The third and sixth research need two steps to unlock",
           "The rulebook fixes only research 3 (Drive Bot) and 6 (Contract Negotiator); the "
           "others keep the track numbers of the gem upgrades they mirror: 1 Smart Route, 2 Eco "
           "Road, 4 GrowSafe, 5 Free Flex.",
           "ルールブックが番号を決めているのは研究3(ドライブボット)と6(契約交渉人)だけです。"
           "ほかは対応する宝石版アップグレードの番号を使います:1スマートルート、2エコロード、"
           "4グローセーフ、5フリーフレックス。"),
    _fruit("fruits-drive-bot",
           "これは、2つの異なる果樹園から、および/または2つの異なる市場に向けて行うことができます。",
           "This can be from two different orchards and/or to two different markets.",
           "Drive Bot's second delivery may not repeat the first one's orchard-to-market pair.",
           "ドライブボットの2回目の配達は、1回目と同じ果樹園と市場の組み合わせにはできません。"),
    _fruit("fruits-year-two",
           "資本が最も低いプレイヤーが新しいスタートプレイヤーになります。",
           "The player with the lowest capital becomes the new start player.",
           "Rules 2: capital as the mode's final scoring counts it (credits and markets, and "
           "contracts in the advanced mode); a tie goes to the first of them clockwise from year "
           "1's start player. With the turn-order board, its top starts.",
           "ルール2:資本はそのモードの最終得点の数え方(クレジットと市場、上級モードでは契約も)。"
           "同点なら1年目のスタートプレイヤーから時計回りで最初の人。ターン順ボードがあれば、その"
           "一番上から始めます。"),
    _fruit("fruits-turn-order",
           "左の列を右の列と同じ順に並び替え、次のラウンドの新しいプレイ順序を設定します。",
           "The left column is rearranged in the order of the right one, setting the next "
           "round's order.",
           "The left column copies the right one after every round (when the last player in it "
           "has played) and at the end of the year.",
           "左の列は、ラウンドごと(列の最後のプレイヤーが手番を終えたとき)と年の終わりに右の列を"
           "写します。"),
    _fruit("fruits-refill",
           "グリッド内の空いた場所は、あなたのターンの終了時にのみ補充されます。",
           "Empty places in the grid are refilled only at the end of your turn.",
           "Every contract taken is replaced at the end of the turn (with or without the "
           "Negotiator).",
           "獲得された契約は(契約交渉人の有無にかかわらず)ターンの終わりに補充します。"),
    _fruit("fruits-two-contracts",
           "この例では、両方の契約を獲得するには、ブドウ1つ、ナシ1つ、リンゴ2つを配達する必要"
           "があります。",
           "In this example, claiming both contracts needs a grape, a pear and two apples "
           "delivered.",
           "Delivered fruits used by one claimed contract's goal cannot serve a second one that "
           "turn.",
           "ある契約の条件に使った配達済みの果物は、同じターンの2つ目の契約には使えません。"),
    _fruit("fruits-sales-count",
           "販売されたすべての果物は、あなたのサプライから販売しても、配達アクション中に販売しても、"
           "この合計に含まれます。",
           "Every fruit sold counts toward this total, whether sold from your supply or during "
           "a delivery.",
           "\"Sell N\" and \"earn N\" goals count the fruits sold at once on delivery (1 credit "
           "each) too.",
           "「N個販売」「N獲得」の条件は、配達中にただちに売った果物(1つ1クレジット)も数えます。"),
    _fruit("fruits-contract-action",
           "契約に特定のアクションが記載されている場合、それを獲得するには、同じターンに記載された"
           "アクションを実行する必要があります。",
           "If a contract names an action, claiming it needs that action performed the same "
           "turn.",
           "Goals naming an action: markets, pieces, terrain, all pieces and six on a tile need "
           "a Construct; discs on Grow a Grow; researches a Research.",
           "アクションを伴う条件:市場・コマ数・地形・全コマ・1タイル6コマは建設、生育のディスクは"
           "生育、研究数は研究が必要です。"),
    _fruit("fruits-bonus-grow",
           "生育アクションを実行します。 ただし、通常と異なり、プレイヤーは3クレジットを受け取り"
           "ません。",
           "Perform a Grow action; unlike usual, the player does not receive the 3 credits.",
           "A bonus Grow is a whole Grow (two placements; GrowSafe applies) without the "
           "credits.",
           "ボーナスの生育は通常どおりの生育(2回の配置、グローセーフ適用)で、クレジットだけが"
           "ありません。"),
    _fruit("fruits-solo-mode",
           "1) テーブル上に契約のグリッドが形成されません。",
           "1) No contract grid is laid out on the table.",
           "Solo play ignores the mode option: no contracts, and research 6 is never offered.",
           "ソロではモードの設定を使いません。契約はなく、研究6も選べません。"),
    _fruit("fruits-solo-first-disc",
           "人間のプレイヤーが置いたディスクの正反対側、このディスクとボードの中央にできるだけ近い"
           "建設アクションに、ボットの色のアクションディスクが配置されます。",
           "The bot's disc goes on the Construct action diametrically opposite the human's "
           "disc, as close as possible to it and to the centre of the board.",
           "Nearest the point mirroring the human's disc (its last disc of the turn) through "
           "the centre; a tie goes to the one nearest the centre; the edge rule does not apply "
           "to the bot.",
           "人間のディスク(そのターン最後のもの)を中央で点対称に移した位置に最も近い建設。同じなら"
           "中央に近いほう。ボットには外縁の決まりは適用しません。"),
    _fruit("fruits-solo-costs",
           "ボットが保持するクレジットからプレイフィールドに配置されたコマのコストを支払う必要は"
           "ありません",
           "The bot need not pay the cost of the pieces it places from its credits",
           "The bot pays no building costs and takes the top dome; it never leapfrogs nor "
           "researches (research gives it 3 credits).",
           "ボットは建設費を払わず、上からドームを取ります。カエル跳びと研究はしません(研究では"
           "3クレジット)。"),
    _fruit("fruits-solo-square",
           "2x2構成が作られてしまう(ボットは、最後のディスクが配置されるまで可能であれば回避する)",
           "It would make a 2x2 (the bot avoids that, where it can, until its last disc is "
           "placed)",
           "Before its last disc, the bot passes over every spot that would complete a 2x2 of "
           "its discs; only when no action of the card's column can be taken without one does "
           "it take the first action it can, 2x2 and all (and its year ends).",
           "最後のディスクの前は、ボットの2x2を完成させるスポットをすべて見送ります。カードの列の"
           "どのアクションも2x2なしでは選べないときだけ、2x2になっても選べる最初のアクションを"
           "選びます(その年は終わります)。"),
    _fruit("fruits-solo-delivery",
           "ボットが配達を実行するとき、ボットは常に、市場の専門分野に一致する最も多くの果物を配達"
           "できるオプションを選択します。",
           "When delivering, the bot always takes the option that delivers the most fruits "
           "matching the market's demand.",
           "Rules 2: it delivers only fruits the market demands, as many as the route carries "
           "and it can pay for (fewer rather than none).",
           "ルール2:需要に一致する果物だけを、ルートで運べて払える数だけ配達します(払えなければ"
           "数を減らします)。"),
    _fruit("fruits-solo-demand-tie",
           "同数の場合、プレイヤーはそれらの中から色を選択します。",
           "On a tie, the player chooses the colour among them.",
           "The tied demand colour with the highest market price (then the first in fruit "
           "order).",
           "同数なら市場価格の最も高い色(さらに同じなら果物の順で最初)。"),
    _fruit("fruits-solo-deck",
           "3) ソロデッキをシャッフルします。",
           "3) Shuffle the solo deck.",
           "When the solo deck runs out, it is reshuffled.",
           "ソロデッキが尽きたらシャッフルし直します。"),
    _fruit("fruits-solo-extend",
           "3) すでに果樹園または市場に接続されているルートを最大4つのボットコマまで延長する",
           "3) Extend a route already linked to an orchard or market up to at most 4 bot pieces",
           "Rules 2: the bot adds up to 2 pieces to the linked route with the fewest of its "
           "pieces, never past 4 (a 3-piece route gets one).",
           "ルール2:ボットのコマが最も少ない接続済みルートに最大2コマ、ただし4コマを超えない"
           "ように延長します(3コマのルートには1コマ)。"),
    _fruit("fruits-solo-score",
           "同額の場合、ゲームに勝つためにはボットよりも少なくとも1つ多くのクレジットを持っている"
           "必要があるため、人間プレイヤーが常に負けます。",
           "On a tie the human always loses, needing at least one credit more than the bot to "
           "win.",
           "The solo score is credits alone (the solo section counts credits); the human needs "
           "strictly more than the bot.",
           "ソロの得点はクレジットだけ(ソロの項はクレジットを数えます)。人間はボットより多く"
           "なければ勝てません。"),
)

_RECONSTRUCTED = "reconstructed"


def _component(cid: str, name_en: str, name_ja: str, source: str, note_en: str,
               note_ja: str) -> Component:
    return Component(cid, {"en": name_en, "ja": name_ja}, source, {"en": note_en, "ja": note_ja})


COMPONENTS_GEMS: tuple[Component, ...] = (
    _component("gems-tiles", "Valley tiles", "渓谷タイル", _RECONSTRUCTED,
               "Six tiles of 19 hexes, one mine each, pink factory sites on their edges (so "
               "sites of touching tiles can merge), lakes and mountains for the bridge "
               "contracts.",
               "19ヘクスのタイル6枚。鉱山は各1つ、工場用地は縁に(接したタイルの用地がつながるよう"
               "に)、橋の契約のための湖と山。"),
    _component("gems-boards", "Action boards", "アクションボード", _RECONSTRUCTED,
               "5×5 (2 players, a cogwheel in the centre of its first side) and 6×6 (3-4 "
               "players, flowers on the corner edge squares of its first side).",
               "5×5(2人用、1面目の中央に歯車)と6×6(3-4人用、1面目の角の外縁に花)。"),
    _component("gems-market", "Market board", "マーケットボード", _RECONSTRUCTED,
               "Prices 1-6, beads on \"2\"; factory discs cost 4, 5, 6, 7, 8, 10 from the top "
               "left.",
               "価格1〜6、ビーズは「2」から。工場ディスクは左上から4, 5, 6, 7, 8, 10。"),
    _component("gems-contracts", "Contracts", "契約", _RECONSTRUCTED,
               "45 cards, 15 per deck, covering the 15 goal types and 5 bonuses the rulebook "
               "lists; bonuses only on 1- and 2-point cards; goals grow from deck A to C.",
               "各デッキ15枚の45枚。ルールブックの15種類の条件と5種類のボーナスを含み、ボーナスは1点"
               "と2点のカードだけ。条件はAからCへ厳しくなります。"),
    _component("gems-pieces", "Gems, discs, road pieces", "宝石・ディスク・道路コマ", "rulebook",
               "64 gems (16 of each colour), 12 discs and 15 road pieces per colour, 16 "
               "specialisation pawns, as listed.",
               "宝石64個(各色16)、各色ディスク12枚と道路コマ15個、専門コマ16個。記載どおり。"),
)

COMPONENTS_FRUITS: tuple[Component, ...] = (
    _component("fruits-tiles", "Valley tiles", "渓谷タイル", _RECONSTRUCTED,
               "Five double-sided tiles of 19 hexes: one orchard each except the two-orchard "
               "tile (2 players only), orange market sites in pairs, three lakes on every side "
               "(so every valley has the five the \"5 bridges\" contract needs), mountains.",
               "両面のタイル5枚(19ヘクス)。果樹園は各1つ(2人用の果樹園2つのタイルを除く)、"
               "市場サイトは2ヘクスずつ、どの面にも湖3つ(「5つの橋」の契約に必要な5つがどの渓谷にも"
               "あるように)、山。"),
    _component("fruits-boards", "Action boards", "アクションボード", _RECONSTRUCTED,
               "5×5 and 6×6, year 1 (star) and year 2 sides, every action on the edge and in "
               "the centre; the solo example's two equally distant Construct spots.",
               "5×5と6×6、1年目(星)と2年目の面。どのアクションも外縁と中央にあり、ソロの例の等距離"
               "の建設2つも。"),
    _component("fruits-market", "Market board and domes", "市場ボードとドーム", _RECONSTRUCTED,
               "Prices 1-6, beads on \"3\" (rulebook); domes 7 down to 2, the \"2\" left "
               "empty at 2-3 players (rulebook).",
               "価格1〜6、ビーズは「3」(ルールブックどおり)。ドームは7から2、2-3人では「2」を空け"
               "ます(ルールブックどおり)。"),
    _component("fruits-contracts", "Contracts", "契約", _RECONSTRUCTED,
               "45 cards with the 15 condition types and 4 bonuses of the rulebook; markets "
               "goals ask for 2 markets and one card for 5 bridges, as the rulebook shows.",
               "ルールブックの15種類の条件と4種類のボーナスの45枚。市場の条件は2つ、橋5つのカード"
               "も1枚(ルールブックの例どおり)。"),
    _component("fruits-solo-deck", "Solo deck", "ソロデッキ", _RECONSTRUCTED,
               "Eight cards, a priority column per year, half with the route-piece symbol.",
               "8枚。年ごとの優先順位の列があり、半分にルートコマのシンボル。"),
    _component("fruits-pieces", "Fruits and pieces", "果物とコマ", _RECONSTRUCTED,
               "16 fruits of each kind, 4 demand pieces per fruit, 15 route pieces per company "
               "(the rulebook gives no counts); 9/7/6 discs by player count (rulebook).",
               "各種16個の果物、各果物4つの需要コマ、会社ごとに15個のルートコマ(数はルールブックに"
               "ありません)。ディスクは人数により9/7/6枚(ルールブックどおり)。"),
)

READINGS = READINGS_GEMS + READINGS_FRUITS
COMPONENTS = COMPONENTS_GEMS + COMPONENTS_FRUITS
EDITIONS: dict[str, tuple[tuple[Reading, ...], tuple[Component, ...]]] = {
    "gems": (READINGS_GEMS, COMPONENTS_GEMS),
    "fruits": (READINGS_FRUITS, COMPONENTS_FRUITS),
}


def reading(reading_id: str) -> Reading:
    """The entry ``reading_id`` (tests name the reading they check)."""
    return find(READINGS, reading_id)


def of_options(options: dict[str, Any]) -> tuple[tuple[Reading, ...], tuple[Component, ...]]:
    """The edition's readings and components."""
    return EDITIONS.get(str(options.get("edition", "gems")), EDITIONS["gems"])
