/**
 * Design tokens, shared by the site and the widgets. Every value is in px, never rem, so a host page's
 * `html { font-size }` cannot resize a widget. Hosts theme through these custom properties.
 */
export const tokens = {
  "--mw-color-primary": "#1d4ed8",
  "--mw-color-primary-hover": "#1e40af",
  "--mw-color-on-primary": "#ffffff",
  "--mw-color-text": "#111827",
  "--mw-color-muted": "#4b5563",
  "--mw-color-surface": "#ffffff",
  "--mw-color-surface-alt": "#f3f4f6",
  "--mw-color-border": "#d1d5db",
  "--mw-color-success": "#166534",
  "--mw-color-success-bg": "#dcfce7",
  "--mw-color-danger": "#b91c1c",
  "--mw-color-danger-bg": "#fee2e2",
  "--mw-color-focus": "#2563eb",
  "--mw-font-family":
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  "--mw-font-size": "16px",
  "--mw-font-size-sm": "14px",
  "--mw-font-size-lg": "20px",
  "--mw-font-size-xl": "28px",
  "--mw-line-height": "1.5",
  "--mw-radius": "8px",
  "--mw-space-1": "4px",
  "--mw-space-2": "8px",
  "--mw-space-3": "12px",
  "--mw-space-4": "16px",
  "--mw-space-6": "24px",
  "--mw-space-8": "32px",
  "--mw-shadow": "0 1px 3px rgba(0, 0, 0, 0.12), 0 1px 2px rgba(0, 0, 0, 0.08)",
} as const;

/**
 * The dark theme's values of the colour tokens (WCAG AA: text 4.5:1, borders and focus 3:1 against
 * the surfaces they sit on; core/theme.test.tsx measures them). Each one reads `--mw-dark-<name>`
 * first, so a host page themes dark mode as it themes the light one, through custom properties.
 */
export const darkTokens = {
  "--mw-color-primary": "#60a5fa",
  "--mw-color-primary-hover": "#93c5fd",
  "--mw-color-on-primary": "#0b1220",
  "--mw-color-text": "#f3f4f6",
  "--mw-color-muted": "#b4bcc8",
  "--mw-color-surface": "#111827",
  "--mw-color-surface-alt": "#1f2937",
  "--mw-color-border": "#7b8493",
  "--mw-color-success": "#86efac",
  "--mw-color-success-bg": "#14532d",
  "--mw-color-danger": "#fca5a5",
  "--mw-color-danger-bg": "#5f1616",
  "--mw-color-focus": "#93c5fd",
  "--mw-shadow": "0 1px 3px rgba(0, 0, 0, 0.6), 0 1px 2px rgba(0, 0, 0, 0.4)",
  "--mw-post-warning-bg": "#3f2d06",
  "--mw-color-scheme": "dark",
  /** The widget's own box: transparent in light, the dark surface in dark (so dark text never lands on a light page). */
  "--mw-root-background": "#111827",
} as const;

/** `:root { --mw-...: ...; }` */
function rootRule(values: Record<string, string>): string {
  const lines = Object.entries(values).map(([name, value]) => `  ${name}: ${value};`);
  return `:root {\n${lines.join("\n")}\n}`;
}

/** The tokens as a rule for the site's light DOM. */
export const tokensCss = /* @__PURE__ */ rootRule(tokens);

/** The dark tokens for a host's light DOM under a dark system setting (the site follows it). */
export const darkTokensCss = /* @__PURE__ */ `@media (prefers-color-scheme: dark) {\n${rootRule(darkTokens)}\n}`;

/**
 * The base of every widget's own styles. Inside a shadow root, `:host` wins over any page rule that
 * reaches the element itself (a theme's `* { margin: 20px !important; font: ... !important }`): for
 * !important declarations the shadow tree's context beats the page's. `all: initial` also stops
 * inheritance (font, colour, line height, letter spacing, text transform, cursor, visibility...), so
 * nothing from the page reaches the widget but the `--mw-*` custom properties, which `all` leaves
 * alone: theming goes through them and `::part()`. Space or size the element with a wrapper.
 * Text decorations are not inherited but drawn through in-flow descendants, shadow trees
 * included (a theme's `div { text-decoration: underline !important }` on the container): the root
 * is an inline-block, whose content no decoration reaches, as wide as the host and top-aligned in
 * a line box of zero line height, so it lays out exactly as a block would.
 * Fallbacks are the tokens' values, written out so the embed does not carry the tokens object
 * (core/tokens.test.ts keeps every widget's fallbacks equal to them).
 */
/** The dark values as declarations: `--mw-color-text: var(--mw-dark-color-text, #f3f4f6); ...` */
const darkDeclarations = Object.entries(darkTokens)
  .map(([name, value]) => `${name}: var(--mw-dark-${name.slice(5)}, ${value});`)
  .join(" ");

/**
 * Dark mode in CSS alone, so a server-rendered widget (declarative shadow root, no script yet) is
 * dark from its first paint: `theme="dark"` on the element, `theme="auto"` under a dark system
 * setting until the script has resolved it (core/theme.ts then writes `data-mw-theme` on the host,
 * which also covers the page configuration's `theme` and a page's `dark`/`light` class). The React
 * API (light DOM) marks its root the same way.
 */
export const themeCss = `
:host([theme="dark"]), :host([data-mw-theme="dark"]), .mw-root[data-mw-theme="dark"] { ${darkDeclarations} }
@media (prefers-color-scheme: dark) { :host([theme="auto"]:not([data-mw-theme])), .mw-root[data-mw-auto]:not([data-mw-theme]) { ${darkDeclarations} } }
`;

export const baseCss = `
:host { all: initial !important; display: block !important; contain: content !important; direction: ltr !important; unicode-bidi: isolate !important; line-height: 0 !important; }
:host([hidden]) { display: none !important; }
:host > .mw-root { display: inline-block; width: 100%; vertical-align: top; }
.mw-root { display: block; font-family: var(--mw-font-family, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif); font-size: var(--mw-font-size, 16px); line-height: var(--mw-line-height, 1.5); color: var(--mw-color-text, #111827); text-align: start; box-sizing: border-box; color-scheme: var(--mw-color-scheme, light); background: var(--mw-root-background, transparent); }
.mw-root *, .mw-root *::before, .mw-root *::after { box-sizing: border-box; }
.mw-visually-hidden { position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0; }
.mw-button { display: inline-flex; align-items: center; justify-content: center; gap: var(--mw-space-2, 8px); min-height: 44px; padding: 0 var(--mw-space-4, 16px); font: inherit; font-weight: 600; line-height: 1.2; color: var(--mw-color-on-primary, #fff); background: var(--mw-color-primary, #1d4ed8); border: 1px solid transparent; border-radius: var(--mw-radius, 8px); cursor: pointer; text-decoration: none; }
.mw-button:hover { background: var(--mw-color-primary-hover, #1e40af); }
.mw-button:disabled { opacity: 0.6; cursor: not-allowed; }
.mw-button:focus-visible, .mw-input:focus-visible { outline: 3px solid var(--mw-color-focus, #2563eb); outline-offset: 2px; }
.mw-input { display: block; width: 100%; min-height: 44px; margin: 0; padding: var(--mw-space-2, 8px) var(--mw-space-3, 12px); font: inherit; color: inherit; background: var(--mw-color-surface, #fff); border: 1px solid var(--mw-color-border, #d1d5db); border-radius: var(--mw-radius, 8px); }
.mw-label { display: block; margin: 0 0 var(--mw-space-1, 4px); font-weight: 600; font-size: var(--mw-font-size-sm, 14px); }
@media (prefers-reduced-motion: reduce) { .mw-root *, .mw-root *::before, .mw-root *::after { animation: none !important; transition: none !important; } }
${themeCss}`;
