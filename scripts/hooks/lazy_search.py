"""MkDocs hook: the search index (search/search_index.json, ~280 KB compressed) is loaded only when
the reader turns to the search, not with every page.

mkdocs-material requests the index with XMLHttpRequest as soon as a page loads. A small inline
script at the top of every page's <head> holds that one request back until the search is wanted:
the search field gets the focus or the pointer, the search is opened (the toggle on small
screens, the keys / s f), or the address asks for a search (?q=). Then the request goes out as
the theme made it. Nothing of the theme is changed; if the theme stops requesting the index this
way, the script simply does nothing and the index loads as before.
"""
from __future__ import annotations

import re

LAZY_SEARCH = """<script>/* scripts/hooks/lazy_search.py: the search index loads when the search is used */
(function () {
  var X = XMLHttpRequest.prototype, open = X.open, send = X.send, held = [], wanted = false;
  function want() {
    if (wanted) return;
    wanted = true;
    held.splice(0).forEach(function (h) { send.apply(h[0], h[1]); });
  }
  X.open = function (method, url) {
    this.__searchIndex = /\\/search\\/search_index\\.json(\\?|$)/.test(String(url));
    return open.apply(this, arguments);
  };
  X.send = function () {
    if (this.__searchIndex && !wanted) { held.push([this, arguments]); return; }
    return send.apply(this, arguments);
  };
  function nearSearch(e) {
    return e.target instanceof Element && e.target.closest(".md-search, label[for='__search']");
  }
  ["focusin", "pointerover", "pointerdown", "touchstart"].forEach(function (type) {
    document.addEventListener(type, function (e) { if (nearSearch(e)) want(); }, { capture: true, passive: true });
  });
  document.addEventListener("change", function (e) { if (e.target && e.target.id === "__search") want(); }, true);
  document.addEventListener("keydown", function (e) {
    if (["/", "s", "S", "f", "F"].indexOf(e.key) >= 0) want();
  }, true);
  if (/[?&]q=/.test(location.search)) want();
  window.__wantSearch = want;
})();
</script>"""


CHARSET = re.compile(r"<meta charset=[^>]*>")


def on_post_page(output, page, config):
    """The script goes right after <meta charset> (which must stay in the first 1024 bytes)."""
    m = CHARSET.search(output)
    if m is None:
        raise RuntimeError("lazy_search.py: the theme no longer writes <meta charset>; update the hook.")
    return output[:m.end()] + "\n" + LAZY_SEARCH + output[m.end():]


def on_post_template(output, template_name, config):
    return on_post_page(output, None, config) if template_name == "404.html" else output
