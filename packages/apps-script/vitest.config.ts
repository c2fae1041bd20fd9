import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "apps-script",
    environment: "node",
    include: ["test/**/*.test.ts"],
  },
});
