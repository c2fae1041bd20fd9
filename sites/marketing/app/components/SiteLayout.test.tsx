import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { SiteLanguageProvider } from "../i18n/SiteLanguage";
import { SiteLayout } from "./SiteLayout";

// The navigation sits in the phone menu's popover, closed (hidden) until the Menu button opens
// it; the browser tests check it open and at desktop width, where it is always shown.
const inMenu = { hidden: true };

function renderSite(path: string) {
  const Page = () => (
    <SiteLanguageProvider>
      <SiteLayout>
        <p>Page</p>
      </SiteLayout>
    </SiteLanguageProvider>
  );
  const Stub = createRoutesStub([{ path: "*", Component: Page }]);
  return render(<Stub initialEntries={[path]} />);
}

describe("SiteLayout", () => {
  it("marks the current route's link as the current page", async () => {
    renderSite("/blog/a-post");
    const nav = await screen.findByRole("navigation", { name: "Main", ...inMenu });
    expect(nav.querySelector('[aria-current="page"]')).toHaveTextContent("Blog");
    expect(within(nav).getByRole("link", { name: "Home", ...inMenu })).not.toHaveAttribute(
      "aria-current",
    );
  });

  it("shows the copyright line and the support placeholder as text, not a link", async () => {
    renderSite("/");
    const footer = await screen.findByRole("contentinfo");
    expect(within(footer).getByText(/^© 2024 /)).toBeInTheDocument();
    expect(within(footer).getByText("Support (coming soon)").closest("a")).toBeNull();
  });

  it("links every page in the page's language", async () => {
    renderSite("/fr/contact");
    const nav = await screen.findByRole("navigation", { name: "Principale", ...inMenu });
    expect(within(nav).getByRole("link", { name: "Blog", ...inMenu })).toHaveAttribute(
      "href",
      "/fr/blog",
    );
    expect(within(nav).getByRole("link", { name: "Accueil", ...inMenu })).toHaveAttribute(
      "href",
      "/fr/",
    );
    expect(screen.getByRole("link", { name: "Northwind Labs" })).toHaveAttribute("href", "/fr/");
  });

  it("opens the phone menu with no script: a button that toggles the navigation's popover", async () => {
    renderSite("/");
    // Both its labels are in the markup ("Menu", and "Close" for the open menu): the site's CSS
    // shows one, which jsdom does not apply (the phone journey checks the name a browser gives).
    const toggle = await screen.findByRole("button", { name: /^Menu/ });
    const menu = document.getElementById(toggle.getAttribute("popovertarget")!);
    expect(menu).toHaveAttribute("popover", "auto");
    expect(menu).toContainElement(screen.getByRole("navigation", { name: "Main", ...inMenu }));
  });

  describe("the language switch", () => {
    it("links to the same page in French and marks English as the current one", async () => {
      renderSite("/about");
      const group = await screen.findByRole("list", { name: "Language", ...inMenu });
      const french = within(group).getByRole("link", { name: "Français", ...inMenu });
      expect(french).toHaveAttribute("href", "/fr/about");
      expect(french).toHaveAttribute("hreflang", "fr");
      expect(french).toHaveAttribute("lang", "fr");
      expect(french).toHaveAttribute("data-switch-language");
      const english = within(group).getByRole("link", { name: "English", ...inMenu });
      expect(english).toHaveAttribute("aria-current", "page");
      expect(english).not.toHaveAttribute("data-switch-language");
    });

    it("links back to the English page from a French one", async () => {
      renderSite("/fr/");
      const group = await screen.findByRole("list", { name: "Langue", ...inMenu });
      expect(within(group).getByRole("link", { name: "English", ...inMenu })).toHaveAttribute(
        "href",
        "/",
      );
      expect(within(group).getByRole("link", { name: "Français", ...inMenu })).toHaveAttribute(
        "aria-current",
        "page",
      );
    });
  });
});
