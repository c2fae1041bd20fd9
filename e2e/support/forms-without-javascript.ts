// The newsletter signed up to with JavaScript off, on the site as `npm start` serves it and through
// the edge: the server-rendered form posts natively, the endpoint answers 303 back to the page at
// its outcome's fragment, and CSS `:target` shows the message in the page's language
// (docs/decisions/2026-11-28-forms-without-javascript.md).
import { expect, type Page } from "@playwright/test";

export const NEWSLETTER_WITHOUT_SCRIPT = {
  en: {
    path: "/blog",
    label: "Email address",
    button: "Subscribe",
    sent: "Almost there: check your inbox and follow the link to confirm your subscription.",
    failed: "Something went wrong. Please try again.",
  },
  fr: {
    path: "/fr/blog",
    label: "Adresse e-mail",
    button: "S'abonner",
    sent: "Presque terminé : vérifiez votre boîte de réception et suivez le lien pour confirmer votre abonnement.",
    failed: "Une erreur s'est produite. Veuillez réessayer.",
  },
} as const;

export type NewsletterOutcome = "sent" | "failed";

/**
 * Types `email` into the blog page's newsletter form in `lang` and presses Subscribe (in a context
 * with `javaScriptEnabled: false`), then checks where the visitor ends: the same page at the outcome's fragment,
 * showing that outcome's message only, with the address nowhere in the URL. Returns the status
 * of the form's post.
 */
export async function subscribeWithoutScript(
  page: Page,
  lang: "en" | "fr",
  email: string,
  outcome: NewsletterOutcome,
): Promise<number> {
  const words = NEWSLETTER_WITHOUT_SCRIPT[lang];
  await page.goto(words.path);
  await page.getByLabel(words.label).fill(email);
  const posted = page.waitForResponse((response) => response.request().method() === "POST");
  await page.getByRole("button", { name: words.button }).click();
  const status = (await posted).status();
  await page.waitForURL((url) => url.hash === `#newsletter-${outcome}`);
  const url = new URL(page.url());
  expect(url.pathname).toBe(words.path);
  expect(page.url()).not.toContain(encodeURIComponent(email));
  expect(page.url()).not.toContain(email);
  await expect(page.getByText(words[outcome], { exact: true })).toBeVisible();
  const other = outcome === "sent" ? "failed" : "sent";
  await expect(page.getByText(words[other], { exact: true })).toBeHidden();
  return status;
}
