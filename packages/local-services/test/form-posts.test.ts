// A form posted without JavaScript (urlencoded, from a server-rendered widget): stored like the
// widget's JSON, then the visitor is sent back to the page at its outcome's message.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { BOT_CONTACT } from "../fixtures";
import { allSubmissions, startTestServices, type TestServices } from "./start-test-services";

let services: TestServices;
beforeEach(async () => {
  services = await startTestServices({ siteUrl: "http://127.0.0.1:4999" });
});
afterEach(async () => {
  await services.stop();
});

const postForm = (
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) =>
  fetch(`${services.url}${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    redirect: "manual",
  });

describe("forms posted without JavaScript", () => {
  it("stores a subscription and sends the visitor back to the page, at the success message", async () => {
    const response = await postForm(
      "/newsletter",
      { email: "ada@example.com", page: "/fr/blog", lang: "fr" },
      { Origin: "http://127.0.0.1:4999" },
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("http://127.0.0.1:4999/fr/blog#newsletter-sent");
    const [stored] = (await allSubmissions(services.url, "?kind=newsletter")) as Array<{
      payload: unknown;
    }>;
    expect(stored!.payload).toMatchObject({ email: "ada@example.com", lang: "fr" });
  });

  it("sends an invalid one back at the error message, storing nothing", async () => {
    const response = await postForm(
      "/contact",
      { name: "Ada", email: "nope", message: "Hi" },
      {
        Referer: "http://127.0.0.1:4999/contact",
      },
    );
    expect(response.headers.get("location")).toBe("http://127.0.0.1:4999/contact#contact-failed");
    expect(await allSubmissions(services.url, "?kind=contact")).toHaveLength(0);
  });

  it("never sends the visitor to another site", async () => {
    const response = await postForm(
      "/newsletter",
      { email: "ada@example.com", page: "https://evil.example/x" },
      { Origin: "https://evil.example" },
    );
    expect(response.headers.get("location")).toBe("http://127.0.0.1:4999/#newsletter-sent");
  });

  it("drops a filled honeypot the same way for JSON and a form post: answered as sent, nothing stored", async () => {
    const json = await fetch(`${services.url}/contact`, {
      method: "POST",
      headers: { "Content-Type": "text/plain;charset=utf-8" },
      body: JSON.stringify(BOT_CONTACT),
    });
    expect(json.status).toBe(200);
    expect(await json.json()).toEqual({ ok: true });
    const native = await postForm(
      "/contact",
      { name: "Bot", email: "bot@example.com", message: "Buy", website: "x", page: "/contact" },
      { Origin: "http://127.0.0.1:4999" },
    );
    expect(native.headers.get("location")).toBe("http://127.0.0.1:4999/contact#contact-sent");
    const comment = await postForm(
      "/comments",
      { postSlug: "hello", name: "Bot", email: "bot@example.com", message: "Buy", website: "x" },
      { Origin: "http://127.0.0.1:4999" },
    );
    expect(comment.headers.get("location")).toMatch(/#comment-sent$/);
    expect(await allSubmissions(services.url, "?kind=contact")).toHaveLength(0);
    expect(await allSubmissions(services.url, "?kind=comment")).toHaveLength(0);
    // An empty honeypot (every person's post) is stored.
    await postForm("/contact", {
      name: "Ada",
      email: "ada@example.com",
      message: "Hi",
      website: "",
    });
    expect(await allSubmissions(services.url, "?kind=contact")).toHaveLength(1);
  });

  it("sends a page's second form back at its own outcome", async () => {
    const response = await postForm(
      "/newsletter",
      { email: "ada@example.com", page: "/blog", form: "newsletter-2" },
      { Origin: "http://127.0.0.1:4999" },
    );
    expect(response.headers.get("location")).toBe("http://127.0.0.1:4999/blog#newsletter-2-sent");
  });
});
