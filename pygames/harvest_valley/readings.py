"""Harvest Valley: how this table reads ``harvest-valley.ja.txt``, and which components are
reconstructions.

The one list of the readings chosen where the rulebook is unclear or silent and of the
components' provenance (see :mod:`pygames.core.readings`); each reading's test names its
entry, and the rules reference shows both lists to players. The deck's detailed provenance
stays with its data in :mod:`.components`.
"""

from __future__ import annotations

from functools import partial
from typing import Any

from ..core.readings import Component, Reading, find

READINGS: tuple[Reading, ...] = (
    Reading(
        "first-player",
        {"ja": "最年少のプレイヤーが最初のターンを行います(または、誰が最初かをランダムに選択する"
               "こともできます)。",
         "en": "The youngest player takes the first turn (or you may choose the first player "
               "at random)."},
        {"en": "The first player is chosen at random (from the game's seed).",
         "ja": "最初のプレイヤーは（ゲームのシードから）無作為に決めます。"},
    ),
    Reading(
        "weeds-targets",
        {"ja": "雑草カードは、谷の土地カード(ファームハウスではない)がすでに置かれているスペースに"
               "置かれます。",
         "en": "A weeds card goes on a space that already holds a land card of the valley "
               "(not a farmhouse)."},
        {"en": "Weeds may cover any land card but a farmhouse or another weeds card (weeds "
               "on weeds could go on forever); the covered card returns to the river in the "
               "slot the weeds came from.",
         "ja": "雑草はファームハウスと雑草以外のどの土地カードにも置けます（雑草に雑草を置くと"
               "終わらなくなるため）。下にあったカードは、雑草を取った川のスロットに戻ります。"},
    ),
    Reading(
        "tractor-targets",
        {"ja": "トラクターカードは、谷の土地カード(ただし、ファームハウスや隕石ではない)がすでに"
               "置かれているスペースに置かれます。",
         "en": "A tractor card goes on a space that already holds a land card of the valley "
               "(but not a farmhouse or a meteor)."},
        {"en": "A tractor or cultivator may go onto any land card but a farmhouse or meteor, "
               "weeds and other tractors included.",
         "ja": "トラクターと耕運機は、ファームハウスと隕石以外のどの土地カードにも置けます"
               "（雑草や他のトラクターにも）。"},
    ),
    Reading(
        "cultivator-run",
        {"ja": "同じ行または列にある、隣接する一連のカードを押すことができます。",
         "en": "It can push a run of adjacent cards in the same row or column."},
        {"en": "A cultivator pushes the whole run of adjacent cards in the chosen direction "
               "one space, up to the first empty space; the run may hold no farmhouse or "
               "meteor, and nothing leaves the grid.",
         "ja": "耕運機は選んだ方向の隣接する一連のカードを、最初の空きスペースまでまとめて1マス"
               "押します。その列にファームハウスや隕石があってはならず、グリッドの外にも押し"
               "出せません。"},
    ),
    Reading(
        "no-move-pass",
        {"ja": "谷グリッドがカードでいっぱいになると、ゲームは終了します",
         "en": "The game ends when the valley grid is full of cards."},
        {"en": "A player with no legal move (no farmhouse left and no river card with a legal "
               "place) passes; once every player in turn has passed, nothing can change and "
               "the game ends, scored as it stands.",
         "ja": "合法な手がないプレイヤー（ファームハウスがなく、置ける川のカードもない）はパス"
               "します。全員が続けてパスしたら何も変わらないので、その時点で得点計算して終了"
               "します。"},
    ),
    Reading(
        "locusts-last",
        {"ja": "イナゴは、縦横に隣接するすべての小麦カードをキャンセルします。",
         "en": "A locust cancels every wheat card orthogonally next to it."},
        {"en": "Locusts remove their wheat after crows and boars, and all removals come "
               "before any scoring (each animal removes a different kind, so only that "
               "matters).",
         "ja": "イナゴはカラスとイノシシの後に小麦を取り除き、取り除きはすべて得点計算の前に"
               "行います（動物ごとに取り除く種類が違うので、大事なのはその点だけです）。"},
    ),
    Reading(
        "well-orthogonal",
        {"ja": "井戸は、縦横または斜めに隣接する動物(イノシシ、カラス、イナゴ、ウサギ)ごとに2ポイント"
               "を獲得します。",
         "en": "A well earns 2 points per animal (boar, crow, locust, rabbit) orthogonally "
               "or diagonally next to it."},
        {"en": "The rulebook does not say which farmhouses a well scores for: it scores for "
               "the farmhouses orthogonally next to it, like vegetables and wheat (only fruit "
               "trees reach diagonally).",
         "ja": "井戸がどのファームハウスの得点になるかは書かれていません。野菜や小麦と同じく、"
               "縦横に隣接するファームハウスの得点になります（斜めにも届くのは果樹だけです）。"},
    ),
    Reading(
        "tiebreak-printed-trees",
        {"ja": "同点の場合は、その中で果樹から最も多く得点したプレイヤーが勝ちます。",
         "en": "On a tie, the tied player who scored most from fruit trees wins."},
        {"en": "Points from fruit trees are the trees printed on the fruit-tree cards next "
               "to the player's farmhouses (and the neighbour's at 4–5 players), without pond "
               "or sprinkler bonuses; still tied, the win is shared.",
         "ja": "果樹からの得点は、自分の（4〜5人では隣の人のも）ファームハウスに隣接する果樹"
               "カードに描かれた木の数で、池やスプリンクラーの加点は含めません。それでも同点なら"
               "勝利を分け合います。"},
    ),
    Reading(
        "neighbour-clockwise",
        {"ja": "自分のファームハウスのスコアと、左隣に座っているプレイヤーのファームハウスの"
               "スコアを加算して",
         "en": "add your farmhouse's score and that of the player sitting on your left"},
        {"en": "The player on the left is the next player clockwise, as the 5-player example "
               "fixes (red adds green's farmhouse).",
         "ja": "左隣は時計回りで次のプレイヤーです（5人の例で赤が緑を加えるとおり）。"},
    ),
)

COMPONENTS: tuple[Component, ...] = (
    Component(
        "farmhouses",
        {"en": "Farmhouse cards and tokens", "ja": "ファームハウスカードとトークン"},
        "rulebook",
        {"en": "Two per player at 2–3 players, one at 4–5.",
         "ja": "2〜3人では1人2枚、4〜5人では1枚。"},
    ),
    Component(
        "land-cards",
        {"en": "The 27 regular land cards", "ja": "通常の土地カード27枚"},
        "reconstructed",
        {"en": "The count and the kinds are the rulebook's; how many cards of each kind "
               "and the vegetables or trees on each are ours, chosen so that both scoring "
               "examples can occur (the deck section above shows them).",
         "ja": "枚数と種類はルールブックどおり。種類ごとの枚数と各カードの野菜・木の数は独自で、"
               "両方の得点例が起こりうるように選んでいます（上のデッキの項に図があります）。"},
    ),
    Component(
        "special-cards",
        {"en": "Special (★) land cards", "ja": "特殊な土地カード（★）"},
        "reconstructed",
        {"en": "One of each, as the rulebook speaks of \"the\" sprinkler, \"the\" well.",
         "ja": "各1枚（ルールブックが「その」スプリンクラー、「その」井戸と書くため）。"},
    ),
)

#: The entry of :data:`READINGS` with this id (tests name the reading they check).
reading = partial(find, READINGS)


def both(options: dict[str, Any]) -> tuple[tuple[Reading, ...], tuple[Component, ...]]:
    """The readings and components, whatever the options (the registry asks per options)."""
    return READINGS, COMPONENTS
