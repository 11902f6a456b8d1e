"""„Selbst lösen“ on the problem pages (issue 24) in chromium, by keyboard alone: the Lösung, the
reconstruction and the replay stay closed until a part is solved; an endgame and a full deal
(from its first lead) are played with the engine's hints to `solved`; a distribution is placed card
by card with the place keys and accepted, and one whose Aufgabe asks what was bought and laid away
(Nr. 32) with the exchange chosen by keyboard too; a losing card is named with the refutation and taken
back; a link #zug-N opens the replay; the overview marks the solved problems; axe and the phone
width hold with the puzzle open."""
from __future__ import annotations

import json
import subprocess
import sys

import pytest
from helpers import collect_console_errors, serious_violations

from engine.problems import model, puzzle, puzzle_deal, puzzle_play

pytestmark = pytest.mark.browser
WIDGET = '[data-widget="problem-puzzle"]'
SOLUTION = 'details[data-role="solution"]'
ENGINE_TIMEOUT = 120_000


def pick(kind: str, part: str) -> int:
    """The first problem of `kind` (endgame, deal) offering `part`; for a distribution one whose
    claim the page's check decides within its budget (in the others it says „unentschieden“)."""
    for nr in model.numbers():
        d = puzzle.describe(nr)
        offered = d["deal_offered"] if part == "deal" else ("play" in d["parts"] or not d["deal_offered"])
        if d["kind"] == kind and offered and (part == "play" or d["claim_in_page"]):
            return nr
    raise AssertionError(f"no {kind} problem offers {part}")


def open_puzzle(page, site_url, nr):
    page.goto(f"{site_url}/probleme/{nr}/")
    page.wait_for_selector(f'{WIDGET}[data-state="ready"]', timeout=30_000)
    assert not page.locator(SOLUTION).evaluate("d => d.open")
    assert not page.locator('[data-widget="problem-replay"]').is_visible()
    tab_to(page, f'{WIDGET} [data-role="start"]')
    page.keyboard.press("Enter")
    return page.locator(WIDGET)


def tab_to(page, selector: str, limit: int = 400) -> None:
    """Press Tab until the focused element matches `selector` (keyboard only)."""
    for _ in range(limit):
        if page.evaluate("s => !!document.activeElement && document.activeElement.matches(s)", selector):
            return
        page.keyboard.press("Tab")
    raise AssertionError(f"Tab never reached {selector}")


def press_exchange(page, kind: str, seat: str, card: str) -> None:
    """Choose or unchoose a card to buy or lay away, by keyboard."""
    tab_to(page, f'[data-exchange="{kind}-{seat}-{card}"]')
    page.keyboard.press("Enter")


def press_check(page, part, button: str = '[data-role="check"]') -> None:
    """Press „Prüfen“ by keyboard and wait for the part's new verdict."""
    before = part.get_attribute("data-checked") or ""
    tab_to(page, button)
    page.keyboard.press("Enter")
    page.wait_for_function("([p, t]) => p.dataset.checked && p.dataset.checked !== t",
                           arg=[part.element_handle(), before], timeout=ENGINE_TIMEOUT)


def wait_idle(page, part):
    page.wait_for_function("p => p.dataset.busy === 'false'", arg=part.element_handle(), timeout=ENGINE_TIMEOUT)


def play_with_hints(page, part) -> None:
    """Ask for the hint twice (suit, then card), play the card; until the game ends."""
    for _ in range(60):
        wait_idle(page, part)
        if part.get_attribute("data-status") != "open":
            return
        tab_to(page, '[data-role="hint"]')
        page.keyboard.press("Enter")
        page.wait_for_function("h => h.textContent.includes('noch einmal')",
                               arg=part.locator('[data-role="hint-text"]').element_handle(), timeout=ENGINE_TIMEOUT)
        page.keyboard.press("Enter")
        text = part.locator('[data-role="hint-text"]').inner_text()
        # an undecided hint names only the book's card, as the book's („Das Buch spielt hier …“)
        card = text.split("Das Buch spielt hier " if "unbekannt" in text else "Spiele ")[-1].rstrip(".")
        tab_to(page, f'[data-part="play"] button.card--legal[data-card="{card}"]')
        page.keyboard.press("Enter")
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("kind", ["endgame", "deal"])
def test_the_hand_is_played_to_solved_by_keyboard_with_the_solution_closed_until_then(page, site_url, kind):
    nr = pick(kind, "play")
    if kind == "deal":                                   # a full deal is played from its first lead
        assert puzzle.describe(nr)["start_step"] == 0
    errors = collect_console_errors(page)
    widget = open_puzzle(page, site_url, nr)
    part = widget.locator('[data-part="play"]')
    wait_idle(page, part)
    assert not page.locator(SOLUTION).evaluate("d => d.open")
    play_with_hints(page, part)
    assert part.get_attribute("data-status") == "solved"
    assert "Gelöst" in part.locator('[data-role="play-status"]').inner_text()
    assert part.locator('[data-role="lines"] tr').count() > 1          # the reader's line beside the book's
    assert page.locator(SOLUTION).evaluate("d => d.open")
    assert json.loads(page.evaluate("localStorage.getItem('tarok-probleme-geloest')"))[str(nr)] == ["play"]
    page.goto(f"{site_url}/probleme/")
    page.wait_for_selector('[data-widget="problem-progress"][data-state="ready"]')
    assert "gelöst" in page.locator(f'[data-solved="{nr}"]').inner_text()
    assert page.locator('[data-solved]').count() == 33
    assert errors == []


def reconstruction_places(nr: int) -> dict[str, str]:
    """Where our reconstruction puts every card (from the command line)."""
    out = subprocess.run([sys.executable, "-m", "engine", "problems", "show", str(nr), "--json"],
                         capture_output=True, text=True, check=True)
    shown = json.loads(out.stdout)
    places = {c: seat for seat, cards in shown.get("dealt", shown["hands"]).items() for c in cards}
    places.update({c: "T" for c in shown.get("talon", [])})
    return places


def test_a_distribution_is_placed_by_keyboard_and_accepted(page, site_url):
    nr = pick("deal", "deal")
    places = reconstruction_places(nr)
    widget = open_puzzle(page, site_url, nr)
    part = widget.locator('[data-part="deal"]')
    free = len(puzzle.describe(nr)["free"])
    tab_to(page, '[data-part="deal"] .puzzle-pool button.card')
    for _ in range(free):
        card = page.evaluate("document.activeElement.dataset.card")
        page.keyboard.press(places[card])
    assert part.get_attribute("data-placed") == str(free)
    tab_to(page, '[data-role="check"]')
    page.keyboard.press("Enter")
    page.wait_for_selector('[data-part="deal"] [data-role="accepted"]', timeout=ENGINE_TIMEOUT)
    assert "stimmt mit unserer Rekonstruktion überein" in part.inner_text()
    assert page.locator(SOLUTION).evaluate("d => d.open")


def test_the_exchange_of_a_distribution_is_chosen_by_keyboard_and_a_king_refused(page, site_url):
    """Nr. 32 („Welche Karten wurden verlegt …?“): the cards are placed, then what B, C and D
    bought and laid away is chosen with the toggle buttons; a King laid away is refused with the
    rule and its page, our reconstruction's exchange is accepted."""
    nr = 32
    described = puzzle.describe(nr)
    assert described["deal_offered"] and described["exchange"]
    shown = json.loads(subprocess.run([sys.executable, "-m", "engine", "problems", "show", str(nr), "--json"],
                                      capture_output=True, text=True, check=True).stdout)
    places = reconstruction_places(nr)
    widget = open_puzzle(page, site_url, nr)
    part = widget.locator('[data-part="deal"]')
    tab_to(page, '[data-part="deal"] .puzzle-pool button.card')
    for _ in range(len(described["free"])):
        page.keyboard.press(places[page.evaluate("document.activeElement.dataset.card")])

    def toggle(kind, seat, card):
        press_exchange(page, kind, seat, card)
        assert page.locator(f'[data-exchange="{kind}-{seat}-{card}"]').get_attribute("aria-pressed") == "true"

    def check():
        press_check(page, part)

    for seat, cards in shown["bought"].items():
        for card in cards:
            toggle("bought", seat, card)
    king = next(c for c in shown["dealt"]["B"] if c.endswith("König"))
    toggle("scat", "B", king)
    toggle("scat", "B", shown["scat"]["B"][1])
    for seat in ("C", "D"):
        for card in shown["scat"][seat]:
            toggle("scat", seat, card)
    check()
    refused = part.locator('[data-role="failed-rules"]').inner_text()
    assert f"B verlegt {king}" in refused and "Könige dürfen nicht verlegt werden (S. 15)" in refused
    assert not page.locator(SOLUTION).evaluate("d => d.open")
    tab_to(page, f'[data-exchange="scat-B-{king}"]')                 # take the King back …
    page.keyboard.press("Enter")
    toggle("scat", "B", shown["scat"]["B"][0])                       # … and lay away our Tarok
    check()
    page.wait_for_selector('[data-part="deal"] [data-role="accepted"]', timeout=ENGINE_TIMEOUT)
    assert "stimmt mit unserer Rekonstruktion überein" in part.inner_text()
    assert page.locator(SOLUTION).evaluate("d => d.open")


def fact_breaking_swap(nr: int, places: dict[str, str]):
    """Two free cards of different hands whose exchange breaks a fact of the text (found by the
    engine in Python), and that fact."""
    pr = model.load(nr)
    free = [c["card"] for c in puzzle.describe(nr)["free"] if places[c["card"]] != "T"]
    for a in free:
        for b in free:
            if places[a] >= places[b]:
                continue
            hands = {s: [c for c in free if places[c] == s] for s in model.SEATS[:pr.n_seats]}
            fixed = [c for c in puzzle.describe(nr)["fixed"]]
            for c in fixed:
                hands.setdefault(c["place"], []).append(c["card"])
            hands[places[a]] = [b if c == a else c for c in hands[places[a]]]
            hands[places[b]] = [a if c == b else c for c in hands[places[b]]]
            talon = [c for c, p in places.items() if p == "T"]
            r = puzzle_deal.check_deal(nr, {"hands": {s: hands[s] for s in model.SEATS[:pr.n_seats]},
                                            "talon": talon}, budget=1)
            failed = [f for f in r["facts"] if not f["holds"]]
            if failed and all(x["ok"] for x in r["rules"]):
                return a, b, failed[0]
    raise AssertionError("no exchange of two free cards breaks a fact")


def test_a_wrong_distribution_names_the_failed_fact_with_its_quotation(page, site_url):
    nr = pick("deal", "deal")
    places = reconstruction_places(nr)
    a, b, fact = fact_breaking_swap(nr, places)
    places[a], places[b] = places[b], places[a]
    widget = open_puzzle(page, site_url, nr)
    part = widget.locator('[data-part="deal"]')
    tab_to(page, '[data-part="deal"] .puzzle-pool button.card')
    for _ in range(len(puzzle.describe(nr)["free"])):
        page.keyboard.press(places[page.evaluate("document.activeElement.dataset.card")])
    tab_to(page, '[data-role="check"]')
    page.keyboard.press("Enter")
    page.wait_for_function("p => p.dataset.checked", arg=part.element_handle(), timeout=ENGINE_TIMEOUT)
    failed = part.locator('[data-role="failed-facts"]').inner_text()
    assert f"„{fact['cite']['quote']}“" in failed
    kind, n = fact["cite"]["ref"].split("-")
    link = part.locator(f'[data-role="failed-facts"] a[href$="#{fact["cite"]["ref"]}"]').first
    assert link.inner_text() == f"{'Aufgabe' if kind == 'aufgabe' else 'Lösung'} Nr. {n}"
    assert "Angenommen" not in part.inner_text()
    assert not page.locator(SOLUTION).evaluate("d => d.open")


def test_a_losing_card_is_named_with_the_refutation_and_taken_back(page, site_url):
    nr = pick("endgame", "play")
    opening = puzzle_play.play(nr, [])
    losing = next(c for c in opening["legal"] if puzzle_play.play(nr, [c])["status"] == "lost")
    widget = open_puzzle(page, site_url, nr)
    part = widget.locator('[data-part="play"]')
    wait_idle(page, part)
    tab_to(page, f'[data-part="play"] button.card--legal[data-card="{losing}"]')
    page.keyboard.press("Enter")
    page.wait_for_function("p => p.dataset.status === 'lost'", arg=part.element_handle(), timeout=ENGINE_TIMEOUT)
    assert losing in part.locator('[data-role="play-status"]').inner_text()
    assert "Die Engine widerlegt" in part.locator('[data-role="refutation"]').inner_text()
    tab_to(page, '[data-role="undo"]')
    page.keyboard.press("Enter")
    page.wait_for_function("p => p.dataset.status === 'open' && p.dataset.moves === '0'", arg=part.element_handle(),
                           timeout=ENGINE_TIMEOUT)
    assert not page.locator(SOLUTION).evaluate("d => d.open")


def test_a_link_to_a_step_opens_the_replay_and_replay_only_is_one_click(page, site_url):
    nr = model.numbers()[0]
    page.goto(f"{site_url}/probleme/{nr}/#zug-3")
    page.wait_for_selector('[data-widget="problem-replay"][data-state="ready"]', timeout=30_000)
    assert page.locator(SOLUTION).evaluate("d => d.open")
    assert page.locator('[data-widget="problem-replay"]').get_attribute("data-step") == "3"
    assert page.locator('[data-widget="problem-replay"]').is_visible()
    page.goto(f"{site_url}/probleme/{nr}/")
    page.wait_for_selector(f'{WIDGET}[data-state="ready"]')
    page.locator('[data-role="replay-only"]').click()
    assert page.locator('[data-widget="problem-replay"]').is_visible()


def test_a_problem_whose_text_fixes_too_little_says_why_and_offers_the_play(page, site_url):
    nr = next(n for n in model.numbers() if "deal" in puzzle.parts(n) and not puzzle.describe(n)["deal_offered"])
    widget = open_puzzle(page, site_url, nr)
    assert "zu wenig fest" in widget.locator('[data-role="deal-reason"]').inner_text()
    assert widget.locator('[data-part="play"]').count() == 1 and widget.locator('[data-part="deal"]').count() == 0


@pytest.mark.parametrize("kind", ["endgame", "deal", "exchange", "exchange-only"])
def test_the_open_puzzle_passes_axe_at_phone_width(browser, site_url, kind):
    ctx = browser.new_context(locale="de-DE", viewport={"width": 390, "height": 844}, service_workers="block")
    page = ctx.new_page()
    try:
        nr = {"exchange": 32, "exchange-only": 15}.get(kind) or pick(kind, "deal" if kind == "deal" else "play")
        widget = open_puzzle(page, site_url, nr)
        for part in ("deal", "play"):
            if widget.locator(f'[data-part="{part}"]').count() and part == "play":
                wait_idle(page, widget.locator('[data-part="play"]'))
        if kind.startswith("exchange"):
            assert widget.locator('[data-role="exchange"] button[aria-pressed]').count() > 0
        assert serious_violations(page) == []
        assert page.evaluate("document.documentElement.scrollWidth") <= 390
    finally:
        ctx.close()


def test_where_only_the_exchange_can_be_asked_it_is_chosen_on_our_reconstruction(page, site_url):
    """Nr. 15 („Welchen der drei Talontheile mußte B aufnehmen, welche Karten verlegen …?“): the
    distribution is not asked (the page says why), the exchange is, on our reconstruction, with
    the talon in its parts' order; cards that are no Talontheil are refused with the rule, the
    book's part and discards are accepted and kept as solved („Kauf und Verlegen“)."""
    nr = 15
    x = puzzle.describe(nr)["exchange_on_reconstruction"]
    pr = model.load(nr)
    widget = open_puzzle(page, site_url, nr)
    assert "Kauf und Verlegen wählen Sie deshalb auf unserer Rekonstruktion" in \
        widget.locator('[data-role="deal-reason"]').inner_text()
    part = widget.locator('[data-part="exchange"]')
    assert part.locator(".puzzle-pool").count() == 0 and part.locator(".card--free").count() == 0
    talon = [pr.card_name(c) for c in pr.talon]
    assert part.locator('[data-place="talon"] [data-card]').evaluate_all("ns => ns.map(n => n.dataset.card)") == talon
    assert "Coeur-Bube, Coeur-Zwei | Treff-Bube, Tarok XIV" in part.inner_text()
    assert x["claim_in_page"]

    def toggle(kind, card):
        press_exchange(page, kind, "B", card)

    def check():
        press_check(page, part, '[data-part="exchange"] [data-role="check"]')

    bought = [pr.card_name(c) for c in pr.bought[1]]
    scat = [pr.card_name(c) for c in pr.scat[1]]
    wrong = [talon[1], talon[2]]                     # across two parts
    for card in wrong:
        toggle("bought", card)
    for card in scat:
        toggle("scat", card)
    check()
    assert "kein Talontheil" in part.locator('[data-role="failed-rules"]').inner_text()
    assert not page.locator(SOLUTION).evaluate("d => d.open")
    for card in wrong:
        toggle("bought", card)
    for card in bought:
        toggle("bought", card)
    for card in scat:                                # a discard of a card no longer bought was dropped
        if page.locator(f'[data-exchange="scat-B-{card}"]').get_attribute("aria-pressed") != "true":
            toggle("scat", card)
    check()
    page.wait_for_selector('[data-part="exchange"] [data-role="accepted"]', timeout=ENGINE_TIMEOUT)
    assert "Ihr Kauf und Verlegen erfüllen" in part.inner_text()
    assert page.locator(SOLUTION).evaluate("d => d.open")
    assert json.loads(page.evaluate("localStorage.getItem('tarok-probleme-geloest')"))[str(nr)] == ["exchange"]


def test_an_undecided_answer_is_searched_on_until_it_is_judged(page, site_url):
    """Nr. 5 at its first lead: whether the reader can still force his goals takes 6.5 M nodes on
    the command line, more than the page's time budget searches at once; the widget asks again
    while the reader looks, the core's table going deeper, until it is judged — not left
    „unbekannt“ — and a card the reader focused meanwhile keeps the focus."""
    nr = 5
    widget = open_puzzle(page, site_url, nr)
    # every text the status takes (the search on may be judged before a look at it afterwards)
    page.evaluate("""w => {
        window.statusTexts = [];
        const note = () => {
            const s = w.querySelector('[data-part="play"] [data-role="play-status"]');
            if (s) window.statusTexts.push(s.textContent);
        };
        new MutationObserver(note).observe(w, {subtree: true, childList: true, characterData: true});
        note();
    }""", widget.element_handle())
    part = widget.locator('[data-part="play"]')
    page.wait_for_function("p => p.dataset.continued", arg=part.element_handle(), timeout=ENGINE_TIMEOUT)
    assert any("Die Engine rechnet weiter" in t for t in page.evaluate("window.statusTexts"))
    tab_to(page, '[data-part="play"] button.card--legal')
    focused = page.evaluate("document.activeElement.dataset.card")
    wait_idle(page, part)
    text = part.locator('[data-role="play-status"]').inner_text()
    assert "Das Ziel ist weiter zu erzwingen" in text and "Unbekannt" not in text
    # the table redrawn by every answer keeps the keyboard reader's focus
    assert page.evaluate("document.activeElement.dataset.card") == focused


def test_selbst_loesen_goes_away_once_pressed_and_mounts_the_parts_once(page, site_url):
    """The theme's .md-button sets a display that beat the hidden attribute: „Selbst lösen“ stayed
    on screen after it was pressed, and pressing it again mounted every part a second time."""
    nr = pick("endgame", "play")
    widget = open_puzzle(page, site_url, nr)
    start = widget.locator('[data-role="start"]')
    assert not start.is_visible()
    start.evaluate("b => b.click()")                   # a second press (by script: it is not shown)
    assert widget.locator('[data-part="play"]').count() == 1


def test_at_phone_width_the_refutation_and_undo_come_before_the_cards(browser, site_url):
    """On a phone the seats fill screens: the refutation of a losing card and „Zug zurücknehmen“
    stood below them, out of sight. They follow the status now, before the table."""
    nr = 28                                               # a full deal: three hands of cards
    opening = puzzle_play.play(nr, [])
    losing = next(c for c in opening["legal"] if puzzle_play.play(nr, [c])["status"] == "lost")
    ctx = browser.new_context(locale="de-DE", viewport={"width": 390, "height": 844}, service_workers="block")
    page = ctx.new_page()
    try:
        part = open_puzzle(page, site_url, nr).locator('[data-part="play"]')
        wait_idle(page, part)
        part.locator(f'button.card--legal[data-card="{losing}"]').click()
        page.wait_for_function("p => p.dataset.status === 'lost'", arg=part.element_handle(), timeout=ENGINE_TIMEOUT)
        table_top = part.locator('[data-role="play-table"]').bounding_box()["y"]
        for role in ("play-status", "refutation", "undo"):
            assert part.locator(f'[data-role="{role}"]').bounding_box()["y"] < table_top, role
        text = part.locator('[data-role="refutation"]').inner_text()
        assert "…." not in text and ".." not in text
    finally:
        ctx.close()
