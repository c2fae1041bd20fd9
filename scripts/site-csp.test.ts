import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./site-csp";

const hash = (body: string) =>
  `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes classic scripts, modules and Speculation Rules, not data blocks or external files", () => {
    const html = [
      "<script>a()</script>",
      '<script type="module">b()</script>',
      '<script type="speculationrules">{"prefetch":[]}</script>',
      '<script type="application/json" id="marketing-widgets-config">{"x":1}</script>',
      '<script type="application/ld+json">{"@type":"Article"}</script>',
      '<script src="/embed/widgets.js" async=""></script>',
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([hash("a()"), hash("b()"), hash('{"prefetch":[]}')]);
  });
});
