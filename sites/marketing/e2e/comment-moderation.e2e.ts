// Moderation from the mail on `npm start`, as the owner and the visitors meet it: a comment is
// held (another visitor does not see it), the owner's approve link opens a page that shows the
// comment and changes nothing until its button is pressed, and then the post shows the comment to
// everyone. A link pressed again, expired or forged says so in the page's language; without
// JavaScript the page's form does the same. An approved reply mails its parent's author, whose
// stop link works the same way.
import { expect, test, type APIRequestContext, type Browser } from "@playwright/test";
import {
  LOCAL_API_KEY,
  LOCAL_SPREADSHEET_ID,
  signToken,
  unverifiedSubject,
} from "@marketing/contracts";
import { expectNoAxeViolations } from "@marketing/e2e/axe";
import { E2E_LINK_SECRET, SERVICES_URL, SITE_URL } from "@marketing/e2e/urls";
import commentsEn from "../app/locales/en/comments.json" with { type: "json" };
import commentsFr from "../app/locales/fr/comments.json" with { type: "json" };
import { untilWidgetsLive } from "./routes";

type Lang = "en" | "fr";
const PAGE = { en: commentsEn, fr: commentsFr };
/** A post of each language, and its comment form's words. */
const POST = {
  en: {
    path: "/blog/fault-detection-rules-air-handling-units",
    name: "Name",
    comment: "Comment",
    submit: "Post comment",
    posted: "Comment posted!",
  },
  fr: {
    path: "/fr/blog/tableaux-de-bord-kpi-performance-energetique",
    name: "Nom",
    comment: "Commentaire",
    submit: "Publier le commentaire",
    posted: /^Commentaire publié/,
  },
};
const DAY = 24 * 3600 * 1000;
const prefix = (lang: Lang) => (lang === "fr" ? "/fr" : "");

/**
 * A link as the Worker's mails carry it (packages/edge/src/links.ts: the token's subject is
 * `purpose:value`), signed with the LINK_SECRET `npm start` runs with under test.
 */
async function signedLink(
  lang: Lang,
  purpose: "approve" | "delete" | "stop-replies",
  value: string,
  { secret = E2E_LINK_SECRET, expiresAt = Date.now() + DAY } = {},
) {
  const path = purpose === "stop-replies" ? "/comments/stop-replies" : "/comments/moderate";
  const token = await signToken(`${purpose}:${value}`, secret, expiresAt);
  return `${SITE_URL}${prefix(lang)}${path}?token=${encodeURIComponent(token)}`;
}

interface Mail {
  to: string;
  subject: string;
  body: string;
  links?: string[];
  headers?: Record<string, string>;
}
const outbox = async (request: APIRequestContext) =>
  (await (await request.get(`${SERVICES_URL}/outbox`)).json()) as Mail[];

/** Whether a link is a moderation link approving the comment `id`. */
function approves(link: string, id: string): boolean {
  const url = new URL(link);
  if (!url.pathname.endsWith("/comments/moderate")) return false;
  return unverifiedSubject(url.searchParams.get("token") ?? "") === `approve:${id}`;
}

/**
 * The approve link of the owner's moderation mail about the comment `id` (the owner's mail is
 * sent after the comment is stored); a link signed here when the Worker sends no such mail.
 */
async function approveLink(request: APIRequestContext, id: string, lang: Lang) {
  const fromMail = async () =>
    (await outbox(request)).flatMap((mail) => mail.links ?? []).find((link) => approves(link, id));
  try {
    await expect.poll(fromMail, { timeout: 5_000 }).toBeTruthy();
    return (await fromMail())!;
  } catch {
    return signedLink(lang, "approve", id);
  }
}

async function commentId(request: APIRequestContext, message: string): Promise<string> {
  let id: string | undefined;
  await expect
    .poll(async () => {
      const listed = (await (
        await request.get(`${SERVICES_URL}/submissions?kind=comment&limit=1000`)
      ).json()) as Array<{ payload: { id: string; message: string } }>;
      id = listed.find((record) => record.payload.message === message)?.payload.id;
      return id;
    })
    .toBeTruthy();
  return id!;
}

/** The comment's column H as the Comments sheet holds it now (its stand-in, not a kept copy). */
async function approvedCell(request: APIRequestContext, id: string) {
  const range = encodeURIComponent("Comments!A:H");
  const sheet = (await (
    await request.get(
      `${SERVICES_URL}/v4/spreadsheets/${LOCAL_SPREADSHEET_ID}/values/${range}?key=${LOCAL_API_KEY}`,
    )
  ).json()) as { values?: string[][] };
  return sheet.values?.find((row) => row[1] === id)?.[7];
}

/** A comment posted straight to the comments endpoint's stand-in (held, as by default). */
async function storedComment(request: APIRequestContext, fields: Record<string, unknown> = {}) {
  const body = {
    type: "blog_comment",
    postSlug: "fault-detection-rules-air-handling-units",
    id: `cmt-e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
    name: "Ada",
    email: "",
    message: `A comment (${Date.now()})`,
    parentId: "",
    ...fields,
  };
  const answer = await request.post(`${SERVICES_URL}/comments`, {
    headers: { "Content-Type": "text/plain;charset=utf-8" },
    data: JSON.stringify(body),
  });
  expect(answer.status()).toBe(201);
  return body;
}

/** A visitor who never posted anything: sees only approved comments. */
async function anotherVisitor(browser: Browser, lang: Lang) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(POST[lang].path);
  await untilWidgetsLive(page);
  const loaded = page.locator("blog-post").getByRole("heading", { name: /\(\d+\)$/ });
  return { context, page, loaded };
}

for (const lang of ["en", "fr"] as const) {
  const words = PAGE[lang].moderate;

  test(`a comment held for moderation shows once its approve link is pressed (${lang})`, async ({
    page,
    browser,
    request,
  }) => {
    // Three visitors' pages (commenter, another reader, the owner) and five loads: a long walk.
    test.slow();
    const post = POST[lang];
    const message = `Held until approved (${lang}, ${Date.now()})`;
    await page.goto(post.path);
    await untilWidgetsLive(page);
    await page.getByRole("textbox", { name: post.name, exact: true }).fill("Grace");
    await page.getByRole("textbox", { name: post.comment, exact: true }).fill(message);
    await page.getByRole("button", { name: post.submit }).click();
    await expect(page.getByRole("status").filter({ hasText: post.posted })).toBeVisible();
    const id = await commentId(request, message);

    const visitor = await anotherVisitor(browser, lang);
    await expect(visitor.loaded).toBeVisible();
    await expect(visitor.page.getByText(message)).toHaveCount(0);

    const link = await approveLink(request, id, lang);
    const linkLang: Lang = new URL(link).pathname.startsWith("/fr/") ? "fr" : "en";
    const shown = PAGE[linkLang].moderate;
    const owner = await browser.newContext();
    const moderation = await owner.newPage();
    await moderation.goto(link);
    // Opening the link changed nothing: it says what it will do, and to which comment.
    await expect(moderation.getByText(shown.approveLead)).toBeVisible();
    await expect(moderation.getByRole("blockquote")).toContainText(message);
    await expect(moderation.getByRole("blockquote")).toContainText("Grace");
    expect(await approvedCell(request, id)).toBe("FALSE");
    await expectNoAxeViolations(moderation);
    await moderation.getByRole("button", { name: shown.approveButton }).click();
    await expect(moderation.getByText(shown.approved)).toBeVisible();
    expect(await approvedCell(request, id)).toBe("TRUE");

    // The next read shows it to everyone.
    await visitor.page.reload();
    await untilWidgetsLive(visitor.page);
    await expect(visitor.page.getByText(message)).toBeVisible();

    // The same link pressed again changes nothing and says so.
    const again = await owner.newPage();
    await again.goto(link);
    await again.getByRole("button", { name: shown.approveButton }).click();
    await expect(again.getByText(shown.used)).toBeVisible();
    await owner.close();
    await visitor.context.close();
  });

  test(`an expired or forged moderation link changes nothing and says so (${lang})`, async ({
    page,
    request,
  }) => {
    const { id } = await storedComment(request);
    await page.goto(await signedLink(lang, "approve", id, { expiresAt: Date.now() - DAY }));
    await page.getByRole("button", { name: words.approveButton }).click();
    await expect(page.getByText(words.expired)).toBeVisible();
    await page.goto(await signedLink(lang, "delete", id, { secret: "not-the-sites" }));
    await page.getByRole("button", { name: words.deleteButton }).click();
    await expect(page.getByText(words.invalid)).toBeVisible();
    expect(await approvedCell(request, id)).toBe("FALSE");
  });
}

test("without JavaScript, a delete link's page deletes on the press and says so (fr)", async ({
  browser,
  request,
}) => {
  const { id } = await storedComment(request);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const words = PAGE.fr.moderate;
  await page.goto(await signedLink("fr", "delete", id));
  await expect(page.getByText(words.ready)).toBeVisible();
  expect(await approvedCell(request, id)).toBe("FALSE");
  await page.getByRole("button", { name: words.button }).click();
  await expect(page).toHaveURL(`${SITE_URL}/fr/comments/moderate#moderation-deleted`);
  await expect(page.getByText(words.deleted)).toBeVisible();
  await expect(page.getByRole("button", { name: words.button })).toBeHidden();
  expect(await approvedCell(request, id)).toBeUndefined();
  await context.close();
});

test("an approved reply mails its parent's author, in French, whose stop link stops them", async ({
  page,
  request,
}) => {
  const email = `parent-${Date.now()}@example.com`;
  const parent = await storedComment(request, {
    postSlug: "tableaux-de-bord-kpi-performance-energetique",
    name: "Grace",
    email,
    notifyReplies: true,
    lang: "fr",
  });
  const reply = await storedComment(request, {
    postSlug: parent.postSlug,
    name: "Ada",
    parentId: parent.id,
  });
  await page.goto(await signedLink("fr", "approve", reply.id));
  await page.getByRole("button", { name: PAGE.fr.moderate.approveButton }).click();
  await expect(page.getByText(PAGE.fr.moderate.approved)).toBeVisible();

  let mail: Mail | undefined;
  await expect
    .poll(async () => (mail = (await outbox(request)).find((sent) => sent.to === email)))
    .toBeTruthy();
  expect(mail!.subject).toBe("Ada a répondu à votre commentaire");
  expect(mail!.links).toContain(`${SITE_URL}/fr/blog/${parent.postSlug}`);
  expect(mail!.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  const stop = mail!.links!.find((link) => link.includes("/fr/comments/stop-replies?token="))!;

  const words = PAGE.fr.stopReplies;
  await page.goto(stop);
  await page.getByRole("button", { name: words.button }).click();
  await expect(page.getByText(words.stopped)).toBeVisible();
  await expectNoAxeViolations(page);
});
