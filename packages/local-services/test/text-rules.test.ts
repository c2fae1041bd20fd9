// Emails with control characters, angle brackets or a right-to-left override were
// stored, and names and messages kept NUL, BEL, ESC and RLO. The services follow the shared rule
// of @marketing/contracts (text-rules.ts), over real HTTP.
import { afterEach, describe, expect, it } from "vitest";
import cases from "@marketing/contracts/text-rules.cases.json";
import {
  allSubmissions,
  postText,
  startTestServices,
  type TestServices,
} from "./start-test-services";

const started: TestServices[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((services) => services.stop()));
});

describe("submitted text", () => {
  it("refuses every invalid email of the shared cases with 400, for each form", async () => {
    const services = await startTestServices();
    started.push(services);
    // Surrounding whitespace is trimmed before the check, as in the widgets and the Apps Script.
    const invalid = cases.invalidEmails.filter((email) => email.trim() && email.trim() === email);
    expect(invalid.length).toBeGreaterThan(15);
    for (const email of invalid) {
      for (const [path, body] of [
        ["/newsletter", { type: "newsletter_subscription", email }],
        ["/contact", { type: "contact_form", name: "Ada", email, message: "Hi" }],
      ] as const) {
        const response = await postText(`${services.url}${path}`, body);
        expect(response.status, `${path} ${JSON.stringify(email)}`).toBe(400);
      }
    }
    expect(await allSubmissions(services.url)).toEqual([]);
    // A trailing line break is trimmed off, not stored.
    await postText(`${services.url}/newsletter`, {
      type: "newsletter_subscription",
      email: "ada@example.com\n",
    });
    const [record] = (await allSubmissions(services.url)) as Array<{ payload: { email: string } }>;
    expect(record?.payload.email).toBe("ada@example.com");
  });

  it("stores names, companies and messages without controls or bidirectional overrides", async () => {
    const services = await startTestServices();
    started.push(services);
    const dirty = {
      type: "contact_form",
      name: "Ada\u0000\u0007 Love\u202elace",
      email: "ada@example.com",
      company: "\u001b[2JACME\u0085",
      message: "Hello\r\nthere\u2066\u2069",
    };
    expect((await postText(`${services.url}/contact`, dirty)).status).toBe(200);
    const [record] = (await allSubmissions(services.url, "?kind=contact")) as Array<{
      payload: Record<string, string>;
    }>;
    expect(record?.payload).toMatchObject({
      name: "Ada Lovelace",
      company: "[2JACME",
      message: "Hello\nthere",
    });
    // A name of nothing but controls is a missing name.
    const blank = { ...dirty, name: "\u0000\u202e" };
    expect((await postText(`${services.url}/contact`, blank)).status).toBe(400);
  });
});
