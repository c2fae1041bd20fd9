/**
 * Stand-in for `https://drive.google.com/thumbnail?id=ID&sz=w1600`. Google answers with the
 * photo itself, a JPEG scaled to `sz`; so does this, with a deterministic picture per file id
 * (a diagonal gradient and a disc, hues from the id) sized from `sz` (`w1600`, `h400`,
 * `w800-h600`, `s220`) from a 1600×900 original. A raster image matters beyond looks: an SVG `<img>` is a
 * document of its own that the browser lays out and paints on the page's main thread, a JPEG is
 * decoded off it, so an SVG stand-in would make every page with pictures measure slower than the
 * real site.
 */
export interface Thumbnail {
  width: number;
  height: number;
  /** RGBA, row by row. */
  pixels: Uint8Array;
}

export function thumbnailPixels(id: string, sz: string | null): Thumbnail {
  const { width, height } = thumbnailSize(sz);
  const hue = hashHue(id);
  const from = hslToRgb(hue, 0.55, 0.38);
  const to = hslToRgb((hue + 40) % 360, 0.65, 0.58);
  const disc = hslToRgb((hue + 180) % 360, 0.7, 0.85);
  const cx = width * 0.78;
  const cy = height * 0.3;
  const radiusSquared = (height * 0.22) ** 2;
  const pixels = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = (x / width + y / height) / 2;
      const inDisc = (x - cx) ** 2 + (y - cy) ** 2 <= radiusSquared;
      const i = (y * width + x) * 4;
      for (let c = 0; c < 3; c++) {
        const base = from[c]! + (to[c]! - from[c]!) * t;
        pixels[i + c] = inDisc ? base * 0.65 + disc[c]! * 0.35 : base;
      }
      pixels[i + 3] = 255;
    }
  }
  return { width, height, pixels };
}

const JPEG_QUALITY = 80;
/** Encoded thumbnails by id and size: encoding a 1600×900 picture takes a few hundred ms. */
const encoded = new Map<string, Promise<Uint8Array>>();
const MAX_CACHED = 64;

/**
 * Draws (when it is its turn) and encodes a picture (the Node server passes one that works off the
 * main thread).
 */
export type JpegEncoder = (draw: () => Thumbnail, quality: number) => Promise<Uint8Array>;

/** The JPEG bytes of a file id's thumbnail at `sz`, encoded once per id and size. */
export function thumbnailJpeg(
  id: string,
  sz: string | null,
  encode: JpegEncoder = encodeJpeg,
): Promise<Uint8Array> {
  const { width, height } = thumbnailSize(sz);
  const key = `${id} ${width}x${height}`;
  let jpeg = encoded.get(key);
  if (!jpeg) {
    jpeg = encode(() => thumbnailPixels(id, sz), JPEG_QUALITY);
    // A failed encoding (a busy server) is not remembered: the next request tries again.
    jpeg.catch(() => encoded.get(key) === jpeg && encoded.delete(key));
    if (encoded.size >= MAX_CACHED) encoded.delete(encoded.keys().next().value!);
    encoded.set(key, jpeg);
  }
  return jpeg;
}

/**
 * In a browser (MSW in Storybook) the canvas encodes; in Node, jpeg-js, loaded only there (its
 * CommonJS build hands back a Node Buffer whenever `module` exists, as in a bundle).
 */
async function encodeJpeg(draw: () => Thumbnail, quality: number): Promise<Uint8Array> {
  const { width, height, pixels } = draw();
  if (typeof OffscreenCanvas === "function") {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext("2d")!;
    context.putImageData(new ImageData(new Uint8ClampedArray(pixels), width, height), 0, 0);
    const blob = await canvas.convertToBlob({ type: "image/jpeg", quality: quality / 100 });
    return new Uint8Array(await blob.arrayBuffer());
  }
  const { encode } = await import("jpeg-js");
  return new Uint8Array(encode({ data: pixels, width, height }, quality).data);
}

/**
 * The stand-in's pictures are 1600×900 originals (the widest the site's `srcset` asks for).
 * Google's image service scales a picture down to fit the box `sz` names (`w`, `h`, both, or
 * `s` for the longer side), keeping its shape, and never above the original's size: so does this.
 * A `sz=w4000-h4000` gets the 1600×900 original, not sixteen million pixels.
 */
export const ORIGINAL_SIZE = { width: 1600, height: 900 } as const;

export function thumbnailSize(sz: string | null): { width: number; height: number } {
  const { width, height } = ORIGINAL_SIZE;
  const param = (pattern: RegExp) => Number(pattern.exec(sz ?? "")?.[1]) || Infinity;
  const w = param(/(?:^|-)w(\d{1,9})(?=-|$)/);
  const h = param(/(?:^|-)h(\d{1,9})(?=-|$)/);
  const s = param(/^s(\d{1,9})$/);
  const scale = Math.min(1, w / width, h / height, s / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

function hashHue(id: string): number {
  let hash = 0;
  for (let i = 0; i < id.length; i++) hash = (hash * 31 + id.charCodeAt(i)) >>> 0;
  return hash % 360;
}

/** CSS's hsl() as 0–255 channels. */
function hslToRgb(hue: number, saturation: number, lightness: number): [number, number, number] {
  const k = (n: number) => (n + hue / 30) % 12;
  const a = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) =>
    255 * (lightness - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1)));
  return [channel(0), channel(8), channel(4)];
}
