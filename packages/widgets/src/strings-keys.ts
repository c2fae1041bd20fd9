// The catalogue keys a page's `strings` configuration (core/strings.ts) may override, per element:
// the data the manifest (custom-elements.json) and docs/embedding.md list. Read by Node scripts and
// tests only, never by an embed. Each tag's keys come from the catalogues its declaration names
// (the blog widgets share one catalogue, so they share its keys), for every tag in src/tags.ts: a
// new widget needs no line here.
import { overridableKeys } from "./core/strings";
import { WIDGET_DECLARATIONS, type ElementTag } from "./tags";

export const OVERRIDABLE_STRINGS = Object.fromEntries(
  WIDGET_DECLARATIONS.map(({ tag, catalogs }) => [
    tag,
    overridableKeys(catalogs.en as Record<string, unknown>, catalogs.fr as Record<string, unknown>),
  ]),
) as unknown as Record<ElementTag, readonly string[]>;
