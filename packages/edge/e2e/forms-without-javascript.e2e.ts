// The newsletter with JavaScript off through `npm run edge`: the server-rendered form posts to the
// Worker's /api/newsletter, which forwards it to the local services and answers 303 back to the
// page at its outcome's message.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { subscribeWithoutScript } from "@marketing/e2e/forms-without-javascript";

const SERVICES_URL = `http://127.0.0.1:${Number(process.env.E2E_SERVICES_PORT || 8787)}`;

async function stored(request: APIRequestContext, email: string): Promise<boolean> {
  const listed = (await (
    await request.get(`${SERVICES_URL}/submissions?kind=newsletter&limit=1000`)
  ).json()) as Array<{ payload: { email: string } }>;
  return listed.some((record) => record.payload.email === email);
}

test.describe("with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of ["en", "fr"] as const)
    test(`a newsletter signup in ${lang} lands through the edge and the page says so`, async ({
      page,
      request,
    }) => {
      const email = `edge-no-script-${lang}-${Date.now()}@example.com`;
      expect(await subscribeWithoutScript(page, lang, email, "sent")).toBe(303);
      await expect.poll(() => stored(request, email)).toBe(true);
    });

  test("an address the edge refuses ends on the error message, nothing stored", async ({
    page,
    request,
  }) => {
    const email = `edge-no-script-${Date.now()}@localhost`;
    expect(await subscribeWithoutScript(page, "en", email, "failed")).toBe(303);
    expect(await stored(request, email)).toBe(false);
  });
});
