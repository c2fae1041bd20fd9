// Child process (cwd: packages/widgets): rebuilds the embed scripts exactly as tsup.config.ts
// does, into argv[2], with source maps, so the bench can attribute bytes and profile samples to
// packages when the build itself ships no maps. The widgets' build config is read from the folder
// tsup runs in, as tsup itself reads it: a build file, not part of the package's API.
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { build, type Options } from "tsup";

const { default: configs } = (await import(
  pathToFileURL(join(process.cwd(), "tsup.config.ts")).href
)) as { default: Options | Options[] };

const outDir = process.argv[2];
if (!outDir) throw new Error("usage: sourcemapped-embed.ts <out dir>");

for (const config of ([] as Options[]).concat(configs)) {
  if (!String(config.outDir ?? "").includes("embed")) continue;
  await build({
    ...config,
    outDir,
    sourcemap: true,
    clean: false,
    config: false,
    silent: true,
    // tsup composes terser's map with esbuild's only when terser produces one.
    ...(config.minify === "terser" && {
      terserOptions: { ...config.terserOptions, sourceMap: true },
    }),
  });
}
