"""The texts of TwinStar Valley's guided first game in the gem edition (:mod:`.lessons`),
English and Japanese, keyed ``<step>.<do|done|nudge>``; merged by :mod:`.lesson_script_texts`."""

from __future__ import annotations

GEMS_EN = {
    "title": "Learn to play: TwinStar Valley (gems)",
    "intro": (
        "The second and last round of a two-player game. You are orange; blue plays its own "
        "moves. Mine B10 holds four gems: build a factory and a road to it, carry and refine "
        "gems, sell them and claim contracts. At the end contracts, credits and your factory's "
        "matching gems score."),
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
        "Choose what it refines: two gem colours. Forest Emerald (green) and Sunstone (yellow) "
        "lie on most mines."),
    "3.done": (
        "Your factory refines green and yellow. It already counts {points} points for the final "
        "scoring: one per green or yellow gem on the mines. Blue now builds two roads."),
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
        "The route has {own} pieces of yours, so you may carry up to {own} gems, and {rival} of "
        "blue's: 1 credit of toll per gem for each."),
    "7.nudge": "Tap the mine B10, then the factory C13.",
    "8.do": "Carry the two green gems: your factory refines them.",
    "8.done": (
        "You paid blue {toll} credits of toll (2 gems × 1 blue piece). {refined} Forest "
        "Emeralds were refined and wait in your reserve."),
    "8.nudge": "Choose the two green gems.",
    "9.do": "An optional action: sell your refined Forest Emeralds at the market's price.",
    "9.done": (
        "You received {gained} credits: 2 gems at {price}. The Forest Emerald's price drops to "
        "{now}, and the cheapest unsold gem rises."),
    "9.nudge": "Sell the green gems.",
    "10.do": (
        "Another optional action: claim a contract whose goal you met this turn. Contract 1 "
        "asks for a transport of 2 gems."),
    "10.done": (
        "It is worth {points} point at the end. Its bonus: a road piece for free, placed now."),
    "10.nudge": "Claim contract 1 (transport 2 gems).",
    "11.do": "Place the free road piece on C9: it joins mine C10 to your factory too.",
    "11.done": "It cost you {paid} credits.",
    "11.nudge": "Tap C9, between mine C10 and your factory.",
    "12.do": (
        "Blue's disc on d1 stands between you and the Upgrade on d2. Leapfrog: pay blue 2 "
        "credits and stack a disc on theirs; its action is not resolved."),
    "12.done": (
        "You paid blue {paid} credits. Your second disc may go on {choices} square next to the "
        "covered one."),
    "12.nudge": "Tap blue's disc on d1 to leapfrog it.",
    "13.do": "Place the second disc on d2: Upgrade.",
    "13.done": "You may unlock one of {choices} upgrades.",
    "13.nudge": "Tap d2 (Upgrade).",
    "14.do": (
        "Unlock Mining Expert (track 4): from your next turn each mining draw shows 4 gems and "
        "you keep the 2 you want."),
    "14.done": "You have {tracks} upgrade unlocked.",
    "14.nudge": "Tap track 4, Mining Expert.",
    "15.do": "Claim contract 5: it asks for an upgrade unlocked this turn.",
    "15.done": "It is worth {points} point, and its bonus gave you {gained} credits.",
    "15.nudge": "Claim contract 5.",
    "16.do": (
        "Place your last disc on c2: Mine. With b1, c1 and b2 it makes a 2×2 square, which "
        "ends your round after this turn."),
    "16.done": "Mining Expert: you drew 4 gems and keep 2 of them; {choices} ways to choose.",
    "16.nudge": "Tap c2 (Mine).",
    "17.do": (
        "Keep the two Sunstones and put them on mine C10: your factory refines yellow, so each "
        "scores for you at the end."),
    "17.done": "Your factory now counts {points} points more.",
    "17.nudge": "Keep the two yellow gems, then tap mine C10.",
    "18.do": (
        "Keep the red and the yellow gem and put them on mine B10. Both players are done: the "
        "game ends."),
    "18.done": (
        "Mining paid {reward} credits. Final scoring: contracts {contracts}, credits {credits} "
        "(1 point per 2 credits), your factory {factories} (one per green or yellow gem on the "
        "mines): {you} points. Blue: {them}."),
    "18.nudge": "Keep red and yellow, then tap mine B10.",
}

GEMS_JA = {
    "title": "遊び方: ツインスター・バレー(宝石版)",
    "intro": (
        "2人プレイの第2ラウンド(最終ラウンド)です。あなたは橙で、青は自分の手を指します。"
        "鉱山B10には宝石が4つあります。工場とそこへの道路を建設し、宝石を輸送して精製し、"
        "販売して契約を獲得しましょう。ゲーム終了時に契約、クレジット、工場に合う宝石が得点に"
        "なります。"),
    "outro": (
        "あなたの勝ちです。実際のゲームでは、自分の道路コマが多いルートを作り、鉱山にある色を"
        "工場で精製し、そのターンに達成した契約を獲得しましょう。"),
    "1.do": (
        "このラウンド最初のディスクを置きます。外周のマスで、相手のディスクの隣ではない"
        "場所です。b1(建設)をタップしましょう。"),
    "1.done": "建設を選びました。このラウンドのディスクは残り{discs}枚です。",
    "1.nudge": "外周のマスb1(建設)をタップしてください。",
    "2.do": (
        "鉱山B10の近くの工場用地C13に工場を建設します。費用は市場ボードの一番上の工場ディスク"
        "の横に示された額です。"),
    "2.done": "C13の工場に{paid}クレジットを支払いました。",
    "2.nudge": "ピンクの工場用地C13をタップしてください。",
    "3.do": (
        "精製する2色を選びます。フォレストエメラルド(緑)とサンストーン(黄)がほとんどの鉱山に"
        "あります。"),
    "3.done": (
        "工場は緑と黄を精製します。すでに最終得点で{points}点になります: 鉱山にある緑か黄の"
        "宝石1つにつき1点です。青は道路を2つ建設します。"),
    "3.nudge": "緑と黄を選んでください。",
    "4.do": "2枚目以降のディスクは自分のディスクの隣に置きます。b2(もう一度建設)で道路を作りましょう。",
    "4.done": "ディスクは残り{discs}枚です。",
    "4.nudge": "最初のディスクの下のb2をタップしてください。",
    "5.do": (
        "B3とC8に道路コマを建設します(1つ1クレジット)。B6の青の道路コマと合わせて、鉱山B10が"
        "工場とつながります。"),
    "5.done": (
        "{paid}クレジットを支払いました。道路B10–B6–B3–C8–C13には、あなたの道路コマが{own}つ、"
        "青のものが{rival}つあります。青は採掘し、D9とA11に宝石を置いて3クレジットを得ます。"),
    "5.nudge": "B3、C8の順にタップしてください。",
    "6.do": "b1の隣のc1(輸送)をタップしましょう。",
    "6.done": "ディスクは残り{discs}枚です。道路に沿って宝石を運びましょう。",
    "6.nudge": "c1(輸送)をタップしてください。",
    "7.do": "鉱山B10、あなたの工場C13の順にタップしましょう。",
    "7.done": (
        "ルートにはあなたの道路コマが{own}つあるので、宝石を{own}つまで運べます。青の道路コマは"
        "{rival}つで、その1つにつき宝石1つあたり1クレジットの通行料を払います。"),
    "7.nudge": "鉱山B10、工場C13の順にタップしてください。",
    "8.do": "緑の宝石2つを運びましょう。あなたの工場で精製できます。",
    "8.done": (
        "青に通行料{toll}クレジットを支払いました(宝石2つ × 青の道路コマ1つ)。フォレスト"
        "エメラルド{refined}つが精製され、あなたの手元にあります。"),
    "8.nudge": "緑の宝石2つを選んでください。",
    "9.do": "オプションアクション: 精製したフォレストエメラルドを市場価値で売りましょう。",
    "9.done": (
        "{gained}クレジットを受け取りました(宝石2つ × {price})。フォレストエメラルドの価値は"
        "{now}に下がり、売らなかった中で最も安い宝石が上がります。"),
    "9.nudge": "緑の宝石を売ってください。",
    "10.do": (
        "もう1つのオプションアクション: このターンに目標を達成した契約を獲得します。契約1は"
        "宝石2つの輸送です。"),
    "10.done": "ゲーム終了時に{points}点です。ボーナスとして道路コマ1つを無料で今置けます。",
    "10.nudge": "契約1(宝石2つの輸送)を獲得してください。",
    "11.do": "無料の道路コマをC9に置きましょう。鉱山C10もあなたの工場とつながります。",
    "11.done": "支払いは{paid}クレジットでした。",
    "11.nudge": "鉱山C10と工場の間のC9をタップしてください。",
    "12.do": (
        "d1の青のディスクが、d2のアップグレードへの道をふさいでいます。リープフロッグ: 青に2"
        "クレジットを払い、そのディスクの上に重ねます。そのアクションは実行されません。"),
    "12.done": (
        "青に{paid}クレジットを支払いました。2枚目のディスクは、重ねたディスクの隣の{choices}"
        "マスに置けます。"),
    "12.nudge": "d1の青のディスクをタップして、リープフロッグしてください。",
    "13.do": "2枚目のディスクをd2(アップグレード)に置きましょう。",
    "13.done": "{choices}つのアップグレードから1つを解除できます。",
    "13.nudge": "d2(アップグレード)をタップしてください。",
    "14.do": (
        "採掘エキスパート(トラック4)を解除しましょう。次のターンから、採掘のたびに宝石を4つ"
        "引いて好きな2つを残せます。"),
    "14.done": "解除したアップグレードは{tracks}つです。",
    "14.nudge": "トラック4(採掘エキスパート)をタップしてください。",
    "15.do": "契約5を獲得しましょう。このターンにアップグレードを解除することが目標です。",
    "15.done": "{points}点の契約で、ボーナスとして{gained}クレジットを得ました。",
    "15.nudge": "契約5を獲得してください。",
    "16.do": (
        "最後のディスクをc2(採掘)に置きましょう。b1、c1、b2と2×2の正方形になり、このターンの"
        "あとあなたのラウンドは終わります。"),
    "16.done": "採掘エキスパート: 宝石を4つ引き、2つを残します。選び方は{choices}通りです。",
    "16.nudge": "c2(採掘)をタップしてください。",
    "17.do": (
        "サンストーン2つを残して鉱山C10に置きましょう。あなたの工場は黄を精製するので、"
        "終了時にそれぞれ得点になります。"),
    "17.done": "あなたの工場の得点が{points}点増えました。",
    "17.nudge": "黄の宝石2つを残し、鉱山C10をタップしてください。",
    "18.do": "赤と黄の宝石を残して鉱山B10に置きましょう。両プレイヤーとも終わり、ゲームが終了します。",
    "18.done": (
        "採掘で{reward}クレジットを得ました。最終得点: 契約{contracts}点、クレジット{credits}点"
        "(2クレジットにつき1点)、工場{factories}点(鉱山にある緑か黄の宝石1つにつき1点)で合計"
        "{you}点。青は{them}点です。"),
    "18.nudge": "赤と黄を残し、鉱山B10をタップしてください。",
}
