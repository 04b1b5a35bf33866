"""Benchmark (not a test): what a compiled core would give TwinStar, on the same source.

    # mypyc comes with mypy (the test extra); a C compiler is needed too
    python bench/bench_compiled.py [--against DIR] [--rounds 3] [--seconds 3] [--keep DIR]

The speed issue asks for TwinStar's rules ten times faster than before the speed work. Pure
Python stops short of that (``bench_rules.py``; docs/speed.md). This
script measures the usual way past that, short of rewriting the rules: the same modules
compiled to C by mypyc, the compiler mypy ships (one CPython extension module each). It
copies this checkout's package to a temporary folder, makes there the two changes mypyc
needs (``ADAPTATIONS``: where compiled classes behave unlike Python ones; the modules pass
mypy as they are), compiles the rules' modules (``COMPILED``), checks that the compiled rules play
exactly the same games (the digests of ``bench_instructions.py``'s games, every TwinStar
mode), then runs ``bench_rules.py twinstar`` there, ``--against DIR`` (default: this
checkout as it is, uncompiled; ``/tmp/old``, a worktree of ``ae6e2ca~1``, for the code the
speed work started from).

It measures CPython only. The players' browsers run Pyodide, where a compiled module must be
built for WebAssembly with the Emscripten release that Pyodide itself was built with
(``node_modules/pyodide/pyodide-lock.json`` names its platform: Emscripten 5.0.3 for Pyodide
314.0.7); the package stays pure Python (DESIGN.md), so nothing here ships.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import bench_instructions  # beside this script

ROOT = Path(__file__).resolve().parents[1]

#: The modules compiled: the rules of both editions and what every step passes through.
COMPILED = [
    "pygames/core/rng.py", "pygames/core/game.py",
    *(f"pygames/twinstar/{name}.py" for name in (
        "hexes", "board_bits", "board", "network", "network_index", "turn", "start", "derived",
        "discs", "engine", "construct", "transport", "actions", "rules", "gems", "fruits",
        "solo")),
]

#: (file, text, replacement, why): what mypyc needs changed in the copy. Each text must occur
#: in the file (the script stops if the source has moved on); an empty text appends.
ADAPTATIONS: list[tuple[str, str, str, str]] = [
    ("pygames/twinstar/__init__.py", "", """
from .rules import TwinStar as _Engine
from .fruits import FruitsTwinStar as _Fruits
from .gems import GemsTwinStar as _Gems
from .solo import SoloTwinStar as _Solo

_Engine._VARIANTS.update({("gems", False, 2): _Gems, ("fruits", False, 2): _Fruits,
                          ("fruits", True, 2): _Solo})
""", "compiled classes do not pass class keywords to __init_subclass__ (the variants)"),
]

#: The games whose digests must match: every TwinStar mode, as bench_instructions.py plays them.
CHECKED = bench_instructions.DEFAULT


def adapt(tree: Path) -> None:
    for name, text, replacement, why in ADAPTATIONS:
        path = tree / name
        source = path.read_text()
        if not text:
            path.write_text(source + replacement)
        elif text in source:
            path.write_text(source.replace(text, replacement))
        else:
            sys.exit(f"{name}: the text to change for mypyc ({why}) is not there any more")


def digests(tree: Path, games: int) -> list[str]:
    out = []
    for config in CHECKED:
        run = subprocess.run(
            [sys.executable, str(tree / "tests" / "bench_instructions.py"), "--child", config,
             "--games", str(games), "--plain"], capture_output=True, text=True, check=True)
        found = re.search(r"digest (\w+)", run.stdout)
        if found is None:
            sys.exit(f"{config}: no digest in {run.stdout!r}")
        out.append(found.group(1))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--against", type=Path, default=ROOT,
                        help="the uncompiled checkout to compare with (default: this one)")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--games", type=int, default=20, help="games per mode for the digests")
    parser.add_argument("--keep", type=Path, help="build the compiled copy here and keep it")
    args = parser.parse_args()
    try:
        import mypyc  # noqa: F401
    except ImportError:
        sys.exit("mypyc is missing: pip install -e .[test] (mypy brings it)")
    tree = args.keep or Path(tempfile.mkdtemp(prefix="pygames-compiled-"))
    try:
        for part in ("pygames", "tests"):
            shutil.copytree(ROOT / part, tree / part, dirs_exist_ok=True,
                            ignore=shutil.ignore_patterns("__pycache__", "*.so"))
        adapt(tree)
        build = subprocess.run([sys.executable, "-m", "mypyc", *COMPILED], cwd=tree,
                               capture_output=True, text=True)
        if build.returncode:
            sys.exit(f"mypyc failed:\n{build.stdout[-4000:]}{build.stderr[-4000:]}")
        for module in COMPILED:  # an extension module beside each source, imported first
            path = tree / module
            if not any(path.parent.glob(f"{path.stem}.*.so")):
                sys.exit(f"mypyc made no extension module for {module}")
        plain, compiled = digests(ROOT, args.games), digests(tree, args.games)
        for config, a, b in zip(CHECKED, plain, compiled, strict=True):
            print(f"{config:7s} digest {a} (this checkout) {b} (compiled)"
                  f"{'' if a == b else '  DIFFERENT GAMES'}")
        if plain != compiled:
            sys.exit("the compiled rules play other games")
        sys.stdout.flush()
        subprocess.run([sys.executable, str(tree / "tests" / "bench_rules.py"), "twinstar",
                        "--against", str(args.against), "--rounds", str(args.rounds),
                        "--seconds", str(args.seconds)], check=True)
    finally:
        if args.keep is None:
            shutil.rmtree(tree, ignore_errors=True)


if __name__ == "__main__":
    main()
