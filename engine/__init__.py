"""Rule engine of the edition: cards, counting and the games of the historical sources.

Pure Python (standard library only); runs unchanged in CPython and in Pyodide.
"""

__version__ = "0.1.0"
