"""The settlement of Groß-Tarok (Ulmann S. 153–161): each plays for himself, so every payment is
person to person — the hand announcements first, then Misère or Vole (announced or silent), else
the points over and under 26 (S. 161), a player's giving up (S. 159), and the premiums of the
Pagat, the Kings and the Mond (S. 158). Hooks of the shared settlement (engine.tarok.settlement).
"""
from __future__ import annotations

from ..core import Settlement
from .outcome import Outcome
from .premiums import pay_premium
from .settlement import Parties


class GrossSettlementMixin:
    """The settlement hooks of the 78-card games (`GrossTarok` and its kin)."""

    # -- the shared settlement (engine.tarok.settlement) with these hooks: each for himself --
    def void(self, o: Outcome) -> bool:
        return False                                       # every deal is played (S. 153)

    def parties(self, o: Outcome) -> Parties:
        if self.has_declarer:
            return super().parties(o)
        return Parties([], [], [], [])                      # no parties: each plays for himself

    def settlement_points(self, o: Outcome, parties: Parties) -> dict:
        pts = o.player_points or [0, 0, 0]
        return {self.persons(o)[s]: pts[s] for s in range(3)}

    def game_won(self, o: Outcome, points: dict, renonce: int | None, parties: Parties) -> None:
        return None                                        # nobody's game

    def settle_played(self, o: Outcome, st: Settlement, parties: Parties, renonce: int | None) -> None:
        everyone = [0, 1, 2]
        self.pay_ansagen(o, st)
        pts = o.player_points or [0, 0, 0]
        tricks = o.tricks_won or [0, 0, 0]
        played = sum(tricks)
        given_up = o.contract.given_up
        over = not given_up
        vole = next((s for s in everyone if tricks[s] == played and played and over), None)
        misere = [s for s in everyone if tricks[s] == 0 and played and over]
        basic = over
        if given_up:
            self.settle_given_up(o, st, given_up)
        for a in o.contract.announced:
            if a["what"] not in self.announcement_keys:
                continue
            seat, others = a["seat"], [x for x in everyone if x != a["seat"]]
            p = self.premiums[a["what"]]
            value = p.announced_after(a.get("after", 0))   # S. 159–160
            if p.tricks == "all":                                   # every trick: made or failed
                made, failed = vole == seat, vole != seat
            else:                                                   # no trick, and alone (S. 159)
                made, failed = seat in misere and len(misere) == 1, seat not in misere
            if made:
                pay_premium(st, p, others, [seat], p.label("made"), value)
                basic = False
            elif failed:
                pay_premium(st, p, [seat], others, p.label("failed"),
                            max(value - pts[seat], 0) if p.failed_less_own else value)
        announced = {a["seat"] for a in o.contract.announced}
        if vole is not None:
            basic = False
            if vole not in announced:
                payers = misere if len(misere) == 2 else [x for x in everyone if x != vole]
                p = self.premiums["vole"]
                pay_premium(st, p, payers, [vole],
                            p.label("silent") + (" (zwei Stichfreie zahlen, S. 159)" if len(misere) == 2 else ""))
        elif len(misere) == 1 and misere[0] not in announced:
            basic = False
            p = self.premiums["misere"]
            pay_premium(st, p, [x for x in everyone if x != misere[0]], misere, p.label("silent"))
        if basic:
            self.pay_over_26(st, pts)
        self.honour_ultimi(o, st, vole, finished=over)

    def settlement_summary(self, o: Outcome, st: Settlement, parties: Parties) -> str:
        pts = o.player_points or [0, 0, 0]
        return "; ".join(f"{st.persons[s]} {pts[s]}" for s in range(3)) + " Points."

    def pay_demanded_cards(self, o: Outcome, st: Settlement, spieler: int) -> None:
        """Tarok-L'Hombre (S. 162), Tarok unter Vieren (S. 163): the Spieler pays the former owner
        of each card he demanded (premiums "karte" and "mond" of the variant)."""
        for ex in o.contract.exchange:
            p = self.premiums["mond" if ex["card"] == self.MOND else "karte"]
            pay_premium(st, p, [spieler], [ex["from"]], f"geforderte Karte {self.card_name(ex['card'])}")

    def pay_over_26(self, st: Settlement, pts: list[int]) -> None:
        """S. 161: points over 26 are won, a player under 26 pays what he lacks."""
        net = [p - 26 for p in pts]
        winners = [s for s in range(3) if net[s] > 0]
        losers = [s for s in range(3) if net[s] < 0]
        if len(winners) == 1:
            for s in losers:
                st.pay("unter 26 Points", -net[s], [s], winners, "S. 161")
        else:
            for s in winners:
                st.pay("über 26 Points", net[s], losers, [s], "S. 161")

    def settle_given_up(self, o: Outcome, st: Settlement, info: dict) -> None:
        """S. 159: who gives up playing trick-free throws in his cards; before the 13th trick
        he pays each partner the points in that partner's tricks (his own Scat, if he is the
        dealer, deducted), after it each partner receives the points of his remaining cards
        and Scat. An announced Misère counts as lost."""
        seat, after = info["seat"], info["after"]
        others = [x for x in range(3) if x != seat]
        rest = o.remaining
        if after < 13:
            owed = {p: rest["won"][p] for p in others}
            scat = rest["scat"]
            for p in sorted(others, key=lambda p: -owed[p]):       # the Scat off the larger debt first
                cut = min(scat, owed[p])
                owed[p] -= cut
                scat -= cut
            for p in others:
                st.pay(f"eingeworfen vor dem 13. Stich: Points in den Stichen von {st.persons[p]}", owed[p],
                       [seat], [p], "S. 159")
        else:
            st.pay("eingeworfen nach dem 13. Stich: Points der übrigen Karten und des Scat", rest["hand"],
                   [seat], others, "S. 159")

    def honour_ultimi(self, o: Outcome, st: Settlement, vole: int | None, finished: bool = True) -> None:
        """S. 158: Pagat Ultimo 15 (caught in the last trick: 15 the other way), Pagat brought
        home 5 from each, caught 5 to each; King or Mond Ultimo 10; King caught 5, brought home 5
        (not a King thrown off while playing trick-free). S. 160–161: with a Vole the premiums
        for the honours brought into the tricks drop, the Ultimi stay („sechsundzwanzig Points
        für die Vole und fünfzehn Points für den Ultimo“)."""
        last = sum(o.tricks_won or []) - 1 if finished else -1     # a game given up has no last trick
        in_tricks = vole is None                                   # S. 161: no premium for gathered honours
        for f in o.honour_fates:
            card, owner, home = f["card"], f["owner"], f["home"]
            key = self.honour_premium(card, f["trick"] == last, home, in_tricks, f["trick_free"])
            if key is None:
                continue
            p = self.premiums[key]
            others = [x for x in range(3) if x != owner]
            payers, payees = (others, [owner]) if p.pays == "each" else ([owner], others)
            pay_premium(st, p, payers, payees, p.labels.get("card", p.name).format(card=self.card_name(card)))

    def honour_premium(self, card: int, last: bool, home: bool, in_tricks: bool, trick_free: bool) -> str | None:
        """S. 158: the premium (key of GROSS_PREMIUMS) the fall of the Pagat, a King or the Mond
        earns: Ultimo in the last trick, else brought home or caught (not with a Vole, S. 161,
        and not a King its owner threw off playing trick-free)."""
        if card == self.PAGAT:
            if last:
                return "pagat_ultimo" if home else "pagat_ultimo_gefangen"
            return None if not in_tricks else "pagat_eingebracht" if home else "pagat_abgefangen"
        if last and home:
            return "koenig_ultimo"
        if card in self.kings and in_tricks and (home or not trick_free):
            return "koenig_eingebracht" if home else "koenig_abgefangen"
        return None
