import { BlogPost } from "@marketing/widgets";
import en from "../locales/en/blog.json";
import fr from "../locales/fr/blog.json";
import type { Route } from "./+types/blog-post";
import { WidgetLinks } from "../components/WidgetLinks";
import { company } from "../content/company";
import { findPost, postImageUrl } from "../content/posts.server";
import { useSiteTranslation } from "../i18n/SiteLanguage";
import { absoluteUrl, dataOriginLinks, pageMeta } from "../seo/meta";

/** Build time: the post's summary for the head tags, the structured data and readers without JS. */
export async function loader({ params }: Route.LoaderArgs) {
  const post = await findPost(params.slug);
  return { post: post ? { ...post, image: postImageUrl(post) } : null };
}

/** A post published after the build has no prerendered data: the widget loads it on its own. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  try {
    return await serverLoader();
  } catch {
    return { post: null };
  }
}

export const links = dataOriginLinks;

export function meta({ loaderData, params }: Route.MetaArgs) {
  const post = loaderData?.post;
  const path = `/blog/${params.slug.toLowerCase()}`;
  if (!post) return pageMeta({ path, title: en.meta.title, description: en.meta.description });
  const article = {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: post.title,
    description: post.summary || undefined,
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
      description: post.summary || en.meta.description,
      type: "article",
    }),
    { property: "article:published_time", content: post.date },
    { property: "article:author", content: post.author },
    ...(post.image ? [{ property: "og:image", content: post.image }] : []),
    { "script:ld+json": article },
  ];
}

export default function BlogPostPage({ params, loaderData }: Route.ComponentProps) {
  const { t } = useSiteTranslation("blog", { en, fr });
  const post = loaderData?.post;
  return (
    <div className="container container--narrow section post-page">
      {post && (
        // The widget paints the title from `initialPost` and loads the body in the browser; without
        // JS, the summary stands in for the body.
        <noscript>
          <div className="post-page__noscript">
            <p>{post.summary}</p>
            <p>{t("post.noScript")}</p>
          </div>
        </noscript>
      )}
      <WidgetLinks>
        <BlogPost slug={post?.slug ?? params.slug} initialPost={post ?? undefined} />
      </WidgetLinks>
    </div>
  );
}
