"""Texts of the game review (its panel, graph, summary and help) in English and Japanese.

A catalogue of its own next to the app's (:mod:`.texts`), read with
:func:`pygames.core.i18n.translate`; a rule set words a choice's cost in its own terms in its
catalogue (``<id>.review.terms``, ``<id>.review.saved``), else the points of ``review.terms``.
"""

from __future__ import annotations

TEXTS: dict[str, dict[str, str]] = {
    "en": {
        "review.button": "Review",
        "review.button_title": "The hard bot reviews every decision of this game",
        "review.title": "Game review",
        "review.running": "Reviewing the game, one decision at a time; the table stays usable.",
        "review.ready": "The review of this game.",
        "review.progress": "Reviewed {n} of {total} moves",
        "review.done": "Every decision reviewed ({n} iterations of the hard bot each).",
        "review.paused": "Review paused after {n} of {total} moves.",
        "review.resumed": "Review resumed.",
        "review.finished": "Review finished.",
        "review.cancel": "Cancel",
        "review.resume": "Resume",
        "review.close": "Back to the game",
        "review.prev": "Previous mistake",
        "review.next": "Next mistake",
        "review.no_more": "No more mistakes that way.",
        "review.graphs": "Win chance over the game",
        "review.graph": "{player}: win chance at each of their decisions",
        "review.point": "Move {n}: {mark}, win chance {before}% → {after}%",
        "review.tap": "Tap a point of a graph to see that decision on the board.",
        "review.not_reviewed": "Move {n} is not reviewed: not yet, or it was the only choice.",
        "review.detail": "Move {n}: {player} {move}",
        "review.mark_line": "{mark}: win chance {before}% → {after}%",
        "review.better": "The bot's choice: {move} ({pct}%)",
        "review.same": "The bot chooses the same.",
        "review.terms": "−{n} points by the end of the turn (the bot's estimate)",
        "review.saved": "Better choices would have kept about {n} more points.",
        "review.legend_played": "Played",
        "review.legend_better": "The bot's choice",
        "review.summary": "Summary",
        "review.accuracy": "Accuracy {pct}%",
        "review.no_decisions": "No decisions reviewed yet.",
        "review.decisions": "{n} decisions reviewed",
        "review.costliest": "Costliest decisions",
        "review.cost_line": "Move {n}: {move} — the bot's choice: {best} (−{drop} points of "
                            "win chance, {mark}).",
        "review.none_costly": "No decision lost win chance.",
        "review.mark.best": "Best",
        "review.mark.good": "Good",
        "review.mark.inaccuracy": "Inaccuracy",
        "review.mark.mistake": "Mistake",
        "review.mark.blunder": "Blunder",
        "review.help_title": "How the review judges",
        "review.help": "The hard bot (the same search as the hard seat and the Hint) looks at "
                       "each decision with {n} iterations, seeded by the game, so the same game "
                       "gets the same marks. It estimates the mover's win chance with its own "
                       "choice (before) and with the choice played (after). The points of win "
                       "chance lost give the mark: best, the bot's choice or under {good} points "
                       "lost; good, under {inaccuracy}; inaccuracy, under {mistake}; mistake, "
                       "under {blunder}; blunder, {blunder} points or more. Accuracy is the "
                       "average over a player's decisions of 103.17 × e^(−0.04354 × points "
                       "lost) − 3.17 (100 for the best choice). Decisions with a single choice "
                       "are passed over.",
    },
    "ja": {
        "review.button": "振り返り",
        "review.button_title": "強いボットがこの対局のすべての選択を検討します",
        "review.title": "対局の振り返り",
        "review.running": "選択をひとつずつ検討しています。その間も盤は操作できます。",
        "review.ready": "この対局の振り返りです。",
        "review.progress": "{total}手中{n}手を検討済み",
        "review.done": "すべての選択を検討しました（各選択で強いボットの探索{n}回）。",
        "review.paused": "{total}手中{n}手で振り返りを中断しました。",
        "review.resumed": "振り返りを再開しました。",
        "review.finished": "振り返りが終わりました。",
        "review.cancel": "中断",
        "review.resume": "再開",
        "review.close": "対局に戻る",
        "review.prev": "前の悪手",
        "review.next": "次の悪手",
        "review.no_more": "その方向にはもう悪手はありません。",
        "review.graphs": "対局を通した勝率",
        "review.graph": "{player}：各選択での勝率",
        "review.point": "{n}手目：{mark}、勝率{before}% → {after}%",
        "review.tap": "グラフの点をタップすると、その選択が盤に表示されます。",
        "review.not_reviewed": "{n}手目は検討していません（まだか、選択肢がひとつだけでした）。",
        "review.detail": "{n}手目：{player}は{move}",
        "review.mark_line": "{mark}：勝率{before}% → {after}%",
        "review.better": "ボットの選択：{move}（{pct}%）",
        "review.same": "ボットも同じ選択をします。",
        "review.terms": "手番の終わりで−{n}点（ボットの見積もり）",
        "review.saved": "より良い選択なら、約{n}点多く取れました。",
        "review.legend_played": "打った手",
        "review.legend_better": "ボットの選択",
        "review.summary": "まとめ",
        "review.accuracy": "正確さ {pct}%",
        "review.no_decisions": "まだ検討した選択はありません。",
        "review.decisions": "検討した選択：{n}",
        "review.costliest": "最も損をした選択",
        "review.cost_line": "{n}手目：{move} — ボットの選択：{best}（勝率−{drop}ポイント、{mark}）。",
        "review.none_costly": "勝率を落とした選択はありません。",
        "review.mark.best": "最善",
        "review.mark.good": "好手",
        "review.mark.inaccuracy": "疑問手",
        "review.mark.mistake": "悪手",
        "review.mark.blunder": "大悪手",
        "review.help_title": "振り返りの判定方法",
        "review.help": "強いボット（強いボット席やヒントと同じ探索）が各選択を{n}回の探索で検討します。"
                       "探索は対局のシードで決まるので、同じ対局には同じ判定が付きます。"
                       "手番のプレイヤーの勝率を、ボットの選択の場合（前）と実際の選択の場合（後）で見積もり、"
                       "失った勝率のポイントで判定します：最善はボットと同じ選択か{good}ポイント未満、"
                       "好手は{inaccuracy}未満、疑問手は{mistake}未満、悪手は{blunder}未満、"
                       "大悪手は{blunder}ポイント以上。正確さは各選択の 103.17 × e^(−0.04354 × "
                       "失ったポイント) − 3.17 の平均です（最善の選択は100）。"
                       "選択肢がひとつだけの手は検討しません。",
    },
}
