import { execFileSync } from "node:child_process";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, type Locator, type Page } from "@playwright/test";

export const WORDPRESS_SCRIPT = join(import.meta.dirname, "wordpress.sh");
// The same defaults as wordpress.sh, which reads them from the environment too.
const WEB_PORT = process.env.WEB_PORT ?? "17602";
const WP_DIR =
  process.env.WP_DIR ?? join(process.env.TMPDIR ?? tmpdir(), `marketing-wp-${WEB_PORT}`);
export const WP_URL = `http://127.0.0.1:${WEB_PORT}`;
/**
 * The company's site and its API, `npm start` as playwright.config.ts runs it (API_SITE_PORT moves
 * it), in front of the local services (SERVICES_PORT), where submissions are recorded.
 */
export const API_SITE_PORT = process.env.API_SITE_PORT ?? "17603";
export const SERVICES_PORT = process.env.SERVICES_PORT ?? "17604";
export const SERVICES_URL = `http://127.0.0.1:${SERVICES_PORT}`;
/** What the test site's settings hold (test/wordpress/setup.php): the company's API, by name. */
export const CONFIGURED_API = `http://localhost:${API_SITE_PORT}/api`;

/** Users made by test/wordpress/setup.php; each password is `<login>-pass-123`. */
export type Login = "admin" | "author" | "contributor" | "auteur" | "admin-fr";

/**
 * Logs `login` in by posting the login form over the page's own request context, as WordPress's
 * own Playwright utilities do: the cookies land in the page's context, which then opens the dashboard. Driving the form instead
 * raced wp-login.php's own scripts once in CI (the submit came back to the form with no error to
 * read); a refused login here fails with WordPress's message.
 */
export async function logIn(page: Page, login: Login): Promise<void> {
  // The visit sets WordPress's test cookie, which the form's `testcookie` field asks it to check.
  await page.request.get(`${WP_URL}/wp-login.php`);
  const response = await page.request.post(`${WP_URL}/wp-login.php`, {
    form: { log: login, pwd: `${login}-pass-123`, testcookie: "1", "wp-submit": "Log In" },
    maxRedirects: 0,
  });
  const location = response.headers()["location"] ?? "";
  if (response.status() !== 302 || !location.includes("/wp-admin")) {
    const error = /<div id="login_error"[^>]*>([\s\S]*?)<\/div>/.exec(await response.text());
    throw new Error(
      `WordPress refused the login of ${login} (${response.status()}): ${error?.[1]?.replace(/<[^>]+>/g, "").trim() ?? "no message"}`,
    );
  }
  // Where the form would have landed: the dashboard.
  await page.goto(location);
}

/**
 * A published post written by `login`, saved through WordPress's own filters (kses strips what a
 * user without `unfiltered_html` may not write), as the editor's save would. Returns its address.
 */
export function publishPost(login: Login, title: string, content: string): string {
  return execFileSync("php", [join(import.meta.dirname, "wordpress", "post.php"), login, title], {
    input: content,
    env: { ...process.env, WP_ROOT: join(WP_DIR, "root"), WP_URL },
    encoding: "utf8",
  }).trim();
}

/**
 * Saves the plugin's settings page and waits for WordPress's answer: the page it redirects back to,
 * loaded. A journey that moved on (or ended) while the save was still on its way read the old
 * settings, or left the next journey reading them, and had its browser context closed in the
 * middle of a form submission.
 */
export async function saveSettings(page: Page): Promise<void> {
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === "POST" && response.url().endsWith("/wp-admin/options.php"),
  );
  const reloaded = page.waitForEvent("load");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await saved;
  await reloaded;
}

/** Fails the test on any dialog (alert, confirm, prompt): an injected script would open one. */
export function failOnDialog(page: Page): void {
  page.on("dialog", (dialog) => {
    throw new Error(`unexpected dialog: ${dialog.message()}`);
  });
}

/** The page's configuration block: exactly one, parsed. */
export async function pageConfig(page: Page): Promise<Record<string, unknown>> {
  const blocks = page.locator("script#marketing-widgets-config");
  await expect(blocks).toHaveCount(1);
  expect(await blocks.getAttribute("type")).toBe("application/json");
  return JSON.parse((await blocks.textContent()) ?? "") as Record<string, unknown>;
}

/** Inserts a block through the block editor's inserter (the + button and its search). */
export async function insertBlock(page: Page, search: string, title: string): Promise<void> {
  await page.getByRole("button", { name: "Toggle block inserter" }).click();
  await page.getByRole("searchbox").fill(search);
  await page.getByRole("option", { name: title }).click();
}

/** Opens the editor's settings sidebar on the selected block's tab; returns the sidebar. */
export async function openBlockSettings(page: Page): Promise<Locator> {
  const toggle = page
    .getByRole("region", { name: "Editor top bar" })
    .getByRole("button", { name: "Settings", exact: true });
  if ((await toggle.getAttribute("aria-pressed")) !== "true") await toggle.click();
  const sidebar = page.getByRole("region", { name: "Editor settings" });
  await sidebar.getByRole("button", { name: /^Block( \(selected\))?$/ }).click();
  return sidebar;
}
