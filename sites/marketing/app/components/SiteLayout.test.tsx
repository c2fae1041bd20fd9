import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SiteLanguageProvider } from "../i18n/SiteLanguage";
import { SiteLayout } from "./SiteLayout";

function ShowLocation() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{pathname + search}</output>;
}

function renderSite(path = "/blog") {
  const Page = () => (
    <SiteLanguageProvider>
      <SiteLayout>
        <ShowLocation />
      </SiteLayout>
    </SiteLanguageProvider>
  );
  const Stub = createRoutesStub([
    { path: "/", Component: Page },
    { path: "/about", Component: Page },
    { path: "/blog", Component: Page },
    { path: "/fr", Component: Page },
    { path: "/fr/about", Component: Page },
    { path: "/fr/blog", Component: Page },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

beforeEach(() => localStorage.clear());
afterEach(() => document.documentElement.setAttribute("lang", "en"));

describe("SiteLayout", () => {
  it("marks the current route's link as the current page", async () => {
    renderSite("/blog");
    const nav = await screen.findByRole("navigation", { name: "Main" });
    expect(nav.querySelector('[aria-current="page"]')).toHaveTextContent("Blog");
  });

  it("shows the copyright line and the support placeholder as text, not a link", async () => {
    renderSite("/");
    const footer = await screen.findByRole("contentinfo");
    expect(within(footer).getByText(/^© 2024 /)).toBeInTheDocument();
    expect(within(footer).getByText("Support (coming soon)").closest("a")).toBeNull();
  });

  describe("the menu toggle", () => {
    it("opens the menu, then closes it on Escape and gives focus back to the toggle", async () => {
      const user = userEvent.setup();
      renderSite("/");
      const toggle = await screen.findByRole("button", { name: "Menu" });
      expect(toggle).toHaveAttribute("aria-expanded", "false");
      expect(document.getElementById(toggle.getAttribute("aria-controls")!)).toHaveAttribute(
        "data-open",
        "false",
      );

      await user.click(toggle);
      expect(toggle).toHaveAttribute("aria-expanded", "true");

      await user.keyboard("{Escape}");
      expect(toggle).toHaveAttribute("aria-expanded", "false");
      expect(toggle).toHaveFocus();
    });

    it("closes when a link is chosen", async () => {
      const user = userEvent.setup();
      renderSite("/");
      const toggle = await screen.findByRole("button", { name: "Menu" });
      await user.click(toggle);
      await user.click(screen.getByRole("link", { name: "About" }));
      expect(screen.getByRole("status", { name: "location" })).toHaveTextContent("/about");
      expect(toggle).toHaveAttribute("aria-expanded", "false");
    });
  });

  describe("the language switch", () => {
    it("goes to the French URL of the same page, stores the choice and sets <html lang>", async () => {
      const user = userEvent.setup();
      renderSite("/about");
      await user.click(await screen.findByRole("button", { name: "Français" }));

      const nav = screen.getByRole("navigation", { name: "Principale" });
      expect(within(nav).getByRole("link", { name: "À propos" })).toHaveAttribute(
        "aria-current",
        "page",
      );
      expect(within(nav).getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/fr/blog");
      expect(screen.getByRole("status", { name: "location" })).toHaveTextContent(/^\/fr\/about$/);
      expect(localStorage.getItem("i18nextLng")).toBe("fr");
      expect(document.documentElement).toHaveAttribute("lang", "fr");
      expect(screen.getByRole("button", { name: "Français" })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
    });

    it("goes back to the English URL and remembers English", async () => {
      const user = userEvent.setup();
      localStorage.setItem("i18nextLng", "fr");
      renderSite("/fr/blog");
      await user.click(await screen.findByRole("button", { name: "English" }));
      expect(screen.getByRole("status", { name: "location" })).toHaveTextContent(/^\/blog$/);
      expect(screen.getByRole("navigation", { name: "Main" })).toBeInTheDocument();
      expect(localStorage.getItem("i18nextLng")).toBe("en");
    });

    it("renders a /fr/ path in French whatever is stored", async () => {
      localStorage.setItem("i18nextLng", "en");
      renderSite("/fr");
      expect(await screen.findByRole("navigation", { name: "Principale" })).toBeInTheDocument();
      expect(screen.getByRole("link", { name: "Northwind Labs" })).toHaveAttribute("href", "/fr/");
    });

    it("follows an in-app link carrying ?lang= to that language's URL and remembers it", async () => {
      localStorage.setItem("i18nextLng", "en");
      renderSite("/blog?lang=fr");
      expect(await screen.findByRole("navigation", { name: "Principale" })).toBeInTheDocument();
      expect(screen.getByRole("status", { name: "location" })).toHaveTextContent(/^\/fr\/blog$/);
      await act(async () => {});
      expect(localStorage.getItem("i18nextLng")).toBe("fr");
    });
  });
});
