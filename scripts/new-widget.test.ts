// `npm run new-widget -- demo-widget` in a throwaway copy of the repository
// (its files, the checkout's node_modules linked), so a failure never leaves a widget in the tree.
// The scaffolded widget passes the whole type check, its generated tests, renders in Storybook in both
// languages, is built into the embeds and served by the loader (Chromium), and `--remove` restores
// the tree. The checkout's own `git status` is the same before and after.
import { execFile } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from "node:fs";
import { readlink, rm, symlink } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHROMIUM_ARGS, findChromium } from "./chromium.mjs";
import { createSiteServer } from "./site-server";

const run = promisify(execFile);
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const TAG = "demo-widget";
const WIDGET_DIR = `packages/widgets/src/${TAG}`;
const STORYBOOK_CONFIG = "vitest.new-widget.config.ts";

/** The child processes' environment: none of this test runner's own variables, no colours. */
const env = {
  ...Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !/^(VITEST|NODE_ENV$|NODE_OPTIONS$|TEST$|FORCE_COLOR$)/.test(name),
    ),
  ),
  NO_COLOR: "1",
};

async function sh(cwd: string, command: string, args: string[]) {
  try {
    return await run(command, args, { cwd, env, maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(" ")} failed:\n${stdout}\n${stderr}`.slice(-6000));
  }
}

const git = (cwd: string, ...args: string[]) =>
  sh(cwd, "git", ["-c", "user.name=test", "-c", "user.email=test@example.org", ...args]);
const status = async (cwd: string) => (await git(cwd, "status", "--porcelain")).stdout;

/**
 * The checkout's files (tracked and new, as they are on disk) in a temporary folder that is its own
 * git repository, with node_modules linking to the checkout's packages, except the workspaces,
 * which link to the copy's.
 */
async function copyOfRepository(): Promise<string> {
  const copy = mkdtempSync(join(tmpdir(), "new-widget-"));
  const { stdout } = await git(
    ROOT,
    "ls-files",
    "-z",
    "--cached",
    "--others",
    "--exclude-standard",
  );
  for (const file of stdout.split("\0").filter(Boolean)) {
    if (!existsSync(join(ROOT, file))) continue;
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    cpSync(join(ROOT, file), join(copy, file));
  }
  const modules = join(ROOT, "node_modules");
  mkdirSync(join(copy, "node_modules", "@marketing"), { recursive: true });
  for (const name of readdirSync(modules)) {
    if (name === "@marketing" || name === ".vite" || name === ".cache") continue;
    await symlink(join(modules, name), join(copy, "node_modules", name));
  }
  for (const name of readdirSync(join(modules, "@marketing"))) {
    const target = await readlink(join(modules, "@marketing", name));
    await symlink(
      join(copy, resolve(join(modules, "@marketing"), target).slice(ROOT.length + 1)),
      join(copy, "node_modules", "@marketing", name),
    );
  }
  for (const workspace of ["packages", "sites"].flatMap((dir) =>
    readdirSync(join(ROOT, dir)).map((name) => join(dir, name)),
  )) {
    const own = join(ROOT, workspace, "node_modules");
    if (existsSync(own) && existsSync(join(copy, workspace)))
      await symlink(own, join(copy, workspace, "node_modules"));
  }
  // Storybook's tests run in Chromium from Vite's server, which serves only files under the copy:
  // the linked packages live in the checkout's node_modules. (Left out of the copy's git status.)
  writeFileSync(
    join(copy, STORYBOOK_CONFIG),
    [
      'import { mergeConfig } from "vitest/config";',
      'import base from "./vitest.config";',
      `export default mergeConfig(base, { server: { fs: { allow: [${JSON.stringify(modules)}, process.cwd()] } } });`,
      "",
    ].join("\n"),
  );
  await git(copy, "init", "-q");
  writeFileSync(join(copy, ".git", "info", "exclude"), `${STORYBOOK_CONFIG}\n`);
  await git(copy, "add", "-A");
  await git(copy, "commit", "-q", "-m", "the checkout");
  return copy;
}

describe("npm run new-widget -- demo-widget", { timeout: 600_000 }, () => {
  let copy: string;
  let checkoutStatus: string;

  beforeAll(async () => {
    checkoutStatus = await status(ROOT);
    copy = await copyOfRepository();
  }, 120_000);

  afterAll(async () => {
    if (copy) await rm(copy, { recursive: true, force: true });
    // The test worked in its copy only.
    expect(await status(ROOT)).toBe(checkoutStatus);
  });

  it("refuses a tag that is not a custom element name or is taken", async () => {
    for (const [tag, message] of [
      ["Demo", /not a usable custom element name/],
      ["demo", /at least one hyphen/],
      ["font-face", /reserved/],
      ["kpi-counters", /taken/],
    ] as const) {
      const failure = sh(copy, "npm", ["run", "--silent", "new-widget", "--", tag]);
      await expect(failure).rejects.toThrow(message);
    }
    expect(await status(copy)).toBe("");
  });

  it("writes a working widget: its folder and one line in src/tags.ts", async () => {
    await sh(copy, "npm", ["run", "--silent", "new-widget", "--", TAG]);

    // The folder, the list, and the files generated from them (`npm run docs`): the manifest, the
    // docs' element reference, the npm package's element and component lists.
    expect((await status(copy)).split("\n").filter(Boolean).sort()).toEqual([
      " M docs/embedding.md",
      " M packages/widgets/custom-elements.json",
      " M packages/widgets/src/components.ts",
      " M packages/widgets/src/elements.ts",
      " M packages/widgets/src/tags.ts",
      `?? ${WIDGET_DIR}/`,
    ]);
    expect((await git(copy, "diff", "--numstat", "packages/widgets/src/tags.ts")).stdout).toMatch(
      /^2\t0\t/,
    );
    const files = readdirSync(join(copy, WIDGET_DIR), { recursive: true }).map(String).sort();
    expect(files).toEqual(
      [
        "DemoWidget.mdx",
        "DemoWidget.stories.tsx",
        "DemoWidget.test.tsx",
        "DemoWidget.tsx",
        "catalogs.ts",
        "demo-widget.api.ts",
        "demo-widget.element.test.ts",
        "demo-widget.element.ts",
        "locales",
        "locales/en.json",
        "locales/fr.json",
        "styles.ts",
      ].sort(),
    );
    const manifest = JSON.parse(
      readFileSync(join(copy, "packages/widgets/custom-elements.json"), "utf8"),
    );
    const declared = manifest.modules.flatMap(
      (module: { declarations: { tagName?: string; attributes?: { name: string }[] }[] }) =>
        module.declarations,
    );
    expect(
      declared
        .find((declaration: { tagName?: string }) => declaration.tagName === TAG)
        ?.attributes?.map((attribute: { name: string }) => attribute.name),
    ).toEqual(["lang", "theme"]);

    // The benches measure it with no line of theirs: their widgets and markup come from the list.
    const bench = await sh(copy, "npx", [
      "tsx",
      "--conditions=source",
      "-e",
      'import("./packages/bench/src/browser.ts").then(({ WIDGET_MARKUP }) => console.log(JSON.stringify(WIDGET_MARKUP)))',
    ]);
    expect(JSON.parse(bench.stdout)).toMatchObject({ [TAG]: `<${TAG}></${TAG}>` });

    // The whole type check of `npm test` passes with it (every workspace, the browser tests'
    // per-tag tables included), and it formats and lints clean.
    await sh(copy, "npm", ["run", "--silent", "typecheck"]);
    await sh(copy, "npx", ["prettier", "--check", WIDGET_DIR, "packages/widgets/src/tags.ts"]);
    await sh(copy, "npx", ["eslint", WIDGET_DIR, "packages/widgets/src/tags.ts"]);

    // Its generated tests (the component by role, the element in jsdom), the manifest's, the npm
    // entry lists' (its component and define function exported) and the server renderer's tests,
    // then its story as Storybook runs it, in Chromium, in both languages.
    const unit = await sh(copy, "npx", [
      "vitest",
      "run",
      "--project",
      "widgets",
      WIDGET_DIR,
      "packages/widgets/test/custom-elements-manifest.test.ts",
      "packages/widgets/test/entries.test.ts",
      "packages/widgets/test/define-elements.test.ts",
      "packages/widgets/src/server/renderWidget.test.ts",
    ]);
    expect(unit.stdout).toMatch(/Tests\s+(\d+) passed \(\1\)/);
    const stories = await sh(copy, "npx", [
      "vitest",
      "run",
      "--config",
      STORYBOOK_CONFIG,
      "--project",
      "storybook-en",
      "--project",
      "storybook-fr",
      WIDGET_DIR,
    ]);
    // Its two stories (the component, the element), in each language.
    expect(stories.stdout).toMatch(/Tests\s+4 passed \(4\)/);

    // The embeds' build: its own script, widgets.js's chunk, and the loader's manifest.
    await sh(copy, "npm", ["run", "build:loader", "-w", "@marketing/widgets"]);
    const embedDir = join(copy, "packages/widgets/dist/embed");
    expect(existsSync(join(embedDir, `${TAG}.js`))).toBe(true);
    expect(readFileSync(join(embedDir, "widgets.js"), "utf8")).toContain(`"${TAG}"`);

    // A host page on another origin with one script tag and the element: the loader defines it
    // and it renders in the page's language.
    const server = createSiteServer({ embedDir });
    await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
    // As the browser tests run it (playwright.config.ts): a public host page calling loopback.
    const browser = await chromium.launch({
      executablePath: findChromium(),
      args: [...CHROMIUM_ARGS, "--disable-features=LocalNetworkAccessChecks"],
    });
    try {
      const { port } = server.address() as AddressInfo;
      const page = await browser.newPage();
      await page.route("http://localhost:4999/**", (route) =>
        route.fulfill({
          contentType: "text/html; charset=utf-8",
          body: `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Host</title></head><body><${TAG} lang="fr"></${TAG}><script async src="http://127.0.0.1:${port}/embed/widgets.js"></script></body></html>`,
        }),
      );
      await page.goto("http://localhost:4999/page.html");
      await expect
        .poll(() => page.evaluate((tag) => customElements.get(tag) !== undefined, TAG), {
          timeout: 30_000,
        })
        .toBe(true);
      const heading = page.getByRole("heading", { level: 2, name: "Demo widget" });
      await heading.waitFor({ timeout: 30_000 });
      expect(
        await page.getByText("Remplacez cette ligne par ce que dit le widget.").isVisible(),
      ).toBe(true);
    } finally {
      await browser.close();
      server.close();
    }

    // Taking it out again restores the tree.
    await sh(copy, "npm", ["run", "--silent", "new-widget", "--", "--remove", TAG]);
    expect(await status(copy)).toBe("");
  });
});
