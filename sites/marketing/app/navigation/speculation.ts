// Speculation Rules for a page (`<script type="speculationrules">`): moving between pages is a
// real navigation, made instant by fetching the likely next page ahead.
// - The same page in the other language is prefetched at once: it is the language switch's
//   target. Prefetched, not prerendered: a prerendered page runs its head script before the click
//   stores the new choice, and that script would send it back to the stored language.
// - Links to other pages of the page's language are prerendered when the visitor shows intent
//   (`moderate`: a hover or a touch start), so the page is already painted when they click.
import { languageOfPath, localizedPath } from "../i18n/paths";

/** Paths that are not pages of the site (the widgets' files, the embed example page). */
const NOT_PAGES = ["/embed/*", "/examples/*"];

/** `other`: where the language switch leads (the same page in the other language by default). */
export function speculationRules(pathname: string, other?: string) {
  const lang = languageOfPath(pathname);
  other ??= localizedPath(pathname, lang === "en" ? "fr" : "en");
  const sameLanguage =
    lang === "fr"
      ? [{ href_matches: "/fr/*" }]
      : [
          { href_matches: "/*" },
          { not: { href_matches: "/fr/*" } },
          { not: { href_matches: "/fr" } },
        ];
  return {
    prefetch: [{ source: "list", urls: [other], eagerness: "eager" }],
    prerender: [
      {
        source: "document",
        where: {
          and: [
            ...sameLanguage,
            ...NOT_PAGES.map((pattern) => ({ not: { href_matches: pattern } })),
            { not: { href_matches: pathname } },
          ],
        },
        eagerness: "moderate",
      },
    ],
  };
}

/** The rules as the text of their inline script (no value can close the tag). */
export function speculationRulesJson(pathname: string, other?: string): string {
  return JSON.stringify(speculationRules(pathname, other)).replace(/</g, "\\u003c");
}
