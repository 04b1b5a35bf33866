"""The pieces every screen is built of: buttons, the header bar, the screen frame."""

from __future__ import annotations

from typing import Any

from pygames.core.scene import Node, el

from .state import AppState

_LANG_NAMES = (("en", "EN"), ("ja", "日本語"))


def button(key: str, text: str, action: str, value: Any = None, cls: str = "btn",
           **attrs: Any) -> Node:
    return el("button", key, {"type": "button", "class": cls, "data-action": action,
                              "data-value": None if value is None else str(value), **attrs},
              text=text)


def header(c: AppState, title: str, tools: list[Node]) -> Node:
    langs = [
        button(f"lang-{code}", name, "lang", code, cls="btn lang",
               lang=code, **{"aria-pressed": "true" if c.lang == code else "false"})
        for code, name in _LANG_NAMES
    ]
    return el("header", "bar", {"class": "bar"}, [
        el("h1", "title", {"class": "title"}, text=title),
        el("nav", "tools", {"class": "tools", "aria-label": c.t("app.home")}, tools),
        el("div", "langs", {"class": "langs", "role": "group",
                            "aria-label": c.t("app.lang_switch")}, langs),
    ])


def screen(name: str, children: list[Node]) -> Node:
    return el("div", f"screen-{name}", {"class": f"screen {name}"}, children)
