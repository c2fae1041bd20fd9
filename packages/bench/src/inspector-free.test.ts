// The inspector-free page load (the "tooling" Vitest project): a real Chromium over its pipe.
import assert from "node:assert/strict";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { test } from "vitest";
import { splitAtFirstPaint } from "./browser";
import { inspectorFreeTrace } from "./inspector-free";

/** A page serving `html` at / and `script` at /big.js. */
async function serve(html: string, script = "") {
  const server = createServer((req, res) =>
    req.url === "/big.js"
      ? res.writeHead(200, { "content-type": "text/javascript" }).end(script)
      : res.writeHead(200, { "content-type": "text/html" }).end(html),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server };
}

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Probe</title></head>
<body><h1>Probe</h1><script>setTimeout(() => { document.body.append("late"); window.done = true; }, 300);</script></body></html>`;

test("traces a page load until the page says it is ready, split at its first paint", async () => {
  const server = createServer((_, res) =>
    res.writeHead(200, { "content-type": "text/html" }).end(PAGE),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  try {
    const trace = await inspectorFreeTrace(url, { slowdown: 1, ready: "window.done", settleMs: 0 });
    // The blank tab's own navigation may come first in the trace; the page's is there too.
    const navigation = trace.find(
      (e) => e.name === "navigationStart" && e.args?.data?.documentLoaderURL === url,
    );
    assert.ok(navigation, `a navigation to ${url} is in the trace`);
    // The timer that made the page ready fired inside the trace, after the first paint.
    const { beforeFirstPaint, afterFirstPaint } = splitAtFirstPaint(trace);
    assert.ok(beforeFirstPaint.length > 0);
    const timer = trace.find((e) => e.name === "TimerFire" && e.pid === navigation!.pid);
    assert.ok(timer, "the page's timer is in the trace");
    assert.ok(
      afterFirstPaint.some((task) => task.ts <= timer.ts && timer.ts <= task.ts + task.wall * 1000),
      "the timer ran in a task after the first paint",
    );
  } finally {
    server.close();
  }
}, 30_000);

test("no inspector on the page: an Error made at a large module's top level costs no re-parse", async () => {
  // Like react-dom: many functions, and a sentinel Error created when the module is evaluated. With
  // Playwright's Runtime domain on, V8 re-parses the whole module for that Error's stack.
  const functions = Array.from(
    { length: 3_000 },
    (_, i) => `function f${i}(a) { return a * ${i} + String(a).length; }`,
  ).join("\n");
  const script = `${functions}\nexport const sentinel = Error("not a real error");\nwindow.done = true;\n`;
  const { url, server } = await serve(
    `<!doctype html><html lang="en"><title>Big</title><h1>Big</h1><script type="module" src="/big.js"></script></html>`,
    script,
  );
  try {
    const trace = await inspectorFreeTrace(url, {
      slowdown: 1,
      ready: "window.done",
      settleMs: 0,
      categories: ["toplevel", "blink.user_timing", "v8", "disabled-by-default-v8.compile"],
    });
    assert.ok(
      trace.some((e) => e.name === "v8.evaluateModule"),
      "the module was evaluated",
    );
    assert.deepEqual(
      trace.filter((e) => e.name === "V8.CollectSourcePositions").map((e) => e.dur),
      [],
    );
  } finally {
    server.close();
  }
}, 30_000);
