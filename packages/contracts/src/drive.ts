/** The file id of a Drive share link in any of its forms, or undefined for any other URL. */
export function driveFileId(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return undefined;
  }
  if (!/^(drive|docs)\.google\.com$/.test(parsed.hostname)) return undefined;
  // /file/d/ID, /file/d/ID/view?usp=sharing, /file/d/ID/edit
  const path = /\/file\/d\/([\w-]+)/.exec(parsed.pathname)?.[1];
  if (path) return path;
  // open?id=ID, uc?id=ID, uc?export=view&id=ID, thumbnail?id=ID
  if (/^\/(open|uc|thumbnail)\/?$/.test(parsed.pathname)) {
    const id = parsed.searchParams.get("id");
    if (id && /^[\w-]+$/.test(id)) return id;
  }
  return undefined;
}

/**
 * An image URL the browser can render: Drive share links become `template` with `{id}` filled in
 * (DESIGN: `thumbnail?id=` renders in `<img>`, `uc?export=view` no longer does); others pass through.
 */
export function driveImageUrl(url: string, template: string): string {
  const id = driveFileId(url);
  return id ? template.replace("{id}", encodeURIComponent(id)) : url.trim();
}

/** The widths a Drive thumbnail's `srcset` offers: Google scales `sz=wN` on its side. */
const THUMBNAIL_WIDTHS = [400, 800, 1200, 1600];
const SIZE_PARAM = /([?&]sz=)w\d+(?=&|$)/;

/**
 * A `srcset` for a Drive share link rendered through `template` (when the template asks for a
 * width with `sz=wN`), so that a phone fetches a picture its width instead of the 1600 px one;
 * undefined for any other image.
 */
export function driveImageSrcSet(url: string, template: string): string | undefined {
  const id = driveFileId(url);
  if (!id || !SIZE_PARAM.test(template)) return undefined;
  const src = driveImageUrl(url, template);
  return THUMBNAIL_WIDTHS.map(
    (width) => `${src.replace(SIZE_PARAM, `$1w${width}`)} ${width}w`,
  ).join(", ");
}
