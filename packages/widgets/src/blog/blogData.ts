import { useMemo } from "react";
import { useHttp, useWidgetConfig } from "../core/WidgetsProvider";
import type { WidgetConfig } from "../core/config";
import {
  COMMENTS_RANGE,
  POSTS_RANGE,
  parseCommentRows,
  parsePostRows,
  type BlogComment,
  type BlogPostEntry,
} from "@marketing/contracts";
import type { Language } from "../core/language";
import { samplePosts } from "./samplePosts";
import { useSheet } from "./sheetStore";

export type PostsState =
  | { status: "loading" }
  /** `samples` when the sheet had no posts (`failed: false`) or could not be read (`failed: true`). */
  | { status: "ready"; posts: BlogPostEntry[]; source: "sheet" | "samples"; failed: boolean };

export type SheetsOverrides = Partial<
  Pick<WidgetConfig, "sheetsApiBase" | "spreadsheetId" | "sheetsApiKey">
>;

/** The blog's posts from `Sheet1!A:H`, shared page-wide; the sample posts when there are none. */
export function usePosts(lang: Language, overrides?: SheetsOverrides): PostsState {
  const config = useWidgetConfig(overrides);
  const http = useHttp();
  const result = useSheet(http, config, POSTS_RANGE);
  return useMemo((): PostsState => {
    if (!result) return { status: "loading" };
    const posts = result.ok ? parsePostRows(result.rows) : [];
    if (posts.length > 0) return { status: "ready", posts, source: "sheet", failed: false };
    return { status: "ready", posts: samplePosts(lang), source: "samples", failed: !result.ok };
  }, [result, lang]);
}

export interface CommentThread extends BlogComment {
  replies: BlogComment[];
}

/** Top-level comments, oldest first, each with its replies; a reply whose parent is gone stands alone. */
export function threadComments(comments: readonly BlogComment[]): CommentThread[] {
  const ids = new Set(comments.map((comment) => comment.id));
  const threads: CommentThread[] = [];
  const byId = new Map<string, CommentThread>();
  for (const comment of comments) {
    if (comment.parentId && ids.has(comment.parentId)) continue;
    const thread = { ...comment, replies: [] };
    threads.push(thread);
    byId.set(comment.id, thread);
  }
  for (const comment of comments) {
    if (!comment.parentId) continue;
    // One level of nesting (spec §4): a reply to a reply joins the top-level thread.
    let parent = comments.find((candidate) => candidate.id === comment.parentId);
    for (let hops = 0; parent?.parentId && ids.has(parent.parentId); hops++) {
      if (hops > comments.length) return threads; // a cycle in hand-edited rows: stop, keep what is sound
      parent = comments.find((candidate) => candidate.id === parent?.parentId);
    }
    const thread = parent ? byId.get(parent.id) : undefined;
    if (thread && thread.id !== comment.id) thread.replies.push(comment);
  }
  return threads;
}

export type CommentsState = { status: "loading" } | { status: "ready"; comments: BlogComment[] };

/** A post's comments from `Comments!A:G`; spec §8: a failed fetch is an empty list. */
export function useComments(slug: string, overrides?: SheetsOverrides): CommentsState {
  const config = useWidgetConfig(overrides);
  const http = useHttp();
  const result = useSheet(http, config, COMMENTS_RANGE, slug !== "");
  return useMemo((): CommentsState => {
    if (!slug) return { status: "ready", comments: [] };
    if (!result) return { status: "loading" };
    const all = result.ok ? parseCommentRows(result.rows) : [];
    return { status: "ready", comments: all.filter((comment) => comment.postSlug === slug) };
  }, [result, slug]);
}
