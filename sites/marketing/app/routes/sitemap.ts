// Prerendered to build/client/sitemap.xml: every page in both languages with its alternates, and
// every post once, at its one URL, with alternates only between translations.
import { PAGE_PATHS } from "../content/pages";
import { loadPosts, postPath, translationOf } from "../content/posts.server";
import { localizedPath } from "../i18n/paths";
import { SUPPORTED } from "../i18n/language";
import { absoluteUrl, alternateUrls, postAlternates } from "../seo/meta";

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function entry(loc: string, alternates: Array<[string, string]>, lastmod?: string): string {
  const links = alternates.map(
    ([lang, href]) =>
      `\n    <xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(href)}"/>`,
  );
  const modified = lastmod ? `\n    <lastmod>${escapeXml(lastmod)}</lastmod>` : "";
  return `  <url>\n    <loc>${escapeXml(loc)}</loc>${modified}${links.join("")}\n  </url>`;
}

/** A page: its URL in each language, each listing both. */
const pageEntries = (path: string) =>
  SUPPORTED.map((lang) => entry(absoluteUrl(localizedPath(path, lang)), alternateUrls(path)));

export async function loader() {
  const posts = await loadPosts();
  const urls = [
    ...PAGE_PATHS.flatMap(pageEntries),
    ...posts.map((post) => {
      const translation = translationOf(post, posts);
      const alternates = postAlternates(
        { path: postPath(post), language: post.language },
        translation && { path: postPath(translation), language: translation.language },
      );
      const lastmod = /^\d{4}-\d{2}-\d{2}$/.test(post.date) ? post.date : undefined;
      return entry(absoluteUrl(postPath(post)), alternates, lastmod);
    }),
  ];
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(xml, { headers: { "content-type": "application/xml; charset=utf-8" } });
}
