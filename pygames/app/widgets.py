"""The pieces every screen is built of: buttons, the header bar, the screen frame."""

from __future__ import annotations

from typing import Any

from pygames.core.scene import Node, el

from .state import AppState

_LANG_NAMES = (("en", "EN"), ("ja", "日本語"))


def button(key: str, text: str, action: str, value: object = None, cls: str = "btn",
           **attrs: Any) -> Node:
    return el("button", key, {"type": "button", "class": cls, "data-action": action,
                              "data-value": None if value is None else str(value), **attrs},
              text=text)


def header(c: AppState, title: str, tools: list[Node], fold: bool = False) -> Node:
    """The bar at the top: title, tools and languages. ``fold``: on phones the tools and
    languages fold into a menu button (the CSS hides them unless the menu is open)."""
    langs = [
        button(f"lang-{code}", name, "lang", code, cls="btn lang",
               lang=code, **{"aria-pressed": "true" if c.lang == code else "false"})
        for code, name in _LANG_NAMES
    ]
    menu = [button("menu", c.t("app.menu"), "menu", cls="btn menu-toggle",
                   **{"aria-expanded": "true" if c.at_table.menu_open else "false",
                      "aria-controls": "table-tools"})] if fold else []
    return el("header", "bar", {"class": "bar folds" if fold else "bar",
                                "data-open": "1" if fold and c.at_table.menu_open else None}, [
        el("h1", "title", {"class": "title"}, text=title),
        *menu,
        el("nav", "tools", {"class": "tools", "aria-label": c.t("app.home"),
                            "id": "table-tools" if fold else None}, tools),
        el("div", "langs", {"class": "langs", "role": "group",
                            "aria-label": c.t("app.lang_switch")}, langs),
    ])


def screen(name: str, children: list[Node]) -> Node:
    return el("div", f"screen-{name}", {"class": f"screen {name}"}, children)
