// Submissions through the edge: the contracts' rules, the size limit, the rate limit, one forward
// to the configured endpoint, and a form posted without JavaScript sent back to its page.
import { afterEach, describe, expect, it } from "vitest";
import { FIELD_MAX_LENGTHS, MAX_SUBMISSION_BYTES } from "@marketing/contracts";
import { BOT_CONTACT } from "@marketing/local-services/fixtures";
import { startEdge, type Asked, type Edge } from "../scripts/local-worker";
import { solvedProof, withProof } from "../scripts/solve-proof";

const ENDPOINTS = {
  NEWSLETTER_ENDPOINT: "https://script.google.com/macros/s/newsletter/exec",
  CONTACT_ENDPOINT: "https://hooks.example/contact",
  COMMENTS_ENDPOINT: "https://script.google.com/macros/s/comments/exec",
};

function endpoints(asked: Asked): Response {
  if (asked.url.href === ENDPOINTS.NEWSLETTER_ENDPOINT)
    return Response.json({ result: "success", row: 7 });
  if (asked.url.href === ENDPOINTS.COMMENTS_ENDPOINT) {
    const { id } = JSON.parse(asked.body) as { id: string };
    return Response.json({ ok: true, id, approved: false }, { status: 201 });
  }
  return Response.json({ status: "success" });
}

let edge: Edge | undefined;
afterEach(async () => {
  await edge?.dispose();
  edge = undefined;
});

const post = (path: string, body: string, type = "text/plain;charset=utf-8") =>
  edge!.fetch(path, { method: "POST", body, headers: { "Content-Type": type } });

/** A widget's post: its JSON with a solved proof of work. */
const postJson = async (path: string, body: object, headers: Record<string, string> = {}) =>
  edge!.fetch(path, {
    method: "POST",
    body: withProof(body, await solvedProof(new URL("/api", edge!.url).href, edge!.fetch)),
    headers: { "Content-Type": "text/plain;charset=utf-8", ...headers },
  });

const subscription = (email: string) => ({
  type: "newsletter_subscription",
  email,
  subscribed_at: "2026-11-28T10:00:00Z",
});

describe("POST /api/newsletter, /api/contact, /api/comments", () => {
  it("forwards a valid subscription once and answers the endpoint's answer", async () => {
    edge = await startEdge({ upstream: endpoints, vars: ENDPOINTS });
    const response = await postJson("/api/newsletter", subscription("ada@example.com"));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ result: "success", row: 7 });
    expect(edge.asked).toHaveLength(1);
    expect(edge.asked[0]!.url.href).toBe(ENDPOINTS.NEWSLETTER_ENDPOINT);
    expect(JSON.parse(edge.asked[0]!.body)).toMatchObject({ email: "ada@example.com" });
    // The proof stays here: the endpoint gets the submission's own fields.
    expect(JSON.parse(edge.asked[0]!.body)).not.toHaveProperty("altcha");
  });

  it("refuses an invalid email with 400 and forwards nothing", async () => {
    edge = await startEdge({ upstream: endpoints, vars: ENDPOINTS });
    const response = await postJson("/api/newsletter", subscription("not-an-address"));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 400 } });
    const contact = { type: "contact_form", name: "Ada", email: "ada@", message: "Hi" };
    expect((await postJson("/api/contact", contact)).status).toBe(400);
    expect(edge.asked).toHaveLength(0);
  });

  it("refuses a body over the limit with 413, and a field over its length with 400", async () => {
    edge = await startEdge({ upstream: endpoints, vars: ENDPOINTS });
    const huge = JSON.stringify({
      type: "contact_form",
      name: "Ada",
      email: "ada@example.com",
      message: "x".repeat(MAX_SUBMISSION_BYTES),
    });
    expect((await post("/api/contact", huge)).status).toBe(413);
    const long = {
      type: "contact_form",
      name: "Ada",
      email: "ada@example.com",
      message: "x".repeat(FIELD_MAX_LENGTHS.message + 1),
    };
    expect((await postJson("/api/contact", long)).status).toBe(400);
    expect(edge.asked).toHaveLength(0);
  });

  it("answers a comment with the endpoint's id and approval", async () => {
    edge = await startEdge({ upstream: endpoints, vars: ENDPOINTS });
    const comment = {
      type: "blog_comment",
      postSlug: "hello",
      id: "c-1",
      name: "Ada",
      email: "",
      message: "Nice",
      date: "2026-11-28T10:00:00Z",
      parentId: "",
    };
    const response = await postJson("/api/comments", comment);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true, id: "c-1", approved: false });
  });

  it("limits each client's rate with the rate-limiting binding, an IPv6 /64 as one client", async () => {
    edge = await startEdge({ upstream: endpoints, vars: ENDPOINTS, submitLimit: 2 });
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      const answer = await postJson("/api/newsletter", subscription(`a${i}@example.com`), {
        "CF-Connecting-IP": `2001:db8:5:6::${i + 1}`,
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([200, 200, 429, 429]);
    expect(edge.asked).toHaveLength(2);
  });

  it("answers 503 without an endpoint, and 502 when the endpoint refuses", async () => {
    edge = await startEdge({
      upstream: () => Response.json({ result: "error", error: "Invalid email" }),
      vars: { NEWSLETTER_ENDPOINT: ENDPOINTS.NEWSLETTER_ENDPOINT },
    });
    expect((await postJson("/api/newsletter", subscription("ada@example.com"))).status).toBe(502);
    const contact = { type: "contact_form", name: "Ada", email: "ada@example.com", message: "Hi" };
    expect((await postJson("/api/contact", contact)).status).toBe(503);
  });

  it("sends a form posted without JavaScript back to its page, at the outcome's message", async () => {
    edge = await startEdge({ upstream: endpoints, vars: ENDPOINTS });
    const type = "application/x-www-form-urlencoded";
    const ok = await post(
      "/api/newsletter",
      "email=ada%40example.com&page=%2Ffr%2Fblog&lang=fr",
      type,
    );
    expect(ok.status).toBe(303);
    expect(ok.headers.get("location")).toBe(`${edge.url.origin}/fr/blog#newsletter-sent`);
    expect(JSON.parse(edge.asked[0]!.body)).toMatchObject({
      type: "newsletter_subscription",
      email: "ada@example.com",
      page: "/fr/blog",
      lang: "fr",
    });
    const bad = await post("/api/newsletter", "email=nope&page=%2Fabout", type);
    expect(bad.headers.get("location")).toBe(`${edge.url.origin}/about#newsletter-failed`);
    // Never to another site.
    const away = await post(
      "/api/newsletter",
      "email=nope&page=https%3A%2F%2Fevil.example%2F",
      type,
    );
    expect(away.headers.get("location")).toBe(`${edge.url.origin}/#newsletter-failed`);
    // A page's second form, at its own outcome.
    const second = await post("/api/newsletter", "email=nope&page=%2Fblog&form=newsletter-2", type);
    expect(second.headers.get("location")).toBe(`${edge.url.origin}/blog#newsletter-2-failed`);
    expect(edge.asked).toHaveLength(1);
  });

  it("confirms a subscription from the confirmation page's form posted without JavaScript, the token from the page's address", async () => {
    const ANSWERS: Record<string, unknown> = {
      good: { result: "confirmed" },
      old: { error: { code: 410 } },
      forged: { error: { code: 403 } },
    };
    edge = await startEdge({
      upstream: (asked) => {
        const { token } = JSON.parse(asked.body) as { token: string };
        return token in ANSWERS
          ? Response.json(ANSWERS[token])
          : new Response("down", { status: 500 });
      },
      vars: ENDPOINTS,
    });
    const page = `${edge.url.origin}/fr/newsletter/confirm`;
    /** The page's button pressed: its form, and the page's address as the Referer. */
    const press = (referer?: string) =>
      edge!.fetch("/api/newsletter", {
        method: "POST",
        body: "type=newsletter_confirmation&page=%2Ffr%2Fnewsletter%2Fconfirm",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          ...(referer ? { Referer: referer } : {}),
        },
      });
    const landing = async (referer?: string) => {
      const response = await press(referer);
      expect(response.status).toBe(303);
      return response.headers.get("location");
    };

    expect(await landing(`${page}?token=good`)).toBe(`${page}#newsletter-confirmed`);
    expect(JSON.parse(edge.asked[0]!.body)).toEqual({
      type: "newsletter_confirmation",
      token: "good",
    });
    expect(await landing(`${page}?token=old`)).toBe(`${page}#newsletter-expired`);
    expect(await landing(`${page}?token=forged`)).toBe(`${page}#newsletter-invalid`);
    expect(await landing(`${page}?token=unknown`)).toBe(`${page}#newsletter-failed`);
    expect(edge.asked).toHaveLength(4);
    // No token to be had (no Referer, another site's page, a garbled one): not valid, asked nothing.
    expect(await landing()).toBe(`${page}#newsletter-invalid`);
    expect(await landing("https://evil.example/fr/newsletter/confirm?token=good")).toBe(
      `${page}#newsletter-invalid`,
    );
    expect(await landing(`${page}?token=${encodeURIComponent("a b<c>")}`)).toBe(
      `${page}#newsletter-invalid`,
    );
    expect(edge.asked).toHaveLength(4);
  });

  it("sends a form post back to a listed origin's page, and any other origin's to the site", async () => {
    const listed = "https://blog.example.com";
    edge = await startEdge({
      upstream: endpoints,
      vars: { ...ENDPOINTS, ALLOWED_ORIGINS: listed },
    });
    const form = (body: string, headers: Record<string, string>) =>
      edge!.fetch("/api/newsletter", {
        method: "POST",
        body,
        headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
      });
    const fromListed = await form("email=ada%40example.com&page=%2Fcontact", { Origin: listed });
    expect(fromListed.status).toBe(303);
    expect(fromListed.headers.get("location")).toBe(`${listed}/contact#newsletter-sent`);
    // No page field: the Referer's path, on that origin.
    const byReferer = await form("email=nope", {
      Origin: listed,
      Referer: `${listed}/fr/blog?tag=kpi`,
    });
    expect(byReferer.headers.get("location")).toBe(`${listed}/fr/blog?tag=kpi#newsletter-failed`);
    // A listed origin's page field naming another site: that origin's home page.
    const away = await form("email=nope&page=https%3A%2F%2Fevil.example%2Fx", { Origin: listed });
    expect(away.headers.get("location")).toBe(`${listed}/#newsletter-failed`);
    // An origin nobody listed is sent to the site, never back to itself.
    for (const origin of ["https://evil.example", "https://blog.example.com.evil.example"]) {
      const other = await form("email=nope&page=%2Fcontact", {
        Origin: origin,
        Referer: `${origin}/contact`,
      });
      expect(other.headers.get("location"), origin).toBe(
        `${edge.url.origin}/contact#newsletter-failed`,
      );
    }
  });

  it("drops a filled honeypot the same way for JSON and a form post: answered as sent, forwarded nowhere", async () => {
    edge = await startEdge({ upstream: endpoints, vars: ENDPOINTS });
    const json = await postJson("/api/contact", BOT_CONTACT);
    expect(json.status).toBe(200);
    expect(await json.json()).toEqual({ ok: true });
    const native = await post(
      "/api/contact",
      "name=Bot&email=bot%40example.com&message=Buy&website=https%3A%2F%2Fspam.example&page=%2Fcontact",
      "application/x-www-form-urlencoded",
    );
    expect(native.status).toBe(303);
    expect(native.headers.get("location")).toBe(`${edge.url.origin}/contact#contact-sent`);
    const comment = await post(
      "/api/comments",
      "postSlug=hello&name=Bot&email=bot%40example.com&message=Buy&website=x&page=%2Fblog%2Fhello",
      "application/x-www-form-urlencoded",
    );
    expect(comment.headers.get("location")).toBe(`${edge.url.origin}/blog/hello#comment-sent`);
    expect(edge.asked).toHaveLength(0);
    // An empty honeypot (every person's post) goes through.
    await post(
      "/api/contact",
      "name=Ada&email=ada%40example.com&message=Hi&website=&page=%2Fcontact",
      "application/x-www-form-urlencoded",
    );
    expect(edge.asked).toHaveLength(1);
  });
});
