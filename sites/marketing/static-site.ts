// The last step of the site's build (react-router.config.ts `buildEnd`): build/client becomes the
// whole deployable site, pages that hydrate nothing.
// - React Router still builds its client bundle (route modules, react-dom, its runtime) and, for
//   client-side navigations, a `.data` file per page with a loader. No page references them (the
//   root renders no <Scripts/>): this checks that, then removes them, so nothing of them can be
//   deployed or fetched.
// - The widgets' embed files (`widgets.js`, its chunks, the standalone scripts) are copied to
//   `/embed/`: the pages load the loader from there, as a marketer's page loads it from ours.
// - Without a booking page configured, the calendar provider's stand-in is copied beside the
//   pages (`copyCalendarStandIn`), so the booking button works offline on the site's own origin.
import { cp, readFile, readdir, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join, relative } from "node:path";

/** Where the widgets' build writes the embed files (`npm run build -w @marketing/widgets`). */
export function embedDirectory(): string {
  const packageJson = createRequire(import.meta.url).resolve("@marketing/widgets/package.json");
  return join(dirname(packageJson), "dist", "embed");
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The `/assets/…` files a page names (an image, a font); a script there would be a bug. */
const ASSET_REFERENCE = /["'(]\/assets\/([^"')?#\s]+)/g;

export async function finishStaticSite(clientDir: string): Promise<void> {
  const files = await filesUnder(clientDir);
  const referenced = new Set<string>();
  for (const file of files.filter((name) => name.endsWith(".html"))) {
    const html = await readFile(file, "utf8");
    for (const [, asset] of html.matchAll(ASSET_REFERENCE)) {
      if (/\.m?js$/.test(asset!))
        throw new Error(
          `${relative(clientDir, file)} loads /assets/${asset}: pages hydrate nothing.`,
        );
      referenced.add(asset!);
    }
  }
  const assets = join(clientDir, "assets");
  for (const file of files) {
    const unreferencedAsset =
      file.startsWith(`${assets}/`) && !referenced.has(relative(assets, file));
    if (unreferencedAsset || file.endsWith(".data") || file.endsWith("__spa-fallback.html"))
      await rm(file);
  }
  if ((await readdir(assets).catch(() => [])).length === 0)
    await rm(assets, { recursive: true, force: true });
  const embed = embedDirectory();
  try {
    await cp(embed, join(clientDir, "embed"), { recursive: true });
  } catch (error) {
    throw new Error(`No widget embed files in ${embed}: build @marketing/widgets first.`, {
      cause: error,
    });
  }
}

/** The calendar provider's stand-in (local services' fixtures), at `path` under the site. */
export async function copyCalendarStandIn(clientDir: string, path: string): Promise<void> {
  const script = createRequire(import.meta.url).resolve(
    "@marketing/local-services/calendar/widget.js",
  );
  await cp(dirname(script), join(clientDir, path), { recursive: true });
}
