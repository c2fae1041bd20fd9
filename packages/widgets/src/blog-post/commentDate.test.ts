import { describe, expect, it } from "vitest";
import { shownCommentDate } from "./commentDate";

const NOW = Date.UTC(2026, 11, 7, 12);

describe("shownCommentDate", () => {
  it("keeps an ISO day or date-time the endpoints write", () => {
    expect(shownCommentDate("2025-03-12T08:41:00Z", NOW)).toBe("2025-03-12T08:41:00Z");
    expect(shownCommentDate("2025-03-12T08:41:00.123Z", NOW)).toBe("2025-03-12T08:41:00.123Z");
    expect(shownCommentDate("2025-03-12T08:41+01:00", NOW)).toBe("2025-03-12T08:41+01:00");
    expect(shownCommentDate(" 2025-03-12 ", NOW)).toBe("2025-03-12");
    // A clock a few hours ahead.
    expect(shownCommentDate("2026-12-07T20:00:00Z", NOW)).toBe("2026-12-07T20:00:00Z");
  });

  it("drops a crafted, absurd or unreal one", () => {
    for (const crafted of [
      "2099-01-01 <b>",
      "2099-01-01",
      "2026-12-09T00:00:00Z",
      "1970-01-01T00:00:00Z",
      "2025-02-30",
      "12/03/2025",
      "March 12, 2025",
      "yesterday",
      "",
    ])
      expect(shownCommentDate(crafted, NOW), crafted).toBeUndefined();
  });
});
