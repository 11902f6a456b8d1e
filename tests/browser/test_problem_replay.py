"""The problem pages (probleme/N/) and the replay widget in chromium: every page opens without
errors; stepping each replay to its end by keyboard shows the final points the engine computes
(`python -m engine problems show N --json`); the replay works without Pyodide; the what-if
answers (illegal cards with the rule's reason, legal ones with best play to the end)."""
from __future__ import annotations

import json
import subprocess
import sys

import pytest
from helpers import collect_console_errors

from engine.problems import model

pytestmark = pytest.mark.browser
WIDGET = '[data-widget="problem-replay"]'


def engine_show(nr: int) -> dict:
    """The problem as the command line gives it (the engine's own final points)."""
    out = subprocess.run([sys.executable, "-m", "engine", "problems", "show", str(nr), "--json"],
                         capture_output=True, text=True, check=True)
    return json.loads(out.stdout)


def open_replay(page, site_url, nr, hash_="#nachspielen"):
    """The problem page at the replay: a link into the solution opens it (the page shows the
    Aufgabe first, the solution closed: test_problem_puzzle)."""
    console = []
    page.on("console", lambda m: console.append(m.text) if m.type == "error" else None)
    page.goto(f"{site_url}/probleme/{nr}/{hash_}")
    page.wait_for_selector(f'{WIDGET}[data-state="ready"]', timeout=30_000)
    return page.locator(WIDGET), console


@pytest.mark.parametrize("nr", model.numbers())
def test_replay_steps_to_the_book_result_by_keyboard(page, site_url, nr):
    shown = engine_show(nr)
    widget, console = open_replay(page, site_url, nr)
    widget.focus()
    steps = len(shown["line"])
    for _ in range(steps):
        page.keyboard.press("ArrowRight")
    assert widget.get_attribute("data-step") == str(steps)
    assert page.url.endswith(f"#zug-{steps}")
    score = widget.locator('[data-role="score"]').inner_text()
    final = shown["final_points"]
    assert f"Spieler {final['spieler']}, Gegner {final['gegner']}" in score
    page.keyboard.press("Home")
    assert widget.get_attribute("data-step") == "0"
    page.keyboard.press("End")
    assert widget.get_attribute("data-step") == str(steps)
    assert console == []


def test_a_problem_page_reached_by_instant_navigation_replays(page, site_url):
    # the theme re-creates inline scripts on instant navigation; the replay data must survive it
    errors = collect_console_errors(page)
    page.goto(f"{site_url}/probleme/")
    nr = model.numbers()[0]
    # the sidebar has one entry „Probleme“: follow the overview's link (instant navigation too)
    page.evaluate("window.__sameDocument = true")
    page.locator(f'.md-content a[href$="/probleme/{nr}/"]').first.click()
    page.wait_for_url(f"**/probleme/{nr}/")
    page.wait_for_selector('[data-widget="problem-puzzle"][data-state="ready"]', timeout=30_000)
    assert page.evaluate("window.__sameDocument === true"), "navigation reloaded the page (not instant)"
    page.locator('[data-role="replay-only"]').click()          # „Nur nachspielen“ opens the solution
    page.wait_for_selector(f'{WIDGET}[data-state="ready"]', timeout=30_000)   # mounted when it opens
    page.locator(WIDGET).focus()
    page.keyboard.press("ArrowRight")
    assert page.locator(WIDGET).get_attribute("data-step") == "1"
    assert errors == []


def test_every_problem_is_linked_from_the_reading_text(page, site_url):
    page.goto(f"{site_url}/texte/ulmann/12-aufgaben/")
    links = page.locator(".problem-link a").evaluate_all("as => as.map(a => a.href)")
    assert {int(h.rstrip("/").split("/probleme/")[1].split("/")[0]) for h in links} == set(model.numbers())
    page.goto(f"{site_url}/probleme/")
    rows = page.locator("table tbody tr")
    assert rows.count() == 33


def test_a_linked_step_opens_there_and_buttons_step(page, site_url):
    nr = model.numbers()[0]
    widget, _ = open_replay(page, site_url, nr, "#zug-3")
    assert widget.get_attribute("data-step") == "3"
    widget.locator('[data-role="back"]').click()
    assert widget.get_attribute("data-step") == "2"
    assert "Zug 2 von" in widget.locator('[data-role="counter"]').inner_text()
    widget.locator('[data-role="start"]').click()
    assert widget.locator('[data-role="back"]').is_disabled()


def test_replay_steps_when_pyodide_is_blocked(context, site_url):
    context.route("**/assets/pyodide/**", lambda route: route.abort())
    page = context.new_page()
    nr = model.numbers()[0]
    page.goto(f"{site_url}/probleme/{nr}/#nachspielen")
    page.wait_for_selector(f'{WIDGET}[data-state="ready"]', timeout=10_000)
    widget = page.locator(WIDGET)
    widget.locator('[data-role="forward"]').click()
    widget.locator('[data-role="forward"]').click()
    assert widget.get_attribute("data-step") == "2"
    assert widget.locator('[data-role="sentence"]').inner_text().strip() != ""


# When the engine's worker was created (performance.now()), and when it said it was ready.
ENGINE_TIMES = """
addEventListener('engine:ready', () => { window.__engineReadyAt = performance.now(); });
const NativeWorker = window.Worker;
window.Worker = function (url, options) {
  if (String(url).includes('engine-worker')) window.__engineStartedAt = performance.now();
  return new NativeWorker(url, options);
};
"""


def test_the_engine_starts_ahead_without_a_click(browser, site_url):
    """Issue 23 („the engine start counts“): a problem page starts the engine before the reader
    asks anything, with the solution closed and no card clicked, so that the first answer need not
    wait for it — once the page has loaded (not during its own start, which the download and the
    interpreter would slow down). The replay is not mounted and judges nothing."""
    ctx = browser.new_context(viewport={"width": 800, "height": 200}, service_workers="block")
    try:
        ctx.add_init_script(ENGINE_TIMES)
        page = ctx.new_page()
        page.goto(f"{site_url}/probleme/{model.numbers()[0]}/")
        page.wait_for_selector('[data-widget="problem-puzzle"][data-state="ready"]', timeout=10_000)
        page.wait_for_function("window.__engineReadyAt !== undefined", timeout=120_000)
        loaded = page.evaluate("performance.getEntriesByType('navigation')[0].loadEventEnd")
        assert page.evaluate("window.__engineStartedAt") >= loaded           # not while the page starts
        assert page.locator(WIDGET).get_attribute("data-mounted") is None
    finally:
        ctx.close()


ENGINE_ENTRIES = ("performance.getEntries().filter((e) => e.name.startsWith('engine:'))"
                  ".map((e) => e.entryType + ' ' + e.name)")


def test_a_link_into_the_replay_starts_the_engine_while_the_page_loads(browser, site_url):
    """Opened at its replay (#zug-N), a problem page starts the engine from <head>, before its
    load event: the reader came to try cards, and the first what-if would wait for the start
    (bench_whatif.py --when load). The engine's timings are recorded only on a page opened with
    `?timing` (as bench_whatif.py --trace opens it): the start's marks, a request's wait and run."""
    for query in ("", "?timing"):
        ctx = browser.new_context(service_workers="block")
        try:
            ctx.add_init_script(ENGINE_TIMES)
            page = ctx.new_page()
            page.goto(f"{site_url}/probleme/{model.numbers()[0]}/{query}#zug-0")
            page.wait_for_function("window.__engineReadyAt !== undefined", timeout=120_000)
            loaded = page.evaluate("performance.getEntriesByType('navigation')[0].loadEventEnd")
            assert page.evaluate("window.__engineStartedAt") < loaded
            page.wait_for_selector(f"{WIDGET} .card-judge", timeout=120_000)   # requests have run
            entries = page.evaluate(ENGINE_ENTRIES)
            if query:
                assert "mark engine:created" in entries and "mark engine:ready" in entries
                assert "measure engine:problem_card_values" in entries
            else:
                assert entries == []
        finally:
            ctx.close()


def test_a_key_in_the_puzzle_starts_the_engine_at_once(browser, site_url):
    """The first sign that the reader turns to the problem — here the keyboard's focus on
    „Selbst lösen“ — starts the engine at once, without waiting for idle time (here a page that
    never becomes idle: requestIdleCallback never calls back)."""
    ctx = browser.new_context(service_workers="block")
    try:
        ctx.add_init_script(ENGINE_TIMES + "window.requestIdleCallback = () => 0;")
        page = ctx.new_page()
        page.goto(f"{site_url}/probleme/{model.numbers()[0]}/")
        page.wait_for_selector('[data-widget="problem-puzzle"][data-state="ready"]', timeout=10_000)
        page.wait_for_timeout(500)
        assert page.evaluate("window.__engineStartedAt") is None
        page.locator('[data-widget="problem-puzzle"] [data-role="start"]').focus()
        focused = page.evaluate("performance.now()")
        page.wait_for_function("window.__engineStartedAt !== undefined", timeout=5_000)
        assert page.evaluate("window.__engineStartedAt") - focused < 1000
    finally:
        ctx.close()


def _endgame_with_choice(endgame_steps) -> tuple[int, int, str, str]:
    """An endgame and a step where the seat to move holds a legal and an illegal other card."""
    for s in endgame_steps():
        if s.legal and s.illegal:
            pr = model.load(s.nr)
            return s.nr, s.step, pr.card_name(s.legal[0]), pr.card_name(s.illegal[0])
    pytest.fail("no endgame with a legal and an illegal alternative")


def test_whatif_illegal_card_gives_the_german_reason(page, site_url, endgame_steps):
    nr, step, _, illegal = _endgame_with_choice(endgame_steps)
    widget, _ = open_replay(page, site_url, nr, f"#zug-{step}")
    widget.locator(f'button.card[data-card="{illegal}"]').click()
    message = widget.locator('[data-role="illegal"]')
    message.wait_for(timeout=90_000)
    text = message.inner_text()
    assert "nicht erlaubt" in text and ("Farbe bekennen" in text or "Tarok" in text)
    assert "Ulmann S. 15" in text


def test_whatif_on_an_endgame_plays_out_with_best_play(page, site_url, endgame_steps):
    nr, step, legal, _ = _endgame_with_choice(endgame_steps)
    widget, _ = open_replay(page, site_url, nr, f"#zug-{step}")
    widget.locator(f'button.card[data-card="{legal}"]').click()
    result = widget.locator('[data-role="result"], [data-role="unknown"]')
    result.first.wait_for(timeout=90_000)
    text = result.first.inner_text()
    assert "Bei bestem Spiel beider Seiten" in text and "Im Buch:" in text


def test_a_card_the_book_does_not_name_is_shown_as_editorial(page, site_url):
    """Nr. 23: „A atouirt“ is the book's step, but the sentence does not say with which Tarok;
    the replay quotes it and says that the card is the editor's choice, and the card carries the
    editorial mark; „Carreau-Drei“, which the sentence names, carries none."""
    shown = engine_show(23)
    k = next(i for i, s in enumerate(shown["line"]) if s["text"] == "A atouirt")
    card = shown["line"][k]["card"]
    widget, console = open_replay(page, site_url, 23, f"#zug-{k + 1}")
    sentence = widget.locator('[data-role="sentence"]').inner_text()
    assert f"A: {card} — „A atouirt“ (die Karte nennt der Text nicht; editorisch gewählt)" in sentence
    widget.locator('[data-role="start"]').click()
    assert widget.locator(f'[data-card="{card}"]').first.get_attribute("title") == f"{card}: editorisch gewählt"
    assert widget.locator('[data-card="Carreau-Drei"]').first.get_attribute("title") == "Carreau-Drei: im Text genannt"
    assert console == []


def test_the_page_shows_the_evidence_of_every_card_and_move(page, site_url):
    """Issue 28: Nr. 3's page says for each card of the deal and each move whether the text names
    it (with the quotation), infers it (with the inference) or whether we chose it, and gives the
    claim's dependence on the editorial cards as the sample's share in words; the replay says the
    same of the move just played, and an inferred card's title carries its inference (Nr. 1)."""
    from engine.problems import evidence
    record = model.verified_records()[3]
    examined, held, _ = evidence.sample_counts(record)
    widget, console = open_replay(page, site_url, 3, "#zug-1")          # a link to a step opens the Lösung
    cards = page.locator('[data-role="card-evidence"] tbody tr')
    assert cards.count() == 54                                # every card of the pack, once
    king = cards.filter(has_text="Pique-König").first.inner_text()
    assert "im Text genannt" in king and "behält A mit dem König" in king
    assert "von uns gewählt" in cards.filter(has_text="Tarok VIII").first.inner_text()
    moves = page.locator('[data-role="move-evidence"] tbody tr')
    assert moves.count() == len(engine_show(3)["line"])
    assert "Zug im Text erzählt, Karte von uns gewählt" in moves.nth(0).inner_text()     # „klein Coeur“
    assert "vom Text nicht erzählt" in moves.nth(5).inner_text()
    assert "den letzten Tarok des C" in moves.nth(44).inner_text()                         # narrated, not editorial
    words = f"Die Behauptung hält in {held} von {examined} anderen mit dem Text vereinbaren Verteilungen"
    assert words in page.locator("p", has_text="Von den 54 Karten der Ausgangsstellung").inner_text()
    status = evidence.STATUS_WORDS[model.load(3).status]
    assert f"Editorischer Stand: {status}" in page.locator(".admonition-title").first.inner_text()
    assert "die Karte (Coeur-Vier) hat die Bearbeitung gewählt" in widget.locator('[data-role="evidence"]').inner_text()
    assert console == []
    widget, _ = open_replay(page, site_url, 1, "#zug-1")
    title = widget.locator('[data-card="Tarok XVI"]').first.get_attribute("title")
    assert title.startswith("Tarok XVI: aus dem Text erschlossen — ") and "Sküs" in title
