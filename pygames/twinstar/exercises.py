"""TwinStar Valley's rulebook worked examples as exercises (data checked by
tests/test_lessons.py): the transport / delivery examples and the sale examples of both
editions, set up with :mod:`.scenario` as tests/test_twinstar_rules.py and
tests/test_twinstar_fruits_rules.py set them up (a valley laid out as a straight corridor);
with them, those of :mod:`.exercises_routes`, :mod:`.exercises_board`, :mod:`.exercises_claims`
(the contract examples and a kind sold whole) and :mod:`.exercises_bot` (the solo bot's block).

Only the package's public names are used (``pygames.new_game`` through the lesson player, the
scenario helpers, the game's state as the scenario leaves it), since the rule modules are
being reorganised.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from ..core.game import Game
from ..core.lessons import Lesson, Numbers, Source, Step
from .exercises_board import EXERCISES as BOARD_EXERCISES
from .exercises_bot import EXERCISES as BOT_EXERCISES
from .exercises_claims import EXERCISES as CLAIM_EXERCISES
from .exercises_routes import EXERCISES as ROUTE_EXERCISES
from .lesson_texts import TEXTS
from .scenario import begin, credits, discs, factory, flat_valley, items, road

GEMS_RULEBOOK = "twinstar-valley-gems.en.txt"
FRUITS_RULEBOOK = "twinstar-valley-fruits.ja.txt"
#: The seats by the colour the table draws them in (the rulebooks' white is drawn blue here).
ORANGE, BLUE = 0, 1
#: Hex kinds of a valley (the components' letters): a mine / orchard, a factory / market site.
MINE, SITE = "M", "F"
SOURCE, END = (0, 0), (5, 0)
GEMS = {"edition": "gems"}
FRUITS = {"edition": "fruits", "mode": "basic"}


def corridor(owners: list[int], site_owner: int, stock: str, spec: str, mover: int
             ) -> Callable[[Game], None]:
    """A mine (orchard) holding ``stock``, a road of ``owners``' pieces to a factory (market)
    of ``site_owner`` specialised in ``spec``; 20 credits each; ``mover`` transports now."""
    def setup(game: Game) -> None:
        flat_valley(game, special={SOURCE: MINE, END: SITE})  # type: ignore[arg-type]
        items(game, {SOURCE: stock})  # type: ignore[arg-type]
        factory(game, END, site_owner, spec)  # type: ignore[arg-type]
        road(game, {(i + 1, 0): o for i, o in enumerate(owners)})  # type: ignore[arg-type]
        credits(game, [20, 20])  # type: ignore[arg-type]
        begin(game, mover, ["transport"])  # type: ignore[arg-type]
    return setup


def sale(market: dict[str, int], reserve: dict[str, int]) -> Callable[[Game], None]:
    """Market positions and the seller's (orange's) reserve, no credits; orange may sell."""
    def setup(game: Game) -> None:
        with game.edit():
            game.market = dict(market)  # type: ignore[attr-defined]
            game.reserve[ORANGE] = dict(reserve)  # type: ignore[attr-defined]
        credits(game, [0, 0])  # type: ignore[arg-type]
        begin(game, ORANGE, [])  # type: ignore[arg-type]
    return setup


def paid(before: Game, after: Game) -> Mapping[str, object]:
    """Credits each seat gained (negative: paid) and how many items were carried off."""
    was, now = before.credits, after.credits  # type: ignore[attr-defined]
    left = len(after.mines[SOURCE])  # type: ignore[attr-defined]
    return {"orange": now[ORANGE] - was[ORANGE], "blue": now[BLUE] - was[BLUE],
            "carried": len(before.mines[SOURCE]) - left}  # type: ignore[attr-defined]


def prices(colours: str) -> Numbers:
    def numbers(before: Game, after: Game) -> Mapping[str, object]:
        out: dict[str, object] = {"credits": after.credits[ORANGE]}  # type: ignore[attr-defined]
        out.update({f"price_{c}": after.price(c) for c in colours})  # type: ignore[attr-defined]
        return out
    return numbers


def leapfrog_setup(game: Game) -> None:
    """The learner's first disc on a1, a rival disc next to it on b1; the learner moves."""
    discs(game, {(0, 0): [ORANGE], (0, 1): [BLUE]})  # type: ignore[arg-type]


def leapt(before: Game, after: Game) -> Mapping[str, object]:
    paid = before.credits[ORANGE] - after.credits[ORANGE]  # type: ignore[attr-defined]
    return {"paid": paid, "choices": len(after.legal_moves())}


def upgrade_setup(game: Game) -> None:
    """The learner's pawn waits on the top slot of track 3 (Chief Logistics); an Upgrade."""
    with game.edit():
        game.upgrades[ORANGE] = {3: 1}  # type: ignore[attr-defined]
    begin(game, ORANGE, ["upgrade"])  # type: ignore[arg-type]


def upgraded(before: Game, after: Game) -> Mapping[str, object]:
    return {"choices": len(before.legal_moves()),
            "slot": after.upgrades[ORANGE][3]}  # type: ignore[attr-defined]


def _key(name: str) -> str:
    return f"twinstar.exercise.{name}"


def _exercise(name: str, options: dict[str, str], setup: Callable[[Game], None],
              moves: tuple[str, ...], numbers: Numbers, expect: dict[str, object],
              source: Source, seat: int = ORANGE) -> Lesson:
    step = Step(text=_key(f"{name}.do"), moves=moves, done=_key(f"{name}.done"),
                nudge=_key(f"{name}.nudge"), numbers=numbers, expect=expect)
    return Lesson(id=f"twinstar.exercise.{name}", game_id="twinstar", players=2, seed=1,
                  options=options, title=_key(f"{name}.title"), intro=_key(f"{name}.intro"),
                  outro=_key(f"{name}.outro"), setup=setup, steps=(step,), catalogue=TEXTS,
                  seat=seat, source=source, ends=False)


#: The move names of the corridor's mine and factory (cells of the one-tile valley, by row).
FROM, TO = "from A136", "to A141"

EXERCISES = ROUTE_EXERCISES + BOARD_EXERCISES + CLAIM_EXERCISES + BOT_EXERCISES + (
    _exercise("leapfrog", GEMS, leapfrog_setup, ("leap b1",), leapt, {"paid": 2, "choices": 2},
              Source(GEMS_RULEBOOK, 103, "by covering the orange disc using a Leapfrog, the "
                                         "white player can position a second disc")),
    _exercise("upgrade", GEMS, upgrade_setup, ("upgrade 3",), upgraded,
              {"choices": 5, "slot": 2},
              Source(GEMS_RULEBOOK, 172, "move his pawn on track 3 to the bottom position, "
                                         "unlocking this \"Chief logistics\" upgrade")),
    _exercise("gems_share", GEMS, corridor([ORANGE, BLUE, ORANGE, BLUE], ORANGE, "BBGR", "BG",
                                           ORANGE),
              (FROM, TO, "carry BB"), paid, {"orange": -4, "blue": 4, "carried": 2},
              Source(GEMS_RULEBOOK, 153, "he must pay white 2 credits/gem x 2 (road pieces) = "
                                         "4 credits")),
    _exercise("gems_own_road", GEMS, corridor([BLUE] * 4, ORANGE, "BBGR", "BG", BLUE),
              (FROM, TO, "carry RGBB"), paid, {"orange": 4, "blue": -3, "carried": 4},
              Source(GEMS_RULEBOOK, 154, "he must pay 4 Credits for the delivery to the orange "
                                         "player"), seat=BLUE),
    _exercise("gems_sale", GEMS, sale({"R": 2, "G": 2, "B": 1, "Y": 1},
                                      {"R": 1, "G": 0, "B": 0, "Y": 3}),
              ("sell RY",), prices("RGBY"),
              {"credits": 9, "price_R": 2, "price_G": 3, "price_B": 3, "price_Y": 1},
              Source(GEMS_RULEBOOK, 190, "He receives 9 credits for the sale: 3x2 credits for "
                                         "the Sunstones + 1x3 credits for the Red opal sold")),
    _exercise("fruits_share", FRUITS, corridor([ORANGE, BLUE, ORANGE, BLUE], ORANGE, "AGLL",
                                               "GL", ORANGE),
              (FROM, TO, "carry AGLL"), paid, {"orange": -7, "blue": 8, "carried": 4},
              Source(FRUITS_RULEBOOK, 150, "配達された果物ごとに白に2クレジットを支払う必要が"
                                           "あります")),
    _exercise("fruits_market", FRUITS, corridor([BLUE] * 4, ORANGE, "AGLL", "GL", BLUE),
              (FROM, TO, "carry AGLL"), paid, {"orange": 3, "blue": -2, "carried": 4},
              Source(FRUITS_RULEBOOK, 156, "白は配達されたレモンとブドウにより橙プレイヤーに"
                                           "3クレジットを支払います"), seat=BLUE),
    _exercise("fruits_sale", FRUITS, sale({"A": 3, "G": 1, "L": 2, "P": 2},
                                          {"A": 1, "G": 3, "L": 0, "P": 0}),
              ("sell AG",), prices("AGLP"),
              {"credits": 10, "price_A": 3, "price_G": 1, "price_L": 4, "price_P": 4},
              Source(FRUITS_RULEBOOK, 200, "彼は販売に対して10クレジットを受け取ります")),
)
