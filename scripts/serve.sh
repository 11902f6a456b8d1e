#!/usr/bin/env bash
# Set up everything, build the site into site/ and serve it as a static host would (gzip), on
# http://127.0.0.1:8000/ or the next free port; HOST=… and PORT=… choose others. The address is
# printed. The build works on any host and port: site/ can be published as it is (README).
#   --live   MkDocs' development server with live reload instead (no service worker)
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
HOST=${HOST:-127.0.0.1}
PORT=${PORT:-8000}
if [ "${1:-}" = "--live" ]; then
  shift
  echo "Entwicklungsserver mit Live-Reload: http://$HOST:$PORT/"
  exec .venv/bin/mkdocs serve --strict --dev-addr "$HOST:$PORT" "$@"
fi
NO_MKDOCS_2_WARNING=1 .venv/bin/mkdocs build --strict --quiet "$@"
exec .venv/bin/python scripts/serve_site.py site --host "$HOST" --port "$PORT"
