import { describe, expect, it } from "vitest";
import { commentToRow, parseCommentRows, parsePostRows } from "./sheets";

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

  it("ignores columns after H", () => {
    const [post] = parsePostRows([
      HEADER,
      ["T", "t", "a", "d", "c", "s", "u", "i", "extra", "more"],
    ]);
    expect(Object.keys(post!)).toHaveLength(8);
    expect(post?.featuredImageURL).toBe("i");
  });

  it("returns nothing for a sheet with only a header, or no rows at all", () => {
    expect(parsePostRows([HEADER])).toEqual([]);
    expect(parsePostRows([])).toEqual([]);
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
