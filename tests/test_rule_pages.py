"""The rule reference (docs/regeln/, issue 26): citations resolve, every game of the engine has a
rule page or section, and every table on the rule pages says what the engine does.

The tables are read back from the *built* pages and compared with the profiles' own attributes
(not with the hook's functions), so a table edited by hand, a hook that renders wrongly, or an
engine change the page does not follow all fail here.
"""
from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from urllib.parse import unquote, urljoin, urlparse

import pytest
from lxml import html as lxml_html

from engine.variants import get_profile
from rules import citations
from rules.pages import coverage

ROOT = Path(__file__).resolve().parents[1]


def engine_games() -> list[str]:
    out = subprocess.run([sys.executable, "-m", "engine", "variants"], cwd=ROOT, check=True,
                         capture_output=True, text=True).stdout
    return [line.split()[0] for line in out.splitlines() if line.strip()]


def rule_pages(site: Path) -> dict[str, lxml_html.HtmlElement]:
    return {p.parent.relative_to(site).as_posix() + "/": lxml_html.fromstring(p.read_text(encoding="utf-8"))
            for p in sorted((site / "regeln").rglob("index.html"))}


def ids_of(site: Path, path: str) -> set[str]:
    file = site / path / "index.html" if not path.endswith(".html") else site / path
    return set(re.findall(r'\sid="([^"]+)"', file.read_text(encoding="utf-8")))


def target(page: str, href: str) -> tuple[str, str]:
    url = urlparse(urljoin(f"http://site/{page}", href))
    return unquote(url.path).lstrip("/"), unquote(url.fragment)


# --- citations ---------------------------------------------------------------------------------

def test_every_citation_links_to_an_existing_anchor(built_site):
    checked, broken = 0, []
    for page, doc in rule_pages(built_site).items():
        for a in doc.xpath('//a[contains(@class, "regel-zitat") or contains(@class, "regel-entscheidung")]'):
            path, anchor = target(page, a.get("href"))
            checked += 1
            if not anchor or anchor not in ids_of(built_site, path):
                broken.append(f"{page}: {a.text_content()} → {a.get('href')}")
    assert checked > 100, "test premise: the rule pages cite their sources"
    assert broken == []


def test_rule_sentences_end_with_a_citation(built_site):
    """Every paragraph and list item of the rule sections of every rule page (not the worked
    example, the variant sections or the widget boxes) contains a citation or an editorial
    decision."""
    uncited = []
    pages = rule_pages(built_site)
    rule_sections = ("karten", "geben", "spiele", "talon", "spielverlauf", "zaehlen", "praemien", "abrechnung")
    checked = {p: rule_sections for p in {p for p, _ in coverage().values()}}
    checked["regeln/tarock-hombre.md"] = ("grundsatz", "talon", "spielverlauf", "abrechnung", "strafen", "volte")
    for page, sections in sorted(checked.items()):
        doc = pages[page.removesuffix(".md") + "/"]
        for section in sections:
            for el in doc.get_element_by_id(section).itersiblings():
                if el.tag == "h2":
                    break
                blocks = [el] if el.tag == "p" else el.xpath(".//li") if el.tag == "ul" else []
                for block in blocks:
                    text = block.text_content().strip()
                    if text and not block.xpath('.//a[contains(@class, "regel-")]') \
                            and not text.startswith(("Aus der Regel-Engine", "Ein Rechner", "Von der Regel-Engine")):
                        uncited.append(f"{page} {section}: {text[:70]}")
    assert uncited == []


def test_a_citation_of_a_place_the_text_does_not_have_stops_the_build():
    with pytest.raises(citations.CitationError, match="Seite 999"):
        citations.resolve("Ulmann S. 999")
    with pytest.raises(citations.CitationError, match="kein Anker"):
        citations.resolve("Codex § 99")
    with pytest.raises(citations.CitationError, match="unbekannter Text"):
        citations.resolve("Hoyle S. 3")
    with pytest.raises(citations.CitationError, match="trifft 0 Fragen"):
        citations.resolve("Entscheidung koenigrufen: gibt es nicht", decisions={"koenigrufen": []})


def test_a_citation_names_the_page_of_the_reading_text():
    # Ulmann S. 52 is in Cap. IV; S. 50 begins in Cap. III and is cited at Cap. IV's start when
    # the rule page says it is about Cap. IV (front matter `kapitel:`)
    assert citations.resolve("Ulmann S. 52").anchor == "s52"
    assert citations.resolve("Ulmann S. 52").target == "texte/ulmann/06-cap4-koenigrufen.md"
    assert citations.resolve("Ulmann S. 50").target == "texte/ulmann/05-cap3-steyerisch.md"
    in_chapter = citations.resolve("S. 50", "ulmann", chapter="texte/ulmann/06-cap4-koenigrufen.md#cap-4")
    assert (in_chapter.target, in_chapter.anchor) == ("texte/ulmann/06-cap4-koenigrufen.md", "cap-4")
    assert citations.resolve("Codex § 27").target == "texte/ulmann/15-codex.md"
    assert citations.resolve("Hundertspiel § 12").anchor == "p12"


# --- coverage ----------------------------------------------------------------------------------

@pytest.mark.parametrize("key", engine_games())
def test_every_game_of_the_engine_has_a_rule_page_or_section(built_site, key):
    assert key in coverage(), f"{key}: keine Regelseite nennt das Spiel in `spiele:`"
    page, section = coverage()[key]
    built = page.removesuffix(".md") + "/"
    assert (built_site / built / "index.html").is_file()
    ids = ids_of(built_site, built)
    assert not section or section in ids, f"{page}: kein Abschnitt #{section}"
    assert {"karten", "geben", "spiele", "talon", "spielverlauf", "zaehlen", "praemien",
            "abrechnung", "beispiel"} <= ids, f"{page}: nicht alle Abschnitte der Regelseite"


# --- tables from the engine --------------------------------------------------------------------

def rows(div) -> list[list[str]]:
    return [[" ".join(td.text_content().split()) for td in tr.xpath("./td")] for tr in div.xpath(".//tbody/tr")]


def thirds(n: int) -> str:
    return f"{n // 3 or ''}{['', '⅓', '⅔'][n % 3]}" or "0"


def table_errors(div, page_source: str = "") -> list[str]:
    """What a generated table on a built page says that the engine does not."""
    kind = div.get("data-tabelle")
    got = rows(div)
    if kind in ("strafen", "strafbeispiel"):
        return hombre_errors(kind, div, got, page_source)
    p = get_profile(div.get("data-spiel"))
    if kind == "rangfolge":
        # Groß-Tarok and its relatives: the Sküs „steht … außer jedem Stichverhältnisse“ (S. 154)
        outside = [p.SKUES] if div.get("data-spiel") in ("gross", "lhombre", "lhombre-talon", "unter-vieren",
                                                         "unter-vieren-rufen") else []
        want = []
        for s in sorted(set(p.suit), key=lambda s: (s != p.trump_suit, s)):
            ids = sorted((i for i in range(len(p.pack)) if p.suit[i] == s and i not in outside),
                         key=lambda i: -p.power[i])
            want.append(", ".join(p.card_name(i) for i in ids))
        want += [", ".join(p.card_name(i) for i in outside)] if outside else []
        shown = [" ".join(span.text_content().split()) for span in div.xpath('.//span[@class="rang-namen"]')]
        return [] if shown == want else [f"Rangfolge: {shown} ≠ {want}"]
    if kind == "kartenwerte":
        shown = {name.strip(): value for value, names in got for name in names.split(",")}
        tarok = hasattr(p, "threshold")
        want = {p.card_name(i): thirds(p.points[i]) if tarok else str(p.points[i]) for i in range(len(p.pack))}
        return [] if shown == want else [f"Kartenwerte weichen ab: {set(shown.items()) ^ set(want.items())}"]
    if kind == "spiele":
        want = [[c.name, str(c.value), str(c.buy or "—")] for c in p.contracts]
        return [] if [r[:3] for r in got] == want else [f"Spiele: {[r[:3] for r in got]} ≠ {want}"]
    if kind == "praemien":
        want = [[x.name, str(x.base), "—" if x.when_announced() is None else str(x.when_announced())]
                for x in p.premiums.values()]
        return [] if [r[:3] for r in got] == want else [f"Prämien: {[r[:3] for r in got]} ≠ {want}"]
    if kind == "bedienen":
        key = div.get("data-spiel")
        if key.startswith("hundertspiel"):
            # § 35: no need to follow suit or to trump; a trump lead must be answered with trump
            duties = [False, False, True, False, False, False]      # rows: FOLLOW_RULES
        elif key.startswith("kauflabet"):
            # Pierer S. 391: „die Farbe bekannt, od. Trumpf gegeben werden muß“; void after a ruff:
            # „einen höheren darauf legen od. einen zugeben“ (with two hands there is no such case)
            duties = [True, True, True, False, None if p.n_seats < 3 else True, False]
        else:                   # the follow flags of the profile (engine/core.py)
            duties = [p.must_follow, p.must_trump, p.must_follow, p.must_overtrump,
                      None if p.n_seats < 3 else p.must_overtrump, p.must_head]
        want = ["—" if d is None else "ja" if d else "nein" for d in duties]
        return [] if [r[1] for r in got] == want else [f"Bedienen: {[r[1] for r in got]} ≠ {want}"]
    if kind == "zaehlen":
        facts = dict(got)
        want = {"Karten im Spiel": str(len(p.pack)), "Spieler": str(p.n_seats), "Karten je Hand": str(p.hand_size)}
        if getattr(p, "talon_size", None) is not None:
            want["Talon"] = str(p.talon_size)
        if hasattr(p, "threshold"):
            want.update({"Points aller Karten": str(sum(p.points) // 3),
                         "zum Gewinn nötig (Spieler bzw. seine Partei)": f"{p.threshold} Points"})
        return [] if facts == want else [f"Zählen: {facts} ≠ {want}"]
    if kind == "abrechnung":
        from engine.api import run
        requests = [json.loads(m) for m in re.findall(r"<!-- regeln:abrechnung (\{.*?\}) -->", page_source)]
        request = next(r for r in requests if r["variant"] == div.get("data-spiel"))
        st = run("settle", request)
        want = "Saldo: " + ", ".join(f"{who} {st['payments'][who]:+d}" for who in st["persons"])
        text = " ".join(div.text_content().split())
        return [] if want in text and all(str(line["amount"]) in [r[1] for r in got]
                                          for line in st["lines"] if "amount" in line) \
            else [f"Abrechnung: „{want}“ fehlt"]
    if kind == "truempfe":
        from engine.games.kauflabet import trump_order        # S. 391: the Buben are the highest trumps
        shown = [" ".join(span.text_content().split()) for span in div.xpath('.//span[@class="rang-namen"]')]
        want = [", ".join(trump_order(p.classic, suit)) for suit in p.classic.suits]
        return [] if shown == want else [f"Trümpfe: {shown} ≠ {want}"]
    if kind == "gewinnpunkte" and div.get("data-spiel") == "neunzehner":
        # Ulmann S. 62: 43 Points give 18 Gewinn-Points; „im Dreier … 54, im Zweier von 72 (in Wien
        # von 108), im Einer von 90 (in Wien von 162), im Solo von 108 (in Wien von 216)“
        book = {"Rufer": ["18", "18"], "Dreier": ["54", "54"], "Zweier": ["72", "108"], "Einer": ["90", "162"],
                "Solo": ["108", "216"]}
    if kind == "gewinnpunkte" and div.get("data-spiel") == "steyerisch":
        # Ulmann S. 48–49: 42 Points give 17 Gewinn-Points: Dreier 17, Zweier 34, Einer 51, Solo 68;
        # „an einigen Orten: im Einer vierfach, im Solo sechsfach“: 68 and 102
        by_category = {"dreier": ["17", "17"], "zweier": ["34", "34"], "einer": ["51", "68"], "solo": ["68", "102"]}
        book = {c.name: by_category[c.category] for c in p.contracts}
    if kind == "gewinnpunkte":
        book = {c.name: [str(c.buy or "—")] + book[c.name] for c in p.contracts}     # and the talon cards
        shown = {r[0]: [r[1]] + r[3:5] for r in got}
        return [] if shown == book else [f"Gewinn-Points: {shown} ≠ {book} (S. 62)"]
    if kind == "entscheidungen":
        shown = [" ".join(b.text_content().split()) for b in div.xpath(".//li/strong")]
        want = [" ".join(d["question"].split()) for d in p.decisions]
        return [] if shown == want else [f"Entscheidungen: {shown} ≠ {want}"]
    return [f"unbekannte Tabelle {kind}"]


def hombre_errors(kind: str, div, got: list[list[str]], page_source: str) -> list[str]:
    """Tarock à l'Hombre: Consolations and Volte (Compagnie-Regeln § 7, § 14), and the worked
    example against engine/games/hombre_penalties.py."""
    from engine.games import hombre_penalties as h
    if kind == "strafen":
        games = [r[:4] for r in got if len(r) == 5]
        want = [[c, str(h.CONSOLATION[c]), str(h.PER_POINT[c] or "—"), str(h.VOLTE.get(c, "—"))] for c in h.CONTRACTS]
        faults = [r[0] for r in got if len(r) == 3]
        ok = games == want and faults == [t for t, _ in h.FAULTS.values()]
        return [] if ok else [f"Strafen: {games} ≠ {want} oder {faults}"]
    request = json.loads(re.search(r"<!-- regeln:strafbeispiel (\{.*?\}) -->", page_source).group(1))
    st = h.settle(request["spiel"], request["gewonnen"], request["points"], tuple(map(tuple, request["fehler"])))
    want = "Saldo: " + ", ".join(f"{who} {amount:+d}" for who, amount in zip(st.persons, st.payments))
    return [] if want in " ".join(div.text_content().split()) else [f"Strafbeispiel: „{want}“ fehlt"]


def generated_tables(built_site):
    for page, doc in rule_pages(built_site).items():
        source = ROOT / "docs" / (page.rstrip("/") + ".md")
        text = source.read_text(encoding="utf-8") if source.exists() else ""
        for div in doc.xpath('//div[contains(@class, "regel-tabelle")]'):
            yield page, div, text


def test_every_generated_table_agrees_with_the_engine(built_site):
    kinds, errors = set(), []
    for page, div, text in generated_tables(built_site):
        kinds.add(div.get("data-tabelle"))
        errors += [f"{page}: {e}" for e in table_errors(div, text)]
    assert {"rangfolge", "kartenwerte", "zaehlen", "spiele", "praemien", "bedienen", "abrechnung",
            "entscheidungen", "truempfe", "strafen", "strafbeispiel", "gewinnpunkte"} <= kinds
    assert errors == []


def test_a_table_that_disagrees_with_the_engine_fails(built_site):
    """The check above can fail: change one value of each kind of table and it objects."""
    for page, div, text in generated_tables(built_site):
        if div.get("data-tabelle") in ("abrechnung", "entscheidungen", "strafbeispiel"):
            continue
        kind = div.get("data-tabelle")
        cell = (div.xpath('.//span[@class="rang-namen"]') if kind in ("rangfolge", "truempfe") else
                div.xpath(".//tbody/tr/td"))[-1 if kind in ("rangfolge", "truempfe", "bedienen") else 1]
        for child in list(cell):
            cell.remove(child)
        cell.text = "99"
        assert table_errors(div, text), f"{page}: a changed {div.get('data-tabelle')} table went unnoticed"


# --- the comparison page -----------------------------------------------------------------------

def test_the_comparison_matches_the_engine_and_links_every_cell(built_site):
    from engine.tarok import PROFILES
    doc = rule_pages(built_site)["regeln/vergleich/"]
    table = doc.xpath("//table")[0]
    head = [" ".join(th.text_content().split()) for th in table.xpath(".//thead//th")]
    assert head == ["Spiel", "Spieler", "Karten", "Talon", "Spiele", "Wer mit wem", "Zum Gewinn", "Prämien",
                    "Sküs, Mond, Pagat"]
    seen = []
    for tr in table.xpath(".//tbody/tr"):
        key = tr.xpath(".//span[@id]")[0].get("id")
        seen.append(key)
        p = get_profile(key)
        cells = [" ".join(td.text_content().split()) for td in tr.xpath("./td")]
        assert cells[0] == p.name
        assert cells[1] == str(p.n_seats)
        assert cells[2] == f"{len(p.pack)}, je {p.hand_size}"
        assert cells[3] == (str(p.talon_size) if p.talon_size else "keiner")
        assert cells[4] == (", ".join(c.name for c in p.contracts) or "keine Spielansage")
        assert cells[6] == f"{p.threshold} von {sum(p.points) // 3} Points"
        assert cells[7] == (", ".join(x.name for x in p.premiums.values()) or "—")
        assert ("Pagat Ultimo" in cells[8]) == ("ultimo" in p.premiums)
        for td in tr.xpath("./td"):
            links = td.xpath(".//a[@href]")
            assert links, f"{key}: Zelle „{td.text_content()[:30]}“ ohne Link"
            path, anchor = target("regeln/vergleich/", links[0].get("href"))
            assert not anchor or anchor in ids_of(built_site, path), f"{key}: {links[0].get('href')}"
    assert seen == list(PROFILES)


def test_old_links_to_the_engine_page_still_lead_to_each_game(built_site):
    """regeln/ was the page of the engine's decisions: its anchors per game stay on regeln/."""
    ids = ids_of(built_site, "regeln/")
    assert set(engine_games()) <= ids
    assert {"tapp", "koenigrufen", "koenigrufen-e1"} <= ids_of(built_site, "regeln/entscheidungen/")


# --- connections -------------------------------------------------------------------------------

def test_glossary_entries_link_to_the_rule_sections_that_use_the_term(built_site):
    doc = lxml_html.fromstring((built_site / "glossar" / "index.html").read_text(encoding="utf-8"))
    pagat = doc.get_element_by_id("pagat")
    entry = []
    for el in pagat.itersiblings():
        if el.tag == "h3":
            break
        entry.append(el)
    links = [a.get("href") for el in entry for a in el.xpath('.//a[@href]') if "regeln/" in a.get("href")]
    assert links, "the glossary entry Pagat does not name the rule sections that use it"
    for href in links:
        path, anchor = target("glossar/", href)
        assert anchor in ids_of(built_site, path), href
    assert any(h.endswith("regeln/koenigrufen/#praemien") for h in links)


def test_a_reading_text_chapter_links_to_its_rule_page(built_site):
    page = "texte/ulmann/06-cap4-koenigrufen/"
    doc = lxml_html.fromstring((built_site / page / "index.html").read_text(encoding="utf-8"))
    hints = doc.xpath('//p[@class="regel-hinweis"]//a/@href')
    assert [target(page, h)[0] for h in hints] == ["regeln/koenigrufen/"]


def test_each_rule_page_links_to_the_probespiel_of_its_game(built_site):
    """Every game the Probespiel deals (engine.table) is linked from its rule page, and every
    Probespiel link of a rule page names a game that page covers."""
    from engine.table import table_variants
    playable = {v["key"] for v in table_variants()}
    pages = {page for key, (page, _) in coverage().items() if key in playable}
    assert len(pages) >= 12, "test premise: Tarok, Whist, the Hundertspiel and Kauflabet are playable"
    for page in sorted(pages):
        html = (built_site / page.removesuffix(".md") / "index.html").read_text(encoding="utf-8")
        keys = set(re.findall(r'href="[^"]*probespiel/\?spiel=([\w-]+)"', html))
        covered = {k for k, (p, _) in coverage().items() if p == page}
        assert keys <= covered & playable, (page, keys - covered)
        assert covered & playable <= keys, (page, "not linked:", covered & playable - keys)


def test_search_finds_the_rule_pages_by_historical_and_modern_spellings(built_site):
    index = json.loads((built_site / "search" / "search_index.json").read_text(encoding="utf-8"))
    text = " ".join(d["text"] for d in index["docs"] if d["location"].startswith("regeln/koenigrufen/"))
    for word in ("Scüs", "Skies", "Sküs", "Tarok", "Tarock", "Volat", "Valat", "Trull"):
        assert re.search(rf"\b{word}\b", text), word


# --- „Wer sticht?“ ------------------------------------------------------------------------------

TRICK_PAGES = {"koenigrufen", "tapp-tarok", "blocks", "steyerisch", "neunzehnerrufen", "strohmann",
               "zwoelfer-ungarisch", "paskiewitsch", "gross-tarok", "hundertspiel", "kauflabet", "whist"}


def test_every_trick_game_page_has_wer_sticht_whose_rule_links_resolve_and_whose_example_answers(built_site):
    from engine.api import run
    from engine.tricks import rule_sources
    found = {}
    for page, doc in rule_pages(built_site).items():
        for div in doc.xpath('//div[@data-widget="wer-sticht"]'):
            key = div.get("data-variant")
            p = get_profile(key)
            links = json.loads(div.get("data-sources"))
            # the engine's places of its trick rules (and its decision), each a link to an existing anchor
            assert set(rule_sources(p)) <= set(links), (page, links)
            assert (f"Entscheidung: {p.trick_decision}" in links) == bool(p.trick_decision)
            for label, href in links.items():
                path, anchor = target(page, href)
                assert anchor and anchor in ids_of(built_site, path), (page, label, href)
            assert div.get("data-places").split(",") == list("ABCDEFGH"[:p.n_seats])
            assert (div.get("data-suits") is not None) == (p.trump_suit is None)
            args = {"variant": key, "cards": div.get("data-cards"), "leader": div.get("data-leader") or "A"}
            if div.get("data-trump"):
                args["trump"] = div.get("data-trump")
            assert run("trick_winner", args)["possible"] is True           # the example is a real trick
            found[page.split("/")[1]] = key
    assert set(found) == TRICK_PAGES
