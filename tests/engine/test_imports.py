"""The engine's module structure (issue 29): no import cycle anywhere — counting imports inside
functions too, which is where a cycle hides —, and no import inside a function without a stated
reason (a comment on its line). A small `ast` walk over engine/, no third-party tool."""
import ast
from pathlib import Path

import engine

ROOT = Path(engine.__file__).parent



def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _modules() -> dict[str, Path]:
    return {_module_name(p): p for p in sorted(ROOT.rglob("*.py"))}


def _targets(node: ast.AST, module: str, is_package: bool, known: set[str]) -> list[str]:
    """The engine modules an import statement loads (its package, and a submodule it names)."""
    if isinstance(node, ast.Import):
        names = [a.name for a in node.names]
    else:
        if node.level:
            base = module.split(".")
            base = base[:len(base) - node.level + (1 if is_package else 0)]
            prefix = ".".join(base + ([node.module] if node.module else []))
        else:
            prefix = node.module or ""
        subs = [f"{prefix}.{a.name}" for a in node.names]
        names = [n for n in subs if n in known]               # `from pkg import module`
        if len(names) < len(subs):                            # `from module import name`
            names.append(prefix)
    names = [n for n in names if n in known and n != module]
    parents = {".".join(n.split(".")[:i]) for n in names for i in range(1, n.count(".") + 1)}
    # loading engine.a.b runs engine/a/__init__.py first (unless the importer is inside engine.a)
    return names + sorted(p for p in parents if p in known and not module.startswith(p + "."))


def _imports():
    """(module, target, line, inside_function, source line) for every import of an engine module."""
    mods = _modules()
    known = set(mods)
    out = []
    for name, path in mods.items():
        text = path.read_text(encoding="utf-8")
        lines = text.splitlines()
        tree = ast.parse(text)
        inner = {id(n) for f in ast.walk(tree) if isinstance(f, (ast.FunctionDef, ast.AsyncFunctionDef))
                 for n in ast.walk(f) if isinstance(n, (ast.Import, ast.ImportFrom))}
        for node in ast.walk(tree):
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                for t in _targets(node, name, path.name == "__init__.py", known):
                    out.append((name, t, node.lineno, id(node) in inner, lines[node.lineno - 1]))
    return out


def _cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan)."""
    index, low, stack, on, found = {}, {}, [], set(), []

    def visit(v):
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in edges.get(v, ()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                found.append(sorted(comp))
    for v in sorted(edges):
        if v not in index:
            visit(v)
    return found


def test_the_walk_sees_the_engine():
    imports = _imports()
    assert len(_modules()) > 30
    assert ("engine.api.boundary", "engine.api.endpoints", ) in {(m, t) for m, t, *_ in imports}


def test_no_import_cycle_in_the_engine():
    edges: dict[str, set[str]] = {}
    for module, target, *_ in _imports():
        edges.setdefault(module, set()).add(target)
    assert _cycles(edges) == []


def test_the_cycle_check_can_fail():
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_every_import_inside_a_function_states_its_reason():
    unexplained = []
    for path in sorted(ROOT.rglob("*.py")):
        rel = str(path.relative_to(ROOT))
        lines = path.read_text(encoding="utf-8").splitlines()
        for f in ast.walk(ast.parse("\n".join(lines))):
            if not isinstance(f, (ast.FunctionDef, ast.AsyncFunctionDef)):
                continue
            for node in ast.walk(f):
                line = lines[node.lineno - 1] if isinstance(node, (ast.Import, ast.ImportFrom)) else ""
                if line and "#" not in line:
                    unexplained.append(f"{rel}:{node.lineno}: {line.strip()}")
    assert unexplained == []
