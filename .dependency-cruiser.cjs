// The repository's dependency rules, checked in `npm test` by
// packages/widgets/test/dependency-rules.test.ts, which also proves each rule fails on a fixture.
// `npx depcruise packages sites e2e scripts` prints the violations.

/** Benchmarks: `*.bench.ts` files, `bench/` folders and their runner `bench.ts`, wherever they live. */
const BENCH = "(^|/)bench(/|\\.[cm]?[jt]sx?$)|\\.bench\\.[cm]?[jt]sx?$";
/** The widgets' embed layer (the loader, the standalone scripts, warm-up steps, their bundler). */
const EMBED = "^packages/widgets/src/embed/";

/** @type {import("dependency-cruiser").IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment: "An import circle: split the shared part into a module both import.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "embed-layer-is-a-leaf",
      comment:
        "core/ and the widgets never import the embed layer (src/embed/): it imports them. Inject what it provides (a custom property, an export it reads).",
      severity: "error",
      from: { path: "^packages/widgets/src/", pathNot: EMBED },
      to: { path: EMBED },
    },
    {
      name: "no-bench-imports",
      comment: "Benchmarks are leaves: nothing imports a bench file or a bench/ folder.",
      severity: "error",
      from: { pathNot: BENCH },
      to: { path: BENCH },
    },
    {
      name: "declared-workspaces",
      comment:
        "A workspace imports another only when its package.json declares it (dependencies, devDependencies or peerDependencies).",
      severity: "error",
      from: {},
      to: { path: "^node_modules/@marketing/", dependencyTypes: ["npm-no-pkg", "npm-unknown"] },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    // Workspaces stay under node_modules/@marketing/ (their links), so their imports are checked
    // against the importing workspace's package.json; each workspace's own files are cruised apart.
    preserveSymlinks: true,
    doNotFollow: { path: "node_modules" },
    exclude: {
      path: "(^|/)(dist|build|storybook-static|test-results|playwright-report|\\.react-router|\\.cache|\\.data)/",
    },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["source", "import", "require", "node", "default"],
      mainFields: ["module", "main", "types"],
      extensions: [".ts", ".tsx", ".d.ts", ".js", ".mjs", ".cjs", ".jsx", ".json"],
    },
  },
};
