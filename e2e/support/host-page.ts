import type { Page } from "@playwright/test";
import { localServiceEndpoints } from "@marketing/contracts";
import { PAGE_CONFIG_ID } from "@marketing/widgets";
import { SERVICES_URL, SITE_URL } from "./urls";

/** A third-party origin standing in for a WordPress page that embeds widgets. */
// localhost (not 127.0.0.1) makes it another origin than the site; a loopback one, so Chromium
// lets it call the local services without a local-network-access prompt. Playwright answers it.
export const HOST_ORIGIN = "http://localhost:4999";

/**
 * A marketer's page configuration naming the services this test run started: the embeds' defaults
 * name the default port, which another checkout's run may hold.
 */
export const servicesConfig = (): string =>
  `<script type="application/json" id="${PAGE_CONFIG_ID}">${JSON.stringify(
    localServiceEndpoints(SERVICES_URL),
  )}</script>`;

export interface HostPageOptions {
  /** Markup of the page body, e.g. `<newsletter-signup lang="fr"></newsletter-signup>`. */
  body: string;
  /** Extra markup for <head> (hostile CSS, a page configuration block). */
  head?: string;
  /** Embed scripts to load from the site's /embed/, as a marketer would paste them. */
  scripts?: string[];
  /** A Content-Security-Policy header for the page. */
  csp?: string;
  lang?: string;
}

export function hostPageHtml({
  body,
  head = "",
  scripts = [],
  lang = "en",
}: HostPageOptions): string {
  const tags = scripts
    .map((name) => `<script src="${SITE_URL}/embed/${name}"></script>`)
    .join("\n");
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>Host page</title>${head}</head><body>${body}\n${tags}</body></html>`;
}

/** Opens a plain HTML page on another origin that loads only the embed script(s). */
export async function openHostPage(
  page: Page,
  options: HostPageOptions,
  path = "/page.html",
): Promise<void> {
  await page.route(`${HOST_ORIGIN}/**`, (route) =>
    route.fulfill({
      status: 200,
      contentType: "text/html; charset=utf-8",
      headers: options.csp ? { "content-security-policy": options.csp } : {},
      body: hostPageHtml(options),
    }),
  );
  await page.goto(`${HOST_ORIGIN}${path}`);
}
