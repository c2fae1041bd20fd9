// Which package each byte of a built embed file (and each profiled function) comes from, read from
// its source map, which the embeds' build writes to dist/chunks-maps/ (the loaders' and the chunks').
import { existsSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { TraceMap, decodedMappings, originalPositionFor } from "@jridgewell/trace-mapping";
import { EMBED_DIR } from "@marketing/scripts/site-server";
import { WIDGETS_DIR } from "./workspaces";

/** The group a source file of a bundle belongs to: a package, the catalogues, or our own code. */
export function dependencyOf(source: string): string {
  const path = source.replace(/\\/g, "/");
  const inModules = path.lastIndexOf("node_modules/");
  if (inModules >= 0) {
    const [first, second] = path.slice(inModules + "node_modules/".length).split("/");
    return first?.startsWith("@") ? `${first}/${second}` : first!;
  }
  if (/\/locales\/([^/]+\/)?[^/]+\.json$/.test(path)) return "catalogues (json)";
  if (/(?:^|\/)contracts\/src\//.test(path)) return "contracts";
  if (/embed-aliases\/ky-lazy/.test(path)) return "ky lazy stub";
  if (/embed-aliases\/|embed\/bundler\//.test(path)) return "react alias";
  const widget = /(?:^|\/)src\/([a-z-]+)\//.exec(path)?.[1];
  if (widget === "core" || widget === "assets") return "widget core";
  if (widget === "embed" || widget === "loader") return "embed entry / loader";
  if (widget) return `${widget} code`;
  return "other";
}

const CHUNKS_METAFILE = join(WIDGETS_DIR, "dist", "chunks-metafile.json");
const CHUNKS_MAPS = join(WIDGETS_DIR, "dist", "chunks-maps");

/**
 * Bytes per dependency of a loader chunk from esbuild's metafile (sizes before terser, so shares
 * rather than exact bytes); undefined when the build wrote none or the chunk is not in it.
 */
export function metafileShares(file: string): Map<string, number> | undefined {
  if (!existsSync(CHUNKS_METAFILE)) return undefined;
  const meta = JSON.parse(readFileSync(CHUNKS_METAFILE, "utf8")) as {
    outputs: Record<string, { inputs: Record<string, { bytesInOutput: number }> }>;
  };
  const output = meta.outputs[`dist/embed/${file}`];
  if (!output) return undefined;
  const totals = new Map<string, number>();
  for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
    const group = dependencyOf(input);
    totals.set(group, (totals.get(group) ?? 0) + bytesInOutput);
  }
  return totals;
}

/**
 * The source map of a built file in dist/embed (`widgets.js`, `newsletter-signup.js`,
 * `chunks/shared-….js`): its own beside it, else the one the embeds' build wrote outside
 * dist/embed (src/embed/bundler/build-embeds.ts). Undefined when neither exists.
 */
export function sourceMapFor(file: string): TraceMap | undefined {
  const built = join(EMBED_DIR, file);
  if (existsSync(`${built}.map`)) return new TraceMap(readFileSync(`${built}.map`, "utf8"));
  const written = join(CHUNKS_MAPS, basename(file) + ".map");
  return existsSync(written) ? new TraceMap(readFileSync(written, "utf8")) : undefined;
}

/** Generated characters per dependency group (each mapping segment runs to the next one). */
export function bytesByDependency(map: TraceMap, code: string): Map<string, number> {
  const lines = code.split("\n");
  const totals = new Map<string, number>();
  const add = (group: string, n: number) => totals.set(group, (totals.get(group) ?? 0) + n);
  decodedMappings(map).forEach((segments, line) => {
    const text = lines[line] ?? "";
    let covered = 0;
    segments.forEach((segment, i) => {
      const end = segments[i + 1]?.[0] ?? text.length;
      const length = Math.max(0, end - segment[0]);
      covered += length;
      const source = segment.length > 1 ? map.sources[segment[1]!] : undefined;
      add(source ? dependencyOf(source) : "unmapped", length);
    });
    add("unmapped", Math.max(0, text.length + 1 - covered));
  });
  return totals;
}

/** The dependency a generated position (profile frame: 0-based line and column) belongs to. */
export function dependencyAt(map: TraceMap, line: number, column: number): string {
  const original = originalPositionFor(map, { line: line + 1, column });
  return original.source ? dependencyOf(original.source) : "unmapped";
}

/** `https://cdn/embed/a/b.js?x` → `a/b.js`, the path inside dist/embed. */
export function embedFileOf(url: string): string | undefined {
  const path = /\/embed\/([^?#]+)/.exec(url)?.[1];
  return path ? decodeURIComponent(path) : undefined;
}
