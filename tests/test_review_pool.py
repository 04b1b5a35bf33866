"""The review on the page's review workers (pygames/app/review/pool.py, decider.py): the
job the response hands the pool, the results merged in any order and batching into the same
review as the one stepped on ticks, and the fall-back to ticks when the pool fails."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

import pygames
from pygames.app.controller import Controller
from pygames.app.review import session as review_session
from pygames.app.review.decider import Decider
from pygames.app.review.session import TICK_MS
from pygames.core import review
from pygames.core.bots import decide
from pygames.core.game import Game

ITERATIONS = 6


@pytest.fixture(autouse=True)
def _quick_review(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(review, "ITERATIONS", ITERATIONS)


@pytest.fixture(scope="module")
def game() -> Game:
    game = pygames.new_game("harvest_valley", players=2, seed=3)
    while not game.is_over:
        game.play(decide(game, "easy", seed=game.seed).move)
    return game


def _open(game: Game, workers: int | None = 2) -> tuple[Controller, dict[str, Any]]:
    c = Controller(new_seed=lambda: 1)
    init: dict[str, Any] = {"type": "init", "lang": "en", "store": {},
                            "hash": game.to_url_fragment(extra={"seats": ["human", "easy"]})}
    if workers is not None:
        init["review_workers"] = workers
    c.handle(init)
    return c, c.handle({"type": "tap", "action": "review"})


def _ticked(c: Controller, out: dict[str, Any]) -> dict[str, str]:
    stored: dict[str, str] = {}
    while out["tick"] is not None:
        out = c.handle({"type": "tick"})
        stored.update(out.get("store") or {})
    return stored


def test_results_merged_in_any_order_give_the_review_stepped_on_ticks(game: Game) -> None:
    ticked, out = _open(game, workers=None)
    assert "review" not in out and out["tick"] == TICK_MS
    by_ticks = _ticked(ticked, out)

    c, out = _open(game)
    job = out["review"]
    assert out["tick"] is None  # the workers review, not ticks
    assert job["plies"] == list(range(len(game.history)))
    assert pygames.load(job["game"]).history == game.history
    decider = Decider()
    plies = list(job["plies"])
    random.Random(4).shuffle(plies)
    results = {str(p): decider.decide(job["game"], p) for p in plies}  # not in order
    stored: dict[str, str] = {}
    while plies:
        batch, plies = plies[:7], plies[7:]
        out = c.handle({"type": "review", "key": job["key"],
                        "results": {str(p): results[str(p)] for p in batch}})
        assert "error" not in out
        stored.update(out.get("store") or {})
    assert c.review is not None and c.review.review.done and not c.review.running
    assert stored[job["key"]] == by_ticks[job["key"]]


def test_a_decider_reviews_each_decision_as_the_core_does(game: Game) -> None:
    start = review.Review.of(game).start
    decider = Decider()
    address = game.to_url_fragment()
    for ply in (5, 9, 2, len(game.history) - 1):  # backwards too: it starts over
        entry = review.decision(start, game.history, ply)
        text = decider.decide(address, ply)
        assert text == ("" if entry is None else json.dumps(review.row(entry), separators=(",", ":")))
    with pytest.raises(ValueError):
        decider.decide(address, len(game.history))


def test_cancel_stops_the_pool_and_resume_hands_out_what_is_left(game: Game) -> None:
    c, out = _open(game)
    job = out["review"]
    decider = Decider()
    out = c.handle({"type": "review", "key": job["key"],
                    "results": {str(p): decider.decide(job["game"], p) for p in (0, 1, 4)}})
    assert c.review is not None and c.review.review.ply == 2
    out = c.handle({"type": "tap", "action": "review_cancel"})
    assert out["review"] == {"key": job["key"], "game": "", "plies": []}
    assert out["tick"] is None
    # what was under way when it paused comes in: kept, not shown until it resumes
    out = c.handle({"type": "review", "key": job["key"],
                    "results": {str(p): decider.decide(job["game"], p) for p in (2, 3)}})
    assert c.review.review.ply == 2 and not c.review.running
    out = c.handle({"type": "tap", "action": "review_resume"})
    assert c.review.review.ply == 5
    assert out["review"]["plies"] == list(range(5, len(game.history)))
    out = c.handle({"type": "tap", "action": "review_close"})
    assert out["review"]["plies"] == []


@pytest.mark.parametrize("event", [
    {"failed": "no worker"},
    {"results": {"0": "[0,0,\"x\",2,0.5,null]"}},  # a win chance above 1
    {"results": {"3": "[2,0,\"x\",0.5,0.5,null]"}},  # another decision's row
    {"results": {"0": "not json"}},
])
def test_a_failed_pool_leaves_the_review_to_ticks(game: Game, event: dict[str, Any]) -> None:
    c, out = _open(game)
    key = out["review"]["key"]
    out = c.handle({"type": "review", "key": key, **event})
    assert "error" not in out
    assert out["tick"] == TICK_MS  # the review goes on here
    assert c.review_workers == 0
    stored = _ticked(c, out)
    whole = review.Review.of(game).run()
    assert c.review is not None and c.review.review.entries == whole.entries
    assert json.loads(stored[key])["ply"] == len(game.history)


def test_results_of_another_review_change_nothing(game: Game) -> None:
    c, _ = _open(game)
    c.handle({"type": "review", "key": "review.other", "results": {"0": ""}})
    assert c.review is not None and c.review.review.ply == 0 and c.review.pooled


def test_the_workers_warm_up_at_a_games_end_not_before_and_not_for_a_reviewed_game(game: Game) -> None:
    c = Controller(new_seed=lambda: 1)
    hash_ = game.to_url_fragment(extra={"seats": ["human", "easy"]})
    out = c.handle({"type": "init", "lang": "en", "store": {}, "hash": hash_, "review_workers": 1})
    assert out["review"] == {"warm": True, "game": game.to_url_fragment()}
    c2 = Controller(new_seed=lambda: 1)
    short = pygames.new_game("harvest_valley", players=2, seed=3)
    short.play(game.history[0])
    out = c2.handle({"type": "init", "lang": "en", "store": {}, "review_workers": 1,
                     "hash": short.to_url_fragment(extra={"seats": ["human", "easy"]})})
    assert "review" not in out  # the game goes on
    out = Controller(new_seed=lambda: 1).handle({"type": "init", "lang": "en", "store": {},
                                                 "hash": hash_})
    assert "review" not in out  # no workers
    key = review_session.store_key(game)
    stored = review.Review.of(game).to_json()
    out = Controller(new_seed=lambda: 1).handle({"type": "init", "lang": "en", "hash": hash_,
                                                 "store": {key: stored}, "review_workers": 1})
    assert "review" not in out  # reviewed before
