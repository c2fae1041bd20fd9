import { reactRouter } from "@react-router/dev/vite";
import { minifyCssVite } from "@marketing/build-tools/minify-css";
import { defaultClientConditions, defineConfig } from "vite";
import { inlineSiteScript } from "./inline-script.vite";
import { onBuildWarning } from "./build-warnings";
import { serverOnly } from "./server-only.vite";

export default defineConfig({
  // The widgets' CSS strings minified as in the embeds: 0.3 KB gzip less per prerendered page (its
  // inline styles), 0.8 KB less JavaScript. The plugin is TypeScript from `@marketing/build-tools`,
  // which Node imports only through tsx's loader: package.json's scripts run React Router's CLI
  // with `NODE_OPTIONS=--import tsx`.
  plugins: [serverOnly, minifyCssVite, inlineSiteScript, reactRouter()],
  build: { rollupOptions: { onwarn: onBuildWarning } },
  // The site composes the workspace packages from source: one module graph, one React, no build
  // step in between (React Router adds the server build's own conditions to these).
  resolve: { conditions: ["source", ...defaultClientConditions] },
  ssr: { resolve: { conditions: ["source"] } },
  server: { host: "127.0.0.1" },
});
