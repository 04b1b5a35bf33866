"""Tropicalia in words: prompts, moves for the log and the buttons, and the names of frame
spaces, tiles and fruit as the rulebook names them (never a letter code)."""

from __future__ import annotations

from collections.abc import Sequence

from ..core.i18n import seat_name
from . import components as C
from .catalogue import t
from .island import POS_INDEX
from .rules import Tropicalia


def fruit_name(fruit: str, lang: str) -> str:
    return t(f"fruit.{fruit}", lang)


def capital(text: str) -> str:
    """A name as a heading (English names are lower case inside sentences)."""
    return text[:1].upper() + text[1:]


def points_text(n: int, lang: str) -> str:
    return t("point" if n == 1 else "points", lang, n=n)


def counts_text(counts: Sequence[int], lang: str) -> str:
    """``2 mango + 1 coconut``: fruit counts by type, zeros left out."""
    sep = " + " if lang == "en" else "＋"
    return sep.join(t("count", lang, n=n, fruit=fruit_name(C.FRUITS[f], lang))
                    for f, n in enumerate(counts) if n)


def space_words(space: str, lang: str) -> str:
    """A frame space by the line it faces: ``above column a``, ``right of row 2``."""
    return t(f"space.{space[0]}", lang, line=space[1])


def village_tile_words(tid: str, lang: str) -> str:
    """What a village tile is, in a few words: ``building (5 points)``."""
    tile = C.VILLAGE_BY_ID[tid]
    if tile.kind == "building":
        return t("vtile.building", lang, points=points_text(tile.points, lang))
    if tile.kind == "orchard":
        return t("vtile.orchard", lang, n=tile.fruit_n, fruit=fruit_name(tile.fruit, lang),
                 points=points_text(tile.points, lang))
    if tile.kind == "event":
        return t("vtile.event", lang, event=t(f"event.{tile.event}", lang))
    return t("vtile.treasure", lang, thing=t(f"thing.{tile.treasure}", lang))


def island_tile_words(game: Tropicalia, p: int, lang: str) -> str:
    """An island tile's kind, and for a market what it buys: ``mango market, 3 each``."""
    tile = game.tile(p)
    if game.face_down[p]:
        return t("kind.down", lang)
    if tile.kind != "market":
        return t(f"kind.{tile.kind}", lang)
    effect = game.advanced[p]
    if effect:
        return t("market.advanced", lang, effect=t(f"adv.{effect}", lang))
    return t("market.basic", lang, fruit=fruit_name(tile.fruit, lang), price=tile.price)


def prompt(game: Tropicalia, lang: str) -> str:
    if game.is_over:
        return t("prompt.over", lang)
    pl = game.seats[game.turn]
    return t(f"prompt.{game.step}", lang, name=seat_name(game.turn, lang), held=sum(pl.fruit),
             cap=pl.capacity, fruit=fruit_name(game.take_fruit, lang) if game.take_fruit else "")


def describe_move(game: Tropicalia, move: str, lang: str) -> str:
    """The move in words, without the player's name (the log and the last move put it
    before them, as for every rule set)."""
    word, _, rest = move.partition(" ")
    if word in ("place", "worker"):
        return t(f"move.{word}", lang, space=space_words(rest, lang))
    if word == "to":
        words = rest.split()
        how = {(False, False): "to", (True, False): "to_surf", (False, True): "to_cart",
               (True, True): "to_both"}[("surf" in words, "cart" in words)]
        return t(f"move.{how}", lang, tile=words[0],
                 kind=island_tile_words(game, POS_INDEX[words[0]], lang))
    if word == "sell":
        if move == "sell 0" or game.step != "sell":
            return t("move.sell0", lang)
        counts, shells = game.sales()[move]
        return t("move.sell", lang, what=counts_text(counts, lang), shells=shells)
    if word in ("discard", "take"):
        return t(f"move.{word}", lang, fruit=fruit_name(rest, lang))
    if word == "build":
        slot = int(rest) - 1
        tid = game.board[slot]
        what = village_tile_words(tid, lang) if tid else rest
        return t("move.build", lang, tile=what, cost=game.cost(slot) if tid else 0)
    if word == "at":
        return t("move.at", lang, square=rest)
    if word in ("home", "pass", "keep"):
        return t(f"move.{word}", lang)
    return move


def move_label(game: Tropicalia, move: str, lang: str) -> str:
    word, _, rest = move.partition(" ")
    if word in ("home", "pass", "keep"):
        return t(f"label.{word}", lang)
    if word == "sell":
        if move == "sell 0" or game.step != "sell":
            return t("label.sell0", lang)
        counts, shells = game.sales()[move]
        return capital(t("label.sell", lang, what=counts_text(counts, lang), shells=shells))
    if word in ("discard", "take"):
        return capital(t(f"label.{word}", lang, fruit=fruit_name(rest, lang)))
    if word == "to":
        tile, *items = rest.split()
        return " ".join([tile] + [t(f"item.{'surfboard' if w == 'surf' else w}", lang)
                                  for w in items])
    if word in ("place", "worker"):
        return space_words(rest, lang)
    return rest or move


def player_stats(game: Tropicalia, seat: int, lang: str) -> list[tuple[str, str]]:
    pl = game.seats[seat]
    up = {k: sum(i.kind == k and not i.used for i in pl.items) for k in ("cart", "surfboard")}
    on_frame = sum(1 for s in game.frame.values() if s == seat)
    stats = [
        (t("stat.shells", lang), str(pl.shells)),
        (t("stat.fruit", lang, held=sum(pl.fruit), cap=pl.capacity),
         counts_text(pl.fruit, lang) or t("none", lang)),
        (t("stat.items", lang), f"{up['cart']} / {up['surfboard']}"),
        (t("stat.workers", lang), str(pl.hand + on_frame)),
        (t("stat.round", lang), f"{min(game.round, C.ROUNDS)}/{C.ROUNDS}"),
    ]
    if game.first_player == seat:
        stats.append((t("stat.first", lang), t("yes", lang)))
    return stats


def part_label(part: str, lang: str, game: object = None) -> str:
    return t(f"part.{part}", lang)
