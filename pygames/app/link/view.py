"""The table's parts for play by link (link.py): "Who are you?", whose turn from this
device's seat, the confirmation before playing another player's move, the news since this
seat's last move with its replay, "Send to <next player>" with the link's QR code, and the
question before going back to an older link of a saved game."""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from pygames.core.scene import Node, el

from ..state import AppState
from ..store import question
from ..store.arrival import shared as shared_moves
from ..table.seats import HUMAN
from ..widgets import button
from . import play as link

if TYPE_CHECKING:
    from pygames.core.qr import Code


def where_played(c: AppState) -> list[Node]:
    """Setup, with several human seats: around this device, or each on their own."""
    setup = c.setup
    if setup is None or sum(kind == HUMAN for kind in setup.seats) < 2:
        return []
    pressed = {True: "true", False: "false"}
    return [el("fieldset", "where", {"class": "field"}, [
        el("legend", "legend", {}, text=c.t("link.where")),
        el("div", "choices", {"class": "segmented", "role": "group"}, [
            button("here", c.t("link.here"), "apart", 0, cls="btn seg",
                   **{"aria-pressed": pressed[not setup.apart]}),
            button("apart", c.t("link.apart"), "apart", 1, cls="btn seg",
                   **{"aria-pressed": pressed[setup.apart]}),
        ]),
    ])]


def yours(c: AppState) -> bool:
    """Whether a human who plays on this device is to move (the live table)."""
    table = c.table
    if table is None or c.screen != "table" or c.replay is not None or table.game.is_over \
            or c.by_link.asking_who or c.older is not None:
        return False
    seat = table.game.current_player
    return seat is not None and table.seats[seat] == HUMAN and not link.waiting(c)


def turn_text(c: AppState) -> str:
    """Whose turn, said from this device: "Your turn" where a human here is to move (with
    the seat's name where several humans share the device), "Waiting for Ken" where this
    device plays another seat."""
    assert c.table is not None
    seat = c.table.game.current_player or 0
    if link.waiting(c):
        return c.t("link.waiting", player=c.seat_name(seat))
    if not yours(c):
        return c.t("app.turn", player=c.seat_name(seat))
    if c.by_link.me is None and len(link.humans(c.table)) >= 2:
        return c.t("link.your_turn_named", player=c.seat_name(seat))
    return c.t("link.your_turn")


def page_title(c: AppState) -> str:
    """The tab's title: "Your turn" first where a human here is to move (seen from another
    tab), then the game's name."""
    if c.table is None or c.screen != "table":
        return ""
    info = c.table.game.info
    title = info.title.get(c.lang) or info.title["en"]
    if not yours(c):
        return title
    return f"{turn_text(c)} · {title}"


def alert_button(c: AppState) -> Node:
    """The turn alert (a beep and a vibration as your turn comes), on or off for this
    device."""
    on = link.alert_on(c)
    return button("alert", c.t("link.alert"), "turn_alert", cls="btn",
                  title=c.t("link.alert_title"), **{"aria-pressed": "true" if on else "false"})


def seat_order(c: AppState, players: int) -> list[int]:
    """The players' panels in order, this device's seat first."""
    order = list(range(players))
    if c.by_link.me is not None and c.by_link.me < players:
        order.remove(c.by_link.me)
        order.insert(0, c.by_link.me)
    return order


def panels(c: AppState, link_address: str) -> list[Node]:
    """What play by link puts above the prompt, most pressing first."""
    if c.table is None:
        return []
    if c.behind is not None:
        return question.behind(c)  # saved games' own question (another tab saved)
    if c.older is not None:
        return [_older(c)]
    if c.by_link.asking_who:
        return [_who(c)]
    parts: list[Node] = []
    waited = link.others_turn(c)
    if c.by_link.told and waited is not None:
        parts.append(el("p", "told", {"class": "link-told", "data-told": str(waited),
                                      "role": "status"},
                        text=c.t("link.told", player=c.seat_name(waited))))
    if c.by_link.confirming is not None:
        parts.append(_confirm(c))
    if c.by_link.undo_asked is not None:
        parts.append(_undo_question(c, c.by_link.undo_asked))
    parts.extend(_news(c))
    parts.extend(_send(c, link_address))
    if c.by_link.me is not None:
        here = [button("here", c.t("link.play_here", player=c.seat_name(waited)),
                       "play_here", cls="btn link")
                if waited is not None and link.waiting(c) and c.by_link.confirming is None
                else None]
        parts.append(el("p", "me", {"class": "link-me"}, [
            button("who", c.t("link.switch", player=c.seat_name(c.by_link.me)), "who",
                   cls="btn link"),
            *[b for b in here if b is not None],
        ]))
    return parts


def _who(c: AppState) -> Node:
    assert c.table is not None
    choices = [button(f"seat{seat}", c.t("link.i_am", player=c.seat_name(seat)), "i_am", seat,
                      cls="btn primary")
               for seat in link.humans(c.table)]
    choices.append(button("all", c.t("link.all_here"), "i_am", link.ALL, cls="btn"))
    return el("section", "who", {"class": "link-panel who", "data-who": "1",
                                 "aria-labelledby": "who-h"}, [
        el("h2", "h", {"id": "who-h"}, text=c.t("link.who")),
        el("p", "p", {}, text=c.t("link.who_detail")),
        el("div", "choices", {"class": "link-choices", "role": "group"}, choices),
    ])


def _question(key: str, mark: dict[str, str], question: str,
              yes: tuple[str, str], no: tuple[str, str], safe_yes: bool) -> Node:
    """A yes/no question over the table (``role=alertdialog``); ``yes`` and ``no`` are
    (label, action); the primary button is the one that changes nothing where ``safe_yes``
    is off."""
    return el("div", key, {"class": "confirm link-confirm", "role": "alertdialog",
                           **mark, "aria-labelledby": f"{key}-q"}, [
        el("p", "q", {"class": "confirm-question", "id": f"{key}-q"}, text=question),
        button("yes", yes[0], yes[1], cls="btn primary" if safe_yes else "btn"),
        button("no", no[0], no[1], cls="btn" if safe_yes else "btn primary"),
    ])


def _confirm(c: AppState) -> Node:
    """A tap for another human seat's turn: play it for them?"""
    assert c.table is not None
    name = c.seat_name(c.table.game.current_player or 0)
    return _question("confirm", {"data-confirm": "1"}, c.t("link.confirm", player=name),
                     (c.t("link.play_for", player=name), "play_for"),
                     (c.t("link.cancel"), "play_for_no"), safe_yes=True)


def _undo_question(c: AppState, seat: int) -> Node:
    """Undo on a device that plays one seat, where the last move is another player's."""
    name = c.seat_name(seat)
    return _question("undo", {"data-undo-other": str(seat)},
                     c.t("link.undo_other", player=name),
                     (c.t("link.undo_other_yes", player=name), "undo_other"),
                     (c.t("link.cancel"), "undo_keep"), safe_yes=False)


def news_changes(c: AppState) -> set[tuple[str, ...]]:
    """The parts of the board that the others' moves since this seat's last one changed
    (scene_changes.py), found once per position: the board before the news against the
    board now."""
    from pygames.core.scene_changes import changed_parts

    from ..replay.stepping import positions

    table = c.table
    if table is None or c.by_link.since is None:
        return set()
    key = (table.key, len(table.game.history), c.by_link.since, c.lang)
    if c.by_link.news_changes is None or c.by_link.news_changes[0] != key:
        view = c.view()
        before = view.board(positions(c).at(c.by_link.since), c.lang, None)
        c.by_link.news_changes = (key, changed_parts(before, view.board(table.game, c.lang, None)))
    return c.by_link.news_changes[1]


def mark_changes(c: AppState, board: Node) -> int:
    """Outline (class ``changed``) the parts of the live board that the news changed, until
    this seat moves or the news is put away; how many parts are outlined."""
    from pygames.core.scene_changes import mark

    found = news_changes(c)
    return mark(board, found) if found else 0


def _news(c: AppState) -> list[Node]:
    lines = link.news(c)
    if not lines:
        return []
    changed = len(news_changes(c))
    # folds to its title (a <details> whose open state the page keeps per device: fold.js)
    return [el("details", "news", {"class": "link-panel news fold", "data-news": "1",
                                   "data-fold": "news", "data-fold-keep": "1", "open": "",
                                   "aria-labelledby": "news-h"}, [
        el("summary", "s", {}, [
            el("h2", "h", {"id": "news-h"}, text=c.t("link.since")),
        ]),
        el("ul", "lines", {"class": "news-list"},
           [el("li", f"n{i}", {}, text=line) for i, line in enumerate(lines)]),
        *([el("p", "changed", {"class": "news-changed", "data-changed": str(changed)},
              text=c.t_count("link.changed", changed))] if changed else []),
        el("div", "actions", {"class": "link-choices"}, [
            button("replay", c.t("link.since_replay"), "replay_since", cls="btn"),
            button("dismiss", c.t("link.since_dismiss"), "news_dismiss", cls="btn"),
        ]),
    ])]


def _send(c: AppState, link_address: str) -> list[Node]:
    """After this seat's move: send the link to the player whose turn it is."""
    seat = link.others_turn(c)
    if seat is None or c.by_link.since is not None or c.by_link.confirming is not None or not link_address:
        return []
    name = c.seat_name(seat)
    parts = [
        button("send", c.t("link.send", player=name), "share", cls="btn primary big send",
               **{"data-share-text": link.send_text(c, "{link}"),
                  "data-copied": c.t("link.copied", player=name),
                  "data-shared": c.t("link.sent"),
                  "data-share-title": c.t("link.send", player=name)}),
        button("qr", c.t("link.qr_hide" if c.by_link.qr_open else "link.qr_show"), "qr", cls="btn",
               **{"aria-expanded": "true" if c.by_link.qr_open else "false"}),
    ]
    if c.by_link.qr_open:
        parts.append(_qr(c, link_address))
    return [el("div", "send", {"class": "link-panel send-box", "data-send": str(seat)}, parts)]


def _qr(c: AppState, link_address: str) -> Node:
    from pygames.core import qr

    code = _qr_code(link_address)
    if code is None:
        return el("p", "qr", {"class": "qr-too-long"}, text=c.t("link.qr_too_long"))
    return el("figure", "qr", {"class": "qr", "data-qr": "1"}, [
        qr.svg(code, c.t("link.qr")),
    ])


@lru_cache(maxsize=4)
def _qr_code(link_address: str) -> Code | None:
    """The link's QR code (None: too long for one), made once per link: every scene drawn
    while it is shown (a bot's tick, a language switch) draws the same one. The encoder
    loads with the first code (start-up time)."""
    from pygames.core import qr

    try:
        return qr.encode(link_address.encode())
    except ValueError:
        return None


def _older(c: AppState) -> Node:
    """The question before a link replaces a saved game other than by more moves: an
    older link (going back) or one whose moves went another way than the saved game's."""
    assert c.table is not None and c.older is not None
    from pygames.core.codec import decode

    saved_moves, link_moves = c.table.game.history, decode(c.older).moves
    shared = shared_moves(saved_moves, link_moves)
    if shared == len(link_moves):
        behind = len(saved_moves) - shared
        head, branch = c.t("link.older"), c.t("link.older_branch")
        detail = c.t("link.older_one") if behind == 1 else c.t("link.older_detail", n=behind)
    else:
        head, branch = c.t("link.differs"), c.t("link.differs_branch")
        detail = c.t_count("link.differs_detail", shared) if shared \
            else c.t("link.differs_detail_none")
    return el("section", "older", {"class": "link-panel older", "data-older": "1",
                                   "role": "alertdialog", "aria-labelledby": "older-h"}, [
        el("h2", "h", {"id": "older-h"}, text=head),
        el("p", "p", {}, text=detail),
        el("div", "choices", {"class": "link-choices", "role": "group"}, [
            button("branch", branch, "older_branch", cls="btn"),
            button("keep", c.t("link.older_keep"), "older_keep", cls="btn primary"),
        ]),
    ])
