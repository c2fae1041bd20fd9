// What index.js exports beside the types index.d.ts declares: `create`, the analyzer on parsed
// modules, and the TypeScript it parses them with (its own version).
import type { Plugin } from "@custom-elements-manifest/analyzer";
import type * as TypeScript from "typescript";

declare module "@custom-elements-manifest/analyzer" {
  export function create(options: {
    modules: unknown[];
    plugins?: Plugin[];
    context?: Record<string, unknown>;
  }): unknown;
  export const ts: Pick<typeof TypeScript, "createSourceFile" | "ScriptTarget">;
}
