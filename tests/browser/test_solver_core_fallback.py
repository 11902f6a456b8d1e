"""The page without the compiled solver core, in chromium (issue 23: „If the compiled solver core
cannot load …, the page says so in German and falls back to the Python solver“).

The core's .wasm travels inside the engine wheel, and its bytes inside the Pyodide memory
snapshot (scripts/make_snapshot.mjs calls solver_core.preload()); the page fetches no .wasm of
its own. So the broken page is made as a broken deployment would be: a copy of the built site's
wheel with the .wasm truncated (corrupt) or taken out (missing), and a snapshot made from that
wheel by the build's own script. The browser gets them in place of the site's wheel and snapshot
(Playwright routing); nothing in the product has a switch for it. The Python side:
tests/engine/test_solver_core.py::test_engine_works_without_the_core.

On problem Nr. 1's replay (an endgame) the judge of the cards and the what-if answer with the
Python solver, with the engine's German note beside them; their points are the compiled core's
in CPython. The intact site, for contrast, shows no note.
"""
from __future__ import annotations

import subprocess
import zipfile
from pathlib import Path

import pytest

from engine.problems.card_values import card_values
from engine.problems.whatif import whatif

pytestmark = pytest.mark.browser
ROOT = Path(__file__).resolve().parents[2]
WIDGET = '[data-widget="problem-replay"]'
NR, STEP = 1, 0                     # an endgame: B leads with five cards, all legal
CORE = "engine/solver_core.wasm"
NOTE = "Der schnelle Löser (WebAssembly) ließ sich nicht laden"      # engine/solver_core.py


def broken_wheel(wheel: Path, out: Path, case: str) -> Path:
    """A copy of `wheel` whose solver core is cut in half ("corrupt") or left out ("missing")."""
    target = out / wheel.name
    with zipfile.ZipFile(wheel) as src, zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as dst:
        assert CORE in src.namelist(), "the site's wheel has no solver core to break"
        for item in src.infolist():
            data = src.read(item)
            if item.filename == CORE:
                if case == "missing":
                    continue
                data = data[: len(data) // 2]
            dst.writestr(item, data)
    return target


@pytest.fixture(scope="module")
def broken(built_site, tmp_path_factory):
    """case → (wheel bytes, snapshot bytes) of the site's engine with a broken core."""
    wheels = list((built_site / "assets" / "wheels").glob("*/*.whl"))
    assert len(wheels) == 1, wheels
    out = {}
    for case in ("corrupt", "missing"):
        tmp = tmp_path_factory.mktemp(f"core-{case}")
        wheel = broken_wheel(wheels[0], tmp, case)
        snapshot = tmp / "engine.bin.gz"
        subprocess.run(["nice", "node", str(ROOT / "scripts" / "make_snapshot.mjs"), str(wheel), str(snapshot)],
                       check=True, cwd=ROOT, stdout=subprocess.DEVNULL)
        out[case] = (wheel.read_bytes(), snapshot.read_bytes())
    return out


def serve_broken(context, wheel: bytes, snapshot: bytes) -> None:
    context.route("**/assets/wheels/**/*.whl", lambda route: route.fulfill(
        status=200, body=wheel, headers={"Content-Type": "application/octet-stream"}))
    context.route("**/assets/snapshots/**", lambda route: route.fulfill(
        status=200, body=snapshot, headers={"Content-Type": "application/octet-stream"}))


def judged_and_whatif(page, site_url):
    """Problem Nr. 1 at STEP: the judge's final status, the cards' marks, and the what-if's
    answer for a legal card other than the book's."""
    expected = card_values(NR, STEP)
    page.goto(f"{site_url}/probleme/{NR}/#zug-{STEP}")
    page.wait_for_selector(f'{WIDGET}[data-state="ready"]', timeout=30_000)
    widget = page.locator(WIDGET)
    status = widget.locator('[data-role="judge-status"]')
    status.filter(has_text=f"Alle {len(expected['legal'])} erlaubten Karten").wait_for(timeout=120_000)
    mover = widget.locator(".replay-seat--turn")
    marks = {c["card"]: mover.locator(f'button.card[data-card="{c["card"]}"]').get_attribute("data-judge")
             for c in expected["cards"]}
    assert marks == {c["card"]: c["relation"] if not c["book"] else "=" for c in expected["cards"]}
    other = next(name for name in expected["legal"] if name != expected["book_card"])
    mover.locator(f'button.card[data-card="{other}"]').click()
    result = widget.locator('[data-role="result"], [data-role="unknown"]').first
    result.wait_for(timeout=120_000)
    notes = widget.locator('[data-role="solver-note"]')
    return status.inner_text(), result, notes, whatif(NR, STEP, other)


@pytest.mark.parametrize("case", ["corrupt", "missing"])
def test_without_the_core_the_page_says_so_and_the_python_solver_answers(browser, site_url, broken, case):
    ctx = browser.new_context(locale="de-DE", service_workers="block")
    try:
        serve_broken(ctx, *broken[case])
        page = ctx.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda e: errors.append(str(e)))
        status, result, notes, core = judged_and_whatif(page, site_url)
        assert NOTE in status and "Python-Löser" in status
        assert result.get_attribute("data-role") == "result", result.inner_text()   # exact, not „unbekannt“
        points = core["points"]
        assert f"Spieler {points['spieler']}, Gegner {points['gegner']} Points" in result.inner_text()
        assert notes.count() == 1 and NOTE in notes.inner_text()
        assert "Traceback" not in notes.inner_text() and "Error" not in notes.inner_text()
        assert errors == []
    finally:
        ctx.close()


def test_with_the_core_the_page_shows_no_note(page, site_url):
    status, result, notes, core = judged_and_whatif(page, site_url)
    points = core["points"]
    assert f"Spieler {points['spieler']}, Gegner {points['gegner']} Points" in result.inner_text()
    assert "WebAssembly" not in status and notes.count() == 0
