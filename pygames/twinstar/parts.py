"""Every part of TwinStar's table answers: its own text for a long press (``help_for_part``)
and, for a tap on a part that is no choice now, the move it would be (``tries``: the rules
say why not).

Parts are named by the board's ``data-help``: ``hex:C5``, ``square:b3``, ``upgrade:3``,
``market:R``, ``contract:a05``, ``player:1``, and the whole parts ``valley``, ``actions``,
``market``, ``upgrades``, ``factories``, ``contracts``, ``pile``, ``order``, ``bot``. A
contract's text says its goal, its reward and how far each player is from it.
"""

from __future__ import annotations

from typing import Any

from ..core.i18n import translate
from ..core.numbers import is_number
from . import components as comp
from .drawing import counted_items, items_text, player
from .drawing import t as board_text
from .help_texts import TEXTS as HELP
from .look import look_of, research_fees
from .rules import TwinStar, parse_square, square_name
from .words import bonus_text, contract_text, goal_text, page_text, plural

_P = "twinstar."
#: The reference's numbered lines for each action kind and upgrade track.
_ACTION_LINE = {comp.CONSTRUCT: 1, comp.TRANSPORT: 2, comp.MINE_ACTION: 3, comp.UPGRADE: 4}


def h(game: TwinStar, key: str, lang: str, **params: Any) -> str:
    """A help text in the edition's wording (``help.part.fruits.<key>`` where it has one)."""
    return translate(HELP, _own(f"{_P}part.", look_of(game).help, key), lang, **params)


def _own(prefix: str, wording: str, key: str) -> str:
    """The key of a help text in a look's own wording (``look.Look.help``) where it has one."""
    own = f"{prefix}{wording}{key}"
    return own if own in HELP["en"] else f"{prefix}{key}"


def _ref(game: TwinStar, key: str, lang: str) -> str:
    return translate(HELP, f"{_P}ref.{look_of(game).help}{key}", lang)


def _sep(lang: str) -> str:
    return "、" if lang == "ja" else ", "


# ---------------------------------------------------------------------- parts
def _hex(game: TwinStar, name: str, lang: str) -> tuple[str, str] | None:
    hx = game.by_name.get(name)
    if hx is None:
        return None
    ed = look_of(game).edition
    terrain = game.terrain[hx]
    title = h(game, "hex.title", lang, hex=name, terrain=board_text(ed, f"terrain.{terrain}", lang))
    body = []
    owners = game.pieces.get(hx, [])
    fac = game.factories.get(hx)
    if fac is not None:
        body.append(h(game, "hex.factory", lang, owner=player(game, fac.owner, lang),
                      items=items_text(ed, fac.spec, lang) if fac.spec else "—"))
    if owners:
        body.append(h(game, "hex.pieces", lang,
                      owners=_sep(lang).join(player(game, o, lang) for o in owners)))
    if terrain == comp.MINE:
        items = game.mines.get(hx, "")
        body.append(h(game, "hex.mine", lang, items=items_text(ed, items, lang) if items else "—"))
    elif terrain == comp.SITE and fac is None:
        cost = game.factory_slots[0] if game.factory_slots else None
        body.append(h(game, "hex.site", lang, cost=cost if cost is not None else "—"))
    elif not owners and terrain != comp.SITE:
        p = game.current if game.current is not None else 0
        cost = game.build_cost(p, hx)
        if cost is None:
            body.append(h(game, "hex.mountain", lang))
        else:
            body.append(h(game, "hex.cost", lang, cost=cost, name=player(game, p, lang)))
    return title, " ".join(body)


def _square(game: TwinStar, name: str, lang: str) -> tuple[str, str] | None:
    rc = parse_square(name)
    if rc is None or not game.square_ok(rc):
        return None
    ed = look_of(game).edition
    kind = game.kind_at(rc)
    title = h(game, "square.title", lang, square=name,
              action=board_text(ed, f"action.{kind}", lang))
    body = [_ref(game, f"actions{_ACTION_LINE[kind]}", lang)]
    stack = game.board.get(rc, [])
    if stack:
        body.append(h(game, "square.discs", lang,
                      owners=_sep(lang).join(player(game, o, lang) for o in stack)))
    return title, " ".join(body)


def _upgrade(game: TwinStar, track: str, lang: str) -> tuple[str, str] | None:
    if not is_number(track) or int(track) not in game.ED.upgrade_steps:
        return None
    n = int(track)
    ed = look_of(game).edition
    body = [_ref(game, f"upgrades{n}", lang)]
    done = [player(game, p, lang) for p in range(game.seats) if game.has_upgrade(p, n)]
    half = [player(game, p, lang) for p in range(game.seats)
            if game.upgrades[p].get(n, 0) and not game.has_upgrade(p, n)]
    if done:
        body.append(h(game, "upgrade.done", lang, players=_sep(lang).join(done)))
    if half:
        body.append(h(game, "upgrade.half", lang, players=_sep(lang).join(half)))
    if game.current is not None and not game.is_over:
        fees = research_fees(game, game.current, n)
        if fees:
            body.append(h(game, "upgrade.fees", lang, n=sum(fees.values())))
    return f"{n}. {board_text(ed, f'up.{n}', lang)}", " ".join(body)


def _market(game: TwinStar, c: str, lang: str) -> tuple[str, str] | None:
    if c not in game.ED.colours:
        return None
    ed = look_of(game).edition
    track = " ".join(f"[{v}]" if i == game.market[c] else str(v)
                     for i, v in enumerate(game.ED.market_track))
    item = board_text(ed, f"gem.{c}", lang)
    price = game.price(c)
    body = [h(game, "market.track", lang, track=track, price=price)]
    if game.current is not None and not game.is_over:
        p = game.current
        n = game.reserve[p][c]
        body.append(h(game, "market.now", lang, name=player(game, p, lang), n=n, item=item,
                      value=n * price))
    body.append(h(game, "market.rule", lang))
    return h(game, "market.title", lang, item=item), " ".join(body)


def progress(game: TwinStar, p: int, c: comp.Contract, lang: str) -> str:
    """How far seat p is from a contract's goal, in words (what a goal met in one turn needs
    is counted by what the seat has for it now)."""
    ed = look_of(game).edition
    name = player(game, p, lang)
    goal = c.goal
    need = int(c.param) if isinstance(c.param, int) or is_number(str(c.param)) else 0
    mine = game.owned_pieces(p)
    per_tile = game.pieces_per_tile(p)
    counted: dict[str, tuple[int, int]] = {
        "factories": (sum(f.owner == p for f in game.factories.values()), need),
        "markets": (sum(f.owner == p for f in game.factories.values()), need),
        "mine_discs": (game.discs_on(p, comp.MINE_ACTION), need),
        "grow_discs": (game.discs_on(p, comp.MINE_ACTION), need),
        "upgrades": (game.unlocked(p), need),
        "research": (game.unlocked(p), need),
        "bridges": (sum(game.terrain[x] in (comp.LAKE, comp.MOUNTAIN) for x in mine), need),
        "tile5": (max(per_tile.values(), default=0), 5),
        "tile6": (max(per_tile.values(), default=0), 6),
        "pieces8": (len(mine), 8),
        "pieces": (len(mine), need),
        "spread": (sum(v >= 2 for v in per_tile.values()), 4),
    }
    if goal == "terrain":
        kind, count = str(c.param)[0], int(str(c.param)[1:])
        counted["terrain"] = (sum(game.terrain[x] == kind for x in mine), count)
    if goal in counted:
        have, want = counted[goal]
        return h(game, "progress.met" if have >= want else "progress.of", lang, name=name,
                 have=have, need=want)
    if goal == "all_roads":
        return plural(ed, "progress.left", game.roads_left[p], lang, name=name,
                      n=game.roads_left[p])
    if goal in ("own_pass", "transport", "deliver", "deliver_match"):
        return h(game, "progress.own", lang, name=name, n=len(mine))
    if goal in ("rival_pass", "route8"):
        rivals = sum(len([o for o in owners if o != p]) for owners in game.pieces.values())
        return h(game, "progress.rival", lang, name=name, n=rivals)
    if goal == "sell":
        return h(game, "progress.hold", lang, name=name, n=sum(game.reserve[p].values()))
    if goal == "sale":
        value = sum(n * game.price(x) for x, n in game.reserve[p].items())
        return h(game, "progress.sale", lang, name=name, n=value)
    if goal == "shape":
        from .gems import SHAPES, shape_at

        stands = shape_at(set(mine), mine, SHAPES[str(c.param)])
        return h(game, "progress.shape_yes" if stands else "progress.shape_no", lang, name=name)
    return h(game, "progress.luck", lang, name=name)  # a draw decides (mine, grow)


def _contract(game: TwinStar, cid: str, lang: str) -> tuple[str, str] | None:
    try:
        c = game.contract(cid)
    except KeyError:
        return None
    ed = look_of(game).edition
    body = [h(game, "contract.goal.one" if c.points == 1 else "contract.goal", lang,
              goal=goal_text(ed, c, lang), points=c.points)]
    bonus = bonus_text(ed, c, lang)
    if bonus:
        body.append(h(game, "contract.bonus", lang, bonus=bonus))
    if c.goal in ("transport", "mine_gems", "deliver", "deliver_match", "grow_fruits"):
        body.append(h(game, "contract.items", lang, items=counted_items(ed, str(c.param), lang)))
    owner = next((p for p in range(game.seats) if cid in game.won[p]), None)
    if owner is not None:
        body.append(h(game, "contract.won", lang, name=player(game, owner, lang)))
    else:
        body.append(h(game, "contract.when", lang))
        stop = "。" if lang == "ja" else "."
        body.extend(progress(game, p, c, lang) + stop for p in range(game.players))
    return contract_text(ed, c, lang), " ".join(body)


def _player(game: TwinStar, seat: str, lang: str) -> tuple[str, str] | None:
    if not is_number(seat) or int(seat) >= game.seats:
        return None
    from .words import player_stats

    p = int(seat)
    stats = player_stats(game, p, lang)
    colon = "：" if lang == "ja" else ": "
    return player(game, p, lang), " · ".join(f"{k}{colon}{v}" for k, v in stats)


def _whole(game: TwinStar, part: str, lang: str) -> tuple[str, str] | None:
    """A whole part (the valley, the market ...): its title and text in the edition's
    wording, and what it holds now where that matters."""
    wording = look_of(game).help
    title, body = _own(f"{_P}part.", wording, part), _own(f"{_P}part.", wording, f"{part}.help")
    if title not in HELP["en"] or body not in HELP["en"]:
        return None
    extra = ""
    if part == "factories":
        extra = " " + h(game, "factories.now", lang,
                        costs=" ".join(map(str, game.factory_slots)) or "—")
    elif part == "pile":
        extra = " " + h(game, "pile.now", lang, n=len(game.pile))
    return translate(HELP, title, lang), translate(HELP, body, lang) + extra


_SPECIFIC = {"hex": _hex, "square": _square, "upgrade": _upgrade, "market": _market,
             "contract": _contract, "player": _player}


def help_for_part(game: TwinStar, part: str, lang: str) -> tuple[str, str] | None:
    """The title and text of a part of the table (its ``data-help``), or None."""
    kind, _, name = part.partition(":")
    found = _SPECIFIC.get(kind)
    answer = found(game, name, lang) if found is not None and name else _whole(game, part, lang)
    if answer is None:
        return None
    return page_text(answer[0], lang), page_text(answer[1], lang)


# ---------------------------------------------------------------------- "why not?"
def tries(game: TwinStar) -> dict[str, str]:
    """Board node key -> the move a tap on that part would mean now (the rules say why it is
    not possible): action squares while a disc is placed, hexes while building or moving,
    upgrades while upgrading, contracts while claiming."""
    phase = game.phase
    out: dict[str, str] = {}
    if phase == "place":
        for r in range(game.size):
            for c in range(game.size):
                out[f"sq-{square_name((r, c))}"] = f"place {square_name((r, c))}"
    elif phase in ("build", "from", "to", "route", "onto"):
        for hx, name in game.names.items():
            out[f"hex-{name}"] = _hex_try(game, phase, hx, name)
    elif phase == "upgrade":
        for track in game.ED.upgrade_steps:
            out[f"up-{track}"] = f"upgrade {track}"
    elif phase == "claim":
        for i in range(len(game.grid)):
            out[f"grid-{i + 1}"] = f"claim {i + 1}"
    return out


def _hex_try(game: TwinStar, phase: str, hx: Any, name: str) -> str:
    if phase == "build":
        owners = game.pieces.get(hx, [])
        if game.terrain[hx] == comp.SITE:
            return f"factory {name}"
        if owners and look_of(game).crossroads and game.current not in owners:
            return f"cross {name}"
        return f"road {name}"
    verb = "via" if phase == "route" else phase
    return f"{verb} {name}"
