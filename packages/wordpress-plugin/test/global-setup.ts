// A fresh WordPress with the built plugin for the run, stopped afterwards.
import { execFileSync } from "node:child_process";
import { WORDPRESS_SCRIPT } from "./support";

export default function globalSetup(): () => void {
  execFileSync("bash", [WORDPRESS_SCRIPT, "up"], { stdio: "inherit" });
  return () => execFileSync("bash", [WORDPRESS_SCRIPT, "down"], { stdio: "inherit" });
}
