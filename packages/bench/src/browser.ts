// What the browser suites share: the site's API (the edge Worker in front of the local services, as
// `npm start` runs it), a gzip static server standing in for a CDN that serves the built embed
// files to third-party host pages, and Chromium driven over CDP.
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Browser, type CDPSession, type Page } from "playwright";
import { localWorkerVars, startEdge } from "@marketing/edge/local-worker";
import { startServices } from "@marketing/local-services";
import { passToApi, type ApiHandler } from "@marketing/scripts/api-proxy";
import { CHROMIUM_ARGS, findChromium } from "@marketing/scripts/chromium";
import { EMBED_DIR, createSiteHandler } from "@marketing/scripts/site-server";
import { ELEMENT_TAGS, exampleMarkup } from "@marketing/widgets/tags";

/**
 * Every widget of the one list (packages/widgets/src/tags.ts), each with the markup a marketer
 * would paste for it (its declaration's `example`): a new widget is benchmarked without a line here.
 */
export const TAGS: string[] = [...ELEMENT_TAGS];
export const WIDGET_MARKUP: Record<string, string> = Object.fromEntries(
  ELEMENT_TAGS.map((tag) => [tag, exampleMarkup(tag)]),
);

/** A mid-range phone, as the start-up and interaction bars assume it. */
export const CPU_SLOWDOWN = 4;
/** The site's API: the edge Worker in workerd, in front of local services of its own. */
export interface BenchApi {
  api: ApiHandler;
  /** The local services' origin: their stand-ins (the calendar) answer there. */
  servicesUrl: string;
  close(): Promise<void>;
}

export async function startBenchApi(): Promise<BenchApi> {
  const dataDir = mkdtempSync(join(tmpdir(), "bench-services-"));
  const services = await startServices({ port: 0, host: "127.0.0.1", dataDir });
  const worker = await startEdge({ vars: localWorkerVars(services.url) });
  return {
    api: worker.dispatch,
    servicesUrl: services.url,
    async close() {
      await worker.dispose();
      await services.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface HostServer {
  /** Origin of the embed files, e.g. `http://127.0.0.1:41234` (files under `/embed/`). */
  embedOrigin: string;
  /** Another origin on the same server, where host pages live (`/page/<name>`). */
  hostOrigin: string;
  /** Publishes a host page at `${hostOrigin}/page/<name>` and returns its URL. */
  page(name: string, html: string): string;
  close(): Promise<void>;
}

/**
 * Serves `dir` at /embed/ through the site server's own handler, gzip-compressed (the encoding
 * the bars are in), and host pages from memory. Every file the build wrote is servable,
 * so a loader's chunks load as on a CDN.
 */
export async function startHostServer(dir = EMBED_DIR, api?: ApiHandler): Promise<HostServer> {
  const pages = new Map<string, string>();
  // Every file compressed, however small, as the budgets were measured.
  const files = createSiteHandler({ embedDir: dir, compressFrom: 0 });
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (url.pathname.startsWith("/page/")) {
      const html = pages.get(url.pathname.slice("/page/".length));
      res.writeHead(html ? 200 : 404, { "content-type": "text/html; charset=utf-8" });
      return res.end(html ?? "no such page");
    }
    // The company's API, at the host page's own /api (any origin this server answers).
    if (api && url.pathname.startsWith("/api/"))
      return void passToApi(req, res, api, `http://${req.headers.host ?? "127.0.0.1"}`);
    if (!url.pathname.startsWith("/embed/")) return void res.writeHead(404).end();
    if (/\bgzip\b/.test(String(req.headers["accept-encoding"] ?? "")))
      req.headers["accept-encoding"] = "gzip";
    files(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    embedOrigin: `http://127.0.0.1:${port}`,
    // localhost is another origin than 127.0.0.1, as a host page is to a CDN.
    hostOrigin: `http://localhost:${port}`,
    page(name, html) {
      pages.set(name, html);
      return `http://localhost:${port}/page/${name}`;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * A plain third-party page: the markup, then one script tag per embed file. Its widgets call the
 * API at the page's own `/api` (the host server passes it to the Worker), as on the company's
 * site: no cross-origin request in what the benches time.
 */
export function hostPageHtml(body: string, scripts: string[], embedOrigin: string): string {
  const tags = scripts.map((s) => `<script src="${embedOrigin}/embed/${s}"></script>`).join("\n");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Host page</title></head><body><main>${body}</main>\n${tags}</body></html>`;
}

/** A host page at `name` with the `tags`' elements, loading widgets.js. */
export function widgetsPage(host: HostServer, name: string, tags: string[]): string {
  const body = tags.map((tag) => WIDGET_MARKUP[tag]!).join("\n");
  return host.page(name, hostPageHtml(body, ["widgets.js"], host.embedOrigin));
}

/** A bench's harness: the local services, a host server and Chromium, closed whatever happens. */
export async function withHarness<T>(
  run: (host: HostServer, browser: Browser, servicesUrl: string) => Promise<T>,
): Promise<T> {
  const services = await startBenchApi();
  const host = await startHostServer(EMBED_DIR, services.api);
  const browser = await launchChromium();
  try {
    return await run(host, browser, services.servicesUrl);
  } finally {
    await browser.close();
    await host.close();
    await services.close();
  }
}

/** The benches' Chromium flags: the host page and the services are both loopback, so no
 * local-network-access prompt. */
export const BENCH_CHROMIUM_ARGS = [
  ...CHROMIUM_ARGS,
  "--disable-features=LocalNetworkAccessChecks",
];

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: findChromium(), args: BENCH_CHROMIUM_ARGS });
}

/** A fresh page (no cache) with a CDP session, the CPU slowed `slowdown` times. */
export async function newPage(
  browser: Browser,
  slowdown = 1,
): Promise<{ page: Page; cdp: CDPSession; close(): Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  // No internet here: the calendar provider (booking button) and published documents fail fast.
  await page.route(/^https:\/\/([a-z]+\.)?(calendly|google)\.com\//, (route) => route.abort());
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  if (slowdown > 1) await cdp.send("Emulation.setCPUThrottlingRate", { rate: slowdown });
  return { page, cdp, close: () => context.close() };
}

/** Resolves once every `tag` on the page has rendered something into its shadow root. */
export async function widgetsRendered(page: Page, tags: string[], timeout = 30_000) {
  await page.waitForFunction(
    (names) =>
      names.every((name) =>
        Array.from(document.querySelectorAll(name)).every((element) => {
          const root = element.shadowRoot;
          // data-mw-rendering: a sliced widget (core/progressive.tsx) has slices still to come.
          return (
            !!root &&
            !element.hasAttribute("data-mw-rendering") &&
            Array.from(root.children).some((c) => c.localName !== "style")
          );
        }),
      ),
    tags,
    { timeout, polling: 100 },
  );
}

/** Scrolls to the bottom in steps, so elements that load near the viewport do. */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y <= document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
}

/** Waits until no request has been in flight and no long task has started for `quietMs`. */
export async function settled(page: Page, quietMs = 1_000): Promise<void> {
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(
    (quiet) => {
      const tasks = (window as unknown as { __benchLongTasks?: { end: number }[] })
        .__benchLongTasks;
      const last = tasks?.length ? tasks[tasks.length - 1]!.end : 0;
      return performance.now() - last >= quiet;
    },
    quietMs,
    { polling: 200, timeout: 60_000 },
  );
}

export interface LongTask {
  start: number;
  duration: number;
  end: number;
}

/** Records every long task from the document's creation (before any page script runs). */
export async function recordLongTasks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const tasks: { start: number; duration: number; end: number }[] = [];
    (window as unknown as { __benchLongTasks: typeof tasks }).__benchLongTasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        tasks.push({
          start: entry.startTime,
          duration: entry.duration,
          end: entry.startTime + entry.duration,
        });
    }).observe({ type: "longtask", buffered: true });
  });
}

export async function longTasks(page: Page): Promise<LongTask[]> {
  return page.evaluate(
    () => (window as unknown as { __benchLongTasks: LongTask[] }).__benchLongTasks ?? [],
  );
}

/** Total blocking time: every task's time beyond 50 ms. */
export function totalBlockingTime(tasks: LongTask[]): number {
  return tasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export interface Transfer {
  url: string;
  /** Bytes of the body as it crossed the network (compressed). */
  encoded: number;
  /** Bytes after decompression. */
  decoded: number;
  /** CDP's resource type: `Script`, `Document`, `Fetch`… */
  type?: string;
}

/** Collects, from CDP's network events, what every finished request of the page transferred. */
export function recordTransfers(cdp: CDPSession): { transfers: Transfer[] } {
  const urls = new Map<string, string>();
  const types = new Map<string, string>();
  const decoded = new Map<string, number>();
  const record = { transfers: [] as Transfer[] };
  cdp.on("Network.requestWillBeSent", (event) => urls.set(event.requestId, event.request.url));
  cdp.on("Network.dataReceived", (event) =>
    decoded.set(event.requestId, (decoded.get(event.requestId) ?? 0) + event.dataLength),
  );
  cdp.on("Network.responseReceived", (event) => {
    urls.set(event.requestId, event.response.url);
    types.set(event.requestId, event.type);
  });
  const headerBytes = new Map<string, number>();
  cdp.on("Network.responseReceivedExtraInfo", (event) =>
    headerBytes.set(event.requestId, (event.headersText ?? "").length),
  );
  cdp.on("Network.loadingFinished", (event) => {
    const url = urls.get(event.requestId);
    if (!url) return;
    record.transfers.push({
      url,
      // encodedDataLength counts the response headers too; the budgets are about bodies.
      encoded: Math.max(0, event.encodedDataLength - (headerBytes.get(event.requestId) ?? 0)),
      decoded: decoded.get(event.requestId) ?? 0,
      type: types.get(event.requestId),
    });
  });
  return record;
}

export function tempDir(prefix: string): { path: string; remove(): void } {
  const path = mkdtempSync(join(tmpdir(), prefix));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

/**
 * A page-side expression's value through CDP. Unlike `page.evaluate`, `waitForFunction` or a
 * locator, Playwright then injects no script of its own into the page: evaluating its injected
 * script takes 100–300 ms with the CPU slowed 4x, a long task that is the harness's, not the
 * widget's (measured on a host page without any widget).
 */
export async function cdpValue<T>(cdp: CDPSession, expression: string): Promise<T> {
  const { result, exceptionDetails } = await cdp.send("Runtime.evaluate", {
    expression,
    returnByValue: true,
  });
  if (exceptionDetails) throw new Error(`${expression}: ${exceptionDetails.text}`);
  return result.value as T;
}

/** Polls a page-side expression through CDP (see cdpValue) until it is truthy. */
export async function cdpWaitFor(
  cdp: CDPSession,
  expression: string,
  timeout = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeout;
  while (!(await cdpValue<boolean>(cdp, `!!(${expression})`))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${expression}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** widgetsRendered, through CDP only. */
export async function widgetsRenderedQuietly(cdp: CDPSession, tags: string[], timeout = 30_000) {
  await cdpWaitFor(
    cdp,
    `${JSON.stringify(tags)}.every((name) => Array.from(document.querySelectorAll(name)).every((el) => !!el.shadowRoot && !el.hasAttribute("data-mw-rendering") && Array.from(el.shadowRoot.children).some((c) => c.localName !== "style")))`,
    timeout,
  );
}

/** settled, through CDP only: no request in flight, then no long task for `quietMs`. */
export async function settledQuietly(page: Page, cdp: CDPSession, quietMs = 1_000) {
  await page.waitForLoadState("networkidle");
  await cdpWaitFor(
    cdp,
    `performance.now() - ((window.__benchLongTasks ?? []).at(-1)?.end ?? 0) >= ${quietMs}`,
    60_000,
  );
}

/** Opens `url` and waits, through CDP only, until `tag` has rendered and the page is quiet. */
export async function loadWidgetQuietly(page: Page, cdp: CDPSession, url: string, tag: string) {
  await page.goto(url);
  await widgetsRenderedQuietly(cdp, [tag], 60_000);
  await settledQuietly(page, cdp);
}

/** longTasks, through CDP only. */
export function longTasksQuietly(cdp: CDPSession): Promise<LongTask[]> {
  return cdpValue<LongTask[]>(cdp, "window.__benchLongTasks ?? []");
}

/** A Chromium trace event, as much of it as the benches read. */
export interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: {
    name?: string;
    data?: Record<string, unknown> & { documentLoaderURL?: string; url?: string };
  };
}

/** The main thread's task event (Chromium's current name, and the older one). */
const TASK_EVENTS = new Set(["ThreadControllerImpl::RunTask", "RunTask"]);
/**
 * The microtask checkpoint Blink runs once a task's own work is done: the trace records it beside
 * the task, not inside it, yet it is part of the same long task (a `PerformanceObserver` counts
 * it). Promise continuations run there: an `await import()`'s, a `scheduler.yield()`'s, and so an
 * element's definition and first render in widgets.js's chunks.
 */
const MICROTASKS = "BlinkScheduler_PerformMicrotaskCheckpoint";
/** How close to a task's end its checkpoint starts (µs); the trace shows 2–30 µs. */
const CHECKPOINT_GAP_US = 100;

/** A main-thread task as the page sees it: the task and its microtask checkpoint. */
export interface TracedTask {
  /** Start, in the trace's clock (µs). */
  ts: number;
  /** Wall time, in ms. */
  wall: number;
  /** Thread (CPU) time, in ms. */
  cpu: number;
  /** The trace events it is made of (the task, then its checkpoint). */
  events: TraceEvent[];
}

/**
 * The tasks of one thread's events: each top-level task event with the microtask checkpoint that
 * follows it, and any checkpoint that runs on its own (after a script, a callback of the engine).
 */
export function groupTasks(onThread: TraceEvent[]): TracedTask[] {
  const top = onThread
    .filter((e) => e.ph === "X" && (TASK_EVENTS.has(e.name) || e.name === MICROTASKS))
    .sort((a, b) => a.ts - b.ts);
  const tasks: TracedTask[] = [];
  let end = -Infinity;
  for (const e of top) {
    const dur = e.dur ?? 0;
    if (e.ts < end) continue; // nested in the previous task (RunTask inside RunTask, a checkpoint in it)
    const last = tasks.at(-1);
    if (last && e.name === MICROTASKS && e.ts - end <= CHECKPOINT_GAP_US) {
      last.wall = (e.ts + dur - last.ts) / 1000;
      last.cpu += (e.tdur ?? dur) / 1000;
      last.events.push(e);
    } else {
      tasks.push({ ts: e.ts, wall: dur / 1000, cpu: (e.tdur ?? dur) / 1000, events: [e] });
    }
    end = e.ts + dur;
  }
  return tasks;
}

/**
 * The main thread's tasks while `load` runs, from a Chromium trace: each task's wall time and its
 * thread CPU time, its microtask checkpoint included (groupTasks). `from`: tasks from the first evaluation of a script whose URL matches it on (the
 * host page's own navigation and parsing before it are not the widget's), from the navigation on,
 * or every task of the trace (an interaction on a loaded page). Chromium's CPU throttling keeps the
 * thread busy, so a task's thread time at 4x is what it takes on an idle machine at 4x (measured:
 * 4.5x the thread time of the same load unthrottled), while its wall time also counts the other
 * processes of a shared machine.
 */
export async function tracedTasks(
  page: Page,
  from: RegExp | "navigation" | "all",
  load: () => Promise<void>,
): Promise<TracedTask[]> {
  return tasksOfTrace(await traceOf(page, load), from);
}

/** What the benches' page-load traces record: tasks, timeline events, paint marks, navigation. */
export const TRACE_CATEGORIES = ["toplevel", "devtools.timeline", "blink.user_timing", "loading"];

/** The trace events Chromium records for `page` while `load` runs. */
async function traceOf(page: Page, load: () => Promise<void>): Promise<TraceEvent[]> {
  const browser = page.context().browser()!;
  await browser.startTracing(page, {
    categories: TRACE_CATEGORIES,
  });
  await load();
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: TraceEvent[];
  };
  return traceEvents;
}

/**
 * A page load's main-thread tasks from its trace, split at its first contentful paint: what the
 * browser does before it (parse, style, the first layout and paint of the HTML as served) and what
 * comes after (the page's scripts, hydration, later frames).
 */
export function splitAtFirstPaint(traceEvents: TraceEvent[]): {
  beforeFirstPaint: TracedTask[];
  afterFirstPaint: TracedTask[];
} {
  const tasks = tasksOfTrace(traceEvents, "navigation");
  const navigation = traceEvents.find(
    (e) => e.name === "navigationStart" && /^http/.test(e.args?.data?.documentLoaderURL ?? ""),
  );
  const paint = traceEvents.find(
    (e) => e.name === "firstContentfulPaint" && e.pid === navigation?.pid,
  );
  if (!paint) throw new Error("no first contentful paint in the trace");
  return {
    beforeFirstPaint: tasks.filter((task) => task.ts <= paint.ts),
    afterFirstPaint: tasks.filter((task) => task.ts > paint.ts),
  };
}

function tasksOfTrace(
  traceEvents: TraceEvent[],
  from: RegExp | "navigation" | "all",
): TracedTask[] {
  const isTask = (e: TraceEvent) => TASK_EVENTS.has(e.name) && e.ph === "X";
  const navigation = traceEvents.find(
    (e) => e.name === "navigationStart" && /^http/.test(e.args?.data?.documentLoaderURL ?? ""),
  );
  let thread = navigation && { pid: navigation.pid, tid: navigation.tid };
  if (from === "all") {
    // No navigation to name the page's renderer: the busiest renderer main thread is it.
    const busy = new Map<string, number>();
    const mains = new Set(
      traceEvents
        .filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain")
        .map((e) => `${e.pid}:${e.tid}`),
    );
    for (const e of traceEvents.filter(isTask)) {
      const key = `${e.pid}:${e.tid}`;
      if (mains.has(key)) busy.set(key, (busy.get(key) ?? 0) + (e.tdur ?? e.dur ?? 0));
    }
    const [key] = [...busy].sort((a, b) => b[1] - a[1])[0] ?? [];
    if (key) thread = { pid: Number(key.split(":")[0]), tid: Number(key.split(":")[1]) };
  }
  if (!thread) throw new Error("the page's main thread is not in the trace");
  const onMain = traceEvents.filter((e) => e.pid === thread.pid && e.tid === thread.tid);
  const first =
    from === "all"
      ? { ts: 0 }
      : from === "navigation"
        ? navigation
        : onMain.find((e) => e.name === "EvaluateScript" && from.test(e.args?.data?.url ?? ""));
  if (!first) throw new Error(`no script matching ${String(from)} ran`);
  return groupTasks(onMain).filter((task) => task.ts + task.wall * 1000 >= first.ts);
}
