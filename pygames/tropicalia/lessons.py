"""Tropicalia's guided first games (basic markets, and with the advanced markets): lesson
scripts (data) checked by tests/test_lessons.py.

Two players; the learner is Player 1 (seat 0, first player) and Player 2 is scripted. The
lesson starts in the morning of round 5, the last, with three workers of each player on the
frame, so it ends with the scoring in about ten taps. The learner places the fourth worker,
then in the day: moves a worker along its line to an orchard (taking every fruit there, then
putting back what the baskets cannot hold), sells mangoes at a market and builds a village
tile on a square of the village, reaches an occupied market elsewhere with a surfboard and a
cart, sends a worker whose line is full home for a fruit from the bag, builds again (an event
tile: the events table), keeps the fruit left before scoring, and reads the final scoring.
With the advanced markets, the mango sale is at the advanced market that pays 4 a fruit to the
player holding the most of it, the coconut sale at the one that buys a single fruit for 5,
and the last build is a fountain treasure. Every build of the script is the one that gains the
most points at once (checked by tests/test_lessons.py against every build the rules allow).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from ..core.game import Game
from ..core.lessons import Lesson, Numbers, Step
from . import components as C
from .island import POS_INDEX
from .lesson_texts import TEXTS
from .player import Item
from .rules import Tropicalia, fountains

#: The island in reading order (a1 … d4); O6, P4 and Mc2 lie face down at 2 players.
LAYOUT = ("O1", "P1", "Mc3", "O2",
          "Mu2", "O6", "Mm4", "P2",
          "O3", "Mm3", "P4", "Mu3",
          "P3", "O4", "Mc2", "O5")
#: Workers on the frame in the morning (space -> seat); each player has one more to place.
FRAME = {"W1": 0, "Sb": 0, "Sc": 0, "E1": 1, "E2": 1, "Na": 1}
#: Fruit on the orchards (coconut, custard, mango) and items on the plazas, by tile name.
ORCHARDS = {"a1": (0, 1, 2), "d1": (2, 1, 0), "a3": (1, 1, 1), "b4": (0, 2, 1), "d4": (1, 0, 2)}
PLAZAS = {"b1": ("cart", "basket"), "d2": ("surfboard", "basket"), "a4": ("cart", "surfboard")}
#: The build board, slot 1 (+0) to slot 5 (+4).
BOARD = ("T09", "V05", "B06", "R04", "T11")
#: Each seat: shells, fruit held, basket tiles, items, village tiles (squares 1-9).
SEATS = (
    (3, (3, 0, 2), 2, ("surfboard", "cart"),
     ("B02", "V01", "R07", "B05", "V04", "", "", "", "")),
    (0, (2, 1, 1), 1, (),
     ("R01", "B03", "V07", "T05", "B01", "R02", "", "", "")),
)
#: The advanced market of the advanced lesson (over the 4-shell mango market) and the others.
ADVANCED = {"c2": "most4", "c1": "one5", "d3": "fewest5"}


def setup_for(advanced: bool) -> Callable[[Game], None]:
    """The start position: round 5's morning, one worker of each player still to place."""

    def setup(game: Game) -> None:
        assert isinstance(game, Tropicalia)
        used = set(BOARD) | {t for seat in SEATS for t in seat[4] if t}
        with game.edit():
            game.layout = list(LAYOUT)
            game.face_down = [2 in C.ISLAND_BY_ID[t].off for t in LAYOUT]
            game.advanced = [""] * 16
            if advanced:
                for name, effect in ADVANCED.items():
                    game.advanced[POS_INDEX[name]] = effect
            game.occupants = [[] for _ in range(16)]
            game.frame = dict(FRAME)
            game.island_fruit = [[0, 0, 0] for _ in range(16)]
            game.island_items = [[] for _ in range(16)]
            for name, fruit in ORCHARDS.items():
                game.island_fruit[POS_INDEX[name]] = list(fruit)
            for name, kinds in PLAZAS.items():
                game.island_items[POS_INDEX[name]] = list(kinds)
            game.board = list(BOARD)
            game.village_stack = sorted(t.id for t in C.VILLAGE_TILES if t.id not in used)
            held = [0, 0, 0]
            for pl, (shells, fruit, baskets, items, village) in zip(game.seats, SEATS,
                                                                     strict=True):
                pl.shells, pl.fruit, pl.baskets = shells, list(fruit), baskets
                pl.items = [Item(kind) for kind in items]
                pl.village = list(village)
                pl.hand, pl.home = 1, 0
                held = [h + f for h, f in zip(held, fruit, strict=True)]
            on_island = [sum(f[k] for f in ORCHARDS.values()) for k in range(3)]
            game.bag = [C.FRUIT_PER_TYPE - h - i for h, i in zip(held, on_island, strict=True)]
            game.seats[0].first_tiles = [1, 3, 5]
            game.seats[1].first_tiles = [2, 4]
            game.round, game.phase, game.step = 5, "morning", "place"
            game.first_player = game.turn = 0
    return setup


def decision(game: Game, move: str) -> str:
    """The kind of decision ``move`` is: its first word, and for a move to a tile the items
    it flips (``to``, ``to surf``, ``to cart``, ``to surf cart``)."""
    words = move.split()
    if words[0] == "to":
        return " ".join(["to", *words[2:]])
    return words[0]


BASIC_DECISIONS = frozenset({"place", "worker", "to", "to surf cart", "home", "sell", "discard",
                             "build", "at", "keep"})


# ------------------------------------------------------------------ numbers read from the game
def _seat(game: Game) -> Tropicalia:
    assert isinstance(game, Tropicalia)
    return game


def workers(before: Game, after: Game) -> Mapping[str, object]:
    return {"workers": sum(1 for seat in _seat(after).frame.values() if seat == 0)}


def orchard(before: Game, after: Game) -> Mapping[str, object]:
    pl = _seat(after).seats[0]
    return {"gained": sum(pl.fruit) - sum(_seat(before).seats[0].fruit), "held": sum(pl.fruit),
            "capacity": pl.capacity}


def held(before: Game, after: Game) -> Mapping[str, object]:
    return {"held": sum(_seat(after).seats[0].fruit)}


def sale(before: Game, after: Game) -> Mapping[str, object]:
    was, now = _seat(before).seats[0], _seat(after).seats[0]
    return {"sold": sum(was.fruit) - sum(now.fruit), "gained": now.shells - was.shells,
            "shells": now.shells}


def built(before: Game, after: Game) -> Mapping[str, object]:
    was, now = _seat(before).score_of(0), _seat(after).score_of(0)
    return {"cost": _seat(before).seats[0].shells - _seat(after).seats[0].shells,
            "points": now["total"] - was["total"]}


def event_built(before: Game, after: Game) -> Mapping[str, object]:
    numbers = dict(built(before, after))
    numbers["events"] = _seat(after).score_of(0)["events"]
    return numbers


def home(before: Game, after: Game) -> Mapping[str, object]:
    return {"fruit": sum(_seat(after).seats[0].fruit) - sum(_seat(before).seats[0].fruit)}


def fountain_built(before: Game, after: Game) -> Mapping[str, object]:
    numbers = dict(built(before, after))
    numbers["fountains"] = fountains(_seat(after).seats[0].village)
    return numbers


def final(before: Game, after: Game) -> Mapping[str, object]:
    you, them = _seat(after).score_breakdown()
    return {"you": you["total"], "them": them["total"], "buildings": you["buildings"],
            "events": you["events"], "orchards": you["orchards"],
            "treasures": you["treasures"], "fruit": you["fruit"], "shells": you["shells"]}


def _key(lesson: str, name: str) -> str:
    return f"tropicalia.lesson.{lesson}.{name}"


def _step(lesson: str, name: str, moves: tuple[str, ...], bots: tuple[str, ...],
          numbers: Numbers, expect: dict[str, object]) -> Step:
    return Step(text=_key(lesson, f"{name}.do"), moves=moves, done=_key(lesson, f"{name}.done"),
                nudge=_key(lesson, f"{name}.nudge"), bots=bots, numbers=numbers, expect=expect)


BASIC_STEPS = (
    _step("basic", "place", ("place Nc",), ("place W4",), workers, {"workers": 4}),
    _step("basic", "orchard", ("worker W1", "to a1"), (), orchard,
          {"gained": 3, "held": 8, "capacity": 7}),
    _step("basic", "discard", ("discard custard",), ("worker E1", "to c1", "sell 2", "pass"),
          held, {"held": 7}),
    _step("basic", "sell", ("worker Nc", "to c2", "sell 4"), (), sale,
          {"sold": 4, "gained": 16, "shells": 19}),
    _step("basic", "build", ("build 1", "at 6"), ("worker E2", "to d2", "build 1", "at 7"),
          built, {"cost": 4, "points": 6}),
    _step("basic", "surf", ("worker Sb", "to c1 surf cart", "sell 3"), (), sale,
          {"sold": 3, "gained": 9, "shells": 24}),
    _step("basic", "event", ("build 5", "at 9"), ("worker Na", "to a3"), event_built,
          {"cost": 10, "points": 4, "events": 24}),
    _step("basic", "home", ("worker Sc", "home"), (), home, {"fruit": 1}),
    _step("basic", "again", ("build 5", "at 7"),
          ("worker W4", "to d4", "discard custard", "discard custard"), event_built,
          {"cost": 11, "points": 4, "events": 34}),
    _step("basic", "keep", ("keep",), ("keep",), final,
          {"you": 52, "them": 37, "buildings": 10, "events": 34, "orchards": 2,
           "treasures": 4, "fruit": 1, "shells": 1}),
)

ADVANCED_STEPS = (
    _step("advanced", "place", ("place Nc",), ("place W4",), workers, {"workers": 4}),
    _step("advanced", "orchard", ("worker W1", "to a1"), (), orchard,
          {"gained": 3, "held": 8, "capacity": 7}),
    _step("advanced", "discard", ("discard custard",),
          ("worker E1", "to c1", "sell 1 coconut", "pass"), held, {"held": 7}),
    _step("advanced", "sell", ("worker Nc", "to c2", "sell 4 mango"), (), sale,
          {"sold": 4, "gained": 16, "shells": 19}),
    _step("advanced", "build", ("build 1", "at 6"), ("worker E2", "to d2"), built,
          {"cost": 4, "points": 6}),
    _step("advanced", "surf", ("worker Sb", "to c1 surf cart", "sell 1 coconut"), (), sale,
          {"sold": 1, "gained": 5, "shells": 20}),
    _step("advanced", "event", ("build 5", "at 8"), ("worker Na", "to a3"), event_built,
          {"cost": 12, "points": 4, "events": 24}),
    _step("advanced", "home", ("worker Sc", "home"), (), home, {"fruit": 1}),
    _step("advanced", "fountain", ("build 4", "at 7"),
          ("worker W4", "to d4", "discard custard", "discard custard"), fountain_built,
          {"cost": 8, "points": 3, "fountains": 3}),
    _step("advanced", "keep", ("keep",), ("keep",), final,
          {"you": 51, "them": 31, "buildings": 10, "events": 24, "orchards": 2,
           "treasures": 10, "fruit": 5, "shells": 0}),
)

BASIC = Lesson(
    id="tropicalia.basic", game_id="tropicalia", players=2,
    title=_key("basic", "title"), intro=_key("basic", "intro"), outro=_key("basic", "outro"),
    setup=setup_for(False), steps=BASIC_STEPS, catalogue=TEXTS, options={"advanced": False},
    decision=decision, covers=BASIC_DECISIONS,
)

ADVANCED_MARKETS = Lesson(
    id="tropicalia.advanced", game_id="tropicalia", players=2,
    title=_key("advanced", "title"), intro=_key("advanced", "intro"),
    outro=_key("advanced", "outro"), setup=setup_for(True), steps=ADVANCED_STEPS,
    catalogue=TEXTS, options={"advanced": True},
    decision=decision, covers=BASIC_DECISIONS,
)

LESSONS = (BASIC, ADVANCED_MARKETS)
