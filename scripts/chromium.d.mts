// Types for chromium.mjs (plain JavaScript so that configs load it without a TypeScript loader).
/** Flags Chromium needs on these machines (no sandbox, no GPU, no background traffic). */
export declare const CHROMIUM_ARGS: string[];
/** The one line printed when no Chromium can be found. */
export declare const NO_CHROMIUM_MESSAGE: string;
/** CHROME_PATH, then /usr/bin/chromium, then a Playwright-managed browser; throws when none. */
export declare function findChromium(): string;
