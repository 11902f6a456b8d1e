"""The page's engine client: requests as JSON data, cancellation by restarting the worker."""
from __future__ import annotations

import pytest
from helpers import wait_settled

pytestmark = pytest.mark.browser

CLIENT = "const c = await import('/assets/js/engine-client.js');"


COUNT_ENGINE_WORKERS = """
window.__engineWorkers = 0;
const Native = window.Worker;
window.Worker = function (url, options) {
  if (String(url).includes("engine-worker")) window.__engineWorkers++;
  return new Native(url, options);
};"""


def test_a_cancelled_request_ends_the_worker_and_the_others_are_answered(page, site_url):
    page.add_init_script(COUNT_ENGINE_WORKERS)
    page.goto(f"{site_url}/tarok/zaehlen/")
    assert wait_settled(page) == "ready"
    result = page.evaluate(f"""async () => {{
      {CLIENT}
      // keep the worker busy, so that the request to cancel is certainly still waiting in it
      const busy = Array.from({{ length: 20 }}, (_, i) => c.callEngine("play_random", {{ variant: "tapp", seed: i }}));
      const ctl = new AbortController();
      const doomed = c.callEngine("play_random", {{ variant: "tapp", seed: 99 }}, {{ signal: ctl.signal }});
      const count = c.callEngine("count", {{ cards: "Mond, Coeur-Dame, Treff-Cavall", pack: 54 }});
      await new Promise((r) => setTimeout(r, 0));   // all are posted to the worker now
      ctl.abort();
      const [cancelled, counted, ...others] = await Promise.all([doomed, count, ...busy]);
      return {{ cancelled, counted, others: others.map((a) => a.ok), workers: window.__engineWorkers }};
    }}""")
    assert result["cancelled"] == {"ok": False, "error": {"type": "Cancelled", "message": "Die Berechnung wurde abgebrochen."}}
    assert result["counted"]["ok"] and result["counted"]["result"]["points"] == 10   # Ulmann S. 17
    assert result["others"] == [True] * 20
    assert result["workers"] == 2, "cancelling ends the worker and starts a new one"


def test_reader_input_is_data_not_code(page, site_url):
    page.goto(f"{site_url}/tarok/zaehlen/")
    assert wait_settled(page) == "ready"
    answer = page.evaluate(f"""async () => {{
      {CLIENT}
      return c.callEngine("count", {{ cards: "__import__('os').system('x')", pack: 54 }});
    }}""")
    assert answer["ok"] is False and "Unbekannte Karte" in answer["error"]["message"]


def test_the_engine_starts_from_the_memory_snapshot(page, site_url):
    # the plain start is only the fallback: a broken snapshot must not hide behind it
    warnings = []
    page.on("console", lambda m: warnings.append(m.text) if "snapshot" in m.text else None)
    page.goto(f"{site_url}/tarok/zaehlen/")
    assert wait_settled(page) == "ready"
    files = page.evaluate(f"async () => {{ {CLIENT} return c.engineStatus().ready.files; }}")
    assert any(f.endswith("/engine.bin.gz") for f in files), files
    assert not any(f.endswith(".whl") or f.endswith("python_stdlib.zip") for f in files), files
    assert warnings == []
