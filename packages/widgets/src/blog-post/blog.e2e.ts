import { expect, test, type Page } from "@playwright/test";
import { HOST_ORIGIN, hostPageHtml, openHostPage } from "@marketing/e2e/host-page";
import { SERVICES_URL } from "@marketing/e2e/urls";
import { LOCAL_API_KEY, LOCAL_SPREADSHEET_ID } from "@marketing/contracts";

const FAULTS = "fault-detection-rules-air-handling-units";
const FAULTS_TITLE =
  "Fault detection rules that engineers actually trust: lessons from 40 air-handling units";
const pageConfig = (config: object) =>
  `<script type="application/json" id="marketing-widgets-config">${JSON.stringify(config)}</script>`;

/** A host site with a blog page and post pages at /blog/{slug}, each loading only its embed script. */
async function openHostBlog(page: Page, head = "") {
  await page.route(`${HOST_ORIGIN}/**`, (route) => {
    const path = new URL(route.request().url()).pathname;
    const isPost = /^\/blog\/[^/]+$/.test(path);
    return route.fulfill({
      status: 200,
      contentType: "text/html; charset=utf-8",
      body: hostPageHtml(
        isPost
          ? { head, body: `<blog-post blog-url="/blog"></blog-post>`, scripts: ["blog-post.js"] }
          : { head, body: `<blog-list blog-url="/blog"></blog-list>`, scripts: ["blog-list.js"] },
      ),
    });
  });
  // The sandbox has no internet: the direct (no-cors) attempt must fail fast, as an opaque answer would.
  await page.route("https://docs.google.com/**", (route) => route.abort());
  await page.goto(`${HOST_ORIGIN}/blog`);
}

test.describe("<blog-list> and <blog-post> on a plain host page", () => {
  test("list → post → comment → reply → back to the list, against the local services", async ({
    page,
    request,
  }) => {
    await openHostBlog(page);
    const list = page.getByRole("list", { name: "Blog posts" });
    await expect(list.getByRole("article")).toHaveCount(6);
    await expect(page.locator("blog-list img").first()).toHaveAttribute(
      "src",
      /127\.0\.0\.1:8787\/drive\/thumbnail\?id=/,
    );

    await page.getByRole("link", { name: FAULTS_TITLE }).click();
    await expect(page).toHaveURL(`${HOST_ORIGIN}/blog/${FAULTS}`);
    await expect(page.getByRole("heading", { level: 1, name: FAULTS_TITLE })).toBeVisible();
    // The document came through the first proxy and its own scripts did not run.
    await expect(page.locator("blog-post .mw-doc h1, blog-post .mw-doc h2").first()).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.getAttribute("data-published-doc-script")),
    ).toBeNull();
    await expect(page.getByRole("heading", { name: /^Comments \(\d+\)$/ })).toBeVisible();

    const stamp = Date.now();
    const posted = page.evaluate(
      () =>
        new Promise((resolve) =>
          document.addEventListener("commentposted", (e) => resolve((e as CustomEvent).detail)),
        ),
    );
    await page.getByRole("textbox", { name: "Name" }).fill("E2E Visitor");
    const email = page.getByRole("textbox", { name: "Email (optional)" });
    await expect(email).toHaveAccessibleDescription(
      "Your email is never published: only the site owner sees it.",
    );
    await email.fill(`e2e.private.${stamp}@example.com`);
    await page.getByRole("textbox", { name: "Comment" }).fill(`Top-level comment ${stamp}`);
    await page.getByRole("button", { name: "Post comment" }).click();
    await expect(page.getByText("Comment posted!")).toBeVisible();
    await expect(page.getByText(`Top-level comment ${stamp}`)).toBeVisible();
    expect(JSON.stringify(await posted)).toContain(`Top-level comment ${stamp}`);

    await page.getByRole("button", { name: "Reply to Priya Raman" }).click();
    await page.getByRole("textbox", { name: "Comment" }).fill(`A reply ${stamp}`);
    await page.getByRole("button", { name: "Post reply" }).click();
    await expect(page.getByText("Reply posted!")).toBeVisible();
    await expect(page.getByRole("list", { name: "Replies to Priya Raman" })).toContainText(
      `A reply ${stamp}`,
    );

    const submissions = JSON.stringify(
      await (await request.get(`${SERVICES_URL}/submissions?kind=comment`)).json(),
    );
    expect(submissions).toContain(`Top-level comment ${stamp}`);
    expect(submissions).toContain(`A reply ${stamp}`);
    expect(submissions).toContain(`e2e.private.${stamp}@example.com`);
    // What any visitor can read: the public Comments sheet holds the comment, never the email.
    const sheet = await (
      await request.get(
        `${SERVICES_URL}/v4/spreadsheets/${LOCAL_SPREADSHEET_ID}/values/Comments?key=${LOCAL_API_KEY}`,
      )
    ).text();
    expect(sheet).toContain(`Top-level comment ${stamp}`);
    expect(sheet).not.toContain(`e2e.private.${stamp}`);

    // A new page load reads the Comments sheet again: the services now serve both rows.
    await page.reload();
    await expect(page.getByRole("list", { name: "Replies to Priya Raman" })).toContainText(
      `A reply ${stamp}`,
    );

    await page.getByRole("link", { name: /Back to blog/ }).click();
    await expect(page.getByRole("list", { name: "Blog posts" }).getByRole("article")).toHaveCount(
      6,
    );
  });

  test("an unknown slug shows 'Blog post not found' with a button back to the blog", async ({
    page,
  }) => {
    await openHostPage(page, {
      body: `<blog-post slug="no-such-post" lang="fr" blog-url="/blog"></blog-post>`,
      scripts: ["blog-post.js"],
    });
    await expect(page.getByRole("heading", { name: "Article introuvable" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Retour au blog" })).toHaveAttribute(
      "href",
      "/blog",
    );
  });

  for (const [what, attrs, status] of [
    ["a wrong key", `sheets-api-key="wrong-key"`, 400],
    ["a private spreadsheet", `spreadsheet-id="private-sheet"`, 403],
    ["an unknown spreadsheet", `spreadsheet-id="no-such-sheet"`, 404],
  ] as const) {
    test(`with ${what} the list logs the ${status} and shows the sample posts`, async ({
      page,
    }) => {
      const errors: string[] = [];
      page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
      await openHostPage(page, {
        body: `<blog-list ${attrs}></blog-list>`,
        scripts: ["blog-list.js"],
      });
      await expect(page.getByRole("list", { name: "Blog posts" }).getByRole("article")).toHaveCount(
        2,
      );
      await expect(
        page.getByRole("link", {
          name: "How AI-assisted writing cut our content creation time by 80%",
        }),
      ).toBeVisible();
      expect(errors.join("\n")).toContain(`failed with status ${status}`);
    });
  }

  test("via widgets.js the sample posts are fetched only when shown: a sample slug, an unreadable sheet", async ({
    page,
  }) => {
    const samples: string[] = [];
    page.on("request", (request) => {
      if (/\/chunks\/blog-samples\./.test(request.url())) samples.push(request.url());
    });
    await openHostPage(page, {
      body: `<blog-list limit="2"></blog-list><blog-post slug="${FAULTS}"></blog-post>`,
      scripts: ["widgets.js"],
    });
    await expect(page.getByRole("heading", { level: 1, name: FAULTS_TITLE })).toBeVisible();
    await expect(page.getByRole("list", { name: "Blog posts" }).getByRole("article")).toHaveCount(
      2,
    );
    expect(samples).toEqual([]);

    await openHostPage(page, {
      body: `<blog-list sheets-api-key="wrong-key"></blog-list><blog-post slug="sample-industrial-energy-savings"></blog-post>`,
      scripts: ["widgets.js"],
    });
    await expect(
      page.getByRole("heading", {
        level: 1,
        name: "Where an energy audit pays back first in an industrial site",
      }),
    ).toBeVisible();
    await expect(
      page.getByRole("link", {
        name: "How AI-assisted writing cut our content creation time by 80%",
      }),
    ).toBeVisible();
    expect(samples).toHaveLength(1);
  });

  test("with a wrong key the post view says 'Error loading blog post.'", async ({ page }) => {
    await openHostPage(page, {
      body: `<blog-post slug="${FAULTS}" sheets-api-key="wrong-key"></blog-post>`,
      scripts: ["blog-post.js"],
    });
    await expect(page.getByRole("alert")).toHaveText("Error loading blog post.");
  });

  const proxy = (name: "allorigins/raw" | "corsproxy/", fail?: string) =>
    `${SERVICES_URL}/proxy/${name}?${fail ? `fail=${fail}&` : ""}url={url}`;

  for (const fail of ["status", "short", "timeout"]) {
    test(`when both proxies fail by ${fail} and the direct fetch fails, the Content Loading Issue panel links to the document`, async ({
      page,
    }) => {
      test.setTimeout(45_000);
      await page.route("https://docs.google.com/**", (route) => route.abort());
      await openHostPage(page, {
        head: pageConfig({
          docProxies: [proxy("allorigins/raw", fail), proxy("corsproxy/", fail)],
        }),
        body: `<blog-post slug="${FAULTS}"></blog-post>`,
        scripts: ["blog-post.js"],
      });
      const panel = page.getByRole("alert");
      await expect(panel.getByRole("heading", { name: "Content Loading Issue" })).toBeVisible({
        timeout: 30_000,
      });
      await expect(panel).toContainText("Most fault detection projects drown operators in alarms");
      await expect(panel.getByRole("link", { name: "Open the original document" })).toHaveAttribute(
        "href",
        /^https:\/\/docs\.google\.com\/document\/d\/e\/.+\/pub$/,
      );
    });
  }

  test("when the first proxy fails the second one still brings the document", async ({ page }) => {
    await page.route("https://docs.google.com/**", (route) => route.abort());
    await openHostPage(page, {
      head: pageConfig({ docProxies: [proxy("allorigins/raw", "status"), proxy("corsproxy/")] }),
      body: `<blog-post slug="${FAULTS}"></blog-post>`,
      scripts: ["blog-post.js"],
    });
    await expect(page.locator("blog-post .mw-doc .mw-doc__paragraph").first()).toBeVisible();
    await expect(page.getByRole("alert")).toHaveCount(0);
  });
});
