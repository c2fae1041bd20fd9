// The build's last step (static-site.ts): build/client is the deployable site, with no trace of
// React Router's client runtime and with the widgets' loader under /embed/.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { embedDirectory, finishStaticSite } from "../static-site";

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function site(files: Record<string, string>) {
  dir = mkdtempSync(join(tmpdir(), "static-site-"));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

describe("finishStaticSite", () => {
  it("removes the unreferenced client bundle and data files, keeps what a page names, adds /embed/", async () => {
    const root = site({
      "index.html": '<img src="/assets/logo-1.svg"><script src="/embed/widgets.js" async></script>',
      "about/index.html": "<p>About</p>",
      "assets/entry.client-1.js": "hydrate()",
      "assets/chunk-2.js": "react()",
      "assets/logo-1.svg": "<svg/>",
      "about.data": "[]",
      "sitemap.xml": "<urlset/>",
    });
    await finishStaticSite(root);
    expect(existsSync(join(root, "assets/entry.client-1.js"))).toBe(false);
    expect(existsSync(join(root, "assets/chunk-2.js"))).toBe(false);
    expect(existsSync(join(root, "about.data"))).toBe(false);
    expect(existsSync(join(root, "assets/logo-1.svg"))).toBe(true);
    expect(existsSync(join(root, "sitemap.xml"))).toBe(true);
    expect(existsSync(join(root, "embed/widgets.js"))).toBe(
      existsSync(join(embedDirectory(), "widgets.js")),
    );
  });

  it("fails the build when a page loads React Router's client code", async () => {
    const root = site({
      "index.html": '<link rel="modulepreload" href="/assets/entry.client-1.js">',
      "assets/entry.client-1.js": "hydrate()",
    });
    await expect(finishStaticSite(root)).rejects.toThrow(
      /index\.html loads \/assets\/entry\.client-1\.js/,
    );
  });
});
