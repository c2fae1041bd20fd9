// The catalogue keys a page's `strings` configuration (core/strings.ts) may override, per element:
// the data the manifest (custom-elements.json) and docs/embedding.md list. Read by Node scripts and
// tests only, never by an embed. Each tag's keys come from the catalogues its element file's
// `definition` names (the blog widgets share one catalogue, so they share its keys), for every tag
// in src/tags.ts: a new widget needs no line here.
import { overridableKeys } from "./core/strings";
import { ELEMENT_TAGS, type ElementTag } from "./tags";
import type { WidgetDefinition } from "./core/WidgetRoot";

const keysOf = ({ definition }: { definition: WidgetDefinition<never> }) =>
  overridableKeys(
    definition.catalogs.en as Record<string, unknown>,
    definition.catalogs.fr as Record<string, unknown>,
  );

export const OVERRIDABLE_STRINGS = Object.fromEntries(
  await Promise.all(
    ELEMENT_TAGS.map(async (tag) => [tag, keysOf(await import(`./${tag}/${tag}.element.ts`))]),
  ),
) as Record<ElementTag, readonly string[]>;
