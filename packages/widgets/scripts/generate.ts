// `npm run docs -w @marketing/widgets`: writes what derives from src/tags.ts and the declarations and
// is committed: custom-elements.json and docs/embedding.md's element reference
// (scripts/custom-elements-manifest.ts), src/elements.ts and src/components.ts (scripts/entries.ts).
// The build does not (it leaves the tree clean); tests fail while any of them is stale.
import { readFileSync, writeFileSync } from "node:fs";
import {
  EMBEDDING_DOC,
  MANIFEST_FILE,
  generateManifest,
  serializeManifest,
  withElementReference,
} from "./custom-elements-manifest";
import { writeEntries } from "./entries";

writeFileSync(MANIFEST_FILE, serializeManifest());
writeFileSync(EMBEDDING_DOC, withElementReference(readFileSync(EMBEDDING_DOC, "utf8")));
const entries = await writeEntries();
console.log(
  `custom-elements.json: ${generateManifest().modules.length} elements; src/elements.ts, src/components.ts: ${entries ? "rewritten" : "up to date"}.`,
);
