import { expect, test } from "@playwright/test";
import { post, untilWidgetsLive } from "./routes";

test("the home page renders with the header navigation", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Blog" })).toBeVisible();
});

test("a visitor subscribes to the newsletter from the blog page", async ({ page }) => {
  await page.goto("/blog");
  await untilWidgetsLive(page);
  await page.getByLabel("Email address").fill(`blog-${Date.now()}@example.com`);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByRole("status").filter({ hasText: "check your inbox" })).toHaveText(
    "Almost there: check your inbox and follow the link to confirm your subscription.",
  );
});

test("a reader goes from the list to a post, comments, replies, and comes back", async ({
  page,
}) => {
  await page.goto("/blog");
  await page.getByRole("link", { name: post.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${post.path}$`));
  // The post's own document may start with an h1 too: the first one is the page's title.
  await expect(page.getByRole("heading", { level: 1 }).first()).toHaveText(post.title);
  await untilWidgetsLive(page);

  const stamp = Date.now();
  const comment = `Useful checklist, thanks (${stamp})`;
  await page.getByRole("textbox", { name: "Name" }).fill("Site reader");
  await page.getByRole("textbox", { name: "Comment" }).fill(comment);
  await page.getByRole("button", { name: "Post comment" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Comment posted!" })).toBeVisible();
  await expect(page.getByText(comment)).toBeVisible();

  await page.getByRole("button", { name: "Reply to Site reader" }).first().click();
  const reply = `Agreed (${stamp})`;
  await page.getByRole("textbox", { name: "Name" }).fill("Second reader");
  await page.getByRole("textbox", { name: "Comment" }).fill(reply);
  await page.getByRole("button", { name: "Post reply" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Reply posted!" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Replies to Site reader" }).first()).toContainText(
    reply,
  );

  await page.getByRole("link", { name: "Back to blog" }).first().click();
  await expect(page).toHaveURL(/\/blog$/);
});
