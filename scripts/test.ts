// `npm test`: every layer in turn, then one line summing them all as `N passed, N failed`.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { NO_CHROMIUM_MESSAGE, findChromium } from "./chromium.mjs";

interface Layer {
  name: string;
  passed: number;
  failed: number;
  /** How long the layer took, in seconds (docs/contributing.md quotes these). */
  seconds?: number;
}
const layers: Layer[] = [];

/** How long the last `run` took, in seconds. */
let lastSeconds = 0;

function run(command: string, args: string[]): boolean {
  console.log(`\n▶ ${command} ${args.join(" ")}`);
  const started = performance.now();
  const result = spawnSync(command, args, {
    stdio: "inherit",
    env: { ...process.env, FORCE_COLOR: "1" },
  });
  lastSeconds = Math.round((performance.now() - started) / 1000);
  return result.status === 0;
}

/** A check that is one pass or one fail (type check, lint, formatting, build). */
function check(name: string, command: string, args: string[]): boolean {
  const ok = run(command, args);
  layers.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, seconds: lastSeconds });
  return ok;
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as T;
  } catch {
    return undefined;
  }
}

/** A test runner's layer: counts from its JSON report; no report means the runner itself failed. */
function suite(
  name: string,
  report: string,
  command: string,
  args: string[],
  count: (json: never) => Layer,
) {
  rmSync(report, { force: true });
  const ok = run(command, args);
  const json = readJson<never>(report);
  const layer = json ? count(json) : { name, passed: 0, failed: 1 };
  if (!ok && layer.failed === 0) layer.failed = 1; // the runner failed outside any test
  layers.push({ ...layer, name, seconds: lastSeconds });
}

const vitestCounts = (json: { numPassedTests: number; numFailedTests: number }): Layer => ({
  name: "",
  passed: json.numPassedTests,
  failed: json.numFailedTests,
});
const playwrightCounts = (json: {
  stats: { expected: number; unexpected: number; flaky: number };
}): Layer => ({
  name: "",
  passed: json.stats.expected + json.stats.flaky,
  failed: json.stats.unexpected,
});

function chromiumAvailable(): boolean {
  try {
    findChromium();
    return true;
  } catch {
    console.error(NO_CHROMIUM_MESSAGE);
    return false;
  }
}

check("type check", "npm", ["run", "--silent", "typecheck"]);
check("lint", "npx", ["eslint", "."]);
check("formatting", "npx", ["prettier", "--check", "."]);
const built = check("build", "npm", ["run", "--silent", "build"]);
// The static Storybook the browser tests open at /storybook/, as `npm start` serves it.
check("Storybook build", "npm", ["run", "--silent", "build-storybook"]);

suite(
  "unit tests",
  "test-results/unit.json",
  "npx",
  [
    "vitest",
    "run",
    "--project",
    "contracts",
    "--project",
    "widgets",
    "--project",
    "local-services",
    "--project",
    "edge",
    "--project",
    "site",
    "--project",
    "wordpress-plugin",
    "--project",
    "tooling",
    "--reporter=default",
    "--reporter=json",
    "--outputFile.json=test-results/unit.json",
  ],
  vitestCounts,
);

if (chromiumAvailable()) {
  suite(
    "Storybook interaction tests",
    "test-results/stories.json",
    "npx",
    [
      "vitest",
      "run",
      "--project",
      "storybook-en",
      "--project",
      "storybook-fr",
      "--reporter=default",
      "--reporter=json",
      "--outputFile.json=test-results/stories.json",
    ],
    vitestCounts,
  );
  if (built) {
    suite(
      "browser tests",
      "test-results/playwright.json",
      "npx",
      ["playwright", "test"],
      playwrightCounts,
    );
    // The widgets through the edge Worker in workerd (`npm run edge`, which builds for its address).
    suite(
      "edge browser tests",
      "test-results/playwright-edge.json",
      "npx",
      ["playwright", "test", "-c", "packages/edge"],
      playwrightCounts,
    );
  } else {
    layers.push({ name: "browser tests (build failed)", passed: 0, failed: 1 });
  }
} else {
  layers.push({ name: "Storybook interaction tests (no Chromium)", passed: 0, failed: 1 });
  layers.push({ name: "browser tests (no Chromium)", passed: 0, failed: 1 });
}

/** Debian's WordPress stack (.ci/run installs it): PHP, MariaDB and the wordpress package's files. */
function wordpressStackPresent(): boolean {
  const onPath = (command: string) =>
    spawnSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" }).status === 0;
  return onPath("php") && onPath("mariadbd") && existsSync("/usr/share/wordpress/wp-settings.php");
}

// The WordPress plugin in a real WordPress: its own layer, run when the stack is installed. CI
// installs it, so there a missing stack fails rather than skips.
if (wordpressStackPresent()) {
  check("WordPress PHP checks", "bash", ["packages/wordpress-plugin/test/php-checks.sh"]);
  if (built && chromiumAvailable()) {
    suite(
      "WordPress journeys",
      "test-results/wordpress.json",
      "npx",
      ["playwright", "test", "-c", "packages/wordpress-plugin"],
      playwrightCounts,
    );
  } else {
    layers.push({ name: "WordPress journeys (no build or Chromium)", passed: 0, failed: 1 });
  }
} else if (process.env.CI === "true") {
  console.error(
    "\nThe WordPress stack (php, mariadbd, /usr/share/wordpress) is missing: .ci/run installs it.",
  );
  layers.push({ name: "WordPress (stack missing)", passed: 0, failed: 1 });
} else {
  console.log(
    "\nWordPress journeys skipped: no php, mariadbd or /usr/share/wordpress here (.ci/run installs them).",
  );
}

const passed = layers.reduce((sum, layer) => sum + layer.passed, 0);
const failed = layers.reduce((sum, layer) => sum + layer.failed, 0);
const duration = (seconds?: number) =>
  seconds === undefined
    ? ""
    : `${Math.floor(seconds / 60)}m${String(seconds % 60).padStart(2, "0")}s`;
console.log("\nLayer                          passed  failed      time");
for (const layer of layers) {
  console.log(
    `${layer.name.padEnd(30)} ${String(layer.passed).padStart(6)}  ${String(layer.failed).padStart(6)}  ${duration(layer.seconds).padStart(8)}`,
  );
}
if (!existsSync("test-results")) console.log("(no test reports were written)");
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
