// The forms with JavaScript off on the site as `npm start` serves it: the server-rendered newsletter
// form posts to the local services, which answer 303 back to the page at its outcome's message.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { subscribeWithoutScript } from "@marketing/e2e/forms-without-javascript";
import { SERVICES_URL } from "@marketing/e2e/urls";

async function stored(request: APIRequestContext, email: string): Promise<boolean> {
  const listed = (await (
    await request.get(`${SERVICES_URL}/submissions?kind=newsletter&limit=1000`)
  ).json()) as Array<{ payload: { email: string; lang?: string } }>;
  return listed.some((record) => record.payload.email === email);
}

test.describe("with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of ["en", "fr"] as const)
    test(`a newsletter signup in ${lang} lands and the page says so in ${lang}`, async ({
      page,
      request,
    }) => {
      const email = `no-script-${lang}-${Date.now()}@example.com`;
      expect(await subscribeWithoutScript(page, lang, email, "sent")).toBe(303);
      expect(await stored(request, email)).toBe(true);
    });

  test("an address the services refuse ends on the error message, nothing stored", async ({
    page,
    request,
  }) => {
    // The browser's own check passes it (no dot in the domain); the contracts' rule does not.
    const email = `no-script-${Date.now()}@localhost`;
    expect(await subscribeWithoutScript(page, "en", email, "failed")).toBe(303);
    expect(await stored(request, email)).toBe(false);
  });
});
