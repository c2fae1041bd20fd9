import { waitFor } from "@testing-library/dom";
import { act } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { definePricingTable } from "./pricing-table.element";

const TAG = "test-pricing-table";
definePricingTable(TAG);

async function mount(attributes: Record<string, string>) {
  const element = document.createElement(TAG);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  await act(async () => {
    document.body.append(element);
  });
  const root = element.shadowRoot!;
  // An element renders in slices (core/progressive.tsx), the questions last.
  await waitFor(() => expect(root.querySelector("details")).not.toBeNull());
  return { element, root };
}

describe("<pricing-table>", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("renders in an open shadow root with its styles, language and billing attribute", async () => {
    const { root } = await mount({ lang: "fr", billing: "annual" });

    expect(root.querySelector("style")?.textContent).toContain(".mw-pricing__plan");
    expect(root.querySelector(".mw-root")?.getAttribute("lang")).toBe("fr");
    expect(root.querySelector<HTMLInputElement>('input[value="annual"]')?.checked).toBe(true);
    expect(root.querySelector("h2")?.textContent).toBe("Des tarifs simples et transparents");
  });

  it("leaves out its heading and sentence with the compact attribute", async () => {
    const { root } = await mount({ compact: "true", lang: "en" });
    expect(root.querySelector(".mw-pricing__title")).toBeNull();
    expect(root.querySelector(".mw-pricing__subtitle")).toBeNull();
    // The plans' headings take the level the table's own heading had.
    expect([...root.querySelectorAll("h2")].map((h) => h.textContent)).toEqual(
      expect.arrayContaining(["Starter", "Professional", "Enterprise"]),
    );
    expect(root.querySelector("section")?.hasAttribute("aria-labelledby")).toBe(false);
    expect(root.querySelectorAll(".mw-pricing__plan")).toHaveLength(3);
  });

  it('counts a bare compact attribute as true, and its removal or "false" as false', async () => {
    const { element, root } = await mount({ compact: "", lang: "en" });
    const title = () => root.querySelector(".mw-pricing__title");
    expect(title()).toBeNull();
    await act(async () => element.removeAttribute("compact"));
    expect(title()?.textContent).toBe("Simple, transparent pricing");
    await act(async () => element.setAttribute("compact", ""));
    expect(title()).toBeNull();
    await act(async () => element.setAttribute("compact", "false"));
    expect(title()).not.toBeNull();
  });

  it("shows the billing period a `billing` set after load names, and monthly once it is removed", async () => {
    const { element, root } = await mount({ lang: "en" });
    const checked = () => root.querySelector<HTMLInputElement>("input:checked")?.value;
    expect(checked()).toBe("monthly");
    await act(async () => element.setAttribute("billing", "annual"));
    expect(checked()).toBe("annual");
    expect(root.textContent).toContain("billed annually");
    await act(async () => element.removeAttribute("billing"));
    expect(checked()).toBe("monthly");
  });

  it("goes back to the page's language and configuration when an attribute is removed or emptied", async () => {
    document.documentElement.lang = "en";
    const { element, root } = await mount({ lang: "fr", "contact-url": "https://example.com/c" });
    const heading = () => root.querySelector("h2")?.textContent;
    const hrefs = () => [...root.querySelectorAll("a")].map((a) => a.getAttribute("href"));
    const configured = hrefs();
    await act(async () => element.removeAttribute("lang"));
    await waitFor(() => expect(heading()).toBe("Simple, transparent pricing"));
    expect(hrefs()).toEqual(configured);
    await act(async () => element.setAttribute("contact-url", ""));
    expect(hrefs()).not.toContain("https://example.com/c");
    expect(hrefs()).toEqual(Array(3).fill(hrefs()[0]));
    document.documentElement.removeAttribute("lang");
  });

  it("points every call to action at the contact-url attribute", async () => {
    const { root } = await mount({ "contact-url": "https://example.com/contact" });
    const hrefs = [...root.querySelectorAll("a")].map((a) => a.getAttribute("href"));
    expect(hrefs).toEqual(Array(3).fill("https://example.com/contact"));
  });

  it("fires a bubbling, composed `planselected` event from a call to action", async () => {
    const { root } = await mount({});
    const selected = vi.fn();
    document.addEventListener("planselected", selected);
    const cta = root.querySelector<HTMLAnchorElement>('[data-plan="enterprise"] a')!;
    cta.addEventListener("click", (event) => event.preventDefault());

    act(() => cta.click());

    const [event] = selected.mock.calls[0] as [CustomEvent];
    expect(event.detail).toEqual({ plan: "enterprise", billing: "monthly" });
    expect(event.bubbles && event.composed).toBe(true);
    document.removeEventListener("planselected", selected);
  });
});
