"""The engine's boundary: the web functions (engine.api.endpoints, registered in
engine.api.registry) and `call`, their JSON entry point for the Pyodide worker (engine.api.boundary).
Python callers use `run(name, args)`."""
from .boundary import MAX_REQUEST, call, run
from .registry import ENDPOINTS

__all__ = ["ENDPOINTS", "MAX_REQUEST", "call", "run"]
