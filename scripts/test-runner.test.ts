// `npm test` always ends with its sum: a layer past its time limit is killed with everything it
// started, a layer that cannot start or whose server cannot start fails at once with its reason,
// and a crash or an interruption of the runner still prints the last line.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { playwrightCounts, runTests } from "./test-runner";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const SCRATCH = mkdtempSync(join(tmpdir(), "test-runner-"));
afterAll(() => rmSync(SCRATCH, { recursive: true, force: true }));

const node = process.execPath;
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const lastLine = (text: string) => text.trimEnd().split("\n").at(-1);

describe("a layer past its time limit", () => {
  it("is killed with what it started, even in another process group, and the run goes on", async () => {
    // Ignores SIGTERM, and starts a grandchild in a group of its own (as Playwright starts its
    // web server) that would outlive it.
    const hangs = `
      process.on("SIGTERM", () => {});
      const grandchild = require("node:child_process").spawn(
        process.execPath, ["-e", "setInterval(() => {}, 1000)"], { detached: true, stdio: "ignore" });
      console.log("grandchild " + grandchild.pid);
      setInterval(() => {}, 1000);`;
    let output = "";
    const started = performance.now();
    const code = await runTests(
      { limits: { hangs: 2, next: 60 }, graceSeconds: 1, out: (text) => void (output += text) },
      async (run) => {
        expect(await run.check("hangs", node, ["-e", hangs])).toBe(false);
        expect(await run.check("next", node, ["-e", "console.log('next ran')"])).toBe(true);
      },
    );
    expect(code).toBe(1);
    expect(performance.now() - started).toBeLessThan(20_000);
    const grandchild = Number(/grandchild (\d+)/.exec(output)?.[1]);
    expect(grandchild).toBeGreaterThan(0);
    expect(alive(grandchild)).toBe(false);
    expect(output).toContain("next ran");
    expect(output).toContain(
      "hangs: killed after its time limit of 0m02s (scripts/test-layers.ts)",
    );
    expect(lastLine(output)).toBe("1 passed, 1 failed");
  }, 30_000);
});

describe("a layer that cannot run", () => {
  it("fails at once with its reason when its command does not exist", async () => {
    let output = "";
    await runTests(
      { limits: { missing: 60, next: 60 }, out: (text) => void (output += text) },
      async (run) => {
        await run.check("missing", "no-such-command-here", []);
        await run.check("next", node, ["-e", ""]);
      },
    );
    expect(output).toMatch(/missing: could not start: spawn no-such-command-here ENOENT/);
    expect(lastLine(output)).toBe("1 passed, 1 failed");
  });

  it("fails at once with its server's reason when Playwright's web server cannot start", async () => {
    const port = await new Promise<number>((done) => {
      const server = createServer().listen(0, "127.0.0.1", () => {
        const { port } = server.address() as { port: number };
        server.close(() => done(port));
      });
    });
    const report = join(SCRATCH, "server-fails.json");
    let output = "";
    const started = performance.now();
    await runTests(
      {
        limits: { "browser tests": 600 },
        out: (text) => void (output += text),
        env: {
          ...process.env,
          RUNNER_TEST_PORT: String(port),
          RUNNER_TEST_REPORT: report,
          RUNNER_TEST_OUTPUT: join(SCRATCH, "results"),
        },
      },
      (run) =>
        run.suite(
          "browser tests",
          report,
          "npx",
          ["playwright", "test", "-c", "scripts/test-support/runner/server-fails.config.ts"],
          playwrightCounts,
        ),
    );
    expect(performance.now() - started).toBeLessThan(60_000);
    const reason = output.split("\n").find((line) => line.startsWith("browser tests: "));
    expect(reason).toContain("Process from config.webServer was not able to start. Exit code: 3");
    expect(reason).toContain("[WebServer] Error: ENOENT, lstat dist/embed/chunks/shared.js.map");
    expect(lastLine(output)).toBe("0 passed, 1 failed");
  }, 90_000);
});

describe("the runner itself", () => {
  it("still ends with the sum when it crashes between layers", async () => {
    let output = "";
    const code = await runTests(
      { limits: { first: 60 }, out: (text) => void (output += text) },
      async (run) => {
        await run.check("first", node, ["-e", ""]);
        throw new Error("a report the runner did not expect");
      },
    );
    expect(code).toBe(1);
    expect(output).toContain("npm test itself: crashed: a report the runner did not expect");
    expect(lastLine(output)).toBe("1 passed, 1 failed");
  });

  it("stops the layer running, starts no other and ends with the sum when interrupted", async () => {
    const tsx = join(ROOT, "node_modules/.bin/tsx");
    const runner = spawn(tsx, ["scripts/test-support/runner/interrupted-run.ts"], {
      cwd: ROOT,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    runner.stdout.on("data", (chunk: Buffer) => void (output += chunk.toString()));
    runner.stderr.on("data", (chunk: Buffer) => void (output += chunk.toString()));
    const exited = new Promise<number | null>((done) => runner.on("exit", done));
    while (!/started \d+/.test(output)) await new Promise((done) => setTimeout(done, 100));
    const layer = Number(/started (\d+)/.exec(output)?.[1]);
    // As a terminal's Ctrl-C: to the runner (tsx passes it on), not to the layer's own group.
    process.kill(runner.pid as number, "SIGINT");
    expect(await exited).toBe(130);
    expect(output).not.toContain("never started");
    expect(output).toContain("hangs: interrupted by SIGINT");
    expect(lastLine(output)).toBe("0 passed, 2 failed");
    expect(alive(layer)).toBe(false);
  }, 60_000);
});
