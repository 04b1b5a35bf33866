"""The shape of the package: rule sets plug in through the registry only, typed, without
import circles.

* every rule set's plug-ins match the registry's protocols (names, parameters, types);
* outside ``core/registry.py`` nothing finds a plug-in by string, probes one with
  ``hasattr``/``getattr``, or reaches into another module's private names;
* the imports of ``pygames/`` (module-level and inside functions, type-only ones included)
  form no circle.

"""

from __future__ import annotations

import ast
import inspect
import pathlib
import re
import types
import typing
from collections.abc import Iterator, Mapping
from typing import Any

import pytest

from pygames.core import registry
from pygames.core.game import Game
from pygames.core.i18n import Texts

PACKAGE = pathlib.Path(registry.__file__).parents[1]
REGISTRY = PACKAGE / "core" / "registry.py"



# ---------------------------------------------------------------------- protocols
def _members(protocol: type) -> dict[str, Any]:
    """A protocol's members: name -> the function it declares, or the annotated type."""
    hints = typing.get_type_hints(protocol, vars(registry))
    members: dict[str, Any] = {name: hints[name] for name in protocol.__annotations__}
    for name, value in vars(protocol).items():
        if not name.startswith("_"):
            members[name] = value.fget if isinstance(value, property) else value
    return members


def _parameters(function: Any) -> list[tuple[str, bool]]:
    """(name, has a default) of each parameter, ``self`` left out."""
    params = inspect.signature(function).parameters.values()
    return [(p.name, p.default is not p.empty) for p in params if p.name != "self"]


def _conformance(plugin: object, protocol: type) -> list[str]:
    """How ``plugin`` misses ``protocol``: absent members, other parameters, wrong types."""
    problems = []
    for name, declared in _members(protocol).items():
        if not hasattr(plugin, name):
            problems.append(f"{name} is missing")
            continue
        value = getattr(plugin, name)
        if inspect.isfunction(declared):
            if name in ("hard_evaluate", "review_evaluate"):  # properties: evaluations
                declared = registry.BotHooks.evaluate
            if not callable(value):
                problems.append(f"{name} is not callable")
            elif _parameters(value) != _parameters(declared):
                problems.append(f"{name}{_parameters(value)} != {_parameters(declared)}")
            continue
        origin = typing.get_origin(declared) or declared
        if origin in (typing.Union, types.UnionType):
            if value is not None and not callable(value):
                problems.append(f"{name} is neither None nor callable")
        elif origin is float:
            if not isinstance(value, int | float) or isinstance(value, bool):
                problems.append(f"{name} is not a number")
        elif not isinstance(value, origin if origin is not Mapping else Mapping):
            problems.append(f"{name} is not {declared}")
    return problems


@pytest.mark.parametrize("game_id", registry.ids())
def test_every_rule_set_matches_the_protocols(game_id: str) -> None:
    rule_set = registry.rule_set(game_id)
    assert rule_set.id == game_id == rule_set.game_class.info.id
    assert issubclass(rule_set.game_class, Game)
    assert isinstance(rule_set.texts, Texts) and rule_set.texts.prefix == game_id + "."
    assert _conformance(rule_set.view, registry.View) == []
    assert rule_set.reference is not None
    assert _conformance(rule_set.reference, registry.ReferenceHooks) == []
    assert _conformance(rule_set.bots, registry.BotHooks) == []
    # every part of the table explains itself: by a section (PARTS) or in its own words
    ref = rule_set.reference
    assert set(ref.PARTS.values()) or ref.help_for_part is not registry.no_part_help
    assert ref.MOVE_KINDS
    assert _parameters(rule_set.result_lines) == _parameters(registry.no_result_lines)
    assert _parameters(rule_set.move_face) == _parameters(registry.no_move_face)


def test_the_conformance_check_catches_a_wrong_plugin() -> None:
    """The check above can fail: a view missing a function, another with other parameters."""
    view = registry.rule_set("harvest_valley").view
    broken = type("Broken", (), {name: staticmethod(getattr(view, name))
                                 for name in ("board", "prompt", "describe_move", "move_label",
                                              "player_stats", "seat_colors")})
    assert _conformance(broken, registry.View) == ["part_label is missing"]
    broken.part_label = staticmethod(lambda part, lang: part)  # type: ignore[attr-defined]
    assert _conformance(broken, registry.View) == [
        "part_label[('part', False), ('lang', False)] != "
        "[('part', False), ('lang', False), ('game', True)]"]
    bots = registry.BotKnowledge(SCALE="wide")  # type: ignore[arg-type]
    assert _conformance(bots, registry.BotHooks) == ["SCALE is not a number"]


# ---------------------------------------------------------------------- plug-ins by string
def _sources() -> Iterator[tuple[str, str]]:
    for path in sorted(PACKAGE.rglob("*.py")):
        if path != REGISTRY:
            yield path.relative_to(PACKAGE).as_posix(), path.read_text()


def _owned_names(tree: ast.Module) -> set[str]:
    """Names the module's own classes define (methods, class and instance attributes): a
    module may use its own classes' private parts on any instance (a clone, another seat)."""
    names: set[str] = set()
    for cls in (n for n in ast.walk(tree) if isinstance(n, ast.ClassDef)):
        for node in ast.walk(cls):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                names.add(node.name)
            elif isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store):
                names.add(node.attr)
            elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
                names.add(node.id)
    return names


def _foreign_private(tree: ast.Module) -> Iterator[ast.Attribute]:
    """``x._name`` where ``x`` is not ``self``/``cls``/``super()`` and ``_name`` is not one of
    this module's own classes' names."""
    owned = _owned_names(tree)
    for node in ast.walk(tree):
        if not isinstance(node, ast.Attribute) or not node.attr.startswith("_") \
                or node.attr.startswith("__") or node.attr in owned:
            continue
        value = node.value
        if isinstance(value, ast.Name) and value.id in ("self", "cls"):
            continue
        if isinstance(value, ast.Call) and getattr(value.func, "id", "") == "super":
            continue
        yield node


PATTERNS = {
    "_REGISTRY": re.compile(r"\b_REGISTRY\b"),
    "rsplit on a module name": re.compile(r"rsplit\(\s*['\"]\.['\"]"),
    "import by name": re.compile(r"\bimport_module\(|\b__import__\("),
}


def test_only_the_registry_finds_plugins_by_name_and_nothing_probes_them() -> None:
    found = []
    for name, text in _sources():
        for line in text.splitlines():
            for what, pattern in PATTERNS.items():
                if pattern.search(line):
                    found.append(f"{name}: {what}: {line.strip()}")
            if re.search(r"\b(hasattr|getattr)\(", line):
                found.append(f"{name}: probe: {line.strip()}")
        for node in _foreign_private(ast.parse(text)):
            found.append(f"{name}:{node.lineno}: private {ast.unparse(node)}")
    assert found == []


def test_the_private_check_sees_calls_across_modules() -> None:
    tree = ast.parse("class A:\n    def _own(self): other._own()\n\ngame._explain('x')\n"
                     "self._fine()\nsuper()._also_fine()\n")
    assert [ast.unparse(n) for n in _foreign_private(tree)] == ["game._explain"]


#: Tests that reach private names on purpose: the app's page-wide controller, reset per test.
TESTS_ALLOWED_PRIVATE = {("test_app_controller.py", "_controller")}


def test_tests_set_positions_through_public_api() -> None:
    """Tests build positions with the rule sets' ``scenario`` builders and ``Game.edit``, not
    private methods or caches."""
    found = []
    for path in sorted(PACKAGE.parent.joinpath("tests").glob("*.py")):
        if path.name == pathlib.Path(__file__).name:
            continue
        for node in _foreign_private(ast.parse(path.read_text())):
            if (path.name, node.attr) not in TESTS_ALLOWED_PRIVATE:
                found.append(f"{path.name}:{node.lineno}: {ast.unparse(node)}")
    assert found == []


# ---------------------------------------------------------------------- import circles
def _module_name(path: pathlib.Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _import_graph() -> dict[str, set[str]]:
    """Module -> the package's modules it imports anywhere in its text."""
    paths = {_module_name(p): p for p in PACKAGE.rglob("*.py")}

    def known(name: str) -> str | None:
        while name and name not in paths:
            name = name.rpartition(".")[0]
        return name or None

    graph: dict[str, set[str]] = {}
    for module, path in paths.items():
        package = module if path.name == "__init__.py" else module.rpartition(".")[0]
        targets: set[str | None] = set()
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Import):
                targets.update(known(alias.name) for alias in node.names)
            elif isinstance(node, ast.ImportFrom):
                base = package.split(".")[: len(package.split(".")) - node.level + 1] \
                    if node.level else []
                prefix = ".".join(base + ([node.module] if node.module else []))
                targets.update(known(f"{prefix}.{alias.name}") for alias in node.names)
        graph[module] = {t for t in targets if t is not None and t != module}
    return graph


def _circles(graph: dict[str, set[str]]) -> list[set[str]]:
    """The strongly connected groups of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    out: list[set[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = set()
            while True:
                w = stack.pop()
                group.add(w)
                if w == v:
                    break
            if len(group) > 1:
                out.append(group)

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


def test_no_import_circles() -> None:
    assert [sorted(c) for c in _circles(_import_graph())] == []


def test_the_walk_sees_function_level_and_type_only_imports() -> None:
    graph = _import_graph()
    assert "pygames.core.bots.search" in graph["pygames.core.bots"]
    assert "pygames.harvest_valley.ai" in graph["pygames.harvest_valley.plugin"]  # in _bots()
    assert "pygames.app.state" in graph["pygames.app.screens"]
    assert _circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [{"a", "b", "c"}]


def test_test_modules_have_names_of_their_own() -> None:
    """``pytest tests e2e`` imports each test module by its file name (no packages): a name in
    both folders stops the whole run at collection."""
    root = pathlib.Path(__file__).resolve().parents[1]
    unit = {p.name for p in (root / "tests").glob("*.py")}
    browser = {p.name for p in (root / "e2e").glob("*.py")}
    assert unit & browser <= {"conftest.py"}
