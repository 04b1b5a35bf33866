"""Play by link: names per seat carried by the address, whose device it is, a move for
another seat confirmed first, the news since your last move, the turn sent with a QR code of
the link, the saved games' status, and older links asked about before going back."""

from __future__ import annotations

import json
from typing import Any

import pytest

import pygames
from pygames.app import names
from pygames.app.controller import Controller
from pygames.app.link import play as link
from pygames.core import qr, scene
from pygames.core.codec import decode, encode
from pygames.core.scene_changes import changed_parts

NOW = 1_700_000_000_000
BASE = "https://friends.example/pygames/"


def texts(node: scene.Node) -> list[str]:
    return [n["x"] for n in scene.walk(node) if "x" in n]


def by_action(node: scene.Node, action: str) -> list[scene.Node]:
    return [n for n in scene.walk(node) if n.get("a", {}).get("data-action") == action]


def device(ident: str = "game0001", clock: int = NOW) -> Controller:
    """One browser: its own controller, started with the page's address."""
    ids = iter([ident] + [f"{ident}b{n}" for n in range(100)])
    c = Controller(new_seed=lambda: 77, clock=lambda: clock, new_id=lambda: next(ids))
    c.handle({"type": "init", "hash": "", "lang": "en", "base": BASE})
    return c


def start_apart(c: Controller, game_id: str = "harvest_valley",
                given: tuple[str, str] = ("Ann", "Ken")) -> dict[str, Any]:
    """Two human seats with names, each player on their own device."""
    c.handle({"type": "tap", "action": "pick", "value": game_id})
    c.handle({"type": "tap", "action": "seat", "value": "1"})
    for index, name in enumerate(given):
        c.handle({"type": "input", "name": f"name{index}", "value": name})
    c.handle({"type": "tap", "action": "apart", "value": "1"})
    return c.handle({"type": "tap", "action": "start"})


def play_turn(c: Controller) -> dict[str, Any]:
    """The seat to move plays first moves until the turn passes (confirming if asked)."""
    assert c.table is not None
    seat = c.table.game.current_player
    out: dict[str, Any] = {}
    while c.table.game.current_player == seat and not c.table.game.is_over:
        out = c.handle({"type": "tap", "move": c.table.game.legal_moves()[0]})
        if c.by_link.confirming is not None:
            out = c.handle({"type": "tap", "action": "play_for"})
    return out


def opened(c: Controller, address: str) -> dict[str, Any]:
    return c.handle({"type": "hash", "hash": "#" + address})


def to_own_turn(c: Controller) -> dict[str, Any]:
    """A's device plays on until it is Ann's (seat 0) turn, Ken's moves confirmed."""
    out: dict[str, Any] = {}
    while c.table is not None and c.table.game.current_player != 0:
        out = play_turn(c)
    return out


def ken_opens_anns_link() -> tuple[Controller, Controller]:
    """Ann's device moves and sends the link; Ken's device opens it and says it is Ken's."""
    a = device()
    start_apart(a)
    to_own_turn(a)
    sent = play_turn(a)
    b = device("other0001")
    opened(b, sent["hash"])
    b.handle({"type": "tap", "action": "i_am", "value": "1"})
    return a, b


# ---------------------------------------------------------------------- names
@pytest.mark.parametrize(("typed", "kept"), [
    ("Ken", "Ken"),
    ("  <b>Ann</b>  ", "<b>Ann</b>"),
    ("Eve\nline\u202egone\u200b", "Eve linegone"),
    ("\x00\x07\x1b", ""),
    ("x" * 100, "x" * names.MAX_NAME),
    ("ユ\u3000ミ", "ユ ミ"),
    (42, ""),
])
def test_a_name_is_cleaned_and_capped(typed: Any, kept: str) -> None:
    assert names.clean(typed) == kept


def test_names_round_trip_through_the_address_and_are_shown_as_text() -> None:
    a = device()
    out = start_apart(a, given=("<script>x</script>\t", "Ken\x07" + "!" * 40))
    record = decode(out["hash"])
    assert record.extra["names"] == ["<script>x</script>", "Ken" + "!" * 21]
    b = device("other0001")
    seen = opened(b, out["hash"])
    assert b.table is not None and b.table.names == record.extra["names"]
    assert b.address() == out["hash"]
    # a name is a text node, never markup: no element of the scene is a script
    assert "<script>x</script>" in texts(seen["scene"])
    assert not [n for n in scene.walk(seen["scene"]) if n.get("t") == "script"]


def test_names_appear_in_turn_log_prompt_and_players() -> None:
    a = device()
    start_apart(a, "tropicalia")
    out = to_own_turn(a)
    out = play_turn(a)
    shown = texts(out["scene"])
    assert "Waiting for Ken" in shown
    assert any(line.startswith("Ann") for line in shown)  # the log
    assert not any("Player 1" in line or "Player 2" in line for line in shown)
    assert a.seat_name(1) == "Ken"


def test_rule_set_words_get_names_without_renaming_a_name() -> None:
    a = device()
    start_apart(a, given=("Player 2", "Ken"))
    assert a.named("Player 1 takes from Player 2") == "Player 2 takes from Ken"
    assert a.named("Player 12") == "Player 12"


def test_an_address_without_names_still_opens_with_seat_numbers() -> None:
    game = pygames.new_game("harvest_valley", 2, seed=5)
    game.play(game.legal_moves()[0])
    old = game.to_url_fragment({"seats": ["human", "bot"]})
    c = device()
    out = opened(c, old)
    assert c.screen == "table" and c.table is not None and c.table.names == []
    assert "names" not in decode(c.address()).extra
    assert any("Player 1" in line for line in texts(out["scene"]))


def test_a_names_field_of_the_wrong_shape_is_left_out() -> None:
    game = pygames.new_game("harvest_valley", 2, seed=5)
    for bad in (["Ann"], "Ann", [1, 2], ["", ""]):
        c = device()
        opened(c, game.to_url_fragment({"seats": ["human", "human"], "names": bad}))
        assert c.screen == "table" and c.table is not None and c.table.names == []


def test_a_name_typed_for_a_seat_that_is_not_there_changes_nothing() -> None:
    c = device()
    c.handle({"type": "tap", "action": "pick", "value": "harvest_valley"})
    out = c.handle({"type": "input", "name": "name7", "value": "Ghost"})
    assert "error" not in out and c.setup is not None and "Ghost" not in c.setup.names


# ---------------------------------------------------------------------- whose device
def test_a_friend_opening_the_link_is_asked_who_they_are_once() -> None:
    a = device()
    start_apart(a)
    sent = play_turn(a) if a.table and a.table.game.current_player == 0 else to_own_turn(a)
    address = sent["hash"] or a.address()
    b = device("other0001")
    out = opened(b, address)
    assert b.by_link.asking_who and [n for n in scene.walk(out["scene"]) if "data-who" in n.get("a", {})]
    assert not scene.moves_in(out["scene"])  # nothing is played before the answer
    answered = b.handle({"type": "tap", "action": "i_am", "value": "1"})
    assert answered["store"] == {"me.game0001": "1"} and b.by_link.me == 1
    again = device("other0002")
    again.handle({"type": "init", "hash": "#" + address, "store": b.store, "base": BASE})
    assert again.by_link.me == 1 and not again.by_link.asking_who


def test_pass_and_play_keeps_playing_every_seat_without_questions() -> None:
    c = device()
    c.handle({"type": "tap", "action": "pick", "value": "harvest_valley"})
    c.handle({"type": "tap", "action": "seat", "value": "1"})
    out = c.handle({"type": "tap", "action": "start"})
    assert out["store"] == {"me.game0001": link.ALL} and c.by_link.me is None
    for _ in range(6):
        play_turn(c)
    assert c.by_link.confirming is None and len(c.table.game.history) >= 6  # type: ignore[union-attr]


def test_a_tap_for_another_players_turn_asks_first() -> None:
    a = device()
    start_apart(a)
    to_own_turn(a)
    play_turn(a)  # now Ken's turn on Ann's device
    assert a.table is not None and a.table.game.current_player == 1
    plies = len(a.table.game.history)
    move = a.table.game.legal_moves()[0]
    out = a.handle({"type": "tap", "move": move})
    assert len(a.table.game.history) == plies and a.by_link.confirming == move
    assert "This is Ken's move — play it for Ken?" in texts(out["scene"])
    a.handle({"type": "tap", "action": "play_for_no"})
    assert a.by_link.confirming is None and len(a.table.game.history) == plies
    a.handle({"type": "tap", "move": move})
    a.handle({"type": "tap", "action": "play_for"})
    assert len(a.table.game.history) == plies + 1


def test_undo_on_a_device_of_one_seat_asks_before_taking_back_another_players_move() -> None:
    a, b = ken_opens_anns_link()
    assert b.table is not None and b.table.movers[-1] == 0  # Ann moved last
    plies = len(b.table.game.history)
    asked = b.handle({"type": "tap", "action": "undo"})
    assert len(b.table.game.history) == plies and b.by_link.undo_asked == 0 and asked["hash"] is None
    question = "The last move is Ann's, not yours: take back Ann's move? Ann's copy of the " \
               "game keeps it."
    assert asked["announce"] == question and question in texts(asked["scene"])
    [yes] = by_action(asked["scene"], "undo_other")
    assert yes["x"] == "Take back Ann's move"
    b.handle({"type": "tap", "action": "undo_keep"})
    assert b.by_link.undo_asked is None and len(b.table.game.history) == plies
    b.handle({"type": "key", "key": "u"})  # the keyboard's Undo asks too
    assert b.by_link.undo_asked == 0 and len(b.table.game.history) == plies
    b.handle({"type": "tap", "action": "undo_other"})
    assert b.by_link.undo_asked is None and len(b.table.game.history) == plies - 1
    # the device's own move is taken back without a question
    play_turn(b)  # Ann's move again, played for her after the confirmation
    play_turn(b)
    assert b.table.movers[-1] == 1
    before = len(b.table.game.history)
    b.handle({"type": "tap", "action": "undo"})
    assert b.by_link.undo_asked is None and len(b.table.game.history) < before
    # pass-and-play: every seat is this device's, no question
    c = device()
    c.handle({"type": "tap", "action": "pick", "value": "harvest_valley"})
    c.handle({"type": "tap", "action": "seat", "value": "1"})
    c.handle({"type": "tap", "action": "start"})
    play_turn(c)
    play_turn(c)
    before = len(c.table.game.history)  # type: ignore[union-attr]
    c.handle({"type": "tap", "action": "undo"})
    assert c.by_link.undo_asked is None and len(c.table.game.history) < before  # type: ignore[union-attr]


# ---------------------------------------------------------------------- send the turn
def test_after_your_move_the_primary_action_sends_the_link_to_the_next_player() -> None:
    a = device()
    start_apart(a, "tropicalia")
    to_own_turn(a)
    out = play_turn(a)
    [send] = [n for n in by_action(out["scene"], "share") if "data-send" not in n["a"]
              and n.get("x", "").startswith("Send")]
    assert send["x"] == "Send to Ken" and "primary" in send["a"]["class"]
    round_now = a.table.game.round  # type: ignore[union-attr]
    assert send["a"]["data-share-text"] == f"Your move in Tropicalia (round {round_now}) — {{link}}"
    assert "Ken" in send["a"]["data-copied"]


def test_the_qr_code_of_the_link_decodes_to_the_link() -> None:
    zxingcpp = pytest.importorskip("zxingcpp")
    a = device()
    start_apart(a)
    to_own_turn(a)
    play_turn(a)
    out = a.handle({"type": "tap", "action": "qr"})
    [svg] = [n for n in scene.walk(out["scene"]) if n.get("t") == "svg"
             and n.get("a", {}).get("class") == "qr-code"]
    code = qr.encode(a.link().encode())
    assert qr.path_data(code) == svg["c"][1]["a"]["d"]
    [found] = zxingcpp.read_barcodes(_image(code))
    assert found.text == a.link() == BASE + "#" + a.address()


def test_the_news_lists_the_others_moves_since_your_last_and_replays_them() -> None:
    a, b = ken_opens_anns_link()
    assert b.table is not None and b.by_link.since is not None
    ann = [i for i, seat in enumerate(b.table.movers) if seat == 0]
    mine = [i for i, seat in enumerate(b.table.movers) if seat == 1]
    assert b.by_link.since == (mine[-1] + 1 if mine else 0)
    out = b.handle({"type": "key", "key": "x"})
    assert "Since your last move" in texts(out["scene"])
    assert "Your turn" in texts(out["scene"])
    lines = [line for line in texts(out["scene"]) if line.startswith("Ann")]
    assert len(lines) >= len([i for i in ann if i >= b.by_link.since])
    replayed = b.handle({"type": "tap", "action": "replay_since"})
    assert b.replay == b.by_link.since and replayed["tick"] is not None
    said = []
    while replayed["tick"] is not None:  # the page sends a tick after each pause
        replayed = b.handle({"type": "tick"})
        said.append(replayed["announce"])
    assert b.replay is None and said[-1] == "Back to the game"
    total = len(b.table.log)
    assert said[:-1] == [f"Move {ply} of {total}. "
                         + b.moved_text(b.table.movers[ply - 1], b.table.log[ply - 1])
                         for ply in range(b.by_link.since + 1, total + 1)]
    b.handle({"type": "tap", "action": "replay_since"})
    stopped = b.handle({"type": "tap", "action": "replay_step", "value": "1"})
    assert stopped["tick"] is None and b.replay is not None  # a tap takes it in hand
    b.handle({"type": "tap", "action": "replay_exit"})
    back = play_turn(b)
    assert b.by_link.since is None and "Send to Ann" in texts(back["scene"])
    # A opens B's link: the news is B's move
    news = opened(a, back["hash"])
    assert a.by_link.me == 0 and "Since your last move" in texts(news["scene"])
    assert any(line.startswith("Ken") for line in texts(news["scene"]))


def changed_nodes(node: scene.Node) -> list[scene.Node]:
    return [n for n in scene.walk(node) if "changed" in str(n.get("a", {}).get("class", ""))
            .split()]


@pytest.mark.parametrize("game_id", ["harvest_valley", "tropicalia", "twinstar", "terra_vista"])
def test_the_news_outlines_the_parts_of_the_board_the_others_changed(game_id: str) -> None:
    a = device()
    start_apart(a, game_id)
    to_own_turn(a)
    before_ann = a.table.game.clone()  # type: ignore[union-attr]
    sent = play_turn(a)
    b = device("other0001")
    opened(b, sent["hash"])
    out = b.handle({"type": "tap", "action": "i_am", "value": "1"})
    assert b.by_link.since is not None
    marked = changed_nodes(out["scene"])
    assert marked, "Ann's moves changed something on the board"
    # each outlined part is one a player can tap or ask about, or a piece drawn outside
    # any part (a line on a map), never a label; a position compared with itself has
    # nothing outlined
    for node in marked:
        assert {"data-help", "data-move", "data-try", "data-action"} & set(node["a"]) \
            or not any(n.get("x") for n in scene.walk(node))
    assert len(marked) < 12, "only what Ann's turn changed, not whole maps drawn anew"
    view = b.view()
    unchanged = changed_parts(view.board(before_ann, "en", None),
                              view.board(before_ann, "en", None))
    assert unchanged == set()
    [said] = [n for n in scene.walk(out["scene"]) if "data-changed" in n.get("a", {})]
    assert int(said["a"]["data-changed"]) == len(marked)
    # a language switch keeps the outlines; putting the news away removes them
    assert changed_nodes(b.handle({"type": "tap", "action": "lang", "value": "ja"})["scene"])
    gone = b.handle({"type": "tap", "action": "news_dismiss"})
    assert b.by_link.since is None and not changed_nodes(gone["scene"])
    assert "Since your last move" not in texts(gone["scene"])


def test_the_outlines_go_with_this_seats_move() -> None:
    _, b = ken_opens_anns_link()
    assert changed_nodes(b.handle({"type": "key", "key": "x"})["scene"])
    moved = b.handle({"type": "tap", "move": b.table.game.legal_moves()[0]})  # type: ignore[union-attr]
    assert b.by_link.since is None and not changed_nodes(moved["scene"])


def test_a_board_part_that_changes_colour_or_gains_a_piece_is_found() -> None:
    def board(fill: str, pieces: list[str], shift: int) -> scene.Node:
        return scene.el("svg", "b", {}, [
            scene.el("g", "hex-A1", {"data-help": "hex:A1", "transform": f"translate({shift},0)"},
                     [scene.el("rect", "frame", {"class": "frame", "fill": fill})]
                     + [scene.el("use", p, {"href": "#disc"}) for p in pieces]),
            scene.el("g", "hex-A2", {"data-help": "hex:A2"},
                     [scene.el("text", "n", {"x": shift}, text="2")]),
            scene.el("rect", "slot-B1", {"data-help": "cell:B1"} if shift else {}),
        ])

    base = board("#fff", ["d1"], 0)
    # the same hex drawn under another key (a map drawn small): found by its help
    rekeyed = board("#fff", ["d1"], 0)
    rekeyed["c"][0]["k"] = "small-A1"
    assert changed_parts(base, rekeyed) == set()
    rekeyed["c"][0]["c"][0]["a"]["fill"] = "#f00"
    assert changed_parts(base, rekeyed) == {("small-A1",)}
    # a part taken into another area of the board (a card from the river into the valley)
    river = scene.el("div", "b", {}, [
        scene.el("section", "area-river", {}, [scene.el("g", "card-m", {"data-help": "card:m"})]),
        scene.el("section", "area-valley", {}, [])])
    valley = scene.el("div", "b", {}, [
        scene.el("section", "area-river", {}, []),
        scene.el("section", "area-valley", {}, [scene.el("g", "card-m", {"data-help": "card:m"})])])
    assert changed_parts(river, valley) == {("area-valley", "card-m")}
    # outside any part: a new shape among unchanged siblings is the change, a new label not
    lines = scene.el("g", "lines", {}, [scene.el("line", "l1", {"stroke": "#00f"})])
    grown = scene.el("g", "lines", {}, [scene.el("line", "l1", {"stroke": "#00f"}),
                                        scene.el("line", "l2", {"stroke": "#00f"}),
                                        scene.el("text", "c2", {}, text="2")])
    assert changed_parts(scene.el("svg", "b", {}, [lines]),
                         scene.el("svg", "b", {}, [grown])) == {("lines", "l2")}
    assert changed_parts(base, board("#fff", ["d1"], 40)) == set()  # moved on the page only
    assert changed_parts(base, board("#f00", ["d1"], 0)) == {("hex-A1",)}
    assert changed_parts(base, board("#fff", ["d1", "d2"], 0)) == {("hex-A1",)}
    assert changed_parts(base, board("#fff", [], 0)) == {("hex-A1",)}


# ---------------------------------------------------------------------- saved games
def test_the_saved_games_say_whose_move_and_when_last_opened() -> None:
    a = device()
    start_apart(a)
    to_own_turn(a)
    sent = play_turn(a)
    out = a.handle({"type": "tap", "action": "home"})
    [status] = [n for n in scene.walk(out["scene"]) if "data-status" in n.get("a", {})]
    assert status["a"]["data-status"] == "theirs"
    assert status["x"].startswith("waiting for Ken · opened 2023-11-14")
    b = device("other0001", clock=NOW + 60_000)
    opened(b, sent["hash"])
    b.handle({"type": "tap", "action": "i_am", "value": "1"})
    listed = b.handle({"type": "tap", "action": "home"})
    [mine] = [n for n in scene.walk(listed["scene"]) if "data-status" in n.get("a", {})]
    assert mine["a"]["data-status"] == "mine" and mine["x"].startswith("your move · opened")
    entry = json.loads(b.handle({"type": "tap", "action": "continue",
                                 "value": "harvest_valley-game0001"})["saves"][
        "harvest_valley-game0001"])
    assert entry["turn"] == 1 and entry["opened"] == NOW + 60_000


def test_a_newer_link_updates_the_saved_game_and_an_older_one_asks() -> None:
    a = device()
    start_apart(a)
    first = to_own_turn(a)
    older = first.get("hash") or a.address()
    newer = play_turn(a)["hash"]
    assert len(decode(newer).moves) > len(decode(older).moves)
    out = opened(a, older)
    assert a.older == older and [n for n in scene.walk(out["scene"])
                                 if "data-older" in n.get("a", {})]
    assert out["hash"] == newer  # the saved game is shown, not replaced
    assert a.saved["harvest_valley-game0001"].address == newer
    kept = a.handle({"type": "tap", "action": "older_keep"})
    assert a.older is None and a.address() == newer and "saves" not in kept
    opened(a, older)
    branch = a.handle({"type": "tap", "action": "older_branch"})
    assert decode(branch["hash"]).moves == decode(older).moves
    assert a.table is not None and a.table.key != "harvest_valley-game0001"
    assert a.saved["harvest_valley-game0001"].address == newer  # never overwritten
    assert a.by_link.me == 0  # the branch is played from the same seat
    # a newer link simply updates
    c = device()
    opened(c, older)
    c.handle({"type": "tap", "action": "i_am", "value": "0"})
    opened(c, newer)
    assert c.older is None and c.saved["harvest_valley-game0001"].address == newer


def test_a_link_that_went_another_way_asks_before_replacing_the_saved_game() -> None:
    a = device()
    start_apart(a)
    to_own_turn(a)
    saved_address = play_turn(a)["hash"]
    record = decode(saved_address)
    # the same game (its id), the last move played another way: neither older nor newer
    game = pygames.new_game(record.game_id, record.players, seed=record.seed,
                            options=dict(record.options))
    for move in record.moves[:-1]:
        game.play(move)
    other = next(m for m in game.legal_moves() if m != record.moves[-1])
    game.play(other)
    diverging = encode(game.record(dict(record.extra)))
    out = opened(a, diverging)
    assert a.older == diverging and out["hash"] == saved_address
    assert a.saved["harvest_valley-game0001"].address == saved_address
    shown = texts(out["scene"])
    assert "This link went another way than your saved game of it" in shown
    shared = len(record.moves) - 1
    assert any(line.startswith(f"The two share their first {shared} moves") for line in shown)
    assert not scene.moves_in(out["scene"])  # nothing is played while asked
    kept = a.handle({"type": "tap", "action": "older_keep"})
    assert a.address() == saved_address and "saves" not in kept
    opened(a, diverging)
    branch = a.handle({"type": "tap", "action": "older_branch"})
    assert decode(branch["hash"]).moves == decode(diverging).moves
    assert a.table is not None and a.table.key != "harvest_valley-game0001"
    assert a.saved["harvest_valley-game0001"].address == saved_address  # never overwritten
    assert a.saved[a.table.key].address == branch["hash"]
    a.handle({"type": "tap", "action": "lang", "value": "ja"})
    opened(a, diverging)
    assert a.older == diverging
    assert "このリンクは保存済みのゲームとは違う手順に進んでいます" in texts(
        a.handle({"type": "key", "key": "x"})["scene"])


def test_an_entry_without_turn_or_opened_still_reads() -> None:
    from pygames.app.store import saved

    game = pygames.new_game("harvest_valley", 2, seed=3)
    address = encode(game.record({"seats": ["human", "human"], "id": "abcd1234"}))
    entry = json.dumps({"v": 1, "address": address, "played": NOW, "over": False})
    found = saved.parse("harvest_valley-abcd1234", entry)
    assert found.turn is None and found.opened == 0 and found.ref == "abcd1234"


# ---------------------------------------------------------------------- QR codes
def _image(code: qr.Code, scale: int = 3, border: int = 4) -> Any:
    image_module = pytest.importorskip("PIL.Image")
    side = (code.size + 2 * border) * scale
    image = image_module.new("L", (side, side), 255)
    pixels = image.load()
    for y, row in enumerate(code.rows):
        for x, dark in enumerate(row):
            if dark:
                for dy in range(scale):
                    for dx in range(scale):
                        pixels[(x + border) * scale + dx, (y + border) * scale + dy] = 0
    return image


@pytest.mark.parametrize("length", [1, 2, 14, 15, 42, 106, 271, 520, 1000, 1700, 2331, 2332,
                                    2953])
def test_qr_codes_of_every_size_decode_to_their_bytes(length: int) -> None:
    zxingcpp = pytest.importorskip("zxingcpp")
    data = bytes((i * 37 + 11) % 95 + 32 for i in range(length))
    code = qr.encode(data)
    assert code.size == code.version * 4 + 17
    assert code.level == ("M" if length <= qr.byte_capacity(40, "M") else "L")
    assert length <= qr.byte_capacity(code.version, code.level)
    assert code.version == 1 or length > qr.byte_capacity(code.version - 1, code.level)
    [found] = zxingcpp.read_barcodes(_image(code))
    assert found.bytes == data
    assert str(found.ec_level) == code.level


def test_qr_capacities_match_the_standard() -> None:
    # ISO/IEC 18004 table 7, byte mode
    assert [qr.byte_capacity(v, "M") for v in (1, 2, 10, 40)] == [14, 26, 213, 2331]
    assert [qr.byte_capacity(v, "L") for v in (1, 7, 10, 40)] == [17, 154, 271, 2953]


def test_a_link_too_long_for_any_qr_code_is_refused() -> None:
    with pytest.raises(ValueError):
        qr.encode(b"x" * 2954)


def test_hints_are_for_this_devices_seat_and_a_language_switch_keeps_the_question() -> None:
    a = device()
    start_apart(a)
    to_own_turn(a)
    assert by_action(a.handle({"type": "key", "key": "x"})["scene"], "hint")
    older = a.address()
    waiting = play_turn(a)
    assert not by_action(waiting["scene"], "hint")  # Ken's turn: no hint on Ann's device
    opened(a, older)
    out = a.handle({"type": "tap", "action": "lang", "value": "ja"})
    assert a.older == older and [n for n in scene.walk(out["scene"])
                                 if "data-older" in n.get("a", {})]


def test_play_again_keeps_the_names_and_where_the_players_are() -> None:
    a = device()
    start_apart(a)
    a.handle({"type": "tap", "action": "again"})
    assert a.table is not None and a.table.names == ["Ann", "Ken"] and a.by_link.me == 0


def test_a_link_too_long_for_a_qr_code_says_so() -> None:
    a = device()
    start_apart(a)
    to_own_turn(a)
    play_turn(a)
    a.by_link.base = "https://friends.example/" + "x" * 3000 + "/"
    out = a.handle({"type": "tap", "action": "qr"})
    assert "This game's link is too long for a QR code: share it instead." in texts(out["scene"])


def test_a_tap_before_the_answer_plays_nothing_and_a_bad_move_is_still_named() -> None:
    a = device()
    sent = start_apart(a)
    b = device("other0001")
    opened(b, sent["hash"])
    assert b.by_link.asking_who and b.table is not None
    move = b.table.game.legal_moves()[0]
    out = b.handle({"type": "tap", "move": move})
    assert out["announce"] == "Who are you?" and not b.table.game.history
    bad = b.handle({"type": "tap", "move": "f²"})
    assert "f²" in bad["announce"] and "not a move" in bad["announce"]


def test_a_waiting_device_is_quiet_and_a_tap_on_its_board_says_whose_turn() -> None:
    a = device()
    start_apart(a)
    to_own_turn(a)
    out = play_turn(a)  # now Ken's turn on Ann's device
    assert a.table is not None and a.table.game.current_player == 1
    assert list(scene.moves_in(out["scene"])) == []  # nothing lit, nothing playable
    legal = [n for n in scene.walk(out["scene"])
             if "legal" in str(n.get("a", {}).get("class", "")).split()]
    assert legal == []
    [board] = [n for n in scene.walk(out["scene"])
               if "board-area" in str(n.get("a", {}).get("class", ""))]
    assert board["a"]["data-action"] == "whose_turn"
    plies = len(a.table.game.history)
    told = a.handle({"type": "tap", "action": "whose_turn"})
    said = "It is Ken's turn: this device waits for Ken's move."
    assert told["announce"] == said and said in texts(told["scene"])
    assert len(a.table.game.history) == plies and a.by_link.confirming is None
    assert not any("play it for Ken" in text for text in texts(told["scene"]))
    # playing Ken's move here stays possible, but only through its own button, asked first
    [here] = by_action(told["scene"], "play_here")
    asked = a.handle({"type": "tap", "action": "play_here"})
    assert "This is Ken's move — play it for Ken?" in texts(asked["scene"])
    armed = a.handle({"type": "tap", "action": "play_for"})
    assert len(a.table.game.history) == plies and list(scene.moves_in(armed["scene"]))
    a.handle({"type": "tap", "move": a.table.game.legal_moves()[0]})
    assert len(a.table.game.history) == plies + 1
