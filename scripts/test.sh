#!/usr/bin/env bash
# Set up everything (including Debian's chromium and word lists) and run the whole test suite.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh --test
exec .venv/bin/python -m pytest "$@"
