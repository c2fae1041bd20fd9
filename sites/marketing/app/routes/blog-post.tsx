import { BlogPost } from "@marketing/widgets";
import type { Route } from "./+types/blog-post";
import { HydrationBoundary } from "../components/HydrationBoundary";
import { WidgetLinks } from "../components/WidgetLinks";
import { company } from "../content/company";
import { findPost, postImageUrl } from "../content/posts.server";
import { siteT } from "../i18n/i18n";
import { languageOfPath } from "../i18n/paths";
import { useSiteTranslation } from "../i18n/SiteLanguage";
import { absoluteUrl, dataOriginLinks, pageMeta } from "../seo/meta";
import { NotFound, notFoundMeta } from "./not-found";

/** Build time: the post's summary for the head tags, the structured data and readers without JS. */
export async function loader({ params }: Route.LoaderArgs) {
  const post = await findPost(params.slug);
  return { post: post ? { ...post, image: postImageUrl(post) } : null };
}

/** A slug the build did not know (a client-side link to it): the not-found screen. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  try {
    return await serverLoader();
  } catch {
    return { post: null };
  }
}

export const links = dataOriginLinks;

export function meta({ loaderData, location }: Route.MetaArgs) {
  const post = loaderData?.post;
  const path = location.pathname.toLowerCase();
  // Unknown slug: the static server answers 404 with this page; never indexed.
  if (!post) return notFoundMeta(path);
  const lang = languageOfPath(path);
  const article = {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: post.title,
    description: post.summary || undefined,
    inLanguage: lang,
    author: { "@type": "Person", name: post.author },
    datePublished: post.date,
    articleSection: post.category || undefined,
    image: post.image ? [post.image] : undefined,
    mainEntityOfPage: absoluteUrl(path),
    publisher: { "@type": "Organization", name: company.name },
  };
  return [
    ...pageMeta({
      path,
      title: post.title,
      description: post.summary || siteT(lang, "blog")("meta.description"),
      type: "article",
    }),
    { property: "article:published_time", content: post.date },
    { property: "article:author", content: post.author },
    ...(post.image ? [{ property: "og:image", content: post.image }] : []),
    { "script:ld+json": article },
  ];
}

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { t } = useSiteTranslation("blog");
  const post = loaderData?.post;
  if (!post) return <NotFound />;
  return (
    <div className="container container--narrow section post-page">
      {/* The widget paints the title from `initialPost` and loads the body in the browser; without
          JS, the summary stands in for the body. */}
      <noscript>
        <div className="post-page__noscript">
          <p>{post.summary}</p>
          <p>{t("post.noScript")}</p>
        </div>
      </noscript>
      <HydrationBoundary>
        <WidgetLinks>
          <BlogPost slug={post.slug} initialPost={post} />
        </WidgetLinks>
      </HydrationBoundary>
    </div>
  );
}
