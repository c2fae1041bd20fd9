// The widgets' API route table: the addresses the widgets build and the ones the Worker (and the
// unit tests' and Storybook's mocks) recognise are the same, from one table.
import { describe, expect, it } from "vitest";
import {
  API_PATH,
  API_ROUTES,
  apiUrl,
  driveImageTemplate,
  matchApiRoute,
  type ApiRouteName,
} from "./api";
import { driveImageUrl } from "./drive";

describe("apiUrl", () => {
  it("puts a route under the api setting, one slash apart however the setting ends", () => {
    expect(apiUrl("/api", "health", {})).toBe("/api/health");
    expect(apiUrl(" https://www.example.com/api// ", "sheet", { sheet: "posts" })).toBe(
      "https://www.example.com/api/sheets/posts",
    );
  });

  it("encodes a parameter as one segment, and the query", () => {
    expect(apiUrl("/api", "image", { id: "a/../b" }, { sz: "w400" })).toBe(
      "/api/images/a%2F..%2Fb?sz=w400",
    );
    const doc = "https://docs.google.com/document/d/e/2PACX-x/pub?embedded=true";
    expect(apiUrl("/api", "doc", {}, { url: doc })).toBe(
      `/api/docs?url=${encodeURIComponent(doc).replace(/%20/g, "+")}`,
    );
  });
});

describe("driveImageTemplate", () => {
  it("turns a Drive share link into the API's image route at the widest width", () => {
    const template = driveImageTemplate("https://www.example.com/api/");
    expect(template).toBe("https://www.example.com/api/images/{id}?sz=w1600");
    expect(
      driveImageUrl("https://drive.google.com/file/d/1AbC-d_E/view?usp=sharing", template),
    ).toBe("https://www.example.com/api/images/1AbC-d_E?sz=w1600");
  });
});

describe("matchApiRoute", () => {
  it("recognises every address apiUrl builds, its parameters decoded", () => {
    const params: { [Name in ApiRouteName]: Record<string, string> } = {
      health: {},
      sheet: { sheet: "comments" },
      doc: {},
      image: { id: "1AbC/x" },
      challenge: {},
      newsletter: {},
      contact: {},
      comment: {},
      moderation: {},
      stopReplies: {},
    };
    for (const name of Object.keys(API_ROUTES) as ApiRouteName[]) {
      const path = new URL(apiUrl(API_PATH, name, params[name] as never), "https://x.test")
        .pathname;
      const match = matchApiRoute(path.slice(API_PATH.length));
      expect(match?.name, name).toBe(name);
      expect(match?.params, name).toEqual(params[name]);
      expect(match?.route.method, name).toBe(API_ROUTES[name].method);
    }
  });

  it.each(["/nothing", "/sheets", "/sheets/", "/sheets/posts/extra", "/sheets/%E0%A4%A", "", "/"])(
    "matches no route for %j",
    (path) => expect(matchApiRoute(path)).toBeUndefined(),
  );
});
