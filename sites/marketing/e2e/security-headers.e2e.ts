// The site server's Content-Security-Policy and headers in Chromium, and its guard and
// compression over raw HTTP. Each test failed before (no policy, a crash, an unbounded cache).
import { connect } from "node:net";
import type { AddressInfo } from "node:net";
import { expect, test, type Page } from "@playwright/test";
import { createSiteServer } from "@marketing/scripts/site-server";
import { serveCalendarProvider } from "@marketing/e2e/widgets";
import { SITE_PORT } from "@marketing/e2e/urls";
import { routes, localized } from "./routes";

const PATHS = [
  ...routes.map((route) => route.path),
  // A translated post: under /fr/ its address leads to its French translation.
  "/blog/kpi-dashboards-energy-performance",
  "/blog/a-post-newer-than-the-build",
  "/blog/__live?post=a-post-newer-than-the-build",
  // Its inline script posts the link's token (refused here: no token).
  "/newsletter/confirm",
  // The comment mails' link pages: their inline script, refused a link too.
  "/comments/moderate",
  "/comments/stop-replies",
  "/no-such-page",
];

/** Records CSP violations from the first script on (events and console reports). */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const reports: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) reports.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, "__violations", { value: seen });
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return async () => [
    ...reports,
    ...(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)),
  ];
}

for (const lang of ["en", "fr"] as const) {
  for (const path of PATHS) {
    test(`${localized(path, lang)} loads under the site's CSP with no violation`, async ({
      page,
    }) => {
      await serveCalendarProvider(page);
      const violations = await watchViolations(page);
      const response = await page.goto(localized(path, lang));
      const headers = response!.headers();
      const policy = headers["content-security-policy"] ?? "";
      const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1] ?? "";
      expect(scriptSrc).toMatch(/'sha256-/);
      expect(scriptSrc).not.toContain("unsafe-inline");
      for (const directive of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'self'"])
        expect(policy).toContain(directive);
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      await page.waitForLoadState("networkidle");
      // The head's landing script, the site's script and the Speculation Rules are inline: each
      // allowed by its hash (any blocked one is a violation below).
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      expect(await violations()).toEqual([]);
    });
  }
}

test("an inline script that is not the page's own is blocked", async ({ page }) => {
  const violations = await watchViolations(page);
  await page.route("**/pricing", async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      "</head>",
      "<script>window.__injected = true</script></head>",
    );
    await route.fulfill({ response, body: html });
  });
  await page.goto("/pricing");
  expect(
    await page.evaluate(() => (window as { __injected?: boolean }).__injected),
  ).toBeUndefined();
  expect((await violations()).some((text) => /script-src/.test(text))).toBe(true);
});

/** Sends `text` as-is and resolves with the status line's code. */
function rawStatus(port: number, text: string): Promise<number | undefined> {
  return new Promise((resolve) => {
    const socket = connect({ host: "127.0.0.1", port });
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk.toString("latin1")));
    socket.on("error", () => undefined);
    socket.on("close", () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]) || undefined));
    socket.write(text);
  });
}

test("a request target that is not a URL gets 400 and the server keeps serving", async ({
  request,
}) => {
  for (const target of ["//[x/", "/%", "/embed/%E0%A4%A"]) {
    const status = await rawStatus(
      SITE_PORT,
      `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${SITE_PORT}\r\nConnection: close\r\n\r\n`,
    );
    expect([400, 404], target).toContain(status);
  }
  expect((await request.get("/")).status()).toBe(200);
});

test("pages and not-found pages are compressed as asked, brotli else gzip, whatever the query", async () => {
  const server = createSiteServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  try {
    for (const [accept, encoding] of [
      ["br", "br"],
      ["gzip, deflate", "gzip"],
      ["identity", null],
    ] as const) {
      for (const path of ["/?v=1", "/blog/not-built-1"]) {
        const res = await fetch(`http://127.0.0.1:${port}${path}`, {
          headers: { "Accept-Encoding": accept },
        });
        expect(res.headers.get("content-encoding"), `${path} ${accept}`).toBe(encoding);
        expect(await res.text()).toContain("<html");
      }
    }
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});

// An embed on a real site that names no API calls that site's own /api (the default), never the
// visitor's own machine; where that site has no API, the widgets show their error states.
test("an embed on a public page that names no API asks that page's /api, never 127.0.0.1", async ({
  page,
}) => {
  const server = createSiteServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const embeds = `http://127.0.0.1:${(server.address() as AddressInfo).port}/embed`;
  try {
    const local: string[] = [];
    page.on("request", (request) => {
      const { hostname } = new URL(request.url());
      if (request.url().startsWith(embeds)) return; // the script itself, from the widgets' host
      if (/^(127\.|localhost$|\[::1\]$)/.test(hostname)) local.push(request.url());
    });
    const asked: string[] = [];
    await page.route("https://shop.example/**", (route) => {
      const { pathname } = new URL(route.request().url());
      if (!pathname.startsWith("/api/"))
        return route.fulfill({
          contentType: "text/html",
          body: `<!doctype html><html lang="en"><head><title>Shop</title></head><body><main><newsletter-signup></newsletter-signup><blog-list limit="2"></blog-list></main><script src="${embeds}/widgets.js"></script></body></html>`,
        });
      asked.push(pathname);
      return route.fulfill({ status: 404, contentType: "text/html", body: "Not found" });
    });
    await page.goto("https://shop.example/");
    const widget = page.locator("newsletter-signup");
    await widget.getByLabel("Email address").fill("ada@example.com");
    await widget.getByRole("button", { name: "Subscribe" }).click();
    await expect(widget).toHaveAttribute("data-state", "failed", { timeout: 15_000 });
    // The blog list's fallback when its sheet cannot be read: the sample posts.
    await expect(
      page.locator("blog-list").getByRole("list", { name: "Blog posts" }).getByRole("link").first(),
    ).toBeVisible({ timeout: 15_000 });
    expect(local).toEqual([]);
    expect(asked).toEqual(expect.arrayContaining(["/api/newsletter", "/api/sheets/posts"]));
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
