"""The Python side of the page, run by PyScript in a web worker (a ``PyWorker``).

The main thread never runs Python (DESIGN.md: the runtime's start-up would block it for
seconds, and a thinking bot would freeze the page). The bridge calls ``handle`` across the
worker boundary and gets the controller's JSON response back.

Facts this relies on (@pyscript/core 0.7.31, Pyodide 314.0.7), kept here for the next engineer:

* ``PyWorker`` is an async factory (``await PyWorker(url, options)``); inside a worker the
  config's ``interpreter`` key is ignored, but the ``version`` option set to the *absolute*
  URL of a module exporting ``loadPyodide`` and ``version`` loads that module (no CDN): here
  ``web/runtime.js``, the bundled Pyodide's ``loadPyodide`` with a memory snapshot restored
  when one is stored (``web/snapshot-store.js``); PyScript then calls it with the folder of
  that module as ``indexURL``, which runtime.js replaces by the runtime's;
* with ``packages_cache: "passthrough"`` the ``packages`` names go straight to
  ``loadPyodide`` and resolve from the lockfile next to the interpreter, where the build adds
  the ``pygames`` wheel (relative file name, sha256) — no micropip; a package that fails is
  only logged, so the import below is what proves it arrived (on a start from the snapshot
  the package is already imported: no wheel is loaded);
* PyScript registers its ``polyscript`` module and runs this file *after* ``loadPyodide``
  returns, so the snapshot holds nothing of PyScript; runtime.js registers ``pygames_boot``
  (how the runtime started) before that;
* a synchronous XMLHttpRequest with ``responseType = "arraybuffer"`` is allowed in a worker
  and goes through the service worker, so a rule set's wheel installs offline too;
* ``from pyscript import sync`` fails in such a worker ("No module named 'pyscript'");
  ``polyscript.xworker.sync`` is the supported hook, and the page awaits
  ``worker.sync.handle(...)``; plain strings cross the boundary.
"""

import json
import site
import sys

from js import XMLHttpRequest, performance
from polyscript import xworker
from pygames_boot import info, wheels

import pygames.app
from pygames.app.rule_set_wheels import RuleSetWheels


def fetch_now(url: str) -> bytes:
    """GET ``url`` synchronously (allowed in a worker): the import that asks cannot wait."""
    request = XMLHttpRequest.new()
    request.open("GET", url, False)
    request.responseType = "arraybuffer"
    request.send()
    if request.status != 200:
        raise OSError(f"HTTP {request.status}")
    return request.response.to_bytes()


# a rule set's wheel is fetched when a game of it opens (a start from the snapshot has them all)
sys.meta_path.insert(0, RuleSetWheels(json.loads(wheels), fetch_now, site.getsitepackages()[0]))

#: How the runtime started (web/runtime.js), and when the package was imported (epoch ms).
boot_info = json.dumps({**json.loads(info), "imported": performance.timeOrigin + performance.now()})


def handle(event: str) -> str:
    return pygames.app.handle(event)


def boot() -> str:
    """How the runtime started (JSON from web/runtime.js): the page shows it as
    ``<html data-boot>`` and makes a snapshot after a plain start."""
    return boot_info


xworker.sync.handle = handle
xworker.sync.boot = boot
