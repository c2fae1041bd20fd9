// What fills each long task: `npx tsx packages/bench/src/long-tasks.ts <tag | URL> [wait selector]`
// after `npm run build`. A widget's tag loads it alone
// on a plain host page through widgets.js; a URL (e.g. the built site's post page) is opened as is.
// With the CPU slowed 4x, a Chromium trace gives the main thread's tasks over 30 ms and what runs
// inside them, by Lighthouse's trace processing (its main thread, task tree and groups: script
// evaluation, style and layout, rendering, GC...), and a V8 sampling profile taken at the same time
// gives the functions with the most self time inside each task.
import type { AddressInfo } from "node:net";
import type { Page } from "playwright";
import { MainThreadTasks } from "lighthouse/core/lib/tracehouse/main-thread-tasks.js";
import { TraceProcessor } from "lighthouse/core/lib/tracehouse/trace-processor.js";
import { createSiteServer } from "@marketing/scripts/site-server";
import {
  CPU_SLOWDOWN,
  groupTasks,
  hostPageHtml,
  newPage,
  settled,
  startBenchApi,
  recordLongTasks,
  widgetsPage,
  widgetsRendered,
  withHarness,
  type TraceEvent,
} from "./browser";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const LONG_MS = 30;
const short = (url: string) => url.replace(/^https?:\/\/[^/]+/, "").replace(/\?.*$/, "");

async function traced(page: Page, load: () => Promise<void>) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
  const browser = page.context().browser()!;
  await browser.startTracing(page, {
    categories: [
      "toplevel",
      "devtools.timeline",
      "disabled-by-default-devtools.timeline",
      "v8",
      "blink.user_timing",
      "loading",
    ],
  });
  await cdp.send("Profiler.start");
  await load();
  const { profile } = (await cdp.send("Profiler.stop")) as unknown as { profile: CpuProfile };
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: TraceEvent[];
  };
  return { profile, traceEvents };
}

function report(profile: CpuProfile, events: TraceEvent[]): string[] {
  // Lighthouse finds the page's main thread and builds its task tree, each node's self time in a
  // group; times in ms on the trace's clock (time 0 at its 0).
  const processed = TraceProcessor.processTrace({ traceEvents: events } as never);
  const nodes = MainThreadTasks.getMainThreadTasks(
    processed.mainThreadEvents,
    processed.frames,
    processed.timestamps.traceEnd,
    0,
  );
  const main = processed.mainThreadEvents[0]!;
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === "X");
  // Each task with its microtask checkpoint, where promise continuations (a chunk's render) run.
  const tasks = groupTasks(onMain).filter((task) => task.cpu >= LONG_MS);
  const frames = new Map(profile.nodes.map((n) => [n.id, n]));
  const sampleTimes: number[] = [];
  let t = profile.startTime;
  for (const delta of profile.timeDeltas) sampleTimes.push((t += delta));
  const out: string[] = [];
  for (const task of tasks) {
    const end = task.ts + task.wall * 1000;
    out.push(
      `task ${Math.round(task.cpu)} ms thread time (${Math.round(task.wall)} wall) at ${Math.round(task.ts / 1000)}`,
    );
    const groups = new Map<string, number>();
    for (const node of nodes) {
      if (node.startTime * 1000 < task.ts || node.startTime * 1000 >= end) continue;
      groups.set(node.group.label, (groups.get(node.group.label) ?? 0) + node.selfTime);
    }
    for (const [label, ms] of [...groups].sort((x, y) => y[1] - x[1]))
      if (ms >= 1) out.push(`  ${label} ${Math.round(ms)} ms`);
    const self = new Map<string, number>();
    profile.samples.forEach((id, i) => {
      const at = sampleTimes[i]!;
      if (at < task.ts || at >= end) return;
      const { functionName, url, lineNumber, columnNumber } = frames.get(id)!.callFrame;
      const key = url
        ? `${functionName || "(anon)"} ${short(url)}:${lineNumber + 1}:${columnNumber + 1}`
        : functionName;
      self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000);
    });
    for (const [key, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 12))
      if (ms >= 1) out.push(`    self ${Math.round(ms)} ms ${key}`);
  }
  return out;
}

const [target = "newsletter-signup", waitFor] = process.argv.slice(2);
// A path ("/blog/..."): that page of the built site.
const api = target.startsWith("/") ? await startBenchApi() : undefined;
const site = api ? createSiteServer({ api: api.api }) : undefined;
if (site) await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
const siteOrigin = site && `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
try {
  await withHarness(async (host, browser) => {
    const url = siteOrigin
      ? `${siteOrigin}${target}`
      : /^https?:/.test(target)
        ? target
        : // "blank": the host page alone, the harness's own cost.
          target === "blank"
          ? host.page(`${target}.html`, hostPageHtml("<p>Host page</p>", [], host.embedOrigin))
          : widgetsPage(host, `${target}.html`, [target]);
    const { page, close } = await newPage(browser, CPU_SLOWDOWN);
    await recordLongTasks(page);
    const { profile, traceEvents } = await traced(page, async () => {
      await page.goto(url);
      if (waitFor) await page.locator(waitFor).first().waitFor({ timeout: 60_000 });
      else if (!/^https?:/.test(target) && !site && target !== "blank")
        await widgetsRendered(page, [target], 60_000);
      await settled(page);
    });
    await close();
    console.log(report(profile, traceEvents).join("\n"));
  });
} finally {
  if (site) await new Promise<void>((resolve) => site.close(() => resolve()));
  await api?.close();
}
