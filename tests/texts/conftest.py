"""The alignment of every reading text, made once per test session (it takes a while)."""
from __future__ import annotations

import pytest

from edition.align import align
from edition.reading import load, reading_files


@pytest.fixture(scope="session")
def alignments() -> dict:
    return {p: align(load(p)) for p in reading_files()}
