import { readFileSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  commentsToRows,
  fixtureComments,
  fixturePosts,
  postsToRows,
  publishedDocId,
} from "../fixtures/index";

const FIXTURES_DIR = fileURLToPath(new URL("../fixtures/", import.meta.url));
const wordCount = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .split(/\s+/)
    .filter(Boolean).length;

describe("fixtures", () => {
  it("builds sheet rows from the JSON files with trailing empty cells omitted", () => {
    const rows = postsToRows();
    expect(rows).toHaveLength(fixturePosts.length + 1);
    expect(rows.every((row) => row.length === 0 || row.at(-1) !== "")).toBe(true);
    expect(commentsToRows()).toHaveLength(fixtureComments.length + 1);
  });

  it("has at least 8 readable posts across both offerings and both languages", async () => {
    const docIds = new Set(
      (await readdir(`${FIXTURES_DIR}docs`)).map((name) => name.replace(/\.html$/, "")),
    );
    const readable = fixturePosts.filter(
      (post) => post.slug && docIds.has(publishedDocId(post.publishedDocURL) ?? ""),
    );
    expect(readable.length).toBeGreaterThanOrEqual(8);
    const categories = new Set(readable.map((post) => post.category));
    expect(categories).toEqual(
      new Set(["Industrial Analytics", "AI Content", "Analyse industrielle", "Contenu IA"]),
    );
  });

  it("has at least two documents over 1,500 words", async () => {
    const names = await readdir(`${FIXTURES_DIR}docs`);
    const counts = await Promise.all(
      names.map(async (name) => wordCount(await readFile(`${FIXTURES_DIR}docs/${name}`, "utf8"))),
    );
    expect(counts.filter((count) => count > 1500).length).toBeGreaterThanOrEqual(2);
    expect(Math.min(...counts)).toBeGreaterThan(300);
  });

  it("covers every Drive share-link form and the error cases the client must handle", () => {
    const images = fixturePosts.map((post) => post.featuredImageURL);
    expect(
      images.some((url) => /drive\.google\.com\/file\/d\/[\w-]+\/view\?usp=sharing/.test(url)),
    ).toBe(true);
    expect(images.some((url) => /drive\.google\.com\/open\?id=/.test(url))).toBe(true);
    expect(images.some((url) => /drive\.google\.com\/uc\?id=/.test(url))).toBe(true);
    expect(fixturePosts.some((post) => post.slug && post.publishedDocURL === "")).toBe(true);
    expect(
      fixturePosts.some((post) => post.publishedDocURL === "https://example.com/article"),
    ).toBe(true);
    expect(fixturePosts.some((post) => post.slug === "")).toBe(true);
    expect(postsToRows().some((row) => row.length > 0 && row.length < 8)).toBe(true);
  });

  it("has posts in both languages, some without a language (detected), and one translated pair", () => {
    const raw = JSON.parse(
      readFileSync(fileURLToPath(new URL("../fixtures/posts.json", import.meta.url)), "utf8"),
    ) as Array<{ slug: string; language?: string }>;
    // Every language written in the JSON is one the sheet's parser reads.
    expect(raw.filter((post) => post.language !== undefined).map((post) => post.language)).toEqual(
      fixturePosts.filter((post) => post.language !== undefined).map((post) => post.language),
    );
    const published = fixturePosts.filter((post) => post.slug);
    const withoutLanguage = published.filter((post) => !post.language).map((post) => post.slug);
    expect(withoutLanguage).toEqual(
      expect.arrayContaining([
        "programmatic-seo-without-thin-content",
        "detection-defauts-groupes-froids",
      ]),
    );
    const translated = published.filter((post) => post.translation);
    expect(translated.length).toBeGreaterThanOrEqual(2);
    for (const post of translated) {
      const other = published.find((candidate) => candidate.slug === post.translation);
      expect(other?.translation).toBe(post.slug);
      expect(other?.language).not.toBe(post.language);
    }
    expect(published.filter((post) => !post.translation).length).toBeGreaterThan(5);
  });

  it("writes the language and translation columns after H, or a sheet without them", () => {
    const [header, ...rows] = postsToRows();
    expect(header?.slice(8)).toEqual(["language", "translation"]);
    expect(rows.some((row) => row[8] === "fr" && row[9])).toBe(true);
    const [plainHeader, ...plainRows] = postsToRows(fixturePosts, { optionalColumns: false });
    expect(plainHeader).toHaveLength(8);
    expect(plainRows.every((row) => row.length <= 8)).toBe(true);
  });

  it("has comments with replies on several posts, each reply pointing at a top-level comment", () => {
    const replies = fixtureComments.filter((comment) => comment.parentId);
    expect(new Set(replies.map((reply) => reply.postSlug)).size).toBeGreaterThanOrEqual(3);
    for (const reply of replies) {
      const parent = fixtureComments.find((comment) => comment.id === reply.parentId);
      expect(parent?.parentId).toBe("");
      expect(parent?.postSlug).toBe(reply.postSlug);
    }
  });

  // Storybook's MSW handlers import these in the browser.
  it.each([
    "fixtures/index.ts",
    "fixtures/published-doc-page.ts",
    "src/sheets.ts",
    "src/drive.ts",
    "src/constants.ts",
    "src/doc-urls.ts",
    "src/msw.ts",
  ])("keeps %s browser-safe (no Node built-ins)", async (file) => {
    const source = await readFile(fileURLToPath(new URL(`../${file}`, import.meta.url)), "utf8");
    expect(source).not.toMatch(/from "node:|require\(|process\./);
  });
});
