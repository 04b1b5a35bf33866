"""Helpers for property tests: play seeded random games and check protocol invariants."""

from __future__ import annotations

import copy
from collections.abc import Callable, Iterator
from typing import Any

import pygames
from pygames.core.game import Game
from pygames.core.rng import Rng


def random_game(
    game_id: str,
    players: int,
    seed: int,
    options: dict[str, Any] | None = None,
    check: Callable[[Game], None] | None = None,
    max_moves: int = 20000,
    rules: int | None = None,
) -> Game:
    """Play a whole game with uniformly random legal moves (chooser seeded apart from the game),
    under the rule set's current rules or rules version ``rules``."""
    game = pygames.new_game(game_id, players=players, seed=seed, options=options or {},
                            rules=rules)
    chooser = Rng(seed * 7919 + 17)
    if check:
        check(game)
    for _ in range(max_moves):
        if game.is_over:
            break
        moves = game.legal_moves()
        assert moves, f"no legal move but the game is not over ({game_id}, seed {seed})"
        game.play(chooser.choice(moves))
        if check:
            check(game)
    assert game.is_over, f"{game_id} seed {seed} did not end within {max_moves} moves"
    return game


def positions_along(game_id: str, players: int, seed: int,
                    options: dict[str, Any] | None = None, every: int = 1) -> Iterator[Game]:
    """The positions of one seeded random game, every ``every`` decisions, and its end (the
    same game object, moved on between yields)."""
    game = pygames.new_game(game_id, players=players, seed=seed, options=options or {})
    chooser = Rng(seed)
    n = 0
    while not game.is_over:
        if n % every == 0:
            yield game
        game.play(chooser.choice(game.legal_moves()))
        n += 1
    yield game


def assert_round_trips(game: Game) -> None:
    """Address and JSON round trips rebuild the same game; the same seed and moves agree."""
    again = pygames.load(game.to_url_fragment())
    assert again.history == game.history
    assert again.scores() == game.scores()
    assert again.legal_moves() == game.legal_moves()
    assert state_of(again) == state_of(game)
    from_json = type(game).from_json(game.to_json())
    assert state_of(from_json) == state_of(game)


def state_of(game: Game) -> Any:
    """A comparable deep copy of a game's whole state (its attributes but the move cache)."""
    snap = game.snapshot() if hasattr(game, "snapshot") else vars(game)
    return copy.deepcopy({k: v for k, v in snap.items() if not k.startswith(("_legal", "_memo"))})


def assert_clone_is_independent(game: Game, back: int = 20) -> None:
    """Bots play thousands of moves on clones (built by hand where deepcopy was slow): a clone
    of a position ``back`` decisions before the end starts equal, and playing it to the end
    leaves the original untouched, and vice versa."""
    while game.is_over:
        game.undo()
    for _ in range(back):
        game.undo()
    before = state_of(game)
    copy = game.clone()
    assert state_of(copy) == before and copy.legal_moves() == game.legal_moves()
    chooser = Rng(5)
    while not copy.is_over:
        copy.play(chooser.choice(copy.legal_moves()))
    assert state_of(game) == before
    other = game.clone()
    while not game.is_over:
        game.play(chooser.choice(game.legal_moves()))
    assert state_of(other) == before


def assert_undo_to_start(game: Game, steps: int | None = None) -> None:
    """Undoing moves returns exactly the states passed through (checked at the start)."""
    fresh = pygames.new_game(game.game_id, players=game.players, seed=game.seed, options=game.options)
    n = len(game.history) if steps is None else min(steps, len(game.history))
    for _ in range(n):
        game.undo()
    if steps is None:
        assert game.history == []
        assert state_of(game) == state_of(fresh)
