"""MkDocs hook: the glossary page, term tooltips and the texts' internal references as links.

- glossar/index.md is generated from docs/glossar/begriffe.yml: entries with the sources' own
  definitions (quoted, linked), the editorial explanation, related terms and the number of
  occurrences; glossar/belegstellen.md, the concordance of every occurrence (built from the
  reading texts' sources), is a page of its own, so that the glossary stays light.
- In the reading texts, the first occurrence of a term in each paragraph becomes a link to its
  entry with the short definition as tooltip; references such as „Aufgabe Nr. 12“, „Cap. I“,
  „§ 26“, „Seite 153“ become links. The Markdown of the texts is not changed.
"""
from __future__ import annotations

import html
import json
import re
from collections import defaultdict

import yaml
from mkdocs.structure.files import File, InclusionLevel
from mkdocs.utils import get_relative_url

from edition import crossrefs, glossary
from edition.html_text import rewrite
from edition.structure import TEXT_LABELS, TEXTS, all_pages

PROBLEM_HEADING = re.compile(r'<h3 id="(aufgabe|loesung)-(\d+)">.*?</h3>', re.S)
TEXT_ORDER = ["hundertspiel", "whist", "tarock-hombre", "ulmann", "kauflabet"]
CONCORDANCE_PAGE = "glossar/belegstellen.md"


def _link(target_src: str, anchor: str, from_src: str) -> str:
    """A Markdown link between source files (for generated Markdown)."""
    return get_relative_url(target_src, from_src) + (f"#{anchor}" if anchor else "")


def _url(files, target_src: str, anchor: str, page) -> str:
    """A URL from a rendered page to a source file's page (for generated HTML)."""
    target = files.get_file_from_path(target_src)
    return get_relative_url(target.url, page.url) + (f"#{anchor}" if anchor else "")


def named_cards() -> dict[str, list[tuple[str, list[str]]]]:
    """Entry id → the cards it names (pack key, printed names): the field `karten` of the data,
    which only this page uses."""
    raw = yaml.safe_load(glossary.DATA.read_text(encoding="utf-8")) or []
    return {e["id"]: list(e["karten"].items()) for e in raw if e.get("karten")}


def glossary_markdown() -> str:
    occ = glossary.occurrences()
    cards_named = named_cards()
    entries = glossary.entries()
    letters = sorted({glossary._sort_key(e.term)[0].upper() for e in entries})
    lines = ["---", "title: Glossar", "---", "", "# Glossar", "",
             "Die Kunstausdrücke der fünf Texte, mit allen Schreibungen, in denen sie vorkommen. Wo ein Text "
             "einen Begriff selbst erklärt, steht seine Definition im Wortlaut; die Erläuterung in heutigem "
             "Deutsch stammt von den Herausgebern. Die Belegstellen verzeichnen jedes Vorkommen; in den "
             "Lesetexten führt jeder Begriff mit einem Tooltip hierher.", "",
             " · ".join(f"[{L}](#buchstabe-{L.lower()})" for L in letters), ""]
    by_letter = defaultdict(list)
    for e in entries:
        by_letter[glossary._sort_key(e.term)[0].upper()].append(e)
    names = {e.id: e.term for e in entries}
    pages = {p.src: p for p in all_pages()}
    for L in letters:
        lines += [f"## {L} {{#buchstabe-{L.lower()}}}", ""]
        for e in by_letter[L]:
            lines += _entry(e, occ.get(e.id, []), names, pages, cards_named.get(e.id, []))
    return "\n".join(lines) + "\n"


def _entry(e, occurrences, names, pages, cards=()) -> list[str]:
    src = glossary.GLOSSARY_PAGE
    forms: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    for loc, form in occurrences:
        forms[form][pages[loc.page].text] += 1
    spell = " · ".join(
        f"*{html.escape(f)}* ({', '.join(f'{TEXT_LABELS[t]} {n}×' for t, n in sorted(c.items(), key=lambda kv: TEXT_ORDER.index(kv[0])))})"
        for f, c in sorted(forms.items(), key=lambda kv: -sum(kv[1].values())))
    out = ['<section class="glossar-eintrag" markdown>', "", f"### {e.term} {{#{e.id}}}", ""]
    if cards:
        out += ["<!-- karten:reihe " + "; ".join(f"{pack}: {', '.join(names)}" for pack, names in cards)
                + " -->", ""]
    out += [f"**Schreibungen:** {spell}  ", f"**Kategorie:** {e.category}", ""]
    for d in e.definitions:
        label = _citation(pages[d["page"]], d["anchor"])
        out += [f"> {d['quote']}", f"> — [{label}]({_link(d['page'], d['anchor'], src)})", ""]
    out += ['!!! note "Erläuterung (Hrsg.)"', "    " + e.explanation.replace("\n", " "), ""]
    if e.related:
        out += ["**Siehe auch:** " + ", ".join(f"[{names[r]}](#{r})" for r in e.related if r in names), ""]
    # the concordance has a page of its own (glossar/belegstellen/): its thousands of links would
    # make this page heavy (DOM size, style and layout work on every visit)
    if occurrences:
        out += [f"**Belegstellen:** [Belegstellen ({len(occurrences)})]({_link(CONCORDANCE_PAGE, e.id, src)}) "
                f"in {_texts_named(occurrences, pages)}", ""]
    else:
        out += ["**Belegstellen:** keine in den fünf Texten", ""]
    out += ["</section>", ""]
    return out


def _texts_named(occurrences, pages) -> str:
    texts = [t for t in TEXT_ORDER if any(pages[loc.page].text == t for loc, _ in occurrences)]
    names = [TEXT_LABELS[t] for t in texts]
    return " und ".join([", ".join(names[:-1]), names[-1]]) if len(names) > 1 else (names[0] if names else "—")


def concordance_markdown() -> str:
    """glossar/belegstellen.md: every occurrence of every term, grouped by text, as links; the
    terms under their letters, as in the glossary (the table of contents lists the letters)."""
    occ = glossary.occurrences()
    pages = {p.src: p for p in all_pages()}
    src = CONCORDANCE_PAGE
    entries = glossary.entries()
    by_letter = defaultdict(list)
    for e in entries:
        by_letter[glossary._sort_key(e.term)[0].upper()].append(e)
    lines = ["---", "title: Belegstellen zum Glossar", "search:", "  exclude: true", "hide:", "  - toc", "---", "",
             "# Belegstellen zum Glossar", "",
             f"Jedes Vorkommen jedes Begriffs des [Glossars]({_link(glossary.GLOSSARY_PAGE, '', src)}) in den "
             "fünf Texten, nach Texten geordnet; die Zahl in Klammern sagt, wie oft der Begriff an der Stelle steht.",
             "", " · ".join(f"[{L}](#buchstabe-{L.lower()})" for L in sorted(by_letter)), ""]
    for L in sorted(by_letter):
        lines += [f"## {L} {{#buchstabe-{L.lower()}}}", ""]
        for e in by_letter[L]:
            lines += _concordance_entry(e, occ.get(e.id, []), pages, src)
    return "\n".join(lines) + "\n"


def _concordance_entry(e, occurrences, pages, src) -> list[str]:
    lines = ['<section class="belegstellen" markdown>', "",
             f"### {html.escape(e.term)} {{#{e.id}}}", "",
             f"[Zum Glossareintrag]({_link(glossary.GLOSSARY_PAGE, e.id, src)}) · {len(occurrences)} Stellen", ""]
    grouped: dict[str, dict[tuple, int]] = defaultdict(lambda: defaultdict(int))
    for loc, _ in occurrences:
        grouped[pages[loc.page].text][(loc.page, loc.anchor, loc.label)] += 1
    for text in TEXT_ORDER:
        if text in grouped:
            refs = ", ".join(
                f"[{html.escape(label)}]({_link(page, anchor, src)})" + (f" ({n}×)" if n > 1 else "")
                for (page, anchor, label), n in grouped[text].items())
            lines += [f"**{TEXT_LABELS[text]}:** {refs}", ""]
    return lines + ["</section>", ""]


def _citation(page, anchor: str) -> str:
    """„Ulmann, S. 17“, „Hundertspiel, §. 22.“, „Ulmann, Termini technici“ …"""
    label = page.labels.get(anchor, "")
    if not (anchor.startswith(("s", "p")) and anchor[1:].isdigit()) and len(label) <= 3:
        label = page.title                        # a letter heading (Termini technici „P“)
    return f"{TEXT_LABELS[page.text]}, {label}" if label else TEXT_LABELS[page.text]


def on_files(files, config):
    # `mkdocs serve` rebuilds in the same process: read texts and glossary data afresh each time
    for cached in (all_pages, glossary.entries, glossary.matcher):
        cached.cache_clear()
    files.append(File.generated(config, glossary.GLOSSARY_PAGE, content=glossary_markdown()))
    concordance = File.generated(config, CONCORDANCE_PAGE, content=concordance_markdown())
    concordance.inclusion = InclusionLevel.NOT_IN_NAV        # reached from every glossary entry
    files.append(concordance)
    return files


def on_page_context(context, page, config, nav):
    """The tables of contents of the glossary and its concordance list the letters, not the 200
    entries (which the pages list themselves): twice 200 links fewer in the sidebars."""
    if page.file.src_uri in (glossary.GLOSSARY_PAGE, CONCORDANCE_PAGE):
        for title in page.toc:                    # the page title (h1), its letters (h2), their entries
            for letter in title.children:
                letter.children = []
    return context


PROBESPIEL_PAGE = "probespiel.md"
PROBESPIEL_TAG = '<div data-widget="probespiel"></div>'


def probespiel_terms(page, files) -> str:
    """The Probespiel's widget tag with the glossary entries that explain the game's words on its
    buttons (engine.table_view.TERM_IDS): term, short definition and link, as JSON data."""
    from engine.table_view import TERM_IDS
    by_id = {e.id: e for e in glossary.entries()}
    missing = [i for i in TERM_IDS if i not in by_id]
    if missing:
        raise ValueError(f"the Probespiel names glossary entries that do not exist: {missing}")
    data = {i: {"term": by_id[i].term, "short": by_id[i].short, "href": _url(files, glossary.GLOSSARY_PAGE, i, page)}
            for i in TERM_IDS}
    text = html.escape(json.dumps(data, ensure_ascii=False, separators=(",", ":")), quote=True)
    return f'<div data-widget="probespiel" data-terms="{text}"></div>'


def on_page_content(html_text, page, config, files):
    if page.file.src_uri == PROBESPIEL_PAGE:
        if PROBESPIEL_TAG not in html_text:
            raise ValueError(f"{PROBESPIEL_PAGE}: the widget tag {PROBESPIEL_TAG} is missing")
        return html_text.replace(PROBESPIEL_TAG, probespiel_terms(page, files))
    meta = page.meta or {}
    if "witness" not in meta:
        return html_text
    text_key = TEXTS[meta["witness"]][0]
    src = page.file.src_uri
    rx, table = glossary.matcher(text_key)

    def terms(text: str, block: dict) -> str:
        if rx is None:
            return text
        seen = block.setdefault("terms", set())

        def link(m):
            e = table[m.group(0)]
            if e.id in seen:
                return m.group(0)
            seen.add(e.id)
            tip = html.escape(f"{e.term}: {e.short}", quote=True)
            href = _url(files, glossary.GLOSSARY_PAGE, e.id, page)
            return f'<a class="glossar" href="{href}" data-tip="{tip}">{m.group(0)}</a>'
        return rx.sub(link, text)

    def refs(text: str, block: dict) -> str:
        out, pos = [], 0
        for r in crossrefs.find_refs(text_key, text):
            own = r.target and r.target.page == src and r.start == 0 and not block.get("started")
            if r.target is None or own:
                continue
            out += [terms(text[pos:r.start], block),
                    f'<a class="querverweis" href="{_url(files, r.target.page, r.target.anchor, page)}">{r.text}</a>']
            pos = r.end
        out.append(terms(text[pos:], block))
        return "".join(out)

    return _problem_links(rewrite(html_text, refs), page, files)


def _problem_links(html_text: str, page, files) -> str:
    """Each Aufgabe links to its Auflösung and back (Ulmann, Zweiter Theil)."""
    def add(m):
        kind, num = m.group(1), m.group(2)
        other, label = (("loesung", "Zur Auflösung") if kind == "aufgabe" else ("aufgabe", "Zur Aufgabe"))
        target = crossrefs.find_id("ulmann", f"{other}-{num}")
        if target is None:
            return m.group(0)
        href = _url(files, target.src, f"{other}-{num}", page)
        return m.group(0) + f'\n<p class="aufgabe-loesung"><a href="{href}">{label} Nr. {num} →</a></p>'
    return PROBLEM_HEADING.sub(add, html_text)
