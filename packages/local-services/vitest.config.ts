import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "local-services",
    environment: "node",
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
  },
});
