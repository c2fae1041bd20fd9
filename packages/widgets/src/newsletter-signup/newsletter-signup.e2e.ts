import { expect, test, type Route } from "@playwright/test";
import { openHostPage } from "@marketing/e2e/host-page";
import { expectNoAxeViolations } from "@marketing/e2e/axe";
import { API_URL, SERVICES_URL } from "@marketing/e2e/urls";

test.describe("<newsletter-signup> on a plain host page", () => {
  test("subscribes through the local services, which record the address", async ({
    page,
    request,
  }) => {
    const email = `e2e-${Date.now()}@example.com`;
    await openHostPage(page, {
      body: `<main><h1>Blog</h1><newsletter-signup lang="fr"></newsletter-signup></main>`,
      scripts: ["newsletter-signup.js"],
      lang: "fr",
    });
    await expect(page.getByRole("button", { name: "S'abonner" })).toBeVisible();
    await expectNoAxeViolations(page);
    const subscribed = page.evaluate(
      () =>
        new Promise((resolve) =>
          document.addEventListener("subscribed", (e) => resolve((e as CustomEvent).detail)),
        ),
    );

    // Hold the request to look at the subscribing state, then let it through.
    const held = new Promise<Route>((resolve) =>
      page.route(`${API_URL}/newsletter`, (route) => resolve(route)),
    );
    await page.getByLabel("Adresse e-mail").fill(email);
    await page.getByRole("button", { name: "S'abonner" }).click();
    const route = await held;
    await expect(page.getByRole("button", { name: "Abonnement en cours..." })).toBeDisabled();
    await expectNoAxeViolations(page);
    await route.continue();

    await expect(page.getByRole("status")).toHaveText(
      "Presque terminé\u202f: vérifiez votre boîte de réception et suivez le lien pour confirmer votre abonnement.",
    );
    await expect(page.getByLabel("Adresse e-mail")).toHaveValue("");
    expect(await subscribed).toEqual({ email });
    await expectNoAxeViolations(page);
    const submissions = await (await request.get(`${SERVICES_URL}/submissions`)).json();
    expect(JSON.stringify(submissions)).toContain(email);
  });

  test("keeps the typed address when the endpoint is down", async ({ page }) => {
    await openHostPage(page, {
      body: `<main><h1>Blog</h1><newsletter-signup api="http://127.0.0.1:9/api"></newsletter-signup></main>`,
      scripts: ["newsletter-signup.js"],
    });
    const failed = page.evaluate(
      () =>
        new Promise((resolve) =>
          document.addEventListener("failed", (e) => resolve((e as CustomEvent).detail)),
        ),
    );
    await page.getByLabel("Email address").fill("kept@example.com");
    await page.getByRole("button", { name: "Subscribe" }).click();

    await expect(page.getByRole("status")).toHaveText("Something went wrong. Please try again.");
    await expect(page.getByLabel("Email address")).toHaveValue("kept@example.com");
    expect(await failed).toEqual({ email: "kept@example.com" });
    await expectNoAxeViolations(page);
  });
});
