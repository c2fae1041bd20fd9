// Where a form posted without JavaScript sends the visitor back: its page on this site, at the
// outcome of the form it came from, and nowhere a posted field could steer elsewhere.
import { describe, expect, it } from "vitest";
import { confirmationOutcome, confirmationRedirect } from "./confirmation";
import { formPostRedirect } from "./form-posts";

const SITE = "https://example.org";

describe("formPostRedirect", () => {
  it("lands on the posting form's own outcome when the page has more than one", () => {
    expect(formPostRedirect("newsletter", "/blog", true, SITE)).toBe(
      `${SITE}/blog#newsletter-sent`,
    );
    expect(formPostRedirect("newsletter", "/blog", true, SITE, "newsletter-2")).toBe(
      `${SITE}/blog#newsletter-2-sent`,
    );
    expect(formPostRedirect("contact", "/fr/contact", false, SITE, "contact-3")).toBe(
      `${SITE}/fr/contact#contact-3-failed`,
    );
  });

  it.each([
    "newsletter-2\r\nSet-Cookie: a=b",
    "newsletter-2/../../x",
    "newsletter-2#x",
    "contact-2",
    "//evil.example",
    "newsletter-" + "9".repeat(33),
    "",
  ])("ignores the form field %j: the kind's own outcome", (form) => {
    expect(formPostRedirect("newsletter", "/blog", true, SITE, form)).toBe(
      `${SITE}/blog#newsletter-sent`,
    );
  });
});

describe("a confirmation's outcome, as the page shows it", () => {
  it.each([
    [200, { result: "confirmed" }, "confirmed"],
    [200, { error: { code: 410 } }, "expired"],
    [410, undefined, "expired"],
    [200, { error: { code: 403 } }, "invalid"],
    [403, undefined, "invalid"],
    [400, { title: "This confirmation link is not valid." }, "invalid"],
    [200, { result: "success" }, "failed"],
    [502, undefined, "failed"],
  ])("%i %j is %s", (status, body, outcome) => {
    expect(confirmationOutcome(status, body)).toBe(outcome);
  });

  it("lands back on its page without the token, at the outcome's message", () => {
    expect(confirmationRedirect("/fr/newsletter/confirm", "expired", SITE)).toBe(
      `${SITE}/fr/newsletter/confirm#newsletter-expired`,
    );
    expect(confirmationRedirect("https://evil.example/x", "confirmed", SITE)).toBe(
      `${SITE}/#newsletter-confirmed`,
    );
  });
});
