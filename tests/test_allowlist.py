"""Every tag and attribute the app's screens and the rule sets' views draw is on the bridge's
allow-list (``web/bridge/allow.js``), so the page never refuses a legitimate scene; and the
list holds nothing that runs script or leaves the site."""

from __future__ import annotations

import re
from pathlib import Path

from setups import SETUPS

import pygames
from pygames.app.controller import Controller
from pygames.core import scene
from pygames.core.rng import Rng

ALLOW_JS = Path(__file__).resolve().parent.parent / "web" / "bridge" / "allow.js"


def allow_list(name: str) -> set[str]:
    """The strings of one ``export const NAME = new Set([...])`` of allow.js."""
    text = ALLOW_JS.read_text()
    block = re.search(rf"export const {name} = new Set\(\[(.*?)\]\);", text, re.DOTALL)
    assert block, name
    body = "\n".join(line.split("//")[0] for line in block.group(1).splitlines())
    return set(re.findall(r'"([^"]+)"', body))


HTML, SVG, ATTRIBUTES = allow_list("HTML_TAGS"), allow_list("SVG_TAGS"), allow_list("ATTRIBUTES")
FAMILY = re.compile(r"(data|aria)-[a-z0-9-]+")


def outside_the_list(node: scene.Node, in_svg: bool = False) -> set[str]:
    found: set[str] = set()
    tag = node["t"]
    if not (tag in SVG if in_svg else tag in HTML or tag == "svg"):
        found.add(f"tag {tag}" + (" in svg" if in_svg else ""))
    for name, value in node.get("a", {}).items():
        if name not in ATTRIBUTES and not FAMILY.fullmatch(name):
            found.add(f"attribute {name} on {tag}")
        # as allow.js: a reference to a part of the page by an id of letters, digits, dashes
        if name == "href" and not (tag == "use"
                                   and re.fullmatch(r"#[A-Za-z][\w-]*", str(value), re.ASCII)):
            found.add(f"href {value} on {tag}")
    for child in node.get("c", ()):
        found |= outside_the_list(child, in_svg or tag == "svg")
    return found


def screens_of(game_id: str, players: int, options: dict, rules: int | None, lang: str):
    """The scenes a player meets: catalogue, setup, rules, the table through a whole game
    (help, help mode, replay and the log's pages on the way), the end, the error screen."""
    c = Controller(clock=lambda: 1)
    yield c.handle({"type": "init", "hash": "", "lang": lang})["scene"]
    yield c.handle({"type": "tap", "action": "pick", "value": game_id})["scene"]
    yield c.handle({"type": "tap", "action": "rules"})["scene"]
    c.handle({"type": "tap", "action": "rules_close"})
    game = pygames.new_game(game_id, players, seed=3, options=options, rules=rules)
    c.handle({"type": "init", "hash": game.to_url_fragment({"seats": ["human"] * players}),
              "lang": lang})
    chooser = Rng(5)
    while c.table is not None and not c.table.game.is_over and len(c.table.game.history) < 2000:
        if len(c.table.game.history) % 9 == 0:
            yield c.handle({"type": "key", "key": "?"})["scene"]
            yield c.handle({"type": "tap", "action": "helpmode"})["scene"]
            c.handle({"type": "tap", "action": "helpmode"})
        out = c.handle({"type": "tap", "move": chooser.choice(c.table.game.legal_moves())})
        yield out["scene"]
    yield c.handle({"type": "tap", "action": "replay"})["scene"]
    c.handle({"type": "tap", "action": "replay_exit"})
    yield c.handle({"type": "tap", "action": "log_page", "value": "0"})["scene"]
    yield c.handle({"type": "tap", "action": "home"})["scene"]
    yield c.handle({"type": "hash", "hash": "#2.broken"})["scene"]


def test_every_scene_stays_within_the_allow_list() -> None:
    found: set[str] = set()
    for index, (game_id, players, options, rules) in enumerate(SETUPS):
        for node in screens_of(game_id, players, options, rules, ("en", "ja")[index % 2]):
            found |= outside_the_list(node)
    assert not found, sorted(found)


def test_the_allow_list_lets_nothing_run_or_leave_the_site() -> None:
    dangerous_tags = {"script", "iframe", "object", "embed", "link", "meta", "base", "style",
                      "form", "a", "img", "image", "foreignObject", "video", "audio", "frame",
                      "template", "animate", "set", "animateTransform"}
    assert not (HTML | SVG) & dangerous_tags
    assert not [name for name in ATTRIBUTES if name.startswith("on")]
    assert not ATTRIBUTES & {"src", "srcdoc", "action", "formaction", "xlink:href", "background"}
    text = ALLOW_JS.read_text()
    assert 'tag === "use"' in text and "#[A-Za-z]" in text  # href: a symbol of the page only
