// The server renderer's view of each element: its element file's component and attributes (the
// same `widgetModule` call the browser registers) and its declaration, for every tag in
// src/tags.ts (each element file exports `define` and `declaration`): a new widget needs no line here.
import { ELEMENT_TAGS, type ElementTag } from "../tags";
import type { DefineElement } from "../core/element";
import type { WidgetDeclaration } from "../core/declaration";
import { SHOWN_AT_TARGETS_MS } from "../kpi-counters/KpiCounters";

export interface ServerWidget {
  define: DefineElement<unknown>;
  declaration: WidgetDeclaration;
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
      const { define, declaration } = (await import(`../${tag}/${tag}.element.ts`)) as ServerWidget;
      return [tag, { define, declaration, serverProps: SERVER_PROPS[tag] }];
    }),
  ),
) as Record<ElementTag, ServerWidget>;
