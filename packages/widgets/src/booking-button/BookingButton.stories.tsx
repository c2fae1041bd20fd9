import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, spyOn, userEvent, waitFor, within } from "storybook/test";
import { BookingButton } from "./BookingButton";
import { bookingCatalogs } from "./catalogs";
import { calendarWithoutWidget, localCalendar } from "@marketing/local-services/msw";

// Stories never call the internet: the local services' calendar stand-in, answered by MSW.
const CALENDAR_URL = localCalendar.calendarUrl;

const meta = {
  title: "Widgets/Booking button",
  component: BookingButton,
  tags: ["autodocs"],
  args: {
    calendarUrl: CALENDAR_URL,
    calendarScriptUrl: localCalendar.calendarScriptUrl,
    calendarStylesheetUrl: localCalendar.calendarStylesheetUrl,
  },
  // Where the calendar and its provider's files come from: nothing the button shows.
  argTypes: {
    calendarUrl: { table: { disable: true } },
    calendarScriptUrl: { table: { disable: true } },
    calendarStylesheetUrl: { table: { disable: true } },
  },
} satisfies Meta<typeof BookingButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const label = (locale: unknown) => bookingCatalogs[locale === "fr" ? "fr" : "en"].label;

/** The provider's script loaded; 1 s later the button opens the provider's popup. */
export const Ready: Story = {
  play: async ({ canvasElement, globals }) => {
    const button = within(canvasElement).getByRole("button", { name: label(globals.locale) });
    await waitFor(() => expect(button).toHaveAttribute("data-state", "ready"));

    await userEvent.click(button);

    const iframe = await waitFor(
      () => {
        const frame = document.querySelector(".calendly-overlay iframe");
        if (!frame) throw new Error("no popup yet");
        return frame;
      },
      { timeout: 2000 },
    );
    await expect(iframe).toHaveAttribute("src", CALENDAR_URL);
    document.querySelector<HTMLButtonElement>(".calendly-popup-close")?.click();
  },
};

/**
 * The provider is missing (its script defined no widget): the click opens an 800x600 popup. The
 * provider is the page's: on the Docs page, beside "Ready", it stays, and so this button opens it.
 */
export const PopupFallback: Story = {
  parameters: { msw: { handlers: { calendar: calendarWithoutWidget() } } },
  beforeEach: ({ viewMode }) => {
    if (viewMode === "docs") return;
    const win = window as Window & { Calendly?: unknown };
    const provider = win.Calendly;
    delete win.Calendly;
    const open = spyOn(window, "open").mockImplementation(() => null);
    return () => {
      open.mockRestore();
      if (provider) win.Calendly = provider;
    };
  },
  play: async ({ canvasElement, globals }) => {
    const button = within(canvasElement).getByRole("button", { name: label(globals.locale) });
    // Its script loaded (and defined no widget), as on a page where the provider is blocked.
    await waitFor(() => expect(button).toHaveAttribute("data-state", "ready"));

    await userEvent.click(button);

    await expect(window.open).toHaveBeenCalledWith(
      CALENDAR_URL,
      "_blank",
      "width=800,height=600,noopener",
    );
  },
};
