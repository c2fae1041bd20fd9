// A workspace's Vitest project for components in jsdom: the workspaces resolved from their
// TypeScript source (their exports' `source` condition), as the site's and Storybook's builds do.
import { defaultClientConditions } from "vite";
import { defineConfig } from "vitest/config";

export function jsdomProject(name: string, include: string[], setupFile: string) {
  return defineConfig({
    resolve: { conditions: ["source", ...defaultClientConditions] },
    test: { name, environment: "jsdom", include, setupFiles: [setupFile] },
  });
}
