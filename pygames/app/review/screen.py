"""The review's scene: its panel above the replayed board and its marks on the board (the
way in is :mod:`.review_entry`'s button).
The panel holds the progress (with Cancel / Resume), a win-chance graph per seat
(:mod:`.review_graph`), the decision shown on the board in words (played choice, the bot's
choice, the cost in the rule set's own terms), previous / next mistake, the replay bar, a
summary per seat and how the marks are given.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pygames.core import registry
from pygames.core.scene import Node, el

from ..replay import stepping as replay
from ..state import AppState
from ..widgets import button
from .actions import current, rt
from .graph import row

if TYPE_CHECKING:
    from pygames.core.review import Entry, SeatSummary

    from .session import ReviewSession


def _number(value: float) -> str:
    """A cost in a rule set's unit: one decimal, none when whole."""
    text = f"{value:.1f}"
    return text[:-2] if text.endswith(".0") else text


def _pct(chance: float) -> int:
    return round(chance * 100)


def _rule_set_words(c: AppState, kind: str, n: float) -> str:
    """The rule set's own words for a cost (``terms``) or a total saved (``saved``), else
    the review's words in points."""
    assert c.table is not None
    game_id = c.table.game.game_id
    texts = registry.rule_set(game_id).texts
    key = f"{game_id}.review.{kind}"
    if texts.has(key):
        return texts.text(key, c.lang, n=_number(n))
    return rt(c, f"review.{kind}", n=_number(n))


def _mark_word(c: AppState, mark: str) -> str:
    return rt(c, f"review.mark.{mark}")


def _move_words(c: AppState, ply: int, move: str) -> str:
    """A move in words from the position before it (the live table's positions)."""
    position = replay.positions(c).at(ply)
    return c.view().describe_move(position, move, c.lang)


def mark_board(c: AppState, nodes: list[Node]) -> None:
    """On the replayed board of a reviewed decision, mark the played choice (class
    ``played``) and the bot's choice (``better``): the elements whose ``data-move`` is that
    move (or a tap of moves starting with it), before the replay disarms them; each keeps the
    move in ``data-review-move``."""
    session = c.review
    if session is None or not session.open or c.replay is None:
        return
    entry = session.review.entry_at(c.replay)
    if entry is None:
        return
    for node in nodes:
        attrs = node.get("a")
        value = attrs.get("data-move") if attrs else None
        if not isinstance(value, str):
            continue
        first = value.split(";", 1)[0]
        extra = [cls for cls, move in (("played", entry.played), ("better", entry.best))
                 if first == move]
        if extra:
            assert attrs is not None
            attrs["class"] = " ".join([str(attrs.get("class") or ""), *extra]).strip()
            attrs["data-review-move"] = first


def section(c: AppState, total: int) -> Node | None:
    """The review panel over the replay (None when no review is open), and the summary per
    seat that :func:`aside` gives the side column: both drawn from the live table, before the
    replayed position is put in place."""
    session = current(c)
    if session is None or not session.open or c.replay is None:
        return None
    assert c.table is not None
    review = session.review
    colours = c.view().seat_colors(c.table.game)
    labels = {e.ply: rt(c, "review.point", n=e.ply + 1, mark=_mark_word(c, e.mark),
                        before=_pct(e.before), after=_pct(e.after)) for e in review.entries}
    graphs = [
        row(seat, [e for e in review.entries if e.seat == seat], c.replay,
            c.seat_name(seat), rt(c, "review.graph", player=c.seat_name(seat)), labels,
            colours[seat % len(colours)])
        for seat in range(c.table.game.players)
    ]
    session.aside = [_summary(c, session)]
    return el("section", "review", {"class": "review", "aria-label": rt(c, "review.title")}, [
        el("div", "head", {"class": "review-head"}, [
            el("h2", "h", {}, text=rt(c, "review.title")),
            *_progress(c, session),
            button("close", rt(c, "review.close"), "review_close", cls="btn"),
        ]),
        el("div", "graphs", {"class": "review-graphs", "role": "group",
                             "aria-label": rt(c, "review.graphs")}, graphs),
        el("div", "focus", {"class": "review-focus"}, [
            _detail(c, session),
            el("div", "nav", {"class": "review-nav"}, [
                button("prev", "◀ " + rt(c, "review.prev"), "review_prev", cls="btn"),
                button("next", rt(c, "review.next") + " ▶", "review_next", cls="btn"),
            ]),
        ]),
        replay.bar(c, c.replay, total),
    ])


def aside(c: AppState) -> list[Node]:
    """The side column's part of the open review: the summary per seat and how the review
    judges (drawn by :func:`section` in this same render)."""
    session = c.review
    if session is None or not session.open or c.replay is None:
        return []
    return session.aside


def _help(c: AppState, iterations: int) -> str:
    from pygames.core.review import THRESHOLDS

    marks = {name: _number(value) for name, value in THRESHOLDS.items()}
    return rt(c, "review.help", n=iterations, **marks)


def _progress(c: AppState, session: ReviewSession) -> list[Node]:
    review = session.review
    total = len(review.moves)
    if review.done:
        return [el("p", "status", {"class": "review-status", "data-state": "done"},
                   text=rt(c, "review.done", n=review.iterations))]
    state = "running" if session.running else "paused"
    control = (button("cancel", rt(c, "review.cancel"), "review_cancel", cls="btn")
               if session.running else
               button("resume", rt(c, "review.resume"), "review_resume", cls="btn primary"))
    words = rt(c, "review.progress", n=review.ply, total=total)
    return [
        # no live region: the progress changes at every tick; the end is announced
        el("p", "status", {"class": "review-status", "data-state": state}, text=words),
        el("progress", "bar", {"class": "review-progress", "max": str(total),
                               "value": str(review.ply), "aria-label": words}),
        control,
    ]


def _detail(c: AppState, session: ReviewSession) -> Node:
    """The decision on the board in words: who played what, its mark, the bot's choice and
    the cost in the rule set's terms."""
    ply = c.replay if c.replay is not None else 0
    entry = session.review.entry_at(ply)
    if entry is None:
        text = (rt(c, "review.not_reviewed", n=ply + 1)
                if ply < len(session.review.moves) else rt(c, "review.tap"))
        return el("div", "detail", {"class": "review-detail"}, [el("p", "tap", {}, text=text)])
    lines = [
        el("p", "move", {"class": "review-move played", "data-mark": entry.mark},
           text=rt(c, "review.detail", n=ply + 1, player=c.seat_name(entry.seat),
                   move=_move_words(c, ply, entry.played))),
        el("p", "mark", {"class": f"review-mark mark-{entry.mark}"},
           text=rt(c, "review.mark_line", mark=_mark_word(c, entry.mark),
                   before=_pct(entry.before), after=_pct(entry.after))),
        el("p", "better", {"class": "review-better better"},
           text=rt(c, "review.same") if entry.best == entry.played else
           rt(c, "review.better", move=_move_words(c, ply, entry.best), pct=_pct(entry.before))),
    ]
    if entry.loss is not None and entry.loss >= 0.05:
        lines.append(el("p", "terms", {"class": "review-terms"},
                        text=_rule_set_words(c, "terms", entry.loss)))
    legend = el("p", "legend", {"class": "review-legend"}, [
        el("span", "played", {"class": "legend-played"}, text=rt(c, "review.legend_played")),
        el("span", "better", {"class": "legend-better"}, text=rt(c, "review.legend_better")),
    ])
    return el("div", "detail", {"class": "review-detail", "aria-live": "polite"},
              [*lines, legend])


def _summary(c: AppState, session: ReviewSession) -> Node:
    assert c.table is not None
    seats = session.review.seats()
    solo = c.table.game.players == 1
    return el("section", "review-summary", {"class": "review-summary",
                                            "aria-label": rt(c, "review.summary")}, [
        el("h2", "h", {}, text=rt(c, "review.summary")),
        el("ul", "seats", {"class": "review-seats"},
           [_seat_summary(c, session, s, solo) for s in seats]),
        el("details", "help", {"class": "review-help"}, [
            el("summary", "s", {}, text=rt(c, "review.help_title")),
            el("p", "p", {}, text=_help(c, session.review.iterations)),
        ]),
    ])


def _seat_summary(c: AppState, session: ReviewSession, summary: SeatSummary,
                  solo: bool) -> Node:
    from pygames.core.review import MARKS

    head = c.seat_name(summary.seat)
    if summary.accuracy is not None:
        head += " · " + rt(c, "review.accuracy", pct=round(summary.accuracy))
    if not summary.decisions:
        return el("li", f"s{summary.seat}", {"class": "review-seat"}, [
            el("h3", "h", {}, text=head),
            el("p", "none", {}, text=rt(c, "review.no_decisions")),
        ])
    counts = el("ul", "counts", {"class": "review-counts"}, [
        el("li", name, {"class": f"mark-{name}", "data-count": str(summary.counts[name])},
           text=f"{_mark_word(c, name)} {summary.counts[name]}")
        for name in MARKS
    ])
    costly = [el("li", f"c{e.ply}", {}, [
        el("button", "go", {"type": "button", "class": "link", "data-action": "review_to",
                            "data-value": str(e.ply)}, text=_cost_sentence(c, session, e))])
        for e in summary.costliest]
    parts = [
        el("h3", "h", {}, text=head),
        el("p", "n", {"class": "review-n"}, text=rt(c, "review.decisions", n=summary.decisions)),
        counts,
        el("h4", "ch", {}, text=rt(c, "review.costliest")),
        el("ol", "costly", {"class": "review-costly"}, costly) if costly
        else el("p", "costly", {}, text=rt(c, "review.none_costly")),
    ]
    if solo and summary.saved >= 0.05:
        parts.append(el("p", "saved", {"class": "review-saved"},
                        text=_rule_set_words(c, "saved", summary.saved)))
    return el("li", f"s{summary.seat}", {"class": "review-seat"}, parts)


def _cost_sentence(c: AppState, session: ReviewSession, entry: Entry) -> str:
    """One sentence on a costly decision (worded once per language)."""
    key = (c.lang, entry.ply)
    words = session.words.get(key)
    if words is None:
        words = rt(c, "review.cost_line", n=entry.ply + 1,
                   move=_move_words(c, entry.ply, entry.played),
                   best=_move_words(c, entry.ply, entry.best), drop=round(entry.drop),
                   mark=_mark_word(c, entry.mark))
        if entry.loss is not None and entry.loss >= 0.05:
            words += " " + _rule_set_words(c, "terms", entry.loss)
        session.words[key] = words
    return words
