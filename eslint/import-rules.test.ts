// `npm run lint` fails on a relative import that leaves its workspace and on a package a workspace
// imports without declaring it: the repository's own ESLint configuration (eslint-plugin-import-x),
// run on small sources placed (virtually) at real paths.
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));
const eslint = new ESLint({ cwd: root });
const RULES = ["import-x/no-relative-packages", "import-x/no-extraneous-dependencies"];

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => RULES.includes(m.ruleId ?? ""))
    .map((m) => `${m.ruleId}: ${m.message}`);
}

describe("workspace boundaries", () => {
  it("fails a package climbing into another package's source", async () => {
    expect(
      await problems(
        "packages/local-services/src/example.ts",
        'import { resetPageConfig } from "../../widgets/src/core/config";\nvoid resetPageConfig;\n',
      ),
    ).toEqual([
      'import-x/no-relative-packages: Relative import from another package is not allowed. No safe package import could be determined for "../../widgets/src/core/config".',
    ]);
  });

  it("fails climbs into and out of the root-level areas, and from the root's own files", async () => {
    expect(
      await problems(
        "packages/widgets/src/blog-post/example.e2e.ts",
        'import { openHostPage } from "../../../../e2e/support/host-page";\nvoid openHostPage;\n',
      ),
    ).toHaveLength(1);
    expect(
      await problems(
        ".storybook/example.ts",
        'export { resetPageConfig } from "../packages/widgets/src/core/config";\n',
      ),
    ).toHaveLength(1);
    expect(
      await problems(
        "e2e/embedding/example.e2e.ts",
        'const { findChromium } = await import("../../scripts/chromium.mjs");\nvoid findChromium;\n',
      ),
    ).toHaveLength(1);
    expect(
      await problems("example.config.ts", 'export { SITE_URL } from "./e2e/support/urls";\n'),
    ).toHaveLength(1);
  });

  it("fails an MDX docs page importing across workspaces", async () => {
    const messages = await problems(
      "packages/widgets/src/blog-post/Example.mdx",
      'import { Meta } from "@storybook/addon-docs/blocks";\nimport { ElementApi } from "../../../../.storybook/blocks/ElementApi";\n\n<Meta title="x" />\n\n<ElementApi tag="blog-post" />\n',
    );
    expect(messages).toHaveLength(1);
  });

  it("fails a workspace importing another workspace or a package it does not declare", async () => {
    expect(
      await problems(
        "packages/contracts/src/example.ts",
        'import { defaultConfig } from "@marketing/widgets";\nimport { chromium } from "playwright-core";\n' +
          "export const all = [defaultConfig, chromium];\n",
      ),
    ).toEqual([
      "import-x/no-extraneous-dependencies: '@marketing/widgets' should be listed in the project's dependencies. Run 'npm i @marketing/widgets' to add it",
      "import-x/no-extraneous-dependencies: 'playwright-core' should be listed in the project's dependencies. Run 'npm i playwright-core' to add it",
    ]);
  });

  it("allows relative imports inside a workspace and declared packages by name", async () => {
    expect(
      await problems(
        "packages/widgets/src/blog-post/example.ts",
        'import { BlogPost } from "./BlogPost";\nimport { createHttp } from "../core/http";\n' +
          'import { fixturePosts } from "@marketing/local-services/fixtures";\n' +
          'import { POSTS_RANGE } from "@marketing/contracts";\n' +
          "export const all = [BlogPost, createHttp, fixturePosts, POSTS_RANGE];\n",
      ),
    ).toEqual([]);
    expect(
      await problems(
        "packages/bench/src/example.bench.ts",
        'import type { BenchRow } from "./row";\nimport { createSiteServer } from "@marketing/scripts/site-server";\nexport type X = [BenchRow, typeof createSiteServer];\n',
      ),
    ).toEqual([]);
  });
});
