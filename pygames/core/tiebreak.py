"""Words for the end screen on how a tie on the top score was broken.

Rule sets break ties in steps (most contracts won, then most contract points, ...). Given its
steps in words and each player's count on each, :func:`tiebreak_lines` says who tied, the
counts of each step taken, and which step decided, or that the win is shared: the same
account for every rule set (its ``tiebreak_words`` hook calls it).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from .game import Game
from .i18n import Texts, seat_name


@dataclass(frozen=True)
class TieStep:
    """One step of a tie-break: what it compares (language -> words) and each seat's count
    (the larger wins)."""

    label: Mapping[str, str]
    value: Callable[[int], int]


TEXTS: dict[str, dict[str, str]] = {
    "en": {
        "tie.tied": "{players} tied with {score}.",
        "tie.step": "Tie-break, {label}: {counts}.",
        "tie.decided": "{player} wins the tie-break.",
        "tie.shared": "Still tied after every tie-break: the win is shared.",
        "tie.and": " and ",
        "tie.comma": ", ",
        "tie.count": "{player} {n}",
    },
    "ja": {
        "tie.tied": "{players}がスコア{score}で同点。",
        "tie.step": "タイブレーク（{label}）：{counts}。",
        "tie.decided": "タイブレークで{player}の勝ち。",
        "tie.shared": "タイブレークでも同点のため、勝利を分け合います。",
        "tie.and": "と",
        "tie.comma": "、",
        "tie.count": "{player} {n}",
    },
}
CATALOGUE = Texts("", TEXTS)
t = CATALOGUE.t


def tied_on_top(game: Game) -> list[int]:
    """The seats sharing the top score of a finished game (one seat: no tie)."""
    scores = game.scores()
    best = max(scores)
    return [seat for seat, score in enumerate(scores) if score == best]


def names(seats: Sequence[int], lang: str) -> str:
    """``Player 1, Player 2 and Player 3`` (in Japanese, joined with 、 and と)."""
    words = [seat_name(seat, lang) for seat in seats]
    if len(words) < 2:
        return "".join(words)
    return t("tie.comma", lang).join(words[:-1]) + t("tie.and", lang) + words[-1]


def tiebreak_lines(game: Game, steps: Sequence[TieStep], lang: str,
                   tied: list[int] | None = None, first: str | None = None) -> list[str]:
    """The account of a broken tie: ``first`` (or "X and Y tied with N."), each step's counts
    among the players still tied, then the winner or the shared win. Empty when the game is
    not over or nobody tied (``tied``: the seats tied, by default those on the top score)."""
    if not game.is_over:
        return []
    seats = tied_on_top(game) if tied is None else list(tied)
    if len(seats) < 2:
        return []
    score = game.scores()[seats[0]]
    lines = [first or t("tie.tied", lang, players=names(seats, lang), score=score)]
    for step in steps:
        counts = {seat: step.value(seat) for seat in seats}
        label = step.label.get(lang) or step.label["en"]
        shown = t("tie.comma", lang).join(
            t("tie.count", lang, player=seat_name(seat, lang), n=counts[seat]) for seat in seats)
        lines.append(t("tie.step", lang, label=label, counts=shown))
        top = max(counts.values())
        seats = [seat for seat in seats if counts[seat] == top]
        if len(seats) == 1:
            lines.append(t("tie.decided", lang, player=seat_name(seats[0], lang)))
            return lines
    lines.append(t("tie.shared", lang))
    return lines
