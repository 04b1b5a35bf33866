"""The catalogue's entries packed by the build (pygames.core.catalogue): they rebuild each
rule set's own entry exactly, and with them the catalogue and setup screens import no rules,
so the site's first visit loads no rule set's wheel but the one its address plays."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from pygames.core import catalogue, registry

ROOT = Path(__file__).resolve().parent.parent


def _packed_entries() -> dict[str, catalogue.CatalogueEntry]:
    namespace: dict[str, object] = {}
    exec(compile(catalogue.packed_source(), catalogue.PACKED_MODULE, "exec"), namespace)
    entries = namespace["ENTRIES"]
    assert isinstance(entries, dict)
    return entries


def test_packed_entries_rebuild_every_rule_sets_own_entry() -> None:
    packed = _packed_entries()
    assert list(packed) == registry.ids()
    for game_id, found in packed.items():
        own = catalogue.CatalogueEntry.of(registry.rule_set(game_id))
        assert found == own, game_id
        assert found.info.options == own.info.options  # values, defaults, labels' keys
        assert found.emblem["t"] == "svg"


def test_an_unknown_rule_set_has_no_entry() -> None:
    assert catalogue.entry("chess") is None
    assert catalogue.entry(None) is None


#: Run in a fresh interpreter: the packed module in place, the catalogue, then the setup of
#: every rule set (its options and notes), then a game of one rule set opened.
SCREENS = """
import json, sys, types
from pygames.core import catalogue
module = types.ModuleType(catalogue.PACKED_MODULE)
exec(compile(sys.stdin.read(), catalogue.PACKED_MODULE, "exec"), module.__dict__)
sys.modules[catalogue.PACKED_MODULE] = module
from pygames.app.controller import Controller
from pygames.core import registry
rules = lambda: sorted(g for g in registry.ids() if f"pygames.{g}" in sys.modules)
c = Controller()
seen = {}
response = c.handle({"type": "init", "hash": "", "saved": None, "lang": "ja"})
seen["catalogue"] = (rules(), json.dumps(response, ensure_ascii=False))
for game_id in registry.ids():
    c.handle({"type": "tap", "action": "pick", "value": game_id})
    seen["setup " + game_id] = (rules(), c.setup.options)
    c.handle({"type": "tap", "action": "back"})
c.handle({"type": "tap", "action": "pick", "value": "terra_vista"})
c.handle({"type": "tap", "action": "start"})
seen["game"] = (rules(), c.table is not None)
print(json.dumps(seen))
"""


def test_catalogue_and_setup_import_no_rule_set_with_the_packed_entries() -> None:
    done = subprocess.run([sys.executable, "-c", SCREENS], input=catalogue.packed_source(),
                          capture_output=True, text=True, cwd=ROOT, check=True)
    seen = json.loads(done.stdout)
    imported, page = seen.pop("catalogue")
    assert imported == []
    for game_id in registry.ids():  # every card, titled in the page's language
        title = registry.rule_set(game_id).game_class.info.title["ja"]
        assert title in page and f'"data-value": "{game_id}"' in page
    for screen, (imported, options) in seen.items():
        if screen.startswith("setup"):
            assert imported == [], screen
            assert options == registry.rule_set(screen.split()[1]).game_class.info.defaults()
    assert seen["game"] == [["terra_vista"], True]  # the rule set played, alone
