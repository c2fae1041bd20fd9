import { fireEvent, waitFor, within } from "@testing-library/dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { retiredKeyMessage } from "@marketing/contracts";
import { json, networkDown, recordingFetch } from "../../test/fetch";
import { defineNewsletterSignup } from "./newsletter-signup.element";

// Importing the element file registers <newsletter-signup>, as the embed script does.
afterEach(() => {
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Adds the markup to the page and waits for the element's React tree inside its shadow root. */
async function mount(markup: string) {
  document.body.innerHTML = markup;
  const host = document.body.querySelector<HTMLElement>("newsletter-signup")!;
  await waitFor(() => expect(host.shadowRoot?.querySelector("form")).not.toBeNull());
  return { host, shadow: within(host.shadowRoot as unknown as HTMLElement) };
}

function submit(shadow: ReturnType<typeof within>, label: string, value: string, button: string) {
  fireEvent.change(shadow.getByLabelText(label), { target: { value } });
  fireEvent.click(shadow.getByRole("button", { name: button }));
}

describe("<newsletter-signup>", () => {
  it("renders in an open shadow root that holds its own styles, leaving the page's head alone", async () => {
    const { host } = await mount(`<newsletter-signup></newsletter-signup>`);

    const style = host.shadowRoot!.querySelector("style");
    expect(style?.textContent).toContain(".mw-newsletter");
    expect(style?.textContent).toContain(":host");
    expect(document.querySelectorAll("style")).toHaveLength(0);
    expect(host.shadowRoot!.querySelector('[part="form"]')).not.toBeNull();
  });

  it("speaks the language of its lang attribute and follows changes to it", async () => {
    const { host, shadow } = await mount(`<newsletter-signup lang="fr"></newsletter-signup>`);
    expect(shadow.getByLabelText("Adresse e-mail")).toBeInTheDocument();
    expect(shadow.getByRole("button", { name: "S'abonner" })).toBeInTheDocument();

    host.setAttribute("lang", "en");
    expect(await shadow.findByLabelText("Email address")).toBeInTheDocument();
  });

  it("with no lang, speaks the page's <html lang> to a visitor whose browser prefers English", async () => {
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["en-US", "en"]);
    document.documentElement.lang = "fr";
    try {
      const { shadow } = await mount(`<newsletter-signup></newsletter-signup>`);
      expect(shadow.getByLabelText("Adresse e-mail")).toBeInTheDocument();
    } finally {
      document.documentElement.removeAttribute("lang");
    }
  });

  it("hides the heading with the compact attribute", async () => {
    const { shadow } = await mount(`<newsletter-signup compact="true"></newsletter-signup>`);
    expect(shadow.queryByRole("heading")).not.toBeInTheDocument();
  });

  it("posts to its api attribute's newsletter route and fires `subscribed`, bubbling out of the shadow root", async () => {
    const { fetch, requests } = recordingFetch(() => json({ result: "success" }));
    vi.stubGlobal("fetch", fetch);
    const events: Event[] = [];
    document.addEventListener("subscribed", (event) => events.push(event));
    const { host, shadow } = await mount(
      `<newsletter-signup lang="en" api="https://api.test/api"></newsletter-signup>`,
    );

    submit(shadow, "Email address", "ada@example.com", "Subscribe");

    await waitFor(() => expect(events).toHaveLength(1));
    const [event] = events as [CustomEvent];
    expect(event.bubbles).toBe(true);
    expect(event.composed).toBe(true);
    expect(event.target).toBe(host);
    expect(event.detail).toEqual({ email: "ada@example.com" });
    expect(requests[0]?.url).toBe("https://api.test/api/newsletter");
    // The submission's state is on the host, for the page's CSS.
    await waitFor(() => expect(host).toHaveAttribute("data-state", "sent"));
  });

  it("fires `failed`, bubbling out of the shadow root, when the API is down", async () => {
    vi.stubGlobal("fetch", recordingFetch(networkDown).fetch);
    const events: Event[] = [];
    document.addEventListener("failed", (event) => events.push(event));
    const { host, shadow } = await mount(
      `<newsletter-signup lang="en" api="http://127.0.0.1:9/api"></newsletter-signup>`,
    );

    submit(shadow, "Email address", "ada@example.com", "Subscribe");

    await waitFor(() => expect(events).toHaveLength(1));
    const [event] = events as [CustomEvent];
    expect(event.bubbles && event.composed).toBe(true);
    expect(event.target).toBe(host);
    expect(event.detail).toEqual({ email: "ada@example.com" });
    expect(shadow.getByLabelText("Email address")).toHaveValue("ada@example.com");
    await waitFor(() => expect(host).toHaveAttribute("data-state", "failed"));
  });

  it("posts to the page configuration's api silently", async () => {
    const { fetch, requests } = recordingFetch(() => json({ result: "success" }));
    vi.stubGlobal("fetch", fetch);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { shadow } = await mount(
      `<script type="application/json" id="marketing-widgets-config">{"api": "https://company.test/api"}</script>` +
        `<newsletter-signup lang="en"></newsletter-signup>`,
    );

    submit(shadow, "Email address", "ada@example.com", "Subscribe");

    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.url).toBe("https://company.test/api/newsletter");
    expect(warn).not.toHaveBeenCalled();
  });

  it("no longer posts to the retired `endpoint` or `newsletter-endpoint` attribute: one note per page for each", async () => {
    const { fetch, requests } = recordingFetch(() => json({ result: "success" }));
    vi.stubGlobal("fetch", fetch);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { host, shadow } = await mount(
      `<newsletter-signup lang="en" api="https://api.test/api" endpoint="https://script.example/old" newsletter-endpoint="https://script.example/new"></newsletter-signup>`,
    );

    host.setAttribute("compact", "true");
    submit(shadow, "Email address", "ada@example.com", "Subscribe");

    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.url).toBe("https://api.test/api/newsletter");
    const second = document.createElement("newsletter-signup");
    second.setAttribute("endpoint", "https://script.example/old");
    document.body.append(second);
    await waitFor(() => expect(second.shadowRoot?.querySelector("form")).not.toBeNull());
    expect(warn.mock.calls.map(([note]) => String(note))).toEqual([
      retiredKeyMessage("endpoint"),
      retiredKeyMessage("newsletter-endpoint"),
    ]);
  });

  it("warns instead of throwing when the tag is defined twice, and registers under another tag", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});

    expect(() => defineNewsletterSignup()).not.toThrow();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("<newsletter-signup>"));

    defineNewsletterSignup("acme-newsletter");
    expect(customElements.get("acme-newsletter")).toBeDefined();
  });
});
