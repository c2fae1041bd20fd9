// Where the time goes: `npx tsx packages/bench/src/profile.ts [report.md]`, inside
// a machine with the ports 8787 and 4173 free, after `npm run build`.
// 1. Each widget's start-up on a plain host page, CPU slowed 4x: a V8 CPU profile (CDP Profiler)
//    attributed to packages through the embed's source maps, plus the compile/evaluate/layout
//    split from a Chromium trace.
// 2. `/` and `/blog`: Lighthouse (mobile) diagnostics (render-blocking requests, unused
//    JavaScript, LCP element, images, main-thread breakdown) and a CPU profile of the load.
// Writes a Markdown report (default: stdout). Figures on a shared machine are noisy: compare
// shares, not absolute milliseconds.
import { writeFileSync } from "node:fs";
import { originalPositionFor, type TraceMap } from "@jridgewell/trace-mapping";
import type { Page } from "playwright";
import { dependencyAt, embedFileOf, sourceMapFor } from "./attribution";
import {
  CPU_SLOWDOWN,
  TAGS,
  WIDGET_MARKUP,
  hostPageHtml,
  launchChromium,
  longTasks,
  newPage,
  recordLongTasks,
  startBenchApi,
  settled,
  startHostServer,
  widgetsRendered,
} from "./browser";
import { runLighthouse, startSiteAndChromium } from "./lighthouse.bench";

interface ProfileNode {
  id: number;
  parent?: number;
  children?: number[];
  callFrame: {
    functionName: string;
    url: string;
    lineNumber: number;
    columnNumber: number;
  };
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** What a profile frame is: its package (through source maps), or V8's own pseudo-frames. */
type Frame = { group: string; source: string; name: string };

/** `../../node_modules/preact/src/diff/index.js` → `preact/src/diff/index.js`; `src/core/i18n.ts` → `core/i18n.ts`. */
const shortSource = (source: string) =>
  source.replace(/^.*node_modules\//, "").replace(/^.*?\/?src\/(?=[a-z-]+\/)/, "");

function frameResolver() {
  const maps = new Map<string, TraceMap | undefined>();
  return (node: ProfileNode): Frame => {
    const { url, functionName, lineNumber, columnNumber } = node.callFrame;
    if (!url) return { group: functionName || "(native)", source: "", name: functionName };
    const file = embedFileOf(url);
    if (!file) {
      const short = url.replace(/^https?:\/\/[^/]+/, "");
      return { group: short, source: short, name: functionName || "(anonymous)" };
    }
    if (!maps.has(file)) maps.set(file, sourceMapFor(file));
    const map = maps.get(file);
    if (!map) return { group: file, source: file, name: functionName };
    const original = originalPositionFor(map, { line: lineNumber + 1, column: columnNumber });
    const group = dependencyAt(map, lineNumber, columnNumber);
    const source = original.source ? shortSource(original.source) : group;
    return { group, source, name: original.name ?? (functionName || "(anonymous)") };
  };
}

/**
 * The start-up phase a sample belongs to, innermost concern first: sanitizing, i18n set-up and
 * translation, rendering (Preact), data fetching, the element upgrade glue, module evaluation.
 */
function phaseOf(leaf: Frame, groups: Set<string>, files: Set<string>): string {
  if (groups.has("dompurify") || files.has("blog/sanitize.ts")) return "sanitize (DOMPurify)";
  if (files.has("core/i18n.ts") || leaf.group.startsWith("i18next"))
    return "i18n (init, catalogues, t())";
  if (groups.has("ky") || files.has("core/http.ts")) return "fetch (ky)";
  if (groups.has("preact")) return "render (Preact diff, hooks, widget components)";
  if (groups.has("@r2wc/core") || groups.has("@r2wc/react-to-web-component"))
    return "element upgrade (r2wc)";
  if (groups.size > 0) return "script evaluation (module top level)";
  return `outside JS: ${leaf.group}`;
}

/** Self time per group and inclusive time per group (a group counted once per sample). */
function analyse(profile: CpuProfile, resolve: (node: ProfileNode) => Frame) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const frames = new Map(profile.nodes.map((node) => [node.id, resolve(node)]));
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const files = new Map<string, number>();
  const phases = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, ms: number) =>
    map.set(key, (map.get(key) ?? 0) + ms);
  let busy = 0;
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const leaf = frames.get(id)!;
    if (leaf.group === "(idle)") return;
    busy += ms;
    add(self, leaf.group, ms);
    const seen = new Set<string>();
    const seenFiles = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = frames.get(at)!;
      if (!byId.get(at)!.callFrame.url) continue;
      if (!seen.has(frame.group)) {
        seen.add(frame.group);
        add(inclusive, frame.group, ms);
      }
      if (!seenFiles.has(frame.source)) {
        seenFiles.add(frame.source);
        add(files, frame.source, ms);
      }
    }
    add(phases, phaseOf(leaf, seen, seenFiles), ms);
  });
  return { self, inclusive, files, phases, busy };
}

const table = (title: string, entries: Map<string, number>, limit = 12) => {
  const rows = [...entries]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .filter(([, ms]) => ms >= 1)
    .map(([name, ms]) => `| ${name} | ${Math.round(ms)} |`);
  return [`| ${title} | ms |`, "|---|---|", ...rows].join("\n");
};

async function cpuProfile(page: Page, load: () => Promise<void>): Promise<CpuProfile> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
  await cdp.send("Profiler.start");
  await load();
  const { profile } = await cdp.send("Profiler.stop");
  return profile as unknown as CpuProfile;
}

/** Compile, evaluation, style/layout and paint time from a Chromium trace of the load. */
async function traceSplit(page: Page, load: () => Promise<void>): Promise<Map<string, number>> {
  const browser = page.context().browser()!;
  await browser.startTracing(page, {
    categories: ["devtools.timeline", "v8", "disabled-by-default-devtools.timeline"],
  });
  await load();
  const buffer = await browser.stopTracing();
  const { traceEvents } = JSON.parse(buffer.toString()) as {
    traceEvents: Array<{
      name: string;
      dur?: number;
      ph: string;
      args?: { data?: { url?: string } };
    }>;
  };
  const wanted: Record<string, string> = {
    "v8.compile": "compile (v8.compile)",
    "v8.parseOnBackground": "parse off the main thread",
    EvaluateScript: "evaluate script (incl. what it runs synchronously)",
    "v8.compileModule": "compile module",
    "v8.evaluateModule": "evaluate module",
    FunctionCall: "function calls (timers, callbacks)",
    UpdateLayoutTree: "style recalculation",
    Layout: "layout",
    Paint: "paint",
    MajorGC: "major GC",
    MinorGC: "minor GC",
  };
  const totals = new Map<string, number>();
  for (const event of traceEvents) {
    const label = wanted[event.name];
    if (label && event.ph === "X" && event.dur)
      totals.set(label, (totals.get(label) ?? 0) + event.dur / 1000);
  }
  return totals;
}

async function widgets(out: string[]): Promise<void> {
  const host = await startHostServer(undefined, services.api);
  const browser = await launchChromium();
  const resolve = frameResolver();
  try {
    for (const tag of TAGS) {
      const url = host.page(
        `${tag}.html`,
        hostPageHtml(WIDGET_MARKUP[tag]!, ["widgets.js"], host.embedOrigin),
      );
      const load = (page: Page) => async () => {
        await page.goto(url);
        await widgetsRendered(page, [tag], 60_000);
        await settled(page);
      };
      const first = await newPage(browser, CPU_SLOWDOWN);
      await recordLongTasks(first.page);
      const profile = await cpuProfile(first.page, load(first.page));
      const tasks = await longTasks(first.page);
      await first.close();
      const second = await newPage(browser, CPU_SLOWDOWN);
      const split = await traceSplit(second.page, load(second.page));
      await second.close();
      const { self, inclusive, files, phases, busy } = analyse(profile, resolve);
      out.push(
        `### <${tag}>`,
        "",
        `Busy main thread ${Math.round(busy)} ms; long tasks: ${tasks.map((t) => `${Math.round(t.duration)} ms @${Math.round(t.start)}`).join(", ") || "none"}.`,
        "",
        table("phase (innermost concern on the stack)", phases),
        "",
        table("self time by package / pseudo-frame", self),
        "",
        table("inclusive time by package (on the stack)", inclusive),
        "",
        table("inclusive time by source file", files, 15),
        "",
        table("trace: main-thread event totals", split),
        "",
      );
      process.stderr.write(`profiled <${tag}>\n`);
    }
  } finally {
    await browser.close();
    await host.close();
  }
}

interface AuditItem {
  url?: string;
  wastedMs?: number;
  wastedBytes?: number;
  totalBytes?: number;
  transferSize?: number;
  scripting?: number;
  scriptParseCompile?: number;
  total?: number;
  groupLabel?: string;
  duration?: number;
  node?: { snippet?: string; selector?: string };
  items?: AuditItem[];
}

async function site(out: string[]): Promise<void> {
  const running = await startSiteAndChromium();
  try {
    for (const path of ["/", "/blog"]) {
      const { lhr } = await runLighthouse(`${running.origin}${path}`, running.port);
      const audit = (id: string) => lhr.audits[id];
      const items = (id: string) =>
        ((audit(id)?.details as { items?: AuditItem[] } | undefined)?.items ?? []) as AuditItem[];
      const short = (url = "") => url.replace(running.origin, "");
      const metric = (id: string) => `${audit(id)?.displayValue ?? "?"}`;
      out.push(
        `### Lighthouse mobile ${path}`,
        "",
        `Performance ${Math.round((lhr.categories.performance?.score ?? 0) * 100)}; FCP ${metric("first-contentful-paint")}, LCP ${metric("largest-contentful-paint")}, TBT ${metric("total-blocking-time")}, CLS ${metric("cumulative-layout-shift")}, SI ${metric("speed-index")}.`,
        "",
        "Render-blocking requests: " +
          (items("render-blocking-resources")
            .map(
              (i) =>
                `${short(i.url)} (${Math.round(i.wastedMs ?? 0)} ms, ${Math.round((i.totalBytes ?? 0) / 1024)} KiB)`,
            )
            .join("; ") || "none"),
        "",
        "Unused JavaScript: " +
          (items("unused-javascript")
            .map(
              (i) =>
                `${short(i.url)} ${Math.round((i.wastedBytes ?? 0) / 1024)} of ${Math.round((i.totalBytes ?? 0) / 1024)} KiB`,
            )
            .join("; ") || "none flagged"),
        "",
        "LCP element: " +
          (items("largest-contentful-paint-element")
            .flatMap((i) => i.items ?? [i])
            .map((i) => (i.node?.snippet ? `\`${i.node.snippet}\`` : ""))
            .filter(Boolean)
            .join(" ") || "?") +
          "; LCP phases: " +
          (items("largest-contentful-paint-element")
            .flatMap((i) => i.items ?? [])
            .filter((i) => i.duration !== undefined)
            .map(
              (i) => `${String((i as { phase?: string }).phase)} ${Math.round(i.duration ?? 0)} ms`,
            )
            .join(", ") || "?"),
        "",
        `Images: modern formats ${audit("modern-image-formats")?.displayValue ?? "ok"}; responsive sizes ${audit("uses-responsive-images")?.displayValue ?? "ok"}; unsized ${audit("unsized-images")?.score === 1 ? "none" : "some"}; offscreen ${audit("offscreen-images")?.displayValue ?? "ok"}.`,
        "",
        "JavaScript execution (bootup-time): " +
          items("bootup-time")
            .map(
              (i) =>
                `${short(i.url)} ${Math.round(i.scripting ?? 0)} ms script + ${Math.round(i.scriptParseCompile ?? 0)} ms parse/compile`,
            )
            .join("; "),
        "",
        "Main-thread work: " +
          items("mainthread-work-breakdown")
            .map((i) => `${i.groupLabel} ${Math.round(i.duration ?? 0)} ms`)
            .join(", "),
        "",
        "Transfer: " +
          items("network-requests" as string)
            .filter((i) => (i.transferSize ?? 0) > 0)
            .map((i) => `${short(i.url)} ${((i.transferSize ?? 0) / 1024).toFixed(1)} KiB`)
            .join(", "),
        "",
        "Console errors: " +
          (items("errors-in-console")
            .map((i) => `${(i as { description?: string }).description ?? ""} (${short(i.url)})`)
            .join("; ") || "none"),
        "",
        "Other failing audits: " +
          Object.values(lhr.audits)
            .filter(
              (a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== "informative",
            )
            .map((a) => `${a.id} (${a.displayValue ?? a.score})`)
            .join(", "),
        "",
      );
      process.stderr.write(`lighthouse ${path}\n`);
    }
    // The same loads in Chromium at 4x CPU, profiled: which site scripts take the time.
    const browser = await launchChromium();
    try {
      for (const path of ["/", "/blog"]) {
        const { page, close } = await newPage(browser, CPU_SLOWDOWN);
        const profile = await cpuProfile(page, async () => {
          await page.goto(`${running.origin}${path}`);
          await page.waitForLoadState("networkidle");
          await page.waitForTimeout(1_000);
        });
        await close();
        const { self, busy } = analyse(profile, frameResolver());
        out.push(
          `### CPU profile of ${path}, CPU ${CPU_SLOWDOWN}x slower (self time by script)`,
          "",
          `Busy main thread ${Math.round(busy)} ms.`,
          "",
          table("script / pseudo-frame", self, 15),
          "",
        );
      }
    } finally {
      await browser.close();
    }
  } finally {
    await running.close();
  }
}

const out: string[] = [
  `# Profiles (${new Date().toISOString()})`,
  "",
  "## Widgets on a host page",
  "",
];
const services = await startBenchApi();
try {
  await widgets(out);
  out.push("## Site", "");
  await site(out);
} finally {
  await services.close();
}
const report = out.join("\n");
if (process.argv[2]) writeFileSync(process.argv[2], report);
else console.log(report);
