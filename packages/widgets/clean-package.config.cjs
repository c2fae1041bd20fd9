// What `npm pack` / `npm publish` write into the published package.json (clean-package runs on
// prepack and restores the file on postpack): the `source` export conditions and side-effect paths
// name src/, which only the workspaces read (they run the TypeScript through that condition) and
// which is not published; a consumer's package.json names only the files it receives. A subpath
// with no other condition (`./tags`, `./testing`: for this repository's tests and tooling) is
// workspace-internal and goes whole.
const { exports: entries, sideEffects } = require("./package.json");

/** clean-package's key paths are dot-separated; the dots of a subpath ("./elements") are escaped. */
const escaped = (subpath) => subpath.replace(/\./g, "\\.");

module.exports = {
  remove: [
    "devDependencies",
    ...Object.entries(entries)
      .filter(([, target]) => typeof target === "object" && "source" in target)
      .map(([subpath, target]) =>
        Object.keys(target).length === 1
          ? `exports.${escaped(subpath)}`
          : `exports.${escaped(subpath)}.source`,
      ),
  ],
  replace: { sideEffects: sideEffects.filter((path) => !path.startsWith("./src/")) },
};
