"""No class of the engine over ~250 lines (issue 29, point 1): a large class is split along its own
sections into mixins or collaborators (engine/tarok/profile.py, engine/solver.py, engine/core.py's
`Profile`). A small `ast` walk over engine/; a class counts from its first decorator to its last
line, docstring and comments included."""
import ast
from pathlib import Path

import engine
from code_sizes import definition_sizes

ROOT = Path(engine.__file__).parent
LIMIT = 250

# Classes allowed over the limit, each with its reason (module path, class name -> why). Empty: the
# last three (HundertspielProfile, GrossTarok, Neunzehnerrufen) were split along their sections by
# issue 29; the second test fails for an entry that is no longer needed. No data-table class is
# over the limit either.
ALLOWED: dict[tuple[str, str], str] = {}


def _class_sizes(root: Path = ROOT) -> dict[tuple[str, str], int]:
    """(module path relative to `root`, qualified class name) -> lines, for every class."""
    return definition_sizes(root, (ast.ClassDef,))


def test_no_class_over_the_limit():
    sizes = _class_sizes()
    assert len(sizes) > 100                        # the walk found the engine's classes
    offenders = sorted((n, key) for key, n in sizes.items() if n > LIMIT and key not in ALLOWED)
    assert not offenders, "classes over %d lines (split them along their sections):\n%s" % (
        LIMIT, "\n".join(f"  engine/{path} {name}: {n} lines" for n, (path, name) in offenders))


def test_the_allow_list_holds_only_classes_still_over_the_limit():
    sizes = _class_sizes()
    stale = [f"engine/{path} {name}: {sizes.get((path, name), 'gone')}" for path, name in ALLOWED
             if sizes.get((path, name), 0) <= LIMIT]
    assert not stale, "remove from ALLOWED (no longer over %d lines):\n  %s" % (LIMIT, "\n  ".join(stale))


def test_the_walk_measures_what_it_should(tmp_path):
    """On a small module: a decorator counts, a nested class and a class in a function are found."""
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "m.py").write_text(
        "import dataclasses\n\n\n@dataclasses.dataclass\nclass A:\n    x: int = 0\n\n"
        "    class B:\n        pass\n\n\ndef f():\n    class C:\n        y = 1\n        z = 2\n")
    assert _class_sizes(tmp_path) == {("sub/m.py", "A"): 6, ("sub/m.py", "A.B"): 2, ("sub/m.py", "C"): 3}
    sizes = _class_sizes()
    assert sizes[("solver.py", "Solver")] <= LIMIT and sizes[("core.py", "Profile")] <= LIMIT
