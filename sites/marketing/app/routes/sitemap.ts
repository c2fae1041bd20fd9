// Prerendered to build/client/sitemap.xml: every page in both languages, and every post.
import { PAGE_PATHS } from "../content/pages";
import { loadPosts } from "../content/posts.server";
import { absoluteUrl, frenchUrl } from "../seo/meta";

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function entry(path: string, lastmod?: string): string {
  const alternates = [
    ["en", absoluteUrl(path)],
    ["fr", frenchUrl(path)],
    ["x-default", absoluteUrl(path)],
  ]
    .map(
      ([lang, href]) =>
        `    <xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(href!)}"/>`,
    )
    .join("\n");
  const modified = lastmod ? `\n    <lastmod>${escapeXml(lastmod)}</lastmod>` : "";
  return `  <url>\n    <loc>${escapeXml(absoluteUrl(path))}</loc>${modified}\n${alternates}\n  </url>`;
}

export async function loader() {
  const posts = await loadPosts();
  const urls = [
    ...PAGE_PATHS.map((path) => entry(path)),
    ...posts.map((post) =>
      entry(`/blog/${post.slug}`, /^\d{4}-\d{2}-\d{2}$/.test(post.date) ? post.date : undefined),
    ),
  ];
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(xml, { headers: { "content-type": "application/xml; charset=utf-8" } });
}
