import { useId, useRef, useState } from "react";
import type { ConsentRecord } from "@marketing/contracts";
import { useWidget } from "./WidgetRoot";

/** Marks where the link goes in the sentence (`{{link}}` in the catalogue). */
const LINK = "\u0000";

/**
 * The consent box of a form, when the page's configuration has `consent` (core/consentSetting.ts): the
 * widget's consent sentence (`<prefix>consent`, its `{{link}}` the `<prefix>consentLink` text
 * leading to the privacy page) beside a checkbox. Without the configuration, `box` is null and
 * `record()` undefined: the form is as it was.
 */
export function useConsent(prefix = "") {
  const { config, t } = useWidget();
  const setting = config.consent;
  const [given, setGiven] = useState(false);
  const [refused, setRefused] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const linkText = t(`${prefix}consentLink`);
  const [before = "", after = ""] = t(`${prefix}consent`, { link: LINK }).split(LINK);
  // The exact sentence shown beside the box: what the submission records.
  const sentence = `${before}${linkText}${after}`;
  const errorId = `${id}-error`;

  const box = setting ? (
    <div className="mw-consent">
      <input
        ref={input}
        id={id}
        className="mw-consent__box"
        part="consent-box"
        type="checkbox"
        name="consent"
        checked={given}
        aria-required={setting.required || undefined}
        aria-invalid={refused || undefined}
        aria-describedby={refused ? errorId : undefined}
        onChange={(event) => {
          setGiven(event.target.checked);
          if (event.target.checked) setRefused(false);
        }}
      />
      <label className="mw-consent__label" htmlFor={id} part="consent">
        {before}
        <a href={setting.privacyUrl} target="_blank" rel="noopener noreferrer" part="consent-link">
          {linkText}
        </a>
        {after}
      </label>
      {refused && (
        <p className="mw-consent__error" id={errorId} part="error">
          {t(`${prefix}consentRequired`)}
        </p>
      )}
    </div>
  ) : null;

  return {
    box,
    /** False when the box is required and not ticked: says so and moves the focus to it. */
    check(): boolean {
      if (!setting?.required || given) return true;
      setRefused(true);
      input.current?.focus();
      return false;
    },
    /** What the submission carries; undefined without the configuration. */
    record(now = new Date()): { consent?: ConsentRecord } {
      return setting ? { consent: { given, at: now.toISOString(), text: sentence } } : {};
    },
    /** After a sent form: the next submission asks again. */
    reset(): void {
      setGiven(false);
    },
  };
}

/** The box's styles, added by the forms that may show it. */
export const consentStyles = `
.mw-consent { display: grid; grid-template-columns: auto 1fr; gap: var(--mw-space-1, 4px) var(--mw-space-2, 8px); align-items: start; flex-basis: 100%; }
.mw-consent__box { width: 20px; height: 20px; margin: 2px 0 0; accent-color: var(--mw-color-primary, #1d4ed8); }
.mw-consent__box:focus-visible { outline: 3px solid var(--mw-color-focus, #2563eb); outline-offset: 2px; }
.mw-consent__label { font-size: var(--mw-font-size-sm, 14px); }
.mw-consent__label a { color: inherit; text-decoration: underline; }
.mw-consent__error { grid-column: 2; margin: 0; font-size: var(--mw-font-size-sm, 14px); color: var(--mw-color-danger, #b91c1c); }
`;
