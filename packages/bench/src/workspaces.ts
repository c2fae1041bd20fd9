// The measured workspaces' folders: the bench reads their builds and sources by path, which their
// packages do not export (the widgets' `package.json` is the one file every package exports).
import { createRequire } from "node:module";
import { dirname } from "node:path";

export const WIDGETS_DIR = dirname(
  createRequire(import.meta.url).resolve("@marketing/widgets/package.json"),
);
