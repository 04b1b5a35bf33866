"""What the catalogue and the setup show of a rule set, without importing its rules.

The site ships each rule set in a wheel of its own, fetched when a game of it opens
(``web/worker.py``), so that a first visit loads only the rule set it plays. The catalogue
screen still lists every rule set with its title, players, time, picture and options: the
build writes those facts, taken from the imported rule sets, into a module of the core
wheel (:data:`PACKED_MODULE`, made by :func:`packed_source`). Where that module is absent
(CPython, the tests) or lacks a rule set, its entry comes from the imported rule set, as
before; an imported rule set's entry is always its own.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from . import registry
from .game import GameInfo, Option
from .scene import Node

#: The module the build adds to the core wheel: ``ENTRIES``, {rule-set id: CatalogueEntry}.
PACKED_MODULE = "pygames.core.catalogue_packed"


@dataclass(frozen=True)
class CatalogueEntry:
    """A catalogue card and the setup's notes: :class:`~pygames.core.game.GameInfo` and the
    rule set's :class:`~pygames.core.registry.Presentation`, its picture drawn once."""

    info: GameInfo
    #: Language -> one line on what the game is.
    summary: dict[str, str]
    #: The time a game takes, in minutes (least, most); None where unknown.
    minutes: tuple[int, int] | None
    #: Option name -> language -> one line on what the option changes.
    option_notes: dict[str, dict[str, str]]
    #: The catalogue's picture (an ``svg`` scene node).
    emblem: Node

    @classmethod
    def of(cls, found: registry.RuleSet[Any]) -> CatalogueEntry:
        shown = found.presentation
        return cls(info=found.game_class.info, summary=dict(shown.summary),
                   minutes=shown.minutes,
                   option_notes={name: dict(notes) for name, notes in shown.option_notes.items()},
                   emblem=shown.emblem())


_packed: dict[str, CatalogueEntry] | None = None
#: The entries of imported rule sets, each made once (its picture drawn once).
_own: dict[str, CatalogueEntry] = {}


def _packed_entries() -> dict[str, CatalogueEntry]:
    global _packed
    if _packed is None:
        try:  # the module the build writes into the site's core wheel
            from .catalogue_packed import ENTRIES  # type: ignore[import-not-found, import-untyped]
        except ImportError:
            ENTRIES = {}  # noqa: N806
        _packed = dict(ENTRIES)
    return _packed


def entry(game_id: object) -> CatalogueEntry | None:
    """The catalogue entry of ``game_id``: the imported rule set's, else the packed one, else
    the rule set is imported; None for an unknown id or a rule set whose modules do not
    import (:func:`registry.available`)."""
    if not isinstance(game_id, str) or game_id not in registry.PLUGINS:
        return None
    if not registry.imported(game_id):
        packed = _packed_entries().get(game_id)
        if packed is not None:
            return packed
    own = _own.get(game_id)
    if own is None:
        found = registry.available(game_id)
        if found is None:
            return None
        own = _own[game_id] = CatalogueEntry.of(found)  # (a rule set never changes)
    return own


def packed_source() -> str:
    """The source of :data:`PACKED_MODULE`: every rule set's entry, from the imported rule
    sets (the build's step; each value's repr rebuilds it, the tests check that)."""
    entries = {game_id: CatalogueEntry.of(registry.rule_set(game_id)) for game_id in registry.ids()}
    lines = [
        '"""Every rule set\'s catalogue entry, written by the site build (pygames.core.catalogue)."""',
        "",
        f"from {__name__} import CatalogueEntry",
        f"from {GameInfo.__module__} import {GameInfo.__name__}, {Option.__name__}",
        "",
        "ENTRIES = {",
        *(f"    {game_id!r}: {found!r}," for game_id, found in entries.items()),
        "}",
        "",
    ]
    return "\n".join(lines)
