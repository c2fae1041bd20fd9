// With Drive's thumbnails failing, no picture on /blog or a post shows the browser's broken-image
// icon: each shows the stock image instead (spec §8), whether the server rendered it (its error
// came before any code) or the widget did, before and after the widget wakes.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { openHostPage, servicesConfig } from "@marketing/e2e/host-page";
import { untilWidgetsLive } from "@marketing/e2e/widgets";
import { localized, type Lang } from "./routes";

/** Every Drive picture the API serves (post pictures, a document's pictures) fails. */
const failThumbnails = (page: Page) =>
  page.route("**/api/images/**", (route) => route.fulfill({ status: 404, body: "" }));

/** The pictures inside a widget's shadow root, each scrolled into view (some load lazily). */
async function pictures(widget: Locator): Promise<Locator[]> {
  const images = await widget.locator("img").all();
  for (const image of images) await image.scrollIntoViewIfNeeded();
  return images;
}

/**
 * What a picture looks like on screen: the stock image is a blue gradient (blue far above red); a
 * broken picture is the card's light grey box (red, green and blue alike) with a small icon.
 */
async function looksLikeStock(page: Page, image: Locator): Promise<boolean> {
  const png = (await image.screenshot()).toString("base64");
  return page.evaluate(async (data) => {
    const picture = new Image();
    picture.src = `data:image/png;base64,${data}`;
    await picture.decode();
    const canvas = document.createElement("canvas");
    canvas.width = picture.width;
    canvas.height = picture.height;
    const context = canvas.getContext("2d")!;
    context.drawImage(picture, 0, 0);
    const { data: pixels } = context.getImageData(0, 0, picture.width, picture.height);
    let bluish = 0;
    for (let i = 0; i < pixels.length; i += 4) if (pixels[i + 2]! - pixels[i]! > 60) bluish++;
    return bluish / (pixels.length / 4) > 0.9;
  }, png);
}

async function expectStockPictures(page: Page, widget: Locator, count: number) {
  // Whole, again, if a picture is replaced while it is looked at (a post re-renders its article
  // once its code takes over): every picture on screen at one moment is the stock image.
  await expect(async () => {
    const images = await pictures(widget);
    expect(images.length).toBeGreaterThanOrEqual(count);
    for (const image of images) {
      // Wait until the browser has given up on it.
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
      expect(await looksLikeStock(page, image), await image.evaluate((img) => img.outerHTML)).toBe(
        true,
      );
    }
  }).toPass({ timeout: 30_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
}

for (const lang of ["en", "fr"] as const) {
  test(`${lang}: /blog with Drive thumbnails failing shows the stock picture on every card, before and after the list wakes`, async ({
    page,
  }) => {
    await failThumbnails(page);
    await page.goto(localized("/blog", lang as Lang));
    const list = page.locator("blog-list");
    await expectStockPictures(page, list, 2);
    await untilWidgetsLive(page);
    await expectStockPictures(page, list, 2);
  });
}

test(`a post with Drive thumbnails failing shows the stock picture for its own and its document's pictures`, async ({
  page,
}) => {
  await failThumbnails(page);
  await page.goto("/blog/fault-detection-rules-air-handling-units");
  const post = page.locator("blog-post");
  await expectStockPictures(page, post, 2);
  await untilWidgetsLive(page);
  await expectStockPictures(page, post, 2);
});

test(`a list the widget renders itself (no server rendering) shows the stock picture too`, async ({
  page,
}) => {
  await failThumbnails(page);
  await openHostPage(page, {
    head: servicesConfig(),
    body: `<blog-list></blog-list>`,
    scripts: ["blog-list.js"],
  });
  const list = page.locator("blog-list");
  await expect(list.getByRole("article").first()).toBeVisible();
  await expectStockPictures(page, list, 2);
});
