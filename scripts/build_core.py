"""Build the solver core (solver_core/solver_core.c) into engine/solver_core.wasm with the C
compiler of the pinned `ziglang` package (`zig cc`, target wasm32-freestanding, no libc).

    python scripts/build_core.py [--check]

Skips the build when the .wasm is newer than its source and this script; `--check` only says whether it is
up to date (exit status 1 if not). Called by scripts/setup.sh; the .wasm is not committed."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SOURCE = ROOT / "solver_core" / "solver_core.c"
TARGET = ROOT / "engine" / "solver_core.wasm"
MAX_MEMORY = 256 * 1024 * 1024          # the core's memory never grows beyond 256 MB

FLAGS = ["--target=wasm32-freestanding", "-O3", "-nostdlib", "-fno-builtin", "-Wall", "-Werror",
         "-Wl,--no-entry", f"-Wl,--max-memory={MAX_MEMORY}", "-Wl,-z,stack-size=1048576",
         "-Wl,--strip-all"]


def up_to_date() -> bool:
    newest = max(SOURCE.stat().st_mtime, Path(__file__).stat().st_mtime)   # source or flags changed
    return TARGET.exists() and TARGET.stat().st_mtime >= newest


def build() -> None:
    out = TARGET.with_suffix(".wasm.tmp")
    cmd = [sys.executable, "-m", "ziglang", "cc", *FLAGS, str(SOURCE), "-o", str(out)]
    subprocess.run(cmd, check=True)
    out.replace(TARGET)


def main(argv: list[str]) -> int:
    if "--check" in argv:
        return 0 if up_to_date() else 1
    if not up_to_date():
        build()
        print(f"built {TARGET.relative_to(ROOT)} ({TARGET.stat().st_size} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
