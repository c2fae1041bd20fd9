import { detectLanguage } from "../core/language";
import type { CatalogModule, ChunkManifest } from "./manifest";

/** A catalogue module's key, its name without the hash: `blog.fr-<hash>` → `blog.fr`. */
const keyOf = (file: string) => file.slice(0, file.lastIndexOf("-"));

/**
 * The keys (`blog.fr`) of a tag's catalogue in the languages of its elements on the page: each
 * element's own `lang`, else the page's signals, as the widget itself resolves it (WidgetRoot). An
 * element whose language differs later fetches its catalogue then (core/i18n.ts useTranslator).
 */
export function catalogKeys(manifest: ChunkManifest, tag: string): string[] {
  const modules = manifest.catalogs[tag] ?? {};
  const keys = new Set<string>();
  for (const element of document.querySelectorAll(tag)) {
    const module = modules[detectLanguage(element.getAttribute("lang"))];
    if (module !== undefined) keys.add(keyOf(manifest.files[module]!));
  }
  return [...keys];
}

/**
 * Imports a catalogue's module by key (the browser fetches each once): called early, it downloads
 * alongside the chunks.
 */
export function catalogFetcher(manifest: ChunkManifest, chunksUrl: URL) {
  const files = new Map(manifest.files.map((file) => [keyOf(file), file]));
  return (key: string): Promise<Record<string, unknown>> => {
    const url = new URL(`${files.get(key)}.js`, chunksUrl).href;
    return (import(/* @vite-ignore */ url) as Promise<CatalogModule>).then(
      ({ default: data }) => data,
    );
  };
}
