"""The readings players can see: one data list per rule set (per edition for TwinStar),
quoting its rulebook word for word, named by the tests, pointed to by the package docstring
and shown in the rules reference in English and Japanese."""

from __future__ import annotations

import os
import re
from pathlib import Path
from types import ModuleType

import pytest

import pygames.harvest_valley
import pygames.terra_vista
import pygames.tropicalia
import pygames.twinstar
from pygames.app.rules import reference as rules_help
from pygames.core.readings import SOURCES
from pygames.core.scene import walk
from pygames.harvest_valley import readings as harvest_valley_readings
from pygames.terra_vista import readings as terra_vista_readings
from pygames.tropicalia import readings as tropicalia_readings
from pygames.twinstar import readings as twinstar_readings

ROOT = Path(__file__).resolve().parents[1]
#: The rulebooks (not part of the repository): ``PYGAMES_RULEBOOKS``, else the shared folder
#: beside the checkout.
RULEBOOKS = Path(os.environ.get("PYGAMES_RULEBOOKS", ROOT.parent / "shared" / "rules"))
#: Rule set -> (its package, its readings module, its rulebook's file name).
GAMES: dict[str, tuple[ModuleType, ModuleType, str]] = {
    "harvest_valley": (pygames.harvest_valley, harvest_valley_readings, "harvest-valley.ja.txt"),
    "terra_vista": (pygames.terra_vista, terra_vista_readings, "terra-vista.ja.txt"),
    "tropicalia": (pygames.tropicalia, tropicalia_readings, "tropicalia.ja.txt"),
    "twinstar": (pygames.twinstar, twinstar_readings, ""),
}
#: TwinStar's rulebook per edition (its readings' ids start with the edition).
TWINSTAR_BOOKS = {"gems": "twinstar-valley-gems.en.txt", "fruits": "twinstar-valley-fruits.ja.txt"}
#: Each rule set's readings and components by option set (TwinStar: one list per edition).
SHOWN: dict[str, list[tuple[dict, tuple, tuple]]] = {
    game_id: [({}, module.READINGS, module.COMPONENTS)]
    for game_id, (_, module, _) in GAMES.items() if game_id != "twinstar"
}
SHOWN["twinstar"] = [({"edition": ed}, *twinstar_readings.EDITIONS[ed]) for ed in TWINSTAR_BOOKS]
JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


def _readings(game_id: str) -> ModuleType:
    return GAMES[game_id][1]


def _squeeze(text: str) -> str:
    return re.sub(r"\s+", "", text)


def _rulebook(game_id: str, reading_id: str = "") -> str:
    name = GAMES[game_id][2] or TWINSTAR_BOOKS[reading_id.split("-")[0]]
    path = RULEBOOKS / name
    if not path.exists():
        pytest.skip(f"no rulebook at {path} (set PYGAMES_RULEBOOKS)")
    return path.read_text()


@pytest.mark.parametrize("game_id", GAMES)
def test_each_reading_quotes_its_rulebook_and_says_the_choice_in_both_languages(
        game_id: str) -> None:
    module = _readings(game_id)
    ids = [r.id for r in module.READINGS]
    assert ids and len(ids) == len(set(ids))
    for entry in module.READINGS:
        book = _squeeze(_rulebook(game_id, entry.id))
        assert _squeeze(entry.passage[entry.source]) in book, f"{entry.id}: not the rulebook's words"
        assert entry.passage["en"].strip() and not JAPANESE.search(entry.passage["en"])
        assert entry.choice["en"].strip() and not JAPANESE.search(entry.choice["en"])
        assert JAPANESE.search(entry.choice["ja"]), entry.id
        assert module.reading(entry.id) is entry
    with pytest.raises(KeyError):
        module.reading("no-such-reading")


@pytest.mark.parametrize("game_id", GAMES)
def test_components_say_where_their_contents_come_from(game_id: str) -> None:
    components = _readings(game_id).COMPONENTS
    assert any(c.source == "reconstructed" for c in components)
    for c in components:
        assert c.source in SOURCES
        assert c.name["en"] and c.note["en"] and not JAPANESE.search(c.note["en"])
        assert JAPANESE.search(c.name["ja"]) and JAPANESE.search(c.note["ja"])


@pytest.mark.parametrize("game_id", GAMES)
def test_every_reading_is_named_by_a_test(game_id: str) -> None:
    tests = "".join(p.read_text() for p in (ROOT / "tests").glob(f"test_{game_id}*.py"))
    named = set(re.findall(r'reading\("([a-z0-9-]+)"\)', tests))
    ids = {r.id for r in _readings(game_id).READINGS}
    assert ids - named == set(), "readings no test names"
    assert named - ids == set(), "tests naming readings that do not exist"


@pytest.mark.parametrize("game_id", GAMES)
def test_the_package_docstring_points_to_the_list_and_copies_none_of_it(game_id: str) -> None:
    doc = GAMES[game_id][0].__doc__ or ""
    assert f"pygames.{game_id}.readings" in doc and "READINGS" in doc
    for entry in _readings(game_id).READINGS:
        assert entry.choice["en"][:40] not in doc
        assert entry.passage["ja"][:12] not in doc


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("game_id", GAMES)
def test_the_rules_reference_shows_the_readings_and_the_components(game_id: str,
                                                                  lang: str) -> None:
    for options, entries, pieces in SHOWN[game_id]:
        nodes = rules_help.sections(game_id, lang, options, 2)
        keys = [n.get("k") for n in nodes]
        assert "readings" in keys and "components" in keys
        readings = next(n for n in nodes if n.get("k") == "readings")
        components = next(n for n in nodes if n.get("k") == "components")
        shown = [n["a"]["data-reading"] for n in walk(readings) if "data-reading" in n.get("a", {})]
        assert shown == [r.id for r in entries]
        texts = [n["x"] for n in walk(readings) if isinstance(n.get("x"), str)]
        for entry in entries:
            assert entry.choice[lang] in texts
            assert any(entry.passage[entry.source] in t for t in texts)  # the source's own words
        parts = {n["a"]["data-component"]: n["a"]["data-source"] for n in walk(components)
                 if "data-component" in n.get("a", {})}
        assert parts == {c.id: c.source for c in pieces}
        words = " ".join(n["x"] for n in walk(components) if isinstance(n.get("x"), str))
        if lang == "ja":
            assert "再構成" in words
        else:
            assert "reconstructed" in words
