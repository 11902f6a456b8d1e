#!/usr/bin/env python3
"""Serve the built site as a static host would: gzip-compressed where it pays, correct types.

python scripts/serve_site.py [SITE_DIR] [--host 127.0.0.1] [--port 8000]   (or the next free port)

Text types (HTML, CSS, JS, JSON, XML, WebAssembly) are sent gzip-compressed to browsers that
accept it, as GitHub Pages, Netlify or Cloudflare Pages do; compressed bodies are kept in memory.
Files that are compressed already (the engine snapshot .gz, the wheel, the stdlib zip) are sent
as they are. Used by scripts/serve.sh, the tests and the site benchmark.
"""
from __future__ import annotations

import argparse
import gzip
import os
import sys
import threading
from functools import partial
from io import BytesIO
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
COMPRESSIBLE = (".html", ".css", ".js", ".mjs", ".json", ".xml", ".svg", ".txt", ".wasm", ".map")


class SiteHandler(SimpleHTTPRequestHandler):
    extensions_map = {**SimpleHTTPRequestHandler.extensions_map, ".wasm": "application/wasm",
                      ".mjs": "text/javascript", ".js": "text/javascript", ".whl": "application/zip"}
    _gz_cache: dict[tuple[str, float], bytes] = {}
    _gz_lock = threading.Lock()

    def log_message(self, *args):
        pass

    def end_headers(self):
        self.send_header("Vary", "Accept-Encoding")
        super().end_headers()

    def send_head(self):
        path = self.translate_path(self.path)
        if os.path.isdir(path):
            if not self.path.split("?", 1)[0].endswith("/"):
                return super().send_head()          # the redirect to the slash URL
            path = os.path.join(path, "index.html")
        if (not path.endswith(COMPRESSIBLE) or "gzip" not in self.headers.get("Accept-Encoding", "")
                or not os.path.isfile(path)):
            return super().send_head()
        body = self._gzipped(path)
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(path))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Last-Modified", self.date_time_string(int(os.path.getmtime(path))))
        self.end_headers()
        return BytesIO(body)

    def send_error(self, code, message=None, explain=None):
        """A missing file gets the site's own 404 page, as on a static host."""
        page = Path(self.directory) / "404.html"
        if code != 404 or not page.is_file():
            return super().send_error(code, message, explain)
        body = page.read_bytes()
        self.send_response(404)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)

    def _gzipped(self, path: str) -> bytes:
        key = (path, os.path.getmtime(path))
        with self._gz_lock:
            if key not in self._gz_cache:
                self._gz_cache[key] = gzip.compress(Path(path).read_bytes(), compresslevel=6, mtime=0)
            return self._gz_cache[key]


class SiteServer(ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request, client_address):
        if not isinstance(sys.exc_info()[1], ConnectionError):   # a browser that stopped reading
            super().handle_error(request, client_address)


def serve(directory: Path, port: int = 0, host: str = "127.0.0.1", handler=SiteHandler):
    """Serve directory in a thread; returns (server, base_url)."""
    server = SiteServer((host, port), partial(handler, directory=str(directory)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://{host}:{server.server_address[1]}"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("site", nargs="?", default=str(ROOT / "site"))
    ap.add_argument("--host", default="127.0.0.1")
    ap.add_argument("--port", type=int, default=8000)
    args = ap.parse_args(argv)
    if not (Path(args.site) / "index.html").is_file():
        print(f"{args.site} enthält keine gebaute Website (mkdocs build).", file=sys.stderr)
        return 1
    for port in range(args.port, args.port + 20):   # the next free port if this one is taken
        try:
            server = SiteServer((args.host, port), partial(SiteHandler, directory=args.site))
            break
        except OSError:
            continue
    else:
        print(f"Kein freier Port ab {args.port}.", file=sys.stderr)
        return 1
    print(f"Die Website läuft unter http://{args.host}:{server.server_address[1]}/ (Strg+C beendet).", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    return 0


if __name__ == "__main__":
    sys.exit(main())
