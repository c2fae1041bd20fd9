import { describe, expect, it, vi } from "vitest";
import { POST_COLUMNS } from "@marketing/contracts";
import { safeRows } from "./posts.server";

const header = [...POST_COLUMNS];

describe("safeRows", () => {
  it("keeps posts whose slug is lower-case letters, digits and hyphens, and warns about the others", () => {
    const warn = vi.fn();
    const rows = [
      header,
      ["Fine", "a-fine-post-2", "A"],
      ["Traversal", "../etc/passwd", "A"],
      ["Spaces", "with space", "A"],
      ["Upper", "Upper-Case", "A"],
    ];
    expect(safeRows(rows, warn)).toEqual([header, ["Fine", "a-fine-post-2", "A"]]);
    expect(warn).toHaveBeenCalledTimes(3);
    expect(warn.mock.calls[0]![0]).toContain("../etc/passwd");
  });

  it("keeps rows the parser skips anyway (no slug) without a warning", () => {
    const warn = vi.fn();
    expect(safeRows([header, ["Draft", "", "A"]], warn)).toHaveLength(2);
    expect(warn).not.toHaveBeenCalled();
  });
});
