"""Build the solver core (solver_core/solver_core.c) into engine/solver_core.wasm with the C
compiler of the pinned `ziglang` package (`zig cc`, target wasm32-freestanding, no libc).

The source is compiled twice, with 64-bit card sets (packs of up to 64 cards, exports as named)
and with 128-bit ones (the 78 cards of Groß-Tarok and its kin, exports prefixed `wide_`), and
both objects are linked into the one module that CPython and the page load.

    python scripts/build_core.py [--check]

Skips the build when the .wasm was built from the same source and this script (their SHA-256,
kept beside it in solver_core.wasm.source — not by modification times, which a checkout of an
older commit or a copied tree gets wrong); `--check` only says whether it is up to date (exit
status 1 if not). Called by scripts/setup.sh; neither file is committed."""
from __future__ import annotations

import hashlib
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SOURCE = ROOT / "solver_core" / "solver_core.c"
TARGET = ROOT / "engine" / "solver_core.wasm"
STAMP = TARGET.with_suffix(".wasm.source")      # the digest of what the .wasm was built from
MAX_MEMORY = 256 * 1024 * 1024          # the core's memory never grows beyond 256 MB

COMPILE = ["--target=wasm32-freestanding", "-O3", "-nostdlib", "-fno-builtin", "-Wall", "-Werror"]
LINK = ["-Wl,--no-entry", f"-Wl,--max-memory={MAX_MEMORY}", "-Wl,-z,stack-size=1048576", "-Wl,--strip-all"]
CARD_BITS = (64, 128)


def source_digest() -> str:
    """The source and this script (its flags) as one SHA-256."""
    h = hashlib.sha256()
    for path in (SOURCE, Path(__file__)):
        h.update(path.read_bytes())
    return h.hexdigest()


def up_to_date() -> bool:
    return TARGET.exists() and STAMP.exists() and STAMP.read_text().strip() == source_digest()


def build() -> None:
    zig = [sys.executable, "-m", "ziglang", "cc"]
    out = TARGET.with_suffix(".wasm.tmp")
    with tempfile.TemporaryDirectory() as tmp:
        objects = []
        for bits in CARD_BITS:
            obj = str(Path(tmp) / f"solver_core_{bits}.o")
            subprocess.run([*zig, *COMPILE, f"-DCARD_BITS={bits}", "-c", str(SOURCE), "-o", obj], check=True)
            objects.append(obj)
        subprocess.run([*zig, *COMPILE, *LINK, *objects, "-o", str(out)], check=True)
    out.replace(TARGET)
    STAMP.write_text(source_digest() + "\n")


def main(argv: list[str]) -> int:
    if "--check" in argv:
        return 0 if up_to_date() else 1
    if not up_to_date():
        build()
        print(f"built {TARGET.relative_to(ROOT)} ({TARGET.stat().st_size} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
