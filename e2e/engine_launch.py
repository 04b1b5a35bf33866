"""Debian's Firefox ESR and WebKitGTK, started for the cross-engine tests and the benchmark.

Firefox runs headless with its WebDriver BiDi endpoint on a free port (a fresh profile in a
temporary folder); WebKitGTK's MiniBrowser runs under ``WebKitWebDriver`` on a private Xvfb
display (GTK has no headless mode). ``scripts/test.sh`` installs ``firefox-esr``,
``webkit2gtk-driver`` and ``xvfb``; FIREFOX, WEBKIT_DRIVER and WEBKIT_BROWSER override where
they are.
"""

from __future__ import annotations

import contextlib
import glob
import os
import re
import socket
import subprocess
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

from engine_drivers import BidiPage, Page, WebDriverPage
from websockets.sync.client import connect

ENGINES = ("firefox", "webkit")
FIREFOX = os.environ.get("FIREFOX", "/usr/bin/firefox-esr")
WEBKIT_DRIVER = os.environ.get("WEBKIT_DRIVER", "/usr/bin/WebKitWebDriver")
WEBKIT_BROWSER = os.environ.get("WEBKIT_BROWSER") or next(
    iter(sorted(glob.glob("/usr/lib/*/webkit2gtk-4.*/MiniBrowser"))), "MiniBrowser")
#: A new profile's chores that reach for the network or slow the first start.
FIREFOX_PREFS = {
    "browser.shell.checkDefaultBrowser": False,
    "browser.startup.homepage_override.mstone": "ignore",
    "datareporting.policy.dataSubmissionEnabled": False,
    "toolkit.telemetry.reportingpolicy.firstRun": False,
    "app.normandy.enabled": False,
    "messaging-system.rsexperimentloader.enabled": False,
    "services.settings.server": "http://127.0.0.1:9/",
    "network.captive-portal-service.enabled": False,
    "network.connectivity-service.enabled": False,
}
START_TIMEOUT = 60.0


def missing(engine: str) -> str | None:
    """What is not installed for ``engine`` (None: ready to start)."""
    needed = {"firefox": [FIREFOX], "webkit": [WEBKIT_DRIVER, WEBKIT_BROWSER, "Xvfb"]}[engine]
    absent = [path for path in needed if not _executable(path)]
    return ", ".join(absent) or None


def _executable(path: str) -> bool:
    if "/" in path:
        return os.access(path, os.X_OK)
    return any(os.access(Path(d) / path, os.X_OK) for d in os.environ.get("PATH", "").split(":"))


@contextlib.contextmanager
def open_engine(engine: str, workdir: Path) -> Iterator[Page]:
    """One started browser of ``engine`` with its one tab; everything stops on exit."""
    absent = missing(engine)
    if absent:
        raise RuntimeError(f"{engine}: not installed: {absent} (scripts/test.sh installs it)")
    with contextlib.ExitStack() as stack:
        if engine == "firefox":
            page: Page = _firefox(stack, workdir)
        else:
            page = _webkit(stack, workdir)
        stack.callback(page.close)
        yield page


def _firefox(stack: contextlib.ExitStack, workdir: Path) -> Page:
    profile = workdir / "firefox-profile"
    profile.mkdir(parents=True, exist_ok=True)
    (profile / "user.js").write_text("".join(
        f"user_pref({_js(name)}, {_js(value)});\n" for name, value in FIREFOX_PREFS.items()))
    log = workdir / "firefox.log"
    env = dict(os.environ, MOZ_CRASHREPORTER_DISABLE="1")
    process = _start(stack, [FIREFOX, "--headless", "--no-remote", "--profile", str(profile),
                             "--remote-debugging-port=0", "about:blank"], log, env)
    deadline = time.monotonic() + START_TIMEOUT
    while not (found := re.search(r"WebDriver BiDi listening on (ws://\S+)", log.read_text())):
        if process.poll() is not None or time.monotonic() > deadline:
            raise RuntimeError(f"firefox did not start: {log.read_text()[-2000:]}")
        time.sleep(0.1)
    return BidiPage(stack.enter_context(
        connect(found.group(1) + "/session", max_size=None, open_timeout=30)))


def _webkit(stack: contextlib.ExitStack, workdir: Path) -> Page:
    read, write = os.pipe()
    _start(stack, ["Xvfb", "-displayfd", str(write), "-screen", "0", "1600x1200x24",
                   "-nolisten", "tcp"], workdir / "xvfb.log", dict(os.environ), pass_fds=(write,))
    os.close(write)
    with os.fdopen(read) as pipe:
        display = ":" + pipe.readline().strip()
    port = _free_port()
    _start(stack, [WEBKIT_DRIVER, f"--port={port}"], workdir / "webkitwebdriver.log",
           dict(os.environ, DISPLAY=display))
    endpoint = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + START_TIMEOUT
    while True:
        try:
            with urllib.request.urlopen(endpoint + "/status", timeout=5):
                break
        except OSError:
            if time.monotonic() > deadline:
                raise RuntimeError("WebKitWebDriver did not answer") from None
            time.sleep(0.1)
    return WebDriverPage(endpoint, {"webkitgtk:browserOptions": {
        "binary": WEBKIT_BROWSER, "args": ["--automation"]}})


def _start(stack: contextlib.ExitStack, command: list[str], log: Path, env: dict[str, str],
           pass_fds: tuple[int, ...] = ()) -> subprocess.Popen:
    out = stack.enter_context(log.open("w"))
    process = subprocess.Popen(command, stdout=out, stderr=subprocess.STDOUT,
                               stdin=subprocess.DEVNULL, env=env, pass_fds=pass_fds)
    stack.callback(_stop, process)
    return process


def _stop(process: subprocess.Popen) -> None:
    process.terminate()
    try:
        process.wait(timeout=15)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _js(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return '"' + str(value).replace("\\", "\\\\").replace('"', '\\"') + '"'
