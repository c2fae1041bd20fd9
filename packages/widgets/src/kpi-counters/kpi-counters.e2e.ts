import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "@marketing/e2e/axe";
import { openHostPage } from "@marketing/e2e/host-page";

const figure = (key: string) => `kpi-counters [data-counter="${key}"] [aria-hidden="true"]`;

test.describe("<kpi-counters> on a plain host page", () => {
  test("counts only once scrolled into view, then ends on the targets", async ({ page }) => {
    await openHostPage(page, {
      // uptime="5" keeps the run short (50 steps of 30 ms); the other targets are the spec's.
      body: `<div style="height: 3000px">Intro</div><kpi-counters uptime="5"></kpi-counters>`,
      scripts: ["kpi-counters.js"],
    });
    // Near enough for the script to load the widget (it loads within 600 px of the viewport, like
    // widgets.js), not yet in view.
    await page.evaluate(() => window.scrollTo(0, 3000 - window.innerHeight - 400));
    await expect(page.locator(figure("euros"))).toHaveText("€0");
    await page.waitForTimeout(500);
    await expect(page.locator(figure("euros"))).toHaveText("€0");

    const finished = page.evaluate(
      () =>
        new Promise((resolve) =>
          document.addEventListener("finished", (e) => resolve((e as CustomEvent).detail)),
        ),
    );
    await page.locator("kpi-counters").scrollIntoViewIfNeeded();

    expect(await finished).toEqual({ euros: 47_200, uptime: 5, alerts: 24 });
    await expect(page.locator(figure("euros"))).toHaveText("€47,200");
    await expect(page.locator(figure("uptime"))).toHaveText("5.0%");
    await expect(page.locator(figure("alerts"))).toHaveText("24/7");
    await expectNoAxeViolations(page, "kpi-counters");
  });

  test("shows the final values at once with reduced motion, formatted in French", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openHostPage(page, {
      body: `<kpi-counters lang="fr"></kpi-counters>`,
      scripts: ["kpi-counters.js"],
    });
    await expect(page.locator(figure("euros"))).toHaveText(/^47\s200\s€$/);
    await expect(page.locator(figure("uptime"))).toHaveText(/^99,7\s%$/);
    await expect(page.locator(figure("alerts"))).toHaveText("24/7");
    await expectNoAxeViolations(page, "kpi-counters");
  });
});
