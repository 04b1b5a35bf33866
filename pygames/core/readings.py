"""How a rule set reads its rulebook, and which components are reconstructions, as data.

Each rule set keeps one list of its readings and one of its components in
``pygames/<package>/readings.py`` (``READINGS``, ``COMPONENTS``). That list is the only copy
of the text: the package docstring points to it, each reading's test names its entry
(``reading("id")``), and the rules reference shows both lists to players through
:func:`sections` ("How this table reads the rulebook", "Components"), in English and
Japanese.
"""

from __future__ import annotations

from dataclasses import dataclass

from .i18n import Texts
from .reference import section
from .scene import Node, el

#: Where a component's contents come from.
SOURCES = ("rulebook", "reconstructed", "house")


@dataclass(frozen=True)
class Reading:
    """A choice made where the rulebook is unclear or silent.

    ``passage`` quotes the rulebook: in its ``source`` language the rulebook's exact words
    (``ja`` for the Japanese rulebooks, the only source of those games; ``en`` for TwinStar's
    gem edition), in the other language their translation; ``choice`` says what this table
    does.
    """

    id: str
    passage: dict[str, str]
    choice: dict[str, str]
    source: str = "ja"


@dataclass(frozen=True)
class Component:
    """A component and where its contents come from: the rulebook, a reconstruction that
    keeps every constraint the rulebook states, or our own house design."""

    id: str
    name: dict[str, str]
    source: str
    note: dict[str, str]


def find(entries: tuple[Reading, ...], reading_id: str) -> Reading:
    """The entry ``reading_id`` (KeyError if the list has none): tests name their entry."""
    for entry in entries:
        if entry.id == reading_id:
            return entry
    raise KeyError(reading_id)


TEXTS: dict[str, dict[str, str]] = {
    "en": {
        "readings.title": "How this table reads the rulebook",
        "readings.intro": "Where the rulebook is unclear or silent, this table plays as follows.",
        "readings.rulebook": "Rulebook: ",
        "readings.choice": "This table: ",
        "components.title": "Components",
        "components.intro": "The rulebook names the components but prints few of their "
                            "contents; what it does not print is reconstructed so that every "
                            "rule it states holds.",
        "components.source.rulebook": "from the rulebook",
        "components.source.reconstructed": "reconstructed",
        "components.source.house": "our own (house variant)",
    },
    "ja": {
        "readings.title": "このテーブルのルールの読み方",
        "readings.intro": "ルールブックがはっきりしない、または書いていない点は、このテーブルでは"
                          "次のように遊びます。",
        "readings.rulebook": "ルールブック：",
        "readings.choice": "このテーブル：",
        "components.title": "コンポーネント",
        "components.intro": "ルールブックはコンポーネントの名前を挙げていますが、中身はほとんど"
                            "載っていません。載っていない中身は、ルールブックのルールがすべて成り"
                            "立つように再構成したものです。",
        "components.source.rulebook": "ルールブックどおり",
        "components.source.reconstructed": "再構成",
        "components.source.house": "独自（ハウスバリアント）",
    },
}


#: The sections' own words, bound once (keys as written above).
CATALOGUE = Texts("", TEXTS)
t = CATALOGUE.t


def _text(texts: dict[str, str], lang: str) -> str:
    return texts.get(lang) or texts["en"]


def _labelled(key: str, label: str, text: str, tag: str = "span", **attrs: str) -> Node:
    return el("p", key, {}, [el("strong", "l", {}, text=label), el(tag, "x", attrs, text=text)])


def sections(readings: tuple[Reading, ...], components: tuple[Component, ...],
             lang: str) -> list[Node]:
    """The two reference sections: the readings (passage and choice) and the components."""
    items = []
    for entry in readings:
        quote = _text(entry.passage, lang)
        if lang != entry.source:  # the source's own words too, for anyone who reads them
            own = entry.passage[entry.source]
            quote = f"{quote} (「{own}」)" if entry.source == "ja" else f"{quote} (“{own}”)"
        items.append(el("li", entry.id, {"data-reading": entry.id}, [
            _labelled("p", t("readings.rulebook", lang), quote, "q"),
            _labelled("c", t("readings.choice", lang), _text(entry.choice, lang)),
        ]))
    parts = [
        el("li", c.id, {"data-component": c.id, "data-source": c.source}, [
            el("strong", "n", {}, text=_text(c.name, lang)),
            el("span", "s", {"class": f"source {c.source}"},
               text=f" ({t('components.source.' + c.source, lang)}) "),
            el("span", "x", {}, text=_text(c.note, lang)),
        ])
        for c in components
    ]
    return [
        section("readings", t("readings.title", lang), items, intro=t("readings.intro", lang)),
        section("components", t("components.title", lang), parts,
                intro=t("components.intro", lang)),
    ]
