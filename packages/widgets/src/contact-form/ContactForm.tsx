import { useId, useRef, useState, type FormEvent, type RefObject } from "react";
import { useStore } from "zustand";
import { WidgetRoot } from "../core/WidgetRoot";
import { useHttp, useWidgetConfig } from "../core/WidgetsProvider";
import { useTranslator } from "../core/useTranslator";
import { ToastRegion, type ToastMessage } from "./Toast";
import { FIELD_MAX_LENGTHS, type ContactMessage } from "@marketing/contracts";
import { sendContactMessage } from "./api";
import { contactCatalogs } from "./catalogs";
import { createContactStore, type ContactStatus } from "./store";
import { CONTACT_FIELDS, type ContactField } from "./validate";
import { contactStyles } from "./styles";

/** spec §9: status messages last 5 s; the toasts close by themselves after this. */

/** What the `sent` and `failed` events carry (the message itself stays out of analytics). */
export interface ContactOutcome {
  name: string;
  email: string;
  company: string;
}

export interface ContactFormProps {
  /** Where messages are posted (automation webhook); defaults to the configured contact endpoint. */
  endpoint?: string;
  /** Address offered when sending fails; defaults to the configured contact email. */
  contactEmail?: string;
  /** en or fr; defaults to the page's language detection. */
  lang?: string;
  /** Hide the heading and description (when the page has its own). */
  compact?: boolean;
  /** Called once the message was sent. */
  onSent?: (detail: ContactOutcome) => void;
  /** Called when sending failed; everything typed stays in the form. */
  onFailed?: (detail: ContactOutcome) => void;
  /** Initial state, for Storybook and tests. */
  initialStatus?: ContactStatus;
  initialValues?: Partial<ContactMessage>;
}

export function ContactForm(props: ContactFormProps) {
  return (
    <WidgetRoot name="contact" lang={props.lang} styles={contactStyles}>
      <ContactFormBody {...props} />
    </WidgetRoot>
  );
}

function ContactFormBody({
  endpoint,
  contactEmail,
  compact,
  onSent,
  onFailed,
  initialStatus,
  initialValues,
}: ContactFormProps) {
  const t = useTranslator("contact", contactCatalogs);
  const config = useWidgetConfig({ contactEndpoint: endpoint, contactEmail });
  const http = useHttp();
  const [store] = useState(() =>
    createContactStore({ status: initialStatus, values: initialValues }),
  );
  const { values, status, errors, outcome, setValue, settle } = useStore(store);
  const id = useId();
  const fields: Record<ContactField, RefObject<HTMLInputElement | HTMLTextAreaElement | null>> = {
    name: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    message: useRef<HTMLTextAreaElement>(null),
  };
  const trap = useRef<HTMLInputElement>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Read the store, not this render's snapshot: a second submit in the same tick must see "submitting".
    const { status: current, validate, start, succeed, fail } = store.getState();
    if (current === "submitting") return;
    const invalid = CONTACT_FIELDS.find((field) => validate()[field]);
    if (invalid) {
      fields[invalid].current?.focus();
      return;
    }
    // A filled honeypot is a bot: nothing is sent and nothing fires, but it looks like success.
    if (trap.current?.value) {
      trap.current.value = "";
      succeed();
      return;
    }
    if (!start()) return;
    const { name, email, company, message } = store.getState().values;
    const input = {
      name: name.trim(),
      email: email.trim(),
      company: company.trim(),
      message: message.trim(),
    };
    const detail = { name: input.name, email: input.email, company: input.company };
    try {
      await sendContactMessage(http, config.contactEndpoint, input);
      succeed();
      onSent?.(detail);
    } catch {
      fail();
      onFailed?.(detail);
    }
  }

  const toast: ToastMessage | undefined =
    status === "success"
      ? {
          id: outcome,
          tone: "default",
          title: t("successTitle"),
          description: t("successDescription"),
        }
      : status === "error"
        ? {
            id: outcome,
            tone: "destructive",
            title: t("errorTitle"),
            description: t("errorDescription", { email: config.contactEmail }),
          }
        : undefined;

  const submitting = status === "submitting";
  const fieldProps = (field: ContactField) => {
    const error = errors[field];
    return {
      id: `${id}-${field}`,
      name: field,
      required: true,
      disabled: submitting,
      value: values[field],
      // The endpoint refuses longer values: the browser stops typing at the same length.
      maxLength: FIELD_MAX_LENGTHS[field],
      "aria-invalid": error ? true : undefined,
      "aria-describedby": error ? `${id}-${field}-error` : undefined,
    };
  };
  const errorText = (field: ContactField) => {
    const error = errors[field];
    return error ? (
      <p className="mw-contact__error" id={`${id}-${field}-error`} part="error">
        {t(`errors.${error}`)}
      </p>
    ) : null;
  };
  const label = (field: ContactField | "company", text: string, required: boolean) => (
    <label className="mw-label" htmlFor={`${id}-${field}`} part="label">
      {text}
      {required && (
        <span className="mw-contact__required" aria-hidden="true">
          {" *"}
        </span>
      )}
    </label>
  );

  return (
    <section
      className="mw-contact"
      part="container"
      aria-labelledby={compact ? undefined : `${id}-title`}
      data-state={status}
    >
      {!compact && (
        <>
          <h2 className="mw-contact__title" id={`${id}-title`} part="title">
            {t("title")}
          </h2>
          <p className="mw-contact__description">{t("description")}</p>
        </>
      )}
      {/* noValidate: the browser's bubbles are not in our catalogues; our messages are. */}
      <form className="mw-contact__form" part="form" noValidate onSubmit={handleSubmit}>
        <p className="mw-contact__note">{t("requiredNote")}</p>
        <div className="mw-contact__row">
          <div className="mw-contact__field">
            {label("name", t("nameLabel"), true)}
            <input
              {...fieldProps("name")}
              ref={fields.name as RefObject<HTMLInputElement>}
              className="mw-input"
              part="input"
              type="text"
              autoComplete="name"
              placeholder={t("namePlaceholder")}
              onChange={(event) => setValue("name", event.target.value)}
            />
            {errorText("name")}
          </div>
          <div className="mw-contact__field">
            {label("email", t("emailLabel"), true)}
            <input
              {...fieldProps("email")}
              ref={fields.email as RefObject<HTMLInputElement>}
              className="mw-input"
              part="input"
              type="email"
              autoComplete="email"
              placeholder={t("emailPlaceholder")}
              onChange={(event) => setValue("email", event.target.value)}
            />
            {errorText("email")}
          </div>
        </div>
        <div className="mw-contact__field">
          {label("company", t("companyLabel"), false)}
          <input
            id={`${id}-company`}
            name="company"
            className="mw-input"
            part="input"
            type="text"
            autoComplete="organization"
            disabled={submitting}
            placeholder={t("companyPlaceholder")}
            value={values.company}
            onChange={(event) => setValue("company", event.target.value)}
          />
        </div>
        <div className="mw-contact__field">
          {label("message", t("messageLabel"), true)}
          <textarea
            {...fieldProps("message")}
            ref={fields.message as RefObject<HTMLTextAreaElement>}
            className="mw-input mw-contact__textarea"
            part="textarea"
            rows={6}
            placeholder={t("messagePlaceholder")}
            onChange={(event) => setValue("message", event.target.value)}
            aria-describedby={
              [errors.message && `${id}-message-error`, `${id}-message-count`]
                .filter(Boolean)
                .join(" ") || undefined
            }
          />
          <p className="mw-contact__count" id={`${id}-message-count`} part="hint">
            {t("messageCount", {
              count: values.message.length,
              max: FIELD_MAX_LENGTHS.message,
            })}
          </p>
          {errorText("message")}
        </div>
        {/* The honeypot: people never see or reach it; form-filling bots do. */}
        <div className="mw-visually-hidden" aria-hidden="true">
          <label htmlFor={`${id}-website`}>{t("honeypotLabel")}</label>
          <input
            ref={trap}
            id={`${id}-website`}
            name="website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>
        <button className="mw-button" part="button" type="submit" disabled={submitting}>
          {submitting ? t("submitting") : t("submit")}
        </button>
      </form>
      <ToastRegion toast={toast} closeLabel={t("close")} onDismiss={settle} />
    </section>
  );
}
