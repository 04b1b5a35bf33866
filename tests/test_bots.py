"""Bots: legal, reproducible, fair with hidden information, and stronger by level."""

from __future__ import annotations

import pytest

import pygames
from pygames.arena import run, seat_level, wilson
from pygames.core.bots import Budget, decide
from pygames.core.rng import Rng


def midgame(game_id: str = "harvest_valley", players: int = 2, seed: int = 4, plies: int = 12,
            rules: int | None = None):
    game = pygames.new_game(game_id, players=players, seed=seed, rules=rules)
    chooser = Rng(seed)
    for _ in range(plies):
        game.play(chooser.choice(game.legal_moves()))
    return game


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_bots_choose_legal_moves_reproducibly(level: str) -> None:
    game = midgame()
    first = decide(game, level, seed=3, budget=Budget(40))
    again = decide(game, level, seed=3, budget=Budget(40))
    assert first.move in game.legal_moves()
    assert first == again
    assert game.history == midgame().history, "deciding does not change the game"


def test_hard_bot_ignores_the_real_hidden_deck_order() -> None:
    game = midgame(plies=10)
    assert game.pending is None and len(game.deck) > 5
    expected = decide(game, "hard", seed=9, budget=Budget(60))
    for salt in range(3):
        shuffled = game.clone()
        Rng(salt).shuffle(shuffled.deck)
        shuffled.rng = Rng(12345 + salt)  # nor the game's own RNG
        assert shuffled.deck != game.deck
        assert decide(shuffled, "hard", seed=9, budget=Budget(60)) == expected


def test_time_budget_stops_the_search() -> None:
    decision = decide(midgame(), "hard", seed=1, budget=Budget(seconds=0.2))
    assert decision.iterations >= 8


def test_time_budget_stops_before_an_iteration_would_overrun(monkeypatch: pytest.MonkeyPatch) -> None:
    """With a clock that moves 10 ms per reading (one reading per iteration), the search
    never reads a time past its deadline: it stops one mean iteration before it."""
    from pygames.core.bots import search

    clock = {"now": 100.0, "read": []}

    def tick() -> float:
        clock["now"] += 0.01
        clock["read"].append(clock["now"])
        return clock["now"]

    monkeypatch.setattr(search.time, "perf_counter", tick)
    decision = decide(midgame(), "hard", seed=1, budget=Budget(seconds=0.2))
    deadline = clock["read"][0] + 0.2
    assert decision.iterations >= 8
    assert max(clock["read"]) < deadline
    assert max(clock["read"]) > deadline - 0.05  # and it used its budget


def test_a_forced_move_is_returned_at_once() -> None:
    game = pygames.new_game("harvest_valley", players=2, seed=2)
    game.play("F")
    decision = decide(game, "hard", seed=1, budget=Budget(10_000))
    assert decision.move == "f6" and decision.iterations == 0


def test_unknown_level_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown bot level"):
        decide(midgame(), "grandmaster")


def test_wilson_interval() -> None:
    lo, hi = wilson(90, 100)
    assert 0.82 < lo < 0.83 and 0.94 < hi < 0.95
    assert wilson(0, 0) == (0.0, 1.0)


def test_normal_beats_easy_in_a_small_arena() -> None:
    out = run("harvest_valley", 2, 8, ["normal", "easy"], iterations=0, options={}, workers=1)
    assert out["wins"].get("normal", 0) >= 6
    assert out["margin"]["normal"] > 0


def test_a_seat_names_its_bots_iterations() -> None:
    assert seat_level("hard@150", 300) == ("hard", 150)
    assert seat_level("hard", 300) == ("hard", 300)
    with pytest.raises(SystemExit, match="positive"):
        seat_level("hard@0", 300)


def test_a_level_on_two_seats_wins_a_game_once() -> None:
    """Two levels of two seats each in a 4-player game: each game's win goes to one level
    (shares split), so the two levels' wins add up to the number of games."""
    out = run("harvest_valley", 4, 4, ["normal", "easy", "normal", "easy"], iterations=0,
              options={}, workers=1)
    assert out["count"] == {"normal": 8, "easy": 8}
    assert abs(out["wins"].get("normal", 0) + out["wins"].get("easy", 0) - 4) < 1e-9


def test_hard_bot_with_greedy_expansion_and_priors_ignores_the_hidden_bag() -> None:
    """Tropicalia's hard bot (root priors, greedy expansion): the bag's draws come from the
    game's RNG, which the search never reads — replacing it changes nothing."""
    from pygames.core.bots.evaluation import knowledge

    know = knowledge("tropicalia")
    assert know.GREEDY_EXPANSION and know.ROOT_PRIOR
    game = midgame("tropicalia", plies=9, seed=6)
    assert len(game.legal_moves()) > 1
    expected = decide(game, "hard", seed=5, budget=Budget(30))
    assert expected.move in game.legal_moves()
    for salt in range(2):
        other = game.clone()
        other.rng = Rng(999 + salt)
        assert decide(other, "hard", seed=5, budget=Budget(30)) == expected


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_terra_vista_bots_draw_lines_instead_of_selecting(level: str) -> None:
    """Selecting a space and going back change nothing: bots weigh only lines (and pass), so
    two greedy bots cannot select and go back forever (rules 1 and 2, where those steps are
    moves; from rules 3 they are not legal moves at all)."""
    start = midgame("terra_vista", plies=6, seed=3, rules=2)
    if "back" in start.legal_moves():
        start.play("back")
    assert any("-" not in m for m in start.legal_moves())  # spaces to select are offered
    selected = start.clone()
    selected.play(next(m for m in selected.legal_moves() if "-" not in m and m != "pass"))
    assert "back" in selected.legal_moves()
    for state in (start, selected):
        move = decide(state, level, seed=2, budget=Budget(30)).move
        assert "-" in move or move == "pass", move
