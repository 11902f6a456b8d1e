"""The site builds with --strict and ships everything it needs to work offline."""
from __future__ import annotations

import gzip
import json
import re
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def engine_config(built_site) -> dict[str, object]:
    text = (built_site / "assets" / "js" / "engine-config.js").read_text()
    return {m[0]: json.loads(m[1]) for m in re.findall(r"export const (\w+) = (.+);", text)}


def test_pyodide_and_engine_wheel_are_in_the_site(built_site):
    config = engine_config(built_site)
    pyodide = built_site / "assets" / config["PYODIDE_DIR"].removeprefix("../")
    assert pyodide.name == config["PYODIDE_VERSION"]   # versioned: cached CacheFirst offline
    for name in ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json"):
        assert name in config["RUNTIME_FILES"]
        assert (pyodide / name).stat().st_size > 0, name
    wheel_rel = config["ENGINE_WHEEL"].removeprefix("../")
    wheel = built_site / "assets" / wheel_rel
    assert wheel.name.endswith("-py3-none-any.whl")
    with zipfile.ZipFile(wheel) as zf:
        names = zf.namelist()
        assert "engine/api/boundary.py" in names and "engine/counting.py" in names
        meta = zf.read(next(n for n in names if n.endswith("METADATA"))).decode()
    assert "Requires-Python: >=3.11" in meta   # admits CPython 3.11 and Pyodide's 3.14


def test_memory_snapshot_is_in_the_site_and_gzipped(built_site):
    snapshot = built_site / "assets" / engine_config(built_site)["ENGINE_SNAPSHOT"].removeprefix("../")
    head = gzip.open(snapshot).read(4)
    assert head == b"\x00snp"          # Pyodide's memory snapshot format
    assert 1_000_000 < snapshot.stat().st_size < 12_000_000


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


def test_only_pages_with_a_widget_start_the_engine(built_site):
    # widgets marked data-engine="on-demand" (the problem replays) start the engine only when the
    # reader asks for it, those marked data-load="on-open" (the live examples of the rule pages)
    # when the reader opens their box; every other widget starts it with the page
    # (any attribute order: the tag of every widget, then whether it waits)
    widget_tag = re.compile(r'<[^>]*\bdata-widget="[^"]*"[^>]*>')
    waits = re.compile(r'\bdata-(?:engine="on-demand"|load="on-open")')

    def eager(text: str) -> bool:
        return any(not waits.search(tag) for tag in widget_tag.findall(text))

    pages = list(built_site.rglob("*.html"))
    with_widget = [p for p in pages if eager(p.read_text(encoding="utf-8"))]
    on_demand = [p for p in pages if 'data-engine="on-demand"' in p.read_text(encoding="utf-8")]
    on_open = [p for p in pages if 'data-load="on-open"' in p.read_text(encoding="utf-8")]
    assert len(with_widget) >= 3 and len(on_demand) >= 20 and len(on_open) >= 1
    replay_link = "if (!/^#(zug-\\d+|nachspielen)$/.test(location.hash)) return;"
    for page in pages:
        text = page.read_text(encoding="utf-8")
        boots = "engine-worker.js" in text
        # a problem page starts it from <head> only when opened at its replay (#zug-N, #nachspielen)
        at_replay_link = 'data-widget="problem-replay"' in text and page not in with_widget
        assert boots == (page in with_widget or at_replay_link), page
        assert (replay_link in text) == at_replay_link, page


def test_no_canonical_links_without_a_public_address(built_site):
    # built without SITE_URL (conftest): no page may claim an address it is not served from
    for page in built_site.rglob("*.html"):
        assert 'rel="canonical"' not in page.read_text(encoding="utf-8"), page


def test_canonical_links_with_a_public_address(monkeypatch):
    from hooks import page_shell
    html = ('<html><head><link rel="canonical" href="https://example.org/x/"></head><body>'
            + "".join(new for new, _ in page_shell.NAMES) + "</body></html>")
    config = {"site_url": "https://example.org/"}
    monkeypatch.delenv("SITE_URL", raising=False)
    assert 'rel="canonical"' not in page_shell.on_post_page(html, None, config)
    monkeypatch.setenv("SITE_URL", "https://example.org/")
    out = page_shell.on_post_page(html, None, config)
    assert '<link rel="canonical" href="https://example.org/x/">' in out
    assert 'aria-label="Suche"' in out and 'aria-label="Seite wird geladen"' in out


def test_service_worker_precaches_the_site_but_not_the_engine_runtime(built_site):
    sw = (built_site / "sw.js").read_text(encoding="utf-8")
    precached = set(re.findall(r'url:"([^"]+)"', sw))
    for must in ("index.html", "glossar/index.html", "texte/ulmann/12-aufgaben/index.html",
                 "tarok/zaehlen/index.html", "search/search_index.json", "sitemap.xml",
                 "assets/js/engine-client.js", "assets/js/vendor/workbox-window.prod.mjs"):
        assert must in precached, must
    assert not [u for u in precached if re.search(r"assets/(pyodide|snapshots|wheels)/", u)]
    workbox = [p.name for p in built_site.glob("workbox-*.js")]
    assert len(workbox) == 1 and f'define(["./{workbox[0][:-3]}"]' in sw   # Workbox from the site, no CDN
    assert "engine-runtime" in sw and "CacheFirst" in sw


def test_the_static_server_prints_its_address_and_compresses(built_site):
    import subprocess
    import sys
    import urllib.request
    proc = subprocess.Popen([sys.executable, str(ROOT / "scripts" / "serve_site.py"), str(built_site),
                             "--port", "18765"], stdout=subprocess.PIPE, text=True)
    try:
        line = proc.stdout.readline()
        url = re.search(r"http://127\.0\.0\.1:\d+/", line).group(0)
        req = urllib.request.Request(url + "assets/js/engine-client.js", headers={"Accept-Encoding": "gzip"})
        with urllib.request.urlopen(req) as response:
            assert response.headers["Content-Encoding"] == "gzip"
            assert gzip.decompress(response.read()).startswith(b"//")
        try:
            urllib.request.urlopen(url + "no/such/page/")
        except urllib.error.HTTPError as e:
            assert e.code == 404 and b"md-content" in e.read()   # the site's own 404 page
        else:
            raise AssertionError("a missing page answered 200")
    finally:
        proc.terminate()
        proc.wait()


def test_problem_pages_report_the_sample_of_other_deals(built_site):
    """Issue 9, item 3, and issue 28: each problem page says in words in how many of the other
    deals consistent with the text the claim holds („hält in 1 von 3 anderen mit dem Text
    vereinbaren Verteilungen“, engine/problems/verified.json), how many stayed undecided, or that
    no other deal was drawn yet; and shows the status word the rule gives."""
    from engine.problems import evidence, model
    for nr, v in model.verified_records().items():
        page = (built_site / "probleme" / str(nr) / "index.html").read_text(encoding="utf-8")
        text = re.sub(r"\s+", " ", re.sub(r"<[^>]+>", "", page))
        examined, held, unknown = evidence.sample_counts(v)
        if examined:
            assert f"Die Behauptung hält in {held} von {examined} anderen mit dem Text vereinbaren" in text, nr
        elif unknown:
            assert f"Bei allen {unknown} anderen mit dem Text vereinbaren Verteilungen blieb die Suche" in text, nr
        else:
            assert "Andere Verteilungen der nicht festgelegten Karten sind für diese Aufgabe noch nicht geprüft." in text, nr
        assert f"Editorischer Stand: {evidence.STATUS_WORDS[model.load(nr).status]}" in text, nr


def test_problem_pages_say_who_gave_the_moves_before_a_goal_was_checked():
    """A goal checked from a later step names who fixed the moves before it: Nr. 1's claim is
    checked after B's lead of Pique-Bube, which the book names; Nr. 4's Partie after the four
    moves the Lösung itself gives, two of them without naming the card („Vorhand spielt klein
    Pique an“, „C atouirt“); a goal checked after editorial moves says so."""
    import copy
    from engine.problems import model
    from hooks.problems import checked_from
    nr1 = model.load(1)
    assert checked_from(nr1, nr1.claim["goals"][0]).endswith("; die Züge davor gibt das Buch vor")
    nr4 = model.load(4)
    wins = next(g for g in nr4.claim["goals"] if g["kind"] == "wins")
    assert checked_from(nr4, wins) == ("geprüft ab Zug 4 des Nachspiels; die Züge davor gibt das Buch "
                                       "vor, einzelne Karten davon wählt die Bearbeitung")
    assert checked_from(nr4, {**wins, "from_step": 0}) == "geprüft von der Ausgangsstellung an"
    data = copy.deepcopy(nr4.raw)
    later = next(g for g in data["claim"]["goals"] if g["kind"] == "wins")
    later["from_step"] = 12                            # after A's editorial Treff-Zehn (move 5)
    pr = model.parse(data, "Nr. 4 ab Zug 12")
    assert checked_from(pr, later).endswith("zu Beginn von Stich 5; die Züge davor gibt das Buch oder die Bearbeitung vor")


def test_the_problem_overview_asks_and_does_not_answer():
    """Issue 24: the overview probleme/ gives each problem's question, status and „Gelöst“ mark,
    not the book's claim (which would give the answer away)."""
    from engine.problems import model
    from engine.problems.questions import QUESTIONS
    from hooks.problems import index_markdown
    problems = model.load_all()
    text = index_markdown(problems)
    for pr in problems:
        # (Nr. 16's question itself states its claim: „wenn A … die Partie gewinnt …“)
        assert pr.claim["text"] not in text or pr.claim["text"] in " ".join(QUESTIONS[pr.nr]), pr.nr
        for q in QUESTIONS[pr.nr]:
            assert f"„{q}“" in text.replace("\\|", "|"), q
        assert f'data-solved="{pr.nr}"' in text


def test_problem_pages_open_without_scripts_at_the_puzzle_with_the_solution_unbuilt(built_site):
    """Issue 27 (Lighthouse): a problem page's first screen is in the HTML — the puzzle's sentence
    naming what it offers, its two buttons (data-prerendered: the widget takes them over) — and
    the replay in the closed solution waits for it to open (data-load="on-open")."""
    from engine.problems import model, puzzle
    for nr in model.numbers():
        text = (built_site / "probleme" / str(nr) / "index.html").read_text(encoding="utf-8")
        tag = re.search(r'<div [^>]*class="problem-puzzle[^>]*>', text).group(0)     # any attribute order
        assert "data-prerendered" in tag, nr
        intro = re.search(r'<p class="puzzle-intro">([^<]*)</p>', text).group(1)
        d = puzzle.describe(nr)
        assert intro.startswith("Erst selbst versuchen: "), nr
        assert ("gekauft und verlegt" in intro) == bool(d["exchange"] or d.get("exchange_on_reconstruction")), nr
        assert ("gegen die Engine spielen" in intro) == ("play" in d["parts"] or not d["deal_offered"]), nr
        assert 'data-role="start"' in text and 'data-role="replay-only"' in text, nr
        replay = re.search(r'<div [^>]*class="problem-replay"[^>]*>', text).group(0)
        assert 'data-load="on-open"' in replay and 'tabindex="0"' in replay, nr


def test_the_start_page_position_asks_and_does_not_answer():
    """Issue 24: the start page's problem position shows the book's question, not its claim
    (Nr. 1's claim answers Nr. 1's question, „Welche der beiden Parteien gewinnt das Spiel?“)."""
    from engine.problems import model
    from engine.problems.questions import QUESTIONS
    from hooks.start_page import position
    html = position(1, "index.html")
    assert model.load(1).claim["text"] not in html
    for q in QUESTIONS[1]:
        assert f"„{q}“" in html
