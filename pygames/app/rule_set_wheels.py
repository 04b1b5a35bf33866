"""Each rule set's wheel, installed when its package is first imported (the page's worker).

The site ships the core (``pygames``: the app, the core and the catalogue's entries) apart
from each rule set's package, so a first visit downloads the rules it plays and no others.
:class:`RuleSetWheels` sits first on ``sys.meta_path``: the first import of a rule set's
package fetches that wheel (through the function it is given: a synchronous request in the
worker), checks it against the lockfile's hash, unpacks it into ``site-packages`` and lets
the usual path finder import it. A wheel that cannot be fetched or does not match raises
ImportError, which the registry reports as a rule set that is not available.
"""

from __future__ import annotations

import hashlib
import importlib
import io
import os
import zipfile
from collections.abc import Callable, Sequence
from importlib.machinery import ModuleSpec
from types import ModuleType
from typing import Any


class RuleSetWheels:
    """A meta path finder that installs a rule set's wheel on the first import of its
    package; it finds no module itself (the path finder does, once the wheel is unpacked)."""

    def __init__(self, wheels: dict[str, dict[str, Any]], fetch: Callable[[str], bytes],
                 site: str) -> None:
        #: package (``pygames.twinstar``) -> {"url": …, "sha256": …}, not yet installed
        self.wheels = dict(wheels)
        self.fetch = fetch
        self.site = site

    def find_spec(self, name: str, path: Sequence[str] | None = None,
                  target: ModuleType | None = None) -> ModuleSpec | None:
        wheel = self.wheels.get(name)
        if wheel is None:
            return None
        if not os.path.isdir(os.path.join(self.site, *name.split("."))):
            self.install(name, wheel)
        del self.wheels[name]
        importlib.invalidate_caches()
        return None

    def install(self, name: str, wheel: dict[str, Any]) -> None:
        """Fetch, check and unpack the wheel of ``name``; ImportError if it cannot be."""
        url = str(wheel["url"])
        try:
            data = self.fetch(url)
        except Exception as err:  # noqa: BLE001 - offline, HTTP error: the rule set is unavailable
            raise ImportError(f"the rules of {name} could not be loaded from {url}: {err}",
                              name=name) from err
        if hashlib.sha256(data).hexdigest() != wheel.get("sha256"):
            raise ImportError(f"the wheel {url} does not match the site's lockfile", name=name)
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            archive.extractall(self.site)
