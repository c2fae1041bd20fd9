import { useEffect, useId, useState, type MouseEvent } from "react";
import { useWidget } from "../core/WidgetRoot";
import { usePrerendered, usePrerenderedData } from "../core/prerendered";
import { useElementShadowRoot } from "../core/shadowRoot";
import {
  articleIdPrefix,
  checkDocUrl,
  fetchPublishedDoc,
  publishedDocToHtmlInTasks,
} from "../blog/docs";
import type { BlogPostEntry } from "@marketing/contracts";

type BodyState =
  | { status: "loading" }
  | { status: "ready"; html: string }
  | { status: "unavailable" }
  | { status: "error" };

export interface PostBodyProps {
  post: BlogPostEntry;
  /** The `api` setting: the document and its Drive pictures are read through it. */
  api: string;
}

/** The post's text: the sample's paragraphs, or its published document through the pipeline. */
export function PostBody({ post, api }: PostBodyProps) {
  const { t, lang } = useWidget();
  // The article's text in its own language, the notices around it in the widget's.
  const textLang = post.language && post.language !== lang ? post.language : undefined;
  if (post.body) {
    return (
      <div className="mw-doc" part="body" lang={textLang}>
        {post.body.map((paragraph, i) => (
          <p key={i} className="mw-doc__paragraph">
            {paragraph}
          </p>
        ))}
      </div>
    );
  }
  const problem = checkDocUrl(post.publishedDocURL);
  if (problem) {
    return (
      <p className="mw-post__notice" part="notice" role="note">
        {problem === "missing" ? t("post.noDocUrl") : t("post.invalidDocUrl")}
      </p>
    );
  }
  // Keyed: another document starts from "loading" with fresh state.
  return <PublishedDoc key={`${post.publishedDocURL}\n${api}`} post={post} api={api} />;
}

/**
 * `#hash` navigation does not reach into a shadow root (and would change the host page's URL),
 * so an in-document link (table of contents, footnote, back-link) scrolls to its target here.
 */
function followInDocumentLink(event: MouseEvent<HTMLElement>): void {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = (event.target as Element).closest?.('a[href^="#"]');
  const id = link?.getAttribute("href")?.slice(1);
  if (!id) return;
  const root = event.currentTarget.getRootNode() as Document | ShadowRoot;
  const target = root.getElementById(id);
  if (!target || !event.currentTarget.contains(target)) return;
  event.preventDefault();
  const reduce = globalThis.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? true;
  target.scrollIntoView({ block: "start", behavior: reduce ? "auto" : "smooth" });
  // Keyboard and screen-reader users continue from the target, as with a real fragment link.
  if (target.tabIndex < 0 && !target.hasAttribute("tabindex"))
    target.setAttribute("tabindex", "-1");
  target.focus({ preventScroll: true });
}

/**
 * The article a server-rendered shadow root shows, as markup: what the server's pipeline and
 * sanitizer wrote, as the browser parsed it.
 */
function shownArticle(root: ShadowRoot | null): string | undefined {
  return root?.querySelector(".mw-doc[part~='body']")?.innerHTML;
}

/** The same markup, however each serializer wrote it (a server-rendered article and its refresh). */
function sameMarkup(a: string, b: string): boolean {
  if (a === b) return true;
  const [left, right] = [a, b].map((html) => {
    const template = document.createElement("template");
    template.innerHTML = html;
    return template.content;
  });
  return left!.isEqualNode(right!);
}

function PublishedDoc({ post, api }: PostBodyProps) {
  const { http, t, lang } = useWidget();
  const textLang = post.language && post.language !== lang ? post.language : undefined;
  // A server-rendered post shows its article at once, then refreshes it from the document. On the
  // server the article is the host's (already through the pipeline and sanitizer); in an element
  // taking its shadow root over, it is the one the page already shows, read back from the DOM, so
  // waking parses and sanitizes nothing (a data block a host page wrote is never rendered).
  const { takingOver } = usePrerendered();
  const serverArticle = usePrerenderedData()?.articleHtml;
  const root = useElementShadowRoot();
  const [prerendered] = useState(() => (takingOver ? shownArticle(root) : serverArticle));
  const [state, setState] = useState<BodyState>(
    prerendered === undefined ? { status: "loading" } : { status: "ready", html: prerendered },
  );
  const url = post.publishedDocURL.trim();
  const { title, summary } = post;
  // Ids of the document get this in front: two posts in one document never share an id.
  const ownId = `mw-doc-${post.slug.replace(/[^\w-]/g, "")}-${useId().replace(/[^\w-]/g, "")}-`;
  const idPrefix = prerendered === undefined ? ownId : articleIdPrefix(post.slug);

  useEffect(() => {
    const controller = new AbortController();
    fetchPublishedDoc(http, url, { api, signal: controller.signal })
      .then(async (page) => {
        if (controller.signal.aborted) return;
        // A failed refresh keeps the server-rendered article.
        if (page === undefined) {
          if (prerendered === undefined) setState({ status: "unavailable" });
          return;
        }
        const html = await publishedDocToHtmlInTasks(page, window, {
          idPrefix,
          api,
          post: { title, summary },
        });
        if (controller.signal.aborted) return;
        setState((shown) =>
          shown.status === "ready" && sameMarkup(shown.html, html)
            ? shown
            : { status: "ready", html },
        );
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted || prerendered !== undefined) return;
        console.error("[marketing-widgets] Could not display the document:", error);
        setState({ status: "error" });
      });
    return () => controller.abort();
  }, [http, url, api, idPrefix, prerendered, title, summary]);

  if (state.status === "loading") {
    return (
      <div className="mw-post__body-loading" aria-busy="true" part="body">
        <p role="status">{t("post.loadingContent")}</p>
      </div>
    );
  }
  if (state.status === "ready") {
    // Sanitized by publishedDocToHtmlInTasks (DOMPurify, after every rewrite).
    return (
      // The links inside are real links (Enter on a link clicks it); the handler follows them here.
      <div
        className="mw-doc"
        part="body"
        lang={textLang}
        onClick={followInDocumentLink}
        dangerouslySetInnerHTML={{ __html: state.html }}
      />
    );
  }
  const unavailable = state.status === "unavailable";
  return (
    <section
      className="mw-post__panel"
      part="panel"
      role="alert"
      data-tone={unavailable ? "warning" : "error"}
    >
      <h2 className="mw-post__panel-title">
        {unavailable ? t("post.contentIssueTitle") : t("post.contentErrorTitle")}
      </h2>
      <p>{unavailable ? t("post.contentIssueText") : t("post.contentErrorText")}</p>
      {unavailable && post.summary && (
        <blockquote className="mw-post__preview" aria-label={t("post.previewLabel")}>
          <p lang={textLang}>{post.summary}</p>
        </blockquote>
      )}
      <a className="mw-button" href={url} target="_blank" rel="noopener noreferrer">
        {t("post.openOriginal")}
      </a>
    </section>
  );
}
