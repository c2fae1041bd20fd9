export declare const CHROMIUM_ARGS: string[];
export declare const NO_CHROMIUM_MESSAGE: string;
export declare function findChromium(): string;
