"""The TEI downloads are valid TEI P5 (issue 27): all five against the full `tei_all.rng` of the
TEI Consortium (vendored in tests/schemas/), checked with jing as a TEI user would."""
from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from edition import export, sources

SCHEMA = Path(__file__).resolve().parents[1] / "schemas" / "tei_all.rng"


@pytest.fixture(scope="module")
def jing() -> str:
    path = shutil.which("jing")
    assert path, "jing is missing: `bash scripts/setup.sh --test` installs it (Debian package jing)"
    return path


def test_every_download_is_valid_tei_all(tmp_path, jing):
    assert re.search(r"Edition: Version\s2\.7\.0", SCHEMA.read_text(encoding="utf-8")[:1000])
    files = []
    for key in sources.TEXT_ORDER:
        path = tmp_path / f"{key}.tei.xml"
        path.write_bytes(export.tei_bytes(key, "https://example.org/"))
        files.append(str(path))
    assert len(files) == 5
    proc = subprocess.run([jing, str(SCHEMA), *files], capture_output=True, text=True, timeout=300)
    errors = [line for line in proc.stdout.splitlines() if "error" in line]
    assert proc.returncode == 0 and not errors, "\n".join(errors) or proc.stderr


def test_jing_rejects_a_paragraph_after_a_div(tmp_path, jing):
    """The check can fail: the structure fixed in tarock-hombre (a <p> after a <div>) is refused."""
    xml = export.tei_bytes("tarock-hombre", "https://example.org/").decode()
    head = '<div xml:id="regeln-1-15">'
    assert head in xml
    bad = tmp_path / "bad.tei.xml"
    bad.write_text(xml.replace(head, '<div type="x"><p>x</p></div><p>y</p>' + head, 1), encoding="utf-8")
    proc = subprocess.run([jing, str(SCHEMA), str(bad)], capture_output=True, text=True, timeout=300)
    assert proc.returncode != 0 and 'element "p" not allowed here' in proc.stdout
