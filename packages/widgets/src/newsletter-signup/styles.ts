import { consentStyles } from "../core/Consent";
import { formPostStyles } from "../core/formPost";

// The root carries the block's class too (`mw-root mw-newsletter`): the box is the form's section
// only, or its padding doubled.
export const newsletterStyles =
  `
.mw-root .mw-newsletter {
  padding: var(--mw-newsletter-padding, var(--mw-space-6, 24px));
  background: var(--mw-newsletter-background, var(--mw-color-surface-alt, #f3f4f6));
  border-radius: var(--mw-radius, 8px);
}
.mw-newsletter__title { margin: 0 0 var(--mw-space-2, 8px); font-size: var(--mw-font-size-lg, 20px); font-weight: 700; line-height: 1.3; }
.mw-newsletter__description { margin: 0 0 var(--mw-space-4, 16px); color: var(--mw-color-muted, #4b5563); }
.mw-newsletter__form { display: flex; flex-wrap: wrap; gap: var(--mw-space-2, 8px); align-items: flex-end; margin: 0; }
.mw-newsletter__field { flex: 1 1 220px; min-width: 0; }
.mw-newsletter__message { margin: var(--mw-space-3, 12px) 0 0; padding: var(--mw-space-2, 8px) var(--mw-space-3, 12px); border-radius: var(--mw-radius, 8px); }
/* The live region stays in the tree (announcements need it) but takes no room while empty. */
.mw-newsletter__message:empty { margin: 0; padding: 0; }
.mw-newsletter__message[data-tone="success"] { color: var(--mw-color-success, #166534); background: var(--mw-color-success-bg, #dcfce7); }
.mw-newsletter__message[data-tone="error"] { color: var(--mw-color-danger, #b91c1c); background: var(--mw-color-danger-bg, #fee2e2); }
` +
  consentStyles +
  formPostStyles;
