#!/usr/bin/env bash
# Install what the project needs, idempotently and quickly when nothing changed:
# a virtualenv with requirements.txt, the pinned npm packages (Pyodide), and with --test
# Debian's chromium and German word lists. Called by serve.sh and test.sh.
set -euo pipefail
cd "$(dirname "$0")/.."

VENV=.venv
stamp_ok() { [ -f "$1" ] && [ "$(cat "$1")" = "$2" ]; }

if [ ! -x "$VENV/bin/python" ]; then
  python3 -m venv "$VENV"
fi
req_hash=$(sha256sum requirements.txt | cut -d' ' -f1)
if ! stamp_ok "$VENV/.requirements" "$req_hash"; then
  "$VENV/bin/python" -m pip install --quiet --upgrade pip
  "$VENV/bin/python" -m pip install --quiet -r requirements.txt
  echo "$req_hash" > "$VENV/.requirements"
fi
# The engine and the project's tooling (scripts/pyproject.toml), installed in place (editable):
# tests, scripts and hooks import them as installed packages. Build tools come from
# requirements.txt (no build isolation: works offline).
proj_hash=$(cat pyproject.toml scripts/pyproject.toml | sha256sum | cut -d' ' -f1)
if ! stamp_ok "$VENV/.project" "$proj_hash" || ! "$VENV/bin/python" -c "import engine, edition" 2>/dev/null; then
  "$VENV/bin/python" -m pip install --quiet --no-deps --no-build-isolation -e . -e scripts
  echo "$proj_hash" > "$VENV/.project"
fi

# The compiled solver core (engine/solver_core.wasm), built from solver_core/ when its source changed.
"$VENV/bin/python" scripts/build_core.py

lock_hash=$(sha256sum package-lock.json | cut -d' ' -f1)
if ! stamp_ok node_modules/.lock-stamp "$lock_hash"; then
  npm ci --no-audit --no-fund --loglevel=error
  echo "$lock_hash" > node_modules/.lock-stamp
fi

# For the tests: Debian's chromium (browser tests), German word lists (quality report) and jing
# (the TEI downloads against tei_all.rng).
if [ "${1:-}" = "--test" ] && { [ ! -x /usr/bin/chromium ] || [ ! -f /usr/share/dict/ngerman ] || [ ! -f /usr/share/dict/ogerman ] || ! command -v jing >/dev/null; }; then
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium wngerman wogerman jing >/dev/null
fi
