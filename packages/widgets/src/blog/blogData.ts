import { useEffect, useMemo, useReducer, useState } from "react";
import { useWidget } from "../core/WidgetRoot";
import {
  parseCommentRows,
  parsePostRows,
  type BlogComment,
  type BlogPostEntry,
  type PostLanguage,
} from "@marketing/contracts";
import type * as PostLanguageModule from "./postLanguage";
import type { LocalizedPost } from "./postLanguage";
import { samplePosts, useSamplePosts } from "./samplePosts";
import { useSheet } from "./sheetStore";
import { usePrerenderedData } from "../core/prerendered";

export type PostsState =
  | { status: "loading" }
  /** `samples` when the sheet had no posts (`failed: false`) or could not be read (`failed: true`). */
  | { status: "ready"; posts: LocalizedPost[]; source: "sheet" | "samples"; failed: boolean };

type Detector = typeof PostLanguageModule;
let detector: Detector | undefined;
let detectorLoad: Promise<Detector> | undefined;

/**
 * The language detector (franc-min's trigram data), imported only when a row has no language:
 * in widgets.js it is a chunk of its own, never among a blog widget's first chunks. A server
 * renderer awaits it before rendering rows without the column, so they render at once.
 */
export function loadDetector(): Promise<Detector> {
  detectorLoad ??= import("./postLanguage").then((module) => (detector = module));
  return detectorLoad;
}

/** Languages already known on this page, by post text: a live read of the rows the page was built with needs no detector. */
const knownLanguages = new Map<string, PostLanguage>();
const textKey = (post: BlogPostEntry) => `${post.slug}\n${post.title}\n${post.summary}`;

function remember(posts: LocalizedPost[]): LocalizedPost[] {
  for (const post of posts) knownLanguages.set(textKey(post), post.language);
  return posts;
}

/**
 * Posts with their language: the sheet's column, else what this page already knew of the same
 * post, else detected once the detector is in (until then undefined). A detector that cannot be
 * fetched leaves such posts in the page's language.
 */
function useLocalizedPosts(
  posts: BlogPostEntry[],
  lang: PostLanguage,
): LocalizedPost[] | undefined {
  const known = posts.map((post) => post.language ?? knownLanguages.get(textKey(post)));
  const needed = known.some((language) => !language);
  const [loaded, setLoaded] = useState(detector);
  const [failed, failedOnce] = useReducer(() => true, false);
  useEffect(() => {
    if (!needed || loaded) return;
    loadDetector().then(setLoaded, (error: unknown) => {
      console.warn("[marketing-widgets] Could not load the language detector:", error);
      failedOnce();
    });
  }, [needed, loaded]);
  return useMemo(() => {
    if (!needed)
      return remember(
        posts.map((post) => ({
          ...post,
          language: post.language ?? knownLanguages.get(textKey(post))!,
        })),
      );
    if (loaded) return remember(loaded.resolvePostLanguages(posts, lang).posts);
    return failed ? posts.map((post) => ({ ...post, language: post.language ?? lang })) : undefined;
  }, [needed, posts, lang, failed, loaded]);
}

/**
 * The blog's posts from the posts sheet, shared page-wide, each with its language; the sample
 * posts when there are none. A post widget's `slug` missing from the sheet may be a sample's
 * (BlogPost findPost): the samples are then read too.
 */
export function usePosts(slug?: string): PostsState {
  const { config, http, lang } = useWidget();
  const result = useSheet(http, config, "posts", true, usePrerenderedData()?.posts);
  const posts = useMemo(() => (result?.ok ? parsePostRows(result.rows) : []), [result]);
  const localized = useLocalizedPosts(posts, lang);
  const samplesRead = useSamplePosts(
    lang,
    !!result && (posts.length === 0 || (!!slug && !posts.some((post) => post.slug === slug))),
  );
  return useMemo((): PostsState => {
    if (!result || !samplesRead || (posts.length > 0 && !localized)) return { status: "loading" };
    if (localized && localized.length > 0)
      return { status: "ready", posts: localized, source: "sheet", failed: false };
    return { status: "ready", posts: samplePosts(lang), source: "samples", failed: !result.ok };
  }, [result, posts, localized, samplesRead, lang]);
}

export interface CommentThread extends BlogComment {
  replies: BlogComment[];
}

/** How many parent links are followed to find a reply's top-level comment (hand-edited rows). */
export const MAX_THREAD_DEPTH = 10_000;

/**
 * Top-level comments, oldest first, each with its replies (spec: one level of nesting, so a reply
 * to a reply joins its top-level ancestor's thread). Linear: each comment's ancestor is found once
 * and memoised; a reply whose parent is gone stands alone; a cycle (hand-edited rows) is cut at
 * the last comment reached, which stands alone.
 */
export function threadComments(comments: readonly BlogComment[]): CommentThread[] {
  const byId = new Map<string, BlogComment>();
  for (const comment of comments) if (!byId.has(comment.id)) byId.set(comment.id, comment);
  const rootOf = new Map<string, string>();
  const findRoot = (start: BlogComment): string => {
    const path: string[] = [];
    const visited = new Set<string>();
    let current = start;
    let root: string | undefined;
    while (root === undefined) {
      const known = rootOf.get(current.id);
      if (known !== undefined) root = known;
      else {
        visited.add(current.id);
        path.push(current.id);
        const parent = current.parentId ? byId.get(current.parentId) : undefined;
        if (!parent || visited.has(parent.id) || path.length > MAX_THREAD_DEPTH) root = current.id;
        else current = parent;
      }
    }
    for (const id of path) rootOf.set(id, root);
    return root;
  };
  const threads: CommentThread[] = [];
  const threadById = new Map<string, CommentThread>();
  for (const comment of comments) {
    if (byId.get(comment.id) !== comment) continue; // a duplicated id: the first row wins
    if (findRoot(comment) !== comment.id) continue;
    const thread = { ...comment, replies: [] };
    threads.push(thread);
    threadById.set(comment.id, thread);
  }
  for (const comment of comments) {
    if (byId.get(comment.id) !== comment) continue;
    const root = rootOf.get(comment.id);
    if (root !== undefined && root !== comment.id) threadById.get(root)?.replies.push(comment);
  }
  return threads;
}

export type CommentsState = { status: "loading" } | { status: "ready"; comments: BlogComment[] };

/** A post's comments from `Comments!A:H` (all of them: blog-post/moderation.ts filters); spec §8: a failed fetch is an empty list. */
export function useComments(slug: string): CommentsState {
  const { config, http } = useWidget();
  const seed = usePrerenderedData()?.comments;
  const result = useSheet(http, config, "comments", slug !== "", seed);
  return useMemo((): CommentsState => {
    if (!slug) return { status: "ready", comments: [] };
    if (!result) return { status: "loading" };
    const all = result.ok ? parseCommentRows(result.rows) : [];
    return { status: "ready", comments: all.filter((comment) => comment.postSlug === slug) };
  }, [result, slug]);
}
