// The bench's pure parts (the "tooling" Vitest project).
import assert from "node:assert/strict";
import { test } from "vitest";
import { TraceMap } from "@jridgewell/trace-mapping";
import { bytesByDependency, dependencyOf, embedFileOf } from "./attribution";
import { median, totalBlockingTime } from "./browser";
import { routesFromSitemap, selectRoutes } from "./lighthouse.bench";

const url = (loc: string, alternates: Array<[string, string]>) =>
  `<url><loc>${loc}</loc>${alternates
    .map(([lang, href]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${href}"/>`)
    .join("")}</url>`;

test("routes: every hreflang alternate of every sitemap page, x-default aside", () => {
  const xml = `<urlset>${url("https://x.test/blog", [
    ["en", "https://x.test/blog"],
    ["fr", "https://x.test/fr/blog"],
    ["x-default", "https://x.test/blog"],
  ])}${url("https://x.test/", [
    ["en", "https://x.test/"],
    ["fr", "https://x.test/?lang=fr&amp;x=1"],
  ])}<url><loc>https://x.test/blog/a-post</loc></url></urlset>`;
  assert.deepEqual(routesFromSitemap(xml), [
    { path: "/blog/a-post", lang: "" },
    { path: "/", lang: "en" },
    { path: "/blog", lang: "en" },
    { path: "/?lang=fr&x=1", lang: "fr" },
    { path: "/fr/blog", lang: "fr" },
  ]);
});

test("routes: BENCH_ROUTES picks paths; quick keeps one post per language", () => {
  const all = [
    { path: "/", lang: "en" },
    { path: "/blog/a", lang: "en" },
    { path: "/blog/b", lang: "en" },
    { path: "/fr/blog/a", lang: "fr" },
    { path: "/fr/blog/b", lang: "fr" },
  ];
  assert.deepEqual(
    selectRoutes(all, "/, /fr/blog/b", false).map((r) => r.path),
    ["/", "/fr/blog/b"],
  );
  assert.deepEqual(
    selectRoutes(all, undefined, true).map((r) => r.path),
    ["/", "/blog/a", "/fr/blog/a"],
  );
  assert.equal(selectRoutes(all, undefined, false).length, 5);
});

test("dependencies: packages (scoped too), catalogues and each widget's own code", () => {
  assert.equal(dependencyOf("../../node_modules/preact/compat/dist/compat.module.js"), "preact");
  assert.equal(dependencyOf("node_modules/@r2wc/core/dist/index.js"), "@r2wc/core");
  assert.equal(dependencyOf("../src/locales/fr/contact-form.json"), "catalogues (json)");
  assert.equal(dependencyOf("../src/contact-form/locales/fr.json"), "catalogues (json)");
  assert.equal(dependencyOf("../src/contact-form/ContactForm.tsx"), "contact-form code");
  assert.equal(dependencyOf("../src/core/i18n.ts"), "widget core");
  assert.equal(dependencyOf("../../contracts/src/config-keys.ts"), "contracts");
});

test("bytes by dependency: each mapped segment runs to the next one", () => {
  // Line 0: "aaaabb" — columns 0–3 from a.js (preact), 4–5 from b.ts (a widget).
  const map = new TraceMap({
    version: 3,
    sources: ["node_modules/preact/a.js", "src/blog-list/b.ts"],
    names: [],
    mappings: "AAAA,ICAA",
  });
  const totals = bytesByDependency(map, "aaaabb");
  assert.equal(totals.get("preact"), 4);
  assert.equal(totals.get("blog-list code"), 2);
});

test("embed file of a URL, blocking time and median", () => {
  assert.equal(
    embedFileOf("http://cdn.test/wp/embed/chunks/runtime-abc.js?v=1"),
    "chunks/runtime-abc.js",
  );
  assert.equal(embedFileOf("http://cdn.test/page.html"), undefined);
  const task = (duration: number) => ({ start: 0, duration, end: duration });
  assert.equal(totalBlockingTime([task(40), task(80), task(150)]), 130);
  assert.equal(median([3, 1, 2]), 2);
  assert.equal(median([4, 1, 2, 3]), 2.5);
});
