// How `npm test` runs its layers (scripts/test.ts says which, scripts/test-layers.ts how long each
// may take): each in its own process group, past its time limit killed with everything it started,
// failed with its reason, and the run goes on; whatever happens, the last line is the sum.
import { spawn } from "node:child_process";
import { readFileSync, readdirSync, rmSync } from "node:fs";

export interface Layer {
  name: string;
  passed: number;
  failed: number;
  /** How long the layer took, in seconds (docs/contributing.md quotes these). */
  seconds?: number;
  /** Why it failed, when it failed outside its tests (time limit, no report, server, crash). */
  reason?: string;
}

export interface TestRunOptions {
  /** Each layer's time limit in seconds, by name (LAYER_LIMITS). */
  limits: Readonly<Record<string, number>>;
  /** After its limit, how long a layer has to stop on SIGTERM before SIGKILL. */
  graceSeconds?: number;
  /** Where the layers' output and the summary go (the terminal by default). */
  out?: (text: string) => void;
  env?: NodeJS.ProcessEnv;
}

interface Finished {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** Why the runner stopped it: its time limit, or the run interrupted. */
  stopped?: string;
  /** Not started: the run was interrupted before (the summary says so once). */
  notRun?: boolean;
  /** The command could not be started at all (no such program…). */
  error?: Error;
  /** The last lines its web server printed (Playwright's `[WebServer]`): why it did not start. */
  serverLines?: string[];
}

/** Counts from a test runner's JSON report. */
export type ReportCounts = (report: never) => { passed: number; failed: number };

export const vitestCounts = (json: { numPassedTests: number; numFailedTests: number }) => ({
  passed: json.numPassedTests,
  failed: json.numFailedTests,
});
export const playwrightCounts = (json: {
  stats: { expected: number; unexpected: number; flaky: number };
}) => ({ passed: json.stats.expected + json.stats.flaky, failed: json.stats.unexpected });

/** `1m05s`: the table's and the reasons' way of writing a duration. */
export const duration = (seconds: number) =>
  `${Math.floor(seconds / 60)}m${String(Math.round(seconds) % 60).padStart(2, "0")}s`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A process as /proc shows it: its parent, and its start time (so a reused pid is never hit). */
interface ProcessEntry {
  pid: number;
  ppid: number;
  started: string;
}

function processTable(): ProcessEntry[] {
  let names: string[];
  try {
    names = readdirSync("/proc");
  } catch {
    return []; // not Linux: the process group is all there is to go on
  }
  const entries: ProcessEntry[] = [];
  for (const name of names) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // After the command name's closing parenthesis: state, ppid, pgrp, … starttime (the 20th).
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      entries.push({ pid: Number(name), ppid: Number(fields[1]), started: fields[19] ?? "" });
    } catch {
      // It exited while the table was read.
    }
  }
  return entries;
}

/**
 * The process and everything it started, also what left its process group (Playwright starts its
 * web server and browsers in groups of their own): read before any is signalled, since an orphan
 * is adopted by init and no longer traceable.
 */
function processTree(root: number): ProcessEntry[] {
  const table = processTable();
  const tree = table.filter((entry) => entry.pid === root);
  for (let i = 0; i < tree.length; i++) {
    const parent = (tree[i] as ProcessEntry).pid;
    tree.push(...table.filter((entry) => entry.ppid === parent));
  }
  return tree;
}

function signal(entries: ProcessEntry[], group: number, name: NodeJS.Signals) {
  const alive = new Map(processTable().map((entry) => [entry.pid, entry.started]));
  const targets = [
    -group,
    ...entries.filter((e) => alive.get(e.pid) === e.started).map((e) => e.pid),
  ];
  for (const target of targets) {
    try {
      process.kill(target, name);
    } catch {
      // Already gone.
    }
  }
}

/** Why a layer's command failed, in a few words (its output, above, says the rest). */
function reasonOf(finished: Finished): string {
  const parts = [
    finished.error
      ? `could not start: ${finished.error.message}`
      : (finished.stopped ??
        (finished.signal ? `ended by ${finished.signal}` : `exited with code ${finished.code}`)),
    ...(finished.serverLines ?? []),
  ];
  return parts.join("; ");
}

/** One run of `npm test`: its layers in turn, then the table and `N passed, N failed`. */
export class TestRun {
  readonly layers: Layer[] = [];
  private readonly out: (text: string) => void;
  /** The layer running now, to stop when the run itself is interrupted. */
  private stopCurrent: ((why: string) => Promise<void>) | undefined;
  private interrupted = false;

  constructor(private readonly options: TestRunOptions) {
    this.out = options.out ?? ((text) => void process.stdout.write(text));
  }

  /** A check that is one pass or one fail (type check, lint, formatting, build). */
  async check(name: string, command: string, args: string[]): Promise<boolean> {
    const started = performance.now();
    const finished = await this.exec(name, command, args);
    const ok = finished.code === 0 && !finished.stopped && !finished.error;
    if (finished.notRun) return false;
    this.layers.push({
      name,
      passed: ok ? 1 : 0,
      failed: ok ? 0 : 1,
      seconds: (performance.now() - started) / 1000,
      ...(ok ? {} : { reason: reasonOf(finished) }),
    });
    return ok;
  }

  /** A test runner's layer: counts from its JSON report; no report means the runner failed. */
  async suite(
    name: string,
    report: string,
    command: string,
    args: string[],
    count: ReportCounts,
  ): Promise<void> {
    rmSync(report, { force: true });
    const started = performance.now();
    const finished = await this.exec(name, command, args);
    if (finished.notRun) return;
    const seconds = (performance.now() - started) / 1000;
    let json: { errors?: { message?: string }[] } | undefined;
    try {
      json = JSON.parse(readFileSync(report, "utf8"));
    } catch {
      json = undefined;
    }
    let counts = { passed: 0, failed: 0 };
    let unreadable = json ? "" : `no report (${report})`;
    try {
      if (json) counts = count(json as never);
    } catch {
      unreadable = `a report it cannot read (${report})`;
    }
    const ok = finished.code === 0 && !finished.stopped && !finished.error && !unreadable;
    const layer: Layer = { name, ...counts, seconds };
    // Playwright's report names what stopped it before the tests (its web server not starting).
    const errors = (json?.errors ?? []).map((error) => String(error.message).split("\n")[0]);
    // Failed tests explain themselves; a runner that failed outside them, or was stopped, is one
    // more failure, with its reason.
    if (!ok && (layer.failed === 0 || finished.stopped || unreadable || errors.length > 0)) {
      layer.failed += 1;
      layer.reason = [reasonOf(finished), unreadable, ...errors].filter(Boolean).join("; ");
    }
    this.layers.push(layer);
  }

  /** A layer that could not run at all (no build, no Chromium…): one failure and why. */
  fail(name: string, reason: string): void {
    // Once interrupted, what follows was not run for that reason alone: the summary says it once.
    if (!this.interrupted) this.layers.push({ name, passed: 0, failed: 1, reason });
  }

  /** Stops the layer running now, if any, and starts no other (the run is interrupted). */
  async interrupt(why: string): Promise<void> {
    this.interrupted = true;
    await this.stopCurrent?.(why);
  }

  /** The table, each failed layer's reason, and the last line: `N passed, N failed`. */
  summary(): string {
    const passed = this.layers.reduce((sum, layer) => sum + layer.passed, 0);
    const failed = this.layers.reduce((sum, layer) => sum + layer.failed, 0);
    const lines = ["", "Layer                          passed  failed      time"];
    for (const layer of this.layers) {
      const time = layer.seconds === undefined ? "" : duration(layer.seconds);
      lines.push(
        `${layer.name.padEnd(30)} ${String(layer.passed).padStart(6)}  ${String(layer.failed).padStart(6)}  ${time.padStart(8)}`,
      );
    }
    for (const layer of this.layers) if (layer.reason) lines.push(`${layer.name}: ${layer.reason}`);
    lines.push(`${passed} passed, ${failed} failed`);
    return `${lines.join("\n")}\n`;
  }

  get failed(): number {
    return this.layers.reduce((sum, layer) => sum + layer.failed, 0);
  }

  private limitOf(name: string): number {
    const limit = this.options.limits[name];
    if (limit === undefined) throw new Error(`No time limit for the layer "${name}".`);
    return limit;
  }

  /**
   * Runs a command in a process group of its own, its output passed through; past the layer's
   * limit (or on `interrupt`) it and everything it started get SIGTERM, then SIGKILL after the
   * grace period. Whatever the command left behind in its group is stopped when it exits.
   */
  private exec(name: string, command: string, args: string[]): Promise<Finished> {
    const limit = this.limitOf(name);
    const grace = (this.options.graceSeconds ?? 15) * 1000;
    if (this.interrupted) return Promise.resolve({ code: null, signal: null, notRun: true });
    this.out(`\n▶ ${command} ${args.join(" ")}\n`);
    return new Promise<Finished>((resolve) => {
      const child = spawn(command, args, {
        detached: true,
        stdio: ["ignore", "pipe", "pipe"],
        env: { ...(this.options.env ?? process.env), FORCE_COLOR: "1" },
      });
      const finished: Finished = { code: null, signal: null };
      const serverLines: string[] = [];
      let partial = "";
      const pass = (chunk: Buffer) => {
        const text = chunk.toString("utf8");
        this.out(text);
        const lines = (partial + text).split("\n");
        partial = lines.pop() ?? "";
        // eslint-disable-next-line no-control-regex -- colours are not part of the reason
        const plain = (line: string) => line.replace(/\u001b\[[\d;]*m/g, "").trim();
        for (const line of lines) if (line.includes("[WebServer]")) serverLines.push(plain(line));
        serverLines.splice(0, serverLines.length - 2);
      };
      child.stdout.on("data", pass);
      child.stderr.on("data", pass);
      let exited = false;
      let stopping: Promise<void> | undefined;
      const stop = (why: string) =>
        (stopping ??= (async () => {
          if (exited || child.pid === undefined) return;
          finished.stopped = why;
          this.out(`\n■ ${name}: ${why}; stopping it and everything it started\n`);
          const tree = processTree(child.pid);
          signal(tree, child.pid, "SIGTERM");
          for (let waited = 0; waited < grace && !exited; waited += 200) await sleep(200);
          const all = [...tree, ...tree.flatMap((entry) => processTree(entry.pid))];
          signal(all, child.pid, "SIGKILL");
          for (let waited = 0; waited < 5000 && !exited; waited += 100) await sleep(100);
        })());
      const timer = setTimeout(
        () =>
          void stop(`killed after its time limit of ${duration(limit)} (scripts/test-layers.ts)`),
        limit * 1000,
      );
      this.stopCurrent = stop;
      let resolved = false;
      const settle = () => {
        if (resolved) return;
        resolved = true;
        child.stdout.destroy();
        child.stderr.destroy();
        if (serverLines.length > 0) finished.serverLines = serverLines;
        resolve(finished);
      };
      child.on("error", (error) => {
        exited = true;
        clearTimeout(timer);
        this.stopCurrent = undefined;
        finished.error = error;
        settle();
      });
      child.on("exit", (code, signalName) => {
        exited = true;
        clearTimeout(timer);
        this.stopCurrent = undefined;
        Object.assign(finished, { code, signal: signalName });
        // What it left running in its group must not hold a port or a file for the next layer.
        if (child.pid !== undefined) signal([], child.pid, "SIGKILL");
        // Its last output, unless a straggler outside its group holds the pipes open.
        child.on("close", settle);
        setTimeout(settle, 2000).unref();
      });
    });
  }
}

/**
 * Runs `layers` and always ends with the summary, also when a layer or the runner itself throws or
 * the run is interrupted (SIGINT, SIGTERM): the layer running then is stopped and failed.
 * Resolves to the exit code.
 */
export async function runTests(
  options: TestRunOptions,
  layers: (run: TestRun) => Promise<void>,
): Promise<number> {
  const run = new TestRun(options);
  const out = options.out ?? ((text: string) => void process.stdout.write(text));
  let interrupted: { by: NodeJS.Signals; stopped: Promise<void> } | undefined;
  let wake = () => {};
  const signalled = new Promise<void>((resolve) => (wake = resolve));
  // The layer running is in a process group of its own, so a terminal's Ctrl-C reaches only this
  // process: stop that layer with everything it started, and start no other. The sequence then
  // gets a few seconds to end before the sum is printed anyway.
  const onSignal = (by: NodeJS.Signals) => {
    if (interrupted) return;
    interrupted = { by, stopped: run.interrupt(`interrupted by ${by}`) };
    void interrupted.stopped.then(() => setTimeout(wake, 5000));
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
  try {
    await Promise.race([layers(run), signalled]);
  } catch (error) {
    out(`\n${(error as Error)?.stack ?? String(error)}\n`);
    run.fail("npm test itself", `crashed: ${(error as Error)?.message ?? String(error)}`);
  } finally {
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
    if (interrupted) {
      await interrupted.stopped;
      run.layers.push({
        name: "npm test",
        passed: 0,
        failed: 1,
        reason: `interrupted by ${interrupted.by}`,
      });
    }
    out(run.summary());
  }
  if (interrupted) return 130;
  return run.failed > 0 ? 1 : 0;
}
