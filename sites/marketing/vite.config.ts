import { reactRouter } from "@react-router/dev/vite";
import { minifyCssVite } from "@marketing/widgets/minify-css";
import { defaultClientConditions, defineConfig } from "vite";

export default defineConfig({
  // The widgets' CSS strings minified as in the embeds: 0.3 KB gzip less per prerendered page (its
  // inline styles), 0.8 KB less JavaScript. The plugin is TypeScript from the widgets' workspace,
  // which Node imports only through tsx's loader: package.json's scripts run React Router's CLI
  // with `NODE_OPTIONS=--import tsx`.
  plugins: [minifyCssVite, reactRouter()],
  // The site composes the workspace packages from source: one module graph, one React, no build
  // step in between (React Router adds the server build's own conditions to these).
  resolve: { conditions: ["source", ...defaultClientConditions] },
  ssr: { resolve: { conditions: ["source"] } },
  server: { host: "127.0.0.1" },
  build: {
    // CommonJS dependencies (react-dom, scheduler) inlined at their module's top level rather than
    // wrapped in a function called on first require: Chromium then compiles react-dom with the
    // module, off the main thread, instead of in one long task when the wrapper is first called
    // (the post page's longest task at 4x CPU slowdown went from about 200 ms to under 100 ms).
    commonjsOptions: { strictRequires: false },
  },
});
