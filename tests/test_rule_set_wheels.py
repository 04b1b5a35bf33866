"""The site's wheels as the page's worker uses them (pygames.app.rule_set_wheels): the core
wheel alone in ``site-packages``, a rule set's wheel fetched, checked and unpacked on the
first import of its package; a wheel that cannot be fetched or does not match the lockfile
leaves the rule set unavailable with a clear message, and the other rule sets still play."""

from __future__ import annotations

import hashlib
import json
import subprocess
import sys
import zipfile
from pathlib import Path

import pygames
from sitebuild.wheel import build_wheels

#: Run with ``-I`` and only the site folder on the path: ARGS = [site, wheels JSON, address].
WORKER = """
import dataclasses, json, sys
site, wheels, address = sys.argv[1:]
sys.path[:] = [p for p in sys.path if "site-packages" not in p] + [site]
from pathlib import Path
from pygames.app.rule_set_wheels import RuleSetWheels
fetched = []
def fetch(url):
    fetched.append(url)
    if url.endswith("missing.whl"):
        raise OSError("HTTP 404")
    return Path(url).read_bytes()
sys.meta_path.insert(0, RuleSetWheels(json.loads(wheels), fetch, site))
import pygames
from pygames.core import registry
from pygames.core.errors import AddressError
folders = (Path(site) / "pygames").iterdir()
out = {"before": sorted(p.name for p in folders if p.is_dir() and p.name[0] != "_")}
game = pygames.load(address)
out["loaded"] = [game.game_id, len(game.history)]
out["fetched"] = [Path(u).name for u in fetched]
for game_id in ("twinstar", "tropicalia"):
    try:
        pygames.new_game(game_id, players=2)
        out[game_id] = "played"
    except Exception as err:
        out[game_id] = type(err).__name__
    try:
        pygames.load_record(dataclasses.replace(pygames.decode_address(address), game_id=game_id))
    except AddressError as err:
        out[game_id + " address"] = err.key
print(json.dumps(out))
"""


def test_a_rule_sets_wheel_installs_on_first_import(tmp_path: Path) -> None:
    wheels = build_wheels(tmp_path, pyc=False)  # sources: the host's Python imports them
    core, *rule_sets = wheels
    site = tmp_path / "site"
    with zipfile.ZipFile(core) as archive:
        archive.extractall(site)
        assert not any(n.startswith(("pygames/twinstar/", "pygames/harvest_valley/"))
                       for n in archive.namelist())
    by_package = {}
    for wheel in rule_sets:
        with zipfile.ZipFile(wheel) as archive:
            package = next(n.rsplit("/", 1)[0] for n in archive.namelist()
                           if n.endswith("/__init__.py"))
        by_package[package.replace("/", ".")] = {
            "url": str(wheel), "sha256": hashlib.sha256(wheel.read_bytes()).hexdigest()}
    assert set(by_package) == {f"pygames.{g}" for g in pygames.core.registry.ids()}
    by_package["pygames.twinstar"]["sha256"] = "0" * 64  # damaged or from another build
    by_package["pygames.tropicalia"]["url"] = str(tmp_path / "missing.whl")  # offline
    address = pygames.new_game("harvest_valley", players=2, seed=3).to_url_fragment()
    done = subprocess.run([sys.executable, "-I", "-c", WORKER, str(site), json.dumps(by_package),
                           address], capture_output=True, text=True, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert out["before"] == ["app", "core"]
    assert out["loaded"] == ["harvest_valley", 0]
    assert out["fetched"][0] == "pygames_harvest_valley-0.1.0-py3-none-any.whl"
    assert out["twinstar"] == out["tropicalia"] == "ImportError"
    assert out["twinstar address"] == out["tropicalia address"] == "address.rules_unavailable"
    assert (site / "pygames" / "harvest_valley" / "rules.py").is_file()
    assert not (site / "pygames" / "twinstar").exists()



def test_a_rule_set_that_does_not_load_says_so_and_blames_no_address(monkeypatch) -> None:
    from pygames.app.controller import Controller
    from pygames.app.texts import TEXTS
    from pygames.core import registry
    from pygames.core.scene import walk

    address = pygames.new_game("twinstar", players=2, seed=3).to_url_fragment()
    monkeypatch.setattr(registry, "available", lambda game_id: None)  # its wheel did not load
    response = Controller().handle({"type": "init", "hash": "#" + address, "lang": "ja"})
    nodes = {n.get("k"): n for n in walk(response["scene"])}
    assert nodes["reason"]["x"] == TEXTS["ja"]["address.rules_unavailable"]
    assert "detail" not in nodes  # "the address may have been cut short" would mislead
