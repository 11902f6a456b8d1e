"""Typed errors of the engine. Messages are German: they are shown to readers as they are."""


class EngineError(ValueError):
    """Base class of every error the engine raises on bad input."""

    code = "engine"


class CardNameError(EngineError):
    """A card name that does not parse."""

    code = "card-name"


class PileError(EngineError):
    """A pile of cards that is not possible (e.g. the same card twice)."""

    code = "pile"


class RequestError(EngineError):
    """A malformed request from a widget (unknown function, wrong arguments)."""

    code = "request"


class IllegalPlayError(EngineError):
    """An action the rules do not allow now; the message says why (in German)."""

    code = "illegal"


class ProblemFileError(EngineError):
    """A problem file (engine/problems/data) that does not fit the schema or the rules; the
    message names the file and the field."""

    code = "problem-file"


class SolverCoreError(EngineError):
    """The compiled solver core (engine/solver_core.wasm) failed: it trapped (out of memory, a
    bug) or refused its input. The message is German; the Python solver is not affected."""

    code = "solver-core"
