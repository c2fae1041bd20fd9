// The widgets' configuration on a page of the site: the build's configuration (config.ts), with
// the widgets' own links (calls to action, post cards, back links) in the page's language.
import type { WidgetConfig } from "@marketing/widgets";
import { widgetConfig } from "../config";
import type { Language } from "../i18n/language";
import { localizedPath } from "../i18n/paths";

export function pageWidgetConfig(lang: Language): WidgetConfig {
  return {
    ...widgetConfig,
    contactUrl: localizedPath(widgetConfig.contactUrl, lang),
    blogUrl: localizedPath(widgetConfig.blogUrl, lang),
  };
}

/** The documented page configuration block's text: JSON that no value can close (`<` escaped). */
export function configBlockJson(config: WidgetConfig): string {
  return JSON.stringify(config).replace(/</g, "\\u003c");
}
