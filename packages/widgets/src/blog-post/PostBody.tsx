import { useEffect, useState } from "react";
import type { TFunction } from "i18next";
import { useHttp } from "../core/WidgetsProvider";
import { checkDocUrl, fetchPublishedDoc, publishedDocToHtml } from "../core/google/docs";
import type { BlogPostEntry } from "@marketing/contracts";

type BodyState =
  | { status: "loading" }
  | { status: "ready"; html: string }
  | { status: "unavailable" }
  | { status: "error" };

export interface PostBodyProps {
  post: BlogPostEntry;
  proxies: readonly string[];
  t: TFunction;
}

/** The post's text: the sample's paragraphs, or its published document through the pipeline. */
export function PostBody({ post, proxies, t }: PostBodyProps) {
  if (post.body) {
    return (
      <div className="mw-doc" part="body">
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
  return (
    <PublishedDoc
      key={`${post.publishedDocURL}\n${proxies.join("\n")}`}
      post={post}
      proxies={proxies}
      t={t}
    />
  );
}

function PublishedDoc({ post, proxies, t }: PostBodyProps) {
  const http = useHttp();
  const [state, setState] = useState<BodyState>({ status: "loading" });
  const url = post.publishedDocURL.trim();
  const proxyKey = proxies.join("\n");

  useEffect(() => {
    const controller = new AbortController();
    fetchPublishedDoc(http, url, { proxies: proxyKey.split("\n"), signal: controller.signal })
      .then((page) => {
        if (controller.signal.aborted) return;
        setState(
          page === undefined
            ? { status: "unavailable" }
            : { status: "ready", html: publishedDocToHtml(page) },
        );
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error("[marketing-widgets] Could not display the document:", error);
        setState({ status: "error" });
      });
    return () => controller.abort();
  }, [http, url, proxyKey]);

  if (state.status === "loading") {
    return (
      <div className="mw-post__body-loading" aria-busy="true" part="body">
        <p role="status">{t("post.loadingContent")}</p>
      </div>
    );
  }
  if (state.status === "ready") {
    // Sanitized by publishedDocToHtml (DOMPurify, after every rewrite).
    return <div className="mw-doc" part="body" dangerouslySetInnerHTML={{ __html: state.html }} />;
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
          <p>{post.summary}</p>
        </blockquote>
      )}
      <a className="mw-button" href={url} target="_blank" rel="noopener noreferrer">
        {t("post.openOriginal")}
      </a>
    </section>
  );
}
