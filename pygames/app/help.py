"""Rules at hand: the rules reference, contextual help, "why not?" and the turn guide.

Each rule set offers ``pygames.<package>.reference`` with::

    sections(lang, options, players) -> list[Node]   # the rules reference, in scene nodes
    move_kind(move) -> str                          # the kind of a move ("place", "river")
    help_key(game, move) -> str                     # optional: the help text's key if not
                                                    # ``<package>.help.<kind>``
    tries(game) -> dict[str, str]                   # board node key -> a candidate move, for
                                                    # "why not?" taps on non-legal parts
    decisions_left(game) -> int | None              # decisions left this turn, if known
    PARTS: dict[str, str]                           # board node key -> part name, for help
                                                    # on parts that are no choice (a deck,
                                                    # the dice, a market): texts
                                                    # ``<package>.part.<name>`` (+ ``.help``)

and ``pygames.<package>.help_texts.TEXTS`` (keys ``<package>.help.<kind>`` for every move
kind, ``<package>.ref.*`` for the reference), merged at runtime with the rule set's
``texts.TEXTS`` so the two catalogues can be written by different people.
"""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import Any

import pygames
from pygames.core import scene
from pygames.core.errors import IllegalMove
from pygames.core.game import Game
from pygames.core.i18n import translate
from pygames.core.scene import Node


def package(game_id: str) -> str:
    """``pygames.harvest_valley`` for ``harvest_valley``."""
    return pygames._REGISTRY[game_id][0].rsplit(".", 1)[0]


def _module(game_id: str, name: str) -> ModuleType | None:
    try:
        return importlib.import_module(f"{package(game_id)}.{name}")
    except ImportError:
        return None


def reference(game_id: str) -> ModuleType | None:
    """The rule set's reference module, or None while it has none."""
    return _module(game_id, "reference")


def catalogue(game_id: str) -> dict[str, dict[str, str]]:
    """The rule set's texts merged with its help texts (help texts win on a clash)."""
    merged: dict[str, dict[str, str]] = {"en": {}, "ja": {}}
    for name in ("texts", "help_texts"):
        module = _module(game_id, name)
        for lang, table in getattr(module, "TEXTS", {}).items():
            merged.setdefault(lang, {}).update(table)
    return merged


def text(game_id: str, key: str, lang: str, **params: object) -> str:
    return translate(catalogue(game_id), key, lang, **params)


def reason(game: Game, move: str, lang: str) -> str | None:
    """Why ``move`` is not legal now, in ``lang``; None when it is legal."""
    if game.is_legal(move):
        return None
    err: IllegalMove = game._over_error() if game.is_over else game._explain(move)
    texts = catalogue(game.game_id)
    if err.key not in texts.get("en", {}):
        return str(err)
    return translate(texts, err.key, lang, **err.params)


def move_kind(game_id: str, move: str) -> str:
    ref = reference(game_id)
    if ref is not None and hasattr(ref, "move_kind"):
        return str(ref.move_kind(move))
    return move.split(" ", 1)[0]


def help_for_move(game: Game, move: str, lang: str, view: Any) -> tuple[str, str]:
    """A title and body: what this kind of move does, and what it would do or cost now."""
    ref = reference(game.game_id)
    if ref is not None and hasattr(ref, "help_key"):  # e.g. an edition's own wording
        key = str(ref.help_key(game, move))
    else:
        kind = move_kind(game.game_id, move)
        key = f"{package(game.game_id).rsplit('.', 1)[1]}.help.{kind}"
    texts = catalogue(game.game_id)
    body = translate(texts, key, lang) if key in texts.get("en", {}) else ""
    why = reason(game, move, lang)
    title = view.describe_move(game, move, lang) if why is None else why
    return title, body


def help_for_part(game: Game, part: str, lang: str) -> tuple[str, str] | None:
    """A title and body for a part of the board that is not a choice, if the set has one."""
    key = f"{package(game.game_id).rsplit('.', 1)[1]}.part.{part}"
    texts = catalogue(game.game_id)
    if key not in texts.get("en", {}) or key + ".help" not in texts["en"]:
        return None
    return translate(texts, key, lang), translate(texts, key + ".help", lang)


def decisions_left(game: Game) -> int | None:
    ref = reference(game.game_id)
    if ref is None or not hasattr(ref, "decisions_left") or game.is_over:
        return None
    return ref.decisions_left(game)


def annotate(game: Game, board: Node, nodes: list[Node] | None = None) -> None:
    """Put ``data-try`` on the board's non-legal parts that the rule set names (``nodes``:
    the board's walk, when the caller has it)."""
    ref = reference(game.game_id)
    if ref is None or not hasattr(ref, "tries") or game.is_over:
        return
    candidates = ref.tries(game)
    parts: dict[str, str] = getattr(ref, "PARTS", {})
    for node in scene.walk(board) if nodes is None else nodes:
        part = parts.get(node.get("k"))  # type: ignore[arg-type]
        if part is not None and "data-move" not in node.get("a", {}):
            node.setdefault("a", {})["data-help"] = part
        move = candidates.get(node.get("k"))  # type: ignore[arg-type]
        if move is not None and not game.is_legal(move):
            mark_try(node, move)


def sections(game_id: str, lang: str, options: dict[str, Any], players: int) -> list[Node]:
    ref = reference(game_id)
    if ref is None:
        return []
    return list(ref.sections(lang, options, players))


def mark_try(node: Node, move: str) -> None:
    """Mark a part of the board as tappable for "why not?" (it plays nothing)."""
    attrs = node.setdefault("a", {})
    if "data-move" not in attrs:
        attrs["data-try"] = move


