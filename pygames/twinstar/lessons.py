"""TwinStar Valley's guided first games: lesson scripts (data) checked by tests/test_lessons.py.

Each lesson starts at the second (last) round of a game on the seed's own valley, with a few
pieces set by :mod:`.scenario` so that every kind of decision comes up within one short round:
the learner (orange, seat 0) builds a factory (a market) and roads next to a rival's piece,
transports (delivers) paying the toll, sells, claims a contract, leapfrogs (walks) to an
upgrade (research), mines (grows) and closes the round with a 2×2 square; the game then ends
and the last step reads the scoring. Blue's moves are scripted.

Only the package's public names and the game's state are used, as in :mod:`.exercises`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ..core.game import Game
from ..core.lessons import Lesson, Numbers, Step
from .lesson_texts import TEXTS
from .scenario import contracts, credits, factory, items, road

#: The seats by the colour the table draws them in (orange, blue, white, yellow).
ORANGE, BLUE = 0, 1
GEMS = {"edition": "gems"}
FRUITS_BASIC = {"edition": "fruits", "mode": "basic"}
FRUITS_ADVANCED = {"edition": "fruits", "mode": "advanced"}


def _g(game: Game) -> Any:
    """The game as its TwinStar class (the lesson reads its state by name)."""
    return game


def hexes(game: Game, *names: str) -> list[Any]:
    return [_g(game).by_name[name] for name in names]


def last_round(game: Game, pool: list[int]) -> None:
    """The second round starts (the action board on its reverse side, no disc placed yet),
    with each seat holding ``pool`` discs; orange places first."""
    g = _g(game)
    with game.edit():
        g.round = 2
        g.side = 1
        g.set_board(g.ED.boards[g.seats][1])
        g.board = {}
        g.pool = list(pool)
        g.done = [False] * g.seats
        g.placed = [0] * g.seats
        g.crossroad_used = [False] * g.seats
        g.current = ORANGE
        g.start_turn()


# ------------------------------------------------------------------ numbers read from the game
def discs_left(before: Game, after: Game) -> Mapping[str, object]:
    return {"discs": _g(after).pool[ORANGE]}


def spent(before: Game, after: Game) -> Mapping[str, object]:
    return {"paid": _g(before).credits[ORANGE] - _g(after).credits[ORANGE]}


def own_points(before: Game, after: Game) -> Mapping[str, object]:
    return {"points": after.score_breakdown()[ORANGE]["factories"]}


def route_pieces(route: tuple[str, ...], cost: bool = False) -> Numbers:
    """Pieces of each colour on the named hexes (a route), and (``cost``) what was paid."""
    def numbers(before: Game, after: Game) -> Mapping[str, object]:
        pieces = [o for h in hexes(after, *route) for o in _g(after).pieces.get(h, [])]
        out: dict[str, object] = {"own": pieces.count(ORANGE), "rival": pieces.count(BLUE)}
        if cost:
            out.update(spent(before, after))
        return out
    return numbers


def toll(before: Game, after: Game) -> Mapping[str, object]:
    """Toll paid to blue and what reached orange's reserve."""
    was, now = _g(before), _g(after)
    refined = sum(now.reserve[ORANGE].values()) - sum(was.reserve[ORANGE].values())
    return {"toll": now.credits[BLUE] - was.credits[BLUE], "refined": refined}


def sold(colour: str) -> Numbers:
    def numbers(before: Game, after: Game) -> Mapping[str, object]:
        return {"gained": _g(after).credits[ORANGE] - _g(before).credits[ORANGE],
                "price": _g(before).price(colour), "now": _g(after).price(colour)}
    return numbers


def sale(colours: str) -> Numbers:
    """Credits a sale of several types gave, and each type's price after it."""
    def numbers(before: Game, after: Game) -> Mapping[str, object]:
        out: dict[str, object] = {
            "gained": _g(after).credits[ORANGE] - _g(before).credits[ORANGE]}
        out.update({f"now_{c}": _g(after).price(c) for c in colours})
        return out
    return numbers


def claimed(before: Game, after: Game) -> Mapping[str, object]:
    """The contract's points and the credits its bonus gave."""
    was, now = before.score_breakdown()[ORANGE], after.score_breakdown()[ORANGE]
    return {"points": now["contracts"] - was["contracts"],
            "gained": _g(after).credits[ORANGE] - _g(before).credits[ORANGE]}


def contract_points(before: Game, after: Game) -> Mapping[str, object]:
    was, now = before.score_breakdown()[ORANGE], after.score_breakdown()[ORANGE]
    return {"points": now["contracts"] - was["contracts"]}


def tracks(before: Game, after: Game) -> Mapping[str, object]:
    """How many upgrades orange has unlocked."""
    g = _g(after)
    return {"tracks": sum(g.has_upgrade(ORANGE, t) for t in g.upgrades[ORANGE])}


def leapt(before: Game, after: Game) -> Mapping[str, object]:
    return {"paid": _g(before).credits[ORANGE] - _g(after).credits[ORANGE],
            "choices": len(after.legal_moves())}


def choices(before: Game, after: Game) -> Mapping[str, object]:
    return {"choices": len(after.legal_moves())}


def points_gained(before: Game, after: Game) -> Mapping[str, object]:
    """Factory points gained: gems placed where the factory can refine them."""
    return {"points": (after.score_breakdown()[ORANGE]["factories"]
                       - before.score_breakdown()[ORANGE]["factories"])}


def final(before: Game, after: Game) -> Mapping[str, object]:
    """The mining reward, then the scoring: each part of orange's total, and blue's."""
    you, them = after.score_breakdown()[ORANGE], after.score_breakdown()[BLUE]
    return {"reward": _g(after).credits[ORANGE] - _g(before).credits[ORANGE],
            "contracts": you["contracts"], "credits": you["credits"],
            "factories": you["factories"], "you": you["total"], "them": them["total"]}


def decision(game: Game, move: str) -> str:
    """A move's kind of decision: its first word (place, leap, factory, road, carry …)."""
    return move.split(" ")[0]


# ------------------------------------------------------------------ the gems lesson
def _step(lesson: str) -> Callable[..., Step]:
    def step(n: int, moves: tuple[str, ...], numbers: Numbers | None = None,
             expect: Mapping[str, object] | None = None, bots: tuple[str, ...] = (),
             after_bots: bool = False) -> Step:
        key = f"twinstar.lesson.{lesson}.{n}"
        return Step(text=f"{key}.do", moves=moves, done=f"{key}.done", nudge=f"{key}.nudge",
                    numbers=numbers, expect=dict(expect or {}), bots=bots,
                    after_bots=after_bots)
    return step


def gems_setup(game: Game) -> None:
    """Round 2 on seed 1's valley: 4 gems on mine B10, blue's road piece on B6 (the way to
    factory site C13) and D13, blue's factory on D4; orange 6 discs, blue 2."""
    g = _g(game)
    b10, b6, d13, d4 = hexes(game, "B10", "B6", "D13", "D4")
    items(g, {b10: "GGYB"})
    road(g, {b6: BLUE, d13: BLUE})
    factory(g, d4, BLUE, "RB")
    credits(g, [10, 10])
    contracts(g, ["a01", "a11", "a14", "b02", "a06", "b08", "a03", "c05"])
    last_round(game, [6, 2])


_gems = _step("gems")
#: The route orange completes: mine B10, blue's B6, orange's B3 and C8, factory C13.
GEMS_ROUTE = ("B6", "B3", "C8")
GEMS_STEPS = (
    _gems(1, ("place b1",), discs_left, {"discs": 5}),
    _gems(2, ("factory C13",), spent, {"paid": 4}),
    _gems(3, ("spec GY",), own_points, {"points": 8},
          bots=("place e1", "road B18", "road B14")),
    _gems(4, ("place b2",), discs_left, {"discs": 4}),
    _gems(5, ("road B3", "road C8"), route_pieces(GEMS_ROUTE, cost=True),
          {"paid": 2, "own": 2, "rival": 1}, bots=("place d1", "onto D9", "onto A11")),
    _gems(6, ("place c1",), discs_left, {"discs": 3}),
    _gems(7, ("from B10", "to C13"), route_pieces(GEMS_ROUTE), {"own": 2, "rival": 1}),
    _gems(8, ("carry GG",), toll, {"toll": 2, "refined": 2}),
    _gems(9, ("sell G",), sold("G"), {"gained": 4, "price": 2, "now": 1}),
    _gems(10, ("claim 1",), contract_points, {"points": 1}),
    _gems(11, ("road C9",), spent, {"paid": 0}),
    _gems(12, ("leap d1",), leapt, {"paid": 2, "choices": 1}),
    _gems(13, ("place d2",), choices, {"choices": 5}),
    _gems(14, ("upgrade 4",), tracks, {"tracks": 1}),
    _gems(15, ("claim 5",), claimed, {"points": 1, "gained": 2}),
    _gems(16, ("place c2",), choices, {"choices": 4}),
    _gems(17, ("keep YY", "onto C10"), points_gained, {"points": 2}),
    _gems(18, ("keep RY", "onto B10"), final,
          {"reward": 3, "contracts": 2, "credits": 4, "factories": 12, "you": 18,
           "them": 11}),
)

GEMS_LESSON = Lesson(
    id="twinstar.gems", game_id="twinstar", players=2, seed=1, options=GEMS,
    title="twinstar.lesson.gems.title", intro="twinstar.lesson.gems.intro",
    outro="twinstar.lesson.gems.outro", setup=gems_setup, steps=GEMS_STEPS, catalogue=TEXTS,
    decision=decision,
    covers=frozenset({"place", "factory", "spec", "road", "from", "to", "carry", "sell",
                      "claim", "leap", "upgrade", "keep", "onto"}),
)


# ------------------------------------------------------------------ the fruit lessons
def fruits_setup(game: Game) -> None:
    """Year 2 on seed 1's fruit valley: orchard A11 holds 4 fruits, blue's route piece on A10
    (the way to market site A1), blue's research disc on GrowSafe (track 4); orange 6
    discs and 14 credits, blue 2 discs and 8."""
    g = _g(game)
    a11, a10 = hexes(game, "A11", "A10")
    items(g, {a11: "GLLP"})
    road(g, {a10: BLUE})
    with game.edit():
        g.upgrades[BLUE] = {4: 1}
    credits(g, [14, 8])
    last_round(game, [6, 2])


def route_capacity(route: tuple[str, ...]) -> Numbers:
    """A delivery's route: every piece counts for how many fruits may go, rivals' cost."""
    def numbers(before: Game, after: Game) -> Mapping[str, object]:
        pieces = [o for h in hexes(after, *route) for o in _g(after).pieces.get(h, [])]
        return {"pieces": len(pieces), "rival": pieces.count(BLUE)}
    return numbers


def delivered(before: Game, after: Game) -> Mapping[str, object]:
    was, now = _g(before), _g(after)
    kept = sum(now.reserve[ORANGE].values()) - sum(was.reserve[ORANGE].values())
    return {"toll": now.credits[BLUE] - was.credits[BLUE], "kept": kept}


def orchards(before: Game, after: Game) -> Mapping[str, object]:
    return {"choices": len(before.legal_moves())}


def fruits_final(before: Game, after: Game) -> Mapping[str, object]:
    """The growing reward, then the scoring: credits plus markets' matching fruit."""
    you, them = after.score_breakdown()[ORANGE], after.score_breakdown()[BLUE]
    return {"reward": _g(after).credits[ORANGE] - _g(before).credits[ORANGE],
            "credits": you["credits"], "markets": you["markets"], "you": you["total"],
            "them": them["total"]}


def market_points(before: Game, after: Game) -> Mapping[str, object]:
    return {"points": after.score_breakdown()[ORANGE]["markets"]}


_basic = _step("basic")
FRUITS_ROUTE = ("A10", "A5")
BASIC_STEPS = (
    _basic(1, ("place c1",), discs_left, {"discs": 5}),
    _basic(2, ("factory A1",), spent, {"paid": 7}),
    _basic(3, ("spec GL",), market_points, {"points": 5},
           bots=("place e2", "road B14", "road B9")),
    _basic(4, ("walk c2",), discs_left, {"discs": 4}),
    _basic(5, ("place c3",), discs_left, {"discs": 3}),
    _basic(6, ("road A5", "road A13"), spent, {"paid": 2},
           bots=("place e3", "keep AA", "onto A9", "keep GP", "onto B15")),
    _basic(7, ("place d2",), discs_left, {"discs": 2}),
    _basic(8, ("from A11",), orchards, {"choices": 2}),
    _basic(9, ("to A1",), route_capacity(FRUITS_ROUTE), {"pieces": 2, "rival": 1}),
    _basic(10, ("carry GL",), delivered, {"toll": 2, "kept": 2}),
    _basic(11, ("sell GL",), sale("GL"), {"gained": 6, "now_G": 2, "now_L": 2}),
    _basic(12, ("place b2",), choices, {"choices": 5}),
    _basic(13, ("upgrade 4",), spent, {"paid": 2}),
    _basic(14, ("place b3",), choices, {"choices": 4}),
    _basic(15, ("keep GL", "onto A11"), fruits_final,
           {"reward": 3, "credits": 10, "markets": 6, "you": 16, "them": 13}),
)

BASIC_LESSON = Lesson(
    id="twinstar.fruits_basic", game_id="twinstar", players=2, seed=1, options=FRUITS_BASIC,
    title="twinstar.lesson.basic.title", intro="twinstar.lesson.basic.intro",
    outro="twinstar.lesson.basic.outro", setup=fruits_setup, steps=BASIC_STEPS,
    catalogue=TEXTS, decision=decision,
    covers=frozenset({"place", "walk", "factory", "spec", "road", "from", "to", "carry",
                      "sell", "upgrade", "keep", "onto"}),
)



def advanced_setup(game: Game) -> None:
    """The basic lesson's position with the advanced mode's contracts: a sale of 5 (bonus: a
    delivery), a research (bonus: a delivery), two discs on Grow (bonus: a growing)."""
    fruits_setup(game)
    contracts(_g(game), ["fa01", "fa07", "fa05", "fa11", "fb05", "fa03", "fb02", "fa02"],
              pile=["fb04", "fb12", "fb01", "fb03", "fb06"])


def second_delivery(before: Game, after: Game) -> Mapping[str, object]:
    """A delivery with a fruit the market does not demand: toll, fruit kept, net credits."""
    out = dict(delivered(before, after))
    out["net"] = _g(after).credits[ORANGE] - _g(before).credits[ORANGE]
    return out


def gained(before: Game, after: Game) -> Mapping[str, object]:
    return {"gained": _g(after).credits[ORANGE] - _g(before).credits[ORANGE]}


def grown(before: Game, after: Game) -> Mapping[str, object]:
    """The growing reward and the market's points after it."""
    return {"reward": _g(after).credits[ORANGE] - _g(before).credits[ORANGE],
            "points": after.score_breakdown()[ORANGE]["markets"]}


def advanced_final(before: Game, after: Game) -> Mapping[str, object]:
    you, them = after.score_breakdown()[ORANGE], after.score_breakdown()[BLUE]
    return {"contracts": you["contracts"], "credits": you["credits"],
            "markets": you["markets"], "you": you["total"], "them": them["total"]}


_adv = _step("advanced")
ADVANCED_STEPS = (
    _adv(1, ("place c1",), discs_left, {"discs": 5}),
    _adv(2, ("factory A1",), spent, {"paid": 7}),
    _adv(3, ("spec GL",), market_points, {"points": 5},
         bots=("place e2", "road B14", "road B9")),
    _adv(4, ("walk c2",), discs_left, {"discs": 4}),
    _adv(5, ("place c3",), discs_left, {"discs": 3}),
    _adv(6, ("road A5", "road A13"), spent, {"paid": 2},
         bots=("place e3", "keep PP", "onto A9", "keep PP", "onto B15")),
    _adv(7, ("place d2",), discs_left, {"discs": 2}),
    _adv(8, ("from A11", "to A1"), route_capacity(FRUITS_ROUTE), {"pieces": 2, "rival": 1}),
    _adv(9, ("carry GL",), delivered, {"toll": 2, "kept": 2}),
    _adv(10, ("sell GL",), sale("GL"), {"gained": 6, "now_G": 2, "now_L": 2}),
    _adv(11, ("claim 2",), contract_points, {"points": 1}),
    _adv(12, ("from A11", "to A1", "carry LP"), second_delivery,
         {"toll": 2, "kept": 1, "net": -1}),
    _adv(13, ("place b2",), choices, {"choices": 6}),
    _adv(14, ("upgrade 4",), spent, {"paid": 2}),
    _adv(15, ("sell L",), gained, {"gained": 2}),
    _adv(16, ("claim 3",), contract_points, {"points": 1}),
    _adv(17, ("from A9", "to A1"), choices, {"choices": 2}),
    _adv(18, ("via A5", "carry P"), gained, {"gained": 1}),
    _adv(19, ("place b3",), choices, {"choices": 4}),
    _adv(20, ("keep GL", "onto A11", "keep AP", "onto A11"), grown, {"reward": 3, "points": 4}),
    _adv(21, ("claim 6",), advanced_final,
         {"contracts": 3, "credits": 12, "markets": 4, "you": 19, "them": 15}),
)

ADVANCED_LESSON = Lesson(
    id="twinstar.fruits_advanced", game_id="twinstar", players=2, seed=1,
    options=FRUITS_ADVANCED, title="twinstar.lesson.advanced.title",
    intro="twinstar.lesson.advanced.intro", outro="twinstar.lesson.advanced.outro",
    setup=advanced_setup, steps=ADVANCED_STEPS, catalogue=TEXTS, decision=decision,
    covers=frozenset({"place", "walk", "factory", "spec", "road", "from", "to", "via",
                      "carry", "sell", "claim", "upgrade", "keep", "onto"}),
)


# ------------------------------------------------------------------ the solo lesson
BOT = 1


def solo_setup(game: Game) -> None:
    """Year 2 of a solo game on seed 1's fruit valley: orchard A11 holds 4 fruits, the
    rules' bot has a route piece on A10; the human 6 discs and 16 credits, the bot 6 and 4."""
    g = _g(game)
    a11, a10 = hexes(game, "A11", "A10")
    items(g, {a11: "GLLP"})
    road(g, {a10: BOT})
    credits(g, [16, 4])
    last_round(game, [6, 6])


def bot_did(kind: str, field: str) -> Callable[[Game, Game], int]:
    """The sum of ``field`` over the bot's ``kind`` entries of its log during a step."""
    def read(before: Game, after: Game) -> int:
        new = _g(after).bot_log[len(_g(before).bot_log):]
        return sum(int(entry[1][field]) for entry in new if entry[0] == f"bot.{kind}")
    return read


def bot_first(before: Game, after: Game) -> Mapping[str, object]:
    """The market's points and the bot's route pieces after its first disc."""
    pieces = [o for stack in _g(after).pieces.values() for o in stack]
    return {"points": _market_points(after), "pieces": pieces.count(BOT)}


def _market_points(game: Game) -> int:
    """The human's market's matching fruit on the orchards (solo scores credits only)."""
    g = _g(game)
    return sum(stock.count(c) for f in g.factories.values() if f.owner == ORANGE
               for c in f.spec for stock in g.mines.values())


def bot_delivery(before: Game, after: Game) -> Mapping[str, object]:
    """What the bot paid you for a delivery through your pieces or to your market, and what
    its sale brought it."""
    return {"paid": bot_did("deliver", "paid")(before, after),
            "sale": bot_did("sell", "value")(before, after)}


def built_then_bot(before: Game, after: Game) -> Mapping[str, object]:
    """Your building's cost, then the bot's delivery: what it paid you, its sale, your net."""
    out = dict(bot_delivery(before, after))
    net = _g(after).credits[ORANGE] - _g(before).credits[ORANGE]
    out.update(cost=int(out["paid"]) - net, net=net)  # type: ignore[call-overload]
    return out


def left_on(name: str) -> Numbers:
    def numbers(before: Game, after: Game) -> Mapping[str, object]:
        return {"left": len(_g(after).mines[hexes(after, name)[0]])}
    return numbers


def bot_market(before: Game, after: Game) -> Mapping[str, object]:
    g = _g(after)
    return {"gained": _g(after).credits[ORANGE] - _g(before).credits[ORANGE],
            "markets": sum(f.owner == BOT for f in g.factories.values())}


def solo_final(before: Game, after: Game) -> Mapping[str, object]:
    return {"you": _g(after).credits[ORANGE], "bot": _g(after).credits[BOT]}


_solo = _step("solo")
SOLO_STEPS = (
    _solo(1, ("place c1",), discs_left, {"discs": 5}),
    _solo(2, ("factory A1",), spent, {"paid": 7}),
    _solo(3, ("spec GL",), bot_first, {"points": 5, "pieces": 2}),
    _solo(4, ("walk c2",), discs_left, {"discs": 4}),
    _solo(5, ("place c3",), discs_left, {"discs": 3}),
    _solo(6, ("road A5", "road A13"), built_then_bot,
          {"cost": 2, "paid": 4, "sale": 6, "net": 2}),
    _solo(7, ("place d2",), discs_left, {"discs": 2}),
    _solo(8, ("from A11", "to A1"), left_on("A11"), {"left": 2}),
    _solo(9, ("carry LP",), delivered, {"toll": 2, "kept": 1}),
    _solo(10, ("sell L",), bot_market, {"gained": 2, "markets": 1}),
    _solo(11, ("place b2",), choices, {"choices": 5}),
    _solo(12, ("upgrade 4",), bot_delivery, {"paid": 2, "sale": 8}),
    _solo(13, ("place b3",), choices, {"choices": 4}),
    _solo(14, ("keep GL", "onto A11"), choices, {"choices": 4}),
    _solo(15, ("keep GL", "onto B15"), solo_final, {"you": 21, "bot": 19}),
)

SOLO_LESSON = Lesson(
    id="twinstar.solo", game_id="twinstar", players=1, seed=1, options=FRUITS_BASIC,
    title="twinstar.lesson.solo.title", intro="twinstar.lesson.solo.intro",
    outro="twinstar.lesson.solo.outro", setup=solo_setup, steps=SOLO_STEPS,
    catalogue=TEXTS, decision=decision,
    covers=frozenset({"place", "walk", "factory", "spec", "road", "from", "to", "carry",
                      "sell", "upgrade", "keep", "onto"}),
)

LESSONS: tuple[Lesson, ...] = (GEMS_LESSON, BASIC_LESSON, ADVANCED_LESSON, SOLO_LESSON)
