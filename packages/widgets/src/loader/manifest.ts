/**
 * What the loader knows of the chunks, written into widgets.js by scripts/build-loader.ts: for each
 * tag, the chunk files to import (paths relative to widgets.js), dependencies first and the element's
 * own entry chunk last.
 */
export type ChunkManifest = Record<string, string[]>;

/** What an element's entry chunk exports. */
export interface ElementChunk {
  /** Registers the element under its default tag (upgrading every element already in the page). */
  define(): void;
  /** Creates the widgets' i18next instance, so that it is not part of the first render's task. */
  prepare?(): unknown;
  /**
   * Warm-up steps, a task each before `define` (core/warm.ts): the render path compiled, the
   * type scale's fonts loaded, so that the first render and frames are shorter.
   */
  warm?: ReadonlyArray<(tag: string) => unknown>;
}
