import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BookingButton, type BookingButtonProps } from "./BookingButton";
import { PAGE_CONFIG_ID, resetPageConfig } from "../core/config";
import { forgetCalendarProviderLoads } from "./loadCalendarProvider";
import { POPUP_FEATURES } from "./openBooking";
import { FIRST_TOUCH_KEY } from "../core/firstTouch";
import { forgetVisitor, rememberVisitor } from "../core/visitorDetails";
import fakeProvider from "@marketing/local-services/calendar/widget.js?raw";

const SCRIPT = "https://assets.calendly.com/assets/external/widget.js";
const STYLESHEET = "https://assets.calendly.com/assets/external/widget.css";
const CALENDAR = "https://calendar.example/acme/strategy-call";

type CalendlyWindow = Window & { Calendly?: unknown };

function renderButton(props: Partial<BookingButtonProps> = {}) {
  const onOpened = vi.fn();
  const onBooked = vi.fn();
  const view = render(
    <BookingButton
      lang="en"
      calendarUrl={CALENDAR}
      scriptUrl={SCRIPT}
      stylesheetUrl={STYLESHEET}
      onOpened={onOpened}
      onBooked={onBooked}
      {...props}
    />,
  );
  return { ...view, onOpened, onBooked };
}

const providerScripts = () =>
  document.head.querySelectorAll<HTMLScriptElement>(`script[src="${SCRIPT}"]`);
const flush = () => act(async () => {});

/** Plays the browser's part: the injected script finished loading (after running `source`). */
async function scriptLoads(source?: string) {
  await flush();
  if (source) new Function(source)();
  act(() => providerScripts()[0]!.dispatchEvent(new Event("load")));
  await flush();
}

async function scriptFails() {
  await flush();
  act(() => providerScripts()[0]!.dispatchEvent(new Event("error")));
  await flush();
}

describe("BookingButton", () => {
  let open: ReturnType<typeof vi.fn>;
  let consoleError: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    vi.useFakeTimers();
    open = vi.fn(() => null);
    vi.stubGlobal("open", open);
    consoleError = vi.spyOn(console, "error");
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    forgetCalendarProviderLoads();
    delete (window as CalendlyWindow).Calendly;
    document.head.querySelectorAll("script, link").forEach((node) => node.remove());
    document.body
      .querySelectorAll(".calendly-overlay, .calendly-badge-widget, iframe")
      .forEach((n) => n.remove());
  });

  it("is labelled 'Book a free strategy call', in French too", () => {
    renderButton();
    renderButton({ lang: "fr" });
    expect(screen.getByRole("button", { name: "Book a free strategy call" })).toBeInTheDocument();
    expect(
      screen.getByRole("button", { name: "Réserver un appel stratégique gratuit" }),
    ).toBeInTheDocument();
  });

  it("adds the provider's script (async) and stylesheet to the document once for several buttons", async () => {
    renderButton();
    renderButton();
    await flush();

    const scripts = providerScripts();
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.async).toBe(true);
    expect(
      document.head.querySelectorAll(`link[rel="stylesheet"][href="${STYLESHEET}"]`),
    ).toHaveLength(1);
  });

  it("waits for the page's load event before adding the script", async () => {
    const readyState = vi.spyOn(document, "readyState", "get").mockReturnValue("loading");
    renderButton();
    await flush();
    expect(providerScripts()).toHaveLength(0);

    readyState.mockReturnValue("complete");
    window.dispatchEvent(new Event("load"));
    await flush();
    expect(providerScripts()).toHaveLength(1);
  });

  it("spec §4: becomes ready exactly 1 s after the script loaded", async () => {
    renderButton();
    await scriptLoads(fakeProvider);
    const button = screen.getByRole("button", { name: "Book a free strategy call" });
    expect(button).toHaveAttribute("data-state", "loading");

    act(() => vi.advanceTimersByTime(999));
    expect(button).toHaveAttribute("data-state", "loading");
    act(() => vi.advanceTimersByTime(1));
    expect(button).toHaveAttribute("data-state", "ready");
  });

  it("spec §4: opens the provider's popup by clicking the widget's button 0.5 s after the click", async () => {
    const { onOpened } = renderButton();
    await scriptLoads(fakeProvider);
    act(() => vi.advanceTimersByTime(1_000));

    act(() => screen.getByRole("button", { name: "Book a free strategy call" }).click());
    act(() => vi.advanceTimersByTime(499));
    expect(document.querySelector(".calendly-overlay iframe")).toBeNull();

    act(() => vi.advanceTimersByTime(1));
    expect(document.querySelector(".calendly-overlay iframe")).toHaveAttribute("src", CALENDAR);
    expect(onOpened).toHaveBeenCalledWith({ via: "widget" });
    expect(open).not.toHaveBeenCalled();
    // The provider's floating badge was only a means to its popup.
    expect(document.querySelector(".calendly-badge-widget")).toBeNull();
  });

  it("says the calendar is opening from the press until it shows, in French too", async () => {
    renderButton();
    renderButton({ lang: "fr" });
    await scriptLoads(fakeProvider);
    act(() => vi.advanceTimersByTime(1_000));

    act(() => screen.getByRole("button", { name: "Book a free strategy call" }).click());
    expect(screen.getByRole("button", { name: "Opening the calendar…" })).toHaveAttribute(
      "aria-busy",
      "true",
    );
    act(() => vi.advanceTimersByTime(500));
    expect(document.querySelector(".calendly-overlay iframe")).not.toBeNull();
    expect(screen.getByRole("button", { name: "Book a free strategy call" })).not.toHaveAttribute(
      "aria-busy",
    );

    act(() =>
      screen.getByRole("button", { name: "Réserver un appel stratégique gratuit" }).click(),
    );
    expect(screen.getByRole("button", { name: "Ouverture de l'agenda…" })).toBeInTheDocument();
  });

  describe("when the provider cannot be used", () => {
    it("opens an 800x600 popup on the calendar URL when the script failed, logging nothing", async () => {
      const { onOpened } = renderButton();
      await scriptFails();
      const button = screen.getByRole("button", { name: "Book a free strategy call" });
      expect(button).toHaveAttribute("data-state", "unavailable");

      act(() => button.click());

      expect(open).toHaveBeenCalledExactlyOnceWith(CALENDAR, "_blank", POPUP_FEATURES);
      expect(POPUP_FEATURES).toBe("width=800,height=600,noopener");
      expect(onOpened).toHaveBeenCalledWith({ via: "popup" });
      expect(consoleError).not.toHaveBeenCalled();
    });

    it("opens the popup at once when clicked before the ready flag", async () => {
      renderButton();
      await scriptLoads(fakeProvider);
      act(() => vi.advanceTimersByTime(999));

      act(() => screen.getByRole("button").click());

      expect(open).toHaveBeenCalledExactlyOnceWith(CALENDAR, "_blank", POPUP_FEATURES);
      expect(document.querySelector(".calendly-badge-widget")).toBeNull();
      // Opened at once: nothing left opening.
      expect(screen.getByRole("button", { name: "Book a free strategy call" })).not.toHaveAttribute(
        "aria-busy",
      );
    });

    it.each([
      ["the script defines no widget", () => {}],
      [
        "the widget has no button",
        () => {
          (window as CalendlyWindow).Calendly = {
            initBadgeWidget: () => {
              const widget = document.createElement("div");
              widget.className = "calendly-badge-widget";
              document.body.append(widget);
            },
          };
        },
      ],
      [
        "its button opens no iframe",
        () => {
          (window as CalendlyWindow).Calendly = {
            initBadgeWidget: () => {
              const widget = document.createElement("div");
              widget.className = "calendly-badge-widget";
              widget.innerHTML = `<div class="calendly-badge-content">Book</div>`;
              document.body.append(widget);
            },
          };
        },
      ],
      [
        "the widget throws",
        () => {
          (window as CalendlyWindow).Calendly = {
            initBadgeWidget: () => {
              throw new Error("provider bug");
            },
          };
        },
      ],
    ])("opens the 800x600 popup when %s", async (_, installProvider) => {
      const { onOpened } = renderButton();
      await flush();
      installProvider();
      await scriptLoads();
      act(() => vi.advanceTimersByTime(1_000));

      act(() => screen.getByRole("button").click());
      act(() => vi.advanceTimersByTime(500));

      expect(open).toHaveBeenCalledExactlyOnceWith(CALENDAR, "_blank", POPUP_FEATURES);
      expect(onOpened).toHaveBeenCalledExactlyOnceWith({ via: "popup" });
      expect(consoleError).not.toHaveBeenCalled();
    });
  });

  describe("provider messages", () => {
    const scheduled = {
      event: "calendly.event_scheduled",
      payload: {
        event: { uri: "https://api.calendly.com/scheduled_events/EVT-1" },
        invitee: { uri: "https://api.calendly.com/scheduled_events/EVT-1/invitees/INV-1" },
      },
    };

    const ORIGIN = "https://calendar.example";

    /** Opens the provider's popup through the button; returns the calendar frame's window. */
    async function openCalendar() {
      const rendered = renderButton();
      await scriptLoads(fakeProvider);
      act(() => vi.advanceTimersByTime(1_000));
      act(() => screen.getByRole("button", { name: "Book a free strategy call" }).click());
      act(() => vi.advanceTimersByTime(500));
      const frame = document.querySelector<HTMLIFrameElement>(".calendly-overlay iframe");
      return { ...rendered, frame: frame!.contentWindow! };
    }

    /** Another frame on the page whose messages claim the calendar's origin. */
    function foreignFrame() {
      const iframe = document.createElement("iframe");
      document.body.append(iframe);
      return iframe.contentWindow!;
    }

    const post = (data: unknown, origin: string, source: Window | null) =>
      act(() => {
        window.dispatchEvent(new MessageEvent("message", { data, origin, source }));
      });

    it("reports a scheduled call from the calendar frame it opened as booked", async () => {
      const { onBooked, frame } = await openCalendar();

      post(scheduled, ORIGIN, frame);

      expect(onBooked).toHaveBeenCalledExactlyOnceWith({
        eventUri: "https://api.calendly.com/scheduled_events/EVT-1",
        inviteeUri: "https://api.calendly.com/scheduled_events/EVT-1/invitees/INV-1",
      });
    });

    it('pushes generate_lead for a booked call when analytics is "dataLayer", with no personal data', async () => {
      const block = document.createElement("script");
      block.type = "application/json";
      block.id = PAGE_CONFIG_ID;
      block.textContent = JSON.stringify({ analytics: "dataLayer" });
      document.head.append(block);
      const win = window as Window & { dataLayer?: unknown[] };
      delete win.dataLayer;
      try {
        const { frame } = await openCalendar();
        post(scheduled, ORIGIN, foreignFrame());
        expect(win.dataLayer).toBeUndefined();

        post(scheduled, ORIGIN, frame);

        expect(win.dataLayer).toEqual([
          { event: "generate_lead", lead_source: "booking", language: "en" },
        ]);
      } finally {
        block.remove();
        resetPageConfig();
      }
    });

    it("ignores the message from another frame of the calendar's origin, or before opening", async () => {
      const { onBooked } = renderButton();
      post(scheduled, ORIGIN, foreignFrame());
      post(scheduled, ORIGIN, null);
      expect(onBooked).not.toHaveBeenCalled();

      await scriptLoads(fakeProvider);
      act(() => vi.advanceTimersByTime(1_000));
      act(() => screen.getByRole("button", { name: "Book a free strategy call" }).click());
      act(() => vi.advanceTimersByTime(500));
      post(scheduled, ORIGIN, foreignFrame());
      post(scheduled, ORIGIN, window);
      expect(onBooked).not.toHaveBeenCalled();
    });

    it("ignores the same message from any other origin, and unrelated messages", async () => {
      const { onBooked, frame } = await openCalendar();

      post(scheduled, "https://evil.example", frame);
      post({ event: "calendly.event_type_viewed" }, ORIGIN, frame);
      post("hello", ORIGIN, frame);

      expect(onBooked).not.toHaveBeenCalled();
    });
  });
  describe("what the calendar is opened with", () => {
    const PARAMETERS = "name=Ada+Lovelace&email=ada%40example.com&utm_source=x&utm_campaign=y";

    /** A visit that arrived with a campaign, and a form of this page that was sent. */
    function campaignVisit() {
      sessionStorage.removeItem(FIRST_TOUCH_KEY);
      history.replaceState(null, "", "/pricing?utm_source=x&utm_campaign=y");
      rememberVisitor({ name: "Ada Lovelace", email: "ada@example.com" });
    }
    afterEach(() => {
      sessionStorage.removeItem(FIRST_TOUCH_KEY);
      history.replaceState(null, "", "/");
      forgetVisitor();
      resetPageConfig();
      document.getElementById(PAGE_CONFIG_ID)?.remove();
    });

    it("gives the provider's popup the visit's campaign and the name and email the page was given", async () => {
      campaignVisit();
      renderButton();
      await scriptLoads(fakeProvider);
      act(() => vi.advanceTimersByTime(1_000));
      act(() => screen.getByRole("button", { name: "Book a free strategy call" }).click());
      act(() => vi.advanceTimersByTime(500));

      expect(document.querySelector(".calendly-overlay iframe")).toHaveAttribute(
        "src",
        `${CALENDAR}?${PARAMETERS}`,
      );
    });

    it("puts them in the popup window's address when the provider is unavailable", async () => {
      campaignVisit();
      renderButton();
      await scriptFails();
      act(() => screen.getByRole("button").click());

      expect(open).toHaveBeenCalledExactlyOnceWith(
        `${CALENDAR}?${PARAMETERS}`,
        "_blank",
        POPUP_FEATURES,
      );
    });

    it("opens the bare calendar when the visit has no campaign and no form was sent", async () => {
      sessionStorage.removeItem(FIRST_TOUCH_KEY);
      renderButton();
      await scriptFails();
      act(() => screen.getByRole("button").click());

      expect(open).toHaveBeenCalledExactlyOnceWith(CALENDAR, "_blank", POPUP_FEATURES);
    });

    it("loads none of the provider's code when the page requires consent, and opens the calendar in a window", async () => {
      campaignVisit();
      const block = document.createElement("script");
      block.type = "application/json";
      block.id = PAGE_CONFIG_ID;
      block.textContent = JSON.stringify({
        consent: { privacyUrl: "https://www.example.com/privacy", required: true },
      });
      document.head.append(block);
      const { onOpened } = renderButton({ lang: "fr" });
      await flush();
      act(() => vi.advanceTimersByTime(2_000));

      expect(providerScripts()).toHaveLength(0);
      expect(document.head.querySelector(`link[href="${STYLESHEET}"]`)).toBeNull();
      const button = screen.getByRole("button", { name: "Réserver un appel stratégique gratuit" });
      expect(button).toHaveAttribute("data-state", "unavailable");

      act(() => button.click());
      expect(open).toHaveBeenCalledExactlyOnceWith(
        `${CALENDAR}?${PARAMETERS}`,
        "_blank",
        POPUP_FEATURES,
      );
      expect(onOpened).toHaveBeenCalledWith({ via: "popup" });
    });

    it("still loads the provider when the page's consent is optional", async () => {
      const block = document.createElement("script");
      block.type = "application/json";
      block.id = PAGE_CONFIG_ID;
      block.textContent = JSON.stringify({
        consent: { privacyUrl: "https://www.example.com/privacy" },
      });
      document.head.append(block);
      renderButton();
      await flush();
      expect(providerScripts()).toHaveLength(1);
    });
  });
});
