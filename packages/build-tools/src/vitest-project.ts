// A workspace's Vitest project for components in jsdom: the workspaces resolved from their
// TypeScript source (their exports' `source` condition), as the site's and Storybook's builds do.
import { defaultClientConditions } from "vite";
import { defineConfig } from "vitest/config";

export function jsdomProject(name: string, include: string[], setupFile: string) {
  return defineConfig({
    resolve: { conditions: ["source", ...defaultClientConditions] },
    test: {
      name,
      environment: "jsdom",
      include,
      setupFiles: [setupFile],
      // A component test waits for data and lazily imported modules (up to the setup's
      // WAIT_FOR_MS per wait): on two busy cores some passed Vitest's default 5 s. The limit only
      // stops a hang; how fast a widget renders is the benchmarks' question.
      testTimeout: 30_000,
    },
  });
}
