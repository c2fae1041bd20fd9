// The forms' proof of work (widgets' core/proof.ts): what it costs a visitor, and what it adds to a
// form's code. The solve's median at 4x CPU slowdown, read from the widget's own User Timing
// measure (`mw-proof-of-work`) after a focus on <newsletter-signup>, on a page of the embeds' (and
// the API's) origin: solved in the worker thread, and with a CSP that refuses workers (as the
// embeds on another origin than the page are), on the page's thread.
// The bytes: the gzip bytes of the form's chunks less the same chunks without the proof's code
// (cut out by their source maps), then with what the first focus fetches: the worker's file, or
// where no worker may start, the solver's chunk.
import { readFileSync, readdirSync } from "node:fs";
import { basename, join } from "node:path";
import { gzipSync } from "node:zlib";
import { decodedMappings } from "@jridgewell/trace-mapping";
import type { BenchRow } from "./row";
import { sourceMapFor } from "./attribution";
import {
  CPU_SLOWDOWN,
  WIDGET_MARKUP,
  cdpValue,
  cdpWaitFor,
  hostPageHtml,
  median,
  newPage,
  widgetsRenderedQuietly,
  withHarness,
} from "./browser";
import { QUICK, kb } from "./options";
import { WIDGETS_DIR } from "./workspaces";

const SOLVE_BAR_MS = 500;
const BYTES_BAR = 3_000;
const FORM = "newsletter-signup";
const MEASURE = "mw-proof-of-work";
const CHUNKS = join(WIDGETS_DIR, "dist", "embed", "chunks");

/** Whether a source of a chunk is the proof of work's. */
const isProofSource = (source: string) =>
  /node_modules\/altcha-lib\/|src\/core\/proof(Solver)?\.ts$|contracts\/src\/proof\.ts$/.test(
    source,
  );

interface Metafile {
  outputs: Record<
    string,
    {
      entryPoint?: string;
      imports: { path: string; kind: string }[];
      inputs: Record<string, unknown>;
    }
  >;
}

const metafile = () =>
  JSON.parse(readFileSync(join(WIDGETS_DIR, "dist", "chunks-metafile.json"), "utf8")) as Metafile;

/** The chunks a tag's entry imports, itself first (esbuild's metafile of the embeds' build). */
function chunksOf(tag: string): string[] {
  const meta = metafile();
  const entry = Object.keys(meta.outputs).find((output) =>
    meta.outputs[output]!.entryPoint?.endsWith(`loader-entries/${tag}.ts`),
  );
  if (!entry) throw new Error(`no chunk for <${tag}>: run npm run build`);
  const seen: string[] = [];
  const walk = (output: string) => {
    if (seen.includes(output)) return;
    seen.push(output);
    for (const { path, kind } of meta.outputs[output]!.imports)
      if (kind === "import-statement") walk(path);
  };
  walk(entry);
  return seen.map((output) => basename(output));
}

/** A chunk's code without the characters its source map gives to the proof's sources. */
function withoutProof(file: string): { code: string; rest: string } {
  const code = readFileSync(join(CHUNKS, file), "utf8");
  const map = sourceMapFor(`chunks/${file}`);
  if (!map) throw new Error(`no source map for ${file}`);
  const lines = code.split("\n");
  const kept = decodedMappings(map).map((segments, line) => {
    const text = lines[line] ?? "";
    let out = text.slice(0, segments[0]?.[0] ?? text.length);
    segments.forEach((segment, i) => {
      const end = segments[i + 1]?.[0] ?? text.length;
      const source = segment.length > 1 ? map.sources[segment[1]!] : undefined;
      if (!source || !isProofSource(source)) out += text.slice(segment[0], end);
    });
    return out;
  });
  return { code, rest: kept.join("\n") };
}

const gzip = (text: string) => gzipSync(text, { level: 9 }).length;

function bytesRows(): BenchRow[] {
  let added = 0;
  for (const file of chunksOf(FORM)) {
    const { code, rest } = withoutProof(file);
    added += gzip(code) - gzip(rest);
  }
  const worker = readdirSync(CHUNKS).find((file) => /^proof-worker-\w+\.js$/.test(file));
  if (!worker) throw new Error("no proof-of-work worker in the build: run npm run build");
  const workerBytes = gzipSync(readFileSync(join(CHUNKS, worker)), { level: 9 }).length;
  // The solver a page without a worker imports (core/proofSolver.ts), in a chunk of its own.
  const solver = Object.entries(metafile().outputs).find(([, output]) =>
    Object.keys(output.inputs).some((input) => input.endsWith("src/core/proofSolver.ts")),
  )?.[0];
  if (!solver) throw new Error("no chunk holds core/proofSolver.ts");
  const solverBytes = gzipSync(readFileSync(join(CHUNKS, basename(solver))), { level: 9 }).length;
  return [
    {
      name: `gzip bytes the proof adds to <${FORM}>'s chunks`,
      value: kb(added),
      unit: "KB",
      budget: `≤ ${BYTES_BAR / 1000} KB`,
      ok: added <= BYTES_BAR,
    },
    {
      name: "and its worker's file, fetched at a form's first focus (gzip)",
      value: kb(added + workerBytes),
      unit: "KB",
      budget: `≤ ${BYTES_BAR / 1000} KB`,
      ok: added + workerBytes <= BYTES_BAR,
    },
    {
      name: "or, where no worker may start, its solver's chunk instead (gzip)",
      value: kb(added + solverBytes),
      unit: "KB",
      budget: `≤ ${BYTES_BAR / 1000} KB`,
      ok: added + solverBytes <= BYTES_BAR,
    },
  ];
}

/** One solve's time on a fresh page at 4x: focus the form's field, read the widget's measure. */
async function solveOnce(
  browser: Parameters<Parameters<typeof withHarness>[0]>[1],
  url: string,
): Promise<{ duration: number; thread: string }> {
  const { page, cdp, close } = await newPage(browser, CPU_SLOWDOWN);
  try {
    await page.goto(url);
    await widgetsRenderedQuietly(cdp, [FORM], 60_000);
    await cdpValue(
      cdp,
      `document.querySelector(${JSON.stringify(FORM)}).shadowRoot.querySelector("input").focus()`,
    );
    await cdpWaitFor(cdp, `performance.getEntriesByName(${JSON.stringify(MEASURE)}).length > 0`);
    return await cdpValue(
      cdp,
      `(() => { const [m] = performance.getEntriesByName(${JSON.stringify(MEASURE)}); return { duration: m.duration, thread: m.detail?.thread ?? "" }; })()`,
    );
  } finally {
    await close();
  }
}

export default async function bench(): Promise<BenchRow[]> {
  const rows = bytesRows();
  const runs = QUICK ? 3 : 9;
  await withHarness(async (host, browser) => {
    // On the embeds' own origin, as on the company's site (the harness's API takes no other).
    const onEmbedOrigin = (name: string, head = "") =>
      host
        .page(
          name,
          hostPageHtml(WIDGET_MARKUP[FORM]!, ["widgets.js"], host.embedOrigin).replace(
            "<head>",
            `<head>${head}`,
          ),
        )
        .replace(host.hostOrigin, host.embedOrigin);
    const noWorkers = `<meta http-equiv="Content-Security-Policy" content="worker-src 'none'">`;
    for (const [label, url, thread] of [
      ["in the worker thread", onEmbedOrigin("proof.html"), "worker"],
      [
        "on the page's thread (no worker allowed)",
        onEmbedOrigin("proof-main.html", noWorkers),
        "main",
      ],
    ] as const) {
      const times: number[] = [];
      for (let run = 0; run < runs; run++) {
        const solved = await solveOnce(browser, url);
        if (solved.thread !== thread)
          throw new Error(`${label}: solved on the ${solved.thread} thread`);
        times.push(solved.duration);
      }
      const value = Math.round(median(times));
      rows.push({
        name: `proof of work solve, median of ${runs} at ${CPU_SLOWDOWN}x CPU, ${label}`,
        value,
        unit: "ms",
        budget: `≤ ${SOLVE_BAR_MS} ms`,
        ok: value <= SOLVE_BAR_MS,
      });
    }
  });
  return rows;
}
