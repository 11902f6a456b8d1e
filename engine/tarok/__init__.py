"""Ulmann's Tarok variants as rules profiles of the trick-taking core (engine.core)."""
from __future__ import annotations

from .blocks import Blocks
from .gross import GrossTarok, TarokLHombre, TarokLHombreTalon, TarokUnterVieren, TarokUnterVierenRufen
from .koenigrufen import Koenigrufen
from .neunzehner import Neunzehnerrufen
from .paskiewitsch import Paskiewitsch
from .session import DECISIONS as SESSION_DECISIONS, draw_seats, touren
from .steyerisch import Steyerisch
from .strohmann import StrohmannEnDeux
from .tapp import TappTarok, TappTarokWien, Zwoelfer
from .ungarisch import Ungarisch

PROFILE_CLASSES = [TappTarok, TappTarokWien, Blocks, Steyerisch, Koenigrufen, StrohmannEnDeux,
                   Zwoelfer, Ungarisch, Paskiewitsch, GrossTarok, TarokLHombre, TarokLHombreTalon, TarokUnterVieren,
                   TarokUnterVierenRufen]
PROFILES = {cls.key: cls() for cls in PROFILE_CLASSES}
for _form in ("vier", "trois", "deux", "fliegend"):
    _p = Neunzehnerrufen(_form)
    PROFILES[_p.key] = _p
