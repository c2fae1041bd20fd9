// Code and its comments point at a doc or a decision record (docs/decisions/), never at an issue
// number: a reader of this repository cannot follow a tracker's number (docs/contributing.md, Conventions).
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..");
/** This file names citations to test the pattern. */
const SELF = "scripts/no-issue-citations.test.ts";
const SOURCE = /\.(?:[cm]?[jt]sx?|mdx|php|css|html|json|ya?ml|sh)$/;
/** The word, singular or plural, then a number (with or without "#"): a tracker's number, any case. */
export const ISSUE_CITATION = /\bissues?\s+#?\d+/i;

/** Every tracked and untracked-but-not-ignored source file, outside docs and markdown. */
function sourceFiles(): string[] {
  const listed = execFileSync(
    "git",
    ["ls-files", "--cached", "--others", "--exclude-standard", "-z"],
    { cwd: ROOT, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  );
  return listed
    .split("\0")
    .filter((file) => SOURCE.test(file) && !file.endsWith("package-lock.json") && file !== SELF);
}

/** `file:line: text` for each line of `text` that cites an issue number. */
export function citations(file: string, text: string): string[] {
  return text
    .split("\n")
    .flatMap((line, index) =>
      ISSUE_CITATION.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
    );
}

// Spelled in parts so this file's own cases are not citations themselves.
const WORD = ["iss", "ue"].join("");

describe("issue numbers in the source", () => {
  it("finds a citation in a comment, a test name and a bench bar", () => {
    expect(citations("a.ts", `// ${WORD} 13, acceptance 2: the bar`)).toHaveLength(1);
    expect(citations("a.ts", `it("works (${WORD}s 28, 29)", () => {})`)).toHaveLength(1);
    expect(citations("a.ts", `bar: "before ${WORD} #25"`)).toHaveLength(1);
    expect(
      citations("a.ts", `// the ${WORD}'s 4000×4000 request; t${WORD} 3 and ${WORD}s`),
    ).toEqual([]);
  });

  it("cites none in any source file, tests included", () => {
    const files = sourceFiles();
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) => {
      let text: string;
      try {
        text = readFileSync(join(ROOT, file), "utf8");
      } catch {
        return []; // listed but deleted in the working tree
      }
      return citations(file, text);
    });
    expect(found, "point at docs/ or docs/decisions/ instead").toEqual([]);
  });
});
