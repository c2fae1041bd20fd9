// Prerendered to build/client/robots.txt.
import { absoluteUrl } from "../seo/meta";

export function loader() {
  const body = `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl("/sitemap.xml")}\n`;
  return new Response(body, { headers: { "content-type": "text/plain; charset=utf-8" } });
}
