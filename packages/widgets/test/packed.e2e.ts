// The published package as a consumer gets it: `npm pack` of the built workspace, unpacked into a
// fresh project outside the repository beside only the dependencies it declares (linked from this
// checkout), then every export imported by plain Node and, bundled, run in Chromium.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from "node:fs";
import { symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";
import { REACT_MARKERS } from "@marketing/build-tools/react-markers";

const PACKAGE_DIR = fileURLToPath(new URL("..", import.meta.url));
/** The one list's tags (src/tags.ts) as the manifest names them: Playwright loads no widget source. */
const ELEMENT_TAGS = (
  JSON.parse(readFileSync(join(PACKAGE_DIR, "custom-elements.json"), "utf8")) as {
    modules: Array<{ declarations?: Array<{ tagName?: string }> }>;
  }
).modules.flatMap(({ declarations = [] }) => declarations.flatMap(({ tagName }) => tagName ?? []));
const REPO_MODULES = join(PACKAGE_DIR, "..", "..", "node_modules");
/** Where npm put a dependency: the workspace's own node_modules when it did not hoist it. */
const installed = (name: string) =>
  [join(PACKAGE_DIR, "node_modules", name), join(REPO_MODULES, name)].find((dir) =>
    existsSync(dir),
  ) ?? join(REPO_MODULES, name);

interface Manifest {
  main: string;
  types: string;
  customElements: string;
  exports: Record<string, string | Record<string, string>>;
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
}

let project: string;
let packedFiles: Set<string>;
let manifest: Manifest;
/** The workspace's package.json before packing: prepack rewrites it, postpack must restore it. */
const workspaceManifest = readFileSync(join(PACKAGE_DIR, "package.json"), "utf8");

test.describe.configure({ mode: "serial" });

test.beforeAll(() => {
  project = mkdtempSync(join(tmpdir(), "widgets-packed-"));
  const [packed] = JSON.parse(
    execFileSync("npm", ["pack", "--json", "--pack-destination", project], {
      cwd: PACKAGE_DIR,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }),
  ) as Array<{ filename: string; files: Array<{ path: string }> }>;
  packedFiles = new Set(packed!.files.map((file) => file.path));
  const scope = join(project, "node_modules", "@marketing");
  mkdirSync(scope, { recursive: true });
  execFileSync("tar", ["-xzf", join(project, packed!.filename), "-C", scope]);
  renameSync(join(scope, "package"), join(scope, "widgets"));
  manifest = JSON.parse(readFileSync(join(scope, "widgets", "package.json"), "utf8")) as Manifest;
  // Only what the package declares: a missing declaration fails the imports below.
  for (const name of Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies })) {
    const link = join(project, "node_modules", name);
    mkdirSync(dirname(link), { recursive: true });
    symlinkSync(installed(name), link, "dir");
  }
  writeFileSync(join(project, "package.json"), '{ "type": "module", "private": true }\n');
});

test.afterAll(() => rmSync(project, { recursive: true, force: true }));

/** A consumer app's bundle of `source`, resolved in the project (React external unless asked). */
async function bundleConsumer(
  source: string,
  { withReact = false, format = "esm" }: { withReact?: boolean; format?: "esm" | "iife" } = {},
) {
  const { build } = await import("esbuild");
  const result = await build({
    stdin: { contents: source, resolveDir: project },
    bundle: true,
    write: false,
    format,
    platform: "browser",
    minify: !withReact,
    external: withReact ? [] : ["react", "react-dom", "react/*", "react-dom/*"],
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "silent",
  });
  return result.outputFiles[0]!.text;
}

/** The exports, the element pattern (`./*`) spelled out for each tag of src/tags.ts. */
const exportEntries = () =>
  Object.entries(manifest.exports).flatMap(([key, target]) =>
    key.includes("*")
      ? ELEMENT_TAGS.map((tag) => [key.replace("*", tag), withTag(target, tag)] as const)
      : [[key, target] as const],
  );

function withTag(target: Manifest["exports"][string], tag: string): Manifest["exports"][string] {
  return typeof target === "string"
    ? target.replace("*", tag)
    : Object.fromEntries(
        Object.entries(target).map(([name, path]) => [name, path.replace("*", tag)]),
      );
}

/** Each subpath's specifier, e.g. `@marketing/widgets/server`. */
const specifiers = () => exportEntries().map(([key]) => `@marketing/widgets${key.slice(1)}`);

test("packing leaves the workspace's package.json as it was, its dev-only entries out of the tarball's", () => {
  expect(readFileSync(join(PACKAGE_DIR, "package.json"), "utf8")).toBe(workspaceManifest);
  expect(existsSync(join(PACKAGE_DIR, "package.json.backup"))).toBe(false);
  // The workspaces' own `source` condition and src/ side-effect paths name files not published.
  expect(JSON.stringify(manifest)).not.toMatch(/"source"|\.\/src\//);
  expect(manifest).not.toHaveProperty("devDependencies");
  // jsdom only for the server renderer's default window: an optional peer, never installed for a React app.
  expect(manifest.dependencies).not.toHaveProperty("jsdom");
  expect(manifest).toMatchObject({ peerDependenciesMeta: { jsdom: { optional: true } } });
});

test("every export, main, types and customElements name a file in the tarball", () => {
  const targets = exportEntries().flatMap(([, target]) =>
    typeof target === "string" ? [target] : Object.values(target),
  );
  const named = [...targets, manifest.main, manifest.types, manifest.customElements];
  expect(named.filter((path) => !packedFiles.has(path.replace(/^\.\//, "")))).toEqual([]);
  // Build helpers and tests stay in the workspace.
  expect(
    [...packedFiles].filter(
      (path) => !/^(dist\/|custom-elements\.json$|package\.json$|README\.md$)/.test(path),
    ),
  ).toEqual([]);
  expect([...packedFiles].filter((path) => path.startsWith("dist/chunks-maps/"))).toEqual([]);
  // Its users' guide: install, React use, elements, server-side rendering.
  expect(packedFiles).toContain("README.md");
});

test("plain Node imports every export from the installed tarball", () => {
  const script = `
    const names = ${JSON.stringify(specifiers())};
    const loaded = {};
    for (const name of names) {
      const module = name.endsWith(".json")
        ? await import(name, { with: { type: "json" } })
        : await import(name);
      loaded[name] = Object.keys(module).sort();
    }
    const { renderWidget } = await import("@marketing/widgets/server");
    loaded.rendered = await renderWidget("pricing-table", { lang: "fr" });
    console.log(JSON.stringify(loaded));`;
  const output = execFileSync(process.execPath, ["--input-type=module", "-e", script], {
    cwd: project,
    encoding: "utf8",
  });
  const loaded = JSON.parse(output) as Record<string, string[]> & { rendered: string };
  expect(loaded["@marketing/widgets"]).toContain("NewsletterSignup");
  expect(loaded["@marketing/widgets/elements"]).toContain("defineNewsletterSignup");
  expect(loaded["@marketing/widgets/server"]).toContain("renderWidget");
  // Test-only subpaths stay in the workspace.
  expect(loaded).not.toHaveProperty("@marketing/widgets/testing");
  expect(loaded).not.toHaveProperty("@marketing/widgets/tags");
  expect(loaded["@marketing/widgets/custom-elements.json"]).toContain("default");
  for (const name of specifiers()) expect(loaded[name], name).toBeDefined();
  expect(loaded.rendered).toMatch(/^<pricing-table[^>]*>\s*<template shadowrootmode="open"/);
  expect(loaded.rendered).toContain("Des tarifs simples et transparents");
});

test("a browser app bundles every browser export and its elements run in Chromium", async ({
  page,
}) => {
  // `./server` is for Node hosts (jsdom); everything else is browser code.
  const browserSpecifiers = specifiers().filter((name) => !name.endsWith("/server"));
  const entry = `
    ${browserSpecifiers.map((name, index) => `import * as m${index} from ${JSON.stringify(name)};`).join("\n")}
    window.loaded = { ${browserSpecifiers.map((name, index) => `${JSON.stringify(name)}: Object.keys(m${index})`).join(", ")} };`;
  const bundle = await bundleConsumer(entry, { withReact: true, format: "iife" });
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.setContent(
    '<!doctype html><html lang="en"><body><pricing-table lang="fr"></pricing-table></body></html>',
  );
  await page.addScriptTag({ content: bundle });
  const loaded = await page.evaluate(() => (window as unknown as { loaded: object }).loaded);
  expect(Object.keys(loaded).sort()).toEqual([...browserSpecifiers].sort());
  expect(await page.evaluate(() => customElements.get("newsletter-signup") !== undefined)).toBe(
    true,
  );
  // The element renders in its shadow root, in French as its attribute asks.
  await expect(
    page
      .locator("pricing-table")
      .getByRole("heading", { name: "Des tarifs simples et transparents" }),
  ).toBeVisible();
  expect(errors).toEqual([]);
});

test("the package adds no copy of React to a React app's bundle", async () => {
  const bundle = await bundleConsumer(
    'import { NewsletterSignup, BlogPost } from "@marketing/widgets";\nimport "@marketing/widgets/elements";\nconsole.log(NewsletterSignup, BlogPost);',
  );
  expect(bundle).toContain("newsletter-signup"); // the package itself is in the bundle
  expect(REACT_MARKERS.filter((marker) => bundle.includes(marker))).toEqual([]);
  expect(bundle).toMatch(/from\s*"react(\/jsx-runtime)?"/); // React stays the app's own import
  // The check would catch a copy: React's own bundle carries the markers.
  const react = await bundleConsumer('export { createRoot } from "react-dom/client";', {
    withReact: true,
  });
  expect(REACT_MARKERS.some((marker) => react.includes(marker))).toBe(true);
});

test("each element subpath registers its element and exports its define function", async () => {
  const bundle = await bundleConsumer(
    'import { defineNewsletterSignup } from "@marketing/widgets/newsletter-signup"; console.log(defineNewsletterSignup);',
  );
  expect(bundle).toContain('"newsletter-signup"');
  // One element, not all seven: no other widget's code or strings (the tag names alone may appear
  // in tables of every tag).
  expect(bundle).not.toContain("Send us a message");
  expect(bundle).not.toMatch(/\(\s*"contact-form"\s*,/);
});

test("a TypeScript app type-checks against every export's declarations from the tarball", () => {
  // A consumer brings its own React types; nothing else outside the tarball may be needed (the
  // unpublished contracts workspace's types are inlined into the declarations at build time).
  for (const name of ["@types/react", "@types/react-dom", "typescript"]) {
    const link = join(project, "node_modules", name);
    mkdirSync(dirname(link), { recursive: true });
    symlinkSync(join(REPO_MODULES, name), link, "dir");
  }
  const typed = specifiers().filter((name) => !name.endsWith(".json"));
  writeFileSync(
    join(project, "check.ts"),
    `${typed.map((name, index) => `import * as m${index} from ${JSON.stringify(name)};`).join("\n")}
    import type { NewsletterSignupElement } from "@marketing/widgets/newsletter-signup";
    const element = document.querySelector("newsletter-signup");
    element?.addEventListener("subscribed", (event) => event.detail.email.toUpperCase());
    export const used: unknown[] = [${typed.map((_, index) => `m${index}`).join(", ")}];
    export type Checked = NewsletterSignupElement;\n`,
  );
  writeFileSync(
    join(project, "tsconfig.json"),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        noEmit: true,
        module: "esnext",
        moduleResolution: "bundler",
        target: "es2022",
        lib: ["es2022", "dom", "dom.iterable"],
        jsx: "react-jsx",
        skipLibCheck: false,
        types: [],
      },
      files: ["check.ts"],
    }),
  );
  const tsc = join(project, "node_modules", "typescript", "bin", "tsc");
  const result = (() => {
    try {
      return execFileSync(process.execPath, [tsc, "-p", project], { encoding: "utf8" });
    } catch (error) {
      return String((error as { stdout?: string }).stdout ?? error);
    }
  })();
  expect(result).toBe("");
});
