// `@marketing/widgets/server`: the widgets rendered to HTML in Node, for any host that builds or
// serves pages (Next.js, Astro, Eleventy, the site's prerender). Each element comes out whole, with
// its styles, in a declarative shadow root: finished before any script, and taken over in place by
// the custom element when its code arrives (core/element.ts). docs/embedding.md, "Server-side
// rendering". Never part of the browser builds (widgets.js, its chunks, the standalone scripts).
import { createElement, type ComponentType } from "react";
import { prerender } from "react-dom/static";
import type { ElementTag } from "../tags";
import type { WidgetConfig } from "../core/config";
import { applyRenamed } from "../core/element";
import { parseAttribute } from "../core/declaration";
import { PrerenderedProvider, type FormOutcomes, type PrerenderedData } from "../core/prerendered";
import { outcomeHtml } from "../core/formPost";
import { SERVER_RENDERED_ATTRIBUTE } from "../core/serverMarkers";
import { WidgetsProvider } from "../core/WidgetsProvider";
import { baseCss } from "../core/tokens";
import { ELEMENT_TAGS } from "../tags";
import { SERVER_WIDGETS } from "./widgets";
import { withLanguageColumn } from "../blog/postLanguage";

export { articleHtmlFromDocument, type ArticleOptions } from "./article";
/** The one check of a published document's address (https://docs.google.com only), for a host's build that fetches it. */
export { checkDocUrl } from "../blog/docs";
/** The built-in sample posts (spec §9) a blog list shows when the sheet is empty: a host prerenders their pages so those cards never lead to a 404. */
export { samplePosts } from "../blog/samplePosts";
export type { PrerenderedData } from "../core/prerendered";
export type { ElementTag } from "../tags";

export interface RenderWidgetOptions {
  lang: "en" | "fr";
  /** Attributes written on the element (their documented kebab-case names). */
  attributes?: Record<string, string | number | boolean | undefined>;
  /** The page configuration (what the JSON block / WidgetsProvider gives). */
  config?: Partial<WidgetConfig>;
  /** What the build already read, shown in the HTML and handed to the element so it does not fetch it again. */
  data?: PrerenderedData;
  /**
   * The page's path (`/fr/blog`), for a form whose configured endpoint answers a form posted
   * without JavaScript with a 303 back to it (the edge Worker and the local services do: an Apps
   * Script or a webhook does not). The form then posts natively (`method="post"` to its endpoint)
   * and the element carries its outcome messages, shown when the redirect's `#newsletter-sent`,
   * `#contact-failed`… targets them. Without it a native submission goes nowhere (`method="dialog"`).
   */
  formPage?: string;
  /**
   * With `formPage`, for a page's second (third…) form of a kind: its outcome ids become
   * `{kind}-{formSuffix}-sent`… (lower-case letters and digits), so no two share an id, and the
   * form posts it back for the redirect. The first form of a kind leaves it out.
   */
  formSuffix?: string;
}

/** The widgets' attribute names: lower-case kebab-case, nothing HTML would read otherwise. */
const ATTRIBUTE_NAME = /^[a-z][a-z0-9-]*$/;

const camel = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/** An attribute's text as the element reads it: `true` is "true", `false` and undefined are left out. */
function attributeText(value: string | number | boolean | undefined): string | undefined {
  if (value === undefined || value === false) return undefined;
  return String(value);
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * What the data block carries: the data without the article, which the markup already holds (the
 * element reads it back from the shadow root; carrying it twice doubled a post page's article).
 */
function carried(data: PrerenderedData | undefined): PrerenderedData | undefined {
  if (!data) return undefined;
  const { articleHtml: _inMarkup, ...rest } = data;
  return Object.keys(rest).length > 0 ? rest : undefined;
}

/** JSON inside `<script>`: nothing in it can close the element or open a comment. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

async function streamText(stream: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let text = "";
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    text += decoder.decode(value, { stream: true });
  }
}

/**
 * The element's outer HTML: `<tag …attributes><template shadowrootmode="open"><style>…</style>…markup…
 * </template>…</tag>`, the widget finished (React's static prerender waits for everything to
 * render), in `lang`, with `config` applied and `data` shown. The data also travels with the
 * element, in a `<script type="application/json" data-mw-data>` child (all but the article, which
 * the markup holds), so that the element shows it without fetching it and then refreshes it from
 * the live sheet and document.
 */
export async function renderWidget(tag: ElementTag, options: RenderWidgetOptions): Promise<string> {
  const widget = SERVER_WIDGETS[tag];
  if (!widget) throw new Error(`[marketing-widgets] renderWidget: unknown tag <${String(tag)}>.`);
  const { lang, config } = options;
  // Every post's language column filled (detected from its text where the sheet leaves it empty):
  // the element then needs no detector to show what the HTML shows.
  const data = options.data?.posts
    ? { ...options.data, posts: withLanguageColumn(options.data.posts).rows }
    : options.data;
  const { Component, props: types, renamed } = widget.define.widget!;
  const written: Array<[string, string]> = [];
  const props: Record<string, unknown> = {};
  for (const [name, value] of Object.entries({ ...options.attributes, lang })) {
    // Written into the HTML as they are: a name with a space, `=`, `>` or a quote would write
    // other attributes or markup of its own.
    if (!ATTRIBUTE_NAME.test(name))
      throw new Error(
        `[marketing-widgets] renderWidget <${tag}>: attribute name ${JSON.stringify(name)} is not ${ATTRIBUTE_NAME}.`,
      );
    const text = attributeText(value);
    if (text === undefined) continue;
    written.push([name, text]);
    const prop = camel(name);
    const type = types[prop];
    if (type) props[prop] = parseAttribute(type, text);
  }
  applyRenamed(tag, props, renamed);
  const outcomes: FormOutcomes = new Map();
  const prerendered = {
    takingOver: false,
    data,
    formPage: options.formPage,
    formSuffix: options.formSuffix,
    outcomes,
  };
  const tree = createElement(
    WidgetsProvider,
    { config, lang, children: undefined },
    createElement(
      PrerenderedProvider,
      { value: prerendered },
      createElement(Component as ComponentType<Record<string, unknown>>, {
        ...props,
        ...widget.serverProps,
      }),
    ),
  );
  const { prelude } = await prerender(tree, {
    onError(error) {
      console.error(`[marketing-widgets] renderWidget <${tag}>:`, error);
    },
  });
  // React writes the image preloads it finds ahead of the markup (it has no <head> to put them in):
  // inside a shadow root they only repeat the <img>; the host decides what its <head> preloads.
  // Its attribute values are escaped (no raw ">").
  const markup = (await streamText(prelude)).replace(/^(?:<link rel="preload"[^>]*\/>)+/, "");
  written.push([SERVER_RENDERED_ATTRIBUTE, ""]);
  const attributes = written
    .map(([name, text]) => (text ? ` ${name}="${escapeAttribute(text)}"` : ` ${name}`))
    .join("");
  const block = carried(data)
    ? `<script type="application/json" data-mw-data>${scriptJson(carried(data))}</script>`
    : "";
  return `<${tag}${attributes}><template shadowrootmode="open">${markup}</template>${block}${outcomeHtml(outcomes)}</${tag}>`;
}

/**
 * Every CSS text a server-rendered shadow root may carry, one per widget (for a host's CSP:
 * `style-src 'sha256-…'` of each). In the browser the element adopts the same text as a
 * constructed stylesheet, which CSP does not govern.
 */
export function widgetStyles(): string[] {
  return ELEMENT_TAGS.map((tag) => baseCss + SERVER_WIDGETS[tag].declaration.styles);
}
