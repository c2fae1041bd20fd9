import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { WidgetsProvider } from "../core/WidgetsProvider";
import { PricingTable, type PricingTableProps } from "./PricingTable";

/** Intl separates French amounts with no-break spaces; compare them as plain spaces. */
const plain = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim();

function renderTable(props: Partial<PricingTableProps> = {}) {
  const onPlanSelected = vi.fn();
  render(<PricingTable lang="en" onPlanSelected={onPlanSelected} {...props} />);
  return { onPlanSelected, user: userEvent.setup() };
}

const card = (name: string) => screen.getByRole("heading", { name, level: 3 }).closest("li")!;
const cardText = (name: string) => plain(card(name).textContent);

describe("PricingTable", () => {
  it("shows the three plans at their monthly prices, Professional as Most Popular", () => {
    renderTable();

    expect(cardText("Starter")).toContain("$29/month");
    expect(within(card("Starter")).getByRole("list")).toHaveTextContent(
      "50 content pieces per month",
    );
    expect(cardText("Professional")).toContain("$79/month");
    expect(within(card("Professional")).getByText("Most Popular")).toBeInTheDocument();
    const professional = within(card("Professional")).getByRole("list", {
      name: "Professional includes",
    });
    for (const feature of [
      "200 content pieces per month",
      "API access",
      "Analytics dashboard",
      "Team collaboration",
    ]) {
      expect(within(professional).getByText(feature)).toBeInTheDocument();
    }
    expect(cardText("Enterprise")).toContain("Custom");
    expect(cardText("Enterprise")).toContain("Unlimited generation");
    expect(within(card("Starter")).queryByText("Most Popular")).toBeNull();
  });

  it("has the heading and its sentence by default, and neither with compact", () => {
    const { unmount } = render(<PricingTable lang="en" />);
    expect(
      screen.getByRole("heading", { level: 2, name: "Simple, transparent pricing" }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Choose the plan that fits/)).toBeInTheDocument();
    unmount();

    render(<PricingTable lang="fr" compact />);
    expect(
      screen.queryByRole("heading", { name: "Des tarifs simples et transparents" }),
    ).toBeNull();
    expect(screen.queryByText(/^Choisissez/)).toBeNull();
    // The rest is all there: the switch, the three plans, the notes. Their headings take the
    // table's own heading level, so they follow the host's heading with no skipped level.
    expect(screen.getByRole("radio", { name: "Mensuel" })).toBeChecked();
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      "Starter",
      "Professionnel",
      "Entreprise",
      "Questions fréquentes",
    ]);
    expect(screen.queryByRole("heading", { level: 3 })).toBeNull();
  });

  it.each([
    ["en", "Annual (save 20%)"],
    ["fr", "Annuel (20 % d'économie)"],
  ])("writes the annual switch with a space, as one run of text (%s)", (lang, label) => {
    render(<PricingTable lang={lang} />);
    const radio = screen.getByRole("radio", { name: label });
    const text = radio.nextElementSibling!;
    expect(plain(text.textContent)).toBe(label);
    // The label is a flex box, where a space between two items collapses: the words are one item.
    expect(text.children).toHaveLength(1);
    expect(plain(text.firstElementChild!.textContent)).toBe(label);
  });

  it("shows annual prices 20% off, per month and as the yearly total", async () => {
    const { user } = renderTable();
    expect(screen.getByRole("radio", { name: "Monthly" })).toBeChecked();

    await user.click(screen.getByRole("radio", { name: "Annual (save 20%)" }));

    expect(screen.getByRole("radio", { name: "Annual (save 20%)" })).toBeChecked();
    expect(cardText("Starter")).toContain("$23.20/month");
    expect(cardText("Starter")).toContain("$278.40 billed annually");
    expect(cardText("Professional")).toContain("$63.20/month");
    expect(cardText("Professional")).toContain("$758.40 billed annually");
    expect(cardText("Enterprise")).toContain("Custom");

    await user.click(screen.getByRole("radio", { name: "Monthly" }));
    expect(cardText("Starter")).toContain("$29/month");
  });

  it("formats prices for French with Intl", () => {
    renderTable({ lang: "fr", billing: "annual" });

    expect(cardText("Starter")).toContain("23,20 $US/mois");
    expect(cardText("Starter")).toContain("278,40 $US facturés une fois par an");
    expect(cardText("Professionnel")).toContain("Le plus populaire");
    expect(cardText("Entreprise")).toContain("Sur devis");
    expect(plain(document.body.textContent)).toContain(
      "Les crédits supplémentaires coûtent 0,50 $US par contenu.",
    );
    expect(screen.getByRole("radio", { name: "Annuel (20 % d'économie)" })).toBeChecked();
  });

  it("states extra credits at $0.50 and the 14-day Professional trial without a card", () => {
    renderTable();

    expect(screen.getByText("Need more? Extra credits cost $0.50 per piece.")).toBeInTheDocument();
    expect(
      screen.getByText("Try Professional free for 14 days. No credit card required."),
    ).toBeInTheDocument();
  });

  it("answers frequent questions in collapsible entries", async () => {
    const { user } = renderTable();
    const faq = screen.getByRole("region", { name: "Frequently asked questions" });
    const questions = faq.querySelectorAll("details");
    expect(questions.length).toBeGreaterThanOrEqual(4);
    expect(questions.length).toBeLessThanOrEqual(6);

    await user.click(within(faq).getByText("What happens if I use all my content pieces?"));
    expect(within(faq).getByText(/extra credits at \$0\.50 per piece/)).toBeVisible();
  });

  it("links every call to action to /contact by default and reports the chosen plan", async () => {
    const { user, onPlanSelected } = renderTable();
    const links = screen.getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual([
      "Get started",
      "Start your free trial",
      "Contact sales",
    ]);
    for (const link of links) expect(link).toHaveAttribute("href", "/contact");

    await user.click(screen.getByRole("radio", { name: "Annual (save 20%)" }));
    const trial = screen.getByRole("link", { name: "Start your free trial" });
    trial.addEventListener("click", (event) => event.preventDefault());
    await user.click(trial);

    expect(onPlanSelected).toHaveBeenCalledExactlyOnceWith({
      plan: "professional",
      billing: "annual",
    });
  });

  it("takes the contact URL from its prop, then from the configuration", () => {
    render(
      <WidgetsProvider config={{ contactUrl: "/fr/contact" }}>
        <PricingTable lang="en" />
        <PricingTable lang="en" contactUrl="https://example.com/talk" />
      </WidgetsProvider>,
    );
    const hrefs = screen.getAllByRole("link").map((link) => link.getAttribute("href"));
    expect(hrefs).toEqual([
      ...Array(3).fill("/fr/contact"),
      ...Array(3).fill("https://example.com/talk"),
    ]);
  });
});
