"""The game review in the app: opened from the end screen or the replay, one decision per
tick, a graph per seat whose points show a decision on the board with both choices marked,
previous / next mistake, cancel and resume, and the result kept in the browser store."""

from __future__ import annotations

import json
from typing import Any

import pytest

import pygames
from pygames.app.controller import Controller
from pygames.app.review import session as review_session
from pygames.app.review.texts import TEXTS
from pygames.core import review, scene
from pygames.core.bots import decide
from pygames.core.game import Game
from pygames.core.review import MISTAKES, Review

ITERATIONS = 6


@pytest.fixture(autouse=True)
def _quick_review(monkeypatch: pytest.MonkeyPatch) -> None:
    """A small search budget: the tests check the app, not the bot's judgement."""
    monkeypatch.setattr(review, "ITERATIONS", ITERATIONS)


def _finished(game_id: str = "harvest_valley", seed: int = 3, **options: Any) -> Game:
    game = pygames.new_game(game_id, players=2, seed=seed, options=dict(options))
    while not game.is_over:
        game.play(decide(game, "easy", seed=game.seed).move)
    return game


def _open(game: Game, store: dict[str, str] | None = None,
          seats: tuple[str, str] = ("human", "easy")) -> tuple[Controller, dict[str, Any]]:
    c = Controller(new_seed=lambda: 1)
    out = c.handle({"type": "init", "hash": game.to_url_fragment(extra={"seats": list(seats)}),
                    "lang": "en", "store": store or {}})
    return c, out


def _nodes(out: dict[str, Any], **attrs: str) -> list[dict[str, Any]]:
    return [n for n in scene.walk(out["scene"])
            if all(n.get("a", {}).get(k) == v for k, v in attrs.items())]


def _points(out: dict[str, Any]) -> list[dict[str, Any]]:
    """The graphs' points (the summary's sentences also lead to decisions)."""
    return [n for n in _nodes(out, **{"data-action": "review_to"}) if "data-mark" in n["a"]]


def _run(c: Controller, out: dict[str, Any], limit: int = 10_000) -> tuple[dict[str, Any],
                                                                            dict[str, str]]:
    """Tick until the review stops; the strings it asked the browser to keep."""
    stored: dict[str, str] = {}
    for _ in range(limit):
        if out["tick"] is None:
            break
        out = c.handle({"type": "tick"})
        stored.update(out.get("store") or {})
    return out, stored


def test_review_from_the_end_screen_runs_one_decision_per_tick_and_stores_the_result() -> None:
    game = _finished()
    c, out = _open(game)
    assert _nodes(out, **{"data-action": "review"})  # the end screen's Review button
    out = c.handle({"type": "tap", "action": "review"})
    assert out["tick"] == review_session.TICK_MS and c.replay == 0
    status = _nodes(out, **{"class": "review-status"})[0]
    assert status["a"]["data-state"] == "running"
    out = c.handle({"type": "tick"})  # one decision reviewed: its point is on the graph
    assert len(_points(out)) == 1
    assert c.review is not None and len(c.review.review.entries) == 1
    out, stored = _run(c, out)
    assert out["tick"] is None and c.review.review.done
    assert _nodes(out, **{"class": "review-status"})[0]["a"]["data-state"] == "done"
    key = review_session.store_key(game)
    assert list(stored) == [key] and c.store[key] == stored[key]
    expected = Review.of(game).run()
    assert stored[key] == expected.to_json()  # the same review as the core's, seeded alike
    graphs = _nodes(out, **{"class": "review-graph"})
    assert [g["a"]["data-seat"] for g in graphs] == ["0", "1"]
    points = _points(out)
    assert [int(p["a"]["data-value"]) for p in points] == [  # each seat's graph in turn
        e.ply for seat in (0, 1) for e in expected.entries if e.seat == seat]
    assert out["hash"] is None  # the review is never in the address


def test_a_point_shows_the_decision_with_both_choices_marked_on_the_board() -> None:
    game = _finished()
    c, out = _open(game)
    out, _ = _run(c, c.handle({"type": "tap", "action": "review"}))
    assert c.review is not None
    entries = c.review.review.entries
    differing = [e for e in entries if e.best != e.played]
    assert differing, "the easy bot differs from the hard one somewhere"
    for entry in (differing[0], next(e for e in entries if e.best == e.played)):
        out = c.handle({"type": "tap", "action": "review_to", "value": str(entry.ply)})
        assert c.replay == entry.ply
        played = _nodes(out, **{"data-review-move": entry.played})
        better = _nodes(out, **{"data-review-move": entry.best})
        assert played and better
        assert all("played" in n["a"]["class"].split() for n in played)
        assert all("better" in n["a"]["class"].split() for n in better)
        assert list(scene.moves_in(out["scene"])) == []  # a past position: nothing to play
        point = next(p for p in _points(out) if p["a"]["data-value"] == str(entry.ply))
        assert "current" in point["a"]["class"].split()
        words = next(n["x"] for n in scene.walk(out["scene"]) if n.get("k") == "mark")
        assert f"{round(entry.before * 100)}% → {round(entry.after * 100)}%" in words


def test_previous_and_next_mistake() -> None:
    game = _finished()
    c, out = _open(game)
    _run(c, c.handle({"type": "tap", "action": "review"}))
    assert c.review is not None
    # from the set-up (the decision shown there needs no jump) to the last mistake
    mistakes = [e.ply for e in c.review.review.entries if e.mark in MISTAKES and e.ply > 0]
    assert len(mistakes) >= 2 and c.replay == 0
    seen = []
    for _ in mistakes:
        c.handle({"type": "tap", "action": "review_next"})
        seen.append(c.replay)
    assert seen == mistakes
    out = c.handle({"type": "tap", "action": "review_next"})
    assert c.replay == mistakes[-1] and out["announce"] == TEXTS["en"]["review.no_more"]
    c.handle({"type": "tap", "action": "review_prev"})
    assert c.replay == mistakes[-2]


def test_cancel_resume_and_the_same_result() -> None:
    game = _finished()
    c, out = _open(game)
    c.handle({"type": "tap", "action": "review"})
    for _ in range(3):
        c.handle({"type": "tick"})
    out = c.handle({"type": "tap", "action": "review_cancel"})
    assert out["tick"] is None and c.review is not None and not c.review.running
    key = review_session.store_key(game)
    assert json.loads(out["store"][key])["ply"] == c.review.review.ply  # kept as it stands
    assert _nodes(out, **{"data-action": "review_resume"})
    out = c.handle({"type": "tick"})  # a stray tick reviews nothing
    assert len(c.review.review.entries) == 3
    out = c.handle({"type": "tap", "action": "review_resume"})
    assert out["tick"] == review_session.TICK_MS
    _run(c, out)
    assert c.review.review.to_json() == Review.of(game).run().to_json()


def test_the_stored_review_comes_back_after_a_reload_without_computing() -> None:
    game = _finished()
    c, out = _open(game)
    c.handle({"type": "tap", "action": "review"})
    c.handle({"type": "tick"})
    c.handle({"type": "tick"})
    out = c.handle({"type": "tap", "action": "review_cancel"})
    partial = dict(out["store"])
    # reload with the partial review: Review resumes from it
    c, out = _open(game, store=partial)
    out = c.handle({"type": "tap", "action": "review"})
    assert c.review is not None and len(c.review.review.entries) == 2
    out, stored = _run(c, out)
    # reload with the finished review: shown at once, nothing left to compute
    c, out = _open(game, store=stored)
    out = c.handle({"type": "tap", "action": "review"})
    assert out["tick"] is None and c.review.review.done
    assert len(_points(out)) == len(c.review.review.entries)
    # a damaged stored review is computed again
    key = review_session.store_key(game)
    c, out = _open(game, store={key: stored[key][:-5]})
    out = c.handle({"type": "tap", "action": "review"})
    assert out["tick"] is not None and c.review.review.entries == []


def test_leaving_pauses_the_review_and_review_resumes_it() -> None:
    game = _finished()
    c, out = _open(game)
    c.handle({"type": "tap", "action": "review"})
    c.handle({"type": "tick"})
    out = c.handle({"type": "key", "key": "Escape"})  # leaves the replay and the review
    assert c.replay is None and out["tick"] is None
    assert c.review is not None and not c.review.open and not c.review.running
    assert not _nodes(out, **{"class": "review"})
    out = c.handle({"type": "tap", "action": "review"})
    assert c.review.running and len(c.review.review.entries) == 1 and out["tick"] is not None
    out = c.handle({"type": "tap", "action": "review_close"})
    assert c.replay is None and out["tick"] is None


def test_the_table_stays_usable_while_the_review_runs() -> None:
    game = _finished()
    c, out = _open(game)
    c.handle({"type": "tap", "action": "review"})
    c.handle({"type": "tick"})
    out = c.handle({"type": "tap", "action": "replay_step", "value": "1"})  # step the replay
    assert c.replay == 1 and out["tick"] is not None
    out = c.handle({"type": "tap", "action": "lang", "value": "ja"})  # the log is reworded
    assert c.review is not None and c.review.running and out["tick"] is not None
    assert _nodes(out, **{"class": "review"})
    heading = next(n["x"] for n in scene.walk(out["scene"]) if n.get("k") == "h"
                   and n.get("x") == TEXTS["ja"]["review.title"])
    assert heading
    out = c.handle({"type": "tick"})
    assert len(c.review.review.entries) == 2


def test_review_of_a_game_in_progress_from_the_replay_bar_and_bots_wait() -> None:
    game = pygames.new_game("tropicalia", players=2, seed=4)
    for _ in range(30):
        game.play(decide(game, "easy", seed=game.seed).move)
    c, out = _open(game, seats=("easy", "human") if game.current_player == 0
                   else ("human", "easy"))
    assert out["tick"] is not None  # a bot is to move
    out = c.handle({"type": "tap", "action": "replay"})
    assert out["tick"] is None  # bots wait during a replay
    assert _nodes(out, **{"data-action": "review"})  # the replay bar's Review button
    out = c.handle({"type": "tap", "action": "review"})
    assert c.replay == 30  # where the replay stood
    _run(c, out)
    assert len(c.table.game.history) == 30  # the bot played nothing meanwhile
    assert c.review is not None and c.review.review.done
    c.handle({"type": "tap", "action": "review_close"})
    out = c.handle({"type": "tick"})  # back to the game: the bot moves on
    assert len(c.table.game.history) == 31
    assert c.review is None  # a review of fewer moves than the game is dropped


def test_review_needs_a_move_and_a_solo_game_says_what_was_saved() -> None:
    c = Controller(new_seed=lambda: 1)
    fresh = pygames.new_game("terra_vista", players=1, seed=2)
    c.handle({"type": "init", "hash": fresh.to_url_fragment(extra={"seats": ["human"]})})
    out = c.handle({"type": "tap", "action": "review"})
    assert c.review is None and out["tick"] is None
    # the first moves of a solo game (the fruit edition against its bot), from the replay
    game = pygames.new_game("twinstar", players=1, seed=2, options={"edition": "fruits"})
    while len(game.history) < 12:
        game.play(decide(game, "easy", seed=game.seed).move)
    c, out = _open(game, seats=("human",))  # type: ignore[arg-type]
    c.handle({"type": "tap", "action": "replay"})
    out, _ = _run(c, c.handle({"type": "tap", "action": "review"}))
    assert c.review is not None and c.review.review.done
    saved = c.review.review.seats()[0].saved
    assert saved == round(sum(max(0.0, e.loss or 0.0) for e in c.review.review.entries), 2)
    lines = [n["x"] for n in scene.walk(out["scene"]) if n.get("k") == "saved"]
    shown = f"{saved:.1f}".removesuffix(".0")  # one decimal at most
    assert lines == ([f"Better choices would have kept about {shown} more points."]
                     if saved >= 0.05 else [])
    assert saved > 0  # the easy bot left some points


def test_review_texts_exist_in_both_languages() -> None:
    assert set(TEXTS["en"]) == set(TEXTS["ja"])
    assert all(TEXTS["ja"][k].strip() for k in TEXTS["ja"])
    from pygames.core import registry

    for game_id in registry.ids():
        texts = registry.rule_set(game_id).texts
        for kind in ("terms", "saved"):
            key = f"{game_id}.review.{kind}"
            assert texts.has(key) and "{n}" in texts.text(key, "en")
            assert "{n}" in texts.catalogue["ja"][key]
