// Reading aids on every page (work with instant navigation: everything is delegated or observed).
//
// 1. Glossary terms in the texts (a.glossar, data-tip = „Begriff: Kurzdefinition“, written by
//    scripts/hooks/glossary.py) show their definition on hover and on keyboard focus; on a touch
//    screen the first tap shows it (with a link to the entry), the second follows the link.
// 2. Tables wider than the screen scroll sideways inside a region that keyboard users can focus
//    (tabindex) and that shows shadows at the edge where more is hidden (edition.css).
// 3. Problems and solutions by number: …/12-aufgaben/?aufgabe=12 shows #aufgabe-12 (the search
//    links them so, scripts/hooks/search.py).

// ---- 1. glossary tooltips -------------------------------------------------------------------
const tip = document.createElement("div");
tip.id = "term-tip";
tip.className = "term-tip";
tip.setAttribute("role", "tooltip");
tip.hidden = true;
const tipText = document.createElement("span");
const tipLink = document.createElement("a");
tipLink.textContent = "Zum Glossareintrag →";
tip.append(tipText);        // the link joins once it has an address (a link without href is no link)
document.body.append(tip);

let shownFor = null;
let tapped = null;        // the term whose tip a tap opened: the next tap on it follows the link
let lastPointer = "mouse";

function showTip(link, withLink) {
  tipText.textContent = link.dataset.tip;
  tipLink.href = link.href;
  tipLink.hidden = !withLink;
  if (!tipLink.isConnected) tip.append(tipLink);
  tip.hidden = false;
  if (shownFor && shownFor !== link) shownFor.removeAttribute("aria-describedby");
  shownFor = link;
  link.setAttribute("aria-describedby", tip.id);
  const r = link.getBoundingClientRect();
  const width = Math.min(tip.offsetWidth, document.documentElement.clientWidth - 16);
  const left = Math.max(8, Math.min(r.left, document.documentElement.clientWidth - width - 8));
  tip.style.left = `${left + window.scrollX}px`;
  tip.style.top = `${r.bottom + window.scrollY + 6}px`;
}

function hideTip() {
  tapped = null;
  if (!shownFor) return;
  shownFor.removeAttribute("aria-describedby");
  shownFor = null;
  tip.hidden = true;
}

const termOf = (target) => (target instanceof Element ? target.closest("a.glossar[data-tip]") : null);

document.addEventListener("pointerdown", (e) => { lastPointer = e.pointerType; }, true);
document.addEventListener("pointerover", (e) => {
  const link = termOf(e.target);
  if (link && e.pointerType === "mouse") showTip(link, false);
});
document.addEventListener("pointerout", (e) => {
  const link = termOf(e.target);
  if (link && link === shownFor && e.pointerType === "mouse" && !tip.contains(e.relatedTarget)) hideTip();
});
document.addEventListener("focusin", (e) => {
  const link = termOf(e.target);
  if (link && lastPointer !== "touch" && lastPointer !== "pen") showTip(link, false);
  else if (!link && !tip.contains(e.target)) hideTip();
});
document.addEventListener("click", (e) => {
  const link = termOf(e.target);
  if (link && (lastPointer === "touch" || lastPointer === "pen") && tapped !== link) {
    // touch or pen: the first tap explains, the second follows the link
    e.preventDefault();
    e.stopPropagation();
    showTip(link, true);
    tapped = link;
  } else if (!link && !tip.contains(e.target)) {
    hideTip();
  }
}, true);
document.addEventListener("keydown", (e) => {
  lastPointer = "keyboard";
  if (e.key === "Escape") hideTip();
});
if (window.document$) window.document$.subscribe(hideTip);

// ---- 2. scrollable tables -------------------------------------------------------------------
const REGIONS = ".md-typeset__scrollwrap, .table-scroll";

function wrapWidgetTables(scope) {
  for (const table of scope.querySelectorAll("[data-widget] table")) {
    if (table.parentElement.classList.contains("table-scroll")) continue;
    const wrap = document.createElement("div");
    wrap.className = "table-scroll";
    table.replaceWith(wrap);
    wrap.append(table);
  }
}

// A region inside a block of a long page that the browser has not laid out yet
// (scripts/hooks/long_pages.py: content-visibility) is measured when the block comes on screen:
// measuring it now would lay out the whole page. Until then it counts as scrolling (it can be
// focused, so a keyboard reaches it; focusing it shows the block, which measures it).
const notLaidOut = (region) => region.closest(".cv-block") && !region.checkVisibility({ contentVisibilityAuto: true });
// A region in a closed <details> has no box: it is measured when the details opens.
const closedAway = (region) => region.closest("details:not([open])") !== null;

function markRegions() {
  wrapWidgetTables(document);
  const all = [...document.querySelectorAll(REGIONS)];
  const shown = all.filter((region) => !closedAway(region));
  const regions = shown.filter((region) => !notLaidOut(region));
  // measure every region first, then change them: one layout, not one per table
  const overflowing = regions.map((region) => region.scrollWidth > region.clientWidth + 1);
  shown.filter((region) => !regions.includes(region)).forEach((region) => makeFocusable(region));
  regions.forEach((region, i) => {
    const overflows = overflowing[i];
    region.classList.toggle("scrolls", overflows);
    if (overflows) {
      makeFocusable(region);
    } else if ("scrollRegion" in region.dataset) {
      region.removeAttribute("tabindex");
      region.removeAttribute("role");
      region.removeAttribute("aria-label");
      delete region.dataset.scrollRegion;
    }
  });
}

function makeFocusable(region) {
  if (region.hasAttribute("tabindex")) return;
  region.tabIndex = 0;
  region.setAttribute("role", "region");
  region.setAttribute("aria-label", "Tabelle, seitlich verschiebbar");
  region.dataset.scrollRegion = "";
}

let queued = false;
function queueMark() {
  if (queued) return;
  queued = true;
  requestAnimationFrame(() => { queued = false; markRegions(); });
}
// Only a change that brings or alters a table or a region (a page of instant navigation, a
// widget's table or its rows) is measured: a widget drawing its cards does not make the page
// lay out once more.
const TABLES = `table, ${REGIONS}`;
const bringsTable = (node) => node.nodeType === 1 && (node.closest(TABLES) !== null || node.querySelector(TABLES) !== null);
new MutationObserver((records) => {
  if (records.some((r) => [...r.addedNodes].some(bringsTable))) queueMark();
}).observe(document.body, { childList: true, subtree: true });
window.addEventListener("resize", queueMark);
document.addEventListener("toggle", (e) => { if (e.target.open) queueMark(); }, true);
document.addEventListener("contentvisibilityautostatechange", (e) => { if (!e.skipped) queueMark(); }, true);
queueMark();

// ---- 3. ?aufgabe=12 → #aufgabe-12 -----------------------------------------------------------
function showNumbered() {
  const params = new URLSearchParams(location.search);
  for (const kind of ["aufgabe", "loesung"]) {
    const target = params.has(kind) && !location.hash && document.getElementById(`${kind}-${params.get(kind)}`);
    if (target) {
      location.replace(`#${target.id}`);
      return;
    }
  }
}
if (window.document$) window.document$.subscribe(showNumbered);
else showNumbered();
