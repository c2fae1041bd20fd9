// Bundled with the widgets: a broken or missing post image never falls back to another host.
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1e3a8a"/><stop offset="1" stop-color="#0ea5e9"/></linearGradient></defs><rect width="1600" height="900" fill="url(#g)"/><g fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="6"><path d="M160 700 L480 460 L720 580 L1040 300 L1440 420"/><circle cx="480" cy="460" r="18"/><circle cx="720" cy="580" r="18"/><circle cx="1040" cy="300" r="18"/></g><g fill="#ffffff" fill-opacity="0.18"><rect x="160" y="180" width="360" height="40" rx="20"/><rect x="160" y="250" width="240" height="40" rx="20"/></g></svg>`;

/** The stock image of a post without a usable picture (an inline SVG, 16:9). */
export const STOCK_IMAGE_URL = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
export const STOCK_IMAGE_WIDTH = 1600;
export const STOCK_IMAGE_HEIGHT = 900;
