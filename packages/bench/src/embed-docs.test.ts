// docs/embedding.md tells a marketer what the embed scripts weigh: the figures it gives are the
// build's, measured as the embed-size bench measures them (gzip level 9, 1 KB = 1,000 bytes), not
// remembered. Needs the build (`npm run build`, which `npm test` runs before this layer).
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { EMBED_DIR, embedSizes } from "../scripts/package-size";

const doc = readFileSync(new URL("../../../docs/embedding.md", import.meta.url), "utf8");

/** KB to one decimal, as the doc writes them. */
const kb = (bytes: number) => Math.round(bytes / 100) / 10;

/** The first "(about N KB gzip)" or "(N–M KB gzip)" after `anchor` in the doc. */
function stated(anchor: string): number[] {
  const at = doc.indexOf(anchor);
  expect(at, `docs/embedding.md mentions ${anchor}`).toBeGreaterThanOrEqual(0);
  const match = /\((?:about )?(\d+(?:\.\d)?)(?:–(\d+(?:\.\d)?))? KB gzip\)/.exec(doc.slice(at));
  expect(match, `a size after ${anchor}`).not.toBeNull();
  return [Number(match![1]), ...(match![2] ? [Number(match![2])] : [])];
}

describe("docs/embedding.md's sizes", () => {
  it("are the build's", () => {
    expect(existsSync(EMBED_DIR), "the embeds are built (npm run build)").toBe(true);
    const sizes = embedSizes();
    const loader = kb(sizes.find(({ file }) => file === "widgets.js")!.gzip);
    const standalone = sizes
      .filter(({ file }) => file !== "widgets.js")
      .map(({ gzip }) => kb(gzip));

    expect(stated("**`widgets.js` is a loader**")).toEqual([loader]);
    expect(stated("**Each standalone script is")).toEqual([
      Math.min(...standalone),
      Math.max(...standalone),
    ]);
    // The WordPress plugin enqueues the same widgets.js.
    expect(stated("It enqueues")).toEqual([loader]);
  });
});
