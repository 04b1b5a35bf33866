"""Texts of the fruit rulebook's contract, sale and solo-bot exercises
(:mod:`.exercises_claims`, :mod:`.exercises_bot`), English and Japanese, and their catalogue:
the rule set's exercise catalogue (:mod:`.lesson_texts`) with these added, so that module
(another helper's) stays as it is."""

from __future__ import annotations

from .lesson_texts import TEXTS

#: name: {part: (English, Japanese)}; parts are the step keys the exercise names.
_TEXTS: dict[str, dict[str, tuple[str, str]]] = {
    "fruits_negotiator": {
        "title": ("Rulebook: two contracts in one turn",
                  "ルールブックの例: 1ターンに2つの契約"),
        "intro": (
            "Advanced mode. You have unlocked the Contract Negotiator (research 6): you may "
            "claim two contracts in one turn. The first two cards of the grid ask for a grape "
            "and an apple, and for a pear and an apple, delivered this turn.",
            "上級モードです。契約交渉人(研究6)をアンロック済みなので、1ターンに契約を2つ"
            "獲得できます。グリッドの最初の2枚は、このターンに「ブドウとリンゴ」と「ナシと"
            "リンゴ」を配達することを求めます。"),
        "deliver": (
            "Deliver from the orchard to your market, all four fruits: a fruit delivered "
            "counts for one contract only, so the two cards need two apples.",
            "果樹園からあなたの市場へ4つの果物をすべて配達しましょう。配達した果物は1つの"
            "契約にしか使えないので、2枚にはリンゴが2つ必要です。"),
        "deliver.done": (
            "You delivered {grapes} grape, {pears} pear and {apples} apples: what both "
            "contracts need together.",
            "ブドウ{grapes}つ、ナシ{pears}つ、リンゴ{apples}つを配達しました。2枚の契約に"
            "合わせて必要な数です。"),
        "claim": (
            "Skip the sale, then claim the first contract and the second.",
            "販売はせずに終え、1枚目と2枚目の契約を獲得しましょう。"),
        "claim.done": (
            "You claimed {contracts} contracts in one turn, worth {points} points at the end.",
            "1ターンで契約を{contracts}つ獲得しました。ゲーム終了時に{points}ポイントです。"),
        "nudge": (
            "Follow the highlighted part: the orchard, your market, all four fruits, then the "
            "two contracts.",
            "強調された場所をタップしてください: 果樹園、市場、4つの果物、そして2枚の契約です。"),
        "outro": (
            "With one apple only, the second card could not be claimed: the apple went to the "
            "first. The grid's empty places are refilled at the end of your turn.",
            "リンゴが1つだけなら、リンゴは1枚目に使われ、2枚目は獲得できません。グリッドの"
            "空いた場所はターンの終了時に補充されます。"),
    },
    "fruits_negotiator_market": {
        "title": ("Rulebook: two contracts, one of them for a market of its kind",
                  "ルールブックの例: 専門の市場が必要な契約と2枚同時に"),
        "intro": (
            "Advanced mode, the Contract Negotiator unlocked. One card asks for a grape and a "
            "lemon delivered; the other for two grapes delivered to a market specialised in "
            "grapes. Your market specialises in apples and grapes.",
            "上級モードで、契約交渉人はアンロック済みです。1枚は「ブドウとレモン」の配達、"
            "もう1枚は「ブドウ2つをブドウを専門とする市場へ」の配達を求めます。あなたの市場"
            "はリンゴとブドウを専門としています。"),
        "deliver": (
            "Deliver the three grapes and the lemon to your market.",
            "3つのブドウとレモンをあなたの市場へ配達しましょう。"),
        "deliver.done": (
            "You delivered {grapes} grapes and {lemons} lemon; the grapes reached a grape "
            "market, the lemon was sold at once.",
            "ブドウ{grapes}つとレモン{lemons}つを配達しました。ブドウはブドウの市場に届き、"
            "レモンはただちに販売されました。"),
        "claim": (
            "Skip the sale, then claim both contracts.",
            "販売はせずに終え、2枚の契約を獲得しましょう。"),
        "claim.done": (
            "You claimed {contracts} contracts, worth {points} points: two grapes for the "
            "market card, a grape and the lemon for the other.",
            "契約を{contracts}つ獲得しました({points}ポイント)。ブドウ2つは市場の契約に、"
            "ブドウ1つとレモンはもう1枚に使われました。"),
        "nudge": (
            "Follow the highlighted part: the orchard, your market, all four fruits, then the "
            "two contracts.",
            "強調された場所をタップしてください: 果樹園、市場、4つの果物、そして2枚の契約です。"),
        "outro": (
            "Delivered to a market of other kinds, the grapes would meet only the first card.",
            "ブドウを専門としない市場に配達していたら、1枚目の契約しか満たせません。"),
    },
    "fruits_three_bridges": {
        "title": ("Rulebook: a bridge contract without a new bridge",
                  "ルールブックの例: 新しい橋なしで橋の契約"),
        "intro": (
            "Advanced mode. You already have 3 bridges. The first card of the grid asks for "
            "3 bridges: it needs a Construct this turn, but not a bridge.",
            "上級モードです。あなたはすでに橋を3つ持っています。グリッドの1枚目は橋3つを"
            "求めます。このターンに建設アクションが必要ですが、橋である必要はありません。"),
        "build": (
            "Place your first disc on a1 (Construct), build one piece on the plains next to "
            "the orchard, finish, and claim the first contract.",
            "最初のディスクをa1(建設)に置き、果樹園の隣の平原にルートコマを1つ建設して"
            "終え、1枚目の契約を獲得しましょう。"),
        "build.done": (
            "You have {bridges} bridges, {new} of them built this turn, and claimed the "
            "contract: {points} points.",
            "橋は{bridges}つ、うちこのターンに建設した橋の数は{new}です。契約を獲得しました: "
            "{points}ポイント。"),
        "nudge": (
            "Follow the highlighted part: a1, the plains hex, finish, the first contract.",
            "強調された場所をタップしてください: a1、平原ヘクス、終了、1枚目の契約です。"),
        "outro": (
            "The gem edition asks for a new bridge in that turn; the fruit edition only for "
            "the Construct.",
            "宝石版ではそのターンに新しい橋が必要ですが、果物版では建設アクションだけが必要"
            "です。"),
    },
    "fruits_sell_all": {
        "title": ("Rulebook: a kind is sold whole",
                  "ルールブックの例: 売る種類はすべて売る"),
        "intro": (
            "Your supply holds 3 apples (worth 3 each) and a grape. You may sell after your "
            "main action.",
            "サプライにリンゴ3つ(1つ3クレジット)とブドウ1つがあります。メインアクションの"
            "後に販売できます。"),
        "sell": ("Sell your apples.", "リンゴを販売しましょう。"),
        "sell.done": (
            "You had {offered} sales to choose from: apples, the grape, or both, never part "
            "of a kind. All {sold} apples were sold, {left} left, for {credits} credits.",
            "選べる販売は{offered}通りでした: リンゴ、ブドウ、またはその両方で、種類の一部"
            "だけは売れません。リンゴ{sold}つをすべて売り(残りの数は{left})、{credits}"
            "クレジットを得ました。"),
        "nudge": ("Choose the sale of apples alone.", "リンゴだけの販売を選んでください。"),
        "outro": (
            "The apple's value then drops one step, whatever the number sold.",
            "販売数に関係なく、リンゴの市場価値は1つ下がります。"),
    },
    "solo_block": {
        "title": ("Rulebook: the solo bot blocks with a bridge",
                  "ルールブックの例: ソロのボットが橋でブロックする"),
        "intro": (
            "A solo game. A mountain wall runs between the orchard and a market site; its one "
            "gap is a lake. The bot's next card puts Research first and shows the route piece: "
            "after it, the bot builds one route piece.",
            "ソロゲームです。果樹園と市場サイトの間に山の壁があり、その切れ目は湖だけです。"
            "ボットの次のカードは研究が最優先で、ルートコマのシンボルがあります。研究の後、"
            "ボットはルートコマを1つ建設します。"),
        "build": (
            "Place a disc on c5 (Construct) and build your market on the site, demanding "
            "grapes and lemons. Then watch the bot.",
            "c5(建設)にディスクを置き、サイトにブドウとレモンを専門とする市場を建設しましょう。"
            "そしてボットを見てください。"),
        "build.done": (
            "To link your market to the orchard the bot could put its piece on {choices} "
            "hexes, the plains {plains} or the lake {hex}. It took {hex}, the bridge: you "
            "would need {around} pieces to go around its route (0 means there is no way around), "
            "where the plains hex would have left you a way of {detour} pieces.",
            "市場と果樹園をつなぐため、ボットはルートコマを{choices}つのヘクス(平原{plains}"
            "か湖{hex})に置けました。ボットは橋となる{hex}を選びました。ボットのルートを"
            "迂回するのに必要なコマの数は{around}です(0は迂回できないという意味です)。平原を選んでいたら"
            "{detour}つのコマで迂回できました。"),
        "nudge": (
            "Follow the highlighted part: c5, the market site, then grapes and lemons.",
            "強調された場所をタップしてください: c5、市場サイト、ブドウとレモンです。"),
        "outro": (
            "Every delivery from that orchard to your market now crosses the bot's bridge, "
            "and you pay the bot each time.",
            "この果樹園からあなたの市場への配達はすべてボットの橋を渡り、そのたびにボットに"
            "支払います。"),
    },
}

_X = "twinstar.exercise."
MORE_EN = {f"{_X}{name}.{part}": pair[0] for name, parts in _TEXTS.items()
           for part, pair in parts.items()}
MORE_JA = {f"{_X}{name}.{part}": pair[1] for name, parts in _TEXTS.items()
           for part, pair in parts.items()}
#: The exercises' catalogue: the rule set's exercise and lesson texts with these added.
CATALOGUE: dict[str, dict[str, str]] = {"en": TEXTS["en"] | MORE_EN, "ja": TEXTS["ja"] | MORE_JA}
