// A quick visitor on a slow phone in WordPress: every embed chunk held back 2.5 s, the CPU slowed
// 4x. Subscribing as soon as the form shows records one submission, shows the success message and
// never puts the address in a URL.
import { expect, test } from "@playwright/test";
import { SERVICES_URL, failOnDialog, publishPost } from "./support";

/** The newsletter's words, as its catalogues say them. */
const strings = {
  en: {
    emailLabel: "Email address",
    submit: "Subscribe",
    success: "Almost there: check your inbox and follow the link to confirm your subscription.",
  },
  fr: {
    emailLabel: "Adresse e-mail",
    submit: "S'abonner",
    // Playwright reads the narrow no-break space before ":" as a space.
    success:
      "Presque terminé : vérifiez votre boîte de réception et suivez le lien pour confirmer votre abonnement.",
  },
};

for (const lang of ["en", "fr"] as const) {
  test(`${lang}: a visitor who subscribes the moment the form shows, on a slow phone, is subscribed once`, async ({
    page,
    request,
  }) => {
    const t = strings[lang];
    failOnDialog(page);
    const url = publishPost(
      "author",
      `Early visitor ${lang}`,
      `[newsletter_signup lang="${lang}"]`,
    );
    await page.route("**/embed/chunks/**", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      await route.continue().catch(() => undefined);
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    const urls: string[] = [];
    page.on("framenavigated", (frame) => urls.push(frame.url()));
    page.on("request", (sent) => urls.push(sent.url()));

    await page.goto(url, { waitUntil: "commit" });
    const email = `wp.early.${lang}.${Date.now()}@example.com`;
    const form = page.locator("newsletter-signup");
    await form.getByLabel(t.emailLabel).fill(email, { timeout: 30_000 });
    await form.getByRole("button", { name: t.submit }).click();
    await expect(form.getByRole("status").filter({ hasText: t.success })).toBeVisible({
      timeout: 20_000,
    });

    await expect
      .poll(async () => {
        const listed = (await (
          await request.get(`${SERVICES_URL}/submissions?kind=newsletter`)
        ).json()) as Array<{ payload: Record<string, string> }>;
        return listed.filter((item) => item.payload.email === email).length;
      })
      .toBe(1);
    expect(urls.filter((address) => address.includes("wp.early."))).toEqual([]);
    expect(page.url()).toBe(url);
  });
}
