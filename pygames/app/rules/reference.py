"""Rules at hand: the rules reference, contextual help, "why not?" and the turn guide.

Each rule set's reference plug-in (:class:`pygames.core.registry.Reference`) draws the
reference and names move kinds, help keys, "why not?" candidates and help parts; its text
catalogue (texts and help texts merged, keys ``<id>.help.<kind>`` for every move kind,
``<id>.part.<name>`` (+ ``.help``) for parts that are no choice, ``<id>.ref.*`` for the
reference) holds the words.
"""

from __future__ import annotations

from typing import Any

from pygames.core import scene
from pygames.core.errors import IllegalMove
from pygames.core.game import Game
from pygames.core.i18n import Catalogue
from pygames.core.readings import sections as readings_sections
from pygames.core.registry import Reference, View, rule_set
from pygames.core.scene import Node


def reference(game_id: str) -> Reference[Any] | None:
    """The rule set's reference plug-in, or None while it has none."""
    return rule_set(game_id).reference


def catalogue(game_id: str) -> Catalogue:
    """The rule set's texts merged with its help texts."""
    return rule_set(game_id).texts.catalogue


def translated(game_id: str, err: IllegalMove, lang: str) -> str:
    """An :class:`IllegalMove`'s reason in ``lang`` from the rule set's catalogue (its own
    English where the catalogue lacks the key)."""
    texts = rule_set(game_id).texts
    if not texts.has(err.key):
        return str(err)
    return texts.text(err.key, lang, **err.params)


def reason(game: Game, move: str, lang: str) -> str | None:
    """Why ``move`` is not legal now, in ``lang``; None when it is legal. A chain of moves
    (``scene.SEQUENCE``: discs on the way, a suggested route) is tried step by step, as a
    tap plays it: the first step that fails says why."""
    steps = move.split(scene.SEQUENCE)
    trial = game.clone() if len(steps) > 1 else game
    for i, step in enumerate(steps):
        err = trial.illegal_reason(step)
        if err is not None:
            return translated(game.game_id, err, lang)
        if i + 1 < len(steps):
            trial.play(step)
    return None


def describe(game: Game, move: str, lang: str, view: View[Any]) -> str:
    """A legal move in words; a chain names each of its steps in turn, each described in
    the position it is played in (so every square or hex it uses is named)."""
    steps = move.split(scene.SEQUENCE)
    if len(steps) == 1:
        return view.describe_move(game, move, lang)
    trial = game.clone()
    words = []
    for step in steps:
        words.append(view.describe_move(trial, step, lang))
        trial.play(step)
    return " → ".join(words)


def move_kind(game_id: str, move: str) -> str:
    ref = reference(game_id)
    return move.split(" ", 1)[0] if ref is None else ref.move_kind(move)


def help_for_move(game: Game, move: str, lang: str, view: View[Any]) -> tuple[str, str]:
    """A title and body: what this kind of move does, and what it would do or cost now."""
    ref = reference(game.game_id)
    last = move.split(scene.SEQUENCE)[-1]  # a chain: the step its tap is for
    key = f"{game.game_id}.help.{move_kind(game.game_id, last)}" if ref is None \
        else ref.help_key(game, last)
    texts = rule_set(game.game_id).texts
    body = texts.text(key, lang) if texts.has(key) else ""
    why = reason(game, move, lang)
    title = describe(game, move, lang, view) if why is None else why
    return title, body


def help_for_part(game: Game, part: str, lang: str) -> tuple[str, str] | None:
    """A title and body for a part of the board (its ``data-help``): the rule set's own text
    for that very part (``help_for_part`` of its reference), else the catalogue's text of
    that kind of part (``<id>.part.<part>``), else None."""
    ref = reference(game.game_id)
    found = None if ref is None else ref.help_for_part(game, part, lang)
    if found is not None:
        return found
    key = f"{game.game_id}.part.{part}"
    texts = rule_set(game.game_id).texts
    if not texts.has(key) or not texts.has(key + ".help"):
        return None
    return texts.text(key, lang), texts.text(key + ".help", lang)


def decisions_left(game: Game) -> int | None:
    ref = reference(game.game_id)
    if ref is None or game.is_over:
        return None
    return ref.decisions_left(game)


def annotate(game: Game, board: Node, nodes: list[Node] | None = None) -> None:
    """Put ``data-try`` on the board's non-legal parts that the rule set names (``nodes``:
    the board's walk, when the caller has it)."""
    ref = reference(game.game_id)
    if ref is None or game.is_over:
        return
    candidates = ref.tries(game)
    parts = ref.PARTS
    for node in scene.walk(board) if nodes is None else nodes:
        part = parts.get(node.get("k"))  # type: ignore[arg-type]
        if part is not None and "data-move" not in node.get("a", {}):
            node.setdefault("a", {})["data-help"] = part
        move = candidates.get(node.get("k"))  # type: ignore[arg-type]
        if move is not None and not game.is_legal(move):
            mark_try(node, move)


def sections(game_id: str, lang: str, options: dict[str, Any], players: int) -> list[Node]:
    """The rules reference: the rule set's sections, then how this table reads the rulebook
    and which components are reconstructions."""
    ref = reference(game_id)
    if ref is None:
        return []
    found, components = rule_set(game_id).readings(options)
    extra = readings_sections(found, components, lang) if found or components else []
    return [*ref.sections(lang, options, players), *extra]


def mark_try(node: Node, move: str) -> None:
    """Mark a part of the board as tappable for "why not?" (it plays nothing); a choice or a
    part picked first keeps its own tap."""
    attrs = node.setdefault("a", {})
    if "data-move" not in attrs and "data-action" not in attrs:
        attrs["data-try"] = move


