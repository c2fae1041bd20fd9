// A full disk (simulated ENOSPC with real short writes) loses no
// acknowledged write and leaves no NUL byte. Before the fix, short writes were acknowledged and the
// file was later padded with NULs.
import { readFile } from "node:fs/promises";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { WriteChunk } from "../src/index";
import { allSubmissions, postText, runBounded, startTestServices } from "./start-test-services";

afterEach(() => vi.restoreAllMocks());

/** A disk of `capacity` bytes: a write that does not fit is cut short, the next one fails. */
function smallDisk(capacity: { bytes: number }): WriteChunk {
  return async (handle, data) => {
    const { size } = await handle.stat();
    const room = capacity.bytes - size;
    if (room <= 0)
      throw Object.assign(new Error("ENOSPC: no space left on device"), { code: "ENOSPC" });
    return (await handle.write(data.subarray(0, Math.min(room, data.length)))).bytesWritten;
  };
}

describe("a full disk", () => {
  it("answers 507 for what it cannot store, and keeps every acknowledged write", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const capacity = { bytes: 16 * 1024 };
    const services = await startTestServices({ writeChunk: smallDisk(capacity) });
    const acknowledged: string[] = [];
    const statuses = await runBounded(150, 8, async (i) => {
      const email = `full${i}@example.com`;
      const res = await postText(`${services.url}/newsletter`, {
        type: "newsletter_subscription",
        email,
      });
      await res.arrayBuffer();
      if (res.ok) acknowledged.push(email);
      return res.status;
    });
    expect(statuses.filter((status) => status === 507).length).toBeGreaterThan(0);
    expect(statuses.every((status) => status === 200 || status === 507)).toBe(true);
    expect(acknowledged.length).toBeGreaterThan(0);

    // Space comes back: the next write lands on a clean line after the last acknowledged one.
    capacity.bytes = Infinity;
    expect(
      (
        await postText(`${services.url}/newsletter`, {
          type: "newsletter_subscription",
          email: "later@example.com",
        })
      ).status,
    ).toBe(200);
    acknowledged.push("later@example.com");
    await services.close();

    const text = await readFile(services.dataFile, "utf8");
    expect(text).not.toContain("\0");
    expect(text.endsWith("\n")).toBe(true);
    // Each subscription's record, then its confirmation email (outbox): only the records here.
    const lines = text.split("\n").filter((line) => line && !line.startsWith('{"mail":'));
    expect(text.split("\n").filter((line) => line.startsWith('{"mail":'))).toHaveLength(
      lines.length,
    );
    const emails = lines.map(
      (line) => (JSON.parse(line) as { payload: { email: string } }).payload.email,
    );
    expect(emails.sort()).toEqual([...acknowledged].sort());

    const again = await startTestServices({ dataDir: services.dataDir });
    try {
      const stored = (await allSubmissions(again.url, "?limit=1000")) as Array<{
        payload: { email: string };
      }>;
      expect(stored.map((record) => record.payload.email).sort()).toEqual([...acknowledged].sort());
    } finally {
      await again.stop();
    }
  }, 30_000);
});
