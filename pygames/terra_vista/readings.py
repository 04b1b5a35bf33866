"""Terra Vista: how this table reads ``terra-vista.ja.txt``, and which components are ours.

The one list of the readings chosen where the rulebook is unclear or silent and of the
components' provenance (see :mod:`pygames.core.readings`); each reading's test names its
entry, and the rules reference shows both lists to players. The components' detailed
provenance notes stay with their data in :mod:`.components`.
"""

from __future__ import annotations

from functools import partial
from typing import Any

from ..core.readings import Component, Reading, find

READINGS: tuple[Reading, ...] = (
    Reading(
        "seat-order",
        {"ja": "その後、すべてのプレイヤーが同時に、自分のボード(以下「マップ」)の隣接する地形の2つの"
               "スペースの間に道路(以下「線」)を描きます。",
         "en": "Then all players at once draw a road (a \"line\") between two adjacent "
               "spaces of their own board (their \"map\")."},
        {"en": "Maps never interact, so players draw one after another, starting with the "
               "leader (drawn at random at setup; the leader stays for the whole game) and "
               "going round the table. Each scores their line and draws the bonus lines it "
               "earns at once; the end check and the next roll come when everyone has drawn.",
         "ja": "マップ同士は影響しないので、リーダー（準備で無作為に決め、ゲーム中ずっと同じ）から"
               "順に1人ずつ線を引きます。各自はその線の得点とボーナス線をすぐに済ませ、全員が"
               "引き終えたら終了の判定と次のダイスに進みます。"},
    ),
    Reading(
        "dice-order",
        {"ja": "緑と黄色の組み合わせが最も確率が高く、最も確率が低い組み合わせは青と赤、青と灰色、"
               "赤と赤、灰色と灰色です。",
         "en": "Green with yellow is the most likely combination; the least likely are blue "
               "with red, blue with grey, red with red and grey with grey."},
        {"en": "The dice's faces are not printed in the rulebook. We count the sentence on "
               "printed faces: of the 36 rolls, one showing two terrains is that pair's "
               "combination, one showing a wild face none. Green–yellow comes 6 times, the "
               "four named pairs once each, every other combination 2 or 3 times. Every map "
               "has blue–blue edges, but no two dice keep the order with blue–blue a "
               "combination, so blue is printed on die 2 only and blue–blue is drawn with "
               "die 1's wild face (2 rolls in 36). Games started before rules 4 keep the "
               "earlier dice (green, yellow, blue, red, red, wild / green, green, yellow, "
               "yellow, grey, wild).",
         "ja": "ダイスの面はルールブックに載っていません。この文は印刷された面で数えます。36通りの"
               "出目のうち、2つの地形が出たものがその組み合わせで、ワイルドの面が出たものはどの"
               "組み合わせでもありません。緑と黄色は6回、挙げられた4つの組み合わせは各1回、ほかの"
               "組み合わせは2回か3回です。どのマップにも青と青の辺がありますが、青と青を組み合わせに"
               "するとどんな2つのダイスでもこの順位を守れないので、青はダイス2にだけあり、青と青は"
               "ダイス1のワイルドの面で引きます（36回に2回）。ルール4より前に始めたゲームは以前の"
               "ダイス（緑・黄・青・赤・赤・ワイルド／緑・緑・黄・黄・灰・ワイルド）のままです。"},
    ),
    Reading(
        "wild-any-terrain",
        {"ja": "ダイスにワイルドの面が表示されている場合、各プレイヤーはそのダイスの任意の結果を"
               "選択できます。",
         "en": "When a die shows its wild face, each player may choose any result for that "
               "die."},
        {"en": "A wild face stands for any terrain, also one that die has no face of (die 1 "
               "shows no yellow or blue, die 2 no green): only so can the dice allow every "
               "pair the maps show (blue–blue with die 1's wild face).",
         "ja": "ワイルドの面はどの地形にもなります。そのダイスに面のない地形（ダイス1には黄と青、"
               "ダイス2には緑がない）も選べます。そうでなければマップのすべての組み合わせ（ダイス1"
               "のワイルドの面で引く青と青など）を出せません。"},
    ),
    Reading(
        "extreme-case",
        {"ja": "ダイスの結果で線を引けないプレイヤーが1人でもいる場合、すべてのプレイヤーはその"
               "ラウンドで各自が選んだ1つのダイスをワイルドとして扱うことができます。",
         "en": "If even one player cannot draw a line with the result, every player may treat "
               "one die of their choice as wild this round."},
        {"en": "Whether someone cannot draw is decided when the dice are rolled, over all "
               "maps. In such a round a line is allowed when one of its ends matches either "
               "die; if a die already shows wild, any line is allowed.",
         "ja": "線を引けない人がいるかどうかはダイスを振った時点で全員のマップについて判定します。"
               "その場合、線の片方の端がどちらかのダイスに合えば引けます。すでにワイルドが出て"
               "いれば、どの線でも引けます。"},
    ),
    Reading(
        "lines-once",
        {"ja": "ダイスの結果に一致する隣接する2つのスペースの中心(ドット/果物/市場シンボル)の間に"
               "線を引きます。",
         "en": "Draw a line between the centres (dot, fruit or market symbol) of two adjacent "
               "spaces that match the dice result."},
        {"en": "A line is drawn once between two spaces. A player with no line left to draw "
               "(even with the extreme-case wild) passes; a bonus line with no line left on "
               "the map is lost. Otherwise lines and bonus lines are drawn (a line never "
               "hurts).",
         "ja": "同じ2つのスペースの間の線は1本だけです。（極端な場合のワイルドを使っても）引ける"
               "線がないプレイヤーはパスし、マップに引ける線がないボーナス線は失われます。それ"
               "以外では線もボーナス線も必ず引きます（線が不利になることはありません）。"},
    ),
    Reading(
        "bonus-on-the-way",
        {"ja": "プレイヤーの馬がスコアボードのボーナススペース(黄色)に到着した場合",
         "en": "When a player's horse arrives on a bonus (yellow) space of the score board."},
        {"en": "A horse moves one step per new connection, so passing a bonus space one step "
               "at a time counts as arriving on it. A connection beyond a track's last space "
               "is recorded but moves nothing (the tracks are as long as the symbols).",
         "ja": "馬は新しい接続ごとに1マス進むので、1マスずつ通過するボーナススペースにも到着"
               "します。トラックの最後のマスを越える接続は記録だけされます（トラックの長さは"
               "シンボルの数と同じです）。"},
    ),
    Reading(
        "winner-most-steps",
        {"ja": "同じラウンドで複数のプレイヤーがこれを達成した場合、そのうち合計で最も多くの"
               "ステップ数を進めたプレイヤーが勝者となります。",
         "en": "If several players achieve this in the same round, the one of them who moved "
               "the most steps in all wins."},
        {"en": "Only players who reached the goal can win, whatever the others' steps: the "
               "table and the end screen show who reached the goal and in which round. Equal "
               "steps share the win.",
         "ja": "勝てるのはゴールに到達したプレイヤーだけで、他のプレイヤーのステップ数は関係"
               "ありません。卓と終了画面には、誰がどのラウンドでゴールに到達したかを表示します。"
               "ステップ数が同じなら勝利を分け合います。"},
    ),
    Reading(
        "night-side",
        {"ja": "ボードは両面です。最初のゲームでは、昼の面を使います。",
         "en": "The board is double-sided. Use the day side in your first game."},
        {"en": "The night side's contents are not in the rulebook: it is our own house "
               "variant. It keeps the day side's goal line, so two players reaching it in "
               "the same round can differ in steps and the tie-break decides, but each "
               "track's only bonus space is its last one: bonus lines come only for scoring "
               "every symbol of a track.",
         "ja": "夜の面の中身はルールブックにないため、このテーブル独自のハウスバリアントです。"
               "ゴールラインは昼の面と同じなので、同じラウンドでゴールした人のステップ数に差が"
               "出てタイブレークが決め手になります。ただしボーナススペースは各トラックの最後の"
               "マスだけで、トラックのシンボルをすべて得点したときにだけボーナス線を引けます。"},
    ),
    Reading(
        "solo",
        {"ja": "ラウンド終了時に、いずれかのプレイヤーが自分の4つの馬すべてをゴールラインに"
               "到達させた場合、ゲームは終了します。",
         "en": "At the end of a round, if any player has brought all four of their horses to "
               "the goal line, the game ends."},
        {"en": "Alone, the same rules apply and the result is the number of rounds played: "
               "fewer is better.",
         "ja": "1人でも同じルールで遊び、かかったラウンド数が結果です（少ないほど良い）。"},
    ),
    Reading(
        "forgot-to-advance",
        {"ja": "特殊ケース: プレイヤーがトラックで進めることを忘れた場合は、次のラウンド(または"
               "それ以降のラウンド)のステップ3で進めます。",
         "en": "Special case: a player who forgot to advance on a track does so in step 3 of "
               "the next (or a later) round."},
        {"en": "Never needed: this table scores every connection at once.",
         "ja": "このテーブルは接続をすぐに自動で得点するので起こりません。"},
    ),
)

COMPONENTS: tuple[Component, ...] = (
    Component(
        "boards",
        {"en": "6 double-sided player boards (12 maps), 4 horses per colour",
         "ja": "両面のプレイヤーボード6枚（12マップ）、各色4頭の馬"},
        "rulebook",
        {"en": "Counts as the rulebook lists them; each player gets a different board and "
               "a random side.",
         "ja": "数はルールブックどおり。各プレイヤーは別々のボードを受け取り、面は無作為です。"},
    ),
    Component(
        "maps",
        {"en": "The 12 maps", "ja": "12枚のマップ"},
        "reconstructed",
        {"en": "7×7 spaces of five terrains; two markets of each of four colours far apart "
               "(blue is our fourth colour), 5 olives (the rulebook's count), 4 strawberries, "
               "3 oranges.",
         "ja": "5種類の地形の7×7マス。4色の市場が2つずつ離れて配置（青は4色目として独自）、"
               "オリーブ5（ルールブックの数）、イチゴ4、オレンジ3。"},
    ),
    Component(
        "dice",
        {"en": "The 2 special dice", "ja": "2つの特殊ダイス"},
        "reconstructed",
        {"en": "Die 1: green, green, green, grey, red, wild; die 2: yellow, yellow, grey, "
               "blue, red, wild (rules 4; see the readings on the dice).",
         "ja": "ダイス1：緑・緑・緑・灰・赤・ワイルド、ダイス2：黄・黄・灰・青・赤・ワイルド"
               "（ルール4。ダイスについての読み方を参照）。"},
    ),
    Component(
        "day-side",
        {"en": "Score board, day side", "ja": "スコアボード（昼の面）"},
        "reconstructed",
        {"en": "Goal: 3 of 4 market pairs, 4 of 5 olives, 3 of 4 strawberries, 2 of 3 "
               "oranges; one or two bonus spaces per track.",
         "ja": "ゴール：市場4組中3、オリーブ5中4、イチゴ4中3、オレンジ3中2。各トラックに"
               "ボーナススペース1〜2。"},
    ),
    Component(
        "night-side",
        {"en": "Score board, night side", "ja": "スコアボード（夜の面）"},
        "house",
        {"en": "The day side's goal line; each track's one bonus space is its last.",
         "ja": "昼の面と同じゴールライン。ボーナススペースは各トラックの最後のマスだけ。"},
    ),
)

#: The entry of :data:`READINGS` with this id (tests name the reading they check).
reading = partial(find, READINGS)


def both(options: dict[str, Any]) -> tuple[tuple[Reading, ...], tuple[Component, ...]]:
    """The readings and components, whatever the options (the registry asks per options)."""
    return READINGS, COMPONENTS
