import { defaultClientConditions } from "vite";
import { defineConfig } from "vitest/config";

export default defineConfig({
  // Workspace packages from their TypeScript source (their exports' `source` condition).
  resolve: { conditions: ["source", ...defaultClientConditions] },
  test: {
    name: "widgets",
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}", "test/**/*.test.{ts,tsx}"],
    setupFiles: ["./test/setup.ts"],
  },
});
