// Prerendered to build/client/sitemap.xml: every page and every post, in both languages, each URL
// with its alternates.
import { PAGE_PATHS } from "../content/pages";
import { loadPosts } from "../content/posts.server";
import { localizedPath } from "../i18n/paths";
import { SUPPORTED } from "../i18n/language";
import { absoluteUrl, alternateUrls } from "../seo/meta";

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function entries(path: string, lastmod?: string): string[] {
  const alternates = alternateUrls(path)
    .map(
      ([lang, href]) =>
        `    <xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(href)}"/>`,
    )
    .join("\n");
  const modified = lastmod ? `\n    <lastmod>${escapeXml(lastmod)}</lastmod>` : "";
  return SUPPORTED.map(
    (lang) =>
      `  <url>\n    <loc>${escapeXml(absoluteUrl(localizedPath(path, lang)))}</loc>${modified}\n${alternates}\n  </url>`,
  );
}

export async function loader() {
  const posts = await loadPosts();
  const urls = [
    ...PAGE_PATHS.flatMap((path) => entries(path)),
    ...posts.flatMap((post) =>
      entries(`/blog/${post.slug}`, /^\d{4}-\d{2}-\d{2}$/.test(post.date) ? post.date : undefined),
    ),
  ];
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(xml, { headers: { "content-type": "application/xml; charset=utf-8" } });
}
