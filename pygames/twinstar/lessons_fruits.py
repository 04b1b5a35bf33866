"""TwinStar Valley's guided first games in the fruit edition: basic, advanced (contracts and
a sixth research) and solo (against the rulebook's bot). Same scheme as :mod:`.lessons`: the
second year of a game on seed 1's fruit valley, a script of steps whose numbers are read from
the game. The fruit edition has no crossroad (its rulebook's routes are roads and bridges)
and no reserve limit, so every lesson asks for the edition's other decisions: place, walk,
leapfrog, market and demand, a route piece and stopping the Construct early, deliver (orchard,
market, route, fruits), sell, research, grow (keep, orchard); advanced also claims contracts.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from ..core.game import Game
from ..core.lessons import Lesson, Numbers, Step
from .lesson_numbers import (
    BLUE,
    ORANGE,
    _g,
    choices,
    contract_points,
    decision,
    delivered,
    discs_left,
    gained,
    hexes,
    last_round,
    market_points,
    orchards,
    route_capacity,
    sale,
    spent,
    step_maker,
    stopped,
)
from .lesson_texts import TEXTS
from .scenario import contracts, credits, items, road

FRUITS_BASIC = {"edition": "fruits", "mode": "basic"}
FRUITS_ADVANCED = {"edition": "fruits", "mode": "advanced"}
#: Every fruit lesson asks for these kinds of decision (advanced adds ``claim``).
FRUIT_KINDS = frozenset({"place", "walk", "leap", "factory", "spec", "road", "done build",
                         "from", "to", "via", "carry", "sell", "upgrade", "keep", "onto"})


def fruits_setup(game: Game) -> None:
    """Year 2 on seed 1's fruit valley: orchard A11 holds 4 fruits, blue's route piece on A10
    (the way to market site A1), blue's research disc on GrowSafe (track 4); orange 8
    discs and 14 credits, blue 2 discs and 8."""
    g = _g(game)
    a11, a10 = hexes(game, "A11", "A10")
    items(g, {a11: "GLLP"})
    road(g, {a10: BLUE})
    with game.edit():
        g.upgrades[BLUE] = {4: 1}
    credits(g, [14, 8])
    last_round(game, [8, 2])


def fruits_final(before: Game, after: Game) -> Mapping[str, object]:
    """The growing reward, then the scoring: credits plus markets' matching fruit."""
    you, them = after.score_breakdown()[ORANGE], after.score_breakdown()[BLUE]
    return {"reward": _g(after).credits[ORANGE] - _g(before).credits[ORANGE],
            "credits": you["credits"], "markets": you["markets"], "you": you["total"],
            "them": them["total"]}


def no_toll(before: Game, after: Game) -> Mapping[str, object]:
    """A delivery's net credits and the toll blue received."""
    return {**gained(before, after),
            "toll": _g(after).credits[BLUE] - _g(before).credits[BLUE]}


def _opening(make: Callable[..., Step], keeps: tuple[str, str]) -> tuple[Step, ...]:
    """The first eight steps, the same in the basic and advanced lessons (their texts differ):
    a disc, a market built and specialised, a walk, a road, a Construct ended early. ``keeps``:
    the fruits blue keeps when it grows in step 7."""
    return (
        make(1, ("place c1",), discs_left, {"discs": 7}),
        make(2, ("factory A1",), spent, {"paid": 7}),
        make(3, ("spec GL",), market_points, {"points": 5},
             bots=("place e2", "road B14", "road B9")),
        make(4, ("walk c2",), discs_left, {"discs": 6}),
        make(5, ("place c3",), discs_left, {"discs": 5}),
        make(6, ("road A5",), route_capacity(FRUITS_ROUTE, cost=True),
             {"paid": 1, "pieces": 2, "rival": 1}),
        make(7, ("done",), stopped, {"built": 1, "credits": 6},
             bots=("place e3", f"keep {keeps[0]}", "onto A9", f"keep {keeps[1]}", "onto B15")),
        make(8, ("place d2",), discs_left, {"discs": 4}),
    )


_basic = step_maker("basic")
#: The route from orchard A11 to market site A1: blue's A10, orange's A5.
FRUITS_ROUTE = ("A10", "A5")
BASIC_STEPS = (
    *_opening(_basic, ("AA", "GP")),
    _basic(9, ("from A11",), orchards, {"choices": 2}),
    _basic(10, ("to A1",), route_capacity(FRUITS_ROUTE), {"pieces": 2, "rival": 1}),
    _basic(11, ("carry GL",), delivered, {"toll": 2, "kept": 2}),
    _basic(12, ("sell GL",), sale("GL"), {"gained": 6, "now_G": 2, "now_L": 2}),
    _basic(13, ("place b2",), choices, {"choices": 5}),
    _basic(14, ("upgrade 4",), spent, {"paid": 2}),
    _basic(15, ("leap e2",), discs_left, {"discs": 2}),
    _basic(16, ("place e1",), choices, {"choices": 2}),
    _basic(17, ("from A9", "to A1"), choices, {"choices": 2}),
    _basic(18, ("via A5", "carry P"), no_toll, {"gained": 1, "toll": 0}),
    _basic(19, ("place b3",), choices, {"choices": 4}),
    _basic(20, ("keep GL", "onto A11"), fruits_final,
           {"reward": 3, "credits": 12, "markets": 6, "you": 18, "them": 13}),
)

BASIC_LESSON = Lesson(
    id="twinstar.fruits_basic", game_id="twinstar", players=2, seed=1, options=FRUITS_BASIC,
    title="twinstar.lesson.basic.title", intro="twinstar.lesson.basic.intro",
    outro="twinstar.lesson.basic.outro", setup=fruits_setup, steps=BASIC_STEPS,
    catalogue=TEXTS, decision=decision, covers=FRUIT_KINDS,
)


# ------------------------------------------------------------------ the advanced lesson
def advanced_setup(game: Game) -> None:
    """The basic lesson's position with the advanced mode's contracts: a sale of 5 (bonus: a
    delivery), a research (bonus: a delivery), a delivery past a rival's piece (bonus: a
    route piece), two discs on Grow (bonus: a growing)."""
    fruits_setup(game)
    contracts(_g(game), ["fa01", "fa07", "fa05", "fa11", "fb05", "fa03", "fb02", "fa02"],
              pile=["fb04", "fb12", "fb01", "fb03", "fb06"])


def second_delivery(before: Game, after: Game) -> Mapping[str, object]:
    """A delivery with a fruit the market does not demand: toll, fruit kept, net credits."""
    out = dict(delivered(before, after))
    out["net"] = _g(after).credits[ORANGE] - _g(before).credits[ORANGE]
    return out


def grown(before: Game, after: Game) -> Mapping[str, object]:
    """The growing reward and the market's points after it."""
    return {"reward": _g(after).credits[ORANGE] - _g(before).credits[ORANGE],
            "points": after.score_breakdown()[ORANGE]["markets"]}


def advanced_final(before: Game, after: Game) -> Mapping[str, object]:
    """The bonus growing (no reward), then the scoring: contracts, credits, markets."""
    you, them = after.score_breakdown()[ORANGE], after.score_breakdown()[BLUE]
    return {"reward": _g(after).credits[ORANGE] - _g(before).credits[ORANGE],
            "contracts": you["contracts"], "credits": you["credits"],
            "markets": you["markets"], "you": you["total"], "them": them["total"]}


_adv = step_maker("advanced")
ADVANCED_STEPS = (
    *_opening(_adv, ("PP", "PP")),
    _adv(9, ("from A11", "to A1"), route_capacity(FRUITS_ROUTE), {"pieces": 2, "rival": 1}),
    _adv(10, ("carry GL",), delivered, {"toll": 2, "kept": 2}),
    _adv(11, ("sell GL",), sale("GL"), {"gained": 6, "now_G": 2, "now_L": 2}),
    _adv(12, ("claim 2",), contract_points, {"points": 1}),
    _adv(13, ("from A11", "to A1", "carry LP"), second_delivery,
         {"toll": 2, "kept": 1, "net": -1}),
    _adv(14, ("place b2",), choices, {"choices": 6}),
    _adv(15, ("upgrade 4",), spent, {"paid": 2}),
    _adv(16, ("sell L",), gained, {"gained": 2}),
    _adv(17, ("claim 3",), contract_points, {"points": 1}),
    _adv(18, ("from A9", "to A1"), choices, {"choices": 2}),
    _adv(19, ("via A5", "carry P"), gained, {"gained": 1}),
    _adv(20, ("leap e2", "place e1"), discs_left, {"discs": 1}),
    _adv(21, ("from A9", "to A1", "via A10", "carry P"), no_toll, {"gained": 0, "toll": 1}),
    _adv(22, ("claim 4",), contract_points, {"points": 2}),
    _adv(23, ("road A13",), spent, {"paid": 0}),
    _adv(24, ("place b3",), choices, {"choices": 4}),
    _adv(25, ("keep GL", "onto A11", "keep AP", "onto A11"), grown, {"reward": 3, "points": 4}),
    _adv(26, ("claim 6",), choices, {"choices": 3}),
    _adv(27, ("keep LL", "onto A9"), advanced_final,
         {"reward": 0, "contracts": 5, "credits": 13, "markets": 6, "you": 24, "them": 16}),
)

ADVANCED_LESSON = Lesson(
    id="twinstar.fruits_advanced", game_id="twinstar", players=2, seed=1,
    options=FRUITS_ADVANCED, title="twinstar.lesson.advanced.title",
    intro="twinstar.lesson.advanced.intro", outro="twinstar.lesson.advanced.outro",
    setup=advanced_setup, steps=ADVANCED_STEPS, catalogue=TEXTS, decision=decision,
    covers=FRUIT_KINDS | {"claim"},
)


# ------------------------------------------------------------------ the solo lesson
BOT = 1


def solo_setup(game: Game) -> None:
    """Year 2 of a solo game on seed 1's fruit valley: orchard A11 holds 4 fruits, the
    rules' bot has a route piece on A10; the human 9 discs and 16 credits, the bot 6 and 4."""
    g = _g(game)
    a11, a10 = hexes(game, "A11", "A10")
    items(g, {a11: "GLLP"})
    road(g, {a10: BOT})
    credits(g, [16, 4])
    last_round(game, [9, 6])


def bot_did(kind: str, field: str) -> Callable[[Game, Game], int]:
    """The sum of ``field`` over the bot's ``kind`` entries of its log during a step."""
    def read(before: Game, after: Game) -> int:
        new = _g(after).bot_log[len(_g(before).bot_log):]
        return sum(int(entry[1][field]) for entry in new if entry[0] == f"bot.{kind}")
    return read


def bot_pieces(game: Game) -> int:
    return [o for stack in _g(game).pieces.values() for o in stack].count(BOT)


def bot_first(before: Game, after: Game) -> Mapping[str, object]:
    """The market's points and the bot's route pieces after its first disc."""
    return {"points": _market_points(after), "pieces": bot_pieces(after)}


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


def stopped_then_bot(before: Game, after: Game) -> Mapping[str, object]:
    """A Construct stopped early, then the bot's turn: what its delivery paid you."""
    return {"built": len(_g(before).turn.built), **bot_delivery(before, after)}


def left_on(name: str) -> Numbers:
    def numbers(before: Game, after: Game) -> Mapping[str, object]:
        return {"left": len(_g(after).mines[hexes(after, name)[0]])}
    return numbers


def bot_built(before: Game, after: Game) -> Mapping[str, object]:
    return {**gained(before, after), "pieces": bot_pieces(after)}


def bot_grew(before: Game, after: Game) -> Mapping[str, object]:
    """Fruits the bot's growing put on the orchards, and its reward."""
    new = _g(after).bot_log[len(_g(before).bot_log):]
    return {"grown": sum(len(entry[1]["fruits"]) for entry in new if entry[0] == "bot.grow"),
            "reward": _g(after).credits[BOT] - _g(before).credits[BOT]}


def market_now(before: Game, after: Game) -> Mapping[str, object]:
    return {"points": _market_points(after)}


def grew_then_bot(before: Game, after: Game) -> Mapping[str, object]:
    """Your credits gained by growing and the bot's delivery to your market after it."""
    return {**gained(before, after), **bot_delivery(before, after)}


def solo_final(before: Game, after: Game) -> Mapping[str, object]:
    """The sale, then the bot's last turn and final sale, and both totals of credits."""
    return {"gained": _g(after).credits[ORANGE] - _g(before).credits[ORANGE],
            "you": _g(after).credits[ORANGE], "bot": _g(after).credits[BOT]}


_solo = step_maker("solo")
SOLO_STEPS = (
    _solo(1, ("place c1",), discs_left, {"discs": 8}),
    _solo(2, ("factory A1",), spent, {"paid": 7}),
    _solo(3, ("spec GL",), bot_first, {"points": 5, "pieces": 2}),
    _solo(4, ("walk c2",), discs_left, {"discs": 7}),
    _solo(5, ("place c3",), discs_left, {"discs": 6}),
    _solo(6, ("road A5",), spent, {"paid": 1}),
    _solo(7, ("done",), stopped_then_bot, {"built": 1, "paid": 4, "sale": 6}),
    _solo(8, ("place d2",), discs_left, {"discs": 5}),
    _solo(9, ("from A11", "to A1"), left_on("A11"), {"left": 2}),
    _solo(10, ("carry LP",), delivered, {"toll": 2, "kept": 1}),
    _solo(11, ("sell L",), bot_built, {"gained": 2, "pieces": 4}),
    _solo(12, ("place b2",), choices, {"choices": 5}),
    _solo(13, ("upgrade 4",), bot_grew, {"grown": 4, "reward": 3}),
    _solo(14, ("walk c4",), discs_left, {"discs": 3}),
    _solo(15, ("place d4",), choices, {"choices": 4}),
    _solo(16, ("keep GL", "onto A11"), market_now, {"points": 6}),
    _solo(17, ("keep LP", "onto B15"), grew_then_bot, {"gained": 9, "paid": 6, "sale": 3}),
    _solo(18, ("leap b3",), discs_left, {"discs": 1}),
    _solo(19, ("place a3",), choices, {"choices": 2}),
    _solo(20, ("from A9", "to A1"), choices, {"choices": 3}),
    _solo(21, ("via A5", "carry G"), delivered, {"toll": 0, "kept": 1}),
    _solo(22, ("sell G",), solo_final, {"gained": 2, "you": 24, "bot": 17}),
)

SOLO_LESSON = Lesson(
    id="twinstar.solo", game_id="twinstar", players=1, seed=1, options=FRUITS_BASIC,
    title="twinstar.lesson.solo.title", intro="twinstar.lesson.solo.intro",
    outro="twinstar.lesson.solo.outro", setup=solo_setup, steps=SOLO_STEPS,
    catalogue=TEXTS, decision=decision, covers=FRUIT_KINDS,
)
