import { jsdomProject } from "@marketing/build-tools/vitest-project";

export default jsdomProject(
  "widgets",
  ["src/**/*.test.{ts,tsx}", "test/**/*.test.{ts,tsx}"],
  "./test/setup.ts",
);
