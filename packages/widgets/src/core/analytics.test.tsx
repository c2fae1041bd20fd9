import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { WidgetsProvider } from "./WidgetsProvider";
import { PAGE_CONFIG_ID, resetPageConfig, type WidgetConfig } from "./config";
import { ContactForm } from "../contact-form/ContactForm";
import { NewsletterSignup } from "../newsletter-signup/NewsletterSignup";
import { PricingTable } from "../pricing-table/PricingTable";
import { json, networkDown, recordingFetch } from "../../test/fetch";

type DataLayerWindow = Window & { dataLayer?: unknown[] };
const dataLayer = () => (window as DataLayerWindow).dataLayer;

const ok = () => recordingFetch(() => json({ ok: true })).fetch;

function renderWith(config: Partial<WidgetConfig>, widget: ReactNode, fetch = ok()) {
  render(
    <WidgetsProvider
      fetch={fetch}
      config={{
        api: "https://www.example.com/api",
        ...config,
      }}
    >
      {widget}
    </WidgetsProvider>,
  );
  return userEvent.setup();
}

async function subscribe(user: ReturnType<typeof userEvent.setup>, label: string, button: string) {
  await user.type(screen.getByLabelText(label), "ada@example.com");
  await user.click(screen.getByRole("button", { name: button }));
}

describe('analytics: "dataLayer"', () => {
  beforeEach(() => {
    delete (window as DataLayerWindow).dataLayer;
  });
  afterEach(() => {
    document.getElementById(PAGE_CONFIG_ID)?.remove();
    resetPageConfig();
    vi.restoreAllMocks();
  });

  it("creates dataLayer and pushes sign_up once a subscription is accepted, in French too", async () => {
    const user = renderWith({ analytics: "dataLayer" }, <NewsletterSignup lang="fr" />);
    await subscribe(user, "Adresse e-mail", "S'abonner");

    await screen.findByText(/vérifiez votre boîte de réception/);
    expect(dataLayer()).toEqual([{ event: "sign_up", method: "newsletter", language: "fr" }]);
    expect(JSON.stringify(dataLayer())).not.toContain("ada@example.com");
  });

  it("pushes nothing for a refused subscription, and keeps what the page already pushed", async () => {
    (window as DataLayerWindow).dataLayer = [{ event: "gtm.js" }];
    const down = recordingFetch(networkDown).fetch;
    const user = renderWith({ analytics: "dataLayer" }, <NewsletterSignup lang="en" />, down);
    await subscribe(user, "Email address", "Subscribe");

    await screen.findByText("Something went wrong. Please try again.");
    expect(dataLayer()).toEqual([{ event: "gtm.js" }]);
  });

  it("pushes generate_lead for a contact message, with no personal data", async () => {
    const user = renderWith({ analytics: "dataLayer" }, <ContactForm lang="en" />);
    await user.type(screen.getByLabelText(/^Name/), "Ada Lovelace");
    await user.type(screen.getByLabelText(/^Email/), "ada@example.com");
    await user.type(screen.getByLabelText("Company"), "Analytical Engines");
    await user.type(screen.getByLabelText(/^Message/), "Call me on +44 20 7946 0000");
    await user.click(screen.getByRole("button", { name: "Send message" }));

    await screen.findByText("Message sent successfully!");
    expect(dataLayer()).toEqual([
      { event: "generate_lead", lead_source: "contact_form", language: "en" },
    ]);
    const pushed = JSON.stringify(dataLayer());
    for (const typed of ["Ada", "ada@example.com", "Analytical", "7946"])
      expect(pushed).not.toContain(typed);
  });

  it("pushes select_item with the chosen plan, from the page's configuration block", async () => {
    const block = document.createElement("script");
    block.type = "application/json";
    block.id = PAGE_CONFIG_ID;
    block.textContent = JSON.stringify({ analytics: "dataLayer" });
    document.head.append(block);
    const user = userEvent.setup();
    render(<PricingTable lang="fr" />);

    await user.click(screen.getByRole("radio", { name: "Annuel (20 % d'économie)" }));
    const trial = screen.getByRole("link", { name: "Démarrer l'essai gratuit" });
    trial.addEventListener("click", (event) => event.preventDefault());
    await user.click(trial);

    expect(dataLayer()).toEqual([
      {
        event: "select_item",
        item_list_id: "pricing",
        item_list_name: "Pricing",
        items: [
          {
            item_id: "professional",
            item_name: "Professionnel",
            item_list_id: "pricing",
            item_list_name: "Pricing",
            item_variant: "annual",
            index: 1,
            price: 63.2,
            currency: "USD",
          },
        ],
        language: "fr",
      },
    ]);
  });

  it("pushes nothing without the key", async () => {
    const user = renderWith({}, <NewsletterSignup lang="en" />);
    await subscribe(user, "Email address", "Subscribe");

    await screen.findByText(/check your inbox/);
    expect(dataLayer()).toBeUndefined();
  });

  it("warns once, naming the key, for an unknown value, and pushes nothing", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const user = renderWith({ analytics: "gtag" as "dataLayer" }, <NewsletterSignup lang="en" />);
    await subscribe(user, "Email address", "Subscribe");

    await screen.findByText(/check your inbox/);
    expect(dataLayer()).toBeUndefined();
    const warnings = warn.mock.calls.filter(([text]) => String(text).includes('"analytics"'));
    expect(warnings).toEqual([
      ['[marketing-widgets] configuration "analytics" is not "dataLayer"; using the next value.'],
    ]);
  });
});
