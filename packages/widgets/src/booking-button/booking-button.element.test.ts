import { act } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { defineBookingButton } from "./booking-button.element";
import { forgetCalendarProviderLoads } from "./loadCalendarProvider";
import fakeProvider from "@marketing/local-services/calendar/widget.js?raw";

const TAG = "test-booking-button";
defineBookingButton(TAG);

const SCRIPT = "https://assets.calendly.com/assets/external/widget.js";
const STYLESHEET = "https://assets.calendly.com/assets/external/widget.css";
const CALENDAR = "https://calendar.example/acme/strategy-call";

async function mount(attributes: Record<string, string>) {
  const element = document.createElement(TAG);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  await act(async () => {
    document.body.append(element);
  });
  const root = element.shadowRoot!;
  return { element, root, button: () => root.querySelector("button")! };
}

describe("<booking-button>", () => {
  afterEach(() => {
    document.body.innerHTML = "";
    document.head.querySelectorAll("script, link").forEach((node) => node.remove());
    forgetCalendarProviderLoads();
    delete (window as Window & { Calendly?: unknown }).Calendly;
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("renders its button and styles in an open shadow root, with label and lang attributes", async () => {
    const { root, button } = await mount({ label: "Talk to us", lang: "fr" });

    expect(button().textContent).toBe("Talk to us");
    expect(root.querySelector(".mw-root")?.getAttribute("lang")).toBe("fr");
    expect(root.querySelector("style")?.textContent).toContain(".mw-booking__button");
  });

  it("puts the provider's script and stylesheet in the document head, not the shadow root", async () => {
    const { root } = await mount({
      "calendar-script-url": SCRIPT,
      "calendar-stylesheet-url": STYLESHEET,
    });
    await act(async () => {});

    expect(document.head.querySelector(`script[src="${SCRIPT}"]`)).not.toBeNull();
    expect(document.head.querySelector(`link[href="${STYLESHEET}"]`)).not.toBeNull();
    expect(root.querySelector("script, link")).toBeNull();
  });

  it("fires a bubbling, composed `opened` event when it falls back to the popup", async () => {
    const open = vi.fn(() => null);
    vi.stubGlobal("open", open);
    const { button } = await mount({ "calendar-script-url": SCRIPT, "calendar-url": CALENDAR });
    await act(async () => {});
    await act(async () => {
      document.head.querySelector(`script[src="${SCRIPT}"]`)!.dispatchEvent(new Event("error"));
    });
    const opened = vi.fn();
    document.addEventListener("opened", opened);

    act(() => button().click());

    expect(open).toHaveBeenCalledWith(CALENDAR, "_blank", "width=800,height=600,noopener");
    const [event] = opened.mock.calls[0] as [CustomEvent];
    expect(event.detail).toEqual({ via: "popup" });
    expect(event.bubbles && event.composed).toBe(true);
    document.removeEventListener("opened", opened);
  });

  it("fires a bubbling, composed `booked` event for the provider's scheduled-event message", async () => {
    vi.useFakeTimers();
    const { button } = await mount({ "calendar-script-url": SCRIPT, "calendar-url": CALENDAR });
    await act(async () => {});
    new Function(fakeProvider)();
    await act(async () => {
      document.head.querySelector(`script[src="${SCRIPT}"]`)!.dispatchEvent(new Event("load"));
    });
    act(() => vi.advanceTimersByTime(1_000));
    act(() => button().click());
    act(() => vi.advanceTimersByTime(500));
    vi.useRealTimers();
    // Only the calendar frame the button opened is trusted (not any frame of that origin).
    const frame = document.querySelector<HTMLIFrameElement>(".calendly-overlay iframe")!;
    const booked = vi.fn();
    document.addEventListener("booked", booked);

    act(() => {
      window.dispatchEvent(
        new MessageEvent("message", {
          origin: "https://calendar.example",
          source: frame.contentWindow,
          data: { event: "calendly.event_scheduled", payload: { event: { uri: "evt" } } },
        }),
      );
    });

    const [event] = booked.mock.calls[0] as [CustomEvent];
    expect(event.detail).toEqual({ eventUri: "evt", inviteeUri: undefined });
    expect(event.bubbles && event.composed).toBe(true);
    document.removeEventListener("booked", booked);
  });

  it("reads the new spellings without a note", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    await mount({ "calendar-script-url": SCRIPT, "calendar-stylesheet-url": STYLESHEET });
    await act(async () => {});

    expect(document.head.querySelector(`script[src="${SCRIPT}"]`)).not.toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it("still reads `script-url` and `stylesheet-url`, with a note naming each new spelling", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    await mount({ "script-url": SCRIPT, "stylesheet-url": STYLESHEET });
    await act(async () => {});

    expect(document.head.querySelector(`script[src="${SCRIPT}"]`)).not.toBeNull();
    expect(document.head.querySelector(`link[href="${STYLESHEET}"]`)).not.toBeNull();
    expect(warn.mock.calls.map(([note]) => String(note))).toEqual([
      expect.stringMatching(/"script-url" attribute is deprecated; use "calendar-script-url"/),
      expect.stringMatching(
        /"stylesheet-url" attribute is deprecated; use "calendar-stylesheet-url"/,
      ),
    ]);
  });

  it("warns instead of throwing when the tag is defined twice", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(() => defineBookingButton(TAG)).not.toThrow();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`<${TAG}> is already defined`));
  });
});
