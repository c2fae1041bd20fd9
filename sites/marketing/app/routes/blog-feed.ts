// Prerendered to build/client/blog/rss.xml and fr/blog/rss.xml: the latest posts of the
// page's language, each whole (its article from the build's document read, sanitized), for feed
// readers and RSS-to-email. Every page's head names its language's feed (root.tsx).
import type { Route } from "./+types/blog-feed";
import { ABSOLUTE_API } from "../config";
import { company } from "../content/company";
import { rssFeed } from "../content/feed";
import { FEED_PATH } from "../content/pages";
import { loadArticleHtml, loadPosts, postImageUrl, postPath } from "../content/posts.server";
import { siteT } from "../i18n/i18n";
import { languageOfPath, localizedPath } from "../i18n/paths";
import { absoluteUrl } from "../seo/meta";

export async function loader({ request }: Route.LoaderArgs) {
  const lang = languageOfPath(new URL(request.url).pathname);
  const t = siteT(lang, "blog");
  const posts = (await loadPosts()).filter((post) => post.language === lang);
  const items = await Promise.all(
    posts.map(async (post) => ({
      title: post.title,
      url: absoluteUrl(postPath(post)),
      date: post.date,
      author: post.author,
      summary: post.summary,
      category: post.category,
      imageUrl: postImageUrl(post, ABSOLUTE_API),
      articleHtml: await loadArticleHtml(post, ABSOLUTE_API),
    })),
  );
  const xml = rssFeed({
    language: lang,
    title: t("feed.title", { company: company.name }),
    description: t("meta.description"),
    blogUrl: absoluteUrl(localizedPath("/blog", lang)),
    selfUrl: absoluteUrl(localizedPath(FEED_PATH, lang)),
    items,
  });
  return new Response(xml, { headers: { "content-type": "application/rss+xml; charset=utf-8" } });
}
