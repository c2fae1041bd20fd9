import type { Page } from "@playwright/test";
import { PAGE_CONFIG_ID } from "@marketing/widgets";
import { API_URL, HOST_ORIGIN, SITE_URL } from "./urls";

export { HOST_ORIGIN };

/**
 * A marketer's page configuration: the company's API (the site's, on another origin than the
 * page), and whatever else a test sets.
 */
export const servicesConfig = (extra: Record<string, unknown> = {}): string =>
  `<script type="application/json" id="${PAGE_CONFIG_ID}">${JSON.stringify({
    api: API_URL,
    ...extra,
  }).replace(/</g, "\\u003c")}</script>`;

export interface HostPageOptions {
  /** Markup of the page body, e.g. `<newsletter-signup lang="fr"></newsletter-signup>`. */
  body: string;
  /**
   * Extra markup for <head> (hostile CSS, a page configuration block); without a configuration
   * block of its own, the page gets `servicesConfig()`, as a marketer's page names the API.
   */
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
  const config = head.includes(PAGE_CONFIG_ID) ? "" : servicesConfig();
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>Host page</title>${config}${head}</head><body>${body}\n${tags}</body></html>`;
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
