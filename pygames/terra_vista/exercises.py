"""Terra Vista's rulebook worked examples as exercises (data checked by tests/test_lessons.py).

Each is set up as in ``terra-vista.ja.txt`` on a printed map (1A, or 1B for the chain
reaction, whose paths only 1B's symbols leave room for): the lines already drawn, the horses,
the dice; the learner draws the example's lines and ``expect`` holds the passage's numbers.
The tests in tests/test_terra_vista_rules.py search a map for each example; these are the
same examples written out on one map.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from ..core.game import Game
from ..core.lessons import Lesson, Numbers, Source, Step
from .components import MAPS, TRACKS
from .lesson_texts import TEXTS
from .lessons import _mark_scored
from .rules import TerraVista
from .scenario import draw, horses, roll

RULEBOOK = "terra-vista.ja.txt"


def _tv(game: Game) -> TerraVista:
    assert isinstance(game, TerraVista)
    return game


def position(map_id: int, lines: Sequence[str], steps: tuple[int, int, int, int],
             dice: tuple[str, str], players: int = 1,
             bot_lines: Sequence[str] = (), round_no: int = 1) -> Callable[[Game], None]:
    """A setup: the learner (seat 0, the leader) on ``map_id`` with these lines (what they
    joined counts as scored) and horses, the round's dice; a second player, if any, on the
    map two further, with ``bot_lines``; the round's number."""
    def setup(game: Game) -> None:
        g = _tv(game)
        with g.edit():
            g.map_ids = [(map_id + 2 * seat) % len(MAPS) for seat in range(players)]
            g.leader, g.order, g.turn = 0, list(range(players)), 0
            g.round = round_no
        for seat, names in enumerate((lines, bot_lines)[:players]):
            index = {name: k for k, name in enumerate(g.map_of(seat).line_names)}
            draw(g, seat, [index[name] for name in names])
            with g.edit():
                _mark_scored(g, seat)
        horses(g, 0, steps)
        roll(g, *dice)
    return setup


def tracks(*names: str, extra: Callable[[TerraVista], Mapping[str, object]] | None = None
           ) -> Numbers:
    """The learner's horses on these tracks after the step (and ``extra`` numbers)."""
    def numbers(before: Game, after: Game) -> Mapping[str, object]:
        g = _tv(after)
        out: dict[str, object] = {name: g.horses[0][TRACKS.index(name)] for name in names}
        if extra is not None:
            out.update(extra(g))
        return out
    return numbers


def lines_drawn(before: Game, after: Game) -> Mapping[str, object]:
    g = _tv(after)
    return {"lines": len(g.lines[0]), "round": g.round}


def moved(before: Game, after: Game) -> Mapping[str, object]:
    return {"orange": _tv(after).horses[0][TRACKS.index("orange")],
            "moved": _tv(after).total_steps(0) - _tv(before).total_steps(0)}


def bonus(g: TerraVista) -> Mapping[str, object]:
    return {"bonus": g.bonus_left}


def game_end(before: Game, after: Game) -> Mapping[str, object]:
    g = _tv(after)
    return {"round": g.round, "winner": g.winners()[0] + 1, "over": int(g.is_over)}


def _key(name: str) -> str:
    return f"terra_vista.exercise.{name}"


def _step(name: str, moves: tuple[str, ...], numbers: Numbers, expect: dict[str, object],
          bots: tuple[str, ...] = (), after_bots: bool = False) -> Step:
    return Step(text=_key(f"{name}.do"), moves=moves, done=_key(f"{name}.done"),
                nudge=_key(f"{name}.nudge"), numbers=numbers, expect=expect, bots=bots,
                after_bots=after_bots)


def _exercise(name: str, setup: Callable[[Game], None], steps: tuple[Step, ...],
              source: Source, players: int = 1, ends: bool = False) -> Lesson:
    return Lesson(id=f"terra_vista.exercise.{name}", game_id="terra_vista", players=players,
                  title=_key(f"{name}.title"), intro=_key(f"{name}.intro"),
                  outro=_key(f"{name}.outro"), setup=setup, steps=steps, catalogue=TEXTS,
                  source=source, ends=ends, seed=1)


#: Map 1A's green network d1 … f5 without its green–red line e3-e4 (David's example).
GREEN_WITHOUT_E3_E4 = ("d1-d2", "d2-d3", "d3-e3", "e4-e5", "e5-f5")
GREEN_NETWORK = ("d1-d2", "d2-d3", "d3-e3", "e3-e4", "e4-e5", "e5-f5")

EXERCISES = (
    _exercise("round1", position(0, (), (0, 0, 0, 0), ("yellow", "green")),
              (_step("round1", ("a2-a3",), lines_drawn, {"lines": 1, "round": 2}),),
              Source(RULEBOOK, 58, "例: 第1ラウンド ダイスの結果 黄色から緑色へ線を引きます")),
    _exercise("round2", position(0, ("a2-a3",), (0, 0, 0, 0), ("wild", "yellow"),
                                 round_no=2),
              (_step("round2", ("d3-d4",), lines_drawn, {"lines": 2, "round": 3}),),
              Source(RULEBOOK, 59, "黄色から灰色への線を引きます(ワイルドとして灰色を選択)")),
    _exercise("markets", position(0, GREEN_WITHOUT_E3_E4, (0, 0, 0, 1), ("green", "red")),
              (_step("markets", ("e3-e4",), tracks("market", "olive"),
                     {"market": 1, "olive": 0}),),
              Source(RULEBOOK, 104, "デイビッドは緑と赤のスペースの間に線(青い線)を引いた")),
    _exercise("several", position(0, GREEN_NETWORK + ("d5-d6", "d6-e6"), (1, 0, 0, 1),
                                  ("red", "yellow")),
              (_step("several", ("d5-e5",), tracks("olive", "strawberry", "market"),
                     {"olive": 1, "strawberry": 1, "market": 1}),),
              Source(RULEBOOK, 107, "オリーブとイチゴを緑の市場ネットワークに接続します … "
                                    "オリーブトラックとイチゴトラックの両方で1スペース進みます")),
    _exercise("orange", position(0, GREEN_NETWORK + ("d3-d4", "c4-c5", "c5-c6", "c6-c7",
                                                     "b7-c7"), (1, 1, 0, 2), ("green", "grey")),
              (_step("orange", ("c4-d4",), moved, {"orange": 2, "moved": 0}),),
              Source(RULEBOOK, 110, "今回はオレンジの馬を進めることはできません")),
    _exercise("arrive", position(0, GREEN_WITHOUT_E3_E4, (1, 0, 0, 1), ("green", "red")),
              (_step("arrive1", ("e3-e4",), tracks("market", extra=bonus),
                     {"market": 2, "bonus": 1}),
               _step("arrive2", ("e5-e6",), tracks("olive", extra=bonus),
                     {"olive": 1, "bonus": 0})),
              Source(RULEBOOK, 120, "例: クララがボーナススペースに到着します。")),
    _exercise("chain", position(1, ("c1-c2", "c2-c3", "b3-c3", "b3-b4", "b4-b5", "b1-c1",
                                    "d1-d2", "d1-e1", "e1-f1"), (1, 1, 0, 0), ("red", "red")),
              (_step("chain1", ("a5-b5",), tracks("market", extra=bonus),
                     {"market": 2, "bonus": 1}),
               _step("chain2", ("a1-b1",), tracks("olive", extra=bonus),
                     {"olive": 2, "bonus": 1}),
               _step("chain3", ("d2-d3",), tracks("strawberry", extra=bonus),
                     {"strawberry": 1, "bonus": 0})),
              Source(RULEBOOK, 122, "連鎖反応の例")),
    _exercise("end", position(0, GREEN_NETWORK + ("a1-b1", "b1-c1", "c1-d1", "e5-e6"),
                              (3, 4, 2, 2), ("red", "yellow"), players=2),
              (_step("end", ("d5-e5",), game_end, {"round": 1, "winner": 1, "over": 1},
                     bots=("d3-d4",), after_bots=True),),
              Source(RULEBOOK, 136, "クララ(青プレイヤー)の4つの馬すべてがゴールラインを越えた"),
              players=2, ends=True),
)
