// A widget on a page of the site, as a marketer's page has it: the custom element, rendered at
// build time by the library's server renderer (`@marketing/widgets/server`: the element with its
// declarative shadow root, so it is whole and styled before any script), then upgraded in the
// browser by the same loader (`/embed/widgets.js`) and page configuration block marketers use.
// The site imports no widget component: the browser gets each widget's code from the loader's
// chunks, only on pages that show one.
import { createContext, use, useContext, useId, type ReactNode } from "react";
import { useLocation } from "react-router";
import type { SubmissionKind } from "@marketing/contracts";
import { PAGE_CONFIG_ID } from "@marketing/widgets";
import type { ElementTag, RenderWidgetOptions } from "@marketing/widgets/server";
import { useSiteLanguage } from "../i18n/SiteLanguage";
import { configBlockJson, pageWidgetConfig } from "./page-config";

/** The loader, as the site serves it (`/embed/`, copied into the build by react-router.config.ts). */
export const LOADER_SRC = "/embed/widgets.js";

/** One page render's widgets: their HTML by position, and which one brings the loader. */
interface PageWidgets {
  renders: Map<string, Promise<string>>;
  first?: string;
  /** How many elements of each tag the page has rendered: a second form's outcome ids differ. */
  counts: Map<ElementTag, number>;
}

const PageWidgetsContext = createContext<PageWidgets | null>(null);

/** Wraps one page render (root.tsx): the widgets in it share one loader and one configuration block. */
export function PageWidgetsProvider({ children }: { children: ReactNode }) {
  return (
    <PageWidgetsContext.Provider value={{ renders: new Map(), counts: new Map() }}>
      {children}
    </PageWidgetsContext.Provider>
  );
}

/**
 * The library's server renderer, imported at build time only: the prerender runs it, and the
 * client bundle React Router still builds (never served, see static-site.ts) leaves it out.
 */
async function renderWidget(tag: ElementTag, options: RenderWidgetOptions): Promise<string> {
  if (!import.meta.env.SSR) throw new Error("Widgets are rendered when the site is built.");
  const server = await import("@marketing/widgets/server");
  return server.renderWidget(tag, options);
}

/** The widgets with a form, and what it submits. */
const FORM_KINDS: Partial<Record<ElementTag, SubmissionKind>> = {
  "newsletter-signup": "newsletter",
  "contact-form": "contact",
  "blog-post": "comment",
};

/**
 * The page a widget's form posts from without JavaScript: its form posts to the API's route, which
 * answers a form post with a redirect back to this page at the outcome's message
 * (docs/decisions/2026-11-28-forms-without-javascript.md).
 */
function formPageFor(tag: ElementTag, path: string): string | undefined {
  return FORM_KINDS[tag] ? path : undefined;
}

export interface WidgetProps {
  tag: ElementTag;
  /** The element's documented attributes (`compact`, `limit`, `slug`…), as a marketer writes them. */
  attributes?: RenderWidgetOptions["attributes"];
  /** What the build already read for it (see `RenderWidgetOptions.data`). */
  data?: RenderWidgetOptions["data"];
  className?: string;
}

/**
 * The element, server-rendered in the page's language with the site's configuration. The first
 * widget of a page also writes the page configuration block and the loader's script tag (`async`:
 * it fetches the chunks of the elements on the page).
 */
export function Widget({ tag, attributes, data, className }: WidgetProps) {
  const page = useContext(PageWidgetsContext);
  if (!page) throw new Error("<Widget> needs a <PageWidgetsProvider> above it (root.tsx).");
  const { lang } = useSiteLanguage();
  // useId is the element's place in the tree: stable while React retries the render below.
  const id = useId();
  page.first ??= id;
  const config = pageWidgetConfig(lang);
  const { pathname } = useLocation();
  let render = page.renders.get(id);
  if (!render) {
    // Rendered once per element, in page order: the second newsletter form is `newsletter-2-sent`…
    const nth = (page.counts.get(tag) ?? 0) + 1;
    page.counts.set(tag, nth);
    // `theme="auto"`: dark with the site under a dark system setting, from the HTML's first paint.
    render = renderWidget(tag, {
      lang,
      attributes: { theme: "auto", ...attributes },
      config,
      data,
      formPage: formPageFor(tag, pathname),
      formSuffix: nth > 1 ? String(nth) : undefined,
    });
    page.renders.set(id, render);
  }
  const html = use(render);
  return (
    <>
      {/* `display: contents` (site.css): the element is the box, as on a marketer's page. */}
      <div
        className={["widget-host", className].filter(Boolean).join(" ")}
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {page.first === id && (
        <>
          <script
            type="application/json"
            id={PAGE_CONFIG_ID}
            dangerouslySetInnerHTML={{ __html: configBlockJson(config) }}
          />
          <script src={LOADER_SRC} async />
        </>
      )}
    </>
  );
}
