"""Rules of the sources the engine once lacked, each tested against the text: giving up a game
(Blocks S. 44; Groß-Tarok S. 159), Codex § 3 and § 23, the Blocks slates (S. 39–41), Tarok-L'Hombre
with a talon (S. 162), the fliegender Strohmann (S. 61, 64–65, 68), Hundertspiel §§ 12, 15, 16,
29–30 and the drawing for partners at Whist (S. 3–5)."""
from __future__ import annotations

import random

import pytest

from engine.core import Action, State, Trick, act, legal_actions, mask_of, new_game, random_game, replay
from engine.games.classic_cards import FRENCH_52, TRAPPOLA_36
from engine.games.hundertspiel import OTHER_PROFILES, aussagen, held_announcements
from engine.games.whist import draw_partners
from engine.tarok.blocks_ledger import BlocksLedger
from tarok_helpers import PROFILES, ids, line, settle

BLOCKS, GT, LHT, FLY = (PROFILES[k] for k in ("blocks", "gross", "lhombre-talon", "neunzehner-fliegend"))


def _until(profile, seed, stop):
    """A random game of `profile` replayed up to the first state where `stop(state)` holds."""
    full = random_game(profile, seed)
    for n in range(len(full.log) + 1):
        state = replay(profile, full, n)
        if stop(state):
            return state
    return None


# --- Blocks, S. 44: the opponents throw in before the fourth lead --------------------------------

def test_opponents_may_concede_before_the_fourth_lead_s44():
    # „Glauben die Gegner nach den ersten drei Stichen den Gewinn nicht erzielen zu können, so steht
    # ihnen vor dem vierten Ausspielen das Recht zu, die Karten einzuwerfen“
    state = next(s for seed in range(60) if (s := _until(BLOCKS, seed, lambda st: st.phase == "play"
                                                          and len(st.tricks) == 3 and not st.trick)))
    decl = state.contract["declarer"]
    gegner = [s for s in range(3) if s != decl]
    offered = [a for a in legal_actions(BLOCKS, state) if a.kind == "concede"]
    assert {a.seat for a in offered} == set(gegner)                 # either opponent, in turn or not
    act(BLOCKS, state, Action("concede", gegner[1]))
    assert state.phase == "thrown-in"
    r = BLOCKS.settle(state).as_dict()
    assert r["won"] is True
    # „dem Spieler die Partie als gewonnen anschreiben zu lassen“: Béte and Kartenstamm, 11 (S. 39–40)
    won = [x for x in r["lines"] if x["label"].endswith("gewonnen: Béte und Kartenstamm")]
    assert [(x["amount"], x["from"]) for x in won] == [(11, ["Casse"])]
    # „Dieser kann dann nicht mehr stillen Ultimo machen“
    assert not [x for x in r["lines"] if "Ultimo" in x["label"] or "Volat" in x["label"]]
    assert not [a for a in legal_actions(BLOCKS, state)]


def test_conceded_outcome_s44():
    r = settle("blocks", "dreier", conceded=True, ultimo="spieler", volat="spieler")
    assert r["won"] is True and r["payments"] == {"A": 11, "B": 0, "C": 0, "Casse": -11}


# --- Groß-Tarok, S. 159: throwing in while playing trick-free ------------------------------------

def _gross_state(tricks, scat=(), hands=None):
    state = State("gross", 3, [0, 0, 0], phase="thrown-in")
    state.contract = {"declarer": None, "game": "gross", "announced": [], "ansagen": {}}
    for leader, names, winner in tricks:
        cards = tuple(ids(GT, names))
        state.tricks.append(Trick(leader, cards, winner))
        state.won[winner] |= mask_of(cards)
    state.scat[2] = mask_of(ids(GT, list(scat)))
    for s, names in (hands or {}).items():
        state.hands[s] = mask_of(ids(GT, names))
    return state


def test_giving_up_before_the_13th_trick_pays_the_partners_tricks_s159():
    # „so kann man seine Karten einwerfen, ohne mehr zu bezahlen, als die Gegner in ihren Stichen
    # haben; hiervon werden die in den Scat gelegten Points abgerechnet“
    state = _gross_state([(0, ["Coeur-Dame", "Coeur-Zwei", "Coeur-Drei"], 0),       # A: 3⅓ + ⅔ → 4
                          (0, ["Pique-Dame", "Pique-Zwei", "Pique-Drei"], 1)],      # B: 4
                         scat=["Treff-Bube", "Treff-Zwei", "Treff-Drei"])           # the dealer's: 2
    state.contract["given_up"] = {"seat": 2, "after": 2}
    r = GT.settle(state)
    assert [(x["to"], x["amount"]) for x in r.lines] == [(["A"], 4 - 2), (["B"], 4)]
    state.contract["given_up"] = {"seat": 1, "after": 2}           # not the dealer: no Scat deducted
    state.tricks[1] = Trick(0, state.tricks[1].cards, 0)
    state.won = [state.won[0] | state.won[1], 0, 0]
    r = GT.settle(state)
    assert r.payments == [8, -8, 0]


def test_giving_up_after_the_13th_trick_pays_the_remaining_cards_and_scat_s159():
    # „Nach dem dreizehnten Stiche … erhalten dann so viel bezahlt, als man in den übrig bleibenden
    # Karten und dem Scat hat“
    tricks = [(0, ["Coeur-Zwei", "Coeur-Drei", "Coeur-Vier"], 0)] * 13
    state = _gross_state(tricks, scat=["Treff-Dame", "Treff-Zwei", "Treff-Drei"],
                         hands={2: ["Mond", "Pique-König"]})
    state.contract["given_up"] = {"seat": 2, "after": 13}
    state.contract["announced"] = [{"what": "misere", "seat": 2, "after": 0}]
    r = GT.settle(state).as_dict()
    # Mond 4⅓ + König 4⅓ + Dame 3⅓ + ⅔ = 12⅔ in Lagen: (Mond, König, Dame) 12 + 1, (⅓, ⅓) → 13
    assert line(r, "eingeworfen nach dem 13. Stich")["amount"] == 13
    assert line(r, "angesagte Misère verloren")["amount"] == 36            # „vice versa“ (S. 160)
    assert not [x for x in r["lines"] if "26" in x["label"]]


def test_give_up_is_offered_to_a_player_without_tricks():
    state = next(s for seed in range(40) if (s := _until(GT, seed, lambda st: st.phase == "play"
                                                          and len(st.tricks) == 2 and not st.trick)))
    free = {s for s in range(3) if not any(t.winner == s for t in state.tricks)}
    assert {a.seat for a in legal_actions(GT, state) if a.kind == "concede"} == free


# --- Codex §§ 3, 23 ------------------------------------------------------------------------------

def test_open_card_in_the_pack_codex_3():
    # § 3: „so wird nach dem Grundsatze: Carta vista non giuoca zusammengeworfen, und der Geber
    # nimmt die neue Donne straflos vor“
    st = PROFILES["tapp"].carta_vista(["A", "B", "C"], "C")
    assert st.payments == [0, 0, 0] and st.lines == [] and "C gibt straflos neu" in st.summary


def test_blocks_slates_s39_41_and_misdeal_codex_23():
    led = BlocksLedger(["X", "Y", "W", "Z"], cap=30)
    led.deal("Z")
    assert led.stake() == 11                          # S. 39: „Das erste Spiel bewerthet sich … auf elf“
    assert led.game("W", won=False, multiplicity=2) == {"lost": 22, "written": [22]}
    assert led.slates()["second_slate"] == ["W 22"]   # S. 40: „W 22“
    assert led.stake() == 11                          # the Kartenstamm stays; Stammbétes come first
    led.misdeal("X")                                  # § 23: „einen Block als neuerlichen Kartenstamm“
    assert led.kartenstamm == 2 and led.blocks["X"] == -1
    out = led.game("X", won=True)
    assert out["annulled"] == "X" and out["kartenstamm"] == 2 and led.blocks["X"] == 1
    out = led.game("X", won=True)                     # „ihm von dem Partner … ein großer Block (10)“
    assert out["from"] == "Y" and led.blocks["X"] == 11 and led.blocks["Y"] == -10
    led.game("W", won=True)
    led.game("Z", won=True)
    assert led.current() == {"kind": "Spielbéte", "debtor": "W", "amount": 22, "winner": None}
    led.game("X", won=True)                           # S. 41: „W 22 X … d. h. W schuldet dem X 22“
    assert led.slates()["second_slate"] == ["W 22 X"] and led.debts() == {"X": 22, "Y": 0, "W": -22, "Z": 0}
    # S. 41: „statt eines Béte zu 38, zwei Bétes à 19“ – a Schranke of 30, a zweimaliges Béte of 19
    capped = BlocksLedger(["X", "Y", "W"], cap=30)
    for _ in range(9):
        capped.deal("Y")
    assert capped.stake() == 19 and capped.game("W", won=False, multiplicity=2)["written"] == [19, 19]


# --- Tarok-L'Hombre with a talon, S. 162 --------------------------------------------------------

def test_lhombre_with_a_talon_of_three_s162():
    # „daß vorerst drei Karten als Talon gelegt werden, demnach der Kartengeber ebenfalls nur 25
    # Karten erhält. Der Spieler kauft den Talon und legt dann drei Blätter in den Scat, dessen
    # Inhalt für ihn zählt“
    state = new_game(LHT, seed=3)
    assert [bin(h).count("1") for h in state.hands] == [25, 25, 25] and len(state.talon) == 3
    assert state.phase == "bidding"
    act(LHT, state, Action("bid", 0, "a-duo"))
    while state.phase == "bidding":
        act(LHT, state, Action("pass", state.turn))
    assert state.phase == "discard" and state.extra["discard"] == [[0, 3]]
    assert all(state.hands[0] >> c & 1 for c in state.talon)
    while state.phase == "discard":
        act(LHT, state, legal_actions(LHT, state)[0])
    assert bin(state.scat[0]).count("1") == 3 and state.phase == "exchange"
    done = random_game(LHT, 3)
    if done.phase == "done":
        decl = done.contract["declarer"]
        pts = LHT.settle(done).points["spieler"]
        assert pts == LHT.pile_points(done.won[decl] | done.scat[decl])


# --- Neunzehnerrufen mit dem fliegenden Strohmann, S. 61, 64–65, 68 -------------------------------

def test_resting_dealer_may_undertake_a_game_s68():
    # S. 68: „so hat auch der Kartengeber das Recht, eines der gedachten Spiele zu unternehmen“
    state = new_game(FLY, seed=2)
    assert 3 in state.extra["auction"]["queue"]
    for seat in (0, 1, 2):
        act(FLY, state, Action("pass", seat))
    assert Action("bid", 3, "dreier") in legal_actions(FLY, state)
    assert Action("bid", 3, "rufer") not in legal_actions(FLY, state)
    act(FLY, state, Action("bid", 3, "dreier"))
    assert state.contract["declarer"] == 3 and FLY.dummies(state) == []


def test_resting_dealer_pays_nothing_when_he_does_not_play_s65():
    # S. 65: „im anderen Falle gehören die Karten des Strohmannes jenem Theilnehmer …“
    seen = 0
    for seed in range(80):
        state = random_game(FLY, seed)
        if state.phase != "done":
            continue
        r = FLY.settle(state)
        assert r.persons == ["A", "B", "C", "D"] and sum(r.payments) == 0
        if state.contract["declarer"] != 3:
            assert r.payments[3] == 0
            seen += 1
    assert seen


# --- Hundertspiel §§ 12, 15, 16, 29–30 ----------------------------------------------------------

P4 = OTHER_PROFILES["hundertspiel"]


def _c(name):
    return TRAPPOLA_36.parse_id(name)


def test_leading_without_asking_lets_the_opponents_lay_down_p12():
    # § 12: „unterläßt er dieß, so können auch seine Gegner nach dem ersten Ausspielen, ehe der Stich
    # gemacht ist, auflegen … Der Freund oder Helfer des Ausspielers wird … des Auflegens verlustig“
    for seed in range(200):
        state = new_game(P4, seed=seed)
        dos = [s for s in range(4) if P4._dos(state, s)]
        if 1 in dos and 2 in dos:
            break
    act(P4, state, Action("lead_unasked", 0))
    assert state.phase == "play" and state.extra["unasked"]
    act(P4, state, legal_actions(P4, state)[0])                  # the first lead
    laid = [a for a in legal_actions(P4, state) if a.kind == "announce"]
    assert laid and all(a.seat == 1 for a in laid)                # B, an opponent of A
    act(P4, state, legal_actions(P4, state)[0])
    assert state.turn == 2 and not [a for a in legal_actions(P4, state) if a.kind == "announce"]   # C: no


def test_three_figures_name_the_missing_fourth_p15():
    # § 15: „so muß … die fehlende vierte Figur in der Farbe benennt werden“
    (m,) = held_announcements([TRAPPOLA_36.parse(n) for n in ("Spadi-König", "Coppi-König", "Denari-König")])
    assert m["missing"] == "Bastoni"


def test_aces_announced_during_play_p16():
    # § 16: „Drey oder vier Aß können während des Spieles angesagt werden … daß der Spieler vor dem
    # Ansagen noch keines seiner Aße eingestochen hat“
    for seed in range(400):
        state = new_game(P4, seed=seed, options={"aces_in_play": True})
        while state.phase != "play":
            act(P4, state, next(a for a in legal_actions(P4, state) if a.kind in ("pass", "lead_unasked")))
        if state.extra["aces_open"]:
            break
    seat = int(next(iter(state.extra["aces_open"])))
    assert not [m for m in state.extra["declarations"] if m["rank"] == "A"]
    while state.turn != seat or state.trick:
        act(P4, state, next(a for a in legal_actions(P4, state) if a.kind == "play"))
    acts = [a for a in legal_actions(P4, state) if a.kind == "announce" and a.arg[0] == "asse"]
    if not P4._ace_won(state, seat):
        act(P4, state, acts[0])
        assert [m for m in state.extra["declarations"] if m["rank"] == "A"][0]["after_trick"] == len(state.tricks)
    else:
        assert not acts


def test_declaring_out_p29_p30():
    # § 29: „so gewinnt die aussagende Parthey, wenn auch die gegenseitige hundert … zählte“
    assert aussagen([104, 120], 0) == {"richtig": True, "winner": 0, "marks": [0, -1]}
    # § 30: „Eine Parthey, die sich aussagt, ohne es wirklich zu seyn, hat das Spiel als verloren zu
    # bezahlen, wenn auch die Gegenparthey noch nicht hundert hätte“ (Matsch under fifty, § 26)
    assert aussagen([96, 40], 0)["marks"] == [-1, 1]
    assert aussagen([45, 40, 60], 0)["marks"] == [-4, 2, 2]


def test_declaring_out_in_a_deal_counts_only_full_tricks_p28_p30():
    state = random_game(P4, 7, options={"standing": [60, 90]})
    assert state.phase == "done"
    mid = replay(P4, state, next(i for i, a in enumerate(state.log) if a.kind == "play") + 4)
    act(P4, mid, Action("claim", 1))                         # after one full trick
    from engine.core import play_out
    play_out(P4, mid, random.Random(3))
    r = P4.settle(mid)
    assert r.points["aussage_richtig"] == (r.points["stand"][1] >= 100)
    assert sum(r.payments) == 0


# --- Whist, S. 3–5: drawing for partners and places -----------------------------------------------

class Stacked(random.Random):
    """A rng whose shuffles deal the given cards first (one list per shuffle)."""

    def __init__(self, *draws):
        super().__init__(0)
        self.draws = [list(d) for d in draws]

    def shuffle(self, x):
        names = self.draws.pop(0)
        wanted = [FRENCH_52.parse_id(n) for n in names]
        rest = [c for c in x if c not in wanted]
        x[:] = wanted + rest


def test_the_two_highest_and_two_lowest_are_partners_s4():
    # „die beiden höchsten und die beiden niedrigsten sind Spielgehülfen, und hat derjenige, so die
    # niedrigste Karte gezogen hat, das Angeben der Karte und die Wahl des Platzes“; the Aß lowest
    r = draw_partners(["P", "Q", "R", "S"], Stacked(["Coeur-König", "Pique-Aß", "Treff-Dame", "Carreau-Fünf"]))
    assert r["A"] == "Q" and r["B"] == "S" and set(r["parties"][1]) == {"P", "R"}


def test_two_alike_in_the_middle_draw_again_s4():
    # „wer von diesen beiden Karten dann die höchste hat, kommt mit dem, der bei dem ersten Mal die
    # höchste Karte hatte, zusammen, und wer die niedrige hat, kommt zu dem andern Spieler“
    r = draw_partners(["P", "Q", "R", "S"], Stacked(["Coeur-König", "Pique-Sieben", "Treff-Sieben", "Carreau-Zwei"],
                                                    ["Coeur-Drei", "Pique-Neun"]))
    assert len(r["draws"]) == 2 and r["A"] == "S"
    assert set(r["parties"][0]) == {"S", "Q"} and set(r["parties"][1]) == {"P", "R"}


def test_three_alike_draw_again_s5():
    # „A zieht eine Dame, B, C und D aber zieht ein jeder einen Buben, so müssen B, C, D noch einmal
    # ziehen, und es kommt der, welcher die höchste von den zum zweiten Mal gezogenen Karten hat, zu A“
    r = draw_partners(["A", "B", "C", "D"], Stacked(["Coeur-Dame", "Pique-Bube", "Treff-Bube", "Carreau-Bube"],
                                                    ["Coeur-Vier", "Pique-Zehn", "Treff-Sechs"]))
    assert set(r["parties"][1]) == {"A", "C"} and set(r["parties"][0]) == {"B", "D"}
    assert r["A"] == "B"


def test_losers_of_the_robber_draw_first_s17():
    r = draw_partners(["P", "Q", "R", "S"], Stacked(["Coeur-König", "Pique-Aß", "Treff-Dame", "Carreau-Fünf"]),
                      first=["S", "R"])
    assert r["draws"][0] == {"S": "Coeur-König", "R": "Pique-Aß", "P": "Treff-Dame", "Q": "Carreau-Fünf"}
    with pytest.raises(Exception):
        draw_partners(["P", "Q", "R"], random.Random(1))
