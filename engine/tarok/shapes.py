"""Declared shapes of a Tarok variant at the engine's boundary: its options and the outcome of a
game (what „Was zahlt das Spiel?“ and `python -m engine score` send instead of the tricks).

A variant names the facts of its outcome in `facts` and its options in `options_spec`; this module
turns them into specs (engine.schema) with German labels, the choices the book knows and their
ranges. The same specs validate a request and describe the settlement form to the widget.
"""
from __future__ import annotations

from ..errors import RequestError
from ..schema import AnyOf, Bool, Choice, Int, ListOf, MapOf, Obj, Spec
from .facts import CONTRA_NAMES

ULTIMO_FATES = {"spieler": "Partei des Spielers macht den Pagat Ultimo",
                "gegner": "Gegenpartei macht den Pagat Ultimo",
                "spieler-abgefangen": "Pagat des Spielers im letzten Stich abgefangen",
                "gegner-abgefangen": "Pagat der Gegenpartei im letzten Stich abgefangen"}
VOLAT_FATES = {"spieler": "Partei des Spielers macht alle Stiche (Volat)",
               "gegner": "Gegenpartei macht alle Stiche (Volat)"}
HONOURS = {"koepfe": "Köpfe", "trois": "tous les trois", "quatre": "tous les quatre"}
EARNED = {"trois": "tous les trois in den Stichen", "quatre": "tous les quatre in den Stichen",
          "mondfang": "Mondfang", "pagatfang": "Pagatfang"}
KING_FATES = {"ultimo": "gerufener König macht den letzten Stich", "gefangen": "gerufener König abgefangen"}
MELDUNGEN = {"acht": "Acht Tarok", "zehn": "Zehn Tarok", "zwoelf": "Zwölf Tarok",
             "trois": "tous les trois", "quatre": "tous les quatre", "honneurs": "Honneurs",
             "grosse_honneurs": "Große Honneurs"}
CONTRA_LEVELS = ("ohne Contra", *CONTRA_NAMES[1:])
PARTIES = {"spieler": "Partei des Spielers", "gegner": "Gegenpartei"}


def seat_choice(profile, label: str = "Platz", **kw) -> Choice:
    return Choice(label, tuple(profile.seat_names[:profile.n_seats]), **kw)


def max_multiplicity(contract, talon_size: int) -> int:
    """The highest „-malig“ a contract can reach (old method, S. 20–22; Einer elfmalig, S. 80)."""
    if contract.mode != "parts" or not contract.buy or talon_size < 2 * contract.buy:
        return 1
    n = talon_size // contract.buy
    return contract.level - 1 + n + min(contract.parts_back, n - 1)


# the facts' names in requests of earlier versions (saved in pages and links) -> today's
FACT_NAMES_BEFORE = {"punkte": "player_points", "vole": "all_tricks", "stichfrei": "no_tricks",
                     "meldungen": "declarations", "in_stichen": "in_tricks", "honneurs": "honours",
                     "koenig": "called_king", "irrtum_contra": "contra_in_error",
                     "falsche_ansage": "false_announcement", "ohne_honneur": "without_honour"}
FALSE_ANNOUNCEMENT_NAMES_BEFORE = {"von": "by", "was": "what", "honneur": "honour"}
OPTION_NAMES_BEFORE = {"koenig": "resting_king",           # Tapp-Tarok and its kin (S. 20)
                       "ultimo_praemie": "ultimo_premium",   # … agreed Ultimo premiums (S. 39)
                       "schleifen_pagat": "pagat_call_throw_in",    # Königrufen (Codex § 27, S. 55)
                       "in_stichen": "honours_in_tricks",   # Königrufen in Böhmen (S. 52)
                       "faktoren": "factors",               # Steyerisch „an einigen Orten“ (S. 48)
                       "fang": "catch_premium",             # Ungarisch: Mond- and Pagatfang (S. 81)
                       "volat_ansage": "volat_announceable",    # Blocks (S. 42)
                       "durchspielen": "play_out"}          # Strohmann: both passed (S. 78)


def fact_specs(profile) -> dict[str, Spec]:
    """Every fact an outcome may state, keyed by its request name."""
    seat = seat_choice(profile)
    n = profile.n_seats
    return {
        "ultimo": Choice("Pagat Ultimo", tuple(ULTIMO_FATES), ULTIMO_FATES),
        "volat": Choice("Volat", tuple(VOLAT_FATES), VOLAT_FATES),
        "honours": MapOf("Honneurs in der Hand", seat,
                          ListOf("Honneurs", Choice("Honneur", tuple(HONOURS), HONOURS), max_len=3, unique=True)),
        "in_tricks": MapOf("In den Stichen", Choice("Partei", tuple(PARTIES), PARTIES),
                            ListOf("Prämien", Choice("Prämie", tuple(EARNED), EARNED), max_len=4, unique=True)),
        "taroks": MapOf("Taroks in der Hand", seat, Int("Taroks", 0, profile.hand_size + profile.talon_size)),
        "renonce": seat_choice(profile, "Renonce gemacht von"),
        "tapped": ListOf("Getappt haben", seat, max_len=n, unique=True),
        "called_king": Choice("Gerufener König", tuple(KING_FATES), KING_FATES),
        "king_in_talon": Bool("Gerufener König im Talon"),
        "conceded": Bool("Die Gegner haben vor dem vierten Ausspielen eingeworfen (S. 44)"),
        "contra_in_error": Choice("Contra des Socius aus Versehen (Codex § 28)", ("ultimo", "spiel")),
        "false_announcement": Obj("Falsche Ansage (Codex § 33)", {
            "by": seat_choice(profile, "von", required=True),
            "what": Choice("was", ("trois", "quatre"), HONOURS, required=True),
            "honour": Choice("der fehlende Honneur liegt", ("talon", "gegner"), required=True)},
            renamed=FALSE_ANNOUNCEMENT_NAMES_BEFORE),
        "without_honour": seat_choice(profile, "Spiel ohne Tarok-Honneur erklärt von (Codex § 35)"),
        "declarations": MapOf("Meldungen", seat,
                           ListOf("Meldungen", Choice("Meldung", tuple(MELDUNGEN), MELDUNGEN), max_len=2, unique=True)),
        "player_points": ListOf("Points jedes Spielers", Int("Points", 0, profile.total_points), min_len=n, max_len=n),
        "all_tricks": seat_choice(profile, "Alle Stiche gemacht (Vole) hat"),
        "no_tricks": ListOf("Keinen Stich gemacht haben", seat, max_len=2, unique=True),
        "pagat_ultimo": seat_choice(profile, "Pagat im letzten Stich ultimirt hat"),
    }


def outcome_fields(profile) -> dict[str, Spec]:
    """The declared shape of an outcome of `profile` (the request of the `settle` function)."""
    seat = seat_choice(profile)
    names = {c.key: c.name for c in profile.contracts} or {profile.key: profile.name}
    announce = Choice("Ansage", tuple(profile.announcement_keys),
                      {k: profile.ANNOUNCE_NAMES.get(k, k) for k in profile.announcement_keys})
    contra = Int("Contra-Stufe", 0, max(profile.max_contra, 0),
                 labels=list(CONTRA_LEVELS[:max(profile.max_contra, 0) + 1]))
    single = len(names) == 1
    most = max((max_multiplicity(c, profile.talon_size) for c in profile.contracts), default=1)
    fields: dict[str, Spec] = {
        "game": Choice("Spiel", tuple(names), names, required=not single, default=next(iter(names)) if single else None,
                       unknown="Unbekannte Spielart „{value}“ (Feld „{path}“) für " + profile.name
                               + "; möglich: {options}."),
        # a game given up early has no count (Blocks, S. 44)
        "points": Int("Points der Partei des Spielers", 0, profile.total_points,
                      **({"required_unless": "conceded"} if "conceded" in profile.facts else {"required": True})),
        "declarer": (seat_choice(profile, "Spieler", default=profile.seat_names[0]) if profile.has_declarer
                     else Choice("Spieler", (profile.seat_names[0],), default=profile.seat_names[0])),
        "partners": ListOf("Partner des Spielers", seat, max_len=n_partners(profile), unique=True, default=[]),
        "multiplicity": Int("Steigerung", 1, most, default=1, labels=[f"{n}malig" for n in range(1, most + 1)]),
        "contra": MapOf("Contra", Choice("worauf", ("spiel",) + tuple(t for t in profile.contra_targets
                                                                          if t != "spiel"),
                                         {"spiel": "das Spiel", **profile.ANNOUNCE_NAMES}), contra, default={}),
        "announced": ListOf("Ansagen", AnyOf("Ansage", announce, Obj("Ansage", {
            "what": Choice("Ansage", announce.values, announce.labels, required=True), "by": seat,
            **({"after": Choice("angesagt nach dem Stich", (0, 12, 19), default=0)}
               if "vole" in profile.announcement_keys else {})}),
            expected="eine Ansage oder {\"what\": Ansage, \"by\": Platz}"), max_len=12, default=[]),
        "options": Obj("Optionen", dict(profile.options_spec), renamed=profile.option_names_before, default={}),
    }
    if "player_points" in profile.facts:
        del fields["points"]
    facts = fact_specs(profile)
    fields.update({k: facts[k] for k in profile.facts})
    return fields


def n_partners(profile) -> int:
    return 1 if any(not c.alone for c in profile.contracts) else 0


# --- option specs shared by several variants -------------------------------------------------

RESTING_KING = Bool("Vierter Teilnehmer ruht als „König“ (S. 20)")
ULTIMO_PREMIUM = ListOf("Ultimo still/angesagt (S. 39)", Int("Prämie", 1, 100), min_len=2, max_len=2)


class ShapesMixin:
    """The declared boundary of `TarokProfile`: outcome and option fields, the cross-field checks
    of an outcome request, and what the settlement form tells."""

    def outcome_fields(self) -> dict:
        """The shape of an outcome sent instead of the tricks (engine.tarok.shapes)."""
        return outcome_fields(self)

    def option_fields(self) -> dict:
        return dict(self.options_spec)

    option_names_before = OPTION_NAMES_BEFORE

    def max_contra_for(self, options: dict) -> int:
        return self.max_contra

    def check_outcome(self, req: dict) -> dict:
        """Cross-field checks of a request already checked against `outcome_fields`; German
        messages naming the field. Returns the request with seats as indices."""
        seats = list(self.seat_names[:self.n_seats])
        req = {"partners": [], "multiplicity": 1, "contra": {}, "announced": [], "options": {}, **req}
        decl = seats.index(req["declarer"])
        partners = [seats.index(x) for x in req["partners"]]
        if decl in partners:
            raise RequestError(f"Feld „partners“: der Spieler „{req['declarer']}“ kann nicht sein eigener "
                               "Partner sein.")
        c = self.contract_by_key.get(req["game"])
        if c is not None and c.alone and partners:
            raise RequestError(f"Feld „partners“: im „{c.name}“ spielt der Spieler allein "
                               f"({c.source}).")
        if c is not None and req["multiplicity"] > max_multiplicity(c, self.talon_size):
            most = max_multiplicity(c, self.talon_size)
            raise RequestError(f"Feld „multiplicity“: der „{c.name}“ ist höchstens {most}malig, nicht "
                               f"{req['multiplicity']}malig.")
        top = self.max_contra_for(req["options"])
        for target, level in req["contra"].items():
            if level > top:
                raise RequestError(f"Feld „contra.{target}“: höchstens Stufe {top} "
                                   f"({CONTRA_NAMES[top] or 'kein Contra'}), nicht {level}.")
        announced = []
        for a in req["announced"]:
            what, by = (a, req["declarer"]) if isinstance(a, str) else (a["what"], a.get("by") or req["declarer"])
            announced.append({"what": what, "seat": seats.index(by)})
        return {**req, "declarer": decl, "partners": partners, "announced": announced}

    source_label = "Ulmann"

    def form_extra(self) -> dict:
        """What the settlement form of a Tarok variant tells besides its controls (engine.forms)."""
        return {"threshold": self.threshold, "total_points": self.total_points,
                "seats": list(self.seat_names[:self.n_seats]),
                "contracts": [{"key": c.key, "name": c.name, "value": c.value, "multiple": c.mode == "parts",
                               "max_multiplicity": max_multiplicity(c, self.talon_size), "alone": c.alone,
                               "source": c.source} for c in self.contracts],
                "contra_levels": list(CONTRA_NAMES[:self.max_contra + 1]) if self.max_contra else []}
