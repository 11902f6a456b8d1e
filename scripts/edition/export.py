"""Downloads of the reading texts: TEI P5 and plain text, generated from the Markdown sources.

One file per text (Ulmann's nineteen site pages make one book). The TEI body has a <div> for
every heading and every numbered paragraph, with the site's anchors as xml:id; <pb> for every page
marker; the typed interventions as <supplied>, <choice><sic/><corr/></choice>,
<choice><orig/><reg/></choice>, <gap> and <unclear>; the print's footnotes as <note place="foot">,
the editor's as <note type="editorial">. The plain text is rendered from the same TEI tree: the
reading text with its page markers, each page's notes after it. Nothing here reads rendered HTML
(the glossary tooltips and links of the site are not part of the text).
"""
from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path

from . import sources
from .reading import MARK, MARK_NOTE, MARK_TYPES, ReadingText, load, reading_files
from .structure import DOCS, TEXTS

TEI_NS = "http://www.tei-c.org/ns/1.0"
XML_NS = "http://www.w3.org/XML/1998/namespace"
ET.register_namespace("", TEI_NS)
SCHEMA = Path(__file__).with_name("tei-subset.rng")

SUPPLIED_REASON = {"number": "restored-number", "conjecture": "conjecture", "addition": "editorial-addition"}


def _q(tag: str) -> str:
    return f"{{{TEI_NS}}}{tag}"


XML_ID = f"{{{XML_NS}}}id"


# --- blocks of a reading-text file ------------------------------------------------------------

@dataclass
class Block:
    kind: str                       # heading para list dl table quote note code
    text: str = ""                  # inline Markdown (heading, para)
    level: int = 0                  # heading level
    anchor: str = ""                # heading id
    title: str = ""                 # admonition title
    children: list = field(default_factory=list)   # nested blocks / list items / rows / dl pairs
    lines: list = field(default_factory=list)      # code lines


COMMENT = re.compile(r"<!--.*?-->", re.S)
HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*(?:\{#([\w-]+)[^}]*\})?\s*$")
ADMONITION = re.compile(r'^(!!!|\?\?\?\+?)\s+([\w-]+)(?:\s+"(.*)")?\s*$')
FOOTDEF = re.compile(r"^\[\^([^\]]+)\]:\s?(.*)$")
LIST_ITEM = re.compile(r"^(\s*)- (.*)$")


def split_footnotes(lines: list[str]) -> tuple[list[str], dict[str, str]]:
    """Footnote definitions (with their indented continuations) out of the body."""
    out, notes, label = [], {}, ""
    for line in lines:
        m = FOOTDEF.match(line)
        if m:
            label = m.group(1)
            notes[label] = m.group(2)
            out.append("")
        elif label and line.startswith("    ") and line.strip():
            notes[label] += " " + line.strip()
            out.append("")
        else:
            if line.strip():
                label = ""
            out.append(line)
    return out, notes


def parse_blocks(lines: list[str]) -> list[Block]:
    blocks: list[Block] = []
    i, n = 0, len(lines)
    while i < n:
        line = lines[i]
        if not line.strip() or line.strip() == "---":
            i += 1
            continue
        m = ADMONITION.match(line)
        if m:
            body, i = _indented(lines, i + 1)
            kind = "quote" if m.group(2) == "quote" else "note"
            blocks.append(Block(kind, title=m.group(3) or "", children=parse_blocks(body)))
            continue
        m = HEADING.match(line)
        if line.lstrip().startswith(("```", "~~~")):
            block, i = _code_block(lines, i)
        elif m:
            block, i = Block("heading", m.group(2), len(m.group(1)), m.group(3) or ""), i + 1
        elif line.startswith("|"):
            block, i = _table(lines, i)
        elif LIST_ITEM.match(line):
            block, i = _list(lines, i)
        elif i + 1 < n and lines[i + 1].startswith(":   "):
            block, i = _definition_list(lines, i)
        else:
            block, i = _paragraph(lines, i)
        blocks.append(block)
    return blocks


def _code_block(lines: list[str], i: int) -> tuple[Block, int]:
    """A fenced code block from its opening fence at `i`; the index after its closing fence."""
    n = len(lines)
    fence, code, i = lines[i].strip()[:3], [], i + 1
    while i < n and not lines[i].strip().startswith(fence):
        code.append(lines[i])
        i += 1
    return Block("code", lines=code), i + 1


def _table(lines: list[str], i: int) -> tuple[Block, int]:
    """A pipe table's rows of cells (without its delimiter row)."""
    rows = []
    while i < len(lines) and lines[i].startswith("|"):
        cells = [c.strip() for c in lines[i].strip().strip("|").split("|")]
        if not all(re.fullmatch(r":?-+:?", c) for c in cells if c):
            rows.append(cells)
        i += 1
    return Block("table", children=rows), i


def _list(lines: list[str], i: int) -> tuple[Block, int]:
    """A (nested) list, its items' continuation lines joined."""
    n = len(lines)
    items = []
    while i < n and lines[i].strip() and (LIST_ITEM.match(lines[i]) or lines[i].startswith(" ")):
        mm = LIST_ITEM.match(lines[i])
        if mm:
            items.append((len(mm.group(1)), mm.group(2)))
        else:
            items[-1] = (items[-1][0], items[-1][1] + " " + lines[i].strip())
        i += 1
    return _nested_list(items), i


def _definition_list(lines: list[str], i: int) -> tuple[Block, int]:
    """Terms, each followed by its `:   ` definition lines."""
    n = len(lines)
    pairs = []
    while i + 1 < n and lines[i].strip() and lines[i + 1].startswith(":   "):
        term, defs, i = lines[i], [], i + 1
        while i < n and lines[i].startswith((":   ", "    ")) and lines[i].strip():
            defs.append(lines[i][4:].strip())
            i += 1
        pairs.append((term, " ".join(defs)))
        while i < n and not lines[i].strip():
            i += 1
    return Block("dl", children=pairs), i


def _paragraph(lines: list[str], i: int) -> tuple[Block, int]:
    """A paragraph up to the next blank line or block; a hard line break kept as "\\x02"."""
    n = len(lines)
    para = []
    while i < n and lines[i].strip() and not HEADING.match(lines[i]) and not ADMONITION.match(lines[i]) \
            and not lines[i].startswith("|") and not (para and LIST_ITEM.match(lines[i])):
        para.append(lines[i])
        i += 1
    text = "".join(ln.rstrip() + ("\x02" if ln.endswith("  ") else " ") for ln in para).strip()
    return Block("para", text.rstrip("\x02 ")), i


def _indented(lines: list[str], i: int) -> tuple[list[str], int]:
    body = []
    while i < len(lines) and (not lines[i].strip() or lines[i].startswith("    ")):
        body.append(lines[i][4:])
        i += 1
    while body and not body[-1].strip():
        body.pop()
    return body, i


def _nested_list(items: list[tuple[int, str]]) -> Block:
    root = Block("list")
    stack = [(-1, root)]
    for indent, text in items:
        while stack[-1][0] >= indent:
            stack.pop()
        item = Block("item", text)
        stack[-1][1].children.append(item)
        stack.append((indent, item))
    return root


# --- inline Markdown → TEI ---------------------------------------------------------------------

INLINE = re.compile(
    r"(?P<mark>\{(?:zahl|konj|sic|zus|zeichen):[^{}\n]*\})"
    r"|(?P<ref>\[\^[^\]]+\])"
    r"|(?P<page>\[S\.\s*[^\]]+\])"
    r"|(?P<figure>\[Abbildung:[^\]]*\])"
    r"|(?P<gap>\[…\]|\[\.\.\.\])"
    r"|(?P<doubt>\[\?\])"
    r"|(?P<link>\[[^\]]*\]\([^)]*\))"
    r"|(?P<attr>\{[:#.][^}]*\})"
    r"|(?P<ms><span class=\"seitenwechsel\"[^>]*>‖</span>)"
    r"|(?P<sup><sup>.*?</sup>)"
    r"|(?P<bold>\*\*.+?\*\*)"
    r"|(?P<italic>\*[^*\s][^*]*?\*)"
    r"|(?P<escape>\\[\\*.\-#_\[\]])"
    r"|(?P<lb>\x02)"
)


class Builder:
    """Appends mixed content to an ElementTree element (text and tails done right)."""

    def __init__(self, el: ET.Element, notes: dict[str, str], emit_notes: bool = True, editorial: bool = False):
        self.el, self.notes, self.emit_notes = el, notes, emit_notes
        self.editorial = editorial     # the editor's prose: its brackets are not editorial signs

    def text(self, s: str) -> None:
        if not s:
            return
        if len(self.el):
            last = self.el[-1]
            last.tail = (last.tail or "") + s
        else:
            self.el.text = (self.el.text or "") + s

    def add(self, tag: str, attrs: dict | None = None, **kw) -> ET.Element:
        return ET.SubElement(self.el, _q(tag), {k: v for k, v in {**(attrs or {}), **kw}.items() if v})

    def inline(self, md: str) -> None:
        pos = 0
        for m in INLINE.finditer(md):
            self.text(md[pos:m.start()])
            if self.editorial and m.lastgroup in ("mark", "page", "figure", "gap", "doubt", "ms"):
                self.text(m.group(0))
            else:
                getattr(self, "_" + m.lastgroup)(m.group(0))
            pos = m.end()
        self.text(md[pos:])

    def sub(self, el: ET.Element, md: str) -> None:
        Builder(el, self.notes, self.emit_notes, self.editorial).inline(md)

    # one method per inline construct
    def _mark(self, s: str) -> None:
        m = MARK.match(s)
        kind, body = MARK_TYPES[m.group(1)], MARK_NOTE.sub("", m.group(2))
        orig, reading = body.split("→", 1) if kind in ("sic", "symbol") and "→" in body else ("", body)
        if kind in SUPPLIED_REASON:
            self.sub(self.add("supplied", reason=SUPPLIED_REASON[kind], resp="#hrsg"), reading)
        else:
            choice = self.add("choice")
            first, second = ("sic", "corr") if kind == "sic" else ("orig", "reg")
            Builder(ET.SubElement(choice, _q(first)), self.notes).text(orig)
            self.sub(ET.SubElement(choice, _q(second), {"resp": "#hrsg"} if kind == "sic" else {}), reading)

    def _ref(self, s: str) -> None:
        label = s[2:-1]
        if not self.emit_notes or label not in self.notes:
            return
        if label.startswith("e"):
            note = self.add("note", type="editorial", n=label, resp="#hrsg")
            Builder(note, self.notes, editorial=True).inline(re.sub(r"^\*Hrsg\.:\*\s*", "", self.notes[label]))
        else:
            note = self.add("note", place="foot", n=label)
            Builder(note, self.notes, emit_notes=False).inline(self.notes[label])

    def _page(self, s: str) -> None:
        number = re.match(r"\[S\.\s*([^\]]+)\]", s).group(1).strip()
        self.add("pb", {XML_ID: "s" + number.lower()}, n=number)

    def _figure(self, s: str) -> None:
        desc = s[len("[Abbildung:"):-1].strip()
        figure = self.add("figure")
        ET.SubElement(figure, _q("figDesc")).text = desc

    def _gap(self, s: str) -> None:
        self.add("gap")

    def _doubt(self, s: str) -> None:
        """[?]: the supplied word before it has low certainty, or the word before it is unclear."""
        if len(self.el) and self.el[-1].tag == _q("supplied") and not (self.el[-1].tail or "").strip():
            self.el[-1].set("cert", "low")
            return
        holder, attr = (self.el[-1], "tail") if len(self.el) else (self.el, "text")
        before = getattr(holder, attr) or ""
        m = re.search(r"(\S+?)([.,;:]?)(\s*)$", before)
        if not m:
            return
        setattr(holder, attr, before[:m.start()])
        unclear = self.add("unclear", reason="doubtful")
        unclear.text = m.group(1)
        unclear.tail = m.group(2) + m.group(3)

    def _link(self, s: str) -> None:
        self.inline(re.match(r"\[([^\]]*)\]", s).group(1))

    def _attr(self, s: str) -> None:
        pass

    def _ms(self, s: str) -> None:
        self.add("milestone", unit="page", type="manuscript")

    def _sup(self, s: str) -> None:
        self.sub(self.add("hi", rend="superscript"), s[5:-6])

    def _bold(self, s: str) -> None:
        self.sub(self.add("hi", rend="bold"), s[2:-2])

    def _italic(self, s: str) -> None:
        self.sub(self.add("hi", rend="italic"), s[1:-1])

    def _escape(self, s: str) -> None:
        self.text(s[1])

    def _lb(self, s: str) -> None:
        self.add("lb")


# --- blocks → TEI body -------------------------------------------------------------------------

class BodyWriter:
    """Nests the blocks of the site pages of one text into divs."""

    def __init__(self, body: ET.Element):
        self.body = body
        self.stack: list[tuple[int, ET.Element]] = [(0, body)]   # (heading level, div)
        self.section: ET.Element | None = None                   # open § div

    @property
    def here(self) -> ET.Element:
        return self.section if self.section is not None else self.stack[-1][1]

    def page(self, rt: ReadingText) -> None:
        lines = COMMENT.sub(lambda m: "\n" * m.group(0).count("\n"), rt.body).split("\n")
        lines, notes = split_footnotes(lines)
        rx = re.compile(rt.meta["anchors"]) if rt.meta.get("anchors") else None
        self.section = None
        for block in parse_blocks(lines):
            self.block(block, notes, rx)
        self.section = None

    def block(self, b: Block, notes: dict[str, str], rx) -> None:
        if b.kind == "heading":
            self.section = None
            while self.stack[-1][0] >= b.level:
                self.stack.pop()
            div = ET.SubElement(self.stack[-1][1], _q("div"), {XML_ID: b.anchor} if b.anchor else {})
            Builder(ET.SubElement(div, _q("head")), notes).inline(b.text)
            self.stack.append((b.level, div))
            return
        if b.kind == "para" and rx is not None:
            m = rx.match(b.text.lstrip())
            if m:
                self.section = ET.SubElement(self.stack[-1][1], _q("div"),
                                             {"type": "section", "n": m.group(1), XML_ID: f"p{m.group(1)}"})
        write_block(self.here, b, notes)


PAGE_ONLY = re.compile(r"^\s*\[S\.\s*[^\]]+\]\s*$")


def write_block(parent: ET.Element, b: Block, notes: dict[str, str], editorial: bool = False) -> None:
    if b.kind == "para" and PAGE_ONLY.match(b.text) and not editorial:
        Builder(parent, notes).inline(b.text.strip())        # a page that begins between blocks
    elif b.kind in ("para", "heading"):                      # (a heading inside a box: a paragraph)
        Builder(ET.SubElement(parent, _q("p")), notes, editorial=editorial).inline(b.text)
    elif b.kind == "list":
        _write_list(parent, b, notes, editorial)
    elif b.kind == "dl":
        lst = ET.SubElement(parent, _q("list"), {"type": "gloss"})
        for term, definition in b.children:
            anchor = re.search(r"\{#([\w-]+)\}", term)
            label = ET.SubElement(lst, _q("label"), {XML_ID: anchor.group(1)} if anchor else {})
            Builder(label, notes, editorial=editorial).inline(term)
            Builder(ET.SubElement(lst, _q("item")), notes, editorial=editorial).inline(definition)
    elif b.kind == "table":
        table = ET.SubElement(parent, _q("table"))
        for cells in b.children:
            row = ET.SubElement(table, _q("row"))
            for c in cells:
                Builder(ET.SubElement(row, _q("cell")), notes, editorial=editorial).inline(c)
    elif b.kind == "code":
        p = ET.SubElement(parent, _q("p"))
        for k, line in enumerate(b.lines):
            bld = Builder(p, notes)
            if k:
                bld.add("lb")
            bld.text(line.strip())
    elif b.kind == "quote":            # witness text quoted in a box: the box title is the editor's
        quote = ET.SubElement(parent, _q("quote"))          # a block among blocks (TEI: no div here)
        if b.title:
            ET.SubElement(quote, _q("note"), {"type": "editorial", "resp": "#hrsg"}).text = b.title
        for child in b.children:
            write_block(quote, child, notes)
    elif b.kind == "note":             # an editorial box: introduction, reconstruction, warning
        note = ET.SubElement(parent, _q("note"), {"type": "editorial", "resp": "#hrsg"})
        if b.title:
            Builder(ET.SubElement(ET.SubElement(note, _q("p")), _q("hi"), {"rend": "bold"}), notes,
                    editorial=True).inline(b.title)
        for child in b.children:
            write_block(note, child, notes, editorial=True)


def _write_list(parent: ET.Element, b: Block, notes: dict[str, str], editorial: bool = False) -> None:
    lst = ET.SubElement(parent, _q("list"))
    for item in b.children:
        el = ET.SubElement(lst, _q("item"))
        Builder(el, notes, editorial=editorial).inline(item.text)
        if item.children:
            _write_list(el, Block("list", children=item.children), notes, editorial)


# --- the whole document ------------------------------------------------------------------------

def text_pages(key: str) -> list[Path]:
    """The reading-text files of a text, in the order of the book."""
    return [p for p in reading_files() if TEXTS[_witness(p)][0] == key]


def _witness(path: Path) -> str:
    return re.search(r"^witness:\s*(\S+)", path.read_text(encoding="utf-8"), re.M).group(1)


def tei(key: str, site_url: str = "") -> ET.ElementTree:
    root = ET.Element(_q("TEI"), {f"{{{XML_NS}}}lang": "de"})
    root.append(_header(key, site_url))
    body = ET.SubElement(ET.SubElement(root, _q("text")), _q("body"))
    writer = BodyWriter(body)
    for path in text_pages(key):
        writer.stack = [(0, body)]
        writer.page(load(path))
    _indent(root)
    return ET.ElementTree(root)


CONTAINERS = {"TEI", "teiHeader", "fileDesc", "titleStmt", "respStmt", "editionStmt", "publicationStmt",
              "availability", "sourceDesc", "biblStruct", "analytic", "monogr", "imprint", "encodingDesc",
              "editorialDecl", "text", "body", "div", "list", "table", "row", "quote", "note", "figure"}


def _indent(el: ET.Element, level: int = 0) -> None:
    """Line breaks between block elements only: an element is indented when it holds no text of
    its own (no mixed content), so that no whitespace is added to the text."""
    if el.tag.split("}")[1] not in CONTAINERS or len(el) == 0:
        return
    if (el.text or "").strip() or any((c.tail or "").strip() for c in el):
        return
    pad = "\n" + " " * (level + 1)
    el.text = pad
    for child in el:
        child.tail = pad
        _indent(child, level + 1)
    el[-1].tail = "\n" + " " * level


def _header(key: str, site_url: str) -> ET.Element:
    t, e = sources.text(key), sources.edition()
    h = ET.Element(_q("teiHeader"))
    fd = ET.SubElement(h, _q("fileDesc"))
    ts = ET.SubElement(fd, _q("titleStmt"))
    ET.SubElement(ts, _q("title")).text = f"{t['title']}: digitale Edition"
    if t["author"]:
        ET.SubElement(ts, _q("author")).text = t["author"]
    resp = ET.SubElement(ts, _q("respStmt"), {XML_ID: "hrsg"})
    ET.SubElement(resp, _q("resp")).text = "Lesetext, Anmerkungen und Apparat"
    ET.SubElement(resp, _q("name")).text = f"{e['title']} (Herausgeber)"
    es = ET.SubElement(fd, _q("editionStmt"))
    ed = ET.SubElement(es, _q("edition"), {"n": e["version"]})
    ed.text = f"{e['title']}. {e['subtitle']}, Version {e['version']} vom "
    ET.SubElement(ed, _q("date"), {"when": e["date"]}).text = sources.german_date(e["date"])
    ps = ET.SubElement(fd, _q("publicationStmt"))
    ET.SubElement(ps, _q("publisher")).text = e["title"]
    ET.SubElement(ps, _q("date"), {"when": e["date"]}).text = e["date"]
    av = ET.SubElement(ps, _q("availability"))
    ET.SubElement(av, _q("licence"), {"target": e["licence_url"]}).text = \
        f"Edition (Lesetext, Anmerkungen, Apparat): {e['licence']}; Quelltext gemeinfrei."
    first = text_pages(key)[0].resolve().relative_to(DOCS).with_suffix("").as_posix()
    ET.SubElement(ps, _q("idno"), {"type": "URL"}).text = f"{site_url}{first}/"
    sd = ET.SubElement(fd, _q("sourceDesc"))
    bs = ET.SubElement(sd, _q("biblStruct"))
    if t["in"]:
        an = ET.SubElement(bs, _q("analytic"))
        if t["author"]:
            ET.SubElement(an, _q("author")).text = t["author"]
        ET.SubElement(an, _q("title"), {"level": "a"}).text = t["title_as_printed"]
    mo = ET.SubElement(bs, _q("monogr"))
    if t["author"] and not t["in"]:
        ET.SubElement(mo, _q("author")).text = t["author"]
    ET.SubElement(mo, _q("title"), {"level": "m"}).text = t["in"] or t["title_as_printed"]
    if t.get("edition"):
        ET.SubElement(mo, _q("edition")).text = t["edition"]
    im = ET.SubElement(mo, _q("imprint"))
    ET.SubElement(im, _q("pubPlace")).text = t["place"] or "o. O."
    if t["publisher"]:
        ET.SubElement(im, _q("publisher")).text = t["publisher"]
    ET.SubElement(im, _q("date")).text = t["year"] or "o. J."
    if t["pages"]:
        ET.SubElement(mo, _q("biblScope"), {"unit": "page"}).text = t["pages"]
    if t["kind"] == "manuscript":
        ET.SubElement(bs, _q("note"), {"type": "manuscript"}).text = \
            f"Handschrift; {t.get('repository', '')}".rstrip("; ")
    ET.SubElement(bs, _q("note"), {"type": "witness"}).text = t["witness"]
    enc = ET.SubElement(h, _q("encodingDesc"))
    decl = ET.SubElement(enc, _q("editorialDecl"))
    for para in EDITORIAL_DECL:
        ET.SubElement(decl, _q("p")).text = para
    return h


EDITORIAL_DECL = [
    "Der Lesetext gibt den gedruckten Text wieder, nicht modernes Deutsch: Schreibung, Grammatik und "
    "Zeichensetzung der Vorlage bleiben erhalten. Langes s ist als s wiedergegeben, Ligaturen und die "
    "Abkürzung ꝛc. (als etc.) sind aufgelöst, Silbentrennungen am Zeilenende zusammengezogen, "
    "Anführungszeichen als „…“ und Gedankenstriche als — vereinheitlicht.",
    "Lesefehler der Texterkennung (OCR) bzw. der Abschrift sind stillschweigend berichtigt; jede einzelne "
    "Berichtigung verzeichnet der Apparat der Website. Kolumnentitel, Seitenzahlen und Bogensignaturen "
    "sind entfernt und durch <pb/> ersetzt.",
    "Eingriffe des Herausgebers: supplied[@reason='restored-number'] wiederhergestellte Zahl; "
    "supplied[@reason='conjecture'] Konjektur oder Ergänzung verlorener Buchstaben und Wörter; "
    "supplied[@reason='editorial-addition'] Zusatz des Herausgebers (z. B. Seitentitel); "
    "choice/sic+corr berichtigter Fehler der Vorlage; choice/orig+reg gesetztes Zeichen (Rechenzeichen); "
    "gap unlesbare oder verlorene Stelle; unclear bzw. @cert='low' zweifelhafte Lesung ([?]); "
    "figure/figDesc verlorene Abbildung; note[@type='editorial'] Anmerkung des Herausgebers mit der "
    "Begründung; note[@place='foot'] Fußnote des Drucks.",
    "Die xml:id der div- und pb-Elemente sind die Anker der Website (#p12 für §. 12, #s17 für Seite 17, "
    "#aufgabe-7, #loesung-7, #cap-1 …).",
]


def tei_bytes(key: str, site_url: str = "", tree: ET.ElementTree | None = None) -> bytes:
    tree = tree or tei(key, site_url)
    return ET.tostring(tree.getroot(), encoding="utf-8", xml_declaration=True) + b"\n"


# --- plain text from the TEI tree ------------------------------------------------------------------

def plain_text(key: str, site_url: str = "", tree: ET.ElementTree | None = None) -> str:
    t = sources.text(key)
    head = [sources.source_reference(key),
            "",
            f"Digitale Edition: {sources.edition_reference()}.",
            f"Lizenz der Edition: {sources.edition()['licence']} ({sources.edition()['licence_url']}); "
            "der Quelltext ist gemeinfrei.",
            f"Vorlage: {t['witness']}",
            "Lesetext mit den Seitenwechseln des Drucks als [S. n]; [?] zweifelhafte Lesung, […] Lücke,"
            " [Abbildung: …] verlorene Abbildung. Fußnoten des Drucks [1], Anmerkungen des Herausgebers"
            " [e1] stehen nach ihrem Absatz. Die Eingriffe des Herausgebers sind in der TEI-Fassung"
            " gekennzeichnet.",
            ]
    if site_url:
        head.append(f"URL: {site_url}{text_pages(key)[0].resolve().relative_to(DOCS).with_suffix('').as_posix()}/")
    body = (tree or tei(key, site_url)).getroot().find(f"{{{TEI_NS}}}text/{{{TEI_NS}}}body")
    out: list[str] = []
    _plain_blocks(body, out)
    text = "\n".join(head) + "\n\n" + "=" * 72 + "\n\n" + "\n".join(out)
    return re.sub(r"\n{3,}", "\n\n", text).strip() + "\n"


BLOCK_TAGS = {"div", "p", "head", "list", "item", "label", "table", "row", "quote", "note"}


def _plain_blocks(el: ET.Element, out: list[str], depth: int = 0) -> None:
    tag = el.tag.split("}")[1]
    if tag in ("p", "head", "label", "cell"):
        notes: list[str] = []
        line = _plain_inline(el, notes).strip()
        if tag == "head":
            line = "#" * max(1, depth) + " " + line
        out += [line] + notes + [""]
        return
    if tag == "item":
        notes = []
        first = _plain_inline(el, notes, skip=("list",)).strip()
        out.append("  " * max(0, depth - 1) + "- " + first)
        out += notes
        for child in el:
            if child.tag == _q("list"):
                _plain_blocks(child, out, depth + 1)
        return
    if tag == "row":
        notes = []
        out.append(" | ".join(_plain_inline(c, notes).strip() for c in el))
        out += notes
        return
    if tag == "note":                  # an editorial box: marked as the editor's
        inner: list[str] = []
        for child in el:
            _plain_blocks(child, inner, depth)
        out += ["[Hrsg.] " + ln if ln.strip() else ln for ln in inner]
        return
    if tag in ("pb", "figure", "gap", "milestone"):   # between blocks (a page that begins a section)
        out += [_plain_inline_element(el, []), ""]
        return
    text = (el.text or "").strip()
    if text:
        out.append(text)
    for child in el:
        _plain_blocks(child, out, depth + (1 if tag == "div" else 0))
        if (child.tail or "").strip():
            out.append(child.tail.strip())
    if tag in ("table", "list"):
        out.append("")


def _plain_inline(el: ET.Element, notes: list[str], skip: tuple = ()) -> str:
    parts = [el.text or ""]
    for child in el:
        if child.tag.split("}")[1] in skip:
            parts.append(child.tail or "")
            continue
        parts.append(_plain_inline_element(child, notes))
        parts.append(child.tail or "")
    return "".join(parts)


def _plain_inline_element(el: ET.Element, notes: list[str]) -> str:
    tag = el.tag.split("}")[1]
    if tag == "pb":
        return f"[S. {el.get('n')}]"
    if tag == "milestone":
        return "‖"
    if tag == "gap":
        return "[…]"
    if tag == "figure":
        return f"[Abbildung: {el.findtext(_q('figDesc'))}]"
    if tag == "lb":
        return "\n"
    if tag == "note":
        label = el.get("n", "")
        prefix = "Hrsg.: " if el.get("type") == "editorial" else ""
        notes.append(f"[{label}] {prefix}{_plain_inline(el, [])}".strip())
        return f"[{label}]"
    if tag == "choice":
        keep = el.find(_q("corr")) if el.find(_q("corr")) is not None else el.find(_q("reg"))
        return _plain_inline(keep, notes)
    inner = _plain_inline(el, notes)
    if tag == "unclear" or (tag == "supplied" and el.get("cert") == "low"):
        return inner + " [?]"
    return inner


def all_downloads(site_url: str = "") -> dict[str, bytes]:
    """Site path → content of every download."""
    out = {}
    for key in sources.TEXT_ORDER:
        names, tree = sources.download_names(key), tei(key, site_url)
        out[names["xml"]] = tei_bytes(key, site_url, tree)
        out[names["txt"]] = plain_text(key, site_url, tree).encode("utf-8")
    return out
