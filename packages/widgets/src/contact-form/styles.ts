import { fieldStyles } from "../core/Field";
import { consentStyles } from "../core/Consent";
import { toastStyles } from "./toastStyles";

// The root carries the block's class too (\`mw-root mw-contact\`): the box is the form's section
// only, or a page showed a bordered card inside a bordered box.
export const contactStyles =
  `
.mw-root .mw-contact {
  padding: var(--mw-contact-padding, var(--mw-space-6, 24px));
  background: var(--mw-contact-background, var(--mw-color-surface, #fff));
  border: var(--mw-contact-border, 1px solid var(--mw-color-border, #d1d5db));
  border-radius: var(--mw-radius, 8px);
}
.mw-contact__title { margin: 0 0 var(--mw-space-2, 8px); font-size: var(--mw-font-size-lg, 20px); font-weight: 700; line-height: 1.3; }
.mw-contact__description { margin: 0 0 var(--mw-space-4, 16px); color: var(--mw-color-muted, #4b5563); }
.mw-contact__form { display: grid; gap: var(--mw-contact-gap, var(--mw-space-4, 16px)); margin: 0; }
.mw-contact__note { margin: 0; font-size: var(--mw-font-size-sm, 14px); color: var(--mw-color-muted, #4b5563); }
.mw-contact__row { display: grid; gap: var(--mw-contact-gap, var(--mw-space-4, 16px)); grid-template-columns: repeat(auto-fit, minmax(220px, 1fr)); }
.mw-contact__field { min-width: 0; }
.mw-contact__textarea { resize: vertical; min-height: 120px; }
.mw-contact .mw-input:disabled { background: var(--mw-color-surface-alt, #f3f4f6); cursor: not-allowed; }
.mw-contact .mw-button { justify-self: start; }
` +
  fieldStyles +
  consentStyles +
  toastStyles;
