// A comment that names a file of the repository names one that exists: a path with a `/` and a
// source or document extension, in a source file's comments, resolves from the file's folder, the
// repository's root, a workspace (or its src/, app/), or a package. Build outputs and the few
// examples below are not files.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, normalize, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** Files the comments are read in: the repository's sources and scripts. */
const SOURCE = /\.(?:[cm]?[jt]sx?|mts|php|sh|css)$/;
/** Languages whose `#` starts a comment. */
const HASH_COMMENTS = /\.(?:php|sh)$/;
/** A path: at least one `/`, a known extension, no glob, placeholder or URL around it. */
const PATH =
  /(?<![\w@/.:~-])((?:\.{1,2}\/)*[\w@][\w@.-]*(?:\/[\w@.-]+)+\.(?:[cm]?[jt]sx?|mts|json|md|php|sh|css|ya?ml))(?![\w/*{<-])/g;
/** What a build writes, named where it is written or read. */
const BUILD_OUTPUT = /(?:^|\/)(?:dist|build|storybook-static|test-results|node_modules)\//;

/**
 * Pointers known to be wrong in files their owner is changing: each is to be fixed there, and the
 * test fails once one is (take it out of this list), so the list only shrinks.
 */
const KNOWN_MISSING: string[] = [];

/** Mentions that are not files, on purpose (`file: path`). */
const NOT_FILES = new Set([
  // Examples of what a function maps.
  "packages/widgets/scripts/declare-widget-plugin.ts: src/a/b.api.ts",
  "packages/widgets/scripts/declare-widget-plugin.ts: ../core/attributes.ts",
  "packages/bench/src/attribution.ts: a/b.js",
  // Written by the plugin's build into its zip.
  "packages/wordpress-plugin/scripts/config-keys-php.ts: includes/config-keys.generated.php",
]);

const WORKSPACES = [
  ...["packages", "sites"].flatMap((dir) =>
    readdirSync(join(ROOT, dir)).map((name) => join(dir, name)),
  ),
  "scripts",
  "e2e",
  ".storybook",
];

function sourceFiles(): string[] {
  const listed = execFileSync(
    "git",
    ["ls-files", "-z", "--cached", "--others", "--exclude-standard"],
    { cwd: ROOT, encoding: "utf8" },
  );
  return listed
    .split("\0")
    .filter((file) => SOURCE.test(file) && existsSync(join(ROOT, file)))
    .sort();
}

/** The comment text of each line of a file (blank where there is none). */
function comments(file: string, text: string): string[] {
  return text.split("\n").map((line) => {
    const trimmed = line.trim();
    if (/^(?:\/\/|\/\*|\*)/.test(trimmed)) return trimmed;
    if (HASH_COMMENTS.test(file) && trimmed.startsWith("#")) return trimmed;
    const trailing = line.indexOf(" // ");
    return trailing >= 0 ? line.slice(trailing) : "";
  });
}

function exists(file: string, path: string): boolean {
  const candidates = [
    join(dirname(file), path),
    path,
    ...WORKSPACES.flatMap((workspace) =>
      ["", "src", "app"].map((sub) => join(workspace, sub, path)),
    ),
    join("node_modules", path),
  ];
  if (candidates.some((candidate) => existsSync(join(ROOT, normalize(candidate))))) return true;
  if (path.startsWith(".")) return false;
  try {
    createRequire(join(ROOT, file)).resolve(path);
    return true;
  } catch {
    return false;
  }
}

/** Every `file:line: path` whose path names no file. */
export function missingPaths(): string[] {
  const missing: string[] = [];
  for (const file of sourceFiles()) {
    comments(file, readFileSync(join(ROOT, file), "utf8")).forEach((comment, index) => {
      for (const [, path = ""] of comment.matchAll(PATH)) {
        if (BUILD_OUTPUT.test(path) || NOT_FILES.has(`${file}: ${path}`)) continue;
        if (!exists(file, path)) missing.push(`${file}: ${path} (line ${index + 1})`);
      }
    });
  }
  return missing;
}

describe("the paths comments name", () => {
  it("are files of the repository", () => {
    const missing = missingPaths().map((entry) => entry.replace(/ \(line \d+\)$/, ""));
    expect(missingPaths().filter((_, i) => !KNOWN_MISSING.includes(missing[i]!))).toEqual([]);
    // A known one fixed: take it out of KNOWN_MISSING.
    expect(KNOWN_MISSING.filter((known) => !missing.includes(known))).toEqual([]);
  });

  it("are found, and one that names no file is reported", () => {
    expect(comments("a.ts", "f(); // see scripts/test-layers.ts\n * scripts/test.ts")).toEqual([
      " // see scripts/test-layers.ts",
      "* scripts/test.ts",
    ]);
    expect(exists("scripts/a.ts", "scripts/test-layers.ts")).toBe(true);
    expect(exists("packages/widgets/src/core/tokens.ts", "core/theme.test.tsx")).toBe(true);
    expect(exists("packages/widgets/src/core/tokens.ts", "core/theme.test.ts")).toBe(false);
    expect(exists("packages/edge/vitest.config.ts", "scripts/build-loader.ts")).toBe(false);
    const text = "(scripts/build-embed.ts), https://x.example/a.js, .../widgets.js, src/*.ts";
    expect([...text.matchAll(PATH)].map((match) => match[1])).toEqual(["scripts/build-embed.ts"]);
  });
});
