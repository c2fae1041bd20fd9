import type { DeclaredElement, WidgetEventMap } from "../core/element";
import { type DeclaredProps } from "../core/declaration";
import { contactFormApi } from "./contact-form.api";
import { useRef, type ChangeEvent, type FormEvent } from "react";
import { Widget } from "../core/WidgetRoot";
import { attribution } from "../core/attribution";
import { rememberVisitor } from "../core/visitorDetails";
import { useFormWidget } from "../core/formWidget";
import { Field, FormSection } from "../core/Field";
import { useFormPost } from "../core/formPost";
import { Progressive, Slice } from "../core/progressive";
import { postSubmission, type SubmissionState } from "../core/submission";
import { ToastRegion, type ToastMessage } from "./Toast";
import {
  FIELD_MAX_LENGTHS,
  HONEYPOT_FIELD,
  apiUrl,
  type ContactMessage,
} from "@marketing/contracts";
import { contactSubmission } from "./api";
import { createContactStore } from "./store";
import { CONTACT_FIELDS, contactInput, type ContactField } from "./validate";
import { earlyAnswer } from "../core/serverMarkers";

/** What the `sent` and `failed` events carry (the message itself stays out of analytics). */
export interface ContactOutcome {
  name: string;
  email: string;
  company: string;
}

/** The element's attributes as props (its declaration, contact-form.api.ts), and: */
export interface ContactFormProps extends DeclaredProps<typeof contactFormApi> {
  /** Called once the message was sent. */
  onSent?: (detail: ContactOutcome) => void;
  /** Called when sending failed; everything typed stays in the form. */
  onFailed?: (detail: ContactOutcome) => void;
  /** Initial state, for Storybook and tests: it stays until the visitor acts. */
  initialStatus?: SubmissionState;
  initialValues?: Partial<ContactMessage>;
}

export function ContactForm(props: ContactFormProps) {
  return <Widget declaration={contactFormApi} props={props} body={ContactFormBody} />;
}

/** The browser's autofill hint of each field. */
const AUTOCOMPLETE: Partial<Record<keyof ContactMessage, string>> = {
  name: "name",
  email: "email",
  company: "organization",
};

function ContactFormBody({
  compact,
  onSent,
  onFailed,
  initialStatus,
  initialValues,
}: ContactFormProps) {
  const widget = useFormWidget(() => createContactStore(initialValues), {
    initial: initialStatus,
    // The toasts close themselves (their timer waits while hovered or focused).
    settleAfter: null,
  });
  const { config, http, lang, t, track, consent, proof, id } = widget;
  const [store, { values, errors, setValue, clear }] = widget.form;
  const { state, outcome, sending, proofRefused, submit, settle } = widget.submission;
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const trap = useRef<HTMLInputElement>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const errors = store.getState().validate();
    const invalid = CONTACT_FIELDS.find((field) => errors[field]);
    if (invalid) {
      const refs = { name: nameRef, email: emailRef, message: messageRef };
      refs[invalid].current?.focus();
      return;
    }
    if (!consent.check()) return;
    // A filled honeypot is a bot: nothing is sent and nothing fires, but it looks like success.
    if (trap.current?.value) {
      trap.current.value = "";
      await submit(() => Promise.resolve(), {
        sent: () => {
          clear();
          consent.reset();
        },
      });
      return;
    }
    const input = contactInput(store.getState().values);
    const detail = { name: input.name, email: input.email, company: input.company };
    const payload = { ...contactSubmission(input), ...attribution(lang), ...consent.record() };
    const url = apiUrl(config.api, "contact", {});
    await submit(async () => postSubmission(http, url, { ...payload, ...(await proof.take()) }), {
      sent: () => {
        clear();
        consent.reset();
        rememberVisitor({ name: input.name, email: input.email });
        onSent?.(detail);
        track({ event: "generate_lead", lead_source: "contact_form" });
      },
      failed: () => onFailed?.(detail),
    });
  }

  const errorDescription = t("errorDescription", { email: config.contactEmail });
  const post = useFormPost("contact", apiUrl(config.api, "contact", {}), lang, {
    sent: `${t("successTitle")} ${t("successDescription")}`,
    failed: `${t("errorTitle")}. ${errorDescription}`,
  });

  const toast: ToastMessage | undefined =
    state === "sent"
      ? {
          id: outcome,
          tone: "default",
          title: t("successTitle"),
          description: t("successDescription"),
        }
      : state === "failed"
        ? {
            id: outcome,
            tone: "destructive",
            title: t("errorTitle"),
            description: proofRefused ? t("proofRefused") : errorDescription,
          }
        : undefined;

  /** What every field shares; `required` ones are marked, checked and limited in length. */
  const field = (name: ContactField | "company") => {
    const required = name !== "company";
    const error = required ? errors[name] : undefined;
    return {
      className: "mw-contact__field",
      id: `${id}-${name}`,
      name,
      required,
      marked: required,
      disabled: sending,
      value: values[name],
      // The endpoint refuses longer values: the browser stops typing at the same length.
      maxLength: FIELD_MAX_LENGTHS[name],
      error: error && t(`errors.${error}`),
      label: t(`${name}Label`),
      placeholder: t(`${name}Placeholder`),
      autoComplete: AUTOCOMPLETE[name],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        setValue(name, event.target.value),
    };
  };

  // In an element: the heading, the first fields, the company, the message, then the button
  // (core/progressive.tsx).
  return (
    <Progressive slices={5}>
      <FormSection block="mw-contact" compact={compact}>
        {/* noValidate: the browser's bubbles are not in our catalogues; our messages are. */}
        {/* A native submission posts only where the host allows it (core/formPost.tsx). */}
        <form
          className="mw-contact__form"
          part="form"
          {...post.form}
          {...proof.listeners}
          noValidate
          onSubmit={handleSubmit}
        >
          {post.fields}
          <p className="mw-contact__note">{t("requiredNote")}</p>
          <Slice at={2}>
            <div className="mw-contact__row">
              <Field {...field("name")} controlRef={nameRef} />
              <Field {...field("email")} controlRef={emailRef} type="email" />
            </div>
          </Slice>
          <Slice at={3}>
            <Field {...field("company")} />
          </Slice>
          <Slice at={4}>
            <Field
              {...field("message")}
              multiline
              controlRef={messageRef}
              controlClassName="mw-contact__textarea"
              rows={6}
              hint={t("messageCount", {
                count: values.message.length,
                max: FIELD_MAX_LENGTHS.message,
              })}
            />
          </Slice>
          <Slice at={5}>
            {/* The honeypot: people never see or reach it; form-filling bots do. */}
            <div className="mw-visually-hidden" aria-hidden="true">
              <label htmlFor={`${id}-website`}>{t("honeypotLabel")}</label>
              <input
                ref={trap}
                id={`${id}-website`}
                name={HONEYPOT_FIELD}
                type="text"
                tabIndex={-1}
                autoComplete="off"
                defaultValue=""
              />
            </div>
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
          </Slice>
        </form>
        <Slice at={5}>
          <ToastRegion
            toast={toast}
            closeLabel={t("close")}
            onDismiss={settle}
            // The initial state's toast (Storybook, tests) stays until it is closed.
            duration={outcome === 0 ? null : undefined}
          />
          {state === "idle" && post.outcome}
        </Slice>
      </FormSection>
    </Progressive>
  );
}

/** `document.querySelector("contact-form")` in TypeScript: its attributes as properties, typed events. */
export type ContactFormElement = DeclaredElement<typeof contactFormApi, ContactFormProps>;
/** The element's events: name → `CustomEvent` whose `detail` is the callback's argument. */
export type ContactFormEventMap = WidgetEventMap<ContactFormProps>;
