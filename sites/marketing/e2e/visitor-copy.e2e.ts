// What a visitor reads on the blog is written for visitors: none of the notes the content
// fixtures keep for developers ("…so it shows the missing-document screen") reaches /blog or a
// post, with or without JavaScript.
import { expect, test } from "@playwright/test";

/** Words that only make sense to someone reading the code. */
const DEVELOPER_COPY = /(missing|invalid)-document screen|so it shows the|the client must|fixture/i;

const PAGES = [
  "/blog",
  "/blog/webinar-recap-kpi-dashboards",
  "/blog/guest-post-building-analytics-data-quality",
];

for (const javaScriptEnabled of [true, false])
  for (const path of PAGES)
    test(`${path} ${javaScriptEnabled ? "with" : "without"} JavaScript shows no developer-facing copy`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      await page.goto(path);
      // The widgets' shadow roots included: innerText of each, and of the page.
      const text = await page.evaluate(() =>
        [
          document.body.innerText,
          ...[...document.querySelectorAll("blog-list, blog-post")].map(
            (element) => (element.shadowRoot as unknown as HTMLElement | null)?.textContent ?? "",
          ),
        ].join("\n"),
      );
      expect(text).not.toMatch(DEVELOPER_COPY);
      await context.close();
    });
