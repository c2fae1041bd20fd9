import { expect, test } from "@playwright/test";
import { PRESENT_TAGS, exercise, serveCalendarProvider } from "./widgets";

// examples/embed.html loads /embed/widgets.js; each run swaps in one standalone script.
const SCRIPTS = ["widgets.js", ...PRESENT_TAGS.map((tag) => `${tag}.js`)];

for (const script of SCRIPTS) {
  test(`examples/embed.html with ${script}: every widget it defines works against the site's API`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(String(error)));
    await serveCalendarProvider(page);
    await page.route("**/embed/widgets.js", async (route) =>
      route.fulfill({
        response: await route.fetch({ url: route.request().url().replace("widgets.js", script) }),
      }),
    );
    await page.goto("/examples/embed.html");

    const defined =
      script === "widgets.js" ? PRESENT_TAGS : PRESENT_TAGS.filter((t) => `${t}.js` === script);
    for (const tag of defined) {
      await test.step(`<${tag}>`, () => exercise[tag](page, page.locator(tag)));
    }
    // The loader defines a tag once its element comes near the viewport (exercised above).
    for (const tag of PRESENT_TAGS) {
      const isDefined = await page.evaluate((name) => !!customElements.get(name), tag);
      expect(isDefined, `<${tag}> defined by ${script}`).toBe(defined.includes(tag));
    }
    expect(errors).toEqual([]);
  });
}

test("the example page logs the widgets' events through a page listener", async ({ page }) => {
  await serveCalendarProvider(page);
  await page.goto("/examples/embed.html");
  await exercise["newsletter-signup"](page, page.locator("newsletter-signup"));
  await expect(page.locator("#event-log")).toContainText("newsletter-signup → subscribed");
});

test("the example page's contact form has one border around it, not a card in a box", async ({
  page,
}) => {
  await page.goto("/examples/embed.html");
  const form = page.locator("contact-form").getByRole("button", { name: "Send message" });
  await form.scrollIntoViewIfNeeded();
  await expect(form).toBeVisible();
  // Every box from the form up to the page's body (through the shadow root) that draws a border.
  const bordered = await page
    .locator("contact-form")
    .locator("form")
    .evaluate((start) => {
      const boxes: string[] = [];
      for (let node: Element | null = start; node && node !== document.body;) {
        const style = getComputedStyle(node);
        if (style.borderTopStyle !== "none" && parseFloat(style.borderTopWidth) > 0)
          boxes.push(`${node.localName}.${[...node.classList].join(".")}`);
        const parent: Node | null = node.parentNode;
        node = parent instanceof ShadowRoot ? parent.host : (parent as Element | null);
      }
      return boxes;
    });
  expect(bordered).toEqual(["section.mw-contact"]);
});
