"""MkDocs hook: the parts of every page's shell that the theme does not get right by itself.

- Instant navigation anywhere: mkdocs-material only takes over links that its sitemap lists,
  and compares them with the sitemap's URLs, which carry the site_url of the build (host *and*
  port). A small inline script rewrites those URLs to the address the site is actually served
  from, so one build works on any host, port and path.
- Canonical links only when the build knows its public address (SITE_URL, see README).
- Accessible names for the theme's search dialog and progress bar.
- `<meta charset>` stays the first thing in <head>, before the hooks' inline scripts.
"""
from __future__ import annotations

import json
import os
import re

SITEMAP_ORIGIN = """<script>/* scripts/hooks/page_shell.py: the sitemap's URLs name the address the site is served from */
(function () {
  var built = %s, parse = DOMParser.prototype.parseFromString;
  DOMParser.prototype.parseFromString = function (text, type) {
    if (typeof text === "string" && text.indexOf("<urlset") >= 0) {
      var config = document.getElementById("__config");
      var base = config ? JSON.parse(config.textContent).base : ".";
      var root = new URL(base.replace(/\\/?$/, "/"), location.href).href;
      text = text.split("<loc>" + built).join("<loc>" + root).split('href="' + built).join('href="' + root);
    }
    return parse.call(this, text, type);
  };
})();
</script>"""

# (pattern in the theme's HTML, replacement): a build fails loudly if the theme changes them
NAMES = [
    ('<div class="md-search" data-md-component="search" role="dialog">',
     '<div class="md-search" data-md-component="search" role="dialog" aria-label="Suche">'),
    ('<div class="md-progress" data-md-component="progress" role="progressbar">',
     '<div class="md-progress" data-md-component="progress" role="progressbar" aria-label="Seite wird geladen">'),
]
CANONICAL = re.compile(r'\s*<link rel="canonical" href="[^"]*">')
CHARSET = re.compile(r'<meta charset="[^"]*">')


def public_address_known() -> bool:
    return bool(os.environ.get("SITE_URL"))


def on_post_template(output, template_name, config):
    """The theme's 404 page (a static template, not a page) gets the same shell fixes."""
    return on_post_page(output, None, config) if template_name == "404.html" else output


def on_post_page(output, page, config):
    for old, new in NAMES:
        if old not in output:
            raise RuntimeError(f"page_shell.py: the theme no longer renders {old!r}; update the hook.")
        output = output.replace(old, new, 1)
    if not public_address_known():
        output = CANONICAL.sub("", output, count=1)
    shim = SITEMAP_ORIGIN % json.dumps(config["site_url"] or "")
    output = output.replace("<head>", "<head>\n" + shim, 1)
    # the character set first: browsers look for it in the first 1024 bytes, and the inline
    # scripts of the hooks (this one, the engine boot) come before it otherwise
    charset = CHARSET.search(output)
    if charset:
        output = output[:charset.start()] + output[charset.end():]
        output = output.replace("<head>", "<head>\n" + charset.group(0), 1)
    return output
