// The Lighthouse suite's per-route verdict and table (the "tooling" Vitest project).
import assert from "node:assert/strict";
import { test } from "vitest";
import { imageUrls, overBars, routeRow, routeTable, type RouteFigures } from "./lighthouse.bench";

const perfect: RouteFigures = {
  route: "/fr/ [fr]",
  performance: 100,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
  cls: 0,
  tbt: 0,
  lcp: 900,
  worstPerformance: 100,
  worstTbt: 0,
};

test("a route meets the site's bars: categories 100 (perf median, min 98), no shift, TBT ≤ 50 ms every run", () => {
  assert.deepEqual(overBars(perfect), []);
  assert.deepEqual(overBars({ ...perfect, worstPerformance: 98, tbt: 30, worstTbt: 50 }), []);
  assert.deepEqual(overBars({ ...perfect, seo: 92, cls: 0.001, worstTbt: 51 }), [
    "seo",
    "cls",
    "tbt",
  ]);
  assert.deepEqual(overBars({ ...perfect, worstPerformance: 97 }), ["worst performance"]);
  assert.equal(routeRow(perfect).ok, true);
  assert.equal(routeRow({ ...perfect, performance: 99 }).ok, false);
});

test("the table has one row per route with every figure, and OVER naming what missed", () => {
  const lines = routeTable([perfect, { ...perfect, route: "/blog [en]", accessibility: 97 }])
    .trim()
    .split("\n");
  assert.equal(lines.length, 4);
  assert.match(
    lines[0]!,
    /route.*perf.*perf min.*a11y.*BP.*SEO.*CLS.*TBT ms.*TBT max.*LCP ms.*status/,
  );
  assert.match(lines[2]!, /\/fr\/ \[fr\].*\|\s+100 \|.*\|\s+900 \| ok/);
  assert.match(lines[3]!, /\/blog \[en\].*\|\s+97 \|.*OVER \(accessibility\)/);
});

test("the images a page names, to warm before measuring: src and every srcset candidate, absolute only", () => {
  const html = `<img src="http://127.0.0.1:8787/drive/thumbnail?id=a&amp;sz=w800" srcset="http://127.0.0.1:8787/drive/thumbnail?id=a&amp;sz=w480 480w, http://127.0.0.1:8787/drive/thumbnail?id=a&amp;sz=w800 800w"><img src="/favicon.svg"><script src="/embed/widgets.js"></script>`;
  assert.deepEqual(imageUrls(html), [
    "http://127.0.0.1:8787/drive/thumbnail?id=a&sz=w800",
    "http://127.0.0.1:8787/drive/thumbnail?id=a&sz=w480",
  ]);
});
