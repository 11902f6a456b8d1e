"""The site builds with --strict and ships everything it needs to work offline."""
from __future__ import annotations

import json
import re
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_pyodide_and_engine_wheel_are_in_the_site(built_site):
    pyodide = built_site / "assets" / "pyodide"
    for name in ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json"):
        assert (pyodide / name).stat().st_size > 0, name
    config = (built_site / "assets" / "js" / "engine-config.js").read_text()
    wheel_rel = re.search(r'ENGINE_WHEEL = "\.\./([^"]+)"', config).group(1)
    wheel = built_site / "assets" / wheel_rel
    assert wheel.name.endswith("-py3-none-any.whl")
    with zipfile.ZipFile(wheel) as zf:
        names = zf.namelist()
        assert "engine/web.py" in names and "engine/counting.py" in names
        meta = zf.read(next(n for n in names if n.endswith("METADATA"))).decode()
    assert "Requires-Python: >=3.11" in meta   # admits CPython 3.11 and Pyodide's 3.14


def test_pyodide_version_is_the_pinned_one(built_site):
    config = (built_site / "assets" / "js" / "engine-config.js").read_text()
    pinned = json.loads((ROOT / "package.json").read_text())["dependencies"]["pyodide"]
    locked = json.loads((ROOT / "package-lock.json").read_text())["packages"]["node_modules/pyodide"]["version"]
    assert pinned == locked
    assert f'PYODIDE_VERSION = "{pinned}"' in config
    assert pinned.startswith("314.")


def test_pages_are_german_and_request_nothing_external(built_site):
    html = (built_site / "index.html").read_text(encoding="utf-8")
    assert '<html lang="de"' in html
    for page in built_site.rglob("*.html"):
        text = page.read_text(encoding="utf-8")
        assert "fonts.googleapis.com" not in text and "fonts.gstatic.com" not in text, page
        assert not re.search(r'<script[^>]+src="https?://', text), page
        assert not re.search(r'<link[^>]+href="https?://[^"]+\.(css|js)', text), page


def test_search_index_is_german(built_site):
    config = json.loads((built_site / "search" / "search_index.json").read_text(encoding="utf-8"))["config"]
    assert config["lang"] == ["de"]
