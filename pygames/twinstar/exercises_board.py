"""The fruit rulebook's other worked examples as exercises: the action board (line 55: four
spots to reach; line 65: a leap that opens Deliver or Research), a research (line 184),
routes that do or do not reach a market (lines 126, 132), the five-bridge contract (line
281), the turn-order board of four players (line 246) and its new round (line 313), the solo
bot's first disc (line 359) and its card priorities (line 363), and the gem rulebook's
contract example (line 194: a bridge built in the turn of the claim). Set up with
:mod:`.scenario` on a one-tile plains valley where the valley matters; the rulebook's
pictures are not in its text, so each set-up holds just what its passage names.

Seats are named by the colour the table draws them in (orange, blue, white, yellow): a
two-player example's "white" is the blue seat here.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ..core.game import Game
from ..core.lessons import Lesson, Numbers, Source, Step
from .lesson_texts import TEXTS
from .scenario import (
    action_board,
    begin,
    contracts,
    credits,
    factory,
    flat_valley,
    items,
    road,
)

FRUITS_RULEBOOK = "twinstar-valley-fruits.ja.txt"
GEMS_RULEBOOK = "twinstar-valley-gems.en.txt"
GEMS = {"edition": "gems"}
ORANGE, BLUE, WHITE = 0, 1, 2
BASIC = {"edition": "fruits", "mode": "basic"}
ADVANCED = {"edition": "fruits", "mode": "advanced"}
#: An action board of Construct squares but for the few an example needs.
ALL_CONSTRUCT = ["CCCCC"] * 5


def _g(game: Game) -> Any:
    return game


def places(game: Game) -> set[str]:
    """The squares a disc may go on and resolve at once ("place", not "walk")."""
    return {m for m in game.legal_moves() if m.startswith("place ")}


# ------------------------------------------------------------------ line 55: four spots
def spots_setup(game: Game) -> None:
    """Blue's disc in the middle of a board of Construct squares, orange's at the corner."""
    g = _g(game)
    credits(g, [10, 10])
    action_board(g, ALL_CONSTRUCT, {"c3": [BLUE], "a1": [ORANGE]}, pool=[8, 8])
    with game.edit():
        g.current = BLUE
        g.start_turn()


def spots(before: Game, after: Game) -> Mapping[str, object]:
    return {"spots": len(places(before))}


# ------------------------------------------------------------------ line 65: the leap
def leap_setup(game: Game) -> None:
    """Blue's disc on a1, orange's on b1 next to it; c1 is Deliver, b2 Research; a route
    of blue's from an orchard to blue's market makes the delivery possible."""
    g = _g(game)
    flat_valley(g, special={(0, 0): "M", (3, 0): "F"})
    items(g, {(0, 0): "GL"})
    factory(g, (3, 0), BLUE, "GL")
    road(g, {(1, 0): BLUE, (2, 0): BLUE})
    credits(g, [10, 10])
    action_board(g, ["CCTCC", "CUCCC", "CCCCC", "CCCCC", "CCCCC"],
                 {"a1": [BLUE], "b1": [ORANGE]}, pool=[8, 8])
    with game.edit():
        g.current = BLUE
        g.start_turn()


def leapt(before: Game, after: Game) -> Mapping[str, object]:
    """The squares the leap opened (not reachable before it), and its cost."""
    new = places(after) - places(before)
    return {"opened": len(new), "paid": _g(before).credits[BLUE] - _g(after).credits[BLUE]}


# ------------------------------------------------------------------ line 184: research
def research_setup(game: Game) -> None:
    """Orange's disc waits on the top slot of research 3 (Drive Bot); orange researches."""
    g = _g(game)
    with game.edit():
        g.upgrades[ORANGE] = {3: 1}
    begin(g, ORANGE, ["upgrade"])


def researched(before: Game, after: Game) -> Mapping[str, object]:
    return {"choices": len(before.legal_moves()), "slot": _g(after).upgrades[ORANGE][3]}


# ------------------------------------------------------------------ lines 126 and 132
def bridges_setup(built: bool) -> Callable[[Game], None]:
    """An orchard, two lakes, a plains hex and blue's market; orange constructs now. With
    ``built`` orange's bridges stand already (line 126's route needs one more piece)."""
    def setup(game: Game) -> None:
        g = _g(game)
        flat_valley(g, special={(0, 0): "M", (1, 0): "L", (2, 0): "L", (4, 0): "F"})
        items(g, {(0, 0): "GGLL"})
        factory(g, (4, 0), BLUE, "GL")
        if built:
            road(g, {(1, 0): ORANGE, (2, 0): ORANGE})
        credits(g, [10, 10])
        begin(g, ORANGE, ["construct"])
    return setup


def deliverable(game: Game) -> int:
    """How many orchards orange could deliver from if a Deliver began now."""
    trial = game.clone()
    begin(_g(trial), ORANGE, ["transport"])
    return sum(m.startswith("from ") for m in trial.legal_moves())


def connected(before: Game, after: Game) -> Mapping[str, object]:
    return {"paid": _g(before).credits[ORANGE] - _g(after).credits[ORANGE],
            "orchards": deliverable(after)}


# ------------------------------------------------------------------ line 281: 5 bridges
LAKES = {(k, -1): "L" for k in range(6)}


def five_bridges_setup(game: Game) -> None:
    """Orange's 4 bridges on a lake row; the five-bridge contract in the grid; orange's
    first disc of the year goes on a1, Construct."""
    g = _g(game)
    flat_valley(g, special={(0, 0): "M", (6, 0): "F", **LAKES})
    road(g, {(k, -1): ORANGE for k in range(4)})
    contracts(g, ["fc07", "fa01", "fa02", "fa03", "fa05", "fa06", "fa08", "fa09"],
              pile=["fb01", "fb02"])
    credits(g, [10, 10])


def contract_won(before: Game, after: Game) -> Mapping[str, object]:
    lakes = sum(_g(after).terrain[h] == "L" for h, o in _g(after).pieces.items()
                if ORANGE in o)
    return {"bridges": lakes, "points": after.score_breakdown()[ORANGE]["contracts"]}


# ------------------------------------------------------------------ line 246: turn order
def order_setup(game: Game) -> None:
    """Four players: blue delivers now (second on the right column), white grows next
    (third); the right column starts orange, blue, white, yellow."""
    g = _g(game)
    flat_valley(g, special={(0, 0): "M", (3, 0): "F", (0, 3): "M"})
    items(g, {(0, 0): "GGLL", (0, 3): ""})
    factory(g, (3, 0), BLUE, "GL")
    road(g, {(1, 0): BLUE, (2, 0): BLUE})
    rows = ["CCCCCC", "TCCCCC", "CCCCCC", "CCCCCC", "CCCCCM", "CCCCCC"]
    action_board(g, rows, {"a1": [BLUE], "f6": [WHITE], "c3": [ORANGE], "d3": [3]},
                 pool=[6, 6, 6, 6])
    contracts(g, ["fa14", "fb02", "fc02", "fb09", "fc09", "fb13", "fc12", "fb15"],
              pile=["fb14", "fc10"])
    with game.edit():
        g.order_left = [BLUE, WHITE, ORANGE, 3]
        g.order_right = [ORANGE, BLUE, WHITE, 3]
        g.order_pos = 0
        g.current = BLUE
        g.start_turn()


def positions(before: Game, after: Game) -> Mapping[str, object]:
    """Blue's and white's places (from the top, 1st to 4th) on the right column."""
    was, now = _g(before).order_right, _g(after).order_right
    return {"blue_was": was.index(BLUE) + 1, "blue_now": now.index(BLUE) + 1,
            "white_was": was.index(WHITE) + 1, "white_now": now.index(WHITE) + 1}


def new_round_setup(game: Game) -> None:
    """Three players: white, last on the left column this round, grows now; the right
    column already has white on top."""
    g = _g(game)
    flat_valley(g, special={(0, 0): "M", (0, 3): "M"})
    items(g, {(0, 0): "", (0, 3): ""})
    rows = ["CCCCCC"] * 4 + ["CCCCCM", "CCCCCC"]
    action_board(g, rows, {"a1": [BLUE], "f6": [WHITE], "c3": [ORANGE]}, pool=[6, 6, 6])
    contracts(g, ["fa14", "fb02", "fc02", "fb09", "fc09", "fb13", "fc12", "fb15"],
              pile=["fb14", "fc10"])
    credits(g, [10, 10, 10])
    with game.edit():
        g.order_left = [ORANGE, BLUE, WHITE]
        g.order_right = [WHITE, ORANGE, BLUE]
        g.order_pos = 2
        g.current = WHITE
        g.start_turn()


def new_round(before: Game, after: Game) -> Mapping[str, object]:
    """White's place on the right column, on the left one (copied), and who plays next."""
    g = _g(after)
    return {"right": g.order_right.index(WHITE) + 1, "left": g.order_left.index(WHITE) + 1,
            "next": int(after.current_player or 0) + 1}


# ------------------------------------------------------------------ gems line 194
def gem_bridges_setup(game: Game) -> None:
    """Orange has 2 bridges on a lake row; the two-bridge contract (3 points) in the grid;
    orange's first disc goes on a1, Construct."""
    g = _g(game)
    flat_valley(g, special={(0, 0): "M", (6, 0): "F", **LAKES})
    road(g, {(0, -1): ORANGE, (1, -1): ORANGE})
    contracts(g, ["b07", "a05", "a02", "a03", "a04", "a06", "a08", "a09"], pile=["b01", "b02"])
    credits(g, [10, 10])


# ------------------------------------------------------------------ line 359: solo bot
def nearest_constructs(game: Game, square: str) -> list[str]:
    """The Construct squares nearest to the square opposite ``square`` (through the
    board's centre): where the rulebook says the bot's first disc goes."""
    rows = _g(game).board_kinds
    n = len(rows)
    col, row = ord(square[0]) - ord("a"), int(square[1:]) - 1
    opposite = (n - 1 - col, n - 1 - row)
    constructs = [(c, r) for r in range(n) for c in range(n) if rows[r][c] == "C"]
    far = min((c - opposite[0]) ** 2 + (r - opposite[1]) ** 2 for c, r in constructs)
    return [f"{chr(ord('a') + c)}{r + 1}" for c, r in constructs
            if (c - opposite[0]) ** 2 + (r - opposite[1]) ** 2 == far]


def bot_first(before: Game, after: Game) -> Mapping[str, object]:
    entry = next(e for e in _g(after).bot_log if e[0] == "bot.first")
    human = after.history[len(before.history)].split(" ")[1]
    return {"equal": len(nearest_constructs(before, human)), "square": entry[1]["sq"]}


# ------------------------------------------------------------------ line 363: the bot's card
def bot_card_setup(game: Game) -> None:
    """A solo year under way: your disc on d5, the bot's on e5; of the squares next to the
    bot's disc only e4, a Research, is free. The bot's next card puts Construct first."""
    g = _g(game)
    action_board(g, ["CCCCC", "CCCCC", "CCCCC", "CCCCU", "CCCCC"],
                 {"d5": [ORANGE], "e5": [BLUE]}, pool=[7, 7])
    with game.edit():
        g.solo_deck = [4, 0, 1, 2, 3, 5, 6, 7]
        g.current = ORANGE
        g.start_turn()


def bot_card(before: Game, after: Game) -> Mapping[str, object]:
    """How many of the card's actions the bot skipped, and the credits its research gave."""
    new = _g(after).bot_log[len(_g(before).bot_log):]
    placed = next(entry[1] for entry in new if entry[0] == "bot.place")
    return {"skipped": int(placed["skipped"]),
            "gained": _g(after).credits[BLUE] - _g(before).credits[BLUE]}


# ------------------------------------------------------------------ the exercises
def _key(name: str) -> str:
    return f"twinstar.exercise.{name}"


def _exercise(name: str, options: dict[str, str], players: int, seat: int,
              setup: Callable[[Game], None], moves: tuple[str, ...], numbers: Numbers,
              expect: dict[str, object], line: int, quote: str, bots: tuple[str, ...] = (),
              rulebook: str = FRUITS_RULEBOOK) -> Lesson:
    step = Step(text=_key(f"{name}.do"), moves=moves, done=_key(f"{name}.done"),
                nudge=_key(f"{name}.nudge"), numbers=numbers, expect=expect, bots=bots,
                after_bots=bool(bots))
    return Lesson(id=_key(name), game_id="twinstar", players=players, seed=1,
                  options=options, title=_key(f"{name}.title"), intro=_key(f"{name}.intro"),
                  outro=_key(f"{name}.outro"), setup=setup, steps=(step,), catalogue=TEXTS,
                  seat=seat, source=Source(rulebook, line, quote), ends=False)


EXERCISES: tuple[Lesson, ...] = (
    _exercise("fruits_spots", BASIC, 2, BLUE, spots_setup, ("place c2",), spots,
              {"spots": 4}, 55, "白プレイヤーには、次のアクションディスクを配置して直接使用"
                                "できる可能なアクションスポットが4つあります"),
    _exercise("fruits_leap", BASIC, 2, BLUE, leap_setup, ("leap b1",), leapt,
              {"opened": 2, "paid": 0}, 65, "2枚目のディスクを配達アクションまたは研究アク"
                                            "ションのいずれかに置き"),
    _exercise("fruits_research", ADVANCED, 2, ORANGE, research_setup, ("upgrade 3",),
              researched, {"choices": 6, "slot": 2}, 184,
              "アップグレード 1、2、4、5、または6に新しい研究ディスクを配置するか"),
    _exercise("fruits_bridges", BASIC, 2, ORANGE, bridges_setup(False),
              ("road A137", "road A138"), connected, {"paid": 4, "orchards": 0}, 132,
              "2つの湖ヘクスを渡るために2つの橋が建設されています"),
    _exercise("fruits_connected", BASIC, 2, ORANGE, bridges_setup(True),
              ("road A139", "done"), connected, {"paid": 1, "orchards": 1}, 126,
              "橙プレイヤーによって白プレイヤーが所有する市場に接続された果樹園"),
    _exercise("fruits_five_bridges", ADVANCED, 2, ORANGE, five_bridges_setup,
              ("place a1", "road A121", "done", "claim 1"), contract_won,
              {"bridges": 5, "points": 4}, 281, "この例では、5つの橋を建設する必要があります"),
    _exercise("fruits_turn_order", ADVANCED, 4, BLUE, order_setup,
              ("place a2", "from A136", "to A139", "carry GL", "sell GL"), positions,
              {"blue_was": 2, "blue_now": 4, "white_was": 3, "white_now": 1}, 246,
              "青プレイヤーが配達アクションを実行し、その結果、右側の列のマーカーが2つ下に"
              "移動します", bots=("place f5", "onto A136", "onto A190")),
    _exercise("fruits_new_round", ADVANCED, 3, WHITE, new_round_setup,
              ("place f5", "onto A136", "onto A136"), new_round,
              {"left": 1, "next": 3, "right": 1}, 313,
              "この例では、左側の列が右側の列をコピーするように調整されています"),
    _exercise("gems_bridges", GEMS, 2, ORANGE, gem_bridges_setup,
              ("place a1", "road A119", "done", "claim 1"), contract_won,
              {"bridges": 3, "points": 3}, 194, "you must have built an additional bridge in "
                                                "the turn the Contract was claimed",
              rulebook=GEMS_RULEBOOK),
    _exercise("solo_card", BASIC, 1, ORANGE, bot_card_setup,
              ("place c5", "road A12", "done"), bot_card, {"gained": 3, "skipped": 1}, 363,
              "これは選択できる研究アクションです"),
    _exercise("solo_first_disc", BASIC, 1, ORANGE, lambda game: None,
              ("place d1", "upgrade 1"), bot_first, {"equal": 2, "square": "b4"}, 359,
              "ボットは、できるだけ正反対の建設アクションを選択します"),
)
