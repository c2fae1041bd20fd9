import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@marketing/widgets": fileURLToPath(
        new URL("../../packages/widgets/src/index.ts", import.meta.url),
      ),
    },
  },
  test: {
    name: "site",
    environment: "jsdom",
    include: ["app/**/*.test.{ts,tsx}", "test/**/*.test.{ts,tsx}"],
    setupFiles: ["../../packages/widgets/test/setup.ts"],
  },
});
