import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { WidgetsProvider } from "../core/WidgetsProvider";
import { MESSAGE_DURATION_MS } from "../core/submission";
import { ContactForm, type ContactFormProps } from "./ContactForm";
import {
  expectSolvedProof,
  json,
  networkDown,
  recordingFetch,
  withoutProof,
} from "../../test/fetch";
import { plainAttribution } from "../../test/attribution";
import { forgetVisitor, visitorDetails } from "../core/visitorDetails";
import en from "./locales/en.json";
import fr from "./locales/fr.json";

const API = "https://www.example.com/api";
const ENDPOINT = `${API}/contact`;
const CONTACT_EMAIL = "team@example.com";

function renderForm(
  fetch: typeof globalThis.fetch,
  lang: "en" | "fr" = "en",
  props: Partial<ContactFormProps> = {},
) {
  const onSent = vi.fn();
  const onFailed = vi.fn();
  const view = render(
    <WidgetsProvider fetch={fetch} config={{ api: API, contactEmail: CONTACT_EMAIL }}>
      <ContactForm lang={lang} onSent={onSent} onFailed={onFailed} {...props} />
    </WidgetsProvider>,
  );
  return {
    ...view,
    onSent,
    onFailed,
    user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime }),
  };
}

type Strings = typeof en;

async function fillForm(
  user: ReturnType<typeof userEvent.setup>,
  t: Strings,
  values: { name?: string; email?: string; company?: string; message?: string } = {},
) {
  const {
    name = "Ada Lovelace",
    email = "ada@example.com",
    company,
    message = "Hello there",
  } = values;
  if (name) await user.type(screen.getByLabelText(new RegExp(`^${t.nameLabel}`)), name);
  if (email) await user.type(screen.getByLabelText(new RegExp(`^${t.emailLabel}`)), email);
  if (company) await user.type(screen.getByLabelText(t.companyLabel), company);
  if (message) await user.type(screen.getByLabelText(new RegExp(`^${t.messageLabel}`)), message);
}

const field = (t: Strings, name: "name" | "email" | "message" | "company") =>
  screen.getByLabelText(new RegExp(`^${t[`${name}Label`]}`));

/**
 * A fetch that answers only when the test says so, to look at the submitting state; `answer`
 * waits for the post (sent once the proof of work is solved).
 */
function pendingFetch() {
  let answer: ((response: Response) => void) | undefined;
  const recorded = recordingFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
  return {
    ...recorded,
    answer: async (response = Response.json({ ok: true })) => {
      await vi.waitFor(() => expect(answer).toBeDefined());
      answer!(response);
    },
  };
}

/** What Zapier's catch hook answers a readable POST. */
const accepted = () =>
  recordingFetch(() =>
    Response.json({ attempt: "a1", id: "i1", request_id: "r1", status: "success" }),
  );
const down = () => recordingFetch(networkDown);

describe("ContactForm", () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(new Date("2026-03-04T10:00:00Z"));
  });
  afterEach(() => vi.useRealTimers());

  it("offers name, email, optional company and a 6-row message box, with two empty live regions", () => {
    renderForm(accepted().fetch);

    expect(field(en, "name")).toBeRequired();
    expect(field(en, "email")).toHaveAttribute("type", "email");
    expect(field(en, "email")).toBeRequired();
    expect(field(en, "company")).not.toBeRequired();
    expect(field(en, "message")).toHaveAttribute("rows", "6");
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    expect(screen.getByRole("alert")).toBeEmptyDOMElement();
  });

  it("stops the message at the endpoint's 5,000 characters and counts them, in French too", async () => {
    const { user, unmount } = renderForm(accepted().fetch);
    const message = field(en, "message");
    expect(message).toHaveAttribute("maxLength", "5000");
    expect(message).toHaveAccessibleDescription("0 of 5000 characters");
    fireEvent.change(message, { target: { value: "x".repeat(4998) } });
    await user.type(message, "abcd");
    expect(message).toHaveValue(`${"x".repeat(4998)}ab`);
    expect(message).toHaveAccessibleDescription("5000 of 5000 characters");
    expect(field(en, "name")).toHaveAttribute("maxLength", "200");

    unmount();
    renderForm(accepted().fetch, "fr");
    // French counts 0 and 1 in the singular.
    expect(field(fr, "message")).toHaveAccessibleDescription("0 caractère sur 5000");
    await user.type(field(fr, "message"), "a");
    expect(field(fr, "message")).toHaveAccessibleDescription("1 caractère sur 5000");
    await user.type(field(fr, "message"), "b");
    expect(field(fr, "message")).toHaveAccessibleDescription("2 caractères sur 5000");
  });

  it("posts the message as readable JSON with a blank company as an empty string", async () => {
    const { fetch, requests } = accepted();
    const { user } = renderForm(fetch);

    await fillForm(user, en, { name: "  Ada Lovelace ", message: "Hello there" });
    await user.click(screen.getByRole("button", { name: en.submit }));

    await screen.findByText(en.successTitle);
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.url).toBe(ENDPOINT);
    expect(request?.method).toBe("POST");
    expect(request?.mode).not.toBe("no-cors");
    expect(request?.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(withoutProof(request!.body)).toEqual({
      type: "contact_form",
      name: "Ada Lovelace",
      email: "ada@example.com",
      company: "",
      message: "Hello there",
      submitted_at: expect.stringMatching(/^2026-03-04T10:00:00\.\d{3}Z$/),
      ...plainAttribution("en"),
    });
    await expectSolvedProof(request!.body);
  });

  it("asks for its proof of work when the visitor starts filling the form, once", async () => {
    const { fetch, challenges } = accepted();
    const { user } = renderForm(fetch);
    expect(challenges).toEqual([]);
    await fillForm(user, en);
    expect(challenges).toEqual([`${API}/challenge`]);
  });

  it("says why in the toast when the API refused the proof of work, keeping what was typed", async () => {
    const { fetch } = recordingFetch(() =>
      json({ error: { code: 400, message: "missing", reason: "proof-missing" } }, 400),
    );
    const { user } = renderForm(fetch);
    await fillForm(user, en);
    await user.click(screen.getByRole("button", { name: en.submit }));

    const alert = screen.getByRole("alert");
    expect(await within(alert).findByText(en.errorTitle)).toBeInTheDocument();
    expect(alert).toHaveTextContent(en.proofRefused);
    expect(field(en, "message")).toHaveValue("Hello there");
  });

  it("sends the company when one is typed", async () => {
    const { fetch, requests } = accepted();
    const { user } = renderForm(fetch);

    await fillForm(user, en, { company: "Analytical Engines Ltd" });
    await user.click(screen.getByRole("button", { name: en.submit }));

    await screen.findByText(en.successTitle);
    expect(JSON.parse(requests[0]!.body).company).toBe("Analytical Engines Ltd");
  });

  it("disables every field and the button, labelled 'Sending...', while the message is sent", async () => {
    const pending = pendingFetch();
    const { user } = renderForm(pending.fetch);

    await fillForm(user, en);
    await user.click(screen.getByRole("button", { name: en.submit }));

    const button = await screen.findByRole("button", { name: "Sending..." });
    expect(button).toBeDisabled();
    for (const name of ["name", "email", "company", "message"] as const) {
      expect(field(en, name)).toBeDisabled();
    }
    await act(async () => pending.answer());
    expect(await screen.findByRole("button", { name: en.submit })).toBeEnabled();
  });

  it("says 'Envoi en cours...' while sending in French", async () => {
    const pending = pendingFetch();
    const { user } = renderForm(pending.fetch, "fr");

    await fillForm(user, fr);
    await user.click(screen.getByRole("button", { name: fr.submit }));

    expect(await screen.findByRole("button", { name: "Envoi en cours..." })).toBeDisabled();
    await act(async () => pending.answer());
  });

  describe("when the message is sent", () => {
    it("shows the success toast for 5 s, clears the form and reports the outcome", async () => {
      const { user, onSent, onFailed } = renderForm(accepted().fetch);

      await fillForm(user, en, { company: "ACME" });
      await user.click(screen.getByRole("button", { name: en.submit }));

      const status = screen.getByRole("status");
      expect(await within(status).findByText("Message sent successfully!")).toBeInTheDocument();
      expect(status).toHaveTextContent("We'll get back to you within 24 hours.");
      expect(onSent).toHaveBeenCalledWith({
        name: "Ada Lovelace",
        email: "ada@example.com",
        company: "ACME",
      });
      expect(onFailed).not.toHaveBeenCalled();
      for (const name of ["name", "email", "company", "message"] as const) {
        expect(field(en, name)).toHaveValue("");
      }

      act(() => vi.advanceTimersByTime(MESSAGE_DURATION_MS - 200));
      expect(status).toHaveTextContent("Message sent successfully!");
      act(() => vi.advanceTimersByTime(400));
      expect(status).toBeEmptyDOMElement();
    });

    it("says so in French", async () => {
      const { user } = renderForm(accepted().fetch, "fr");

      await fillForm(user, fr);
      await user.click(screen.getByRole("button", { name: fr.submit }));

      const status = screen.getByRole("status");
      expect(await within(status).findByText("Message envoyé avec succès !")).toBeInTheDocument();
      expect(status).toHaveTextContent("Nous vous répondrons sous 24 heures.");
    });

    it("fails on a 2xx answer that is not the API's JSON (another server at the api address), keeping the message", async () => {
      const { fetch } = recordingFetch(() => new Response("<!doctype html><p>Home</p>"));
      const { user, onSent, onFailed } = renderForm(fetch);

      await fillForm(user, en);
      await user.click(screen.getByRole("button", { name: en.submit }));

      expect(await within(screen.getByRole("alert")).findByText(en.errorTitle)).toBeInTheDocument();
      expect(onSent).not.toHaveBeenCalled();
      expect(onFailed).toHaveBeenCalled();
      expect(field(en, "message")).toHaveValue("Hello there");
    });

    it("sends names and messages without control characters or bidirectional overrides", async () => {
      const { fetch, requests } = accepted();
      const { user } = renderForm(fetch);
      fireEvent.change(field(en, "name"), { target: { value: "Ada\u0000\u0007 Love\u202elace" } });
      fireEvent.change(field(en, "email"), { target: { value: "ada@example.com" } });
      fireEvent.change(field(en, "company"), { target: { value: "\u001b[2JACME" } });
      fireEvent.change(field(en, "message"), { target: { value: "Hi\u2066 there\u0085" } });
      await user.click(screen.getByRole("button", { name: en.submit }));

      await screen.findByText(en.successTitle);
      expect(JSON.parse(requests[0]!.body)).toMatchObject({
        name: "Ada Lovelace",
        company: "[2JACME",
        message: "Hi there",
      });
    });
    it("closes the toast with its close button", async () => {
      const { user } = renderForm(accepted().fetch);

      await fillForm(user, en);
      await user.click(screen.getByRole("button", { name: en.submit }));
      await screen.findByText(en.successTitle);
      await user.click(screen.getByRole("button", { name: "Close notification" }));

      expect(screen.getByRole("status")).toBeEmptyDOMElement();
    });
    it("keeps an initial status's toast (Storybook's) until it is closed", async () => {
      const { user } = renderForm(accepted().fetch, "en", { initialStatus: "sent" });
      act(() => vi.advanceTimersByTime(MESSAGE_DURATION_MS * 3));
      expect(screen.getByRole("status")).toHaveTextContent(en.successTitle);

      await user.click(screen.getByRole("button", { name: "Close notification" }));
      expect(screen.getByRole("status")).toBeEmptyDOMElement();
    });

    it("keeps the toast while the keyboard is on it, then closes it 5 s after focus leaves", async () => {
      const { user } = renderForm(accepted().fetch);

      await fillForm(user, en);
      await user.click(screen.getByRole("button", { name: en.submit }));
      await screen.findByText(en.successTitle);
      act(() => screen.getByRole("button", { name: "Close notification" }).focus());
      act(() => vi.advanceTimersByTime(MESSAGE_DURATION_MS * 2));
      expect(screen.getByRole("status")).toHaveTextContent(en.successTitle);

      act(() => screen.getByRole("button", { name: "Close notification" }).blur());
      act(() => vi.advanceTimersByTime(MESSAGE_DURATION_MS + 100));
      expect(screen.getByRole("status")).toBeEmptyDOMElement();
    });
  });

  describe("what the page keeps for its booking calendar", () => {
    beforeEach(() => forgetVisitor());

    it("keeps the name and email of a sent message in the page's memory", async () => {
      const { user } = renderForm(accepted().fetch);
      await fillForm(user, en);
      await user.click(screen.getByRole("button", { name: en.submit }));
      await within(screen.getByRole("status")).findByText("Message sent successfully!");

      expect(visitorDetails()).toEqual({ name: "Ada Lovelace", email: "ada@example.com" });
    });

    it("keeps nothing of a message that could not be sent", async () => {
      const { user } = renderForm(down().fetch);
      await fillForm(user, en);
      await user.click(screen.getByRole("button", { name: en.submit }));
      await within(screen.getByRole("alert")).findByText("Error sending message");

      expect(visitorDetails()).toEqual({});
    });
  });

  describe("when the endpoint cannot be reached", () => {
    it("shows the destructive toast with the configured address and keeps everything typed", async () => {
      const { fetch, mock } = down();
      const { user, onSent, onFailed } = renderForm(fetch);

      await fillForm(user, en, { company: "ACME" });
      await user.click(screen.getByRole("button", { name: en.submit }));

      const alert = screen.getByRole("alert");
      expect(await within(alert).findByText("Error sending message")).toBeInTheDocument();
      expect(alert).toHaveTextContent(
        "Please try again or contact us directly at team@example.com",
      );
      expect(mock).toHaveBeenCalledTimes(1); // a POST is never retried
      expect(onFailed).toHaveBeenCalledWith({
        name: "Ada Lovelace",
        email: "ada@example.com",
        company: "ACME",
      });
      expect(onSent).not.toHaveBeenCalled();
      expect(field(en, "name")).toHaveValue("Ada Lovelace");
      expect(field(en, "email")).toHaveValue("ada@example.com");
      expect(field(en, "company")).toHaveValue("ACME");
      expect(field(en, "message")).toHaveValue("Hello there");
      expect(screen.getByRole("button", { name: en.submit })).toBeEnabled();

      act(() => vi.advanceTimersByTime(MESSAGE_DURATION_MS + 100));
      expect(alert).toBeEmptyDOMElement();
      expect(field(en, "message")).toHaveValue("Hello there");
    });

    it.each([
      ["an Apps Script refusal", () => Response.json({ error: { code: 429, message: "Busy" } })],
      ["a webhook's error status", () => Response.json({ status: "error", message: "Bad key" })],
      ["an `ok: false` body", () => Response.json({ ok: false })],
      ["an HTTP error", () => new Response("Internal error", { status: 500 })],
    ])("counts %s as a failure and keeps everything typed", async (_label, answer) => {
      const { fetch } = recordingFetch(answer);
      const { user, onSent, onFailed } = renderForm(fetch);

      await fillForm(user, en);
      await user.click(screen.getByRole("button", { name: en.submit }));

      expect(await screen.findByText(en.errorTitle)).toBeInTheDocument();
      expect(onFailed).toHaveBeenCalled();
      expect(onSent).not.toHaveBeenCalled();
      expect(field(en, "name")).toHaveValue("Ada Lovelace");
      expect(field(en, "message")).toHaveValue("Hello there");
    });

    it("says so in French with the address given as a prop", async () => {
      const { user } = renderForm(down().fetch, "fr", { contactEmail: "bonjour@example.fr" });

      await fillForm(user, fr);
      await user.click(screen.getByRole("button", { name: fr.submit }));

      const alert = screen.getByRole("alert");
      expect(
        await within(alert).findByText("Erreur lors de l'envoi du message"),
      ).toBeInTheDocument();
      expect(alert).toHaveTextContent(
        "Veuillez réessayer ou nous écrire directement à bonjour@example.fr",
      );
      expect(field(fr, "name")).toHaveValue("Ada Lovelace");
    });

    it("posts to the contact route of the api given as a prop", async () => {
      const { fetch, requests } = accepted();
      const { user } = renderForm(fetch, "en", { api: "https://api.example.org/api/" });

      await fillForm(user, en);
      await user.click(screen.getByRole("button", { name: en.submit }));

      await screen.findByText(en.successTitle);
      expect(requests[0]?.url).toBe("https://api.example.org/api/contact");
    });
  });

  describe("when a field is missing or wrong", () => {
    it("sends nothing, marks each field with its message and focuses the first", async () => {
      const { fetch, mock } = accepted();
      const { user } = renderForm(fetch);

      await user.type(field(en, "email"), "   ");
      await user.click(screen.getByRole("button", { name: en.submit }));

      expect(mock).not.toHaveBeenCalled();
      const name = field(en, "name");
      expect(name).toHaveFocus();
      expect(name).toHaveAttribute("aria-invalid", "true");
      expect(name).toHaveAccessibleDescription("Please enter your name.");
      expect(field(en, "email")).toHaveAccessibleDescription("Please enter your email address.");
      expect(field(en, "message")).toHaveAccessibleDescription(
        "Please enter a message. 0 of 5000 characters",
      );
      expect(field(en, "company")).not.toHaveAttribute("aria-invalid");
      expect(screen.getByRole("status")).toBeEmptyDOMElement();
    });

    it("rejects an address that is not an email, in French, and focuses it", async () => {
      const { fetch, mock } = accepted();
      const { user } = renderForm(fetch, "fr");

      await fillForm(user, fr, { email: "ada@" });
      await user.click(screen.getByRole("button", { name: fr.submit }));

      expect(mock).not.toHaveBeenCalled();
      const email = field(fr, "email");
      expect(email).toHaveFocus();
      expect(email).toHaveAccessibleDescription(
        "Veuillez saisir une adresse e-mail valide, par exemple nom@entreprise.com.",
      );
      expect(field(fr, "name")).not.toHaveAttribute("aria-invalid");
    });

    it("shows the French messages for empty fields", async () => {
      const { user } = renderForm(accepted().fetch, "fr");

      await user.click(screen.getByRole("button", { name: fr.submit }));

      expect(field(fr, "name")).toHaveAccessibleDescription("Veuillez indiquer votre nom.");
      expect(field(fr, "email")).toHaveAccessibleDescription(
        "Veuillez indiquer votre adresse e-mail.",
      );
      expect(field(fr, "message")).toHaveAccessibleDescription(
        "Veuillez écrire un message. 0 caractère sur 5000",
      );
    });

    it.each(["ada\u0000@example.com", "ada\u202e@example.com", "<ada@example.com>"])(
      "refuses the email %j (the shared rule) and sends nothing",
      async (email) => {
        const { fetch, requests } = accepted();
        const { user } = renderForm(fetch);
        await fillForm(user, en, { email: "" });
        fireEvent.change(field(en, "email"), { target: { value: email } });
        await user.click(screen.getByRole("button", { name: en.submit }));
        expect(field(en, "email")).toHaveAccessibleDescription(en.errors.emailInvalid);
        expect(requests).toHaveLength(0);
      },
    );

    it("clears a field's message as soon as it becomes valid, then sends", async () => {
      const { fetch, requests } = accepted();
      const { user } = renderForm(fetch);

      await fillForm(user, en, { email: "ada" });
      await user.click(screen.getByRole("button", { name: en.submit }));
      expect(field(en, "email")).toHaveAccessibleDescription(en.errors.emailInvalid);

      await user.type(field(en, "email"), "@example.com");
      expect(field(en, "email")).not.toHaveAttribute("aria-invalid");
      expect(screen.queryByText(en.errors.emailInvalid)).not.toBeInTheDocument();

      await user.click(screen.getByRole("button", { name: en.submit }));
      await screen.findByText(en.successTitle);
      expect(JSON.parse(requests[0]!.body).email).toBe("ada@example.com");
    });
  });

  it("sends one message however fast the form is submitted twice", async () => {
    const pending = pendingFetch();
    const { user, container } = renderForm(pending.fetch);
    await fillForm(user, en);
    const form = container.querySelector("form")!;

    fireEvent.submit(form);
    fireEvent.submit(form);
    await act(async () => pending.answer());

    expect(pending.requests).toHaveLength(1);
  });

  it("answers a bot that filled the honeypot with a success that sends nothing", async () => {
    const { fetch, mock } = accepted();
    const { user, container, onSent } = renderForm(fetch);
    await fillForm(user, en);
    const trap = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap).toHaveAttribute("tabindex", "-1");
    expect(trap).toHaveAttribute("autocomplete", "off");
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    trap.value = "https://spam.example";

    await user.click(screen.getByRole("button", { name: en.submit }));

    expect(await screen.findByText(en.successTitle)).toBeInTheDocument();
    expect(mock).not.toHaveBeenCalled();
    expect(onSent).not.toHaveBeenCalled();
    expect(field(en, "name")).toHaveValue("");
  });
});
