import en from "../locales/en/common.json";
import fr from "../locales/fr/common.json";
import { useSiteTranslation } from "./SiteLanguage";

export const commonCatalogs = { en, fr };

/** Layout, calls to action and the 404 page. */
export function useCommonTranslation() {
  return useSiteTranslation("common", commonCatalogs);
}
