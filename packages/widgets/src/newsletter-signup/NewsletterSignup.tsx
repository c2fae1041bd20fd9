import { useEffect, useId, useState, type FormEvent } from "react";
import { useStore } from "zustand";
import { WidgetRoot } from "../core/WidgetRoot";
import { useHttp, useWidgetConfig } from "../core/WidgetsProvider";
import { useTranslator } from "../core/useTranslator";
import { subscribe } from "./api";
import { newsletterCatalogs } from "./catalogs";
import { createNewsletterStore, type NewsletterStatus } from "./store";
import { newsletterStyles } from "./styles";
import { MESSAGE_DURATION_MS } from "../core/submission";

/** spec §8: status messages last 5 s (kept under its public name). */

export interface NewsletterSignupProps {
  /** Where subscriptions are posted; defaults to the configured newsletter endpoint. */
  endpoint?: string;
  /** en or fr; defaults to the page's language detection. */
  lang?: string;
  /** Hide the heading and description (for a compact footer form). */
  compact?: boolean;
  /** Called once the endpoint accepted the address. */
  onSubscribed?: (detail: { email: string }) => void;
  /** Called when the request failed; the address stays in the field. */
  onFailed?: (detail: { email: string }) => void;
  /** Initial state, for Storybook and tests. */
  initialStatus?: NewsletterStatus;
  initialEmail?: string;
}

export function NewsletterSignup(props: NewsletterSignupProps) {
  return (
    <WidgetRoot name="newsletter" lang={props.lang} styles={newsletterStyles}>
      <NewsletterForm {...props} />
    </WidgetRoot>
  );
}

function NewsletterForm({
  endpoint,
  compact,
  onSubscribed,
  onFailed,
  initialStatus,
  initialEmail,
}: NewsletterSignupProps) {
  const t = useTranslator("newsletter", newsletterCatalogs);
  const config = useWidgetConfig({ newsletterEndpoint: endpoint });
  const http = useHttp();
  const [store] = useState(() =>
    createNewsletterStore({ status: initialStatus, email: initialEmail }),
  );
  const { email, status, setEmail, settle } = useStore(store);
  const id = useId();

  useEffect(() => {
    if (status !== "success" && status !== "error") return;
    const timer = setTimeout(settle, MESSAGE_DURATION_MS);
    return () => clearTimeout(timer);
  }, [status, settle]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Read the store, not this render's snapshot: a second submit in the same tick must see "subscribing".
    const { email: typed, start, succeed, fail } = store.getState();
    const address = typed.trim();
    // spec §5: a blank or whitespace-only value is silently ignored.
    if (!address || !start()) return;
    try {
      await subscribe(http, config.newsletterEndpoint, address);
      succeed();
      onSubscribed?.({ email: address });
    } catch {
      fail();
      onFailed?.({ email: address });
    }
  }

  const message = status === "success" ? t("success") : status === "error" ? t("error") : "";
  return (
    <section
      className="mw-newsletter"
      part="container"
      aria-labelledby={compact ? undefined : `${id}-title`}
    >
      {!compact && (
        <>
          <h2 className="mw-newsletter__title" id={`${id}-title`} part="title">
            {t("title")}
          </h2>
          <p className="mw-newsletter__description">{t("description")}</p>
        </>
      )}
      <form className="mw-newsletter__form" part="form" onSubmit={handleSubmit}>
        <div className="mw-newsletter__field">
          <label className="mw-label" htmlFor={`${id}-email`}>
            {t("emailLabel")}
          </label>
          <input
            className="mw-input"
            part="input"
            id={`${id}-email`}
            type="email"
            name="email"
            autoComplete="email"
            required
            placeholder={t("emailPlaceholder")}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <button
          className="mw-button"
          part="button"
          type="submit"
          disabled={status === "subscribing"}
        >
          {status === "subscribing" ? t("submitting") : t("submit")}
        </button>
      </form>
      <p
        className="mw-newsletter__message"
        part="message"
        role="status"
        data-tone={status === "error" ? "error" : "success"}
      >
        {message}
      </p>
    </section>
  );
}
