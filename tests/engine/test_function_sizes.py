"""No function longer than a screen outside data tables (developers' guide): an `ast` walk over
engine/ and scripts/ finds every function over 60 lines; a long function is split into
well-named parts. A function counts from its first decorator to its last line, docstring and
comments included (tests/engine/code_sizes.py, shared with test_class_sizes.py)."""
import ast
from pathlib import Path

import engine
from code_sizes import definition_sizes

REPO = Path(engine.__file__).parent.parent
ROOTS = ("engine", "scripts")
LIMIT = 60
FUNCTIONS = (ast.FunctionDef, ast.AsyncFunctionDef)

# Functions allowed over the limit, each with its reason ((path from the repository's root,
# qualified name) -> why). The second test fails for an entry that is no longer needed.
ALLOWED: dict[tuple[str, str], str] = {}


def _function_sizes() -> dict[tuple[str, str], int]:
    out = {}
    for root in ROOTS:
        out.update(definition_sizes(REPO / root, FUNCTIONS, base=REPO))
    return out


def test_no_function_over_the_limit():
    sizes = _function_sizes()
    assert len(sizes) > 1000                       # the walk found the functions of both trees
    offenders = sorted(((n, key) for key, n in sizes.items() if n > LIMIT and key not in ALLOWED), reverse=True)
    assert not offenders, "functions over %d lines (split them into well-named parts):\n%s" % (
        LIMIT, "\n".join(f"  {path} {name}: {n} lines" for n, (path, name) in offenders))


def test_the_allow_list_holds_only_functions_still_over_the_limit():
    sizes = _function_sizes()
    stale = [f"{path} {name}: {sizes.get((path, name), 'gone')}" for path, name in ALLOWED
             if sizes.get((path, name), 0) <= LIMIT]
    assert not stale, "remove from ALLOWED (no longer over %d lines):\n  %s" % (LIMIT, "\n  ".join(stale))
    assert all(reason.strip() for reason in ALLOWED.values())


def test_the_walk_measures_what_it_should(tmp_path):
    """On a small module: a decorator counts; methods, nested and async functions are found and
    named by what surrounds them."""
    (tmp_path / "m.py").write_text(
        "import functools\n\n\n@functools.cache\ndef f():\n    def g():\n        return 1\n    return g\n\n\n"
        "class A:\n    async def h(self):\n        pass\n\n    class B:\n        def k(self):\n"
        "            x = 1\n            return x\n")
    assert definition_sizes(tmp_path, FUNCTIONS) == {
        ("m.py", "f"): 5, ("m.py", "f.g"): 2, ("m.py", "A.h"): 2, ("m.py", "A.B.k"): 3}
    sizes = _function_sizes()
    assert ("engine/state_io.py", "load_state") in sizes and ("scripts/bench_solver.py", "main") in sizes
