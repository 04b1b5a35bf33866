"""Terra Vista help texts (rules reference, contextual help), English and Japanese.

Kept apart from ``texts.py``; ``catalogue.py`` merges the two.
Our own summary of ``terra-vista.ja.txt``.
"""

# ruff: noqa: E501

from __future__ import annotations

TEXTS: dict[str, dict[str, str]] = {
    "en": {
        "terra_vista.part.dice": "Dice",
        "terra_vista.part.dice.help": "This round's two terrains. Draw a line between adjacent spaces of "
                                      "these terrains; the star is the wild face.",
        "terra_vista.part.scoreboard": "Score board",
        "terra_vista.part.scoreboard.help": "One track per connection kind. A horse on a yellow bonus space"
                                            " gives a bonus line; all 4 horses past the red goal line end "
                                            "the game.",
        "terra_vista.help.select": "Choose this space as one end of your line; then tap the "
                                   "highlighted line to the other end.",
        "terra_vista.help.line": "Draw this line between two adjacent spaces whose terrains "
                                 "match the dice. Joining a fruit or a second market of the "
                                 "same colour to a market moves that track's horse.",
        "terra_vista.help.back": "Drop the selected space and choose another one.",
        "terra_vista.help.pass": "Pass: no line can be drawn on your map any more.",
        "terra_vista.ref.setup": "Components and setup",
        "terra_vista.ref.setup1": "{players} player(s): each gets a random map (12 maps) and "
                                  "4 horses of their colour on the start of the 4 tracks.",
        "terra_vista.ref.setup2": "The score board sits in the middle (day side for a first "
                                  "game; the night side is our own house variant).",
        "terra_vista.ref.setup3": "A random leader rolls the 2 special dice every round.",
        "terra_vista.ref.round": "A round",
        "terra_vista.ref.round1": "1. The leader rolls both dice: two terrains (maybe the "
                                  "same).",
        "terra_vista.ref.round2": "2. Everyone draws one line on their own map between the "
                                  "centres of two adjacent spaces with those two terrains.",
        "terra_vista.ref.round3": "3. Scoring: each new connection moves a horse one step.",
        "terra_vista.ref.wild": "Wild face ★: choose any terrain for that die, also one "
                                "it has no face of.",
        "terra_vista.ref.extreme": "If anyone cannot draw with the result, this round everyone "
                                   "may treat one die of their choice as wild.",
        "terra_vista.ref.die": "Die {n}",
        "terra_vista.ref.scoring": "Connections and tracks",
        "terra_vista.ref.score1": "Market track: two markets of the same colour joined by a "
                                  "continuous line (once per colour).",
        "terra_vista.ref.score2": "Olive, strawberry, orange tracks: that fruit joined to any "
                                  "market for the first time (each fruit scores once).",
        "terra_vista.ref.score3": "Connections may reuse lines and pass through other "
                                  "symbols; one line can make several connections.",
        "terra_vista.ref.bonus": "A horse arriving on a yellow bonus space gives a bonus line "
                                 "anywhere on your map at once (chains are possible).",
        "terra_vista.ref.board": "Score board",
        "terra_vista.ref.end": "End",
        "terra_vista.ref.end1": "The game ends after a round in which someone has all 4 "
                                "horses at the goal line.",
        "terra_vista.ref.end2": "Among them, the most steps in total wins; equal steps share "
                                "the win. Players short of the goal cannot win, however many "
                                "steps they made.",
        "terra_vista.ref.solo": "Solo: your result is the number of rounds you needed (fewer "
                                "is better).",
        "terra_vista.ref.sample_map": "A map",
        "terra_vista.ref.taps": "On the table: tap a space, then the highlighted line. The "
                                "dice faces are printed in each map's corner.",
        "terra_vista.ref.reconstructed": "Reconstructed: the rulebook does not print the maps, "
                                         "dice or score board; ours keep what it states, as "
                                         "far as it can hold together (see the readings and "
                                         "the components below).",
        "terra_vista.ph.space": "{space}: {terrain}",
        "terra_vista.ph.market": "A {colour} market (a {shape} inside): join it to the other {colour} market by lines to move the market horse.",
        "terra_vista.ph.fruit": "{fruit} symbol: join it to any market by lines to move its horse.",
        "terra_vista.ph.dot": "A plain space: lines may pass through it.",
        "terra_vista.ph.no_line": "No line touches it yet.",
        "terra_vista.ph.network": "Lines join it to {n} spaces, no market among them yet.",
        "terra_vista.ph.network_market": "Lines join it to {n} spaces with a market among them.",
        "terra_vista.ph.lines_here": "Lines you may draw from here now: {lines}.",
        "terra_vista.ph.lines_none": "No line you may draw now starts here.",
        "terra_vista.ph.shape.green": "circle",
        "terra_vista.ph.shape.yellow": "triangle",
        "terra_vista.ph.shape.red": "square",
        "terra_vista.ph.shape.blue": "diamond",
        "terra_vista.ph.dice_title": "Dice: {now}",
        "terra_vista.ph.dice": "Round {round}, rolled by the leader, {leader}. Die 1 has the faces {one}; die 2 has {two}. The wild face counts as any terrain.",
        "terra_vista.ph.extreme": "Someone could not draw with this roll: this round each player may count one die as wild.",
        "terra_vista.ph.track_market": "Two markets of one colour joined by lines move this horse one step (each colour once).",
        "terra_vista.ph.track_fruit": "Each {fruit} symbol joined to a market network moves this horse one step (each symbol once).",
        "terra_vista.ph.track_goal": "Goal: {goal} steps; a bonus line on reaching step {bonus}. Now: {where}.",
    },
    "ja": {
        "terra_vista.part.dice": "ダイス",
        "terra_vista.part.dice.help": "このラウンドの2つの地形。この地形の隣接スペース間に線を引きます。★は"
                                      "ワイルド。",
        "terra_vista.part.scoreboard": "スコアボード",
        "terra_vista.part.scoreboard.help": "接続の種類ごとのトラック。黄色のボーナススペースでボーナス線。"
                                            "4頭すべてが赤いゴールラインを越えるとゲーム終了。",
        "terra_vista.help.select": "このスペースを線の一端に選びます。続いてもう一端への"
                                   "光っている線をタップします。",
        "terra_vista.help.line": "ダイスの地形に一致する隣接2スペースの間に線を引きます。果物や"
                                 "同じ色の2つ目の市場を市場とつなぐと、そのトラックの馬が"
                                 "進みます。",
        "terra_vista.help.back": "選んだスペースを取り消して、別のスペースを選びます。",
        "terra_vista.help.pass": "パス：自分のマップにもう線を引けません。",
        "terra_vista.ref.setup": "内容物と準備",
        "terra_vista.ref.setup1": "{players}人：各自ランダムなマップ（全12種）1枚と、自分の色の"
                                  "馬4頭を4つのトラックのスタートに置きます。",
        "terra_vista.ref.setup2": "スコアボードを中央に置きます（初回は昼の面。夜の面は"
                                  "このテーブル独自のハウスバリアント）。",
        "terra_vista.ref.setup3": "ランダムに決めたリーダーが毎ラウンド2つの特殊ダイスを"
                                  "振ります。",
        "terra_vista.ref.round": "ラウンドの流れ",
        "terra_vista.ref.round1": "1. リーダーがダイスを2つ振り、2つの地形を決めます（同じ"
                                  "こともあります）。",
        "terra_vista.ref.round2": "2. 全員が自分のマップで、その2つの地形の隣接スペースの中心"
                                  "どうしを結ぶ線を1本引きます。",
        "terra_vista.ref.round3": "3. スコアリング：新しい接続1つにつき馬が1歩進みます。",
        "terra_vista.ref.wild": "ワイルド面★：そのダイスは好きな地形として扱えます（そのダイスに"
                                "面のない地形でも）。",
        "terra_vista.ref.extreme": "誰か1人でも線を引けない場合、そのラウンドは全員が好きな"
                                   "ダイス1つをワイルドとして扱えます。",
        "terra_vista.ref.die": "ダイス{n}",
        "terra_vista.ref.scoring": "接続とトラック",
        "terra_vista.ref.score1": "市場トラック：同じ色の2つの市場が連続した線でつながったとき"
                                  "（各色1回）。",
        "terra_vista.ref.score2": "オリーブ・イチゴ・オレンジのトラック：その果物が初めて"
                                  "いずれかの市場とつながったとき（果物ごとに1回）。",
        "terra_vista.ref.score3": "接続は他の線を再利用でき、他のシンボルを通過できます。"
                                  "1本の線で複数の接続ができることもあります。",
        "terra_vista.ref.bonus": "馬が黄色のボーナススペースに着いたら、ただちに自分のマップの"
                                 "好きな場所にボーナス線を1本引きます（連鎖もあります）。",
        "terra_vista.ref.board": "スコアボード",
        "terra_vista.ref.end": "ゲーム終了",
        "terra_vista.ref.end1": "誰かが4頭すべての馬をゴールラインに到達させたラウンドの"
                                "終わりにゲーム終了です。",
        "terra_vista.ref.end2": "その中で合計ステップ数が最も多いプレイヤーの勝ち。同数なら"
                                "勝利を共有します。ゴールに届かなかったプレイヤーは、何ステップ"
                                "進んでいても勝てません。",
        "terra_vista.ref.solo": "ソロ：かかったラウンド数が結果です（少ないほど良い）。",
        "terra_vista.ref.sample_map": "マップの例",
        "terra_vista.ref.taps": "画面では：スペースをタップし、次に光っている線をタップします。"
                                "ダイスの面は各マップの隅に印刷されています。",
        "terra_vista.ref.reconstructed": "再構成：ルールブックにはマップ・ダイス・スコアボードの"
                                         "中身がないため、記述を両立できる限り満たすよう推定した"
                                         "ものです（下の読み方とコンポーネントを参照）。",
        "terra_vista.ph.space": "{space}：{terrain}",
        "terra_vista.ph.market": "{colour}の市場（中に{shape}）：もう1つの{colour}の市場と線でつなぐと市場の馬が進みます。",
        "terra_vista.ph.fruit": "{fruit}のシンボル：どれかの市場と線でつなぐとその馬が進みます。",
        "terra_vista.ph.dot": "何もないスペース：線は通り抜けられます。",
        "terra_vista.ph.no_line": "まだ線がつながっていません。",
        "terra_vista.ph.network": "線で{n}スペースとつながっています（まだ市場はありません）。",
        "terra_vista.ph.network_market": "線で{n}スペースとつながり、市場を含みます。",
        "terra_vista.ph.lines_here": "いまここから引ける線：{lines}。",
        "terra_vista.ph.lines_none": "いまここから引ける線はありません。",
        "terra_vista.ph.shape.green": "丸",
        "terra_vista.ph.shape.yellow": "三角",
        "terra_vista.ph.shape.red": "四角",
        "terra_vista.ph.shape.blue": "ひし形",
        "terra_vista.ph.dice_title": "ダイス：{now}",
        "terra_vista.ph.dice": "第{round}ラウンド、リーダーの{leader}が振りました。ダイス1の面は{one}、ダイス2の面は{two}。ワイルドの面はどの地形にもなります。",
        "terra_vista.ph.extreme": "この結果では線を引けない人がいるため、このラウンドは各自ダイス1つをワイルドとして扱えます。",
        "terra_vista.ph.track_market": "同じ色の市場2つを線でつなぐと、この馬が1スペース進みます（各色1回）。",
        "terra_vista.ph.track_fruit": "{fruit}のシンボルを市場のネットワークにつなぐと、この馬が1スペース進みます（各シンボル1回）。",
        "terra_vista.ph.track_goal": "ゴール：{goal}ステップ。ステップ{bonus}に着くとボーナス線。いま：{where}。",
    },
}
