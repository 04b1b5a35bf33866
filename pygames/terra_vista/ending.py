"""The end screen's words on how Terra Vista's race was decided beyond who reached the goal
(which ``view.result_lines`` says): several players reaching it in the same round are
separated by the most steps in all, still tied they share the win; and steps do not count
for a player who did not reach it, however many."""

from __future__ import annotations

from ..core.i18n import Texts
from ..core.tiebreak import TieStep, names, tiebreak_lines
from .rules import TerraVista

TEXTS: dict[str, dict[str, str]] = {
    "en": {
        "tie.together": "{players} reached the goal in the same round.",
        "tie.steps": "most steps in all",
        "tie.only": "Only {player} reached the goal: steps count only among the players "
                    "who did.",
    },
    "ja": {
        "tie.together": "{players}が同じラウンドにゴールに到達。",
        "tie.steps": "合計ステップ数が多い",
        "tie.only": "ゴールに到達したのは{player}だけ：ステップ数を比べるのはゴールした"
                    "プレイヤーの間だけです。",
    },
}
CATALOGUE = Texts("", TEXTS)
t = CATALOGUE.t


def tiebreak_words(game: TerraVista, lang: str) -> list[str]:
    if not game.is_over:
        return []
    done = [seat for seat in range(game.players) if game.finished(seat)]
    if len(done) > 1:
        steps = TieStep({code: t("tie.steps", code) for code in ("en", "ja")},
                        game.total_steps)
        return tiebreak_lines(game, [steps], lang, tied=done,
                              first=t("tie.together", lang, players=names(done, lang)))
    if len(done) == 1 and any(game.total_steps(seat) >= game.total_steps(done[0])
                              for seat in range(game.players) if seat != done[0]):
        return [t("tie.only", lang, player=names(done, lang))]
    return []
