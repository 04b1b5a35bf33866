"""TwinStar in words: prompts, moves, contracts, routes and the players' figures.

Players are named as the app names them ("Player 2"; the solo mode's rival is the rules'
bot), items by their names ("Fire Opal", "apple"), never by letter codes; a move is worded
without its player (the app's log puts the player in front).
"""

from __future__ import annotations

from typing import Any

from ..core.numbers import is_number
from ..core.scene import SEQUENCE
from . import catalogue
from . import components as comp
from .components_fruits import SOLO_DECK
from .drawing import breakable, counted_items, items_text, player, t, t_breakable
from .look import GEMS, bot_card, bot_log, listed_routes, look_of
from .rules import TwinStar, parse_square
from .turn import Build, Mining, Transport


def plural_key(ed: str, key: str, n: int) -> str:
    """``key`` worded for ``n``: its ``.one`` form for a single one, where it has one."""
    one = f"{key}.one"
    if n == 1 and catalogue.CATALOGUE.has("twinstar." + catalogue.edition_key(one, ed)):
        return one
    return key


def plural(ed: str, key: str, count: int, lang: str, /, **params: Any) -> str:
    """The text ``key`` worded for ``count`` things."""
    return t(ed, plural_key(ed, key, count), lang, **params)


# ---------------------------------------------------------------------- contracts
def goal_param(ed: str, c: comp.Contract, lang: str) -> str:
    """A goal's parameter in words: items counted by name ("2 Fire Opal, 1 any")."""
    if c.goal in ("transport", "mine_gems", "deliver", "deliver_match", "grow_fruits"):
        return counted_items(ed, str(c.param), lang)
    if c.goal == "terrain":
        n = int(str(c.param)[1:])
        return plural(ed, f"terrain.count.{str(c.param)[0]}", n, lang, n=n)
    if c.goal == "shape":
        return t(ed, f"shape.{c.param}", lang)
    return str(c.param)


def goal_key(c: comp.Contract) -> tuple[str, int]:
    """The text key of a contract's goal and the number it is worded for."""
    n = int(c.param) if isinstance(c.param, int) or is_number(str(c.param)) else 0
    return f"goal.{c.goal}", n


def goal_text(ed: str, c: comp.Contract, lang: str, breakable: bool = False) -> str:
    """The goal in words (``breakable``: with the catalogue's marks where Japanese may
    break, for a card's lines)."""
    key, n = goal_key(c)
    words = t_breakable if breakable else t
    return words(ed, plural_key(ed, key, n), lang, p=goal_param(ed, c, lang))


def bonus_text(ed: str, c: comp.Contract, lang: str) -> str:
    """The contract's bonus in words ("" for none)."""
    if not c.bonus:
        return ""
    n = c.bonus_n or 2
    return plural(ed, f"bonus.{c.bonus}", n, lang, n=n)


def contract_text(ed: str, c: comp.Contract, lang: str) -> str:
    bonus = bonus_text(ed, c, lang)
    return f"{c.points}★ {goal_text(ed, c, lang)}" + (f" {bonus}" if bonus else "")


# ---------------------------------------------------------------------- routes
def route_contracts(game: TwinStar) -> list[comp.Contract]:
    return [game.contract(cid) for cid in game.grid if cid is not None
            and game.contract(cid).goal in ("own_pass", "rival_pass", "route8")]


def route_meets(c: comp.Contract, own: int, rival: int) -> bool:
    if c.goal == "own_pass":
        return own >= int(c.param)
    if c.goal == "rival_pass":
        return rival >= int(c.param)
    return own + rival >= 8


def route_desc(game: TwinStar, route: Any, lang: str) -> str:
    """A route option in words: pieces passed, what one item costs, the contracts on display
    that a movement along it would meet (the route-counting ones)."""
    ed = look_of(game).edition
    p = game.current
    own = route.counts[p]
    rival = sum(route.counts) - own
    cost = sum(game.payments(route, game.ED.colours[0], p).values())
    text = t(ed, "route.desc", lang, own=own, rival=rival, cost=cost)
    met = [contract_text(ed, c, lang) for c in route_contracts(game) if route_meets(c, own, rival)]
    return text + (" " + t(ed, "route.claims", lang, contracts="; ".join(met)) if met else "")


#: Suggested routes offered at most while a route is drawn.
SUGGESTED = 4


def route_choices(game: TwinStar) -> list[tuple[Any, str]]:
    """The route options with the move each one plays: rules version 1's list (``via N``),
    else the suggested routes on from the route drawn so far (the hexes still to draw, one
    tap)."""
    step = game.step
    listed = listed_routes(game)
    if listed:
        return [(r, f"via {i + 1}") for i, r in enumerate(listed)]
    if game.phase != "route" or not isinstance(step, Transport) or step.mine is None \
            or step.factory is None:
        return []
    out = []
    options = game.route_options(step.mine, game.current, step.path).get(step.factory, [])
    for r in options:
        if r.path[: len(step.path)] != step.path or len(r.path) == len(step.path):
            continue
        moves = _draw_moves(game, r.path)
        if len(moves) > 1:  # one step: its hex is the tap
            out.append((r, SEQUENCE.join(moves)))
        if len(out) == SUGGESTED:
            break
    return out


def _draw_moves(game: TwinStar, path: tuple[Any, ...]) -> list[str]:
    """The moves that draw the rest of ``path`` (a way on with no choice draws itself), or
    none when some hex of it is no legal step."""
    trial = game.clone()
    moves = []
    for h in path:
        step = trial.step
        if isinstance(step, Transport) and h in step.path:
            continue
        move = "via " + game.names[h]
        if not trial.is_legal(move):
            return []
        trial.play(move)
        moves.append(move)
    return moves


def offers(game: TwinStar, lang: str) -> list[tuple[str, str]]:
    """The suggested routes, each drawn in one tap: buttons beside the prompt."""
    if game.phase != "route" or game.is_over:
        return []
    return [(moves, page_text(t(look_of(game).edition, "route.suggested", lang, n=i + 1,
                                desc=route_desc(game, route, lang)), lang))
            for i, (route, moves) in enumerate(route_choices(game))]


# ---------------------------------------------------------------------- prompts and moves
def page_text(text: str, lang: str) -> str:
    """A text for the page around the board: Japanese with its phrase breaks marked, so the
    page's lines never break inside a word."""
    return breakable(text) if lang == "ja" else text


def prompt(game: TwinStar, lang: str) -> str:
    return page_text(_prompt(game, lang), lang)


def _prompt(game: TwinStar, lang: str) -> str:
    ed = look_of(game).edition
    if game.is_over:
        return t(ed, "prompt.over", lang)
    name = player(game, game.current, lang)
    phase = game.phase
    step = game.step
    if isinstance(step, Build):
        left = step.limit - step.built
        return plural(ed, "prompt.roads" if step.free else "prompt.build", left, lang,
                      name=name, left=left)
    if phase in ("carry", "route"):
        route = game.current_route()
        if route is None:
            return t(ed, "prompt.route", lang, name=name)
        return t(ed, "prompt.carry" if phase == "carry" else "prompt.route_done", lang,
                 name=name, cost=route_desc(game, route, lang))
    if phase in ("keep", "onto"):
        drawn = step.drawn if isinstance(step, Mining) else ""
        return t(ed, f"prompt.{phase}", lang, name=name, gems=items_text(ed, drawn, lang))
    return t(ed, f"prompt.{phase}", lang, name=name)


def describe_move(game: TwinStar, move: str, lang: str) -> str:
    """A move in words, without its player (the log and the labels put the player first)."""
    ed = look_of(game).edition
    verb, _, arg = move.partition(" ")
    if verb in ("done", "pass"):
        return t(ed, f"move.{verb}", lang)
    params: dict[str, Any] = {}
    if verb in ("place", "leap", "walk"):
        rc = parse_square(arg)
        action = t(ed, f"action.{game.kind_at(rc)}", lang) if rc and game.square_ok(rc) else "?"
        p = game.current if game.current is not None else 0
        params = {"square": arg, "action": action, "fee": game.leap_fee(p)}
    elif verb in ("road", "cross", "from", "to", "onto", "factory"):
        h = game.by_name.get(arg)
        terrain = game.terrain.get(h, comp.PLAINS) if h else comp.PLAINS
        kind = {comp.LAKE: "bridge", comp.MOUNTAIN: "mountain"}.get(terrain, "road")
        cost = game.factory_slots[0] if game.factory_slots else 0
        drawn = game.step.drawn if isinstance(game.step, Mining) else ""
        gems = items_text(ed, drawn, lang) if verb == "onto" else ""
        params = {"hex": arg, "kind": t(ed, f"kind.{kind}", lang), "cost": cost, "gems": gems}
    elif verb in ("spec", "carry", "keep"):
        params = {"gems": items_text(ed, arg, lang)}
    elif verb == "via" and not is_number(arg):
        h = game.by_name.get(arg)
        owners = game.pieces.get(h, []) if h else []
        sep = "、" if lang == "ja" else ", "
        return t(ed, "move.via_hex", lang, hex=arg,
                 owners=sep.join(player(game, o, lang) for o in owners))
    elif verb == "via":
        routes = listed_routes(game)
        i = int(arg) - 1 if is_number(arg) else -1
        desc = route_desc(game, routes[i], lang) if 0 <= i < len(routes) else ""
        params = {"n": arg, "desc": desc}
    elif verb == "upgrade":
        params = {"name": t(ed, f"up.{arg}", lang)}
    elif verb == "sell":
        p = game.current
        value = sum(game.reserve[p][c] * game.price(c) for c in arg if c in game.reserve[p])
        params = {"gems": items_text(ed, arg, lang), "value": value}
    elif verb == "claim":
        i = int(arg) - 1 if is_number(arg) else -1
        cid = game.grid[i] if 0 <= i < len(game.grid) else None
        params = {"n": arg, "desc": contract_text(ed, game.contract(cid), lang) if cid else ""}
    elif verb == "drop":
        params = {"gem": t(ed, f"gem.{arg}", lang) if arg in game.ED.colours else arg}
    else:
        return move
    return t(ed, f"move.{verb}", lang, **params)


def move_label(game: TwinStar, move: str, lang: str) -> str:
    """A button's words: short (the items by name where the choice is items)."""
    return page_text(_move_label(game, move, lang), lang)


def _move_label(game: TwinStar, move: str, lang: str) -> str:
    ed = look_of(game).edition
    verb, _, arg = move.partition(" ")
    if verb in ("done", "pass"):
        return t(ed, f"label.{verb}", lang)
    if verb in ("spec", "carry", "keep"):
        return (" ＋ " if lang == "ja" else " + ").join(
            t(ed, f"gem.{c}", lang) for c in arg) if arg else "—"
    words = describe_move(game, move, lang)
    if lang == "ja" or parse_square(words.split("(", 1)[0].split(" ", 1)[0]):
        return words  # a square named first keeps the board's spelling (e1, not E1)
    return words[:1].upper() + words[1:]


def chain_label(game: TwinStar, square: str, discs: int, lang: str) -> str:
    ed = look_of(game).edition
    rc = parse_square(square)
    kind = game.kind_at(rc) if rc else comp.CONSTRUCT
    return t(ed, "chain.one", lang, square=square, n=discs, action=t(ed, f"action.{kind}", lang))


# ---------------------------------------------------------------------- players
def player_stats(game: TwinStar, seat: int, lang: str) -> list[tuple[str, str]]:
    look = look_of(game)
    ed = look.edition
    held = [(c, n) for c, n in game.reserve[seat].items() if n]
    sep = "、" if lang == "ja" else ", "
    reserve = sep.join(t(ed, "count.item", lang, n=n, item=t(ed, f"gem.{c}", lang))
                       for c, n in held) or "-"
    ups = sep.join(t(ed, f"up.{u}", lang) + ("" if game.has_upgrade(seat, u) else " (½)")
                   for u in sorted(game.upgrades[seat])) or "-"
    won = sep.join(contract_text(ed, game.contract(c), lang) for c in game.won[seat]) or "-"
    stats = [
        (t(ed, "stat.credits", lang), str(game.credits[seat])),
        (t(ed, "stat.reserve", lang), reserve),
        (t(ed, "stat.discs", lang), f"{game.pool[seat]}" + (
            f" (+{game.spare[seat]})" if look.spare_discs else "")),
        (t(ed, "stat.roads", lang), str(game.roads_left[seat])),
        (t(ed, "stat.upgrades", lang), ups),
        (t(ed, "stat.contracts", lang), won),
        (t(ed, "stat.round", lang), f"{game.round}" + (" ✔" if game.done[seat] else "")),
    ] + ([(t(ed, "stat.bot", lang), str(game.credits[look.bot_seat]))]
         if look.bot_seat is not None else [])
    return [(label, page_text(value, lang)) for label, value in stats]


def bot_lines(game: TwinStar, lang: str, last: int = 8) -> list[str]:
    """The solo bot's latest decisions, one line each (empty outside solo mode)."""
    ed = look_of(game).edition
    out = []
    for key, params in bot_log(game)[-last:]:
        params = dict(params)
        if "action" in params:
            params["action"] = t(ed, f"action.{params['action']}", lang)
        if "order" in params:
            params["order"] = " > ".join(t(ed, f"action.{k}", lang) for k in params["order"])
        for name in ("fruits", "gems"):  # a demand or a load by name, never by letter code
            if isinstance(params.get(name), str):
                params[name] = items_text(ed, params[name], lang)
        if isinstance(params.get("first"), str) and params["first"] in game.ED.colours:
            params["first"] = t(ed, f"gem.{params['first']}", lang)
        out.append(t(ed, key, lang, **params))
    return out


def solo_card(game: TwinStar, lang: str) -> str:
    """The solo bot's revealed card: its priorities this year ("" before it is revealed)."""
    ed = look_of(game).edition
    card = bot_card(game)
    if card < 0:
        return ""
    c = SOLO_DECK[card]
    column = c[0] if game.round == 1 else c[1]
    order = " > ".join(t(ed, f"action.{k}", lang) for k in column)
    return t(ed, "bot.card_now", lang, n=card + 1, year=game.round, order=order) + (
        " " + t(ed, "bot.card_symbol", lang) if c[2] else "")


def part_label(part: str, lang: str, game: TwinStar | None = None) -> str:
    """A score part's name; the game (when given) picks the edition's wording."""
    ed = (look_of(game) if game is not None else GEMS).edition
    return t(ed, f"part.{part}", lang)

