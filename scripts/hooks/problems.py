"""MkDocs hook: the problem pages (issue „replay the problems“), generated from the problem files
(engine/problems/data) and the reading text — nothing retyped.

- probleme/index.md: the 33 problems with variant, editorial status, the book's claim and
  whether the engine confirms it (from engine/problems/verified.json, written by
  scripts/problems_report.py, since full-deal searches take minutes).
- probleme/N.md: the Aufgabe and the Lösung as in the reading text, the replay widget with its
  data computed by the engine at build time, the editorial status with its reasoning, the facts
  of the text with their quotations, and the solver's findings.
- In the reading text every Aufgabe and Lösung heading gets a link to its problem page.
"""
from __future__ import annotations

import html
import json
import re
from functools import lru_cache

from mkdocs.structure.files import File
from mkdocs.utils import get_relative_url

from engine.problems import model
from engine.problems import facts as facts_mod
from engine.problems import evidence
from engine.problems.export import replay_data
from engine.problems.game import replay
from engine.problems.questions import QUESTIONS
from engine.problems.verify import EXACT_STEP_CARDS, findings_scope, goal_step
from edition.marks_html import render_marks
from edition.problem_sections import FILES, footnotes, sections

STATUS_TEXT = {
    "determined": "Der Text bestimmt jede Karte der Verteilung; die Behauptung des Buches ist durch exakte "
                  "Suche bestätigt.",
    "reconstructed": "Jedes Faktum des Textes gilt, die Behauptung des Buches ist durch exakte Suche bestätigt, "
                     "und sie hält auch in mindestens zwei Dritteln der anderen mit dem Text vereinbaren "
                     "Verteilungen (mindestens drei entschiedene). Die Karten, die der Text nicht nennt, sind "
                     "editorisch.",
    "illustrative": "Die Verteilung ist ein editorisches Beispiel, das mit allem vereinbar ist, was der Text sagt; "
                    "die Behauptung hängt an editorischen Karten, oder die Stichprobe anderer Verteilungen reicht "
                    "nicht aus, das Gegenteil zu zeigen.",
}
VERDICT = {True: "bestätigt", False: "widerlegt", None: "unbekannt (Suchbudget erschöpft)"}
TEXT_PAGES = {"aufgabe": "texte/ulmann/12-aufgaben.md", "loesung": "texte/ulmann/13-loesungen.md"}


def page_path(nr: int) -> str:
    return f"probleme/{nr}.md"


@lru_cache(maxsize=1)
def verified() -> dict:
    return {str(k): v for k, v in model.verified_records().items()}


def _section_markdown(ref: str, prefix: str) -> str:
    """The reading text of one Aufgabe/Lösung, its editorial signs as on the text page: page
    markers link to the page of the print, footnotes are carried along (labels prefixed)."""
    kind = ref.split("-")[0]
    text_page = TEXT_PAGES[kind]
    md = render_marks(sections()[ref])
    rel = "../" + text_page
    md = re.sub(r"\[S\.\s*(\d+)\]", lambda m: f"[[S. {m.group(1)}]]({rel}#s{m.group(1)})", md)
    md = re.sub(r"\[Abbildung:\s*([^\]]*)\]", r"*[Abbildung verloren: \1]*", md)
    notes = footnotes(FILES[0] if kind == "aufgabe" else FILES[1])
    used = re.findall(r"\[\^([^\]]+)\]", md)
    md = re.sub(r"\[\^([^\]]+)\]", lambda m: f"[^{prefix}{m.group(1)}]", md)
    defs = [f"[^{prefix}{label}]: {render_marks(notes[label])}" for label in dict.fromkeys(used) if label in notes]
    return md + ("\n\n" + "\n".join(defs) if defs else "")


def _fact_rows(pr) -> list[str]:
    results = facts_mod.check(pr, replay(pr))
    rows = ["| Faktum | Beleg | erfüllt |", "|---|---|:-:|"]
    for r in results:
        f = r.fact
        kind = f["cite"]["ref"].split("-")[0]
        label = ("Aufgabe" if kind == "aufgabe" else "Lösung")
        quote = f["cite"]["quote"].replace("|", "\\|")
        how = f" *(erschlossen: {f['inferred']})*" if "inferred" in f else ""
        rows.append(f"| {facts_mod.describe(pr, f)}{how} | „{quote}“ ([{label}](../{TEXT_PAGES[kind]}#"
                    f"{f['cite']['ref']})) | {'✓' if r.ok else '✗'} |")
    return rows


def problem_markdown(pr) -> str:
    v = verified().get(str(pr.nr))
    out = ["---", f"title: Aufgabe Nr. {pr.nr}", "---", "",
           f"# Aufgabe Nr. {pr.nr}: {pr.title}", ""]
    if pr.raw.get("author"):
        out += [f"Von {pr.raw['author']}.", ""]
    out += ["## Aufgabe", "", _section_markdown(f"aufgabe-{pr.nr}", f"a{pr.nr}-"), "",
            f"[Im Lesetext](../{TEXT_PAGES['aufgabe']}#aufgabe-{pr.nr})", ""]
    out += puzzle_markdown(pr) + [SOLUTION_OPEN, ""]
    out += _solution_markdown(pr, v) + _verification_markdown(pr, v)
    out += ["## Fakten aus dem Text {#fakten}", ""] + _fact_rows(pr) + [""]
    out += evidence_markdown(pr)
    out += [SOLUTION_CLOSE, ""]
    return "\n".join(out) + "\n"


def _solution_markdown(pr, v: dict | None) -> list[str]:
    """The status line, the book's solution, the replay widget and the editorial note."""
    status, status_text = evidence.STATUS_WORDS[pr.status], STATUS_TEXT[pr.status]
    data = json.dumps({**replay_data(pr), "pack": f"tarok{len(pr.profile.pack)}"}, ensure_ascii=False,
                      separators=(",", ":"))
    claim = pr.claim
    verdict = "noch nicht geprüft" if v is None else VERDICT[v["claim_verified"]]
    out = []
    out += [f'<p class="problem-facts"><span class="problem-status problem-status--{pr.status}">{status}</span> '
            f"· Behauptung des Buches: „{claim['text']}“ · Engine: <strong>{verdict}</strong></p>", "",
            "## Lösung", "", _section_markdown(f"loesung-{pr.nr}", f"l{pr.nr}-"), "",
            f"[Im Lesetext](../{TEXT_PAGES['loesung']}#loesung-{pr.nr})", "",
            "## Nachspielen {#nachspielen}", "",
            # the data sits in an attribute, not in <script type="application/json">: instant
            # navigation re-creates inline scripts without their type and would run the JSON.
            # The replay sits in the closed solution: it is mounted when that opens (data-load,
            # widgets.js); focusable before, so that „Nur nachspielen“ can move the focus to it.
            f'<div class="problem-replay" data-widget="problem-replay" data-engine="on-demand" data-load="on-open" '
            f'data-problem="{pr.nr}" tabindex="0" role="region" '
            f'aria-label="Nachspielen der Aufgabe Nr. {pr.nr}; Pfeiltasten blättern Zug für Zug" '
            f'data-replay="{html.escape(data, quote=True)}">',
            "<noscript>Das Nachspielen braucht JavaScript; die Karten und der Gang stehen unten als Text.</noscript>",
            "</div>", "",
            f"!!! note \"Editorischer Stand: {status}\"", "",
            f"    {status_text} Stichprobe: {evidence.sample_words(v)}", "",
            "    " + pr.raw["reasoning"].replace("\n", "\n    "), ""]
    for note in pr.raw.get("notes", []):
        out += [f"    {note}", ""]
    out += ["Karten, die der Text nennt, sind im Nachspiel ohne Zeichen; aus dem Text *erschlossene* sind "
            "mit ° markiert, *editorisch* gewählte mit *. Was der Text zu jeder Karte und jedem Zug sagt, steht "
            "unten unter [Belege](#belege).", ""]
    return out


def _verification_markdown(pr, v: dict | None) -> list[str]:
    """The claim under exact play, and the engine's findings on the book's moves."""
    out = []
    out += ["## Die Behauptung unter exaktem Spiel {#pruefung}", "",
            "Das Buch setzt „allseitig correctes Spiel“ voraus. Die Engine prüft mit exakter Suche bei offenen "
            "Karten, ob die Behauptung bei bestem Spiel beider Parteien gilt.", ""]
    if v is None:
        out += ["*Diese Aufgabe ist noch nicht geprüft.*", ""]
    else:
        for g in v["claim_goals"]:
            out.append(f"- {g['text']}: **{VERDICT[g['verified']]}** ({checked_from(pr, g['goal'])})")
        out += ["", sample_sentence(v)]
        out.append("")
        out += ["## Befunde der Engine {#befunde}", ""]
        if v["findings"] is None:
            out += ["Ob jeder Zug des Buches bestes Spiel ist, wurde für diese volle Verteilung noch nicht "
                    "Zug für Zug geprüft (die Suche dauert Minuten); geprüft ist die Behauptung selbst. "
                    "Was die Bearbeitung dazu festgestellt hat, steht im editorischen Stand oben.", ""]
        elif v["findings"]:
            out += ["Wo die exakte Suche einen besseren Zug findet als das Buch (editorische Anmerkung):", ""]
            out += [f"- {f['text']}" for f in v["findings"]] + [""]
        else:
            out += [no_findings_sentence(pr), ""]
    return out


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def _quote_link(quote: str, ref: str) -> str:
    kind = ref.split("-")[0]
    label = "Aufgabe" if kind == "aufgabe" else "Lösung"
    return f"„{_cell(quote)}“ ([{label}](../{TEXT_PAGES[kind]}#{ref}))"


def _card_basis_cell(ev: dict | None) -> str:
    if ev is None:
        return "**von uns gewählt** (editorisch)"
    if ev["basis"] == "text":
        return f"**im Text genannt:** {_quote_link(ev['quote'], ev['ref'])}"
    return f"**aus dem Text erschlossen:** {_quote_link(ev['quote'], ev['ref'])} — {_cell(ev['inferred'])}"


def _place_rows(pr) -> list[tuple[str, list[int]]]:
    """The places of the start with their cards: the hands (as dealt), talon and scat."""
    from engine.core import ids_of
    rows = [(f"{model.SEATS[s]}", ids_of(pr.hands[s])) for s in range(pr.n_seats)]
    if pr.kind == "deal" and pr.talon:
        rows.append(("Talon", list(pr.talon)))
    if pr.trick:
        rows.append(("auf dem Tisch", list(pr.trick)))
    return rows


def evidence_markdown(pr) -> list[str]:
    """For each card of the start and each move of the line: does the text state it, imply it
    (with the inference), or did we choose it (README, „The rule of evidence“)."""
    ev = evidence.card_evidence(pr)
    counts = {"text": 0, "inferred": 0, "editorial": 0}
    rows = ["| Karte | bei | Beleg |", "|---|---|---|"]
    for place, cards in _place_rows(pr):
        for c in cards:
            e = ev.get(c)
            counts[e["basis"] if e else "editorial"] += 1
            rows.append(f"| {pr.card_name(c)} | {place} | {_card_basis_cell(e)} |")
    out = ["## Belege: Karten und Züge {#belege}", "",
           "Für jede Karte der Ausgangsstellung und jeden Zug des Nachspiels: ob der Text sie nennt, ob sie aus "
           "dem Text erschlossen ist (mit der Begründung), oder ob die Bearbeitung sie gewählt hat.", "",
           f"Von den {sum(counts.values())} Karten der Ausgangsstellung nennt der Text {counts['text']}, "
           f"{counts['inferred']} sind aus ihm erschlossen, {counts['editorial']} hat die Bearbeitung gewählt. "
           f"Wie weit die Behauptung an den gewählten hängt: {evidence.sample_words(verified().get(str(pr.nr)))}", "",
           '<div class="problem-evidence" data-role="card-evidence" markdown>', "", *rows, "", "</div>", "",
           '<div class="problem-evidence" data-role="move-evidence" markdown>', "",
           "| Zug | Karte | Beleg |", "|---:|---|---|"]
    for i, m in enumerate(pr.line, 1):
        card = f"{model.SEATS[m.seat]}: {pr.card_name(m.card)}"
        if m.editorial:
            basis = "**vom Text nicht erzählt**; von uns ergänzt" + (f" — {_cell(m.note)}" if m.note else "")
        elif m.named:
            basis = f"**im Text genannt:** {_quote_link(m.text, m.ref)}"
        else:
            basis = f"**Zug im Text erzählt, Karte von uns gewählt:** {_quote_link(m.text, m.ref)}"
        out.append(f"| {i} | {card} | {basis} |")
    return out + ["", "</div>", ""]


# --- try first: the puzzle before the solution (issue 24) ---------------------------------------

# The Lösung, the reconstructed hands, the replay and the checks stay closed until the reader
# opens them or solves the puzzle (the widget problem-puzzle opens them, also for a link #zug-12).
SOLUTION_OPEN = ('<details class="problem-solution" id="loesung-zeigen" data-role="solution" markdown="1">\n'
                 '<summary>Lösung zeigen — mit Rekonstruktion, Nachspielen und Prüfung</summary>')
SOLUTION_CLOSE = "</details>"


def puzzle_data(pr) -> dict:
    """What the puzzle widget needs besides the engine: the puzzle (engine.problems.puzzle), the
    parts the page offers, the card pack and where the Aufgaben and Lösungen stand in the reading
    text."""
    from engine.problems.puzzle import describe
    d = describe(pr.nr)
    return {**d, "offered": offered_parts(d), "pack": f"tarok{len(pr.profile.pack)}",
            "text_pages": {kind: "../../" + page.removesuffix(".md") + "/" for kind, page in TEXT_PAGES.items()}}


def offered_parts(d: dict) -> list[str]:
    """The parts the page offers: the distribution where the text fixes enough for it, else the
    exchange alone on our reconstruction where the Aufgabe asks for it (Nr. 15, 19); the play
    where the Aufgabe asks for it or where the distribution cannot be offered."""
    offered = ["deal"] if d["deal_offered"] else ["exchange"] if d.get("exchange_on_reconstruction") else []
    if "play" in d["parts"] or not d["deal_offered"]:
        offered.append("play")
    return offered


def puzzle_intro(d: dict) -> str:
    """The sentence that opens „Selbst lösen“: what the reader is asked to do."""
    closing = " Die Regel-Engine prüft jede Antwort; die Lösung des Buches bleibt so lange geschlossen."
    if d["offered"][0] == "exchange":
        return ("Erst selbst versuchen: auf unserer Rekonstruktion wählen, was gekauft und verlegt wurde, dann "
                f"das Spiel für {' und '.join(d['reader']['seats'])} gegen die Engine spielen." + closing)
    if d["kind"] == "deal":
        deal = "die Karten verteilen, die der Text nicht festlegt" + (
            ", und wählen, was gekauft und verlegt wurde" if d["exchange"] else "")
    else:
        deal = "die Karten des Endspiels verteilen, die der Text nicht festlegt"
    party = "Spieler" if d["reader"]["party"] == "spieler" else "Gegner"
    play = f"das Spiel für {' und '.join(d['reader']['seats'])} ({party}) gegen die Engine spielen"
    offered = d["offered"]
    task = f"{deal}, dann {play}" if len(offered) == 2 else deal if offered == ["deal"] else play
    return f"Erst selbst versuchen: {task}." + closing


def puzzle_markdown(pr) -> list[str]:
    """„Selbst lösen“: the puzzle widget right after the Aufgabe. Its first state (the sentence and
    the two buttons) is written here, so that it is on screen before any script runs: the page's
    largest paint needs no script and nothing below it moves when the widget mounts
    (data-prerendered, widgets.js). Without scripts the buttons are hidden (problems.css)."""
    d = puzzle_data(pr)
    data = json.dumps(d, ensure_ascii=False, separators=(",", ":"))
    return ["## Selbst lösen {#selbst-loesen}", "",
            f'<div class="problem-puzzle widget" data-widget="problem-puzzle" data-engine="on-demand" data-prerendered '
            f'data-problem="{pr.nr}" data-puzzle="{html.escape(data, quote=True)}">',
            f'<p class="puzzle-intro">{html.escape(puzzle_intro(d))}</p>',
            '<p class="puzzle-buttons"><button type="button" class="md-button md-button--primary" data-role="start">'
            'Selbst lösen</button> <button type="button" class="md-button" data-role="replay-only">Nur nachspielen'
            '</button></p>',
            '<p class="puzzle-done" data-role="progress"></p>',
            '<div class="puzzle-body" hidden></div>',
            "<noscript>Das Lösen braucht JavaScript; die Lösung steht darunter.</noscript>", "</div>", ""]


def sample_sentence(v: dict) -> str:
    """What the sample of other deals consistent with the text found (verify.sample), in words."""
    examined, _, unknown = evidence.sample_counts(v)
    if not examined and not unknown:
        return ("Stichprobe: Andere Verteilungen der nicht festgelegten Karten sind für diese Aufgabe "
                "noch nicht geprüft.")
    budget = f" (Budget {v['sample_budget']:,} Knoten je Verteilung)".replace(",", ".") if v.get("sample_budget") else ""
    return ("Stichprobe: Die Engine hat die Karten, die der Text nicht festlegt, zufällig neu verteilt und die "
            "Verteilungen behalten, die mit allen Fakten und dem Gang des Buches vereinbar sind"
            f"{budget}. {evidence.sample_words(v)}")


def no_findings_sentence(pr) -> str:
    """What a search without findings has shown (verify.findings judges the moves it names)."""
    first, points = findings_scope(pr)
    moves = "jeden Zug des Buches" if not first else f"jeden Zug des Buches ab Zug {first + 1}"
    out = (f"Die Engine hat {moves} geprüft: Keiner gibt ein Ziel der Behauptung preis, das seine "
           f"Partei hätte halten können.")
    if points is not None:
        when = ("Auch" if points <= first else
                f"Ab Zug {points + 1}, wenn keine Hand mehr als {EXACT_STEP_CARDS} Karten hält,")
        out += f" {when} kostet keiner seine Partei Points gegenüber der besten Karte."
    return out + " Wo die Suche im Budget nicht entschied, ist nichts festgestellt."


def checked_from(pr, goal: dict) -> str:
    """From where the solver decides a goal, in the replay widget's terms („Zug k“ = after k
    cards of the line)."""
    step = goal_step(pr, goal)
    if not step:
        return "geprüft von der Ausgangsstellung an"
    n = pr.profile.n_seats
    trick = f", zu Beginn von Stich {step // n + 1}" if step % n == 0 else ""
    before = pr.line[:step]
    if any(m.editorial for m in before):
        given = "gibt das Buch oder die Bearbeitung vor"
    elif all(m.card_from_text for m in before):
        given = "gibt das Buch vor"
    else:
        given = "gibt das Buch vor, einzelne Karten davon wählt die Bearbeitung"
    return f"geprüft ab Zug {step} des Nachspiels{trick}; die Züge davor {given}"


def index_markdown(problems) -> str:
    out = ["---", "title: Die 33 Probleme", "---", "", "# Die 33 Probleme des Wiener Tarokbuches", "",
           "Ulmann stellt im Zweiten Theil seines Buches (S. 93–150) 33 Aufgaben mit ihren Lösungen. "
           "Die Kartenbilder des Drucks sind verloren; die Verteilungen hier sind aus dem Text "
           "erschlossen und, wo er sie nicht festlegt, editorisch rekonstruiert. Jede Aufgabe lässt sich "
           "Stich für Stich nachspielen; die Regel-Engine prüft die Behauptung des Buches mit exakter "
           "Suche bei offenen Karten.", "",
           "Die Aufgaben nach Spielen, jede mit ihrer Frage; „Stand“ sagt, wie weit der Text die "
           "Kartenverteilung festlegt. Die Behauptungen des Buches und die Prüfung der Engine stehen erst auf "
           "den Seiten der Aufgaben, hinter „Lösung zeigen“ — erst selbst versuchen.", "",
           SOLVED_PROGRESS, ""]
    by_nr = {pr.nr: pr for pr in problems}
    groups: dict[str, list[int]] = {}
    for nr in range(1, model.COUNT + 1):
        groups.setdefault(by_nr[nr].profile.name if nr in by_nr else "Noch nicht erfasst", []).append(nr)
    for variant, numbers in groups.items():
        out += [f"## {variant}", "", "| Aufgabe | Stand | Frage | Gelöst |", "|---|---|---|---|"]
        for nr in numbers:
            pr = by_nr.get(nr)
            if pr is None:
                out.append(f"| Nr. {nr} | noch nicht erfasst | — | — |")
                continue
            title = "" if pr.title == variant else f" · {pr.title.replace(variant, '').strip() or pr.title}"
            out.append(f"| [Aufgabe Nr. {nr}]({nr}.md){title} | {evidence.STATUS_WORDS[pr.status]} | "
                       f"{question_cell(nr)} | {solved_cell(nr)} |")
        out.append("")
    return "\n".join(out) + "\n"


def question_cell(nr: int) -> str:
    """The Aufgabe's question as the book prints it (engine.problems.questions), no answer."""
    asked = QUESTIONS[nr]
    if not asked:
        return "(keine Frage gedruckt: die Aufgabe ist die Behauptung der Lösung)"
    return " ".join(f"„{html.escape(q)}“" for q in asked).replace("|", "\\|")


# The overview marks the problems solved in this browser (localStorage, widget problem-progress).
SOLVED_PROGRESS = ('<div class="problem-progress" data-widget="problem-progress" data-engine="on-demand">'
                   "Gelöst in diesem Browser: —</div>")


def solved_cell(nr: int) -> str:
    return f'<span class="problem-solved" data-solved="{nr}">offen</span>'


def on_config(config):
    nav = config["nav"] or []
    entry = {"Probleme": "probleme/index.md"}   # the problem pages: scripts/hooks/nav.py
    for i, item in enumerate(nav):
        if isinstance(item, dict) and "Probleme" in item:
            nav[i] = entry
            break
    else:
        nav.insert(len(nav) - 1, entry)
    return config


def on_files(files, config):
    problems = model.load_all()
    files.append(File.generated(config, "probleme/index.md", content=index_markdown(problems)))
    for pr in problems:
        files.append(File.generated(config, page_path(pr.nr), content=problem_markdown(pr)))
    return files


HEADING = re.compile(r'(<h3 id="(aufgabe|loesung)-(\d+)">.*?</h3>)', re.S)


def on_page_content(html, page, config, files):
    """Link every Aufgabe and Lösung of the reading text to its problem page."""
    if page.file.src_uri not in TEXT_PAGES.values():
        return html
    numbers = set(model.numbers())

    def link(m):
        nr = int(m.group(3))
        if nr not in numbers:
            return m.group(1)
        url = get_relative_url(f"probleme/{nr}/", page.url)
        return (m.group(1) + f'<p class="problem-link"><a href="{url}#nachspielen">Aufgabe Nr. {nr} '
                f"nachspielen</a> — mit Kartenverteilung, Gang und Prüfung durch die Regel-Engine</p>")

    return HEADING.sub(link, html)
