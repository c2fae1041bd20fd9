import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type Ref } from "react";
import type { TFunction } from "i18next";
import { useStore } from "zustand";
import { useHttp } from "../core/WidgetsProvider";
import type { WidgetConfig } from "../core/config";
import { MESSAGE_DURATION_MS } from "../core/submission";
import { COMMENTS_RANGE, commentToRow, type BlogComment } from "@marketing/contracts";
import { formatSheetDate } from "../blog/sheets";
import {
  threadComments,
  useComments,
  type CommentThread,
  type SheetsOverrides,
} from "../blog/blogData";
import { appendSheetRow } from "../blog/sheetStore";
import { newCommentId, postComment } from "./api";
import { createCommentFormStore, type CommentFormState } from "./commentFormStore";

/** spec §9: status messages last 5 s. */

export interface CommentsProps {
  slug: string;
  config: WidgetConfig;
  sheets: SheetsOverrides;
  lang: string;
  t: TFunction;
  onCommentPosted?: (detail: { comment: BlogComment }) => void;
  /** Initial form state, for Storybook and tests. */
  initialForm?: Partial<
    Pick<CommentFormState, "name" | "email" | "message" | "replyTo" | "status">
  >;
}

export function Comments({
  slug,
  config,
  sheets,
  lang,
  t,
  onCommentPosted,
  initialForm,
}: CommentsProps) {
  const state = useComments(slug, sheets);
  const [added, setAdded] = useState<BlogComment[]>([]);
  const comments = useMemo(() => {
    const fetched = state.status === "ready" ? state.comments : [];
    const known = new Set(fetched.map((comment) => comment.id));
    return [...fetched, ...added.filter((comment) => !known.has(comment.id))];
  }, [state, added]);
  const threads = useMemo(() => threadComments(comments), [comments]);
  const [form] = useState(() => createCommentFormStore(initialForm));
  const startReply = useStore(form, (s) => s.startReply);
  const formRef = useRef<HTMLElement>(null);
  const id = useId();

  return (
    <section className="mw-comments" part="comments" aria-labelledby={`${id}-title`}>
      <h2 className="mw-comments__title" id={`${id}-title`}>
        {t("comments.title")}
        {/* The space arrives with the count: a lone trailing space would move (a layout shift). */}
        {state.status === "ready" && (
          <>
            {" "}
            <span className="mw-comments__count">
              ({t("comments.count", { count: comments.length })})
            </span>
          </>
        )}
      </h2>
      {state.status === "loading" ? (
        // The empty message, invisible (a hidden pseudo-element), holds its height: no layout
        // shift when there are none.
        <p
          className="mw-comments__loading"
          aria-busy="true"
          data-placeholder={t("comments.empty")}
        />
      ) : threads.length === 0 ? (
        <p className="mw-comments__empty">{t("comments.empty")}</p>
      ) : (
        <ol className="mw-comments__list">
          {threads.map((thread) => (
            <CommentItem
              key={thread.id}
              comment={thread}
              lang={lang}
              t={t}
              onReply={() => {
                startReply({ id: thread.id, name: thread.name });
                formRef.current?.querySelector("textarea")?.focus();
              }}
            />
          ))}
        </ol>
      )}
      <CommentForm
        ref={formRef}
        store={form}
        slug={slug}
        config={config}
        t={t}
        onPosted={(comment) => {
          setAdded((list) => [...list, comment]);
          appendSheetRow({ ...config }, COMMENTS_RANGE, commentToRow(comment));
          onCommentPosted?.({ comment });
        }}
      />
    </section>
  );
}

function CommentItem({
  comment,
  lang,
  t,
  onReply,
}: {
  comment: CommentThread;
  lang: string;
  t: TFunction;
  onReply: () => void;
}) {
  return (
    <li className="mw-comment" data-comment-id={comment.id}>
      <CommentBody comment={comment} lang={lang} />
      <button
        type="button"
        className="mw-comment__reply"
        aria-label={t("comments.replyTo", { name: comment.name })}
        onClick={onReply}
      >
        {t("comments.reply")}
      </button>
      {comment.replies.length > 0 && (
        <ol
          className="mw-comment__replies"
          aria-label={t("comments.repliesLabel", { name: comment.name })}
        >
          {comment.replies.map((reply) => (
            <li key={reply.id} className="mw-comment mw-comment--reply" data-comment-id={reply.id}>
              <CommentBody comment={reply} lang={lang} />
            </li>
          ))}
        </ol>
      )}
    </li>
  );
}

function CommentBody({ comment, lang }: { comment: BlogComment; lang: string }) {
  const date = formatSheetDate(comment.date, lang);
  return (
    <article className="mw-comment__body">
      <p className="mw-comment__meta">
        <strong className="mw-comment__name">{comment.name}</strong>
        {date && (
          <>
            {" "}
            <time className="mw-comment__date" dateTime={comment.date}>
              {date}
            </time>
          </>
        )}
      </p>
      <p className="mw-comment__message">{comment.message}</p>
    </article>
  );
}

interface CommentFormProps {
  store: ReturnType<typeof createCommentFormStore>;
  slug: string;
  config: WidgetConfig;
  t: TFunction;
  onPosted: (comment: BlogComment) => void;
  ref: Ref<HTMLElement>;
}

function CommentForm({ store, slug, config, t, onPosted, ref }: CommentFormProps) {
  const http = useHttp();
  const {
    name,
    email,
    message,
    replyTo,
    status,
    lastWasReply,
    set,
    cancelReply,
    start,
    succeed,
    fail,
    settle,
  } = useStore(store);
  const id = useId();

  useEffect(() => {
    if (status !== "posted" && status !== "error") return;
    const timer = setTimeout(settle, MESSAGE_DURATION_MS);
    return () => clearTimeout(timer);
  }, [status, settle]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const author = name.trim();
    const text = message.trim();
    // spec §5: empty after trimming is blocked silently; comments are only sent with a post slug.
    if (!author || !text || !slug || status === "posting") return;
    const now = new Date();
    const comment: BlogComment = {
      postSlug: slug,
      id: newCommentId(now),
      name: author,
      email: email.trim(),
      message: text,
      date: now.toISOString(),
      parentId: replyTo?.id ?? "",
    };
    start();
    try {
      await postComment(http, config.commentsEndpoint, comment);
      succeed();
      onPosted(comment);
    } catch {
      fail();
    }
  }

  const feedback =
    status === "posted"
      ? t(lastWasReply ? "comments.replyPosted" : "comments.posted")
      : status === "error"
        ? t("comments.error")
        : "";
  return (
    <section
      className="mw-comment-form"
      part="comment-form"
      ref={ref}
      aria-labelledby={`${id}-title`}
    >
      <h3 className="mw-comment-form__title" id={`${id}-title`}>
        {replyTo ? t("comments.replyingTo", { name: replyTo.name }) : t("comments.formTitle")}
      </h3>
      <form
        className="mw-comment-form__form"
        onSubmit={handleSubmit}
        data-mode={replyTo ? "reply" : "comment"}
      >
        <div className="mw-comment-form__row">
          <div className="mw-comment-form__field">
            <label className="mw-label" htmlFor={`${id}-name`}>
              {t("comments.name")}
            </label>
            <input
              className="mw-input"
              id={`${id}-name`}
              name="name"
              autoComplete="name"
              required
              value={name}
              onChange={(event) => set({ name: event.target.value })}
            />
          </div>
          <div className="mw-comment-form__field">
            <label className="mw-label" htmlFor={`${id}-email`}>
              {t("comments.email")}
            </label>
            <input
              className="mw-input"
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => set({ email: event.target.value })}
            />
          </div>
        </div>
        <div className="mw-comment-form__field">
          <label className="mw-label" htmlFor={`${id}-message`}>
            {t("comments.message")}
          </label>
          <textarea
            className="mw-input mw-comment-form__message"
            id={`${id}-message`}
            name="message"
            rows={4}
            required
            value={message}
            onChange={(event) => set({ message: event.target.value })}
          />
        </div>
        <div className="mw-comment-form__actions">
          <button className="mw-button" part="button" type="submit" disabled={status === "posting"}>
            {status === "posting"
              ? t("comments.submitting")
              : replyTo
                ? t("comments.submitReply")
                : t("comments.submit")}
          </button>
          {replyTo && (
            <button type="button" className="mw-button mw-button--secondary" onClick={cancelReply}>
              {t("comments.cancelReply")}
            </button>
          )}
        </div>
      </form>
      <p
        className="mw-comment-form__message-status"
        part="message"
        role="status"
        data-tone={status === "error" ? "error" : "success"}
      >
        {feedback}
      </p>
    </section>
  );
}
