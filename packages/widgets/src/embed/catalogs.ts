import { detectLanguage } from "../core/language";
import type { CatalogModule, ChunkManifest } from "./manifest";

/**
 * The keys (`blog.fr`) of a tag's catalogue in the languages of its elements on the page: each
 * element's own `lang`, else the page's signals, as the widget itself resolves it (WidgetRoot). An
 * element whose language differs later fetches its catalogue then (core/i18n.ts useTranslator).
 */
export function catalogKeys(manifest: ChunkManifest, tag: string): string[] {
  const keys = new Set<string>();
  for (const element of document.querySelectorAll(tag))
    keys.add(`${manifest.catalogs[tag] ?? tag}.${detectLanguage(element.getAttribute("lang"))}`);
  return [...keys];
}

/**
 * Imports a catalogue's module by key (the browser fetches each once): called early, it downloads
 * alongside the chunks.
 */
export const catalogFetcher =
  (url: (key: string) => string) =>
  (key: string): Promise<Record<string, unknown>> =>
    (import(/* @vite-ignore */ url(key)) as Promise<CatalogModule>).then(
      (module) => module.default,
    );
