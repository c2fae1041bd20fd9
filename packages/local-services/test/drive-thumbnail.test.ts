// A huge `sz` answers the original's size (Google never scales a picture up), and
// making new sizes never holds up the server's other requests.
import { afterAll, beforeAll, expect, it } from "vitest";
import { performance } from "node:perf_hooks";
import { encode } from "jpeg-js";
import { thumbnailPixels, thumbnailSize } from "../src/drive";
import { startTestServices, type TestServices } from "./start-test-services";

let services: TestServices;
beforeAll(async () => {
  services = await startTestServices();
});
afterAll(() => services.stop());

const ID = "1qrCEWsgMr4sD8sHgC39A9ENg9tFGOPoJ";

/** Width and height from a JPEG's frame header (decoding would itself hold up the loop). */
function jpegSize(bytes: Uint8Array): [number, number] {
  for (let i = 2; i + 9 < bytes.length;) {
    const marker = bytes[i + 1]!;
    const length = (bytes[i + 2]! << 8) | bytes[i + 3]!;
    if (marker >= 0xc0 && marker <= 0xc2)
      return [(bytes[i + 7]! << 8) | bytes[i + 8]!, (bytes[i + 5]! << 8) | bytes[i + 6]!];
    i += 2 + length;
  }
  throw new Error("not a JPEG");
}

const size = async (sz: string) => {
  const res = await fetch(`${services.url}/drive/thumbnail?id=${ID}&sz=${sz}`);
  expect(res.status, sz).toBe(200);
  return jpegSize(new Uint8Array(await res.arrayBuffer()));
};

it("answers a 4000×4000 request with the 1600×900 original, and any box fitted inside it", async () => {
  expect(await size("w4000-h4000")).toEqual([1600, 900]);
  expect(await size("s99999999")).toEqual([1600, 900]);
  expect(thumbnailSize("w99999999")).toEqual({ width: 1600, height: 900 });
  expect(thumbnailSize("h450")).toEqual({ width: 800, height: 450 });
  expect(thumbnailSize("w800-h100")).toEqual({ width: 178, height: 100 });
  expect(thumbnailSize("s220")).toEqual({ width: 220, height: 124 });
});

it("makes pictures of new sizes off the main thread, answering other requests meanwhile", async () => {
  await size("w800"); // the first picture warms up the code that draws them
  // What drawing and encoding one 1600×900 picture on this thread costs, on this machine, now.
  const reference = performance.eventLoopUtilization();
  const { width, height, pixels } = thumbnailPixels("reference", "w1600");
  encode({ data: pixels, width, height }, 80);
  const oneEncodeMs = performance.eventLoopUtilization(reference).active;
  // Time the main thread's event loop spent running code (not waiting) while eight new large
  // sizes were made, compared with that: a measure of what blocks it that the machine's load
  // changes little, unlike the longest pause between two timers.
  const before = performance.eventLoopUtilization();
  const health: number[] = [];
  const pinger = (async () => {
    for (let i = 0; i < 20; i++) health.push((await fetch(`${services.url}/health`)).status);
  })();
  const sizes = await Promise.all(
    [1599, 1598, 1597, 1596, 4000, 3999, 3998, 3997].map((w) => size(`w${w}-h${w}`)),
  );
  await pinger;
  const busyMs = performance.eventLoopUtilization(before).active;
  expect(sizes.slice(4)).toEqual(Array(4).fill([1600, 900]));
  expect(health.every((status) => status === 200)).toBe(true);
  // Eight encodings on the main thread would keep it busy eight times as long (or more: the old
  // 1599×1599 pictures were larger). Off it, only drawing the pixels (about a tenth of an
  // encoding each) and the requests are left.
  expect(busyMs).toBeLessThan(4 * oneEncodeMs);
}, 30_000);
