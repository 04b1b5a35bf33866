"""One small page API over the two W3C automation protocols the non-Chromium engines speak.

Firefox is driven through WebDriver BiDi (a WebSocket straight to the browser: Debian ships no
geckodriver); WebKitGTK through classic WebDriver (HTTP to ``WebKitWebDriver``, which has no
BiDi yet). Both give what the cross-engine tests need and nothing more: navigate, run a
JavaScript function, real pointer input (the protocol's pointer actions, which the engine
turns into trusted pointer and click events), viewport screenshots and the console's errors.

JavaScript runs as a function source plus JSON arguments, and returns JSON: the same call
works over both protocols without their value serialisations.
"""

from __future__ import annotations

import base64
import contextlib
import json
import time
import urllib.error
import urllib.request
from abc import ABC, abstractmethod
from pathlib import Path

from websockets.sync.client import ClientConnection

#: Wraps a function source: its (awaited) result comes back as JSON text.
CALL_JS = ("async function (json) { const value = await ({fn})(...JSON.parse(json));"
           " return JSON.stringify(value === undefined ? null : value); }")

#: The page's own record of its errors (see engine_site.WATCH_JS), taken and emptied.
TAKE_WATCHED_ERRORS_JS = """() => {
  const seen = window.__e2eErrors;
  if (!Array.isArray(seen)) return null;
  window.__e2eErrors = [];
  return seen;
}"""


#: Resolves once the current state has been painted (a frame, and the next one begun).
PAINTED_JS = "() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))"


class JavaScriptError(AssertionError):
    """A script run by the test threw in the page."""


class WaitTimeout(AssertionError):
    """What a test waited for did not happen in time."""


class Page(ABC):
    """One tab of one engine, with what the tests do to it."""

    engine: str
    version: str

    def __init__(self) -> None:
        self._errors: list[str] = []

    # ---------------------------------------------------------------- protocol specifics
    @abstractmethod
    def _navigate(self, url: str) -> None: ...

    @abstractmethod
    def _reload(self) -> None: ...

    @abstractmethod
    def _call_json(self, source: str, args_json: str) -> str: ...

    @abstractmethod
    def _perform(self, actions: list[dict]) -> None: ...

    @abstractmethod
    def _screenshot_png(self) -> bytes: ...

    @abstractmethod
    def set_viewport(self, width: int, height: int) -> None: ...

    @abstractmethod
    def _console_errors(self) -> list[str]: ...

    @abstractmethod
    def close(self) -> None: ...

    # ---------------------------------------------------------------- the tests' API
    def call(self, function: str, *args: object) -> object:
        """Run the JavaScript function ``function`` with JSON ``args``; its JSON result."""
        return json.loads(self._call_json(CALL_JS.replace("{fn}", function), json.dumps(args)))

    def wait(self, function: str, *args: object, timeout: float = 30.0,
             message: str = "") -> object:
        """Poll ``function`` until it returns something truthy; that value."""
        deadline = time.monotonic() + timeout
        while True:
            value = self.call(function, *args)
            if value:
                return value
            if time.monotonic() > deadline:
                raise WaitTimeout(f"{self.engine}: not within {timeout:.0f} s: "
                                  f"{message or function}")
            time.sleep(0.1)

    def goto(self, url: str) -> None:
        self._keep_errors()
        self._navigate(url)

    def reload(self) -> None:
        self._keep_errors()
        self._reload()

    def tap(self, x: float, y: float) -> None:
        """A finger (or, where the engine has no touch input, a mouse button) down and up."""
        self._perform(_pointer(x, y, hold_ms=40))

    def press(self, x: float, y: float, hold_ms: int) -> None:
        """Down, held for ``hold_ms``, then up: a long press."""
        self._perform(_pointer(x, y, hold_ms=hold_ms))

    def screenshot(self, path: Path) -> None:
        """The viewport as painted after the page's current state (WebKitGTK's snapshot is of
        the last painted frame, which can be older than the DOM)."""
        self.call(PAINTED_JS)
        path.write_bytes(self._screenshot_png())

    def take_errors(self) -> list[str]:
        """The console errors and uncaught exceptions since the last call."""
        self._keep_errors()
        errors, self._errors = self._errors, []
        return errors

    def _keep_errors(self) -> None:
        self._errors += self._console_errors()


def _pointer(x: float, y: float, hold_ms: int) -> list[dict]:
    steps = [{"type": "pointerMove", "x": round(x), "y": round(y), "duration": 0,
              "origin": "viewport"},
             {"type": "pointerDown", "button": 0},
             {"type": "pause", "duration": hold_ms},
             {"type": "pointerUp", "button": 0}]
    return [{"type": "pointer", "id": "finger", "parameters": {"pointerType": "touch"},
             "actions": steps}]


class BidiPage(Page):
    """A Firefox tab through WebDriver BiDi; errors come from the ``log`` module (every realm
    of the page, its workers included)."""

    engine = "firefox"

    def __init__(self, socket: ClientConnection, timeout: float = 180.0) -> None:
        super().__init__()
        self._socket = socket
        self._timeout = timeout
        self._next_id = 0
        self._logged: list[str] = []
        session = self._send("session.new", capabilities={})
        self.version = session["capabilities"]["browserVersion"]
        self._send("session.subscribe", events=["log.entryAdded"])
        self._context = self._send("browsingContext.getTree")["contexts"][0]["context"]

    def _send(self, method: str, **params: object) -> dict:
        self._next_id += 1
        ident = self._next_id
        self._socket.send(json.dumps({"id": ident, "method": method, "params": params}))
        deadline = time.monotonic() + self._timeout
        while True:
            message = json.loads(self._socket.recv(timeout=max(0.1, deadline - time.monotonic())))
            if message.get("id") == ident:
                if message.get("type") == "error":
                    raise AssertionError(f"firefox: {method}: {message.get('error')}: "
                                         f"{message.get('message')}")
                return message["result"]
            if message.get("method") == "log.entryAdded":
                entry = message["params"]
                if entry.get("level") == "error":
                    self._logged.append(entry.get("text") or json.dumps(entry)[:300])

    def _navigate(self, url: str) -> None:
        self._send("browsingContext.navigate", context=self._context, url=url, wait="complete")

    def _reload(self) -> None:
        self._send("browsingContext.reload", context=self._context, wait="complete")

    def _call_json(self, source: str, args_json: str) -> str:
        result = self._send("script.callFunction", functionDeclaration=source,
                            arguments=[{"type": "string", "value": args_json}],
                            target={"context": self._context}, awaitPromise=True)
        if result["type"] == "exception":
            raise JavaScriptError(f"firefox: {result['exceptionDetails'].get('text')}")
        return result["result"]["value"]

    def _perform(self, actions: list[dict]) -> None:
        self._send("input.performActions", context=self._context, actions=actions)
        self._send("input.releaseActions", context=self._context)

    def _screenshot_png(self) -> bytes:
        shot = self._send("browsingContext.captureScreenshot", context=self._context,
                          origin="viewport")
        return base64.b64decode(shot["data"])

    def set_viewport(self, width: int, height: int) -> None:
        self._send("browsingContext.setViewport", context=self._context,
                   viewport={"width": width, "height": height})

    def _console_errors(self) -> list[str]:
        self._send("session.status")  # reads the log events queued before its answer
        errors, self._logged = self._logged, []
        return errors

    def close(self) -> None:
        try:
            self._send("session.end")
        finally:
            self._socket.close()


class WebDriverPage(Page):
    """A WebKitGTK tab through classic WebDriver. The protocol has no console: the watched
    site puts a small recorder in the page (engine_site.WATCH_JS), read before every
    navigation, since a new document starts a new record."""

    engine = "webkit"

    def __init__(self, endpoint: str, capabilities: dict, timeout: float = 180.0) -> None:
        super().__init__()
        self._timeout = timeout
        created = self._request("POST", endpoint + "/session",
                                {"capabilities": {"alwaysMatch": capabilities}})
        self._base = f"{endpoint}/session/{created['sessionId']}"
        self.version = created["capabilities"]["browserVersion"]
        self._request("POST", self._base + "/timeouts",
                      {"script": int(timeout * 1000), "pageLoad": int(timeout * 1000)})

    def _request(self, method: str, url: str, body: object = None) -> dict:
        data = json.dumps({} if body is None else body).encode() if method == "POST" else None
        request = urllib.request.Request(url, data=data, method=method,
                                         headers={"Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(request, timeout=self._timeout + 30) as response:
                return json.loads(response.read())["value"]
        except urllib.error.HTTPError as failure:
            value = json.loads(failure.read() or b"{}").get("value", {})
            error = JavaScriptError if value.get("error") == "javascript error" else AssertionError
            raise error(f"webkit: {method} {url.rsplit('/', 1)[-1]}: {value.get('error')}: "
                        f"{value.get('message')}") from None

    def _navigate(self, url: str) -> None:
        self._request("POST", self._base + "/url", {"url": url})

    def _reload(self) -> None:
        self._request("POST", self._base + "/refresh")

    def _call_json(self, source: str, args_json: str) -> str:
        return self._request("POST", self._base + "/execute/sync",
                             {"script": f"return ({source})(arguments[0]);", "args": [args_json]})

    def _perform(self, actions: list[dict]) -> None:
        self._request("POST", self._base + "/actions", {"actions": actions})
        self._request("DELETE", self._base + "/actions")

    def _screenshot_png(self) -> bytes:
        return base64.b64decode(self._request("GET", self._base + "/screenshot"))

    def set_viewport(self, width: int, height: int) -> None:
        """The window's size that gives this viewport (the browser's own bars differ; a busy
        X server may apply a resize late, so each try waits a little longer)."""
        rect = {"width": width, "height": height}
        for attempt in range(6):
            self._request("POST", self._base + "/window/rect", rect)
            time.sleep(0.1 * attempt)
            inner = self.call("() => [innerWidth, innerHeight]")
            if inner == [width, height]:
                return
            rect = {"width": rect["width"] + width - inner[0],
                    "height": rect["height"] + height - inner[1]}
        raise AssertionError(f"webkit: viewport {inner}, not {width}x{height}")

    def _console_errors(self) -> list[str]:
        seen = self.call(TAKE_WATCHED_ERRORS_JS)
        if seen is None:
            url = self.call("() => location.href")
            if url.startswith(("about:", "data:")):
                return []
            return [f"the page's error recorder is missing at {url}"]
        return seen

    def close(self) -> None:
        with contextlib.suppress(AssertionError, OSError):  # the browser already went away
            self._request("DELETE", self._base)
