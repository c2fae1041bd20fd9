/** The toolbar's themes; anything else is the default. */
export type PreviewTheme = "light" | "dark" | "auto";

/**
 * Paints the preview's page for the theme, as a host page would be: `Canvas` follows the page's
 * `color-scheme` (dark under `dark`, the system setting under `auto`).
 */
export function paintPreview(value: unknown): PreviewTheme {
  const theme: PreviewTheme = value === "dark" || value === "auto" ? value : "light";
  document.documentElement.style.colorScheme = theme === "auto" ? "light dark" : theme;
  document.body.style.backgroundColor = "Canvas";
  return theme;
}

/**
 * Runs `check` with every widget on the page shown dark: `data-mw-theme="dark"` on each element
 * hosting a widget and on each light-DOM widget root (what core/theme.ts writes for a dark theme),
 * over a dark page; the previous attributes are put back afterwards.
 */
export async function withDarkWidgets(check: () => Promise<unknown> | unknown): Promise<void> {
  const roots = [...document.querySelectorAll<HTMLElement>(".mw-root")];
  const hosts = [...document.querySelectorAll<HTMLElement>("*")].filter((element) =>
    element.shadowRoot?.querySelector(".mw-root"),
  );
  const marked = [...roots, ...hosts];
  if (marked.length === 0) return;
  const previous = marked.map((element) => element.getAttribute("data-mw-theme"));
  const scheme = document.documentElement.style.colorScheme;
  for (const element of marked) element.setAttribute("data-mw-theme", "dark");
  document.documentElement.style.colorScheme = "dark";
  try {
    await check();
  } finally {
    marked.forEach((element, index) => {
      const value = previous[index];
      if (value === null || value === undefined) element.removeAttribute("data-mw-theme");
      else element.setAttribute("data-mw-theme", value);
    });
    document.documentElement.style.colorScheme = scheme;
  }
}
