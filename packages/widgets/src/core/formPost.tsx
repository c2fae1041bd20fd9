// A server-rendered form that works without JavaScript (docs/decisions/2026-11-28-forms-without-javascript.md):
// when the host's build says its endpoint answers a native post (`renderWidget`'s `formPage`), the
// form posts there (`method="post"`), and the outcome messages the endpoint's redirect points at
// (`#newsletter-sent`…) travel as light-DOM children of the element, shown by CSS `:target` through
// the `outcome` slot. Otherwise `method="dialog"`: a native submission goes nowhere, never to a URL.
// With JavaScript the widget posts JSON either way (the loader holds an early press: embed/intent.ts).
import {
  FORM_OUTCOME_FIELD,
  formOutcomePrefix,
  formPostFragment,
  type SubmissionKind,
} from "@marketing/contracts";
import type { ReactNode } from "react";
import { FORM_PAGE_FIELD, usePrerendered, type FormOutcomes } from "./prerendered";

export interface FormPost {
  /** The form's `method` and `action`. */
  form: { method: "post" | "dialog"; action?: string };
  /** Its hidden fields (the page and the language), inside the form. */
  fields: ReactNode;
  /** Where the outcome of a native post shows, while the widget has shown none of its own. */
  outcome: ReactNode;
}

/**
 * A form of `kind` posting to `endpoint`: natively when the host rendered it for native posts,
 * its outcome messages (`sent`, `failed`, in the widget's language) noted for the server renderer.
 */
export function useFormPost(
  kind: SubmissionKind,
  endpoint: string,
  lang: string,
  messages: { sent: string; failed: string },
): FormPost {
  const { formPage, formSuffix, outcomes } = usePrerendered();
  if (!formPage) return { form: { method: "dialog" }, fields: null, outcome: null };
  const prefix = formOutcomePrefix(kind, formSuffix && `${kind}-${formSuffix}`);
  outcomes?.set(formPostFragment(prefix, true), { text: messages.sent, tone: "success" });
  outcomes?.set(formPostFragment(prefix, false), { text: messages.failed, tone: "error" });
  return {
    form: { method: "post", action: endpoint },
    fields: (
      <>
        <input type="hidden" name={FORM_PAGE_FIELD} defaultValue={formPage} />
        <input type="hidden" name="lang" defaultValue={lang} />
        {prefix !== kind && <input type="hidden" name={FORM_OUTCOME_FIELD} defaultValue={prefix} />}
      </>
    ),
    outcome: <slot name="outcome" />,
  };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The light-DOM outcome messages the server renderer writes after the element's shadow root. */
export function outcomeHtml(outcomes: FormOutcomes): string {
  return [...outcomes]
    .map(
      ([id, { text, tone }]) =>
        `<p slot="outcome" id="${escapeHtml(id)}" data-tone="${tone}" tabindex="-1">${escapeHtml(text)}</p>`,
    )
    .join("");
}

/**
 * The outcome messages, from inside the shadow root: hidden unless the page's address targets
 * one (`!important`: the host's own rules win over `::slotted` otherwise, a theme's `p { margin }`
 * among them, which put the message against the submit button). The address scrolls the message
 * into view with room above it for the form's button, which a sticky header would cover otherwise.
 */
export const formPostStyles = `
::slotted([slot="outcome"]) { display: block; margin: var(--mw-space-3, 12px) 0 0 !important; padding: var(--mw-space-2, 8px) var(--mw-space-3, 12px); border-radius: var(--mw-radius, 8px); font: inherit; scroll-margin-top: var(--mw-outcome-scroll-margin, 8rem) !important; }
::slotted([slot="outcome"]:not(:target)) { display: none !important; }
::slotted([data-tone="success"]) { color: var(--mw-color-success, #166534); background: var(--mw-color-success-bg, #dcfce7); }
::slotted([data-tone="error"]) { color: var(--mw-color-danger, #b91c1c); background: var(--mw-color-danger-bg, #fee2e2); }
`;
