import json, sys, time
sys.path.insert(0, str(__import__('pathlib').Path(__file__).resolve().parents[3]))
from engine.problems.model import parse
from engine.problems.verify import verify
A = ["Sküs", "Mond", "Tarok XVI", "Tarok XV", "Tarok XIV", "Tarok XIII", "Tarok XII", "Tarok XI", "Tarok X", "Tarok IX", "Pagat",
     "Treff-König", "Treff-Dame", "Treff-Cavall", "Coeur-Aß", "Coeur-Zwei"]
B = ["Tarok XX", "Tarok XIX", "Tarok XVIII", "Tarok XVII", "Tarok VII", "Tarok VI", "Tarok V", "Tarok IV", "Tarok III", "Tarok II",
     "Coeur-König", "Coeur-Vier", "Coeur-Drei", "Treff-Neun", "Treff-Acht", "Treff-Sieben"]
Cc = [f"Carreau-{r}" for r in ("König", "Dame", "Cavall", "Bube", "Aß", "Zwei", "Drei", "Vier")] + \
     [f"Pique-{r}" for r in ("König", "Dame", "Cavall", "Bube", "Zehn", "Neun", "Acht", "Sieben")]
talon = ["Coeur-Dame", "Coeur-Cavall", "Coeur-Bube", "Tarok VIII", "Treff-Bube", "Treff-Zehn"]
def data(leader="A", line=()):
    return {"nr": 13, "variant": "blocks", "title": "Tarok mit Blocks",
            "contract": {"declarer": "A", "game": "solo"},
            "announcements": [{"seat": "A", "what": "ultimo"}],
            "start": {"kind": "deal", "hands": {"A": A, "B": B, "C": Cc}, "talon": talon, "leader": leader},
            "facts": [], "line": list(line),
            "claim": {"text": "x", "ref": "aufgabe-13", "goals": [{"kind": "wins", "party": "spieler"}, {"kind": "ultimo", "party": "spieler"}]},
            "status": "illustrative", "reasoning": "x" * 30}
if __name__ == '__main__':
    for leader in sys.argv[1:]:
        pr = parse(data(leader), "draft")
        r = verify(pr, budget=20_000_000)
        print(leader, r['claim_verified'], [(g['verified'], g['seconds'], g['nodes']) for g in r['claim_goals']], r['line_error'])
