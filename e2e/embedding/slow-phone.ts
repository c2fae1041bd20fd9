// What the early-interaction tests share: a slow phone (every embed chunk held back, the CPU slowed
// 4x), the addresses a page visited, the posts it made, and what the local services recorded.
import type { Page, Request } from "@playwright/test";
import { SERVICES_URL, SITE_URL } from "../support/urls";

export type Lang = "en" | "fr";

/** How long every embed chunk is held: a phone on a weak network. */
export const CHUNK_DELAY_MS = 2_500;

/**
 * Every embed chunk (the widgets' code and catalogues) answered late, on a CPU slowed 4x; or held
 * until the test lets them go (`held`: what a press shows before the code can run, then after).
 * Returns what lets held chunks go (nothing to do otherwise).
 */
export async function slowPhone(
  page: Page,
  chunks: "late" | "failing" | "held" = "late",
): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/embed/chunks/**", async (route) => {
    if (chunks === "held") await released;
    else await new Promise((resolve) => setTimeout(resolve, CHUNK_DELAY_MS));
    if (chunks === "failing") await route.abort("failed");
    else await route.continue().catch(() => undefined); // the page may be gone
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  return release;
}

/** Every address the page's frame was at, and every request's URL: none may carry what was typed. */
export function recordUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on("framenavigated", (frame) => urls.push(frame.url()));
  page.on("request", (request) => urls.push(request.url()));
  return urls;
}

/** The page's POST requests to `path` on the local services. */
export function postsTo(page: Page, path: string): Request[] {
  const posts: Request[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (request.method() === "POST" && url.origin === SITE_URL && url.pathname === `/api${path}`)
      posts.push(request);
  });
  return posts;
}

/** How many submissions of `kind` the local services recorded whose payload's `key` is `value`. */
export async function listed(kind: string, value: string, key = "email"): Promise<number> {
  const response = await fetch(`${SERVICES_URL}/submissions?kind=${kind}`);
  const items = (await response.json()) as Array<{ payload: Record<string, string> }>;
  return items.filter((item) => item.payload[key] === value).length;
}

/** Whether the element's code has arrived (its tag defined). */
export const defined = (page: Page, tag: string) =>
  page.evaluate((name) => customElements.get(name) !== undefined, tag);
