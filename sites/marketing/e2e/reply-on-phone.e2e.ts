// "Reply" on a phone: the comment form ("Replying to …") is screens below the comment. A press
// brings the form's heading into view under the sticky header, moves the focus to its message and
// shows the button pressed; pressed again, it gives the reply up. In both languages.
import { expect, test } from "@playwright/test";

const POSTS = {
  en: {
    path: "/blog/fault-detection-rules-air-handling-units",
    reply: "Reply to Tom Becker",
    heading: "Replying to Tom Becker",
    message: "Comment",
    comments: /^Comments/,
  },
  fr: {
    path: "/fr/blog/tableaux-de-bord-kpi-performance-energetique",
    reply: "Répondre à Julien Moreau",
    heading: "Réponse à Julien Moreau",
    message: "Commentaire",
    comments: /^Commentaires/,
  },
};

test.use({ viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true });

for (const lang of ["en", "fr"] as const)
  test(`${lang}: Reply on a phone brings the reply form into view, with the focus, and shows it pressed`, async ({
    page,
  }) => {
    const t = POSTS[lang];
    await page.goto(t.path);
    const post = page.locator("blog-post");
    // The comments near: the post's code comes.
    await post.getByRole("region", { name: t.comments }).scrollIntoViewIfNeeded();
    await expect
      .poll(() => page.evaluate(() => customElements.get("blog-post") !== undefined))
      .toBe(true);
    const reply = post.getByRole("button", { name: t.reply });
    await reply.scrollIntoViewIfNeeded();
    await expect(reply).toHaveAttribute("aria-pressed", "false");
    await reply.tap();

    const heading = post.getByRole("heading", { name: t.heading });
    await expect(heading).toBeInViewport();
    // Not under the site's sticky header.
    const header = await page.locator("header").first().boundingBox();
    expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    await expect(post.getByLabel(t.message, { exact: true })).toBeFocused();
    await expect(reply).toHaveAttribute("aria-pressed", "true");
  });
