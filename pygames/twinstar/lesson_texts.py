"""TwinStar Valley's exercise texts in English and Japanese (a module of its own: the rule
set's catalogue is being edited by others; the lessons' texts are in
:mod:`.lesson_script_texts`, merged here into one catalogue). The Japanese uses the catalogue's and the fruit
rulebook's terms: 鉱山, 工場, 道路コマ, 輸送; 果樹園, 市場, ルートコマ, 配達; クレジット."""

from __future__ import annotations

from .exercise_board_texts import BOARD_EN, BOARD_JA
from .exercise_route_texts import ROUTE_EN, ROUTE_JA
from .lesson_script_texts import LESSON_EN, LESSON_JA

_EN = {
    "leapfrog.title": "Rulebook: the leapfrog",
    "leapfrog.intro": (
        "Your first disc is on a1 and a rival's disc on b1 blocks your way along the top row."),
    "leapfrog.do": (
        "Leapfrog: pay the rival 2 credits and cover their disc on b1. Its action is not "
        "resolved; it only lets you reach the squares next to it with a second disc."),
    "leapfrog.done": (
        "You paid {paid} credits and may now place your second disc on {choices} squares next "
        "to the covered one, resolving that action."),
    "leapfrog.nudge": "Tap the rival's disc on b1 to leapfrog it.",
    "leapfrog.outro": "A leapfrog costs two discs for one action: use it to reach what you need.",
    "upgrade.title": "Rulebook: an upgrade",
    "upgrade.intro": (
        "You perform an Upgrade. Your pawn already waits on the top slot of track 3, Chief "
        "Logistics, which needs two steps to unlock."),
    "upgrade.do": (
        "Move the pawn on track 3 to its bottom slot to unlock Chief Logistics (two "
        "movements per Transport)."),
    "upgrade.done": (
        "You had {choices} choices: a new pawn on track 1, 2, 4 or 5, or this one. Your pawn "
        "now stands on slot {slot} of track 3: Chief Logistics is unlocked."),
    "upgrade.nudge": "Tap track 3.",
    "upgrade.outro": "An unlocked upgrade is active from your next turn on.",
    "gems_share.title": "Rulebook: a road built by two players",
    "gems_share.intro": (
        "You are orange. The road from the mine (4 gems) to your factory has 4 pieces, 2 of "
        "yours and 2 of blue's (the rulebook's white). You may carry as many gems as the "
        "route has pieces of yours, "
        "and pay a rival 1 credit per gem for each of their pieces on it."),
    "gems_share.do": (
        "Transport from the mine to your factory and carry the two Aquamarines, which your "
        "factory refines."),
    "gems_share.done": (
        "You carried {carried} gems (2 gems × 2 blue pieces). Credits: orange {orange:+d}, "
        "blue {blue:+d}."),
    "gems_share.nudge": "Tap the mine, then your factory, then carry the two blue gems.",
    "gems_share.outro": "Build more of the road yourself to carry more and pay less.",
    "gems_own_road.title": "Rulebook: your own road to a rival's factory",
    "gems_own_road.intro": (
        "You are blue (the rulebook's white) and built all 4 road pieces, so you may carry all "
        "4 gems. The factory "
        "at the end is orange's and refines Aquamarines and Forest Emeralds."),
    "gems_own_road.do": "Transport all 4 gems from the mine to orange's factory.",
    "gems_own_road.done": (
        "You carried {carried} gems. Orange {orange:+d}: 1 credit per gem delivered at their "
        "factory. Blue {blue:+d}: you paid 4 and sold the Fire Opal, which this factory "
        "cannot refine, for 1."),
    "gems_own_road.nudge": "Tap the mine, then orange's factory, then carry all four gems.",
    "gems_own_road.outro": "A gem a factory cannot refine is sold at once for 1 credit.",
    "gems_sale.title": "Rulebook: selling refined gems",
    "gems_sale.intro": (
        "You hold 3 Sunstones and 1 Fire Opal. The market pays 2 for a Sunstone and 3 for a "
        "Fire Opal."),
    "gems_sale.do": "Sell both types: a type is always sold whole.",
    "gems_sale.done": (
        "You received {credits} credits (3×2 + 1×3). The sold types drop one step: Fire Opal "
        "{price_R}, Sunstone {price_Y}. The lowest unsold type rises: Aquamarine {price_B}; "
        "Forest Emerald stays at {price_G}."),
    "gems_sale.nudge": "Choose the sale of Fire Opals and Sunstones together.",
    "gems_sale.outro": "Selling lowers the price of what you sold and raises the cheapest other.",
    "fruits_share.title": "Rulebook: a route built by two players",
    "fruits_share.intro": (
        "You are orange. The route from the orchard (4 fruits) to your market has 4 pieces, 2 "
        "of yours and 2 of blue's (the rulebook's white); every piece counts for what you may "
        "deliver, but each "
        "fruit costs 1 credit per rival piece."),
    "fruits_share.do": "Deliver all 4 fruits from the orchard to your market.",
    "fruits_share.done": (
        "You delivered {carried} fruits: blue {blue:+d} (4 fruits × 2 pieces), orange "
        "{orange:+d} (8 paid, and the apple, which your market does not demand, sold for 1)."),
    "fruits_share.nudge": "Tap the orchard, then your market, then deliver all four fruits.",
    "fruits_share.outro": "Fruit that matches the market's demand goes to your supply.",
    "fruits_market.title": "Rulebook: delivering to a rival's market",
    "fruits_market.intro": (
        "You are blue (the rulebook's white) and built all 4 route pieces. The market at the "
        "end is orange's and "
        "demands grapes and lemons."),
    "fruits_market.do": "Deliver all 4 fruits from the orchard to orange's market.",
    "fruits_market.done": (
        "You delivered {carried} fruits. Orange {orange:+d}: 1 credit for each lemon and "
        "grape. Blue {blue:+d}: 3 paid, and the apple sold for 1."),
    "fruits_market.nudge": "Tap the orchard, then orange's market, then deliver all four.",
    "fruits_market.outro": "Only fruit matching the market's demand is paid to its owner.",
    "fruits_sale.title": "Rulebook: selling fruit",
    "fruits_sale.intro": (
        "You hold 1 apple and 3 grapes. The market pays 4 for an apple and 2 for a grape."),
    "fruits_sale.do": "Sell both types from your supply.",
    "fruits_sale.done": (
        "You received {credits} credits (2×3 + 4×1). Apple drops to {price_A}, grape to "
        "{price_G}; the cheapest unsold types rise: lemon {price_L}, pear {price_P}."),
    "fruits_sale.nudge": "Choose the sale of apples and grapes together.",
    "fruits_sale.outro": "Each type sold drops one step however many are sold.",
}
_JA = {
    "leapfrog.title": "ルールブックの例: リープフロッグ",
    "leapfrog.intro": (
        "あなたの最初のディスクはa1にあり、b1の相手のディスクが一番上の行の先をふさいでいます。"),
    "leapfrog.do": (
        "リープフロッグ: 相手に2クレジットを支払い、b1のディスクの上にディスクを重ねましょう。"
        "重ねたマスのアクションは実行されず、その隣のマスへ2枚目のディスクを置けるように"
        "なるだけです。"),
    "leapfrog.done": (
        "{paid}クレジットを支払いました。重ねたディスクの隣の{choices}マスのどちらかに2枚目の"
        "ディスクを置き、そのアクションを実行できます。"),
    "leapfrog.nudge": "b1の相手のディスクをタップして、リープフロッグしてください。",
    "leapfrog.outro": "リープフロッグは1つのアクションにディスクを2枚使います。",
    "upgrade.title": "ルールブックの例: アップグレード",
    "upgrade.intro": (
        "アップグレードを実行します。トラック3(物流チーフ)の上のスロットには、"
        "すでにあなたのポーンがあります。このアップグレードは解除に2段階かかります。"),
    "upgrade.do": (
        "トラック3のポーンを下のスロットへ動かし、物流チーフ(輸送で2回移動できる)"
        "を解除しましょう。"),
    "upgrade.done": (
        "選択肢は{choices}つでした: トラック1、2、4、5への新しいポーンか、このポーンです。"
        "ポーンはトラック3のスロット{slot}に進み、物流チーフが解除されました。"),
    "upgrade.nudge": "トラック3をタップしてください。",
    "upgrade.outro": "解除したアップグレードは、次のターンから有効です。",
    "gems_share.title": "ルールブックの例: 2人で建設した道路",
    "gems_share.intro": (
        "あなたは橙です。鉱山(宝石4つ)からあなたの工場への道路は4つの道路コマで、2つがあなた、"
        "2つが青(ルールブックの白)のものです。運べる宝石の数はルート上のあなたの道路コマの数までで、相手の"
        "道路コマ1つにつき宝石1つあたり1クレジットを支払います。"),
    "gems_share.do": (
        "鉱山から工場へ輸送し、あなたの工場が精製するアクアマリン2つを運びましょう。"),
    "gems_share.done": (
        "宝石を{carried}つ運びました(宝石2つ × 青の道路コマ2つ)。クレジットは橙{orange:+d}、"
        "青{blue:+d}です。"),
    "gems_share.nudge": "鉱山、あなたの工場の順にタップし、青い宝石2つを運んでください。",
    "gems_share.outro": "道路を自分で多く建設すれば、多く運べて支払いも減ります。",
    "gems_own_road.title": "ルールブックの例: 自分の道路で相手の工場へ",
    "gems_own_road.intro": (
        "あなたは青(ルールブックの白)で、4つの道路コマをすべて建設したので、宝石4つすべてを"
        "運べます。終点の工場は"
        "橙のもので、アクアマリンとフォレストエメラルドを精製します。"),
    "gems_own_road.do": "鉱山から橙の工場へ、宝石4つすべてを輸送しましょう。",
    "gems_own_road.done": (
        "宝石を{carried}つ運びました。橙{orange:+d}: 相手の工場に届けた宝石1つにつき1"
        "クレジットです。青{blue:+d}: 4クレジットを支払い、この工場で精製できない"
        "ファイアオパールを1クレジットで売りました。"),
    "gems_own_road.nudge": "鉱山、橙の工場の順にタップし、宝石4つすべてを運んでください。",
    "gems_own_road.outro": "工場で精製できない宝石は、ただちに1クレジットで売られます。",
    "gems_sale.title": "ルールブックの例: 精製した宝石の販売",
    "gems_sale.intro": (
        "サンストーン3つとファイアオパール1つを持っています。市場価値はサンストーンが2、"
        "ファイアオパールが3です。"),
    "gems_sale.do": "両方の種類を売りましょう。ある種類を売るときは、その種類をすべて売ります。",
    "gems_sale.done": (
        "{credits}クレジットを受け取りました(3×2 + 1×3)。売った種類は1つ下がります: "
        "ファイアオパール{price_R}、サンストーン{price_Y}。売らなかった中で最も低い種類が"
        "1つ上がります: アクアマリン{price_B}。フォレストエメラルドは{price_G}のままです。"),
    "gems_sale.nudge": "ファイアオパールとサンストーンをまとめて売る選択をしてください。",
    "gems_sale.outro": "売った宝石の価値は下がり、最も安い他の宝石の価値が上がります。",
    "fruits_share.title": "ルールブックの例: 2人で建設したルート",
    "fruits_share.intro": (
        "あなたは橙です。果樹園(果物4つ)からあなたの市場へのルートは4つのルートコマで、2つが"
        "あなた、2つが青(ルールブックの白)のものです。配達できる数にはすべてのルートコマが数えられますが、"
        "果物1つにつき相手のルートコマ1つあたり1クレジットを支払います。"),
    "fruits_share.do": "果樹園からあなたの市場へ、果物4つすべてを配達しましょう。",
    "fruits_share.done": (
        "果物を{carried}つ配達しました。青{blue:+d}(果物4つ × ルートコマ2つ)、橙{orange:+d}"
        "(8クレジットを支払い、市場の需要に合わないリンゴを1クレジットで販売)です。"),
    "fruits_share.nudge": "果樹園、あなたの市場の順にタップし、果物4つすべてを配達してください。",
    "fruits_share.outro": "市場の需要に一致する果物は、あなたの個人サプライに置かれます。",
    "fruits_market.title": "ルールブックの例: 相手の市場への配達",
    "fruits_market.intro": (
        "あなたは青(ルールブックの白)で、4つのルートコマをすべて建設しました。終点の市場は"
        "橙のもので、ブドウと"
        "レモンを需要としています。"),
    "fruits_market.do": "果樹園から橙の市場へ、果物4つすべてを配達しましょう。",
    "fruits_market.done": (
        "果物を{carried}つ配達しました。橙{orange:+d}: レモンとブドウ1つにつき1クレジット。"
        "青{blue:+d}: 3クレジットを支払い、リンゴを1クレジットで販売しました。"),
    "fruits_market.nudge": "果樹園、橙の市場の順にタップし、果物4つすべてを配達してください。",
    "fruits_market.outro": "市場の持ち主に支払うのは、需要に一致する果物の分だけです。",
    "fruits_sale.title": "ルールブックの例: 果物の販売",
    "fruits_sale.intro": "リンゴ1つとブドウ3つを持っています。市場価値はリンゴが4、ブドウが2です。",
    "fruits_sale.do": "サプライから両方の種類を売りましょう。",
    "fruits_sale.done": (
        "{credits}クレジットを受け取りました(2×3 + 4×1)。リンゴは{price_A}、ブドウは"
        "{price_G}に下がり、売らなかった中で最も安い種類が上がります: レモン{price_L}、"
        "ナシ{price_P}。"),
    "fruits_sale.nudge": "リンゴとブドウをまとめて売る選択をしてください。",
    "fruits_sale.outro": "販売数に関係なく、売った種類ごとに市場価値が1つ下がります。",
}

_X = "twinstar.exercise."
_L = "twinstar.lesson."
TEXTS: dict[str, dict[str, str]] = {
    "en": {_X + key: text for key, text in (_EN | ROUTE_EN | BOARD_EN).items()}
    | {_L + key: text for key, text in LESSON_EN.items()},
    "ja": {_X + key: text for key, text in (_JA | ROUTE_JA | BOARD_JA).items()}
    | {_L + key: text for key, text in LESSON_JA.items()},
}
