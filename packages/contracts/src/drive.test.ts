import { describe, expect, it } from "vitest";
import { driveFileId, driveImageSrcSet, driveImageUrl } from "./drive";

const TEMPLATE = "https://drive.google.com/thumbnail?id={id}&sz=w1600";

describe("driveImageUrl", () => {
  it.each([
    [
      "https://drive.google.com/file/d/1qrCEWsgMr4sD8sHgC39A9ENg9tFGOPoJ/view?usp=sharing",
      "1qrCEWsgMr4sD8sHgC39A9ENg9tFGOPoJ",
    ],
    [
      "https://drive.google.com/file/d/17e4uVbxEZ3zF99Ltqkb_gt6dJiHMMjbV/view",
      "17e4uVbxEZ3zF99Ltqkb_gt6dJiHMMjbV",
    ],
    [
      "https://drive.google.com/file/d/1Ca0AITUhBzwjiaOMi_z5Dsh5CiDmhzRM/view?usp=drive_link",
      "1Ca0AITUhBzwjiaOMi_z5Dsh5CiDmhzRM",
    ],
    [
      "https://drive.google.com/open?id=1R0ovC3_OrugnrBzDUF2SFZJ4W5UI4Yg2",
      "1R0ovC3_OrugnrBzDUF2SFZJ4W5UI4Yg2",
    ],
    [
      "https://drive.google.com/uc?id=12Wt4BzJidd9mVayQ9WGcVGC-TzFB3tTF&export=download",
      "12Wt4BzJidd9mVayQ9WGcVGC-TzFB3tTF",
    ],
    [
      "https://drive.google.com/uc?export=view&id=1wcAPLNaYd71RxpbsKkFPOaacyP3-V1bN",
      "1wcAPLNaYd71RxpbsKkFPOaacyP3-V1bN",
    ],
  ])("rewrites the share link %s to the thumbnail form", (link, id) => {
    expect(driveFileId(link)).toBe(id);
    expect(driveImageUrl(link, TEMPLATE)).toBe(
      `https://drive.google.com/thumbnail?id=${id}&sz=w1600`,
    );
  });

  it("fills the configured template, e.g. the local services' stand-in", () => {
    expect(
      driveImageUrl(
        "https://drive.google.com/open?id=abc_123",
        "http://127.0.0.1:8787/drive/thumbnail?id={id}&sz=w1600",
      ),
    ).toBe("http://127.0.0.1:8787/drive/thumbnail?id=abc_123&sz=w1600");
  });

  it.each([
    "https://images.example.com/photo.jpg",
    "https://evil.example/file/d/abc/view",
    "https://drive.google.com/drive/folders/abc",
    "not a url",
  ])("leaves %s as it is", (url) => {
    expect(driveFileId(url)).toBeUndefined();
    expect(driveImageUrl(url, TEMPLATE)).toBe(url);
  });

  it("offers a srcset of Google-scaled widths for a Drive picture, so phones fetch a small one", () => {
    expect(driveImageSrcSet("https://drive.google.com/file/d/abc_123/view", TEMPLATE)).toBe(
      [400, 800, 1200, 1600]
        .map((width) => `https://drive.google.com/thumbnail?id=abc_123&sz=w${width} ${width}w`)
        .join(", "),
    );
  });

  it("offers no srcset for other pictures or a template without a width", () => {
    expect(driveImageSrcSet("https://images.example.com/photo.jpg?sz=w1600", TEMPLATE)).toBe(
      undefined,
    );
    expect(
      driveImageSrcSet("https://drive.google.com/open?id=abc", "https://cdn.example/{id}.jpg"),
    ).toBe(undefined);
  });
});
