"""The app side of lessons, exercises and first-time tips, driven through the controller as
the browser does: open a game's lessons from the catalogue, play every lesson to its end by
tapping only the part marked ``data-teach``, a wrong tap answered with why not and the nudge,
leaving and resuming through the browser store, the exercises under the rules reference, and
the tips shown once per kind of decision and not at all once turned off."""

from __future__ import annotations

from typing import Any

import pytest
from test_allowlist import outside_the_list

from pygames.app import Controller
from pygames.app.learn import play as learning
from pygames.app.learn.state import PROGRESS, TIPS_OFF, TIPS_SEEN
from pygames.core import registry, scene
from pygames.core.lessons import Lesson, say

ALL: list[Lesson] = [lesson for game_id in registry.ids()
                     for lesson in learning.lessons_of(game_id) + learning.exercises_of(game_id)]


def _controller(store: dict[str, str] | None = None, lang: str = "en") -> Controller:
    c = Controller(new_seed=lambda: 7, clock=lambda: 0, new_id=lambda: "abcdefghij")
    c.handle({"type": "init", "lang": lang, "hash": "", "store": store or {}})
    return c


def _nodes(response: dict[str, Any]) -> list[dict[str, Any]]:
    return scene.walk(response["scene"])


def _taught(response: dict[str, Any]) -> dict[str, Any]:
    found = [n for n in _nodes(response) if "data-teach" in n.get("a", {})]
    assert len(found) == 1, "exactly one part is the step's target"
    return found[0]


def _tap(c: Controller, node: dict[str, Any]) -> dict[str, Any]:
    attrs = node["a"]
    if "data-move" in attrs:
        return c.handle({"type": "tap", "move": attrs["data-move"]})
    return c.handle({"type": "tap", "action": attrs["data-action"],
                     "value": attrs.get("data-value")})


def _texts(response: dict[str, Any]) -> str:
    return " ".join(n["x"] for n in _nodes(response) if isinstance(n.get("x"), str))


def _within(response: dict[str, Any], cls: str) -> list[dict[str, Any]]:
    """The nodes inside the (first) element of class ``cls``."""
    found = next(n for n in _nodes(response) if cls in str(n.get("a", {}).get("class", "")).split())
    return scene.walk(found)


def _check_the_end(response: dict[str, Any], game: Any) -> None:
    """A game the lesson ended is scored on the end screen's own breakdown (each seat's total
    as the game counts it), above the board, with the outro and the way on beside it."""
    main, decision = _within(response, "main-col"), _within(response, "decision")
    totals = [int(n["a"]["data-total"]) for n in main if "data-total" in n.get("a", {})]
    classes = " ".join(str(n.get("a", {}).get("class", "")) for n in main)
    if not game.is_over:
        assert totals == [] and "chart-box" not in classes
        return
    assert totals == game.scores() and "teach-breakdown" in classes and "chart-box" in classes
    assert any(n.get("a", {}).get("id") == "teach-text" for n in decision)
    assert any(n.get("a", {}).get("data-action") == "learn_real" for n in decision)
    assert "over" in response["scene"]["a"]["class"].split()  # laid out as the game's end


@pytest.mark.parametrize("lesson", ALL, ids=[lesson.id for lesson in ALL])
def test_every_lesson_plays_to_its_end_tapping_only_the_taught_part(lesson: Lesson) -> None:
    c = _controller(lang="ja" if len(lesson.id) % 2 else "en")
    c.handle({"type": "tap", "action": "learn", "value": lesson.game_id})
    response = c.handle({"type": "tap", "action": "lesson", "value": lesson.id})
    for index, step in enumerate(lesson.steps):
        for _ in step.moves:
            node = _taught(response)
            assert node["a"]["aria-describedby"] == "teach-text"
            response = _tap(c, node)
        # what happened, with the game's numbers, then Next
        assert c.learning.done == dict(step.expect), f"step {index + 1}"
        assert say(lesson, step.done, c.lang, step.expect) in _texts(response)
        response = _tap(c, _taught(response))
    assert c.learning.finished() and c.learning.game is not None
    assert c.learning.game.is_over == lesson.ends
    assert say(lesson, lesson.outro, c.lang) in _texts(response)
    assert _taught(response)["a"]["data-action"] == "learn_real"
    last = lesson.steps[-1]
    assert say(lesson, last.done, c.lang, last.expect) in _texts(response)  # its numbers stay
    _check_the_end(response, c.learning.game)
    assert PROGRESS + lesson.id not in c.store  # done: nothing left to resume
    response = _tap(c, _taught(response))
    assert c.screen == "setup" and c.setup is not None
    assert c.setup.game_id == lesson.game_id and c.setup.players == lesson.players


def test_a_wrong_tap_gets_why_not_and_the_nudge_and_plays_nothing() -> None:
    lesson = learning.find("harvest_valley.basic")
    assert lesson is not None
    c = _controller()
    c.handle({"type": "tap", "action": "lesson", "value": lesson.id})
    assert c.learning.game is not None
    plies = len(c.learning.game.history)
    legal_other = next(m for m in c.learning.game.legal_moves() if m != lesson.steps[0].moves[0])
    response = c.handle({"type": "tap", "move": legal_other})
    nudge = say(lesson, lesson.steps[0].nudge, "en")
    assert nudge in response["announce"] and "this step is about" in response["announce"]
    assert len(c.learning.game.history) == plies
    response = c.handle({"type": "tap", "move": "a1"})  # not legal now: the rules say why
    why = c.learning.game.illegal_reason("a1")
    assert why is not None and nudge in response["announce"]
    assert response["announce"].startswith("Not this one:")
    assert len(c.learning.game.history) == plies
    response = _tap(c, _taught(response))  # the target still plays
    assert len(c.learning.game.history) == plies + 1 and c.learning.wrong is None


def test_a_lesson_left_half_way_resumes_at_its_step_from_the_store() -> None:
    lesson = learning.find("tropicalia.basic")
    assert lesson is not None
    c = _controller()
    response = c.handle({"type": "tap", "action": "lesson", "value": lesson.id})
    for index in range(2):  # two steps played: the page is asked to keep the next one
        for _ in lesson.steps[c.learning.step].moves:
            response = _tap(c, _taught(response))
        assert response["store"] == {PROGRESS + lesson.id: str(index + 1)}
        response = _tap(c, _taught(response))
    assert c.store[PROGRESS + lesson.id] == "2"
    c.handle({"type": "tap", "action": "learn_leave"})
    assert c.learning.lesson is None and c.screen == "learn"
    # another page load on the same device: the store comes back with init
    other = _controller(store=dict(c.store))
    other.handle({"type": "tap", "action": "learn", "value": "tropicalia"})
    response = other.handle({"type": "tap", "action": "lesson", "value": f"resume:{lesson.id}"})
    assert other.learning.step == 2
    assert other.learning.game is not None and c.learning is not None
    assert say(lesson, lesson.steps[2].text, "en") in _texts(response)
    other.handle({"type": "tap", "action": "learn_leave"})
    other.handle({"type": "tap", "action": "learn_leave"})
    assert other.screen == "catalogue"


def test_the_catalogue_and_setup_offer_learning_and_the_reference_lists_exercises() -> None:
    c = _controller()
    response = c.handle({"type": "tap", "action": "home"})
    learn = [n["a"]["data-value"] for n in _nodes(response)
             if n.get("a", {}).get("data-action") == "learn"]
    assert learn == registry.ids()
    c.handle({"type": "tap", "action": "pick", "value": "terra_vista"})
    response = c.handle({"type": "tap", "action": "rules"})
    listed = {n["a"]["data-value"] for n in _nodes(response)
              if n.get("a", {}).get("data-action") == "lesson"}
    assert listed == {x.id for x in learning.exercises_of("terra_vista")}
    response = c.handle({"type": "tap", "action": "lesson", "value": "terra_vista.exercise.end"})
    assert c.rules is None and c.screen == "learn"
    assert "rulebook-quote" in str(response["scene"])
    c.handle({"type": "tap", "action": "learn_leave"})
    c.handle({"type": "tap", "action": "learn_leave"})
    assert c.screen == "setup"


def _table(store: dict[str, str]) -> tuple[Controller, dict[str, Any]]:
    """A new game of Harvest Valley, two humans here, on a device whose store is ``store``
    (every string the page is asked to keep is written back into it)."""
    c = _controller(store)
    c.handle({"type": "tap", "action": "pick", "value": "harvest_valley"})
    c.handle({"type": "tap", "action": "seat", "value": "1=human"})
    return c, _kept(store, c.handle({"type": "tap", "action": "start"}))


def _kept(store: dict[str, str], response: dict[str, Any]) -> dict[str, Any]:
    for key, value in response.get("store", {}).items():
        if value:
            store[key] = value
        else:
            store.pop(key, None)
    return response


def _tip(response: dict[str, Any]) -> str | None:
    found = [n["a"]["data-tip"] for n in _nodes(response) if "data-tip" in n.get("a", {})]
    return found[0] if found else None


def test_a_tip_comes_once_per_kind_per_device_and_show_me_marks_its_parts() -> None:
    device: dict[str, str] = {}
    c, response = _table(device)
    assert _tip(response) == "river"
    assert device[TIPS_SEEN] == "harvest_valley.river"
    response = c.handle({"type": "tap", "action": "tip_show"})
    marked = [n for n in _nodes(response) if "data-tip-part" in n.get("a", {})]
    assert marked and all(n["a"]["data-move"].startswith("R") for n in marked)
    # the same device, another game: that kind is not explained again
    again, response = _table(device)
    assert _tip(response) != "river"
    # the next kind comes up once the river card is taken
    assert again.table is not None
    move = next(m for m in again.table.game.legal_moves() if m.startswith("R"))
    response = _kept(device, again.handle({"type": "tap", "move": move}))
    assert _tip(response) == "cell"
    assert {"harvest_valley.cell", "harvest_valley.river"} <= set(device[TIPS_SEEN].split())


def test_no_tip_where_the_page_brought_no_store_to_remember_it() -> None:
    c = Controller(new_seed=lambda: 7, clock=lambda: 0, new_id=lambda: "abcdefghij")
    c.handle({"type": "init", "lang": "en", "hash": ""})
    c.handle({"type": "tap", "action": "pick", "value": "harvest_valley"})
    response = c.handle({"type": "tap", "action": "start"})
    assert _tip(response) is None and "store" not in response


def test_tips_turned_off_stay_off_on_this_device() -> None:
    device: dict[str, str] = {}
    c, response = _table(device)
    assert _tip(response) is not None
    response = _kept(device, c.handle({"type": "tap", "action": "tip_off"}))
    assert _tip(response) is None and response["store"] == {TIPS_OFF: "1"}
    device[TIPS_SEEN] = ""
    later, response = _table(device)
    assert _tip(response) is None
    later.handle({"type": "tap", "action": "home"})
    response = _kept(device, later.handle({"type": "tap", "action": "tips_on"}))
    assert TIPS_OFF not in device and response["store"] == {TIPS_OFF: ""}
    again, response = _table(device)
    assert _tip(response) == "river"


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_learn_screen_stays_within_the_bridges_allow_list(lang: str) -> None:
    """The list, a step with a wrong tap, what happened, the end and an exercise's quote, and
    the table's tip shown: nothing the bridge would leave out."""
    c = _controller(lang=lang)
    drawn = [c.handle({"type": "tap", "action": "home"})]
    for game_id in registry.ids():
        drawn.append(c.handle({"type": "tap", "action": "learn", "value": game_id}))
        for lesson in learning.lessons_of(game_id)[:1] + learning.exercises_of(game_id)[:1]:
            response = c.handle({"type": "tap", "action": "lesson", "value": lesson.id})
            drawn.append(c.handle({"type": "tap", "move": "zz9"}))
            while not c.learning.finished():
                response = _tap(c, _taught(response))
                drawn.append(response)
            c.handle({"type": "tap", "action": "learn_leave"})
        c.handle({"type": "tap", "action": "learn_leave"})
    device: dict[str, str] = {}
    table, response = _table(device)
    drawn += [response, table.handle({"type": "tap", "action": "tip_show"})]
    assert any("teach-wrong" in str(r["scene"]) for r in drawn)
    assert any("rulebook-quote" in str(r["scene"]) for r in drawn)
    assert any("tip-show" in str(r["scene"]) for r in drawn)
    assert [found for r in drawn if (found := outside_the_list(r["scene"]))] == []


def test_an_address_opened_on_another_device_looks_the_same_there() -> None:
    """A game arriving by its address shows no new tip (the same address draws the same
    scene everywhere); the next decision on that device brings one."""
    c, response = _table({})
    assert _tip(response) == "river"
    address = c.address()
    other = _controller()
    opened = other.handle({"type": "hash", "hash": "#" + address})
    assert _tip(opened) is None
    assert opened["scene"] == _controller().handle({"type": "hash", "hash": "#" + address})["scene"]
    assert other.table is not None
    move = next(m for m in other.table.game.legal_moves() if m.startswith("R"))
    assert _tip(other.handle({"type": "tap", "move": move})) == "cell"
