import {
  useId,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type Ref,
} from "react";
import type { TFunction } from "i18next";
import { useStore } from "zustand";
import { useWidget } from "../core/WidgetRoot";
import { attribution } from "../core/attribution";
import { useConsent } from "../core/Consent";
import { Field, StatusMessage } from "../core/Field";
import { useFormPost } from "../core/formPost";
import { useFormState } from "../core/formWidget";
import type { SubmissionState } from "../core/submission";
import { apiUrl, commentToRow, type BlogComment } from "@marketing/contracts";
import { formatSheetDate } from "../blog/sheets";
import { threadComments, useComments, type CommentThread } from "../blog/blogData";
import { appendSheetRow } from "../blog/sheetStore";
import { newCommentId, postComment, type NewComment } from "./api";
import { readOwnCommentIds, rememberOwnComment, visibleComments } from "./moderation";
import { createCommentFormStore, type CommentFormState } from "./commentFormStore";
import { shownCommentDate } from "./commentDate";
import { earlyAnswer } from "../core/serverMarkers";

export interface CommentsProps {
  slug: string;
  onCommentPosted?: (detail: { comment: BlogComment }) => void;
  /** Initial form state, for Storybook and tests. */
  initialForm?: Partial<
    Pick<CommentFormState, "name" | "email" | "message" | "notifyReplies" | "replyTo">
  > & {
    status?: SubmissionState;
  };
}

export function Comments({ slug, onCommentPosted, initialForm }: CommentsProps) {
  const { config, http, lang, t } = useWidget();
  const state = useComments(slug);
  const [added, setAdded] = useState<BlogComment[]>([]);
  const [own, setOwn] = useState(readOwnCommentIds);
  const comments = useMemo(() => {
    const fetched = state.status === "ready" ? state.comments : [];
    const known = new Set(fetched.map((comment) => comment.id));
    return visibleComments([...fetched, ...added.filter((comment) => !known.has(comment.id))], own);
  }, [state, added, own]);
  const threads = useMemo(() => threadComments(comments), [comments]);
  const {
    store: form,
    submission,
    proof,
  } = useFormState(() => createCommentFormStore(initialForm), {
    initial: initialForm?.status,
  });
  const startReply = useStore(form, (s) => s.startReply);
  const cancelReply = useStore(form, (s) => s.cancelReply);
  const replyingTo = useStore(form, (s) => s.replyTo?.id);
  // Not a `ref` prop: Preact (the embeds) passes none to a function component.
  const formRef = useRef<HTMLElement>(null);
  const id = useId();

  return (
    // data-wake-point: a server-rendered post wakes as its comments near the screen (blog-post.api.ts).
    <section
      className="mw-comments"
      part="comments"
      aria-labelledby={`${id}-title`}
      data-wake-point=""
    >
      <h2 className="mw-comments__title" id={`${id}-title`}>
        {t("comments.title")}
        {/* The space arrives with the count: a lone trailing space would move (a layout shift). */}
        {state.status === "ready" && (
          <>
            {" "}
            {/* The number alone: the heading already says "Comments". */}
            <span className="mw-comments__count">
              {t("comments.count", { count: comments.length })}
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
              replying={replyingTo === thread.id}
              formTitleId={`${id}-form-title`}
              onReply={() => {
                // Pressed again, the button gives the reply up (a toggle).
                if (replyingTo === thread.id) return cancelReply();
                startReply({ id: thread.id, name: thread.name });
                submission.settle();
                // On a phone the form is screens below: bring its "Replying to" heading into view
                // (under the host's sticky header: its scroll-padding) and type there.
                const section = formRef.current;
                section?.scrollIntoView({ block: "start" });
                section?.querySelector("textarea")?.focus({ preventScroll: true });
              }}
            />
          ))}
        </ol>
      )}
      <CommentForm
        sectionRef={formRef}
        titleId={`${id}-form-title`}
        store={form}
        submission={submission}
        proof={proof}
        slug={slug}
        onPosted={(comment) => {
          setOwn(rememberOwnComment(comment.id));
          setAdded((list) => [...list, comment]);
          appendSheetRow(http, config, "comments", commentToRow(comment));
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
  replying,
  formTitleId,
  onReply,
}: {
  comment: CommentThread;
  lang: string;
  t: TFunction;
  /** The form is answering this comment. */
  replying: boolean;
  /** The form's heading, which says whom it answers. */
  formTitleId: string;
  onReply: () => void;
}) {
  return (
    <li className="mw-comment" data-comment-id={comment.id}>
      <CommentBody comment={comment} lang={lang} t={t} />
      <button
        type="button"
        className="mw-comment__reply"
        aria-label={t("comments.replyTo", { name: comment.name })}
        aria-pressed={replying}
        onClick={onReply}
        // Pressed before the code arrives: the form's heading says so at once, in view.
        {...earlyAnswer(t("comments.replyingTo", { name: comment.name }), formTitleId)}
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
              <CommentBody comment={reply} lang={lang} t={t} />
            </li>
          ))}
        </ol>
      )}
    </li>
  );
}

function CommentBody({ comment, lang, t }: { comment: BlogComment; lang: string; t: TFunction }) {
  const iso = shownCommentDate(comment.date);
  const date = iso && formatSheetDate(iso, lang);
  return (
    <article className="mw-comment__body">
      <p className="mw-comment__meta">
        <strong className="mw-comment__name">{comment.name}</strong>
        {date && (
          <>
            {" "}
            <time className="mw-comment__date" dateTime={iso}>
              {date}
            </time>
          </>
        )}
      </p>
      <p className="mw-comment__message">{comment.message}</p>
      {!comment.approved && <p className="mw-comment__pending">{t("comments.awaitingApproval")}</p>}
    </article>
  );
}

interface CommentFormProps {
  store: ReturnType<typeof createCommentFormStore>;
  submission: ReturnType<typeof useFormState>["submission"];
  proof: ReturnType<typeof useFormState>["proof"];
  slug: string;
  onPosted: (comment: BlogComment) => void;
  sectionRef: Ref<HTMLElement>;
  titleId: string;
}

function CommentForm({
  store,
  submission,
  proof,
  slug,
  onPosted,
  sectionRef,
  titleId,
}: CommentFormProps) {
  const { config, http, lang, t } = useWidget();
  const { name, email, message, notifyReplies, replyTo, lastWasReply, set, cancelReply, sent } =
    useStore(store);
  const { state, sending, proofRefused, submit } = submission;
  const id = useId();
  // Ticked without an email: said on the email field, which gets the focus.
  const [emailNeeded, setEmailNeeded] = useState(false);
  const emailInput = useRef<HTMLInputElement>(null);
  const consent = useConsent("comments.");
  const values = { name, email, message };
  const field = (key: keyof typeof values) => ({
    className: "mw-comment-form__field",
    id: `${id}-${key}`,
    label: t(`comments.${key}`),
    name: key,
    value: values[key],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      set({ [key]: event.target.value }),
  });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Read from the store, not this render: a submission held before the code arrived is replayed
    // right after its typed values and its Reply press reached the store, before a render shows them.
    const { name, email, message, notifyReplies, replyTo } = store.getState();
    const author = name.trim();
    const text = message.trim();
    // spec §5: empty after trimming is blocked silently; comments are only sent with a post slug.
    if (!author || !text || !slug) return;
    const replies = notifyReplies && !replyTo;
    if (replies && !email.trim()) {
      setEmailNeeded(true);
      emailInput.current?.focus();
      return;
    }
    if (!consent.check()) return;
    const now = new Date();
    // The shown row never holds the email: it goes only in the POST body, kept privately.
    const comment: NewComment = {
      postSlug: slug,
      id: newCommentId(now),
      name: author,
      message: text,
      date: now.toISOString(),
      parentId: replyTo?.id ?? "",
    };
    const posted = { ...comment, ...attribution(lang), ...consent.record(now) };
    const url = apiUrl(config.api, "comment", {});
    await submit(
      async () => postComment(http, url, posted, email.trim(), await proof.take(), replies),
      {
        sent: (approved) => {
          sent();
          consent.reset();
          onPosted({ ...comment, approved });
        },
      },
    );
  }

  const post = useFormPost("comment", apiUrl(config.api, "comment", {}), lang, {
    sent: t("comments.posted"),
    failed: t("comments.error"),
  });
  const feedback =
    state === "sent"
      ? t(lastWasReply ? "comments.replyPosted" : "comments.posted")
      : state === "failed"
        ? t(proofRefused ? "comments.proofRefused" : "comments.error")
        : "";
  return (
    <section
      className="mw-comment-form"
      part="comment-form"
      ref={sectionRef}
      aria-labelledby={titleId}
    >
      <h3 className="mw-comment-form__title" id={titleId}>
        {replyTo ? t("comments.replyingTo", { name: replyTo.name }) : t("comments.formTitle")}
      </h3>
      {/* A native submission posts only where the host allows it (core/formPost.tsx); replies
          need the script. */}
      <form
        className="mw-comment-form__form"
        {...post.form}
        {...proof.listeners}
        onSubmit={handleSubmit}
        data-mode={replyTo ? "reply" : "comment"}
      >
        {post.fields}
        {post.fields && <input type="hidden" name="postSlug" defaultValue={slug} />}
        <div className="mw-comment-form__row">
          <Field {...field("name")} autoComplete="name" required />
          <Field
            {...field("email")}
            onChange={(event) => {
              set({ email: event.target.value });
              if (event.target.value.trim()) setEmailNeeded(false);
            }}
            controlRef={emailInput}
            type="email"
            autoComplete="email"
            hint={t("comments.emailNote")}
            error={emailNeeded ? t("comments.notifyNeedsEmail") : undefined}
          />
        </div>
        {/* Only a top-level comment is replied to: a reply's author has nothing to be told of. */}
        {!replyTo && (
          <div className="mw-comment-form__notify">
            <input
              id={`${id}-notify`}
              className="mw-consent__box"
              type="checkbox"
              name="notifyReplies"
              checked={notifyReplies}
              onChange={(event) => {
                set({ notifyReplies: event.target.checked });
                if (!event.target.checked) setEmailNeeded(false);
              }}
            />
            <label className="mw-consent__label" htmlFor={`${id}-notify`}>
              {t("comments.notifyReplies")}
            </label>
          </div>
        )}
        <Field
          {...field("message")}
          multiline
          controlClassName="mw-comment-form__message"
          rows={4}
          required
        />
        {consent.box}
        <div className="mw-comment-form__actions">
          <button
            className="mw-button"
            part="button"
            type="submit"
            disabled={sending}
            {...earlyAnswer(t("comments.submitting"))}
          >
            {sending
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
      <StatusMessage className="mw-comment-form__message-status" state={state} text={feedback} />
      {state === "idle" && post.outcome}
    </section>
  );
}
