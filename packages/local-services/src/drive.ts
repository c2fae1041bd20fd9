/**
 * Stand-in for `https://drive.google.com/thumbnail?id=ID&sz=w1600`: a deterministic SVG per known
 * file id, sized from `sz` (`w1600`, `h400`, `w800-h600`, `s220`), keeping a 16:9 frame.
 */
export function thumbnailSvg(id: string, label: string, sz: string | null): string {
  const { width, height } = thumbnailSize(sz);
  const hue = hashHue(id);
  const from = `hsl(${hue} 55% 38%)`;
  const to = `hsl(${(hue + 40) % 360} 65% 58%)`;
  const fontSize = Math.max(12, Math.round(width / 24));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${Math.round(width * 0.78)}" cy="${Math.round(height * 0.3)}" r="${Math.round(height * 0.22)}" fill="hsl(${(hue + 180) % 360} 70% 85%)" fill-opacity="0.35"/><text x="50%" y="52%" text-anchor="middle" dominant-baseline="middle" font-family="Arial, sans-serif" font-size="${fontSize}" fill="#ffffff">${escapeXml(label)}</text></svg>`;
}

function thumbnailSize(sz: string | null): { width: number; height: number } {
  const w = Number(/w(\d+)/.exec(sz ?? "")?.[1]);
  const h = Number(/h(\d+)/.exec(sz ?? "")?.[1]);
  const s = Number(/^s(\d+)$/.exec(sz ?? "")?.[1]);
  const clamp = (n: number) => Math.min(4000, Math.max(16, Math.round(n)));
  if (w && h) return { width: clamp(w), height: clamp(h) };
  if (w) return { width: clamp(w), height: clamp((w * 9) / 16) };
  if (h) return { width: clamp((h * 16) / 9), height: clamp(h) };
  if (s) return { width: clamp(s), height: clamp((s * 9) / 16) };
  return { width: 1600, height: 900 };
}

function hashHue(id: string): number {
  let hash = 0;
  for (let i = 0; i < id.length; i++) hash = (hash * 31 + id.charCodeAt(i)) >>> 0;
  return hash % 360;
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}
