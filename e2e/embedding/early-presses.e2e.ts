// A quick visitor on a slow phone presses a server-rendered widget's button before its code has
// arrived: the press does what the button says once the code is there. The booking button opens
// its calendar on the page (the address does not change; its link to the booking page is what
// works without JavaScript, or when the code cannot load); a plan's button reports the plan chosen,
// then leads to the contact page.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { HOST_ORIGIN, openHostPage, servicesConfig } from "../support/host-page";
import { serverRenderedBody } from "./server-rendered";
import { defined, slowPhone, type Lang } from "./slow-phone";
import { serveCalendarProvider } from "./widgets";

const booking = { en: "Book a free strategy call", fr: "Réserver un appel stratégique gratuit" };
const trial = { en: "Start your free trial", fr: "Démarrer l'essai gratuit" };

/** The provider's popup on the page (the calendar stand-in's, as Calendly's). */
const CALENDAR_FRAME = ".calendly-overlay iframe, .calendly-popup iframe";

type Where = "site" | "host page";

async function open(page: Page, where: Where, lang: Lang, tag: string, path: string) {
  if (where === "site") await page.goto(`${lang === "fr" ? "/fr" : ""}${path}`);
  else
    await openHostPage(page, {
      lang,
      head: servicesConfig(),
      body: await serverRenderedBody(tag as "booking-button", lang),
      scripts: ["widgets.js"],
    });
}

/** Every address the page's main frame went to after it opened. */
function navigations(page: Page): string[] {
  const urls: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url());
  });
  return urls;
}

/** A press as the visitor makes it: a tap on the site on a phone, a click on a host page. */
const press = (where: Where, target: Locator) => (where === "site" ? target.tap() : target.click());

test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

for (const where of ["site", "host page"] as const)
  for (const lang of ["en", "fr"] as const)
    test.describe(`${lang}, ${where}: a press before the code arrives`, () => {
      test.describe.configure({ timeout: 60_000 });

      test(`the booking button opens the calendar on the page; the address does not change`, async ({
        page,
      }) => {
        await serveCalendarProvider(page);
        await slowPhone(page);
        await open(page, where, lang, "booking-button", "/");
        const url = page.url();
        const went = navigations(page);
        const link = page.locator("booking-button").first().getByRole("link", {
          name: booking[lang],
        });
        // Its code may be fetched by now (as the element neared the viewport), not run.
        expect(await defined(page, "booking-button"), "the code ran before the press").toBe(false);
        await press(where, link);
        await expect(page.locator(CALENDAR_FRAME)).toBeAttached({ timeout: 20_000 });
        expect(page.url()).toBe(url);
        expect(went).toEqual([]);
      });

      test(`a plan's button reports the plan chosen, then leads to the contact page`, async ({
        page,
      }) => {
        // What the page hears before it leaves, kept for the next page of the same tab.
        await page.addInitScript(() =>
          document.addEventListener("planselected", (event) =>
            sessionStorage.setItem(
              "planselected",
              JSON.stringify((event as CustomEvent<unknown>).detail),
            ),
          ),
        );
        await slowPhone(page);
        await open(page, where, lang, "pricing-table", "/pricing");
        const cta = page.locator("pricing-table").getByRole("link", { name: trial[lang] });
        await cta.scrollIntoViewIfNeeded();
        expect(await defined(page, "pricing-table"), "the code ran before the press").toBe(false);
        await press(where, cta);
        await page.waitForURL(/\/contact\/?$/, { timeout: 20_000 });
        expect(
          JSON.parse((await page.evaluate(() => sessionStorage.planselected)) as string),
        ).toEqual({ plan: "professional", billing: "monthly" });
      });
    });

test(`code that cannot load: the booking link pressed early leads to the booking page`, async ({
  page,
}) => {
  await serveCalendarProvider(page);
  await slowPhone(page, "failing");
  await open(page, "host page", "en", "booking-button", "/");
  const link = page.locator("booking-button").getByRole("link", { name: booking.en });
  const href = (await link.getAttribute("href"))!;
  await link.click();
  await page.waitForURL(href, { timeout: 20_000 });
  expect(new URL(page.url()).origin).not.toBe(HOST_ORIGIN);
});
