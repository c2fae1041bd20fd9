// `npm test`: every layer in turn, each within its time limit (scripts/test-layers.ts), then one
// line summing them all as `N passed, N failed` (scripts/test-runner.ts: also when a layer hangs,
// crashes or the run is interrupted).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { NO_CHROMIUM_MESSAGE, findChromium } from "./chromium.mjs";
import { LAYER_LIMITS, projectArgs } from "./test-layers";
import { playwrightCounts, runTests, vitestCounts, type TestRun } from "./test-runner";

function chromiumAvailable(): boolean {
  try {
    findChromium();
    return true;
  } catch {
    console.error(NO_CHROMIUM_MESSAGE);
    return false;
  }
}

/** Debian's WordPress stack (.ci/run installs it): PHP, MariaDB and the wordpress package's files. */
function wordpressStackPresent(): boolean {
  const onPath = (command: string) =>
    spawnSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" }).status === 0;
  return onPath("php") && onPath("mariadbd") && existsSync("/usr/share/wordpress/wp-settings.php");
}

async function layers(run: TestRun) {
  await run.check("type check", "npm", ["run", "--silent", "typecheck"]);
  await run.check("lint", "npx", ["eslint", "."]);
  await run.check("formatting", "npx", ["prettier", "--check", "."]);
  const built = await run.check("build", "npm", ["run", "--silent", "build"]);
  // The static Storybook the browser tests open at /storybook/, as `npm start` serves it.
  await run.check("Storybook build", "npm", ["run", "--silent", "build-storybook"]);

  await run.suite(
    "unit tests",
    "test-results/unit.json",
    "npx",
    [
      "vitest",
      "run",
      ...projectArgs("unit tests"),
      "--reporter=default",
      "--reporter=json",
      "--outputFile.json=test-results/unit.json",
    ],
    vitestCounts,
  );

  if (chromiumAvailable()) {
    await run.suite(
      "Storybook interaction tests",
      "test-results/stories.json",
      "npx",
      [
        "vitest",
        "run",
        ...projectArgs("Storybook interaction tests"),
        "--reporter=default",
        "--reporter=json",
        "--outputFile.json=test-results/stories.json",
      ],
      vitestCounts,
    );
    if (built) {
      await run.suite(
        "browser tests",
        "test-results/playwright.json",
        "npx",
        ["playwright", "test"],
        playwrightCounts,
      );
      // The widgets through the edge Worker in workerd (`npm run edge`, which builds for its address).
      await run.suite(
        "edge browser tests",
        "test-results/playwright-edge.json",
        "npx",
        ["playwright", "test", "-c", "packages/edge"],
        playwrightCounts,
      );
    } else {
      run.fail("browser tests", "not run: the build failed");
    }
  } else {
    run.fail("Storybook interaction tests", "not run: no Chromium");
    run.fail("browser tests", "not run: no Chromium");
  }

  // The WordPress plugin in a real WordPress: its own layer, run when the stack is installed. CI
  // installs it, so there a missing stack fails rather than skips.
  if (wordpressStackPresent()) {
    await run.check("WordPress PHP checks", "bash", [
      "packages/wordpress-plugin/test/php-checks.sh",
    ]);
    if (built && chromiumAvailable()) {
      await run.suite(
        "WordPress journeys",
        "test-results/wordpress.json",
        "npx",
        ["playwright", "test", "-c", "packages/wordpress-plugin"],
        playwrightCounts,
      );
    } else {
      run.fail("WordPress journeys", "not run: no build or no Chromium");
    }
  } else if (process.env.CI === "true") {
    run.fail(
      "WordPress",
      "the stack (php, mariadbd, /usr/share/wordpress) is missing: .ci/run installs it",
    );
  } else {
    console.log(
      "\nWordPress journeys skipped: no php, mariadbd or /usr/share/wordpress here (.ci/run installs them).",
    );
  }
  if (!existsSync("test-results")) console.log("(no test reports were written)");
}

process.exit(await runTests({ limits: LAYER_LIMITS }, layers));
