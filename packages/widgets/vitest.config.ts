import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "widgets",
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}", "test/**/*.test.{ts,tsx}"],
    setupFiles: ["./test/setup.ts"],
  },
});
