import { brokenImageStyles } from "../blog/DriveImage";
import { languageTagStyles } from "../blog/LanguageTag";

export const blogListStyles = `${languageTagStyles}${brokenImageStyles()}
.mw-blog-list__grid {
  display: grid; gap: var(--mw-blog-gap, var(--mw-space-6, 24px));
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
  margin: 0; padding: 0; list-style: none;
}
.mw-blog-card {
  display: flex; flex-direction: column; height: 100%; overflow: hidden; position: relative;
  background: var(--mw-blog-card-background, var(--mw-color-surface, #fff));
  border: 1px solid var(--mw-color-border, #d1d5db); border-radius: var(--mw-radius, 8px);
  box-shadow: var(--mw-shadow, 0 1px 3px rgba(0, 0, 0, 0.12), 0 1px 2px rgba(0, 0, 0, 0.08));
}
.mw-blog-card__image { display: block; width: 100%; height: auto; aspect-ratio: 16 / 9; object-fit: cover; background: var(--mw-color-surface-alt, #f3f4f6); }
.mw-blog-card__body { display: flex; flex-direction: column; gap: var(--mw-space-2, 8px); padding: var(--mw-space-4, 16px); }
.mw-blog-card__category { margin: 0; font-size: var(--mw-font-size-sm, 14px); font-weight: 600; color: var(--mw-color-primary, #1d4ed8); }
.mw-blog-card__title { margin: 0; font-size: var(--mw-font-size-lg, 20px); line-height: 1.3; }
.mw-blog-card__link { color: inherit; text-decoration: none; }
/* The whole card is the link's hit area; the link stays the only focusable element. */
.mw-blog-card__link::after { content: ""; position: absolute; inset: 0; }
.mw-blog-card__link:hover { text-decoration: underline; }
.mw-blog-card__link:focus-visible { outline: 2px solid var(--mw-color-focus, #2563eb); outline-offset: 2px; }
.mw-blog-card__meta { margin: 0; font-size: var(--mw-font-size-sm, 14px); color: var(--mw-color-muted, #4b5563); }
.mw-blog-card__summary { margin: 0; color: var(--mw-color-muted, #4b5563); }
.mw-blog-list__empty { margin: 0; color: var(--mw-color-muted, #4b5563); }
.mw-skeleton { background: var(--mw-color-surface-alt, #f3f4f6); border-radius: var(--mw-radius, 8px); height: 16px; }
.mw-skeleton--image { aspect-ratio: 16 / 9; height: auto; border-radius: 0; }
.mw-skeleton--line { width: 100%; }
.mw-skeleton--line-short { width: 40%; }
@media (prefers-reduced-motion: no-preference) {
  .mw-skeleton { animation: mw-blog-pulse 1.5s ease-in-out infinite; }
}
@keyframes mw-blog-pulse { 50% { opacity: 0.5; } }
`;
