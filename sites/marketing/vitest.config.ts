import { jsdomProject } from "@marketing/build-tools/vitest-project";

export default jsdomProject(
  "site",
  ["app/**/*.test.{ts,tsx}", "test/**/*.test.{ts,tsx}"],
  "./test/setup.ts",
);
