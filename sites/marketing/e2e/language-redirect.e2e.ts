// The language redirect before first paint and the language switch stay on the site's
// origin whatever path they are handed (`/fr//evil.example/` became `//evil.example/`, another host).
import { expect, test, type Page } from "@playwright/test";
import { SITE_URL } from "@marketing/e2e/urls";

const SITE_ORIGIN = new URL(SITE_URL).origin;
const EVIL = "evil.example";

/**
 * Any page of another host answers, so a redirect there would complete and be seen. Only
 * navigations count: the page's own requests to other origins (the calendar provider's script on
 * the not-found page's booking button) go through.
 */
async function answerEveryOtherHost(page: Page): Promise<string[]> {
  const visited: string[] = [];
  await page.route(
    (url) => url.origin !== SITE_ORIGIN,
    (route) => {
      if (!route.request().isNavigationRequest()) return route.continue();
      visited.push(route.request().url());
      return route.fulfill({ contentType: "text/html", body: "<h1>Another site</h1>" });
    },
  );
  return visited;
}

/** The address bar once every redirect has run (the head script replaces the URL before paint). */
async function settledUrl(page: Page): Promise<URL> {
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  return new URL(page.url());
}

const HOSTILE_PATHS = [
  `/fr//${EVIL}/`,
  `/fr///${EVIL}/`,
  `/fr/\\${EVIL}/`,
  `/fr/%5C${EVIL}/`,
  `/fr/%2F${EVIL}/`,
  `/fr/\t/${EVIL}/`,
  `/fr/\n/${EVIL}/`,
  `/FR//${EVIL}/`,
];

for (const path of HOSTILE_PATHS) {
  test(`${JSON.stringify(path)} with ?lang=en stays on the site`, async ({ page }) => {
    const visited = await answerEveryOtherHost(page);
    await page.goto(`${SITE_URL}${path}?lang=en&keep=1`);
    const url = await settledUrl(page);
    expect(url.origin).toBe(SITE_ORIGIN);
    expect(url.pathname).not.toMatch(/^\/fr(\/|$)/i);
    expect(url.search).toBe("?keep=1");
    expect(visited).toEqual([]);
  });
}

test("a visitor who chose English is sent to an English URL on the site, not to another host", async ({
  page,
}) => {
  const visited = await answerEveryOtherHost(page);
  await page.goto(`${SITE_URL}/`);
  await page.evaluate(() => localStorage.setItem("i18nextLng", "en"));
  await page.goto(`${SITE_URL}/fr//${EVIL}/`);
  const url = await settledUrl(page);
  expect(url.origin).toBe(SITE_ORIGIN);
  expect(url.pathname).toBe(`/${EVIL}/`);
  expect(visited).toEqual([]);
});

test("the language switch on a hostile path stays on the site", async ({ page }) => {
  const visited = await answerEveryOtherHost(page);
  await page.goto(`${SITE_URL}/fr//${EVIL}/`);
  expect((await settledUrl(page)).pathname).toBe(`/fr//${EVIL}/`);
  // The switch is a link the build wrote (the not-found page's, in the other language); the
  // site's script only adds the query and the visitor's place to it.
  await page.locator('.language-switch [lang="en"]').first().click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  const url = new URL(page.url());
  expect(url.origin).toBe(SITE_ORIGIN);
  expect(url.pathname).not.toMatch(/^\/\/|\\/);
  expect(visited).toEqual([]);
});
