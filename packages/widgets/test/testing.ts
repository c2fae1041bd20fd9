// `@marketing/widgets/testing` (workspace only, under the `source` condition): the page-wide state a
// story or a test resets between runs. Not part of the published package.
export { resetSheetStore } from "../src/blog/sheetStore";
export { resetPageConfig } from "../src/core/config";
