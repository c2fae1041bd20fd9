import { basename, dirname, resolve } from "node:path";
import type { Plugin } from "esbuild";

/**
 * An npm element subpath (`@marketing/widgets/<tag>`) calls its element's `define` in its own file:
 * the element's module may land in a chunk shared with `./elements`, which `sideEffects` does not
 * list, so a bundler would drop the registration of a bare `import "@marketing/widgets/<tag>"`.
 * (Unless the module's own registration on import already did it.) The generated module imports
 * its element by a relative path from the element's folder: its source map (published with the
 * package) then carries no path of the publisher's machine.
 */
export const registeringEntries: Plugin = {
  name: "registering-entries",
  setup(build) {
    build.onResolve({ filter: /\.element\.ts$/ }, (args) =>
      // The path as given (relative: what the source map names it by), the folder it is from aside.
      args.kind === "entry-point"
        ? { path: args.path, namespace: "subpath", pluginData: args.resolveDir }
        : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: "subpath" }, (args) => {
      const file = JSON.stringify(`./${basename(args.path)}`);
      const tag = JSON.stringify(basename(args.path, ".element.ts"));
      const register = `if (typeof customElements !== "undefined" && !customElements.get(${tag})) define();`;
      return {
        contents: `import { define } from ${file};\n${register}\nexport * from ${file};`,
        resolveDir: dirname(resolve(args.pluginData as string, args.path)),
        loader: "ts",
      };
    });
  },
};
