import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServices, type TestServices } from "./start-test-services";

const PACKAGE_DIR = fileURLToPath(new URL("..", import.meta.url));
let busy: TestServices;
let dataDir: string;
beforeAll(async () => {
  busy = await startTestServices();
  dataDir = await mkdtemp(join(tmpdir(), "local-services-main-"));
});
afterAll(async () => {
  await busy.stop();
  await rm(dataDir, { recursive: true, force: true });
});

/** Runs main.ts until `stopWhen` says so (then SIGTERM), collecting its output and exit code. */
function runMain(env: Record<string, string>, stopWhen: (stdout: string) => boolean = () => false) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
      cwd: PACKAGE_DIR,
      env: { ...process.env, SERVICES_DATA_DIR: dataDir, ...env },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk;
      if (stopWhen(stdout)) child.kill("SIGTERM");
    });
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk));
    child.on("exit", (code) => resolve({ code, stdout, stderr }));
  });
}

describe("src/main.ts", () => {
  it("prints the URL and the data file, then stops cleanly on SIGTERM", async () => {
    const result = await runMain({ SERVICES_PORT: "0" }, (out) =>
      out.includes("Submissions file:"),
    );
    const lines = result.stdout.trim().split("\n");
    expect(lines[0]).toMatch(/^Local services: http:\/\/127\.0\.0\.1:\d+$/);
    expect(lines[0]).not.toMatch(/:0$/);
    expect(lines[1]).toBe(`Submissions file: ${join(dataDir, "submissions.jsonl")}`);
    expect(result.code).toBe(0);
  }, 15_000);

  it("explains a busy port in one line and exits 1 without a stack trace", async () => {
    const result = await runMain({ SERVICES_PORT: String(busy.port) });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(
      `Port ${busy.port} is in use: set SERVICES_PORT to another port (e.g. SERVICES_PORT=${busy.port + 1} npm start).`,
    );
    expect(result.stdout).toBe("");
  }, 15_000);

  it("refuses a SERVICES_PORT that is not a port number", async () => {
    const result = await runMain({ SERVICES_PORT: "eighty" });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/SERVICES_PORT must be a port number/);
  }, 15_000);
});
