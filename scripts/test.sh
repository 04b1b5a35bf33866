#!/usr/bin/env bash
# Install everything on a fresh machine, build dist/, lint, and run every test (tests/ + e2e/).
#   bash scripts/test.sh            # the whole suite (what .ci/run calls)
#   bash scripts/test.sh --soak     # extra pytest arguments are passed through
set -euo pipefail
cd "$(dirname "$0")/.."

PYTHON=${PYTHON:-python3}
VENV=${VENV:-.venv}

# Python packages (pinned in pyproject.toml's "test" extra) in a virtual environment.
if [ ! -x "$VENV/bin/python" ]; then
  "$PYTHON" -m venv "$VENV"
fi
"$VENV/bin/python" -m pip install --quiet --disable-pip-version-check -e ".[test]"

# Debian's browsers for the browser tests, no browser download: Chromium (Playwright drives
# it), Firefox ESR (WebDriver BiDi) and WebKitGTK (WebKitWebDriver, its MiniBrowser under Xvfb).
MISSING=()
[ -x /usr/bin/chromium ] || MISSING+=(chromium)
[ -x /usr/bin/firefox-esr ] || MISSING+=(firefox-esr)
[ -x /usr/bin/WebKitWebDriver ] || MISSING+=(webkit2gtk-driver)
command -v Xvfb >/dev/null || MISSING+=(xvfb)
if [ ${#MISSING[@]} -gt 0 ]; then
  SUDO=""
  if [ "$(id -u)" != 0 ]; then SUDO=sudo; fi
  $SUDO apt-get update -q
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q "${MISSING[@]}"
fi

# npm packages (the Pyodide runtime, pinned in package-lock.json).
if ! command -v npm >/dev/null; then
  echo "scripts/test.sh: npm is missing (apt-get install nodejs npm)" >&2
  exit 1
fi
npm ci --no-audit --no-fund --loglevel=error
sha256sum package-lock.json | cut -d' ' -f1 | tr -d '\n' > node_modules/.pygames-lock.sha256

"$VENV/bin/python" build.py
"$VENV/bin/ruff" check pygames tests bench e2e build.py scripts
"$VENV/bin/mypy"  # the package's annotations hold (files: pyproject.toml's [tool.mypy])

# e2e reuses the dist/ just built; exit code 5 (no tests collected) must fail, and does.
# PYGAMES_TEST_PATHS narrows the run (default: everything).
# shellcheck disable=SC2086
PYGAMES_E2E_PREBUILT=1 "$VENV/bin/python" -m pytest ${PYGAMES_TEST_PATHS:-tests e2e} -q "$@"
