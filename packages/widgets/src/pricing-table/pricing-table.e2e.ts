import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "@marketing/e2e/axe";
import { HOST_ORIGIN, openHostPage } from "@marketing/e2e/host-page";

/** Intl separates French amounts with no-break spaces; compare them as plain spaces. */
const plain = (text: string | null) => (text ?? "").replace(/\s+/g, " ");

test.describe("<pricing-table> on a plain host page", () => {
  test("switches to annual prices and leads every plan to the contact page", async ({ page }) => {
    await openHostPage(page, {
      body: `<pricing-table lang="fr"></pricing-table>`,
      scripts: ["pricing-table.js"],
    });
    const starter = page.locator("pricing-table li[data-plan=starter]");
    expect(plain(await starter.textContent())).toContain("29 $US/mois");
    await expectNoAxeViolations(page, "pricing-table");

    await page.locator(".mw-pricing__period-label", { hasText: "Annuel" }).click();
    await expect(page.getByRole("radio", { name: /^Annuel/ })).toBeChecked();
    expect(plain(await starter.textContent())).toContain("23,20 $US/mois");
    expect(plain(await starter.textContent())).toContain("278,40 $US facturés une fois par an");
    await expectNoAxeViolations(page, "pricing-table");

    for (const link of await page.getByRole("link").all()) {
      await expect(link).toHaveAttribute("href", "/contact");
    }
    const selections: unknown[] = [];
    await page.exposeFunction("reportPlan", (detail: unknown) => selections.push(detail));
    await page.evaluate(() =>
      document.addEventListener("planselected", (e) =>
        (window as unknown as { reportPlan(d: unknown): void }).reportPlan(
          (e as CustomEvent).detail,
        ),
      ),
    );
    await page.getByRole("link", { name: "Démarrer l'essai gratuit" }).click();

    await page.waitForURL(`${HOST_ORIGIN}/contact`);
    expect(selections).toEqual([{ plan: "professional", billing: "annual" }]);
  });
});
