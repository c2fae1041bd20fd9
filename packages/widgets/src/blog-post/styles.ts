import { brokenImageStyles } from "../blog/DriveImage";
import { languageTagStyles } from "../blog/LanguageTag";
import { consentStyles } from "../core/Consent";
import { formPostStyles } from "../core/formPost";

export const blogPostStyles = `${languageTagStyles}${consentStyles}${formPostStyles}${brokenImageStyles(
  ".mw-drive-image, .mw-doc img",
)}
.mw-post { max-width: var(--mw-post-max-width, 760px); margin: 0 auto; }
.mw-post__back { display: inline-block; margin-bottom: var(--mw-space-4, 16px); color: var(--mw-color-primary, #1d4ed8); font-weight: 600; text-decoration: none; }
.mw-post__back:hover { text-decoration: underline; }
.mw-post__category { margin: 0 0 var(--mw-space-2, 8px); font-size: var(--mw-font-size-sm, 14px); font-weight: 600; color: var(--mw-color-primary, #1d4ed8); }
.mw-post__title { margin: 0 0 var(--mw-space-2, 8px); font-size: var(--mw-font-size-xl, 28px); line-height: 1.2; }
.mw-post__meta { margin: 0 0 var(--mw-space-4, 16px); color: var(--mw-color-muted, #4b5563); font-size: var(--mw-font-size-sm, 14px); }
.mw-post__image { display: block; width: 100%; height: auto; aspect-ratio: 16 / 9; object-fit: cover; border-radius: var(--mw-radius, 8px); margin-bottom: var(--mw-space-6, 24px); background: var(--mw-color-surface-alt, #f3f4f6); }
.mw-post__notice, .mw-post__panel { padding: var(--mw-space-4, 16px); border-radius: var(--mw-radius, 8px); background: var(--mw-color-surface-alt, #f3f4f6); margin: 0 0 var(--mw-space-6, 24px); }
.mw-post__panel[data-tone="error"] { color: var(--mw-color-danger, #b91c1c); background: var(--mw-color-danger-bg, #fee2e2); }
.mw-post__panel[data-tone="warning"] { background: var(--mw-post-warning-bg, #fef3c7); color: var(--mw-color-text, #111827); }
.mw-post__panel-title { margin: 0 0 var(--mw-space-2, 8px); font-size: var(--mw-font-size-lg, 20px); }
.mw-post__panel p { margin: 0 0 var(--mw-space-3, 12px); }
.mw-post__preview { margin: 0 0 var(--mw-space-4, 16px); padding-left: var(--mw-space-4, 16px); border-left: 4px solid var(--mw-color-border, #d1d5db); font-style: italic; }
.mw-doc { margin-bottom: var(--mw-space-8, 32px); overflow-wrap: anywhere; }
/* A long post lays out only what is near the viewport. Not the first eight blocks (about a screen):
   a skipped block found on screen is laid out a second time in the same frame (72–77 ms frames at
   4x, 31–55 ms without). Not tables: they scroll sideways, and a skipped block's placeholder
   height would make one a scrollable region without keyboard access. */
.mw-doc > :nth-child(n + 9):not(table) { content-visibility: auto; contain-intrinsic-size: auto 120px; }
.mw-doc__paragraph { margin: 0 0 var(--mw-space-4, 16px); line-height: 1.7; }
.mw-doc__heading { margin: var(--mw-space-6, 24px) 0 var(--mw-space-3, 12px); line-height: 1.3; }
.mw-doc__heading--1 { font-size: 26px; }
.mw-doc__heading--2 { font-size: 22px; }
.mw-doc__heading--3 { font-size: 18px; }
.mw-doc__align--center { text-align: center; }
.mw-doc__align--right { text-align: right; }
.mw-doc__align--justify { text-align: justify; }
.mw-doc ul, .mw-doc ol { margin: 0 0 var(--mw-space-4, 16px); padding-left: 1.75em; line-height: 1.7; }
.mw-doc li > ul, .mw-doc li > ol { margin: 0; }
.mw-doc [id] { scroll-margin-top: var(--mw-doc-scroll-margin, 16px); }
.mw-doc img { max-width: 100%; height: auto; }
/* A table keeps its words whole (the article's "anywhere" let a column shrink mid-word,
   "Indica/teur"); in the small size and, on a phone, narrow cells, three columns of long French
   words fit 375 px. One still wider scrolls sideways. */
.mw-doc table { border-collapse: collapse; width: 100%; overflow-x: auto; display: block; overflow-wrap: break-word; font-size: var(--mw-font-size-sm, 14px); line-height: 1.5; }
.mw-doc td, .mw-doc th { border: 1px solid var(--mw-color-border, #d1d5db); padding: var(--mw-space-2, 8px); vertical-align: top; }
@media (max-width: 480px) { .mw-doc td, .mw-doc th { padding: 6px 4px; } }
.mw-doc th { text-align: start; background: var(--mw-color-surface-alt, #f3f4f6); }
.mw-doc td > .mw-doc__paragraph, .mw-doc th > .mw-doc__paragraph { margin: 0; }
.mw-doc hr { border: 0; border-top: 1px solid var(--mw-color-border, #d1d5db); margin: var(--mw-space-6, 24px) 0; }
.mw-doc a { color: var(--mw-color-primary, #1d4ed8); }
.mw-comments { border-top: 1px solid var(--mw-color-border, #d1d5db); padding-top: var(--mw-space-6, 24px); }
.mw-comments__title { margin: 0 0 var(--mw-space-4, 16px); font-size: var(--mw-font-size-lg, 20px); }
.mw-comments__count { font-weight: 400; color: var(--mw-color-muted, #4b5563); }
.mw-comments__empty { color: var(--mw-color-muted, #4b5563); }
.mw-comments__loading::before { content: attr(data-placeholder); visibility: hidden; }
.mw-comments__list, .mw-comment__replies { list-style: none; margin: 0; padding: 0; }
.mw-comment { padding: var(--mw-space-3, 12px) 0; border-bottom: 1px solid var(--mw-color-border, #d1d5db); }
.mw-comment__replies { margin-top: var(--mw-space-3, 12px); padding-left: var(--mw-space-6, 24px); border-left: 2px solid var(--mw-color-border, #d1d5db); }
.mw-comment--reply { border-bottom: 0; }
.mw-comment__meta { margin: 0 0 var(--mw-space-1, 4px); }
.mw-comment__date { color: var(--mw-color-muted, #4b5563); font-size: var(--mw-font-size-sm, 14px); margin-left: var(--mw-space-2, 8px); }
.mw-comment__message { margin: 0; white-space: pre-line; }
.mw-comment__pending { margin: var(--mw-space-1, 4px) 0 0; font-size: var(--mw-font-size-sm, 14px); font-style: italic; color: var(--mw-color-muted, #4b5563); }
.mw-comment__reply { margin-top: var(--mw-space-2, 8px); padding: var(--mw-space-1, 4px) var(--mw-space-2, 8px); min-height: 32px; font: inherit; font-size: var(--mw-font-size-sm, 14px); color: var(--mw-color-primary, #1d4ed8); background: none; border: 1px solid var(--mw-color-border, #d1d5db); border-radius: var(--mw-radius, 8px); cursor: pointer; }
.mw-comment__reply[aria-pressed="true"] { color: var(--mw-color-on-primary, #fff); background: var(--mw-color-primary, #1d4ed8); border-color: var(--mw-color-primary, #1d4ed8); }
.mw-comment-form { margin-top: var(--mw-space-6, 24px); scroll-margin-top: var(--mw-space-4, 16px); }
.mw-comment-form__title { margin: 0 0 var(--mw-space-3, 12px); font-size: var(--mw-font-size, 16px); }
.mw-comment-form__form { display: grid; gap: var(--mw-space-3, 12px); margin: 0; }
.mw-comment-form__row { display: grid; gap: var(--mw-space-3, 12px); grid-template-columns: repeat(auto-fit, minmax(min(100%, 220px), 1fr)); }
.mw-comment-form__message { min-height: 96px; resize: vertical; }
.mw-comment-form__notify { display: grid; grid-template-columns: auto 1fr; gap: var(--mw-space-2, 8px); align-items: start; }
.mw-comment-form__actions { display: flex; flex-wrap: wrap; gap: var(--mw-space-2, 8px); }
.mw-button--secondary { color: var(--mw-color-text, #111827); background: var(--mw-color-surface, #fff); border-color: var(--mw-color-border, #d1d5db); }
.mw-button--secondary:hover { background: var(--mw-color-surface-alt, #f3f4f6); }
.mw-comment-form__message-status { margin: var(--mw-space-3, 12px) 0 0; padding: var(--mw-space-2, 8px) var(--mw-space-3, 12px); border-radius: var(--mw-radius, 8px); }
.mw-comment-form__message-status:empty { margin: 0; padding: 0; }
.mw-comment-form__message-status[data-tone="success"] { color: var(--mw-color-success, #166534); background: var(--mw-color-success-bg, #dcfce7); }
.mw-comment-form__message-status[data-tone="error"] { color: var(--mw-color-danger, #b91c1c); background: var(--mw-color-danger-bg, #fee2e2); }
.mw-skeleton { background: var(--mw-color-surface-alt, #f3f4f6); border-radius: var(--mw-radius, 8px); height: 16px; margin-bottom: var(--mw-space-3, 12px); }
.mw-skeleton--title { height: 32px; width: 70%; }
.mw-skeleton--image { aspect-ratio: 16 / 9; height: auto; }
@media (prefers-reduced-motion: no-preference) {
  .mw-skeleton { animation: mw-post-pulse 1.5s ease-in-out infinite; }
}
@keyframes mw-post-pulse { 50% { opacity: 0.5; } }
`;

/**
 * The faces a post's document uses beyond the widgets' type scale (its headings, its italics): the
 * embed layer loads them ahead of the first render (src/embed/warm.tsx, `FontProbe`), not in the
 * document's first layout.
 */
export const documentFonts: ReadonlyArray<{ size: number; weight: number; italic?: boolean }> = [
  { size: 26, weight: 700 },
  { size: 22, weight: 700 },
  { size: 18, weight: 700 },
  { size: 16, weight: 400, italic: true },
  { size: 16, weight: 700, italic: true },
  // A table's header cells (its text is in the small size).
  { size: 14, weight: 700 },
];
