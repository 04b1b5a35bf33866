"""Tropicalia's lesson texts in English and Japanese (the Japanese in the rulebook's terms:
フレーム, 島タイル, 果樹園, 広場, 市場, 貝殻, バスケット, 村タイル, 建設ボード, 上級市場)."""

from __future__ import annotations

_B = "tropicalia.lesson.basic."
_A = "tropicalia.lesson.advanced."

#: Texts the two lessons say alike (the same moves, the same reasons).
_SHARED_EN = {
    "place.do": (
        "Place your last worker on the frame above column c (the third column). That column "
        "holds the mango market, and the orchard of your top row has mangoes for it."),
    "place.done": (
        "All {workers} of your workers are on the frame. Player 2 placed their last one left "
        "of the bottom row. The day begins, and you move first."),
    "place.nudge": "Tap the free frame space above the third column (c).",
    "orchard.do": (
        "Choose your worker left of the top row and move it to the orchard at the left end of "
        "that row. At an orchard you take every fruit on the tile."),
    "orchard.done": (
        "You took {gained} fruits and hold {held}, but your 5 printed baskets and 2 basket "
        "tiles hold only {capacity}."),
    "orchard.nudge": (
        "Tap your worker left of the top row, then the orchard at the left end of that row."),
    "discard.do": (
        "Put one custard apple back in the bag: you may never hold more fruit than your "
        "baskets hold. Keep the mangoes and coconuts, which you are about to sell."),
    "discard.nudge": "Tap the custard apple on your board to put it back in the bag.",
    "build.do": (
        "Build the basket treasure tile of the first slot (cost 4 + 0) on the right square of "
        "the village's middle row. It scores 2 points per basket tile, and it is your first "
        "treasure: each of the four kinds (building, event, orchard, treasure) you lack costs "
        "4 points at the end."),
    "build.nudge": (
        "Tap the leftmost tile of the build board, then the right square of your village's "
        "middle row."),
    "event.done": (
        "You paid {cost} shells; three different events now score {events}, and your score "
        "rose by {points}. Player 2 took the fruit of an orchard."),
    "home.do": (
        "Choose your worker below column c. Both face-up tiles of its column are taken, so it "
        "can only go home: back beside your board, drawing one random fruit from the bag."),
    "home.done": "You drew {fruit} fruit; each fruit left at the end scores 1 point.",
    "home.nudge": "Tap your worker below column c, then send it home.",
    "keep.do": (
        "Round 5 is over, so the game ends. Before the scoring you may put fruit back, but "
        "every fruit kept scores 1 point: keep them all."),
    "keep.done": (
        "Final score: you {you}, Player 2 {them}. Yours: buildings {buildings}, events "
        "{events}, orchard tiles {orchards}, treasures {treasures}, fruit {fruit}, shells "
        "{shells} (1 point per 2 shells). The score breakdown shows every part."),
    "keep.nudge": "Tap “keep” to go on to the scoring.",
    "outro": (
        "That is a whole round of Tropicalia: place workers in the morning, move them in the "
        "day, build after each turn. Play a real game now!"),
}
_SHARED_JA = {
    "place.do": (
        "最後のワーカーを、c列(左から3列目)の上のフレームに置きましょう。この列にはマンゴー"
        "市場があり、あなたの一番上の行の果樹園にはマンゴーがあります。"),
    "place.done": (
        "あなたのワーカー{workers}人がすべてフレームに並びました。プレイヤー2は最後のワーカーを"
        "一番下の行の左に置きました。昼フェーズの始まりです。あなたから動きます。"),
    "place.nudge": "3列目(c列)の上の空いているフレームのスペースをタップしてください。",
    "orchard.do": (
        "一番上の行の左にいるワーカーを選び、その行の左端の果樹園へ移動させましょう。"
        "果樹園では、タイル上のフルーツをすべて獲得します。"),
    "orchard.done": (
        "フルーツを{gained}つ獲得して{held}つになりましたが、印刷されたバスケット5つと"
        "バスケットタイル2枚に置けるのは{capacity}つまでです。"),
    "orchard.nudge": (
        "一番上の行の左にいるワーカーをタップし、その行の左端の果樹園をタップしてください。"),
    "discard.do": (
        "バンレイシを1つ袋に戻しましょう。バスケットに置ける数を超えてフルーツを持つことは"
        "できません。これから売るマンゴーとココナッツは残しておきます。"),
    "discard.nudge": "あなたのボードのバンレイシをタップして、袋に戻してください。",
    "build.do": (
        "建設ボードの左端(コスト4+0)にあるバスケットの宝物タイルを建設し、村の真ん中の行の"
        "右のマスに置きましょう。このタイルはバスケットタイル1枚につき2ポイントです。また、"
        "これが最初の宝物タイルです。村タイルの4種類(建物、イベント、果樹園、宝物)のうち、"
        "全く持っていない種類ごとにゲーム終了時に4ポイントを失います。"),
    "build.nudge": (
        "建設ボードの左端のタイルをタップし、村の真ん中の行の右のマスをタップしてください。"),
    "event.done": (
        "貝殻を{cost}つ支払いました。3種類のイベントで{events}ポイントになり、得点は{points}"
        "ポイント増えました。プレイヤー2は果樹園のフルーツを獲得しました。"),
    "home.do": (
        "c列の下のワーカーを選びましょう。この列の表向きの島タイルは2枚ともワーカーがいるので、"
        "家に帰るしかありません。ワーカーはプレイヤーボードの横に戻り、袋からランダムに"
        "フルーツを1つ引きます。"),
    "home.done": "フルーツを{fruit}つ引きました。ゲーム終了時に残ったフルーツは1つ1ポイントです。",
    "home.nudge": "c列の下のワーカーをタップし、家に帰してください。",
    "keep.do": (
        "ラウンド5が終わり、ゲーム終了です。得点計算の前にフルーツを捨てることもできますが、"
        "残ったフルーツは1つ1ポイントなので、すべて残しましょう。"),
    "keep.done": (
        "最終スコアはあなたが{you}ポイント、プレイヤー2が{them}ポイントです。あなたの内訳は"
        "建物{buildings}、イベント{events}、果樹園タイル{orchards}、宝物{treasures}、"
        "フルーツ{fruit}、貝殻{shells}(2つにつき1ポイント)です。得点の内訳ですべての項目を"
        "確かめましょう。"),
    "keep.nudge": "「確定して得点計算」をタップしてください。",
    "outro": (
        "これでトロピカリアの1ラウンドをひととおり遊びました。朝にワーカーを置き、昼に動かし、"
        "各ターンの後に建設します。さあ、本番のゲームを遊びましょう!"),
}

_BASIC_EN = {
    "event.do": (
        "Build the lantern event tile of the last slot (its cost + 4) on the bottom-right "
        "square. Events score by how many different ones you have: 1, 2, 3, 4 or 5 make 7, "
        "15, 24, 34 or 45 points. You have music and dance."),
    "event.nudge": (
        "Tap the rightmost tile of the build board, then the bottom-right square of your "
        "village."),
    "title": "Tropicalia: your first game",
    "intro": (
        "It is the morning of round 5, the last, and you are Player 1, the first player. In "
        "the morning each player in turn puts a worker on a free space of the frame around "
        "the island; in the day each worker moves into the row or column it faces: to an "
        "orchard for fruit, a plaza for items, or a market for shells. After each day turn "
        "you may build a village tile. Three of your workers are on the frame already."),
    "discard.done": (
        "You hold {held} fruits, as many as your baskets hold. You cannot afford a village "
        "tile yet, so your turn ends. Player 2 sold 2 coconuts at the coconut market for 6 "
        "shells and built nothing."),
    "sell.do": (
        "Choose your worker above column c and move it to the mango market, jumping over "
        "Player 2's worker on the coconut market. Sell all 4 mangoes, at 4 shells each."),
    "sell.done": (
        "You sold {sold} mangoes for {gained} shells and have {shells}. Now you may build one "
        "village tile."),
    "sell.nudge": (
        "Tap your worker above column c, then the mango market, then sell all the mangoes."),
    "build.done": (
        "You paid {cost} shells and your score rose by {points}: 4 for the treasure, 4 for no "
        "longer lacking a kind, less 2 for the shells (2 shells left are worth 1 point at the "
        "end). Player 2 took items at a plaza and built an event tile."),
    "surf.do": (
        "Choose your worker below column b. Its column has no coconut market, and the only one "
        "on the island is taken. Flip your surfboard (go to a tile off your line) and your cart "
        "(join an occupied market) to reach it, and sell your 3 coconuts at 3 shells each."),
    "surf.done": (
        "You sold {sold} coconuts for {gained} shells: {shells} in all. The surfboard and the "
        "cart lie face down now; unused, each would have scored 1 point."),
    "surf.nudge": (
        "Tap your worker below column b, then the coconut market (with surfboard and cart), "
        "then sell the coconuts."),
    "again.do": (
        "You still have 14 shells. Build the regatta event tile of the last slot (cost 7 + 4) "
        "on the bottom-left square: a fourth different event raises your events from 24 to 34 "
        "points, more than the shells it costs are worth at the end."),
    "again.done": (
        "You paid {cost} shells; four events score {events}, and your score rose by {points}. "
        "Player 2 took the fruit of an orchard and put back what their baskets could not "
        "hold."),
    "again.nudge": (
        "Tap the rightmost tile of the build board, then the bottom-left square of your "
        "village."),
}
_BASIC_JA = {
    "event.do": (
        "建設ボードの右端(タイルのコスト+4)にある灯籠のイベントタイルを建設し、村の右下の"
        "マスに置きましょう。イベントタイルは、ユニークなイベントの数で得点します。1/2/3/4/5"
        "種類で7/15/24/34/45ポイントです。あなたは音楽祭とダンスを持っています。"),
    "event.nudge": "建設ボードの右端のタイルをタップし、村の右下のマスをタップしてください。",
    "title": "トロピカリア はじめてのゲーム",
    "intro": (
        "最後のラウンド5の朝です。あなたはプレイヤー1で、ファーストプレイヤーです。朝フェーズ"
        "では順番に、島を囲むフレームの空いているスペースにワーカーを1人ずつ置きます。昼"
        "フェーズでは、各ワーカーがいる列の島タイルへ移動します。果樹園ならフルーツ、広場なら"
        "アイテム、市場なら貝殻が得られます。昼フェーズのターンの終わりには、村タイルを建設"
        "できます。あなたのワーカーはすでに3人フレームにいます。"),
    "discard.done": (
        "フルーツは{held}つで、バスケットにちょうど収まります。まだ村タイルを建設できる貝殻が"
        "ないので、ターンは終わりです。プレイヤー2はココナッツ市場でココナッツを2つ売って"
        "貝殻を6つ得ましたが、建設はしませんでした。"),
    "sell.do": (
        "c列の上のワーカーを選び、マンゴー市場へ移動させましょう。ココナッツ市場にいる"
        "プレイヤー2のワーカーは飛び越えられます。マンゴー4つをすべて、1つ4貝殻で売りましょう。"),
    "sell.done": (
        "マンゴーを{sold}つ売って貝殻を{gained}つ得て、貝殻は{shells}つになりました。ここで"
        "村タイルを1つ建設できます。"),
    "sell.nudge": (
        "c列の上のワーカーをタップし、マンゴー市場をタップしてから、マンゴーをすべて売って"
        "ください。"),
    "build.done": (
        "貝殻を{cost}つ支払い、得点は{points}ポイント増えました。宝物で4ポイント、ない種類が"
        "なくなって4ポイント、使った貝殻の分で2ポイント減です(ゲーム終了時、残った2貝殻に"
        "つき1ポイント)。プレイヤー2は広場でアイテムを獲得し、イベントタイルを建設しました。"),
    "surf.do": (
        "b列の下のワーカーを選びましょう。この列にはココナッツ市場がなく、島で唯一の"
        "ココナッツ市場にはすでにワーカーがいます。サーフボード(列にない島タイルへ行ける)と"
        "カート(占有されている市場に入れる)を両方裏返してそこへ行き、ココナッツ3つを1つ"
        "3貝殻で売りましょう。"),
    "surf.done": (
        "ココナッツを{sold}つ売って貝殻を{gained}つ得て、合計{shells}つになりました。"
        "サーフボードとカートは裏向きになりました。未使用なら1つにつき1ポイントでした。"),
    "surf.nudge": (
        "b列の下のワーカーをタップし、ココナッツ市場(サーフボードとカートを使う)をタップして"
        "から、ココナッツを売ってください。"),
    "again.do": (
        "貝殻はまだ14あります。建設ボードの右端(コスト7+4)にあるレガッタのイベントタイルを"
        "建設し、村の左下のマスに置きましょう。4種類目のイベントで、イベントの得点が24から34"
        "ポイントになります。支払う貝殻がゲーム終了時に持つ価値より大きな得点です。"),
    "again.done": (
        "貝殻を{cost}つ支払いました。4種類のイベントで{events}ポイントになり、得点は{points}"
        "ポイント増えました。プレイヤー2は果樹園のフルーツを獲得し、バスケットに入りきらない"
        "分を袋に戻しました。"),
    "again.nudge": (
        "建設ボードの右端のタイルをタップし、村の左下のマスをタップしてください。"),
}

_ADVANCED_EN = {
    "title": "Tropicalia with the advanced markets",
    "intro": (
        "The same last round, with the advanced markets: three market tiles are covered by "
        "advanced markets, each of which buys fruit its own way. You are Player 1, the first "
        "player; three of your workers are on the frame already."),
    "discard.done": (
        "You hold {held} fruits, as many as your baskets hold, and cannot build yet. Player 2 "
        "sold one coconut at the advanced market over the coconut market, which buys one "
        "fruit of any kind for 5 shells, and built nothing."),
    "sell.do": (
        "Choose your worker above column c and move it to the advanced market over the mango "
        "market, jumping over Player 2's worker. It buys any number of one kind of fruit at 2 "
        "shells each, or 4 if you hold more of it than anyone. You hold 4 mangoes, Player 2 "
        "one: sell all 4 mangoes."),
    "sell.done": (
        "You hold the most mangoes, so you sold {sold} at 4 shells: {gained} shells, {shells} "
        "in all. Now you may build one village tile."),
    "sell.nudge": (
        "Tap your worker above column c, then the advanced market below the coconut market, "
        "then sell all the mangoes."),
    "build.done": (
        "You paid {cost} shells and your score rose by {points}: 4 for the treasure, 4 for no "
        "longer lacking a kind, less 2 for the shells. Player 2 took items at a plaza but had "
        "too few shells to build."),
    "surf.do": (
        "Choose your worker below column b and flip your surfboard and your cart to reach the "
        "occupied market at the top of column c: its advanced market buys one fruit of any "
        "kind for 5 shells, more than any basic market pays. Sell one coconut."),
    "surf.done": (
        "You sold {sold} coconut for {gained} shells: {shells} in all. The surfboard and the "
        "cart lie face down now."),
    "surf.nudge": (
        "Tap your worker below column b, then the market at the top of column c (with "
        "surfboard and cart), then sell one coconut."),
    "event.do": (
        "Build the lantern event tile of the last slot (its cost + 4) on the bottom-middle "
        "square. Events score by how many different ones you have: 1, 2, 3, 4 or 5 make 7, "
        "15, 24, 34 or 45 points; you have music and dance. There its fountain half meets the "
        "one of the tile above: a completed fountain draws a random fruit from the bag."),
    "event.nudge": (
        "Tap the rightmost tile of the build board, then the bottom-middle square of your "
        "village."),
    "fountain.do": (
        "Your 8 shells would be worth 4 points at the end. Build the fountain treasure tile of "
        "slot 4 (cost 5 + 3) on the bottom-left square instead: it completes a fountain with "
        "the tile to its right, and scores 2 points per completed fountain of your village."),
    "fountain.done": (
        "You paid {cost} shells; your village has {fountains} completed fountains, and your "
        "score rose by {points}. Player 2 took the fruit of an orchard and put back what their "
        "baskets could not hold."),
    "fountain.nudge": (
        "Tap the fourth tile of the build board, then the bottom-left square of your village."),
}
_ADVANCED_JA = {
    "title": "トロピカリア 上級市場",
    "intro": (
        "同じ最後のラウンドを、上級市場を使って遊びます。3枚の市場タイルの上に上級市場タイルが"
        "置かれ、それぞれ独自の方法でフルーツを買います。あなたはプレイヤー1で、ファースト"
        "プレイヤーです。あなたのワーカーはすでに3人フレームにいます。"),
    "discard.done": (
        "フルーツは{held}つで、バスケットにちょうど収まります。まだ建設はできません。"
        "プレイヤー2はココナッツ市場の上の上級市場(任意のフルーツ1つを5貝殻で販売)で"
        "ココナッツを1つ売り、建設はしませんでした。"),
    "sell.do": (
        "c列の上のワーカーを選び、マンゴー市場の上の上級市場へ移動させましょう(プレイヤー2の"
        "ワーカーは飛び越えられます)。この市場では同じ種類のフルーツを1つ2貝殻で売れますが、"
        "そのフルーツを誰よりも多く持っていれば1つ4貝殻になります。あなたのマンゴーは4つ、"
        "プレイヤー2は1つです。4つすべて売りましょう。"),
    "sell.done": (
        "マンゴーを誰よりも多く持っているので、{sold}つを1つ4貝殻で売り、貝殻を{gained}つ得て"
        "合計{shells}つになりました。ここで村タイルを1つ建設できます。"),
    "sell.nudge": (
        "c列の上のワーカーをタップし、ココナッツ市場の下の上級市場をタップしてから、マンゴーを"
        "すべて売ってください。"),
    "build.done": (
        "貝殻を{cost}つ支払い、得点は{points}ポイント増えました。宝物で4ポイント、ない種類が"
        "なくなって4ポイント、使った貝殻の分で2ポイント減です。プレイヤー2は広場でアイテムを"
        "獲得しましたが、建設できる貝殻がありませんでした。"),
    "surf.do": (
        "b列の下のワーカーを選び、サーフボードとカートを両方裏返して、c列の一番上の占有されて"
        "いる市場へ行きましょう。そこの上級市場は任意のフルーツ1つを5貝殻で買います。どの"
        "基本の市場よりも高値です。ココナッツを1つ売りましょう。"),
    "surf.done": (
        "ココナッツを{sold}つ売って貝殻を{gained}つ得て、合計{shells}つになりました。"
        "サーフボードとカートは裏向きになりました。"),
    "surf.nudge": (
        "b列の下のワーカーをタップし、c列の一番上の市場(サーフボードとカートを使う)をタップ"
        "してから、ココナッツを1つ売ってください。"),
    "event.do": (
        "建設ボードの右端(タイルのコスト+4)にある灯籠のイベントタイルを建設し、村の下の行の"
        "真ん中のマスに置きましょう。イベントタイルは、ユニークなイベントの数で得点します。"
        "1/2/3/4/5種類で7/15/24/34/45ポイントです。あなたは音楽祭とダンスを持っています。"
        "そこでは上のタイルと噴水がつながり、完成した噴水ごとに袋からランダムなフルーツを1つ"
        "引きます。"),
    "event.nudge": (
        "建設ボードの右端のタイルをタップし、村の下の行の真ん中のマスをタップしてください。"),
    "fountain.do": (
        "貝殻8つはゲーム終了時に4ポイントにしかなりません。代わりに、建設ボードの4番目"
        "(コスト5+3)にある噴水の宝物タイルを建設し、村の左下のマスに置きましょう。右隣の"
        "タイルと噴水が完成し、このタイルは村の完成した噴水ごとに2ポイントになります。"),
    "fountain.done": (
        "貝殻を{cost}つ支払いました。村の完成した噴水は{fountains}つで、得点は{points}ポイント"
        "増えました。プレイヤー2は果樹園のフルーツを獲得し、バスケットに入りきらない分を袋に"
        "戻しました。"),
    "fountain.nudge": (
        "建設ボードの4番目のタイルをタップし、村の左下のマスをタップしてください。"),
}


def _prefixed(prefix: str, *tables: dict[str, str]) -> dict[str, str]:
    merged: dict[str, str] = {}
    for table in tables:
        merged.update({prefix + key: text for key, text in table.items()})
    return merged


TEXTS: dict[str, dict[str, str]] = {
    "en": {**_prefixed(_B, _SHARED_EN, _BASIC_EN), **_prefixed(_A, _SHARED_EN, _ADVANCED_EN)},
    "ja": {**_prefixed(_B, _SHARED_JA, _BASIC_JA), **_prefixed(_A, _SHARED_JA, _ADVANCED_JA)},
}

_X = "tropicalia.exercise."
_EXERCISES_EN = {
    "setup.title": "Rulebook: the 2-player setup example",
    "setup.intro": (
        "A new 2-player game, set up as in the rulebook's example: the 16 island tiles shuffled "
        "into the frame's 4 × 4 grid, the tiles marked for fewer players turned face down, "
        "village tiles face up on the construction board, fruit on each orchard tile and items "
        "on each plaza tile. You (red) are the start player."),
    "setup.do": (
        "Take your first decision: place your first worker on the frame left of the third row, "
        "which faces two orchard tiles and two plaza tiles. As the start player, you place "
        "first."),
    "setup.done": (
        "The game as the rules set it up: {tiles} island tiles in play and {down} turned face "
        "down, {board} village tiles face up on the construction board, {fruit} fruits on each "
        "orchard tile and {items} items on each plaza tile. Each player has {workers} workers; "
        "you, the start player, began with {start} shells and the player on your left with "
        "{second}."),
    "setup.nudge": "Tap the free frame space left of the third row.",
    "setup.outro": (
        "Blue places next; you go on in turn until every worker is on the frame, then the day "
        "begins."),
    "morning.title": "Rulebook: the morning phase example",
    "morning.intro": (
        "Red (you) put a first worker left of the top row (A), blue one above column b (B)."),
    "morning.do": (
        "Place your second worker right of the top row (C): on the same line as the first, "
        "at its other end. Both ends of a line may hold your workers."),
    "morning.done": "{workers} of your workers now face the top row, one at each end.",
    "morning.nudge": "Tap the free frame space right of the top row.",
    "morning.outro": "Players go on placing in turn until every worker is on the frame.",
    "day.title": "Rulebook: the day phase example",
    "day.intro": (
        "You are blue. Your third worker (G) faces the second row, and every tile of that row "
        "already holds a worker."),
    "day.do": "Choose that worker: with no free tile in its line, it can only go home.",
    "day.done": (
        "It had {choices} choice: home. {home} worker went home and drew a fruit from the bag."),
    "day.nudge": "Tap your worker left of the second row, then send it home.",
    "day.outro": "A worker whose line is full goes home, unless a surfboard or cart helps.",
    "surfboard.title": "Rulebook: the surfboard example",
    "surfboard.intro": (
        "The only free tile in your worker's line is the custard market, and you hold no "
        "custard apple. But you have a surfboard."),
    "surfboard.do": (
        "Choose your worker left of the second row and flip the surfboard to reach the "
        "orchard in the third row instead, and collect its fruit."),
    "surfboard.done": "You took {custard} custard apples; {unused} unused surfboard is left.",
    "surfboard.nudge": "Tap your worker, then the orchard of the third column, third row.",
    "surfboard.outro": "A surfboard takes a worker to any free island tile, once.",
    "cart.title": "Rulebook: the cart example",
    "cart.intro": (
        "Earlier this day you sold at the mango market on the right of the second row, and "
        "you still have mangoes. Your next worker faces that row, and you have a cart."),
    "cart.do": (
        "Choose your worker right of the second row, flip the cart to join your own worker "
        "on the mango market, and sell both mangoes."),
    "cart.done": "{workers} workers now stand on that market, and you have {shells} shells.",
    "cart.nudge": "Tap your worker, then the mango market (with the cart), then sell 2.",
    "cart.outro": "With carts, any number of workers may share one market tile.",
    "build.title": "Rulebook: the village tile building example",
    "build.intro": (
        "You are red with 2 shells and 3 coconuts. The orchard tile under “+3” costs 8."),
    "build.do": (
        "Sell your 3 coconuts at the coconut market, then build the orchard tile under “+3” "
        "(8 + 3 = 11 shells) on the middle square of your village, where it completes two "
        "fountains."),
    "build.done": (
        "It cost {cost} shells ({left} left). The tile brought one mango ({mango}), and the "
        "{fountains} completed fountains drew one random fruit each: you hold {fruit} fruit. "
        "The board slid left ({slid}) and a new tile came in under “+4”."),
    "build.nudge": (
        "Move your worker above column c to the coconut market, sell 3, then build the tile "
        "under “+3” on square 5."),
    "build.outro": "Cost = the shells printed on the tile + the surcharge above it.",
}
_EXERCISES_JA = {
    "setup.title": "ルールブックの例: 2人プレイのセットアップ",
    "setup.intro": (
        "ルールブックの「2人プレイの例」のとおりにセットアップした新しいゲームです。16枚の島タイルを"
        "フレーム内の4 x 4グリッドに配置し、2人プレイでは使用しない島タイルを裏返しました。建設"
        "ボードには村タイルが表向きに並び、各果樹園タイルにはフルーツ、各広場タイルにはアイテム"
        "タイルが置かれています。あなた(赤)がスタートプレイヤーです。"),
    "setup.do": (
        "最初の判断です。1人目のワーカーを3行目の左のフレームに置きましょう。その行には果樹園"
        "タイルが2枚、広場タイルが2枚あります。スタートプレイヤーのあなたが最初に配置します。"),
    "setup.done": (
        "ルールどおりのセットアップ: 使用する島タイルは{tiles}枚、裏返したタイルは{down}枚、建設"
        "ボードに表向きの村タイルは{board}枚、各果樹園タイルにはフルーツが{fruit}つ、各広場タイル"
        "にはアイテムタイルが{items}枚あります。各プレイヤーのワーカーは{workers}人です。貝殻"
        "カウンターは、スタートプレイヤーのあなたが貝殻トラックのスペース「{start}」、左隣の"
        "プレイヤーがスペース「{second}」から開始しました。"),
    "setup.nudge": "3行目の左の空いているフレームのスペースをタップしてください。",
    "setup.outro": (
        "次は青が配置します。すべてのワーカーをフレームに置くまで順番に続け、そのあと昼フェーズが"
        "始まります。"),
    "morning.title": "ルールブックの例: 朝フェーズ",
    "morning.intro": (
        "赤(あなた)は1人目のワーカーを一番上の行の左(A)に置き、青はb列の上(B)に置きました。"),
    "morning.do": (
        "2人目のワーカーを一番上の行の右(C)に置きましょう。1人目と同じ直線上の反対側です。"
        "同じ列の両端に同じプレイヤーのワーカーを配置することもできます。"),
    "morning.done": "あなたのワーカー{workers}人が、一番上の行の両端からその行を向いています。",
    "morning.nudge": "一番上の行の右の空いているフレームのスペースをタップしてください。",
    "morning.outro": "配置するワーカーがいなくなるまで、順番に続けます。",
    "day.title": "ルールブックの例: 昼フェーズ",
    "day.intro": (
        "あなたは青です。3人目のワーカー(G)は2行目を向いていますが、その行の島タイルには"
        "すべてワーカーがいます。"),
    "day.do": "そのワーカーを選びましょう。列に空いている島タイルがないので、家に帰るしかありません。",
    "day.done": (
        "選べるのは{choices}つ、家に帰ることだけでした。ワーカー{home}人が家に帰り、袋から"
        "フルーツを1つ引きました。"),
    "day.nudge": "2行目の左のワーカーをタップし、家に帰してください。",
    "day.outro": "サーフボードやカートがなければ、列が塞がれたワーカーは家に帰ります。",
    "surfboard.title": "ルールブックの例: サーフボード",
    "surfboard.intro": (
        "ワーカーの列で唯一空いている島タイルはバンレイシ市場ですが、あなたはバンレイシを"
        "持っていません。ただし、サーフボードのタイルを持っています。"),
    "surfboard.do": (
        "2行目の左のワーカーを選び、サーフボードを裏返して3行目の果樹園へ移動し、フルーツを"
        "集めましょう。"),
    "surfboard.done": (
        "バンレイシを{custard}つ獲得しました。未使用のサーフボードは{unused}枚です。"),
    "surfboard.nudge": "ワーカーをタップし、3行目・3列目の果樹園をタップしてください。",
    "surfboard.outro": "サーフボードは1回だけ、ワーカーを任意の空いている島タイルへ運びます。",
    "cart.title": "ルールブックの例: カート",
    "cart.intro": (
        "この昼フェーズの以前のターンに、2行目の右のマンゴー市場で売りましたが、まだマンゴーが"
        "残っています。次のワーカーはその行を向いていて、カートを持っています。"),
    "cart.do": (
        "2行目の右のワーカーを選び、カートを裏返して自分のワーカーがいるマンゴー市場へ移動し、"
        "マンゴー2つを売りましょう。"),
    "cart.done": "その市場にはワーカーが{workers}人います。貝殻は{shells}つになりました。",
    "cart.nudge": "ワーカーをタップし、マンゴー市場(カートを使う)をタップしてから、2つ売ってください。",
    "cart.outro": "カートの効果により、同じ市場タイルに何人でもワーカーを配置できます。",
    "build.title": "ルールブックの例: 村タイルの建設",
    "build.intro": (
        "あなたは赤で、貝殻2つとココナッツ3つを持っています。「+3」の下の果樹園タイルは"
        "コスト8です。"),
    "build.do": (
        "ココナッツ市場でココナッツ3つを売り、「+3」の下の果樹園タイル(8 + 3 = 11貝殻)を"
        "建設して、村の真ん中のマスに置きましょう。そこで噴水が2つ完成します。"),
    "build.done": (
        "コストは貝殻{cost}つでした(残り{left})。タイルからマンゴーを1つ({mango})取り、完成した"
        "{fountains}つの噴水ごとに袋からランダムなフルーツを1つずつ引いて、フルーツは{fruit}つ"
        "です。建設ボードのタイルは左にスライドし({slid})、「+4」の下に新しいタイルが置かれました。"),
    "build.nudge": (
        "c列の上のワーカーをココナッツ市場へ動かして3つ売り、「+3」の下のタイルをマス5に建設"
        "してください。"),
    "build.outro": "コストは、タイルに描かれた貝殻の数と、その上の建設ボードの数の合計です。",
}
TEXTS["en"].update({_X + key: text for key, text in _EXERCISES_EN.items()})
TEXTS["ja"].update({_X + key: text for key, text in _EXERCISES_JA.items()})
