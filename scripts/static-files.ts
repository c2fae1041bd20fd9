// Files of one folder, looked up on every request (a rebuild may add, change or remove any of them)
// and read whole (the site server adds a policy and compresses). Every failure is an answer: a file
// gone since the folder was listed is "missing", one that cannot be read "failed", never a throw.
import { open } from "node:fs/promises";
import { extname, join, resolve, sep } from "node:path";

export interface StaticFile {
  body: Buffer;
  type: string;
  /** Weak validator from size and modification time, as static hosts send. */
  etag: string;
  lastModified: string;
}

export type FileLookup =
  | { kind: "found"; file: StaticFile }
  | { kind: "missing" }
  | { kind: "failed"; error: NodeJS.ErrnoException };

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".map": "application/json",
  ".webmanifest": "application/manifest+json",
  ".xml": "application/xml",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".zip": "application/zip",
  // React Router's prerendered loader data, fetched on client-side navigation: the type its own
  // server gives it.
  ".data": "text/x-script",
};

/** Not there, or not a file: the request gets the not-found answer. */
const MISSING = new Set(["ENOENT", "ENOTDIR", "EISDIR", "ENAMETOOLONG", "ELOOP"]);

/**
 * The file a URL path names under `root`: the path itself, then `.html`, then `/index.html` (as
 * the prerendered pages are written). Dot-segments and dotfiles are never served.
 */
export async function readStaticFile(root: string, pathname: string): Promise<FileLookup> {
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return { kind: "missing" };
  }
  const segments = path.split("/").filter(Boolean);
  if (path.includes("\0") || path.includes("\\") || segments.some((s) => s.startsWith(".")))
    return { kind: "missing" };
  const base = resolve(root);
  const plain = join(base, ...segments);
  if (plain !== base && !plain.startsWith(base + sep)) return { kind: "missing" };
  const candidates = segments.length === 0 ? [] : [plain, `${plain}.html`];
  candidates.push(join(plain, "index.html"));
  for (const candidate of candidates) {
    const found = await readOne(candidate);
    if (found.kind !== "missing") return found;
  }
  return { kind: "missing" };
}

/** Opens first, then asks the open file its size: no window for a rebuild between the two. */
async function readOne(path: string): Promise<FileLookup> {
  let handle;
  try {
    handle = await open(path, "r");
  } catch (error) {
    return failure(error);
  }
  try {
    const stats = await handle.stat();
    if (!stats.isFile()) return { kind: "missing" };
    const body = await handle.readFile();
    return {
      kind: "found",
      file: {
        body,
        type: TYPES[extname(path).toLowerCase()] ?? "application/octet-stream",
        etag: `W/"${body.length}-${Math.trunc(stats.mtimeMs)}"`,
        lastModified: stats.mtime.toUTCString(),
      },
    };
  } catch (error) {
    return failure(error);
  } finally {
    await handle.close().catch(() => undefined);
  }
}

function failure(error: unknown): FileLookup {
  const code = (error as NodeJS.ErrnoException).code ?? "";
  return MISSING.has(code) ? { kind: "missing" } : { kind: "failed", error: error as Error };
}

export type ByteRange = { start: number; end: number } | "unsatisfiable" | undefined;

/**
 * One `Range: bytes=` range of a `size`-byte body (RFC 9110 §14.1.2): `a-b`, `a-` or the suffix
 * `-n`. Several ranges or a malformed header are ignored (the whole body is sent, as the RFC
 * allows); a range that starts at or past the end cannot be satisfied (416).
 */
export function byteRange(header: string | undefined, size: number): ByteRange {
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header ?? "");
  if (!match) return undefined;
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return undefined;
  if (first === "") {
    const length = Number(last);
    if (length === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  if (last !== "" && Number(last) < start) return undefined;
  if (start >= size) return "unsatisfiable";
  return { start, end: last === "" ? size - 1 : Math.min(Number(last), size - 1) };
}
