"""Premiums as data (issue 11) for the variants that pay them person to person: Groß-Tarok,
Tarok-L'Hombre, Tarok unter Vieren (Ulmann, Dritter Theil, S. 158–164) and Strohmann-Tarok
(Cap. VI, S. 71). Each lists its premiums with the book's values and page, and its settlement
pays what the table says: a changed value in the table changes the payment."""
from __future__ import annotations

import dataclasses

from engine.core import mask_of
from engine.tarok.gross import GROSS_ANSAGEN as ANSAGEN, RUFEN_ANSAGEN as RUFEN
from engine.tarok.outcome import Outcome
from engine.variants import describe
from tarok_helpers import PROFILES, line, settle

GT, LH, UV, UVR, SM = (PROFILES[k] for k in ("gross", "lhombre", "unter-vieren", "unter-vieren-rufen",
                                              "strohmann"))


def _values(profile) -> dict:
    """key -> (silent value, announced value, other cases, page) as the table lists them."""
    return {k: (p.base, p.when_announced(), dict(p.alt), p.source) for k, p in profile.premiums.items()}


def test_gross_tarok_lists_its_premiums_s158_161():
    v = _values(GT)
    # S. 158: „Der ultimirte Pagat zählt fünfzehn, der im letzten Stiche abgefangene die gleiche Anzahl“
    assert v["pagat_ultimo"] == v["pagat_ultimo_gefangen"] == (15, None, {}, "S. 158")
    # S. 158: eingebracht „von jedem Gegner fünf Points“, abgefangen „an jeden Partner fünf Points“
    assert v["pagat_eingebracht"] == v["pagat_abgefangen"] == (5, None, {}, "S. 158")
    # S. 158: „jeden König oder den Mond ultimiren; derartige Ultimi gelten zehn Points“; a King
    # caught or brought home „fünf Points“
    assert v["koenig_ultimo"] == (10, None, {}, "S. 158")
    assert v["koenig_eingebracht"] == v["koenig_abgefangen"] == (5, None, {}, "S. 158")
    # S. 159: not announced „sechsundzwanzig Points“; announced at the start „noch weitere zehn
    # Points“, before the 13th trick „26 + 5, mithin einunddreißig“
    assert v["misere"] == (26, 36, {"nach_12": 31}, "S. 159")
    # S. 160: „sechsundzwanzig Points für die Vole“; announced „zweiundfünfzig“, after the 12th
    # „achtunddreißig“, after the 19th „einunddreißig“ (S. 160–161: lost, the same less one's points)
    assert v["vole"] == (26, 52, {"nach_12": 38, "nach_19": 31}, "S. 160–161")
    assert {p.pays for p in GT.premiums.values()} == {"each", "owner"}      # each for himself


def test_lhombre_and_unter_vieren_list_their_premiums_s162_164():
    # S. 162: „Die Vole wird im a duo mit zweihundert, im ad uno mit dreihundert, im Solo mit
    # sechshundert Marken honorirt“; „Für jede abgeforderte Karte … fünf, für den Mond jedoch zehn“
    assert _values(LH) == {"vole": (200, None, {"ad-uno": 300, "solo": 600}, "S. 162"),
                           "karte": (5, None, {}, "S. 162"), "mond": (10, None, {}, "S. 162"), **_values_of(ANSAGEN)}
    # S. 163: „Die Honorirung der eingetauschten Karte beträgt fünf, und wenn es der Mond ist, zehn“;
    # S. 164: „Ultimi zählen in dieser Tarok-Art nicht“; (a) pays only announcements and the Partie
    assert _values(UVR) == {"karte": (5, None, {}, "S. 163"), "mond": (10, None, {}, "S. 163"),
                            **_values_of(RUFEN)}
    assert _values(UV) == _values_of(ANSAGEN)


def _values_of(table) -> dict:
    return {k: (p.base, p.when_announced(), dict(p.alt), p.source) for k, p in table.items()}


def test_the_hand_announcements_are_data_s153_155_164():
    v = _values_of(ANSAGEN)
    # S. 153: „Jeder angesagte Matador zählt … fünf Points“
    assert v["matadore"] == (5, None, {}, "S. 153–154")
    # S. 154: „Zehn Taroks … zehn Points, neun Taroks und der Sküs ebenfalls …; jeder Tarok über zehn gilt fünf“
    assert v["taroks"] == (10, None, {"weiterer": 5}, "S. 154")
    # S. 154–155: ganze Cavallerie „gleich zehn“, halbe „gleich fünf“; Königreich zehn, halbes fünf
    assert (v["ganze_cavallerie"][0], v["halbe_cavallerie"][0]) == (10, 5)
    assert (v["ganzes_koenigreich"][0], v["halbes_koenigreich"][0]) == (10, 5)
    # S. 155: „Vier Damen, vier Cavalle oder vier Buben gelten fünf, mit dem Sküs zehn Points“;
    # three of them with the Sküs and three Kings „fünf“
    assert v["vier_figuren"] == (5, None, {"mit_skues": 10}, "S. 155") and v["drei_figuren"][0] == 5
    # S. 155: „Sechzehn Ladons gelten sechzehn …; jeder folgende Ladon, über sechzehn, gilt fünf“
    assert v["ladons"] == (16, None, {"weiterer": 5}, "S. 155")
    # S. 164: „zählen nur zehn Taroks avec und sans, drei und mehr Matadore vom Mond abwärts, eine
    # natürliche und eine sküsirte Cavallerie und ein ganzes Königreich“
    assert set(RUFEN) == {"taroks", "matadore_mond", "ganze_cavallerie", "halbe_cavallerie", "ganzes_koenigreich"}
    assert {p.pays for p in ANSAGEN.values()} == {"each"}


def test_a_changed_announcement_value_changes_what_the_hand_announces(monkeypatch):
    hand = mask_of([GT.parse_card(c) for c in ("Coeur-König", "Pique-König", "Carreau-König", "Treff-König")])
    assert ["ganzes Königreich", 10] in GT.ansagen(hand)                # S. 155
    monkeypatch.setitem(ANSAGEN, "ganzes_koenigreich", dataclasses.replace(ANSAGEN["ganzes_koenigreich"], base=12))
    assert ["ganzes Königreich", 12] in GT.ansagen(hand)


def test_strohmann_lists_its_premiums_s71():
    # S. 71: „Tous les trois und tous les quatre bedingen eine Prämie von einem Point“; the Ultimo
    # „in manchen Kreisen mit zwei Points, in anderen nur mit einem Point“
    assert _values(SM) == {"trois": (1, None, {}, "S. 71"), "quatre": (1, None, {}, "S. 71"),
                           "ultimo": (2, None, {"andere_kreise": 1}, "S. 71")}
    assert SM.option_fields()["ultimo"].values == (2, 1)           # the option offers the table's values


def test_the_site_tables_say_who_pays_whom():
    rows = {r["name"]: r for r in describe("gross")["premiums"]}
    assert (rows["Pagat Ultimo"]["paid_by"], rows["Pagat Ultimo"]["paid_to"]) == ("jeder Mitspieler", "wer sie macht")
    assert rows["Pagat abgefangen"]["paid_to"] == "jeder Mitspieler"
    assert rows["Vole"]["alt"] == [{"case": "angesagt nach dem 12. Stich", "value": 38},
                                   {"case": "angesagt nach dem 19. Stich", "value": 31}]
    lh = {r["name"]: r for r in describe("lhombre")["premiums"]}
    assert lh["Vole"]["alt"] == [{"case": "ad uno", "value": 300}, {"case": "Solo", "value": 600}]
    assert lh["geforderte Karte"]["paid_by"] == "Spieler"
    assert describe("strohmann")["premiums"][0]["paid_to"] == "Besitzer"


def _changed(monkeypatch, profile, key, **change):
    """Settle with a copy of the profile's table in which premium `key` has other values."""
    table = dict(profile.premiums)
    table[key] = dataclasses.replace(table[key], **change)
    monkeypatch.setattr(profile, "premiums", table)


def _gross(**facts):
    return settle("gross", "gross", **{"punkte": [40, 20, 18], **facts})


def test_gross_tarok_settlement_reads_the_table(monkeypatch):
    assert line(_gross(pagat_ultimo="A"), "Pagat Ultimo")["amount"] == 15
    vole = dict(punkte=[78, 0, 0], vole="A", announced=[{"what": "vole", "by": "A", "after": 12}])
    assert _gross(**vole)["payments"]["A"] == 2 * 38
    _changed(monkeypatch, GT, "pagat_ultimo", base=16)
    _changed(monkeypatch, GT, "vole", alt={"nach_12": 40, "nach_19": 31})
    assert line(_gross(pagat_ultimo="A"), "Pagat Ultimo")["amount"] == 16
    assert _gross(**vole)["payments"]["A"] == 2 * 40


def test_lhombre_settlement_reads_the_table(monkeypatch):
    o = Outcome("lhombre", 3, list("ABC"), points=45, other_points=33,
                contract={"declarer": 0, "game": "a-duo", "announced": [], "ansagen": {},
                          "exchange": [{"card": LH.MOND, "from": 1}, {"card": LH.PAGAT, "from": 2}]})
    fees = lambda: [(x["amount"], x["to"]) for x in LH.settle_outcome(o).lines if x["label"].startswith("geforderte")]
    assert fees() == [(10, ["B"]), (5, ["C"])]
    assert settle("lhombre", "solo", points=78, volat="spieler")["payments"]["B"] == -600
    _changed(monkeypatch, LH, "mond", base=12)
    _changed(monkeypatch, LH, "vole", alt={"ad-uno": 300, "solo": 700})
    assert fees() == [(12, ["B"]), (5, ["C"])]
    assert settle("lhombre", "solo", points=78, volat="spieler")["payments"]["B"] == -700


def test_unter_vieren_settlement_reads_the_table(monkeypatch):
    o = Outcome("unter-vieren-rufen", 4, list("ABCD"), points=40, other_points=37,
                contract={"declarer": 0, "game": "allein", "partners": [], "announced": [], "ansagen": {},
                          "exchange": [{"card": UVR.PAGAT, "from": 2}]})
    assert UVR.settle_outcome(o).payments == [-5, 0, 5, 0]
    _changed(monkeypatch, UVR, "karte", base=7)
    assert UVR.settle_outcome(o).payments == [-7, 0, 7, 0]


def test_strohmann_settlement_reads_the_table(monkeypatch):
    facts = dict(points=40, ultimo="spieler-abgefangen", honneurs={"A": ["trois"]})
    r = settle("strohmann", "aufnehmen", **facts)
    assert line(r, "tous les trois (A)")["amount"] == 1
    assert line(r, "Pagat im letzten Stich")["amount"] == 2
    _changed(monkeypatch, SM, "trois", base=3)
    _changed(monkeypatch, SM, "ultimo", base=5)
    r = settle("strohmann", "aufnehmen", **facts)
    assert line(r, "tous les trois (A)")["amount"] == 3
    assert line(r, "Pagat im letzten Stich")["amount"] == 5
    # the option still names the value of the other circles (S. 71: „nur mit einem Point“)
    assert line(settle("strohmann", "aufnehmen", options={"ultimo": 1}, **facts),
                "Pagat im letzten Stich")["amount"] == 1

