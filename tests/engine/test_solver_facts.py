"""The solvers read profile facts, never method identities or key names (issue 29, point 4):
`standard_follow`, `standard_winner`, `standard_taking`, `talon_packets`, `tarok_pack`. Here the
facts are held against the methods a profile overrides, so that a variant that changes how a
trick is followed, won or taken cannot forget to say so."""
import pytest

from engine.core import Profile
from engine.solver import solvable, uses_fast_rules
from engine.variants import REGISTRY

METHODS = {"standard_follow": ("legal_cards", "_follow", "seat_after"),
           "standard_winner": ("trick_winner",),
           "standard_taking": ("after_trick",)}


@pytest.mark.parametrize("key", sorted(REGISTRY))
def test_the_trick_facts_say_which_rules_a_profile_changes(key):
    p = REGISTRY[key]
    for fact, methods in METHODS.items():
        own = [m for m in methods if getattr(type(p), m) is not getattr(Profile, m)]
        assert getattr(p, fact) == (not own), (key, fact, own)
    assert p.tarok_pack == hasattr(p, "TAROKS"), key


def test_which_games_the_solver_takes():
    # the Tarok games; Groß-Tarok and its kin through the Sküs rule, Strohmann through its packets
    assert {k for k, p in REGISTRY.items() if solvable(p)} == {k for k, p in REGISTRY.items() if p.tarok_pack}
    fast = {k for k, p in REGISTRY.items() if uses_fast_rules(p)}
    assert "tapp" in fast and "strohmann" in fast
    assert not fast & {"gross", "lhombre", "unter-vieren", "kauflabet-4", "hundertspiel", "whist"}


def test_the_solver_modules_read_no_method_identity():
    from pathlib import Path
    import engine
    root = Path(engine.__file__).parent
    names = sorted(p.name for p in root.glob("solver*.py")) + ["split_search.py"]
    assert {"solver.py", "solver_io.py", "solver_core.py", "solver_play.py", "solver_search.py"} <= set(names)
    for name in names:
        text = (root / name).read_text(encoding="utf-8")
        assert " is Profile." not in text and "hasattr(profile" not in text and "hasattr(p," not in text, name
        assert "getattr(profile, \"talon_packets\"" not in text and "self.__init__(" not in text, name
