"""TwinStar positions set by hand: rulebook examples for the tests (see ``Game.edit``).

A scenario lays out a valley, puts road pieces, factories and items where an example has
them, and starts a player's turn at the action it is about (as if a disc had just chosen
it). Only moves played afterwards are recorded in the game's history.
"""

from __future__ import annotations

from .components import PLAINS
from .hexes import Hex, disc
from .rules import Stage, TwinStar, parse_square
from .turn import Factory, Square


def valley(game: TwinStar, terrain: dict[Hex, str]) -> None:
    """A valley of any shape on one tile: ``{hex: terrain}`` (no pieces, factories, items)."""
    with game.edit():
        game.install_valley(terrain, {h: 0 for h in terrain})


def flat_valley(game: TwinStar, radius: int = 9, special: dict[Hex, str] | None = None) -> None:
    """A plains valley on one tile with the given special hexes ``{hex: terrain}``."""
    terrain = {h: PLAINS for h in disc(radius)}
    terrain.update(special or {})
    valley(game, terrain)


def road(game: TwinStar, owners: dict[Hex, int | list[int]]) -> None:
    """Road pieces: one owner per hex, or two (a crossroad)."""
    with game.edit():
        for h, o in owners.items():
            game.pieces[h] = list(o) if isinstance(o, list) else [o]


def factory(game: TwinStar, h: Hex, owner: int, spec: str, demand: Hex | None = None) -> None:
    """A factory (a market in the fruit edition) of ``owner`` refining/demanding ``spec``."""
    with game.edit():
        game.factories[h] = Factory(owner=owner, spec=spec, cost=0, demand=demand)


def items(game: TwinStar, mines: dict[Hex, str]) -> None:
    """The items lying on mines (orchards)."""
    with game.edit():
        for h, stock in mines.items():
            game.mines[h] = stock


def discs(game: TwinStar, board: dict[Square, list[int]], pool: list[int] | None = None) -> None:
    """The action board's discs ``{square: [bottom, ..., top]}``; each seat has placed the
    discs it has there this round (``pool``: the discs left in hand, when they matter)."""
    with game.edit():
        game.board = {rc: list(stack) for rc, stack in board.items()}
        game.placed = [sum(s.count(p) for s in board.values()) for p in range(game.seats)]
        if pool is not None:
            game.pool = list(pool)


def contracts(game: TwinStar, grid: list[str | None], pile: list[str] | None = None) -> None:
    """The contract grid (the cards given, then empty slots) and, if given, the pile."""
    with game.edit():
        game.grid = list(grid) + [None] * (game.ED.grid_size - len(grid))
        if pile is not None:
            game.pile = list(pile)


def begin(game: TwinStar, player: int, stages: list[str]) -> None:
    """``player`` starts a turn at the given stages (``"transport"``, ``"mine:bonus"`` ...),
    followed by the rest of the edition's turn (sale, claim, end)."""
    with game.edit():
        game.current = player
        game.start_turn()
    parsed: list[Stage] = [(s.partition(":")[0], s.partition(":")[2]) for s in stages]
    game.start_stages(parsed + game.closing_stages())


def credits(game: TwinStar, amounts: list[int]) -> None:
    """Each seat's credits (the supply makes up the difference)."""
    with game.edit():
        game.bank -= sum(amounts) - sum(game.credits)
        game.credits = list(amounts)


def action_board(game: TwinStar, rows: list[str], discs: dict[str, list[int]] | None = None,
                 pool: list[int] | None = None) -> None:
    """The action board's symbols row by row (``C`` construct, ``T`` transport/deliver,
    ``M`` mine/grow, ``U`` upgrade/research), the discs on it by square name (bottom
    first) and each seat's discs left; every seat has placed a disc this round."""
    with game.edit():
        game.set_board(rows)
        game.board = {}
        for name, stack in (discs or {}).items():
            rc = parse_square(name)
            assert rc is not None
            game.board[rc] = list(stack)
        if pool is not None:
            game.pool = list(pool)
        game.placed = [max(1, n) for n in game.placed]
