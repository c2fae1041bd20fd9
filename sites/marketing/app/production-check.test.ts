import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { productionBuildProblem } from "./production-check";

const REAL = {
  VITE_NEWSLETTER_ENDPOINT: "https://script.google.com/macros/s/x/exec",
  VITE_CONTACT_ENDPOINT: "https://hooks.zapier.com/hooks/catch/1/2/",
  VITE_COMMENTS_ENDPOINT: "none",
  VITE_SHEETS_API_BASE: "https://sheets.googleapis.com",
  VITE_DOC_PROXIES: "https://api.allorigins.win/raw?url={url}",
  VITE_DRIVE_IMAGE_URL: "https://drive.google.com/thumbnail?id={id}&sz=w1600",
  VITE_CALENDAR_URL: "https://calendly.com/northwind/strategy-call",
};

describe("productionBuildProblem", () => {
  it("lets a local build keep the local services", () => {
    expect(productionBuildProblem({})).toBeUndefined();
    expect(productionBuildProblem({ VITE_SITE_URL: "http://127.0.0.1:4173" })).toBeUndefined();
  });

  it("names every variable still on 127.0.0.1 when NODE_ENV is production", () => {
    const problem = productionBuildProblem({
      NODE_ENV: "production",
      ...REAL,
      VITE_CONTACT_ENDPOINT: undefined,
    });
    expect(problem).toMatch(/NODE_ENV is production/);
    expect(problem).toMatch(/set VITE_CONTACT_ENDPOINT \(or VITE_SERVICES_URL\)/);
  });

  it("stops a build for a public VITE_SITE_URL with the defaults, naming each variable", () => {
    const problem = productionBuildProblem({ VITE_SITE_URL: "https://www.example.com" });
    for (const variable of [
      "VITE_NEWSLETTER_ENDPOINT",
      "VITE_CONTACT_ENDPOINT",
      "VITE_COMMENTS_ENDPOINT",
      "VITE_SHEETS_API_BASE",
      "VITE_DOC_PROXIES",
      "VITE_DRIVE_IMAGE_URL",
      "VITE_CALENDAR_URL",
    ])
      expect(problem).toContain(variable);
  });

  it("stops a half-live build, real posts with every other service left on 127.0.0.1", () => {
    const problem = productionBuildProblem({
      VITE_SHEETS_API_BASE: "https://sheets.googleapis.com",
      VITE_SHEETS_API_KEY: "AIza-browser-key",
      VITE_SPREADSHEET_ID: "1AbC",
    });
    expect(problem).toMatch(/VITE_SHEETS_API_BASE names real services/);
    for (const variable of [
      "VITE_NEWSLETTER_ENDPOINT",
      "VITE_CONTACT_ENDPOINT",
      "VITE_CALENDAR_URL",
    ])
      expect(problem).toContain(variable);
  });

  it("counts localhost., [::ffff:127.0.0.1] and 127.1 as this machine, not as real services", () => {
    for (const local of [
      "http://localhost.:8787",
      "http://[::ffff:127.0.0.1]:8787",
      "http://127.1:8787",
    ]) {
      const problem = productionBuildProblem({
        NODE_ENV: "production",
        ...REAL,
        VITE_NEWSLETTER_ENDPOINT: `${local}/newsletter`,
      });
      expect(problem, local).toMatch(/set VITE_NEWSLETTER_ENDPOINT \(or VITE_SERVICES_URL\)/);
    }
    // A site address on this machine is a local build.
    expect(productionBuildProblem({ VITE_SITE_URL: "http://localhost.:4173" })).toBeUndefined();
  });

  it("lets a build for this machine only keep the local services when told so explicitly", () => {
    expect(
      productionBuildProblem({ NODE_ENV: "production", VITE_LOCAL_SERVICES: "1" }),
    ).toBeUndefined();
    expect(productionBuildProblem({ NODE_ENV: "production" })).toMatch(/VITE_LOCAL_SERVICES=1/);
  });

  it("passes a production build on the real services", () => {
    expect(
      productionBuildProblem({ NODE_ENV: "production", VITE_SITE_URL: "https://x.com", ...REAL }),
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
