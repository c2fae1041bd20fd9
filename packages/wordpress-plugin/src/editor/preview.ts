type Attributes = Record<string, unknown>;

declare global {
  interface Window {
    /** Printed by the plugin before the editor script (includes/assets.php). */
    marketingWidgetsEditor?: { lang: string };
  }
}

/**
 * The element's attributes for the live preview, as the server renders them
 * (marketing_widgets_element_html): booleans as "true" or absent, empty values absent, and the
 * site's language when the block has none.
 */
export function previewAttributes(attributes: Attributes): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(attributes)) {
    if (name === "className" || name === "align") continue;
    if (value === undefined || value === null || value === "" || value === false) continue;
    result[name] = value === true ? "true" : String(value);
  }
  const siteLang = window.marketingWidgetsEditor?.lang;
  if (!result.lang && siteLang) result.lang = siteLang;
  return result;
}
