"""The Python side of the page, run by PyScript in a web worker (a ``PyWorker``).

The main thread never runs Python (DESIGN.md: the runtime's start-up would block it for
seconds, and a thinking bot would freeze the page). The bridge calls ``handle`` across the
worker boundary and gets the controller's JSON response back.

Facts this relies on (@pyscript/core 0.7.31, Pyodide 314.0.7), kept here for the next engineer:

* ``PyWorker`` is an async factory (``await PyWorker(url, options)``); inside a worker the
  config's ``interpreter`` key is ignored, but the ``version`` option set to the *absolute*
  URL of the bundled ``pyodide.mjs`` loads the runtime locally (no CDN);
* with ``packages_cache: "passthrough"`` the ``packages`` names go straight to
  ``loadPyodide`` and resolve from the lockfile next to the interpreter, where the build adds
  the ``pygames`` wheel (relative file name, sha256) — no micropip; the lockfile URL must be
  absolute (a root-relative one fails); a package that fails is only logged, so the import
  below is what proves it arrived;
* ``from pyscript import sync`` fails in such a worker ("No module named 'pyscript'");
  ``polyscript.xworker.sync`` is the supported hook, and the page awaits
  ``worker.sync.handle(...)``; plain strings cross the boundary.
"""

from polyscript import xworker

import pygames.app


def handle(event: str) -> str:
    return pygames.app.handle(event)


xworker.sync.handle = handle
