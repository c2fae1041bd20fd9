import { useMemo } from "react";
import type { TFunction } from "i18next";
import { getTranslator, type Catalogs } from "./i18n";
import { useWidgetLanguage } from "./WidgetRoot";

/** The widget's strings in the widget's language. Call inside a WidgetRoot. */
export function useTranslator(namespace: string, catalogs: Catalogs): TFunction {
  const lang = useWidgetLanguage();
  return useMemo(() => getTranslator(lang, namespace, catalogs), [lang, namespace, catalogs]);
}
