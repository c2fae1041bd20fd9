// `npm start` as a visitor meets it: every page and every script it loads names no other local
// port, and a newsletter sign-up, a contact message and a comment go to the site's own /api (the
// edge Worker) and are recorded by the stand-ins behind it.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { untilWidgetsLive } from "@marketing/e2e/widgets";
import { SERVICES_PORT, SERVICES_URL, SITE_URL } from "@marketing/e2e/urls";

const PAGES = ["/", "/blog", "/blog/fault-detection-rules-air-handling-units", "/contact", "/fr/"];

/** Every request the page makes, by address. */
function requests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => seen.push(request.url()));
  return seen;
}

async function recorded(request: APIRequestContext, kind: string, text: string) {
  const listed = await (await request.get(`${SERVICES_URL}/submissions?kind=${kind}`)).text();
  return listed.includes(text);
}

test("no page or script the site serves names the local services' port", async ({
  page,
  request,
}) => {
  const seen = requests(page);
  for (const path of PAGES) {
    await page.goto(path);
    await untilWidgetsLive(page);
  }
  expect(seen.filter((url) => new URL(url).origin !== SITE_URL)).toEqual([]);
  const texts = seen.filter((url) => /\.(js|html)$|\/$|\/[\w-]+$/.test(new URL(url).pathname));
  for (const url of new Set(texts)) {
    const body = await (await request.get(url)).text();
    expect(body, url).not.toContain(`:${SERVICES_PORT}`);
  }
});

test("a sign-up, a contact message and a comment go to the site's /api and are recorded", async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const seen = requests(page);

  await page.goto("/blog");
  await untilWidgetsLive(page);
  const email = `one-api-${stamp}@example.com`;
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByRole("status").filter({ hasText: "check your inbox" })).toBeVisible();
  await expect.poll(() => recorded(request, "newsletter", email)).toBe(true);

  await page.goto("/contact");
  await untilWidgetsLive(page);
  const contact = page.locator("contact-form");
  await contact.getByLabel(/^Name/).fill("Ada Lovelace");
  await contact.getByLabel(/^Email/).fill(`contact-${stamp}@example.com`);
  await contact.getByLabel(/^Message/).fill(`A demo, please (${stamp}).`);
  await contact.getByRole("button", { name: "Send message" }).click();
  await expect(contact.getByRole("status")).toContainText("Message sent successfully!");
  await expect.poll(() => recorded(request, "contact", `A demo, please (${stamp}).`)).toBe(true);

  await page.goto("/blog/fault-detection-rules-air-handling-units");
  await untilWidgetsLive(page);
  const comment = `Through the one API (${stamp})`;
  await page.getByRole("textbox", { name: "Name" }).fill("API reader");
  await page.getByRole("textbox", { name: "Comment" }).fill(comment);
  await page.getByRole("button", { name: "Post comment" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Comment posted!" })).toBeVisible();
  await expect.poll(() => recorded(request, "comment", comment)).toBe(true);

  const posts = seen.filter((url) => /\/(newsletter|contact|comments)$/.test(url));
  expect(posts).toEqual(
    expect.arrayContaining([
      `${SITE_URL}/api/newsletter`,
      `${SITE_URL}/api/contact`,
      `${SITE_URL}/api/comments`,
    ]),
  );
  expect(seen.filter((url) => new URL(url).origin !== SITE_URL)).toEqual([]);
});
