"""Each part of Tropicalia's table in words, for a long press: what this tile, market, space,
village tile or supply is, and what it means for the player now (what a market would pay,
what a treasure is worth, how many shells a tile costs).

``help_for_part(game, part, lang)`` answers the ``data-help`` values the view puts on parts:
``tile:b3``, ``market:b3``, ``frame:Na``, ``slot:3``, ``vtile:B03``, ``square:1:5``,
``village:1``, ``fruit:1:mango``, ``shells:1``, ``item:cart``, ``bag``, ``stack``,
``baskets``, ``fountains``, ``first``.
"""

from __future__ import annotations

from ..core.i18n import seat_name
from ..core.numbers import is_number
from . import components as C
from .catalogue import t
from .island import FRAME, LINES, POS_INDEX, POS_NAMES
from .rules import Tropicalia, fountains
from .words import capital, counts_text, fruit_name, space_words, village_tile_words

Help = tuple[str, str]


def _seat(text: str, game: Tropicalia) -> int | None:
    if not is_number(text) or not 1 <= int(text) <= game.players:
        return None
    return int(text) - 1


def _occupants(game: Tropicalia, p: int, lang: str) -> str:
    seats = game.occupants[p]
    if not seats:
        return ""
    names = ", ".join(seat_name(s, lang) for s in seats)
    return " " + t("ph.here", lang, names=names)


def _best_sale(game: Tropicalia, p: int) -> tuple[tuple[int, ...], int] | None:
    """What the player to move would best sell at market ``p`` if their worker went there
    now: the fruit sold (in words later) and the shells, or None if nothing."""
    if game.is_over or game.current_player is None:
        return None
    trial = game.clone()
    with trial.edit():
        trial.occupants[p] = [*trial.occupants[p], trial.turn]
        trial.arrived = p
    sales = {m: v for m, v in trial.sales().items() if v[1] > 0}
    if not sales:
        return None
    move = max(sales, key=lambda m: (sales[m][1], -sum(sales[m][0])))
    return sales[move]


def _market(game: Tropicalia, p: int, lang: str) -> Help:
    tile, name = game.tile(p), POS_NAMES[p]
    effect = game.advanced[p]
    if effect:
        title = t("ph.market_adv", lang, tile=name)
        body = t(f"adv.{effect}", lang) + ". " + t("ph.market_adv_body", lang)
    else:
        title = t("ph.market", lang, tile=name, fruit=fruit_name(tile.fruit, lang))
        body = t("ph.market_body", lang, fruit=fruit_name(tile.fruit, lang), price=tile.price)
    best = _best_sale(game, p)
    who = seat_name(game.turn, lang)
    if best is not None:
        body += " " + t("ph.market_now", lang, name=who, what=counts_text(best[0], lang),
                        shells=best[1])
    elif not game.is_over:
        body += " " + t("ph.market_none", lang, name=who)
    return title, body + _occupants(game, p, lang)


def _tile(game: Tropicalia, p: int, lang: str) -> Help:
    tile, name = game.tile(p), POS_NAMES[p]
    if game.face_down[p]:
        return t("ph.down", lang, tile=name), t("ph.down_body", lang)
    if tile.kind == "orchard":
        fruit = counts_text(game.island_fruit[p], lang)
        body = t("ph.orchard_body", lang, fruit=fruit) if fruit else t("ph.orchard_empty", lang)
        return t("ph.orchard", lang, tile=name), body + _occupants(game, p, lang)
    items = ", ".join(t(f"item.{i}", lang) for i in game.island_items[p])
    body = t("ph.plaza_body", lang, items=items) if items else t("ph.plaza_empty", lang)
    body += " " + t("ph.items", lang)
    if tile.brown:
        body += " " + t("ph.brown", lang)
    return t("ph.plaza", lang, tile=name), body + _occupants(game, p, lang)


def _frame(game: Tropicalia, space: str, lang: str) -> Help:
    tiles = "–".join(POS_NAMES[q] for q in (LINES[space][0], LINES[space][-1]))
    body = t("ph.frame_body", lang, tiles=tiles)
    owner = game.frame.get(space)
    if owner is not None:
        body += " " + t("ph.frame_taken", lang, name=seat_name(owner, lang))
    return t("ph.frame", lang, space=space_words(space, lang)), body


def village_tile_text(tid: str, lang: str, game: Tropicalia | None = None,
                      seat: int | None = None) -> Help:
    """A village tile's effect and score (and, in a village, what it is worth there now)."""
    tile = C.VILLAGE_BY_ID[tid]
    title = capital(village_tile_words(tid, lang))
    if tile.kind == "building":
        body = t("ph.building", lang, points=tile.points)
    elif tile.kind == "orchard":
        body = t("ph.vorchard", lang, n=tile.fruit_n, fruit=fruit_name(tile.fruit, lang),
                 points=tile.points)
    elif tile.kind == "event":
        body = t("ph.event", lang, event=t(f"event.{tile.event}", lang))
    else:
        body = t("ph.treasure", lang, thing=t(f"thing.{tile.treasure}", lang))
        if game is not None and seat is not None:
            count = game.score_of(seat)["treasures"]
            body += " " + t("ph.treasure_now", lang, name=seat_name(seat, lang), points=count)
    if tile.edges:
        body += " " + t("ph.fountain_halves", lang, n=len(tile.edges))
    body += " " + t("ph.cost", lang, cost=tile.cost)
    return title, body


def _slot(game: Tropicalia, slot: int, lang: str) -> Help | None:
    if not 0 <= slot < len(game.board):
        return None
    tid = game.board[slot]
    title = t("ph.slot", lang, n=slot + 1, extra=C.SURCHARGES[slot])
    if not tid:
        return title, t("ph.slot_empty", lang)
    _, body = village_tile_text(tid, lang)
    body += " " + t("ph.slot_cost", lang, cost=C.VILLAGE_BY_ID[tid].cost,
                    extra=C.SURCHARGES[slot], total=game.cost(slot))
    if not game.is_over:
        body += " " + t("ph.has_shells", lang, name=seat_name(game.turn, lang),
                        n=game.seats[game.turn].shells)
    return title, body


def _village(game: Tropicalia, seat: int, lang: str) -> Help:
    parts = game.score_of(seat)
    shown = ", ".join(f"{t(f'part.{k}', lang)} {v}" for k, v in parts.items()
                      if k != "total" and v)
    return (t("area.village", lang, name=seat_name(seat, lang)),
            t("ph.village", lang, total=parts["total"], parts=shown or t("none", lang),
              fountains=fountains(game.seats[seat].village)))


def help_for_part(game: Tropicalia, part: str, lang: str) -> Help | None:
    kind, _, rest = part.partition(":")
    args = rest.split(":") if rest else []
    if kind in ("tile", "market") and rest in POS_INDEX:
        p = POS_INDEX[rest]
        return _market(game, p, lang) if game.is_market(p) and not game.face_down[p] \
            else _tile(game, p, lang)
    if kind == "frame" and rest in FRAME:
        return _frame(game, rest, lang)
    if kind == "slot" and is_number(rest):
        return _slot(game, int(rest) - 1, lang)
    if kind == "vtile" and rest in C.VILLAGE_BY_ID:
        owner = next((s for s, pl in enumerate(game.seats) if rest in pl.village), None)
        return village_tile_text(rest, lang, game, owner)
    if kind == "village" and len(args) == 1 and (seat := _seat(args[0], game)) is not None:
        return _village(game, seat, lang)
    if kind == "square" and len(args) == 2 and (seat := _seat(args[0], game)) is not None:
        return (t("ph.square", lang, n=args[1], name=seat_name(seat, lang)),
                t("help.at", lang))
    if kind == "fruit" and len(args) == 2 and args[1] in C.FRUITS and \
            (seat := _seat(args[0], game)) is not None:
        pl = game.seats[seat]
        held = pl.fruit[C.FRUITS.index(args[1])]
        return capital(fruit_name(args[1], lang)), t("ph.fruit", lang, name=seat_name(seat, lang),
                                            what=t("count", lang, n=held,
                                                   fruit=fruit_name(args[1], lang)),
                                            held=sum(pl.fruit), cap=pl.capacity)
    if kind == "shells" and (seat := _seat(rest, game)) is not None:
        return (t("shells_of", lang, n=game.seats[seat].shells),
                t("ph.shells", lang, name=seat_name(seat, lang)))
    if kind == "item" and rest in C.ITEM_KINDS:
        return capital(t(f"item.{rest}", lang)), t(f"ph.item.{rest}", lang)
    if kind == "bag":
        return t("bag", lang), t("ph.bag", lang, what=counts_text(game.bag, lang) or
                                 t("none", lang))
    if kind in ("stack", "baskets", "fountains", "first"):
        return t(f"ph.{kind}.title", lang), t(f"ph.{kind}", lang, n=len(game.village_stack))
    return None
