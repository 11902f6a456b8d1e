// Generate the site's service worker with Workbox (called by scripts/hooks/offline.py).
//
//   node scripts/build_sw.mjs SITE_DIR
//
// Precached (on the first visit, in the background): every page — reading texts, glossary,
// widget pages —, the search index, the sitemap (instant navigation needs it), the theme's and
// our own scripts, styles and images. Not precached: the engine runtime (Pyodide, the memory
// snapshot, the wheel), ~10 MB that only pages with a widget need; it is cached when a page first
// uses it (CacheFirst; its URLs change with its content or version). A new build changes the
// precache manifest, so the browser installs the new worker and the page announces the update.
import { generateSW } from "workbox-build";

const site = process.argv[2];
if (!site) {
  console.error("usage: node scripts/build_sw.mjs SITE_DIR");
  process.exit(2);
}

const { count, size, warnings } = await generateSW({
  globDirectory: site,
  globPatterns: [
    "**/*.html",
    "search/search_index.json",
    "sitemap.xml",
    "assets/stylesheets/*.css",
    "assets/javascripts/bundle.*.js",
    "assets/javascripts/workers/search.*.js",
    "assets/javascripts/lunr/min/lunr.{stemmer.support,de,multi}.min.js",
    "assets/images/*",
    "assets/css/*.css",
    "assets/cards/*.svg",
    "assets/js/**/*.{js,mjs}",
  ],
  globIgnores: ["bench/**"],
  swDest: `${site}/sw.js`,
  mode: "production",
  sourcemap: false,
  inlineWorkboxRuntime: false,   // workbox-<hash>.js next to sw.js: served by the site, no CDN
  cleanupOutdatedCaches: true,
  clientsClaim: true,   // the first visit's page is served offline too, without a reload
  skipWaiting: false,   // an update waits until the reader accepts it (offline.js)
  maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
  // search results link with ?h=… (highlighting): the precached page is the same
  ignoreURLParametersMatching: [/.*/],
  runtimeCaching: [{
    urlPattern: ({ url }) => /\/assets\/(pyodide|snapshots|wheels)\//.test(url.pathname),
    handler: "CacheFirst",
    options: {
      cacheName: "engine-runtime",
      expiration: { maxEntries: 16, purgeOnQuotaError: true },
      cacheableResponse: { statuses: [200] },
    },
  }],
});
for (const w of warnings) console.warn(w);
console.log(`service worker: ${count} files precached, ${size} bytes`);
