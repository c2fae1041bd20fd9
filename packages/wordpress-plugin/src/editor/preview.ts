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
    if (name === "className" || name === "align" || OWN_WORDS.includes(name)) continue;
    if (value === undefined || value === null || value === "" || value === false) continue;
    result[name] = value === true ? "true" : String(value);
  }
  const siteLang = window.marketingWidgetsEditor?.lang;
  if (!result.lang && siteLang) result.lang = siteLang;
  // Always set on the forms that take a button text: a cleared text is an empty override, which
  // the preview's element applies at once.
  if ("button-text" in attributes) {
    const button = text(attributes["button-text"]);
    result.strings = JSON.stringify(button ? { submit: button } : {});
  }
  return result;
}

/** Their words (marketing_widgets_own_words): heading and description slotted, the button in `strings`. */
const OWN_WORDS = ["heading", "description", "button-text"];

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/** The heading and description as the element's slotted children: [slot, text] pairs. */
export function previewSlots(attributes: Attributes): Array<[string, string]> {
  return (["heading", "description"] as const).flatMap((slot): Array<[string, string]> => {
    const words = text(attributes[slot]);
    return words ? [[slot, words]] : [];
  });
}
