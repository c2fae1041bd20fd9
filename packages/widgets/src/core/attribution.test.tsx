import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FIELD_MAX_LENGTHS, UNSAFE_TEXT_CHARACTERS } from "@marketing/contracts";
import { attribution } from "./attribution";
import { FIRST_TOUCH_KEY, rememberFirstTouch } from "./firstTouch";
import { WidgetsProvider } from "./WidgetsProvider";
import { NewsletterSignup } from "../newsletter-signup/NewsletterSignup";
import { PricingTable } from "../pricing-table/PricingTable";
import { BlogPost } from "../blog-post/BlogPost";
import { BlogList } from "../blog-list/BlogList";
import { KpiCounters } from "../kpi-counters/KpiCounters";
import { json, recordingFetch } from "../../test/fetch";

/** Moves the test's window to another page of the same site, as a link would. */
const visit = (path: string) => window.history.replaceState(null, "", path);

describe("submission attribution", () => {
  let referrer: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    sessionStorage.clear();
    referrer = vi.spyOn(document, "referrer", "get").mockReturnValue("");
  });
  afterEach(() => {
    vi.restoreAllMocks();
    visit("/");
  });

  it("carries the first page's campaign to a later page, with that page, its referrer and the language", () => {
    visit("/landing?utm_source=news&utm_campaign=spring&email=ada%40example.com");
    rememberFirstTouch();
    visit("/fr/contact?step=2#form");
    referrer.mockReturnValue(
      "http://localhost:3000/landing?utm_source=news&email=ada%40example.com",
    );

    expect(attribution("fr")).toEqual({
      page: "http://localhost:3000/fr/contact",
      referrer: "http://localhost:3000/landing",
      lang: "fr",
      utm_source: "news",
      utm_medium: "",
      utm_campaign: "spring",
      utm_term: "",
      utm_content: "",
    });
    // Kept for the tab's session only, never in a cookie.
    expect(JSON.parse(sessionStorage.getItem(FIRST_TOUCH_KEY)!)).toEqual({
      utm_source: "news",
      utm_campaign: "spring",
    });
    expect(document.cookie).toBe("");
  });

  it("keeps the first touch: a later page's campaign does not replace it", () => {
    visit("/?utm_source=news&utm_campaign=spring");
    rememberFirstTouch();
    visit("/pricing?utm_source=ads&utm_medium=cpc");

    expect(attribution("en")).toMatchObject({
      utm_source: "news",
      utm_medium: "",
      utm_campaign: "spring",
    });
  });

  it("counts a first page without a campaign as the first touch", () => {
    visit("/blog");
    rememberFirstTouch();
    visit("/blog/post?utm_source=ads");

    expect(attribution("en").utm_source).toBe("");
  });

  it("uses the page's own campaign when storage is blocked or throws", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    });
    visit("/?utm_source=news&utm_term=ai+writing");

    expect(attribution("en")).toMatchObject({ utm_source: "news", utm_term: "ai writing" });
  });

  it("still answers when sessionStorage itself cannot be reached", () => {
    vi.spyOn(window, "sessionStorage", "get").mockImplementation(() => {
      throw new DOMException("Access is denied.", "SecurityError");
    });
    visit("/?utm_medium=email");

    expect(attribution("fr")).toMatchObject({ utm_medium: "email", lang: "fr" });
  });

  it("ignores what else the storage holds under its key", () => {
    sessionStorage.setItem(
      FIRST_TOUCH_KEY,
      '{"utm_source":{"x":1},"utm_medium":"email","evil":"1"}',
    );

    expect(attribution("en")).toMatchObject({ utm_source: "", utm_medium: "email" });
    expect(attribution("en")).not.toHaveProperty("evil");
  });

  it("turns a hostile campaign into one bounded line of inert text", () => {
    const hostile = `<script>alert(1)</script>\u0000\u202e\r\nnext line${"x".repeat(10_240)}`;
    visit(`/?utm_source=${encodeURIComponent(hostile)}&utm_content=%E2%80%AEevil%0D%0A`);

    const { utm_source, utm_content } = attribution("en");
    expect(utm_source).toHaveLength(FIELD_MAX_LENGTHS.utm_source);
    expect(utm_source.startsWith("<script>alert(1)</script> next linexxx")).toBe(true);
    expect(utm_source).not.toMatch(UNSAFE_TEXT_CHARACTERS);
    expect(utm_source).not.toMatch(/[\n\r\t]/);
    expect(utm_content).toBe("evil");
  });
});

describe("a form's submission", () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => {
    cleanup();
    window.history.replaceState(null, "", "/");
  });

  it("carries the campaign a landing page's widget recorded, though that widget sent nothing", async () => {
    window.history.replaceState(null, "", "/?utm_source=news&utm_campaign=spring");
    render(<PricingTable lang="fr" />);
    await screen.findByRole("heading", { name: "Des tarifs simples et transparents" });
    cleanup();

    window.history.replaceState(null, "", "/fr/blog?utm_source=ads");
    const { fetch, requests } = recordingFetch(() => json({ result: "success" }));
    render(
      <WidgetsProvider fetch={fetch} config={{ api: "https://www.example.com/api" }}>
        <NewsletterSignup lang="fr" />
      </WidgetsProvider>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Adresse e-mail"), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "S'abonner" }));

    await screen.findByText(/vérifiez votre boîte de réception/);
    expect(JSON.parse(requests[0]!.body)).toMatchObject({
      email: "ada@example.com",
      page: `${location.origin}/fr/blog`,
      lang: "fr",
      utm_source: "news",
      utm_campaign: "spring",
    });
  });
});

describe("the session's first touch", () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => {
    cleanup();
    window.history.replaceState(null, "", "/");
  });

  // A campaign's link to a blog post (the usual landing page of content marketing) or to a page
  // of figures: widgets that send nothing still record where the session began.
  it.each([
    ["blog-post", () => <BlogPost lang="en" slug="energy-audit-data-first" />],
    ["blog-list", () => <BlogList lang="en" />],
    ["kpi-counters", () => <KpiCounters lang="en" />],
  ])("is recorded when a <%s> appears on the landing page", (_, widget) => {
    window.history.replaceState(null, "", "/blog/post?utm_source=news&utm_campaign=spring");
    const { fetch } = recordingFetch(() => new Promise<Response>(() => undefined));
    render(<WidgetsProvider fetch={fetch}>{widget()}</WidgetsProvider>);
    expect(JSON.parse(sessionStorage.getItem(FIRST_TOUCH_KEY)!)).toEqual({
      utm_source: "news",
      utm_campaign: "spring",
    });
  });
});
