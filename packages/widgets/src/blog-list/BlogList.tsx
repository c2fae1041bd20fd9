import type { DeclaredElement, WidgetEventMap } from "../core/element";
import { useMemo } from "react";
import type { DeclaredProps } from "../core/declaration";
import { blogListApi } from "./blog-list.api";
import { Widget, useWidget } from "../core/WidgetRoot";
import { Progressive, Slice } from "../core/progressive";
import { DriveImage } from "../blog/DriveImage";
import { BLOG_LIST_MAX } from "@marketing/contracts";
import { usePosts } from "../blog/blogData";
import type { LocalizedPost } from "../blog/postLanguage";
import { builtPostKeys, cardHref } from "../blog/postHref";
import { usePrerenderedData } from "../core/prerendered";
import { PostCategory, PostMeta, foreignLanguage } from "../blog/PostFacts";
import { STOCK_IMAGE_HEIGHT, STOCK_IMAGE_WIDTH } from "../assets/stockImage";

/** The element's attributes as props (its declaration, blog-list.api.ts), and: */
export interface BlogListProps extends DeclaredProps<typeof blogListApi> {
  /**
   * Which posts to list: `same` (default) only those in the list's language, `all` every post,
   * those in the list's language first; a post in the other language is marked with its language.
   */
  blogLanguages?: "same" | "all" | (string & {});
}

export function BlogList(props: BlogListProps) {
  return <Widget declaration={blogListApi} props={props} body={BlogListContent} />;
}

/**
 * The posts a list shows, newest sheet order kept: with `all`, those in the list's language
 * first, then the others; with anything else (`same`, the default), only the list's language.
 */
export function listedPosts(
  posts: readonly LocalizedPost[],
  lang: string,
  blogLanguages: string,
): LocalizedPost[] {
  const own = posts.filter((post) => post.language === lang);
  if (blogLanguages.trim().toLowerCase() !== "all") return own;
  return [...own, ...posts.filter((post) => post.language !== lang)];
}

/** `limit` lowers the count; anything missing, invalid or above 6 means 6. */
export function clampLimit(limit: number | undefined): number {
  if (limit === undefined || !Number.isFinite(limit) || limit < 1) return BLOG_LIST_MAX;
  return Math.min(BLOG_LIST_MAX, Math.floor(limit));
}

function BlogListContent({ limit }: BlogListProps) {
  const { config, lang, t } = useWidget();
  const state = usePosts();
  const count = clampLimit(limit);
  // The host's build data: its posts have pages; a sheet post it lacks goes to its live page.
  const prerendered = usePrerenderedData();
  const built = useMemo(() => builtPostKeys(prerendered), [prerendered]);

  if (state.status === "loading") {
    return (
      <div className="mw-blog-list" part="list" aria-busy="true" data-state="loading">
        <p className="mw-visually-hidden" role="status">
          {t("list.loading")}
        </p>
        <ul className="mw-blog-list__grid" aria-hidden="true">
          {Array.from({ length: count }, (_, i) => (
            <li key={i} className="mw-blog-card mw-blog-card--skeleton">
              <div className="mw-skeleton mw-skeleton--image" />
              <div className="mw-blog-card__body">
                <div className="mw-skeleton mw-skeleton--line-short" />
                <div className="mw-skeleton mw-skeleton--line" />
                <div className="mw-skeleton mw-skeleton--line" />
              </div>
            </li>
          ))}
        </ul>
      </div>
    );
  }

  const shown = listedPosts(state.posts, lang, config.blogLanguages).slice(0, count);
  if (shown.length === 0) {
    return (
      <div className="mw-blog-list" part="list" aria-busy="false" data-state="empty">
        <p className="mw-blog-list__empty">{t("list.empty")}</p>
      </div>
    );
  }
  // In an element: the first card, then the others (core/progressive.tsx).
  return (
    <Progressive slices={2}>
      <div
        className="mw-blog-list"
        part="list"
        aria-busy="false"
        data-state="ready"
        data-source={state.source}
      >
        <ul className="mw-blog-list__grid" aria-label={t("list.label")}>
          {shown.map((post, index) => (
            <Slice key={post.slug} at={index ? 2 : 1}>
              <li>
                <PostCard
                  post={post}
                  href={cardHref(
                    config.blogUrl,
                    lang,
                    post,
                    state.source === "sheet"
                      ? { livePostUrl: prerendered?.livePostUrl, built }
                      : undefined,
                  )}
                  lang={lang}
                  api={config.api}
                  eager={index === 0}
                  by={t("list.by", { author: post.author })}
                />
              </li>
            </Slice>
          ))}
        </ul>
      </div>
    </Progressive>
  );
}

interface PostCardProps {
  post: LocalizedPost;
  href: string;
  lang: string;
  /** The `api` setting (its image route). */
  api: string;
  eager: boolean;
  by: string;
}

function PostCard({ post, href, lang, api, eager, by }: PostCardProps) {
  // A post in another language than the list's: its text carries its language, and a tag says so.
  const foreign = foreignLanguage(post, lang);
  return (
    <article className="mw-blog-card" part="card">
      <DriveImage
        className="mw-blog-card__image"
        part="image"
        src={post.featuredImageURL}
        api={api}
        alt=""
        width={STOCK_IMAGE_WIDTH}
        height={STOCK_IMAGE_HEIGHT}
        // Cards are at least 300px wide (styles.ts) and rarely wider than 480px once two fit.
        sizes="(min-width: 640px) 480px, 100vw"
        loading={eager ? "eager" : "lazy"}
        // The first card's image is the list page's largest paint: fetched first.
        fetchPriority={eager ? "high" : undefined}
        decoding="async"
      />
      <div className="mw-blog-card__body">
        <PostCategory post={post} lang={lang} className="mw-blog-card__category" />
        <h2 className="mw-blog-card__title" lang={foreign}>
          <a className="mw-blog-card__link" part="link" href={href} hrefLang={foreign}>
            {post.title}
          </a>
        </h2>
        <PostMeta post={post} lang={lang} className="mw-blog-card__meta" by={by} />
        {post.summary && (
          <p className="mw-blog-card__summary" lang={foreign}>
            {post.summary}
          </p>
        )}
      </div>
    </article>
  );
}

/** `document.querySelector("blog-list")` in TypeScript: its attributes as properties, typed events. */
export type BlogListElement = DeclaredElement<typeof blogListApi, BlogListProps>;
/** The element's events: name → `CustomEvent` whose `detail` is the callback's argument. */
export type BlogListEventMap = WidgetEventMap<BlogListProps>;
