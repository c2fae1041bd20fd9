// Per-route head tags: title, description, canonical URL, hreflang alternates and Open Graph.
import type { MetaDescriptor } from "react-router";
import { company } from "../content/company";
import { SITE_URL, widgetConfig } from "../config";

export interface PageMetaInput {
  /** The route's canonical path, lower case, e.g. "/about". */
  path: string;
  title: string;
  description: string;
  /** Open Graph type: "website" for pages, "article" for posts. */
  type?: "website" | "article";
}

export const absoluteUrl = (path: string) => `${SITE_URL}${path === "/" ? "/" : path}`;

/** The French version of a page is the same URL with ?lang=fr (the interface switches on load). */
export const frenchUrl = (path: string) => `${absoluteUrl(path)}?lang=fr`;

export function pageMeta({ path, title, description, type = "website" }: PageMetaInput) {
  const url = absoluteUrl(path);
  const fullTitle = path === "/" ? title : `${title} | ${company.name}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { tagName: "link", rel: "alternate", hrefLang: "en", href: url },
    { tagName: "link", rel: "alternate", hrefLang: "fr", href: frenchUrl(path) },
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: url },
    { property: "og:type", content: type },
    { property: "og:site_name", content: company.name },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: "en_GB" },
    { property: "og:locale:alternate", content: "fr_FR" },
    { name: "twitter:card", content: "summary" },
  ] satisfies MetaDescriptor[];
}

/** Early connections to the Sheets API (CORS fetches) and the image host (plain image requests). */
export function dataOriginLinks() {
  const origins = new Set<string>();
  for (const url of [widgetConfig.sheetsApiBase, widgetConfig.driveImageUrl]) {
    try {
      origins.add(new URL(url).origin);
    } catch {
      // A relative or malformed URL needs no preconnect.
    }
  }
  return [...origins].flatMap((href) => [
    { rel: "preconnect", href, crossOrigin: "anonymous" as const },
    { rel: "preconnect", href },
  ]);
}
