// `@marketing/widgets/testing`: the page-wide state a test or a story resets between runs (the
// sheet reads the blog widgets share, the page's parsed configuration block), for a host's own
// tests as much as for ours.
export { resetSheetStore } from "./blog/sheetStore";
export { resetPageConfig } from "./core/config";
