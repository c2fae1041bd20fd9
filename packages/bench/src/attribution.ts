// Which package each byte of a built chunk (and each profiled function) comes from, read from the
// chunk's source map: the map beside the built file, else a source-mapped rebuild of the embed.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  TraceMap,
  decodedMappings,
  originalPositionFor,
  type SourceMapInput,
} from "@jridgewell/trace-mapping";
import { EMBED_DIR } from "@marketing/scripts/site-server";
import { tempDir } from "./browser";
import { WIDGETS_DIR } from "./workspaces";

const SOURCEMAPPED_BUILD = fileURLToPath(new URL("./sourcemapped-embed.ts", import.meta.url));

/** The group a source file of a bundle belongs to: a package, the catalogues, or our own code. */
export function dependencyOf(source: string): string {
  const path = source.replace(/\\/g, "/");
  const inModules = path.lastIndexOf("node_modules/");
  if (inModules >= 0) {
    const [first, second] = path.slice(inModules + "node_modules/".length).split("/");
    return first?.startsWith("@") ? `${first}/${second}` : first!;
  }
  if (/\/locales\/([^/]+\/)?[^/]+\.json$/.test(path)) return "catalogues (json)";
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

/** Strips a content hash from a chunk name (`runtime-4f3a9c1b.js` → `runtime.js`). */
const unhashed = (file: string) => file.replace(/[-.][A-Za-z0-9_]{8,}(?=\.m?js$)/, "");

/** Maps of chunks the build shipped without one, rebuilt once per bench process. */
let rebuilt: { dir: string } | undefined | null;
function rebuiltDir(): string | undefined {
  if (rebuilt === undefined) {
    const dir = tempDir("bench-sourcemapped-");
    process.on("exit", () => dir.remove());
    try {
      execFileSync(process.execPath, ["--import", "tsx", SOURCEMAPPED_BUILD, dir.path], {
        cwd: WIDGETS_DIR,
        stdio: ["ignore", "ignore", "pipe"],
      });
      rebuilt = { dir: dir.path };
    } catch (error) {
      process.stderr.write(`source-mapped rebuild failed: ${String(error).slice(0, 400)}\n`);
      rebuilt = null;
    }
  }
  return rebuilt?.dir;
}

const withoutMapComment = (code: string) => code.replace(/\n?\/\/# sourceMappingURL=\S+\s*$/, "");

/**
 * The source map of a built file in dist/embed: its own, else the rebuilt copy's when the rebuilt
 * code is identical (so positions match). Undefined when neither exists.
 */
export function sourceMapFor(file: string): TraceMap | undefined {
  const built = join(EMBED_DIR, file);
  if (existsSync(`${built}.map`)) return new TraceMap(readFileSync(`${built}.map`, "utf8"));
  // The loader's chunks: their maps are written outside dist/embed (scripts/build-loader.ts).
  const chunkMap = join(CHUNKS_MAPS, basename(file) + ".map");
  if (file.startsWith("chunks/") && existsSync(chunkMap))
    return new TraceMap(readFileSync(chunkMap, "utf8"));
  const dir = rebuiltDir();
  if (!dir || !existsSync(built)) return undefined;
  const candidates = [file, unhashed(file)].map((name) => join(dir, name));
  for (const candidate of candidates) {
    if (!existsSync(candidate) || !existsSync(`${candidate}.map`)) continue;
    const same =
      withoutMapComment(readFileSync(candidate, "utf8")) ===
      withoutMapComment(readFileSync(built, "utf8"));
    if (same) return new TraceMap(readFileSync(`${candidate}.map`, "utf8") as SourceMapInput);
  }
  return undefined;
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
