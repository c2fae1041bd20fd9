import { expect, test, type Page } from "@playwright/test";
import { HOST_ORIGIN, hostPageHtml, openHostPage } from "@marketing/e2e/host-page";
import { API_URL, SERVICES_URL } from "@marketing/e2e/urls";

const FAULTS = "fault-detection-rules-air-handling-units";
const FAULTS_TITLE =
  "Fault detection rules that engineers actually trust: lessons from 40 air-handling units";

/** The API failing one of its routes for this page, as Google's refusal or an outage comes through. */
async function apiFails(page: Page, route: string, status: number) {
  await page.route(`${API_URL}${route}`, (request) =>
    request.fulfill({
      status,
      contentType: "application/json",
      headers: { "access-control-allow-origin": HOST_ORIGIN },
      body: JSON.stringify({ error: { code: status, message: `The API answered ${status}.` } }),
    }),
  );
}

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
  await page.goto(`${HOST_ORIGIN}/blog`);
}

test.describe("<blog-list> and <blog-post> on a plain host page", () => {
  test("list → post → comment → reply → back to the list, through the site's API", async ({
    page,
    request,
  }) => {
    await openHostBlog(page);
    const list = page.getByRole("list", { name: "Blog posts" });
    await expect(list.getByRole("article")).toHaveCount(6);
    await expect(page.locator("blog-list img").first()).toHaveAttribute(
      "src",
      new RegExp(`^${API_URL.replace(/[.?]/g, "\\$&")}/images/[\\w-]+\\?sz=w\\d+$`),
    );

    await page.getByRole("link", { name: FAULTS_TITLE }).click();
    await expect(page).toHaveURL(`${HOST_ORIGIN}/blog/${FAULTS}`);
    await expect(page.getByRole("heading", { level: 1, name: FAULTS_TITLE })).toBeVisible();
    // The document came through the API and its own scripts did not run.
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
    const sheet = await (await request.get(`${API_URL}/sheets/comments`)).text();
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

  for (const status of [403, 404, 503]) {
    test(`when the API answers ${status} for the posts the list logs it and shows the sample posts`, async ({
      page,
    }) => {
      const errors: string[] = [];
      page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
      await apiFails(page, "/sheets/posts", status);
      await openHostPage(page, { body: `<blog-list></blog-list>`, scripts: ["blog-list.js"] });
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

    await apiFails(page, "/sheets/posts", 403);
    await openHostPage(page, {
      body: `<blog-list></blog-list><blog-post slug="sample-industrial-energy-savings"></blog-post>`,
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

  test("when the API cannot read the posts the post view says 'Error loading blog post.'", async ({
    page,
  }) => {
    await apiFails(page, "/sheets/posts", 403);
    await openHostPage(page, {
      body: `<blog-post slug="${FAULTS}"></blog-post>`,
      scripts: ["blog-post.js"],
    });
    await expect(page.getByRole("alert")).toHaveText("Error loading blog post.");
  });

  for (const failure of ["an error", "a page too short", "a network failure"] as const) {
    test(`when the API's document read ends in ${failure}, the Content Loading Issue panel links to the document`, async ({
      page,
    }) => {
      test.setTimeout(45_000);
      await page.route(`${API_URL}/docs?**`, (route) => {
        const headers = { "access-control-allow-origin": HOST_ORIGIN };
        if (failure === "an error") return route.fulfill({ status: 502, headers, body: "{}" });
        if (failure === "a page too short")
          return route.fulfill({ status: 200, headers, body: "<html></html>" });
        return route.abort("timedout");
      });
      await openHostPage(page, {
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
});
