import { expect, test } from "@playwright/test";
import { openHostPage } from "../../../../e2e/support/host-page";
import { SERVICES_URL } from "../../../../e2e/support/urls";

test.describe("<newsletter-signup> on a plain host page", () => {
  test("subscribes through the local services, which record the address", async ({
    page,
    request,
  }) => {
    const email = `e2e-${Date.now()}@example.com`;
    await openHostPage(page, {
      body: `<newsletter-signup lang="fr"></newsletter-signup>`,
      scripts: ["newsletter-signup.js"],
    });
    const subscribed = page.evaluate(
      () =>
        new Promise((resolve) =>
          document.addEventListener("subscribed", (e) => resolve((e as CustomEvent).detail)),
        ),
    );

    await page.getByLabel("Adresse e-mail").fill(email);
    await page.getByRole("button", { name: "S'abonner" }).click();

    await expect(page.getByRole("status")).toHaveText(
      "Merci pour votre abonnement ! Vous recevrez nos articles chaque semaine.",
    );
    expect(await subscribed).toEqual({ email });
    const submissions = await (await request.get(`${SERVICES_URL}/submissions`)).json();
    expect(JSON.stringify(submissions)).toContain(email);
  });

  test("keeps the typed address when the endpoint is down", async ({ page }) => {
    await openHostPage(page, {
      body: `<newsletter-signup endpoint="http://127.0.0.1:9/down"></newsletter-signup>`,
      scripts: ["newsletter-signup.js"],
    });
    await page.getByLabel("Email address").fill("kept@example.com");
    await page.getByRole("button", { name: "Subscribe" }).click();

    await expect(page.getByRole("status")).toHaveText("Something went wrong. Please try again.");
    await expect(page.getByLabel("Email address")).toHaveValue("kept@example.com");
  });
});
