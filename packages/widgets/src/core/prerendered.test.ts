// What an element taking a server-rendered form over reads back from its HTML: the page it posts
// from and, for a page's second form of a kind, its outcome ids' suffix (core/formPost.tsx).
import { describe, expect, it } from "vitest";
import { formPostOf } from "./prerendered";

const rootWith = (html: string) => {
  const root = document.createElement("div").attachShadow({ mode: "open" });
  root.innerHTML = html;
  return root;
};

describe("formPostOf", () => {
  it("reads the page and the suffix of a page's second form", () => {
    const root = rootWith(
      '<form method="post"><input type="hidden" name="page" value="/blog"><input type="hidden" name="form" value="newsletter-2"></form>',
    );
    expect(formPostOf(root)).toEqual({ formPage: "/blog", formSuffix: "2" });
  });

  it("reads no suffix for a page's first form, and nothing from a form that never posts", () => {
    expect(
      formPostOf(
        rootWith('<form method="post"><input type="hidden" name="page" value="/"></form>'),
      ),
    ).toEqual({ formPage: "/", formSuffix: undefined });
    expect(formPostOf(rootWith('<form method="dialog"></form>'))).toEqual({
      formPage: undefined,
      formSuffix: undefined,
    });
  });
});
