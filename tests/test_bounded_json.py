"""JSON from outside is bounded before it is parsed (pygames.core.bounded_json): the depth
scan agrees with json on every text json accepts, refuses deep and large texts without
recursing, and every parser of outside text goes through it."""

from __future__ import annotations

import base64
import json
import random
import re
import sys
import zlib
from pathlib import Path
from typing import Any

import pytest

import pygames
from pygames.app import _event
from pygames.app.store import saved as saved_games
from pygames.core import bounded_json, codec
from pygames.core.bounded_json import MAX_DEPTH, JsonBoundError, depth
from pygames.core.errors import AddressError

ROOT = Path(__file__).resolve().parents[1]


def nested_depth(value: Any) -> int:
    """The depth of a parsed value, the slow obvious way (shallow test values only)."""
    if isinstance(value, list):
        return 1 + max((nested_depth(v) for v in value), default=0)
    if isinstance(value, dict):
        return 1 + max((nested_depth(v) for v in value.values()), default=0)
    return 0


def random_value(rng: random.Random, levels: int) -> Any:
    roll = rng.random()
    if levels == 0 or roll < 0.3:
        return rng.choice([0, -1.5, True, None, "", '"[{', "\\", "]}\\\"", "é\u2028", "a\\\"b"])
    if roll < 0.65:
        return [random_value(rng, levels - 1) for _ in range(rng.randint(0, 3))]
    return {rng.choice(["[", "}", "k", '"', "\\"]) + str(i): random_value(rng, levels - 1)
            for i in range(rng.randint(0, 3))}


def test_the_scan_measures_what_json_parses() -> None:
    rng = random.Random(5)
    for _ in range(2000):
        value = random_value(rng, rng.randint(0, 8))
        for text in (json.dumps(value), json.dumps(value, ensure_ascii=False, indent=1)):
            levels = nested_depth(json.loads(text))
            assert depth(text) == levels, text
            limit = rng.randint(0, 9)
            assert bounded_json.nests_within(text, limit) == (levels <= limit), (text, limit)


def test_brackets_that_do_not_pair_up_are_refused() -> None:
    for text in ("[1,2", "]", "][", "[]]", '{"a":[', '["x"'):
        assert not bounded_json.nests_within(text, MAX_DEPTH)
        with pytest.raises(ValueError):
            json.loads(text)  # json refuses them too
    # brackets of the wrong kind pair up here (the depth is all that counts): json refuses
    with pytest.raises(ValueError):
        bounded_json.loads("[" * 10 + "}" * 10, 100)


@pytest.mark.parametrize("text", [
    "[" * 65 + "]" * 65,
    "[" * 3000 + "]" * 3000,
    "[" * 400_000,
    '{"a":' * 100 + "1" + "}" * 100,
    '["x",' + "[" * 70 + "]" * 70 + "]",
])
def test_deep_texts_are_refused_before_json_sees_them(text: str) -> None:
    with pytest.raises(JsonBoundError, match="nested"):
        bounded_json.loads(text, 10**7)


def test_brackets_in_strings_do_not_count_and_the_limit_is_inclusive() -> None:
    text = json.dumps(["[" * 1000, {"k": "\\" * 7 + '"' + "{" * 500}])
    assert depth(text) == 2
    assert bounded_json.loads(text, 10**6) == json.loads(text)
    at_limit = "[" * MAX_DEPTH + "]" * MAX_DEPTH
    assert bounded_json.loads(at_limit, 10**6) == json.loads(at_limit)
    # a string left open hides nothing json would parse: json fails inside it
    with pytest.raises(ValueError):
        bounded_json.loads('["' + "[" * 10_000, 10**6)


def test_large_texts_are_refused_and_texts_only() -> None:
    with pytest.raises(JsonBoundError, match="characters"):
        bounded_json.loads("[" + "1," * 600 + "1]", 1000)
    with pytest.raises(JsonBoundError):
        bounded_json.loads(None, 1000)  # type: ignore[arg-type]
    assert bounded_json.loads(b'{"a":[1]}', 100) == {"a": [1]}


def test_a_quote_storm_is_scanned_once() -> None:
    """Unterminated strings and escaped quotes everywhere: a linear scan, never quadratic."""
    import time

    started = time.perf_counter()
    for text in ('"\\"' * 300_000, '"a' * 500_000, "\\" * 1_000_000, '["' * 400_000):
        depth(text)
    assert time.perf_counter() - started < 5


def deep_address(levels: int, where: str = "extra") -> str:
    """A real game's address with ``levels`` nested brackets in its ``extra`` (or one of its
    options), packed like the codec packs (json cannot write such a text: it recurses)."""
    record = pygames.new_game("harvest_valley", 2, seed=7).record({"seats": ["human"] * 2})
    if where == "extra":
        record.extra["x"] = "NEST"
    else:
        record.options = {**record.options, "well": "NEST"}
    raw = codec.encode(record).partition(".")[2]
    text = zlib.decompress(base64.urlsafe_b64decode(raw + "=" * (-len(raw) % 4)), -15).decode()
    text = text.replace('"NEST"', "[" * levels + "]" * levels)
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    packed = packer.compress(text.encode()) + packer.flush()
    return "2." + base64.urlsafe_b64encode(packed).decode().rstrip("=")


#: The issue's address: ~3,000 brackets in ``extra``, 112 characters.
ISSUE_ADDRESS = ("#2.7cgxCoAgHEbxu3zzf6mxq4iEkOBgDWlCiHevoUM0vN_y4DmlcLZY6tpCzvGWzdaHTSZZV4mhF"
                 "i1O6drDIfvqTdt7AQAAAPyeBwAAAPB7wyb_AA")


@pytest.mark.parametrize("address", [
    ISSUE_ADDRESS, deep_address(3000), deep_address(400_000), deep_address(3000, "options"),
    deep_address(MAX_DEPTH),
])
def test_deep_addresses_are_damaged_not_a_recursion(address: str) -> None:
    with pytest.raises(AddressError) as caught:
        pygames.load(address)
    assert caught.value.key == "address.damaged"
    assert isinstance(caught.value.__cause__, JsonBoundError)


def test_an_address_at_the_limit_opens() -> None:
    """The record, its extra and 62 levels inside: 64 deep, the most the codec reads."""
    game = pygames.load(deep_address(MAX_DEPTH - 2))
    assert game.game_id == "harvest_valley"


def test_real_addresses_nest_far_below_the_limit() -> None:
    sys.path.insert(0, str(ROOT / "bench"))
    from fuzz_addresses import payload_bytes, sources

    deepest = max(depth(zlib.decompress(payload_bytes(src.address), -15).decode())
                  for src in sources())
    assert deepest == 3  # the record, its extra, the seats list
    assert 16 * deepest <= MAX_DEPTH


def test_a_deep_saved_entry_is_damaged() -> None:
    game = pygames.new_game("harvest_valley", 2, seed=7)
    raw = '{"v":1,"address":"' + game.to_url_fragment() + '","played":1,"over":false,"x":' \
        + "[" * 5000 + "]" * 5000 + "}"
    with pytest.raises(AddressError) as caught:
        saved_games.parse("harvest_valley-abcd1234", raw)
    assert caught.value.key == "saved.damaged"
    shallow = saved_games.entry(game.to_url_fragment(), 1, False)
    assert saved_games.parse("harvest_valley-abcd1234", shallow).moves == 0


def test_deep_events_and_from_json_texts_are_refused() -> None:
    assert _event('{"type":"tick","x":' + "[" * 100_000 + "}") is None
    assert _event('{"type":"tick"}') == {"type": "tick"}
    text = json.dumps({"game": "harvest_valley", "players": 2, "seed": 1, "options": {},
                       "moves": []})
    assert pygames.from_json(text).players == 2
    with pytest.raises(AddressError):
        pygames.from_json(text.replace('"options": {}', '"options": ' + "[" * 5000))


def test_a_deep_stored_review_is_damaged() -> None:
    from pygames.core.review import Review

    game = pygames.new_game("harvest_valley", 2, seed=7)
    while len(game.history) < 3:
        game.play(game.legal_moves()[0])
    review = Review.of(game)
    good = review.to_json()
    assert Review.from_json(good, review.start, review.moves).ply == review.ply
    with pytest.raises(JsonBoundError):
        Review.from_json(good.replace('"e":[', '"e":' + "[" * 3000, 1), review.start,
                         review.moves)


def test_every_json_loads_of_the_package_reads_trusted_text_or_is_bounded() -> None:
    """Outside text reaches json only through bounded_json: any other ``json.loads`` in the
    package is a new parser of outside text until it is listed here with its reason."""
    trusted = {"web/worker.py": "the build's wheel list and runtime.js's boot info"}
    found = []
    for path in [*(ROOT / "pygames").rglob("*.py"), ROOT / "web" / "worker.py"]:
        rel = path.relative_to(ROOT).as_posix()
        if rel == "pygames/core/bounded_json.py" or rel in trusted:
            continue
        if re.search(r"\bjson\.loads?\(|\bfrom json import\b", path.read_text()):
            found.append(rel)
    assert found == []
    assert codec.MAX_JSON and saved_games.MAX_ENTRY  # the bounds each source passes
