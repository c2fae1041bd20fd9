import { defaultServerConditions } from "vite";
import { defineConfig } from "vitest/config";

// The Worker's tests: each starts the bundled Worker in workerd (scripts/local-worker.ts).
export default defineConfig({
  test: {
    name: "edge",
    environment: "node",
    include: ["test/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
  resolve: { conditions: ["source", ...defaultServerConditions] },
  ssr: { resolve: { conditions: ["source", ...defaultServerConditions] } },
});
