// Citation line of the reading texts: follows the passage the reader is at.
//
// Each text page carries, below its title, a citation line rendered by the MkDocs hook
// (scripts/hooks/reading_text.py) with the page range of the site page. When the address points
// to a page marker (#s17), a § (#p12) or a heading, the line names that page of the print (the
// last page marker before the passage) and ends with the address of the passage. Without
// JavaScript the static line with the page range stays.
(function () {
  function stelle(target) {
    // the print page a passage stands on: the page marker itself or the last one before it
    const markers = Array.from(document.querySelectorAll("article a.seite"));
    let page = null;
    for (const m of markers) {
      if (m === target || (m.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING)) page = m;
      else break;
    }
    return page ? page.dataset.stelle : null;
  }

  // The passage cited: set when the reader goes to an address or clicks a marker; kept when the
  // theme re-renders the same page (instant navigation) or its tracking rewrites the address.
  let cited = { path: null, hash: "" };

  function update(hash) {
    if (typeof hash === "string") cited = { path: location.pathname, hash: hash };
    else if (cited.path !== location.pathname) cited = { path: location.pathname, hash: location.hash };
    const line = document.querySelector("p.zitation");
    if (!line) return;
    const id = decodeURIComponent(cited.hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    let where = line.dataset.seiten;
    if (target && target.closest("article")) {
      const page = stelle(target) || line.dataset.anfang;
      const paragraph = target.dataset.stelle && !target.classList.contains("seite") ? target.dataset.stelle : "";
      where = [page, paragraph].filter(Boolean).join(", ") || where;
    }
    // the address the reader is at (the build's site_url is only a fallback: the site runs on any host)
    const address = /^https?:$/.test(location.protocol) ? location.origin + location.pathname : line.dataset.url;
    const url = address + (target ? "#" + id : "");
    const text = line.querySelector(".zitation-text");
    text.textContent = line.dataset.quelle + (where ? ", " + where : "") + ". Zitiert nach: "
      + line.dataset.edition + ". " + url;
  }

  window.addEventListener("hashchange", () => update(location.hash));
  // A click on a page marker, a ¶ or a heading's ¶ cites that passage (capture phase: before the
  // theme's instant navigation handles the click).
  document.addEventListener("click", (event) => {
    const link = event.target.closest && event.target.closest("article a.seite, article a.absatz-anker, article a.headerlink");
    if (link && link.hash) update(link.hash);
  }, true);
  if (window.document$) window.document$.subscribe(() => update());
  else document.addEventListener("DOMContentLoaded", () => update());
})();
