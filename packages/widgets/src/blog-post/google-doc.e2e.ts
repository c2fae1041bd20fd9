// A Google-shaped published document renders as its author wrote it, in
// Chromium, checked by computed styles inside the widget's shadow root.
import { expect, test, type Page } from "@playwright/test";
import { HOST_ORIGIN, openHostPage } from "@marketing/e2e/host-page";
import { API_URL } from "@marketing/e2e/urls";
import { GOOGLE_DOC_PAGE, GOOGLE_IMAGE } from "../../test/googleDoc";

const SLUG = "fault-detection-rules-air-handling-units";
// The image Google's host answers with (no internet in tests), at the size the author placed it.
const IMAGE = `<svg xmlns="http://www.w3.org/2000/svg" width="624" height="351"><rect width="624" height="351" fill="#88a"/></svg>`;

async function openPost(page: Page) {
  // The API's answer: the document as Google published it.
  await page.route(`${API_URL}/docs?**`, (route) =>
    route.fulfill({
      status: 200,
      contentType: "text/plain; charset=utf-8",
      headers: { "access-control-allow-origin": HOST_ORIGIN },
      body: GOOGLE_DOC_PAGE,
    }),
  );
  await page.route(`${GOOGLE_IMAGE}*`, (route) =>
    route.fulfill({ status: 200, contentType: "image/svg+xml", body: IMAGE }),
  );
  await page.setViewportSize({ width: 900, height: 700 });
  await openHostPage(page, {
    body: `<main style="max-width:600px;margin:0 auto"><blog-post slug="${SLUG}"></blog-post></main>`,
    scripts: ["blog-post.js"],
  });
  await expect(page.locator("blog-post .mw-doc")).toContainText("The footnote text.");
}

test("every formatted run of the source renders with its format", async ({ page }) => {
  await openPost(page);
  const styles = await page.evaluate(() => {
    const doc = document.querySelector("blog-post")!.shadowRoot!.querySelector(".mw-doc")!;
    const texts: Text[] = [];
    const walker = document.createTreeWalker(doc, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node as Text);
    const styleOf = (text: string, nth = 0) => {
      const el = texts.filter((node) => node.nodeValue === text)[nth]!.parentElement!;
      // Decorations are not inherited: collect them up to the document root, as they paint.
      const lines: string[] = [];
      const aligns: string[] = [];
      for (let at: Element | null = el; at && at !== doc; at = at.parentElement) {
        const s = getComputedStyle(at);
        lines.push(s.textDecorationLine);
        aligns.push(s.verticalAlign);
      }
      const s = getComputedStyle(el);
      return { weight: Number(s.fontWeight), style: s.fontStyle, lines, aligns };
    };
    return {
      plain: styleOf("Plain words, "),
      bold: styleOf("bold words"),
      italic: styleOf("italic words"),
      underline: styleOf("underlined words"),
      strike: styleOf("struck words"),
      sup: styleOf("2", 0),
      sub: styleOf("2", 1),
      boldItalic: styleOf("bold italic words"),
      title: styleOf("A bold centred paragraph used as a title"),
      titleAlign: getComputedStyle(
        Array.from(doc.querySelectorAll("p")).find((p) => p.textContent?.startsWith("A bold"))!,
      ).textAlign,
    };
  });
  expect(styles.plain.weight).toBeLessThan(600);
  expect(styles.plain.style).toBe("normal");
  expect(styles.plain.lines.join(" ")).not.toMatch(/underline|line-through/);
  expect(styles.bold.weight).toBeGreaterThanOrEqual(700);
  expect(styles.italic.style).toBe("italic");
  expect(styles.underline.lines).toContain("underline");
  expect(styles.strike.lines).toContain("line-through");
  expect(styles.sup.aligns).toContain("super");
  expect(styles.sub.aligns).toContain("sub");
  expect(styles.boldItalic).toMatchObject({ style: "italic" });
  expect(styles.boldItalic.weight).toBeGreaterThanOrEqual(700);
  expect(styles.title.weight).toBeGreaterThanOrEqual(700);
  expect(styles.titleAlign).toBe("center");
});

test("list items sit at the author's depth with the right numbers", async ({ page }) => {
  await openPost(page);
  const items = await page.evaluate(() => {
    const doc = document.querySelector("blog-post")!.shadowRoot!.querySelector(".mw-doc")!;
    return Array.from(doc.querySelectorAll("li"), (li) => {
      const list = li.parentElement!;
      let depth = 0;
      for (let at = list.parentElement; at && at !== doc; at = at.parentElement) {
        if (at.tagName === "LI") depth++;
      }
      const index = Array.from(list.children).indexOf(li);
      const start = Number(list.getAttribute("start") ?? 1);
      const type = list.tagName === "OL" ? (list.getAttribute("type") ?? "1") : "bullet";
      const n = start + index;
      const label =
        type === "1" ? String(n) : type === "a" ? String.fromCharCode(96 + n) : "bullet";
      return {
        text: li.firstChild?.textContent ?? "",
        depth,
        label,
        left: li.getBoundingClientRect().left,
      };
    });
  });
  expect(items.map(({ text, depth, label }) => [text, depth, label])).toEqual([
    ["First step", 0, "1"],
    ["Second step", 0, "2"],
    ["Detail a", 1, "a"],
    ["Detail b", 1, "b"],
    ["Third step", 0, "3"],
    ["Fourth step", 0, "4"],
    ["Bullet level one", 0, "bullet"],
    ["Bullet level two", 1, "bullet"],
    ["Bullet level three", 2, "bullet"],
    ["Bullet level one again", 0, "bullet"],
  ]);
  const left = Object.fromEntries(items.map((item) => [item.text, item.left]));
  expect(left["Detail a"]).toBeGreaterThan(left["Second step"]! + 10);
  expect(left["Bullet level two"]).toBeGreaterThan(left["Bullet level one"]! + 10);
  expect(left["Bullet level three"]).toBeGreaterThan(left["Bullet level two"]! + 10);
  expect(left["Bullet level one again"]).toBe(left["Bullet level one"]);
});

test("images keep their dimensions, scaled to the column", async ({ page }) => {
  await openPost(page);
  const img = page.locator("blog-post .mw-doc img");
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete)).toBe(true);
  await expect(img).toHaveAttribute("width", "624");
  await expect(img).toHaveAttribute("height", "351");
  const box = await img.evaluate((el) => {
    const rect = el.getBoundingClientRect();
    return { width: rect.width, height: rect.height, column: el.parentElement!.clientWidth };
  });
  expect(box.width).toBeLessThanOrEqual(box.column);
  expect(box.width).toBeGreaterThan(0);
  expect(box.height / box.width).toBeCloseTo(351 / 624, 2);
});

test("contents and footnote links scroll within the post", async ({ page }) => {
  await openPost(page);
  const topOf = (text: string, role: "heading" | "link") =>
    page
      .locator("blog-post")
      .getByRole(role, { name: text, exact: true })
      .last()
      .evaluate((el) => el.getBoundingClientRect().top);
  const url = page.url();

  await page.locator("blog-post").getByRole("link", { name: "[1]" }).first().click();
  await expect.poll(() => topOf("[1]", "link")).toBeLessThan(40);
  await expect(page.locator("blog-post").getByRole("link", { name: "[1]" }).last()).toBeFocused();

  await page.locator("blog-post").getByRole("link", { name: "[1]" }).last().click();
  await expect
    .poll(() =>
      page
        .locator("blog-post")
        .getByRole("link", { name: "[1]" })
        .first()
        .evaluate((el) => el.getBoundingClientRect().top),
    )
    .toBeLessThan(40);

  await page.evaluate(() => window.scrollTo(0, 0));
  await page.locator("blog-post").getByRole("link", { name: "Lists", exact: true }).click();
  await expect.poll(() => topOf("Lists", "heading")).toBeLessThan(40);
  await expect.poll(() => topOf("Lists", "heading")).toBeGreaterThanOrEqual(0);
  expect(page.url()).toBe(url);
});
