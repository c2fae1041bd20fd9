// Where a form posted without JavaScript sends the visitor back: its page on this site, at the
// outcome of the form it came from, and nowhere a posted field could steer elsewhere.
import { describe, expect, it } from "vitest";
import { confirmationOutcome, confirmationRedirect } from "./confirmation";
import { formPostRedirect, mailLinkPageRedirect, submissionFromForm } from "./form-posts";
import { validateSubmission } from "./validate-submission";

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

describe("mailLinkPageRedirect", () => {
  it("lands on the page without its query (the link's token), at the outcome", () => {
    expect(
      mailLinkPageRedirect(
        "/fr/comments/moderate?token=abc",
        "/comments/moderate",
        "moderation-approved",
        SITE,
      ),
    ).toBe(`${SITE}/fr/comments/moderate#moderation-approved`);
  });

  it.each([null, "", "https://evil.example/comments/moderate", "//evil.example/x"])(
    "lands on its fallback page for %j",
    (page) => {
      expect(mailLinkPageRedirect(page, "/comments/moderate", "moderation-used", SITE)).toBe(
        `${SITE}/comments/moderate#moderation-used`,
      );
    },
  );
});

describe("the comment form's notify-me box", () => {
  const form = (fields: Record<string, string>) =>
    submissionFromForm(
      "comment",
      new URLSearchParams({ postSlug: "a-post", name: "Ada", message: "Hi", ...fields }),
      new Date("2026-01-01T00:00:00Z"),
      () => "cmt-1",
    );

  it("is kept ticked with an email, absent unticked", () => {
    const ticked = form({ email: "ada@example.com", notifyReplies: "on" });
    expect(validateSubmission("comment", ticked).notifyReplies).toBe(true);
    expect(validateSubmission("comment", form({ email: "ada@example.com" }))).not.toHaveProperty(
      "notifyReplies",
    );
  });

  it("is refused ticked without an email, or as anything but a boolean", () => {
    expect(() => validateSubmission("comment", form({ notifyReplies: "on" }))).toThrow(
      /needs an email/,
    );
    const text = JSON.stringify({
      ...JSON.parse(form({})),
      email: "a@b.example",
      notifyReplies: 1,
    });
    expect(() => validateSubmission("comment", text)).toThrow(/true or false/);
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
