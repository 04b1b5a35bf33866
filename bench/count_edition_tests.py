"""Count (not a test): the edition tests left in TwinStar's view modules (issue 44 allows 10).

    python bench/count_edition_tests.py                      # this checkout
    python bench/count_edition_tests.py /other/pygames/twinstar

The view modules draw from the look their game's edition and mode pick (``look.py``, where
the look is chosen, is not counted). An edition test, counted node by node in each module's
syntax tree (so comments, docstrings and imports never count; a test inside another, as
``game.ED.id == "gems"``, counts once), is any of:

- ``….ED.id`` (the edition record's id);
- ``….solo`` or ``….advanced`` (the mode's switches);
- ``isinstance(…, C)`` with ``C`` a TwinStar class (``TwinStar``, ``GemsTwinStar``,
  ``FruitsTwinStar``, ``SoloTwinStar``, ``ListedRoutes``, ``GemsV1``, ``FruitsV1``,
  ``SoloV1``), alone or in a tuple;
- a comparison with the string ``"gems"`` or ``"fruits"`` on either side;
- a read of the ``"edition"`` or ``"mode"`` option (``….get("edition")``, ``…["mode"]``);
- ``RULES_VERSION`` or ``rules_version``.
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "pygames" / "twinstar"
#: The modules that draw and word the table.
VIEW_MODULES = ("words.py", "parts.py", "valley_view.py", "market_view.py",
                "contracts_view.py", "actions_view.py", "players_view.py", "drawing.py",
                "symbols.py", "view.py", "texts.py", "help_texts.py", "readings.py",
                "reference.py")
CLASSES = {"TwinStar", "GemsTwinStar", "FruitsTwinStar", "SoloTwinStar", "ListedRoutes",
           "GemsV1", "FruitsV1", "SoloV1"}
EDITIONS = {"gems", "fruits"}
#: The most edition tests the view modules may hold together (issue 44).
MOST = 10


def _names(node: ast.expr) -> set[str]:
    items = node.elts if isinstance(node, ast.Tuple) else [node]
    return {n.id if isinstance(n, ast.Name) else n.attr if isinstance(n, ast.Attribute) else ""
            for n in items}


def _option_key(node: ast.AST) -> bool:
    return isinstance(node, ast.Constant) and node.value in ("edition", "mode")


def is_test(node: ast.AST) -> bool:
    """Whether ``node`` is one edition test (see the module's docstring)."""
    if isinstance(node, ast.Attribute):
        if node.attr == "id" and isinstance(node.value, ast.Attribute) \
                and node.value.attr == "ED":
            return True
        return node.attr in ("solo", "advanced", "RULES_VERSION", "rules_version")
    if isinstance(node, ast.Name):
        return node.id in ("RULES_VERSION", "rules_version")
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) \
            and node.func.id == "isinstance" and len(node.args) == 2:
        return bool(_names(node.args[1]) & CLASSES)
    if isinstance(node, ast.Compare):
        sides = [node.left, *node.comparators]
        return any(isinstance(s, ast.Constant) and s.value in EDITIONS for s in sides)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
            and node.func.attr == "get" and node.args:
        return _option_key(node.args[0])
    if isinstance(node, ast.Subscript):
        return _option_key(node.slice)
    return False


def _tests(node: ast.AST) -> list[int]:
    """The lines of the outermost tests in ``node`` (``game.ED.id == "gems"`` is one)."""
    if is_test(node) and isinstance(node, ast.expr):
        return [node.lineno]
    return [line for child in ast.iter_child_nodes(node) for line in _tests(child)]


def edition_tests(source: str) -> list[int]:
    """The line of each edition test in a module's source."""
    return sorted(_tests(ast.parse(source)))


def counts(package: Path = PACKAGE) -> dict[str, list[int]]:
    """Module name -> the lines of its edition tests, for each view module."""
    return {name: edition_tests((package / name).read_text(encoding="utf-8"))
            for name in VIEW_MODULES if (package / name).exists()}


def main() -> None:
    package = Path(sys.argv[1]) if len(sys.argv) > 1 else PACKAGE
    found = counts(package)
    for module, lines in found.items():
        print(f"{module:18} {len(lines):3}  {' '.join(map(str, lines))}")
    print(f"{'total':18} {sum(map(len, found.values())):3}  (at most {MOST})")


if __name__ == "__main__":
    main()
