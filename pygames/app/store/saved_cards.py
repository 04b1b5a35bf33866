"""The catalogue's saved games: a Continue card per game (rule set, players, moves, when it
was last played; Review for a finished one), its Delete with a confirmation, the games set
aside as damaged (their raw text downloadable: the bridge's ``download`` action reads it from
the browser's storage), and the notice about saving (a game set aside, storage full or off).
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta, timezone

from pygames.core.i18n import seat_name
from pygames.core.scene import Node, el

from ..link import play as link
from ..state import AppState, playable
from ..table.seats import HUMAN
from ..widgets import button
from .saved import SavedGame
from .texts import st


def when(c: AppState, played: int) -> str:
    """The time a game was last played, in the page's time zone (``YYYY-MM-DD HH:MM``)."""
    if played <= 0:
        return c.t("saved.earlier")
    zone = timezone(timedelta(minutes=c.tz_minutes))
    moment = datetime.fromtimestamp(played / 1000, tz=UTC).astimezone(zone)
    return moment.strftime("%Y-%m-%d %H:%M")


def _title(c: AppState, game: SavedGame) -> str:
    info = playable(game.game_id)
    if info is None:
        return game.game_id
    return info.title.get(c.lang) or info.title["en"]


def continue_cards(c: AppState) -> list[Node]:
    """One card per saved game, the most recently played first."""
    cards = []
    for game in sorted(c.saved.values(), key=lambda g: (-g.played, g.key)):
        title = _title(c, game)
        players = c.t("app.players_one", lo=game.players) if game.players > 1 \
            else c.t("saved.solo")
        detail = c.t("saved.moves_one" if game.moves == 1 else "saved.detail",
                     players=players, moves=game.moves, when=when(c, game.played))
        children = [
            el("button", "resume", {"type": "button", "class": "card primary saved",
                                    "data-action": "continue", "data-value": game.key}, [
                el("span", "name", {"class": "card-title"},
                   text=c.t("saved.review" if game.over else "saved.continue", title=title)),
                el("span", "detail", {"class": "card-meta"}, text=detail),
                *_link_status(c, game),
            ]),
            *_delete(c, game.key, c.t("saved.delete_label", title=title)),
        ]
        cards.append(el("li", f"saved-{game.key}", {"class": "card-item saved-item",
                                                     "data-saved": game.key}, children))
    if c.unread > 0 and cards:
        cards.append(el("li", "unread", {"class": "card-item saved-unread"}, [
            el("p", "p", {"class": "card-meta"}, text=st(c, "store.unread", n=c.unread)),
            button("more", st(c, "store.more"), "saved_more", cls="btn")]))
    return cards


def _link_status(c: AppState, game: SavedGame) -> list[Node]:
    """A game played by link from this device: whose move it is from this device's seat,
    and when this device last opened it."""
    if game.over or game.turn is None or sum(kind == HUMAN for kind in game.seats) < 2:
        return []
    mine = link.seat_of(c.store, game.ref, list(game.seats))
    if not isinstance(mine, int):
        return []
    if game.turn == mine:
        status, whose = c.t("link.status_yours"), "mine"
    else:
        name = game.names[game.turn] if game.turn < len(game.names) and game.names[game.turn] \
            else seat_name(game.turn, c.lang)
        status, whose = c.t("link.status_waiting", player=name), "theirs"
    parts = [status]
    if game.opened:
        parts.append(c.t("link.opened", when=when(c, game.opened)))
    return [el("span", "status", {"class": "card-meta link-status", "data-status": whose},
               text=" · ".join(parts))]


def _delete(c: AppState, key: str, label: str) -> list[Node]:
    """Delete, or while it waits for the answer: the question, Delete and Keep."""
    if c.forgetting != key:
        return [button("forget", c.t("saved.delete"), "forget", key, cls="btn",
                       **{"aria-label": label})]
    return [el("div", "confirm", {"class": "confirm", "role": "group"}, [
        el("span", "q", {"class": "confirm-question"}, text=c.t("saved.confirm")),
        button("yes", c.t("saved.delete"), "forget_yes", key, cls="btn danger"),
        button("no", c.t("saved.keep"), "forget_no", key, cls="btn"),
    ])]


def damaged_section(c: AppState) -> list[Node]:
    """The saved games set aside: download the raw text, or delete it."""
    if not c.damaged:
        return []
    items = [
        el("li", f"damaged-{key}", {"class": "damaged-item", "data-damaged": key}, [
            el("span", "what", {}, text=c.t("saved.damaged_item", size=size)),
            button("download", c.t("saved.download"), "download", key, cls="btn",
                   **{"aria-label": c.t("saved.download_label")}),
            *_delete(c, key, c.t("saved.delete")),
        ])
        for key, size in sorted(c.damaged.items())
    ]
    return [el("section", "damaged", {"class": "damaged", "aria-label":
                                      c.t("saved.damaged_heading")}, [
        el("h2", "h", {}, text=c.t("saved.damaged_heading")),
        el("ul", "list", {"class": "damaged-list"}, items),
    ])]


def notice(c: AppState) -> list[Node]:
    """The word about saving, until the next action."""
    if c.notice is None:
        return []
    return [el("div", "notice", {"class": "notice", "role": "alert", "data-notice": c.notice}, [
        el("p", "text", {}, text=c.t(c.notice)),
        button("dismiss", c.t("saved.dismiss"), "dismiss", cls="btn"),
    ])]
