import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "wordpress-plugin",
    environment: "node",
    include: ["src/**/*.test.ts", "scripts/**/*.test.ts"],
  },
});
