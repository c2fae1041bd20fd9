import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { productionBuildProblem } from "./production-check";

const REAL = { VITE_CALENDAR_URL: "https://calendly.com/northwind/strategy-call" };

describe("productionBuildProblem", () => {
  it("lets a local build keep the stand-ins", () => {
    expect(productionBuildProblem({})).toBeUndefined();
    expect(productionBuildProblem({ VITE_SITE_URL: "http://127.0.0.1:4173" })).toBeUndefined();
    // A site address on this machine, however spelled, is a local build.
    expect(productionBuildProblem({ VITE_SITE_URL: "http://localhost.:4173" })).toBeUndefined();
  });

  it("stops a public site whose booking button would open the calendar stand-in", () => {
    const problem = productionBuildProblem({ VITE_SITE_URL: "https://www.example.com" });
    expect(problem).toMatch(/VITE_SITE_URL is https:\/\/www.example.com/);
    expect(problem).toMatch(/VITE_CALENDAR_URL is not set/);
  });

  it("stops a production build whose API is on this machine, however spelled", () => {
    for (const local of [
      "http://localhost.:8788/api",
      "http://[::ffff:127.0.0.1]:8788/api",
      "http://127.1/api",
    ]) {
      const problem = productionBuildProblem({ NODE_ENV: "production", ...REAL, VITE_API: local });
      expect(problem, local).toMatch(/VITE_API is .* on this machine/);
    }
  });

  it("lets a build for this machine only keep the local services when told so explicitly", () => {
    expect(
      productionBuildProblem({ NODE_ENV: "production", VITE_LOCAL_SERVICES: "1" }),
    ).toBeUndefined();
    expect(productionBuildProblem({ NODE_ENV: "production" })).toMatch(/VITE_LOCAL_SERVICES=1/);
  });

  it("passes a production build with its booking page and its own API, or another origin's", () => {
    expect(
      productionBuildProblem({ NODE_ENV: "production", VITE_SITE_URL: "https://x.com", ...REAL }),
    ).toBeUndefined();
    expect(
      productionBuildProblem({ NODE_ENV: "production", ...REAL, VITE_API: "https://x.com/api" }),
    ).toBeUndefined();
  });

  it("exits 1 with the message when run before the build", async () => {
    // From the repository root or the site's folder (jsdom gives no file: import.meta.url).
    const script = ["sites/marketing/app/production-check.ts", "app/production-check.ts"]
      .map((path) => resolve(path))
      .find((path) => existsSync(path));
    const result = await new Promise<{ code: number; stderr: string }>((resolve) =>
      execFile(
        process.execPath,
        ["--import", "tsx", script ?? "missing"],
        { env: { ...process.env, NODE_ENV: "production" } },
        (error, _stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stderr }),
      ),
    );
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toMatch(/^Production build stopped \(NODE_ENV is production\)/);
  }, 20_000);
});
