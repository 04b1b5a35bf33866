"""Tropicalia: how this table reads ``tropicalia.ja.txt``, and which components are ours.

The one list of the readings chosen where the rulebook is unclear or silent and of the
components' provenance (see :mod:`pygames.core.readings`); each reading's test names its
entry, and the rules reference shows both lists to players.
"""

from __future__ import annotations

from functools import partial
from typing import Any

from ..core.readings import Component, Reading, find

READINGS: tuple[Reading, ...] = (
    Reading(
        "face-down-tiles",
        {"ja": "3人用ゲームでは、[✖ 👥]が記載された2枚のタイルを裏返します。",
         "en": "In a 3-player game, turn face down the 2 tiles marked [✖ 👥]."},
        {"en": "The marks read by their legend (one kind unused at 2 and 3 players, one "
               "unused at 2): at 3 players the two tiles marked for 2/3 players go face "
               "down, at 2 players all three marked tiles.",
         "ja": "マークは凡例どおりに読みます（2人・3人で使わないものと、2人で使わないもの）。"
               "3人では2人/3人マークの2枚、2人ではマークのある3枚すべてを裏返します。"},
    ),
    Reading(
        "discard-any-time",
        {"ja": "いつでもボードからフルーツを捨てることができます",
         "en": "You may discard fruit from your board at any time."},
        {"en": "Fruit may be put back at each of your decisions where it can matter: the "
               "morning placement, the start of each day turn, at a market before the sale "
               "(at the \"fewest\" market, one mango fewer can raise the price), the build "
               "decision, and once more before scoring; over capacity you must put fruit "
               "back until it fits. The steps inside a move (choosing the tile, the square, "
               "a substitute fruit) follow a decision where you could already discard.",
         "ja": "捨てることに意味のある自分の決定のたびに、フルーツを袋に戻せます：朝の配置、"
               "昼の手番の始め、市場で売る前（「最も少ない」市場ではマンゴーを1つ減らすと"
               "値段が上がることがあります）、建設の決定、そして得点計算の前にもう一度。"
               "容量を超えている間は収まるまで戻さなければなりません。移動の途中の選択"
               "（行き先のタイル、村のマス、代わりのフルーツ）は、すでに捨てられた決定の"
               "後に続くものです。"},
    ),
    Reading(
        "items-where-needed",
        {"ja": "サーフボードとカートを同時に使用して、占有されている任意の市場タイルにワーカーを"
               "配置することができます。",
         "en": "You may use a surfboard and a cart together to place a worker on any "
               "occupied market tile."},
        {"en": "An item is offered only where it is needed: a surfboard for a free tile "
               "outside the worker's line, a cart for an occupied market of its line, both "
               "for an occupied market outside it.",
         "ja": "アイテムは必要な場合にだけ使えます：サーフボードは列の外の空いているタイル、"
               "カートは列の中の占有された市場、両方は列の外の占有された市場へ行くときです。"},
    ),
    Reading(
        "items-next-turn",
        {"ja": "次のターンから使用できるようになります",
         "en": "They can be used from the next turn."},
        {"en": "A surfboard or cart taken at a plaza cannot move the worker that took it: "
               "the tile is chosen before the plaza gives its items.",
         "ja": "広場で取ったサーフボードやカートは、それを取ったワーカーの移動には使えません"
               "（行き先を決めた後に広場のアイテムを受け取るため）。"},
    ),
    Reading(
        "home-any-time",
        {"ja": "ただし、いつでも家に帰ることを選択できます。",
         "en": "However, you may always choose to go home."},
        {"en": "A worker may go home even when free tiles remain in its line.",
         "ja": "列に空いているタイルが残っていても、ワーカーは家に帰れます。"},
    ),
    Reading(
        "build-after-every-turn",
        {"ja": "昼フェーズのターン終了時に、建設ボードから村タイルを1つ建設することができます。",
         "en": "At the end of a day-phase turn, you may build one village tile from the "
               "build board."},
        {"en": "The build decision follows every day turn, going home included, when some "
               "tile is affordable and the village has room; otherwise it is skipped. A "
               "market decision is skipped when nothing can be sold there.",
         "ja": "建設の決定は、家に帰った場合も含めて昼の手番ごとに、買えるタイルがあり村に"
               "空きがあるときに行います。そうでなければ省略します。売れるものがない市場での"
               "販売の決定も省略します。"},
    ),
    Reading(
        "orchard-tile-substitute",
        {"ja": "指定されたタイプのフルーツが袋にない場合は、代わりに別のタイプを選択できます。",
         "en": "If the bag lacks the fruit type shown, you may choose another type instead."},
        {"en": "The substitute is asked only when two or more other types are in the bag "
               "(one type: it is taken; none: nothing).",
         "ja": "代わりの種類を選ぶのは、袋に他の種類が2種類以上あるときだけです（1種類ならそれ"
               "を取り、なければ何も得ません）。"},
    ),
    Reading(
        "fountains-after-orchard",
        {"ja": "また、2つの噴水(B)を完成させたため、袋から一度に1つずつランダムなフルーツを2つ"
               "引くことができます。",
         "en": "Also, having completed 2 fountains (B), he draws 2 random fruits from the "
               "bag, one at a time."},
        {"en": "Fountain fruit is drawn after the orchard tile's own fruit, in the order of "
               "the rulebook's example.",
         "ja": "噴水のフルーツは、ルールブックの例の順に、果樹園タイル自身のフルーツの後に"
               "引きます。"},
    ),
    Reading(
        "shells-uncapped",
        {"ja": "販売によって獲得した貝殻の数だけ、貝殻トラッカーをトラック上で移動します。",
         "en": "Move your shell tracker along the track by the shells the sale earned."},
        {"en": "Shells are not capped by the length of the track.",
         "ja": "貝殻の数はトラックの長さで打ち止めにしません。"},
    ),
    Reading(
        "last-round-removal",
        {"ja": "2人用ゲームのみ: 建設ボードの左端の村のタイルをゲームから取り除きます。",
         "en": "2-player game only: remove the leftmost village tile of the build board "
               "from the game."},
        {"en": "After round 5 the removal is skipped: it cannot change the result.",
         "ja": "ラウンド5の後は取り除きを省略します（結果が変わらないため）。"},
    ),
    Reading(
        "line-market",
        {"ja": "現在この市場タイルと同じ行または列にある島タイルにいるワーカーの数に等しい数の"
               "貝殻を獲得します(配置されたばかりのワーカーは含まれません)。",
         "en": "Earn shells equal to the workers now on island tiles in this market tile's "
               "row or column (not counting the worker just placed)."},
        {"en": "This market's own tile counts (other workers there through carts); only the "
               "arriving worker is left out.",
         "ja": "この市場タイル自身も数えます（カートで来た他のワーカー）。数えないのは今来た"
               "ワーカーだけです。"},
    ),
    Reading(
        "markets-market",
        {"ja": "現在すべての市場タイルにいるワーカーの数に等しい数の貝殻を獲得します"
               "(配置されたばかりのワーカーは含まれません)。",
         "en": "Earn shells equal to the workers now on all market tiles (not counting the "
               "worker just placed)."},
        {"en": "Every market tile counts, this one included; only the arriving worker is "
               "left out.",
         "ja": "この市場を含むすべての市場タイルを数えます。数えないのは今来たワーカーだけです。"},
    ),
    Reading(
        "most-fewest",
        {"ja": "売却する前に、プレイヤーボードにあるそのフルーツが誰よりも少ない場合",
         "en": "If, before selling, you hold fewer of that fruit on your board than anyone."},
        {"en": "\"More\" and \"fewer than anyone\" are strict (a tie earns the plain price), "
               "counted before selling and after any fruit put back first.",
         "ja": "「誰よりも多い／少ない」は厳密に比べます（同数なら通常の値段）。数えるのは売る"
               "前、先に捨てたフルーツの後です。"},
    ),
    Reading(
        "events-beyond-five",
        {"ja": "1/2/3/4/5のユニークなイベントで7/15/24/34/45ポイントを獲得します。",
         "en": "1/2/3/4/5 unique events score 7/15/24/34/45 points."},
        {"en": "The table stops at 5: the village tiles show 5 different events, and more "
               "would still score 45.",
         "ja": "表は5種類までです。村タイルのイベントは5種類で、それ以上あっても45点です。"},
    ),
)

COMPONENTS: tuple[Component, ...] = (
    Component(
        "rounds-workers-baskets",
        {"en": "Rounds, workers, printed baskets, start shells, event table",
         "ja": "ラウンド数・ワーカー・印刷されたバスケット・開始時の貝殻・イベントの得点表"},
        "rulebook",
        {"en": "5 rounds, 4 workers, 5 printed baskets, 0/1/2/3 shells, 7/15/24/34/45.",
         "ja": "5ラウンド、ワーカー4人、バスケット5つ、貝殻0/1/2/3、7/15/24/34/45点。"},
    ),
    Component(
        "island-tiles",
        {"en": "16 island tiles", "ja": "島タイル16枚"},
        "reconstructed",
        {"en": "6 orchards, 4 plazas (one with the brown sign), 6 markets selling each fruit "
               "at two of the prices 2, 3, 4; two tiles marked unused at 2/3 players, one at "
               "2 players.",
         "ja": "果樹園6、広場4（1枚は茶色の看板）、市場6（各フルーツを2・3・4のうち2つの値段で）。"
               "2人/3人で使わないマーク2枚、2人で使わないマーク1枚。"},
    ),
    Component(
        "fruit",
        {"en": "Fruit in the bag", "ja": "袋のフルーツ"},
        "reconstructed",
        {"en": "20 of each type, so an empty bag stays very rare.",
         "ja": "各種類20個（袋が空になるのはごくまれ）。"},
    ),
    Component(
        "item-tiles",
        {"en": "Item tiles", "ja": "アイテムタイル"},
        "reconstructed",
        {"en": "14 carts, 14 surfboards, 14 baskets (a 4-player game draws at most 40); "
               "5 basket-tile spaces under the printed baskets.",
         "ja": "カート14、サーフボード14、バスケット14（4人で最大40枚使用）。バスケットタイルの"
               "置き場は5つ。"},
    ),
    Component(
        "village-tiles",
        {"en": "48 village tiles and the build board", "ja": "村タイル48枚と建設ボード"},
        "reconstructed",
        {"en": "12 of each kind, costs 3–14 shells, fountain halves on their edges; the "
               "surcharges +0 to +4 come from the rulebook's \"+4\" and its 8 + 3 example, "
               "whose mango orchard tile is one of them.",
         "ja": "各種類12枚、コスト3〜14、辺に噴水の半分。追加コスト+0〜+4はルールブックの"
               "「+4」と8 + 3の例から（例のマンゴーの果樹園タイルも含む）。"},
    ),
    Component(
        "advanced-markets",
        {"en": "Advanced market tiles", "ja": "上級市場タイル"},
        "reconstructed",
        {"en": "The twelve effects are the rulebook's; which two share a double-sided tile "
               "is ours.",
         "ja": "12の効果はルールブックどおり。どの2つが両面タイルの表裏かは独自です。"},
    ),
)

#: The entry of :data:`READINGS` with this id (tests name the reading they check).
reading = partial(find, READINGS)


def both(options: dict[str, Any]) -> tuple[tuple[Reading, ...], tuple[Component, ...]]:
    """The readings and components, whatever the options (the registry asks per options)."""
    return READINGS, COMPONENTS
