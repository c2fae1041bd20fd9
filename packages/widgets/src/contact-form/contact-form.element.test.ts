import { fireEvent, waitFor, within } from "@testing-library/dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { retiredKeyMessage } from "@marketing/contracts";
import { networkDown, recordingFetch } from "../../test/fetch";
import { defineContactForm } from "./contact-form.element";

// Importing the element file registers <contact-form>, as the embed script does.
afterEach(() => {
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/**
 * Adds the markup to the page and waits for the element's React tree inside its shadow root, down
 * to the button (an element renders in slices, core/progressive.tsx).
 */
async function mount(markup: string) {
  document.body.innerHTML = markup;
  const host = document.body.querySelector<HTMLElement>("contact-form")!;
  await waitFor(() => expect(host.shadowRoot?.querySelector('[role="alert"]')).not.toBeNull());
  return { host, shadow: within(host.shadowRoot as unknown as HTMLElement) };
}

function fillAndSend(shadow: ReturnType<typeof within>) {
  const type = (label: RegExp, value: string) =>
    fireEvent.change(shadow.getByLabelText(label), { target: { value } });
  type(/^Name/, "Ada Lovelace");
  type(/^Email/, "ada@example.com");
  type(/^Company/, "ACME");
  type(/^Message/, "Hello there");
  fireEvent.click(shadow.getByRole("button", { name: "Send message" }));
}

describe("<contact-form>", () => {
  it("renders in an open shadow root that holds its own styles, toasts included", async () => {
    const { host } = await mount(`<contact-form></contact-form>`);

    const style = host.shadowRoot!.querySelector("style");
    expect(style?.textContent).toContain(".mw-contact");
    expect(style?.textContent).toContain(".mw-toast");
    expect(document.querySelectorAll("style")).toHaveLength(0);
    expect(host.shadowRoot!.querySelector('[role="status"]')).not.toBeNull();
    expect(host.shadowRoot!.querySelector('[role="alert"]')).not.toBeNull();
  });

  it("speaks the language of its lang attribute and follows changes to it", async () => {
    const { host, shadow } = await mount(`<contact-form lang="fr"></contact-form>`);
    expect(shadow.getByRole("button", { name: "Envoyer le message" })).toBeInTheDocument();
    expect(shadow.getByLabelText(/^Entreprise/)).toBeInTheDocument();

    host.setAttribute("lang", "en");
    expect(await shadow.findByRole("button", { name: "Send message" })).toBeInTheDocument();
  });

  it("posts to its api attribute's contact route and fires `sent` with a toast inside the shadow root", async () => {
    const { fetch, requests } = recordingFetch(() => Response.json({ ok: true }));
    vi.stubGlobal("fetch", fetch);
    const events: Event[] = [];
    document.addEventListener("sent", (event) => events.push(event));
    const { host, shadow } = await mount(
      `<contact-form lang="en" api="https://api.test/api"></contact-form>`,
    );

    fillAndSend(shadow);

    await waitFor(() => expect(events).toHaveLength(1));
    const [event] = events as [CustomEvent];
    expect(event.bubbles).toBe(true);
    expect(event.composed).toBe(true);
    expect(event.target).toBe(host);
    expect(event.detail).toEqual({
      name: "Ada Lovelace",
      email: "ada@example.com",
      company: "ACME",
    });
    expect(requests[0]?.url).toBe("https://api.test/api/contact");
    expect(requests[0]?.mode).not.toBe("no-cors");
    expect(shadow.getByRole("status")).toHaveTextContent("Message sent successfully!");
  });

  it("fires `failed` and names its contact-email attribute when the API is down (retired endpoint attributes warned about once, never posted to)", async () => {
    const { fetch, requests } = recordingFetch(networkDown);
    vi.stubGlobal("fetch", fetch);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const events: Event[] = [];
    document.addEventListener("failed", (event) => events.push(event));
    const { host, shadow } = await mount(
      `<contact-form lang="en" api="http://127.0.0.1:9/api" endpoint="https://hooks.example/old" contact-endpoint="https://hooks.example/older" contact-email="sales@acme.example"></contact-form>`,
    );

    fillAndSend(shadow);

    await waitFor(() => expect(events).toHaveLength(1));
    const [event] = events as [CustomEvent];
    expect(event.bubbles && event.composed).toBe(true);
    expect(event.target).toBe(host);
    expect(event.detail).toEqual({
      name: "Ada Lovelace",
      email: "ada@example.com",
      company: "ACME",
    });
    expect(shadow.getByRole("alert")).toHaveTextContent(
      "Please try again or contact us directly at sales@acme.example",
    );
    expect(shadow.getByLabelText(/^Message/)).toHaveValue("Hello there");
    expect(new Set(requests.map((request) => request.url))).toEqual(
      new Set(["http://127.0.0.1:9/api/contact"]),
    );
    expect(warn.mock.calls.map(([note]) => String(note))).toEqual([
      retiredKeyMessage("endpoint"),
      retiredKeyMessage("contact-endpoint"),
    ]);
  });

  it("warns instead of throwing when the tag is defined twice, and registers under another tag", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});

    expect(() => defineContactForm()).not.toThrow();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("<contact-form>"));

    defineContactForm("acme-contact");
    expect(customElements.get("acme-contact")).toBeDefined();
  });
});
