// A plan's call to action reads as one line inside its button, in both languages, on a phone and
// on a desktop: the longest label ("Contacter l'équipe commerciale") once wrapped onto two lines
// in a squeezed card.
import { expect, test } from "@playwright/test";
import { localized, untilWidgetsLive } from "./routes";

const WIDTHS = [375, 1280] as const;

for (const lang of ["en", "fr"] as const)
  for (const width of WIDTHS)
    test(`${localized("/pricing", lang)} at ${width} px: every plan's button label is one line, inside its button and card`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(localized("/pricing", lang));
      await untilWidgetsLive(page);
      const ctas = page.locator("pricing-table .mw-pricing__cta");
      await expect(ctas).toHaveCount(3);

      for (const cta of await ctas.all()) {
        const layout = await cta.evaluate((button) => {
          const range = document.createRange();
          range.selectNodeContents(button);
          // One line box gives its text fragments one top; a wrapped label gives two.
          const lineTops = new Set(
            [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
          );
          const box = button.getBoundingClientRect();
          const card = button.closest(".mw-pricing__plan")!.getBoundingClientRect();
          return {
            label: button.textContent,
            lines: lineTops.size,
            overflowsButton: button.scrollWidth > button.clientWidth,
            insideCard: box.left >= card.left && box.right <= card.right,
            insideViewport: box.left >= 0 && box.right <= document.documentElement.clientWidth,
          };
        });
        expect(layout, `"${layout.label}"`).toEqual({
          label: layout.label,
          lines: 1,
          overflowsButton: false,
          insideCard: true,
          insideViewport: true,
        });
      }
    });
