import { apiUrl } from "@marketing/contracts";
import type { DeclaredElement, WidgetEventMap } from "../core/element";
import { type DeclaredProps } from "../core/declaration";
import { newsletterSignupApi } from "./newsletter-signup.api";
import type { FormEvent } from "react";
import { Widget } from "../core/WidgetRoot";
import { attribution } from "../core/attribution";
import { rememberVisitor } from "../core/visitorDetails";
import { useFormWidget } from "../core/formWidget";
import { Field, FormSection, StatusMessage } from "../core/Field";
import { useFormPost } from "../core/formPost";
import { Progressive, Slice } from "../core/progressive";
import { postSubmission, type SubmissionState } from "../core/submission";
import { subscription } from "./api";
import { createNewsletterStore } from "./store";
import { earlyAnswer } from "../core/serverMarkers";

/** The element's attributes as props (its declaration, newsletter-signup.api.ts), and: */
export interface NewsletterSignupProps extends DeclaredProps<typeof newsletterSignupApi> {
  /** Called once the endpoint accepted the address. */
  onSubscribed?: (detail: { email: string }) => void;
  /** Called when the request failed; the address stays in the field. */
  onFailed?: (detail: { email: string }) => void;
  /** Initial state, for Storybook and tests: it stays until the visitor acts. */
  initialStatus?: SubmissionState;
  initialEmail?: string;
}

export function NewsletterSignup(props: NewsletterSignupProps) {
  return <Widget declaration={newsletterSignupApi} props={props} body={NewsletterForm} />;
}

function NewsletterForm({
  compact,
  onSubscribed,
  onFailed,
  initialStatus,
  initialEmail,
}: NewsletterSignupProps) {
  const widget = useFormWidget(() => createNewsletterStore(initialEmail), {
    initial: initialStatus,
  });
  const { config, http, lang, t, track, consent, proof, id } = widget;
  const [store, { email, setEmail }] = widget.form;
  const { state, sending, proofRefused, submit } = widget.submission;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = store.getState().email.trim();
    // spec §5: a blank or whitespace-only value is silently ignored.
    if (!address) return;
    if (!consent.check()) return;
    // The address clears after success and stays after an error, so nothing typed is lost.
    const payload = { ...subscription(address), ...attribution(lang), ...consent.record() };
    const url = apiUrl(config.api, "newsletter", {});
    await submit(async () => postSubmission(http, url, { ...payload, ...(await proof.take()) }), {
      sent: () => {
        setEmail("");
        consent.reset();
        rememberVisitor({ email: address });
        onSubscribed?.({ email: address });
        track({ event: "sign_up", method: "newsletter" });
      },
      failed: () => onFailed?.({ email: address }),
    });
  }

  const failure = proofRefused ? t("proofRefused") : t("error");
  const message = state === "sent" ? t("success") : state === "failed" ? failure : "";
  const post = useFormPost("newsletter", apiUrl(config.api, "newsletter", {}), lang, {
    sent: t("success"),
    failed: t("error"),
  });
  // In an element, the heading first, then the form (core/progressive.tsx).
  return (
    <Progressive slices={2}>
      <FormSection block="mw-newsletter" compact={compact}>
        <Slice at={2}>
          {/* Submitted before its code arrives, the loader holds the submission; with no script
              at all it posts natively where the host allows it, else goes nowhere (core/formPost.tsx). */}
          <form
            className="mw-newsletter__form"
            part="form"
            {...post.form}
            {...proof.listeners}
            onSubmit={handleSubmit}
          >
            {post.fields}
            <Field
              className="mw-newsletter__field"
              id={`${id}-email`}
              label={t("emailLabel")}
              type="email"
              name="email"
              autoComplete="email"
              required
              placeholder={t("emailPlaceholder")}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            {consent.box}
            <button
              className="mw-button"
              part="button"
              type="submit"
              disabled={sending}
              {...earlyAnswer(t("submitting"))}
            >
              {sending ? t("submitting") : t("submit")}
            </button>
          </form>
          <StatusMessage className="mw-newsletter__message" state={state} text={message} />
          {state === "idle" && post.outcome}
        </Slice>
      </FormSection>
    </Progressive>
  );
}

/** `document.querySelector("newsletter-signup")` in TypeScript: its attributes as properties, typed events. */
export type NewsletterSignupElement = DeclaredElement<
  typeof newsletterSignupApi,
  NewsletterSignupProps
>;
/** The element's events: name → `CustomEvent` whose `detail` is the callback's argument. */
export type NewsletterSignupEventMap = WidgetEventMap<NewsletterSignupProps>;
