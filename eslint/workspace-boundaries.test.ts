// `npm run lint` fails on a relative import that leaves its workspace: the repository's own ESLint
// configuration, run on small sources placed (virtually) at real paths.
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));
const eslint = new ESLint({ cwd: root });
const RULE = "workspace/no-relative-crossing";

async function crossings(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === RULE).map((m) => m.message);
}

describe(RULE, () => {
  it("fails a package climbing into another package's source", async () => {
    const messages = await crossings(
      "packages/local-services/src/example.ts",
      'import type { BlogComment } from "../../widgets/src/core/google/sheets";\nexport type X = BlogComment;\n',
    );
    expect(messages).toEqual([
      "'../../widgets/src/core/google/sheets' leaves packages/local-services for packages/widgets: import it by package name through that workspace's exports.",
    ]);
  });

  it("fails climbs into and out of the root-level areas, and from the root's own files", async () => {
    expect(
      await crossings(
        "packages/widgets/src/blog-post/example.e2e.ts",
        'import { openHostPage } from "../../../../e2e/support/host-page";\nvoid openHostPage;\n',
      ),
    ).toHaveLength(1);
    expect(
      await crossings(
        ".storybook/example.ts",
        'export { resetSheetStore } from "../packages/widgets/src/core/stores/sheetStore";\n',
      ),
    ).toHaveLength(1);
    expect(
      await crossings(
        "e2e/embedding/example.e2e.ts",
        'const { findChromium } = await import("../../scripts/chromium.mjs");\nvoid findChromium;\n',
      ),
    ).toHaveLength(1);
    expect(
      await crossings("example.config.ts", 'export { SITE_URL } from "./e2e/support/urls";\n'),
    ).toHaveLength(1);
  });

  it("fails a test mock or a Vite glob that names another workspace's files", async () => {
    const messages = await crossings(
      "sites/marketing/app/example.test.ts",
      'import { vi } from "vitest";\nvi.mock("../../../packages/widgets/src/core/config");\n' +
        'export const docs = import.meta.glob("../../../packages/local-services/fixtures/docs/*.html");\n',
    );
    expect(messages).toHaveLength(2);
  });

  it("fails an MDX docs page importing across workspaces", async () => {
    const messages = await crossings(
      "packages/widgets/src/blog-post/Example.mdx",
      'import { Meta } from "@storybook/addon-docs/blocks";\nimport { ElementApi } from "../../../../.storybook/blocks/ElementApi";\n\n<Meta title="x" />\n\n<ElementApi tag="blog-post" />\n',
    );
    expect(messages).toHaveLength(1);
  });

  it("allows relative imports inside a workspace and every import by package name", async () => {
    expect(
      await crossings(
        "packages/widgets/src/blog-post/example.ts",
        'import { BlogPost } from "./BlogPost";\nimport { createHttp } from "../core/http";\n' +
          'import { fixturePosts } from "@marketing/local-services/fixtures";\n' +
          'import { POSTS_RANGE } from "@marketing/contracts";\n' +
          "export const all = [BlogPost, createHttp, fixturePosts, POSTS_RANGE];\n",
      ),
    ).toEqual([]);
    expect(
      await crossings(
        "scripts/bench/example.bench.ts",
        'import type { BenchRow } from "./row";\nimport { createSiteServer } from "../site-server";\nexport type X = [BenchRow, typeof createSiteServer];\n',
      ),
    ).toEqual([]);
  });
});
