// Where a form posted without JavaScript sends the visitor back: its page on this site, at the
// outcome of the form it came from, and nowhere a posted field could steer elsewhere.
import { describe, expect, it } from "vitest";
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
