// On a not-found page the language switch leads to the same address in the other language (the
// not-found screen there), never to the build's own paths (`/fr/404`, `/404`,
// `/fr/blog/__not-found`). Without JavaScript it leads to the other language's home, or its blog
// from an unknown post.
import { expect, test, type Page } from "@playwright/test";

const CASES = [
  { from: "/nope", to: "/fr/nope", lang: "fr", noScript: "/fr/" },
  { from: "/fr/nope", to: "/nope", lang: "en", noScript: "/" },
  { from: "/blog/no-such-post", to: "/fr/blog/no-such-post", lang: "fr", noScript: "/fr/blog" },
  { from: "/fr/blog/no-such-post", to: "/blog/no-such-post", lang: "en", noScript: "/blog" },
] as const;

const switchTo = (page: Page, lang: string) =>
  page.locator(`a[data-switch-language][hreflang="${lang}"]`).first();

for (const { from, to, lang, noScript } of CASES) {
  test(`${from}: the language switch leads to ${to}`, async ({ page }) => {
    const response = await page.goto(from);
    expect(response?.status()).toBe(404);
    const link = switchTo(page, lang);
    await expect(link).toHaveAttribute("href", new RegExp(`${to.replace(/\//g, "\\/")}$`));
    await link.click();
    await page.waitForURL((url) => url.pathname === to);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
  });

  test(`${from} without JavaScript: the switch leads to ${noScript}`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(from);
    await expect(switchTo(page, lang)).toHaveAttribute("href", noScript);
    await context.close();
  });
}
