#!/usr/bin/env bash
# Set up everything and serve the site on http://127.0.0.1:8000 (the MkDocs build hook builds
# the engine wheel and copies it and Pyodide into the site).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
exec .venv/bin/mkdocs serve --strict --dev-addr 127.0.0.1:8000 "$@"
