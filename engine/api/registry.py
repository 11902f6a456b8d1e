"""The registry of the engine's web functions: each is a function with the declared shape of its
request (engine.schema.Declared, the same kind of thing as a reckoning in engine.reckonings).
Registered by engine.api.endpoints, run by engine.api.boundary."""
from __future__ import annotations

from ..schema import Registry

ENDPOINTS = Registry()
endpoint = ENDPOINTS.register          # @endpoint("name", field=Spec(…), …) or fields_for=callable
