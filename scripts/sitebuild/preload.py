"""The modules a start-up loads, listed in ``index.html`` as ``<link rel="modulepreload">``.

Without the list the browser finds them one wave at a time: the entry, then what it imports,
then PyScript's core, then the plug-ins that core imports when it starts, then the worker. With
it every one is asked for at once, with the page, so the worker that boots the runtime starts
several round trips sooner (on a phone's network, each is tens of milliseconds)."""

from __future__ import annotations

import re
from pathlib import Path, PurePosixPath

#: Where the build puts the list in index.html.
PRELOAD_MARK = "<!-- PRELOAD: build.py lists the modules the start-up loads -->"
#: The page's module entry, and the interpreter module PyScript's worker imports (the worker
#: has its own module map, but finds the modules in the HTTP cache) (paths in dist/).
ENTRIES = ("web/bridge.js", "web/runtime.js")
#: PyScript's plug-ins that its core imports (lazily, by a dynamic import) on every start.
PYSCRIPT_AT_START = ("deprecations-manager", "donkey", "error", "py-editor", "py-game",
                     "py-terminal")
#: A static import or re-export of a relative module: ``import … from "./x.js"``,
#: ``import "./x.js"``, ``export … from "./x.js"`` (minified or not).
STATIC_IMPORT = re.compile(r"""(?:^|[;\s}])(?:import|export)\s*"""
                           r"""(?:[\w*{}\s,$]+?\s*from\s*)?["'](\.{1,2}/[^"']+)["']""")


def static_imports(dist: Path, module: str) -> list[str]:
    """The modules ``module`` (a path in dist/) imports statically, as paths in dist/."""
    text = (dist / module).read_text()
    base = PurePosixPath(module).parent
    found = []
    for relative in STATIC_IMPORT.findall(text):
        parts: list[str] = []
        for part in (base / relative).parts:
            if part == "..":
                parts.pop()
            elif part != ".":
                parts.append(part)
        found.append("/".join(parts))
    return found


def start_up_modules(dist: Path) -> list[str]:
    """Every module the page loads before the runtime starts: the entries and all they import
    statically, then PyScript's plug-ins loaded at start; paths in dist/, in the order found."""
    seen: dict[str, None] = {}
    waiting = list(ENTRIES)
    while waiting:
        module = waiting.pop(0)
        if module in seen:
            continue
        if not (dist / module).is_file():
            raise SystemExit(f"build: the start-up module {module} is missing from dist/")
        seen[module] = None
        waiting.extend(static_imports(dist, module))
    for name in PYSCRIPT_AT_START:
        chunks = sorted((dist / "pyscript").glob(f"{name}-*.js"))
        if len(chunks) != 1:
            raise SystemExit(f"build: PyScript's plug-in {name} is not one chunk: {chunks}")
        seen[f"pyscript/{chunks[0].name}"] = None
    return [module for module in seen if module != ENTRIES[0]]


def preload_links(dist: Path) -> str:
    """The ``<link rel="modulepreload">`` lines for index.html."""
    return "\n".join(f'<link rel="modulepreload" href="{module}">'
                     for module in start_up_modules(dist))
