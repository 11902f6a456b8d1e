"""What the table says of the game in play and of its end (engine/table.py, issue 25): a called
King that lies in the talon says what follows (Ulmann S. 54); the Hundertspiel names the game
announced or bought and its Contra step, each step by its name (§§ 8–10, 44, 47); a Whist deal's
settlement gives its points line by line with the pages (S. 9–11, 17), though one deal pays only
a Schlemm."""
from __future__ import annotations

import random

from engine.table import table, token_of


def game_at(variant, seed, seat, log):
    return table(variant, seed, seat, log=log, token=token_of(variant, seed, seat, log), players="zufall")


def test_a_called_king_in_the_talon_says_the_spieler_plays_alone():
    # Königrufen seed 4: B bids the Rufer and calls the Coeur-König, which lies in the talon
    log = [["pass", 0, None], ["bid", 1, "rufer"], ["pass", 2, None], ["pass", 3, None], ["call", 1, "coeur"]]
    r = game_at("koenigrufen", 4, "B", log)
    assert r["phase"] == "talon"
    assert "Gerufen: Coeur-König; er liegt im Talon (S. 54): B hat keinen Partner und spielt allein gegen drei." \
        in r["contract"]
    r = table("koenigrufen", 4, "B", r["log"], r["token"], players="zufall", action=["take", 1, 0])
    assert any(line.startswith("Gerufen: Coeur-König; er lag im Talon (S. 54)") for line in r["contract"])


def play(variant, seed, seat, prefer):
    """A game at random, the reader taking the first action of a kind in `prefer` where offered;
    every answer in turn."""
    rng, r = random.Random(seed), table(variant, seed, seat, players="zufall")
    yield r
    while r["waiting"] != "over":
        step = dict(log=r["log"], token=r["token"], players="zufall")
        if r["waiting"] == "engine":
            r = table(variant, seed, seat, **step, think=True)
        else:
            liked = [a for a in r["actions"] if a["kind"] in prefer]
            r = table(variant, seed, seat, **step, action=(liked or [rng.choice(r["actions"])])[0]["action"])
        yield r


def test_the_hundertspiel_names_the_game_announced_and_each_contra_step():
    # Hundertspiel seed 2: A lays his Spadi-Do (a Sechs und Zwanziger), B says Contra, A may say Recontra
    labels, last = set(), None
    for r in play("hundertspiel", 2, "A", ("announce", "contra")):
        labels |= {a["label"] for a in r["actions"] if a["kind"] == "contra"}
        last = r
    assert labels == {"gibt Recontra"}                     # § 10: the announcer's answer to Contra
    assert "A hat den Sechs und Zwanziger angesagt, aufgelegt: Spadi-Do (§§ 8, 22)." in last["contract"]
    assert "Recontra (§§ 9–10)." in last["contract"]
    assert "B: gibt Contra" in last["auction"] and "A: gibt Recontra" in last["auction"]
    assert "A: sagt den Sechs und Zwanziger an (Spadi-Do)" in last["auction"]


def test_the_hundertspiel_with_scat_names_the_buyer():
    for r in play("hundertspiel-scat", 0, "B", ("take",)):      # seed 0: nobody announces, B buys
        pass
    assert "B hat den Scat gekauft und spielt Sechs und Zwanziger (§§ 44, 47)." in r["contract"]


def test_a_whist_deal_gives_its_points_line_by_line():
    *_, r = play("whist", 2, "C", ())
    s = r["settlement"]
    pts = s["points"]
    lines = {(x["party"], x["points"]): x for x in s["lines"]}
    for party, n in pts["trick_points"].items():
        if n:
            line = lines[(party, n)]
            assert line["cite"] == "Whist S. 9" and f"{pts['tricks'][party]} Stiche" in line["label"]
    for party, n in pts["honours"].items():
        assert lines[(party, n)]["label"] == "Honneurs" and lines[(party, n)]["cite"] == "Whist S. 10"
    assert sum(pts["trick_points"].values()) + sum(pts["honours"].values()) > 0
    assert "nur ein Schlemm (S. 17)" in s["summary"]


def test_unter_vieren_offers_the_solo_by_its_name():
    r = table("unter-vieren-rufen", 0, "A", players="zufall")
    while r["waiting"] == "engine":                     # D lays away first (S. 163–164)
        r = table("unter-vieren-rufen", 0, "A", r["log"], r["token"], players="zufall", think=True)
    assert "Solo" in [a["label"] for a in r["actions"] if a["kind"] == "bid"]


def test_the_unterer_is_not_called_zweimalig_twice():
    # Tapp-Tarok seed 11: C declares the Unterer (Zweimaliger, S. 21) and takes the lower half
    log = [["bid", 0, "dreier"], ["pass", 1, None], ["bid", 2, "unterer"], ["pass", 0, None], ["take", 2, 1]]
    r = game_at("tapp", 11, "C", log)
    assert "C spielt Unterer (Zweimaliger)." in r["contract"]
    rng = random.Random(0)
    while r["waiting"] != "over":                       # to the settlement, at random
        step = dict(log=r["log"], token=r["token"], players="zufall")
        r = table("tapp", 11, "C", **step, think=True) if r["waiting"] == "engine" else \
            table("tapp", 11, "C", **step, action=rng.choice(r["actions"])["action"])
    s = r["settlement"]
    assert "„Unterer (Zweimaliger)“ mit" in s["summary"]
    assert [x["label"] for x in s["lines"] if x["label"].startswith("Unterer")][0].count("malig") == 1


def test_paskiewitsch_names_an_announced_volat_and_its_contra():
    # seed 1, the reader at B bidding and announcing more often than not: A announces the Volat
    rng, r = random.Random(1), table("paskiewitsch", 1, "B", players="zufall")
    while r["waiting"] != "over":
        step = dict(log=r["log"], token=r["token"], players="zufall")
        if r["waiting"] == "engine":
            r = table("paskiewitsch", 1, "B", **step, think=True)
            continue
        bids = [x for x in r["actions"] if x["kind"] not in ("pass", "done")]
        r = table("paskiewitsch", 1, "B", **step,
                  action=rng.choice(bids if bids and rng.random() < 0.7 else r["actions"])["action"])
    assert "A hat Volat angesagt." in r["contract"] and "Contra auf Volat." in r["contract"]
    assert not any("volat" in line for line in r["contract"])


def test_a_games_word_for_a_choice_carries_its_sense():
    """„tappen“ (Tapp-Tarok S. 20) and the names of the games carry the glossary entry that
    explains them; „gut“, which the glossary does not list, announcing nothing (more) in the
    engine's words; a plain „passen“ needs no word of explanation."""
    r = table("tapp", 7, "A", players="zufall")
    terms = {a["label"]: a["terms"] for a in r["actions"]}
    assert terms == {"tappen": ["tappen"], "Dreier": ["dreier"], "Solo": ["solo"]}
    r = table("koenigrufen", 7, "A", players="zufall")
    assert {a["label"]: (a["hint"], a["terms"]) for a in r["actions"]}["passen"] == (None, [])
    log = [["bid", 0, "dreier"], ["pass", 1, None], ["pass", 2, None], ["take", 0, 0],
           ["discard", 0, r_card("tapp", 7, "Coeur-Vier")], ["discard", 0, r_card("tapp", 7, "Carreau-Zwei")],
           ["discard", 0, r_card("tapp", 7, "Carreau-Drei")]]
    r = game_at("tapp", 7, "A", log)
    assert r["phase"] == "announce" and {a["label"]: a["hint"] for a in r["actions"]}["gut"] == "nichts (mehr) ansagen"
    assert {a["label"]: a["terms"] for a in r["actions"]}["Pagat Ultimo!"] == ["ultimo"]


def r_card(variant, seed, name):
    from engine.variants import REGISTRY
    p = REGISTRY[variant]
    return next(c for c in range(len(p.pack)) if p.card_name(c) == name)
