// "Blog post not found": its "Recent articles" are apart from the "Back to blog" button, under a
// heading smaller than the page's title, and shown as cards like every other list of posts
// (category, title, date), not a bulleted list. On a phone and a desktop, in both languages.
import { expect, test } from "@playwright/test";
import { localized } from "./routes";

const words = {
  en: { back: "Back to blog", recent: "Recent articles" },
  fr: { back: "Retour au blog", recent: "Articles récents" },
};

for (const lang of ["en", "fr"] as const)
  for (const width of [375, 1280])
    test(`${localized("/blog/no-such-post", lang)} at ${width} px: the recent articles are apart, smaller than the title, as cards`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(localized("/blog/no-such-post", lang));
      const back = page.locator("blog-post").getByRole("link", { name: words[lang].back });
      const recent = page.getByRole("region", { name: words[lang].recent });
      await expect(back).toBeVisible();
      await expect(recent).toBeVisible();

      const backBox = (await back.boundingBox())!;
      const recentBox = (await recent.boundingBox())!;
      expect(recentBox.y - (backBox.y + backBox.height)).toBeGreaterThanOrEqual(24);

      const size = (locator: typeof back) =>
        locator.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
      const title = page.getByRole("heading", { level: 1 });
      const heading = recent.getByRole("heading", { name: words[lang].recent });
      expect(await size(heading)).toBeLessThan(await size(title));

      const cards = recent.getByRole("listitem");
      expect(await cards.count()).toBeGreaterThan(0);
      expect(
        await recent.getByRole("list").evaluate((list) => getComputedStyle(list).listStyleType),
      ).toBe("none");
      for (const card of await cards.all()) {
        // A card: bordered, with the post's title as a link and its date.
        expect(
          await card.evaluate((item) => parseFloat(getComputedStyle(item).borderTopWidth)),
        ).toBeGreaterThanOrEqual(1);
        await expect(card.getByRole("link")).toBeVisible();
        await expect(card.locator("time")).toHaveText(/\d{4}/);
      }
    });
