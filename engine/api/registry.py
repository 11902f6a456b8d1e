"""The registry of the engine's web functions: each is a Python function with the declared
shape of its request (engine.schema field specs, or `fields_for`, a shape that depends on the
request). Registered by engine.api.endpoints, run by engine.api.boundary."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable


@dataclass
class Endpoint:
    fn: Callable[..., Any]
    fields: dict                                     # name -> Spec
    fields_for: Callable[[dict], dict] | None = None  # a shape that depends on the request


ENDPOINTS: dict[str, Endpoint] = {}


def endpoint(name: str, fields_for: Callable[[dict], dict] | None = None, **fields):
    """Register `fn` as the web function `name` with the declared request shape."""
    def register(fn):
        ENDPOINTS[name] = Endpoint(fn, fields, fields_for)
        return fn
    return register
