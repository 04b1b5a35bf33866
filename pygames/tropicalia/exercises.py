"""Tropicalia's rulebook worked examples as exercises (data checked by tests/test_lessons.py).

Each is set up as in ``tropicalia.ja.txt`` on the island tests/test_tropicalia_helpers.py uses
(the rulebook's pictures are not in the text, so the tiles are the ones the passage names), and
the learner takes the example's decisions; ``expect`` holds the passage's numbers and facts.
The setup exercise is the exception: a new game exactly as the rules set it up (seed 0).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from ..core.game import Game
from ..core.lessons import Lesson, Numbers, Source, Step
from .island import POS_INDEX
from .lesson_texts import TEXTS
from .rules import Tropicalia, fountains
from .scenario import day, give_items

RULEBOOK = "tropicalia.ja.txt"
#: The island of the rules tests (a1 b1 c1 d1 / a2 … / … d4).
LAYOUT = ("O1", "P1", "Mc3", "O2",
          "Mu3", "O3", "P2", "Mm4",
          "P3", "Mc2", "O4", "Mu2",
          "O5", "Mm3", "P4", "O6")


def _game(game: Game) -> Tropicalia:
    assert isinstance(game, Tropicalia)
    return game


#: The third row of the seed-0 game (a3 … d3), which the setup exercise's text describes.
SETUP_ROW_3 = ("P3", "O4", "O5", "P2")


def new_game(game: Game) -> None:
    """Leave the rules' own 2-player setup as it is (seed 0: you, seat 0, start); only check
    that it is the game the texts describe, so a change to the setup's draws fails loudly."""
    g = _game(game)
    if g.first_player != 0 or tuple(g.layout[8:12]) != SETUP_ROW_3:
        raise ValueError("the seed-0 setup changed: update the setup exercise and its texts")


def _same(values: Sequence[int]) -> object:
    """The one value all of ``values`` share, or all of them (a list) when they differ."""
    return values[0] if len(set(values)) == 1 else list(values)


def setup_numbers(before: Game, after: Game) -> Mapping[str, object]:
    """The setup's numbers as the game holds them before your first placement."""
    g = _game(before)
    up = [p for p in range(16) if not g.face_down[p]]
    start = g.first_player
    return {"tiles": len(up), "down": sum(g.face_down), "board": sum(1 for t in g.board if t),
            "fruit": _same([sum(g.island_fruit[p]) for p in up if g.tile(p).kind == "orchard"]),
            "items": _same([len(g.island_items[p]) for p in up if g.tile(p).kind == "plaza"]),
            "workers": _same([seat.hand for seat in g.seats]),
            "start": g.seats[start].shells, "second": g.seats[(start + 1) % g.players].shells}


def morning_setup(game: Game) -> None:
    """Round 1's morning: red's first worker on W1 (A), blue's on Nb (B); red to place."""
    g = _game(game)
    day(g, LAYOUT, {"W1": 0, "Nb": 1})
    with g.edit():
        for seat in g.seats:
            seat.hand = 3
        g.phase, g.step, g.turn = "morning", "place", 0


def same_line(before: Game, after: Game) -> Mapping[str, object]:
    frame = _game(after).frame
    return {"workers": sum(1 for space in ("W1", "E1") if frame.get(space) == 0)}


def day_setup(game: Game) -> None:
    """Blue's third worker (G) faces row 2, whose four tiles all hold workers."""
    day(_game(game), LAYOUT, {"W2": 1, "Na": 0}, turn=1,
        occupants={"a2": [0], "b2": [1], "c2": [0], "d2": [1]})


def only_home(before: Game, after: Game) -> Mapping[str, object]:
    probe = before.clone()
    probe.play("worker W2")
    return {"choices": len(probe.legal_moves()), "home": _game(after).seats[1].home}


def surf_setup(game: Game) -> None:
    """Red's worker faces row 2, whose only free tile is the custard market; red holds two
    coconuts and no custard apple, and has a surfboard; the orchard at c3 holds 3 custard."""
    g = _game(game)
    day(g, LAYOUT, {"W2": 0, "Na": 1}, occupants={"b2": [1], "c2": [1], "d2": [1]})
    give_items(g, 0, "surfboard")
    with g.edit():
        g.seats[0].fruit = [2, 0, 0]
        g.island_fruit[POS_INDEX["c3"]] = [0, 3, 0]


def surfed(before: Game, after: Game) -> Mapping[str, object]:
    pl = _game(after).seats[0]
    return {"custard": pl.fruit[1], "unused": sum(not i.used for i in pl.items)}


def cart_setup(game: Game) -> None:
    """Red used the mango market (d2) earlier this day and still holds two mangoes; his
    next worker faces row 2, whose other tiles are taken; he has a cart."""
    g = _game(game)
    day(g, LAYOUT, {"E2": 0, "Na": 1},
        occupants={"a2": [1], "b2": [1], "c2": [1], "d2": [0]})
    give_items(g, 0, "cart")
    with g.edit():
        g.seats[0].fruit = [0, 0, 2]


def carted(before: Game, after: Game) -> Mapping[str, object]:
    g = _game(after)
    return {"workers": len(g.occupants[POS_INDEX["d2"]]), "shells": g.seats[0].shells}


def build_setup(game: Game) -> None:
    """Red sells 3 coconuts at the 3-shell market to reach 11 shells; the orchard tile R10
    (cost 8, one mango) lies under "+3"; the village tiles above and left of square 5 carry
    fountain halves facing it."""
    g = _game(game)
    day(g, LAYOUT, {"Nc": 0, "Nb": 1})
    with g.edit():
        g.board = ["B11", "B12", "V01", "R10", "T01"]
        g.village_stack = [t for t in g.village_stack if t not in g.board]
        pl = g.seats[0]
        pl.shells, pl.fruit = 2, [3, 0, 0]
        pl.village[1], pl.village[3] = "B02", "B01"


def built(before: Game, after: Game) -> Mapping[str, object]:
    now = _game(after).seats[0]
    g = _game(after)
    return {"cost": _game(before).cost(3), "left": now.shells, "fountains": fountains(now.village),
            "fruit": sum(now.fruit), "mango": int(now.fruit[2] >= 1),
            "slid": int(g.board[:4] == ["B11", "B12", "V01", "T01"])}


def _key(name: str) -> str:
    return f"tropicalia.exercise.{name}"


def _exercise(name: str, setup: Callable[[Game], None], moves: Sequence[str], numbers: Numbers,
              expect: dict[str, object], source: Source, seat: int = 0) -> Lesson:
    step = Step(text=_key(f"{name}.do"), moves=tuple(moves), done=_key(f"{name}.done"),
                nudge=_key(f"{name}.nudge"), numbers=numbers, expect=expect)
    return Lesson(id=f"tropicalia.exercise.{name}", game_id="tropicalia", players=2,
                  title=_key(f"{name}.title"), intro=_key(f"{name}.intro"),
                  outro=_key(f"{name}.outro"), setup=setup, steps=(step,), catalogue=TEXTS,
                  seat=seat, source=source, ends=False)


EXERCISES = (
    _exercise("setup", new_game, ("place W3",), setup_numbers,
              {"tiles": 13, "down": 3, "board": 5, "fruit": 3, "items": 2, "workers": 4,
               "start": 0, "second": 1},
              Source(RULEBOOK, 9, "2人プレイの例 … 16枚の島タイル … 2人用ゲームでは、[✖ 👥/👤]が"
                                  "記載された2枚のタイルと[✖ 👥]が記載されたタイルを裏返します")),
    _exercise("morning", morning_setup, ("place E1",), same_line, {"workers": 2},
              Source(RULEBOOK, 61, "彼らはそれを(C)、1人目のワーカーと同じ直線上に置きます")),
    _exercise("day", day_setup, ("worker W2", "home"), only_home, {"choices": 1, "home": 1},
              Source(RULEBOOK, 75, "3人目の青ワーカー(G)は、その列のすべての島タイルがすでに"
                                   "別のワーカーによって塞がれているため、家に帰るしかありません"),
              seat=1),
    _exercise("surfboard", surf_setup, ("worker W2", "to c3 surf"), surfed,
              {"custard": 3, "unused": 0},
              Source(RULEBOOK, 83, "サーフボードのタイルを持っています")),
    _exercise("cart", cart_setup, ("worker E2", "to d2 cart", "sell 2"), carted,
              {"workers": 2, "shells": 8},
              Source(RULEBOOK, 91, "自分が使用した市場タイルにさらに別のワーカーを移動する")),
    _exercise("build", build_setup, ("worker Nc", "to c1", "sell 3", "build 4", "at 5"), built,
              {"cost": 11, "left": 0, "fountains": 2, "fruit": 3, "mango": 1, "slid": 1},
              Source(RULEBOOK, 109, "8 + 3 = 11のコストがかかるタイル(A) … "
                                    "2つの噴水(B)を完成させたため")),
)
