"""Scenes of the app's screens: catalogue, setup, table, end and error.

Built from plain scene nodes (``pygames.core.scene``); the rule set's view draws the board,
the app draws everything around it. Buttons carry ``data-action`` (UI) or ``data-move``
(a legal move); the bridge forwards taps on either.
"""

from __future__ import annotations

from typing import Any

from pygames.core import registry, scene
from pygames.core.catalogue import entry as catalogue_entry
from pygames.core.registry import View
from pygames.core.scene import Node, el

from .learn import tips
from .learn import view as learn_view
from .link import play as link_play
from .link import view as link_view
from .replay import stepping as replay
from .review import screen as review_screen
from .review.entry import review_button
from .rules import screen as rules_screen
from .state import AppState, catalogue
from .store import saved_cards
from .table import bot_ui, log_view, marks
from .table.chart import breakdown_chart
from .widgets import button, header, screen


def render(c: AppState) -> Node:
    if c.rules is not None:
        return rules_screen.render(c)
    if c.screen == "setup" and c.setup is not None:
        return _setup(c)
    if c.screen == "table" and c.table is not None:
        if c.replay is not None:
            total = replay.last_ply(c)
            review = review_screen.section(c, total)  # (drawn from the live table)
            finished = _finished_text(c) if c.table.game.is_over else None
            with replay.shown(c):
                return _table(c, review or replay.bar(c, c.replay, total), finished)
        return _table(c)
    if c.screen == "error":
        return _error(c)
    if c.screen == "learn":
        return learn_view.render(c)
    return _catalogue(c)


def turn_signal(c: AppState) -> tuple[str, bool | None]:
    """The tab's title ("Your turn · Harvest Valley" where a human here is to move) and, where
    this device turned the turn alert on, whether to sound it (a human here to move)."""
    title = link_view.page_title(c) or c.t("app.title")
    return title, link_view.yours(c) if link_play.alert_on(c) else None


# ---------------------------------------------------------------------- catalogue
def _catalogue(c: AppState) -> Node:
    cards: list[Node] = saved_cards.continue_cards(c)
    for info in catalogue():
        lo, hi = info.min_players, info.max_players
        players = c.t("app.players_one", lo=lo) if lo == hi else c.t("app.players_range",
                                                                       lo=lo, hi=hi)
        title = info.title.get(c.lang) or info.title["en"]
        shown = catalogue_entry(info.id)
        assert shown is not None  # (listed by catalogue())
        summary = shown.summary.get(c.lang) or shown.summary.get("en")
        meta = [el("span", "players", {}, text=players)]
        if shown.minutes is not None:
            meta += [el("span", "dot", {"aria-hidden": "true"}, text=" · "), el(
                "span", "time", {}, text=c.t("app.minutes", lo=shown.minutes[0],
                                             hi=shown.minutes[1]))]
        cards.append(el("li", f"game-{info.id}", {"class": "card-item"}, [
            el("button", "pick", {"type": "button", "class": "card game-card",
                                  "data-action": "pick", "data-value": info.id}, [
                shown.emblem,
                el("span", "text", {"class": "card-text"}, [
                    el("span", "name", {"class": "card-title"}, text=title),
                    *([el("span", "summary", {"class": "card-summary"}, text=summary)]
                      if summary else []),
                    el("span", "meta", {"class": "card-meta"}, meta),
                ]),
            ]),
            rules_screen.rules_button(c, info.id),
            learn_view.learn_button(c, info.id),
        ]))
    return screen("catalogue", [
        header(c, c.t("app.title"), []),
        el("main", "main", {"class": "page"}, [
            *saved_cards.notice(c),
            el("p", "tagline", {"class": "tagline"}, text=c.t("app.tagline")),
            el("h2", "heading", {}, text=c.t("app.catalogue")),
            el("ul", "games", {"class": "cards"}, cards),
            *saved_cards.damaged_section(c),
            *tips.setting(c),
        ]),
    ])


# ---------------------------------------------------------------------- setup
def _segmented(key: str, label: str, items: list[Node], note: str | None = None) -> Node:
    """A row of choices under its label, with a line on what it changes (``note``)."""
    return el("fieldset", key, {"class": "field",
                                "aria-describedby": f"{key}-note" if note else None}, [
        el("legend", "legend", {}, text=label),
        *([el("p", "note", {"class": "field-note", "id": f"{key}-note"}, text=note)]
          if note else []),
        el("div", "choices", {"class": "segmented", "role": "group"}, items),
    ])


def _setup(c: AppState) -> Node:
    setup = c.setup
    assert setup is not None
    shown = catalogue_entry(setup.game_id)
    assert shown is not None
    info = shown.info
    title = info.title.get(c.lang) or info.title["en"]
    pressed = {True: "true", False: "false"}
    players = [
        button(f"p{n}", str(n), "players", n, cls="btn seg",
               **{"aria-pressed": pressed[n == setup.players]})
        for n in range(info.player_range(setup.options)[0], info.player_range(setup.options)[1] + 1)
    ]
    seats = bot_ui.seat_controls(c)
    fields = [
        _segmented("players", c.t("app.players"), players),
        _segmented("seats", c.t("app.seats"), seats),
        *link_view.where_played(c),
        *bot_ui.solo_lines(c, setup.game_id),
    ]
    notes = shown.option_notes
    for option in info.options:
        label = option.title.get(c.lang) or option.title.get("en") or option.name
        note = notes.get(option.name, {})
        current = setup.options.get(option.name, option.default)
        values = [
            button(f"o-{option.name}-{value}", c.option_text(option, value), "option",
                   f"{option.name}={value}", cls="btn seg",
                   **{"aria-pressed": pressed[value == current]})
            for value in option.values
        ]
        fields.append(_segmented(f"opt-{option.name}", label, values,
                                 note.get(c.lang) or note.get("en")))
    fields.append(el("div", "seed", {"class": "field"}, [
        el("label", "label", {"for": "seed-input"}, text=c.t("app.seed")),
        el("input", "input", {"id": "seed-input", "name": "seed", "type": "text",
                              "inputmode": "numeric", "autocomplete": "off",
                              "pattern": "[0-9]*", "value": setup.seed}),
    ]))
    return screen("setup", [
        header(c, c.t("app.setup", title=title), [button("back", c.t("app.back"), "home"),
                                                     rules_screen.rules_button(c),
                                                     learn_view.learn_button(c, setup.game_id)]),
        el("main", "main", {"class": "page form"}, fields + [
            el("div", "actions", {"class": "actions"}, [
                button("start", c.t("app.start"), "start", cls="btn primary big"),
            ])
        ]),
    ])


# ---------------------------------------------------------------------- table
def _choice(c: AppState, view: View[Any], move: str) -> Node:
    """The button of a legal move the board has no part for: its words, or the face the rule
    set draws for it (numbers and pictures), named by its words either way."""
    assert c.table is not None
    game = c.table.game
    face = registry.rule_set(game.game_id).move_face(game, move, c.lang)
    button_node = el("button", f"m-{move}", {"type": "button", "class": "btn choice"},
                     face, None if face else view.move_label(game, move, c.lang))
    if face:
        button_node["a"]["class"] += " pictured"
    return scene.legal(button_node, move, view.describe_move(game, move, c.lang))


def _finished_text(c: AppState) -> str:
    """A finished game in the status of its replay or review: who won, with the scores."""
    assert c.table is not None
    game = c.table.game
    try:
        scores = game.scores()
    except Exception:  # noqa: BLE001 - a rule set may not score every position
        scores = []
    listed = ("、" if c.lang == "ja" else ", ").join(
        f"{c.seat_name(seat)} {score}" for seat, score in enumerate(scores))
    if not listed:
        return c.t("app.finished", result=c.winners_text())
    return c.t("app.finished_scores", result=c.winners_text(), scores=listed)


def _table(c: AppState, replay_bar: Node | None = None, finished: str | None = None) -> Node:
    """The live table, or (with ``replay_bar``) a past position of it, nothing playable;
    ``finished``: the status of a finished game's replay (who won)."""
    table = c.table
    assert table is not None
    game = table.game
    live = replay_bar is None
    view = c.view()
    info = game.info
    title = info.title.get(c.lang) or info.title["en"]
    board = view.board(game, c.lang, c.at_table.selection if live else None)
    nodes = scene.walk(board)  # walked once: boards have thousands of nodes
    on_board = set(scene.moves_in(board, nodes)) | set(scene.leads_in(board, nodes))
    waiting = live and link_play.waiting(c)  # another player's turn: nothing lit here
    extra_moves = [] if c.bot_to_move() or not live or waiting \
        else [m for m in game.legal_moves() if m not in on_board]
    rules_screen.annotate(c, board, nodes)
    review_screen.mark_board(c, nodes)
    if live:
        link_view.mark_changes(c, board)
    told = [n for n in nodes if {"data-move", "data-try", "data-help"} & n.get("a", {}).keys()] \
        if waiting else []
    if c.bot_to_move() or not live or c.by_link.asking_who or c.older is not None or waiting:
        _disarm(board)
    for node in told:  # a tap on any part of a waiting device's board says whose turn it is
        node["a"].pop("data-try", None)
        node["a"]["data-action"] = "whose_turn"
    scene.mark_current(board)
    _name_board(board, title, nodes)
    _name_seats(c, nodes)
    choices = [_choice(c, view, move) for move in extra_moves]
    if live and not c.bot_to_move() and not game.is_over and not waiting:
        choices += [scene.legal(el("button", f"o-{i}", {"type": "button", "class": "btn choice offer"},
                                   text=label), moves)
                    for i, (moves, label) in enumerate(c.offers())]
    bot_ui.mark_hint(c, [board, *choices])
    tips.mark(c, [*nodes, *choices])
    tools = [
        button("undo", c.t("app.undo"), "undo",
               disabled=None if live and any(table.seats[s] == "human" for s in table.movers)
               else "disabled"),
        button("replay", c.t("app.replay"), "replay",
               disabled=None if live and game.history else "disabled"),
        button("share", c.t("app.share"), "share",
               **{"data-copied": c.t("app.copied"), "data-shared": c.t("app.shared"),
                  "data-share-title": title}),
        button("new", c.t("app.new_game"), "new"),
        button("home", c.t("app.home"), "home"),
        rules_screen.rules_button(c),
        rules_screen.help_button(c),
        link_view.alert_button(c),
    ]
    decision: list[Node] = []
    if game.is_over:
        decision.append(_result(c))
    else:
        seat = game.current_player
        decision.append(el("div", "status", {"class": "status"}, [
            el("p", "turn", {"class": "turn", "data-finished": "1" if finished else None},
               text=link_view.turn_text(c) if live
               else finished or c.t("app.turn", player=c.seat_name(seat or 0))),
            el("p", "prompt", {"class": "prompt"},
               text=c.prompt_text() if live else c.past_prompt_text()),
            *(rules_screen.turn_guide(c) if live else []),
        ]))
        if live:
            decision.extend(tips.tip_line(c))
            decision.extend(bot_ui.hint_parts(c))
            decision.extend(rules_screen.help_panel(c))
        if choices:
            decision.append(el("div", "choices", {"class": "choices", "role": "group",
                                                  "aria-label": c.t("app.choices")}, choices))
    decision.extend(_last_move(c))
    if live:
        decision[:0] = link_view.panels(c, c.link())
    decision[:0] = saved_cards.notice(c)
    places = marks.places_on(nodes)
    marks.name_decision(c, decision, places)
    side = [*review_screen.aside(c), _players(c, view), log_view.section(c, places)]
    # a board with nothing to tap (a replay, a bot's turn) still scrolls with the keyboard
    still = not any(n.get("a", {}).get("tabindex") is not None for n in scene.walk(board))
    main_children = [_zoom_bar(c, marks.labels_toggle(c, places)),
                     el("section", "board", {"class": "board-area",
                                             "aria-label": c.t("app.board"),
                                             "data-labels": marks.labels_shown(c, places),
                                             "tabindex": "0" if still else None,
                                             # a tap on a waiting device's board: whose turn
                                             "data-action": "whose_turn" if waiting else None},
                        [board])]
    if replay_bar is not None:
        main_children.insert(0, replay_bar)
    if game.is_over:
        main_children.insert(0, _end(c))
    return screen("table" + (" over" if game.is_over else ""), [
        header(c, title, tools, fold=True),
        el("div", "layout", {"class": "layout"}, [
            el("div", "main", {"class": "main-col"}, main_children),
            # the prompt, its buttons and the last move: kept on screen while deciding
            el("section", "decision", {"class": "decision", "aria-label": c.t("app.decision")},
               decision),
            # (it scrolls on its own on wide screens: reachable with the keyboard, axe)
            el("aside", "side", {"class": "side", "tabindex": "0",
                                 "aria-label": f"{c.t('app.scores')} · {c.t('app.log')}"}, side),
        ]),
    ])


def _end(c: AppState) -> Node:
    """The end screen: who won and how (the tie-break, the shared win, a solo result), the
    ways on (play again, review) and the scores part by part."""
    assert c.table is not None
    game = c.table.game
    return el("section", "end", {"class": "end"}, [
        el("h2", "h", {}, text=c.t("app.game_over_with", result=c.winners_text())),
        *[el("p", f"why{i}", {"class": "result-line why"}, text=line)
          for i, line in enumerate(c.end_lines())],
        *[el("p", f"result{i}", {"class": "result-line"}, text=line)
          for i, line in enumerate(c.result_lines())],
        el("div", "next", {"class": "end-actions"}, [
            button("again", c.t("app.play_again"), "again", cls="btn primary",
                   title=c.t("app.play_again_title")),
            review_button(c),
            button("replay", c.t("app.replay"), "replay", title=c.t("app.review_title")),
        ]),
        el("h3", "sub", {"class": "sub"}, text=c.t("app.breakdown")),
        breakdown_chart(c),
        *(bot_ui.solo_lines(c, game.game_id, c.solo_result()) if game.players == 1 else []),
    ])


def _last_move(c: AppState) -> list[Node]:
    """The latest move in words, beside the prompt (the log holds the others)."""
    table = c.table
    assert table is not None
    if not table.log:
        return []
    words = c.moved_text(max(table.movers[-1], 0), table.log[-1])
    return [el("p", "last", {"class": "last-move"}, text=c.t("app.last_move", move=words))]


def _zoom_bar(c: AppState, more: list[Node] | None = None) -> Node:
    """Zoom out / level / in / fit for the board; the bridge zooms (page state, no event);
    ``more``: the board's other tools (the places' labels toggle)."""
    def zoom_button(key: str, text: str, how: str, label: str) -> Node:
        return el("button", key, {"type": "button", "class": "btn", "data-zoom": how,
                                  "aria-label": label, "title": label}, text=text)

    return el("div", "zoom", {"class": "zoom", "role": "group", "aria-label": c.t("app.zoom")}, [
        zoom_button("out", "−", "out", c.t("app.zoom_out")),
        el("span", "level", {"class": "zoom-level", "data-zoom-level": "1", "aria-hidden": "true"},
           text="100%"),
        zoom_button("in", "+", "in", c.t("app.zoom_in")),
        zoom_button("fit", "⤢", "fit", c.t("app.zoom_fit")),
        *(more or []),
    ])


def _disarm(node: Node) -> None:
    """While a bot is to move, nothing on the board is tappable for the humans."""
    for n in scene.walk(node):
        attrs = n.get("a")
        if attrs and attrs.get("data-action") == "select":  # a part picked first, likewise
            for name in ("data-action", "data-value", "data-leads"):
                attrs.pop(name, None)
            attrs["data-move"] = ""
            attrs["class"] = attrs.get("class", "").replace("picked", "")
        if attrs and "data-move" in attrs:
            del attrs["data-move"]
            attrs.pop("tabindex", None)
            if attrs.pop("role", None) == "button" and n.get("t") not in ("button", "svg"):
                attrs.pop("aria-label", None)  # a name without a role is not allowed (axe)
            attrs["class"] = attrs.get("class", "").replace("legal", "").strip() or None
            if attrs["class"] is None:
                del attrs["class"]


def _name_seats(c: AppState, nodes: list[Node]) -> None:
    """The players' names on the board, where its words name seats by number."""
    if c.table is None or not any(c.table.names):
        return
    for node in nodes:
        if isinstance(node.get("x"), str):  # SVG text cannot wrap: a long name is cut there
            node["x"] = c.named(node["x"], drawn=node.get("t") in ("text", "tspan", "textPath"))
        attrs = node.get("a")
        if attrs:
            for name in ("aria-label", "title"):
                if isinstance(attrs.get(name), str):
                    attrs[name] = c.named(attrs[name])


def _name_board(board: Node, title: str, nodes: list[Node]) -> None:
    """Every board has an accessible name; one holding focusable choices is a group, since
    the img role would hide them from assistive technology (axe: nested-interactive)."""
    attrs = board.setdefault("a", {})
    if not attrs.get("aria-label"):
        attrs["aria-label"] = title
    if attrs.get("role") == "img" and any(
            "tabindex" in n.get("a", {}) for n in nodes if n is not board):
        attrs["role"] = "group"


def _result(c: AppState) -> Node:
    return el("div", "status", {"class": "status result"}, [
        el("p", "turn", {"class": "turn"}, text=c.t("app.game_over")),
        el("p", "prompt", {"class": "prompt winner"}, text=c.winners_text()),
    ])


def _players(c: AppState, view: View[Any]) -> Node:
    table = c.table
    assert table is not None
    game = table.game
    colors = view.seat_colors(game)
    try:
        scores = game.scores()
    except Exception:  # noqa: BLE001 - a rule set may only score at the end
        scores = []
    items = []
    for seat in link_view.seat_order(c, game.players):
        stats = [
            el("div", f"s{i}", {"class": "stat"}, [
                el("dt", "l", {}, text=label), el("dd", "v", {}, text=value)
            ])
            for i, (label, value) in enumerate(view.player_stats(game, seat, c.lang))
        ]
        current = game.current_player == seat
        items.append(el("li", f"seat{seat}", {
            "class": "player" + (" current" if current else ""),
            "aria-current": "true" if current else None,
        }, [
            el("div", "head", {"class": "player-head"}, [
                el("span", "swatch", {"class": "swatch", "aria-hidden": "true",
                                      "style": f"background:{colors[seat % len(colors)]}"},
                   text=str(seat + 1)),
                el("span", "name", {"class": "player-name"}, text=c.seat_name(seat)),
                el("span", "score", {"class": "player-score",
                                     "aria-label": c.t("app.score")},
                   text=str(scores[seat]) if seat < len(scores) else ""),
            ]),
            el("dl", "stats", {"class": "stats"}, stats),
            *rules_screen.score_preview(c, view, seat),
        ]))
    return el("section", "players", {"class": "players", "aria-label": c.t("app.scores")},
              [el("ul", "list", {"class": "player-list"}, items)])


# ---------------------------------------------------------------------- error
def _error(c: AppState) -> Node:
    return screen("error", [
        header(c, c.t("app.title"), []),
        el("main", "main", {"class": "page", "role": "alert"}, [
            el("h2", "h", {}, text=c.t("app.error")),
            el("p", "reason", {"class": "reason", "data-error": c.error_key},
               text=c.t(c.error_key)),
            # (the address itself is whole when only the rules could not be loaded)
            *([el("p", "detail", {}, text=c.t("app.error_detail"))]
              if c.error_key != "address.rules_unavailable" else []),
            *([button("back-to-game", c.t("app.back_to_game"), "back_to_game",
                      cls="btn primary big")] if c.table is not None else []),
            button("home", c.t("app.new_game"), "home",
                   cls="btn big" if c.table is not None else "btn primary big"),
        ]),
    ])
