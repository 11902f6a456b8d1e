"""Ulmann's 33 problems (Part II of the Tarokbuch) as data the engine can play.

One JSON file per problem in data/ (shape: schema.json), loaded into a `Problem` (model), played
through the engine (game), its facts checked (facts), its claim decided by the exact solver and
its editorial cards probed by sampling (verify). The command line is `python -m engine problems`.
"""
from ..terms import points_text, thirds  # noqa: F401 – kept importable from here
from .model import Problem, load, load_all, numbers, parse  # noqa: F401
