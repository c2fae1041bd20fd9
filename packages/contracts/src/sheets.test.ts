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

describe("parseCommentRows", () => {
  it("maps columns A to G and skips incomplete rows", () => {
    const comments = parseCommentRows([
      ["postSlug", "id", "name", "email", "message", "date", "parentId"],
      ["post", "c1", "Ada", "", "Hello", "2025-03-12T08:41:00Z"],
      ["post", "c2", "Bob", "b@example.com", "Reply", "2025-03-13", "c1", "extra"],
      ["post", "", "No id", "", "x"],
      ["post", "c3", "No message"],
    ]);
    expect(comments).toEqual([
      {
        postSlug: "post",
        id: "c1",
        name: "Ada",
        email: "",
        message: "Hello",
        date: "2025-03-12T08:41:00Z",
        parentId: "",
      },
      {
        postSlug: "post",
        id: "c2",
        name: "Bob",
        email: "b@example.com",
        message: "Reply",
        date: "2025-03-13",
        parentId: "c1",
      },
    ]);
  });
});

describe("commentToRow", () => {
  it("writes columns A to G, the order parseCommentRows reads back", () => {
    const comment = {
      postSlug: "post",
      id: "c1",
      name: "Ada",
      email: "ada@example.com",
      message: "Hello",
      date: "2025-03-12",
      parentId: "",
    };
    const row = commentToRow(comment);
    expect(row).toEqual(["post", "c1", "Ada", "ada@example.com", "Hello", "2025-03-12", ""]);
    expect(parseCommentRows([[], row])).toEqual([comment]);
  });
});
