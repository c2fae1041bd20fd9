// A quick reader on a slow phone: a post's comments and its form are on screen, server-rendered,
// long before the post's code arrives. A comment or a reply typed and sent meanwhile is posted once
// the code is there, exactly once, and shown in the list with its message; never sent natively.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { openHostPage, servicesConfig } from "../support/host-page";
import { SERVICES_URL } from "../support/urls";
import { serverRenderedBody } from "./server-rendered";
import { defined, listed, postsTo, recordUrls, slowPhone, type Lang } from "./slow-phone";
import { POST_SLUG } from "./widgets";

/** What the reader sees, as the blog's catalogues word it. */
const words = {
  en: {
    name: "Name",
    message: "Comment",
    submit: "Post comment",
    replyTo: (name: string) => `Reply to ${name}`,
    posted: "Comment posted!",
    replyPosted: "Reply posted!",
    replies: (name: string) => `Replies to ${name}`,
  },
  fr: {
    name: "Nom",
    message: "Commentaire",
    submit: "Publier le commentaire",
    replyTo: (name: string) => `Répondre à ${name}`,
    posted: "Commentaire publié !",
    replyPosted: "Réponse publiée !",
    replies: (name: string) => `Réponses à ${name}`,
  },
};

/**
 * The post each test opens and a top-level comment of it (packages/local-services/fixtures): the
 * site shows a post in its own language's tree; a host page may show any post in either language.
 */
const POSTS = {
  site: {
    en: { slug: POST_SLUG, parent: { id: "cmt-20250314-01", name: "Tom Becker" } },
    fr: {
      slug: "tableaux-de-bord-kpi-performance-energetique",
      parent: { id: "cmt-20250213-01", name: "Julien Moreau" },
    },
  },
  "host page": {
    en: { slug: POST_SLUG, parent: { id: "cmt-20250314-01", name: "Tom Becker" } },
    fr: { slug: POST_SLUG, parent: { id: "cmt-20250314-01", name: "Tom Becker" } },
  },
};

const unique = (what: string, lang: Lang) =>
  `${what} typed before the code came (${lang}, ${Date.now()}-${Math.random().toString(36).slice(2, 8)}).`;

type Where = "site" | "host page";

async function openPost(page: Page, where: Where, lang: Lang): Promise<Locator> {
  await slowPhone(page);
  if (where === "site")
    await page.goto(`${lang === "fr" ? "/fr" : ""}/blog/${POSTS.site[lang].slug}`, {
      waitUntil: "commit",
    });
  else
    await openHostPage(page, {
      lang,
      head: servicesConfig(),
      body: await serverRenderedBody("blog-post", lang),
      scripts: ["widgets.js"],
    });
  return page.locator("blog-post");
}

/** Types name and message at autofill speed and presses the form's button, before the code. */
async function sendEarly(page: Page, post: Locator, lang: Lang, message: string) {
  const t = words[lang];
  await post.getByLabel(t.name, { exact: true }).fill("Early Reader");
  await post.getByLabel(t.message, { exact: true }).fill(message);
  expect(await defined(page, "blog-post"), "the code arrived before the reader acted").toBe(false);
  await post.getByRole("button", { name: t.submit }).click();
  // A second press while waiting sends nothing more.
  await post
    .getByRole("button", { name: t.submit })
    .click({ timeout: 1_000 })
    .catch(() => {});
}

test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

for (const where of ["site", "host page"] as const)
  for (const lang of ["en", "fr"] as const)
    test.describe(`${lang}, ${where}: a comment sent before the post's code arrives`, () => {
      test.describe.configure({ timeout: 90_000 });

      test(`a comment is posted exactly once and shown`, async ({ page }) => {
        const t = words[lang];
        const urls = recordUrls(page);
        const posts = postsTo(page, "/comments");
        const post = await openPost(page, where, lang);
        const message = unique("A comment", lang);
        await sendEarly(page, post, lang, message);

        await expect(post.getByRole("status").filter({ hasText: t.posted })).toBeVisible({
          timeout: 40_000,
        });
        await expect(post.getByRole("listitem").filter({ hasText: message })).toBeVisible();
        await expect.poll(() => listed("comment", message, "message")).toBe(1);
        expect(posts).toHaveLength(1);
        expect(urls.filter((url) => url.includes("Early") || url.includes("typed"))).toEqual([]);
      });

      test(`a reply is posted exactly once, under its comment`, async ({ page }) => {
        const t = words[lang];
        const posts = postsTo(page, "/comments");
        const post = await openPost(page, where, lang);
        const message = unique("A reply", lang);
        const { parent } = POSTS[where][lang];
        await post.getByRole("button", { name: t.replyTo(parent.name) }).click();
        await sendEarly(page, post, lang, message);

        await expect(post.getByRole("status").filter({ hasText: t.replyPosted })).toBeVisible({
          timeout: 40_000,
        });
        await expect(
          post.getByRole("list", { name: t.replies(parent.name) }).getByText(message),
        ).toBeVisible();
        await expect.poll(() => listed("comment", message, "message")).toBe(1);
        const replies = (await (
          await fetch(`${SERVICES_URL}/submissions?kind=comment`)
        ).json()) as Array<{ payload: Record<string, string> }>;
        expect(replies.find((item) => item.payload.message === message)?.payload).toMatchObject({
          parentId: parent.id,
        });
        expect(posts).toHaveLength(1);
      });
    });
