import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { WidgetsProvider } from "../core/WidgetsProvider";
import { MESSAGE_DURATION_MS } from "../core/submission";
import { NewsletterSignup } from "./NewsletterSignup";
import {
  expectSolvedProof,
  json,
  networkDown,
  recordingFetch,
  withoutProof,
} from "../../test/fetch";
import { plainAttribution } from "../../test/attribution";
import { forgetVisitor, visitorDetails } from "../core/visitorDetails";

const API = "https://www.example.com/api";
const ENDPOINT = `${API}/newsletter`;

function renderSignup(fetch: typeof globalThis.fetch, lang: "en" | "fr" = "en") {
  const onSubscribed = vi.fn();
  const onFailed = vi.fn();
  const view = render(
    <WidgetsProvider fetch={fetch} config={{ api: API }}>
      <NewsletterSignup lang={lang} onSubscribed={onSubscribed} onFailed={onFailed} />
    </WidgetsProvider>,
  );
  return {
    ...view,
    onSubscribed,
    onFailed,
    user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime }),
  };
}

/**
 * A fetch that answers only when the test says so, to look at the subscribing state; `answer`
 * waits for the post (sent once the proof of work is solved).
 */
function pendingFetch() {
  let answer: ((response: Response) => void) | undefined;
  const recorded = recordingFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
  return {
    ...recorded,
    answer: async () => {
      await vi.waitFor(() => expect(answer).toBeDefined());
      answer!(json({ result: "success" }));
    },
  };
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
    expect(withoutProof(request!.body)).toEqual({
      type: "newsletter_subscription",
      email: "ada@example.com",
      subscribed_at: expect.stringMatching(/^2026-03-04T10:00:00\.\d{3}Z$/),
      ...plainAttribution("en"),
    });
    await expectSolvedProof(request!.body);
    expect(
      await screen.findByText(
        "Almost there: check your inbox and follow the link to confirm your subscription.",
      ),
    ).toBeInTheDocument();
    expect(onSubscribed).toHaveBeenCalledWith({ email: "ada@example.com" });
    expect(screen.getByLabelText("Email address")).toHaveValue("");

    act(() => vi.advanceTimersByTime(MESSAGE_DURATION_MS - 200));
    expect(screen.getByRole("status")).toHaveTextContent("check your inbox");
    act(() => vi.advanceTimersByTime(400));
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("keeps an initial status (Storybook's) until the visitor acts", () => {
    render(<NewsletterSignup lang="en" initialStatus="sent" />);
    act(() => vi.advanceTimersByTime(MESSAGE_DURATION_MS * 3));
    expect(screen.getByRole("status")).toHaveTextContent("check your inbox");
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

  it("keeps a subscribed address in the page's memory for its booking calendar, not a failed one", async () => {
    forgetVisitor();
    const failed = renderSignup(down().fetch);
    await failed.user.type(screen.getByLabelText("Email address"), "bob@example.com");
    await failed.user.click(screen.getByRole("button", { name: "Subscribe" }));
    await screen.findByText("Something went wrong. Please try again.");
    expect(visitorDetails()).toEqual({});
    failed.unmount();

    const { user } = renderSignup(ok().fetch);
    await user.type(screen.getByLabelText("Email address"), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    await screen.findByText(/check your inbox/);
    expect(visitorDetails()).toEqual({ email: "ada@example.com" });
    forgetVisitor();
  });

  describe("its proof of work", () => {
    it("is asked for when the visitor starts filling the form, once", async () => {
      const { fetch, challenges } = ok();
      const { user } = renderSignup(fetch);
      expect(challenges).toEqual([]);

      await user.click(screen.getByLabelText("Email address"));
      expect(challenges).toEqual([`${API}/challenge`]);
      await user.type(screen.getByLabelText("Email address"), "ada@example.com");
      expect(challenges).toHaveLength(1);
    });

    it("says so in French when the API refused it, and the next try sends a new one", async () => {
      let refuse = true;
      const { fetch, requests, challenges } = recordingFetch(() =>
        refuse
          ? json({ error: { code: 403, message: "expired", reason: "proof-expired" } }, 403)
          : json({ result: "success" }),
      );
      const { user } = renderSignup(fetch, "fr");

      await user.type(screen.getByLabelText("Adresse e-mail"), "ada@example.com");
      await user.click(screen.getByRole("button", { name: "S'abonner" }));
      expect(
        await screen.findByText(
          "Votre navigateur n'a pas pu confirmer que cette inscription vient d'une personne. Veuillez réessayer.",
        ),
      ).toBeInTheDocument();
      expect(screen.getByLabelText("Adresse e-mail")).toHaveValue("ada@example.com");

      refuse = false;
      await user.click(screen.getByRole("button", { name: "S'abonner" }));
      await screen.findByText(/Presque terminé/);
      expect(challenges).toHaveLength(2);
      const [first, second] = requests.map((request) => withoutProof(request.body));
      expect(second).toEqual({ ...first, subscribed_at: expect.any(String) });
      expect(JSON.parse(requests[1]!.body).altcha).not.toEqual(
        JSON.parse(requests[0]!.body).altcha,
      );
    });
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
  it("thanks the visitor in French and clears the address", async () => {
    const { fetch, requests } = ok();
    const { user } = renderSignup(fetch, "fr");

    await user.type(screen.getByLabelText("Adresse e-mail"), "  ada@example.com ");
    await user.click(screen.getByRole("button", { name: "S'abonner" }));

    expect(
      // The matcher's text is compared after whitespace (the narrow no-break space too) is collapsed.
      await screen.findByText(
        "Presque terminé : vérifiez votre boîte de réception et suivez le lien pour confirmer votre abonnement.",
      ),
    ).toBeInTheDocument();
    expect(JSON.parse(requests[0]!.body).email).toBe("ada@example.com");
    expect(screen.getByLabelText("Adresse e-mail")).toHaveValue("");
  });

  it("disables the button, labelled 'Subscribing...', while the request runs", async () => {
    const pending = pendingFetch();
    const { user } = renderSignup(pending.fetch);

    await user.type(screen.getByLabelText("Email address"), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));

    expect(await screen.findByRole("button", { name: "Subscribing..." })).toBeDisabled();
    await act(async () => pending.answer());
    expect(await screen.findByRole("button", { name: "Subscribe" })).toBeEnabled();
  });

  it("says 'Abonnement en cours...' while subscribing in French", async () => {
    const pending = pendingFetch();
    const { user } = renderSignup(pending.fetch, "fr");

    await user.type(screen.getByLabelText("Adresse e-mail"), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "S'abonner" }));

    expect(await screen.findByRole("button", { name: "Abonnement en cours..." })).toBeDisabled();
    await act(async () => pending.answer());
  });

  it("sends one subscription however fast the form is submitted twice", async () => {
    const pending = pendingFetch();
    const { user, container } = renderSignup(pending.fetch);
    await user.type(screen.getByLabelText("Email address"), "ada@example.com");
    const form = container.querySelector("form")!;

    fireEvent.submit(form);
    fireEvent.submit(form);
    await act(async () => pending.answer());

    expect(pending.requests).toHaveLength(1);
  });

  describe("when the endpoint cannot be reached", () => {
    it("shows the error for 5 s, keeps the address and reports the failure", async () => {
      const { fetch, mock } = down();
      const { user, onSubscribed, onFailed } = renderSignup(fetch);

      await user.type(screen.getByLabelText("Email address"), "ada@example.com");
      await user.click(screen.getByRole("button", { name: "Subscribe" }));

      const status = await screen.findByText("Something went wrong. Please try again.");
      expect(status).toHaveAttribute("role", "status");
      expect(mock).toHaveBeenCalledTimes(1); // a POST is never retried
      expect(onFailed).toHaveBeenCalledWith({ email: "ada@example.com" });
      expect(onSubscribed).not.toHaveBeenCalled();
      expect(screen.getByLabelText("Email address")).toHaveValue("ada@example.com");

      act(() => vi.advanceTimersByTime(MESSAGE_DURATION_MS - 200));
      expect(status).toHaveTextContent("Something went wrong.");
      act(() => vi.advanceTimersByTime(400));
      expect(status).toBeEmptyDOMElement();
      expect(screen.getByLabelText("Email address")).toHaveValue("ada@example.com");
    });

    // A readable 5xx means the address was not recorded: saying "thank you" would lose it.
    it("shows the error when the endpoint answers with an HTTP error", async () => {
      const { fetch } = recordingFetch(() => json({ error: "nope" }, 500));
      const { user, onSubscribed } = renderSignup(fetch);

      await user.type(screen.getByLabelText("Email address"), "ada@example.com");
      await user.click(screen.getByRole("button", { name: "Subscribe" }));

      expect(
        await screen.findByText("Something went wrong. Please try again."),
      ).toBeInTheDocument();
      expect(onSubscribed).not.toHaveBeenCalled();
    });
  });
});
