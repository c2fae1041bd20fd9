// Their words (`strings`) and consent (`consent`) as a visitor meets them in the forms, and the
// warnings a marketer gets for a bad value (each names the key; the widget keeps its default).
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { WidgetsProvider } from "./WidgetsProvider";
import { PAGE_CONFIG_ID, resetPageConfig } from "./config";
import { resetStringWarnings } from "./strings";
import { NewsletterSignup } from "../newsletter-signup/NewsletterSignup";
import { ContactForm } from "../contact-form/ContactForm";
import { json, recordingFetch } from "../../test/fetch";

const PRIVACY = "https://www.example.com/privacy";

function pageConfig(config: unknown): void {
  const block = document.createElement("script");
  block.type = "application/json";
  block.id = PAGE_CONFIG_ID;
  block.textContent = JSON.stringify(config);
  document.body.append(block);
}

function renderNewsletter(lang: "en" | "fr" = "en", props: { strings?: string } = {}) {
  const recorded = recordingFetch(() => json({ result: "success" }));
  render(
    <WidgetsProvider fetch={recorded.fetch} config={{ api: "https://s.example/api" }}>
      <NewsletterSignup lang={lang} {...props} />
    </WidgetsProvider>,
  );
  return { ...recorded, user: userEvent.setup() };
}

let warn: MockInstance<typeof console.warn>;
const warnings = () => warn.mock.calls.map(([message]) => String(message));

beforeEach(() => {
  resetPageConfig();
  resetStringWarnings();
  warn = vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
  resetPageConfig();
  warn.mockRestore();
});

describe("strings", () => {
  it("overrides a catalogue string in the page's language only", () => {
    pageConfig({ strings: { fr: { "newsletter-signup": { submit: "Je m'abonne" } } } });
    renderNewsletter("fr");
    expect(screen.getByRole("button", { name: "Je m'abonne" })).toBeInTheDocument();
    expect(screen.getByLabelText("Adresse e-mail")).toBeInTheDocument();
    renderNewsletter("en");
    expect(screen.getByRole("button", { name: "Subscribe" })).toBeInTheDocument();
    expect(warnings()).toEqual([]);
  });

  it("overrides nested and interpolated strings of the contact form", async () => {
    pageConfig({
      strings: {
        en: {
          "contact-form": {
            title: "Talk to sales",
            "errors.nameRequired": "Who are you?",
            errorDescription: "Or write to {{email}} today",
          },
        },
      },
    });
    render(<ContactForm lang="en" api="https://s.example/api" />);
    expect(screen.getByRole("heading", { name: "Talk to sales" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Talk to sales" })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("button", { name: "Send message" }));
    expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription("Who are you?");
  });

  it("takes the element's own strings over the page's", () => {
    pageConfig({ strings: { en: { "newsletter-signup": { submit: "Page" } } } });
    renderNewsletter("en", { strings: JSON.stringify({ submit: "Mine" }) });
    expect(screen.getByRole("button", { name: "Mine" })).toBeInTheDocument();
  });

  it("warns once, naming an unknown key, and shows the rest", () => {
    pageConfig({
      strings: { en: { "newsletter-signup": { submitt: "Go", submit: "Join the list" } } },
    });
    renderNewsletter();
    renderNewsletter();
    expect(screen.getAllByRole("button", { name: "Join the list" })).toHaveLength(2);
    expect(warnings()).toEqual([expect.stringContaining('"strings.en.newsletter-signup.submitt"')]);
  });

  it("warns once, naming a value that is not text, and keeps the catalogue's", () => {
    pageConfig({ strings: { en: { "newsletter-signup": { submit: 42, title: ["x"] } } } });
    renderNewsletter();
    expect(screen.getByRole("button", { name: "Subscribe" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Subscribe to our newsletter" })).toBeVisible();
    expect(warnings()).toEqual([
      expect.stringContaining('"strings.en.newsletter-signup.submit" is not text'),
      expect.stringContaining('"strings.en.newsletter-signup.title" is not text'),
    ]);
  });

  it("warns about a strings value that is not an object at all", () => {
    pageConfig({ strings: "Subscribe now" });
    renderNewsletter();
    expect(screen.getByRole("button", { name: "Subscribe" })).toBeInTheDocument();
    expect(warnings()).toEqual([expect.stringContaining('"strings" is not an object')]);
  });
});

describe("consent", () => {
  it("blocks a required subscription until ticked, then records the sentence shown", async () => {
    pageConfig({ consent: { privacyUrl: PRIVACY, required: true } });
    const { user, requests } = renderNewsletter("fr");
    const sentence =
      "J'accepte de recevoir la newsletter et le traitement de mon adresse e-mail décrit dans la politique de confidentialité.";
    const box = screen.getByRole("checkbox", { name: sentence });
    expect(within(box.parentElement!).getByRole("link")).toHaveAttribute("href", PRIVACY);

    await user.type(screen.getByLabelText("Adresse e-mail"), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "S'abonner" }));
    expect(requests).toHaveLength(0);
    expect(box).toHaveFocus();
    expect(box).toHaveAccessibleDescription(
      "Veuillez cocher la case pour donner votre accord avant de vous abonner.",
    );

    await user.click(box);
    await user.click(screen.getByRole("button", { name: "S'abonner" }));
    await screen.findByText(/vérifiez votre boîte de réception/);
    const body = JSON.parse(requests[0]!.body);
    expect(body.consent).toEqual({ given: true, at: expect.any(String), text: sentence });
    expect(new Date(body.consent.at).toISOString()).toBe(body.consent.at);
    expect(box).not.toBeChecked();
  });

  it("sends an optional box's answer either way", async () => {
    pageConfig({ consent: { privacyUrl: PRIVACY } });
    const { user, requests } = renderNewsletter();
    await user.type(screen.getByLabelText("Email address"), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    await screen.findByText(/check your inbox/);
    expect(JSON.parse(requests[0]!.body).consent).toMatchObject({ given: false });
  });

  it("leaves the form as it was without the key", async () => {
    const { user, requests } = renderNewsletter();
    expect(screen.queryByRole("checkbox")).toBeNull();
    await user.type(screen.getByLabelText("Email address"), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    await screen.findByText(/check your inbox/);
    expect(JSON.parse(requests[0]!.body)).not.toHaveProperty("consent");
  });

  it.each([
    [{ privacyUrl: "http://www.example.com/privacy", required: true }, "consent.privacyUrl"],
    [{ privacyUrl: "javascript:alert(1)", required: true }, "consent.privacyUrl"],
    // An absolute https address, as the WordPress plugin requires: not one the host page decides.
    [{ privacyUrl: "//evil.example/privacy", required: true }, "consent.privacyUrl"],
    [{ privacyUrl: "/privacy", required: true }, "consent.privacyUrl"],
    [{ privacyUrl: "privacy.html", required: true }, "consent.privacyUrl"],
    [{ url: PRIVACY, required: true }, "consent.url"],
    [{ privacyUrl: PRIVACY, required: "yes" }, "consent.required"],
    [true, "consent"],
    [[PRIVACY], "consent"],
  ])("warns once naming the key for %j and shows no box", (consent, key) => {
    pageConfig({ consent });
    renderNewsletter();
    renderNewsletter();
    expect(screen.queryByRole("checkbox")).toBeNull();
    expect(warnings()).toEqual([expect.stringContaining(`"${key}"`)]);
  });
});
