// The inspector-free page load (the "tooling" Vitest project): a real Chromium over its pipe.
import assert from "node:assert/strict";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { test } from "vitest";
import { splitAtFirstPaint } from "./browser";
import { inspectorFreeTrace } from "./inspector-free";

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
    const navigation = trace.find((e) => e.name === "navigationStart");
    assert.equal(navigation?.args?.data?.documentLoaderURL, url);
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
