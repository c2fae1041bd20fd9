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
