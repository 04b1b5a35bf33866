"""Terra Vista rules: roll two terrain dice, every player draws one line, networks score.

See the package docstring for the move notation, :mod:`.readings` for the readings chosen
where the rulebook is unclear. Maps never interact, so "simultaneous" drawing is played one
player after another (starting with the leader) and each player's scoring and bonus lines
follow their own line at once; the round (end check, next roll) resolves when every player
has drawn.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any, ClassVar

from ..core.errors import IllegalMove
from ..core.game import Game, GameInfo, Option
from ..core.grid import cell_name, parse_cell
from ..core.i18n import LANGUAGES
from ..core.rng import Rng
from . import length
from .catalogue import illegal, t
from .components import (
    BOARDS,
    BOARDS_RULES_1,
    DICE,
    DICE_RULES_1,
    DICE_RULES_3,
    MAPS,
    SIZE,
    TERRAINS,
    TRACKS,
    WILD,
    Board,
    MapData,
)

Dice = tuple[tuple[str, ...], tuple[str, ...]]

PASS = "pass"
BACK = "back"
ALL_TERRAINS = frozenset(TERRAINS)


def roll(rng: Rng, dice: Dice = DICE) -> tuple[str, str]:
    """One roll of the two special dice (a chance event drawn from the game's RNG)."""
    return (rng.choice(dice[0]), rng.choice(dice[1]))


def space_name(space: int) -> str:
    return cell_name(divmod(space, SIZE))


def parse_space(text: str) -> int | None:
    cell = parse_cell(text)
    if cell is None or not (0 <= cell[0] < SIZE and 0 <= cell[1] < SIZE):
        return None
    return cell[0] * SIZE + cell[1]


def line_name(edge: tuple[int, int]) -> str:
    return f"{space_name(edge[0])}-{space_name(edge[1])}"


def face_terrains(face: str) -> frozenset[str]:
    """The terrains a die face allows: the wild face lets the player choose any."""
    return ALL_TERRAINS if face == WILD else frozenset((face,))


def pair_allowed(ta: str, tb: str, dice: tuple[str, str], extreme: bool) -> bool:
    """Whether a line between terrains ``ta`` and ``tb`` matches the dice result.

    In an extreme round (some player could not draw with the result) each player may treat
    one die of their choice as wild, so it is enough that one end matches either die.
    """
    a, b = face_terrains(dice[0]), face_terrains(dice[1])
    if (ta in a and tb in b) or (ta in b and tb in a):
        return True
    return extreme and (ta in a or ta in b or tb in a or tb in b)


@lru_cache(maxsize=256)
def allowed_pairs(dice: tuple[str, str], extreme: bool) -> frozenset[tuple[str, str]]:
    """Every ordered terrain pair a line may join for this result (a table of
    :func:`pair_allowed`, so legal-move generation is a set lookup per line)."""
    return frozenset(
        (ta, tb) for ta in TERRAINS for tb in TERRAINS if pair_allowed(ta, tb, dice, extreme)
    )


@lru_cache(maxsize=1024)
def allowed_edges(map_id: int, dice: tuple[str, str], extreme: bool) -> tuple[int, ...]:
    """The edges of map ``map_id`` whose terrain pair this result allows, in increasing order
    (a map has 84 edges and a roll allows a fraction of them: listing legal lines walks these
    alone)."""
    allowed = allowed_pairs(dice, extreme)
    return tuple(k for k, pair in enumerate(MAPS[map_id].edge_terrains) if pair in allowed)


class TerraVista(Game):
    """Terra Vista for 1–6 players (1 = the solo challenge: fewest rounds to the goal)."""

    #: 2: dice that can roll every terrain pair of the maps (blue–blue included), and a night
    #: side whose goal leaves steps to spare (readings: dice-order, night-side). 3: picking a
    #: space before its line is a step of the interface, no longer a move of the log. 4: dice
    #: whose printed faces keep the rulebook's order of pairs (readings: dice-order).
    RULES_VERSION = 4
    #: The dice and the score boards the game is played with.
    DICE: ClassVar[Dice] = DICE
    BOARDS: ClassVar[dict[str, Board]] = BOARDS
    #: Selecting a space (``c3``) and dropping it (``back``) are moves (rules 1 and 2).
    INTERFACE_STEPS: ClassVar[bool] = False

    @classmethod
    def max_moves(cls, players: int, options: dict[str, Any]) -> int:
        """See :mod:`.length`."""
        return length.max_moves(players, cls.DICE, cls.INTERFACE_STEPS)

    info = GameInfo(
        id="terra_vista", title={"en": "Terra Vista", "ja": "テラビスタ"},
        min_players=1, max_players=6,
        options=(Option("board", ("day", "night"), "day",
                        title={"en": "Score board side", "ja": "スコアボードの面"},
                        labels={side: {lang: t(f"board.{side}", lang) for lang in LANGUAGES}
                                for side in ("day", "night")}),),
    )

    def __deepcopy__(self, memo: dict[int, Any]) -> TerraVista:
        """A bot's clone, built by hand (a search clones often; deepcopy's generic walk is
        slow, ``bench/bench_terra_vista.py``): per-seat lists of sets or lists are copied two
        levels deep (:meth:`Game._copy_two_levels`)."""
        return self._copy_two_levels(memo)

    # ----------------------------------------------------------------- setup
    def _setup(self) -> None:
        boards = list(range(len(MAPS) // 2))
        self.rng.shuffle(boards)
        self.map_ids: list[int] = [boards[p] * 2 + self.rng.below(2) for p in range(self.players)]
        self.leader: int = self.rng.below(self.players)
        self.order: list[int] = [(self.leader + i) % self.players for i in range(self.players)]
        self.lines: list[set[int]] = [set() for _ in range(self.players)]
        self.horses: list[list[int]] = [[0] * len(TRACKS) for _ in range(self.players)]
        self.scored_markets: list[set[int]] = [set() for _ in range(self.players)]
        self.scored_fruits: list[set[int]] = [set() for _ in range(self.players)]
        self.turn = 0
        self.phase = "line"
        self.bonus_left = 0
        self.selected: int | None = None
        self.over = False
        self.round = 0
        self.dice: tuple[str, str] = (WILD, WILD)
        self.extreme = False
        self._start_round()

    def _start_round(self) -> None:
        self.round += 1
        self.dice = roll(self.rng, self.DICE)
        self.turn = 0
        self.extreme = self.someone_stuck()

    def someone_stuck(self) -> bool:
        """Whether some player cannot draw with the dice result (the rulebook's 極端な場合)."""
        return any(not self._any_line(p, extreme=False) for p in range(self.players))

    # ----------------------------------------------------------------- queries
    @property
    def board(self) -> Board:
        return self.BOARDS[self.options["board"]]

    def map_of(self, player: int) -> MapData:
        return MAPS[self.map_ids[player]]

    def line_ok(self, player: int, edge_index: int, bonus: bool) -> bool:
        """Whether ``player`` may draw this line now (bonus lines: any two adjacent spaces)."""
        if edge_index in self.lines[player]:
            return False
        if bonus:
            return True
        return self.map_of(player).edge_terrains[edge_index] in allowed_pairs(
            self.dice, self.extreme
        )

    def drawable(self, player: int, bonus: bool | None = None) -> list[int]:
        """Edge indices ``player`` may draw now, in increasing order."""
        if bonus is None:
            bonus = self.phase == "bonus"
        drawn = self.lines[player]
        m = self.map_of(player)
        if bonus:
            return [k for k in range(len(m.edges)) if k not in drawn]
        return [k for k in allowed_edges(self.map_ids[player], self.dice, self.extreme)
                if k not in drawn]

    def _any_line(self, player: int, extreme: bool) -> bool:
        drawn = self.lines[player]
        return any(k not in drawn
                   for k in allowed_edges(self.map_ids[player], self.dice, extreme))

    def network(self, player: int, start: int, lines: set[int] | None = None) -> set[int]:
        """The spaces joined to ``start`` by continuous lines (``start`` alone if none)."""
        m = self.map_of(player)
        drawn = self.lines[player] if lines is None else lines
        seen = {start}
        stack = [start]
        while stack:
            s = stack.pop()
            for k in m.incident[s]:
                if k in drawn:
                    a, b = m.edges[k]
                    other = b if a == s else a
                    if other not in seen:
                        seen.add(other)
                        stack.append(other)
        return seen

    def networks(self, player: int) -> list[set[int]]:
        """Every network of at least one line on the player's map."""
        m = self.map_of(player)
        done: set[int] = set()
        out = []
        for k in sorted(self.lines[player]):
            a = m.edges[k][0]
            if a not in done:
                net = self.network(player, a)
                done |= net
                out.append(net)
        return out

    def new_connections(self, player: int, edge_index: int) -> list[tuple[int, int]]:
        """The connections drawing this line would newly form: ``(track, what)`` where
        ``what`` is the market colour (track 0) or the fruit's space (other tracks)."""
        m = self.map_of(player)
        after = self.lines[player] | {edge_index}
        net = self.network(player, m.edges[edge_index][0], after)
        found: list[tuple[int, int]] = []
        for colour, (x, y) in enumerate(m.markets):
            if colour not in self.scored_markets[player] and x in net and y in net:
                found.append((0, colour))
        if not net.isdisjoint(m.market_spaces):
            for space, track in m.fruits:
                if space in net and space not in self.scored_fruits[player]:
                    found.append((track, space))
        return found

    def finished(self, player: int) -> bool:
        """Whether all four of the player's horses have reached the goal line."""
        board = self.board
        return all(self.horses[player][t] >= board.goal_steps(t) for t in range(len(TRACKS)))

    def total_steps(self, player: int) -> int:
        return sum(self.horses[player])

    def goal_round(self, player: int) -> int | None:
        """The round in which ``player`` brought all four horses to the goal line, None if
        not (yet). The game ends with the round in which someone gets there, so that is the
        current round: steps alone do not say who can win (readings: winner-most-steps)."""
        return self.round if self.finished(player) else None

    # ----------------------------------------------------------------- protocol hooks
    def _current_player(self) -> int | None:
        return None if self.over else self.order[self.turn]

    def _legal_moves(self) -> list[str]:
        player = self.order[self.turn]
        m = self.map_of(player)
        lines = self.drawable(player)
        if not lines:
            return [PASS]
        if not self.INTERFACE_STEPS:
            return [m.line_names[k] for k in lines]
        if self.selected is not None:
            sel = self.selected
            return [m.line_names[k] for k in lines if sel in m.edges[k]] + [BACK]
        spaces = sorted({s for k in lines for s in m.edges[k]})
        return [m.line_names[k] for k in lines] + [m.space_names[s] for s in spaces]

    def _apply(self, move: str) -> None:
        player = self.order[self.turn]
        if move == PASS:
            self.bonus_left = 0
            self._next_player()
            return
        if move == BACK:
            self.selected = None
            return
        if "-" not in move:
            self.selected = parse_space(move)
            return
        a, b = (parse_space(x) for x in move.split("-"))
        assert a is not None and b is not None
        m = self.map_of(player)
        k = m.edge_index[(a, b)]
        found = self.new_connections(player, k)
        self.lines[player].add(k)
        self.selected = None
        if self.phase == "bonus":
            self.bonus_left -= 1
        for track, what in found:
            if track == 0:
                self.scored_markets[player].add(what)
            else:
                self.scored_fruits[player].add(what)
            self._advance(player, track)
        if self.bonus_left > 0:
            self.phase = "bonus"
        else:
            self._next_player()

    def _advance(self, player: int, track: int) -> None:
        """One step on ``track``; arriving on a bonus space earns a bonus line."""
        board = self.board
        if self.horses[player][track] >= board.length(track):
            return
        self.horses[player][track] += 1
        if self.horses[player][track] in board.bonus_steps(track):
            self.bonus_left += 1

    def _next_player(self) -> None:
        self.phase = "line"
        self.bonus_left = 0
        self.selected = None
        self.turn += 1
        if self.turn < self.players:
            return
        if any(self.finished(p) for p in range(self.players)):
            self.over = True
            self.turn = 0
            return
        self._start_round()

    # ----------------------------------------------------------------- scoring
    def score_breakdown(self) -> list[dict[str, Any]]:
        out = []
        for p in range(self.players):
            parts: dict[str, Any] = {TRACKS[t]: self.horses[p][t] for t in range(len(TRACKS))}
            parts["total"] = self.total_steps(p)
            out.append(parts)
        return out

    def winners(self) -> list[int]:
        """A single finisher wins; several: most total steps; still tied: a shared win."""
        if not self.is_over:
            return []
        done = [p for p in range(self.players) if self.finished(p)]
        best = max(self.total_steps(p) for p in done)
        return [p for p in done if self.total_steps(p) == best]

    def solo_score(self) -> int | None:
        """The solo challenge's result: rounds played to reach the goal (fewer is better)."""
        if self.players != 1 or not self.is_over:
            return None
        return self.round

    # ----------------------------------------------------------------- reasons
    def _explain(self, move: str) -> IllegalMove:
        player = self.order[self.turn]
        bonus = self.phase == "bonus"
        if move == PASS:
            return illegal("no_pass")
        if move == BACK:
            return illegal("nothing_selected" if self.INTERFACE_STEPS else "space_not_move")
        parts = move.split("-")
        spaces = [parse_space(x) for x in parts]
        if not 1 <= len(parts) <= 2 or any(s is None for s in spaces):
            return illegal("bad_notation", move=move)
        m = self.map_of(player)
        if len(parts) == 1:
            space = spaces[0]
            assert space is not None
            if self.selected is not None:
                chosen = space_name(self.selected)
                return illegal("already_selected", space=chosen)
            if not self.INTERFACE_STEPS and any(space in m.edges[k]
                                                for k in self.drawable(player)):
                return illegal("space_not_move")
            return illegal("no_line_from", space=move)
        a, b = spaces
        assert a is not None and b is not None
        if (min(a, b), max(a, b)) not in m.edge_index:
            return illegal("not_adjacent", a=parts[0], b=parts[1])
        if a > b:
            canonical = line_name((b, a))
            return illegal("line_order", line=canonical)
        k = m.edge_index[(a, b)]
        if k in self.lines[player]:
            return illegal("already_drawn", line=move)
        if self.selected is not None and self.selected not in (a, b):
            return illegal("not_from_selected", space=space_name(self.selected))
        if not bonus and not self.line_ok(player, k, bonus):
            return illegal("wrong_terrain", line=move, ta=m.terrain[a], tb=m.terrain[b],
                           d1=self.dice[0], d2=self.dice[1])
        return illegal("illegal", move=move)


class TerraVistaRules3(TerraVista):
    """Games started on rules 3: the dice of rules 2 and 3, whose printed faces tie
    green–yellow with green–red and yellow–red."""

    PLAYS_RULES = 3

    DICE = DICE_RULES_3


class TerraVistaRules2(TerraVistaRules3):
    """Games started on rules 2: selecting a space and dropping it are moves of the log."""

    PLAYS_RULES = 2
    INTERFACE_STEPS = True


class TerraVistaRules1(TerraVistaRules2):
    """Games started on rules 1: the first reconstructed dice (blue–blue in extreme rounds
    only) and the night side whose goal was every symbol."""

    PLAYS_RULES = 1

    DICE = DICE_RULES_1
    BOARDS = BOARDS_RULES_1
