"""Sizes of classes and functions by a small `ast` walk, for test_class_sizes.py and
test_function_sizes.py: a definition counts from its first decorator to its last line, docstring
and comments included; names are qualified by the classes around them, and by the functions around
them when functions are counted."""
import ast
from pathlib import Path

DEFS = (ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)


def definition_sizes(root: Path, kinds: tuple[type, ...], base: Path | None = None) -> dict[tuple[str, str], int]:
    """(module path relative to `base` (default `root`), qualified name) -> lines, for every
    definition of one of `kinds` in the modules under `root`."""
    base = base or root
    out = {}
    for path in sorted(root.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        rel = path.relative_to(base).as_posix()

        def walk(node, prefix=""):
            for child in ast.iter_child_nodes(node):
                if isinstance(child, DEFS):
                    if isinstance(child, kinds):
                        first = min([child.lineno] + [d.lineno for d in child.decorator_list])
                        out[(rel, prefix + child.name)] = child.end_lineno - first + 1
                    qualifies = isinstance(child, ast.ClassDef) or isinstance(child, kinds)
                    walk(child, prefix + child.name + "." if qualifies else prefix)
                else:
                    walk(child, prefix)

        walk(tree)
    return out
