"""The texts of TwinStar Valley's guided first game in the gem edition (:mod:`.lessons`),
English and Japanese, keyed ``<step>.<do|done|nudge>``; merged by :mod:`.lesson_script_texts`."""

from __future__ import annotations

GEMS_EN = {
    "title": "Learn to play: TwinStar Valley (gems)",
    "intro": (
        "The second and last round of a two-player game. You are orange; blue plays its own "
        "moves. Mine B10 holds four gems: build a factory and a road to it, choose the route, "
        "carry and refine gems, sell them, build a crossroad and claim contracts. At the end "
        "contracts, credits and your factory's matching gems score."),
    "outro": (
        "You won. In a real game: build roads that are mostly yours, choose factory colours "
        "the mines hold, and claim the contracts your turn already meets."),
    "1.do": (
        "Place your first disc of the round. It must go on an edge square, not next to a "
        "rival's disc: tap b1, Construct."),
    "1.done": "Construct it is. You have {discs} discs left for this round.",
    "1.nudge": "Tap the edge square b1 (Construct).",
    "2.do": (
        "Build a factory on site C13, close to mine B10. A factory costs the price shown next "
        "to the top factory disc on the market board."),
    "2.done": "You paid {paid} credits for your factory on C13.",
    "2.nudge": "Tap the pink factory site C13.",
    "3.do": (
        "Choose what it refines: two gem colours. Forest Emerald (green) and Sunstone "
        "(yellow) lie on most mines."),
    "3.done": (
        "Your factory refines green and yellow. It already counts {points} points for the "
        "final scoring: one per green or yellow gem on the mines. Blue now builds two roads."),
    "3.nudge": "Choose green and yellow.",
    "4.do": "Each further disc goes next to one of yours: tap b2, Construct again, for roads.",
    "4.done": "You have {discs} discs left.",
    "4.nudge": "Tap b2, below your first disc.",
    "5.do": (
        "Build road pieces on B3 and C8, 1 credit each. With blue's piece on B6 they join "
        "mine B10 to your factory."),
    "5.done": (
        "You paid {paid} credits. The road B10–B6–B3–C8–C13 has {own} pieces of yours and "
        "{rival} of blue's. Blue now mines: gems on D9 and A11, and 3 credits."),
    "5.nudge": "Tap B3, then C8.",
    "6.do": "Tap c1, next to b1: Transport.",
    "6.done": "You have {discs} discs left. Now carry gems along your road.",
    "6.nudge": "Tap c1 (Transport).",
    "7.do": "Tap mine B10, then your factory C13.",
    "7.done": (
        "The straight road B6–B3–C8 has {own} pieces of yours and {rival} of blue's. Your "
        "piece on C9, built in round 1, offers a way round."),
    "7.nudge": "Tap the mine B10, then the factory C13.",
    "8.do": (
        "Go round through C9: a route need not be the shortest, and this one passes one more "
        "of your pieces, so you may carry one more gem."),
    "8.done": (
        "This route has {own} pieces of yours, so you may carry up to {own} gems, and {rival} "
        "of blue's: 1 credit of toll per gem for each."),
    "8.nudge": "Tap C9 to take the route through it.",
    "9.do": "Carry the two green gems and the yellow one: your factory refines all three.",
    "9.done": (
        "You paid blue {toll} credits of toll (3 gems × 1 blue piece). {refined} gems were "
        "refined and wait in your reserve."),
    "9.nudge": "Choose two green gems and the yellow one.",
    "10.do": (
        "An optional action: sell your refined gems at the market's prices. Sell both types: "
        "a type is always sold whole."),
    "10.done": (
        "You received {gained} credits. Each sold type drops one step: Forest Emerald "
        "{now_G}, Sunstone {now_Y}; the cheapest unsold gem rises."),
    "10.nudge": "Sell the green and the yellow gems together.",
    "11.do": (
        "Another optional action: claim a contract whose goal you met this turn. Contract 1 "
        "asks for a transport of at least 2 gems."),
    "11.done": (
        "It is worth {points} point at the end. Its bonus: a road piece for free, placed now."),
    "11.nudge": "Claim contract 1 (a transport of 2 gems or more).",
    "12.do": (
        "Place the free road piece on B5, next to mine B10: the start of a way that avoids "
        "blue's piece on B6."),
    "12.done": "It cost you {paid} credits.",
    "12.nudge": "Tap B5, next to mine B10.",
    "13.do": (
        "Blue's disc on d1 stands between you and the Upgrade on d2. Leapfrog: pay blue 2 "
        "credits and stack a disc on theirs; its action is not resolved."),
    "13.done": (
        "You paid blue {paid} credits. Your second disc may go on {choices} square next to "
        "the covered one."),
    "13.nudge": "Tap blue's disc on d1 to leapfrog it.",
    "14.do": "Place the second disc on d2: Upgrade.",
    "14.done": "You may unlock one of {choices} upgrades.",
    "14.nudge": "Tap d2 (Upgrade).",
    "15.do": (
        "Unlock Mining Expert (track 4): from your next turn each mining draw shows 4 gems "
        "and you keep the 2 you want."),
    "15.done": "You have {tracks} upgrade unlocked.",
    "15.nudge": "Tap track 4, Mining Expert.",
    "16.do": "Claim contract 5: it asks for an upgrade unlocked this turn.",
    "16.done": "It is worth {points} point, and its bonus gave you {gained} credits.",
    "16.nudge": "Claim contract 5.",
    "17.do": (
        "Place a disc on d3, next to d2: Construct. Contract 7 asks for three of your road "
        "pieces in a line."),
    "17.done": "You have {discs} disc left.",
    "17.nudge": "Tap d3 (Construct).",
    "18.do": (
        "B6, B3 and C8 lie in a line, but B6 holds blue's piece. Only a crossroad goes there: "
        "once a round, your piece on top of a rival's, 4 credits to that rival."),
    "18.done": (
        "You paid blue {fee} credits. Both colours now stand on B6: your line B6–B3–C8 has "
        "{own} pieces, and the road B10–C13 counts one more of yours."),
    "18.nudge": "Tap blue's road piece on B6.",
    "19.do": (
        "A Construct may build a second piece, but your line is complete and a piece costs a "
        "credit: tap Done to stop now."),
    "19.done": (
        "The Construct ended after {built} piece; you kept your {credits} credits for the "
        "scoring."),
    "19.nudge": "Tap Done: no second piece this turn.",
    "20.do": "Claim contract 7: you built the line of three this turn.",
    "20.done": "It is worth {points} points, and its bonus gave you {gained} credits.",
    "20.nudge": "Claim contract 7 (three road pieces in a line).",
    "21.do": (
        "Place your last disc on c2: Mine. With b1, c1 and b2 it makes a 2×2 square, which "
        "ends your round after this turn."),
    "21.done": "Mining Expert: you drew 4 gems and keep 2 of them; {choices} ways to choose.",
    "21.nudge": "Tap c2 (Mine).",
    "22.do": (
        "Keep the two Sunstones and put them on mine C10: your factory refines yellow, so "
        "each scores for you at the end."),
    "22.done": "Your factory now counts {points} points more.",
    "22.nudge": "Keep the two yellow gems, then tap mine C10.",
    "23.do": (
        "Keep the red and the yellow gem and put them on mine B10. Both players are done: the "
        "game ends."),
    "23.done": (
        "Mining paid {reward} credits. The score breakdown: Contracts {contracts}, Credits (1 "
        "per 2) {credits}, Factories {factories} (one per green or yellow gem on the mines): "
        "{you} points. Blue: {them}."),
    "23.nudge": "Keep red and yellow, then tap mine B10.",
}

GEMS_JA = {
    "title": "遊び方: ツインスター・バレー(宝石版)",
    "intro": (
        "2人プレイの第2ラウンド(最終ラウンド)です。あなたは橙で、青は自分の手を指します。鉱山B1"
        "0には宝石が4つあります。工場とそこへの道路を建設し、ルートを選んで宝石を輸送して精製し"
        "、販売し、交差点を作って契約を獲得しましょう。ゲーム終了時に契約、クレジット、工場に合"
        "う宝石が得点になります。"),
    "outro": (
        "あなたの勝ちです。実際のゲームでは、自分の道路コマが多いルートを作り、鉱山にある色を工"
        "場で精製し、そのターンに達成した契約を獲得しましょう。"),
    "1.do": (
        "このラウンド最初のディスクを置きます。外周のマスで、相手のディスクの隣ではない場所です"
        "。b1(建設)をタップしましょう。"),
    "1.done": "建設を選びました。このラウンドのディスクは残り{discs}枚です。",
    "1.nudge": "外周のマスb1(建設)をタップしてください。",
    "2.do": (
        "鉱山B10の近くの工場用地C13に工場を建設します。費用は市場ボードの一番上の工場ディスクの"
        "横に示された額です。"),
    "2.done": "C13の工場に{paid}クレジットを支払いました。",
    "2.nudge": "ピンクの工場用地C13をタップしてください。",
    "3.do": (
        "精製する2色を選びます。フォレストエメラルド(緑)とサンストーン(黄)がほとんどの鉱山にあり"
        "ます。"),
    "3.done": (
        "工場は緑と黄を精製します。すでに最終得点で{points}点になります: 鉱山にある緑か黄の宝石"
        "1つにつき1点です。青は道路を2つ建設します。"),
    "3.nudge": "緑と黄を選んでください。",
    "4.do": (
        "2枚目以降のディスクは自分のディスクの隣に置きます。b2(もう一度建設)で道路を作りましょう"
        "。"),
    "4.done": "ディスクは残り{discs}枚です。",
    "4.nudge": "最初のディスクの下のb2をタップしてください。",
    "5.do": (
        "B3とC8に道路コマを建設します(1つ1クレジット)。B6の青の道路コマと合わせて、鉱山B10が工場"
        "とつながります。"),
    "5.done": (
        "{paid}クレジットを支払いました。道路B10–B6–B3–C8–C13には、あなたの道路コマが{own}つ、青"
        "のものが{rival}つあります。青は採掘し、D9とA11に宝石を置いて3クレジットを得ます。"),
    "5.nudge": "B3、C8の順にタップしてください。",
    "6.do": "b1の隣のc1(輸送)をタップしましょう。",
    "6.done": "ディスクは残り{discs}枚です。道路に沿って宝石を運びましょう。",
    "6.nudge": "c1(輸送)をタップしてください。",
    "7.do": "鉱山B10、あなたの工場C13の順にタップしましょう。",
    "7.done": (
        "まっすぐの道路B6–B3–C8には、あなたの道路コマが{own}つ、青のものが{rival}つあります。第"
        "1ラウンドに建設したC9のあなたのコマを通る回り道もあります。"),
    "7.nudge": "鉱山B10、工場C13の順にタップしてください。",
    "8.do": (
        "C9を通って回りましょう。ルートは最短でなくてよく、この道はあなたのコマを1つ多く通るので"
        "、宝石を1つ多く運べます。"),
    "8.done": (
        "このルートにはあなたの道路コマが{own}つあるので、宝石を{own}つまで運べます。青の道路コ"
        "マは{rival}つで、その1つにつき宝石1つあたり1クレジットの通行料を払います。"),
    "8.nudge": "C9をタップして、そこを通るルートを選んでください。",
    "9.do": "緑の宝石2つと黄の宝石1つを運びましょう。3つともあなたの工場で精製できます。",
    "9.done": (
        "青に通行料{toll}クレジットを支払いました(宝石3つ × 青の道路コマ1つ)。宝石{refined}つが"
        "精製され、あなたの手元にあります。"),
    "9.nudge": "緑の宝石2つと黄の宝石1つを選んでください。",
    "10.do": (
        "オプションアクション: 精製した宝石を市場価値で売りましょう。両方の種類を売ります。種類"
        "ごとに全部を売ります。"),
    "10.done": (
        "{gained}クレジットを受け取りました。売った種類は1つ下がります: フォレストエメラルド{no"
        "w_G}、サンストーン{now_Y}。売らなかった中で最も安い宝石が上がります。"),
    "10.nudge": "緑と黄の宝石をまとめて売ってください。",
    "11.do": (
        "もう1つのオプションアクション: このターンに目標を達成した契約を獲得します。契約1は宝石"
        "2つ以上の輸送です。"),
    "11.done": "ゲーム終了時に{points}点です。ボーナスとして道路コマ1つを無料で今置けます。",
    "11.nudge": "契約1(宝石2つ以上の輸送)を獲得してください。",
    "12.do": "無料の道路コマを鉱山B10の隣のB5に置きましょう。B6の青のコマを避ける道の始まりです。",
    "12.done": "支払いは{paid}クレジットでした。",
    "12.nudge": "鉱山B10の隣のB5をタップしてください。",
    "13.do": (
        "d1の青のディスクが、d2のアップグレードへの道をふさいでいます。リープフロッグ: 青に2クレ"
        "ジットを払い、そのディスクの上に重ねます。そのアクションは実行されません。"),
    "13.done": (
        "青に{paid}クレジットを支払いました。2枚目のディスクは、重ねたディスクの隣の{choices}マ"
        "スに置けます。"),
    "13.nudge": "d1の青のディスクをタップして、リープフロッグしてください。",
    "14.do": "2枚目のディスクをd2(アップグレード)に置きましょう。",
    "14.done": "{choices}つのアップグレードから1つを解除できます。",
    "14.nudge": "d2(アップグレード)をタップしてください。",
    "15.do": (
        "採掘エキスパート(トラック4)を解除しましょう。次のターンから、採掘のたびに宝石を4つ引い"
        "て好きな2つを残せます。"),
    "15.done": "解除したアップグレードは{tracks}つです。",
    "15.nudge": "トラック4(採掘エキスパート)をタップしてください。",
    "16.do": "契約5を獲得しましょう。このターンにアップグレードを解除することが目標です。",
    "16.done": "{points}点の契約で、ボーナスとして{gained}クレジットを得ました。",
    "16.nudge": "契約5を獲得してください。",
    "17.do": (
        "d2の隣のd3(建設)にディスクを置きましょう。契約7は、あなたの道路コマ3つが一直線に並ぶこ"
        "とが目標です。"),
    "17.done": "ディスクは残り{discs}枚です。",
    "17.nudge": "d3(建設)をタップしてください。",
    "18.do": (
        "B6、B3、C8は一直線ですが、B6には青のコマがあります。そこに置けるのは交差点だけです: 1ラ"
        "ウンドに1回、相手のコマの上に自分のコマを重ね、その相手に4クレジットを払います。"),
    "18.done": (
        "青に{fee}クレジットを支払いました。B6には両方の色があり、あなたの列B6–B3–C8のコマは{ow"
        "n}つです。道路B10–C13でもあなたのコマが1つ増えました。"),
    "18.nudge": "B6の青の道路コマをタップしてください。",
    "19.do": (
        "建設ではもう1つコマを置けますが、列は完成していて、コマには1クレジットかかります。「終"
        "了」をタップして、ここで建設をやめましょう。"),
    "19.done": "建設はコマ{built}つで終わりました。{credits}クレジットを得点のために残しました。",
    "19.nudge": "「終了」をタップしてください。このターン、2つ目のコマは置きません。",
    "20.do": "契約7を獲得しましょう。このターンに3つの列を作りました。",
    "20.done": "{points}点の契約で、ボーナスとして{gained}クレジットを得ました。",
    "20.nudge": "契約7(道路コマ3つの列)を獲得してください。",
    "21.do": (
        "最後のディスクをc2(採掘)に置きましょう。b1、c1、b2と2×2の正方形になり、このターンのあと"
        "あなたのラウンドは終わります。"),
    "21.done": "採掘エキスパート: 宝石を4つ引き、2つを残します。選び方は{choices}通りです。",
    "21.nudge": "c2(採掘)をタップしてください。",
    "22.do": (
        "サンストーン2つを残して鉱山C10に置きましょう。あなたの工場は黄を精製するので、終了時に"
        "それぞれ得点になります。"),
    "22.done": "あなたの工場の得点が{points}点増えました。",
    "22.nudge": "黄の宝石2つを残し、鉱山C10をタップしてください。",
    "23.do": (
        "赤と黄の宝石を残して鉱山B10に置きましょう。両プレイヤーとも終わり、ゲームが終了します。"),
    "23.done": (
        "採掘で{reward}クレジットを得ました。得点の内訳: 契約{contracts}点、クレジット(2につき1"
        "){credits}点、工場{factories}点(鉱山にある緑か黄の宝石1つにつき1点)で合計{you}点。青は"
        "{them}点です。"),
    "23.nudge": "赤と黄を残し、鉱山B10をタップしてください。",
}
