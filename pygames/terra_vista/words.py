"""Terra Vista in words: prompts, moves for the log and the buttons (with what a line
scores), the players' stats and the end screen's account of the race."""

from __future__ import annotations

from typing import Any

from ..core.i18n import seat_name
from .catalogue import t
from .components import MARKET_COLOURS, TRACKS
from .rules import BACK, PASS, TerraVista, parse_space, space_name


def terrain_name(terrain: str, lang: str) -> str:
    return t(f"terrain.{terrain}", lang)


def part_label(part: str, lang: str, game: Any = None) -> str:
    return t("part.total" if part == "total" else f"track.{part}", lang)


# ---------------------------------------------------------------------- words
def prompt(game: TerraVista, lang: str) -> str:
    if game.is_over:
        return t("prompt.over", lang, round=game.round)
    if game.legal_moves() == [PASS]:
        return t("prompt.pass", lang)
    if game.phase == "bonus":
        return t("prompt.bonus", lang, left=game.bonus_left)
    if game.selected is not None:
        return t("prompt.selected", lang, space=space_name(game.selected))
    d1, d2 = (terrain_name(d, lang) for d in game.dice)
    return t("prompt.extreme" if game.extreme else "prompt.line", lang, round=game.round,
             d1=d1, d2=d2)


def _line_spaces(move: str) -> tuple[int, int] | None:
    parts = move.split("-")
    if len(parts) != 2:
        return None
    a, b = parse_space(parts[0]), parse_space(parts[1])
    return None if a is None or b is None else (a, b)


def _connection_words(game: TerraVista, player: int, track: int, what: int, lang: str) -> str:
    if track == 0:
        return f"{t('track.market', lang)} ({terrain_name(MARKET_COLOURS[what], lang)})"
    return t(f"track.{TRACKS[track]}", lang)


def describe_move(game: TerraVista, move: str, lang: str) -> str:
    """The move in words, with what it scores (``game`` is the state before the move)."""
    if move in (PASS, BACK):
        return t(f"describe.{move}", lang)
    spaces = _line_spaces(move)
    player = game.current_player if game.current_player is not None else 0
    m = game.map_of(player)
    if spaces is None:
        return t("describe.select", lang, space=move)
    a, b = spaces
    text = t("describe.bonus" if game.phase == "bonus" else "describe.line", lang,
             a=space_name(a), b=space_name(b), ta=terrain_name(m.terrain[a], lang),
             tb=terrain_name(m.terrain[b], lang))
    k = m.edge_index.get((a, b))
    if k is not None and k not in game.lines[player]:
        found = game.new_connections(player, k)
        if found:
            sep = ", " if lang == "en" else "、"
            what = sep.join(_connection_words(game, player, tr, w, lang) for tr, w in found)
            text += ("; " if lang == "en" else "。") + t("describe.scores", lang, what=what)
    return text


def move_label(game: TerraVista, move: str, lang: str) -> str:
    if move in (PASS, BACK):
        return t(f"label.{move}", lang)
    spaces = _line_spaces(move)
    if spaces is None:
        return t("label.space", lang, space=move)
    return t("label.line", lang, a=space_name(spaces[0]), b=space_name(spaces[1]))


def player_stats(game: TerraVista, seat: int, lang: str) -> list[tuple[str, str]]:
    board = game.board
    stats = [(t("stat.map", lang), game.map_of(seat).name)]
    for i, track in enumerate(TRACKS):
        steps, goal = game.horses[seat][i], board.goal_steps(i)
        stats.append((t(f"track.{track}", lang), f"{steps} ✓" if steps >= goal else
                      f"{steps}/{goal}"))
    stats.append((t("stat.lines", lang), str(len(game.lines[seat]))))
    stats.append((t("stat.goal", lang), goal_words(game, seat, lang)))
    if seat == game.leader:
        stats.append((t("stat.leader", lang), t("yes", lang)))
    return stats


def goal_words(game: TerraVista, seat: int, lang: str) -> str:
    """Whether and when the seat reached the goal: ``round 9``, or the steps still short."""
    reached = game.goal_round(seat)
    if reached is not None:
        return t("goal.round", lang, round=reached)
    board = game.board
    short = sum(max(0, board.goal_steps(i) - h) for i, h in enumerate(game.horses[seat]))
    return t("goal.short", lang, n=short)


def result_lines(game: TerraVista, lang: str) -> list[str]:
    """The end screen's account of the race, one line a player: who reached the goal in
    which round with how many steps, and who did not (whose steps cannot win)."""
    if not game.is_over:
        return []
    winners = game.winners()
    lines = []
    for seat in range(game.players):
        steps = game.total_steps(seat)
        reached = game.goal_round(seat)
        key = "result.missed" if reached is None else \
            "result.won" if seat in winners else "result.reached"
        lines.append(t(key, lang, name=seat_name(seat, lang), round=reached or 0, steps=steps))
    return lines
