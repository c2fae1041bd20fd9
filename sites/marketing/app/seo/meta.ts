// Per-route head tags in the page's language: title, description, canonical URL, hreflang
// alternates, Open Graph.
import type { MetaDescriptor } from "react-router";
import { company } from "../content/company";
import { SITE_URL, widgetConfig } from "../config";
import type { SiteNamespace } from "../i18n/catalogs";
import { siteT } from "../i18n/i18n";
import type { Language } from "../i18n/language";
import { languageOfPath, localizedPath } from "../i18n/paths";

export const absoluteUrl = (path: string) => `${SITE_URL}${path}`;

/** The page's URL in each language, and x-default (English). */
export function alternateUrls(path: string): Array<[hreflang: string, href: string]> {
  const en = absoluteUrl(localizedPath(path, "en"));
  return [
    ["en", en],
    ["fr", absoluteUrl(localizedPath(path, "fr"))],
    ["x-default", en],
  ];
}

const OG_LOCALE: Record<Language, string> = { en: "en_GB", fr: "fr_FR" };

/** Every title ends with the site's name. */
export const fullTitle = (title: string) => `${title} | ${company.name}`;

export interface PageMetaInput {
  /** The page's current path (prefixed for French), lower case, e.g. "/fr/about". */
  path: string;
  title: string;
  description: string;
  /** Open Graph type: "website" for pages, "article" for posts. */
  type?: "website" | "article";
  /**
   * hreflang alternates; default: the page in both languages. A post has them only with a real
   * translation (postAlternates), else none: its canonical names it alone.
   */
  alternates?: Array<[hreflang: string, href: string]>;
}

export function pageMeta({
  path,
  title,
  description,
  type = "website",
  alternates = alternateUrls(path),
}: PageMetaInput) {
  const lang = languageOfPath(path);
  const url = absoluteUrl(localizedPath(path, lang));
  const other: Language = lang === "en" ? "fr" : "en";
  const titled = fullTitle(title);
  return [
    { title: titled },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...alternates.map(([hrefLang, href]) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang,
      href,
    })),
    { property: "og:type", content: type },
    { property: "og:site_name", content: company.name },
    { property: "og:title", content: titled },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: OG_LOCALE[lang] },
    ...(alternates.length ? [{ property: "og:locale:alternate", content: OG_LOCALE[other] }] : []),
    { name: "twitter:card", content: "summary" },
  ] satisfies MetaDescriptor[];
}

/** A page's head tags from its namespace's `meta.title` and `meta.description`. */
export function namespaceMeta(namespace: SiteNamespace, pathname: string) {
  const t = siteT(languageOfPath(pathname), namespace);
  return pageMeta({
    path: pathname.toLowerCase(),
    title: t("meta.title"),
    description: t("meta.description"),
  });
}

/**
 * A post's hreflang alternates: itself and its translation, each at its one URL, with
 * x-default the English one; none without a translation.
 */
export function postAlternates(
  post: { path: string; language: Language },
  translation: { path: string; language: Language } | undefined,
): Array<[hreflang: string, href: string]> {
  if (!translation) return [];
  const pair = [post, translation].sort((a, b) => a.language.localeCompare(b.language));
  const english = pair.find((item) => item.language === "en") ?? pair[0]!;
  return [
    ...pair.map((item): [string, string] => [item.language, absoluteUrl(item.path)]),
    ["x-default", absoluteUrl(english.path)],
  ];
}

/**
 * Early connections to the API when it is on another origin (CORS fetches and plain image
 * requests); the site's own `/api` needs none.
 */
export function dataOriginLinks() {
  const origins = new Set<string>();
  try {
    const { origin } = new URL(widgetConfig.api);
    if (origin !== new URL(SITE_URL).origin) origins.add(origin);
  } catch {
    // A relative address is the site's own.
  }
  return [...origins].flatMap((href) => [
    { rel: "preconnect", href, crossOrigin: "anonymous" as const },
    { rel: "preconnect", href },
  ]);
}
