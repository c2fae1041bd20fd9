// The server renderer's view of each element: its element file's component and attributes (the
// same `widgetModule` call the browser registers) and its definition's styles, for every tag in
// src/tags.ts (each element file exports `define` and `definition`): a new widget needs no line here.
import { ELEMENT_TAGS, type ElementTag } from "../tags";
import type { DefineElement } from "../core/element";
import type { WidgetDefinition } from "../core/WidgetRoot";
import { SHOWN_AT_TARGETS_MS } from "../kpi-counters/KpiCounters";

export interface ServerWidget {
  define: DefineElement<unknown>;
  definition: WidgetDefinition<never>;
  /** Props only the server render gets. */
  serverProps?: Record<string, unknown>;
}

/**
 * The counters' figures in the HTML are their targets (what a reader without JavaScript, a crawler
 * or a link preview should see); the element counts up to them once on screen.
 */
const SERVER_PROPS: Partial<Record<ElementTag, Record<string, unknown>>> = {
  "kpi-counters": { elapsedMs: SHOWN_AT_TARGETS_MS },
};

export const SERVER_WIDGETS = Object.fromEntries(
  await Promise.all(
    ELEMENT_TAGS.map(async (tag) => {
      const { define, definition } = (await import(`../${tag}/${tag}.element.ts`)) as ServerWidget;
      return [tag, { define, definition, serverProps: SERVER_PROPS[tag] }];
    }),
  ),
) as Record<ElementTag, ServerWidget>;
