// The layers of `npm test` (scripts/test.ts): how long each may take, and which Vitest projects
// each runs.

/**
 * Each layer's time limit, in seconds. About three times what it takes on a quiet two-core machine
 * and above the slowest run measured under load (docs/contributing.md, "The layers and how long
 * each takes"), so only a hang reaches it: the layer is then killed with everything it started,
 * counted failed with its reason, and the run goes on. The edge layer's includes its server's
 * build (its Playwright web server waits up to 10 minutes for it).
 */
export const LAYER_LIMITS = {
  "type check": 5 * 60,
  lint: 3 * 60,
  formatting: 3 * 60,
  build: 5 * 60,
  "Storybook build": 4 * 60,
  "unit tests": 15 * 60,
  "Storybook interaction tests": 6 * 60,
  "browser tests": 30 * 60,
  "edge browser tests": 12 * 60,
  "WordPress PHP checks": 3 * 60,
  "WordPress journeys": 6 * 60,
} as const satisfies Record<string, number>;

/**
 * The Vitest projects of each Vitest layer, as `--project` patterns over the names in
 * vitest.config.ts: every project but the stories is a unit project, so a new workspace's tests
 * run without being listed here. scripts/test-layers.test.ts fails when a project is in neither.
 */
export const VITEST_LAYERS = {
  "unit tests": ["!storybook-*"],
  "Storybook interaction tests": ["storybook-*"],
} as const satisfies Partial<Record<keyof typeof LAYER_LIMITS, readonly string[]>>;

/** `--project a --project b`, for a Vitest layer. */
export const projectArgs = (layer: keyof typeof VITEST_LAYERS) =>
  VITEST_LAYERS[layer].flatMap((pattern) => ["--project", pattern]);
