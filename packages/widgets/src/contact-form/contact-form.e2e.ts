import { expect, test, type Page, type Route } from "@playwright/test";
import { openHostPage } from "@marketing/e2e/host-page";
import { expectNoAxeViolations } from "@marketing/e2e/axe";
import { API_URL, SERVICES_URL } from "@marketing/e2e/urls";

/** Resolves with the detail of the first `eventName` event that reaches the host page's document. */
function nextEvent(page: Page, eventName: string) {
  return page.evaluate(
    (name) =>
      new Promise((resolve) =>
        document.addEventListener(name, (e) => resolve((e as CustomEvent).detail), { once: true }),
      ),
    eventName,
  );
}

test.describe("<contact-form> on a plain host page", () => {
  test("sends a message through the local services, which record it", async ({ page, request }) => {
    const email = `e2e-contact-${Date.now()}@example.com`;
    await openHostPage(page, {
      body: `<main><h1>Contact us</h1><contact-form lang="en"></contact-form></main>`,
      scripts: ["contact-form.js"],
    });
    await expect(page.getByRole("button", { name: "Send message" })).toBeVisible();
    await expectNoAxeViolations(page);

    // Empty fields: our own translated messages, the first invalid field focused.
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByLabel(/^Name/)).toBeFocused();
    await expect(page.getByText("Please enter a message.")).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel(/^Name/).fill("Ada Lovelace");
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Message/).fill("Could we see a demo of the analytics dashboards?");

    // Hold the request to look at the submitting state, then let it through.
    const held = new Promise<Route>((resolve) =>
      page.route(`${API_URL}/contact`, (route) => resolve(route)),
    );
    const sent = nextEvent(page, "sent");
    await page.getByRole("button", { name: "Send message" }).click();
    const route = await held;
    await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
    await expect(page.getByLabel(/^Message/)).toBeDisabled();
    await expectNoAxeViolations(page);
    await route.continue();

    const status = page.getByRole("status");
    await expect(status).toContainText("Message sent successfully!");
    await expect(status).toContainText("We'll get back to you within 24 hours.");
    // Dismissed at once: the toast closes itself after 5 s, which a loaded machine's axe run can outlast.
    await page.getByRole("button", { name: "Close notification" }).click();
    await expect(status).toBeEmpty();
    await expect(page.getByLabel(/^Name/)).toHaveValue("");
    await expect(page.getByLabel(/^Message/)).toHaveValue("");
    expect(await sent).toEqual({ name: "Ada Lovelace", email, company: "" });
    await expectNoAxeViolations(page);

    const submissions = (await (
      await request.get(`${SERVICES_URL}/submissions?kind=contact`)
    ).json()) as Array<{ payload: Record<string, string> }>;
    const recorded = submissions.find((s) => s.payload.email === email);
    expect(recorded?.payload).toMatchObject({
      type: "contact_form",
      name: "Ada Lovelace",
      email,
      company: "",
      message: "Could we see a demo of the analytics dashboards?",
    });
    expect(Date.parse(recorded!.payload.submitted_at!)).not.toBeNaN();
  });

  test("keeps everything typed and offers the contact address when the API is down", async ({
    page,
  }) => {
    await openHostPage(page, {
      body: `<main><h1>Contactez-nous</h1><contact-form lang="fr" api="http://127.0.0.1:9/api" contact-email="bonjour@example.fr"></contact-form></main>`,
      scripts: ["contact-form.js"],
      lang: "fr",
    });
    await page.getByLabel(/^Nom/).fill("Ada Lovelace");
    await page.getByLabel(/^E-mail/).fill("ada@example.com");
    await page.getByLabel(/^Entreprise/).fill("ACME");
    await page.getByLabel(/^Message/).fill("Bonjour, pouvez-vous me rappeler ?");
    const failed = nextEvent(page, "failed");

    await page.getByRole("button", { name: "Envoyer le message" }).click();

    const alert = page.getByRole("alert");
    await expect(alert).toContainText("Erreur lors de l'envoi du message");
    await expect(alert).toContainText(
      "Veuillez réessayer ou nous écrire directement à bonjour@example.fr",
    );
    expect(await failed).toEqual({
      name: "Ada Lovelace",
      email: "ada@example.com",
      company: "ACME",
    });
    await expect(page.getByLabel(/^Nom/)).toHaveValue("Ada Lovelace");
    await expect(page.getByLabel(/^E-mail/)).toHaveValue("ada@example.com");
    await expect(page.getByLabel(/^Entreprise/)).toHaveValue("ACME");
    await expect(page.getByLabel(/^Message/)).toHaveValue("Bonjour, pouvez-vous me rappeler ?");
    await expect(page.getByRole("button", { name: "Envoyer le message" })).toBeEnabled();
    await expectNoAxeViolations(page);
  });
});

// The API's answer is read (it passes on what the Apps Script or an automation webhook answered),
// so a refused message never shows "sent", whatever shape the refusal takes.
const API = "https://hooks.example/company/api";
const WEBHOOK = `${API}/contact`;
const REFUSALS: Array<[string, { status: number; body: string }]> = [
  ["an Apps Script error body", { status: 200, body: '{"error":{"code":429,"message":"Busy"}}' }],
  ["a webhook's error status", { status: 200, body: '{"status":"error","message":"Bad key"}' }],
  ["an HTTP error", { status: 500, body: '{"message":"Internal error"}' }],
];

async function answerWebhook(page: Page, answer: { status: number; body: string }) {
  const received: string[] = [];
  await page.route(WEBHOOK, (route) => {
    received.push(route.request().postData() ?? "");
    return route.fulfill({
      status: answer.status,
      contentType: "application/json",
      headers: { "access-control-allow-origin": "*" },
      body: answer.body,
    });
  });
  await openHostPage(page, {
    body: `<main><h1>Contact us</h1><contact-form lang="en" api="${API}"></contact-form></main>`,
    scripts: ["contact-form.js"],
  });
  await page.getByLabel(/^Name/).fill("Ada Lovelace");
  await page.getByLabel(/^Email/).fill("ada@example.com");
  await page.getByLabel(/^Message/).fill("Could we see a demo?");
  await page.getByRole("button", { name: "Send message" }).click();
  return received;
}

test.describe("<contact-form> reads the API's answer", () => {
  for (const [label, answer] of REFUSALS) {
    test(`shows a failure and keeps what was typed for ${label}`, async ({ page }) => {
      const received = await answerWebhook(page, answer);
      await expect(page.getByRole("alert")).toContainText("Error sending message");
      await expect(page.getByRole("status")).not.toContainText("Message sent");
      await expect(page.getByLabel(/^Name/)).toHaveValue("Ada Lovelace");
      await expect(page.getByLabel(/^Message/)).toHaveValue("Could we see a demo?");
      expect(received).toHaveLength(1);
    });
  }

  test("shows success for a webhook's success answer", async ({ page }) => {
    await answerWebhook(page, { status: 200, body: '{"status":"success","id":"a1"}' });
    await expect(page.getByRole("status")).toContainText("Message sent successfully!");
    await expect(page.getByLabel(/^Name/)).toHaveValue("");
  });
});

test("sends names and messages without control characters or bidirectional overrides", async ({
  page,
}) => {
  const received: string[] = [];
  await page.route(WEBHOOK, (route) => {
    received.push(route.request().postData() ?? "");
    return route.fulfill({
      contentType: "application/json",
      headers: { "access-control-allow-origin": "*" },
      body: '{"status":"success"}',
    });
  });
  await openHostPage(page, {
    body: `<contact-form lang="en" api="${API}"></contact-form>`,
    scripts: ["contact-form.js"],
  });
  await page.getByLabel(/^Name/).fill("Ada\u0007 Love\u202elace");
  await page.getByLabel(/^Email/).fill("ada@example.com");
  await page.getByLabel(/^Company/).fill("\u001b[2JACME");
  await page.getByLabel(/^Message/).fill("Hi\u2066 there\u0000");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("status")).toContainText("Message sent successfully!");
  expect(JSON.parse(received[0]!)).toMatchObject({
    name: "Ada Lovelace",
    company: "[2JACME",
    message: "Hi there",
  });
});
