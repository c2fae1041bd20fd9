// The widgets, unchanged, against the Worker: their reads, documents and posts go to /api/* on
// the site's own origin, and the pages behave as they do on `npm start`.
import { expect, test, type Page, type Response } from "@playwright/test";
import { untilWidgetsLive } from "@marketing/e2e/widgets";

/** A fixture post with comments, in English (packages/local-services/fixtures/posts.json). */
const post = {
  path: "/blog/eeat-ai-assisted-articles",
  title: "E-E-A-T in practice: how we make AI-assisted articles earn trust",
};

/** Every answer the page got from the edge's API. */
function apiAnswers(page: Page): Response[] {
  const answers: Response[] = [];
  page.on("response", (response) => {
    if (new URL(response.url()).pathname.startsWith("/api/")) answers.push(response);
  });
  return answers;
}

test("the blog list reads the posts through the edge, which never shows its key", async ({
  page,
  baseURL,
}) => {
  const answers = apiAnswers(page);
  await page.goto("/blog");
  await untilWidgetsLive(page);
  await expect(page.getByRole("link", { name: post.title, exact: true })).toBeVisible();
  await expect.poll(() => answers.some((a) => a.url().endsWith("/api/sheets/posts"))).toBe(true);
  for (const answer of answers.filter((a) => a.url().includes("/api/sheets/"))) {
    expect(answer.status()).toBe(200);
    expect(new URL(answer.url()).origin).toBe(baseURL);
    expect(await answer.text()).not.toContain("local-dev-key");
  }
});

test("a post shows its comments; a new comment posts through the edge", async ({ page }) => {
  const answers = apiAnswers(page);
  await page.goto(post.path);
  await expect(page.getByRole("heading", { level: 1 }).first()).toHaveText(post.title);
  await untilWidgetsLive(page);
  await expect(page.getByRole("region", { name: /comments/i }).first()).toBeVisible();
  const comment = `Through the edge (${Date.now()})`;
  await page.getByRole("textbox", { name: "Name" }).fill("Edge reader");
  await page.getByRole("textbox", { name: "Comment" }).fill(comment);
  await page.getByRole("button", { name: "Post comment" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Comment posted!" })).toBeVisible();
  await expect(page.getByText(comment)).toBeVisible();
  const posted = answers.find((a) => a.url().endsWith("/api/comments"));
  expect(posted?.status()).toBe(201);
});

test("the newsletter and the contact form send through the edge", async ({ page }) => {
  const answers = apiAnswers(page);
  await page.goto("/blog");
  await untilWidgetsLive(page);
  await page.getByLabel("Email address").fill(`edge-${Date.now()}@example.com`);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Almost there: check your inbox" }),
  ).toBeVisible();
  expect(answers.find((a) => a.url().endsWith("/api/newsletter"))?.status()).toBe(200);

  await page.goto("/contact");
  await untilWidgetsLive(page);
  await page.getByLabel(/^Name/).fill("Ada Lovelace");
  await page.getByLabel(/^Email/).fill("ada@example.com");
  await page.getByLabel(/^Message/).fill("A demo through the edge, please.");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("status")).toContainText("Message sent successfully!");
  expect(answers.find((a) => a.url().endsWith("/api/contact"))?.status()).toBe(200);
});

test("pages carry the site server's security headers", async ({ page }) => {
  const response = await page.goto("/");
  const headers = response!.headers();
  expect(headers["content-security-policy"]).toContain("default-src 'self'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  const missing = await page.goto("/no-such-page");
  expect(missing!.status()).toBe(404);
});
