"""What the areas of TwinStar's table share: seat colours and names, text sizes, measuring and
wrapping text (Japanese only where the catalogue allows a break), pieces in seat colours.

Each area is an ``svg`` whose viewBox units are CSS px at its natural size (the page shows it
at that size or smaller), so the sizes here are what a tablet shows: text never below
:data:`SMALL`, every tappable part at least :data:`TARGET` across.
"""

from __future__ import annotations

from typing import Any

from ..core.i18n import seat_name
from ..core.scene import Node, el, use
from . import catalogue
from .look import Look, look_of
from .rules import TwinStar

SEAT_COLORS = ["#f08a24", "#3b7dd8", "#f7f7f2", "#e8c930"]
#: The seat number's colour on a piece of that seat (readable on each colour).
SEAT_INK = ["#111", "#fff", "#111", "#111"]
TITLE = 15.0
TEXT = 13.5
SMALL = 12.5
#: The least a tappable part measures across, in CSS px at the natural size.
TARGET = 36
#: Where a Japanese text may break (the catalogue marks it): never inside a word.
BREAK = "\u200b"
NBSP = "\u00a0"
INK = "#222"
MUTED = "#555"


def t(ed: str, key: str, lang: str, **params: Any) -> str:
    """A text of the catalogue in the wording of edition ``ed``, without break marks."""
    return catalogue.t(key, lang, ed, **params).replace(BREAK, "")


def t_breakable(ed: str, key: str, lang: str, **params: Any) -> str:
    """A text with the break marks the catalogue allows (for :func:`wrap`)."""
    return catalogue.t(key, lang, ed, **params)


def player(game: TwinStar, p: int, lang: str) -> str:
    """A seat's name as the app names it; the solo mode's rival is the rules' bot."""
    look = look_of(game)
    if p == look.bot_seat:
        return t(look.edition, "title.bot", lang)
    return seat_name(p, lang)


def items_text(ed: str, items: str, lang: str) -> str:
    """Items by name: ``Fire Opal, Aquamarine`` (``any`` for a wildcard)."""
    sep = "、" if lang == "ja" else ", "
    return sep.join(t(ed, "any", lang) if c == "*" else t(ed, f"gem.{c}", lang) for c in items)


def _item_key(ed: str, c: str, n: int) -> str:
    """The key naming item ``c`` counted ``n`` times: the edition's plural where it has one."""
    many = f"gem.{c}.many"
    if n != 1 and catalogue.CATALOGUE.has("twinstar." + catalogue.edition_key(many, ed)):
        return many
    return f"gem.{c}"


def counted_items(ed: str, items: str, lang: str) -> str:
    """Items counted by kind: ``2 Fire Opal, 1 any`` (a line breaks between them only)."""
    sep = "、" if lang == "ja" else ", "
    parts = []
    for c in dict.fromkeys(items):
        n = items.count(c)
        name = t(ed, "any", lang) if c == "*" else t(ed, _item_key(ed, c, n), lang)
        counted = t(ed, "count.item", lang, n=n, item=name)
        parts.append(counted.replace(" ", NBSP))
    return sep.join(parts)


# ---------------------------------------------------------------------- text
def text_width(text: str, size: float) -> float:
    """Estimated width of ``text`` at font ``size`` (wide scripts and symbols 1 em, capitals
    0.72, spaces 0.32, the rest 0.6: a little wider than DejaVu and Noto Sans set it)."""
    def em(ch: str) -> float:
        if ch == BREAK:
            return 0.0
        if ord(ch) >= 0x2000:
            return 1.0
        return 0.32 if ch == " " else 0.72 if ch.isupper() else 0.6
    return size * sum(em(ch) for ch in text)


#: Japanese punctuation a line may end after (it stays on the line).
_ENDS_AFTER = "、。・"


def _kana(ch: str) -> bool:
    return "\u3041" <= ch <= "\u309f"


def _word_start(ch: str) -> bool:
    """A character that starts a Japanese word after a particle: kanji, katakana, a digit,
    a Latin letter or an opening bracket."""
    return ("\u30a0" <= ch <= "\u30ff") or ("\u4e00" <= ch <= "\u9fff") or ch.isdigit() \
        or ch.isascii() and ch.isalpha() or ch in "(（「"


def breakable(text: str) -> str:
    """Japanese text with a break opportunity (an invisible break mark) wherever a particle
    ends a phrase: after kana followed by the start of another word. Lines then break between
    phrases (CSS ``word-break: keep-all`` and :func:`wrap`), never inside a word."""
    out = []
    for i, ch in enumerate(text):
        out.append(ch)
        if _kana(ch) and i + 1 < len(text) and _word_start(text[i + 1]):
            out.append(BREAK)
    return "".join(out)


def _pieces(text: str) -> list[tuple[str, str]]:
    """(word, separator) pairs: words end at spaces, at the catalogue's break marks and after
    Japanese commas."""
    out = []
    word = ""
    for ch in text:
        if ch in (" ", BREAK):
            out.append((word, ch))
            word = ""
        elif ch in _ENDS_AFTER:
            out.append((word + ch, BREAK))
            word = ""
        else:
            word += ch
    out.append((word, ""))
    return out


def wrap(text: str, size: float, width: float) -> list[str]:
    """Lines of ``text`` within ``width``, broken only at spaces, marked break points and
    between Japanese phrases (a word longer than a line gets a line of its own)."""
    text = breakable(text)
    lines = [""]
    for word, sep in _pieces(text):
        trial = lines[-1] + word
        if lines[-1] and text_width(trial.rstrip(), size) > width:
            lines[-1] = lines[-1].rstrip()
            lines.append(word)
        else:
            lines[-1] = trial
        if sep == " ":
            lines[-1] += " "
    return [line.replace(BREAK, "").rstrip() for line in lines if line.strip()]


def text(key: str, x: float, y: float, words: str, size: float = TEXT, **attrs: Any) -> Node:
    """A line of text (break marks dropped: a picture's lines are broken by :func:`wrap`)."""
    return el("text", key, {"x": round(x, 1), "y": round(y, 1), "font-size": size, "fill": INK,
                            **attrs}, text=words.replace(BREAK, ""))


def place_label(name: str, x: float, y: float) -> Node:
    """A place's name as the texts write it (a hex's "B19", a square's "a1"), centred on
    (x, y): shown on demand (the table's Labels toggle, or while a text naming the place is
    focused or tapped: class ``place-label``, web/app.css, whose rules win over the
    ``display`` attribute; hidden by it, the label is no word of a choice's name)."""
    return text("lb", x, y, name, SMALL, **{
        "class": "place-label", "display": "none", "text-anchor": "middle", "font-weight": "bold",
        "stroke": "#fff", "stroke-width": 3, "paint-order": "stroke",
        "pointer-events": "none", "aria-hidden": "true"})


def lines(key: str, x: float, y: float, words: str, width: float, size: float = TEXT,
          gap: float = 1.25, **attrs: Any) -> tuple[list[Node], float]:
    """Wrapped text from its first baseline at y; returns the nodes and the next baseline."""
    out = []
    for i, line in enumerate(wrap(words, size, width)):
        out.append(text(f"{key}{i}", x, y, line, size, **attrs))
        y += size * gap
    return out, y


def svg(key: str, width: float, height: float, label: str, children: list[Node]) -> Node:
    """An area's picture: viewBox units are CSS px at its natural size."""
    w, h = round(width), round(height)
    return el("svg", key, {"viewBox": f"0 0 {w} {h}", "width": w, "height": h, "role": "group",
                           "aria-label": label, "class": "twinstar-area"}, children)


def title(key: str, x: float, y: float, words: str, help_part: str | None = None) -> Node:
    attrs = {"font-weight": "bold"}
    node = text(key, x, y, words, TITLE, **attrs)
    if help_part:
        node["a"]["data-help"] = help_part
    return node


# ---------------------------------------------------------------------- pieces
#: Moves that name a square of the action board, and those that name a hex of the valley.
_SQUARE_VERBS = ("place", "leap", "walk")
_HEX_VERBS = ("road", "cross", "factory", "from", "to", "onto")


def last_turn(game: TwinStar) -> set[str]:
    """The squares and hexes named by the moves of the latest turn in the game's record
    (from its first disc on), so the board can show where the last move happened."""
    out: set[str] = set()
    started = False
    for move in reversed(game.history):
        verb, _, arg = move.partition(" ")
        if started and verb not in ("walk", "leap"):
            break
        if verb in _SQUARE_VERBS or verb in _HEX_VERBS:
            out.add(arg)
        started = started or verb in ("place", "pass")
    return out


def last_mark(key: str, x: float, y: float) -> Node:
    """The mark of a part the latest turn played on: a small dark dot ringed white."""
    return el("circle", key, {"cx": round(x, 1), "cy": round(y, 1), "r": 4.5, "fill": INK,
                              "stroke": "#fff", "stroke-width": 1.5, "class": "last-mark"})


def mark(game: TwinStar, p: int) -> str:
    """What a seat's pieces carry besides their colour: the seat's number (the solo mode's
    bot, no seat of the app, has none)."""
    return "" if p == look_of(game).bot_seat else str(p + 1)


def seat_disc(key: str, p: int, cx: float, cy: float, r: float, label: str) -> Node:
    """An action disc (or any round piece) of seat p with its mark (:func:`mark`)."""
    kids = [el("circle", "d", {"cx": round(cx, 1), "cy": round(cy, 1), "r": round(r, 1),
                               "fill": SEAT_COLORS[p], "stroke": INK, "stroke-width": 1.2})]
    if label:
        kids.append(text("n", cx, cy + r * 0.42, label, max(SMALL, r * 1.15),
                         **{"text-anchor": "middle", "font-weight": "bold", "fill": SEAT_INK[p]}))
    return el("g", key, {"class": "piece"}, kids)


def road_piece(key: str, p: int, cx: float, cy: float, size: float, label: str) -> Node:
    """A road (route) piece of seat p: a rounded block with its mark (:func:`mark`)."""
    w, h = size * 1.15, size * 0.8
    kids = [el("rect", "r", {"x": round(cx - w / 2, 1), "y": round(cy - h / 2, 1),
                             "width": round(w, 1), "height": round(h, 1), "rx": round(h * 0.25, 1),
                             "fill": SEAT_COLORS[p], "stroke": INK, "stroke-width": 1.2})]
    if label:
        kids.append(text("n", cx, cy + h * 0.3, label, max(SMALL, h * 0.8),
                         **{"text-anchor": "middle", "font-weight": "bold", "fill": SEAT_INK[p]}))
    return el("g", key, {"class": "piece"}, kids)


def item_row(look: Look, items: str, x: float, y: float, size: float, key: str,
             gap: float = 2) -> list[Node]:
    """Item symbols side by side from (x, y), their top-left corner."""
    return [use(look.item_symbol(c), x + i * (size + gap), y, size, f"{key}{i}")
            for i, c in enumerate(items)]
