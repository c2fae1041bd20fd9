import type { DeclaredElement, WidgetEventMap } from "../core/element";
import type { DeclaredProps } from "../core/declaration";
import { blogPostApi } from "./blog-post.api";
import { useId } from "react";
import { Widget, useWidget } from "../core/WidgetRoot";
import { Progressive, Slice } from "../core/progressive";
import { DriveImage } from "../blog/DriveImage";
import type { BlogComment, BlogPostEntry } from "@marketing/contracts";
import { usePosts, type PostsState } from "../blog/blogData";
import { samplePost } from "../blog/samplePosts";
import { PostCategory, PostMeta, foreignLanguage } from "../blog/PostFacts";
import type { LocalizedPost } from "../blog/postLanguage";
import type { Language } from "../core/language";
import { STOCK_IMAGE_HEIGHT, STOCK_IMAGE_WIDTH } from "../assets/stockImage";
import { Comments, type CommentsProps } from "./Comments";
import { PostBody } from "./PostBody";

/** The element's attributes as props (its declaration, blog-post.api.ts), and: */
export interface BlogPostProps extends DeclaredProps<typeof blogPostApi> {
  /** Called once a comment or reply was accepted (and added to the list). */
  onCommentPosted?: (detail: { comment: BlogComment }) => void;
  /**
   * The post as known when the page was built (the site's prerender): shown at once, so the title
   * and summary are in the HTML and paint before the sheet answers; the sheet's row replaces it.
   */
  initialPost?: BlogPostEntry;
  /** Initial comment form state, for Storybook and tests. */
  initialCommentForm?: CommentsProps["initialForm"];
}

export function BlogPost(props: BlogPostProps) {
  return <Widget declaration={blogPostApi} props={props} body={BlogPostContent} />;
}

export type PostLookup =
  | { status: "loading" }
  | { status: "found"; post: LocalizedPost }
  | { status: "not-found" }
  | { status: "error" };

/**
 * Decision (spec §4 allows both): a sample slug shows its sample post; any other slug missing from
 * the sheet is "not found" (a fake post would be a soft 404). A sheet that could not be read is a
 * load error, not "not found".
 */
export function findPost(
  state: PostsState,
  slug: string,
  lang: Language,
  initialPost?: BlogPostEntry,
): PostLookup {
  if (state.status === "loading") {
    // The build's post: its language is known to the build (detected there when the cell is empty).
    return initialPost && initialPost.slug === slug
      ? { status: "found", post: { ...initialPost, language: initialPost.language ?? lang } }
      : { status: "loading" };
  }
  const fromSheet = state.source === "sheet" ? state.posts.find((p) => p.slug === slug) : undefined;
  const sample = slug ? samplePost(slug, lang) : undefined;
  const post = fromSheet ?? (sample && { ...sample, language: lang });
  if (post) return { status: "found", post };
  return state.failed ? { status: "error" } : { status: "not-found" };
}

function BlogPostContent({
  slug = "",
  onCommentPosted,
  initialPost,
  initialCommentForm,
}: BlogPostProps) {
  const { config, lang, t } = useWidget();
  const titleId = useId();
  const wanted = slug.trim();
  const lookup = findPost(usePosts(wanted), wanted, lang, initialPost);
  const back = (
    <a className="mw-post__back" part="back-link" href={config.blogUrl}>
      <span aria-hidden="true">← </span>
      {t("post.backToBlog")}
    </a>
  );

  if (lookup.status === "loading") {
    return (
      <div className="mw-post" aria-busy="true" data-state="loading">
        <p role="status" className="mw-post__loading">
          {t("post.loading")}
        </p>
        <div className="mw-skeleton mw-skeleton--title" aria-hidden="true" />
        <div className="mw-skeleton mw-skeleton--image" aria-hidden="true" />
      </div>
    );
  }
  if (lookup.status === "not-found") {
    return (
      <div className="mw-post mw-post--not-found" data-state="not-found">
        <h1 className="mw-post__title">{t("post.notFoundTitle")}</h1>
        <p>{t("post.notFoundText")}</p>
        <a className="mw-button" part="back-button" href={config.blogUrl}>
          {t("post.backToBlog")}
        </a>
      </div>
    );
  }
  if (lookup.status === "error") {
    return (
      <div className="mw-post" data-state="error">
        {back}
        <p className="mw-post__panel" role="alert" data-tone="error">
          {t("post.loadError")}
        </p>
      </div>
    );
  }

  const { post } = lookup;
  const foreign = foreignLanguage(post, lang);
  // In an element: the header, the document, then the comments (core/progressive.tsx).
  return (
    <Progressive slices={3}>
      <article className="mw-post" data-state="found" aria-labelledby={titleId}>
        {back}
        <header className="mw-post__header">
          <PostCategory post={post} lang={lang} className="mw-post__category" />
          <h1 className="mw-post__title" id={titleId} lang={foreign}>
            {post.title}
          </h1>
          <PostMeta
            post={post}
            lang={lang}
            className="mw-post__meta"
            by={t("post.by", { author: post.author })}
          />
        </header>
        <DriveImage
          className="mw-post__image"
          part="image"
          src={post.featuredImageURL}
          api={config.api}
          alt=""
          width={STOCK_IMAGE_WIDTH}
          height={STOCK_IMAGE_HEIGHT}
          // The post column is at most 760px wide (styles.ts --mw-post-max-width).
          sizes="(min-width: 800px) 760px, 100vw"
        />
        <Slice at={2}>
          <PostBody post={post} api={config.api} />
        </Slice>
        <Slice at={3}>
          <Comments
            slug={post.slug}
            onCommentPosted={onCommentPosted}
            initialForm={initialCommentForm}
          />
        </Slice>
      </article>
    </Progressive>
  );
}

/** `document.querySelector("blog-post")` in TypeScript: its attributes as properties, typed events. */
export type BlogPostElement = DeclaredElement<typeof blogPostApi, BlogPostProps>;
/** The element's events: name → `CustomEvent` whose `detail` is the callback's argument. */
export type BlogPostEventMap = WidgetEventMap<BlogPostProps>;
