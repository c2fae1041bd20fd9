import { describe, expect, it } from "vitest";
import {
  commentToRow,
  parseCommentRows,
  parsePostLanguage,
  parsePostRows,
  postHeader,
  postToRow,
} from "./sheets";

const HEADER = [
  "title",
  "slug",
  "author",
  "date",
  "category",
  "summary",
  "publishedDocURL",
  "featuredImageURL",
];
describe("parsePostRows", () => {
  it("skips the header row and maps columns A to H", () => {
    const posts = parsePostRows([
      HEADER,
      ["T", "t", "Ada", "2025-01-02", "Cat", "Sum", "https://docs.google.com/x", "img"],
    ]);
    expect(posts).toEqual([
      {
        title: "T",
        slug: "t",
        author: "Ada",
        date: "2025-01-02",
        category: "Cat",
        summary: "Sum",
        publishedDocURL: "https://docs.google.com/x",
        featuredImageURL: "img",
      },
    ]);
  });

  it("pads short rows (Sheets omits trailing empty cells)", () => {
    const [post] = parsePostRows([HEADER, ["Only a title", "only-a-title"]]);
    expect(post).toMatchObject({
      title: "Only a title",
      slug: "only-a-title",
      author: "",
      summary: "",
      featuredImageURL: "",
    });
  });

  it("skips rows without a slug or a title, and empty rows, without failing", () => {
    const posts = parsePostRows([
      HEADER,
      [],
      ["No slug", ""],
      ["", "no-title"],
      ["  ", "  "],
      ["Kept", "kept"],
    ]);
    expect(posts.map((post) => post.slug)).toEqual(["kept"]);
  });

  it("ignores columns after H that are not language or translation", () => {
    const [post] = parsePostRows([
      [...HEADER, "notes", "owner"],
      ["T", "t", "a", "d", "c", "s", "u", "i", "fr", "other-slug"],
    ]);
    expect(Object.keys(post!)).toHaveLength(8);
    expect(post?.featuredImageURL).toBe("i");
  });

  it("finds the language and translation columns by their header, wherever they sit after H", () => {
    const posts = parsePostRows([
      [...HEADER, "Notes", " Translation ", "LANGUAGE"],
      ["T", "t", "a", "d", "c", "s", "u", "i", "check images", "t-fr", "en"],
      ["U", "u", "a", "d", "c", "s", "u", "i", "", "", "fr"],
      ["V", "v"],
    ]);
    expect(posts.map(({ language, translation }) => ({ language, translation }))).toEqual([
      { language: "en", translation: "t-fr" },
      { language: "fr", translation: undefined },
      { language: undefined, translation: undefined },
    ]);
    expect(Object.keys(posts[2]!)).toHaveLength(8);
  });

  it("accepts the French header names an author may type (langue, traduction)", () => {
    const [post] = parsePostRows([
      [...HEADER, "Langue", "Traduction"],
      ["T", "t", "a", "d", "c", "s", "u", "i", "Français", "t-en"],
    ]);
    expect(post).toMatchObject({ language: "fr", translation: "t-en" });
  });

  it("does not take a language or translation header placed among A to H", () => {
    const [post] = parsePostRows([
      ["title", "slug", "author", "date", "language", "summary", "publishedDocURL", "translation"],
      ["T", "t", "a", "d", "fr", "s", "u", "x"],
    ]);
    expect(post?.language).toBeUndefined();
    expect(post?.translation).toBeUndefined();
    expect(post?.category).toBe("fr");
  });

  it("leaves out an unreadable language and a translation naming the post itself", () => {
    const [post] = parsePostRows([
      [...HEADER, "language", "translation"],
      ["T", "t", "a", "d", "c", "s", "u", "i", "de", "t"],
    ]);
    expect(post?.language).toBeUndefined();
    expect(post?.translation).toBeUndefined();
  });

  it("reads back what postToRow writes under postHeader", () => {
    const post = {
      title: "T",
      slug: "t",
      author: "a",
      date: "2025-01-02",
      category: "c",
      summary: "s",
      publishedDocURL: "u",
      featuredImageURL: "i",
      language: "fr" as const,
      translation: "t-en",
    };
    expect(parsePostRows([postHeader(), postToRow(post)])).toEqual([post]);
    const { language: _language, translation: _translation, ...plain } = post;
    expect(parsePostRows([postHeader(false), postToRow(post, false)])).toEqual([plain]);
  });

  it("returns nothing for a sheet with only a header, or no rows at all", () => {
    expect(parsePostRows([HEADER])).toEqual([]);
    expect(parsePostRows([])).toEqual([]);
  });
});

describe("parsePostLanguage", () => {
  it("reads the ways an author writes en or fr, and nothing else", () => {
    expect(["en", " EN ", "en-GB", "English", "anglais"].map(parsePostLanguage)).toEqual(
      Array(5).fill("en"),
    );
    expect(
      ["fr", "FR", "fr-CA", "fr_FR", "French", "Français", "francais"].map(parsePostLanguage),
    ).toEqual(Array(7).fill("fr"));
    expect(["", "de", "eng", "france", undefined].map(parsePostLanguage)).toEqual(
      Array(5).fill(undefined),
    );
  });
});

const COMMENT_HEADER = [
  "postSlug",
  "id",
  "name",
  "unused",
  "message",
  "date",
  "parentId",
  "approved",
];

describe("parseCommentRows", () => {
  it("maps columns A to H, never reads column D and skips incomplete rows", () => {
    const comments = parseCommentRows([
      COMMENT_HEADER,
      ["post", "c1", "Ada", "", "Hello", "2025-03-12T08:41:00Z", "", "TRUE"],
      ["post", "c2", "Bob", "b@example.com", "Reply", "2025-03-13", "c1", "true", "extra"],
      ["post", "", "No id", "", "x"],
      ["post", "c3", "No message"],
    ]);
    expect(comments).toEqual([
      {
        postSlug: "post",
        id: "c1",
        name: "Ada",
        message: "Hello",
        date: "2025-03-12T08:41:00Z",
        parentId: "",
        approved: true,
      },
      {
        postSlug: "post",
        id: "c2",
        name: "Bob",
        message: "Reply",
        date: "2025-03-13",
        parentId: "c1",
        approved: true,
      },
    ]);
    expect(JSON.stringify(comments)).not.toContain("b@example.com");
  });

  it("with an approved column, approves only ticked cells: empty or FALSE awaits approval", () => {
    const approved = (cell?: string) =>
      parseCommentRows([
        COMMENT_HEADER,
        ["p", "c", "A", "", "m", "d", "", ...(cell ? [cell] : [])],
      ])[0]?.approved;
    expect([approved("TRUE"), approved("VRAI"), approved("x")]).toEqual([true, true, true]);
    expect([approved("FALSE"), approved(""), approved(), approved("no")]).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it("approves every comment of a sheet made before moderation (no column H in the header)", () => {
    const comments = parseCommentRows([
      ["postSlug", "id", "name", "email", "message", "date", "parentId"],
      ["post", "c1", "Ada", "", "Hello"],
    ]);
    expect(comments.map((comment) => comment.approved)).toEqual([true]);
  });
});

describe("commentToRow", () => {
  it("writes columns A to H with D blank, the order parseCommentRows reads back", () => {
    const comment = {
      postSlug: "post",
      id: "c1",
      name: "Ada",
      message: "Hello",
      date: "2025-03-12",
      parentId: "",
      approved: false,
    };
    const row = commentToRow(comment);
    expect(row).toEqual(["post", "c1", "Ada", "", "Hello", "2025-03-12", "", "FALSE"]);
    expect(parseCommentRows([COMMENT_HEADER, row])).toEqual([comment]);
  });
});
