// What fills each long task (issue 13): `npx tsx packages/bench/src/long-tasks.ts <tag | URL> [wait selector]`
// inside a machine with the ports 8787 free, after `npm run build`. A widget's tag loads it alone
// on a plain host page through widgets.js; a URL (e.g. the built site's post page) is opened as is.
// With the CPU slowed 4x, a Chromium trace gives the main thread's tasks over 30 ms and what runs
// inside them (script evaluation, callbacks, style, layout, GC), and a V8 sampling profile taken at
// the same time gives the functions with the most self time inside each task.
import type { AddressInfo } from "node:net";
import type { Page } from "playwright";
import { createSiteServer } from "@marketing/scripts/site-server";
import {
  CPU_SLOWDOWN,
  groupTasks,
  hostPageHtml,
  newPage,
  settled,
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
/** Trace events worth naming inside a task, with what identifies them. */
const DETAIL: Record<string, (data: Record<string, unknown>) => string> = {
  EvaluateScript: (d) => String(d.url ?? ""),
  "v8.compileModule": () => "",
  "v8.evaluateModule": () => "",
  "v8.compile": () => "",
  FunctionCall: (d) => `${String(d.functionName ?? "")} ${String(d.url ?? "")}`,
  TimerFire: () => "",
  FireAnimationFrame: () => "",
  EventDispatch: (d) => String(d.type ?? ""),
  ParseHTML: () => "",
  UpdateLayoutTree: () => "",
  Layout: () => "",
  Paint: () => "",
  PrePaint: () => "",
  MajorGC: () => "",
  MinorGC: () => "",
  RunMicrotasks: () => "",
  HandlePostMessage: () => "",
  ParseAuthorStyleSheet: () => "",
};

const short = (url: string) => url.replace(/^https?:\/\/[^/]+/, "").replace(/\?.*$/, "");

async function traced(page: Page, load: () => Promise<void>) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
  const browser = page.context().browser()!;
  await browser.startTracing(page, {
    categories: ["toplevel", "devtools.timeline", "disabled-by-default-devtools.timeline", "v8"],
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
  const mains = events.filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain");
  const busiest = mains
    .map((m) => ({
      m,
      busy: events
        .filter(
          (e) =>
            e.pid === m.pid &&
            e.tid === m.tid &&
            (e.name === "RunTask" || e.name === "ThreadControllerImpl::RunTask"),
        )
        .reduce((s, e) => s + (e.dur ?? 0), 0),
    }))
    .sort((a, b) => b.busy - a.busy)[0]!.m;
  const onMain = events.filter(
    (e) => e.pid === busiest.pid && e.tid === busiest.tid && e.ph === "X",
  );
  // Each task with its microtask checkpoint, where promise continuations (a chunk's render) run.
  const tasks = groupTasks(onMain).filter((task) => task.cpu >= LONG_MS);
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const sampleTimes: number[] = [];
  let t = profile.startTime;
  for (const delta of profile.timeDeltas) sampleTimes.push((t += delta));
  const out: string[] = [];
  for (const task of tasks) {
    const end = task.ts + task.wall * 1000;
    out.push(
      `task ${Math.round(task.cpu)} ms thread time (${Math.round(task.wall)} wall) at ${Math.round(task.ts / 1000)}`,
    );
    const inner = onMain
      .filter((e) => !task.events.includes(e) && e.ts >= task.ts && e.ts < end && e.name in DETAIL)
      .filter((e) => (e.dur ?? 0) >= 2000);
    for (const e of inner)
      out.push(
        `  +${Math.round((e.ts - task.ts) / 1000)} ${e.name} ${Math.round(e.dur! / 1000)} ms ${short(DETAIL[e.name]!(e.args?.data ?? {}))}`,
      );
    const self = new Map<string, number>();
    profile.samples.forEach((id, i) => {
      const at = sampleTimes[i]!;
      if (at < task.ts || at >= end) return;
      const { functionName, url, lineNumber, columnNumber } = nodes.get(id)!.callFrame;
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
const site = target.startsWith("/") ? createSiteServer() : undefined;
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
}
