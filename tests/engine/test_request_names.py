"""One English vocabulary for the request's keys (issue 29): the facts of an outcome have English
names (`player_points`, `all_tricks`, `no_tricks`, `declarations`, `in_tricks`); a request saved
in a page or a link under the earlier German names (`punkte`, `vole`, `stichfrei`, `meldungen`,
`in_stichen`) is read under today's and settles the same."""
import pytest

from engine.api import run
from engine.fields import OUTCOME_NAMES_BEFORE
from engine.reckonings import reckon


@pytest.mark.parametrize("new, old", [
    # Groß-Tarok S. 160: the Vole with the Pagat home in the last trick
    ({"variant": "gross", "player_points": [78, 0, 0], "all_tricks": "A", "pagat_ultimo": "A"},
     {"variant": "gross", "punkte": [78, 0, 0], "vole": "A", "pagat_ultimo": "A"}),
    # Groß-Tarok S. 149: Misère, who made no trick
    ({"variant": "gross", "player_points": [40, 20, 18], "no_tricks": ["A"],
      "announced": [{"what": "misere", "by": "A"}]},
     {"variant": "gross", "punkte": [40, 20, 18], "stichfrei": ["A"], "announced": [{"what": "misere", "by": "A"}]}),
    # Neunzehnerrufen S. 62: the Meldungen of the hands
    ({"variant": "neunzehner", "game": "dreier", "points": 40, "declarations": {"A": ["honneurs"]}},
     {"variant": "neunzehner", "game": "dreier", "points": 40, "meldungen": {"A": ["honneurs"]}}),
    # Ungarisch: premiums earned in the tricks
    ({"variant": "ungarisch", "game": "solo", "points": 40, "in_tricks": {"spieler": ["trois"]}},
     {"variant": "ungarisch", "game": "solo", "points": 40, "in_stichen": {"spieler": ["trois"]}}),
])
def test_earlier_fact_names_settle_as_today(new, old):
    assert run("settle", new) == run("settle", old)
    assert reckon("settle", old, ["payments"]) == reckon("settle", new, ["payments"])


def test_the_form_offers_only_english_names():
    for variant in ("gross", "neunzehner", "ungarisch", "paskiewitsch"):
        names = {c["path"].split(".")[0].split("[")[0] for c in run("form", {"variant": variant})["controls"]}
        assert not names & set(OUTCOME_NAMES_BEFORE), (variant, names & set(OUTCOME_NAMES_BEFORE))
