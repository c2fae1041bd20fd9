// Build time only: the posts to prerender, each whole. The configured Google Sheet when
// SHEETS_API_KEY is set (services-config.ts), else the local services' fixtures (the ones their
// stand-in serves to `npm start`'s Worker).
// The Sheets layout and parser the widgets use too: one parser, never a second copy.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import {
  COMMENTS_RANGE,
  POSTS_RANGE,
  driveImageTemplate,
  driveImageUrl,
  parseCommentRows,
  parsePostRows,
  sheetValuesUrl,
  type BlogPostEntry,
  type PostLanguage,
} from "@marketing/contracts";
import {
  commentsToRows,
  postsToRows,
  publishedDocId,
  renderPublishedDocPage,
} from "@marketing/local-services/fixtures";
import {
  describeDetectedLanguages,
  type DetectedPostLanguage,
  findTranslation,
  resolvePostLanguages,
} from "@marketing/widgets/post-language";
import { articleHtmlFromDocument, checkDocUrl, samplePosts } from "@marketing/widgets/server";
import { SUPPORTED } from "../i18n/language";
import { SAFE_SLUG } from "./pages";
import { localizedPath } from "../i18n/paths";
import { buildTimeSheet } from "../services-config";

/** A post as the site prerenders it: its sheet row and the language of the tree it lives in. */
export type SitePost = BlogPostEntry & { language: PostLanguage };

export { SAFE_SLUG };

export interface PostsSheet {
  /** The sheet's rows (header first), only those of prerenderable posts: the widgets start from them. */
  rows: string[][];
  posts: SitePost[];
  /** The posts whose language the sheet did not give. */
  detected: DetectedPostLanguage[];
}

type Warn = (message: string) => void;

const usesRealSheet = () => buildTimeSheet(process.env) !== undefined;

async function sheetRows(range: string): Promise<string[][]> {
  const response = await fetch(sheetValuesUrl(buildTimeSheet(process.env)!, range));
  if (!response.ok) {
    throw new Error(
      `Prerender: ${range} answered ${response.status}; check SHEETS_API_KEY, SPREADSHEET_ID and SHEETS_API_BASE`,
    );
  }
  const body = (await response.json()) as { values?: string[][] };
  return body.values ?? [];
}

/** Keeps the header and the rows whose post has a safe slug; warns about the others. */
export function safeRows(rows: string[][], warn: Warn = console.warn) {
  const [header = [], ...body] = rows;
  const kept = body.filter((row) => {
    const [post] = parsePostRows([header, row]);
    if (!post || SAFE_SLUG.test(post.slug)) return true;
    warn(`Prerender: skipped the post with slug ${JSON.stringify(post.slug)} (not ${SAFE_SLUG})`);
    return false;
  });
  return [header, ...kept];
}

/**
 * Says which posts' languages were detected (the widgets' one detector reads the title
 * and summary when the sheet's `language` cell is empty), so an author can fill the column. The
 * router config calls it once per build.
 */
export async function reportDetectedLanguages(log: Warn = console.log): Promise<void> {
  const { detected } = await loadPostsSheet();
  if (!detected.length) return;
  log(
    [
      `Prerender: ${detected.length} post(s) have no language in the sheet; detected:`,
      ...describeDetectedLanguages(detected).map((line) => `  ${line}`),
    ].join("\n"),
  );
}

let cache: Promise<PostsSheet> | undefined;

/** The posts sheet, read once per build. */
export function loadPostsSheet(): Promise<PostsSheet> {
  cache ??= (usesRealSheet() ? sheetRows(POSTS_RANGE) : Promise.resolve(postsToRows())).then(
    (all) => {
      const rows = safeRows(all);
      return { rows, ...resolvePostLanguages(parsePostRows(rows)) };
    },
  );
  return cache;
}

/** Every prerenderable post. */
export async function loadPosts(): Promise<SitePost[]> {
  return (await loadPostsSheet()).posts;
}

/** The one URL of a post: `/blog/{slug}` in English, `/fr/blog/{slug}` in French. */
export const postPath = (post: Pick<SitePost, "slug" | "language">) =>
  localizedPath(`/blog/${post.slug}`, post.language);

/** The post with this slug in this language's tree, if the build knows one. */
export async function findPost(slug: string, lang: PostLanguage): Promise<SitePost | undefined> {
  const wanted = slug.toLowerCase();
  return (await loadPosts()).find((post) => post.slug === wanted && post.language === lang);
}

/**
 * The built-in sample posts (spec §9) the blog widgets show when the sheet is empty or unreadable,
 * in each language's tree: prerendered (noindex, not in the sitemap) so that their cards never
 * lead to a 404. A sample has the same slug in both languages: each is the other's translation.
 */
export function samplePostPages(): SitePost[] {
  return SUPPORTED.flatMap((lang) => samplePosts(lang));
}

/** The sample post with this slug in this tree, if any (a sheet post with its slug wins). */
export function findSamplePost(slug: string, lang: PostLanguage): SitePost | undefined {
  return samplePosts(lang).find((post) => post.slug === slug);
}

/**
 * The post's translation (the widgets' rule: the post in the other language its `translation`
 * cell names, or that names it), kept only when the two find each other and neither cell names a
 * third post, so hreflang stays reciprocal even when the sheet's cells disagree.
 */
export function translationOf(post: SitePost, posts: readonly SitePost[]): SitePost | undefined {
  const translation = findTranslation(post, posts);
  if (!translation || findTranslation(translation, posts) !== post) return undefined;
  const names = (from: SitePost, to: SitePost) => !from.translation || from.translation === to.slug;
  return names(post, translation) && names(translation, post) ? translation : undefined;
}

/**
 * Every post's address in the other language's tree, where it was prerendered too before issue
 * 28: a permanent redirect to its translation there, else to its one URL, so old links and search
 * results still lead to the article (the build writes them to `_redirects`).
 */
export function movedPostRedirects(posts: readonly SitePost[]): Array<[from: string, to: string]> {
  const pages = new Set(posts.map(postPath));
  return posts.flatMap((post): Array<[string, string]> => {
    const from = localizedPath(`/blog/${post.slug}`, post.language === "en" ? "fr" : "en");
    if (pages.has(from)) return [];
    const translation = translationOf(post, posts);
    return [[from, postPath(translation ?? post)]];
  });
}

/** Says which `translation` cells link nothing (unknown slug, same language, or not reciprocal). */
export function warnUnpairedTranslations(posts: readonly SitePost[], warn: Warn = console.warn) {
  for (const post of posts) {
    if (post.translation && !translationOf(post, posts)) {
      warn(
        `Prerender: the translation ${JSON.stringify(post.translation)} of ${post.slug} is not a post in the other language naming it back; no hreflang link`,
      );
    }
  }
}

/**
 * The featured image as a URL a crawler can fetch (Drive share links read through the site's
 * absolute `api`), or undefined.
 */
export function postImageUrl(post: BlogPostEntry, api: string): string | undefined {
  if (!post.featuredImageURL) return undefined;
  return driveImageUrl(post.featuredImageURL, driveImageTemplate(api));
}

const fixtureFiles = createRequire(import.meta.url);

/**
 * The published document's page as Google serves it: fetched (no CORS at build time, so no
 * proxy), or, with the local services' fixtures, the page those services would answer.
 */
async function publishedDocPage(post: BlogPostEntry): Promise<string | undefined> {
  const url = post.publishedDocURL.trim();
  if (!usesRealSheet()) {
    const docId = publishedDocId(url);
    if (!docId || !/^[\w-]+$/.test(docId)) return undefined;
    let bodyHtml: string;
    try {
      const file = fixtureFiles.resolve(`@marketing/local-services/fixtures/docs/${docId}.html`);
      bodyHtml = await readFile(file, "utf8");
    } catch {
      return undefined;
    }
    return renderPublishedDocPage({ docId, title: post.title, bodyHtml });
  }
  return fetchGoogleDocument(post);
}

/** Redirects followed from a document's address before giving up (Google's take one or two). */
const MAX_REDIRECTS = 5;

/**
 * The page of a published Google Doc, fetched only while the address passes the widgets' one
 * check (`https://docs.google.com/…`): the address the sheet gives and every redirect, followed by
 * hand, so no row can make the build read what only the build machine reaches (a CI runner's
 * metadata address, an internal service) and publish it as an article. A row whose address, or
 * one of its redirects, leaves Google Docs is skipped with a warning naming it.
 */
export async function fetchGoogleDocument(
  post: Pick<BlogPostEntry, "slug" | "publishedDocURL">,
  { fetch: get = fetch, warn = console.warn }: { fetch?: typeof fetch; warn?: Warn } = {},
): Promise<string | undefined> {
  let address = post.publishedDocURL.trim();
  const skip = (why: string) => {
    warn(
      `Prerender: skipped the document of the sheet row of post ${JSON.stringify(post.slug)}: ${why} (${JSON.stringify(address)}); only https://docs.google.com/… is fetched`,
    );
    return undefined;
  };
  if (checkDocUrl(address) === "missing") return undefined;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    if (checkDocUrl(address)) return skip(hop ? "a redirect left Google Docs" : "not a Google Doc");
    let response: Response;
    try {
      response = await get(address, { redirect: "manual", signal: AbortSignal.timeout(20_000) });
    } catch {
      return undefined;
    }
    const location = response.headers.get("location");
    if (response.status < 300 || response.status >= 400 || !location)
      return response.ok ? await response.text() : undefined;
    address = new URL(location, address).href;
  }
  return skip(`more than ${MAX_REDIRECTS} redirects`);
}

/** The post's document page, or undefined (the widget then shows its notice, as in the browser). */
export async function loadDocumentPage(post: BlogPostEntry): Promise<string | undefined> {
  const page = await publishedDocPage(post);
  if (page === undefined && !checkDocUrl(post.publishedDocURL)) {
    console.warn(
      `Prerender: could not read the document of ${post.slug}; the widget will try live`,
    );
  }
  return page;
}

const articles = new Map<string, Promise<string | undefined>>();

/**
 * The post's article, whole and sanitized (the widget's own pipeline and sanitizer, in jsdom), or
 * undefined without a readable document: read once per build for its page and its feed.
 */
export function loadArticleHtml(post: SitePost, api: string): Promise<string | undefined> {
  const key = postPath(post);
  let article = articles.get(key);
  if (!article) {
    article = loadDocumentPage(post).then(
      (page) => page && articleHtmlFromDocument(page, { slug: post.slug, post, api }),
    );
    articles.set(key, article);
  }
  return article;
}

let commentRows: Promise<string[][]> | undefined;

/**
 * A post's approved comments as the `Comments` sheet holds them (header first), from the sheet
 * read once per build: what the post's HTML shows and its element starts from.
 */
export async function loadCommentRows(slug: string): Promise<string[][]> {
  commentRows ??= usesRealSheet() ? sheetRows(COMMENTS_RANGE) : Promise.resolve(commentsToRows());
  const [header = [], ...rows] = await commentRows;
  return [
    header,
    ...rows.filter((row) => {
      const [comment] = parseCommentRows([header, row]);
      return comment?.postSlug === slug && comment.approved;
    }),
  ];
}
