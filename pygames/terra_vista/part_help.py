"""Each part of Terra Vista's table in words, for a long press: a space (its terrain, its
symbol, its network, the lines that may start there now), the dice (their faces), a track
(what moves it, its goal and bonus spaces, where each horse stands) and the score board.

``help_for_part(game, part, lang)`` answers the ``data-help`` values the view puts on parts:
``space:1:c3``, ``dice``, ``track:olive``, ``scoreboard``.
"""

from __future__ import annotations

from ..core.i18n import seat_name
from ..core.numbers import is_number
from .catalogue import t
from .components import MARKET_CODES, MARKET_COLOURS, TRACKS
from .rules import TerraVista, parse_space, space_name
from .words import terrain_name

Help = tuple[str, str]
FRUITS = {"o": "olive", "s": "strawberry", "n": "orange"}


def _symbol_words(ch: str, lang: str) -> str:
    if ch in MARKET_CODES:
        colour = MARKET_COLOURS[MARKET_CODES[ch]]
        return t("ph.market", lang, colour=terrain_name(colour, lang),
                 shape=t(f"ph.shape.{colour}", lang))
    if ch in FRUITS:
        return t("ph.fruit", lang, fruit=t(f"track.{FRUITS[ch]}", lang))
    return t("ph.dot", lang)


def _space(game: TerraVista, seat: int, space: int, lang: str) -> Help:
    m = game.map_of(seat)
    name = space_name(space)
    title = t("ph.space", lang, space=name, terrain=terrain_name(m.terrain[space], lang))
    body = [_symbol_words(m.symbols[space], lang)]
    net = game.network(seat, space)
    if len(net) == 1:
        body.append(t("ph.no_line", lang))
    elif net.isdisjoint(m.market_spaces):
        body.append(t("ph.network", lang, n=len(net)))
    else:
        body.append(t("ph.network_market", lang, n=len(net)))
    if game.current_player == seat and not game.is_over:
        lines = [m.line_names[k] for k in game.drawable(seat) if space in m.edges[k]]
        body.append(t("ph.lines_here", lang, lines=", ".join(lines)) if lines
                    else t("ph.lines_none", lang))
    return title, " ".join(body)


def _dice(game: TerraVista, lang: str) -> Help:
    now = ", ".join(terrain_name(face, lang) for face in game.dice)
    faces = [", ".join(terrain_name(face, lang) for face in die) for die in game.DICE]
    body = t("ph.dice", lang, round=game.round, leader=seat_name(game.leader, lang),
             one=faces[0], two=faces[1])
    if game.extreme:
        body += " " + t("ph.extreme", lang)
    return t("ph.dice_title", lang, now=now), body


def _track(game: TerraVista, track: int, lang: str) -> Help:
    board = game.board
    bonus = sorted(board.bonus_steps(track))
    where = ", ".join(f"{seat_name(p, lang)} {game.horses[p][track]}"
                      for p in range(game.players))
    key = "ph.track_market" if track == 0 else "ph.track_fruit"
    body = t(key, lang, fruit=t(f"track.{TRACKS[track]}", lang))
    body += " " + t("ph.track_goal", lang, goal=board.goal_steps(track),
                    bonus=", ".join(map(str, bonus)), where=where)
    return t(f"track.{TRACKS[track]}", lang), body


def help_for_part(game: TerraVista, part: str, lang: str) -> Help | None:
    kind, _, rest = part.partition(":")
    if kind == "space":
        seat_text, _, name = rest.partition(":")
        space = parse_space(name)
        if is_number(seat_text) and 1 <= int(seat_text) <= game.players and space is not None:
            return _space(game, int(seat_text) - 1, space, lang)
        return None
    if kind == "dice":
        return _dice(game, lang)
    if kind == "track" and rest in TRACKS:
        return _track(game, TRACKS.index(rest), lang)
    if kind == "scoreboard":
        return t("part.scoreboard", lang), t("part.scoreboard.help", lang)
    return None
