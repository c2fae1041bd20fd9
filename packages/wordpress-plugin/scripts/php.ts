// Whether PHP's command line is here: the tests that run the plugin's PHP skip without it (the
// WordPress layer of `npm test` requires it; CI installs it).
import { execFileSync } from "node:child_process";

export function hasPhp(): boolean {
  try {
    execFileSync("php", ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}
