// `npm run docs -w @marketing/widgets`: writes what derives from src/tags.ts and the declarations and
// is committed: custom-elements.json (@custom-elements-manifest/analyzer, see
// scripts/custom-elements-manifest.ts) and docs/embedding.md's element reference from it,
// src/elements.ts and src/components.ts (scripts/entries.ts).
// The build does not (it leaves the tree clean); tests fail while any of them is stale.
import { readFileSync, writeFileSync } from "node:fs";
import {
  EMBEDDING_DOC,
  analyze,
  renderElementReference,
  withElementReference,
} from "./custom-elements-manifest";
import { writeEntries } from "./entries";

const manifest = await analyze({ write: true });
writeFileSync(
  EMBEDDING_DOC,
  withElementReference(readFileSync(EMBEDDING_DOC, "utf8"), renderElementReference(manifest)),
);
const entries = await writeEntries();
console.log(
  `custom-elements.json: ${manifest.modules.length} elements; src/elements.ts, src/components.ts: ${entries ? "rewritten" : "up to date"}.`,
);
