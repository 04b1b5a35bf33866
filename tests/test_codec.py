"""The game address: round trips, versions, and fuzzing that only ever raises AddressError."""

from __future__ import annotations

import base64
import contextlib
import zlib

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from playthrough import random_game

import pygames
from pygames import AddressError
from pygames.core import codec


def test_round_trip_of_a_record() -> None:
    rec = codec.GameRecord("harvest_valley", 3, 12, {"well": "add"}, ["R1", "f6"], {"seats": ["h", "b"]})
    assert codec.decode(codec.encode(rec)) == rec
    assert codec.decode("#" + codec.encode(rec)) == rec


def test_address_is_url_fragment_safe() -> None:
    game = random_game("harvest_valley", 5, 3)
    fragment = game.to_url_fragment()
    assert set(fragment) <= set("0123456789.-_abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
    assert fragment.startswith(f"{codec.FORMAT_VERSION}.")
    assert len(fragment) < 400


def test_load_replays_to_the_same_position() -> None:
    game = random_game("harvest_valley", 4, 8)
    game.undo()
    again = pygames.load(game.to_url_fragment())
    assert again.history == game.history and again.legal_moves() == game.legal_moves()


@pytest.mark.parametrize("fragment,key", [
    ("", "address.empty"),
    ("#", "address.empty"),
    ("hello", "address.damaged"),
    ("0.abc", "address.too_old"),
    ("9.abc", "address.too_new"),
    ("1.!!!!", "address.damaged"),
    ("1." + "A" * 70000, "address.damaged"),
])
def test_bad_addresses_raise_address_error_with_key(fragment: str, key: str) -> None:
    with pytest.raises(AddressError) as err:
        pygames.load(fragment)
    assert err.value.key == key


def _pack(obj: str) -> str:
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    data = packer.compress(obj.encode()) + packer.flush()
    return "1." + base64.urlsafe_b64encode(data).decode().rstrip("=")


@pytest.mark.parametrize("payload,key", [
    ('["chess",2,{},1,"",{}]', "address.unknown_game"),
    ('["harvest_valley",9,{},1,"",{}]', "address.bad_players"),
    ('["harvest_valley",100000000,{},1,"",{}]', "address.bad_players"),
    ('["harvest_valley",9223372036854775808,{},1,"",{}]', "address.bad_players"),
    ('["harvest_valley",2,{"well":"twice"},1,"",{}]', "address.bad_options"),
    ('["harvest_valley",2,{"frost":"on"},1,"",{}]', "address.bad_options"),
    ('["tropicalia",2,{"advanced":1},1,"",{}]', "address.bad_options"),
    ('["harvest_valley",2,{},-1,"",{}]', "address.bad_seed"),
    ('["harvest_valley",2,{},18446744073709551616,"",{}]', "address.bad_seed"),
    ('["harvest_valley",2,{},1,"R1|a1",{}]', "address.illegal_move"),
    ('["harvest_valley",2,{},1,"f\u00b2",{}]', "address.illegal_move"),
    ('["harvest_valley",2,{},1,"' + "|".join(["R1"] * 300) + '",{}]', "address.too_long"),
    ('["harvest_valley",2,{},"1","",{}]', "address.damaged"),
    ('{"a":1}', "address.damaged"),
    ("[1,2", "address.damaged"),
])
def test_forged_addresses_are_refused_with_their_key(payload: str, key: str) -> None:
    with pytest.raises(AddressError) as err:
        pygames.load(_pack(payload))
    assert err.value.key == key


def test_the_issues_unicode_digit_addresses_fail_cleanly() -> None:
    for address in ("#².i1YqKc_MKy5JLFLSMdKprtUx1FFSAtKxAA",
                    "#1.i1bKSCwqSy0uiS9LzMlJrVTSMdKprtUx1FFKO7RJCciMBQA"):
        with pytest.raises(AddressError):
            pygames.load(address)


def test_decompression_bomb_is_refused() -> None:
    with pytest.raises(AddressError):
        pygames.load(_pack('["harvest_valley",2,{},1,"' + "R1|" * 400000 + '",{}]'))


GOOD = random_game("harvest_valley", 3, 21).to_url_fragment()


@settings(max_examples=400, suppress_health_check=[HealthCheck.too_slow], deadline=None)
@given(st.text(max_size=300))
def test_fuzz_random_text_only_raises_address_error(text: str) -> None:
    with contextlib.suppress(AddressError):
        pygames.load(text)


@settings(max_examples=400, suppress_health_check=[HealthCheck.too_slow], deadline=None)
@given(st.integers(min_value=0, max_value=len(GOOD) - 1), st.sampled_from(list("AZaz09-_.=%#")),
       st.sampled_from(["replace", "insert", "delete", "truncate"]))
def test_fuzz_mutated_addresses_only_raise_address_error(pos: int, char: str, how: str) -> None:
    if how == "replace":
        text = GOOD[:pos] + char + GOOD[pos + 1:]
    elif how == "insert":
        text = GOOD[:pos] + char + GOOD[pos:]
    elif how == "delete":
        text = GOOD[:pos] + GOOD[pos + 1:]
    else:
        text = GOOD[:pos]
    try:
        game = pygames.load(text)
    except AddressError:
        return
    # a mutation that still decodes must still be a legal game
    assert game.game_id == "harvest_valley"


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(["R1", "R2", "R3", "F", "f6", "f5", "e6", "N", "E", "pass", "zz"]),
                max_size=20), st.integers(0, 2**64), st.integers(1, 7))
def test_fuzz_forged_move_logs_only_raise_address_error(moves: list[str], seed: int, players: int) -> None:
    rec = codec.GameRecord("harvest_valley", players, seed, {}, moves, {})
    try:
        game = pygames.load(codec.encode(rec))
    except AddressError:
        return
    assert game.history == moves


def test_a_record_keeps_the_rules_version_its_game_started_under() -> None:
    rec = codec.GameRecord("harvest_valley", 2, 5, {}, ["R1"], {}, rules=3)
    assert codec.decode(codec.encode(rec)).rules == 3
    assert codec.encode(rec).startswith("2.")


def test_a_format_1_address_is_a_game_on_rules_version_1() -> None:
    raw = '["harvest_valley",2,{},5,"",{}]'
    record = codec.decode(_pack(raw))
    assert record.rules == 1 and record.game_id == "harvest_valley" and record.moves == []


@pytest.mark.parametrize("payload", ['["harvest_valley",2,{},5,"",{},0]',
                                     '["harvest_valley",2,{},5,"",{},"1"]',
                                     '["harvest_valley",2,{},5,"",{}]'])
def test_a_bad_rules_version_is_an_address_error(payload: str) -> None:
    with pytest.raises(AddressError):
        codec.decode("2" + _pack(payload)[1:])


def test_a_game_refuses_rules_newer_than_its_rule_set() -> None:
    version = pygames.game_class("harvest_valley").RULES_VERSION
    with pytest.raises(ValueError, match="rules versions"):
        pygames.new_game("harvest_valley", players=2, seed=1, rules=version + 1)
    with pytest.raises(AddressError):
        pygames.load_record(codec.GameRecord("harvest_valley", 2, 1, {}, [], {}, version + 1))
    game = pygames.new_game("harvest_valley", players=2, seed=1)
    assert game.rules_version == version
    assert pygames.load(game.to_url_fragment()).rules_version == version
    assert type(game).from_json(game.to_json()).rules_version == version


@pytest.mark.parametrize("fragment", ["#².i1YqKc_MKy5JLFLSMdKprtUx1FFSAtKxAA",
                                      "#1.i1bKSCwqSy0uiS9LzMlJrVTSMdKprtUx1FFKO7RJCciMBQA"])
def test_unicode_digits_are_no_numbers(fragment: str) -> None:
    """「²」 passes ``isdigit`` but not ``int``: an address with it fails as an address."""
    with pytest.raises(AddressError):
        pygames.load(fragment)


@pytest.mark.parametrize("text", [
    "{}",
    '{"game": "harvest_valley"}',
    '{"game": "harvest_valley", "players": 2, "seed": 1.5, "options": {}, "moves": []}',
    '{"game": "harvest_valley", "players": 2, "seed": 1, "options": {}, "moves": "R1"}',
    '{"game": "harvest_valley", "players": "2", "seed": 1, "options": {}, "moves": []}',
    '{"game": "harvest_valley", "players": 2, "seed": 1, "options": [], "moves": []}',
    '{"game": "harvest_valley", "players": 2, "seed": 1, "options": {}, "moves": [1]}',
    '{"game": "harvest_valley", "players": 2, "seed": 1, "options": {}, "moves": [], "x": 1}',
    '{"game": ["harvest_valley"], "players": 2, "seed": 1, "options": {}, "moves": []}',
    '{"game": "tropicalia", "players": 2, "seed": 1, "options": {}, "moves": []}',
    "[" * 100_000 + "]" * 100_000,
    "not json",
    "[]",
])
def test_from_json_checks_like_an_address(text: str) -> None:
    """Wrong types, ranges, shapes, another rule set, deep nesting: an AddressError (a
    ValueError) with a key, never KeyError, TypeError or RecursionError."""
    cls = pygames.game_class("harvest_valley")
    with pytest.raises(AddressError) as err:
        cls.from_json(text)
    assert err.value.key.startswith("address.")
    if '"tropicalia"' not in text:
        with pytest.raises(AddressError):
            pygames.from_json(text)


def test_from_json_round_trips_a_game() -> None:
    game = random_game("tropicalia", 3, 5)
    again = pygames.from_json(game.to_json())
    assert again.history == game.history and again.to_json() == game.to_json()
