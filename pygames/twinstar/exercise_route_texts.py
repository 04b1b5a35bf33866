"""Texts of the route exercises (:mod:`.exercises_routes`), English and Japanese: each
exercise's own title, set-up, load and reason, put together with the texts all of them share
(choose the route, the largest load, each seat's credits). Keys without the
``twinstar.exercise.`` prefix (added by :mod:`.lesson_texts`)."""

from __future__ import annotations

#: name: (title, set-up, what to carry, why the numbers are what they are), English then
#: Japanese.
_OWN: dict[str, tuple[tuple[str, str, str, str], tuple[str, str, str, str]]] = {
    "gems_option1": (
        ("white's option 1: only own pieces",
         "You are white. Mine 1 holds 4 gems; the road to your factory A has 3 pieces, all "
         "yours.",
         "Carry 3 gems: as many as your pieces on the route.",
         "No rival piece and your own factory: nobody is paid."),
        ("白の選択肢1: 自分の道路コマだけ",
         "あなたは白です。鉱山1には宝石が4つあり、あなたの工場Aへの道路は3つの道路コマで、"
         "すべてあなたのものです。",
         "宝石を3つ運びましょう: ルート上のあなたの道路コマの数までです。",
         "相手の道路コマはなく自分の工場なので、誰にも支払いません。")),
    "gems_option2": (
        ("white's option 2: a majority of orange",
         "You are white. The road from Mine 1 to your factory C has 4 "
         "pieces of yours, 2 of orange's and 1 of blue's (the rulebook's purple).",
         "Carry all 4 gems.",
         "3 rival pieces × 4 gems = 12 credits, all to orange, who holds the majority (2 "
         "pieces against 1)."),
        ("白の選択肢2: 橙が過半数",
         "あなたは白です。鉱山1からあなたの工場Cへの道路には、あなたの道路コマが"
         "4つ、橙が2つ、青(ルールブックの紫)が1つあります。",
         "宝石4つすべてを運びましょう。",
         "相手の道路コマ3つ × 宝石4つ = 12クレジットを、過半数(2対1)の橙にすべて支払います。")),
    "gems_option3": (
        ("white's option 3: one orange piece",
         "You are white. The road from Mine 2 to your factory A has 3 pieces of yours and 1 "
         "of orange's.",
         "Carry 3 gems, as many as your pieces.",
         "1 orange piece × 3 gems = 3 credits to orange."),
        ("白の選択肢3: 橙の道路コマ1つ",
         "あなたは白です。鉱山2からあなたの工場Aへの道路には、あなたの道路コマが3つ、橙が1つ"
         "あります。",
         "あなたの道路コマの数と同じ、宝石3つを運びましょう。",
         "橙の道路コマ1つ × 宝石3つ = 3クレジットを橙に支払います。")),
    "gems_option4": (
        ("white's option 4: a tie between rivals",
         "You are white. The road from Mine 2 to your factory C has 1 "
         "piece of yours, 1 of orange's and 1 of blue's (the rulebook's purple).",
         "Carry the 1 gem your single piece allows.",
         "2 rival pieces × 1 gem = 2 credits; orange and blue (purple) are tied, so each gets 1."),
        ("白の選択肢4: 相手どうしが同数",
         "あなたは白です。鉱山2からあなたの工場Cへの道路には、あなた、橙、"
         "青(ルールブックの紫)の道路コマが1つずつあります。",
         "あなたの道路コマ1つで運べる宝石1つを運びましょう。",
         "相手の道路コマ2つ × 宝石1つ = 2クレジット。橙と青(紫)が同数なので1ずつ受け取ります。")),
    "gems_option5": (
        ("white's option 5: orange's factory",
         "You are white. The road from Mine 2 to orange's factory B has 3 pieces, all yours; "
         "the factory refines green and yellow.",
         "Carry 3 gems to orange's factory.",
         "No toll, but 1 credit per gem delivered at a rival's factory: 3 to orange."),
        ("白の選択肢5: 橙の工場",
         "あなたは白です。鉱山2から橙の工場Bへの道路は3つの道路コマで、すべてあなたのもの"
         "です。工場は緑と黄を精製します。",
         "橙の工場へ宝石を3つ運びましょう。",
         "通行料はありませんが、相手の工場に届けた宝石1つにつき1クレジット: 橙に3です。")),
    "gems_bypass": (
        ("going around orange's piece",
         "You are white. Orange's piece sits on your road, but you built 2 more pieces on the "
         "row above to go around it.",
         "Carry all 4 gems.",
         "The route around uses only your pieces: nobody is paid."),
        ("橙の道路コマを迂回する",
         "あなたは白です。道路上に橙の道路コマがありますが、上の列に道路コマを2つ追加で"
         "建設して迂回できます。",
         "宝石4つすべてを運びましょう。",
         "迂回ルートはあなたの道路コマだけなので、誰にも支払いません。")),
    "gems_circle": (
        ("the long way round the mine",
         "You are white. Three of your pieces circle the mine; orange's one piece leads to "
         "your factory.",
         "Carry all 3 gems.",
         "3 gems × 1 orange piece = 3 credits to orange."),
        ("鉱山を大回りする",
         "あなたは白です。あなたの道路コマ3つが鉱山を囲み、橙の道路コマ1つがあなたの工場へ"
         "続いています。",
         "宝石3つすべてを運びましょう。",
         "宝石3つ × 橙の道路コマ1つ = 3クレジットを橙に支払います。")),
    "fruits_option1": (
        ("white's option 1: a route of 3 pieces",
         "You are white. Orchard 1 holds 4 fruits; the route to your market A has only 3 "
         "pieces.",
         "Deliver 3 fruits: as many as the route has pieces.",
         "All pieces are yours and the market too: nobody is paid."),
        ("白の選択肢1: 3つのルートコマのルート",
         "あなたは白です。果樹園1には果物が4つあり、あなたの市場Aへのルートはルートコマ3つ"
         "だけです。",
         "ルートコマの数と同じ、果物3つを配達しましょう。",
         "ルートコマも市場もあなたのものなので、誰にも支払いません。")),
    "fruits_option2": (
        ("white's option 2: two rivals on the route",
         "You are white. The route from orchard 1 to your market C has 1 "
         "piece of yours, 2 of orange's and 1 of blue's.",
         "Deliver all 4 fruits: every piece counts for the load.",
         "Each rival is paid for their own pieces: orange 2 × 4, blue 1 × 4."),
        ("白の選択肢2: ルート上に相手が2人",
         "あなたは白です。果樹園1からあなたの市場Cへのルートには、あなたの"
         "ルートコマが1つ、橙が2つ、青が1つあります。",
         "果物4つすべてを配達しましょう: すべてのルートコマが配達数に数えられます。",
         "相手にはそれぞれのルートコマの分を支払います: 橙に2 × 4、青に1 × 4。")),
    "fruits_option3": (
        ("white's option 3: one orange piece",
         "You are white. The route from orchard 2 to your market A has 3 pieces of yours and "
         "1 of orange's.",
         "Deliver all 4 fruits.",
         "1 orange piece × 4 fruits = 4 credits to orange."),
        ("白の選択肢3: 橙のルートコマ1つ",
         "あなたは白です。果樹園2からあなたの市場Aへのルートには、あなたのルートコマが3つ、"
         "橙が1つあります。",
         "果物4つすべてを配達しましょう。",
         "橙のルートコマ1つ × 果物4つ = 4クレジットを橙に支払います。")),
    "fruits_option4": (
        ("white's option 4: the shorter route",
         "You are white. To your market C, the long route passes 2 orange "
         "pieces and 1 blue; the short one only 1 of each.",
         "On the short route, deliver 3 fruits.",
         "Orange and blue each get 1 credit per fruit: 3 each."),
        ("白の選択肢4: 短いルート",
         "あなたは白です。あなたの市場Cへの長いルートは橙2つと青1つのルート"
         "コマを、短いルートはそれぞれ1つだけを通ります。",
         "短いルートで果物3つを配達しましょう。",
         "橙と青に果物1つにつき1クレジットずつ: それぞれ3です。")),
    "fruits_option5": (
        ("white's option 5: orange's market",
         "You are white. The route of 3 pieces, all yours, leads to orange's market B, which "
         "demands apples and pears.",
         "Deliver the apple and the two pears.",
         "1 credit to orange for each apple or pear delivered: 3."),
        ("白の選択肢5: 橙の市場",
         "あなたは白です。すべてあなたの3つのルートコマのルートが、リンゴとナシを需要とする"
         "橙の市場Bに続いています。",
         "リンゴ1つとナシ2つを配達しましょう。",
         "配達したリンゴかナシ1つにつき1クレジットを橙に: 3です。")),
    "fruits_bypass": (
        ("going around orange's piece",
         "You are white. Orange's piece sits on your route, but you built 2 more pieces on the "
         "row above to go around it.",
         "Deliver all 4 fruits.",
         "The route around uses only your pieces: orange gets nothing."),
        ("橙のルートコマを迂回する",
         "あなたは白です。ルート上に橙のルートコマがありますが、上の列にルートコマを2つ追加"
         "で建設して迂回できます。",
         "果物4つすべてを配達しましょう。",
         "迂回ルートはあなたのルートコマだけなので、橙には支払いません。")),
    "fruits_circle": (
        ("the long way round the orchard",
         "You are white. Three of your pieces circle the orchard; orange's one piece leads to "
         "your market.",
         "Deliver all 4 fruits: the long way has 4 pieces.",
         "4 fruits × 1 orange piece = 4 credits to orange."),
        ("果樹園を大回りする",
         "あなたは白です。あなたのルートコマ3つが果樹園を囲み、橙のルートコマ1つがあなたの"
         "市場へ続いています。",
         "果物4つすべてを配達しましょう: 大回りのルートにはルートコマが4つあります。",
         "果物4つ × 橙のルートコマ1つ = 4クレジットを橙に支払います。")),
}

#: Texts every route exercise shares (English, Japanese), by edition.
_SHARED = {
    "gems": (
        {"title": "Rulebook: {title}",
         "do": "Transport: tap the mine, then the factory{via}.",
         "route": "Gems this route lets you carry: up to {{most}}.",
         "nudge": "Tap the mine on the left, then the factory on the right{via}; then carry.",
         "outro": "The same numbers as the rulebook's example."},
        {"title": "ルールブックの例: {title}",
         "do": "輸送: 鉱山、工場の順にタップしましょう{via}。",
         "route": "このルートでは宝石を{{most}}つまで運べます。",
         "nudge": "左の鉱山、右の工場の順にタップし{via}、運んでください。",
         "outro": "ルールブックの例と同じ数になりました。"}),
    "fruits": (
        {"title": "Rulebook: {title}",
         "do": "Deliver: tap the orchard, then the market{via}.",
         "route": "Fruits this route lets you deliver: up to {{most}}.",
         "nudge": "Tap the orchard on the left, then the market on the right{via}; then "
                  "deliver.",
         "outro": "The same numbers as the rulebook's example."},
        {"title": "ルールブックの例: {title}",
         "do": "配達: 果樹園、市場の順にタップしましょう{via}。",
         "route": "このルートでは果物を{{most}}つまで配達できます。",
         "nudge": "左の果樹園、右の市場の順にタップし{via}、配達してください。",
         "outro": "ルールブックの例と同じ数になりました。"}),
}

#: How the route's way is named when the example takes one of several.
_VIA = {"gems_bypass": ("the row above", "上の列"), "fruits_bypass": ("the row above", "上の列"),
        "gems_circle": ("the way round", "大回り"), "fruits_circle": ("the way round", "大回り"),
        "fruits_option4": ("the shorter way", "短い方")}

_PAID = {
    "en": {"orange": "orange {orange:+d}", "white": "white {white:+d}",
           "blue": "blue {blue:+d}"},
    "ja": {"orange": "橙{orange:+d}", "white": "白{white:+d}", "blue": "青{blue:+d}"},
}
_SEATS = {"gems_option2": ("blue",), "gems_option4": ("blue",),
          "fruits_option2": ("blue",), "fruits_option4": ("blue",)}


def _texts(lang: int) -> dict[str, str]:
    code = ("en", "ja")[lang]
    out: dict[str, str] = {}
    for name, both in _OWN.items():
        title, intro, carry, why = both[lang]
        shared = _SHARED[name.partition("_")[0]][lang]
        via = _VIA.get(name)
        way = "" if via is None else (f", going {via[0]}" if lang == 0 else
                                      f"({via[1]}を通って)")
        seats = ("orange", "white") + _SEATS.get(name, ())
        paid = (", ", "、")[lang].join(_PAID[code][seat] for seat in seats)
        done = (f"{why} Credits: {paid}. Carried: {{carried}}." if lang == 0 else
                f"{why}クレジット: {paid}。運んだ数: {{carried}}。")
        out.update({f"{name}.title": shared["title"].format(title=title),
                    f"{name}.intro": intro, f"{name}.carry": carry,
                    f"{name}.do": shared["do"].format(via=way),
                    f"{name}.route": shared["route"].format(),
                    f"{name}.nudge": shared["nudge"].format(via=way),
                    f"{name}.done": done, f"{name}.outro": shared["outro"]})
    return out


ROUTE_EN = _texts(0)
ROUTE_JA = _texts(1)
