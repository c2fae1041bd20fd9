// The npm package as a React app consumes it (the built dist/, through the exports map).
import { expect, test } from "@playwright/test";
import { REACT_MARKERS, bundleConsumer } from "../scripts/package-size";

test("the npm package adds no copy of React to a consumer's bundle", async () => {
  const bundle = await bundleConsumer();
  expect(bundle).toContain("newsletter-signup"); // the package itself is in the bundle
  expect(REACT_MARKERS.filter((marker) => bundle.includes(marker))).toEqual([]);
  expect(bundle).toMatch(/from\s*"react(\/jsx-runtime)?"/); // React stays the app's own import
});

test("the check would catch a copy: React's own bundle carries the markers", async () => {
  const { build } = await import("esbuild");
  const result = await build({
    stdin: {
      contents: 'export { createRoot } from "react-dom/client";',
      resolveDir: process.cwd(),
    },
    bundle: true,
    write: false,
    minify: true,
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "silent",
  });
  const text = result.outputFiles[0]!.text;
  expect(REACT_MARKERS.some((marker) => text.includes(marker))).toBe(true);
});

test("each element subpath registers its element and exports its define function", async () => {
  const bundle = await bundleConsumer(
    'import { defineNewsletterSignup } from "@marketing/widgets/newsletter-signup"; console.log(defineNewsletterSignup);',
  );
  expect(bundle).toContain('"newsletter-signup"');
  // One element, not all seven: no other widget's code or strings (the tag names alone may appear
  // in tables of every tag).
  expect(bundle).not.toContain("Send us a message");
  expect(bundle).not.toMatch(/\(\s*"contact-form"\s*,/);
});
