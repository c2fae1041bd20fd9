// A page load traced with no inspector on the page, as a visitor's browser runs it.
//
// Playwright (like DevTools and Puppeteer) enables the Runtime domain on every page it drives. V8
// then captures a detailed stack trace whenever an Error object is created (it might become an
// uncaught exception), which needs the source positions of every function on the stack; V8 keeps
// none for code compiled without an inspector, so it re-parses each of those functions, and for an
// Error made at a module's top level that is the whole module. react-dom makes five such Errors at
// its top level: under Playwright, evaluating the site's 212 KB client chunk took 72–188 ms at 4x
// CPU slowdown, 70–157 ms of it `V8.CollectSourcePositions`; driven as below, 11–31 ms.
//
// So this drives Chromium over its DevTools pipe (`--remote-debugging-pipe`: no port, no extra
// package) and enables no domain on the page: it throttles the CPU, traces from the browser,
// navigates, and reads the page only through `Runtime.evaluate`, which needs no `Runtime.enable`.
import { spawn } from "node:child_process";
import type { Readable, Writable } from "node:stream";
import { findChromium } from "@marketing/scripts/chromium";
import { BENCH_CHROMIUM_ARGS, TRACE_CATEGORIES, tempDir, type TraceEvent } from "./browser";

interface Message {
  id?: number;
  method?: string;
  params?: Record<string, unknown>;
  result?: Record<string, unknown>;
  error?: { message: string };
}

/** Chromium on its DevTools pipe: `send` a command (to a page when given its session). */
function launchOverPipe() {
  const profile = tempDir("inspector-free-");
  const chromium = spawn(
    findChromium(),
    [
      ...BENCH_CHROMIUM_ARGS,
      "--headless=new",
      "--remote-debugging-pipe",
      `--user-data-dir=${profile.path}`,
      "about:blank",
    ],
    { stdio: ["ignore", "ignore", "ignore", "pipe", "pipe"] },
  );
  const input = chromium.stdio[3] as Writable;
  const output = chromium.stdio[4] as Readable;
  let nextId = 0;
  const pending = new Map<number, (message: Message) => void>();
  const listeners = new Set<(message: Message) => void>();
  let buffered = "";
  // The pipe carries JSON messages, each ended by a NUL.
  output.on("data", (chunk: Buffer) => {
    const parts = (buffered + chunk.toString("utf8")).split("\0");
    buffered = parts.pop()!;
    for (const part of parts) {
      const message = JSON.parse(part) as Message;
      const reply = message.id !== undefined && pending.get(message.id);
      if (reply) {
        pending.delete(message.id!);
        reply(message);
      } else for (const listener of listeners) listener(message);
    }
  });
  const send = (method: string, params: object = {}, sessionId?: string) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const id = ++nextId;
      pending.set(id, (message) =>
        message.error
          ? reject(new Error(`${method}: ${message.error.message}`))
          : resolve(message.result ?? {}),
      );
      input.write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
    });
  const exited = new Promise<void>((resolve) => chromium.once("exit", () => resolve()));
  const close = async () => {
    await send("Browser.close").catch(() => undefined);
    const timer = setTimeout(() => chromium.kill("SIGKILL"), 5_000);
    await exited; // its profile is still being written until then
    clearTimeout(timer);
    profile.remove();
  };
  return { send, listeners, close };
}

export interface InspectorFreeLoad {
  /** CPU slowdown, as `Emulation.setCPUThrottlingRate`. */
  slowdown: number;
  /** A page expression that is truthy once the page is ready; without one, the load event. */
  ready?: string;
  /** Quiet time traced after ready, in ms. */
  settleMs?: number;
  timeoutMs?: number;
  /** Trace categories; by default those of the Playwright traces (browser.ts), so both read alike. */
  categories?: string[];
}

/** The trace events of loading `url` in a fresh Chromium with no inspector on the page. */
export async function inspectorFreeTrace(
  url: string,
  {
    slowdown,
    ready = "document.readyState === 'complete'",
    settleMs = 1_000,
    timeoutMs = 90_000,
    categories = TRACE_CATEGORIES,
  }: InspectorFreeLoad,
): Promise<TraceEvent[]> {
  const browser = launchOverPipe();
  try {
    const { targetId } = await browser.send("Target.createTarget", { url: "about:blank" });
    const { sessionId } = (await browser.send("Target.attachToTarget", {
      targetId,
      flatten: true,
    })) as { sessionId: string };
    await browser.send("Emulation.setCPUThrottlingRate", { rate: slowdown }, sessionId);
    const events: TraceEvent[] = [];
    const complete = new Promise<void>((resolve) =>
      browser.listeners.add((message) => {
        if (message.method === "Tracing.dataCollected")
          events.push(...(message.params!.value as TraceEvent[]));
        if (message.method === "Tracing.tracingComplete") resolve();
      }),
    );
    await browser.send("Tracing.start", {
      traceConfig: { includedCategories: categories },
      transferMode: "ReportEvents",
    });
    await browser.send("Page.navigate", { url }, sessionId);
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const { result } = (await browser.send(
        "Runtime.evaluate",
        { expression: `!!(${ready})`, returnByValue: true },
        sessionId,
      )) as { result?: { value?: unknown } };
      if (result?.value === true) break;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${ready} on ${url}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await new Promise((resolve) => setTimeout(resolve, settleMs));
    await browser.send("Tracing.end");
    await complete;
    return events;
  } finally {
    await browser.close();
  }
}
