export const pricingStyles = `
.mw-pricing { display: grid; gap: var(--mw-pricing-gap, var(--mw-space-6, 24px)); }
.mw-pricing__header { text-align: center; }
.mw-pricing__title { margin: 0 0 var(--mw-space-2, 8px); font-size: var(--mw-font-size-xl, 28px); font-weight: 800; line-height: 1.2; }
.mw-pricing__subtitle { margin: 0; color: var(--mw-color-muted, #4b5563); }
.mw-pricing__billing {
  display: inline-flex; justify-self: center; gap: var(--mw-space-1, 4px); margin: 0; padding: var(--mw-space-1, 4px);
  border: 1px solid var(--mw-color-border, #d1d5db); border-radius: 999px; background: var(--mw-color-surface-alt, #f3f4f6);
}
.mw-pricing__period { position: relative; display: block; cursor: pointer; }
.mw-pricing__period-label {
  display: inline-flex; align-items: center; min-height: 40px; padding: 0 var(--mw-space-4, 16px);
  border-radius: 999px; font-weight: 600; color: var(--mw-color-text, #111827);
}
.mw-pricing__radio:checked + .mw-pricing__period-label {
  background: var(--mw-color-primary, #1d4ed8); color: var(--mw-color-on-primary, #fff);
}
.mw-pricing__radio:focus-visible + .mw-pricing__period-label {
  outline: 3px solid var(--mw-color-focus, #2563eb); outline-offset: 2px;
}
.mw-pricing__save { font-weight: 400; }
.mw-pricing__plans {
  display: grid; grid-template-columns: repeat(auto-fit, minmax(240px, 1fr)); gap: var(--mw-space-4, 16px);
  margin: 0; padding: 0; list-style: none;
}
.mw-pricing__plan {
  display: flex; flex-direction: column; gap: var(--mw-space-2, 8px); padding: var(--mw-space-6, 24px) var(--mw-space-4, 16px);
  background: var(--mw-pricing-card-background, var(--mw-color-surface, #fff));
  border: 1px solid var(--mw-color-border, #d1d5db); border-radius: var(--mw-radius, 8px); box-shadow: var(--mw-shadow, 0 1px 3px rgba(0, 0, 0, 0.12), 0 1px 2px rgba(0, 0, 0, 0.08));
}
.mw-pricing__plan[data-popular] { border: 2px solid var(--mw-color-primary, #1d4ed8); }
.mw-pricing__badge {
  align-self: flex-start; margin: 0; padding: 2px var(--mw-space-3, 12px); border-radius: 999px;
  background: var(--mw-color-primary, #1d4ed8); color: var(--mw-color-on-primary, #fff); font-size: var(--mw-font-size-sm, 14px); font-weight: 700;
}
.mw-pricing__plan-name { margin: 0; font-size: var(--mw-font-size-lg, 20px); font-weight: 700; }
.mw-pricing__description, .mw-pricing__billed { margin: 0; color: var(--mw-color-muted, #4b5563); font-size: var(--mw-font-size-sm, 14px); }
.mw-pricing__terms { display: contents; }
/* A server-rendered card holds both periods' terms: the switch shows its own, script or not. */
.mw-pricing:has(.mw-pricing__radio[value="annual"]:checked) .mw-pricing__terms[data-billing="monthly"],
.mw-pricing:has(.mw-pricing__radio[value="monthly"]:checked) .mw-pricing__terms[data-billing="annual"] { display: none; }
.mw-pricing__price { margin: var(--mw-space-2, 8px) 0 0; }
.mw-pricing__amount { font-size: var(--mw-font-size-xl, 28px); font-weight: 800; }
.mw-pricing__per { color: var(--mw-color-muted, #4b5563); }
.mw-pricing__features { flex: 1; margin: var(--mw-space-2, 8px) 0; padding-inline-start: 20px; }
.mw-pricing__features li { margin: var(--mw-space-1, 4px) 0; }
/* The longest label ("Contacter l'équipe commerciale") stays on one line in a phone-wide card: a
   full-width button centres its text, so narrow side padding only shows where the label is long. */
.mw-pricing__cta { padding-inline: var(--mw-space-2, 8px); text-align: center; }
.mw-pricing__cta[data-variant="secondary"] {
  background: var(--mw-color-surface, #fff); color: var(--mw-color-primary, #1d4ed8); border-color: var(--mw-color-primary, #1d4ed8);
}
.mw-pricing__cta[data-variant="secondary"]:hover { background: var(--mw-color-surface-alt, #f3f4f6); }
.mw-pricing__cta:focus-visible { outline: 3px solid var(--mw-color-focus, #2563eb); outline-offset: 2px; }
.mw-pricing__note { margin: 0; text-align: center; color: var(--mw-color-muted, #4b5563); }
.mw-pricing__trial { font-weight: 600; color: var(--mw-color-text, #111827); }
.mw-pricing__faq-title { margin: 0 0 var(--mw-space-3, 12px); font-size: var(--mw-font-size-lg, 20px); }
.mw-pricing__question { padding: var(--mw-space-3, 12px) 0; border-top: 1px solid var(--mw-color-border, #d1d5db); }
.mw-pricing__question summary { cursor: pointer; font-weight: 600; }
.mw-pricing__question summary:focus-visible { outline: 3px solid var(--mw-color-focus, #2563eb); outline-offset: 2px; }
.mw-pricing__question p { margin: var(--mw-space-2, 8px) 0 0; color: var(--mw-color-muted, #4b5563); }
`;
