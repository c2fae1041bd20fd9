import type { Held } from "./earlyAnswer";

/**
 * What the loader knows of the chunks, written into widgets.js by src/embed/bundler/build-embeds.ts: compact,
 * since every host page downloads it.
 */
export interface ChunkManifest {
  /** Every module in `chunks/` (next to widgets.js), its name without `.js`. */
  files: string[];
  /** For each tag: its chunks (indexes in `files`), dependencies first, its entry chunk last. */
  chunks: Record<string, number[]>;
  /**
   * The catalogue each tag reads, by folder, when it is not the tag's own (`blog-list`: `blog`).
   * Its module in a language is `chunks/<folder>.<lng>-<catalogHash>.js`.
   */
  catalogs: Record<string, string>;
  /** One hash for every catalogue module (they are small: a change renames them all). */
  catalogHash: string;
}

/** A catalogue module's export: the strings of one folder in one language. */
export type CatalogModule = { default: Record<string, unknown> };

/** What an element's entry chunk exports. */
export interface ElementChunk {
  /** Registers the element under its default tag (upgrading every element already in the page). */
  define(): void;
  /**
   * Called for each element before `define`; what it returns, right after: what the visitor did
   * before the code arrived goes to the widget (src/embed/resume.ts).
   */
  resume(host: Element, held: Held | undefined): () => void;
  /**
   * Warm-up steps, a task each before `define` (src/embed/warm.tsx): the i18n set-up and the widget's
   * catalogues, its stylesheet, the render path compiled, the type scale's fonts loaded, so that
   * the first render and frames are shorter.
   */
  warm?: ReadonlyArray<(tag: string) => unknown>;
  /**
   * Hands over how to fetch a catalogue by key (`blog.fr`) and the keys the page's elements need
   * now; resolves once those are in (core/i18n.ts loadCatalogs).
   */
  catalogs?(
    fetch: (key: string) => Promise<Record<string, unknown>>,
    keys: string[],
  ): Promise<unknown>;
}
