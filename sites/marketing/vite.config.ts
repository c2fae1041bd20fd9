import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [reactRouter()],
  resolve: {
    // The site composes the widgets from source: one module graph, one React, no build step in between.
    alias: {
      "@marketing/widgets": fileURLToPath(
        new URL("../../packages/widgets/src/index.ts", import.meta.url),
      ),
    },
  },
  server: { host: "127.0.0.1" },
});
