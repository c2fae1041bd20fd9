import { reactRouter } from "@react-router/dev/vite";
import { defaultClientConditions, defineConfig } from "vite";

export default defineConfig({
  plugins: [reactRouter()],
  // The site composes the workspace packages from source: one module graph, one React, no build
  // step in between (React Router adds the server build's own conditions to these).
  resolve: { conditions: ["source", ...defaultClientConditions] },
  ssr: { resolve: { conditions: ["source"] } },
  server: { host: "127.0.0.1" },
});
