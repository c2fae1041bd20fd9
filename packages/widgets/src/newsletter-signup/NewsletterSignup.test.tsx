import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { WidgetsProvider } from "../core/WidgetsProvider";
import { NewsletterSignup, NEWSLETTER_MESSAGE_MS } from "./NewsletterSignup";
import { json, networkDown, recordingFetch } from "../../test/fetch";

const ENDPOINT = "https://script.example/newsletter";

function renderSignup(fetch: typeof globalThis.fetch, lang: "en" | "fr" = "en") {
  const onSubscribed = vi.fn();
  render(
    <WidgetsProvider fetch={fetch} config={{ newsletterEndpoint: ENDPOINT }}>
      <NewsletterSignup lang={lang} onSubscribed={onSubscribed} />
    </WidgetsProvider>,
  );
  return { onSubscribed, user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime }) };
}

const ok = () => recordingFetch(() => json({ result: "success" }));
const down = () => recordingFetch(networkDown);

describe("NewsletterSignup", () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(new Date("2026-03-04T10:00:00Z"));
  });
  afterEach(() => vi.useRealTimers());

  it("posts the subscription and thanks the visitor for 5 s", async () => {
    const { fetch, requests } = ok();
    const { user, onSubscribed } = renderSignup(fetch);

    await user.type(screen.getByLabelText("Email address"), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));

    await screen.findByRole("button", { name: "Subscribe" });
    const [request] = requests;
    expect(request?.url).toBe(ENDPOINT);
    expect(request?.method).toBe("POST");
    expect(request?.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(JSON.parse(request!.body)).toEqual({
      type: "newsletter_subscription",
      email: "ada@example.com",
      subscribed_at: expect.stringMatching(/^2026-03-04T10:00:00\.\d{3}Z$/),
    });
    expect(
      await screen.findByText("Thank you for subscribing! You'll receive our weekly articles."),
    ).toBeInTheDocument();
    expect(onSubscribed).toHaveBeenCalledWith({ email: "ada@example.com" });
    expect(screen.getByLabelText("Email address")).toHaveValue("");

    act(() => vi.advanceTimersByTime(NEWSLETTER_MESSAGE_MS - 200));
    expect(screen.getByRole("status")).toHaveTextContent("Thank you for subscribing!");
    act(() => vi.advanceTimersByTime(400));
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("keeps the typed email after a failed request and says so in French", async () => {
    const { user } = renderSignup(down().fetch, "fr");

    await user.type(screen.getByLabelText("Adresse e-mail"), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "S'abonner" }));

    expect(
      await screen.findByText("Une erreur s'est produite. Veuillez réessayer."),
    ).toBeInTheDocument();
    expect(screen.getByLabelText("Adresse e-mail")).toHaveValue("ada@example.com");
  });

  it("ignores a whitespace-only address without a request", async () => {
    const { fetch, mock } = ok();
    const { user } = renderSignup(fetch);
    const input = screen.getByLabelText("Email address");
    // Bypass the browser's own required check, as a script or an older browser would.
    input.closest("form")!.noValidate = true;

    await user.type(input, "   ");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));

    expect(mock).not.toHaveBeenCalled();
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });
});
